//! `make rack`: a rack of tiles, drawn from a tile set's bag, whose best word is unique.
//!
//! Racks are drawn from the bag with seeds from the maker's generator (the rack solver's own
//! draw), and the rack solver scores each; the first whose best score belongs to one word is the
//! puzzle, unless that word is one the makers leave out ([`super::offensive`]) or no answer for
//! a puzzle (a letter or an abbreviation: `answerable`). `argv` gives the
//! rack's tiles (not a draw), so it reads the same in any version.

use crate::budget::Budget;
use crate::error::Result;
use crate::options::{CommandSpec, Reach, Values};
use crate::rack::{self, RackQuery, SetSpec, TileSet, SET};
use crate::rank::Commonness;

use super::{out_of_budget, Check, Difficulty, MadeAnswer, Maker, Outcome, MAX_SEED, SEED};

/// How many racks are drawn before the maker gives up on a seed.
pub const MAX_DRAWS: usize = 500;

/// `wordwright make rack`.
pub static MAKE_RACK: CommandSpec = CommandSpec {
    name: "make-rack",
    summary: "make a rack of tiles (drawn from the set's bag) whose best word is unique",
    options: &[&SET, &SEED],
    reach: Reach::Everywhere,
};

/// Makes a rack puzzle.
pub fn make(m: &mut Maker, v: &Values, budget: &mut Budget) -> Result<Outcome> {
    let spec = v.text(&SET).as_deref().map(SetSpec::parse).transpose()?;
    let set = TileSet::from_spec(spec.as_ref())?;
    // A named set as the solver names it (" Challenge " is challenge); a custom set as given.
    let set_arg = match &spec {
        Some(SetSpec::Named(_)) => Some(set.name.clone()),
        _ => v.text(&SET),
    }
    .filter(|s| s != "standard");
    let dict = std::rc::Rc::clone(&m.dict);
    for _ in 0..MAX_DRAWS {
        let rack = set.draw(m.rng.next_u64() & MAX_SEED);
        if rack.is_empty() {
            return Err(crate::error::Error::invalid(
                "the tile set's bag has no tiles, so no rack can be drawn",
            ));
        }
        let q = RackQuery {
            tiles: Some(rack.text()),
            set: spec.clone(),
            limit: Some(2),
            ..RackQuery::default()
        };
        let a = rack::solve(&dict, &q, budget)?;
        if !a.complete || budget.exhausted() {
            return Ok(out_of_budget("a rack"));
        }
        if a.best_count != 1 {
            continue;
        }
        let (Some(best), Some(score)) = (a.words.first(), a.best_score) else {
            continue;
        };
        if m.offensive.contains(best.word.as_bytes()) || !answerable(&best.word) {
            continue;
        }
        let mut argv = vec!["rack".to_string(), a.rack.clone()];
        if let Some(s) = &set_arg {
            argv.extend(["--set".to_string(), s.clone()]);
        }
        // Difficulty: how common the best word is, and its length.
        let base = match Commonness::of_word(&dict, &best.word) {
            Commonness::Common => 10,
            Commonness::Uncommon => 35,
            Commonness::Rare => 55,
            Commonness::VeryRare => 75,
        };
        let long = 4 * best.word.len().saturating_sub(4) as u32;
        return Ok(Outcome::Made {
            argv,
            answer: MadeAnswer::Rack {
                word: best.word.clone(),
                score,
            },
            difficulty: Difficulty::of(base + long),
            check: Check {
                solutions: 1,
                words: Some(a.count),
                runner_up: a.words.get(1).map(|w| w.score),
                values: Some(a.values.clone()),
                ..Check::default()
            },
            caption: None,
        });
    }
    Ok(Outcome::OutOfBudget(format!(
        "None of {MAX_DRAWS} racks drawn from the {} set had one best word that a maker may use (words on the list of offensive words are left out); try another seed or another set.",
        set.name
    )))
}

/// Whether a rack's best word makes a puzzle's answer: two letters or more, one of them a vowel
/// (y included). The dictionary's single letters and abbreviations (`q`, `ln`, `hhd`) are words
/// to the solver, but nobody sets them as the answer of a daily rack.
fn answerable(word: &str) -> bool {
    word.len() >= 2 && word.bytes().any(|b| b"aeiouy".contains(&b))
}

#[cfg(test)]
mod tests {
    #[test]
    fn letters_and_abbreviations_are_no_answer() {
        for w in ["q", "ln", "hhd", "mf"] {
            assert!(!super::answerable(w), "{w}");
        }
        for w in ["hex", "qi", "my", "quire"] {
            assert!(super::answerable(w), "{w}");
        }
    }
}
