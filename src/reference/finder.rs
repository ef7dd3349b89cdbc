//! The plain word finder: every word of the dictionary checked in turn. The pattern is read as
//! typed and matched by the textbook dynamic program over (pattern position, word position);
//! letters are checked by counting. It knows nothing of [`crate::finder`]'s compiled patterns,
//! length buckets or signature index, so the property tests and fuzz targets use it as an
//! oracle.
//!
//! It takes input that [`crate::finder`] accepts (it does not validate).

use crate::dict::Dictionary;

/// One element of a pattern as typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Elem {
    /// One letter from a set (`allowed[i]` for letter a + i).
    One([bool; 26]),
    /// Any run of letters, possibly empty.
    Star,
}

fn elems(pattern: &str) -> Vec<Elem> {
    let chars: Vec<char> = pattern
        .trim()
        .chars()
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '*' => out.push(Elem::Star),
            '?' | '.' => out.push(Elem::One([true; 26])),
            '[' => {
                let mut allowed = [false; 26];
                i += 1;
                let negate = chars.get(i) == Some(&'^');
                if negate {
                    i += 1;
                }
                while i < chars.len() && chars[i] != ']' {
                    let from = chars[i];
                    if chars.get(i + 1) == Some(&'-') && chars.get(i + 2).is_some_and(|c| *c != ']')
                    {
                        let to = chars[i + 2];
                        for c in from..=to {
                            allowed[(c as u8 - b'a') as usize] = true;
                        }
                        i += 3;
                    } else {
                        allowed[(from as u8 - b'a') as usize] = true;
                        i += 1;
                    }
                }
                if negate {
                    allowed.iter_mut().for_each(|a| *a = !*a);
                }
                out.push(Elem::One(allowed));
            }
            c => {
                let mut allowed = [false; 26];
                allowed[(c as u8 - b'a') as usize] = true;
                out.push(Elem::One(allowed));
            }
        }
        i += 1;
    }
    out
}

/// Whether `word` (bytes a-z) matches all of `pattern` (`?`/`.`, `*`, `[abc]`, `[a-e]`,
/// `[^abc]`, letters in any case).
pub fn matches(pattern: &str, word: &[u8]) -> bool {
    let p = elems(pattern);
    // ok[i][j]: the first i elements match the first j letters.
    let mut ok = vec![vec![false; word.len() + 1]; p.len() + 1];
    ok[0][0] = true;
    for i in 1..=p.len() {
        for j in 0..=word.len() {
            ok[i][j] = match p[i - 1] {
                Elem::Star => ok[i - 1][j] || (j > 0 && ok[i][j - 1]),
                Elem::One(allowed) => {
                    j > 0 && ok[i - 1][j - 1] && allowed[(word[j - 1] - b'a') as usize]
                }
            };
        }
    }
    ok[p.len()][word.len()]
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
    }
}
