//! The word finder's pattern language: one grammar, compiled once into an automaton that is
//! walked along the sorted dictionary with prefix pruning (no per-word match run).
//!
//! # Grammar
//!
//! | pattern | matches | example |
//! |---|---|---|
//! | `a`-`z` (any case) | that letter | `cat` |
//! | `?` `.` `_` | any one letter | `c?t`: cat, cot, cut |
//! | `@` | a vowel (a e i o u) | `c@t` |
//! | `#` | a consonant (the other 21 letters, y included) | `#@#@#`: cabin, later |
//! | `[abc]` `[a-e]` `[^abc]` | one letter of the set, of a range, not of the set; `@` and `#` may go inside | `[bc]ake`, `[^@]` |
//! | `*` | any run of letters, including none (it never repeats the item before it) | `c*t`: cat, chant |
//! | `X{n}` `X{n,}` `X{n,m}` `X{,m}` | `n` copies of X; at least `n`; `n` to `m`; at most `m` (`m` <= 64). X is a letter, class, variable, group or anagram group | `#{3}`, `(ab){2,}` |
//! | `(...)` and `\|` | grouping and alternatives (an alternative may be empty) | `(un\|re)*ing`, `(s\|)` |
//! | `1`-`9` | a variable: one letter, the same at each place the digit appears; different digits stand for different letters unless variables may share (`--share`); `?`, classes and letters may equal a variable's letter | `12?21`: ababa, civic |
//! | `<...>` | an anagram group: its letters in any order. Inside: letters, `?` `.` `_` (any letter), `@`, `#` and `[...]` sets (at most 64); no variables, `*` or groups | `<tca>s`: cats, acts; `<tcas>`: also scat |
//! | spaces | ignored anywhere, so a grid can be typed as it looks | `C _ T` = `c?t` |
//!
//! A pattern is at most [`MAX_PATTERN_CHARS`] characters; error messages give the 1-based
//! position of the offending character in the pattern as typed (spaces counted) and the fix.
//!
//! # Cost
//!
//! Parsing and compiling are linear in the pattern once repeats are written out (at most
//! [`MAX_INSTS`] instructions). The automaton is a Thompson NFA; a *thread* is (instruction,
//! variable bindings, anagram slots used), and a set of threads is interned as a configuration
//! whose transition on each letter is computed once and cached (a lazy DFA). The walk reads the
//! dictionary in order and steps one transition per letter beyond the prefix a word shares with
//! the word before, so every prefix of the dictionary that can still match is stepped once; a
//! prefix with no live thread (or longer than the length limit) is skipped with a galloping
//! search. A thread at a `*` after which the pattern may end matches every word from there, so
//! its prefix's words are listed at once; bindings no later instruction reads are dropped, so
//! prefixes that differ only there share a configuration. So a query costs O(live prefixes)
//! cached steps plus, for each new transition, O(threads x instructions reached) work. Without
//! variables the configurations are few and nearly every step is a cache hit (`c?t*`, `#@#@#`,
//! `(un|re)*ing` take 0.1-2 ms natively at level 95). A pattern open at its start and pinned at
//! its end (`*ing`, where every prefix lives) is compiled turned round too, and each word is read
//! from its last letter instead (`walk::scan_backwards`): one or two steps a word. Variables
//! make configurations depend on the letters bound. One variable that a thread can wait for at
//! a loop both before and after binding it (`*1*1*`: one configuration per set of letters seen)
//! is stepped bit-parallel without a cache instead (`masks`: per instruction, a mask of the
//! letters the variable may hold); many variables between stars pay for each live prefix. Every step and every thread made (plus its share of the
//! sort) spends a budget step, so a pathological pattern stops with `complete: false`; so does
//! a configuration of more than 65,536 threads. See docs/pattern.md for figures.

mod compile;
mod masks;
mod parse;
mod walk;
#[cfg(test)]
pub(crate) use walk::WALK;

use crate::budget::{Budget, DEFAULT_STEPS};
use crate::dict::{Dictionary, WordId};
use crate::error::Result;
use compile::Program;

/// The longest pattern accepted, in characters as typed.
pub const MAX_PATTERN_CHARS: usize = 1000;
/// The largest count in a repeat `{n,m}`.
pub const MAX_REPEAT: usize = 64;
/// The most letters in one anagram group `<...>`.
pub const MAX_GROUP_LETTERS: usize = 64;
/// The deepest nesting of parentheses.
pub const MAX_NESTING: usize = 32;
/// The most automaton instructions once repeats are written out.
pub const MAX_INSTS: usize = 20_000;

/// How a pattern is read.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Options {
    /// Let different variables (digits) stand for the same letter, as `assign --share` does.
    pub share: bool,
}

/// A compiled pattern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pattern {
    prog: Program,
    /// The pattern turned round, when the dictionary is better read from the ends of its words
    /// (see [`Pattern::find`]).
    rev: Option<Program>,
    options: Options,
}

impl Pattern {
    /// Parses and compiles a pattern with the default options (variables differ).
    pub fn parse(input: &str) -> Result<Pattern> {
        Pattern::parse_with(input, Options::default())
    }

    /// Parses and compiles a pattern.
    pub fn parse_with(input: &str, options: Options) -> Result<Pattern> {
        let parsed = parse::parse(input)?;
        let prog = compile::compile(&parsed.node, parsed.groups.clone())?;
        // A pattern that can reach a `*` with at most one pinned letter before it (`*ing`,
        // `?*ing`, `c*ing`) keeps most prefixes alive, so the walk steps through most of the
        // dictionary's trie (1.5 million prefixes at level 95 for `*ing`); read backwards, most
        // words die at their last letter. Worth it only when the pattern's end is pinned more
        // tightly than its start (not `*1*1*`, `*a*`), and not when a universal `*` ends the
        // walk within a letter anyway (`*`, `?*`).
        let rev = match prog.star_depths() {
            (Some(star), universal) if star <= 1 && universal.is_none_or(|u| u > 1) => {
                let rev = compile::compile(&compile::reversed(&parsed.node), parsed.groups)?;
                rev.star_depths().0.is_none_or(|d| d > star).then_some(rev)
            }
            _ => None,
        };
        Ok(Pattern { prog, rev, options })
    }

    /// The fewest letters a matching word has.
    pub fn min_len(&self) -> usize {
        self.prog.min_len
    }

    /// The most letters a matching word has (None: no limit).
    pub fn max_len(&self) -> Option<usize> {
        self.prog.max_len
    }

    /// The length every match has, if there is one.
    pub fn fixed_len(&self) -> Option<usize> {
        self.prog.max_len.filter(|&m| m == self.prog.min_len)
    }

    /// Why no word of `min_len..=max_len` letters can match, in a sentence for the user, or
    /// None when the lengths leave room. `what_min`/`what_max` name where the limits come from
    /// (such as "--min-len").
    pub fn length_conflict(
        &self,
        min_len: usize,
        max_len: usize,
        what_min: &str,
        what_max: &str,
    ) -> Option<String> {
        let (lo, hi) = (self.min_len(), self.max_len());
        if hi == Some(0) {
            return Some("the pattern matches only the empty word; put a letter in it".into());
        }
        if lo > max_len {
            return Some(format!(
                "the pattern needs at least {lo} letters but {what_max} is {max_len}"
            ));
        }
        match hi {
            Some(hi) if hi < min_len => Some(format!(
                "the pattern has at most {hi} letters but {what_min} is {min_len}"
            )),
            _ => None,
        }
    }

    /// Whether `word` (bytes a-z) matches the whole pattern. A pattern so pathological that
    /// one word uses up the default budget answers false.
    pub fn matches(&self, word: &[u8]) -> bool {
        let mut m = walk::Matcher::new(&self.prog, self.options.share);
        m.matches(word, &mut Budget::new(DEFAULT_STEPS))
            .unwrap_or(false)
    }

    /// Calls `emit` with each word of `dict` of `min_len..=max_len` letters that matches, in
    /// dictionary order. Returns false if the budget ran out before the walk ended.
    pub fn find(
        &self,
        dict: &Dictionary,
        min_len: usize,
        max_len: usize,
        budget: &mut Budget,
        mut emit: impl FnMut(WordId),
    ) -> bool {
        // One copy of each walk, whatever the caller's closure (the module's size).
        let emit: &mut dyn FnMut(WordId) = &mut emit;
        let max_len = self.max_len().map_or(max_len, |m| m.min(max_len));
        let min_len = min_len.max(self.min_len());
        if min_len > max_len {
            return true;
        }
        // A pattern that asks only for a letter repeated (`*1*1*`) is answered by the walk's
        // filter alone.
        let exact = self.prog.letter_repeated().is_some();
        if let Some(rev) = self.rev.as_ref().filter(|_| !exact) {
            return walk::scan_backwards(
                rev,
                self.options.share,
                dict,
                min_len,
                max_len,
                budget,
                emit,
            );
        }
        let mut m = match masks::fits(&self.prog)
            .then(|| masks::Masks::new(&self.prog))
            .flatten()
        {
            Some(m) => walk::Engine::Masks(m),
            None => walk::Engine::Dfa(walk::Matcher::new(&self.prog, self.options.share)),
        };
        walk::walk(
            &mut m,
            dict,
            (min_len, max_len),
            (self.prog.repeats, exact),
            budget,
            emit,
        )
    }
}

#[cfg(test)]
mod tests;
