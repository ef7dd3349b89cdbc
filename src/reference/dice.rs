//! The plain backtracking baseline for letter dice: take the letters in order and try every die
//! for every letter, checking only that the die has a free face and holds no letter that shares
//! a word with it. Every set of dice is found once per numbering of the dice (n! times), so the
//! count is divided by n!; the listed sets are those found with the dice in order.

use crate::budget::Budget;

/// What the baseline found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReferenceAnswer {
    /// The number of sets of dice (up to renumbering the dice).
    pub count: u128,
    /// Every set of dice, each as n sorted strings in sorted order; sorted.
    pub solutions: Vec<Vec<String>>,
}

/// Solves `words` for `n` dice of `f` faces over `symbols` (n * f distinct lowercase bytes; each
/// word n bytes from `symbols`). Returns None if `budget` runs out.
pub fn solve(
    n: usize,
    f: usize,
    symbols: &[u8],
    words: &[&str],
    budget: &mut Budget,
) -> Option<ReferenceAnswer> {
    run(n, f, symbols, words, false, budget)
}

/// Whether any set of dice fits `words` (the same search, stopped at the first solution).
pub fn satisfiable(
    n: usize,
    f: usize,
    symbols: &[u8],
    words: &[&str],
    budget: &mut Budget,
) -> Option<bool> {
    run(n, f, symbols, words, true, budget).map(|a| !a.solutions.is_empty())
}

fn run(
    n: usize,
    f: usize,
    symbols: &[u8],
    words: &[&str],
    first: bool,
    budget: &mut Budget,
) -> Option<ReferenceAnswer> {
    let mut sorted = symbols.to_vec();
    sorted.sort_unstable();
    let words: Vec<Vec<usize>> = words
        .iter()
        .map(|w| {
            w.bytes()
                .map(|b| sorted.iter().position(|&s| s == b).unwrap_or(usize::MAX))
                .collect()
        })
        .collect();
    if words.iter().any(|w| w.contains(&usize::MAX)) || n == 0 || f == 0 || sorted.len() != n * f {
        return None;
    }
    // For each letter, the letters it shares a word with; a letter repeated in a word cannot be
    // placed at all.
    let mut partners = vec![Vec::new(); sorted.len()];
    let mut repeated = vec![false; sorted.len()];
    for w in &words {
        for (i, &a) in w.iter().enumerate() {
            for (j, &b) in w.iter().enumerate() {
                if i != j {
                    if a == b {
                        repeated[a] = true;
                    } else if !partners[a].contains(&b) {
                        partners[a].push(b);
                    }
                }
            }
        }
    }
    let mut s = Search {
        n,
        f,
        partners,
        repeated,
        die: vec![usize::MAX; sorted.len()],
        size: vec![0; n],
        labelled: 0,
        found: Vec::new(),
        first,
    };
    if !s.go(0, budget) {
        return None;
    }
    let factorial: u128 = (1..=n as u128).product();
    let mut solutions: Vec<Vec<String>> = s
        .found
        .iter()
        .map(|labels| {
            let mut dice = vec![String::new(); n];
            for (x, &d) in labels.iter().enumerate() {
                dice[d].push(sorted[x] as char);
            }
            dice.sort();
            dice
        })
        .collect();
    solutions.sort();
    Some(ReferenceAnswer {
        count: s.labelled / factorial,
        solutions,
    })
}

struct Search {
    n: usize,
    f: usize,
    partners: Vec<Vec<usize>>,
    repeated: Vec<bool>,
    die: Vec<usize>,
    size: Vec<usize>,
    labelled: u128,
    found: Vec<Vec<usize>>,
    /// Stop at the first solution.
    first: bool,
}

impl Search {
    /// Places letter `x` and the ones after it; false if out of budget.
    fn go(&mut self, x: usize, budget: &mut Budget) -> bool {
        if !budget.spend(1) {
            return false;
        }
        if x == self.die.len() {
            self.labelled += 1;
            // Keep one numbering of each set: dice opened in order 0, 1, 2, ...
            let mut next = 0;
            let mut in_order = true;
            for &d in &self.die {
                if d > next {
                    in_order = false;
                    break;
                }
                if d == next {
                    next += 1;
                }
            }
            if in_order || self.first {
                self.found.push(self.die.clone());
            }
            return true;
        }
        for d in 0..self.n {
            if self.size[d] == self.f || !self.fits(x, d) {
                continue;
            }
            self.die[x] = d;
            self.size[d] += 1;
            let ok = self.go(x + 1, budget);
            self.size[d] -= 1;
            self.die[x] = usize::MAX;
            if !ok {
                return false;
            }
            if self.first && !self.found.is_empty() {
                return true;
            }
        }
        true
    }

    /// Whether no word puts `x` with a letter already on die `d`.
    fn fits(&self, x: usize, d: usize) -> bool {
        !self.repeated[x] && self.partners[x].iter().all(|&b| self.die[b] != d)
    }
}
