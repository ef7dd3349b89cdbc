//! `make crypto`: a quote enciphered by a seeded substitution with no letter left as itself,
//! with the fewest hints the cryptogram solver needs to make the quote its one answer.
//!
//! The solver ([`crate::assign::solve_ranked`], with the ranking data when it is loaded) is run
//! on the ciphertext, each run with a share of the budget. The quote must be its first answer,
//! and the next one (if any) at least ten times less likely ([`MARGIN`]). When another plaintext
//! is as likely or above the quote, or the solver cannot finish within its share, the maker gives one letter
//! as a hint (`--known X=y`): the ciphertext letter, among those where the rival reads another
//! letter (or, with no rival listed, among all not yet given), that occurs most often. It stops
//! when the solver's only answer, and so its first, is the quote.

use crate::assign::{self, AssignQuery};
use crate::budget::Budget;
use crate::error::{quote, Error, Result};
use crate::options::{CommandSpec, Opt, Reach, Values};
use crate::rank::PairsRef;

use super::{out_of_budget, Check, Difficulty, MadeAnswer, Maker, Outcome, SEED};

/// The longest quote, in characters.
pub const MAX_TEXT_CHARS: usize = 2_000;
/// Each run of the solver may spend at most this share (1/N) of the budget left.
const SHARE: u64 = 4;
/// ... and at most this many steps (about 0.1 s natively): a puzzle the solver cannot settle
/// that quickly is too open for people too, and gets a hint.
pub const RUN_STEPS: u64 = 3_000_000;
/// How much less likely than the quote the solver's second plaintext must be: 1000 thousandths
/// of a power of ten, ten times less likely. Closer than that, the two are "as likely" and a
/// hint settles it.
pub const MARGIN: u32 = 1000;

/// `--text QUOTE`.
pub const TEXT: Opt = Opt::text("text", "Quote", "QUOTE")
    .required()
    .help("the quote to encipher");

/// `wordwright make crypto`.
pub static MAKE_CRYPTO: CommandSpec = CommandSpec {
    name: "make-crypto",
    summary: "make a cryptogram of a quote whose one answer is the quote (with hints when needed)",
    options: &[&TEXT, &SEED],
    reach: Reach::Everywhere,
};

/// The letters of a text, lowercase.
fn letters(text: &str) -> Vec<u8> {
    text.bytes()
        .filter(u8::is_ascii_alphabetic)
        .map(|b| b.to_ascii_lowercase())
        .collect()
}

/// Makes a cryptogram.
pub fn make(m: &mut Maker, v: &Values, budget: &mut Budget) -> Result<Outcome> {
    let text = v.text(&TEXT).unwrap_or_default();
    let text = text.trim().to_string();
    let chars = text.chars().count();
    if chars > MAX_TEXT_CHARS {
        return Err(Error::too_large(format!(
            "the quote is {chars} characters long; the limit is {MAX_TEXT_CHARS}"
        )));
    }
    // Dashes are punctuation a quote keeps (the solver reads them so); other marks outside
    // ASCII are refused (the text layer has made quotes, spaces and accented letters plain).
    if let Some(c) = text
        .chars()
        .find(|c| !c.is_ascii() && !matches!(c, '\u{2013}' | '\u{2014}'))
    {
        return Err(Error::invalid(format!(
            "the quote has {}; a cryptogram enciphers the letters a-z, with spaces, dashes and ASCII punctuation kept",
            crate::letters::describe_char(c)
        )));
    }
    let plain = letters(&text);
    if plain.is_empty() {
        return Err(Error::invalid(
            "the quote has no letters; give --text with words to encipher",
        ));
    }
    let dict = std::rc::Rc::clone(&m.dict);
    // The solver reads one word outside the dictionary at most (a name).
    let outside: Vec<String> = text
        .split(|c: char| !c.is_ascii_alphabetic() && c != '\'')
        .map(|w| w.trim_matches('\'').to_ascii_lowercase())
        .filter(|w| !w.is_empty() && !w.contains('\'') && !dict.contains(w))
        .fold(Vec::new(), |mut out, w| {
            if !out.contains(&w) {
                out.push(w);
            }
            out
        });
    if outside.len() > 1 {
        let named: Vec<String> = outside.iter().map(|w| quote(w)).collect();
        return Err(Error::invalid(format!(
            "the quote's words {} are not in the dictionary {}; a cryptogram's answer may hold one word outside it, so try a larger dictionary (a higher level) or other words",
            crate::options::and_list(&named),
            dict.source().describe()
        )));
    }

    // A substitution with no letter left as itself (a shuffle, drawn again until it is one).
    let mut key: Vec<u8> = (b'a'..=b'z').collect();
    loop {
        m.shuffle(&mut key);
        if key.iter().enumerate().all(|(i, &k)| k != b'a' + i as u8) {
            break;
        }
    }
    // By character: a dash is more than one byte.
    let cipher: String = text
        .chars()
        .map(|c| match c {
            'a'..='z' | 'A'..='Z' => {
                key[(c.to_ascii_lowercase() as u8 - b'a') as usize].to_ascii_uppercase() as char
            }
            _ => c,
        })
        .collect();
    let cipher_letters: Vec<u8> = cipher.bytes().filter(u8::is_ascii_alphabetic).collect();
    // How often each ciphertext letter occurs, and the plain letter it stands for.
    let mut freq = [0usize; 26];
    let mut truth = [0u8; 26];
    for (&c, &p) in cipher_letters.iter().zip(&plain) {
        freq[(c - b'A') as usize] += 1;
        truth[(c - b'A') as usize] = p;
    }

    let ranking = m.ranking.clone();
    let pairs = ranking.as_deref().map(|r| r as PairsRef);
    let mut hints: Vec<u8> = Vec::new();
    loop {
        let q = AssignQuery {
            crypto: Some(cipher.clone()),
            known: hints
                .iter()
                .map(|&c| format!("{}={}", c as char, truth[(c - b'A') as usize] as char))
                .collect(),
            limit: Some(2),
            ..AssignQuery::default()
        };
        let (limit, used) = (budget.limit(), budget.used());
        if budget.exhausted() {
            return Ok(out_of_budget("a cryptogram"));
        }
        budget.set_limit(used + ((limit - used) / SHARE).min(RUN_STEPS));
        let a = assign::solve_ranked(&dict, pairs, m.beyond(), &q, budget);
        let finished = !budget.exhausted();
        budget.set_limit(limit);
        let a = a?;
        let read = |i: usize| a.solutions.get(i).and_then(|s| s.plaintext.as_deref());
        let first_is_quote = read(0).is_some_and(|p| letters(p) == plain);
        // How much less likely the runner-up is (None: there is none).
        let margin = match &a.solutions[..] {
            [first, second, ..] => Some(second.cost.0.saturating_sub(first.cost.0)),
            _ => None,
        };
        let settled = margin.is_none_or(|m| m >= MARGIN);
        if finished && a.complete && first_is_quote && settled {
            let hints: Vec<String> = q.known.clone();
            let mut argv = vec!["assign".to_string(), "--crypto".to_string(), cipher];
            for h in &hints {
                argv.extend(["--known".to_string(), h.clone()]);
            }
            // Difficulty: short quotes are hard (fewer letters to go on), hints make it easier.
            let score = (4000 / (plain.len() as u32 + 20)).saturating_sub(10 * hints.len() as u32);
            return Ok(Outcome::Made {
                argv,
                answer: MadeAnswer::Crypto(text),
                difficulty: Difficulty::of(score),
                check: Check {
                    solutions: a.count + a.uncounted,
                    first: Some(true),
                    margin: Some(margin.map(crate::rank::Cost)),
                    hints: Some(hints),
                    ..Check::default()
                },
                caption: None,
            });
        }
        // The hint: where a rival reads another letter, else any letter not yet given; the
        // most frequent, then the first in the alphabet.
        let rival = (0..a.solutions.len())
            .filter_map(read)
            .map(letters)
            .find(|p| *p != plain);
        let differs = |c: u8| match &rival {
            Some(r) => cipher_letters
                .iter()
                .zip(r)
                .any(|(&x, &y)| x == c && y != truth[(c - b'A') as usize]),
            None => true,
        };
        let pick = (b'A'..=b'Z')
            .filter(|&c| freq[(c - b'A') as usize] > 0 && !hints.contains(&c))
            .filter(|&c| differs(c))
            .max_by_key(|&c| (freq[(c - b'A') as usize], std::cmp::Reverse(c)));
        match pick {
            Some(c) => hints.push(c),
            None if !finished => return Ok(out_of_budget("a cryptogram")),
            None => {
                return Err(Error::invalid(format!(
                    "even with every letter given, the solver does not read the quote {}; check its words",
                    dict.source().describe()
                )))
            }
        }
    }
}
