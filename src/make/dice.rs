//! `make dice`: letters put on the dice at random, and a short list of common words rolled with
//! them that leaves exactly one set of dice.
//!
//! The symbols are shuffled onto the dice; the dictionary's common words that the dice can roll
//! (one letter from each die; never a word of [`super::offensive`]) are taken in a seeded order, each kept when it brings two letters
//! together for the first time and lowers the dice solver's count of solutions, until one set of
//! dice is left. Then each word is dropped in turn if the count stays at one: the list left is
//! minimal (dropping a word from a smaller list can only leave more solutions, so one pass
//! suffices). Difficulty is the length of the solver's deduction.

use crate::budget::Budget;
use crate::count::Count;
use crate::dice::{self, DiceQuery, ABSENT, ALPHABET, DICE_COUNT, FACES};
use crate::error::{Error, Result};
use crate::options::{CommandSpec, Reach, Values};
use crate::rank::Commonness;

use super::{out_of_budget, Check, Difficulty, MadeAnswer, Maker, Outcome, SEED};

/// How many ways of putting the letters on the dice are tried before the maker gives up.
pub const MAX_SHUFFLES: usize = 20;

/// A deduction of this many steps scores 100 (the default 4 dice of 6 take about 20).
pub const DEDUCTION_HARDEST: u32 = 40;

/// `wordwright make dice`.
pub static MAKE_DICE: CommandSpec = CommandSpec {
    name: "make-dice",
    summary: "make letter dice and a minimal list of common words rolled with them that leaves one set of dice",
    options: &[&DICE_COUNT, &FACES, &ALPHABET, &ABSENT, &SEED],
    reach: Reach::Everywhere,
};

/// Makes a dice puzzle.
pub fn make(m: &mut Maker, v: &Values, budget: &mut Budget) -> Result<Outcome> {
    let base = DiceQuery {
        dice: v.size(&DICE_COUNT),
        faces: v.size(&FACES),
        alphabet: v.text(&ALPHABET),
        absent: v.text(&ABSENT),
        ..DiceQuery::default()
    };
    let (n, f, symbols, _) = dice::settings(&base)?;
    if n < 2 {
        return Err(Error::invalid(
            "with one die every letter is on it and there is nothing to deduce; give --dice 2 or more",
        ));
    }
    if let Some(&s) = symbols.iter().find(|s| !s.is_ascii_lowercase()) {
        return Err(Error::invalid(format!(
            "the dice hold {}, which no word can roll; made dice hold letters only (change --alphabet or --absent)",
            crate::error::quote_char(s as char)
        )));
    }
    let dict = std::rc::Rc::clone(&m.dict);
    // The words of n different letters, all on the dice; common ones first.
    let on_dice = |w: &[u8]| {
        w.iter().all(|c| symbols.contains(c)) && (1..w.len()).all(|i| !w[..i].contains(&w[i]))
    };
    let (mut common, mut rest): (Vec<&str>, Vec<&str>) = (Vec::new(), Vec::new());
    for &id in dict.ids_with_len(n) {
        if on_dice(dict.bytes(id)) {
            match Commonness::of_id(&dict, id) {
                Commonness::Common => common.push(dict.word(id)),
                Commonness::Uncommon | Commonness::Rare => rest.push(dict.word(id)),
                Commonness::VeryRare => {}
            }
        }
    }
    // (Words the makers leave out stay in the pools, so that the seeded shuffles are the same
    // as without the list, and are skipped when chosen.)
    let offensive = m.offensive.clone();
    let allowed = |w: &&str| !offensive.contains(w.as_bytes());
    if !common.iter().chain(&rest).any(allowed) {
        return Err(Error::invalid(format!(
            "no common word {} has {n} different letters from these dice, so none can be rolled; change --dice or --alphabet",
            dict.source().describe()
        )));
    }
    let mut argv_settings = Vec::new();
    for (opt, value) in [
        (&DICE_COUNT, base.dice.map(|x| x.to_string())),
        (&FACES, base.faces.map(|x| x.to_string())),
        (&ALPHABET, base.alphabet.clone()),
        (&ABSENT, base.absent.clone()),
    ] {
        if let Some(value) = value {
            argv_settings.extend([opt.flag(), value]);
        }
    }
    let count = |words: &[&str], budget: &mut Budget| -> Result<Option<dice::DiceAnswer>> {
        let q = DiceQuery {
            words: words.iter().map(|w| w.to_string()).collect(),
            limit: Some(2),
            ..base.clone()
        };
        let a = dice::solve(&dict, &q, budget)?;
        Ok((a.complete && !budget.exhausted()).then_some(a))
    };

    for _ in 0..MAX_SHUFFLES {
        let mut order = symbols.clone();
        m.shuffle(&mut order);
        // die[c]: the die of letter c.
        let mut die = [u8::MAX; 256];
        for (i, &c) in order.iter().enumerate() {
            die[c as usize] = (i / f) as u8;
        }
        let rollable = |w: &&str| {
            let mut seen = 0u64;
            w.bytes().all(|c| {
                let bit = 1u64 << die[c as usize];
                let fresh = seen & bit == 0;
                seen |= bit;
                fresh
            })
        };
        let mut pool: Vec<&str> = common.iter().copied().filter(rollable).collect();
        let mut later: Vec<&str> = rest.iter().copied().filter(rollable).collect();
        m.shuffle(&mut pool);
        m.shuffle(&mut later);
        pool.extend(later);

        // Greedy: keep a word that brings two letters together for the first time and lowers
        // the count.
        let mut words: Vec<&str> = Vec::new();
        let mut together = vec![[false; 128]; 128];
        let mut solutions = Count(u128::MAX);
        for w in pool.into_iter().filter(allowed) {
            let b = w.as_bytes();
            let new_pair = (0..b.len())
                .any(|i| (i + 1..b.len()).any(|j| !together[b[i] as usize][b[j] as usize]));
            if !new_pair {
                continue;
            }
            words.push(w);
            let Some(a) = count(&words, budget)? else {
                return Ok(out_of_budget("a set of dice"));
            };
            if a.count < solutions && a.count > Count(0) {
                solutions = a.count;
                for i in 0..b.len() {
                    for j in 0..b.len() {
                        together[b[i] as usize][b[j] as usize] = true;
                    }
                }
                if solutions == Count(1) {
                    break;
                }
            } else {
                words.pop();
            }
        }
        if solutions != Count(1) {
            continue;
        }
        // Minimal: drop each word whose absence still leaves one set of dice.
        let mut i = 0;
        while i < words.len() {
            let mut fewer = words.clone();
            fewer.remove(i);
            let Some(a) = count(&fewer, budget)? else {
                return Ok(out_of_budget("a set of dice"));
            };
            if a.count == Count(1) {
                words = fewer;
            } else {
                i += 1;
            }
        }
        let Some(a) = count(&words, budget)? else {
            return Ok(out_of_budget("a set of dice"));
        };
        let mut faces: Vec<String> = (0..n)
            .map(|d| {
                let mut s: Vec<u8> = order[d * f..(d + 1) * f].to_vec();
                crate::sort::sort(&mut s);
                String::from_utf8(s).unwrap_or_default()
            })
            .collect();
        crate::sort::sort(&mut faces);
        if a.count != Count(1) || a.solutions.first() != Some(&faces) {
            return Err(Error::invalid(
                "the dice could not be proven to be the one solution; report this seed",
            ));
        }
        let deduction = a.steps.len();
        let mut argv = vec!["dice".to_string()];
        argv.extend(words.iter().map(|w| w.to_string()));
        argv.extend(argv_settings);
        return Ok(Outcome::Made {
            argv,
            answer: MadeAnswer::Dice(faces),
            difficulty: Difficulty::of(deduction as u32 * 100 / DEDUCTION_HARDEST),
            check: Check {
                solutions: 1,
                minimal: Some(true),
                deduction: Some(deduction),
                ..Check::default()
            },
            caption: None,
        });
    }
    Ok(Outcome::OutOfBudget(format!(
        "None of {MAX_SHUFFLES} ways of putting the letters on the dice could be pinned down by common words; try another seed."
    )))
}
