//! Anagram groups (`words --anagram-groups`): the sets of words that are anagrams of each other,
//! read off the dictionary's signature index ([`Dictionary::anagram_classes`]) in one pass, with
//! no sort of the dictionary; or, with `--deranged`, the pairs of anagrams that share no letter
//! in the same place (Qat's "deranged anagrams": `listen`, `enlist`).
//!
//! A pattern and the lengths filter the words before they are grouped, so a group is the set of
//! the matching words with one multiset of letters (`s*` groups the words starting with s).
//! `--limit` counts groups (or pairs); `count` is of all of them.
//!
//! Cost: one budget step per word of the index (a comparison of sorted letters; the index is
//! kept by the dictionary), the pattern's walk when there is one, one step per pair compared
//! with `--deranged`, and the sort of the groups found (about g log g / 4 steps for g groups).

use serde::Serialize;

use super::{length_bounds, WordEntry, DERANGED, MIN_SIZE};
use crate::budget::Budget;
use crate::dict::{Dictionary, WordId};
use crate::error::{plural, Error, Result};
use crate::options::{Values, LIMIT, MAX_LEN, MIN_LEN};
use crate::pattern::{Options, Pattern};

use super::{ANAGRAM, ANAGRAM_GROUPS, PATTERN, SHARE, SUBANAGRAM};

/// An anagram-groups query.
#[derive(Debug, Clone, Default)]
pub struct GroupsQuery {
    /// Only words that match this pattern are grouped.
    pub pattern: Option<String>,
    /// Shortest word length.
    pub min_len: Option<usize>,
    /// Longest word length.
    pub max_len: Option<usize>,
    /// Let the pattern's variables stand for the same letter.
    pub share: bool,
    /// How many groups (or pairs) to list; the count is of all of them.
    pub limit: Option<usize>,
    /// The fewest words of a group (with `deranged`: of the group a pair comes from).
    pub min_size: Option<usize>,
    /// List the pairs of anagrams that have no letter in the same place.
    pub deranged: bool,
}

impl GroupsQuery {
    /// The query from checked options (`--anagram-groups` is on).
    pub fn read(v: &Values) -> Result<GroupsQuery> {
        super::no_sort(v, "anagram groups")?;
        for opt in [&ANAGRAM, &SUBANAGRAM] {
            if v.has(opt) {
                return Err(Error::invalid(format!(
                    "--anagram-groups groups all the words by their letters, so it takes no {}; filter the words with a pattern (like <listen> or s*) and the lengths",
                    opt.flag()
                )));
            }
        }
        super::phrase::needs_phrase(v)?;
        Ok(GroupsQuery {
            pattern: v.text(&PATTERN),
            min_len: v.size(&MIN_LEN),
            max_len: v.size(&MAX_LEN),
            share: v.switch(&SHARE),
            limit: v.size(&LIMIT),
            min_size: v.size(&MIN_SIZE),
            deranged: v.switch(&DERANGED),
        })
    }
}

/// Refuses the options of anagram groups when `--anagram-groups` is off.
pub(super) fn needs_groups(v: &Values) -> Result<()> {
    if v.switch(&ANAGRAM_GROUPS) {
        return Ok(());
    }
    if v.switch(&DERANGED) {
        return Err(Error::invalid(
            "--deranged lists pairs of anagrams; give --anagram-groups too",
        ));
    }
    if v.has(&MIN_SIZE) {
        return Err(Error::invalid(
            "--min-size is the fewest words of an anagram group; give --anagram-groups too",
        ));
    }
    Ok(())
}

/// One group of anagrams, or one deranged pair.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Group {
    /// The words, alphabetical.
    pub words: Vec<WordEntry>,
    /// How many words.
    pub size: usize,
}

/// The answer to a [`GroupsQuery`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GroupsAnswer {
    /// The groups, largest first, then alphabetical (by their first word); with `deranged`, the
    /// pairs, longest words first, then alphabetical. At most `limit` of them.
    pub groups: Vec<Group>,
    /// How many groups (or pairs) there are in all.
    pub count: usize,
    /// Whether `groups` was cut to the limit.
    pub truncated: bool,
    /// False when the step budget ran out before every word was grouped.
    pub complete: bool,
    /// Why there is no group, when the cause is clear.
    pub reason: Option<String>,
    /// Whether the entries are deranged pairs (the JSON says so by the query; the text counts
    /// pairs, not groups).
    #[serde(skip)]
    pub pairs: bool,
}

/// Lists the groups of anagrams among the words that fit the query.
pub fn anagram_groups(
    dict: &Dictionary,
    q: &GroupsQuery,
    budget: &mut Budget,
) -> Result<GroupsAnswer> {
    let limit = LIMIT.or_default(q.limit);
    let min_size = MIN_SIZE.or_default(q.min_size).max(2);
    let pattern = q
        .pattern
        .as_deref()
        .map(|p| Pattern::parse_with(p, Options { share: q.share }))
        .transpose()?;
    let (min_len, max_len, mut reason) =
        length_bounds(pattern.as_ref(), q.min_len, q.max_len, dict.max_len())?;
    let mut complete = true;
    // The words the pattern keeps, one bit each.
    let kept: Option<Vec<u64>> = pattern.as_ref().map(|p| {
        let mut bits = vec![0u64; dict.len().div_ceil(64)];
        complete = p.find(dict, min_len, max_len, budget, |id| {
            bits[id as usize / 64] |= 1 << (id % 64)
        });
        bits
    });
    let keeps = |id: WordId| {
        kept.as_ref()
            .is_none_or(|b| b[id as usize / 64] >> (id % 64) & 1 == 1)
    };

    // Groups as (start, size) in `members`, or pairs.
    let mut members: Vec<WordId> = Vec::new();
    let mut groups: Vec<(u32, u32)> = Vec::new();
    let mut pairs: Vec<(WordId, WordId)> = Vec::new();
    // The largest group of at least two words and the number of such groups, for the reason.
    let (mut largest, mut seen) = (0usize, 0usize);
    let mut class_buf: Vec<WordId> = Vec::new();
    if complete {
        for class in dict.anagram_classes() {
            if !budget.spend(class.len() as u64) {
                complete = false;
                break;
            }
            if class.len() < 2 {
                continue;
            }
            let len = dict.bytes(class[0]).len();
            if len < min_len || len > max_len {
                continue;
            }
            class_buf.clear();
            class_buf.extend(class.iter().copied().filter(|&id| keeps(id)));
            largest = largest.max(class_buf.len());
            seen += usize::from(class_buf.len() >= 2);
            if class_buf.len() < min_size {
                continue;
            }
            if q.deranged {
                let n = class_buf.len() as u64;
                if !budget.spend(n * (n - 1) / 2) {
                    complete = false;
                    break;
                }
                for (i, &a) in class_buf.iter().enumerate() {
                    for &b in &class_buf[i + 1..] {
                        if deranged(dict.bytes(a), dict.bytes(b)) {
                            pairs.push((a, b));
                        }
                    }
                }
            } else {
                groups.push((members.len() as u32, class_buf.len() as u32));
                members.extend_from_slice(&class_buf);
            }
        }
    }

    // Ids are in alphabetical order, so comparing first ids compares first words.
    let count = if q.deranged {
        pairs.len()
    } else {
        groups.len()
    };
    let made = count as u64;
    if !budget.spend(made * u64::from(64 - made.leading_zeros()) / 4) {
        complete = false;
    }
    let entry = |id: WordId| WordEntry::of(dict, id);
    let listed: Vec<Group> = if q.deranged {
        let len = |p: &(WordId, WordId)| dict.bytes(p.0).len();
        crate::sort::sort_by(&mut pairs, |a, b| len(b).cmp(&len(a)).then(a.cmp(b)));
        pairs
            .iter()
            .take(limit)
            .map(|&(a, b)| Group {
                words: vec![entry(a), entry(b)],
                size: 2,
            })
            .collect()
    } else {
        crate::sort::sort_by(&mut groups, |a, b| {
            b.1.cmp(&a.1)
                .then(members[a.0 as usize].cmp(&members[b.0 as usize]))
        });
        groups
            .iter()
            .take(limit)
            .map(|&(start, size)| Group {
                words: members[start as usize..(start + size) as usize]
                    .iter()
                    .map(|&id| entry(id))
                    .collect(),
                size: size as usize,
            })
            .collect()
    };
    if count > 0 || !complete {
        reason = None;
    } else if reason.is_none() && largest >= 2 && largest < min_size {
        reason = Some(format!(
            "the largest group has {}, fewer than the {min_size} asked for",
            plural(largest, "word")
        ));
    } else if reason.is_none() && q.deranged && seen > 0 {
        reason = Some(format!(
            "no pair in the {} of anagrams has every letter in a different place",
            plural(seen, "group")
        ));
    }
    Ok(GroupsAnswer {
        groups: listed,
        count,
        truncated: count > limit,
        complete,
        reason,
        pairs: q.deranged,
    })
}

/// Whether two anagrams have no letter in the same place.
fn deranged(a: &[u8], b: &[u8]) -> bool {
    a.iter().zip(b).all(|(x, y)| x != y)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dict() -> Dictionary {
        Dictionary::from_pairs(
            &[
                ("listen", 10),
                ("silent", 20),
                ("enlist", 35),
                ("tinsel", 50),
                ("inlets", 60),
                ("act", 10),
                ("cat", 10),
                ("tac", 95),
                ("dog", 10),
                ("god", 10),
                ("cats", 10),
                ("scat", 50),
                ("zymurgy", 95),
            ],
            95,
        )
    }

    fn run(q: GroupsQuery) -> GroupsAnswer {
        anagram_groups(&dict(), &q, &mut Budget::default()).unwrap()
    }

    fn words(a: &GroupsAnswer) -> Vec<Vec<&str>> {
        a.groups
            .iter()
            .map(|g| g.words.iter().map(|w| w.word.as_str()).collect())
            .collect()
    }

    #[test]
    fn largest_first_then_alphabetical() {
        let a = run(GroupsQuery::default());
        assert_eq!(
            words(&a),
            [
                vec!["enlist", "inlets", "listen", "silent", "tinsel"],
                vec!["act", "cat", "tac"],
                vec!["cats", "scat"],
                vec!["dog", "god"],
            ]
        );
        assert_eq!((a.count, a.truncated, a.complete), (4, false, true));
        assert_eq!(a.groups[0].size, 5);
        assert_eq!(a.groups[1].words[2].level, Some(95));
        let a = run(GroupsQuery {
            limit: Some(1),
            min_size: Some(3),
            ..Default::default()
        });
        assert_eq!((a.groups.len(), a.count, a.truncated), (1, 2, true));
    }

    #[test]
    fn a_pattern_and_lengths_filter_the_words_before_grouping() {
        let q = |p: &str| GroupsQuery {
            pattern: Some(p.into()),
            ..Default::default()
        };
        assert_eq!(
            words(&run(q("*t"))),
            [vec!["act", "cat"], vec!["enlist", "silent"]]
        );
        assert_eq!(
            words(&run(q("[^t]*"))),
            [
                vec!["enlist", "inlets", "listen", "silent"],
                vec!["act", "cat"],
                vec!["cats", "scat"],
                vec!["dog", "god"]
            ]
        );
        let a = run(GroupsQuery {
            min_len: Some(4),
            max_len: Some(4),
            ..Default::default()
        });
        assert_eq!(words(&a), [vec!["cats", "scat"]]);
    }

    #[test]
    fn deranged_pairs_longest_first() {
        let a = run(GroupsQuery {
            deranged: true,
            ..Default::default()
        });
        // act/tac share no place (act/cat share the t, cat/tac the a); dog/god share the o,
        // cats/scat nothing.
        let got = words(&a);
        assert_eq!(got.last().unwrap(), &vec!["act", "tac"]);
        assert_eq!(got[got.len() - 2], vec!["cats", "scat"]);
        assert!(got.iter().all(|p| p.len() == 2));
        assert!(got.contains(&vec!["enlist", "listen"]));
        assert!(got.contains(&vec!["inlets", "listen"]));
        assert!(!got.contains(&vec!["listen", "silent"]), "the i is shared");
        assert!(a.groups.iter().all(|g| g.size == 2));
        assert_eq!(a.count, got.len());
    }

    #[test]
    fn no_group_says_why() {
        let a = run(GroupsQuery {
            min_size: Some(6),
            ..Default::default()
        });
        assert_eq!(
            (a.count, a.reason.as_deref()),
            (
                0,
                Some("the largest group has 5 words, fewer than the 6 asked for")
            )
        );
        let a = run(GroupsQuery {
            pattern: Some("??????".into()),
            max_len: Some(5),
            ..Default::default()
        });
        assert_eq!(
            a.reason.as_deref(),
            Some("the pattern needs at least 6 letters but the longest length is 5")
        );
        let a = run(GroupsQuery {
            pattern: Some("?o?".into()),
            deranged: true,
            ..Default::default()
        });
        assert_eq!(
            a.reason.as_deref(),
            Some("no pair in the 1 group of anagrams has every letter in a different place")
        );
    }

    #[test]
    fn a_small_budget_stops_with_an_incomplete_answer() {
        let a = anagram_groups(&dict(), &GroupsQuery::default(), &mut Budget::new(3)).unwrap();
        assert!(!a.complete);
        assert!(a.reason.is_none());
        let err = anagram_groups(
            &dict(),
            &GroupsQuery {
                min_len: Some(5),
                max_len: Some(2),
                ..Default::default()
            },
            &mut Budget::default(),
        )
        .unwrap_err();
        assert_eq!(
            err.message,
            "the minimum length 5 is above the maximum length 2"
        );
    }
}
