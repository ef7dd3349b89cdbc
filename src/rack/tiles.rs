//! Tile sets (the bag: a count and a point value per letter, blanks, the rack size), racks, and
//! the seeded draw.
//!
//! A set arrives as a name (`"standard"`, `"challenge"`) or as a custom object
//! `{"tiles": {"a": {"count": 9, "value": 1}, ...}, "blanks": 2, "rack_size": 7, "bonus": 50}`.
//! The CLI reads that object from a file with serde_json and the page parses it with
//! `JSON.parse`; both hand the core the same [`SetSpec`]. Numbers are read as signed integers so
//! that a negative count gets a message naming the letter rather than a type error.

use crate::error::{Error, Result};
use crate::json::{self, Value};
use crate::letters::describe_char;
use crate::rng::SplitMix64;

/// The most tiles a rack may hold.
pub const MAX_RACK: usize = 20;
/// The largest count of one letter, number of blanks, tile value or bonus in a custom set.
pub const MAX_SET_NUMBER: i64 = 1000;
pub use crate::rng::MAX_SEED;

/// The standard English distribution: (letter, count, value), 98 letters plus 2 blanks.
const STANDARD: [(u8, u32, u32); 26] = [
    (b'a', 9, 1),
    (b'b', 2, 3),
    (b'c', 2, 3),
    (b'd', 4, 2),
    (b'e', 12, 1),
    (b'f', 2, 4),
    (b'g', 3, 2),
    (b'h', 2, 4),
    (b'i', 9, 1),
    (b'j', 1, 8),
    (b'k', 1, 5),
    (b'l', 4, 1),
    (b'm', 2, 3),
    (b'n', 6, 1),
    (b'o', 8, 1),
    (b'p', 2, 3),
    (b'q', 1, 10),
    (b'r', 6, 1),
    (b's', 4, 1),
    (b't', 6, 1),
    (b'u', 4, 1),
    (b'v', 2, 4),
    (b'w', 2, 4),
    (b'x', 1, 8),
    (b'y', 2, 4),
    (b'z', 1, 10),
];

/// The word-game challenge set of issue 5: 109 letters, no blanks, racks of 7, no bonus.
const CHALLENGE: [(u8, u32, u32); 26] = [
    (b'a', 8, 1),
    (b'b', 5, 4),
    (b'c', 4, 5),
    (b'd', 3, 3),
    (b'e', 9, 2),
    (b'f', 3, 3),
    (b'g', 3, 1),
    (b'h', 3, 5),
    (b'i', 5, 1),
    (b'j', 3, 2),
    (b'k', 2, 10),
    (b'l', 3, 2),
    (b'm', 4, 5),
    (b'n', 4, 4),
    (b'o', 3, 5),
    (b'p', 5, 3),
    (b'q', 2, 10),
    (b'r', 3, 2),
    (b's', 7, 1),
    (b't', 5, 5),
    (b'u', 5, 1),
    (b'v', 3, 2),
    (b'w', 5, 3),
    (b'x', 2, 1),
    (b'y', 5, 2),
    (b'z', 5, 1),
];

/// A tile set as the query gives it: a name, or a custom set (typed as JSON text, read by
/// [`SetSpec::parse`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetSpec {
    /// `"standard"` or `"challenge"`.
    Named(String),
    /// A set given as an object.
    Custom(CustomSet),
}

/// A custom tile set as written in JSON; [`TileSet::from_spec`] validates it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CustomSet {
    /// A name to show (optional).
    pub name: Option<String>,
    /// The letters: each a single letter a-z (any case) with its count and value.
    pub tiles: TileMap,
    /// How many blanks the bag holds (default 0).
    pub blanks: i64,
    /// How many tiles a rack holds (default 7).
    pub rack_size: i64,
    /// Points for using a whole rack (default 0).
    pub bonus: Option<i64>,
}

/// One letter of a custom set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TileSpec {
    /// How many tiles of the letter the bag holds.
    pub count: i64,
    /// How many points one tile scores.
    pub value: i64,
}

/// The `tiles` object of a custom set, in the order written (duplicate keys are kept, so that
/// validation can report them).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TileMap(pub Vec<(String, TileSpec)>);

impl SetSpec {
    /// A set as typed: a name, or a custom set's JSON text (an object, so it starts with `{`).
    pub fn parse(text: &str) -> Result<SetSpec> {
        let t = text.trim();
        if t.starts_with('{') {
            CustomSet::from_json(t).map(SetSpec::Custom)
        } else {
            Ok(SetSpec::Named(t.to_string()))
        }
    }
}

impl CustomSet {
    /// Reads a custom set from its JSON text (fields `name`, `tiles`, `blanks`, `rack_size`,
    /// `bonus`; [`TileSet::from_custom`] then checks the values).
    pub fn from_json(text: &str) -> Result<CustomSet> {
        const WHAT: &str = "the custom tile set";
        let Value::Obj(fields) = json::parse(text, WHAT)? else {
            return Err(Error::invalid(
                "the custom tile set is not a JSON object; write it like {\"tiles\": {\"a\": {\"count\": 9, \"value\": 1}}}",
            ));
        };
        let mut set = CustomSet {
            rack_size: 7,
            ..CustomSet::default()
        };
        let mut has_tiles = false;
        for (key, value) in fields {
            match key.as_str() {
                "name" => match value {
                    Value::Str(n) => set.name = Some(n),
                    v => return Err(wrong_type("\"name\"", &v, "a string")),
                },
                "tiles" => {
                    has_tiles = true;
                    let Value::Obj(tiles) = value else {
                        return Err(wrong_type("\"tiles\"", &value, "an object of letters"));
                    };
                    if tiles.len() > 1000 {
                        return Err(Error::invalid(
                            "the custom tile set's \"tiles\" has more than 1000 entries",
                        ));
                    }
                    for (letter, spec) in tiles {
                        let what = format!("tile {}", crate::error::quote(&letter));
                        let Value::Obj(spec) = spec else {
                            return Err(wrong_type(&what, &spec, "an object like {\"count\": 9, \"value\": 1}"));
                        };
                        let (mut count, mut value) = (None, None);
                        for (k, v) in spec {
                            match k.as_str() {
                                "count" => count = Some(whole(&format!("\"count\" of {what}"), &v)?),
                                "value" => value = Some(whole(&format!("\"value\" of {what}"), &v)?),
                                _ => {
                                    return Err(Error::invalid(format!(
                                        "the custom tile set: {what} has an unknown field {}; a tile has \"count\" and \"value\"",
                                        crate::error::quote(&k)
                                    )))
                                }
                            }
                        }
                        let (Some(count), Some(value)) = (count, value) else {
                            return Err(Error::invalid(format!(
                                "the custom tile set: {what} needs both \"count\" and \"value\", like {{\"count\": 9, \"value\": 1}}"
                            )));
                        };
                        set.tiles.0.push((letter, TileSpec { count, value }));
                    }
                }
                "blanks" => set.blanks = whole("\"blanks\"", &value)?,
                "rack_size" => set.rack_size = whole("\"rack_size\"", &value)?,
                "bonus" => set.bonus = Some(whole("\"bonus\"", &value)?),
                _ => {
                    return Err(Error::invalid(format!(
                        "{WHAT} has an unknown field {}; its fields are name, tiles, blanks, rack_size and bonus",
                        crate::error::quote(&key)
                    )))
                }
            }
        }
        if !has_tiles {
            return Err(Error::invalid(
                "the custom tile set has no \"tiles\"; give each letter's count and value, like \"tiles\": {\"a\": {\"count\": 9, \"value\": 1}}",
            ));
        }
        Ok(set)
    }
}

/// "the custom tile set: `what` is a string; it must be `want`".
fn wrong_type(what: &str, got: &Value, want: &str) -> Error {
    Error::invalid(format!(
        "the custom tile set: {what} is {}; it must be {want}",
        got.describe()
    ))
}

/// A whole number of the custom set.
fn whole(what: &str, v: &Value) -> Result<i64> {
    match v {
        Value::Int(n) => Ok(*n),
        v => Err(wrong_type(what, v, "a whole number")),
    }
}

/// A validated tile set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileSet {
    /// "standard", "challenge", or a custom set's name ("custom" if it has none).
    pub name: String,
    /// Tiles per letter.
    pub counts: [u32; 26],
    /// Points per letter.
    pub values: [u32; 26],
    /// Blanks in the bag.
    pub blanks: u32,
    /// Tiles in a full rack.
    pub rack_size: usize,
    /// Default points for using a whole rack.
    pub bonus: u32,
}

impl TileSet {
    /// The standard English set: 100 tiles, 2 blanks, racks of 7, 50 points for a whole rack.
    pub fn standard() -> TileSet {
        TileSet::from_table("standard", &STANDARD, 2, 7, 50)
    }

    /// The word-game challenge set: 109 tiles, no blanks, racks of 7, no bonus.
    pub fn challenge() -> TileSet {
        TileSet::from_table("challenge", &CHALLENGE, 0, 7, 0)
    }

    fn from_table(
        name: &str,
        table: &[(u8, u32, u32); 26],
        blanks: u32,
        rack_size: usize,
        bonus: u32,
    ) -> TileSet {
        let mut counts = [0; 26];
        let mut values = [0; 26];
        for &(l, c, v) in table {
            counts[(l - b'a') as usize] = c;
            values[(l - b'a') as usize] = v;
        }
        TileSet {
            name: name.to_string(),
            counts,
            values,
            blanks,
            rack_size,
            bonus,
        }
    }

    /// The built-in set of this name, as people type it (" Challenge "; empty is standard).
    pub fn named(name: &str) -> Option<TileSet> {
        match name.trim().to_ascii_lowercase().as_str() {
            "standard" | "" => Some(TileSet::standard()),
            "challenge" => Some(TileSet::challenge()),
            _ => None,
        }
    }

    /// The set a query names (the standard set when it names none), validated.
    pub fn from_spec(spec: Option<&SetSpec>) -> Result<TileSet> {
        match spec {
            None => Ok(TileSet::standard()),
            Some(SetSpec::Named(name)) => match TileSet::named(name) {
                Some(set) => Ok(set),
                None => Err(Error::invalid(format!(
                    "unknown tile set {}; use \"standard\", \"challenge\", or a custom set \
                     (a JSON object with \"tiles\", \"blanks\" and \"rack_size\")",
                    crate::error::quote(name)
                ))),
            },
            Some(SetSpec::Custom(c)) => TileSet::from_custom(c),
        }
    }

    /// Validates a custom set.
    pub fn from_custom(c: &CustomSet) -> Result<TileSet> {
        let mut counts = [0u32; 26];
        let mut values = [0u32; 26];
        let mut seen = [false; 26];
        for (key, spec) in &c.tiles.0 {
            let mut chars = key.chars();
            let letter = match (chars.next(), chars.next()) {
                (Some(ch), None) if ch.is_ascii_alphabetic() => ch.to_ascii_lowercase() as u8,
                (Some(ch), None) => {
                    let hint = if ch == '?' { "; give blanks with \"blanks\": N" } else { "" };
                    return Err(Error::invalid(format!(
                        "the tile set has an unknown letter {}; tiles are the letters a-z{hint}",
                        describe_char(ch)
                    )));
                }
                _ => {
                    return Err(Error::invalid(format!(
                        "the tile set has an unknown letter {}; each key of \"tiles\" is one letter a-z",
                        crate::error::quote(key)
                    )))
                }
            };
            let i = (letter - b'a') as usize;
            if seen[i] {
                return Err(Error::invalid(format!(
                    "the tile set lists the letter {} twice; give each letter once",
                    crate::error::quote_char(letter as char)
                )));
            }
            seen[i] = true;
            let what = format!(
                "the tile set's letter {}",
                crate::error::quote_char(letter as char)
            );
            counts[i] = set_number(spec.count, &format!("{what} has count"))?;
            values[i] = set_number(spec.value, &format!("{what} has value"))?;
        }
        let blanks = set_number(c.blanks, "the tile set has blanks")?;
        if c.rack_size < 1 || c.rack_size > MAX_RACK as i64 {
            return Err(Error::invalid(format!(
                "the tile set has rack_size {}; a rack holds 1 to {MAX_RACK} tiles",
                c.rack_size
            )));
        }
        let bonus = match c.bonus {
            Some(b) => set_number(b, "the tile set has bonus")?,
            None => 0,
        };
        if counts.iter().sum::<u32>() + blanks == 0 {
            return Err(Error::invalid(
                "the tile set has no tiles: every count is 0 and there are no blanks",
            ));
        }
        let name = match c.name.as_deref().map(str::trim) {
            Some(n) if !n.is_empty() => n.chars().take(60).collect(),
            _ => "custom".to_string(),
        };
        Ok(TileSet {
            name,
            counts,
            values,
            blanks,
            rack_size: c.rack_size as usize,
            bonus,
        })
    }

    /// How many tiles the bag holds, blanks included.
    pub fn bag_size(&self) -> usize {
        self.counts.iter().map(|&c| c as usize).sum::<usize>() + self.blanks as usize
    }

    /// The value of `letter` (a byte a-z).
    pub fn value(&self, letter: u8) -> u32 {
        self.values[(letter - b'a') as usize]
    }

    /// Draws a rack with `seed`.
    ///
    /// The algorithm, fixed so that the CLI, the page and shared links agree: lay the bag out as
    /// every `a` tile, then every `b` tile, ... every `z` tile, then the blanks; with
    /// `SplitMix64::new(seed)`, for i = 0, 1, ... up to the rack size (or the bag size if that is
    /// smaller), swap tile i with tile i + `below(n - i)` (a partial Fisher-Yates shuffle of the
    /// n tiles); the rack is the first tiles, sorted (letters a-z, then blanks).
    pub fn draw(&self, seed: u64) -> Rack {
        let mut bag: Vec<u8> = Vec::with_capacity(self.bag_size());
        for (i, &c) in self.counts.iter().enumerate() {
            bag.extend(std::iter::repeat_n(b'a' + i as u8, c as usize));
        }
        bag.extend(std::iter::repeat_n(b'?', self.blanks as usize));
        let n = bag.len();
        let k = self.rack_size.min(n);
        let mut rng = SplitMix64::new(seed);
        for i in 0..k {
            let j = i + rng.below((n - i) as u64) as usize;
            bag.swap(i, j);
        }
        bag.truncate(k);
        Rack::from_tiles(sorted_tiles(bag))
    }

    /// Every tile of the bag as one rack (whole-bag mode).
    pub fn whole_bag(&self) -> Rack {
        let mut tiles = Vec::with_capacity(self.bag_size());
        for (i, &c) in self.counts.iter().enumerate() {
            tiles.extend(std::iter::repeat_n(b'a' + i as u8, c as usize));
        }
        tiles.extend(std::iter::repeat_n(b'?', self.blanks as usize));
        Rack::from_tiles(tiles)
    }

    /// Checks that the bag holds every tile of `rack`.
    pub fn check_rack(&self, rack: &Rack) -> Result<()> {
        for i in 0..26 {
            let have = rack.counts[i];
            if have > self.counts[i] {
                let l = (b'a' + i as u8) as char;
                let bag = match self.counts[i] {
                    0 => format!(
                        "the {} set has no {} tiles",
                        self.name,
                        crate::error::quote_char(l)
                    ),
                    1 => format!("the {} set holds only 1", self.name),
                    n => format!("the {} set holds only {n}", self.name),
                };
                return Err(Error::invalid(format!(
                    "the rack has {have} {} tile{}, but {bag}",
                    crate::error::quote_char(l),
                    if have == 1 { "" } else { "s" }
                )));
            }
        }
        if rack.blanks > self.blanks {
            let bag = match self.blanks {
                0 => format!("the {} set has no blanks", self.name),
                n => format!("the {} set holds only {n}", self.name),
            };
            return Err(Error::invalid(format!(
                "the rack has {} blank{} (?), but {bag}",
                rack.blanks,
                if rack.blanks == 1 { "" } else { "s" }
            )));
        }
        Ok(())
    }
}

/// A custom set's number: 0 to [`MAX_SET_NUMBER`].
fn set_number(n: i64, what: &str) -> Result<u32> {
    if n < 0 {
        Err(Error::invalid(format!(
            "{what} {n}; it must not be negative"
        )))
    } else if n > MAX_SET_NUMBER {
        Err(Error::too_large(format!(
            "{what} {n}; the largest allowed is {MAX_SET_NUMBER}"
        )))
    } else {
        Ok(n as u32)
    }
}

fn sorted_tiles(mut tiles: Vec<u8>) -> Vec<u8> {
    // '?' sorts before letters in ASCII; put blanks last.
    crate::sort::sort_by_key(&mut tiles, |&t| (t == b'?', t));
    tiles
}

/// A rack: letter tiles and blanks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rack {
    /// The tiles in order (bytes a-z and `?`).
    pub tiles: Vec<u8>,
    /// Tiles per letter.
    pub counts: [u32; 26],
    /// The number of blanks.
    pub blanks: u32,
}

impl Rack {
    /// Parses a typed rack: letters (any case) and `?` for a blank, at most [`MAX_RACK`] tiles.
    /// Spaces between tiles are ignored (`AEINRS ?`); a position in a message counts them, as
    /// typed.
    pub fn parse(input: &str) -> Result<Rack> {
        let text = input.trim();
        // Tiles may be separated by spaces or commas, as a list is often written ("a, e, ?").
        let apart = |c: char| c.is_whitespace() || c == ',';
        let n = text.chars().filter(|&c| !apart(c)).count();
        if n == 0 {
            return Err(Error::invalid(
                "the rack is empty; type its letters, with ? for a blank",
            ));
        }
        if n > MAX_RACK {
            return Err(Error::too_large(format!(
                "the rack has {n} tiles; the limit is {MAX_RACK}"
            )));
        }
        let mut tiles = Vec::with_capacity(n);
        for (i, c) in text.chars().enumerate() {
            match c.to_ascii_lowercase() {
                '?' => tiles.push(b'?'),
                l if l.is_ascii_lowercase() => tiles.push(l as u8),
                c if apart(c) => {}
                _ => {
                    return Err(Error::invalid(format!(
                        "the rack has {} at position {}; use letters a-z and ? for a blank",
                        describe_char(c),
                        i + 1
                    )))
                }
            }
        }
        Ok(Rack::from_tiles(tiles))
    }

    fn from_tiles(tiles: Vec<u8>) -> Rack {
        let mut counts = [0u32; 26];
        let mut blanks = 0;
        for &t in &tiles {
            if t.is_ascii_lowercase() {
                counts[(t - b'a') as usize] += 1;
            } else {
                blanks += 1;
            }
        }
        Rack {
            tiles,
            counts,
            blanks,
        }
    }

    /// The number of tiles.
    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    /// Whether the rack has no tiles.
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// The tiles as text (`?` for blanks).
    pub fn text(&self) -> String {
        self.tiles.iter().map(|&t| t as char).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_in_sets_add_up() {
        let s = TileSet::standard();
        assert_eq!(s.bag_size(), 100);
        assert_eq!((s.value(b'q'), s.value(b'e'), s.counts[4]), (10, 1, 12));
        let c = TileSet::challenge();
        assert_eq!(c.bag_size(), 109);
        assert_eq!(
            (c.value(b'k'), c.value(b'z'), c.blanks, c.bonus),
            (10, 1, 0, 0)
        );
    }

    #[test]
    fn draw_respects_counts_and_is_repeatable() {
        let s = TileSet::standard();
        for seed in 0..500 {
            let r = s.draw(seed);
            assert_eq!(r.len(), 7);
            s.check_rack(&r).unwrap();
            assert_eq!(r, s.draw(seed));
        }
        // A bag smaller than a rack: the draw takes every tile.
        let tiny = CustomSet {
            tiles: TileMap(vec![("a".into(), TileSpec { count: 2, value: 1 })]),
            blanks: 1,
            ..Default::default()
        };
        let t = TileSet::from_custom(&CustomSet {
            rack_size: 7,
            ..tiny
        })
        .unwrap();
        assert_eq!(t.draw(3).text(), "aa?");
    }

    #[test]
    fn rack_over_the_bag() {
        let s = TileSet::standard();
        let e = s.check_rack(&Rack::parse("qq").unwrap()).unwrap_err();
        assert!(
            e.message
                .contains("2 'q' tiles, but the standard set holds only 1"),
            "{}",
            e.message
        );
        let e = TileSet::challenge()
            .check_rack(&Rack::parse("a?").unwrap())
            .unwrap_err();
        assert!(e.message.contains("no blanks"), "{}", e.message);
    }

    #[test]
    fn racks_as_typed() {
        assert_eq!(Rack::parse(" AEINRS ?").unwrap().text(), "aeinrs?");
        assert_eq!(Rack::parse("a, e, i,n ,?").unwrap().text(), "aein?");
        assert!(Rack::parse(" , ,").is_err());
        assert_eq!(Rack::parse("a b\tc").unwrap().len(), 3);
        let e = Rack::parse("ab 3").unwrap_err();
        assert_eq!(
            e.message,
            "the rack has '3' at position 4; use letters a-z and ? for a blank"
        );
        assert!(Rack::parse("   ").unwrap_err().message.contains("empty"));
        let e = Rack::parse(&"a ".repeat(21)).unwrap_err();
        assert_eq!(e.message, "the rack has 21 tiles; the limit is 20");
    }
}
