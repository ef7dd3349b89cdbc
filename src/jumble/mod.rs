//! The Jumble solver: scrambled clue words with circled squares, and the final answer made of
//! every circled letter.
//!
//! Each clue's anagrams come from the signature index, most common first. The clue words'
//! circled letters pool into one or more sets of letters (one per distinct choice of clue
//! words); [`search`] splits each set into dictionary words that fit the answer pattern,
//! cheapest first, and every way of placing a multiset of words into slots of the same shape
//! is listed. See the README's Jumble section.

pub mod pattern;
pub mod search;

use std::collections::HashMap;

use serde::Serialize;

use crate::budget::{Budget, Halt, Stop};
use crate::dict::Dictionary;
use crate::error::{Error, Result};
use crate::letters::{describe_char, parse_word, LetterCounts};
use crate::options::{CommandSpec, Opt, Reach, Values, LIMIT};
use crate::rank::{Commonness, Cost, PairsRef, Part, Scorer};
use pattern::{AnswerPattern, Shape};
use search::{Found, PoolSpec, Problem, SearchSlot};

/// The most clues a puzzle may have.
pub const MAX_CLUES: usize = 8;
/// The longest clue, in letters.
pub const MAX_CLUE_LETTERS: usize = 15;
/// The most different sets of circled letters the clue words may give.
pub const MAX_POOLS: usize = 1024;
/// The most combinations of clue words listed under one answer.
pub const MAX_FROM: usize = 50;
/// Steps charged for placing and costing one answer.
const STEP_ANSWER: u64 = 50;
/// The most placements of one multiset of words into slots of the same shape (5! = 120: five
/// words of one length).
const MAX_PLACEMENTS: usize = 720;

/// `--clue SCRAMBLE[:MASK]`.
pub const CLUE: Opt = Opt::text("clue", "Clues", "SCRAMBLE[:MASK]")
    .repeated()
    .required()
    .help("a scrambled clue word, alone to unscramble it or with its circled squares, like msuni:-OOO- or msuni:2,3,4");
/// `--pin N=WORD`.
pub const PIN: Opt = Opt::text("pin", "Pins", "N=WORD")
    .repeated()
    .help("fix clue N to a word you know, like 2=glade");
/// `--answer PATTERN`.
pub const ANSWER: Opt = Opt::text("answer", "Final answer", "PATTERN").help(
    "the final answer's pattern: one - per letter, a space between words, like \"------- -----\"; without it the clues are only unscrambled",
);

/// `wordwright jumble`.
pub static JUMBLE: CommandSpec = CommandSpec {
    name: "jumble",
    summary: "solve a Jumble: unscramble the clues and rank the final answers that fit the pattern",
    options: &[&CLUE, &PIN, &ANSWER, &LIMIT],
    reach: Reach::Everywhere,
};

/// A Jumble query.
#[derive(Debug, Clone, Default)]
pub struct JumbleQuery {
    /// The clues, each `SCRAMBLE:MASK` (`msuni:-OOO-`) or `SCRAMBLE:POSITIONS` (`msuni:2,3,4`).
    pub clue: Vec<String>,
    /// Pinned clue words, each `N=WORD` (N counts clues from 1).
    pub pin: Vec<String>,
    /// The final answer's pattern (`------- -----`); empty unscrambles the clues only.
    pub answer: String,
    /// How many answers to list (the count is of all of them).
    pub limit: Option<usize>,
}

impl JumbleQuery {
    /// The query from checked options.
    pub fn read(v: &Values) -> Result<JumbleQuery> {
        Ok(JumbleQuery {
            clue: v.texts(&CLUE),
            pin: v.texts(&PIN),
            answer: v.text(&ANSWER).unwrap_or_default(),
            limit: v.size(&LIMIT),
        })
    }
}

/// One word a clue unscrambles to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClueWord {
    /// The word, lowercase.
    pub word: String,
    /// Its SCOWL level (None for a word list, or a pinned word not in the dictionary).
    pub level: Option<u8>,
    /// How common it is, in words for people (by its frequency, else its level).
    pub commonness: Commonness,
    /// The letters in its circled squares, in order.
    pub circled: String,
}

/// One clue of the answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClueAnswer {
    /// The scrambled letters, lowercase.
    pub scramble: String,
    /// The circled squares, counting from 1.
    pub positions: Vec<usize>,
    /// Whether the user pinned the word.
    pub pinned: bool,
    /// The words it unscrambles to, most common first.
    pub words: Vec<ClueWord>,
}

/// One final answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Phrase {
    /// The answer as it reads, lowercase, with printed letters and punctuation in place.
    pub phrase: String,
    /// Its words, in reading order (printed words included).
    pub words: Vec<String>,
    /// Each word's SCOWL level (None for printed words and word-list words).
    pub levels: Vec<Option<u8>>,
    /// How common each word is, for people.
    pub commonness: Vec<Commonness>,
    /// -log10 of how likely the answer is (lower first): its clue words' costs and the
    /// phrase's (its words in order, word pairs, a set phrase's bonus).
    pub cost: Cost,
    /// The parts of `cost`: each clue word (`word`/`prior`), then the phrase's parts.
    pub why: Vec<Part>,
    /// Every combination of clue words (one per clue, in clue order) whose circles give it.
    pub from: Vec<Vec<String>>,
}

/// The answer to a [`JumbleQuery`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct JumbleAnswer {
    /// The clues with their words.
    pub clues: Vec<ClueAnswer>,
    /// Each distinct set of circled letters (sorted), one per choice of clue words.
    pub pools: Vec<String>,
    /// The final answers, most likely first.
    pub answers: Vec<Phrase>,
    /// How many final answers there are in all.
    pub count: u64,
    /// Whether `answers` was cut to the limit.
    pub truncated: bool,
    /// False when the step budget ran out or the search reached its node limit: `answers` is
    /// then the best found so far and `count` a lower bound.
    pub complete: bool,
    /// What stopped the search when it is not complete.
    pub stopped_by: Option<Halt>,
    /// Why there are no answers, in one sentence (None when there are some).
    pub reason: Option<String>,
}

/// A parsed clue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clue {
    /// The scrambled letters, lowercase.
    pub scramble: String,
    /// The circled squares, counting from 0.
    pub circles: Vec<usize>,
}

impl Clue {
    /// Parses `SCRAMBLE:MASK`, `SCRAMBLE:POSITIONS` or `SCRAMBLE` alone (no circles: the clue
    /// is only unscrambled); `n` numbers the clue from 1 in messages.
    pub fn parse(input: &str, n: usize) -> Result<Clue> {
        let (letters, mask) = match input.split_once(':') {
            Some((letters, mask)) => (letters, Some(mask.trim())),
            None => (input, None),
        };
        let letters = letters.trim();
        if letters.is_empty() {
            let where_ = if mask.is_some() {
                " before the ':'"
            } else {
                ""
            };
            return Err(Error::invalid(format!(
                "clue {n} has no letters{where_}; type its scrambled letters, like msuni"
            )));
        }
        let len = letters.chars().count();
        if len > MAX_CLUE_LETTERS {
            return Err(Error::too_large(format!(
                "clue {n} is {len} letters long; the limit is {MAX_CLUE_LETTERS}"
            )));
        }
        let scramble = parse_word(letters, &format!("clue {n} ({letters})"), MAX_CLUE_LETTERS)?;
        let circles = match mask {
            None => Vec::new(),
            Some("") => {
                return Err(Error::invalid(format!(
                    "clue {n} ({scramble}) has nothing after the ':'; mark the circled squares, like -OOO- or 2,3,4, or give the letters alone to unscramble them"
                )))
            }
            Some(m) if m.contains(',') || m.chars().any(|c| ('1'..='9').contains(&c)) => {
                parse_positions(m, n, &scramble, len)?
            }
            Some(m) => parse_mask(m, n, &scramble, len)?,
        };
        Ok(Clue { scramble, circles })
    }

    /// The circled letters of `word` (an unscrambling of this clue).
    pub fn circled(&self, word: &str) -> String {
        let b = word.as_bytes();
        self.circles
            .iter()
            .filter_map(|&i| b.get(i).map(|&c| c as char))
            .collect()
    }
}

fn parse_mask(mask: &str, n: usize, scramble: &str, len: usize) -> Result<Vec<usize>> {
    let mut circles = Vec::new();
    let mut squares = 0;
    for (i, c) in mask.chars().enumerate() {
        match c {
            'O' | 'o' | '0' => circles.push(i),
            '-' | '.' | '_' => {}
            // A phone's smart punctuation turns -- into a dash: say so, and offer the dot.
            '\u{2013}' | '\u{2014}' => {
                return Err(Error::invalid(format!(
                    "the mask of clue {n} ({scramble}) has {} at position {}, a dash, not a hyphen (a phone may turn -- into one); use O for a circled square and . or - for a plain one",
                    describe(c),
                    i + 1
                )))
            }
            c => {
                return Err(Error::invalid(format!(
                    "the mask of clue {n} ({scramble}) has {} at position {}; use O for a circled square and - for a plain one",
                    describe(c),
                    i + 1
                )))
            }
        }
        squares += 1;
    }
    if squares != len {
        return Err(Error::invalid(format!(
            "the mask of clue {n} ({scramble}) has {squares} squares but the clue has {len} letters"
        )));
    }
    Ok(circles)
}

/// Describes a character for a message: ASCII as itself, anything else as `describe_char` does.
fn describe(c: char) -> String {
    if c.is_ascii_graphic() {
        crate::error::quote_char(c)
    } else {
        describe_char(c)
    }
}

fn parse_positions(mask: &str, n: usize, scramble: &str, len: usize) -> Result<Vec<usize>> {
    let mut circles = Vec::new();
    for part in mask
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|p| !p.is_empty())
    {
        let p: usize = part.parse().map_err(|_| {
            Error::invalid(format!(
                "clue {n} ({scramble}): {} is not a position; list circled squares as numbers, like 2,3,4",
                crate::error::quote(part)
            ))
        })?;
        if p == 0 || p > len {
            return Err(Error::invalid(format!(
                "clue {n} ({scramble}): position {p} is outside 1..{len}"
            )));
        }
        if circles.contains(&(p - 1)) {
            return Err(Error::invalid(format!(
                "clue {n} ({scramble}) lists position {p} twice"
            )));
        }
        circles.push(p - 1);
    }
    crate::sort::sort(&mut circles);
    Ok(circles)
}

/// Parses the pins (`N=WORD`) against the clues; returns the pinned word per clue.
fn parse_pins(pins: &[String], clues: &[Clue]) -> Result<Vec<Option<String>>> {
    let mut out = vec![None; clues.len()];
    for pin in pins {
        let Some((n, word)) = pin.split_once('=') else {
            return Err(Error::invalid(format!(
                "pin {} should be N=WORD, like 2=glade",
                crate::error::quote(pin)
            )));
        };
        let n: usize = n.trim().parse().map_err(|_| {
            Error::invalid(format!(
                "pin {}: {} is not a clue number; write N=WORD, like 2=glade",
                crate::error::quote(pin),
                crate::error::quote(n.trim())
            ))
        })?;
        if n == 0 || n > clues.len() {
            let pin = crate::error::quote(pin);
            return Err(Error::invalid(match clues.len() {
                1 => format!("pin {pin}: there is no clue {n}; there is only clue 1"),
                k => format!("pin {pin}: there is no clue {n}; clues are numbered 1 to {k}"),
            }));
        }
        let word = parse_word(
            word,
            &format!("the word pinned to clue {n}"),
            MAX_CLUE_LETTERS,
        )?;
        let clue = &clues[n - 1];
        if LetterCounts::of(word.as_bytes()) != LetterCounts::of(clue.scramble.as_bytes()) {
            return Err(Error::invalid(format!(
                "pin {n}={word}: {} does not use exactly the letters of clue {n} ({})",
                crate::error::quote(&word),
                clue.scramble
            )));
        }
        if out[n - 1].is_some() {
            return Err(Error::invalid(format!("clue {n} is pinned twice")));
        }
        out[n - 1] = Some(word);
    }
    Ok(out)
}

/// A clue word with what the search needs.
struct ClueChoice {
    word: String,
    level: Option<u8>,
    circled: LetterCounts,
    cost: u32,
}

/// One set of circled letters and the clue-word combinations that give it.
struct PoolAcc {
    letters: LetterCounts,
    cost: u32,
    combos: Vec<Vec<usize>>,
}

fn add_counts(a: &LetterCounts, b: &LetterCounts) -> LetterCounts {
    let mut out = *a;
    for l in b.sorted().bytes() {
        out.add(l);
    }
    out
}

/// Solves a Jumble, ranking by words alone (no pair data).
pub fn solve(dict: &Dictionary, q: &JumbleQuery, budget: &mut Budget) -> Result<JumbleAnswer> {
    solve_ranked(dict, None, q, budget)
}

/// Solves a Jumble, ranking with the word-pair data when there is some.
pub fn solve_ranked(
    dict: &Dictionary,
    pairs: Option<PairsRef>,
    q: &JumbleQuery,
    budget: &mut Budget,
) -> Result<JumbleAnswer> {
    let scorer = Scorer::new(dict, pairs).mid_sentence();
    let limit = LIMIT.or_default(q.limit);
    if q.clue.is_empty() {
        return Err(Error::invalid(
            "give at least one clue, like --clue msuni:-OOO-",
        ));
    }
    if q.clue.len() > MAX_CLUES {
        return Err(Error::too_large(format!(
            "{} clues given; the limit is {MAX_CLUES}",
            q.clue.len()
        )));
    }
    let clues: Vec<Clue> = q
        .clue
        .iter()
        .enumerate()
        .map(|(i, c)| Clue::parse(c, i + 1))
        .collect::<Result<_>>()?;
    let pins = parse_pins(&q.pin, &clues)?;
    let pattern = match q.answer.trim() {
        "" => None,
        _ => Some(AnswerPattern::parse(&q.answer)?),
    };

    let choices = clue_choices(&scorer, dict, &clues, &pins);
    let clue_out: Vec<ClueAnswer> = clues
        .iter()
        .zip(&choices)
        .zip(&pins)
        .map(|((clue, words), pin)| ClueAnswer {
            scramble: clue.scramble.clone(),
            positions: clue.circles.iter().map(|i| i + 1).collect(),
            pinned: pin.is_some(),
            words: words
                .iter()
                .map(|w| ClueWord {
                    word: w.word.clone(),
                    level: w.level,
                    commonness: Commonness::of_word(dict, &w.word),
                    circled: clue.circled(&w.word),
                })
                .collect(),
        })
        .collect();
    let mut answer = JumbleAnswer {
        clues: clue_out,
        pools: Vec::new(),
        answers: Vec::new(),
        count: 0,
        truncated: false,
        complete: true,
        stopped_by: None,
        reason: None,
    };

    if let Some(i) = choices.iter().position(|c| c.is_empty()) {
        let hint = dict.source().widen_hint();
        let hint = if hint.starts_with("try") {
            format!(", or {hint}")
        } else {
            format!("; {hint}")
        };
        // The page shows `--pin` as its field's label (`commands::run`).
        answer.reason = Some(format!(
            "clue {n} ({}) has no anagram {}: pin it with --pin {n}=WORD{hint}",
            clues[i].scramble,
            dict.source().describe(),
            n = i + 1,
        ));
        return Ok(answer);
    }
    let circled: usize = clues.iter().map(|c| c.circles.len()).sum();
    let Some(pattern) = pattern else {
        // Clues only: their words are the answer, with the circled letters if any.
        if circled > 0 {
            answer.pools = build_pools(&choices)?
                .iter()
                .map(|p| p.letters.sorted())
                .collect();
        }
        return Ok(answer);
    };
    let needed = pattern.blanks();
    if circled != needed {
        answer.reason = Some(format!(
            "the pattern needs {needed} letter{}, the circles give {circled}",
            if needed == 1 { "" } else { "s" }
        ));
        return Ok(answer);
    }

    let pools = build_pools(&choices)?;
    answer.pools = pools.iter().map(|p| p.letters.sorted()).collect();

    let specs: Vec<PoolSpec> = pools
        .iter()
        .map(|p| PoolSpec {
            letters: p.letters,
            cost: p.cost,
        })
        .collect();
    // Each reading is searched on its own (best first); the lists are merged best first, and an
    // answer that two readings spell alike (toss-up as tossup and as toss + up) is listed once,
    // at the cost of its cheaper reading.
    let (mut lists, mut total, mut memory) = (Vec::new(), 0u64, false);
    for reading in pattern.readings() {
        let mut listed = search_reading(
            &scorer, dict, &reading, &pools, &specs, &choices, limit, budget,
        );
        listed.answers.reverse();
        lists.push(listed.answers);
        total = total.saturating_add(listed.count);
        answer.complete &= listed.complete;
        memory |= listed.stop == Stop::Memory;
    }
    answer.stopped_by =
        (!answer.complete).then_some(if memory { Halt::Memory } else { Halt::Budget });
    loop {
        let mut best: Option<(usize, Cost)> = None;
        for (i, list) in lists.iter().enumerate() {
            if let Some(p) = list.last() {
                if best.is_none_or(|(_, c)| p.cost < c) {
                    best = Some((i, p.cost));
                }
            }
        }
        let Some(p) = best.and_then(|(i, _)| lists[i].pop()) else {
            break;
        };
        answer.answers.push(p);
    }
    if lists.len() > 1 {
        // An answer that two readings spell alike (toss-up as tossup and as toss + up) is kept
        // once, at its cheaper cost: sorted by a hash of the text (stably, so the cheaper comes
        // first), equal texts fall in one run of equal hashes.
        let all = std::mem::take(&mut answer.answers);
        let mut keys: Vec<(u64, u32)> = Vec::with_capacity(all.len());
        for (i, p) in all.iter().enumerate() {
            let hash = p.phrase.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
                (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
            });
            keys.push((hash, i as u32));
        }
        crate::sort::pairs_u64(&mut keys);
        let mut keep = vec![true; all.len()];
        let mut run = 0;
        for j in 0..keys.len() {
            if keys[j].0 != keys[run].0 {
                run = j;
            }
            let text = &all[keys[j].1 as usize].phrase;
            if keys[run..j]
                .iter()
                .any(|&(_, i)| all[i as usize].phrase == *text)
            {
                keep[keys[j].1 as usize] = false;
                total = total.saturating_sub(1);
            }
        }
        for (p, k) in all.into_iter().zip(keep) {
            if k {
                answer.answers.push(p);
            }
        }
    }
    answer.count = total.max(answer.answers.len() as u64);
    answer.answers.truncate(limit);
    answer.truncated = answer.count > answer.answers.len() as u64;
    if answer.count == 0 {
        answer.reason = Some(if answer.complete {
            format!(
                "no split of these letters into {} {}; {}",
                pattern.describe_lengths(),
                dict.source().describe(),
                dict.source().widen_hint()
            )
        } else if memory {
            "the search outgrew its memory limit before any answer was found; \
             pin some clues or use a smaller dictionary"
                .to_string()
        } else {
            "the step budget ran out before any answer was found; raise --budget".to_string()
        });
    }
    Ok(answer)
}

/// The answers of one reading of the pattern, best first (at most `limit`).
struct Listed {
    answers: Vec<Phrase>,
    /// How many answers the reading has (a lower bound when incomplete).
    count: u64,
    complete: bool,
    stop: Stop,
}

/// Searches one reading of the pattern.
#[allow(clippy::too_many_arguments)]
fn search_reading(
    scorer: &Scorer,
    dict: &Dictionary,
    pattern: &AnswerPattern,
    pools: &[PoolAcc],
    specs: &[PoolSpec],
    choices: &[Vec<ClueChoice>],
    limit: usize,
    budget: &mut Budget,
) -> Listed {
    let slots = search_slots(scorer, dict, pattern, pools, budget);
    let problem = Problem::new(&slots, specs, budget);
    let mut answers: Vec<Phrase> = Vec::new();
    let mut listed: u64 = 0;
    let mut spent_on_answers = 0u64;
    let stop = if limit == 0 {
        Stop::Enough
    } else {
        problem.best_first(
            budget,
            |found| {
                let placed = place(pattern, &slots, found, MAX_PLACEMENTS);
                spent_on_answers += STEP_ANSWER * placed.len() as u64;
                placed
                    .into_iter()
                    .map(|(letters, levels)| {
                        let words = words_of(pattern, &letters);
                        let refs: Vec<&str> = words.iter().map(String::as_str).collect();
                        let cost = specs[found.pool].cost + scorer.phrase_cost(&refs).0;
                        let tie = found
                            .picks
                            .iter()
                            .fold(0u32, |t, c| t.saturating_add(c.tie));
                        (
                            search::key(cost, tie),
                            (letters, levels, words, found.pool, cost),
                        )
                    })
                    .collect()
            },
            |(letters, levels, words, pool, cost)| {
                listed += 1;
                let refs: Vec<&str> = words.iter().map(String::as_str).collect();
                let why = scorer.phrase(&refs).why;
                // The bounds leave out the set-phrase bonus (subtracting it would widen every
                // search for the few answers that are set phrases), so a set phrase may come out
                // of the heap after an answer that costs more than it: it goes in at its cost's
                // place (after the answers of its cost, which came first by their tie-break).
                let at = answers.partition_point(|p| p.cost.0 <= cost);
                answers.insert(
                    at,
                    phrase(
                        scorer,
                        pattern,
                        &letters,
                        levels,
                        words,
                        Cost(cost),
                        why,
                        &pools[pool],
                        choices,
                    ),
                );
                answers.len() < limit
            },
        )
    };
    budget.spend(spent_on_answers);
    let (count, complete) = match stop {
        Stop::Exhausted => (listed, true),
        Stop::Enough => {
            let (total, complete) = problem.count_all(budget);
            (total.max(answers.len() as u64), complete)
        }
        Stop::Budget | Stop::Memory => (answers.len() as u64, false),
    };
    Listed {
        answers,
        count,
        complete,
        stop,
    }
}

/// Each clue's words, most common first (the pinned word alone for a pinned clue).
fn clue_choices(
    scorer: &Scorer,
    dict: &Dictionary,
    clues: &[Clue],
    pins: &[Option<String>],
) -> Vec<Vec<ClueChoice>> {
    clues
        .iter()
        .zip(pins)
        .map(|(clue, pin)| match pin {
            Some(word) => vec![ClueChoice {
                circled: LetterCounts::of(clue.circled(word).as_bytes()),
                word: word.clone(),
                level: dict.find(word).and_then(|id| dict.level(id)),
                cost: 0,
            }],
            None => {
                let mut ids = dict
                    .anagrams(&LetterCounts::of(clue.scramble.as_bytes()))
                    .to_vec();
                crate::sort::sort_by(&mut ids, |&a, &b| {
                    scorer.word_id(a).cmp(&scorer.word_id(b)).then(a.cmp(&b))
                });
                ids.into_iter()
                    .map(|id| {
                        let word = dict.word(id).to_string();
                        let level = dict.level(id);
                        ClueChoice {
                            circled: LetterCounts::of(clue.circled(&word).as_bytes()),
                            word,
                            level,
                            cost: scorer.word_id(id).0,
                        }
                    })
                    .collect()
            }
        })
        .collect()
}

/// The search slots: every pattern slot with blanks, longest first, slots of the same shape
/// (length, printed letters, contraction) next to each other and sharing one candidate list,
/// drawn from the letters of any pool.
fn search_slots(
    scorer: &Scorer,
    dict: &Dictionary,
    pattern: &AnswerPattern,
    pools: &[PoolAcc],
    budget: &mut Budget,
) -> Vec<SearchSlot> {
    let mut union = LetterCounts::default();
    for l in b'a'..=b'z' {
        let most = pools.iter().map(|p| p.letters.count(l)).max().unwrap_or(0);
        for _ in 0..most {
            union.add(l);
        }
    }
    let mut order: Vec<usize> = (0..pattern.slots.len())
        .filter(|&i| pattern.slots[i].shape != Shape::Given)
        .collect();
    // The first and the last slot in reading order are costed at their place (after the
    // phrase's start, before its end: `Scorer::bound_at`), so each is a group of its own.
    let end = pattern.slots.len().saturating_sub(1);
    // (Without pair data a word costs the same anywhere: no group is split.)
    let ranked = !scorer.fallback();
    let at_ends = |i: usize| (ranked && i == 0, ranked && i == end);
    let mut group_of: Vec<usize> = vec![0; pattern.slots.len()];
    let mut groups: Vec<usize> = Vec::new();
    for &i in &order {
        let s = &pattern.slots[i];
        let same = groups.iter().position(|&g| {
            pattern.slots[g].fixed == s.fixed
                && pattern.slots[g].shape == s.shape
                && at_ends(g) == at_ends(i)
        });
        group_of[i] = same.unwrap_or_else(|| {
            groups.push(i);
            groups.len() - 1
        });
    }
    crate::sort::sort_by_key(&mut order, |&i| {
        (std::cmp::Reverse(pattern.slots[i].len()), group_of[i], i)
    });
    let mut group_cands: Vec<Vec<search::Cand>> = groups
        .iter()
        .map(|&i| {
            let (first, last) = at_ends(i);
            search::candidates(scorer, dict, &pattern.slots[i], first, last, &union, budget)
        })
        .collect();
    if ranked {
        tighten_by_context(scorer, pattern, &group_of, &mut group_cands, budget);
    }
    order
        .into_iter()
        .map(|i| {
            let s = &pattern.slots[i];
            let g = group_of[i];
            let cands = group_cands[g].clone();
            SearchSlot {
                slot: i,
                group: g,
                cands,
                blanks: s.blanks(),
            }
        })
        .collect()
}

/// Tightens each candidate's bound by the words that can stand before its slot: a word's bound
/// ([`crate::rank::Scorer::bound_at`]) allows the best pair or triple into it after any word at
/// all, but the word before a slot is one of the previous slot's candidates (or its printed
/// word), and the one before that one of its slot's: [`crate::rank::Scorer::bounds_after`]. A
/// group's bound is the loosest over its slots (its words may go in any of them). The first slot
/// is costed exactly already (a phrase that goes on from words unknown), so it is left as it is.
fn tighten_by_context(
    scorer: &Scorer,
    pattern: &AnswerPattern,
    group_of: &[usize],
    group_cands: &mut [Vec<search::Cand>],
    budget: &mut Budget,
) {
    let slots = &pattern.slots;
    // The words that can stand at each place, as the phrase reads them.
    let at: Vec<Vec<String>> = slots
        .iter()
        .enumerate()
        .map(|(i, s)| match s.shape {
            Shape::Given => vec![s.render_word(&s.given_letters())],
            _ => group_cands[group_of[i]]
                .iter()
                .map(|c| s.render_word(&c.text))
                .collect(),
        })
        .collect();
    let end = slots.len().saturating_sub(1);
    for (g, cands) in group_cands.iter_mut().enumerate() {
        let members: Vec<usize> = (0..slots.len())
            .filter(|&i| slots[i].shape != Shape::Given && group_of[i] == g)
            .collect();
        // The first slot's group (its own) keeps its exact costs.
        if members.first().is_none_or(|&i| i == 0) {
            continue;
        }
        let mut tight: Option<Vec<u32>> = None;
        for &i in &members {
            let words: Vec<&str> = at[i].iter().map(String::as_str).collect();
            let before: Vec<&str> = at[i - 1].iter().map(String::as_str).collect();
            let before2: Vec<&str> = if i >= 2 {
                at[i - 2].iter().map(String::as_str).collect()
            } else {
                Vec::new()
            };
            budget.spend((before.len() + before2.len() + words.len()) as u64);
            let Some(b) = scorer.bounds_after(&words, &before, &before2, i == end) else {
                return;
            };
            tight = Some(match tight {
                None => b.iter().map(|c| c.0).collect(),
                Some(t) => t.iter().zip(&b).map(|(x, y)| (*x).max(y.0)).collect(),
            });
        }
        if let Some(t) = tight {
            for (c, cost) in cands.iter_mut().zip(t) {
                // Both are bounds: keep the tighter.
                c.cost = c.cost.max(cost);
            }
            crate::sort::sort_by(cands, search::Cand::key_cmp);
        }
    }
}

/// Combines the clues' choices into distinct sets of circled letters.
fn build_pools(choices: &[Vec<ClueChoice>]) -> Result<Vec<PoolAcc>> {
    let mut pools = vec![PoolAcc {
        letters: LetterCounts::default(),
        cost: 0,
        combos: vec![Vec::new()],
    }];
    for words in choices {
        let mut next: Vec<PoolAcc> = Vec::new();
        let mut index: HashMap<LetterCounts, usize> = HashMap::new();
        for acc in &pools {
            for (w, word) in words.iter().enumerate() {
                let letters = add_counts(&acc.letters, &word.circled);
                let slot = match index.get(&letters) {
                    Some(&i) => i,
                    None => {
                        if next.len() >= MAX_POOLS {
                            return Err(Error::too_large(format!(
                                "the clue words give more than {MAX_POOLS} different sets of circled letters; \
                                 pin some clues with --pin N=WORD"
                            )));
                        }
                        next.push(PoolAcc {
                            letters,
                            cost: u32::MAX,
                            combos: Vec::new(),
                        });
                        index.insert(letters, next.len() - 1);
                        next.len() - 1
                    }
                };
                let target = &mut next[slot];
                target.cost = target.cost.min(acc.cost + word.cost);
                for combo in &acc.combos {
                    if target.combos.len() >= MAX_FROM {
                        break;
                    }
                    let mut c = combo.clone();
                    c.push(w);
                    target.combos.push(c);
                }
            }
        }
        pools = next;
    }
    crate::sort::sort_by(&mut pools, |a, b| {
        a.cost
            .cmp(&b.cost)
            .then_with(|| a.letters.sorted().cmp(&b.letters.sorted()))
    });
    Ok(pools)
}

type Placement = (Vec<Box<[u8]>>, Vec<Option<u8>>);

/// The distinct placements of a found multiset into the pattern's slots (at most `max`): the
/// found order first, then the other orders of words among slots of the same shape.
fn place(
    pattern: &AnswerPattern,
    slots: &[SearchSlot],
    found: &Found,
    max: usize,
) -> Vec<Placement> {
    // For each group: its slots (pattern order) and the search positions of its picks. Search
    // order keeps a group's slots in pattern order and its picks in candidate order.
    let mut groups: Vec<(usize, Vec<usize>, Vec<usize>)> = Vec::new();
    for (d, s) in slots.iter().enumerate() {
        match groups.iter_mut().find(|(g, _, _)| *g == s.group) {
            Some((_, members, picks)) => {
                members.push(s.slot);
                picks.push(d);
            }
            None => groups.push((s.group, vec![s.slot], vec![d])),
        }
    }
    let key = |a: &usize, b: &usize| {
        let (x, y) = (&found.picks[*a], &found.picks[*b]);
        x.key().cmp(&y.key()).then_with(|| x.text.cmp(&y.text))
    };
    let mut perms: Vec<Vec<usize>> = groups.iter().map(|(_, _, picks)| picks.clone()).collect();
    let mut out = Vec::new();
    loop {
        let mut letters: Vec<Box<[u8]>> = pattern
            .slots
            .iter()
            .map(|s| s.given_letters().into_boxed_slice())
            .collect();
        let mut levels: Vec<Option<u8>> = vec![None; pattern.slots.len()];
        for ((_, members, _), perm) in groups.iter().zip(&perms) {
            for (slot, &d) in members.iter().zip(perm) {
                letters[*slot] = found.picks[d].text.clone();
                levels[*slot] = found.picks[d].level;
            }
        }
        out.push((letters, levels));
        if out.len() >= max {
            break;
        }
        // Advance the odometer of per-group permutations; each group starts at its found
        // order, which is the first in candidate order, so every distinct order comes once.
        let mut advanced = false;
        for perm in perms.iter_mut().rev() {
            if next_permutation(perm, key) {
                advanced = true;
                break;
            }
            crate::sort::sort_by(perm, key);
        }
        if !advanced {
            break;
        }
    }
    out
}

/// Lexicographic next permutation under `cmp`; false (and unchanged) at the last one.
fn next_permutation<T>(v: &mut [T], cmp: impl Fn(&T, &T) -> std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::Less;
    if v.len() < 2 {
        return false;
    }
    let mut i = v.len() - 1;
    while i > 0 && cmp(&v[i - 1], &v[i]) != Less {
        i -= 1;
    }
    if i == 0 {
        return false;
    }
    let mut j = v.len() - 1;
    while cmp(&v[i - 1], &v[j]) != Less {
        j -= 1;
    }
    v.swap(i - 1, j);
    v[i..].reverse();
    true
}

/// The words of a placement in reading order, printed words included.
fn words_of(pattern: &AnswerPattern, letters: &[Box<[u8]>]) -> Vec<String> {
    pattern
        .slots
        .iter()
        .zip(letters)
        .map(|(s, w)| s.render_word(w))
        .collect()
}

/// A listed answer: its text, words, the clue words it comes from, its cost and why.
#[allow(clippy::too_many_arguments)]
fn phrase(
    scorer: &Scorer,
    pattern: &AnswerPattern,
    letters: &[Box<[u8]>],
    levels: Vec<Option<u8>>,
    words: Vec<String>,
    cost: Cost,
    phrase_why: Vec<Part>,
    pool: &PoolAcc,
    choices: &[Vec<ClueChoice>],
) -> Phrase {
    let refs: Vec<&[u8]> = letters.iter().map(|l| &l[..]).collect();
    // The parts: the clue words of the commonest combination (whose costs make the pool's),
    // then the phrase's own.
    let mut why: Vec<Part> = pool
        .combos
        .first()
        .map(|combo| {
            combo
                .iter()
                .zip(choices)
                .map(|(&w, c)| Part {
                    part: if scorer.word(&c[w].word).1 {
                        crate::rank::PartKind::Prior
                    } else {
                        crate::rank::PartKind::Word
                    },
                    words: vec![c[w].word.clone()],
                    cost: Cost(c[w].cost),
                })
                .collect()
        })
        .unwrap_or_default();
    why.extend(phrase_why);
    Phrase {
        phrase: pattern.render(&refs),
        commonness: words
            .iter()
            .map(|w| Commonness::of(scorer.word(w.split('\'').next().unwrap_or(w)).0))
            .collect(),
        words,
        levels,
        cost,
        why,
        from: pool
            .combos
            .iter()
            .map(|combo| {
                combo
                    .iter()
                    .zip(choices)
                    .map(|(&w, c)| c[w].word.clone())
                    .collect()
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clue_masks_and_positions() {
        let c = Clue::parse("MSUNI:-OOO-", 1).unwrap();
        assert_eq!(c.scramble, "msuni");
        assert_eq!(c.circles, [1, 2, 3]);
        assert_eq!(Clue::parse("msuni:2,3,4", 1).unwrap().circles, [1, 2, 3]);
        assert_eq!(Clue::parse("msuni: 4, 2", 1).unwrap().circles, [1, 3]);
        assert_eq!(Clue::parse("msuni:0.o_0", 1).unwrap().circles, [0, 2, 4]);
        assert_eq!(c.circled("minus"), "inu");
        // No circles: the clue is only unscrambled.
        for plain in ["msuni", " msuni ", "msuni:-----"] {
            let c = Clue::parse(plain, 1).unwrap();
            assert_eq!((c.scramble.as_str(), c.circles.len()), ("msuni", 0));
        }
    }

    #[test]
    fn clue_errors_name_the_problem() {
        for (input, want) in [
            (":OOO", "no letters"),
            ("ms1ni:-OOO-", "'1' at position 3"),
            ("msuni:-OO-", "4 squares but the clue has 5 letters"),
            ("msuni:-OXO-", "'X' at position 3"),
            ("msuni:2,9", "position 9 is outside 1..5"),
            ("msuni:2,2", "position 2 twice"),
            ("msuni:", "nothing after"),
            ("abcdefghijklmnop:O", "16 letters long; the limit is 15"),
        ] {
            let e = Clue::parse(input, 2).unwrap_err();
            assert!(e.message.contains(want), "{input:?}: {}", e.message);
        }
    }

    #[test]
    fn a_set_phrase_is_listed_at_its_cost() {
        use crate::dict::ranking::{build, phrase_hash, Input, RankingData};
        // Every word has the same prior (no frequencies); "had new ham" has its pairs, the set
        // phrase "hem and haw" none, so its bounds are its cost before the bonus and it comes
        // out of the heap after "had new ham", which costs more than it does with the bonus.
        let words = ["and", "had", "ham", "haw", "hem", "men", "new"].map(|w| (w, 10));
        let dict = Dictionary::from_pairs(&words, 95);
        let input = Input {
            groups: vec![words.iter().map(|w| w.0).collect()],
            longer: vec![phrase_hash(["hem", "and", "haw"].map(str::as_bytes))],
            // had -> new, new -> ham (ids 2, 3, ... in the order of `groups`).
            pairs: vec![(3, 8, -7.7), (8, 4, -7.7)],
            ..Default::default()
        };
        let data = RankingData::read(&build(&input).unwrap(), Default::default()).unwrap();
        let q = JumbleQuery {
            clue: vec!["aadehhmnw:OOOOOOOOO".into()],
            pin: vec!["1=aadehhmnw".into()],
            answer: "--- --- ---".into(),
            limit: Some(50),
        };
        let a = solve_ranked(&dict, Some(&data), &q, &mut Budget::new(1 << 24)).unwrap();
        let listed: Vec<(&str, Cost)> = a
            .answers
            .iter()
            .map(|p| (p.phrase.as_str(), p.cost))
            .collect();
        assert!(listed.windows(2).all(|w| w[0].1 <= w[1].1), "{listed:?}");
        assert_eq!(listed[0].0, "hem and haw", "{listed:?}");
        // Without the bonus it would not be first.
        let plain = Scorer::new(&dict, Some(&data)).mid_sentence();
        let walk = |p: &str| {
            let w: Vec<&str> = p.split(' ').collect();
            plain
                .phrase(&w)
                .why
                .iter()
                .filter(|x| x.part != crate::rank::PartKind::Phrase)
                .map(|x| x.cost.0)
                .sum::<u32>()
        };
        assert!(walk("hem and haw") > walk(listed[1].0), "{listed:?}");
    }

    #[test]
    fn next_permutation_skips_duplicates() {
        let mut v = [1, 1, 2];
        let mut seen = vec![v];
        while next_permutation(&mut v, |a, b| a.cmp(b)) {
            seen.push(v);
        }
        assert_eq!(seen, [[1, 1, 2], [1, 2, 1], [2, 1, 1]]);
    }
}
