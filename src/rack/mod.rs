//! The tile word game: the best-scoring words a rack of lettered tiles can make.
//!
//! A tile set (see [`tiles`]) gives each letter a count and a point value. The rack is typed,
//! drawn from the bag with a seed, or (whole-bag mode) the whole bag. [`solve`] lists the words
//! of the best score, then the next best, up to a limit of words (ties at the cut are cut too,
//! and `best_count` says how many share the best score), each with its score and the positions
//! its blanks fill. A blank covers exactly the letters the rack lacks and scores 0; blanks not
//! needed stay on the rack. With a board pattern (`?a??`) the fixed letters come from the board
//! and score their face value.
//!
//! The search (the private `scan` module) scans an index of the dictionary's words of each
//! length the rack can fill: a letter-set test rejects most words with one AND and a popcount,
//! and the survivors are scored letter by letter. Every such word is looked at, so `count` is
//! always complete.

mod scan;
pub mod tiles;

use serde::Serialize;

use crate::budget::Budget;
use crate::dict::Dictionary;
use crate::error::{Error, Result};
use crate::letters::describe_char;
use crate::options::{CommandSpec, Opt, Reach, Values, LIMIT, MAX_LEN, MIN_LEN};
use crate::quote::plural;
/// The key of the scan index a dictionary keeps (for the test that keys have one slot each).
#[cfg(test)]
pub(crate) use scan::SCAN;
use scan::{Hit, Search};
pub use tiles::{CustomSet, Rack, SetSpec, TileMap, TileSet, TileSpec, MAX_RACK, MAX_SEED};

/// The longest board pattern, in characters (the longest dictionary word).
pub const MAX_PATTERN_CHARS: usize = crate::dict::blob::MAX_WORD_LEN;

/// `rack [TILES]`.
pub const TILES: Opt = Opt::text("tiles", "Tiles", "TILES")
    .positional()
    .help("the rack: letters, ? for a blank");
/// `--set standard|challenge|JSON`.
pub const SET: Opt = Opt::text("set", "Tile set", "standard|challenge|PATH.json")
    .symbols()
    .help(
    "the tile set: standard (default), challenge, or a custom set in JSON (the command line takes its file)",
);
/// `--draw`.
pub const DRAW: Opt = Opt::switch("draw", "Draw from the bag")
    .help("draw a rack from the bag (with --seed, the same rack every time)");
/// `--seed S`: the shared declaration (name, label, bounds), with the draw's help.
pub const SEED: Opt = crate::rng::SEED
    .help("the seed of the draw (a seed alone means --draw; drawn and reported when not given)");
/// `--all-tiles`.
pub const ALL_TILES: Opt =
    Opt::switch("all-tiles", "Use all tiles").help("only words that use every tile of the rack");
/// `--bonus N`.
pub const BONUS: Opt = Opt::number("bonus", "Whole-rack bonus", 0, 1000)
    .help("points for using a whole rack (default: the set's bonus)");
/// `--pattern P`.
pub const BOARD: Opt = Opt::text("pattern", "Board pattern", "P")
    .help("letters already on the board and ? for each square to fill, like ?a??");
/// `--whole-bag`.
pub const WHOLE_BAG: Opt =
    Opt::switch("whole-bag", "Whole bag").help("the best word the whole bag could make");

/// `--min-len N` for a rack ([`MIN_LEN`] with a default): a tile game's words have two letters or more, so by default none of
/// one letter is listed (SCOWL lists every letter as a word: `q`, `z`).
pub const RACK_MIN_LEN: Opt = MIN_LEN
    .default(2)
    .help("shortest word to list (tile games take words of two letters or more)");

/// `wordwright rack`.
pub static RACK: CommandSpec = CommandSpec {
    name: "rack",
    summary:
        "best-scoring words from a rack of tiles (? = blank), typed or drawn from a tile set's bag",
    options: &[
        &TILES,
        &SET,
        &DRAW,
        &SEED,
        &LIMIT,
        &RACK_MIN_LEN,
        &MAX_LEN,
        &ALL_TILES,
        &BONUS,
        &BOARD,
        &WHOLE_BAG,
    ],
    reach: Reach::Everywhere,
};

/// A rack query. Field names are the CLI's option names.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RackQuery {
    /// The rack: letters, `?` for a blank.
    pub tiles: Option<String>,
    /// The tile set: `"standard"` (default), `"challenge"`, or a custom set object.
    pub set: Option<SetSpec>,
    /// Draw a rack from the bag (needs `seed`; a seed alone also means a draw).
    pub draw: bool,
    /// The seed of the draw, 0 to 2^53 - 1.
    pub seed: Option<u64>,
    /// How many words to list, best first (ties at the cut are cut too; default 100).
    pub limit: Option<usize>,
    /// Shortest word to list (board letters included; default 2).
    pub min_len: Option<usize>,
    /// Longest word to list (board letters included).
    pub max_len: Option<usize>,
    /// Only words that use every tile of the rack.
    pub all_tiles: bool,
    /// Points for using a whole rack (default: the set's bonus).
    pub bonus: Option<u32>,
    /// A board pattern: letters already on the board and `?` places for rack tiles.
    pub pattern: Option<String>,
    /// Use the whole bag as the rack.
    pub whole_bag: bool,
}

impl RackQuery {
    /// The query from checked options (`--set` is a set's name or a custom set's JSON text).
    pub fn read(v: &Values) -> Result<RackQuery> {
        Ok(RackQuery {
            tiles: v.text(&TILES),
            set: v.text(&SET).as_deref().map(SetSpec::parse).transpose()?,
            draw: v.switch(&DRAW),
            seed: v.number(&SEED),
            limit: v.size(&LIMIT),
            min_len: v.size(&RACK_MIN_LEN),
            max_len: v.size(&MAX_LEN),
            all_tiles: v.switch(&ALL_TILES),
            bonus: v.number(&BONUS).map(|b| b as u32),
            pattern: v.text(&BOARD),
            whole_bag: v.switch(&WHOLE_BAG),
        })
    }
}

/// One word of an answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RackWord {
    /// The word, lowercase.
    pub word: String,
    /// Its score, bonus included.
    pub score: u32,
    /// 0-based positions in the word that blanks fill.
    pub blanks: Vec<usize>,
    /// The whole-rack bonus included in `score` (0 or the bonus).
    pub bonus: u32,
    /// Its SCOWL level, or None for a user's word list.
    pub level: Option<u8>,
    /// How common it is, in words for people (by its frequency, else its level).
    pub commonness: crate::rank::Commonness,
}

/// The answer to a [`RackQuery`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RackAnswer {
    /// The rack searched (`?` for blanks); in whole-bag mode, the whole bag.
    pub rack: String,
    /// The best score, or None when no word can be made.
    pub best_score: Option<u32>,
    /// The words of the best score, then the next best, up to the limit, in the order of
    /// the README (score, fewer blanks, more common, alphabetical).
    pub words: Vec<RackWord>,
    /// How many words can be made in all.
    pub count: usize,
    /// False when the step budget ran out before every word was checked.
    pub complete: bool,
    /// Whether `words` was cut to the limit.
    pub truncated: bool,
    /// How many words have the best score, listed or not (0 when none is found). The list
    /// stops at `--limit` words even inside the best score: `aeinr??` at level 95 has 393 words
    /// of the best score, and `--limit 20` lists 20 of them.
    pub best_count: usize,
    /// The tile set's name.
    pub set: String,
    /// The seed of a drawn rack.
    pub seed: Option<u64>,
    /// The board pattern, normalized (lowercase, `?` for places).
    pub pattern: Option<String>,
    /// Points a word earns for using the whole rack.
    pub bonus: u32,
    /// Tiles in a full rack (the bonus needs a full rack).
    pub rack_size: usize,
    /// The value of each letter a..z in this set, for showing tiles.
    pub values: Vec<u32>,
    /// Why no word was found (None when some were).
    pub reason: Option<String>,
}

/// Runs a rack query. The index the scan needs (only for the word lengths it looks at) is built
/// the first time and kept by the dictionary for the next queries.
pub fn solve(dict: &Dictionary, q: &RackQuery, budget: &mut Budget) -> Result<RackAnswer> {
    let set = TileSet::from_spec(q.set.as_ref())?;
    let limit = LIMIT.or_default(q.limit).max(1);
    let mut min_len = RACK_MIN_LEN.or_default(q.min_len).max(1);
    let mut max_len = q.max_len.unwrap_or(usize::MAX);
    if min_len > max_len {
        return Err(Error::invalid(format!(
            "the minimum length {min_len} is above the maximum length {max_len}"
        )));
    }
    let pattern = q.pattern.as_deref().map(BoardPattern::parse).transpose()?;
    if let Some(p) = &pattern {
        let l = p.len();
        if l < min_len || l > max_len {
            return Err(Error::invalid(format!(
                "the pattern is {} long, outside the length limits {min_len} to {}",
                plural(l, "letter"),
                if max_len == usize::MAX {
                    "any".to_string()
                } else {
                    max_len.to_string()
                }
            )));
        }
        min_len = l;
        max_len = l;
    }

    let draw = q.draw || q.seed.is_some();
    let (rack, seed) = match (q.tiles.as_deref(), draw, q.whole_bag) {
        (Some(t), false, false) => {
            let rack = Rack::parse(t)?;
            set.check_rack(&rack)?;
            (rack, None)
        }
        (None, true, false) => {
            let Some(seed) = q.seed else {
                return Err(Error::invalid(format!(
                    "a draw needs --seed (a whole number from 0 to {MAX_SEED})"
                )));
            };
            (set.draw(seed & MAX_SEED), Some(seed))
        }
        (None, false, true) => {
            if q.all_tiles {
                return Err(Error::invalid("whole-bag mode and all-tiles contradict each other: no word uses the whole bag"));
            }
            if q.bonus.is_some() {
                return Err(Error::invalid(
                    "whole-bag mode has no rack, so no whole-rack bonus; drop the bonus",
                ));
            }
            (set.whole_bag(), None)
        }
        (None, false, false) => {
            return Err(Error::invalid(
                "give a rack (letters, ? for a blank), a draw with a seed, or whole-bag mode",
            ))
        }
        (Some(_), true, _) => {
            return Err(Error::invalid(
                "give either a rack or a draw (seed), not both",
            ))
        }
        (Some(_), _, true) => {
            return Err(Error::invalid(
                "give either a rack or whole-bag mode, not both",
            ))
        }
        (None, true, true) => {
            return Err(Error::invalid(
                "give either a draw (seed) or whole-bag mode, not both",
            ))
        }
    };
    let bonus = if q.whole_bag {
        0
    } else {
        q.bonus.unwrap_or(set.bonus)
    };

    let search = search(&set, &rack, pattern.as_ref(), bonus, q.all_tiles);
    let (hits, complete) = search.run(dict, min_len, max_len, budget);
    let count = hits.len();
    let (listed, truncated, best_count) = scan::top(hits, limit);
    let words: Vec<RackWord> = listed.iter().map(|h| describe(dict, &search, h)).collect();
    let best_score = words.first().map(|w| w.score);
    let reason = if count > 0 {
        None
    } else if !complete {
        Some("the step budget ran out before any word was found; raise --budget".to_string())
    } else if pattern.is_none() && q.all_tiles && rack.len() > max_len {
        Some(format!(
            "the rack {} has {}, and a word that uses them all is longer than {max_len} letters (--max-len)",
            rack.text(),
            plural(rack.len(), "tile")
        ))
    } else if pattern.is_none() && rack.len() < min_len {
        Some(format!(
            "the rack {} has {}, and a word needs at least {min_len} letters (--min-len)",
            rack.text(),
            plural(rack.len(), "tile")
        ))
    } else {
        Some(no_words_reason(
            dict,
            &rack,
            pattern.as_ref(),
            q.all_tiles,
            q.min_len,
            q.max_len,
        ))
    };
    Ok(RackAnswer {
        rack: rack.text(),
        best_score,
        words,
        count,
        complete,
        truncated,
        best_count,
        set: set.name.clone(),
        seed,
        pattern: pattern.as_ref().map(|p| p.text()),
        bonus,
        rack_size: set.rack_size,
        values: set.values.to_vec(),
        reason,
    })
}

/// A board pattern: a letter from the board, or a place for a rack tile, per position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardPattern {
    cells: Vec<Option<u8>>,
}

impl BoardPattern {
    /// Parses letters (on the board) and `?` or `.` (places for rack tiles).
    pub fn parse(input: &str) -> Result<BoardPattern> {
        let text = input.trim();
        if text.is_empty() {
            return Err(Error::invalid(
                "the pattern is empty; type board letters and ? for each place to fill",
            ));
        }
        let n = text.chars().count();
        if n > MAX_PATTERN_CHARS {
            return Err(Error::too_large(format!(
                "the pattern is {n} characters long; the limit is {MAX_PATTERN_CHARS}"
            )));
        }
        let mut cells = Vec::with_capacity(n);
        for (i, c) in text.chars().enumerate() {
            match c.to_ascii_lowercase() {
                '?' | '.' => cells.push(None),
                l if l.is_ascii_lowercase() => cells.push(Some(l as u8)),
                _ => {
                    return Err(Error::invalid(format!(
                        "the pattern has {} at position {}; use board letters a-z and ? for a place to fill",
                        describe_char(c),
                        i + 1
                    )))
                }
            }
        }
        if cells.iter().all(Option::is_some) {
            return Err(Error::invalid(
                "the pattern has no ? place for a rack tile; mark the empty squares with ?",
            ));
        }
        Ok(BoardPattern { cells })
    }

    /// The word length the pattern fixes.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the pattern is empty (never, once parsed).
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The number of places for rack tiles.
    pub fn places(&self) -> usize {
        self.cells.iter().filter(|c| c.is_none()).count()
    }

    /// The pattern as text, lowercase with `?` places.
    pub fn text(&self) -> String {
        self.cells
            .iter()
            .map(|c| c.map_or('?', |l| l as char))
            .collect()
    }
}

/// Builds the scan's view of a query.
fn search(
    set: &TileSet,
    rack: &Rack,
    pattern: Option<&BoardPattern>,
    bonus: u32,
    all_tiles: bool,
) -> Search {
    let mut have_mask = 0;
    for (i, &c) in rack.counts.iter().enumerate() {
        if c > 0 {
            have_mask |= 1 << i;
        }
    }
    let mut board = Vec::new();
    let mut places = Vec::new();
    let mut board_score = 0;
    if let Some(p) = pattern {
        for (pos, cell) in p.cells.iter().enumerate() {
            match *cell {
                Some(l) => {
                    board.push((pos, l));
                    board_score += set.value(l);
                }
                None => places.push(pos),
            }
        }
    }
    let mut values = [0u32; 32];
    let mut avail = [0u8; 32];
    for i in 0..26 {
        values[i] = set.values[i];
        avail[i] = rack.counts[i].min(255) as u8;
    }
    Search {
        table: Search::symbol_table(&avail, &values),
        values,
        avail,
        have_mask,
        blanks: rack.blanks,
        rack_len: rack.len(),
        rack_size: set.rack_size,
        bonus,
        all_tiles,
        board,
        places,
        board_score,
    }
}

/// The answer entry of a hit. Rack tiles go to the earliest copies of each letter, so when a
/// word needs more copies of a letter than the rack has, the blanks are the later copies.
/// (Each letter's points follow from `values`, `blanks` and the pattern, so they are not sent:
/// turning a long list of ties into JS objects costs more than the search.)
fn describe(dict: &Dictionary, s: &Search, h: &Hit) -> RackWord {
    let w = dict.bytes(h.id);
    let mut avail = s.avail;
    let mut blanks = Vec::new();
    for (pos, &l) in w.iter().enumerate() {
        let i = (l.wrapping_sub(b'a') as usize).min(25);
        if s.board.iter().any(|&(p, _)| p == pos) {
            continue;
        }
        if avail[i] > 0 {
            avail[i] -= 1;
        } else {
            blanks.push(pos);
        }
    }
    RackWord {
        word: dict.word(h.id).to_string(),
        score: h.score,
        blanks,
        bonus: h.bonus,
        level: dict.level(h.id),
        commonness: crate::rank::Commonness::of_id(dict, h.id),
    }
}

/// One sentence on why no word was found.
fn no_words_reason(
    dict: &Dictionary,
    rack: &Rack,
    pattern: Option<&BoardPattern>,
    all_tiles: bool,
    min_len: Option<usize>,
    max_len: Option<usize>,
) -> String {
    let source = dict.source().describe();
    let hint = dict.source().widen_hint();
    if let Some(p) = pattern {
        if p.places() > rack.len() {
            return format!(
                "the pattern {} has {} places to fill but the rack has only {} tile{}",
                p.text(),
                p.places(),
                rack.len(),
                if rack.len() == 1 { "" } else { "s" }
            );
        }
        return format!(
            "no word {source} fits the pattern {} with the rack {}; {hint}",
            p.text(),
            rack.text()
        );
    }
    let mut limits = Vec::new();
    if all_tiles {
        limits.push(format!("uses all {} tiles", rack.len()));
    }
    if let Some(n) = min_len.filter(|&n| n > 1) {
        limits.push(format!("has at least {n} letters"));
    }
    if let Some(n) = max_len {
        limits.push(format!("has at most {n} letters"));
    }
    if limits.is_empty() {
        format!(
            "no word {source} can be made from the rack {}; {hint}",
            rack.text()
        )
    } else {
        format!(
            "no word {source} that {} can be made from the rack {}; {hint}",
            limits.join(" and "),
            rack.text()
        )
    }
}
