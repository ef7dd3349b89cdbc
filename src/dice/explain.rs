//! The deduction a person can follow: forced moves found by four plain rules, each recorded as a
//! sentence, and, where the rules stall on a letter that every solution puts on one die, a case
//! split that shows the other dice fail. Also the sentences for what stays open.

use serde::Serialize;

use super::search::{bit, Bits, Graph, Labels, Mask, State, MAX_SYMBOLS};

/// What kind of reasoning a step is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StepKind {
    /// The first word names the dice.
    Start,
    /// A word with all letters but one placed puts the last on the remaining die.
    LastLetter,
    /// A letter barred from every die but one goes there.
    OneDie,
    /// A word needs a letter on a die that has room for only that.
    WordNeeds,
    /// A die with as many candidates as free faces takes them all.
    DieFills,
    /// A case split: each other die fails.
    Cases,
    /// The words cannot all hold.
    DeadEnd,
    /// What the deduction established.
    Summary,
}

/// One step of the explanation, as data for the page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Step {
    /// What kind of reasoning.
    pub kind: StepKind,
    /// The sentence.
    pub text: String,
    /// The letters this step places (lowercase), if any.
    pub letters: String,
    /// The letters on the die they go to, after the step (lowercase), if any.
    pub die: Option<String>,
    /// The words the step cites.
    pub words: Vec<String>,
}

/// How the deduction ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Every letter is placed.
    Solved,
    /// The rules and case splits fix nothing more.
    Stalled,
    /// The words cannot all hold.
    Contradiction,
}

/// What one rule found.
enum Event {
    /// Letters forced onto dice.
    Place {
        kind: StepKind,
        moves: Vec<(usize, usize)>,
        text: String,
        short: String,
        words: Vec<usize>,
    },
    /// A contradiction.
    Fail {
        text: String,
        short: String,
        words: Vec<usize>,
    },
}

/// Text helpers over the puzzle's symbols and words.
pub(crate) struct Names<'a> {
    /// The symbol of each letter number (lowercase bytes).
    pub symbols: &'a [u8],
    /// The words, aligned with the graph's words.
    pub words: &'a [String],
}

impl Names<'_> {
    fn up(&self, x: usize) -> String {
        (self.symbols[x] as char).to_ascii_uppercase().to_string()
    }

    fn lower_set(&self, m: Mask) -> String {
        Bits(m).map(|x| self.symbols[x] as char).collect()
    }

    /// A set of letters as one uppercase block: `ADOP`.
    fn block(&self, m: Mask) -> String {
        self.lower_set(m).to_ascii_uppercase()
    }

    /// Letters as a list: `A, E and S`.
    fn list(&self, m: Mask) -> String {
        and_list(&Bits(m).map(|x| self.up(x)).collect::<Vec<_>>())
    }

    fn word(&self, w: usize) -> String {
        self.words[w].to_ascii_uppercase()
    }
}

/// `a`, `a and b`, `a, b and c`.
pub(crate) fn and_list(items: &[String]) -> String {
    join_list(items, "and")
}

fn join_list(items: &[String], last: &str) -> String {
    match items {
        [] => String::new(),
        [a] => a.clone(),
        [rest @ .., z] => format!("{} {last} {z}", rest.join(", ")),
    }
}

/// Clauses that may contain "and" themselves: `a, and b`; `a, b, and c`.
fn clause_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [a] => a.clone(),
        [rest @ .., z] => format!("{}, and {z}", rest.join(", ")),
    }
}

pub(crate) fn number_word(k: usize) -> String {
    const W: [&str; 11] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    W.get(k)
        .map(|s| s.to_string())
        .unwrap_or_else(|| k.to_string())
}

/// A die tried for a letter in a case split, and the chain of moves that ends in a dead end
/// there (None when the rules alone do not reach one).
type Chain = (usize, Option<String>);

/// The deduction in progress.
pub(crate) struct Deducer<'a> {
    g: &'a Graph,
    names: Names<'a>,
    st: State,
    /// Dice each letter was shown not to go on by a case split.
    excluded: Vec<Mask>,
    /// The steps so far.
    pub steps: Vec<Step>,
}

impl<'a> Deducer<'a> {
    /// Starts from the first word of `names.words`: its letters are on different dice.
    pub fn new(g: &'a Graph, names: Names<'a>, anchor: &[u8]) -> Deducer<'a> {
        let st = g.anchored(anchor);
        let letters: Mask = anchor.iter().fold(0, |m, &x| m | bit(x as usize));
        let n = g.n;
        let text = if n == 1 {
            format!("With one die, every letter of {} is on it.", names.word(0))
        } else {
            format!(
                "{} has one letter from each die, so {} are on {} different dice.",
                names.word(0),
                and_list(
                    &anchor
                        .iter()
                        .map(|&x| names.up(x as usize))
                        .collect::<Vec<_>>()
                ),
                number_word(n)
            )
        };
        let step = Step {
            kind: StepKind::Start,
            text,
            letters: names.lower_set(letters),
            die: None,
            words: vec![names.words[0].clone()],
        };
        Deducer {
            g,
            names,
            st,
            excluded: vec![0; g.l],
            steps: vec![step],
        }
    }

    /// The current state (labelled like the anchored search).
    pub fn state(&self) -> &State {
        &self.st
    }

    /// Runs the rules, and case splits where `possible` (the dice each letter goes on in some
    /// solution, in the anchored labelling) shows a letter is fixed. `possible` all zero means
    /// there is no solution.
    pub fn run(&mut self, possible: Option<&[Mask]>) -> Outcome {
        // Each step places a letter or ends, so L + 1 rounds suffice; the bound is a guard.
        for _ in 0..=self.g.l * 2 + 2 {
            match self.next_event(&self.st) {
                Some(Event::Place {
                    kind,
                    moves,
                    text,
                    words,
                    ..
                }) => self.apply(kind, moves, text, words),
                Some(Event::Fail { text, words, .. }) => {
                    self.push(StepKind::DeadEnd, text, 0, None, words);
                    return Outcome::Contradiction;
                }
                None => {
                    if self.st.unplaced == 0 {
                        return Outcome::Solved;
                    }
                    match possible {
                        Some(p) => match self.case_split(p) {
                            Some(true) => {}
                            Some(false) => return Outcome::Contradiction,
                            None => return Outcome::Stalled,
                        },
                        None => return Outcome::Stalled,
                    }
                }
            }
        }
        Outcome::Stalled
    }

    fn push(
        &mut self,
        kind: StepKind,
        text: String,
        letters: Mask,
        die: Option<usize>,
        words: Vec<usize>,
    ) {
        let die = die.map(|d| self.names.lower_set(self.st.dice[d]));
        let words = words
            .into_iter()
            .map(|w| self.names.words[w].clone())
            .collect();
        self.steps.push(Step {
            kind,
            text,
            letters: self.names.lower_set(letters),
            die,
            words,
        });
    }

    fn apply(
        &mut self,
        kind: StepKind,
        moves: Vec<(usize, usize)>,
        text: String,
        words: Vec<usize>,
    ) {
        let mut letters = 0;
        let mut die = None;
        for &(x, d) in &moves {
            self.g.place(&mut self.st, x, d);
            letters |= bit(x);
            die = Some(d);
        }
        self.push(kind, text, letters, die, words);
    }

    /// The allowed dice of `x` (all dice are opened in an anchored state).
    fn allowed(&self, st: &State, x: usize) -> Mask {
        self.g.allowed(st, x)
    }

    fn die(&self, st: &State, d: usize) -> String {
        format!("the die with {}", self.names.block(st.dice[d]))
    }

    /// A word with `x` and a letter on die `d`.
    fn link(&self, st: &State, x: usize, d: usize) -> Option<(usize, usize)> {
        self.g.words.iter().enumerate().find_map(|(w, &m)| {
            (m & bit(x) != 0 && m & st.dice[d] != 0)
                .then(|| (w, (m & st.dice[d]).trailing_zeros() as usize))
        })
    }

    /// Why `x` cannot go on the dice `off`: clauses such as "JOYS keeps it off the dice with S
    /// and O", "the die with BHIKST is full".
    fn reasons(&self, st: &State, x: usize, off: Mask) -> (String, Vec<usize>) {
        let mut clauses: Vec<String> = Vec::new();
        let mut words = Vec::new();
        let full = off & st.full;
        let case = off & !full & self.excluded[x];
        let mut rest = off & !full & !case;
        let mut first = true;
        while rest != 0 {
            // The word that keeps x off the most of the remaining dice.
            let mut best: Option<(usize, Mask)> = None;
            for (w, &m) in self.g.words.iter().enumerate() {
                if m & bit(x) == 0 {
                    continue;
                }
                let mut cover = 0;
                for d in Bits(rest) {
                    if m & st.dice[d] != 0 {
                        cover |= bit(d);
                    }
                }
                if cover != 0 && best.is_none_or(|(_, c)| cover.count_ones() > c.count_ones()) {
                    best = Some((w, cover));
                }
            }
            let Some((w, cover)) = best else { break };
            let dice: Vec<String> = Bits(cover).map(|d| self.names.block(st.dice[d])).collect();
            let what = if cover.count_ones() == 1 {
                "the die"
            } else {
                "the dice"
            };
            clauses.push(if first {
                format!(
                    "{} keeps it off {what} with {}",
                    self.names.word(w),
                    and_list(&dice)
                )
            } else {
                format!("{} off {what} with {}", self.names.word(w), and_list(&dice))
            });
            first = false;
            words.push(w);
            rest &= !cover;
        }
        if full != 0 {
            let dice: Vec<String> = Bits(full).map(|d| self.names.block(st.dice[d])).collect();
            clauses.push(if full.count_ones() == 1 {
                format!("the die with {} is full", dice[0])
            } else {
                format!("the dice with {} are full", and_list(&dice))
            });
        }
        if case != 0 {
            let dice: Vec<String> = Bits(case).map(|d| self.names.block(st.dice[d])).collect();
            clauses.push(format!(
                "the cases above rule out the die with {}",
                join_list(&dice, "or")
            ));
        }
        (clause_list(&clauses), words)
    }

    /// Why letter `y` cannot go on die `d`, short: "C shares CRAB with A".
    fn why_not(&self, st: &State, y: usize, d: usize) -> (String, Option<usize>) {
        if self.excluded[y] & bit(d) != 0 {
            return (format!("{} was ruled out above", self.names.up(y)), None);
        }
        match self.link(st, y, d) {
            Some((w, z)) => (
                format!(
                    "{} shares {} with {}",
                    self.names.up(y),
                    self.names.word(w),
                    self.names.up(z)
                ),
                Some(w),
            ),
            None => (format!("{} cannot go there", self.names.up(y)), None),
        }
    }

    /// The first rule that fires in `st`, in order of simplicity.
    fn next_event(&self, st: &State) -> Option<Event> {
        self.last_letter(st)
            .or_else(|| self.one_die(st))
            .or_else(|| self.word_needs(st))
            .or_else(|| self.die_fills(st))
    }

    /// A word with one letter left puts it on the one die it has no letter on.
    fn last_letter(&self, st: &State) -> Option<Event> {
        let g = self.g;
        for (w, &m) in g.words.iter().enumerate() {
            let rest = m & st.unplaced;
            if rest.count_ones() != 1 {
                continue;
            }
            let x = rest.trailing_zeros() as usize;
            let left = g.all_dice & !g.word_dice(st, m);
            if left.count_ones() != 1 {
                continue;
            }
            let d = left.trailing_zeros() as usize;
            let others = self.names.list(m & !bit(x));
            if self.allowed(st, x) & bit(d) == 0 {
                let why = if st.full & bit(d) != 0 {
                    "that die is full".to_string()
                } else {
                    let (why, _) = self.why_not(st, x, d);
                    format!("{why}, which is on it")
                };
                return Some(Event::Fail {
                    text: format!(
                        "{} needs {} on {}, but {why}.",
                        self.names.word(w),
                        self.names.up(x),
                        self.die(st, d)
                    ),
                    short: format!(
                        "{} would have no die for {}",
                        self.names.word(w),
                        self.names.up(x)
                    ),
                    words: vec![w],
                });
            }
            let other_dice = if g.n == 2 {
                "the other die".to_string()
            } else {
                format!("the other {} dice", number_word(g.n - 1))
            };
            let verb = if g.n == 2 { "is" } else { "are" };
            return Some(Event::Place {
                kind: StepKind::LastLetter,
                moves: vec![(x, d)],
                text: format!(
                    "{} puts {} on {}: its {others} {verb} on {other_dice}.",
                    self.names.word(w),
                    self.names.up(x),
                    self.die(st, d)
                ),
                short: format!(
                    "{} would put {} with {}",
                    self.names.word(w),
                    self.names.up(x),
                    self.names.block(st.dice[d])
                ),
                words: vec![w],
            });
        }
        None
    }

    /// Letters in order: those in words first (in the order they appear), then the rest.
    fn letter_order(&self, st: &State) -> Vec<usize> {
        let mut seen = 0;
        let mut out = Vec::new();
        for &m in &self.g.words {
            for x in Bits(m & st.unplaced & !seen) {
                out.push(x);
            }
            seen |= m;
        }
        out.extend(Bits(st.unplaced & !seen));
        out
    }

    /// A letter barred from every die but one goes there.
    fn one_die(&self, st: &State) -> Option<Event> {
        for x in self.letter_order(st) {
            let a = self.allowed(st, x);
            if a == 0 {
                let (why, words) = self.reasons(st, x, self.g.all_dice);
                return Some(Event::Fail {
                    text: format!("{} has no die left: {why}.", self.names.up(x)),
                    short: format!("{} would have no die left", self.names.up(x)),
                    words,
                });
            }
            if a.count_ones() == 1 {
                let d = a.trailing_zeros() as usize;
                let (why, words) = self.reasons(st, x, self.g.all_dice & !a);
                return Some(Event::Place {
                    kind: StepKind::OneDie,
                    moves: vec![(x, d)],
                    text: format!(
                        "{} can only go on {}: {why}.",
                        self.names.up(x),
                        self.die(st, d)
                    ),
                    short: format!(
                        "{} could only go with {}",
                        self.names.up(x),
                        self.names.block(st.dice[d])
                    ),
                    words,
                });
            }
        }
        None
    }

    /// A word needs a letter on each die; if only one of its letters can go on a die, it does.
    fn word_needs(&self, st: &State) -> Option<Event> {
        let g = self.g;
        for (w, &m) in g.words.iter().enumerate() {
            let rest = m & st.unplaced;
            if rest == 0 {
                continue;
            }
            for d in Bits(g.all_dice & !g.word_dice(st, m)) {
                let cands: Mask = Bits(rest)
                    .filter(|&x| self.allowed(st, x) & bit(d) != 0)
                    .fold(0, |c, x| c | bit(x));
                if cands.count_ones() > 1 {
                    continue;
                }
                let mut words = vec![w];
                let mut why = Vec::new();
                for y in Bits(rest & !cands) {
                    let (t, w2) = self.why_not(st, y, d);
                    why.push(t);
                    words.extend(w2);
                }
                let why = clause_list(&why);
                if cands == 0 {
                    return Some(Event::Fail {
                        text: format!(
                            "{} needs a letter on {}, but none of {} can go there: {why}.",
                            self.names.word(w),
                            self.die(st, d),
                            self.names.list(rest)
                        ),
                        short: format!(
                            "{} would have no letter for the die with {}",
                            self.names.word(w),
                            self.names.block(st.dice[d])
                        ),
                        words,
                    });
                }
                let x = cands.trailing_zeros() as usize;
                if self.allowed(st, x).count_ones() == 1 {
                    continue; // the one-die rule says it more simply
                }
                return Some(Event::Place {
                    kind: StepKind::WordNeeds,
                    moves: vec![(x, d)],
                    text: format!(
                        "{} needs a letter on {}, and only {} can go there ({why}).",
                        self.names.word(w),
                        self.die(st, d),
                        self.names.up(x)
                    ),
                    short: format!(
                        "{} would need {} with {}",
                        self.names.word(w),
                        self.names.up(x),
                        self.names.block(st.dice[d])
                    ),
                    words,
                });
            }
        }
        None
    }

    /// A die with as many candidate letters as free faces takes them all.
    fn die_fills(&self, st: &State) -> Option<Event> {
        let g = self.g;
        for d in Bits(g.all_dice & !st.full) {
            let cap = st.cap[d] as usize;
            let cands: Mask = Bits(st.unplaced)
                .filter(|&x| self.allowed(st, x) & bit(d) != 0)
                .fold(0, |c, x| c | bit(x));
            let k = cands.count_ones() as usize;
            if k > cap {
                continue;
            }
            let faces = if cap == 1 {
                "one free face".to_string()
            } else {
                format!("{} free faces", number_word(cap))
            };
            if k < cap {
                let who = match k {
                    0 => "no letter left can go there".to_string(),
                    1 => format!("only {} can go there", self.names.list(cands)),
                    _ => format!("only {} can go there", self.names.list(cands)),
                };
                return Some(Event::Fail {
                    text: format!(
                        "{} still has {faces}, but {who}.",
                        capital(&self.die(st, d))
                    ),
                    short: format!(
                        "the die with {} could not be filled",
                        self.names.block(st.dice[d])
                    ),
                    words: Vec::new(),
                });
            }
            let loose = cands & !g.in_word;
            let note = match loose.count_ones() {
                0 => String::new(),
                1 => format!(" ({} is in no word)", self.names.list(loose)),
                _ => format!(" ({} are in no word)", self.names.list(loose)),
            };
            let text = if cap == 1 {
                format!(
                    "{} has one free face left, and {} is the only letter that can still go there{note}.",
                    capital(&self.die(st, d)),
                    self.names.list(cands)
                )
            } else {
                format!(
                    "{} has {faces} left, and only {} can still go there, so they all do{note}.",
                    capital(&self.die(st, d)),
                    self.names.list(cands)
                )
            };
            return Some(Event::Place {
                kind: StepKind::DieFills,
                moves: Bits(cands).map(|x| (x, d)).collect(),
                text,
                short: format!(
                    "{} would fill the die with {}",
                    self.names.list(cands),
                    self.names.block(st.dice[d])
                ),
                words: Vec::new(),
            });
        }
        None
    }

    /// Follows the rules from `st` silently: the short forms of the moves, and the dead end if
    /// one is reached.
    fn simulate(&self, mut st: State) -> (Vec<String>, Option<String>) {
        let mut shorts = Vec::new();
        for _ in 0..=self.g.l {
            match self.next_event(&st) {
                Some(Event::Place { moves, short, .. }) => {
                    for (x, d) in moves {
                        self.g.place(&mut st, x, d);
                    }
                    shorts.push(short);
                }
                Some(Event::Fail { short, .. }) => return (shorts, Some(short)),
                None => break,
            }
        }
        (shorts, None)
    }

    /// When the rules stall: a letter whose wrong dice can each be shown to fail. Returns
    /// Some(true) after a step, Some(false) if it proved there is no solution, None if nothing
    /// applies.
    fn case_split(&mut self, possible: &[Mask]) -> Option<bool> {
        let st = self.st.clone();
        let mut order: Vec<usize> = self.letter_order(&st);
        crate::sort::sort_by_key(&mut order, |&x| self.allowed(&st, x).count_ones());
        let mut fallback: Option<(usize, Mask)> = None;
        let mut chosen: Option<(usize, Mask, Vec<Chain>)> = None;
        for &x in &order {
            let a = self.allowed(&st, x);
            let pos = possible.get(x).copied().unwrap_or(0);
            // Only letters every solution puts on one die (or any letter when nothing fits):
            // ruling out some dice of a letter that stays open anyway is noise.
            let bad = a & !pos;
            if bad == 0 || pos.count_ones() > 1 {
                continue;
            }
            fallback.get_or_insert((x, bad));
            let mut chains = Vec::new();
            let mut all = true;
            for e in Bits(bad) {
                let mut trial = st.clone();
                self.g.place(&mut trial, x, e);
                let (shorts, fail) = self.simulate(trial);
                match fail {
                    Some(f) => chains.push((e, Some(chain_text(&shorts, &f)))),
                    None => {
                        all = false;
                        chains.push((e, None));
                    }
                }
            }
            if all {
                chosen = Some((x, bad, chains));
                break;
            }
        }
        let (x, bad, chains) = match chosen {
            Some(c) => c,
            None => {
                let (x, bad) = fallback?;
                (x, bad, Bits(bad).map(|e| (e, None)).collect())
            }
        };
        let parts: Vec<String> = if chains.iter().all(|(_, c)| c.is_none()) {
            let dice: Vec<String> = chains.iter().map(|(e, _)| self.die(&st, *e)).collect();
            vec![format!(
                "on {}, no way of placing the other letters works (checked case by case)",
                join_list(&dice, "or")
            )]
        } else {
            chains
                .iter()
                .map(|(e, c)| {
                    let on = self.die(&st, *e);
                    match c {
                        Some(c) => format!("on {on}, {c}"),
                        None => format!(
                            "on {on}, no way of placing the other letters works (checked case by case)"
                        ),
                    }
                })
                .collect()
        };
        let a = self.allowed(&st, x);
        let good = a & !bad;
        let up = self.names.up(x);
        if good == 0 {
            let text = format!("{up} fits on no die: {}.", parts.join("; "));
            self.push(StepKind::Cases, text, 0, None, Vec::new());
            return Some(false);
        }
        self.excluded[x] |= bad;
        self.st.barred[x] |= bad;
        if good.count_ones() == 1 {
            let d = good.trailing_zeros() as usize;
            let text = format!(
                "{up} must go on {}: {}.",
                self.die(&st, d),
                parts.join("; ")
            );
            self.g.place(&mut self.st, x, d);
            self.push(StepKind::Cases, text, bit(x), Some(d), Vec::new());
        } else {
            let dice: Vec<String> = Bits(bad).map(|e| self.names.block(st.dice[e])).collect();
            let text = format!(
                "{up} cannot go on the die with {}: {}.",
                join_list(&dice, "or"),
                parts.join("; ")
            );
            self.push(StepKind::Cases, text, 0, None, Vec::new());
        }
        Some(true)
    }

    /// Adds a closing sentence.
    pub fn summary(&mut self, text: String) {
        self.push(StepKind::Summary, text, 0, None, Vec::new());
    }
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
        None => String::new(),
    }
}

/// "if ..., A, B and then C": a chain of forced moves ending in a dead end.
fn chain_text(shorts: &[String], fail: &str) -> String {
    const SHOW: usize = 4;
    let mut parts: Vec<String> = Vec::new();
    if shorts.len() > SHOW + 1 {
        parts.extend(shorts[..SHOW].iter().cloned());
        parts.push(format!("{} more forced moves follow", shorts.len() - SHOW));
    } else {
        parts.extend(shorts.iter().cloned());
    }
    parts.push(fail.to_string());
    clause_list(&parts)
}

/// The sentences on what stays open, and the dice as the page draws them.
pub(crate) struct OpenReport {
    /// One sentence per undecided group.
    pub open: Vec<String>,
    /// Per die (sorted by their fixed letters): fixed letters, letters that may go there.
    pub dice: Vec<(String, String)>,
}

/// Describes what the solutions leave open. `possible` is, per letter, the dice it goes on in some
/// solution (anchored labelling); `solutions` all labelled solutions when they are known.
pub(crate) fn open_report(
    g: &Graph,
    names: &Names,
    possible: &[Mask],
    solutions: Option<&[Labels]>,
) -> OpenReport {
    let core: Vec<Mask> = (0..g.n)
        .map(|d| {
            (0..g.l)
                .filter(|&x| possible[x] == bit(d))
                .fold(0, |m, x| m | bit(x))
        })
        .collect();
    let open: Mask = (0..g.l)
        .filter(|&x| possible[x].count_ones() > 1)
        .fold(0, |m, x| m | bit(x));
    let die_name = |d: usize| -> String {
        if core[d] == 0 {
            "a die with no fixed letter".to_string()
        } else {
            format!("the die that holds {}", names.block(core[d]))
        }
    };
    let mut order: Vec<usize> = (0..g.n).collect();
    crate::sort::sort_by_key(&mut order, |&d| names.lower_set(core[d]));
    let dice = order
        .iter()
        .map(|&d| {
            let maybe = Bits(open)
                .filter(|&x| possible[x] & bit(d) != 0)
                .fold(0, |m, x| m | bit(x));
            (names.lower_set(core[d]), names.lower_set(maybe))
        })
        .collect();
    let mut sentences = Vec::new();
    let note = |x: usize| {
        if g.in_word & bit(x) == 0 {
            " (it is in no word)"
        } else {
            ""
        }
    };
    let dice_or = |m: Mask| -> String {
        let mut ds: Vec<usize> = Bits(m).collect();
        crate::sort::sort_by_key(&mut ds, |&d| names.lower_set(core[d]));
        if m == g.all_dice && g.n > 2 {
            return "any die".to_string();
        }
        if ds.len() <= 2 || ds.iter().any(|&d| core[d] == 0) {
            return join_list(&ds.iter().map(|&d| die_name(d)).collect::<Vec<_>>(), "or");
        }
        let blocks: Vec<String> = ds.iter().map(|&d| names.block(core[d])).collect();
        format!("one of the dice that hold {}", join_list(&blocks, "or"))
    };
    match solutions {
        Some(sols) if !sols.is_empty() => {
            for group in independent_groups(open, sols) {
                sentences.push(group_sentence(
                    g, names, group, sols, possible, &die_name, &dice_or, &note,
                ));
            }
        }
        _ => {
            // Only per-letter facts are known: group letters with the same possible dice.
            let mut done = 0;
            for x in Bits(open) {
                if done & bit(x) != 0 {
                    continue;
                }
                let same: Mask = Bits(open)
                    .filter(|&y| possible[y] == possible[x])
                    .fold(0, |m, y| m | bit(y));
                done |= same;
                let who = names.list(same);
                let s = if possible[x] == g.all_dice && g.n > 2 {
                    if same.count_ones() == 1 {
                        format!("{who} may go on any die.")
                    } else {
                        format!("{who} may each go on any die.")
                    }
                } else if same.count_ones() == 1 {
                    format!("{who} goes with {}.", dice_or(possible[x]))
                } else {
                    format!("{who} each go with {}.", dice_or(possible[x]))
                };
                sentences.push(s);
            }
        }
    }
    OpenReport {
        open: sentences,
        dice,
    }
}

/// The letters every solution puts on die `d`.
fn possible_core(g: &Graph, possible: &[Mask], d: usize) -> Mask {
    (0..g.l)
        .filter(|&x| possible[x] == bit(d))
        .fold(0, |m, x| m | bit(x))
}

/// The finest split of the open letters into groups whose placements are independent of each
/// other (the solutions are every combination of the groups' own options).
fn independent_groups(open: Mask, sols: &[Labels]) -> Vec<Mask> {
    let options = |m: Mask| -> usize {
        let mut seen: Vec<Vec<u8>> = sols
            .iter()
            .map(|s| Bits(m).map(|x| s[x]).collect())
            .collect();
        crate::sort::sort(&mut seen);
        seen.dedup();
        seen.len()
    };
    // Letters whose pair of placements is not every combination of their own are linked.
    let letters: Vec<usize> = Bits(open).collect();
    let single: Vec<usize> = letters.iter().map(|&x| options(bit(x))).collect();
    let mut group: Vec<Mask> = letters.iter().map(|&x| bit(x)).collect();
    let mut seen = [0u64; MAX_SYMBOLS];
    for i in 0..letters.len() {
        for j in i + 1..letters.len() {
            let (x, y) = (letters[i], letters[j]);
            seen.iter_mut().for_each(|m| *m = 0);
            for s in sols {
                seen[s[x] as usize] |= bit(s[y] as usize);
            }
            let pairs: usize = seen.iter().map(|m| m.count_ones() as usize).sum();
            if pairs != single[i] * single[j] {
                let joined = group[i] | group[j];
                for g in group.iter_mut() {
                    if *g & joined != 0 {
                        *g = joined;
                    }
                }
            }
        }
    }
    let mut groups: Vec<Mask> = Vec::new();
    for g in group {
        if !groups.contains(&g) {
            groups.push(g);
        }
    }
    // Pairwise independence can miss a link among three or more; then keep them together.
    let product = groups
        .iter()
        .try_fold(1usize, |p, &m| p.checked_mul(options(m)));
    if groups.len() > 1 && product != Some(options(open)) {
        return vec![open];
    }
    groups
}

#[allow(clippy::too_many_arguments)]
fn group_sentence(
    g: &Graph,
    names: &Names,
    group: Mask,
    sols: &[Labels],
    possible: &[Mask],
    die_name: &dyn Fn(usize) -> String,
    dice_or: &dyn Fn(Mask) -> String,
    note: &dyn Fn(usize) -> &'static str,
) -> String {
    let letters: Vec<usize> = Bits(group).collect();
    let mut opts: Vec<Vec<u8>> = sols
        .iter()
        .map(|s| letters.iter().map(|&x| s[x]).collect())
        .collect();
    crate::sort::sort(&mut opts);
    opts.dedup();
    let who = names.list(group);
    if letters.len() == 1 {
        let x = letters[0];
        return format!("{who}{} goes with {}.", note(x), dice_or(possible[x]));
    }
    if letters.len() == 2
        && opts.len() == 2
        && opts[0][0] == opts[1][1]
        && opts[0][1] == opts[1][0]
        && opts[0][0] != opts[0][1]
    {
        return format!(
            "{who} are on different dice; one of them goes with {}, the other with {}.",
            die_name(opts[0][0] as usize),
            die_name(opts[0][1] as usize)
        );
    }
    if opts.iter().all(|o| o.iter().all(|&d| d == o[0])) {
        let dice: Mask = opts.iter().fold(0, |m, o| m | bit(o[0] as usize));
        return format!("{who} are on the same die, which is {}.", dice_or(dice));
    }
    // k letters spread one to each of k dice, in every order.
    let k = letters.len();
    let dice: Mask = opts.iter().flatten().fold(0, |m, &d| m | bit(d as usize));
    let factorial = (1..=k).try_fold(1usize, |p, i| p.checked_mul(i));
    if dice.count_ones() as usize == k
        && Some(opts.len()) == factorial
        && opts
            .iter()
            .all(|o| o.iter().fold(0, |m, &d| m | bit(d as usize)) == dice)
    {
        let mut ds: Vec<usize> = Bits(dice).collect();
        crate::sort::sort_by_key(&mut ds, |&d| names.lower_set(possible_core(g, possible, d)));
        let blocks: Vec<String> = ds
            .iter()
            .map(|&d| names.block(possible_core(g, possible, d)))
            .collect();
        let loose = group & !g.in_word;
        let note = match loose.count_ones() {
            0 => String::new(),
            c if c as usize == k => " (none of them is in a word)".to_string(),
            _ => format!(" ({} in no word)", names.list(loose)),
        };
        return format!(
            "{who} go one to each of the dice that hold {}, in any of the {} orders{note}.",
            and_list(&blocks),
            opts.len()
        );
    }
    if opts.len() <= 4 {
        let ways: Vec<String> = opts
            .iter()
            .map(|o| {
                let mut by_die: Vec<(u8, Mask)> = Vec::new();
                for (i, &d) in o.iter().enumerate() {
                    match by_die.iter_mut().find(|(e, _)| *e == d) {
                        Some(e) => e.1 |= bit(letters[i]),
                        None => by_die.push((d, bit(letters[i]))),
                    }
                }
                and_list(
                    &by_die
                        .iter()
                        .map(|&(d, m)| format!("{} with {}", names.list(m), die_name(d as usize)))
                        .collect::<Vec<_>>(),
                )
            })
            .collect();
        return format!(
            "{who} go in one of {} ways: {}.",
            number_word(opts.len()),
            ways.join("; or ")
        );
    }
    let per: Vec<String> = letters
        .iter()
        .map(|&x| format!("{} with {}", names.up(x), dice_or(possible[x])))
        .collect();
    format!(
        "{who} can be placed in {} ways between them: {}.",
        opts.len(),
        per.join("; ")
    )
}
