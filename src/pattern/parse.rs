//! Reading a pattern into a syntax tree, with messages that name the position (1-based, counted
//! in characters of the pattern as typed, spaces included) and say how to fix it.

use super::{MAX_GROUP_LETTERS, MAX_NESTING, MAX_PATTERN_CHARS, MAX_REPEAT};
use crate::error::{quote_char, Error, ErrorKind, Result};
use crate::letters::describe_char;

/// Every letter (bit i = letter a + i).
pub const ALL: u32 = (1 << 26) - 1;
/// The vowels a, e, i, o, u (`@`).
pub const VOWELS: u32 = 1 | 1 << 4 | 1 << 8 | 1 << 14 | 1 << 20;

/// A parsed pattern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Node {
    /// One letter from a set.
    Set(u32),
    /// Any run of letters, possibly empty.
    Star,
    /// Variable 0..9 (typed 1-9): one letter, the same wherever it appears.
    Var(u8),
    /// An anagram group: index into the pattern's groups.
    Anagram(u16),
    /// One after another.
    Seq(Vec<Node>),
    /// One of several.
    Alt(Vec<Node>),
    /// Between `min` and `max` (None: no limit) copies.
    Repeat(Box<Node>, u8, Option<u8>),
}

/// An anagram group `<...>`: one letter set per slot; a match fills every slot once, in any order.
pub type Group = Vec<u32>;

/// The tree and its anagram groups.
pub struct Parsed {
    pub node: Node,
    pub groups: Vec<Group>,
}

/// Parses `input`.
pub fn parse(input: &str) -> Result<Parsed> {
    let n = input.chars().count();
    if n > MAX_PATTERN_CHARS {
        return Err(Error::too_large(format!(
            "the pattern is {n} characters long; the limit is {MAX_PATTERN_CHARS}"
        )));
    }
    // Spaces are ignored anywhere (a crossword grid typed as it looks), positions stay as typed.
    let toks: Vec<(char, usize)> = input
        .chars()
        .enumerate()
        .filter(|(_, c)| !c.is_ascii_whitespace())
        .map(|(i, c)| (c, i + 1))
        .collect();
    if toks.is_empty() {
        return Err(Error::invalid(
            "the pattern is empty; type letters, ? for one letter or * for any run",
        ));
    }
    let mut p = Parser {
        toks,
        i: 0,
        groups: Vec::new(),
        depth: 0,
    };
    let node = p.alt()?;
    if let Some((c, at)) = p.peek() {
        // `alt` stops only at the end or at a `)` it did not open.
        return Err(no_opener(c, at));
    }
    Ok(Parsed {
        node,
        groups: p.groups,
    })
}

struct Parser {
    toks: Vec<(char, usize)>,
    i: usize,
    groups: Vec<Group>,
    depth: usize,
}

fn letter(c: char) -> Option<u32> {
    c.is_ascii_alphabetic()
        .then(|| 1 << (c.to_ascii_lowercase() as u8 - b'a'))
}

/// A character for a message: quoted, with a note for letters outside a-z.
fn what(c: char) -> String {
    if c.is_ascii_alphanumeric() {
        quote_char(c)
    } else {
        describe_char(c)
    }
}

/// "the pattern has {what} at position {at}{tail}": every message about one place in the
/// pattern, built in one place (each `format!` costs the wasm module some code).
fn has(what: &str, at: usize, tail: &str) -> Error {
    Error::invalid(format!("the pattern has {what} at position {at}{tail}"))
}

fn no_opener(c: char, at: usize) -> Error {
    let tail = match c {
        ')' => " with no '(' before it",
        ']' => " with no '[' before it",
        '}' => " with no '{' before it",
        _ => " with no '<' before it",
    };
    has(&what(c), at, tail)
}

fn unclosed(open: char, at: usize) -> Error {
    let tail = match open {
        '(' => " with no closing ')'",
        '[' => " with no closing ']'",
        '{' => " with no closing '}'",
        _ => " with no closing '>'",
    };
    has(&what(open), at, tail)
}

impl Parser {
    fn peek(&self) -> Option<(char, usize)> {
        self.toks.get(self.i).copied()
    }

    /// Alternatives: `seq | seq | ...`.
    fn alt(&mut self) -> Result<Node> {
        let mut branches = vec![self.seq()?];
        while let Some(('|', _)) = self.peek() {
            self.i += 1;
            branches.push(self.seq()?);
        }
        Ok(if branches.len() == 1 {
            branches.pop().unwrap_or(Node::Seq(Vec::new()))
        } else {
            Node::Alt(branches)
        })
    }

    /// Items one after another, up to `|`, `)` or the end.
    fn seq(&mut self) -> Result<Node> {
        let mut items = Vec::new();
        while let Some((c, at)) = self.peek() {
            if c == '|' || c == ')' {
                break;
            }
            let atom = self.atom(c, at)?;
            let repeatable = c != '*';
            let item = match self.peek() {
                Some(('{', rat)) if repeatable => {
                    let (min, max) = self.repeat(rat)?;
                    if let Some(('{', again)) = self.peek() {
                        return Err(has(
                            "a second repeat",
                            again,
                            "; put the first in parentheses, like (a{2}){3}",
                        ));
                    }
                    Node::Repeat(Box::new(atom), min, max)
                }
                Some(('{', rat)) => {
                    return Err(has(
                        "a repeat",
                        rat,
                        " after '*', which already matches any run; remove the repeat",
                    ))
                }
                _ => atom,
            };
            items.push(item);
        }
        Ok(if items.len() == 1 {
            items.pop().unwrap_or(Node::Seq(Vec::new()))
        } else {
            Node::Seq(items)
        })
    }

    /// One atom starting with `c` at position `at` (not `|` or `)`).
    fn atom(&mut self, c: char, at: usize) -> Result<Node> {
        self.i += 1;
        Ok(match c {
            '*' => Node::Star,
            '1'..='9' => Node::Var(c as u8 - b'1'),
            '(' => {
                self.depth += 1;
                if self.depth > MAX_NESTING {
                    return Err(has(
                        "'('",
                        at,
                        "; parentheses nest at most 32 deep, remove some",
                    ));
                }
                let inner = self.alt()?;
                self.depth -= 1;
                match self.peek() {
                    Some((')', _)) => self.i += 1,
                    _ => return Err(unclosed('(', at)),
                }
                inner
            }
            '<' => self.group(at)?,
            '{' => {
                return Err(has(
                    "a repeat",
                    at,
                    " with nothing before it to repeat; put it after a letter, class or group, like a{2} or (ab){2,3}",
                ))
            }
            ')' | ']' | '}' | '>' => return Err(no_opener(c, at)),
            c => match self.one(c, at)? {
                Some(set) => Node::Set(set),
                None => {
                    let fix = if c == '0' {
                        "; variables are the digits 1 to 9"
                    } else {
                        "; use letters a-z, ? (any letter), @ (a vowel), # (a consonant), * (any run), [abc] sets, (...) groups, {n,m} repeats, <...> anagrams or digits 1-9 (variables)"
                    };
                    return Err(has(&what(c), at, fix));
                }
            },
        })
    }

    /// One letter's set: a letter, `?` `.` `_`, `@`, `#` or `[...]` (the `[` already taken).
    /// None when `c` is none of these.
    fn one(&mut self, c: char, at: usize) -> Result<Option<u32>> {
        Ok(Some(match c {
            '?' | '.' | '_' => ALL,
            '@' => VOWELS,
            '#' => ALL & !VOWELS,
            '[' => self.set(at)?,
            c => match letter(c) {
                Some(m) => m,
                None => return Ok(None),
            },
        }))
    }

    /// `[...]` after its `[` at position `at`: letters, ranges `a-e`, `@`, `#`, a leading `^`.
    fn set(&mut self, at: usize) -> Result<u32> {
        let negate = matches!(self.peek(), Some(('^', _)));
        if negate {
            self.i += 1;
        }
        let mut mask = 0u32;
        let mut prev: Option<u8> = None;
        loop {
            let Some((c, pos)) = self.peek() else {
                return Err(unclosed('[', at));
            };
            self.i += 1;
            match c {
                ']' => break,
                '-' if prev.is_some() && self.peek().is_some_and(|t| letter(t.0).is_some()) => {
                    let from = prev.unwrap_or(b'a');
                    let to = self.toks[self.i].0.to_ascii_lowercase() as u8;
                    self.i += 1;
                    if to < from {
                        let (from, to) = (from as char, to as char);
                        return Err(has(
                            &format!("a backwards range {from}-{to}"),
                            pos,
                            &format!("; write {to}-{from}"),
                        ));
                    }
                    for l in from..=to {
                        mask |= 1 << (l - b'a');
                    }
                    prev = None;
                }
                '@' => mask |= VOWELS,
                '#' => mask |= ALL & !VOWELS,
                c => match letter(c) {
                    Some(m) => {
                        mask |= m;
                        prev = Some(c.to_ascii_lowercase() as u8);
                    }
                    None => {
                        return Err(has(
                            &what(c),
                            pos,
                            " inside [...]; a set holds letters a-z, ranges like a-e, @ and #",
                        ))
                    }
                },
            }
        }
        if mask == 0 && !negate {
            return Err(has(
                "an empty set",
                at,
                "; put letters inside, like [aeiou]",
            ));
        }
        if negate {
            mask = !mask & ALL;
        }
        if mask == 0 {
            return Err(has("a set", at, " that matches no letter"));
        }
        Ok(mask)
    }

    /// `<...>` after its `<` at position `at`: letters, `?` `.` `_`, `@`, `#` and `[...]` sets.
    fn group(&mut self, at: usize) -> Result<Node> {
        let mut slots: Group = Vec::new();
        loop {
            let Some((c, pos)) = self.peek() else {
                return Err(unclosed('<', at));
            };
            self.i += 1;
            if c == '>' {
                break;
            }
            match self.one(c, pos)? {
                Some(set) => slots.push(set),
                None => {
                    let tail = if c.is_ascii_digit() {
                        " inside <...>; variables cannot go in an anagram group, put them outside it"
                    } else {
                        " inside <...>; an anagram group holds letters, ?, @, # and [...] sets"
                    };
                    return Err(has(&what(c), pos, tail));
                }
            }
        }
        if slots.is_empty() {
            return Err(has(
                "an empty anagram group",
                at,
                "; put letters inside, like <tca>",
            ));
        }
        if slots.len() > MAX_GROUP_LETTERS {
            return Err(Error {
                kind: ErrorKind::TooLarge,
                ..has(
                    "an anagram group",
                    at,
                    " of more than 64 letters; split it in two",
                )
            });
        }
        self.groups.push(slots);
        Ok(Node::Anagram((self.groups.len() - 1) as u16))
    }

    /// `{n}`, `{n,}`, `{n,m}` or `{,m}` after the `{` at position `at` (not yet taken).
    fn repeat(&mut self, at: usize) -> Result<(u8, Option<u8>)> {
        self.i += 1;
        let mut text = String::new();
        loop {
            let Some((c, pos)) = self.peek() else {
                return Err(unclosed('{', at));
            };
            self.i += 1;
            match c {
                '}' => break,
                '0'..='9' | ',' => text.push(c),
                c => {
                    return Err(has(
                        &what(c),
                        pos,
                        " inside a repeat; write {n}, {n,} or {n,m} with whole numbers up to 64",
                    ))
                }
            }
        }
        let number = |s: &str| -> Result<Option<u8>> {
            if s.is_empty() {
                return Ok(None);
            }
            match s.parse::<u32>() {
                Ok(n) if n <= MAX_REPEAT as u32 => Ok(Some(n as u8)),
                _ => Err(has(
                    "a repeat",
                    at,
                    " of more than 64 copies; the most is 64",
                )),
            }
        };
        let shape = || {
            has(
                "a repeat",
                at,
                " that is none of {n}, {n,} or {n,m}; write one of those with whole numbers up to 64",
            )
        };
        let (min, max) = match text.split_once(',') {
            None => match number(&text)? {
                Some(n) => (n, Some(n)),
                None => return Err(shape()),
            },
            Some((a, b)) if !b.contains(',') && (a, b) != ("", "") => {
                (number(a)?.unwrap_or(0), number(b)?)
            }
            Some(_) => return Err(shape()),
        };
        if let Some(max) = max.filter(|&m| m < min) {
            return Err(has(
                "a repeat",
                at,
                &format!(" whose minimum is above its maximum; write {{{max},{min}}}"),
            ));
        }
        Ok((min, max))
    }
}
