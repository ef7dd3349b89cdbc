//! The classic baseline for racks: a permutation search. It tries every ordering of the rack's
//! tiles (each blank as each of the 26 letters) and looks each prefix up in a hash set of the
//! dictionary's words. Identical tiles are tried once per position, so the same ordering is not
//! generated twice; nothing else is pruned.
//!
//! It knows nothing of [`crate::rack`]'s scan, so the property tests use it as an oracle, and
//! the benchmark times the scan against it.

use std::collections::{BTreeMap, HashSet};

use crate::dict::{Dictionary, IndexKey, Slot};

/// A dictionary's hash set, built once and kept by it (the bench page asks many racks of one
/// dictionary, and the native bench also builds it once before timing).
pub const WORD_SET: IndexKey<PermutationSearch> =
    IndexKey::new(Slot::ReferenceWordSet, PermutationSearch::new);

/// What to search for besides the rack.
#[derive(Debug, Clone, Default)]
pub struct Options<'a> {
    /// A board pattern: letters on the board, `?` for places filled from the rack.
    pub pattern: Option<&'a [u8]>,
    /// Shortest word (board letters included).
    pub min_len: usize,
    /// Longest word (board letters included).
    pub max_len: usize,
    /// Only words that use every tile.
    pub all_tiles: bool,
    /// Points for using every tile of a rack of at least `rack_size` tiles.
    pub bonus: u32,
    /// Tiles in a full rack.
    pub rack_size: usize,
}

/// The dictionary's words in a hash set.
pub struct PermutationSearch {
    words: HashSet<Box<[u8]>>,
}

impl PermutationSearch {
    /// Puts every word of `dict` in the hash set.
    pub fn new(dict: &Dictionary) -> PermutationSearch {
        PermutationSearch {
            words: dict.ids().map(|id| Box::from(dict.bytes(id))).collect(),
        }
    }

    /// Every word the rack can make, with its best score. `tiles` are bytes a-z and `?`.
    pub fn solve(&self, tiles: &[u8], values: &[u32; 26], opts: &Options) -> BTreeMap<String, u32> {
        let mut run = Run {
            set: &self.words,
            tiles,
            used: vec![false; tiles.len()],
            word: Vec::new(),
            values,
            opts,
            out: BTreeMap::new(),
        };
        match opts.pattern {
            None => run.free(0, 0),
            Some(p) => run.board(p, 0, 0),
        }
        run.out
    }
}

struct Run<'a> {
    set: &'a HashSet<Box<[u8]>>,
    tiles: &'a [u8],
    used: Vec<bool>,
    word: Vec<u8>,
    values: &'a [u32; 26],
    opts: &'a Options<'a>,
    out: BTreeMap<String, u32>,
}

impl Run<'_> {
    /// The letters tile `i` can stand for, and the points it scores.
    fn faces(&self, i: usize) -> (std::ops::RangeInclusive<u8>, u32) {
        match self.tiles[i] {
            b'?' => (b'a'..=b'z', 0),
            l => (l..=l, self.values[(l - b'a') as usize]),
        }
    }

    /// Orderings without a board: every prefix is a candidate word.
    fn free(&mut self, used: usize, score: u32) {
        for i in 0..self.tiles.len() {
            if self.used[i]
                || self.tiles[..i]
                    .iter()
                    .zip(&self.used)
                    .any(|(&t, &u)| !u && t == self.tiles[i])
            {
                continue;
            }
            self.used[i] = true;
            let (faces, points) = self.faces(i);
            for l in faces {
                self.word.push(l);
                if self.set.contains(self.word.as_slice()) {
                    self.record(used + 1, score + points);
                }
                self.free(used + 1, score + points);
                self.word.pop();
            }
            self.used[i] = false;
        }
    }

    /// Orderings into a board pattern: board letters are placed as they come; only the full
    /// pattern is a candidate word.
    fn board(&mut self, pattern: &[u8], used: usize, score: u32) {
        let pos = self.word.len();
        let Some(&cell) = pattern.get(pos) else {
            if self.set.contains(self.word.as_slice()) {
                self.record(used, score);
            }
            return;
        };
        if cell != b'?' {
            self.word.push(cell);
            self.board(pattern, used, score + self.values[(cell - b'a') as usize]);
            self.word.pop();
            return;
        }
        for i in 0..self.tiles.len() {
            if self.used[i]
                || self.tiles[..i]
                    .iter()
                    .zip(&self.used)
                    .any(|(&t, &u)| !u && t == self.tiles[i])
            {
                continue;
            }
            self.used[i] = true;
            let (faces, points) = self.faces(i);
            for l in faces {
                self.word.push(l);
                self.board(pattern, used + 1, score + points);
                self.word.pop();
            }
            self.used[i] = false;
        }
    }

    fn record(&mut self, used: usize, score: u32) {
        let len = self.word.len();
        let n = self.tiles.len();
        if len < self.opts.min_len || len > self.opts.max_len || (self.opts.all_tiles && used != n)
        {
            return;
        }
        let bonus = if used == n && n >= self.opts.rack_size {
            self.opts.bonus
        } else {
            0
        };
        let word = String::from_utf8_lossy(&self.word).into_owned();
        let best = self.out.entry(word).or_insert(0);
        *best = (*best).max(score + bonus);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_rack() {
        let d = Dictionary::from_words(&["cat", "act", "at", "a", "tact", "cast"]);
        let mut values = [1; 26];
        values[2] = 3;
        let s = PermutationSearch::new(&d);
        let opts = Options {
            max_len: 60,
            rack_size: 3,
            bonus: 50,
            ..Default::default()
        };
        let got = s.solve(b"tca", &values, &opts);
        let want: BTreeMap<String, u32> = [("a", 1), ("act", 55), ("at", 2), ("cat", 55)]
            .iter()
            .map(|&(w, s)| (w.to_string(), s))
            .collect();
        assert_eq!(got, want);
        // A blank for the missing letter of "cast" scores 0.
        let got = s.solve(b"tc?a", &values, &opts);
        assert_eq!(got.get("cast"), Some(&55));
        assert_eq!(got.get("tact"), Some(&55));
        let opts = Options {
            pattern: Some(b"c??t"),
            max_len: 60,
            rack_size: 7,
            ..Default::default()
        };
        let got = s.solve(b"as", &values, &opts);
        assert_eq!(
            got.into_iter().collect::<Vec<_>>(),
            [("cast".to_string(), 6)]
        );
    }
}
