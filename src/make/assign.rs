//! `make assign`: symbol rows (EPP13's slot-machine stickers) that spell the words given, with the
//! fewest known symbols the solver needs to find exactly one assignment.
//!
//! Each letter of the words gets a symbol name, drawn from [`SYMBOLS`] in a seeded order; each
//! word becomes a row. The symbol-row solver ([`crate::assign::solve`]) counts the assignments,
//! each run with a share of the budget; while there is more than one (or the run cannot finish),
//! the maker gives the letter of one symbol whose letter varies between solutions (the one that
//! rules out the most of the solutions listed), as `--known SYM=letter`.

use crate::assign::{self, AssignQuery, SymbolMap};
use crate::budget::Budget;
use crate::error::{quote, Error, Result};
use crate::options::{CommandSpec, Opt, Reach, Values};

use super::{out_of_budget, Check, Difficulty, MadeAnswer, Maker, Outcome, SEED};

/// The most words.
pub const MAX_WORDS: usize = 100;
/// How many solutions the maker looks at to choose a hint.
const SAMPLE: usize = 200;
/// Each run of the solver may spend at most this share (1/N) of the budget left.
const SHARE: u64 = 4;
/// ... and at most this many steps (about 0.1 s natively): a puzzle the solver cannot settle
/// that quickly is too open for people too, and gets a hint.
pub const RUN_STEPS: u64 = 3_000_000;

/// The symbols' names: slot-machine symbols and other things a sticker shows, one per letter.
pub const SYMBOLS: [&str; 26] = [
    "cherry",
    "seven",
    "bar",
    "bell",
    "star",
    "heart",
    "spade",
    "club",
    "diamond",
    "crown",
    "horseshoe",
    "grapes",
    "dollar",
    "lemon",
    "plum",
    "melon",
    "clover",
    "moon",
    "sun",
    "anchor",
    "key",
    "coin",
    "gem",
    "ring",
    "drum",
    "flag",
];

/// `--words W1,W2` (repeatable).
pub const WORDS: Opt = Opt::text("words", "Words", "W1,W2")
    .repeated()
    .required()
    .help("the words the rows spell, separated by commas");

/// `wordwright make assign`.
pub static MAKE_ASSIGN: CommandSpec = CommandSpec {
    name: "make-assign",
    summary: "make symbol rows (like slot-machine stickers) that spell the words given, with one assignment",
    options: &[&WORDS, &SEED],
    reach: Reach::Everywhere,
};

/// Makes symbol rows.
pub fn make(m: &mut Maker, v: &Values, budget: &mut Budget) -> Result<Outcome> {
    let dict = std::rc::Rc::clone(&m.dict);
    let mut words: Vec<String> = Vec::new();
    for w in v.words(&WORDS) {
        let what = format!("the word {}", quote(&w));
        let w = crate::letters::parse_word(&w, &what, assign::MAX_ROW_SYMBOLS)?;
        if !dict.contains(&w) {
            return Err(Error::invalid(format!(
                "{} is not a word {}; each row must spell a dictionary word, so give another word or a larger dictionary (a higher level)",
                quote(&w),
                dict.source().describe()
            )));
        }
        if !words.contains(&w) {
            words.push(w);
        }
    }
    if words.is_empty() {
        return Err(Error::invalid(
            "give the words with --words, like --words cat,dog",
        ));
    }
    if words.len() > MAX_WORDS {
        return Err(Error::too_large(format!(
            "{} words; the limit is {MAX_WORDS}",
            words.len()
        )));
    }
    // A symbol per letter, in order of first appearance.
    let mut names: Vec<&str> = SYMBOLS.to_vec();
    m.shuffle(&mut names);
    let mut letters: Vec<u8> = Vec::new();
    for w in &words {
        for b in w.bytes() {
            if !letters.contains(&b) {
                letters.push(b);
            }
        }
    }
    let symbol = |b: u8| names[letters.iter().position(|&l| l == b).unwrap_or(0)];
    let rows: Vec<String> = words
        .iter()
        .map(|w| w.bytes().map(symbol).collect::<Vec<_>>().join(" "))
        .collect();
    let assignment = SymbolMap(
        letters
            .iter()
            .map(|&l| (symbol(l).to_string(), (l as char).to_string()))
            .collect(),
    );
    let in_rows = |s: &str| rows.iter().filter(|r| r.split(' ').any(|x| x == s)).count();

    let mut known: Vec<String> = Vec::new();
    loop {
        let q = AssignQuery {
            row: rows.clone(),
            known: known
                .iter()
                .map(|s| format!("{s}={}", assignment.get(s).map_or("", String::as_str)))
                .collect(),
            limit: Some(SAMPLE),
            ..AssignQuery::default()
        };
        if budget.exhausted() {
            return Ok(out_of_budget("the symbol rows"));
        }
        let (limit, used) = (budget.limit(), budget.used());
        budget.set_limit(used + ((limit - used) / SHARE).min(RUN_STEPS));
        let a = assign::solve(&dict, &q, budget);
        let finished = !budget.exhausted();
        budget.set_limit(limit);
        let a = a?;
        let ours = a.solutions.first().map(|s| &s.assignment) == Some(&assignment);
        if finished && a.complete && a.count == 1 && ours {
            // A puzzle that has to give away most of its symbols is no puzzle ("cat,dog": all).
            if known.len() * 2 > letters.len() {
                return Err(Error::invalid(format!(
                    "these words make no puzzle: their rows have one answer only when {} of their {} symbols are given; give more words, or longer ones that share letters",
                    known.len(),
                    letters.len()
                )));
            }
            let mut argv = vec!["assign".to_string()];
            for r in &rows {
                argv.extend(["--row".to_string(), r.clone()]);
            }
            for k in &q.known {
                argv.extend(["--known".to_string(), k.clone()]);
            }
            let free = letters.len() - known.len();
            return Ok(Outcome::Made {
                argv,
                answer: MadeAnswer::Assign(assignment),
                difficulty: Difficulty::of((free * 100 / SYMBOLS.len()) as u32),
                check: Check {
                    solutions: 1,
                    hints: Some(q.known.clone()),
                    ..Check::default()
                },
                caption: None,
            });
        }
        if finished && a.complete && a.count == 0 {
            return Err(Error::invalid(
                "the solver finds no assignment for these rows; report these words",
            ));
        }
        // The hint: the symbol whose letter rules out the most of the solutions listed (any
        // not yet known when the run did not finish), then the one in the most rows, then the
        // first to appear.
        let agreeing = |s: &str| {
            let truth = assignment.get(s);
            a.solutions
                .iter()
                .filter(|sol| sol.assignment.get(s) == truth)
                .count()
        };
        let pick = assignment
            .0
            .iter()
            .map(|(s, _)| s.as_str())
            .filter(|s| !known.iter().any(|k| k == s))
            .filter(|s| !finished || a.varies.get(s).is_some())
            .map(|s| (agreeing(s), std::cmp::Reverse(in_rows(s)), s))
            .fold(
                None::<(usize, std::cmp::Reverse<usize>, &str)>,
                |best, c| match best {
                    Some(b) if (b.0, b.1) <= (c.0, c.1) => Some(b),
                    _ => Some(c),
                },
            )
            .map(|(_, _, s)| s);
        match pick {
            Some(s) => known.push(s.to_string()),
            None if !finished => return Ok(out_of_budget("the symbol rows")),
            None => {
                return Err(Error::invalid(
                    "even with every symbol known, the rows have more than one solution; report these words",
                ))
            }
        }
    }
}
