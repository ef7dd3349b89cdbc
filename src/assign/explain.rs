//! Explanations: why an impossible puzzle is impossible, as a sentence naming the smallest set
//! of rows found that cannot all be words at once. One row with no candidate says what it
//! lacks; otherwise small sets of rows are tried exhaustively, smallest first, and failing that
//! rows are dropped one at a time while the rest stay impossible.

use crate::budget::Budget;
use crate::dict::Dictionary;

use super::candidates::{shape_of, Prepared};
use super::search::Outcome;
use super::{Puzzle, RowKind};

/// Sets of rows of one size are tried exhaustively when there are at most this many of them,
/// when looking for the smallest set of rows that cannot all be words.
const EXHAUSTIVE_SUBSETS: usize = 2000;

/// Why an impossible puzzle is impossible: the smallest set of rows found that cannot all be
/// words at once, as a sentence and as 1-based row numbers.
pub(super) fn conflict(
    dict: &Dictionary,
    puzzle: &Puzzle,
    prep: &Prepared,
    budget: &mut Budget,
) -> (String, Vec<usize>) {
    let hint = dict.source().widen_hint();
    let place = dict.source().describe();
    let k = puzzle.nonwords;
    let m = prep.rows.len();
    let even = if k > 0 {
        format!(", even with {k} of them left as non-words")
    } else {
        String::new()
    };

    // One row alone (only possible without non-words): say what it lacks.
    if k == 0 {
        if let Some(d) = prep.counts.iter().position(|&c| c == 0) {
            let i = prep.first_row(d);
            let row = &puzzle.rows[i];
            let shape = shape_text(&shape_of(&row.syms));
            let len = row.syms.len();
            let fit = prep.rows.get(d).map_or(0, |r| r.total());
            let why = match row.kind {
                RowKind::Contraction { .. } if fit == 0 => format!(
                    "no contraction {place} ('s, 'd, 're, 've or 'll after a word, i'm, or n't after a \
                     word) has its pattern of repeated symbols, {shape}"
                ),
                _ if dict.ids_with_len(len).is_empty() => format!("no word {place} has {len} letters"),
                _ if fit == 0 => {
                    format!("no {len}-letter word {place} has its pattern of repeated symbols, {shape}")
                }
                _ if puzzle.known.iter().any(|k| k.is_some()) => {
                    format!("no word {place} with its pattern, {shape}, agrees with the known letters")
                }
                _ => format!("no word {place} with its pattern, {shape}, avoids letters standing for themselves"),
            };
            return (
                format!("{} cannot be a word: {why}; {hint}.", puzzle.row_name(i)),
                vec![i + 1],
            );
        }
    }

    // Small sets tried exhaustively, smallest first.
    let mut out_of_budget = false;
    for size in (k + 1)..=(k + 3).min(m) {
        if binomial(m, size) > EXHAUSTIVE_SUBSETS {
            break;
        }
        let mut combo: Vec<usize> = (0..size).collect();
        loop {
            match feasible(puzzle, prep, &combo, budget) {
                Some(false) => {
                    return (
                        set_reason(puzzle, prep, &combo, &even, &place, hint, false),
                        rows_of(prep, &combo),
                    )
                }
                Some(true) => {}
                None => {
                    out_of_budget = true;
                    break;
                }
            }
            if !next_combination(&mut combo, m) {
                break;
            }
        }
        if out_of_budget {
            break;
        }
    }

    // Otherwise drop rows one at a time, keeping a row out when the rest stay impossible.
    let mut set: Vec<usize> = (0..m).collect();
    if !out_of_budget {
        let mut i = 0;
        while i < set.len() {
            let mut without = set.clone();
            without.remove(i);
            match feasible(puzzle, prep, &without, budget) {
                Some(false) => set = without,
                Some(true) => i += 1,
                None => {
                    out_of_budget = true;
                    break;
                }
            }
        }
    }
    (
        set_reason(puzzle, prep, &set, &even, &place, hint, out_of_budget),
        rows_of(prep, &set),
    )
}

/// Whether the distinct rows `subset` can all be words at once (None: the budget ran out).
fn feasible(
    puzzle: &Puzzle,
    prep: &Prepared,
    subset: &[usize],
    budget: &mut Budget,
) -> Option<bool> {
    let mut engine = prep.engine(puzzle, subset);
    match engine.run(budget, &mut |_| false) {
        Outcome::Stopped => Some(true),
        Outcome::Finished => Some(false),
        Outcome::OutOfBudget => None,
    }
}

/// The 1-based puzzle rows of the distinct rows `set`, in order.
fn rows_of(prep: &Prepared, set: &[usize]) -> Vec<usize> {
    let mut rows: Vec<usize> = set.iter().map(|&d| prep.first_row(d) + 1).collect();
    crate::sort::sort(&mut rows);
    rows
}

/// The sentence for a set of distinct rows that cannot all be words (`partial`: the budget
/// ran out before it could be made smaller).
fn set_reason(
    puzzle: &Puzzle,
    prep: &Prepared,
    set: &[usize],
    even: &str,
    place: &str,
    hint: &str,
    partial: bool,
) -> String {
    let rows = rows_of(prep, set);
    let names: Vec<String> = rows.iter().map(|&r| puzzle.row_name(r - 1)).collect();
    let all = if rows.len() == 2 { "both" } else { "all" };
    let tail = match (partial, rows.len()) {
        (true, _) => " (the step budget ran out before this set could be made smaller)",
        (false, 1) => "",
        (false, 2) => ", though each can on its own",
        (false, _) => ", though any fewer of them can",
    };
    let with = if puzzle.share {
        ""
    } else {
        " with different letters for different symbols"
    };
    if rows.len() == 1 {
        return format!(
            "{} cannot be a word{with} {place}{tail}; {hint}.",
            join_names(&names)
        );
    }
    format!(
        "{} cannot {all} be words at once{with} {place}{even}{tail}; {hint}.",
        join_names(&names)
    )
}

fn join_names(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The shape as letters for messages: `0 1 2 3 3` -> `ABCDD`.
fn shape_text(shape: &[u8]) -> String {
    shape
        .iter()
        .map(|&k| if k < 26 { (b'A' + k) as char } else { '*' })
        .collect()
}

fn binomial(n: usize, k: usize) -> usize {
    let mut r: usize = 1;
    for i in 0..k {
        r = r.saturating_mul(n - i) / (i + 1);
    }
    r
}

/// Advances `combo` (strictly increasing indexes below `n`) to the next combination.
fn next_combination(combo: &mut [usize], n: usize) -> bool {
    let k = combo.len();
    for i in (0..k).rev() {
        if combo[i] < n - k + i {
            combo[i] += 1;
            for j in i + 1..k {
                combo[j] = combo[j - 1] + 1;
            }
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations() {
        let mut c = vec![0, 1];
        let mut all = vec![c.clone()];
        while next_combination(&mut c, 4) {
            all.push(c.clone());
        }
        assert_eq!(all.len(), 6);
        assert_eq!(binomial(40, 3), 9880);
    }

    #[test]
    fn shape_letters() {
        assert_eq!(shape_text(&[0, 1, 2, 3, 3]), "ABCDD");
    }
}
