//! Letter dice: given words rolled with n dice of f faces (one letter from each die per word),
//! find every way the letters can sit on the dice, count them exactly, explain the deduction a
//! person would follow, say what stays open and which extra word would settle it, and name a
//! small set of words that cannot hold together when nothing fits.
//!
//! The words make a conflict graph (letters of one word are on different dice); a solution
//! splits the letters into n groups of f with no conflict inside a group. Dice are
//! interchangeable: the first word's letters name the dice, so each solution is found once.

mod explain;
pub(crate) mod search;

use serde::Serialize;

use crate::budget::Budget;
pub use crate::count::Count;
use crate::dict::Dictionary;
use crate::error::{Error, Result};
use crate::letters::describe_char;
use crate::options::{CommandSpec, Opt, Reach, Values, LIMIT};
use explain::{and_list, Deducer, Names, Outcome};
pub use explain::{Step, StepKind};
use search::{bit, Bits, Counter, Graph, Labels, Mask, State, Steps, MAX_SYMBOLS};

/// The default number of dice.
pub const DEFAULT_DICE: usize = 4;
/// The default number of faces per die.
pub const DEFAULT_FACES: usize = 6;
/// The default alphabet.
pub const DEFAULT_ALPHABET: &str = "a-z";
/// The symbols left off the dice by default (when no alphabet is given).
pub const DEFAULT_ABSENT: &str = "qz";
/// The most distinct words accepted.
pub const MAX_WORDS: usize = 2_000;
/// The most characters of word input accepted.
pub const MAX_INPUT_CHARS: usize = 100_000;
/// Solutions are all enumerated (and explained in full) when there are at most this many;
/// above it they are counted without enumerating and listed in order up to the limit.
const ENUMERATE_ALL: usize = 5_000;

/// `dice WORD...`.
pub const WORDS: Opt = Opt::text("words", "Words", "WORD")
    .positional()
    .repeated()
    .help(
    "the words rolled (several words may share one value, separated by spaces, commas or lines)",
);
/// `--dice N`.
pub const DICE_COUNT: Opt = Opt::number("dice", "Dice", 1, MAX_SYMBOLS as u64)
    .default(DEFAULT_DICE as u64)
    .help("the number of dice");
/// `--faces F`.
pub const FACES: Opt = Opt::number("faces", "Faces", 1, MAX_SYMBOLS as u64)
    .default(DEFAULT_FACES as u64)
    .help("faces per die");
/// `--alphabet SYMBOLS`.
pub const ALPHABET: Opt = Opt::text("alphabet", "Alphabet", "SYMBOLS")
    .help("the symbols on the dice: letters and digits, ranges like a-z0-9 (default a-z)");
/// `--absent SYMBOLS`.
pub const ABSENT: Opt = Opt::text("absent", "Absent", "SYMBOLS")
    .help("symbols of the alphabet on no die (default Q and Z when no alphabet is given)");

/// `wordwright dice`.
pub static DICE: CommandSpec = CommandSpec {
    name: "dice",
    summary: "deduce which letters are on which die from words rolled with them (default 4 dice of 6, no Q or Z)",
    options: &[&WORDS, &DICE_COUNT, &FACES, &ALPHABET, &ABSENT, &LIMIT],
    reach: Reach::Everywhere,
};

/// A dice query.
#[derive(Debug, Clone, Default)]
pub struct DiceQuery {
    /// The rolled words. Each item may hold several words separated by spaces, commas or lines.
    pub words: Vec<String>,
    /// Number of dice (default 4).
    pub dice: Option<usize>,
    /// Faces per die (default 6).
    pub faces: Option<usize>,
    /// The symbols: letters and digits, ranges allowed (default `a-z`).
    pub alphabet: Option<String>,
    /// Symbols of the alphabet on no die (default `qz` when no alphabet is given, else none).
    pub absent: Option<String>,
    /// How many solutions to list (the count is always complete).
    pub limit: Option<usize>,
}

impl DiceQuery {
    /// The query from checked options.
    pub fn read(v: &Values) -> Result<DiceQuery> {
        Ok(DiceQuery {
            words: v.texts(&WORDS),
            dice: v.size(&DICE_COUNT),
            faces: v.size(&FACES),
            alphabet: v.text(&ALPHABET),
            absent: v.text(&ABSENT),
            limit: v.size(&LIMIT),
        })
    }
}

/// One die as the page draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DieView {
    /// Letters on this die in every solution.
    pub fixed: String,
    /// Letters that go on this die in some solutions but not all.
    pub open: String,
    /// Faces not taken by the fixed letters.
    pub free: usize,
}

/// The answer to a [`DiceQuery`].
#[derive(Debug, Clone, Serialize)]
pub struct DiceAnswer {
    /// How many sets of dice fit the words (exact when `complete`).
    pub count: Count,
    /// The sets of dice, each as n sorted strings in sorted order; sets sorted; at most `limit`.
    pub solutions: Vec<Vec<String>>,
    /// The deduction, one sentence per step.
    pub explanation: Vec<String>,
    /// One sentence per group of letters the words leave undecided.
    pub open: Vec<String>,
    /// A dictionary word that would leave exactly one set of dice, if there is one.
    pub suggest: Option<String>,
    /// When nothing fits: a small set of words that cannot hold together.
    pub conflict: Option<Vec<String>>,
    /// False when the step budget ran out (then `count` is a lower bound).
    pub complete: bool,
    /// Whether `solutions` was cut to the limit.
    pub truncated: bool,
    /// Why nothing fits, in one sentence (when count is 0).
    pub reason: Option<String>,
    /// The explanation as data: what each step places and which words it cites.
    pub steps: Vec<Step>,
    /// The dice as the page draws them: fixed letters and open letters per die.
    pub dice: Vec<DieView>,
}

/// A parsed puzzle.
#[derive(Debug, Clone)]
pub(crate) struct Puzzle {
    n: usize,
    f: usize,
    /// The symbols in use, sorted (lowercase bytes); letter i is `symbols[i]`.
    symbols: Vec<u8>,
    /// The distinct words, lowercase, in input order.
    words: Vec<String>,
    /// Each word as letter numbers.
    letters: Vec<Vec<u8>>,
}

/// Parses a symbol list: letters and digits, ranges such as `a-z` or `0-9`, spaces and commas
/// ignored. Symbols are lowercased.
fn parse_symbols(text: &str, what: &str) -> Result<Vec<u8>> {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() > 1000 {
        return Err(Error::too_large(format!(
            "{what} is {} characters long; the limit is 1000",
            chars.len()
        )));
    }
    let mut out: Vec<u8> = Vec::new();
    let mut push = |s: u8, pos: usize| -> Result<()> {
        if out.contains(&s) {
            return Err(Error::invalid(format!(
                "{what} has {} twice (at position {pos}); list each symbol once",
                crate::error::quote_char(s as char)
            )));
        }
        out.push(s);
        Ok(())
    };
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() || c == ',' {
            i += 1;
            continue;
        }
        if !c.is_ascii_alphanumeric() {
            return Err(Error::invalid(format!(
                "{what} has {} at position {}; use letters a-z, digits 0-9 and ranges like a-z",
                describe_char(c),
                i + 1
            )));
        }
        let from = c.to_ascii_lowercase() as u8;
        if chars.get(i + 1) == Some(&'-') {
            let Some(&t) = chars.get(i + 2).filter(|t| t.is_ascii_alphanumeric()) else {
                return Err(Error::invalid(format!(
                    "{what} has a range at position {} with no end; write it like a-z or 0-9",
                    i + 1
                )));
            };
            let to = t.to_ascii_lowercase() as u8;
            if from.is_ascii_digit() != to.is_ascii_digit() || to < from {
                return Err(Error::invalid(format!(
                    "{what} has the range {c}-{t} at position {}; a range goes up within letters or within digits, like a-z or 0-9",
                    i + 1
                )));
            }
            for s in from..=to {
                push(s, i + 1)?;
            }
            i += 3;
        } else {
            push(from, i + 1)?;
            i += 1;
        }
    }
    Ok(out)
}

/// Splits word input: each item may hold several words separated by spaces, commas or lines.
fn split_words(items: &[String]) -> Result<Vec<String>> {
    let total: usize = items.iter().map(|s| s.chars().count()).sum();
    if total > MAX_INPUT_CHARS {
        return Err(Error::too_large(format!(
            "the words are {total} characters in all; the limit is {MAX_INPUT_CHARS}"
        )));
    }
    Ok(crate::options::split_list(items))
}

/// The settings of a query checked as the solver checks them: the number of dice, the faces
/// per die, the symbols on the dice (sorted) and the absent ones. Always inlined: in the page's
/// wasm module its one caller is the solver's parser, and as a function of its own it cost 1.5 KB
/// gzip there (code layout: 198.6 KB against 200.2 KB measured).
#[inline(always)]
pub fn settings(q: &DiceQuery) -> Result<(usize, usize, Vec<u8>, Vec<u8>)> {
    // The reader keeps --dice and --faces within 1..=MAX_SYMBOLS; a query built in code
    // is clamped there too, so the search's bit sets always fit.
    let n: usize = DICE_COUNT.or_default(q.dice).clamp(1, MAX_SYMBOLS);
    let f: usize = FACES.or_default(q.faces).clamp(1, MAX_SYMBOLS);
    let alphabet = parse_symbols(
        q.alphabet.as_deref().unwrap_or(DEFAULT_ALPHABET),
        "the alphabet",
    )?;
    if alphabet.is_empty() {
        return Err(Error::invalid(
            "the alphabet is empty; give symbols such as a-z or a-z0-9",
        ));
    }
    let default_absent = if q.alphabet.is_none() {
        DEFAULT_ABSENT
    } else {
        ""
    };
    let absent = parse_symbols(
        q.absent.as_deref().unwrap_or(default_absent),
        "the absent list",
    )?;
    for &s in &absent {
        if !alphabet.contains(&s) {
            return Err(Error::invalid(format!(
                "the absent symbol {} is not in the alphabet; list only symbols of the alphabet",
                crate::error::quote_char(s as char)
            )));
        }
    }
    let mut symbols: Vec<u8> = alphabet
        .iter()
        .copied()
        .filter(|s| !absent.contains(s))
        .collect();
    crate::sort::sort(&mut symbols);
    if n * f != symbols.len() {
        let absent_text = if absent.is_empty() {
            String::new()
        } else {
            format!(
                " without {}",
                and_list(
                    &absent
                        .iter()
                        .map(|&s| (s as char).to_string())
                        .collect::<Vec<_>>()
                )
            )
        };
        let (dice, hold) = if n == 1 {
            ("die", "holds")
        } else {
            ("dice", "hold")
        };
        return Err(Error::invalid(format!(
            "{n} {dice} of {f} faces {hold} {} symbols, but the alphabet{absent_text} has {}; \
                 make them match with --dice, --faces, --alphabet or --absent",
            n * f,
            symbols.len()
        )));
    }
    Ok((n, f, symbols, absent))
}

impl Puzzle {
    fn parse(q: &DiceQuery) -> Result<Puzzle> {
        let (n, f, symbols, absent) = settings(q)?;
        let raw = split_words(&q.words)?;
        let mut words: Vec<String> = Vec::new();
        let mut letters: Vec<Vec<u8>> = Vec::new();
        for (k, w) in raw.iter().enumerate() {
            let mut ls = Vec::new();
            for (pos, c) in w.chars().enumerate() {
                let lc = c.to_ascii_lowercase();
                let found = lc
                    .is_ascii()
                    .then(|| symbols.iter().position(|&s| s == lc as u8))
                    .flatten();
                match found {
                    Some(i) => ls.push(i as u8),
                    None => {
                        let why = if lc.is_ascii() && absent.contains(&(lc as u8)) {
                            "which is on no die (it is absent)".to_string()
                        } else {
                            "which is not in the alphabet".to_string()
                        };
                        let what = if c.is_ascii_graphic() {
                            crate::error::quote_char(c)
                        } else {
                            describe_char(c)
                        };
                        return Err(Error::invalid(format!(
                            "word {} ({}) has {what} at position {}, {why}",
                            k + 1,
                            crate::error::quote(w),
                            pos + 1
                        )));
                    }
                }
            }
            if ls.len() != n {
                return Err(Error::invalid(format!(
                    "word {} ({}) has {}; with {} every word has {n}, one from each die",
                    k + 1,
                    crate::error::quote(w),
                    crate::quote::plural(ls.len(), "symbol"),
                    if n == 1 {
                        "1 die".to_string()
                    } else {
                        format!("{n} dice")
                    }
                )));
            }
            let lower: String = w.to_ascii_lowercase();
            if !words.contains(&lower) {
                if words.len() == MAX_WORDS {
                    return Err(Error::too_large(format!(
                        "more than {MAX_WORDS} different words; the limit is {MAX_WORDS}"
                    )));
                }
                words.push(lower);
                letters.push(ls);
            }
        }
        if words.is_empty() {
            return Err(Error::invalid(
                "give the rolled words, such as sale fens axes wars",
            ));
        }
        Ok(Puzzle {
            n,
            f,
            symbols,
            words,
            letters,
        })
    }

    fn names(&self) -> Names<'_> {
        Names {
            symbols: &self.symbols,
            words: &self.words,
        }
    }

    /// A labelled solution as sorted dice strings in sorted order.
    fn canonical(&self, labels: &Labels) -> Vec<String> {
        let mut dice = vec![String::new(); self.n];
        for (x, &s) in self.symbols.iter().enumerate() {
            if let Some(d) = dice.get_mut(labels[x] as usize) {
                d.push(s as char);
            }
        }
        crate::sort::sort(&mut dice);
        dice
    }
}

/// Solves a dice query.
pub fn solve(dict: &Dictionary, q: &DiceQuery, budget: &mut Budget) -> Result<DiceAnswer> {
    let limit = LIMIT.or_default(q.limit);
    let p = Puzzle::parse(q)?;
    let mut answer = DiceAnswer {
        count: Count(0),
        solutions: Vec::new(),
        explanation: Vec::new(),
        open: Vec::new(),
        suggest: None,
        conflict: None,
        complete: true,
        truncated: false,
        reason: None,
        steps: Vec::new(),
        dice: Vec::new(),
    };

    // A word with a repeated letter cannot be rolled: its letters come from different dice.
    for (w, ls) in p.letters.iter().enumerate() {
        if let Some(i) = (1..ls.len()).find(|&i| ls[..i].contains(&ls[i])) {
            let x = (p.symbols[ls[i] as usize] as char).to_ascii_uppercase();
            let text = format!(
                "{} has {x} twice, but a word takes one letter from each of the {} dice, so its letters all differ.",
                p.words[w].to_ascii_uppercase(),
                explain::number_word(p.n)
            );
            answer.reason = Some(text.clone());
            answer.conflict = Some(vec![p.words[w].clone()]);
            answer.steps.push(Step {
                kind: StepKind::DeadEnd,
                text: text.clone(),
                letters: String::new(),
                die: None,
                words: vec![p.words[w].clone()],
            });
            answer.explanation.push(text);
            return Ok(answer);
        }
    }

    let g = Graph::new(p.n, p.f, &p.letters);
    let root = g.anchored(&p.letters[0]);

    // Enumerate while there are few solutions; count without enumerating when there are many.
    let mut all: Vec<Labels> = Vec::new();
    let enumerated = g.enumerate(&root, budget, &mut |s| {
        all.push(s.die_of);
        all.len() <= ENUMERATE_ALL
    });
    let mut possible: Option<Vec<Mask>> = None;
    let known_all: bool;
    match enumerated {
        Err(_) => {
            // Out of steps: report what was found.
            answer.complete = false;
            answer.count = Count(all.len() as u128);
            known_all = false;
            list_found(&p, &all, limit, &mut answer);
        }
        Ok(_) if all.len() <= ENUMERATE_ALL => {
            known_all = true;
            answer.count = Count(all.len() as u128);
            possible = Some(possible_from(&g, &all));
            list_found(&p, &all, limit, &mut answer);
        }
        Ok(_) => {
            known_all = false;
            match Counter::new(&g).count(&root, budget) {
                Ok(Some(c)) => answer.count = Count(c),
                _ => {
                    answer.complete = false;
                    answer.count = Count(all.len() as u128);
                }
            }
            if answer.complete && answer.count.0 <= (limit as u128).saturating_mul(8) {
                // Most of them are to be listed anyway: enumerate them all and sort.
                all.clear();
                if g.enumerate(&root, budget, &mut |s| {
                    all.push(s.die_of);
                    true
                })
                .is_err()
                {
                    answer.complete = false;
                }
                list_found(&p, &all, limit, &mut answer);
            } else {
                // Build the first `limit` in sorted order directly.
                match search::list_in_order(&g, limit, budget) {
                    Ok(list) => answer.solutions = list.iter().map(|s| p.canonical(s)).collect(),
                    Err(_) => {
                        answer.complete = false;
                        list_found(&p, &all, limit, &mut answer);
                    }
                }
            }
            answer.truncated = answer.count.0 > answer.solutions.len() as u128;
            if answer.complete {
                possible = possible_by_search(&g, &root, budget).ok();
                if possible.is_none() {
                    answer.complete = false;
                }
            }
        }
    }

    if answer.count.0 == 0 && answer.complete {
        explain_conflict(&p, budget, &mut answer);
        return Ok(answer);
    }

    let mut deducer = Deducer::new(&g, p.names(), &p.letters[0]);
    let outcome = deducer.run(possible.as_deref());
    if outcome == Outcome::Solved {
        let dice = p.canonical(&deducer.state().die_of);
        let text = format!(
            "So the dice are {}.",
            and_list(
                &dice
                    .iter()
                    .map(|d| d.to_ascii_uppercase())
                    .collect::<Vec<_>>()
            )
        );
        deducer.summary(text);
    } else if answer.complete {
        if let Some(pos) = &possible {
            let report = explain::open_report(
                &g,
                &p.names(),
                pos,
                if known_all { Some(&all) } else { None },
            );
            answer.open = report.open;
            answer.dice = report
                .dice
                .into_iter()
                .map(|(fixed, open)| DieView {
                    free: p.f.saturating_sub(fixed.len()),
                    fixed,
                    open,
                })
                .collect();
        }
        if known_all {
            answer.suggest = suggest(dict, &p, &all, budget);
        }
        let mut text = format!(
            "The words fix nothing more: {} sets of dice fit them; see what stays open.",
            answer.count.grouped()
        );
        if let Some(w) = &answer.suggest {
            text.push_str(&format!(
                " The word {} would settle it: it fits only one of them.",
                w.to_ascii_uppercase()
            ));
        }
        deducer.summary(text);
    } else if answer.count.0 == 0 {
        // Not "none fits": none was found in the budget, and the words may still have dice.
        let text = "The step budget ran out before any set of dice was found; raise --budget for the full answer.";
        answer.reason = Some(text.to_string());
        deducer.summary(text.to_string());
    } else {
        deducer.summary(format!(
            "The step budget ran out: at least {} sets of dice fit; raise --budget for the full answer.",
            answer.count
        ));
    }
    if answer.dice.is_empty() && outcome == Outcome::Solved {
        let st = deducer.state();
        let mut dice: Vec<DieView> = (0..p.n)
            .map(|d| DieView {
                fixed: p.names_lower(st.dice[d]),
                open: String::new(),
                free: 0,
            })
            .collect();
        crate::sort::sort_by(&mut dice, |a, b| a.fixed.cmp(&b.fixed));
        answer.dice = dice;
    }
    answer.explanation = deducer.steps.iter().map(|s| s.text.clone()).collect();
    answer.steps = deducer.steps;
    Ok(answer)
}

/// The exact count by the counting search alone (never by enumeration), for tests that compare
/// it with the baseline on small puzzles. None if out of steps or for a repeated-letter word.
#[doc(hidden)]
pub fn count_by_counter(q: &DiceQuery, budget: &mut Budget) -> Result<Option<u128>> {
    let p = Puzzle::parse(q)?;
    if p.letters
        .iter()
        .any(|ls| (1..ls.len()).any(|i| ls[..i].contains(&ls[i])))
    {
        return Ok(None);
    }
    let g = Graph::new(p.n, p.f, &p.letters);
    Ok(Counter::new(&g)
        .count(&g.anchored(&p.letters[0]), budget)
        .ok()
        .flatten())
}

/// The first `limit` solutions in sorted order by the ordered listing alone, for tests. None if
/// out of steps.
#[doc(hidden)]
pub fn list_by_order(
    q: &DiceQuery,
    limit: usize,
    budget: &mut Budget,
) -> Result<Option<Vec<Vec<String>>>> {
    let p = Puzzle::parse(q)?;
    let g = Graph::new(p.n, p.f, &p.letters);
    Ok(search::list_in_order(&g, limit, budget)
        .ok()
        .map(|l| l.iter().map(|s| p.canonical(s)).collect()))
}

impl Puzzle {
    fn names_lower(&self, m: Mask) -> String {
        Bits(m).map(|x| self.symbols[x] as char).collect()
    }
}

/// Lists the given labelled solutions in sorted form, up to `limit`.
fn list_found(p: &Puzzle, all: &[Labels], limit: usize, answer: &mut DiceAnswer) {
    let mut sols: Vec<Vec<String>> = all.iter().map(|s| p.canonical(s)).collect();
    crate::sort::sort(&mut sols);
    sols.dedup();
    answer.truncated = sols.len() > limit;
    sols.truncate(limit);
    answer.solutions = sols;
}

/// Per letter, the dice it is on in some of the solutions.
fn possible_from(g: &Graph, all: &[Labels]) -> Vec<Mask> {
    let mut out = vec![0; g.l];
    for s in all {
        for (x, m) in out.iter_mut().enumerate() {
            *m |= bit(s[x] as usize);
        }
    }
    out
}

/// Per letter, the dice it is on in some solution, by searching for one solution per pair (each
/// solution found marks all its pairs).
fn possible_by_search(g: &Graph, root: &State, budget: &mut Budget) -> Steps<Vec<Mask>> {
    let mut out = vec![0; g.l];
    let mut start = root.clone();
    if !g.propagate(&mut start) {
        return Ok(out);
    }
    for x in 0..g.l {
        for d in Bits(g.allowed(&start, x)) {
            if out[x] & bit(d) != 0 {
                continue;
            }
            let mut st = start.clone();
            if st.unplaced & bit(x) != 0 {
                g.place(&mut st, x, d);
            } else if st.die_of[x] as usize != d {
                continue;
            }
            if let Some(s) = g.find_one(&st, budget)? {
                for (y, m) in out.iter_mut().enumerate() {
                    *m |= bit(s.die_of[y] as usize);
                }
            }
        }
        if start.unplaced & bit(x) == 0 {
            out[x] |= bit(start.die_of[x] as usize);
        }
    }
    Ok(out)
}

/// The most common dictionary word of n letters that fits exactly one of the solutions.
fn suggest(dict: &Dictionary, p: &Puzzle, all: &[Labels], budget: &mut Budget) -> Option<String> {
    if all.len() < 2 {
        return None;
    }
    let mut index = [u8::MAX; 128];
    for (i, &s) in p.symbols.iter().enumerate() {
        index[s as usize] = i as u8;
    }
    // For each pair of letters, the solutions (one bit each) that put them on the same die: a
    // word fits the solutions outside the union of its pairs' sets.
    let l = p.symbols.len();
    let blocks = all.len().div_ceil(64);
    let mut same = vec![0u64; l * l * blocks];
    for (k, s) in all.iter().enumerate() {
        for x in 0..l {
            for y in x + 1..l {
                if s[x] == s[y] {
                    same[(x * l + y) * blocks + k / 64] |= 1 << (k % 64);
                }
            }
        }
    }
    if !budget.spend((l * l * all.len() / 64) as u64) {
        return None;
    }
    let mut ids: Vec<u32> = dict.ids_with_len(p.n).to_vec();
    crate::sort::sort_by_key(&mut ids, |&id| (dict.rank(id), id));
    let mut clash = vec![0u64; blocks];
    for id in ids {
        if !budget.spend(1 + (p.n * p.n * blocks) as u64 / 16) {
            return None;
        }
        let w = dict.bytes(id);
        let mut ls = [0usize; MAX_SYMBOLS];
        let mut mask = 0u64;
        let mut ok = true;
        for (i, &b) in w.iter().enumerate() {
            let x = index.get(b as usize).copied().unwrap_or(u8::MAX);
            if x == u8::MAX || mask & bit(x as usize) != 0 {
                ok = false;
                break;
            }
            mask |= bit(x as usize);
            ls[i] = x as usize;
        }
        if !ok || p.words.iter().any(|g| g.as_bytes() == w) {
            continue;
        }
        clash.iter_mut().for_each(|c| *c = 0);
        let ls = &mut ls[..p.n];
        crate::sort::sort(ls);
        for i in 0..p.n {
            for j in i + 1..p.n {
                let at = (ls[i] * l + ls[j]) * blocks;
                for (c, s) in clash.iter_mut().zip(&same[at..at + blocks]) {
                    *c |= s;
                }
            }
        }
        let fits = all.len() - clash.iter().map(|c| c.count_ones() as usize).sum::<usize>();
        if fits == 1 {
            return Some(dict.word(id).to_string());
        }
    }
    None
}

/// Whether the words `ws` (indices into the puzzle) have a solution; None if out of steps.
fn satisfiable(p: &Puzzle, ws: &[usize], budget: &mut Budget) -> Option<bool> {
    let Some(&first) = ws.first() else {
        return Some(true);
    };
    let letters: Vec<Vec<u8>> = ws.iter().map(|&w| p.letters[w].clone()).collect();
    let g = Graph::new(p.n, p.f, &letters);
    let root = g.anchored(&p.letters[first]);
    g.find_one(&root, budget).ok().map(|s| s.is_some())
}

/// Nothing fits: finds a minimal set of words that cannot hold together (dropping words one at a
/// time, latest first, while the rest still fails) and explains why they clash.
fn explain_conflict(p: &Puzzle, budget: &mut Budget, answer: &mut DiceAnswer) {
    let mut keep: Vec<usize> = (0..p.words.len()).collect();
    for w in (0..p.words.len()).rev() {
        let trial: Vec<usize> = keep.iter().copied().filter(|&k| k != w).collect();
        match satisfiable(p, &trial, budget) {
            Some(false) => keep = trial,
            Some(true) => {}
            None => break, // out of steps: the set so far still cannot hold together
        }
    }
    let words: Vec<String> = keep.iter().map(|&w| p.words[w].clone()).collect();
    let letters: Vec<Vec<u8>> = keep.iter().map(|&w| p.letters[w].clone()).collect();
    let g = Graph::new(p.n, p.f, &letters);
    let names = Names {
        symbols: &p.symbols,
        words: &words,
    };
    let mut deducer = Deducer::new(&g, names, &letters[0]);
    let none = vec![0; g.l];
    deducer.run(Some(&none));
    let upper: Vec<String> = words.iter().map(|w| w.to_ascii_uppercase()).collect();
    answer.reason = Some(if words.len() == 1 {
        format!("No set of dice fits: {} cannot be rolled.", upper[0])
    } else {
        format!(
            "No set of dice fits: {} cannot all be rolled with the same dice.",
            and_list(&upper)
        )
    });
    answer.explanation = deducer.steps.iter().map(|s| s.text.clone()).collect();
    answer.steps = deducer.steps;
    answer.conflict = Some(words);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_and_ranges() {
        assert_eq!(parse_symbols("a-e", "x").unwrap(), b"abcde");
        assert_eq!(parse_symbols("A-C0-2", "x").unwrap(), b"abc012");
        assert_eq!(parse_symbols("q, z", "x").unwrap(), b"qz");
        assert!(parse_symbols("a-a-", "x").is_err());
        assert!(parse_symbols("z-a", "x")
            .unwrap_err()
            .message
            .contains("range"));
        assert!(parse_symbols("a-9", "x").is_err());
        assert!(parse_symbols("abca", "x")
            .unwrap_err()
            .message
            .contains("twice"));
        assert!(parse_symbols("ab#", "x")
            .unwrap_err()
            .message
            .contains("position 3"));
    }

    #[test]
    fn multinomials() {
        // 24 letters on 4 unlabelled dice of 6: 24! / (6!^4 4!).
        assert_eq!(search::multinomial(24, &[], 4, 6), Some(96_197_645_544));
        assert_eq!(search::multinomial(4, &[2, 2], 0, 2), Some(6));
        assert_eq!(search::multinomial(3, &[2, 2], 0, 2), Some(0));
    }
}
