//! A letter-level model of spelling: the cost of a word the dictionary lacks (a name, an
//! archaic form), so that a cryptogram's plaintext may hold one.
//!
//! Letter trigrams of the dictionary's own words, the start and end of a word as a 27th symbol,
//! each word counted with a weight that grows with its frequency (the square of its Zipf value:
//! common words count more, without a few of them deciding every trigram). Each trigram's
//! probability is smoothed towards its last two letters' and that towards the letter's own
//! (interpolated: the lower order counts as [`SMOOTH`] words). Computed once per dictionary from
//! its words and [`super::WORD_COSTS`]: no data of its own, 40 KB of costs.
//!
//! A word outside the dictionary costs [`OUTSIDE`] (how rarely a sentence's word is outside a
//! level-70 dictionary at all) plus its letters' costs, so a name costs more than a common word
//! and about as much as a rare one: a sentence with one name still wins when the rest of it is
//! likely.

use crate::dict::index::{IndexKey, Slot};
use crate::dict::Dictionary;

use super::{Cost, WORD_COSTS};

/// The symbol for a word's start and end.
const EDGE: usize = 26;
/// Letters and the edge.
const N: usize = 27;
/// How many words' weight the lower order's estimate counts as in each trigram's.
const SMOOTH: f32 = 3.0;
/// The cost of a word being outside the dictionary at all (on top of its letters).
pub const OUTSIDE: Cost = Cost(2000);

/// The letter-trigram costs of one dictionary.
pub struct Letters {
    /// -log10 P(c | a b) in thousandths at `(a * N + b) * N + c`.
    costs: Vec<u16>,
    /// The least cost of a spelling of each length, the end included (the last for longer).
    floors: Vec<u32>,
}

/// The key of the model a dictionary keeps.
pub const LETTERS: IndexKey<Letters> = IndexKey::new(Slot::Letters, Letters::build);

/// log10 of `x` > 0, to about 0.002: the exponent of the float plus a quadratic on its mantissa
/// (the standard library's logarithm would add its own code to the wasm module).
fn log10(x: f32) -> f32 {
    let bits = x.to_bits();
    let e = ((bits >> 23) & 255) as f32 - 127.0;
    let m = f32::from_bits((bits & 0x007f_ffff) | 0x3f80_0000);
    (e + (-0.344_848_4 * m + 2.024_665_8) * m - 1.674_877_6) * std::f32::consts::LOG10_2
}

impl Letters {
    fn build(dict: &Dictionary) -> Letters {
        let words = dict.index(&WORD_COSTS);
        let mut tri = vec![0f32; N * N * N];
        let (mut total, mut count) = (0f32, 0f32);
        for id in dict.ids() {
            let w = dict.bytes(id);
            if !w.iter().all(u8::is_ascii_lowercase) {
                continue;
            }
            let zipf = (9.0 - words.get(id).0.log10() as f32).max(0.5);
            let weight = zipf * zipf;
            total += weight;
            count += 1.0;
            let (mut a, mut b) = (EDGE, EDGE);
            for c in w.iter().map(|&l| (l - b'a') as usize).chain([EDGE]) {
                tri[(a * N + b) * N + c] += weight;
                (a, b) = (b, c);
            }
        }
        let smooth = SMOOTH * total / count.max(1.0);
        // Lower orders: P(c | b) and P(c), from the same counts.
        let mut bi = vec![0f32; N * N];
        let mut uni = [1f32; N];
        for (i, &t) in tri.iter().enumerate() {
            bi[i % (N * N)] += t;
            uni[i % N] += t;
        }
        let sum = |v: &[f32]| v.iter().sum::<f32>();
        let all = sum(&uni);
        let p1: Vec<f32> = uni.iter().map(|&u| u / all).collect();
        let mut p2 = vec![0f32; N * N];
        for b in 0..N {
            let row = &bi[b * N..(b + 1) * N];
            let n = sum(row);
            for c in 0..N {
                p2[b * N + c] = (row[c] + smooth * p1[c]) / (n + smooth);
            }
        }
        let mut costs = vec![0u16; N * N * N];
        for ab in 0..N * N {
            let row = &tri[ab * N..(ab + 1) * N];
            let n = sum(row);
            for c in 0..N {
                let p = (row[c] + smooth * p2[(ab % N) * N + c]) / (n + smooth);
                costs[ab * N + c] = (-log10(p) * 1000.0).clamp(0.0, 60000.0) as u16;
            }
        }
        // The cheapest spelling of each length: the least cost of reaching each pair of last
        // letters, one letter at a time, then the end.
        let mut reach = vec![u32::MAX; N * N];
        reach[EDGE * N + EDGE] = 0;
        let mut floors = Vec::with_capacity(32);
        for _ in 0..32 {
            let end = (0..N * N)
                .filter(|&ab| reach[ab] < u32::MAX)
                .map(|ab| reach[ab] + u32::from(costs[ab * N + EDGE]))
                .min();
            floors.push(end.unwrap_or(0));
            let mut next = vec![u32::MAX; N * N];
            for ab in (0..N * N).filter(|&ab| reach[ab] < u32::MAX) {
                for c in 0..26 {
                    let bc = (ab % N) * N + c;
                    next[bc] = next[bc].min(reach[ab] + u32::from(costs[ab * N + c]));
                }
            }
            reach = next;
        }
        Letters { costs, floors }
    }

    /// -log10 P(c | a b), in thousandths (letters 0..26, [`EDGE`] for the word's edge).
    fn cost(&self, a: usize, b: usize, c: usize) -> u32 {
        u32::from(self.costs.get((a * N + b) * N + c).copied().unwrap_or(0))
    }

    /// The cost of `word` (bytes a-z; anything else is skipped) as a word outside the
    /// dictionary: [`OUTSIDE`] plus its letters' and its end's costs.
    pub fn word(&self, word: &str) -> Cost {
        let mut total = OUTSIDE.0;
        let (mut a, mut b) = (EDGE, EDGE);
        let letters = word.bytes().filter(u8::is_ascii_lowercase);
        for c in letters.map(|l| (l - b'a') as usize).chain([EDGE]) {
            total += self.cost(a, b, c);
            (a, b) = (b, c);
        }
        Cost(total)
    }

    /// The least [`Letters::word`] can be for a word of `len` letters.
    pub fn floor(&self, len: usize) -> Cost {
        let least = self.floors.get(len).or(self.floors.last()).copied();
        Cost(OUTSIDE.0 + least.unwrap_or(0))
    }

    /// The cheapest spelling of a word whose letter `i` is that of symbol `syms[i]` (below 64),
    /// symbol `s` taking one of the letters of `doms[s]` (bits; with `distinct`, different
    /// symbols take different letters), that `accept` takes (letters 0..26): its letters and
    /// the cost of its letters, below `most`. Gives up after `steps` nodes (less those it visits), keeping the best found so far.
    pub fn cheapest(
        &self,
        syms: &[u8],
        doms: &[u32],
        distinct: bool,
        accept: &dyn Fn(&[u8]) -> bool,
        most: u32,
        steps: &mut u32,
    ) -> Option<(Vec<u8>, u32)> {
        let mut fill = Fill {
            model: self,
            syms,
            doms,
            distinct,
            accept,
            word: Vec::with_capacity(syms.len()),
            set: [u8::MAX; 64],
            used: 0,
            best: None,
            most,
            steps: *steps,
        };
        fill.go(0);
        *steps = fill.steps;
        fill.best
    }
}

/// The state of [`Letters::cheapest`]'s depth-first search.
struct Fill<'a> {
    model: &'a Letters,
    syms: &'a [u8],
    doms: &'a [u32],
    distinct: bool,
    accept: &'a dyn Fn(&[u8]) -> bool,
    word: Vec<u8>,
    /// The letter given to each symbol so far (`u8::MAX`: none).
    set: [u8; 64],
    /// Letters given to symbols by this search.
    used: u32,
    best: Option<(Vec<u8>, u32)>,
    /// What a spelling must cost less than: the caller's limit, then the best found.
    most: u32,
    steps: u32,
}

impl Fill<'_> {
    fn go(&mut self, cost: u32) {
        if self.steps == 0 || cost >= self.most {
            return;
        }
        self.steps -= 1;
        let i = self.word.len();
        let at = |k: usize| {
            i.checked_sub(k)
                .and_then(|j| self.word.get(j))
                .map_or(EDGE, |&l| l as usize)
        };
        let (a, b) = (at(2), at(1));
        let Some(&s) = self.syms.get(i) else {
            let cost = cost + self.model.cost(a, b, EDGE);
            if cost < self.most && (self.accept)(&self.word) {
                self.best = Some((self.word.clone(), cost));
                self.most = cost;
            }
            return;
        };
        let s = s as usize % 64;
        let fresh = self.set[s] == u8::MAX;
        let mut choices = if fresh {
            let taken = if self.distinct { self.used } else { 0 };
            self.doms.get(s).copied().unwrap_or(0) & !taken
        } else {
            1 << self.set[s]
        };
        while choices != 0 {
            let l = choices.trailing_zeros();
            choices &= choices - 1;
            if l >= 26 {
                break;
            }
            self.word.push(l as u8);
            if fresh {
                self.set[s] = l as u8;
                self.used |= 1 << l;
            }
            self.go(cost + self.model.cost(a, b, l as usize));
            if fresh {
                self.set[s] = u8::MAX;
                self.used &= !(1 << l);
            }
            self.word.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dict() -> Dictionary {
        Dictionary::from_pairs(
            &[
                ("the", 10),
                ("then", 10),
                ("than", 10),
                ("that", 10),
                ("this", 10),
                ("thin", 20),
                ("hat", 20),
                ("hen", 20),
            ],
            95,
        )
    }

    #[test]
    fn english_like_spellings_cost_less() {
        let d = dict();
        let m = d.index(&LETTERS);
        assert!(m.word("thet") < m.word("xqzv"));
        assert!(m.word("than") > OUTSIDE);
        assert!(m.floor(4) <= m.word("thet"));
        assert!((log10(1000.0) - 3.0).abs() < 0.003);
        assert!((log10(0.02) + 1.699).abs() < 0.003);
    }

    #[test]
    fn cheapest_spelling_keeps_symbols_and_rejects() {
        let d = dict();
        let m = d.index(&LETTERS);
        let t = 1 << (b't' - b'a');
        let free = (1 << 26) - 1;
        // Symbols 0 1 2 0, the first fixed to t: "that" is the likeliest, but refused.
        let accept = |w: &[u8]| w != [19, 7, 0, 19];
        let (w, cost) = m
            .cheapest(
                &[0, 1, 2, 0],
                &[t, free, free],
                true,
                &accept,
                u32::MAX,
                &mut 100_000,
            )
            .unwrap();
        assert_eq!(w[0], 19);
        assert_eq!(w[3], 19);
        assert_ne!(w[1], w[2]);
        assert_ne!(w, [19, 7, 0, 19]);
        let spelled: String = w.iter().map(|&l| (b'a' + l) as char).collect();
        assert_eq!(Cost(cost).plus(OUTSIDE), m.word(&spelled));
    }
}
