//! Puzzle makers (`wordwright make <kind>`): each makes a puzzle from a seed and proves, with the
//! project's own solver, that it has one answer.
//!
//! A maker's answer ([`Made`]) holds the puzzle in its solver's input form (`puzzle.argv`:
//! `wordwright <argv...>` solves it, every row, clue and hint as an option, never a file), the
//! answer, a difficulty, what the check found, and the seed. The seed is drawn by the caller when
//! none is given (the command line from the clock, the page from `crypto.getRandomValues`): the
//! core has no clock and no other randomness than [`SplitMix64`] from that seed, so the same
//! inputs and seed make the same puzzle everywhere. Every search spends the one step budget; when
//! it runs out before a puzzle is proven, the answer is `puzzle: null`, `complete: false` and a
//! reason. A request that can never be made is invalid input (exit 2).
//!
//! The makers are behind the `make` feature in the wasm build (the page's first module does not
//! carry them); native builds always have them.

pub mod assign;
pub mod crypto;
pub mod dice;
pub mod jumble;
pub mod ladder;
pub mod offensive;
pub mod rack;

use std::rc::Rc;

use serde::Serialize;

use crate::assign::SymbolMap;
use crate::budget::Budget;
use crate::commands::Env;
use crate::dict::{Dictionary, Spelling};
use crate::error::{Error, Result};
use crate::options::{CommandSpec, Opt, Values, LEVEL};
use crate::rng::SplitMix64;
use offensive::Offensive;

pub use crate::rng::MAX_SEED;

/// `--seed S`, shared by every maker.
pub const SEED: Opt = crate::rng::SEED
    .help("the same inputs and seed make the same puzzle (drawn and reported when not given)");

/// Every maker, in the order `wordwright help` lists them. Their names are `make-<kind>`: the
/// command line reads `make <kind>`, the page's links `#make-<kind>?...`.
pub const MAKERS: &[&CommandSpec] = &[
    &ladder::MAKE_LADDER,
    &rack::MAKE_RACK,
    &dice::MAKE_DICE,
    &crypto::MAKE_CRYPTO,
    &assign::MAKE_ASSIGN,
    &jumble::MAKE_JUMBLE,
];

/// The kinds the command line takes after `make`.
pub fn kinds() -> impl Iterator<Item = &'static str> {
    MAKERS
        .iter()
        .map(|m| m.name.strip_prefix("make-").unwrap_or(m.name))
}

/// The maker called `name` (`make-ladder`).
pub fn find(name: &str) -> Option<&'static CommandSpec> {
    MAKERS.iter().copied().find(|c| c.name == name)
}

/// The puzzle in its solver's input form.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Puzzle {
    /// The solver's command (`ladder`, `assign`, ...).
    pub command: &'static str,
    /// `wordwright <argv...>` solves the puzzle: the command first, then its arguments, and
    /// the global options that differ from their defaults.
    pub argv: Vec<String>,
    /// Jumble: the cartoon's caption, printed with the puzzle (the solver does not read it,
    /// so it is not in `argv`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub caption: Option<String>,
}

/// How hard a made puzzle is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Difficulty {
    /// 0 (easiest) to 100, by the kind's own measure (docs/make.md).
    pub score: u32,
    /// `easy` (score below 34), `medium` (below 67) or `hard`.
    pub label: &'static str,
}

impl Difficulty {
    /// The difficulty of a score (clamped to 0..=100).
    pub fn of(score: u32) -> Difficulty {
        let score = score.min(100);
        let label = match score {
            0..=33 => "easy",
            34..=66 => "medium",
            _ => "hard",
        };
        Difficulty { score, label }
    }
}

/// What the solver said about the made puzzle.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Check {
    /// How many answers the solver found: 1 for every made puzzle but a cryptogram, whose
    /// guarantee is that the quote ranks first by a margin (`first`, `margin`).
    pub solutions: usize,
    /// Ladder: the steps of the one shortest ladder.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps: Option<usize>,
    /// Rack: how many words the rack makes in all.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub words: Option<usize>,
    /// Rack: the score of the next best word (None when the best word is the only word).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub runner_up: Option<u32>,
    /// Rack: the value of each letter a-z in the tile set the solver scored with (a blank is
    /// worth 0), so that the puzzle can print its tiles with their points.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<u32>>,
    /// Dice: dropping any word of the list leaves more than one set of dice.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub minimal: Option<bool>,
    /// Dice: the steps of the solver's deduction.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deduction: Option<usize>,
    /// Cryptograms and symbol rows: the letters the maker gave (`X=y`, `cherry=f`), each also
    /// a `--known` of `argv`. Jumble: the answer's letters printed in its pattern (`4=h`: its
    /// fourth letter is h).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hints: Option<Vec<String>>,
    /// Cryptograms and Jumbles: whether the solver's first answer is the quote (the answer).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first: Option<bool>,
    /// Cryptograms and Jumbles: how much less likely the solver's second answer is than the
    /// quote (the answer), in powers of ten (null when there is no second answer).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub margin: Option<Option<crate::rank::Cost>>,
    /// Jumble: false when the solver's step budget ran out while it counted the answers after
    /// the first two (`solutions` is then a lower bound; the first two are exact all the same).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub counted: Option<bool>,
}

/// A made puzzle's answer, per kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum MadeAnswer {
    /// Ladder: its words, first to last.
    Ladder(Vec<String>),
    /// Rack: the best word and its score.
    Rack {
        /// The best word.
        word: String,
        /// Its score.
        score: u32,
    },
    /// Dice: the faces, one string of letters per die.
    Dice(Vec<String>),
    /// Cryptogram: the quote.
    Crypto(String),
    /// Symbol rows: the assignment.
    Assign(SymbolMap<String>),
    /// Jumble: the final answer and the clue words.
    Jumble {
        /// The final answer, as given.
        phrase: String,
        /// The clue words, in the puzzle's order.
        clues: Vec<String>,
    },
}

/// The answer of a maker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Made {
    /// The puzzle; None when the step budget ran out before one was proven.
    pub puzzle: Option<Puzzle>,
    /// Its answer.
    pub answer: Option<MadeAnswer>,
    /// How hard it is.
    pub difficulty: Option<Difficulty>,
    /// What the solver said about it.
    pub check: Option<Check>,
    /// The seed it was made from.
    pub seed: u64,
    /// False when the step budget ran out before a puzzle was proven.
    pub complete: bool,
    /// Why there is no puzzle (None when there is one).
    pub reason: Option<String>,
}

/// What a maker found. (One a request, moved once: the size of `Made` costs nothing.)
#[allow(clippy::large_enum_variant)]
pub enum Outcome {
    /// A puzzle, proven.
    Made {
        /// The solver's arguments (without the global options, which [`run`] adds).
        argv: Vec<String>,
        /// Its answer.
        answer: MadeAnswer,
        /// How hard it is.
        difficulty: Difficulty,
        /// What the check found.
        check: Check,
        /// Jumble: the caption printed with the puzzle.
        caption: Option<String>,
    },
    /// The step budget ran out first: why, in one sentence.
    OutOfBudget(String),
}

/// What every maker needs: the dictionary, the ranking data, the generator, the words makers
/// never choose, and the settings that go into `argv`.
pub struct Maker {
    /// The dictionary at the chosen level and spelling.
    pub dict: Rc<Dictionary>,
    /// The ranking data, when it is loaded.
    pub ranking: Option<Rc<crate::dict::RankingData>>,
    /// The names tier, when it is at hand: the cryptogram maker's check reads names as the
    /// cryptogram solver does.
    pub names: Option<Rc<Dictionary>>,
    /// The dictionary of every spelling and the level in use, for the cryptogram maker when a
    /// spelling is chosen: its check reads words of other spellings as the solver does.
    pub spellings: Option<(Rc<Dictionary>, u8)>,
    /// The generator, seeded with the seed.
    pub rng: SplitMix64,
    /// The level in use.
    pub level: u8,
    /// The words a maker never chooses (profanities, slurs: [`offensive`]).
    pub offensive: Offensive,
}

impl Maker {
    /// Where the cryptogram solver finds words outside the dictionary, as for a solve.
    pub fn beyond(&self) -> crate::assign::Beyond<'_> {
        crate::assign::Beyond::of(self.names.as_ref(), self.spellings.as_ref())
    }

    /// A uniform index below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.rng.below(n as u64) as usize
    }

    /// `items` in a seeded random order (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// The message for a budget that ran out: what was being made, and what to change.
pub fn out_of_budget(what: &str) -> Outcome {
    Outcome::OutOfBudget(format!(
        "The step budget ran out before {what} could be proven to have one answer; try another seed or raise --budget."
    ))
}

/// Runs the maker `v` was read for.
pub fn run(v: &Values, env: &mut dyn Env, budget: &mut Budget) -> Result<Made> {
    let name = v.command().name;
    let Some(seed) = v.number(&SEED) else {
        return Err(Error::invalid(format!(
            "{} needs --seed (the command line and the page draw one when none is given)",
            name.replacen('-', " ", 1)
        )));
    };
    let Some(level) = env.level() else {
        return Err(Error::invalid(
            "a made puzzle must be solvable from its command line alone, so makers use the built-in dictionary; give --level instead of --dict",
        ));
    };
    let spelling = env.spelling().unwrap_or_default();
    let dict = env.dict()?;
    let ranking = env.ranking();
    let names = env.names();
    // Only the cryptogram maker's check reads words of other spellings.
    let spellings = match name {
        "make-crypto" => crate::commands::other_spellings(env)?,
        _ => None,
    };
    let mut m = Maker {
        dict,
        ranking,
        names,
        spellings,
        rng: SplitMix64::new(seed),
        level,
        offensive: Offensive::load(),
    };
    let outcome = match name {
        "make-ladder" => ladder::make(&mut m, v, budget)?,
        "make-rack" => rack::make(&mut m, v, budget)?,
        "make-dice" => dice::make(&mut m, v, budget)?,
        "make-crypto" => crypto::make(&mut m, v, budget)?,
        "make-jumble" => jumble::make(&mut m, v, budget)?,
        _ => assign::make(&mut m, v, budget)?,
    };
    Ok(match outcome {
        Outcome::Made {
            mut argv,
            answer,
            difficulty,
            check,
            caption,
        } => {
            if level != LEVEL.or_default(None::<u8>) {
                argv.extend(["--level".to_string(), level.to_string()]);
            }
            if spelling != Spelling::default() {
                argv.extend(["--spelling".to_string(), spelling.name().to_string()]);
            }
            let command = crate::commands::find(&argv[0]).map_or("", |c| c.name);
            Made {
                puzzle: Some(Puzzle {
                    command,
                    argv,
                    caption,
                }),
                answer: Some(answer),
                difficulty: Some(difficulty),
                check: Some(check),
                seed,
                complete: true,
                reason: None,
            }
        }
        Outcome::OutOfBudget(reason) => Made {
            puzzle: None,
            answer: None,
            difficulty: None,
            check: None,
            seed,
            complete: false,
            reason: Some(reason),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn difficulty_labels() {
        assert_eq!(Difficulty::of(0).label, "easy");
        assert_eq!(Difficulty::of(33).label, "easy");
        assert_eq!(Difficulty::of(34).label, "medium");
        assert_eq!(Difficulty::of(67).label, "hard");
        assert_eq!(Difficulty::of(500).score, 100);
    }

    #[test]
    fn shuffles_are_seeded() {
        let dict = Rc::new(Dictionary::from_words(&["cat"]));
        let mut a = Maker {
            dict: Rc::clone(&dict),
            ranking: None,
            names: None,
            spellings: None,
            rng: SplitMix64::new(7),
            level: 70,
            offensive: Offensive::load(),
        };
        let mut b = Maker {
            dict,
            ranking: None,
            names: None,
            spellings: None,
            rng: SplitMix64::new(7),
            level: 70,
            offensive: Offensive::load(),
        };
        let (mut x, mut y): (Vec<u32>, Vec<u32>) = ((0..50).collect(), (0..50).collect());
        a.shuffle(&mut x);
        b.shuffle(&mut y);
        assert_eq!(x, y);
        assert_ne!(x, (0..50).collect::<Vec<u32>>());
        let mut sorted = x.clone();
        crate::sort::sort(&mut sorted);
        assert_eq!(sorted, (0..50).collect::<Vec<u32>>());
    }
}
