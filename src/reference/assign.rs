//! The baseline for symbol assignment: plain backtracking symbol by symbol. Symbols are taken
//! in order of first appearance and given letters a to z in order (distinct unless `--share`,
//! never a banned letter, the known letter when there is one); each row is looked up in the
//! dictionary (or checked as a contraction) as soon as its last symbol has a letter. This is how the write-up's solver and
//! most hand-written solvers work, and its cost grows like 26 to the power of the number of
//! symbols between row completions.

use crate::assign::{Puzzle, RowKind};
use crate::budget::Budget;
use crate::dict::Dictionary;

/// The full assignments found (a letter 0..26 per symbol) and whether the search finished.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// Every assignment in which at most `puzzle.nonwords` checked rows are not words.
    pub assignments: Vec<Vec<u8>>,
    /// False when the budget ran out.
    pub complete: bool,
}

/// Every full assignment of letters to the puzzle's symbols that makes the checked rows words
/// (all but at most `puzzle.nonwords` of them). Symbols that occur in no checked row are
/// enumerated too, so keep such puzzles small.
pub fn solve(dict: &Dictionary, puzzle: &Puzzle, budget: &mut Budget) -> Found {
    // What a row must spell is the parser's and the dictionary's to say, as for the solver: a
    // longer ending read as an old contraction only when that leaves a solution.
    let settled = crate::assign::settle_long_endings(dict, puzzle, budget);
    let puzzle = settled.as_ref().unwrap_or(puzzle);
    let found = solve_settled(dict, puzzle, budget);
    if found.assignments.is_empty() && found.complete {
        if let Some(loose) = crate::assign::loosen_long_endings(puzzle) {
            return solve_settled(dict, &loose, budget);
        }
    }
    found
}

fn solve_settled(dict: &Dictionary, puzzle: &Puzzle, budget: &mut Budget) -> Found {
    let n = puzzle.symbols.len();
    // Rows grouped by the symbol that completes them.
    let mut ends: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, row) in puzzle.rows.iter().enumerate() {
        if let (true, Some(&last)) = (row.kind != RowKind::Unchecked, row.syms.iter().max()) {
            ends[last].push(i);
        }
    }
    let mut state = State {
        dict,
        puzzle,
        ends,
        letters: vec![0; n],
        used: [false; 26],
        misses: 0,
        found: Vec::new(),
        out_of_budget: false,
    };
    if n <= 26 || puzzle.share {
        state.assign(0, budget);
    }
    Found {
        assignments: state.found,
        complete: !state.out_of_budget,
    }
}

struct State<'a> {
    dict: &'a Dictionary,
    puzzle: &'a Puzzle,
    ends: Vec<Vec<usize>>,
    letters: Vec<u8>,
    used: [bool; 26],
    misses: usize,
    found: Vec<Vec<u8>>,
    out_of_budget: bool,
}

impl State<'_> {
    fn assign(&mut self, s: usize, budget: &mut Budget) {
        if s == self.letters.len() {
            self.found.push(self.letters.clone());
            return;
        }
        for l in 0..26u8 {
            if !budget.spend(1) {
                self.out_of_budget = true;
                return;
            }
            if self.puzzle.known[s].is_some_and(|k| k != l)
                || self.puzzle.banned[s] >> l & 1 == 1
                || (!self.puzzle.share && self.used[l as usize])
            {
                continue;
            }
            self.letters[s] = l;
            let misses = self.ends[s].iter().filter(|&&i| !self.is_word(i)).count();
            if self.misses + misses > self.puzzle.nonwords {
                continue;
            }
            self.misses += misses;
            self.used[l as usize] = true;
            self.assign(s + 1, budget);
            self.used[l as usize] = false;
            self.misses -= misses;
            if self.out_of_budget {
                return;
            }
        }
    }

    fn is_word(&self, row: usize) -> bool {
        let word: Vec<u8> = self.puzzle.rows[row]
            .syms
            .iter()
            .map(|&s| b'a' + self.letters[s])
            .collect();
        self.puzzle.is_word(self.dict, row, &word)
    }
}
