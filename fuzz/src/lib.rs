//! Helpers shared by the fuzz targets: inputs as `key=value` lines read by the core's one
//! option reader, dictionaries (the input's own words, or the embedded one decoded once per
//! process), a cost bound for the reference pattern matcher, and checks every target makes on
//! errors.

use std::cell::OnceCell;

use wordwright::dict::Dictionary;
use wordwright::options::{CommandSpec, Reach, Surface, Values};
use wordwright::{Error, ErrorKind, Result};

/// Keys that belong to the fuzz harness, never to a command: `dict=` lines give the dictionary's
/// words (the real `--dict` is a path the command line reads, refused from elsewhere).
pub const FUZZ_KEYS: &[&str] = &["dict"];

/// A fuzz input as text: one `key=value` per line. Keys are option names as the core declares
/// them (`src/options.rs`: the CLI's long options, the page's argument keys, a link's keys),
/// positional arguments included (`pattern=`, `tiles=`, `from=`); a repeatable option may have
/// several lines. [`Fields::read`] hands the pairs to [`Values::read`], the reader the command
/// line and the page use, so each bound and its message exist once and a malformed option is
/// refused exactly as everywhere else. Seed files are real puzzles written this way, and the
/// fuzzer's mutations stay readable. Lines without `=` are ignored. A `dict=` line (repeatable)
/// gives the dictionary's words, separated by spaces; without one the embedded dictionary is
/// used. A target may document keys of its own (such as `probe=`), which it leaves out of the
/// reader.
#[derive(Debug, Default)]
pub struct Fields {
    /// The `key=value` lines in order.
    pub pairs: Vec<(String, String)>,
}

impl Fields {
    /// Reads the lines of `bytes` (invalid UTF-8 replaced, as the CLI reads files).
    pub fn parse(bytes: &[u8]) -> Fields {
        let text = String::from_utf8_lossy(bytes);
        let pairs = text
            .lines()
            .filter_map(|l| l.split_once('='))
            .map(|(k, v)| (k.trim().to_string(), v.to_string()))
            .collect();
        Fields { pairs }
    }

    /// Every value of `key`, in order (for the harness's and a target's own keys; options go
    /// through [`Fields::values`]).
    pub fn all(&self, key: &str) -> Vec<String> {
        self.pairs
            .iter()
            .filter(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
            .collect()
    }

    /// The last value of `key` (a harness's or target's own key, such as `probe=`).
    pub fn get(&self, key: &str) -> Option<String> {
        self.pairs
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
    }

    /// The options for `command`: every pair but the harness's own ([`FUZZ_KEYS`]) and the
    /// target's (`own`), read by [`Values::read`] as the page and links are read.
    pub fn values(&self, command: &'static CommandSpec, own: &[&str]) -> Result<Values> {
        let pairs = self
            .pairs
            .iter()
            .filter(|(k, _)| !FUZZ_KEYS.contains(&k.as_str()) && !own.contains(&k.as_str()))
            .cloned();
        Values::read(command, pairs, Reach::Everywhere)
    }

    /// The query for `command`, built by `build` (such as `WordsQuery::read`) from
    /// [`Fields::values`]; None once a refusal by the reader or the builder has been checked
    /// ([`check_option_error`]).
    pub fn read<Q>(
        &self,
        command: &'static CommandSpec,
        own: &[&str],
        build: impl FnOnce(&Values) -> Result<Q>,
    ) -> Option<Q> {
        match self.values(command, own).and_then(|v| build(&v)) {
            Ok(q) => Some(q),
            Err(e) => {
                check_option_error(&e, command);
                None
            }
        }
    }

    /// The dictionary: the `dict=` words (only a-z words of up to 20 letters, at most 400), each
    /// with a SCOWL level picked by its position, or the embedded dictionary when there is no
    /// `dict=` line.
    pub fn dictionary(&self) -> DictRef {
        let lines = self.all("dict");
        if lines.is_empty() {
            return DictRef::Embedded(embedded());
        }
        use wordwright::options::LEVELS;
        let words: Vec<String> = lines
            .iter()
            .flat_map(|l| l.split_whitespace())
            .map(str::to_ascii_lowercase)
            .filter(|w| !w.is_empty() && w.len() <= 20 && w.bytes().all(|b| b.is_ascii_lowercase()))
            .take(400)
            .collect();
        let pairs: Vec<(&str, u8)> = words
            .iter()
            .enumerate()
            .map(|(i, w)| (w.as_str(), LEVELS[(i * 7 + w.len()) % LEVELS.len()]))
            .collect();
        DictRef::Own(Box::new(Dictionary::from_pairs(&pairs, 95)))
    }
}

/// A dictionary for one run: the input's own words or the shared embedded one.
pub enum DictRef {
    /// The embedded dictionary at the default level.
    Embedded(&'static Dictionary),
    /// Words from the input.
    Own(Box<Dictionary>),
}

impl std::ops::Deref for DictRef {
    type Target = Dictionary;
    fn deref(&self) -> &Dictionary {
        match self {
            DictRef::Embedded(d) => d,
            DictRef::Own(d) => d,
        }
    }
}

thread_local! {
    static EMBEDDED: OnceCell<&'static Dictionary> = const { OnceCell::new() };
}

/// The embedded dictionary at the default level, decoded once per process (its indexes, built lazily,
/// are then kept too).
pub fn embedded() -> &'static Dictionary {
    EMBEDDED.with(|c| {
        *c.get_or_init(|| {
            let level = wordwright::options::LEVEL.or_default(None);
            let d = wordwright::embedded::dictionary(level).expect("the embedded blob loads");
            Box::leak(Box::new(d))
        })
    })
}

/// Checks an error from user input: a kind input can cause, and a message that says something.
pub fn check_input_error(e: &Error) {
    assert!(
        matches!(e.kind, ErrorKind::InvalidInput | ErrorKind::TooLarge),
        "unexpected error kind for user input: {e:?}"
    );
    check_message(e);
}

/// Checks an error's message: a sentence, not empty.
pub fn check_message(e: &Error) {
    assert!(!e.message.trim().is_empty(), "empty error message: {e:?}");
}

/// Checks an error from reading a command's options: an input error, which every surface can
/// show (the command line names options `--limit`, the page by their labels).
pub fn check_option_error(e: &Error, command: &'static CommandSpec) {
    check_input_error(e);
    for surface in [Surface::Cli, Surface::Page] {
        let shown = surface.render(&e.message, Some(command));
        assert!(
            !shown.trim().is_empty(),
            "{surface:?} shows {e:?} as nothing"
        );
    }
}

/// The longest word that [`wordwright::reference::finder`]'s matcher can check against
/// `pattern` (one the real parser accepts) in about [`REFERENCE_WORK`] steps, at most `max`. The reference tries every way to match and remembers nothing, so a star under a
/// repeat (`(*){9}b`), many stars, alternatives under repeats or a large `<...>` group on a
/// long word take it exponentially long; the targets check it on words up to this length only.
pub fn reference_len_cap(pattern: &str, max: usize) -> usize {
    (1..=max)
        .take_while(|&n| reference_work(pattern, n) <= REFERENCE_WORK.log2())
        .last()
        .unwrap_or(0)
}

/// How much work (backtracking paths times the items along one) the reference matcher may do
/// on one word (see [`reference_len_cap`]): a few milliseconds.
pub const REFERENCE_WORK: f64 = 1_000_000.0;

/// The choices of a part of a pattern: `stars` runs of any length, log2 of the product of its
/// other choices (alternatives, repeat counts, ways to fill `<...>` groups), and its `items`
/// with repeats written out.
#[derive(Debug, Clone, Copy)]
struct Choices {
    stars: f64,
    other: f64,
    items: f64,
}

impl Default for Choices {
    fn default() -> Choices {
        Choices {
            stars: 0.0,
            other: 0.0,
            items: 1.0,
        }
    }
}

impl Choices {
    fn then(self, b: Choices) -> Choices {
        Choices {
            stars: self.stars + b.stars,
            other: self.other + b.other,
            items: self.items + b.items,
        }
    }

    fn or(self, b: Choices) -> Choices {
        Choices {
            stars: self.stars.max(b.stars),
            other: self.other.max(b.other),
            items: self.items.max(b.items),
        }
    }
}

/// log2 of a bound on the work of the reference matcher matching `pattern` against an
/// `n`-letter word: the paths it explores times the pattern's items. Along one path the S stars met end at positions that never go
/// back, so they take at most C(n + S, n) ways; the other choices multiply: a branch of
/// alternatives, a repeat's count (its copies multiplying what they hold), a `<...>` group of
/// k slots filled in at most k! ways (only when k <= n; a longer group never fills).
fn reference_work(pattern: &str, n: usize) -> f64 {
    let log2 = |x: f64| x.max(1.0).log2();
    let c: Vec<char> = pattern
        .chars()
        .filter(|c| !c.is_ascii_whitespace())
        .collect();
    // Per open group: the best finished branch, the branch being read, and the branches seen.
    let close = |(best, cur, branches): (Choices, Choices, usize)| {
        let mut all = best.or(cur);
        all.other += log2(branches as f64);
        all
    };
    let mut stack = vec![(Choices::default(), Choices::default(), 1usize)];
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        i += 1;
        let item = match ch {
            '(' => {
                stack.push((Choices::default(), Choices::default(), 1));
                continue;
            }
            '|' => {
                let (best, cur, branches) = stack.last_mut().expect("a group");
                *best = best.or(*cur);
                *cur = Choices::default();
                *branches += 1;
                continue;
            }
            ')' if stack.len() > 1 => close(stack.pop().expect("a group")),
            '*' => Choices {
                stars: 1.0,
                ..Choices::default()
            },
            '[' => {
                while i < c.len() && c[i] != ']' {
                    i += 1;
                }
                i += 1;
                Choices::default()
            }
            '<' => {
                let mut k = 0;
                while i < c.len() && c[i] != '>' {
                    if c[i] == '[' {
                        while i < c.len() && c[i] != ']' {
                            i += 1;
                        }
                    }
                    i += 1;
                    k += 1;
                }
                i += 1;
                Choices {
                    other: if k <= n {
                        (1..=k).map(|j| log2(j as f64)).sum()
                    } else {
                        0.0
                    },
                    ..Choices::default()
                }
            }
            _ => Choices::default(),
        };
        let item = if c.get(i) == Some(&'{') {
            let end = c[i..]
                .iter()
                .position(|&x| x == '}')
                .map_or(c.len(), |p| i + p);
            let text: String = c[i + 1..end].iter().collect();
            i = end + 1;
            let num = |s: &str| s.trim().parse::<usize>().ok();
            let (min, max) = match text.split_once(',') {
                None => (num(&text).unwrap_or(0), num(&text)),
                Some((a, b)) => (num(a).unwrap_or(0), num(b)),
            };
            // Past the minimum, copies without a maximum are never empty.
            let copies = max.unwrap_or(min + n).max(min) as f64;
            Choices {
                stars: copies * item.stars,
                other: copies * item.other + log2(copies - min as f64 + 1.0),
                items: copies * item.items,
            }
        } else {
            item
        };
        let (_, cur, _) = stack.last_mut().expect("a group");
        *cur = cur.then(item);
    }
    let mut all = Choices::default();
    while let Some(group) = stack.pop() {
        all = all.then(close(group));
    }
    // log2 C(n + S, n) = sum of log2((S + j) / j) for j = 1..n.
    let ways: f64 = (1..=n)
        .map(|j| log2((all.stars + j as f64) / j as f64))
        .sum();
    ways + all.other + log2(all.items)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reference_caps() {
        let cap = |p: &str| reference_len_cap(p, 60);
        assert_eq!(cap("c?t"), 60);
        assert_eq!(cap("(a|?)*[^x]{0,3}12"), 60);
        assert!(cap("*a*b*c*") > 30);
        assert!((5..=12).contains(&cap("(*){9}b")));
        assert!(cap("(*){64}b") <= 3);
        assert_eq!(cap("((a|a|a){9}){9}"), 0);
        // A group of 11 slots never fills a word of 10 letters.
        assert_eq!(cap("<??????????a>"), 10);
    }

    #[test]
    fn options_go_through_the_reader() {
        let f = Fields::parse(b"dict=cat act\npattern=c?t\nlimit=0\nprobe=cat\n");
        let e = f
            .values(&wordwright::finder::WORDS, &["probe"])
            .unwrap_err();
        assert_eq!(e.message, "--limit must be from 1 to 100000, not 0");
        let f = Fields::parse(b"dict=cat act\npattern=c?t\nlimit=7\nprobe=cat\n");
        let q = f.read(
            &wordwright::finder::WORDS,
            &["probe"],
            wordwright::finder::WordsQuery::read,
        );
        assert_eq!(q.unwrap().limit, Some(7));
        assert!(f.values(&wordwright::finder::WORDS, &[]).is_err());
    }
}
