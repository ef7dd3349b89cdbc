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
    let mut s = Search {
        n,
        f,
        words,
        die: vec![usize::MAX; sorted.len()],
        size: vec![0; n],
        labelled: 0,
        found: Vec::new(),
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
    words: Vec<Vec<usize>>,
    die: Vec<usize>,
    size: Vec<usize>,
    labelled: u128,
    found: Vec<Vec<usize>>,
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
            if in_order {
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
        }
        true
    }

    /// Whether no word puts `x` with a letter already on die `d` (a repeated letter in a word
    /// counts as two letters that must be on different dice).
    fn fits(&self, x: usize, d: usize) -> bool {
        for w in &self.words {
            for (i, &a) in w.iter().enumerate() {
                if a != x {
                    continue;
                }
                for (j, &b) in w.iter().enumerate() {
                    if i != j && (b == x || self.die[b] == d) {
                        return false;
                    }
                }
            }
        }
        true
    }
}
