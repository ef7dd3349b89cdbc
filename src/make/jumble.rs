//! `make jumble`: clue words whose circled letters are exactly the answer's letters, each
//! scrambled so that it has one unscrambling, and the Jumble solver's proof that the answer ranks
//! first.
//!
//! The clue words are words of 5 or 6 letters at level <= 35 (or the chosen level, if lower)
//! with exactly one anagram at the chosen level (themselves), none an answer word or a word the
//! makers leave out ([`super::offensive`]), no two of them one word's forms (one the other's
//! beginning: pizza, pizzas). They are tried by frequency (the ranking's word costs,
//! with a seeded jitter of [`JITTER`] thousandths of a power of ten, so that seeds vary the
//! words among similarly common ones). A depth-first search gives each clue its share of the
//! answer's letters (as even as can be, at most [`MAX_CIRCLES`] each), always placing next the
//! answer letter left that the fewest clue words have. Each clue is scrambled (seeded; never the
//! word itself, never a word the makers leave out, with as few letters in place as the tries
//! find), and its circles put on the letters it gives.
//!
//! The Jumble solver ([`crate::jumble::solve_ranked`], with the ranking data when it is loaded)
//! is then given the puzzle exactly as `argv` says. Each clue must unscramble to its word alone,
//! and the answer must rank first, strictly cheaper than the next answer (the margin is
//! reported). When another phrase ranks first (or ties), one letter of the answer is printed in
//! the pattern, as papers do, and its circle taken off a clue: a letter where the rival reads
//! another, the first letter of a word if one differs there. At most a third of the letters are
//! given ([`max_hints`]); when that is not enough, the request is refused, naming the phrase
//! that wins.

use std::ops::RangeInclusive;

use crate::budget::Budget;
use crate::dict::{Dictionary, WordId};
use crate::error::{quote, Error, Result};
use crate::jumble::{self, JumbleQuery};
use crate::letters::{describe_char, LetterCounts};
use crate::options::{CommandSpec, Opt, Reach, Values};
use crate::rank::{Commonness, Cost, PairsRef, WORD_COSTS};

use super::{out_of_budget, Check, Difficulty, MadeAnswer, Maker, Outcome, SEED};

/// The fewest clue words.
pub const MIN_CLUES: usize = 4;
/// The most clue words.
pub const MAX_CLUES: usize = 6;
/// The lengths of the clue words.
pub const CLUE_LENGTHS: RangeInclusive<usize> = 5..=6;
/// The highest level of a clue word (common words, as papers use).
pub const CLUE_LEVEL: u8 = 35;
/// The most circles on one clue word.
pub const MAX_CIRCLES: usize = 4;
/// The longest answer, in characters.
pub const MAX_ANSWER_CHARS: usize = 60;
/// The longest caption, in characters.
pub const MAX_CAPTION_CHARS: usize = 200;
/// The seeded jitter added to each clue word's cost before they are ordered (thousandths of a
/// power of ten): words within about two Zipf units of frequency trade places from seed to seed.
pub const JITTER: u64 = 2000;
/// How many clue words the search tries for one clue before it backs up.
const BRANCH: usize = 8;
/// How many clue words the search places at most, for one number of clues.
const MAX_NODES: usize = 5_000;
/// How many scrambles are drawn for a clue word, keeping the one with fewest letters in place.
const SCRAMBLE_TRIES: usize = 30;
/// Each run of the solver may spend at most this share (1/N) of the budget left...
const SHARE: u64 = 2;
/// ... and first at most this many steps (about 0.1 s natively): enough to list the first two
/// answers of most puzzles; a run that has not listed them then gets its whole share.
pub const RUN_STEPS: u64 = 3_000_000;

/// `--answer PHRASE`.
pub const ANSWER: Opt = Opt::text("answer", "Answer", "PHRASE")
    .required()
    .help("the final answer the circled letters spell, like \"bad hair day\"; a hyphen is kept, as in hand-crafted");
/// `--clues N`.
pub const CLUES: Opt = Opt::number("clues", "Clue words", MIN_CLUES as u64, MAX_CLUES as u64)
    .help("how many clue words (without it, the fewest whose circles can hold the answer)");
/// `--caption TEXT`.
pub const CAPTION: Opt = Opt::text("caption", "Caption", "TEXT")
    .symbols()
    .help("the cartoon's caption, printed with the puzzle (the solver does not read it)");

/// `wordwright make jumble`.
pub static MAKE_JUMBLE: CommandSpec = CommandSpec {
    name: "make-jumble",
    summary: "make a Jumble: scrambled clue words whose circled letters spell the answer, which the solver ranks first",
    options: &[&ANSWER, &CLUES, &CAPTION, &SEED],
    reach: Reach::Everywhere,
};

/// The most hints (printed letters) for an answer of `letters` letters: a third of them, and at
/// least one.
pub fn max_hints(letters: usize) -> usize {
    (letters / 3).max(1)
}

/// One character of the answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ch {
    /// A letter (lowercase): a blank of the pattern, or a printed one when given.
    Letter(u8),
    /// A space, a hyphen or punctuation, printed as it is.
    Punct(char),
}

/// Punctuation an answer may hold (the Jumble pattern's, [`crate::jumble::pattern`]).
const PUNCTUATION: &[char] = &[
    '\'', '"', '!', '?', '.', ',', ':', ';', '(', ')', '&', '/', '\u{2013}', '\u{2014}',
];

/// The answer, read.
struct Answer {
    /// As given, trimmed, runs of spaces as one.
    text: String,
    chars: Vec<Ch>,
    /// Its letters in order.
    letters: Vec<u8>,
    /// Whether a word has a hyphen (the pattern then uses `_` for blanks).
    hyphen: bool,
    /// Its words and their parts (each hyphen's parts, a contraction's stem): no clue word is
    /// one of them.
    words: Vec<String>,
}

impl Answer {
    /// Reads `--answer`, checking that the solver can read each word.
    fn read(input: &str, dict: &Dictionary) -> Result<Answer> {
        let text = input.split_whitespace().collect::<Vec<_>>().join(" ");
        let n = text.chars().count();
        if n > MAX_ANSWER_CHARS {
            return Err(Error::too_large(format!(
                "the answer is {n} characters long; the limit is {MAX_ANSWER_CHARS}"
            )));
        }
        let all: Vec<char> = text.chars().collect();
        let is_letter = |i: usize| all.get(i).is_some_and(char::is_ascii_alphabetic);
        let mut chars = Vec::with_capacity(all.len());
        for (i, &c) in all.iter().enumerate() {
            chars.push(match c {
                c if c.is_ascii_alphabetic() => Ch::Letter(c.to_ascii_lowercase() as u8),
                ' ' => Ch::Punct(' '),
                '-' => {
                    if i == 0 || !is_letter(i - 1) || !is_letter(i + 1) {
                        return Err(Error::invalid(format!(
                            "the answer has a hyphen at position {} with no letter {} it; a hyphen joins two parts of a word, like hand-crafted",
                            i + 1,
                            if i == 0 || !is_letter(i - 1) { "before" } else { "after" }
                        )));
                    }
                    Ch::Punct('-')
                }
                c if PUNCTUATION.contains(&c) => Ch::Punct(c),
                c => {
                    return Err(Error::invalid(format!(
                        "the answer has {} at position {}; an answer is words of letters a-z, with spaces, hyphens and punctuation such as ' ! ?",
                        describe_char(c),
                        i + 1
                    )))
                }
            });
        }
        let letters: Vec<u8> = chars
            .iter()
            .filter_map(|c| match c {
                Ch::Letter(l) => Some(*l),
                Ch::Punct(_) => None,
            })
            .collect();
        if letters.is_empty() {
            return Err(Error::invalid(
                "the answer has no letters; give --answer with the phrase the circled letters spell, like --answer \"bad hair day\"",
            ));
        }
        let lower = text.to_ascii_lowercase();
        let tokens: Vec<&str> = lower
            .split([' ', '\u{2013}', '\u{2014}'])
            .map(|t| t.trim_matches(|c: char| !c.is_ascii_lowercase()))
            .filter(|t| !t.is_empty())
            .collect();
        if tokens.len() > jumble::pattern::MAX_WORDS {
            return Err(Error::too_large(format!(
                "the answer has {} words; the Jumble solver reads at most {}",
                tokens.len(),
                jumble::pattern::MAX_WORDS
            )));
        }
        let hyphenated = tokens.iter().filter(|t| t.contains('-')).count();
        if hyphenated > jumble::pattern::MAX_HYPHENATED {
            return Err(Error::too_large(format!(
                "the answer has {hyphenated} hyphenated words; the Jumble solver reads at most {}",
                jumble::pattern::MAX_HYPHENATED
            )));
        }
        let mut words = Vec::new();
        for t in &tokens {
            let joined: String = t.chars().filter(char::is_ascii_lowercase).collect();
            let parts: Vec<String> = t
                .split(['-', '\''])
                .map(|p| p.chars().filter(char::is_ascii_lowercase).collect())
                .filter(|p: &String| !p.is_empty())
                .collect();
            let readable = dict.contains(&joined)
                || match t.split_once('\'') {
                    // A contraction, as the solver reads one: a word and 's, 'd, 'm, 're, 've,
                    // 'll, or a word and n't.
                    Some((stem, end)) => {
                        (["s", "d", "m", "re", "ve", "ll"].contains(&end) && dict.contains(stem))
                            || (end == "t"
                                && stem.strip_suffix('n').is_some_and(|s| dict.contains(s)))
                    }
                    None => t.contains('-') && parts.iter().all(|p| dict.contains(p)),
                };
            if !readable {
                return Err(Error::invalid(format!(
                    "{} is not a word {}; the solver reads the answer's words from the dictionary, so give another word or a larger dictionary (a higher level)",
                    quote(t),
                    dict.source().describe()
                )));
            }
            words.push(joined);
            words.extend(parts);
        }
        Ok(Answer {
            hyphen: chars.contains(&Ch::Punct('-')),
            text,
            chars,
            letters,
            words,
        })
    }

    /// The pattern the solver reads, with the letters marked in `given` printed.
    fn pattern(&self, given: &[bool]) -> String {
        let blank = if self.hyphen { '_' } else { '-' };
        let mut out = String::with_capacity(self.chars.len());
        let mut i = 0;
        for c in &self.chars {
            match *c {
                Ch::Letter(l) => {
                    out.push(if given[i] {
                        l.to_ascii_uppercase() as char
                    } else {
                        blank
                    });
                    i += 1;
                }
                Ch::Punct(p) => out.push(p),
            }
        }
        out
    }

    /// Whether letter `i` starts a word.
    fn starts_word(&self, i: usize) -> bool {
        let mut n = 0;
        let mut prev_letter = false;
        for c in &self.chars {
            match c {
                Ch::Letter(_) => {
                    if n == i {
                        return !prev_letter;
                    }
                    n += 1;
                    prev_letter = true;
                }
                Ch::Punct(p) => prev_letter = *p == '\'',
            }
        }
        false
    }
}

/// A word that may be a clue.
struct Candidate {
    id: WordId,
    counts: LetterCounts,
    /// Its cost plus the seeded jitter: the order the search tries candidates in.
    key: u64,
}

/// A clue of the made puzzle.
struct Clue {
    word: String,
    scramble: String,
    /// The circled squares (of the word), from 0, in order.
    circles: Vec<usize>,
}

impl Clue {
    /// The clue as the solver reads it: `SCRAMBLE:MASK`.
    fn arg(&self) -> String {
        let mask: String = (0..self.word.len())
            .map(|i| if self.circles.contains(&i) { 'O' } else { '-' })
            .collect();
        format!("{}:{mask}", self.scramble)
    }

    fn circled(&self) -> Vec<u8> {
        self.circles
            .iter()
            .map(|&i| self.word.as_bytes()[i])
            .collect()
    }
}

/// The search for clue words whose circles hold the answer's letters.
struct Search<'a> {
    dict: &'a crate::dict::Dictionary,
    cands: &'a [Candidate],
    /// Per letter, the candidates that have it, in the order tried.
    by_letter: Vec<Vec<u32>>,
    used: Vec<bool>,
    /// The circles of each clue, in the order the search fills them.
    sizes: Vec<usize>,
    /// The candidate and the letters it circles, per clue filled.
    picks: Vec<(u32, LetterCounts)>,
    nodes: usize,
    /// Whether the node limit or the budget stopped the search.
    stopped: bool,
}

impl Search<'_> {
    /// Whether candidate `idx` begins with a clue word already picked, or one begins with it
    /// (pizza and pizzas, make and maker): two forms of one word give one clue away.
    fn akin(&self, idx: u32) -> bool {
        let word = self.dict.word(self.cands[idx as usize].id);
        self.picks.iter().any(|&(p, _)| {
            let other = self.dict.word(self.cands[p as usize].id);
            word.starts_with(other) || other.starts_with(word)
        })
    }

    fn cover(&self, l: u8) -> usize {
        self.by_letter[(l - b'a') as usize].len()
    }

    /// Fills clues `depth..` with the letters `rest`; false when it could not (`stopped` says
    /// whether the node limit or the budget ended it).
    fn run(&mut self, rest: LetterCounts, depth: usize, budget: &mut Budget) -> bool {
        if depth == self.sizes.len() {
            return rest.is_empty();
        }
        let k = self.sizes[depth];
        let last = depth + 1 == self.sizes.len();
        // The letter left that the fewest candidates have goes first.
        let Some(hard) = (b'a'..=b'z')
            .filter(|&l| rest.count(l) > 0)
            .min_by_key(|&l| (self.cover(l), l))
        else {
            return false;
        };
        let mut tried = 0;
        for j in 0..self.by_letter[(hard - b'a') as usize].len() {
            let idx = self.by_letter[(hard - b'a') as usize][j];
            if self.used[idx as usize] || self.akin(idx) {
                continue;
            }
            if !budget.spend(1) {
                self.stopped = true;
                return false;
            }
            let counts = &self.cands[idx as usize].counts;
            if last && !rest.fits_in(counts) {
                continue;
            }
            // The letters this word can circle: `hard`, then the rarest others.
            let mut common: Vec<u8> = Vec::new();
            for l in b'a'..=b'z' {
                for _ in 0..rest.count(l).min(counts.count(l)) {
                    common.push(l);
                }
            }
            if common.len() < k {
                continue;
            }
            let at = common.iter().position(|&l| l == hard).unwrap_or(0);
            common.remove(at);
            crate::sort::sort_by(&mut common, |&a, &b| {
                (self.cover(a), a).cmp(&(self.cover(b), b))
            });
            let mut take = LetterCounts::default();
            take.add(hard);
            for &l in &common[..k - 1] {
                take.add(l);
            }
            self.nodes += 1;
            if self.nodes > MAX_NODES {
                self.stopped = true;
                return false;
            }
            self.used[idx as usize] = true;
            self.picks.push((idx, take));
            if self.run(rest.minus(&take), depth + 1, budget) {
                return true;
            }
            if self.stopped {
                return false;
            }
            self.picks.pop();
            self.used[idx as usize] = false;
            tried += 1;
            if tried == BRANCH {
                break;
            }
        }
        false
    }
}

/// Makes a Jumble.
pub fn make(m: &mut Maker, v: &Values, budget: &mut Budget) -> Result<Outcome> {
    let dict = std::rc::Rc::clone(&m.dict);
    let answer = Answer::read(&v.text(&ANSWER).unwrap_or_default(), &dict)?;
    let caption = v
        .text(&CAPTION)
        .map(|c| c.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|c| !c.is_empty());
    if let Some(c) = &caption {
        let n = c.chars().count();
        if n > MAX_CAPTION_CHARS {
            return Err(Error::too_large(format!(
                "the caption is {n} characters long; the limit is {MAX_CAPTION_CHARS}"
            )));
        }
    }
    let total = answer.letters.len();
    let given_clues = v.size(&CLUES);
    let most = MAX_CLUES * MAX_CIRCLES;
    if total < MIN_CLUES {
        return Err(Error::invalid(format!(
            "the answer has {total} letter{}; each of a Jumble's {MIN_CLUES} clue words circles at least one, so give an answer of {MIN_CLUES} letters or more",
            if total == 1 { "" } else { "s" }
        )));
    }
    if total > most {
        return Err(Error::too_large(format!(
            "the answer has {total} letters; {MAX_CLUES} clue words circle at most {MAX_CIRCLES} letters each ({most}), so give a shorter answer"
        )));
    }
    if let Some(n) = given_clues {
        if total > n * MAX_CIRCLES {
            return Err(Error::invalid(format!(
                "the answer has {total} letters, more than {n} clue words circle ({MAX_CIRCLES} each at most, {}); give --clues {} or more, or leave --clues out",
                n * MAX_CIRCLES,
                total.div_ceil(MAX_CIRCLES)
            )));
        }
        if total < n {
            return Err(Error::invalid(format!(
                "the answer has {total} letters, fewer than --clues {n} (each clue word circles at least one); give --clues {total} or fewer"
            )));
        }
    }

    // The clue words, by frequency with a seeded jitter.
    let clue_level = CLUE_LEVEL.min(m.level);
    let costs = dict.index(&WORD_COSTS);
    let mut cands: Vec<Candidate> = Vec::new();
    for len in CLUE_LENGTHS {
        for &id in dict.ids_with_len(len) {
            if !budget.spend(1) {
                return Ok(out_of_budget("a Jumble"));
            }
            if dict.level(id).is_none_or(|l| l > clue_level) {
                continue;
            }
            let word = dict.bytes(id);
            if m.offensive.contains(word)
                || dict.anagrams(dict.counts(id)).len() != 1
                || answer.words.iter().any(|w| w.as_bytes() == word)
            {
                continue;
            }
            cands.push(Candidate {
                id,
                counts: *dict.counts(id),
                key: u64::from(costs.get(id).0 .0) + m.rng.below(JITTER),
            });
        }
    }
    crate::sort::sort_by(&mut cands, |a, b| (a.key, a.id).cmp(&(b.key, b.id)));
    let mut by_letter: Vec<Vec<u32>> = vec![Vec::new(); 26];
    for (i, c) in cands.iter().enumerate() {
        for l in 0..26u8 {
            if c.counts.count(b'a' + l) > 0 {
                by_letter[l as usize].push(i as u32);
            }
        }
    }
    // What can never be made: a letter no clue word has, or more of a letter than the clues can
    // circle.
    let letters = LetterCounts::of(&answer.letters);
    let clue_words = || {
        format!(
            "clue word of {}-{} letters at level <= {clue_level}",
            CLUE_LENGTHS.start(),
            CLUE_LENGTHS.end()
        )
    };
    let most_clues = given_clues.unwrap_or(MAX_CLUES);
    for l in b'a'..=b'z' {
        let need = letters.count(l) as usize;
        if need == 0 {
            continue;
        }
        let per_word = by_letter[(l - b'a') as usize]
            .iter()
            .map(|&i| cands[i as usize].counts.count(l) as usize)
            .max()
            .unwrap_or(0)
            .min(MAX_CIRCLES);
        if per_word == 0 {
            return Err(Error::invalid(format!(
                "no {} (other than the answer's own words) has the letter {}, so no clue can circle it; change the answer",
                clue_words(),
                l as char
            )));
        }
        if need > per_word * most_clues {
            return Err(Error::invalid(format!(
                "the answer has {need} {}'s, but no {} has more than {per_word}, so {most_clues} clues circle at most {}; change the answer",
                l as char,
                clue_words(),
                per_word * most_clues
            )));
        }
    }

    // The fewest clues that hold the answer (or the number asked for).
    let first = given_clues.unwrap_or(MIN_CLUES.max(total.div_ceil(MAX_CIRCLES)));
    let last = given_clues.unwrap_or(MAX_CLUES.min(total));
    let mut found = None;
    for n in first..=last {
        let (base, extra) = (total / n, total % n);
        let sizes: Vec<usize> = (0..n).map(|i| base + usize::from(i < extra)).collect();
        let mut search = Search {
            dict: &dict,
            cands: &cands,
            by_letter: by_letter.clone(),
            used: vec![false; cands.len()],
            sizes,
            picks: Vec::new(),
            nodes: 0,
            stopped: false,
        };
        if search.run(letters, 0, budget) {
            found = Some(search.picks);
            break;
        }
        if budget.exhausted() {
            return Ok(out_of_budget("a Jumble"));
        }
    }
    let Some(mut picks) = found else {
        return Ok(Outcome::OutOfBudget(format!(
            "No {} to {} clue words of {}-{} letters at level <= {clue_level} whose circles spell exactly the answer's letters were found within the search's limit; try another seed{}.",
            first,
            last,
            CLUE_LENGTHS.start(),
            CLUE_LENGTHS.end(),
            if given_clues.is_some() { " or leave --clues out" } else { "" }
        )));
    };
    m.shuffle(&mut picks);

    // Circles on the letters each clue gives, and a scramble.
    let mut clues: Vec<Clue> = Vec::new();
    for (idx, take) in &picks {
        let word = dict.word(cands[*idx as usize].id).to_string();
        let bytes = word.as_bytes();
        let mut circles: Vec<usize> = Vec::new();
        for l in take.sorted().bytes() {
            let free: Vec<usize> = (0..bytes.len())
                .filter(|&i| bytes[i] == l && !circles.contains(&i))
                .collect();
            // (The search takes no more of a letter than the word has.)
            if free.is_empty() {
                return Err(unproven());
            }
            circles.push(free[m.below(free.len())]);
        }
        crate::sort::sort(&mut circles);
        let scramble = scramble(m, &word);
        clues.push(Clue {
            word,
            scramble,
            circles,
        });
    }

    // The proof: the solver ranks the answer first; letters given until it does.
    let ranking = m.ranking.clone();
    let pairs = ranking.as_deref().map(|r| r as PairsRef);
    let mut given = vec![false; total];
    let mut hints: Vec<String> = Vec::new();
    loop {
        let pattern = answer.pattern(&given);
        let clue_args: Vec<String> = clues.iter().map(Clue::arg).collect();
        let q = JumbleQuery {
            clue: clue_args.clone(),
            pin: Vec::new(),
            answer: pattern.clone(),
            limit: Some(2),
        };
        // The first two answers are exact once the best-first search has listed them (with
        // one reading of the pattern: a hyphenated answer's readings are searched one after
        // the other, so all must finish); counting the rest may be cut short.
        let enough =
            |a: &jumble::JumbleAnswer| a.complete || (!answer.hyphen && a.answers.len() >= 2);
        let run = |steps: u64, budget: &mut Budget| {
            let limit = budget.limit();
            budget.set_limit(budget.used().saturating_add(steps).min(limit));
            let a = jumble::solve_ranked(&dict, pairs, &q, budget);
            budget.set_limit(limit);
            a
        };
        if budget.exhausted() {
            return Ok(out_of_budget("a Jumble"));
        }
        let share = (budget.limit() - budget.used()) / SHARE;
        let mut a = run(share.min(RUN_STEPS), budget)?;
        if !enough(&a) && share > RUN_STEPS {
            a = run(share, budget)?;
        }
        if !enough(&a) {
            return Ok(out_of_budget("a Jumble"));
        }
        for (c, got) in clues.iter().zip(&a.clues) {
            if got.words.len() != 1 || got.words[0].word != c.word {
                return Err(Error::invalid(format!(
                    "the clue {} could not be proven to unscramble to {} alone; report this seed",
                    c.scramble.to_ascii_uppercase(),
                    c.word.to_ascii_uppercase()
                )));
            }
        }
        let letters_of = |p: &str| -> Vec<u8> {
            p.bytes()
                .filter(u8::is_ascii_alphabetic)
                .map(|b| b.to_ascii_lowercase())
                .collect()
        };
        let ours = |i: usize| {
            a.answers
                .get(i)
                .is_some_and(|p| letters_of(&p.phrase) == answer.letters)
        };
        let margin = match &a.answers[..] {
            [first, second, ..] => Some(second.cost.0.saturating_sub(first.cost.0)),
            _ => None,
        };
        if ours(0) && margin.is_none_or(|m| m > 0) {
            let argv: Vec<String> = ["jumble".to_string()]
                .into_iter()
                .chain(
                    clue_args
                        .into_iter()
                        .flat_map(|c| ["--clue".to_string(), c]),
                )
                .chain(["--answer".to_string(), pattern])
                .collect();
            let difficulty = difficulty(&dict, &answer, &clues, hints.len(), margin);
            return Ok(Outcome::Made {
                argv,
                answer: MadeAnswer::Jumble {
                    phrase: answer.text.clone(),
                    clues: clues.iter().map(|c| c.word.clone()).collect(),
                },
                difficulty,
                check: Check {
                    solutions: a.count as usize,
                    first: Some(true),
                    margin: Some(margin.map(Cost)),
                    hints: Some(hints),
                    counted: Some(a.complete),
                    ..Check::default()
                },
                caption,
            });
        }
        // The rival: the phrase ranked first, or the one tied with the answer.
        let Some(rival) = a.answers.get(usize::from(ours(0))) else {
            return Err(Error::invalid(format!(
                "the Jumble solver finds no phrase of the answer's letters that fits {}; check the answer's words",
                quote(&pattern)
            )));
        };
        let theirs = letters_of(&rival.phrase);
        let differs: Vec<usize> = (0..total)
            .filter(|&i| !given[i] && theirs.get(i) != Some(&answer.letters[i]))
            .collect();
        let pick = differs
            .iter()
            .copied()
            .find(|&i| answer.starts_word(i))
            .or(differs.first().copied());
        let Some(i) = pick.filter(|_| hints.len() < max_hints(total)) else {
            return Err(Error::invalid(format!(
                "the Jumble solver ranks {} {} the answer {}{}; choose another answer or a larger dictionary (a higher level)",
                quote(&rival.phrase),
                if ours(0) { "as likely as" } else { "above" },
                quote(&answer.text),
                if hints.is_empty() {
                    String::new()
                } else {
                    format!(" even with {} of its letters given", hints.len())
                }
            )));
        };
        given[i] = true;
        let l = answer.letters[i];
        hints.push(format!("{}={}", i + 1, l as char));
        // Its circle comes off a clue that circles it: one with the most circles. (The circles
        // hold exactly the letters not given, so there is one.)
        let Some(c) = (0..clues.len())
            .filter(|&c| clues[c].circled().contains(&l))
            .max_by_key(|&c| (clues[c].circles.len(), std::cmp::Reverse(c)))
        else {
            return Err(unproven());
        };
        let bytes = clues[c].word.as_bytes().to_vec();
        if let Some(at) = clues[c].circles.iter().rposition(|&p| bytes[p] == l) {
            clues[c].circles.remove(at);
        }
    }
}

/// The error for a puzzle the maker's own reasoning should have excluded: never shown.
fn unproven() -> Error {
    Error::invalid(
        "the Jumble's circles could not be matched to the answer's letters; report this seed",
    )
}

/// A seeded scramble of `word`: never the word itself or a word the makers leave out, with as
/// few letters in place as [`SCRAMBLE_TRIES`] shuffles find.
fn scramble(m: &mut Maker, word: &str) -> String {
    let mut best: Option<(usize, String)> = None;
    let mut letters: Vec<u8> = word.bytes().collect();
    for _ in 0..SCRAMBLE_TRIES {
        m.shuffle(&mut letters);
        let s = String::from_utf8(letters.clone()).unwrap_or_default();
        if s == word || m.offensive.contains(s.as_bytes()) {
            continue;
        }
        let in_place = s.bytes().zip(word.bytes()).filter(|(a, b)| a == b).count();
        if best.as_ref().is_none_or(|(n, _)| in_place < *n) {
            best = Some((in_place, s));
        }
        if in_place == 0 {
            break;
        }
    }
    // A word whose shuffles all read as itself or worse cannot be a clue word (it would need
    // all its letters alike); rotate it as a last resort.
    best.map(|(_, s)| s).unwrap_or_else(|| {
        let mut r = word.to_string();
        r.push_str(&word[..1]);
        r[1..].to_string()
    })
}

/// Difficulty: 2 points a letter to find, 4 a word after the first, 4, 8 or 12 for each clue
/// word that is uncommon, rare or very rare, 15 when the next answer is less than ten times
/// less likely (8 when less than a hundred times), less 8 a letter given.
fn difficulty(
    dict: &Dictionary,
    answer: &Answer,
    clues: &[Clue],
    hints: usize,
    margin: Option<u32>,
) -> Difficulty {
    let words = answer
        .text
        .split([' ', '\u{2013}', '\u{2014}'])
        .filter(|w| w.bytes().any(|b| b.is_ascii_alphabetic()))
        .count() as u32;
    let rare: u32 = clues
        .iter()
        .map(|c| match Commonness::of_word(dict, &c.word) {
            Commonness::Common => 0,
            Commonness::Uncommon => 4,
            Commonness::Rare => 8,
            Commonness::VeryRare => 12,
        })
        .sum();
    let close = match margin {
        Some(m) if m < 1000 => 15,
        Some(m) if m < 2000 => 8,
        _ => 0,
    };
    let blanks = (answer.letters.len() - hints) as u32;
    let score = 2 * blanks + 4 * words.saturating_sub(1) + rare + close;
    Difficulty::of(score.saturating_sub(8 * hints as u32))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dict() -> Dictionary {
        Dictionary::from_words(&["bad", "hair", "day", "hand", "crafted", "it", "do"])
    }

    #[test]
    fn reads_answers_and_writes_patterns() {
        let d = dict();
        let a = Answer::read("  Bad   HAIR day ", &d).unwrap();
        assert_eq!(a.text, "Bad HAIR day");
        assert_eq!(a.letters, b"badhairday");
        assert_eq!(a.pattern(&[false; 10]), "--- ---- ---");
        let mut given = [false; 10];
        given[3] = true;
        assert_eq!(a.pattern(&given), "--- H--- ---");
        assert!(a.starts_word(3) && a.starts_word(0) && !a.starts_word(4));
        let a = Answer::read("hand-crafted!", &d).unwrap();
        assert_eq!(a.pattern(&[false; 11]), "____-_______!");
        assert!(a.words.contains(&"crafted".to_string()));
        assert!(a.starts_word(4), "a hyphen's second part starts a word");
        let a = Answer::read("it's", &d).unwrap();
        assert_eq!(a.pattern(&[false; 3]), "--'-");
        assert!(!a.starts_word(2));
        assert!(Answer::read("don't", &d).is_ok());
    }

    #[test]
    fn refuses_answers_the_solver_cannot_read() {
        let d = dict();
        for (input, says) in [
            ("bad hare day", "\"hare\" is not a word"),
            ("bad -hair", "hyphen at position 5 with no letter before it"),
            ("bad- hair", "hyphen at position 4 with no letter after it"),
            ("bad 2 day", "'2' at position 5"),
            ("!!", "no letters"),
        ] {
            let e = Answer::read(input, &d).err().unwrap();
            assert!(e.message.contains(says), "{input}: {}", e.message);
        }
        let long = "bad ".repeat(16);
        assert!(Answer::read(&long, &d)
            .err()
            .unwrap()
            .message
            .contains("the limit is 60"));
    }

    #[test]
    fn hints_are_at_most_a_third() {
        assert_eq!(max_hints(4), 1);
        assert_eq!(max_hints(12), 4);
    }
}
