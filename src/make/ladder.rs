//! `make ladder`: two words joined by exactly one shortest ladder of K steps.
//!
//! A breadth-first search from a start word counts the shortest paths to every word up to K
//! steps away (saturating at two); the words at distance K reached by one path only are the ends
//! that make a puzzle. Starts are tried in a seeded order, common words first, and the end is
//! drawn among the common ones when there are some. No word of the ladder is one the makers leave
//! out ([`super::offensive`]) but an end the user gave. The ladder solver then checks the pair.

use crate::budget::Budget;
use crate::count::Count;
use crate::error::{Error, Result};
use crate::ladder::{self, LadderQuery, LengthGraph, Node};
use crate::letters::parse_word;
use crate::options::{CommandSpec, Opt, Reach, Values};
use crate::rank::Commonness;

use super::{out_of_budget, Check, Difficulty, MadeAnswer, Maker, Outcome, SEED};

/// The longest words a ladder is made of.
pub const MAX_LENGTH: usize = 15;
/// The most steps.
pub const MAX_STEPS: usize = 30;

/// `--length N`.
pub const LENGTH: Opt = Opt::number("length", "Word length", 2, MAX_LENGTH as u64)
    .default(5)
    .help("the length of the ladder's words");
/// `--steps K`.
pub const STEPS: Opt = Opt::number("steps", "Steps", 2, MAX_STEPS as u64)
    .default(5)
    .help("the steps of the one shortest ladder");
/// `--from WORD`.
pub const FROM: Opt =
    Opt::text("from", "From", "WORD").help("the first word (drawn when not given)");
/// `--to WORD`.
pub const TO: Opt = Opt::text("to", "To", "WORD").help("the last word (drawn when not given)");

/// `wordwright make ladder`.
pub static MAKE_LADDER: CommandSpec = CommandSpec {
    name: "make-ladder",
    summary: "make a word ladder with exactly one shortest ladder of --steps steps",
    options: &[&LENGTH, &STEPS, &FROM, &TO, &SEED],
    reach: Reach::Everywhere,
};

/// Makes a ladder puzzle.
pub fn make(m: &mut Maker, v: &Values, budget: &mut Budget) -> Result<Outcome> {
    let from = v
        .text(&FROM)
        .map(|w| parse_word(&w, "the first word", MAX_LENGTH))
        .transpose()?;
    let to = v
        .text(&TO)
        .map(|w| parse_word(&w, "the last word", MAX_LENGTH))
        .transpose()?;
    let steps = STEPS.or_default(v.size(&STEPS));
    let given_len = v.size(&LENGTH);
    let len = match (&from, &to) {
        (Some(a), Some(b)) if a.len() != b.len() => {
            return Err(Error::invalid(format!(
                "--from {} has {} letters and --to {} has {}; a ladder's words all have one length",
                a.to_ascii_uppercase(),
                a.len(),
                b.to_ascii_uppercase(),
                b.len()
            )))
        }
        (Some(w), _) | (None, Some(w)) => {
            if let Some(l) = given_len.filter(|&l| l != w.len()) {
                return Err(Error::invalid(format!(
                    "--length {l} contradicts {}, which has {} letters; give one or the other",
                    w.to_ascii_uppercase(),
                    w.len()
                )));
            }
            w.len()
        }
        (None, None) => LENGTH.or_default(given_len),
    };
    let dict = std::rc::Rc::clone(&m.dict);
    for w in from.iter().chain(&to) {
        if !dict.contains(w) {
            return Err(Error::invalid(format!(
                "{} is not a word {}; a ladder's words are dictionary words",
                w.to_ascii_uppercase(),
                dict.source().describe()
            )));
        }
    }
    let g = LengthGraph::cached(&dict, len, budget)?;
    let never = || {
        Error::invalid(format!(
            "no two words of {len} letters {} are joined by exactly one shortest ladder of {steps} steps{}; try fewer --steps, another --length or a larger dictionary (a higher level)",
            dict.source().describe(),
            match (&from, &to) {
                (Some(f), _) => format!(" from {}", f.to_ascii_uppercase()),
                (None, Some(t)) => format!(" to {}", t.to_ascii_uppercase()),
                _ => String::new(),
            }
        ))
    };

    let (a, b) = if let (Some(f), Some(t)) = (&from, &to) {
        (f.clone(), t.clone())
    } else {
        // The fixed end, if one is given, else starts in a seeded order, common words first.
        let starts: Vec<Node> = match from.as_ref().or(to.as_ref()) {
            Some(w) => vec![g.find(w.as_bytes()).expect("checked to be a word")],
            None => {
                let (mut common, mut rest): (Vec<Node>, Vec<Node>) = (0..g.len() as Node)
                    .partition(|&v| Commonness::of_id(&dict, g.id(v)) == Commonness::Common);
                m.shuffle(&mut common);
                m.shuffle(&mut rest);
                common.extend(rest);
                common
            }
        };
        let mut bfs = Counted::new(g.len());
        let mut found = None;
        // A start the makers leave out is skipped here, not before the shuffle, so that the
        // seeded order of the others is the same as without the list.
        let given = from.as_ref().or(to.as_ref()).map(String::as_bytes);
        for s in starts {
            if Some(g.word(s).as_bytes()) != given && m.offensive.contains(g.word(s).as_bytes()) {
                continue;
            }
            if !bfs.run(&g, s, steps, budget) {
                return Ok(out_of_budget("a ladder"));
            }
            // Ends on a ladder of no offensive word (but the word given, which is the user's
            // own); of those, common words on a ladder of no rare words, if there are some.
            let clean = |w: Node| {
                let word = g.word(w).as_bytes();
                Some(word) == given || !m.offensive.contains(word)
            };
            let ends: Vec<Node> = bfs
                .unique_at(steps)
                .into_iter()
                .filter(|&e| bfs.path(e).into_iter().all(clean))
                .collect();
            let class = |v: Node| Commonness::of_id(&dict, g.id(v));
            let familiar: Vec<Node> = ends
                .iter()
                .copied()
                .filter(|&e| {
                    class(e) == Commonness::Common
                        && bfs
                            .path(e)
                            .iter()
                            .all(|&w| class(w) <= Commonness::Uncommon)
                })
                .collect();
            let pool = if familiar.is_empty() { ends } else { familiar };
            if !pool.is_empty() {
                let e = pool[m.below(pool.len())];
                found = Some((s, e));
                break;
            }
        }
        let Some((s, e)) = found else {
            return Err(never());
        };
        let (s, e) = (g.word(s).to_string(), g.word(e).to_string());
        if to.is_some() {
            (e, s)
        } else {
            (s, e)
        }
    };

    // The proof: the ladder solver finds one shortest ladder, of `steps` steps.
    let q = LadderQuery {
        from: a.clone(),
        to: b.clone(),
        ..LadderQuery::default()
    };
    let answer = ladder::solve(&dict, &q, budget)?;
    if !answer.complete || budget.exhausted() {
        return Ok(out_of_budget("a ladder"));
    }
    let Some(l) = answer.ladder.as_ref() else {
        return Err(never());
    };
    if answer.count != Count(1) || l.steps != steps {
        if from.is_some() && to.is_some() {
            return Err(Error::invalid(format!(
                "{} and {} are joined by {} shortest ladder{} of {} steps {}, not one of {steps}; choose other words",
                a.to_ascii_uppercase(),
                b.to_ascii_uppercase(),
                answer.count,
                if answer.count == Count(1) { "" } else { "s" },
                l.steps,
                dict.source().describe()
            )));
        }
        // The breadth-first search and the solver disagree: never present such a puzzle.
        return Err(Error::invalid(format!(
            "the ladder from {} to {} could not be proven unique; report this seed",
            a.to_ascii_uppercase(),
            b.to_ascii_uppercase()
        )));
    }
    // The words between the ends the user gave are the maker's too.
    if l.words[1..l.words.len() - 1]
        .iter()
        .any(|w| m.offensive.contains(w.as_bytes()))
    {
        return Err(Error::invalid(format!(
            "the one shortest ladder from {} to {} passes through a word the makers leave out (an offensive word); choose other words",
            a.to_ascii_uppercase(),
            b.to_ascii_uppercase()
        )));
    }
    // Difficulty: 8 points a step, and more for each word that is not common.
    let rare: u32 = l
        .commonness
        .iter()
        .map(|c| match c {
            Commonness::Common => 0,
            Commonness::Uncommon => 6,
            Commonness::Rare => 12,
            Commonness::VeryRare => 18,
        })
        .sum();
    let score = 8 * steps as u32 + rare;
    Ok(Outcome::Made {
        argv: vec!["ladder".to_string(), a, b],
        answer: MadeAnswer::Ladder(l.words.clone()),
        difficulty: Difficulty::of(score),
        check: Check {
            solutions: 1,
            steps: Some(l.steps),
            ..Check::default()
        },
        caption: None,
    })
}

/// A breadth-first search that counts shortest paths (0, 1 or 2 for "more than one").
struct Counted {
    dist: Vec<u32>,
    paths: Vec<u8>,
    /// The node each was first reached from (its one parent when it has one shortest path).
    parent: Vec<Node>,
    order: Vec<Node>,
}

impl Counted {
    fn new(n: usize) -> Counted {
        Counted {
            dist: vec![u32::MAX; n],
            paths: vec![0; n],
            parent: vec![0; n],
            order: Vec::with_capacity(n),
        }
    }

    /// Searches from `s` up to `depth` steps; false when the budget ran out.
    fn run(&mut self, g: &LengthGraph, s: Node, depth: usize, budget: &mut Budget) -> bool {
        for &v in &self.order {
            self.dist[v as usize] = u32::MAX;
            self.paths[v as usize] = 0;
        }
        self.order.clear();
        self.dist[s as usize] = 0;
        self.paths[s as usize] = 1;
        self.order.push(s);
        let mut head = 0;
        while head < self.order.len() {
            let u = self.order[head];
            head += 1;
            let d = self.dist[u as usize];
            if d as usize >= depth {
                continue;
            }
            let ns = g.neighbours(u);
            if !budget.spend(ns.len() as u64 + 1) {
                return false;
            }
            for &w in ns {
                let wi = w as usize;
                if self.dist[wi] == u32::MAX {
                    self.dist[wi] = d + 1;
                    self.parent[wi] = u;
                    self.order.push(w);
                }
                if self.dist[wi] == d + 1 {
                    self.paths[wi] = (self.paths[wi] + self.paths[u as usize]).min(2);
                }
            }
        }
        true
    }

    /// The one shortest path to `v` (a node with one shortest path), `v` first.
    fn path(&self, mut v: Node) -> Vec<Node> {
        let mut out = vec![v];
        while self.dist[v as usize] > 0 {
            v = self.parent[v as usize];
            out.push(v);
        }
        out
    }

    /// The words at distance `d` reached by one shortest path, in alphabetical order.
    fn unique_at(&self, d: usize) -> Vec<Node> {
        let mut out: Vec<Node> = self
            .order
            .iter()
            .copied()
            .filter(|&v| self.dist[v as usize] as usize == d && self.paths[v as usize] == 1)
            .collect();
        crate::sort::sort(&mut out);
        out
    }
}
