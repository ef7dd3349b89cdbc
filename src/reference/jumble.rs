//! The plain Jumble solver a newspaper programmer would write: every permutation of each clue's
//! letters, then every permutation of the circled letters into the answer's blanks, with
//! prefix pruning (a permutation stops as soon as the word it is spelling is no dictionary
//! prefix). No ranking beyond sorting, no budget. It is the oracle of the property tests and
//! the baseline of the benchmark.
//!
//! It understands the plain form of the input only: clues `LETTERS:MASK` (`O` circled, `-` not)
//! or `LETTERS:POSITIONS`, pins `N=WORD`, and patterns made of `-`/`_` blanks, printed letters
//! and spaces.

use std::collections::BTreeSet;
use std::ops::Range;

use crate::dict::{Dictionary, WordId};
use crate::jumble::JumbleQuery;

/// What the reference solver finds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    /// Each clue's words, alphabetical.
    pub clue_words: Vec<Vec<String>>,
    /// Every final answer as it reads (words joined by spaces), alphabetical.
    pub answers: Vec<String>,
}

/// Solves `q` by permutation search; None if the input is not in the plain form.
pub fn solve(dict: &Dictionary, q: &JumbleQuery) -> Option<Solution> {
    let mut clues: Vec<(Vec<u8>, Vec<usize>)> = Vec::new();
    for c in &q.clue {
        let (letters, mask) = c.split_once(':')?;
        let letters: Vec<u8> = letters
            .trim()
            .bytes()
            .map(|b| b.to_ascii_lowercase())
            .collect();
        let mask = mask.trim();
        let circles: Vec<usize> =
            if mask.contains(',') || mask.bytes().any(|b| (b'1'..=b'9').contains(&b)) {
                mask.split(',')
                    .map(|p| p.trim().parse::<usize>().ok().map(|p| p - 1))
                    .collect::<Option<_>>()?
            } else {
                mask.bytes()
                    .enumerate()
                    .filter(|(_, b)| matches!(b, b'O' | b'o' | b'0'))
                    .map(|(i, _)| i)
                    .collect()
            };
        clues.push((letters, circles));
    }
    let mut pinned: Vec<Option<String>> = vec![None; clues.len()];
    for p in &q.pin {
        let (n, w) = p.split_once('=')?;
        let n: usize = n.trim().parse().ok()?;
        *pinned.get_mut(n.checked_sub(1)?)? = Some(w.trim().to_ascii_lowercase());
    }

    // Every permutation of each clue that spells a word.
    let mut clue_words = Vec::new();
    for ((letters, _), pin) in clues.iter().zip(&pinned) {
        let words = match pin {
            Some(w) => vec![w.clone()],
            None => {
                let mut found = BTreeSet::new();
                let mut counts = [0u8; 26];
                for &l in letters {
                    counts[(l - b'a') as usize] += 1;
                }
                let mut word = Vec::new();
                permute_word(
                    dict,
                    &mut counts,
                    letters.len(),
                    dict.ids(),
                    &mut word,
                    &mut |w| {
                        found.insert(String::from_utf8_lossy(w).into_owned());
                    },
                );
                found.into_iter().collect()
            }
        };
        clue_words.push(words);
    }

    // The pattern: per word, its letters (None for a blank).
    let slots: Vec<Vec<Option<u8>>> = q
        .answer
        .split_whitespace()
        .map(|w| {
            w.bytes()
                .map(|b| {
                    if b == b'-' || b == b'_' {
                        None
                    } else {
                        Some(b.to_ascii_lowercase())
                    }
                })
                .collect()
        })
        .collect();

    // Every combination of clue words, and its circled letters.
    let mut pools = BTreeSet::new();
    let mut combo = vec![0usize; clue_words.len()];
    if clue_words.iter().all(|w| !w.is_empty()) {
        loop {
            let mut counts = [0u8; 26];
            for ((words, (_, circles)), &k) in clue_words.iter().zip(&clues).zip(&combo) {
                let w = words[k].as_bytes();
                for &i in circles {
                    counts[(*w.get(i)? - b'a') as usize] += 1;
                }
            }
            pools.insert(counts);
            // Next combination (odometer).
            let mut i = clue_words.len();
            loop {
                if i == 0 {
                    break;
                }
                i -= 1;
                combo[i] += 1;
                if combo[i] < clue_words[i].len() {
                    break;
                }
                combo[i] = 0;
            }
            if combo.iter().all(|&k| k == 0) {
                break;
            }
        }
    }

    // Every permutation of each pool into the blanks, word by word, with prefix pruning.
    let mut answers = BTreeSet::new();
    for mut counts in pools {
        let mut words: Vec<Vec<u8>> = Vec::new();
        permute_phrase(dict, &slots, &mut counts, &mut words, &mut |ws| {
            let phrase: Vec<String> = ws
                .iter()
                .map(|w| String::from_utf8_lossy(w).into_owned())
                .collect();
            answers.insert(phrase.join(" "));
        });
    }
    Some(Solution {
        clue_words,
        answers: answers.into_iter().collect(),
    })
}

/// Spells every word of `len` letters from `counts`, letter by letter, pruning dead prefixes.
fn permute_word(
    dict: &Dictionary,
    counts: &mut [u8; 26],
    len: usize,
    range: Range<WordId>,
    word: &mut Vec<u8>,
    out: &mut impl FnMut(&[u8]),
) {
    if word.len() == len {
        if dict.range_is_word(&range, len) {
            out(word);
        }
        return;
    }
    for l in 0..26u8 {
        if counts[l as usize] == 0 {
            continue;
        }
        let next = dict.child(range.clone(), word.len(), b'a' + l);
        if next.is_empty() {
            continue;
        }
        counts[l as usize] -= 1;
        word.push(b'a' + l);
        permute_word(dict, counts, len, next, word, out);
        word.pop();
        counts[l as usize] += 1;
    }
}

/// Fills the pattern's words in order with every arrangement of `counts`.
fn permute_phrase(
    dict: &Dictionary,
    slots: &[Vec<Option<u8>>],
    counts: &mut [u8; 26],
    words: &mut Vec<Vec<u8>>,
    out: &mut impl FnMut(&[Vec<u8>]),
) {
    let Some(slot) = slots.get(words.len()) else {
        if counts.iter().all(|&c| c == 0) {
            out(words);
        }
        return;
    };
    let mut word = Vec::new();
    let mut finished: Vec<Vec<u8>> = Vec::new();
    if slot.iter().all(Option::is_some) {
        // A word printed in full (`AND`) is shown as it is, not looked up.
        finished.push(slot.iter().flatten().copied().collect());
    } else {
        fill_slot(dict, slot, counts, dict.ids(), &mut word, &mut |w| {
            finished.push(w.to_vec())
        });
    }
    // Recurse once per distinct word (the arrangement that spells it consumed its letters).
    finished.sort();
    finished.dedup();
    for w in finished {
        for (i, &b) in w.iter().enumerate() {
            if slot[i].is_none() {
                counts[(b - b'a') as usize] -= 1;
            }
        }
        words.push(w.clone());
        permute_phrase(dict, slots, counts, words, out);
        words.pop();
        for (i, &b) in w.iter().enumerate() {
            if slot[i].is_none() {
                counts[(b - b'a') as usize] += 1;
            }
        }
    }
}

/// Spells every word that fits `slot` from `counts` (printed letters fixed), pruning dead
/// prefixes.
fn fill_slot(
    dict: &Dictionary,
    slot: &[Option<u8>],
    counts: &mut [u8; 26],
    range: Range<WordId>,
    word: &mut Vec<u8>,
    out: &mut impl FnMut(&[u8]),
) {
    if word.len() == slot.len() {
        if dict.range_is_word(&range, slot.len()) {
            out(word);
        }
        return;
    }
    if let Some(fixed) = slot[word.len()] {
        let next = dict.child(range, word.len(), fixed);
        if !next.is_empty() {
            word.push(fixed);
            fill_slot(dict, slot, counts, next, word, out);
            word.pop();
        }
        return;
    }
    for l in 0..26u8 {
        if counts[l as usize] == 0 {
            continue;
        }
        let next = dict.child(range.clone(), word.len(), b'a' + l);
        if next.is_empty() {
            continue;
        }
        counts[l as usize] -= 1;
        word.push(b'a' + l);
        fill_slot(dict, slot, counts, next, word, out);
        word.pop();
        counts[l as usize] += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solves_a_tiny_puzzle() {
        let d = Dictionary::from_words(&["cat", "act", "dog", "god", "to", "at", "tag", "cod"]);
        let q = JumbleQuery {
            clue: vec!["tac:OO-".into(), "ogd:O--".into()],
            answer: "--- -".into(),
            ..Default::default()
        };
        let s = solve(&d, &q).unwrap();
        assert_eq!(s.clue_words, [vec!["act", "cat"], vec!["dog", "god"]]);
        assert!(s.answers.is_empty());
        let q = JumbleQuery {
            clue: vec!["tac:OOO".into()],
            answer: "---".into(),
            ..Default::default()
        };
        assert_eq!(solve(&d, &q).unwrap().answers, ["act", "cat"]);
    }
}
