//! Symbol to letter assignment: rows of symbols (slot-machine stickers, emoji, anything) or the
//! words of a cryptogram, and every way to give distinct symbols distinct letters so that each
//! row spells a dictionary word.
//!
//! `parse.rs` turns the query into a [`Puzzle`] (symbols numbered in order of first appearance,
//! rows as symbol numbers, known letters). Each distinct row gets its candidate words
//! (`candidates.rs`): the dictionary words of its length with its pattern of repeated symbols
//! (`club star club` needs a word like `did`, `eye`, `tot`) and the known letters. The search
//! (`search.rs`) then fixes the row with the fewest candidates left, keeps every other row's
//! candidates consistent with the letters fixed so far, and checks with a bipartite matching
//! that the symbols still free can take distinct letters. When nothing fits, `explain.rs` finds
//! a small set of rows that cannot all be words at once. Nothing here enumerates letters symbol
//! by symbol; that is the reference solver in `reference::assign`.
//!
//! This file holds the query and answer types and [`solve`], which drives those steps.

pub(crate) mod archaic;
pub(crate) mod candidates;
mod explain;
mod parse;
mod search;

use std::collections::BinaryHeap;
use std::rc::Rc;

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

use crate::budget::Budget;
use crate::dict::abbreviations::ABBREVIATIONS;
use crate::dict::{Dictionary, Spelling};
use crate::error::{Error, Result};
use crate::options::{CommandSpec, Opt, Reach, Values, LIMIT};
use crate::rank::{
    Cost, Letters, PairsRef, Part, Scorer, Token, WordCosts, LETTERS, OUTSIDE, WORD_COSTS,
};
pub use archaic::ARCHAIC;
pub use candidates::{
    contraction_fits, loosen_long_endings, settle_long_endings, Prepared, CONTRACTION_SUFFIXES,
};
use parse::letter_char;
pub use parse::{parse, Puzzle, Row, RowKind};
use search::{Outcome, MAX_ROW_LEN, MAX_SYMBOLS};

/// The most symbols in one row.
pub const MAX_ROW_SYMBOLS: usize = MAX_ROW_LEN;
/// The most rows (or cryptogram words).
pub const MAX_ROWS: usize = 1000;
/// The longest symbol name, in characters.
pub const MAX_SYMBOL_CHARS: usize = 40;
/// The longest cryptogram text, in characters.
pub const MAX_CRYPTO_CHARS: usize = 20_000;
/// The most distinct symbols with `--share` (without it, more than 26 is simply impossible).
pub const MAX_SHARED_SYMBOLS: usize = MAX_SYMBOLS;
/// The most candidate words over all distinct rows (the search keeps 8 bytes for each).
pub const MAX_CANDIDATES: usize = 10_000_000;
/// The largest `--nonwords`.
pub const MAX_NONWORDS: usize = 10;

/// `--row "SYM SYM ..."`.
pub const ROW: Opt = Opt::text("row", "Rows", "\"SYM SYM ...\"")
    .symbols()
    .repeated()
    .help("a row of symbols separated by spaces or commas, which must spell a word");
/// `--file ROWS.txt` (the command line reads its lines as rows).
pub const FILE: Opt = Opt::path("file", "ROWS.txt").help("a file of rows, one per line");
/// `--crypto TEXT`.
pub const CRYPTO: Opt = Opt::text("crypto", "Ciphertext", "TEXT")
    .help("a cryptogram: each word is a row whose symbols are its letters");
/// `--known SYM=LETTER`.
pub const KNOWN: Opt = Opt::text("known", "Known letters", "SYM=LETTER")
    .symbols()
    .repeated()
    .help("a symbol whose letter is known, like cherry=f (X=e in a cryptogram); several may go in one value, separated by commas or spaces");
/// `--share`.
pub const SHARE: Opt = Opt::switch("share", "Let two symbols share a letter")
    .help("let different symbols share a letter");
/// `--allow-self`.
pub const ALLOW_SELF: Opt = Opt::switch("allow-self", "Let a letter stand for itself")
    .help("in a cryptogram, let a letter stand for itself");
/// `--nonwords K`.
pub const NONWORDS: Opt = Opt::number("nonwords", "Rows that may be names", 0, MAX_NONWORDS as u64)
    .default(0)
    .help("how many rows may be left as non-words (names)");

/// `wordwright assign`.
pub static ASSIGN: CommandSpec = CommandSpec {
    name: "assign",
    summary:
        "give symbols distinct letters so that every row spells a word (stickers, cryptograms)",
    options: &[
        &ROW,
        &FILE,
        &CRYPTO,
        &KNOWN,
        &SHARE,
        &ALLOW_SELF,
        &NONWORDS,
        &LIMIT,
    ],
    reach: Reach::Everywhere,
};

/// A symbol-assignment query.
#[derive(Debug, Clone, Default)]
pub struct AssignQuery {
    /// Rows of symbols, each symbols separated by spaces (`--row`, repeatable; the CLI adds the
    /// lines of `--file`).
    pub row: Vec<String>,
    /// Cryptogram mode: the ciphertext; each word is a row whose symbols are its letters.
    pub crypto: Option<String>,
    /// Known letters, `SYM=LETTER` (`cherry=f`, or `X=e` in a cryptogram).
    pub known: Vec<String>,
    /// Let different symbols share a letter.
    pub share: bool,
    /// Cryptogram mode: let a letter stand for itself.
    pub allow_self: bool,
    /// How many rows may be left as non-words (names); default 0.
    pub nonwords: Option<usize>,
    /// How many solutions to list (the count is complete when the search is).
    pub limit: Option<usize>,
}

impl AssignQuery {
    /// The query from checked options (the command line has already turned `--file` into
    /// rows).
    pub fn read(v: &Values) -> Result<AssignQuery> {
        Ok(AssignQuery {
            row: v.texts(&ROW),
            crypto: v.text(&CRYPTO),
            known: v.texts(&KNOWN),
            share: v.switch(&SHARE),
            allow_self: v.switch(&ALLOW_SELF),
            nonwords: v.size(&NONWORDS),
            limit: v.size(&LIMIT),
        })
    }
}

/// A map from symbols to values that keeps the symbols' order in JSON.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SymbolMap<T>(pub Vec<(String, T)>);

impl<T: Serialize> Serialize for SymbolMap<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

impl<T> SymbolMap<T> {
    /// The value for `symbol`, if any.
    pub fn get(&self, symbol: &str) -> Option<&T> {
        self.0.iter().find(|(k, _)| k == symbol).map(|(_, v)| v)
    }
}

/// One solution.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Solution {
    /// Symbol -> letter. A symbol that occurs only in rows left as non-words, or only in words
    /// that are not looked up ([`RowKind::Unchecked`]), has no letter and is missing here (it
    /// shows as `?` in `words`).
    pub assignment: SymbolMap<String>,
    /// The word each row spells, in row order.
    pub words: Vec<String>,
    /// Rows (1-based) that are not dictionary words in this solution (with `--nonwords`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub nonwords: Vec<usize>,
    /// Cryptogram mode: the whole text deciphered, punctuation kept.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plaintext: Option<String>,
    /// -log10 of how likely the solution is (lower first): a cryptogram's plaintext as a
    /// sentence (words, word pairs, set phrases), symbol rows by their words alone.
    pub cost: Cost,
    /// The parts of `cost`.
    pub why: Vec<Part>,
}

/// What the page shows about each row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RowSummary {
    /// The row as given.
    pub text: String,
    /// How many dictionary words fit the row's pattern and the known letters before the search
    /// (None for a row that is not looked up).
    pub candidates: Option<usize>,
}

/// The answer to an [`AssignQuery`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AssignAnswer {
    /// How many solutions exist (found so far when `complete` is false).
    pub count: usize,
    /// False when the step budget ran out.
    pub complete: bool,
    /// Solutions, most likely first (see [`Solution::cost`]); at most `limit`.
    pub solutions: Vec<Solution>,
    /// Whether `solutions` was cut to the limit.
    pub truncated: bool,
    /// The distinct symbols, in order of first appearance.
    pub symbols: Vec<String>,
    /// The rows with their candidate counts.
    pub rows: Vec<RowSummary>,
    /// Symbols with the same letter in every solution found: forced when `complete`; when not,
    /// the same in the solutions counted and listed, which does not prove it forced.
    pub forced: SymbolMap<String>,
    /// Symbols whose letter differs between solutions, with the letters seen (`?`: no letter
    /// in some solution).
    pub varies: SymbolMap<Vec<String>>,
    /// Why there is no solution (None when there is one).
    pub reason: Option<String>,
    /// The smallest set of rows (1-based) found that cannot all be words at once.
    pub conflict: Vec<usize>,
    /// How many of `solutions` are cryptogram plaintexts with a word outside the dictionary
    /// (without `--nonwords`): listed and ranked, but not in `count`, `forced` or `varies`.
    pub uncounted: usize,
    /// Whether a listed plaintext holds a name of the names tier's UKACD level (SCOWL's level-80
    /// lists), whose notice the answer then carries (a note, not a field).
    #[serde(skip)]
    pub ukacd_names: bool,
    /// The words of other spellings the listed plaintexts hold (each once, in order), and the
    /// spelling that has them all at the level in use (`any` when no one spelling does): a note
    /// says so, not a field.
    #[serde(skip)]
    pub spelled_otherwise: Option<(Vec<String>, Spelling)>,
}

/// Solves a query, ranking by words alone (no pair data, no names).
pub fn solve(dict: &Dictionary, q: &AssignQuery, budget: &mut Budget) -> Result<AssignAnswer> {
    solve_ranked(dict, None, Beyond::default(), q, budget)
}

/// Where a cryptogram's plaintext may find words outside the dictionary in use.
#[derive(Debug, Clone, Copy, Default)]
pub struct Beyond<'a> {
    /// The names tier (names and old forms).
    pub names: Option<&'a Dictionary>,
    /// A dictionary of every spelling (the full one) and the level in use: its words of other
    /// spellings at that level (labour and marvellous beside a US dictionary).
    pub spellings: Option<(&'a Dictionary, u8)>,
}

impl<'a> Beyond<'a> {
    /// From the shared dictionaries a command has at hand.
    pub fn of(
        names: Option<&'a Rc<Dictionary>>,
        spellings: Option<&'a (Rc<Dictionary>, u8)>,
    ) -> Beyond<'a> {
        Beyond {
            names: names.map(|d| &**d),
            spellings: spellings.map(|(d, level)| (&**d, *level)),
        }
    }
}

/// Solves a query, ranking cryptogram solutions with the word-pair data when there is some,
/// and reading a cryptogram's words outside the dictionary as the names and the other
/// spellings of `beyond` when it has them.
pub fn solve_ranked(
    dict: &Dictionary,
    pairs: Option<PairsRef>,
    beyond: Beyond,
    q: &AssignQuery,
    budget: &mut Budget,
) -> Result<AssignAnswer> {
    let limit = LIMIT.or_default(q.limit);
    let puzzle = parse(q)?;
    solve_puzzle(dict, pairs, beyond, &puzzle, limit, budget)
}

/// Solves a parsed puzzle, listing at most `limit` solutions, most likely first: a cryptogram's
/// by how likely its plaintext is as a sentence, symbol rows by how common their words are.
pub fn solve_puzzle(
    dict: &Dictionary,
    pairs: Option<PairsRef>,
    beyond: Beyond,
    puzzle: &Puzzle,
    limit: usize,
    budget: &mut Budget,
) -> Result<AssignAnswer> {
    let settled = candidates::settle_long_endings(dict, puzzle, budget);
    let puzzle = settled.as_ref().unwrap_or(puzzle);
    let answer = solve_settled(dict, pairs, beyond, puzzle, limit, budget)?;
    // A word with a longer ending after its apostrophe is read as an old contraction only when
    // the rest allows it (I PR'YTHEE: no elided word fits beside the others); else it is not
    // looked up, as before the reading was known.
    if answer.count == 0 && answer.complete {
        if let Some(loose) = candidates::loosen_long_endings(puzzle) {
            return solve_settled(dict, pairs, beyond, &loose, limit, budget);
        }
    }
    Ok(answer)
}

/// [`solve_puzzle`] once its rows' kinds are settled.
fn solve_settled(
    dict: &Dictionary,
    pairs: Option<PairsRef>,
    beyond: Beyond,
    puzzle: &Puzzle,
    limit: usize,
    budget: &mut Budget,
) -> Result<AssignAnswer> {
    // Rows of symbols are separate words: their words count alone, never as a sentence, and
    // only a cryptogram's may be names or archaic forms.
    let lenient = puzzle.is_crypto() && puzzle.nonwords == 0;
    let beyond = if lenient { beyond } else { Beyond::default() };
    let lexicon = Lexicon::new(dict, beyond);
    let outside = |w: &str| lexicon.cost(w);
    let scorer = Scorer::new(dict, if puzzle.crypto.is_some() { pairs } else { None });
    let scorer = if lenient {
        scorer.with_outside(&outside)
    } else {
        scorer
    };
    let n = puzzle.symbols.len();
    let mut answer = AssignAnswer {
        count: 0,
        complete: true,
        solutions: Vec::new(),
        truncated: false,
        symbols: puzzle.symbols.clone(),
        rows: puzzle
            .rows
            .iter()
            .map(|r| RowSummary {
                text: r.text.clone(),
                candidates: None,
            })
            .collect(),
        forced: SymbolMap::default(),
        varies: SymbolMap::default(),
        reason: None,
        conflict: Vec::new(),
        uncounted: 0,
        ukacd_names: false,
        spelled_otherwise: None,
    };
    if !puzzle.share && n > 26 {
        answer.reason = Some(format!(
            "the {} use {n} different symbols but there are only 26 letters, so some symbols must \
             share a letter; --share allows that",
            puzzle.rows_noun()
        ));
        return Ok(answer);
    }
    if n > MAX_SHARED_SYMBOLS {
        return Err(Error::too_large(format!(
            "the rows use {n} different symbols; the limit is {MAX_SHARED_SYMBOLS}"
        )));
    }
    let costing = Costing {
        dict,
        scorer: &scorer,
        puzzle,
        prior: dict.index(&WORD_COSTS).prior_of(None),
        work: std::cell::Cell::new(0),
    };
    let prep = Prepared::new(
        dict,
        puzzle,
        &|w| scorer.bound(w).0,
        &|ids| scorer.bounds_of_ids(ids),
        budget,
    );
    for (i, r) in answer.rows.iter_mut().enumerate() {
        r.candidates = prep.candidates(i);
    }
    if prep.out_of_budget {
        answer.complete = false;
        answer.reason =
            Some("the step budget ran out before the search began; raise --budget".into());
        return Ok(answer);
    }

    // Search, keeping the `limit` smallest solutions by their words, and every letter seen.
    // The search keeps two numbers per candidate per distinct row: bound that memory.
    let total: usize = prep.rows.iter().map(|r| r.total()).sum();
    if total > MAX_CANDIDATES {
        return Err(Error::too_large(format!(
            "the {} fit {total} dictionary words in all; the limit is {MAX_CANDIDATES}: give fewer \
             rows or use a lower level",
            puzzle.rows_noun()
        )));
    }
    let all: Vec<usize> = (0..prep.rows.len()).collect();
    let mut kept = Best::new(limit);
    let mut count = 0usize;
    let mut seen = vec![0u32; n];
    let mut free = vec![false; n];
    // The first pass visits every solution (so the count is exact), cheapest candidates first,
    // on half the budget; if it cannot finish, the second finds the most likely solutions by
    // branch and bound on the rest, and the count is a lower bound.
    let full = budget.limit();
    budget.set_limit(budget.used() + full.saturating_sub(budget.used()) / 2);
    let mut engine = prep.engine(puzzle, &all);
    engine.charge(&costing.work);
    let outcome = engine.run(budget, &mut |dom: &[u32]| {
        count += 1;
        let letters = letters_of(dom);
        for (s, l) in letters.iter().enumerate() {
            match l {
                Some(l) => seen[s] |= 1 << l,
                None => free[s] = true,
            }
        }
        kept.offer(&costing, letters);
        true
    });
    budget.spend(costing.work.take());
    budget.set_limit(full);
    answer.complete = outcome != Outcome::OutOfBudget;
    if !answer.complete && limit > 0 && !budget.exhausted() {
        // Deepening: each round prunes at a cap as well as at the kept list's threshold, from
        // the root's bound up, the cap widened each round, so the likeliest plaintexts are
        // found (exactly, below the cap) before the search spends the budget on the many
        // unlikely ones a depth-first order meets first. A round that finishes with the list
        // full below its cap has found the list; widening ends at the list's own threshold.
        let bonus = costing.bonus().0;
        let root = prep.engine(puzzle, &all).root_bound();
        let mut widen = u64::from(DEEPEN_FIRST);
        loop {
            let cap = root
                .saturating_sub(u64::from(bonus))
                .saturating_add(widen)
                .min(u64::from(u32::MAX)) as u32;
            let capped = |t: u32| t.min(cap);
            let threshold = std::cell::Cell::new(capped(kept.threshold()));
            let mut engine = prep.engine(puzzle, &all);
            engine.prune_above(&threshold, bonus);
            engine.charge(&costing.work);
            let outcome = engine.run(budget, &mut |dom: &[u32]| {
                kept.offer(&costing, letters_of(dom));
                threshold.set(capped(kept.threshold()));
                true
            });
            budget.spend(costing.work.take());
            if outcome == Outcome::OutOfBudget
                || budget.exhausted()
                || kept.threshold() <= cap
                || cap == u32::MAX
            {
                break;
            }
            widen = widen.saturating_mul(2);
        }
    }
    // A cryptogram's plaintext may also hold one word outside the dictionary (a name): such
    // plaintexts are listed and ranked, not counted.
    if puzzle.is_crypto() && puzzle.nonwords == 0 && limit > 0 && !budget.exhausted() {
        let wider = prep.with_outside(&lexicon, puzzle.share, &|w| scorer.bound(w).0, budget);
        outside_words(&prep, wider.as_deref(), &costing, &mut kept, budget);
    }
    // The solutions listed are solutions too: when the budget cut the count short, the
    // deepening may have listed some that the count never met, and what `forced` and `varies`
    // say must hold for them (a plaintext with a word outside the dictionary is not counted).
    for k in kept
        .heap
        .iter()
        .filter(|k| !k.outside || puzzle.nonwords > 0)
    {
        for (s, l) in k.letters.iter().enumerate() {
            match l {
                Some(l) => seen[s] |= 1 << l,
                None => free[s] = true,
            }
        }
    }
    if puzzle.nonwords == 0 {
        answer.count = count.max(kept.counted());
        answer.uncounted = kept.len() - kept.counted();
    } else {
        answer.count = count.max(kept.len());
    }
    answer.truncated = answer.count > limit;
    answer.solutions = kept
        .into_sorted()
        .into_iter()
        .map(|k| solution(dict, puzzle, k))
        .collect();
    answer.ukacd_names = answer
        .solutions
        .iter()
        .flat_map(|s| &s.words)
        .any(|w| lexicon.is_ukacd_name(w));
    answer.spelled_otherwise = lexicon.spelled_otherwise_in(&answer.solutions);
    if answer.count > 0 {
        for (s, name) in puzzle.symbols.iter().enumerate() {
            let letters: Vec<String> = (0..26u8)
                .filter(|l| seen[s] >> l & 1 == 1)
                .map(|l| letter_char(l).to_string())
                .collect();
            if letters.len() == 1 && !free[s] {
                answer.forced.0.push((name.clone(), letters[0].clone()));
            } else {
                let mut letters = letters;
                if free[s] {
                    letters.push("?".into());
                }
                answer.varies.0.push((name.clone(), letters));
            }
        }
        return Ok(answer);
    }
    if !answer.complete {
        answer.reason =
            Some("the step budget ran out before any solution was found; raise --budget".into());
        return Ok(answer);
    }
    let (reason, conflict) = explain::conflict(dict, puzzle, &prep, budget);
    answer.reason = Some(reason);
    answer.conflict = conflict;
    Ok(answer)
}

/// The extra cost of a name (a word of the names tier, outside the dictionary) over its own
/// frequency's: how much rarer a capitalised name is in a sentence to solve than wordfreq's
/// count, which folds case, says (tuned on the cryptogram evaluation as a whole: 1.0 lets a
/// name replace a dictionary word, "bret" for "fret"; 3.0 loses Ahab and Chiron).
pub const NAME: Cost = Cost(2000);

/// The extra cost of a word of another spelling (`labour` beside a US dictionary) over its own
/// frequency's: how much rarer a word spelled otherwise is in a sentence to solve than in
/// wordfreq's count, which mixes the spellings.
pub const SPELLED_OTHERWISE: Cost = Cost(1000);

/// The words a cryptogram's plaintext may hold outside the dictionary, with their costs: the
/// names of the names tier (their frequency's cost plus [`NAME`]), archaic forms of the
/// dictionary's words (`archaic.rs`) and the words of other spellings at the level in use
/// (their frequency's cost plus [`SPELLED_OTHERWISE`]).
pub(crate) struct Lexicon<'a> {
    dict: &'a Dictionary,
    costs: &'a WordCosts,
    pub(crate) names: Option<(&'a Dictionary, &'a WordCosts)>,
    pub(crate) spellings: Option<(&'a Dictionary, &'a WordCosts, u8)>,
}

impl<'a> Lexicon<'a> {
    fn new(dict: &'a Dictionary, beyond: Beyond<'a>) -> Lexicon<'a> {
        Lexicon {
            dict,
            costs: dict.index(&WORD_COSTS),
            names: beyond.names.map(|n| (n, n.index(&WORD_COSTS))),
            spellings: beyond.spellings.map(|(d, l)| (d, d.index(&WORD_COSTS), l)),
        }
    }

    /// The words of other spellings in `solutions` (each once, in order of appearance) and the
    /// first spelling that has them all at the level in use (`any` when none does), or None
    /// when they hold none.
    fn spelled_otherwise_in(&self, solutions: &[Solution]) -> Option<(Vec<String>, Spelling)> {
        let (d, _, level) = self.spellings?;
        let mut words: Vec<String> = Vec::new();
        let mut ids = Vec::new();
        for w in solutions.iter().flat_map(|s| &s.words) {
            if words.contains(w) || self.dict.contains(w) {
                continue;
            }
            if let Some(id) = d.find(w).filter(|&id| self.spelled_otherwise(id)) {
                words.push(w.clone());
                ids.push(id);
            }
        }
        if words.is_empty() {
            return None;
        }
        let has_all = |sp: Spelling| {
            ids.iter()
                .all(|&id| d.level_in(id, sp).is_some_and(|l| l <= level))
        };
        let spelling = Spelling::ALL
            .into_iter()
            .find(|&sp| sp != Spelling::Any && has_all(sp))
            .unwrap_or(Spelling::Any);
        Some((words, spelling))
    }

    /// Whether word `id` of the spellings' dictionary is a word of another spelling at the
    /// level in use (the caller checks that the dictionary in use lacks it).
    pub(crate) fn spelled_otherwise(&self, id: crate::dict::WordId) -> bool {
        self.spellings
            .is_some_and(|(d, _, level)| d.level(id).is_some_and(|l| l <= level))
    }

    /// The dictionary.
    pub(crate) fn dict(&self) -> &'a Dictionary {
        self.dict
    }

    /// Whether `word` (or the word before its `'s`) is not a dictionary word but a name of the
    /// names tier at the levels that include UKACD.
    fn is_ukacd_name(&self, word: &str) -> bool {
        let stem = word.strip_suffix("'s").unwrap_or(word);
        self.names.is_some_and(|(n, _)| {
            self.dict.find(stem).is_none()
                && n.find(stem)
                    .and_then(|id| n.level(id))
                    .is_some_and(|l| (80..archaic::OLD_FORM_LEVEL).contains(&l))
        })
    }

    /// The cost of `word` (not a dictionary word) as a name or an archaic form, if it is one.
    /// An archaic form costs its own frequency when the names tier lists it (its old forms),
    /// else its stem's plus [`ARCHAIC`] but never less than [`archaic::UNLISTED`] (wordfreq
    /// counts it less often than anything it lists); without the names tier, the stem's plus
    /// [`ARCHAIC`].
    fn cost(&self, word: &str) -> Option<Cost> {
        let listed = self
            .names
            .and_then(|(n, c)| n.find(word).map(|id| (n, c, id)));
        let name = listed
            .filter(|(n, _, id)| !archaic::is_old_form(n, *id))
            .map(|(_, c, id)| c.get(id).0.plus(NAME));
        let own = |stem: &str| {
            self.dict
                .find(stem)
                .map_or(Cost(u32::MAX), |id| self.costs.get(id).0)
        };
        let attested = listed.filter(|(n, _, id)| archaic::is_old_form(n, *id));
        let old =
            archaic::cost(self.dict, word, attested.is_some(), &own).map(
                |by_stem| match attested {
                    Some((_, c, id)) => c.get(id).0,
                    None if self.names.is_some() => by_stem.max(archaic::UNLISTED),
                    None => by_stem,
                },
            );
        let spelled = self.spellings.and_then(|(d, c, _)| {
            let id = d.find(word)?;
            self.spelled_otherwise(id)
                .then(|| c.get(id).0.plus(SPELLED_OTHERWISE))
        });
        [name, old, spelled].into_iter().flatten().min()
    }
}

/// The letter of each symbol in a solution's final domains (None: free, in non-word rows only).
fn letters_of(dom: &[u32]) -> Vec<Option<u8>> {
    dom.iter()
        .map(|&d| (d.count_ones() == 1).then_some(d.trailing_zeros() as u8))
        .collect()
}

/// The first deepening round's cap over the root's bound (a factor of 10^4 in likelihood); each
/// next round's is twice as far.
const DEEPEN_FIRST: u32 = 4000;

/// How far down the list a plaintext with a word outside the dictionary is sought: among the
/// first ten, where a reader looks (the branch and bound that finds them prunes against the
/// tenth's cost) ...
const LENIENT_TOP: usize = 10;

/// ... and at most this much costlier than the best plaintext found (a thousand times less
/// likely): further down it is noise, and without this bound a cryptogram with few plaintexts
/// would have every reading of the rest of its sentence tried.
const LENIENT_MARGIN: u32 = 3000;

/// Cryptograms: the plaintexts with words outside the dictionary among the first
/// [`LENIENT_TOP`]: names and archaic forms (when `wider` holds `prep`'s rows with them among
/// the candidates, [`Prepared::with_outside`]; as many as the sentence has) and at most one word
/// that is neither, spelled by the letter model. First (with `wider`) a branch and bound over
/// every row; then for each distinct word in turn ([`rows_to_free`]), one over the others
/// while it is left free: its letters are theirs and, where they leave letters free, the letter
/// model's likeliest that is not a dictionary word. On an eighth of the budget left, shared by
/// the searches, their costing charged to it.
fn outside_words(
    prep: &Prepared,
    wider: Option<&[search::RowData]>,
    costing: &Costing,
    kept: &mut Best,
    budget: &mut Budget,
) {
    let puzzle = costing.puzzle;
    let full = budget.limit();
    let mut pool = full.saturating_sub(budget.used()) / 8;
    let n = prep.rows.len();
    let slack = u64::from(costing.prior.0 + costing.bonus().0);
    // The search over every row only when names and archaic forms widen the candidates: over
    // the dictionary's alone, the first pass has made it.
    let rows = wider.unwrap_or(&prep.rows);
    let fits: Vec<usize> = rows.iter().map(|r| prep.fitting(r, budget)).collect();
    // The search over every row cannot succeed when some row has no candidate.
    let every = wider.filter(|_| !fits.contains(&0)).map(|_| None);
    let passes = every
        .into_iter()
        .chain(rows_to_free(&fits).into_iter().map(Some))
        .collect::<Vec<_>>();
    for (k, &free) in passes.iter().enumerate() {
        let start = budget.used();
        // The search over every row (names and archaic forms) takes half the pool; the searches
        // with one word left free share the rest.
        let share = if free.is_none() { 2 } else { passes.len() - k };
        budget.set_limit(start + pool / share as u64);
        let threshold = std::cell::Cell::new(kept.lenient());
        // The row left free (its first row in the puzzle), if any, and its symbols.
        let r = free.map(|d| prep.first_row(d));
        let syms = r
            .and_then(|r| puzzle.rows.get(r))
            .map_or(&[][..], |row| &row.syms);
        let others: Vec<usize> = (0..n).filter(|&e| Some(e) != free).collect();
        let mut engine = prep.engine_over(rows, puzzle, &others);
        if r.is_some() {
            engine.add_to_bound(costing.model().floor(syms.len()).0);
        }
        engine.prune_above(&threshold, costing.bonus().0);
        engine.charge(&costing.work);
        engine.run(budget, &mut |dom: &[u32]| {
            let mut letters = letters_of(dom);
            let spelled: Option<Vec<u8>> =
                syms.iter().map(|&s| letters[s].map(|l| b'a' + l)).collect();
            match (r, spelled) {
                // A dictionary word: the search over every row finds it.
                (Some(r), Some(w)) if puzzle.is_word(costing.dict, r, &w) => return true,
                (_, Some(_)) => {}
                (_, None) => {
                    // The most its free letters may cost for the plaintext to be kept: the rest
                    // costed with the word at the prior, which its letters replace.
                    let (cost, ..) = costing.cost(&costing.words(&letters), &letters);
                    let most = (u64::from(threshold.get()) + slack)
                        .saturating_sub(u64::from(cost.plus(OUTSIDE).0))
                        .min(u64::from(u32::MAX)) as u32;
                    match spell_nonwords(costing, dom, most) {
                        Some(l) => letters = l,
                        None => return true,
                    }
                }
            }
            if kept.offer(costing, letters) {
                threshold.set(kept.lenient());
            }
            true
        });
        budget.set_limit(full);
        budget.spend(costing.work.take());
        pool = pool.saturating_sub(budget.used() - start);
        if budget.exhausted() {
            break;
        }
    }
}

/// The distinct rows worth leaving free, one at a time, for a word outside the dictionary,
/// likeliest first, given how many candidates fit each (`fits`): one word at most is left free,
/// so with a row that no candidate fits, only the search that leaves it free can find a
/// plaintext, and with two, none can; otherwise every row, those that fewer candidates fit
/// first (a word the dictionary hardly has is likelier to be outside it).
fn rows_to_free(fits: &[usize]) -> Vec<usize> {
    let unfit: Vec<usize> = (0..fits.len()).filter(|&d| fits[d] == 0).collect();
    if !unfit.is_empty() {
        return if unfit.len() == 1 { unfit } else { Vec::new() };
    }
    let mut rows: Vec<usize> = (0..fits.len()).collect();
    crate::sort::sort_by_key(&mut rows, |&d| (fits[d], d));
    rows
}

/// The most nodes the letter model's search may visit to spell one word's free letters.
const SPELL_STEPS: u32 = 20_000;

/// A solution's letters with the free letters of its rows that are not words spelled as the
/// letter model finds likeliest (distinct from the other letters, not a dictionary word, its
/// letters costing less than `most`); None when some row cannot be spelled so. The work is
/// charged to `costing`.
fn spell_nonwords(costing: &Costing, dom: &[u32], most: u32) -> Option<Vec<Option<u8>>> {
    let puzzle = costing.puzzle;
    let mut letters = letters_of(dom);
    for (i, row) in puzzle.rows.iter().enumerate() {
        if row.kind == RowKind::Unchecked || row.syms.iter().all(|&s| letters[s].is_some()) {
            continue;
        }
        let syms: Vec<u8> = row.syms.iter().map(|&s| s as u8).collect();
        let accept = |w: &[u8]| {
            let bytes: Vec<u8> = w.iter().map(|&l| b'a' + l).collect();
            !puzzle.is_word(costing.dict, i, &bytes)
        };
        let mut left = SPELL_STEPS;
        let found = costing
            .model()
            .cheapest(&syms, dom, !puzzle.share, &accept, most, &mut left);
        costing.charge(u64::from(SPELL_STEPS - left));
        let (word, _) = found?;
        for (&s, &l) in row.syms.iter().zip(&word) {
            letters[s] = Some(l);
        }
    }
    Some(letters)
}

/// A solution kept for the list, ordered by its cost, then the words it spells.
struct Kept {
    cost: Cost,
    words: Vec<String>,
    why: Vec<Part>,
    letters: Vec<Option<u8>>,
    /// Whether a word of it is outside the dictionary.
    outside: bool,
}

impl Kept {
    fn key(&self) -> (Cost, &[String]) {
        (self.cost, &self.words)
    }
}

impl PartialEq for Kept {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Kept {}

impl PartialOrd for Kept {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Kept {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.key().cmp(&other.key())
    }
}

/// What costs a solution: the sentence model, and the letter model for a word outside the
/// dictionary, which costs its letters in place of the rarest prior.
struct Costing<'a> {
    dict: &'a Dictionary,
    scorer: &'a Scorer<'a>,
    puzzle: &'a Puzzle,
    prior: Cost,
    /// Budget steps of costing not yet charged (the search charges them at its next node).
    work: std::cell::Cell<u64>,
}

/// Budget steps for costing one word of a solution (its lookups, about as long as this many of
/// the search's steps).
const COST_STEPS: u64 = 40;

impl Costing<'_> {
    /// The letter model, built on first use (only a solution with a word outside the
    /// dictionary needs it).
    fn model(&self) -> &Letters {
        self.dict.index(&LETTERS)
    }

    /// The most a set phrase's bonus can take off a solution: none when the puzzle has more
    /// words (rows that must be words) than any set phrase.
    fn bonus(&self) -> Cost {
        let rows = self.puzzle.rows.iter();
        let checked = rows.filter(|r| r.kind != RowKind::Unchecked).count();
        self.scorer
            .max_bonus_for(checked.saturating_sub(self.puzzle.nonwords))
    }

    fn charge(&self, steps: u64) {
        self.work.set(self.work.get() + steps);
    }

    /// The word each row spells.
    fn words(&self, letters: &[Option<u8>]) -> Vec<String> {
        (0..self.puzzle.rows.len())
            .map(|i| self.puzzle.spell(i, letters))
            .collect()
    }

    /// The cost of a solution's words (spelled by `letters`), whether a row is not a word,
    /// and the words outside the dictionary costed by their letters, with those costs (a word
    /// with a free letter `?` is costed at the prior).
    fn cost(&self, words: &[String], letters: &[Option<u8>]) -> (Cost, bool, Vec<(String, Cost)>) {
        self.charge(COST_STEPS * words.len() as u64);
        let mut cost = self.scorer.sentences_cost(&self.sentences(words));
        let (mut any, mut outside) = (false, Vec::new());
        for (i, row) in self.puzzle.rows.iter().enumerate() {
            let spelled: Option<Vec<u8>> = row
                .syms
                .iter()
                .map(|&s| letters[s].map(|l| b'a' + l))
                .collect();
            if row.kind == RowKind::Unchecked
                || spelled
                    .as_ref()
                    .is_some_and(|w| self.puzzle.is_word(self.dict, i, w))
            {
                continue;
            }
            any = true;
            let token = words[i].trim_matches(|c: char| !c.is_ascii_alphabetic());
            let stem = Token(token).word();
            // A name or an archaic form is costed by the scorer; anything else by its letters.
            if spelled.is_some() && !self.dict.contains(stem) && self.scorer.outside(stem).is_none()
            {
                // Never as likely as the rarest dictionary word.
                let own = self.model().word(stem).max(self.prior.plus(Cost(1)));
                cost = cost.minus(self.prior).plus(own);
                outside.push((token.to_string(), own));
            }
        }
        (cost, any, outside)
    }

    /// A solution's words (as the rows spell them) as they are costed: sentence by sentence,
    /// letters and apostrophes, punctuation around a word dropped. A cryptogram's sentence ends
    /// after a word that a full stop, `!` or `?` follows ([`Row::ends`](parse::Row::ends)),
    /// unless the stop is an abbreviation's (`Mr. Smith`) or an initial's (`George W. Bush`:
    /// one letter before a full stop).
    fn sentences<'w>(&self, words: &'w [String]) -> Vec<Vec<&'w str>> {
        let mut out = Vec::new();
        let mut current = Vec::new();
        for (w, row) in words.iter().zip(&self.puzzle.rows) {
            let bare = w.trim_matches(|c: char| !c.is_ascii_alphabetic());
            if !bare.is_empty() {
                current.push(bare);
            }
            // The abbreviations' index holds no word of the dictionary.
            let dotted = row.kind == RowKind::Dotted
                && (bare.len() == 1 || self.dict.index(&ABBREVIATIONS).find(bare).is_some());
            if row.ends && !dotted && !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
        }
        if !current.is_empty() || out.is_empty() {
            out.push(current);
        }
        out
    }
}

/// The `limit` cheapest solutions seen. A solution the first pass dropped stays dropped (the
/// threshold only falls), so the second pass only needs to skip the ones kept.
struct Best {
    limit: usize,
    heap: BinaryHeap<Kept>,
}

impl Best {
    fn new(limit: usize) -> Best {
        Best {
            limit,
            heap: BinaryHeap::new(),
        }
    }

    /// Costs a solution (charged to no budget: a few lookups a word, far less than the search
    /// spent finding it) and keeps it if it is among the `limit` cheapest (then true).
    fn offer(&mut self, costing: &Costing, letters: Vec<Option<u8>>) -> bool {
        if self.limit == 0 {
            return false;
        }
        let words = costing.words(&letters);
        let (cost, any, outside) = costing.cost(&words, &letters);
        // A tie with the last kept goes by the words, as the list is sorted: so the first n of
        // a longer list are the list of n, whatever order the search met them in.
        let worse = |k: &Kept| (cost, &words[..]) >= k.key();
        if cost.0 > self.threshold()
            || (self.heap.len() >= self.limit && self.heap.peek().is_some_and(worse))
            || self.heap.iter().any(|k| k.letters == letters)
        {
            return false;
        }
        costing.charge(COST_STEPS * words.len() as u64);
        let mut why = costing.scorer.sentences(&costing.sentences(&words)).why;
        for p in &mut why {
            if let Some((_, own)) = outside.iter().find(|(w, _)| p.words == [w.as_str()]) {
                p.cost = p.cost.minus(costing.prior).plus(*own);
            }
        }
        self.heap.push(Kept {
            cost,
            words,
            why,
            letters,
            outside: any,
        });
        if self.heap.len() > self.limit {
            self.heap.pop();
        }
        true
    }

    /// The cost a new solution must be below to be kept (u32::MAX while the list is not full).
    fn threshold(&self) -> u32 {
        if self.heap.len() < self.limit {
            u32::MAX
        } else {
            self.heap.peek().map_or(u32::MAX, |k| k.cost.0)
        }
    }

    /// The cost a new solution must be below to be among the first `k` (u32::MAX while fewer
    /// are kept).
    fn threshold_at(&self, k: usize) -> u32 {
        if k >= self.limit {
            return self.threshold();
        }
        let mut costs: Vec<u32> = self.heap.iter().map(|s| s.cost.0).collect();
        crate::sort::u32s(&mut costs);
        costs.get(k.wrapping_sub(1)).copied().unwrap_or(u32::MAX)
    }

    fn len(&self) -> usize {
        self.heap.len()
    }

    /// The cost a plaintext with a word outside the dictionary must be below to be listed: among
    /// the first [`LENIENT_TOP`], within [`LENIENT_MARGIN`] of the best.
    fn lenient(&self) -> u32 {
        let best = self.heap.iter().map(|k| k.cost.0).min().unwrap_or(u32::MAX);
        self.threshold_at(LENIENT_TOP)
            .min(best.saturating_add(LENIENT_MARGIN))
    }

    /// How many kept solutions have every word in the dictionary.
    fn counted(&self) -> usize {
        self.heap.iter().filter(|k| !k.outside).count()
    }

    fn into_sorted(self) -> Vec<Kept> {
        self.heap.into_sorted_vec()
    }
}

/// A kept solution as the answer shows it, with the rows it leaves as non-words.
fn solution(dict: &Dictionary, puzzle: &Puzzle, k: Kept) -> Solution {
    let assignment = SymbolMap(
        puzzle
            .symbols
            .iter()
            .zip(&k.letters)
            .filter_map(|(s, l)| l.map(|l| (s.clone(), letter_char(l).to_string())))
            .collect(),
    );
    let nonwords = puzzle
        .rows
        .iter()
        .zip(&k.words)
        .enumerate()
        .filter(|(i, (r, w))| {
            let letters: Vec<u8> = w
                .bytes()
                .filter(|b| b.is_ascii_alphabetic() || *b == b'?')
                .collect();
            r.kind != RowKind::Unchecked && !puzzle.is_word(dict, *i, &letters)
        })
        .map(|(i, _)| i + 1)
        .collect();
    let plaintext = puzzle.plaintext(&k.letters);
    Solution {
        assignment,
        words: k.words,
        nonwords,
        plaintext,
        cost: k.cost,
        why: k.why,
    }
}

#[cfg(test)]
mod tests {
    use super::rows_to_free;

    #[test]
    fn an_unfit_row_is_the_only_one_left_free_and_the_rest_go_by_fewest_candidates() {
        let cases: [(&[usize], &[usize]); 5] = [
            (&[5, 0, 3], &[1]),
            (&[0, 4, 0], &[]),
            (&[5, 2, 3, 2], &[1, 3, 2, 0]),
            (&[7], &[0]),
            (&[], &[]),
        ];
        for (fits, want) in cases {
            assert_eq!(rows_to_free(fits), want, "{fits:?}");
        }
    }
}
