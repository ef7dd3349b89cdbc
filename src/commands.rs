//! The commands the command line and the page share: each one's declaration ([`CommandSpec`])
//! and how it runs. The CLI and the wasm boundary both read options with
//! [`Values::read`](crate::options::Values::read) and call [`run`]; they differ only in where
//! the dictionary comes from ([`Env`]) and how the answer is shown.

use std::rc::Rc;

use serde::Serialize;

use crate::assign::{self, AssignAnswer, AssignQuery};
use crate::budget::Budget;
use crate::dice::{self, DiceAnswer, DiceQuery};
use crate::dict::{Dictionary, RankingData, Spelling};
use crate::error::Result;
use crate::finder::{
    self, GroupsAnswer, GroupsQuery, LookupAnswer, PhraseAnswer, PhraseQuery, WordsAnswer,
    WordsQuery,
};
use crate::jumble::{self, JumbleAnswer, JumbleQuery};
use crate::ladder::{self, GraphAnswer, GraphQuery, LadderAnswer, LadderQuery};
use crate::note::Note;
use crate::options::{CommandSpec, Surface, Values};
use crate::rack::{self, RackAnswer, RackQuery};
use crate::rank::PairsRef;

/// Every command the page and the CLI share, in the order `wordwright help` lists them.
pub const COMMANDS: &[&CommandSpec] = &[
    &finder::WORDS,
    &finder::LOOKUP,
    &jumble::JUMBLE,
    &ladder::LADDER,
    &ladder::GRAPH,
    &rack::RACK,
    &dice::DICE,
    &assign::ASSIGN,
];

/// The command called `name` (a maker's name is `make-<kind>`).
pub fn find(name: &str) -> Option<&'static CommandSpec> {
    let found = COMMANDS.iter().copied().find(|c| c.name == name);
    #[cfg(any(feature = "make", not(target_arch = "wasm32")))]
    let found = found.or_else(|| crate::make::find(name));
    found
}

/// What a command needs from the program running it.
pub trait Env {
    /// The dictionary at the chosen level and spelling, or the user's word list.
    fn dict(&mut self) -> Result<Rc<Dictionary>>;
    /// Every word at hand in every spelling (both tiers if both are loaded, or the user's word
    /// list), for lookups.
    fn full_dict(&mut self) -> Result<Rc<Dictionary>>;
    /// Whether [`Env::full_dict`] holds the extended tier (or is the user's list), so that a
    /// word missing from it is missing everywhere.
    fn searched_everything(&self) -> bool;
    /// The level in use (None with a word list).
    fn level(&self) -> Option<u8>;
    /// The spelling in use (None with a word list).
    fn spelling(&self) -> Option<Spelling>;
    /// The ranking data (word pairs and phrases), or None when it is not loaded (the page
    /// fetches it after the dictionary) or could not be used: rank without it then.
    fn ranking(&mut self) -> Option<Rc<RankingData>>;
    /// The names tier (proper names and capitalised words with their frequencies) as a
    /// dictionary, or None when it is not at hand (the page: not loaded yet, or it could not be)
    /// or a user's word list is in use: cryptograms then read no names.
    fn names(&mut self) -> Option<Rc<Dictionary>> {
        None
    }
    /// Every spelling's words at least to the level in use (the page's full dictionary), for a
    /// cryptogram's words of other spellings; None with a word list of one's own.
    fn every_spelling(&mut self) -> Result<Option<Rc<Dictionary>>> {
        match self.level() {
            Some(_) => self.full_dict().map(Some),
            None => Ok(None),
        }
    }
    /// Where the answer is shown: advice in a reason names the command line's options or the
    /// page's fields ([`Surface::render`]).
    fn surface(&self) -> Surface {
        Surface::Cli
    }
    /// A first answer, sent while the command goes on (the first page of phrase anagrams,
    /// before they are counted): the page shows it at once; the command line waits for the
    /// whole answer.
    fn partial(&mut self, _first: &Response) {}
}

/// The dictionary of every spelling (the full one) and the level in use, for a cryptogram's
/// words of other spellings ([`assign::Beyond`]): None with a word list of one's own or when
/// every spelling is in use already.
pub(crate) fn other_spellings(env: &mut dyn Env) -> Result<Option<(Rc<Dictionary>, u8)>> {
    match (env.level(), env.spelling()) {
        (Some(level), Some(spelling)) if spelling != Spelling::Any => {
            Ok(env.every_spelling()?.map(|d| (d, level)))
        }
        _ => Ok(None),
    }
}

/// A command's answer.
#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum Answer {
    /// `words`.
    Words(WordsAnswer),
    /// `words --anagram-groups`.
    Groups(GroupsAnswer),
    /// `words --phrase-anagram`.
    Phrases(PhraseAnswer),
    /// `lookup`.
    Lookup(LookupAnswer),
    /// `jumble`.
    Jumble(JumbleAnswer),
    /// `ladder`.
    Ladder(LadderAnswer),
    /// `graph`.
    Graph(GraphAnswer),
    /// `rack`.
    Rack(RackAnswer),
    /// `dice`.
    Dice(DiceAnswer),
    /// `assign`.
    Assign(AssignAnswer),
    /// `make <kind>`.
    #[cfg(any(feature = "make", not(target_arch = "wasm32")))]
    Made(crate::make::Made),
}

/// An answer with its notes: the JSON document of a command (the answer's fields and `notes`).
#[derive(Debug, Clone, Serialize)]
pub struct Response {
    /// The answer.
    #[serde(flatten)]
    pub answer: Answer,
    /// What the command changed, skipped or must say (see [`Note`]).
    pub notes: Vec<Note>,
}

/// Runs the command `v` was read for.
pub fn run(v: &Values, env: &mut dyn Env, budget: &mut Budget) -> Result<Response> {
    let name = v.command().name;
    // Whether phrases were ranked without the ranking data.
    let mut fallback = false;
    // Whether a cryptogram was read without the names (with the built-in dictionary).
    let mut no_names = false;
    #[cfg(any(feature = "make", not(target_arch = "wasm32")))]
    if name.starts_with("make-") {
        let made = crate::make::run(v, env, budget)?;
        let mut made = Answer::Made(made);
        if let Some(Some(reason)) = made.reason_mut() {
            *reason = env.surface().render(reason, Some(v.command()));
        }
        let notes = notes(v, &made, &*env.dict()?, false);
        return Ok(Response {
            answer: made,
            notes,
        });
    }
    let (mut answer, dict) = if name == "lookup" {
        let dict = env.full_dict()?;
        let word = v.text(&finder::WORD).unwrap_or_default();
        let a = finder::lookup(
            &dict,
            &word,
            env.level(),
            env.spelling(),
            env.searched_everything(),
        )?;
        (Answer::Lookup(a), dict)
    } else {
        let dict = env.dict()?;
        let answer = match name {
            "words" if v.has(&finder::PHRASE_ANAGRAM) => {
                let ranking = env.ranking();
                fallback = ranking.is_none();
                let pairs = ranking.as_deref().map(|r| r as PairsRef);
                let q = PhraseQuery::read(v)?;
                let mut first = |a: &PhraseAnswer| {
                    let answer = Answer::Phrases(a.clone());
                    let notes = notes(v, &answer, &dict, fallback);
                    env.partial(&Response { answer, notes });
                };
                Answer::Phrases(finder::phrase_anagrams_streamed(
                    &dict, pairs, &q, budget, &mut first,
                )?)
            }
            "words" if v.switch(&finder::ANAGRAM_GROUPS) => Answer::Groups(finder::anagram_groups(
                &dict,
                &GroupsQuery::read(v)?,
                budget,
            )?),
            "words" => Answer::Words(finder::find_words(&dict, &WordsQuery::read(v)?, budget)?),
            "jumble" => {
                let ranking = env.ranking();
                fallback = ranking.is_none();
                let pairs = ranking.as_deref().map(|r| r as PairsRef);
                Answer::Jumble(jumble::solve_ranked(
                    &dict,
                    pairs,
                    &JumbleQuery::read(v)?,
                    budget,
                )?)
            }
            "ladder" => Answer::Ladder(ladder::solve(&dict, &LadderQuery::read(v)?, budget)?),
            "graph" => Answer::Graph(ladder::graph(&dict, &GraphQuery::read(v)?, budget)?),
            "rack" => Answer::Rack(rack::solve(&dict, &RackQuery::read(v)?, budget)?),
            "dice" => Answer::Dice(dice::solve(&dict, &DiceQuery::read(v)?, budget)?),
            _ => {
                let ranking = env.ranking();
                fallback = ranking.is_none() && v.text(&assign::CRYPTO).is_some();
                let pairs = ranking.as_deref().map(|r| r as PairsRef);
                let names = env.names();
                no_names =
                    v.text(&assign::CRYPTO).is_some() && names.is_none() && env.level().is_some();
                // Only a cryptogram's plaintext reads words of other spellings.
                let spellings = match v.text(&assign::CRYPTO) {
                    Some(_) => other_spellings(env)?,
                    None => None,
                };
                Answer::Assign(assign::solve_ranked(
                    &dict,
                    pairs,
                    assign::Beyond::of(names.as_ref(), spellings.as_ref()),
                    &AssignQuery::read(v)?,
                    budget,
                )?)
            }
        };
        (answer, dict)
    };
    // Advice in a reason names options the way the surface showing it does (“Pins” in the
    // page for `--pin`), as error messages do.
    if let Some(Some(reason)) = answer.reason_mut() {
        *reason = env.surface().render(reason, Some(v.command()));
    }
    let mut notes = notes(v, &answer, &dict, fallback);
    if let Answer::Assign(AssignAnswer {
        spelled_otherwise: Some((words, spelling)),
        ..
    }) = &answer
    {
        let mut note = Note::other_spellings(words, *spelling);
        note.message = env.surface().render(&note.message, Some(v.command()));
        notes.push(note);
    }
    if no_names {
        notes.push(Note::names_fallback());
    }
    Ok(Response { answer, notes })
}

impl Answer {
    /// The answer's reason (why there is nothing to list, and what to change), for the kinds
    /// of answer that have one.
    fn reason_mut(&mut self) -> Option<&mut Option<String>> {
        match self {
            Answer::Words(a) => Some(&mut a.reason),
            Answer::Groups(a) => Some(&mut a.reason),
            Answer::Phrases(a) => Some(&mut a.reason),
            Answer::Jumble(a) => Some(&mut a.reason),
            Answer::Ladder(a) => Some(&mut a.reason),
            Answer::Rack(a) => Some(&mut a.reason),
            Answer::Dice(a) => Some(&mut a.reason),
            Answer::Assign(a) => Some(&mut a.reason),
            #[cfg(any(feature = "make", not(target_arch = "wasm32")))]
            Answer::Made(a) => Some(&mut a.reason),
            Answer::Lookup(_) | Answer::Graph(_) => None,
        }
    }
}

/// The notes of an answer: the options' own, then what the dictionary and the ranking data
/// (missing: `fallback`) must say about it.
fn notes(v: &Values, answer: &Answer, dict: &Dictionary, fallback: bool) -> Vec<Note> {
    let mut notes = v.notes().to_vec();
    // The UKACD notice goes with every answer that may hold a level-80+ word, with a lookup
    // that names one, and with plaintexts that hold a name of those levels.
    let ukacd = match answer {
        Answer::Lookup(a) => a.level.is_some_and(|l| l >= 80),
        Answer::Assign(a) => dict.source().uses_ukacd() || a.ukacd_names,
        _ => dict.source().uses_ukacd(),
    };
    if ukacd {
        notes.push(Note::ukacd());
    }
    if fallback {
        notes.push(Note::ranking_fallback());
    }
    // A word list's words without a frequency, where the order depends on frequencies.
    if matches!(v.command().name, "jumble" | "ladder" | "rack" | "assign")
        || matches!(answer, Answer::Phrases(_))
    {
        notes.extend(crate::dict::wordlist::missing_frequencies(dict));
    }
    notes
}
