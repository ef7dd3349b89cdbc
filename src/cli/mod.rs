//! The command line (native only): argument parsing, dictionary loading, JSON or text output and
//! exit codes, following shared/CONVENTIONS.md. Each command lives in its own file and calls the
//! core; nothing here solves anything.
#![allow(clippy::disallowed_methods)] // std sorts are fine off the wasm path (clippy.toml)

mod assign;
mod blob;
mod dice;
mod jumble;
mod ladder;
mod rack;
mod words;

use std::collections::BTreeMap;
use std::io::Write;

use crate::budget::{Budget, DEFAULT_STEPS};
use crate::dict::{check_level, wordlist, Dictionary, DEFAULT_LEVEL};
use crate::error::{Error, ErrorKind, Result};

/// Whether an option takes a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arity {
    /// `--name VALUE` (or `--name=VALUE`); may be repeated where the command allows.
    Value,
    /// `--name` on its own.
    Switch,
}

/// One command of the CLI.
pub struct Command {
    /// The name typed after `wordwright`.
    pub name: &'static str,
    /// Usage line (without `wordwright`).
    pub usage: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// The options it takes besides the global ones.
    pub options: &'static [(&'static str, Arity)],
    /// Runs it.
    pub run: fn(&mut Context, &Args) -> Result<Output>,
}

/// Every command, in the order `help` lists them.
const COMMANDS: &[&Command] = &[
    &words::WORDS,
    &words::LOOKUP,
    &blob::EXPORT_BLOB,
    &jumble::JUMBLE,
    &ladder::LADDER,
    &ladder::GRAPH,
    &rack::RACK,
    &dice::DICE,
    &assign::ASSIGN,
];

const GLOBAL_OPTIONS: &[(&str, Arity)] = &[
    ("level", Arity::Value),
    ("dict", Arity::Value),
    ("json", Arity::Switch),
    ("budget", Arity::Value),
    ("help", Arity::Switch),
];

/// What a command prints: a JSON value for `--json`, and text for people.
pub struct Output {
    /// The JSON document.
    pub json: serde_json::Value,
    /// The text form.
    pub text: String,
}

impl Output {
    /// Output from a serializable answer and its text form.
    pub fn new<T: serde::Serialize>(answer: &T, text: String) -> Output {
        Output {
            json: serde_json::to_value(answer).unwrap_or(serde_json::Value::Null),
            text,
        }
    }
}

/// The summary line that ends a listed answer: "N words at level <= 70 (showing M; use --limit)",
/// with a note when the step budget ran out.
pub fn count_line(
    count: usize,
    noun: &str,
    shown: usize,
    truncated: bool,
    complete: bool,
    dict: &Dictionary,
) -> String {
    format!(
        "{count} {noun}{} {}{}{}\n",
        if count == 1 { "" } else { "s" },
        dict.source().describe(),
        if truncated {
            format!(" (showing {shown}; use --limit)")
        } else {
            String::new()
        },
        if complete {
            ""
        } else {
            "; the step budget ran out, so the list is incomplete"
        },
    )
}

/// Parsed arguments: options by name (in order) and positional arguments (command excluded).
#[derive(Debug, Default)]
pub struct Args {
    options: BTreeMap<String, Vec<String>>,
    /// Positional arguments after the command name is removed.
    pub positional: Vec<String>,
}

impl Args {
    /// All values of a repeatable option.
    pub fn values(&self, name: &str) -> &[String] {
        self.options.get(name).map(|v| v.as_slice()).unwrap_or(&[])
    }

    /// The value of an option given at most once.
    pub fn value(&self, name: &str) -> Result<Option<&str>> {
        match self.values(name) {
            [] => Ok(None),
            [v] => Ok(Some(v)),
            _ => Err(Error::invalid(format!("--{name} is given more than once"))),
        }
    }

    /// Whether a switch is present.
    pub fn switch(&self, name: &str) -> bool {
        self.options.contains_key(name)
    }

    /// A numeric option.
    pub fn number<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>> {
        self.value(name)?
            .map(|v| {
                v.trim().parse::<T>().map_err(|_| {
                    let digits = v.trim();
                    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                        // A whole number, only too large for the option's type.
                        Error::invalid(format!("--{name} {digits} is too large"))
                    } else {
                        Error::invalid(format!("--{name} takes a whole number, not {v:?}"))
                    }
                })
            })
            .transpose()
    }
}

/// Global settings and the dictionary, loaded when a command first asks for it.
pub struct Context {
    /// `--level`, default 70.
    pub level: u8,
    /// `--dict PATH`.
    pub dict_path: Option<String>,
    /// `--budget`.
    pub budget_steps: u64,
    dict: Option<Dictionary>,
    full: Option<Dictionary>,
    /// Lines to print on stderr (notes such as skipped word-list lines).
    pub notes: Vec<String>,
}

impl Context {
    /// The dictionary at the chosen level, or the user's word list.
    pub fn dict(&mut self) -> Result<&Dictionary> {
        if self.dict.is_none() {
            let d = match &self.dict_path {
                Some(path) => self.load_list(path.clone())?,
                None => crate::embedded::dictionary(self.level)?,
            };
            self.dict = Some(d);
        }
        Ok(self.dict.as_ref().expect("loaded above"))
    }

    /// Every word the CLI has (both tiers, or the user's word list), for lookups.
    pub fn full_dict(&mut self) -> Result<&Dictionary> {
        if self.dict_path.is_some() {
            return self.dict();
        }
        if self.full.is_none() {
            self.full = Some(crate::embedded::dictionary(95)?);
        }
        Ok(self.full.as_ref().expect("loaded above"))
    }

    fn load_list(&mut self, path: String) -> Result<Dictionary> {
        let bytes = std::fs::read(&path).map_err(|e| Error {
            kind: ErrorKind::Io,
            message: format!("cannot read the word list {path}: {e}"),
        })?;
        let text = String::from_utf8_lossy(&bytes);
        let (dict, report) = wordlist::parse(&text).map_err(|e| Error {
            message: format!("{path}: {}", e.message),
            ..e
        })?;
        if report.skipped > 0 {
            let first = report
                .first_skipped
                .map(|(n, l)| format!(" (first: line {n}, {l:?})"))
                .unwrap_or_default();
            self.notes.push(format!(
                "{path}: skipped {} lines that are not one a-z word{first}",
                report.skipped
            ));
        }
        Ok(dict)
    }

    /// A fresh budget of `--budget` steps.
    pub fn budget(&self) -> Budget<'static> {
        Budget::new(self.budget_steps)
    }
}

fn arity_of(name: &str) -> Option<Arity> {
    GLOBAL_OPTIONS
        .iter()
        .chain(COMMANDS.iter().flat_map(|c| c.options.iter()))
        .find(|(n, _)| *n == name)
        .map(|(_, a)| *a)
}

/// Splits argv into options and positionals. Every option name has one arity across commands.
fn parse_args(argv: &[String]) -> Result<Args> {
    let mut args = Args::default();
    let mut i = 0;
    let mut only_positional = false;
    while i < argv.len() {
        let a = &argv[i];
        i += 1;
        if only_positional || !a.starts_with("--") || a.len() == 2 {
            if a == "--" && !only_positional {
                only_positional = true;
                continue;
            }
            args.positional.push(a.clone());
            continue;
        }
        let (name, inline) = match a[2..].split_once('=') {
            Some((n, v)) => (n.to_string(), Some(v.to_string())),
            None => (a[2..].to_string(), None),
        };
        match arity_of(&name) {
            None => {
                return Err(Error::invalid(format!(
                    "unknown option --{name}; see `wordwright help`"
                )))
            }
            Some(Arity::Switch) => {
                if inline.is_some() {
                    return Err(Error::invalid(format!("--{name} takes no value")));
                }
                args.options.entry(name).or_default();
            }
            Some(Arity::Value) => {
                let value = match inline {
                    Some(v) => v,
                    None => {
                        // The next argument is the value, unless it is another known option
                        // (`--limit --json`): then the value was forgotten.
                        let forgotten = |v: &String| {
                            v.strip_prefix("--").is_some_and(|n| {
                                arity_of(n.split('=').next().unwrap_or(n)).is_some()
                            })
                        };
                        let Some(v) = argv.get(i).filter(|v| !forgotten(v)) else {
                            return Err(Error::invalid(format!("--{name} needs a value")));
                        };
                        i += 1;
                        v.clone()
                    }
                };
                args.options.entry(name).or_default().push(value);
            }
        }
    }
    Ok(args)
}

fn help_text(command: Option<&Command>) -> String {
    match command {
        Some(c) => format!("wordwright {}\n\n{}\n", c.usage, c.summary),
        None => {
            let mut s = String::from(
                "wordwright: word-puzzle solvers (the same core as the web app)\n\n\
                 usage: wordwright [--level N | --dict PATH] [--json] [--budget STEPS] <command> ...\n\n\
                 --level N       dictionary: SCOWL words at level <= N (10..95, default 70)\n\
                 --dict PATH     use a word list (one word per line, or SGB words.dat) instead\n\
                 --json          print one JSON document\n\
                 --budget STEPS  work limit for searches (default 60000000)\n\n\
                 commands:\n",
            );
            for c in COMMANDS {
                s.push_str(&format!("  {:<60} {}\n", c.usage, c.summary));
            }
            s.push_str("\nexit codes: 0 ran (even with no results), 2 invalid input\n");
            s
        }
    }
}

/// Runs the CLI on `argv` (without the program name) and returns the exit code.
pub fn run(argv: &[String]) -> i32 {
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    run_with(argv, &mut stdout.lock(), &mut stderr.lock())
}

/// Runs the CLI writing to the given streams; returns the exit code (0 ran, 2 invalid input).
pub fn run_with(argv: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let json = argv.iter().any(|a| a == "--json");
    let mut ctx = None;
    let result = (|| -> Result<Option<Output>> {
        let mut args = parse_args(argv)?;
        let name = if args.positional.is_empty() {
            None
        } else {
            Some(args.positional.remove(0))
        };
        let command = match name.as_deref() {
            None | Some("help") => {
                let topic = args
                    .positional
                    .first()
                    .and_then(|t| COMMANDS.iter().find(|c| c.name == t));
                let _ = write!(out, "{}", help_text(topic.copied()));
                return Ok(None);
            }
            Some(n) => COMMANDS.iter().find(|c| c.name == n).ok_or_else(|| {
                Error::invalid(format!("unknown command {n:?}; see `wordwright help`"))
            })?,
        };
        if args.switch("help") {
            let _ = write!(out, "{}", help_text(Some(command)));
            return Ok(None);
        }
        for name in args.options.keys() {
            let known = GLOBAL_OPTIONS
                .iter()
                .chain(command.options.iter())
                .any(|(n, _)| n == name);
            if !known {
                return Err(Error::invalid(format!(
                    "`{}` takes no option --{name}; usage: wordwright {}",
                    command.name, command.usage
                )));
            }
        }
        let level = match args.number::<u32>("level")? {
            Some(l) => check_level(l)?,
            None => DEFAULT_LEVEL,
        };
        let dict_path = args.value("dict")?.map(str::to_string);
        if dict_path.is_some() && args.value("level")?.is_some() {
            return Err(Error::invalid("give --level or --dict, not both"));
        }
        let budget_steps = match args.number::<u64>("budget")? {
            Some(0) => return Err(Error::invalid("--budget must be at least 1")),
            Some(b) => b,
            None => DEFAULT_STEPS,
        };
        let c = ctx.insert(Context {
            level,
            dict_path,
            budget_steps,
            dict: None,
            full: None,
            notes: Vec::new(),
        });
        (command.run)(c, &args).map(Some)
    })();
    if let Some(c) = &ctx {
        for note in &c.notes {
            let _ = writeln!(err, "note: {note}");
        }
    }
    match result {
        Ok(None) => 0,
        Ok(Some(output)) => {
            if json {
                let _ = writeln!(
                    out,
                    "{}",
                    serde_json::to_string_pretty(&output.json).unwrap_or_default()
                );
            } else {
                let _ = write!(out, "{}", output.text);
            }
            0
        }
        Err(e) => {
            let _ = writeln!(err, "error: {}", e.message);
            if json {
                let doc = serde_json::json!({ "error": { "kind": e.kind.as_str(), "message": e.message } });
                let _ = writeln!(
                    out,
                    "{}",
                    serde_json::to_string_pretty(&doc).unwrap_or_default()
                );
            }
            2
        }
    }
}
