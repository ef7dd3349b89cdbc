//! Every command's options, declared once.
//!
//! An [`Opt`] says everything about one option: its name (the CLI's long option, the page's
//! argument key and the URL-hash key are all this name), the label of its field on the page, its
//! kind and bounds, its default, whether it may be repeated or is a positional argument, and a
//! line of help. A [`CommandSpec`] lists a command's options. [`Values::read`] is the one reader:
//! the command line, the page (through the wasm boundary), links and the fuzz targets all hand it
//! `(name, value)` pairs of text, and it checks them against the declarations, so each bound and
//! its message exist once. The query builders then read typed values out of [`Values`].
//!
//! Messages name options the command-line way (`--limit`); [`Surface::render`] rewrites those
//! names for the page (the field's label, “Show at most”), so the CLI, the page and a link say
//! the same thing about the same mistake, each in its own words.

use serde::Serialize;

use crate::error::{quote, Error, Result};
use crate::note::{Lines, Note, NoteKind};
use crate::text::{self, Rule};

/// What an option's value is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Kind {
    /// Text: a pattern, letters, a word.
    Text,
    /// A whole number from `min` to `max`.
    Number {
        /// The smallest value accepted.
        min: u64,
        /// The largest value accepted.
        max: u64,
    },
    /// On when given (`--all`; `1` or `true` in a link or the page).
    Switch,
    /// A file the command line reads (the page has its own loaders).
    Path,
    /// One of a few names.
    Choice {
        /// The names accepted.
        values: &'static [&'static str],
    },
}

/// An option's value when it is not given: a number, or one name of a choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum DefaultValue {
    /// Of a number option.
    Number(u64),
    /// Of a choice.
    Name(&'static str),
}

impl std::fmt::Display for DefaultValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DefaultValue::Number(n) => write!(f, "{n}"),
            DefaultValue::Name(s) => f.write_str(s),
        }
    }
}

/// Where an option can be given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Reach {
    /// The command line, the page and links.
    Everywhere,
    /// The command line only (files, output format).
    Cli,
}

/// One option of a command (or a global option).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Opt {
    /// The long option without dashes: `--limit`, the page's `limit` key, `#words?limit=5`.
    pub name: &'static str,
    /// The label of its field on the page ("Show at most").
    pub label: &'static str,
    /// What stands for its value in usage lines (`N`, `LETTERS`; for a positional, its name).
    pub metavar: &'static str,
    /// What the value is.
    pub kind: Kind,
    /// The value when it is not given, if it has one.
    pub default: Option<DefaultValue>,
    /// Whether it may be given more than once.
    pub repeat: bool,
    /// Whether the command line takes it as a positional argument rather than `--name VALUE`.
    pub positional: bool,
    /// Whether the command needs it.
    pub required: bool,
    /// Where it can be given.
    pub reach: Reach,
    /// One line of help.
    pub help: &'static str,
    /// How a text value is made plain before it is read ([`crate::text::clean`]): letters
    /// (folded accents) unless declared symbols.
    #[serde(skip)]
    pub rule: Rule,
}

impl Opt {
    /// A text option `--name VALUE`.
    pub const fn text(name: &'static str, label: &'static str, metavar: &'static str) -> Opt {
        Opt {
            name,
            label,
            metavar,
            kind: Kind::Text,
            default: None,
            repeat: false,
            positional: false,
            required: false,
            reach: Reach::Everywhere,
            help: "",
            rule: Rule::Letters,
        }
    }

    /// A whole-number option from `min` to `max`.
    pub const fn number(name: &'static str, label: &'static str, min: u64, max: u64) -> Opt {
        Opt {
            kind: Kind::Number { min, max },
            ..Opt::text(name, label, "N")
        }
    }

    /// A switch `--name`.
    pub const fn switch(name: &'static str, label: &'static str) -> Opt {
        Opt {
            kind: Kind::Switch,
            ..Opt::text(name, label, "")
        }
    }

    /// A choice of one of `values`.
    pub const fn choice(
        name: &'static str,
        label: &'static str,
        metavar: &'static str,
        values: &'static [&'static str],
    ) -> Opt {
        Opt {
            kind: Kind::Choice { values },
            ..Opt::text(name, label, metavar)
        }
    }

    /// A file path, read by the command line.
    pub const fn path(name: &'static str, metavar: &'static str) -> Opt {
        Opt {
            kind: Kind::Path,
            reach: Reach::Cli,
            ..Opt::text(name, "", metavar)
        }
    }

    /// With a default value (of a number option).
    pub const fn default(self, value: u64) -> Opt {
        Opt {
            default: Some(DefaultValue::Number(value)),
            ..self
        }
    }

    /// With a default name (of a choice).
    pub const fn default_name(self, name: &'static str) -> Opt {
        Opt {
            default: Some(DefaultValue::Name(name)),
            ..self
        }
    }

    /// May be given more than once.
    pub const fn repeated(self) -> Opt {
        Opt {
            repeat: true,
            ..self
        }
    }

    /// A positional argument on the command line.
    pub const fn positional(self) -> Opt {
        Opt {
            positional: true,
            ..self
        }
    }

    /// Needed by its command.
    pub const fn required(self) -> Opt {
        Opt {
            required: true,
            ..self
        }
    }

    /// Only on the command line.
    pub const fn cli_only(self) -> Opt {
        Opt {
            reach: Reach::Cli,
            ..self
        }
    }

    /// With a line of help. The wasm module keeps it only for a required option, whose help
    /// names it when it is missing ([`Values::read`]): the page's forms take their help from the
    /// command line's declarations (`dist/www/schema.js`), so no other help text is in the module.
    /// So a required option says `.required()` before `.help(...)` (every declaration does; the
    /// ladder's end-to-end test reads a missing word's help in the page).
    pub const fn help(self, help: &'static str) -> Opt {
        if cfg!(target_arch = "wasm32") && !self.required {
            return self;
        }
        Opt { help, ..self }
    }

    /// Text kept as typed (symbols, JSON): only its spaces, invisible characters and line ends
    /// are made plain, and accents are not folded ([`Rule::Symbols`]).
    pub const fn symbols(self) -> Opt {
        Opt {
            rule: Rule::Symbols,
            ..self
        }
    }

    /// The value of a number option, or its default.
    pub fn or_default<T: TryFrom<u64> + Default>(&self, given: Option<T>) -> T {
        given.unwrap_or_else(|| match self.default {
            Some(DefaultValue::Number(d)) => T::try_from(d).ok().unwrap_or_default(),
            _ => T::default(),
        })
    }

    /// How messages of the core write this option: `--name`, as on the command line. Each
    /// surface rewrites it ([`Surface::render`]).
    pub fn flag(&self) -> String {
        format!("--{}", self.name)
    }

    /// The bounds of a number option.
    pub fn bounds(&self) -> Option<(u64, u64)> {
        match self.kind {
            Kind::Number { min, max } => Some((min, max)),
            _ => None,
        }
    }

    /// The usage form: `[--limit N]`, `--clue SCRAMBLE:MASK...`, `FROM`, `[PATTERN]`.
    pub fn usage(&self) -> String {
        let core = match (self.positional, self.kind) {
            (true, _) => self.metavar.to_string(),
            (false, Kind::Switch) => self.flag(),
            (false, _) => format!("{} {}", self.flag(), self.metavar),
        };
        let core = if self.repeat {
            format!("{core}...")
        } else {
            core
        };
        if self.required {
            core
        } else {
            format!("[{core}]")
        }
    }
}

/// A command: its name, what it does, and its options (the global ones are added to every
/// command: [`GLOBALS`]).
#[derive(Debug, Serialize)]
pub struct CommandSpec {
    /// The name typed after `wordwright` and in a link's hash.
    pub name: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// Its own options, positional arguments first, in the order usage lists them.
    pub options: &'static [&'static Opt],
    /// Where it can be run.
    pub reach: Reach,
}

impl CommandSpec {
    /// The usage line (without `wordwright`).
    pub fn usage(&self) -> String {
        let mut s = self.name.to_string();
        for o in self.options {
            s.push(' ');
            s.push_str(&o.usage());
        }
        s
    }

    /// The option called `name`: the command's own, then the global ones.
    pub fn find(&self, name: &str) -> Option<&'static Opt> {
        self.options
            .iter()
            .copied()
            .chain(GLOBALS.iter().copied())
            .find(|o| o.name == name)
    }

    /// The positional arguments, in order.
    pub fn positionals(&self) -> impl Iterator<Item = &'static Opt> + '_ {
        self.options.iter().copied().filter(|o| o.positional)
    }
}

// ---- the global options ------------------------------------------------------------------

/// SCOWL's levels.
pub const LEVELS: [u8; 10] = [10, 20, 35, 40, 50, 55, 60, 70, 80, 95];

/// `--level N`: the dictionary holds the SCOWL words at level <= N.
pub const LEVEL: Opt = Opt::number("level", "Words to use", 10, 95)
    .default(70)
    .help("dictionary: SCOWL words at level <= N, one of SCOWL's levels");
/// `--dict PATH`: a word list instead of the built-in dictionary.
pub const DICT: Opt = Opt::path("dict", "PATH")
    .help("use a word list (one word per line, or Knuth's SGB words.dat) instead of the built-in dictionary");
/// `--spelling NAME`: which regional spelling lists the dictionary holds.
pub const SPELLING: Opt = Opt::choice(
    "spelling",
    "Spelling",
    "NAME",
    &crate::dict::spelling::NAMES,
)
.default_name("us")
.help("dictionary: the spelling of SCOWL's lists");
/// `--json`: one JSON document on stdout.
pub const JSON: Opt = Opt::switch("json", "")
    .cli_only()
    .help("print one JSON document");
/// `--budget STEPS`: the work limit of searches.
pub const BUDGET: Opt = Opt::number("budget", "Step budget", 1, 1_000_000_000_000)
    .default(crate::budget::DEFAULT_STEPS)
    .help("work limit for searches, in steps (about 2 s of work by default)");
/// `--help`: the command's usage.
pub const HELP: Opt = Opt::switch("help", "")
    .cli_only()
    .help("show the usage of the command");

/// `--version`: the version and the data credits.
pub const VERSION: Opt = Opt::switch("version", "")
    .cli_only()
    .help("print the version and the data credits");

/// The options every command takes.
pub const GLOBALS: &[&Opt] = &[&LEVEL, &SPELLING, &DICT, &JSON, &BUDGET, &HELP, &VERSION];

// ---- options several commands share --------------------------------------------------------

/// The largest `--limit`.
pub const MAX_LIMIT: u64 = 100_000;
/// `--limit N`: how many items a list shows.
pub const LIMIT: Opt = Opt::number("limit", "Show at most", 1, MAX_LIMIT)
    .default(100)
    .help("how many to list; the count is of all of them");
/// `--min-len N`.
pub const MIN_LEN: Opt = Opt::number("min-len", "Shortest", 1, 60).help("shortest word to list");
/// `--max-len N`.
pub const MAX_LEN: Opt = Opt::number("max-len", "Longest", 1, crate::dict::MAX_WORD_LEN as u64)
    .help("longest word to list");

// ---- reading -----------------------------------------------------------------------------

/// A command's options as given, checked against its declarations. Built only by
/// [`Values::read`]; the accessors then read values that are known to be well-formed.
#[derive(Debug, Clone)]
pub struct Values {
    command: &'static CommandSpec,
    given: Vec<(&'static Opt, Vec<String>)>,
    notes: Vec<Note>,
}

impl Values {
    /// Reads `(name, value)` pairs for `command`: every name must be one of its options or a
    /// global one, a name not declared repeatable may appear once, numbers are whole numbers
    /// within their bounds, switches are on (`""`, `1`, `true`) or off (`0`, `false`), and
    /// required options are present. `reach` is where the pairs come from: options that only the
    /// command line has are refused from the page. Every text value is first made plain by its
    /// option's rule ([`text::clean`]); folded accents become a note ([`Values::notes`]).
    pub fn read(
        command: &'static CommandSpec,
        pairs: impl IntoIterator<Item = (String, String)>,
        reach: Reach,
    ) -> Result<Values> {
        let mut given: Vec<(&'static Opt, Vec<String>)> = Vec::new();
        let mut folded = Lines::default();
        for (i, (name, value)) in pairs.into_iter().enumerate() {
            let opt = command
                .find(&name)
                .filter(|o| reach == Reach::Cli || o.reach == Reach::Everywhere)
                .ok_or_else(|| unknown(command, &name, reach))?;
            let value = match opt.kind {
                Kind::Text => {
                    let plain = text::clean(&value, opt.rule);
                    if plain.folded {
                        folded.push(i + 1, &value);
                    }
                    plain.text.into_owned()
                }
                _ => value,
            };
            check_value(opt, &value)?;
            match given.iter_mut().find(|(o, _)| o.name == opt.name) {
                Some((_, values)) if opt.repeat => values.push(value),
                Some(_) => {
                    return Err(Error::invalid(format!(
                        "{} is given more than once",
                        opt.flag()
                    )))
                }
                None => given.push((opt, vec![value])),
            }
        }
        let missing: Vec<String> = command
            .options
            .iter()
            .filter(|o| o.required && !given.iter().any(|(g, _)| g.name == o.name))
            .map(|o| match o.help {
                "" => o.flag(),
                help => format!("{} ({help})", o.flag()),
            })
            .collect();
        if !missing.is_empty() {
            return Err(Error::invalid(format!(
                "{} needs {}",
                command.name,
                and_list(&missing)
            )));
        }
        let notes = folded
            .note(
                NoteKind::FoldedAccents,
                |n| {
                    format!(
                        "folded accented letters to a-z in {}",
                        crate::error::plural(n, "value")
                    )
                },
                |v| {
                    format!(
                        "{} as {}",
                        quote(&v.text),
                        quote(&text::clean(&v.text, Rule::Letters).text)
                    )
                },
            )
            .into_iter()
            .collect();
        Ok(Values {
            command,
            given,
            notes,
        })
    }

    /// What reading changed in the values (folded accents), for the answer's notes.
    pub fn notes(&self) -> &[Note] {
        &self.notes
    }

    /// The command these values are for.
    pub fn command(&self) -> &'static CommandSpec {
        self.command
    }

    fn values(&self, opt: &Opt) -> &[String] {
        debug_assert!(
            self.command.find(opt.name).is_some(),
            "{} reads --{}, which it does not declare",
            self.command.name,
            opt.name
        );
        self.given
            .iter()
            .find(|(o, _)| o.name == opt.name)
            .map(|(_, v)| v.as_slice())
            .unwrap_or(&[])
    }

    /// Whether the option was given.
    pub fn has(&self, opt: &Opt) -> bool {
        !self.values(opt).is_empty()
    }

    /// A text option given at most once.
    pub fn text(&self, opt: &Opt) -> Option<String> {
        self.values(opt).first().cloned()
    }

    /// Every value of a repeatable option, in order.
    pub fn texts(&self, opt: &Opt) -> Vec<String> {
        self.values(opt).to_vec()
    }

    /// The words of a repeatable option, as people write a list: each value may hold several,
    /// separated by spaces, commas, semicolons or lines (`--avoid "heal, hell"`).
    pub fn words(&self, opt: &Opt) -> Vec<String> {
        split_list(self.values(opt))
    }

    /// A number option (checked to be within its bounds).
    pub fn number(&self, opt: &Opt) -> Option<u64> {
        self.values(opt).first().and_then(|v| v.trim().parse().ok())
    }

    /// A number option as a `usize` (every bound fits one).
    pub fn size(&self, opt: &Opt) -> Option<usize> {
        self.number(opt).and_then(|n| usize::try_from(n).ok())
    }

    /// Whether a switch is on.
    pub fn switch(&self, opt: &Opt) -> bool {
        self.values(opt).first().is_some_and(|v| switch_on(v))
    }

    /// The name given for a choice (checked to be one of its values), or its default.
    pub fn choice(&self, opt: &Opt) -> Option<&str> {
        match (self.values(opt).first(), opt.default) {
            (Some(v), _) => Some(v.trim()),
            (None, Some(DefaultValue::Name(d))) => Some(d),
            (None, _) => None,
        }
    }

    /// The spelling of the dictionary (`--spelling`, default `us`).
    pub fn spelling(&self) -> crate::dict::Spelling {
        self.choice(&SPELLING)
            .and_then(crate::dict::Spelling::parse)
            .unwrap_or_default()
    }
}

fn switch_on(v: &str) -> bool {
    matches!(v.trim(), "" | "1" | "true")
}

/// Checks one value against its option's kind.
fn check_value(opt: &Opt, value: &str) -> Result<()> {
    match opt.kind {
        Kind::Text | Kind::Path => Ok(()),
        Kind::Switch => match value.trim() {
            "" | "1" | "true" | "0" | "false" => Ok(()),
            _ => Err(Error::invalid(format!(
                "{} is on or off (1 or 0), not {}",
                opt.flag(),
                quote(value)
            ))),
        },
        Kind::Choice { values } => {
            if values.contains(&value.trim()) {
                return Ok(());
            }
            let names: Vec<String> = values.iter().map(|v| v.to_string()).collect();
            let names = match names.split_last() {
                Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
                _ => names.join(""),
            };
            Err(Error::invalid(format!(
                "{} is one of {names}, not {}",
                opt.flag(),
                quote(value)
            )))
        }
        Kind::Number { min, max } => {
            let v = value.trim();
            if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) {
                return Err(Error::invalid(format!(
                    "{} takes a whole number from {min} to {max}, not {}",
                    opt.flag(),
                    quote(value)
                )));
            }
            let n: Option<u64> = v.parse().ok();
            match n {
                Some(n) if (min..=max).contains(&n) => Ok(()),
                _ => Err(Error::invalid(format!(
                    "{} must be from {min} to {max}, not {}",
                    opt.flag(),
                    v.trim_start_matches('0').max("0")
                ))),
            }
        }
    }
}

/// The message for a name that is not an option of `command`.
fn unknown(command: &CommandSpec, name: &str, reach: Reach) -> Error {
    if reach == Reach::Everywhere {
        return unknown_key(command, name);
    }
    if let Some(o) = near(name, command) {
        return Error::invalid(format!(
            "unknown option --{name}; did you mean {}?",
            o.flag()
        ));
    }
    let own: Vec<String> = command
        .options
        .iter()
        .filter(|o| !o.positional && (o.reach == Reach::Everywhere || o.kind == Kind::Path))
        .map(|o| o.flag())
        .collect();
    let theirs = if own.is_empty() {
        format!("{} takes no options of its own", command.name)
    } else {
        format!("its options are {}", and_list(&own))
    };
    let elsewhere = crate::commands::COMMANDS
        .iter()
        .any(|c| c.options.iter().any(|o| o.name == name));
    if elsewhere {
        Error::invalid(format!("{} has no option --{name}; {theirs}", command.name))
    } else {
        Error::invalid(format!("unknown option --{name}; {theirs}"))
    }
}

/// The message for a name the page, a link or an embed gave that `command` does not take: these
/// name options by their keys (`limit`, `pattern`), as a link is written, not by a field's label
/// (two fields may share one) or as `--limit`, so it lists every key of the command that the page
/// takes, positional ones included, and the global ones.
fn unknown_key(command: &CommandSpec, name: &str) -> Error {
    let quoted = |n: &str| format!("\u{201c}{n}\u{201d}");
    let taken = |o: &&Opt| o.reach == Reach::Everywhere && !o.name.is_empty();
    if let Some(o) = near_in(name, command, taken) {
        return Error::invalid(format!(
            "unknown key {}; did you mean {}?",
            quoted(name),
            quoted(o.name)
        ));
    }
    let keys: Vec<String> = with_globals(command)
        .filter(taken)
        .map(|o| o.name.to_string())
        .collect();
    Error::invalid(format!(
        "{} takes no key {}; its keys are {}",
        command.name,
        quoted(name),
        and_list(&keys)
    ))
}

/// The options of `command`, then the global ones.
fn with_globals(command: &CommandSpec) -> impl Iterator<Item = &'static Opt> {
    command.options.iter().chain(GLOBALS).copied()
}

/// The option of `command` (or a global one) whose name is one edit away from `name`, if any:
/// what a command line meant by a mistyped flag (positional arguments have no flag).
pub fn near(name: &str, command: &CommandSpec) -> Option<&'static Opt> {
    near_in(name, command, |o| !o.positional)
}

/// The first option of `command` (or a global one) that `keep` accepts and whose name is one
/// edit away from `name`.
fn near_in(
    name: &str,
    command: &CommandSpec,
    keep: impl Fn(&&'static Opt) -> bool,
) -> Option<&'static Opt> {
    with_globals(command)
        .filter(keep)
        .find(|o| o.name != name && one_edit(o.name.as_bytes(), name.as_bytes()))
}

/// Whether `a` and `b` differ by at most one inserted, deleted or changed byte.
fn one_edit(a: &[u8], b: &[u8]) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    if long.len() - short.len() > 1 {
        return false;
    }
    let p = short.iter().zip(long).take_while(|(x, y)| x == y).count();
    if short.len() == long.len() {
        short[p.min(short.len())..]
            .iter()
            .skip(1)
            .eq(long[p..].iter().skip(1))
    } else {
        short[p..] == long[p + 1..]
    }
}

/// "a", "a and b", "a, b and c".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The words of `items`, each of which may hold several separated by spaces, commas, semicolons
/// or lines; empty ones are dropped.
pub fn split_list(items: &[String]) -> Vec<String> {
    items
        .iter()
        .flat_map(|s| s.split(|c: char| c.is_whitespace() || c == ',' || c == ';'))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

// ---- surfaces ----------------------------------------------------------------------------

/// Where a message is shown, which decides how it names options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Surface {
    /// The command line: `--limit`, and positional arguments by their metavar (`FROM`).
    Cli,
    /// The page and links: the field's label in quotes (“Show at most”).
    Page,
}

impl Surface {
    /// Rewrites the `--name` option names in `message` (written as the core writes them) the
    /// way this surface names them, for the options of `command` and the global ones.
    pub fn render(self, message: &str, command: Option<&CommandSpec>) -> String {
        let mut out = String::with_capacity(message.len());
        let mut rest = message;
        // A form does not need the command's name: "ladder needs --from" is "Fill in “From”".
        if let (Surface::Page, Some(c)) = (self, command) {
            if let Some(r) = message
                .strip_prefix(c.name)
                .and_then(|m| m.strip_prefix(" needs "))
            {
                out.push_str("Fill in ");
                rest = r;
            }
        }
        // A byte scan rather than `str::find`, whose substring searcher costs the wasm module
        // about a kilobyte for this one use.
        while let Some(i) = rest.as_bytes().windows(2).position(|w| w == b"--") {
            out.push_str(&rest[..i]);
            let after = &rest[i + 2..];
            let len = after
                .bytes()
                .take_while(|b| b.is_ascii_lowercase() || *b == b'-')
                .count();
            let name = after[..len].trim_end_matches('-');
            let opt = command
                .and_then(|c| c.find(name))
                .or_else(|| GLOBALS.iter().copied().find(|o| o.name == name));
            match (self, opt) {
                (_, _) if name.is_empty() => out.push_str("--"),
                (Surface::Cli, Some(o)) if o.positional => out.push_str(o.metavar),
                (Surface::Cli, _) => {
                    out.push_str("--");
                    out.push_str(name);
                }
                // The page has no budget field: its answers cut short by the budget have a
                // Search longer button (www/shell.js), which "raise --budget" names there.
                (Surface::Page, Some(o)) if o.name == "budget" && out.ends_with("raise ") => {
                    out.truncate(out.len() - "raise ".len());
                    out.push_str("press \u{201c}Search longer\u{201d}");
                }
                (Surface::Page, Some(o)) if !o.label.is_empty() => {
                    out.push('\u{201c}');
                    out.push_str(o.label);
                    out.push('\u{201d}');
                }
                (Surface::Page, _) => {
                    out.push('\u{201c}');
                    out.push_str(name);
                    out.push('\u{201d}');
                }
            }
            rest = &after[name.len()..];
        }
        out.push_str(rest);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WORD: Opt = Opt::text("word", "Word", "WORD").positional().required();
    const ALL: Opt = Opt::switch("all", "Everything");
    const AVOID: Opt = Opt::text("avoid", "Avoid", "WORD").repeated();
    const SIZE: Opt =
        Opt::choice("size", "Size", "SIZE", &["small", "large"]).default_name("small");
    static SPEC: CommandSpec = CommandSpec {
        name: "demo",
        summary: "a demonstration",
        options: &[&WORD, &ALL, &AVOID, &LIMIT, &SIZE],
        reach: Reach::Everywhere,
    };

    /// Reads `pairs` as the page, a link or an embed gives them.
    fn read(pairs: &[(&str, &str)]) -> Result<Values> {
        read_from(pairs, Reach::Everywhere)
    }

    fn read_from(pairs: &[(&str, &str)], reach: Reach) -> Result<Values> {
        let pairs = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string()));
        Values::read(&SPEC, pairs, reach)
    }

    fn message(pairs: &[(&str, &str)]) -> String {
        read(pairs).unwrap_err().message
    }

    #[test]
    fn reads_typed_values() {
        let v = read(&[
            ("word", "cat"),
            ("all", "1"),
            ("avoid", "a"),
            ("avoid", "b"),
            ("limit", "07"),
        ])
        .unwrap();
        assert_eq!(v.text(&WORD).as_deref(), Some("cat"));
        assert!(v.switch(&ALL));
        assert_eq!(v.texts(&AVOID), ["a", "b"]);
        assert_eq!(v.size(&LIMIT), Some(7));
        assert_eq!(LIMIT.or_default(v.size(&LIMIT)), 7);
        let v = read(&[("word", "cat"), ("all", "0")]).unwrap();
        assert!(!v.switch(&ALL));
        assert_eq!(LIMIT.or_default(v.size(&LIMIT)), 100usize);
        assert_eq!(v.choice(&SIZE), Some("small"));
        let v = read(&[("word", "cat"), ("size", "large")]).unwrap();
        assert_eq!(v.choice(&SIZE), Some("large"));
    }

    #[test]
    fn choices_name_their_values() {
        assert_eq!(
            message(&[("word", "a"), ("size", "huge")]),
            "--size is one of small or large, not \"huge\""
        );
        // The global --spelling, and how it is exported for the page.
        assert_eq!(
            serde_json::to_value(SPELLING).unwrap()["kind"],
            serde_json::json!({"type": "choice", "values": ["us", "gb", "gb-ize", "ca", "au", "any"]})
        );
        assert_eq!(serde_json::to_value(SPELLING).unwrap()["default"], "us");
        assert_eq!(serde_json::to_value(LEVEL).unwrap()["default"], 70);
        let v = read(&[("word", "a"), ("spelling", "gb-ize")]).unwrap();
        assert_eq!(v.spelling(), crate::dict::Spelling::GbIze);
        assert_eq!(
            message(&[("word", "a"), ("spelling", "uk")]),
            "--spelling is one of us, gb, gb-ize, ca, au or any, not \"uk\""
        );
    }

    #[test]
    fn one_message_per_mistake() {
        assert_eq!(
            message(&[("word", "a"), ("limit", "0")]),
            "--limit must be from 1 to 100000, not 0"
        );
        assert_eq!(
            message(&[("word", "a"), ("limit", "99999999999999999999999")]),
            "--limit must be from 1 to 100000, not 99999999999999999999999"
        );
        assert_eq!(
            message(&[("word", "a"), ("limit", "ten")]),
            "--limit takes a whole number from 1 to 100000, not \"ten\""
        );
        assert_eq!(
            message(&[("word", "a"), ("limit", "-3")]),
            "--limit takes a whole number from 1 to 100000, not \"-3\""
        );
        assert_eq!(
            message(&[("word", "a"), ("word", "b")]),
            "--word is given more than once"
        );
        assert_eq!(
            message(&[("word", "a"), ("all", "maybe")]),
            "--all is on or off (1 or 0), not \"maybe\""
        );
        assert_eq!(message(&[]), "demo needs --word");
        // From the page, a link or an embed: keys, as a link writes them.
        assert_eq!(
            message(&[("word", "a"), ("limt", "3")]),
            "unknown key \u{201c}limt\u{201d}; did you mean \u{201c}limit\u{201d}?"
        );
        assert_eq!(
            message(&[("word", "a"), ("json", "")]),
            "demo takes no key \u{201c}json\u{201d}; its keys are word, all, avoid, limit, size, \
             level, spelling and budget"
        );
        // From the command line: options.
        let cli = |pairs: &[(&str, &str)]| read_from(pairs, Reach::Cli).unwrap_err().message;
        assert_eq!(
            cli(&[("word", "a"), ("limt", "3")]),
            "unknown option --limt; did you mean --limit?"
        );
        assert_eq!(
            cli(&[("word", "a"), ("frob", "")]),
            "unknown option --frob; its options are --all, --avoid, --limit and --size"
        );
    }

    #[test]
    fn surfaces_name_options_their_own_way() {
        let m = "--limit must be from 1 to 100000, not 0; --word, --nothing, --level and -- alone";
        assert_eq!(
            Surface::Cli.render(m, Some(&SPEC)),
            "--limit must be from 1 to 100000, not 0; WORD, --nothing, --level and -- alone"
        );
        assert_eq!(
            Surface::Page.render(m, Some(&SPEC)),
            "\u{201c}Show at most\u{201d} must be from 1 to 100000, not 0; \u{201c}Word\u{201d}, \
             \u{201c}nothing\u{201d}, \u{201c}Words to use\u{201d} and -- alone"
        );
        // A missing field: the page's form is named by its fields, not by the command.
        let m = "demo needs --word (the word)";
        assert_eq!(
            Surface::Cli.render(m, Some(&SPEC)),
            "demo needs WORD (the word)"
        );
        assert_eq!(
            Surface::Page.render(m, Some(&SPEC)),
            "Fill in \u{201c}Word\u{201d} (the word)"
        );
        // The page has no budget field: its button for a longer search is named instead.
        let m = "the step budget ran out; raise --budget for the full answer";
        assert_eq!(Surface::Cli.render(m, Some(&SPEC)), m);
        assert_eq!(
            Surface::Page.render(m, Some(&SPEC)),
            "the step budget ran out; press \u{201c}Search longer\u{201d} for the full answer"
        );
    }

    #[test]
    fn usage_lines() {
        assert_eq!(
            SPEC.usage(),
            "demo WORD [--all] [--avoid WORD...] [--limit N] [--size SIZE]"
        );
    }

    #[test]
    fn near_names() {
        assert!(one_edit(b"limit", b"limt"));
        assert!(one_edit(b"limit", b"limits"));
        assert!(one_edit(b"limit", b"lemit"));
        assert!(!one_edit(b"limit", b"lmt"));
        assert!(one_edit(b"a", b"a"));
    }
}
