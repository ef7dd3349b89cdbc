//! The plain word finder: every word of the dictionary checked in turn. The pattern is read as
//! typed into a tree of its own and matched by plain backtracking (each item tries every way to
//! match and hands the rest of the word to the items after it); letters are checked by counting.
//! It knows nothing of [`crate::pattern`]'s automaton, caches or dictionary walk, nor of
//! [`crate::finder`]'s length buckets or signature index, so the property tests and fuzz targets
//! use it as an oracle.
//!
//! It takes input that [`crate::pattern::Pattern::parse`] accepts (it does not validate).

use crate::dict::Dictionary;

/// One letter's set: `allowed[i]` for letter a + i.
type Letters = [bool; 26];

/// A pattern as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Re {
    One(Letters),
    /// Any run of letters, possibly empty.
    Star,
    /// Variable 0..9.
    Var(usize),
    /// An anagram group: a letter for each slot, in any order.
    Anagram(Vec<Letters>),
    Seq(Vec<Re>),
    Alt(Vec<Re>),
    /// Between min and max (None: any number of) copies.
    Repeat(Box<Re>, usize, Option<usize>),
}

fn set_of(f: impl Fn(u8) -> bool) -> Letters {
    let mut a = [false; 26];
    for (i, x) in a.iter_mut().enumerate() {
        *x = f(b'a' + i as u8);
    }
    a
}

fn is_vowel(c: u8) -> bool {
    b"aeiou".contains(&c)
}

/// Reads patterns as typed; `i` is the next character.
struct Reader {
    c: Vec<char>,
    i: usize,
}

impl Reader {
    fn peek(&self) -> Option<char> {
        self.c.get(self.i).copied()
    }

    fn alt(&mut self) -> Re {
        let mut branches = vec![self.seq()];
        while self.peek() == Some('|') {
            self.i += 1;
            branches.push(self.seq());
        }
        Re::Alt(branches)
    }

    fn seq(&mut self) -> Re {
        let mut items = Vec::new();
        while let Some(c) = self.peek() {
            if c == '|' || c == ')' {
                break;
            }
            self.i += 1;
            let mut item = match c {
                '*' => Re::Star,
                '(' => {
                    let inner = self.alt();
                    self.i += 1; // ')'
                    inner
                }
                '<' => {
                    let mut slots = Vec::new();
                    while self.peek() != Some('>') {
                        self.i += 1;
                        let c = self.c[self.i - 1];
                        slots.push(self.one(c));
                    }
                    self.i += 1;
                    Re::Anagram(slots)
                }
                d if d.is_ascii_digit() => Re::Var(d as usize - '1' as usize),
                c => Re::One(self.one(c)),
            };
            if self.peek() == Some('{') {
                let end = self.i + self.c[self.i..].iter().position(|&c| c == '}').unwrap_or(0);
                let text: String = self.c[self.i + 1..end].iter().collect();
                self.i = end + 1;
                let num = |s: &str| s.parse::<usize>().ok();
                let (min, max) = match text.split_once(',') {
                    None => (num(&text).unwrap_or(0), num(&text)),
                    Some((a, b)) => (num(a).unwrap_or(0), num(b)),
                };
                item = Re::Repeat(Box::new(item), min, max);
            }
            items.push(item);
        }
        Re::Seq(items)
    }

    /// One letter's set, starting with `c` (already read): a letter, `?` `.` `_`, `@`, `#`,
    /// or `[...]`.
    fn one(&mut self, c: char) -> Letters {
        match c {
            '?' | '.' | '_' => [true; 26],
            '@' => set_of(is_vowel),
            '#' => set_of(|l| !is_vowel(l)),
            '[' => {
                let mut allowed = [false; 26];
                let negate = self.peek() == Some('^');
                if negate {
                    self.i += 1;
                }
                while let Some(c) = self.peek().filter(|&c| c != ']') {
                    let c = c as u8;
                    if c == b'@' || c == b'#' {
                        let add = set_of(|l| is_vowel(l) == (c == b'@'));
                        (0..26).for_each(|k| allowed[k] |= add[k]);
                        self.i += 1;
                    } else if self.c.get(self.i + 1) == Some(&'-')
                        && self.c.get(self.i + 2).is_some_and(|c| *c != ']')
                    {
                        let to = self.c[self.i + 2] as u8;
                        (c..=to).for_each(|l| allowed[(l - b'a') as usize] = true);
                        self.i += 3;
                    } else {
                        allowed[(c - b'a') as usize] = true;
                        self.i += 1;
                    }
                }
                self.i += 1; // ']'
                if negate {
                    allowed.iter_mut().for_each(|a| *a = !*a);
                }
                allowed
            }
            c => set_of(|l| l == c as u8),
        }
    }
}

fn read(pattern: &str) -> Re {
    let c: Vec<char> = pattern
        .chars()
        .filter(|c| !c.is_ascii_whitespace())
        .map(|c| c.to_ascii_lowercase())
        .collect();
    Reader { c, i: 0 }.alt()
}

/// The rest of a match: given where the word is up to and the variables' letters, whether the
/// rest of the pattern matches the rest of the word.
type Rest<'a> = dyn FnMut(usize, &mut [u8; 9]) -> bool + 'a;

/// Whether `re` matches `w` from `pos` in some way after which `rest` succeeds.
fn walk(re: &Re, w: &[u8], pos: usize, env: &mut [u8; 9], share: bool, rest: &mut Rest) -> bool {
    match re {
        Re::One(a) => pos < w.len() && a[(w[pos] - b'a') as usize] && rest(pos + 1, env),
        Re::Star => (pos..=w.len()).any(|end| rest(end, env)),
        Re::Var(v) => {
            let Some(&c) = w.get(pos) else { return false };
            if env[*v] != 0 {
                return env[*v] == c && rest(pos + 1, env);
            }
            if !share && env.contains(&c) {
                return false;
            }
            env[*v] = c;
            let ok = rest(pos + 1, env);
            env[*v] = 0;
            ok
        }
        Re::Anagram(slots) => {
            let end = pos + slots.len();
            end <= w.len()
                && fill(&w[pos..end], slots, &mut vec![false; slots.len()])
                && rest(end, env)
        }
        Re::Seq(items) => seq(items, w, pos, env, share, rest),
        Re::Alt(branches) => branches.iter().any(|b| walk(b, w, pos, env, share, rest)),
        Re::Repeat(body, min, max) => repeat(body, *min, *max, 0, w, pos, env, share, rest),
    }
}

/// `items` one after another.
fn seq(
    items: &[Re],
    w: &[u8],
    pos: usize,
    env: &mut [u8; 9],
    share: bool,
    rest: &mut Rest,
) -> bool {
    match items.split_first() {
        None => rest(pos, env),
        Some((first, more)) => walk(first, w, pos, env, share, &mut |p, env| {
            seq(more, w, p, env, share, rest)
        }),
    }
}

/// `body` repeated: `count` copies matched so far.
#[allow(clippy::too_many_arguments)]
fn repeat(
    body: &Re,
    min: usize,
    max: Option<usize>,
    count: usize,
    w: &[u8],
    pos: usize,
    env: &mut [u8; 9],
    share: bool,
    rest: &mut Rest,
) -> bool {
    if count >= min && rest(pos, env) {
        return true;
    }
    if max.is_some_and(|m| count >= m) {
        return false;
    }
    walk(body, w, pos, env, share, &mut |p, env| {
        // An empty copy past the minimum changes nothing; without a maximum it would loop.
        (p > pos || count < min || max.is_some())
            && repeat(body, min, max, count + 1, w, p, env, share, rest)
    })
}

/// Whether `letters` fill every slot once (each slot allowing its letter): tries every slot
/// for each letter in turn.
fn fill(letters: &[u8], slots: &[Letters], taken: &mut [bool]) -> bool {
    let Some((&c, more)) = letters.split_first() else {
        return true;
    };
    for s in 0..slots.len() {
        if !taken[s] && slots[s][(c - b'a') as usize] {
            taken[s] = true;
            let ok = fill(more, slots, taken);
            taken[s] = false;
            if ok {
                return true;
            }
        }
    }
    false
}

/// Whether `word` (bytes a-z) matches all of `pattern` (the grammar of [`crate::pattern`]), with
/// different variables standing for different letters.
pub fn matches(pattern: &str, word: &[u8]) -> bool {
    matches_with(pattern, word, false)
}

/// [`matches()`], with variables allowed to share a letter when `share`.
pub fn matches_with(pattern: &str, word: &[u8], share: bool) -> bool {
    let re = read(pattern);
    walk(&re, word, 0, &mut [0; 9], share, &mut |end, _| {
        end == word.len()
    })
}

/// Whether `word` can be spelled from `tiles` (letters and `?` blanks, any case): with every
/// tile used when `exact`, with some of them otherwise.
pub fn fits(tiles: &str, word: &[u8], exact: bool) -> bool {
    let mut have = [0usize; 26];
    let mut blanks = 0usize;
    let mut total = 0usize;
    for c in tiles.trim().chars() {
        total += 1;
        match c.to_ascii_lowercase() {
            '?' => blanks += 1,
            l => have[(l as u8 - b'a') as usize] += 1,
        }
    }
    if exact && word.len() != total {
        return false;
    }
    let mut need = [0usize; 26];
    for &b in word {
        need[(b - b'a') as usize] += 1;
    }
    let missing: usize = (0..26).map(|i| need[i].saturating_sub(have[i])).sum();
    missing <= blanks
}

/// Every word of `dict` that fits the query, in dictionary (alphabetical) order.
pub fn find_words(
    dict: &Dictionary,
    pattern: Option<&str>,
    anagram: Option<&str>,
    subanagram: Option<&str>,
    min_len: Option<usize>,
    max_len: Option<usize>,
) -> Vec<String> {
    dict.ids()
        .map(|id| dict.word(id))
        .filter(|w| {
            let b = w.as_bytes();
            min_len.is_none_or(|m| b.len() >= m)
                && max_len.is_none_or(|m| b.len() <= m)
                && pattern.is_none_or(|p| matches(p, b))
                && anagram.is_none_or(|a| fits(a, b, true))
                && subanagram.is_none_or(|a| fits(a, b, false))
        })
        .map(str::to_string)
        .collect()
}

/// The groups of anagrams among the words of `dict` that have `min_len..=max_len` letters and
/// match `pattern` (when given): every word's letters sorted, the words gathered by those
/// letters, groups of at least `min_size` kept, largest first and then by their first word. With
/// `deranged`, each pair of a group's words with no letter in the same place instead, longest
/// first and then alphabetical. Each group's words are alphabetical.
pub fn anagram_groups(
    dict: &Dictionary,
    pattern: Option<&str>,
    share: bool,
    (min_len, max_len): (usize, usize),
    min_size: usize,
    deranged: bool,
) -> Vec<Vec<String>> {
    let mut by_letters: std::collections::BTreeMap<Vec<u8>, Vec<String>> = Default::default();
    for id in dict.ids() {
        let b = dict.bytes(id);
        if (min_len..=max_len).contains(&b.len())
            && pattern.is_none_or(|p| matches_with(p, b, share))
        {
            let mut key = b.to_vec();
            key.sort_unstable();
            by_letters
                .entry(key)
                .or_default()
                .push(dict.word(id).to_string());
        }
    }
    let mut groups: Vec<Vec<String>> = by_letters
        .into_values()
        .filter(|g| g.len() >= min_size.max(2))
        .collect();
    for g in &mut groups {
        g.sort();
    }
    if deranged {
        let mut pairs: Vec<Vec<String>> = Vec::new();
        for g in &groups {
            for (i, a) in g.iter().enumerate() {
                for b in &g[i + 1..] {
                    if a.bytes().zip(b.bytes()).all(|(x, y)| x != y) {
                        pairs.push(vec![a.clone(), b.clone()]);
                    }
                }
            }
        }
        pairs.sort_by(|a, b| b[0].len().cmp(&a[0].len()).then(a.cmp(b)));
        return pairs;
    }
    groups.sort_by(|a, b| b.len().cmp(&a.len()).then(a[0].cmp(&b[0])));
    groups
}

/// Every phrase anagram of `letters` (a-z) as a sorted multiset of words, the multisets sorted:
/// every way to pick `words.0..=words.1` words of `dict` (the `include` words among them) whose
/// letters together are exactly `letters`, tried word by word in dictionary order. Words of one
/// letter are a and i unless `min_word_len` is given; `exclude` words and the multiset `given`
/// (sorted) are left out.
pub fn phrase_anagrams(
    dict: &Dictionary,
    letters: &str,
    words: (usize, usize),
    min_word_len: Option<usize>,
    include: &[&str],
    exclude: &[&str],
    given: &[&str],
) -> Vec<Vec<String>> {
    fn counts(w: &str) -> [usize; 26] {
        let mut c = [0; 26];
        for b in w.bytes() {
            c[(b - b'a') as usize] += 1;
        }
        c
    }
    let mut left = counts(letters);
    for w in include {
        for (i, n) in counts(w).iter().enumerate() {
            if left[i] < *n {
                return Vec::new();
            }
            left[i] -= n;
        }
    }
    let pool: Vec<(&str, [usize; 26])> = dict
        .ids()
        .map(|id| dict.word(id))
        .filter(|w| match min_word_len {
            Some(m) => w.len() >= m,
            None => w.len() >= 2 || *w == "a" || *w == "i",
        })
        .filter(|w| !exclude.contains(w))
        .map(|w| (w, counts(w)))
        .filter(|(_, c)| (0..26).all(|i| c[i] <= left[i]))
        .collect();
    let mut out = Vec::new();
    let mut chosen: Vec<&str> = include.to_vec();
    fn go<'a>(
        pool: &[(&'a str, [usize; 26])],
        start: usize,
        left: &mut [usize; 26],
        chosen: &mut Vec<&'a str>,
        words: (usize, usize),
        given: &[&str],
        out: &mut Vec<Vec<String>>,
    ) {
        if left.iter().all(|&n| n == 0) {
            let mut set: Vec<String> = chosen.iter().map(|w| w.to_string()).collect();
            set.sort();
            if chosen.len() >= words.0 && !chosen.is_empty() && set != given {
                out.push(set);
            }
            return;
        }
        if chosen.len() >= words.1 {
            return;
        }
        for (i, (w, c)) in pool.iter().enumerate().skip(start) {
            if (0..26).all(|k| c[k] <= left[k]) {
                (0..26).for_each(|k| left[k] -= c[k]);
                chosen.push(w);
                go(pool, i, left, chosen, words, given, out);
                chosen.pop();
                (0..26).for_each(|k| left[k] += c[k]);
            }
        }
    }
    go(&pool, 0, &mut left, &mut chosen, words, given, &mut out);
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn textbook_cases() {
        assert!(matches("c*a*t", b"coast"));
        assert!(!matches("c*a*t", b"cats"));
        assert!(matches("[^bc]ake", b"lake"));
        assert!(!matches("[^bc]ake", b"bake"));
        assert!(matches("[a-cx]??", b"xyz"));
        assert!(matches("*", b"a"));
        assert!(fits("??ten", b"stent", true));
        assert!(fits("??ten", b"ten", false));
        assert!(!fits("??ten", b"ten", true));
        assert!(!fits("??ten", b"listen", false));
        assert!(fits("Listen", b"silent", true));
        assert!(matches("12?21", b"civic"));
        assert!(!matches("12?21", b"aaaaa"));
        assert!(matches_with("12?21", b"aaaaa", true));
        assert!(matches("<tca>s", b"acts"));
        assert!(matches("(un|re)*ing", b"undoing"));
        assert!(matches("a{2,}b{0,1}", b"aaab"));
        assert!(!matches("a{2,}b{0,1}", b"abb"));
        assert!(matches("#@#@#", b"cabin"));
        assert!(matches("C _ T", b"cat"));
    }

    #[test]
    fn groups_by_letters() {
        let d = Dictionary::from_words(&["act", "cat", "dog", "god", "ocd", "tac", "ta"]);
        let all = |deranged| anagram_groups(&d, None, false, (1, 9), 2, deranged);
        assert_eq!(all(false), [vec!["act", "cat", "tac"], vec!["dog", "god"]]);
        // act/tac share no place; act/cat share the t, cat/tac the a, dog/god the o.
        assert_eq!(all(true), [vec!["act", "tac"]]);
        assert_eq!(
            anagram_groups(&d, Some("?o?"), false, (1, 9), 2, false),
            [vec!["dog", "god"]]
        );
        assert!(anagram_groups(&d, None, false, (1, 9), 4, false).is_empty());
    }
}
