//! The command line (native only): argv into `(name, value)` pairs for the one option reader
//! ([`Values::read`]), files read, the dictionary loaded, the core's command run
//! ([`commands::run`]), and the answer printed as JSON or text, with exit codes following
//! shared/CONVENTIONS.md. Each file renders one command's text; nothing here solves anything or
//! checks an option's value.
#![allow(clippy::disallowed_methods)] // std sorts are fine off the wasm path (clippy.toml)

mod assign;
mod blob;
mod dice;
mod jumble;
mod ladder;
mod make;
mod rack;
mod words;

use std::io::Write;
use std::rc::Rc;

use crate::budget::{Budget, Halt};
use crate::commands::{self, Answer, Env, Response};
use crate::dict::{wordlist, Dictionary, RankingData, Spelling};
use crate::error::{quote, Error, ErrorKind, Result};
use crate::note::Note;
use crate::options::{
    self, CommandSpec, Kind, Opt, Reach, Surface, Values, BUDGET, DICT, GLOBALS, HELP, JSON, LEVEL,
    SPELLING,
};

/// A command as the command line knows it: its declaration, and how its text is written.
struct Command {
    spec: &'static CommandSpec,
    /// The text form of an answer (the JSON form is the answer itself).
    text: fn(&Answer, &Dictionary) -> String,
}

/// The commands the core runs, with their text forms, in the order `help` lists them.
const COMMANDS: &[Command] = &[
    Command {
        spec: &crate::finder::WORDS,
        text: words::text,
    },
    Command {
        spec: &crate::finder::LOOKUP,
        text: words::lookup_text,
    },
    Command {
        spec: &crate::jumble::JUMBLE,
        text: jumble::text,
    },
    Command {
        spec: &crate::ladder::LADDER,
        text: ladder::text,
    },
    Command {
        spec: &crate::ladder::GRAPH,
        text: ladder::graph_text,
    },
    Command {
        spec: &crate::rack::RACK,
        text: rack::text,
    },
    Command {
        spec: &crate::dice::DICE,
        text: dice::text,
    },
    Command {
        spec: &crate::assign::ASSIGN,
        text: assign::text,
    },
];

/// Commands of the command line alone (maintenance), run here rather than by the core.
const CLI_ONLY: &[&CommandSpec] = &[&blob::EXPORT_BLOB];

/// Every command the command line takes (the makers as `make-<kind>`).
fn all_specs() -> impl Iterator<Item = &'static CommandSpec> {
    COMMANDS
        .iter()
        .map(|c| c.spec)
        .chain(crate::make::MAKERS.iter().copied())
        .chain(CLI_ONLY.iter().copied())
}

/// A command's usage line as typed: `make ladder [--length N] ...` for a maker.
fn usage(c: &CommandSpec) -> String {
    match c.name.strip_prefix("make-") {
        Some(_) => c.usage().replacen('-', " ", 1),
        None => c.usage(),
    }
}

/// The maker named by the argument after `make`.
fn maker(kind: Option<&str>) -> Result<&'static CommandSpec> {
    let kinds: Vec<String> = crate::make::kinds().map(str::to_string).collect();
    let kind = kind.ok_or_else(|| {
        Error::invalid(format!(
            "make needs the kind of puzzle: {}",
            options::and_list(&kinds).replace(" and ", " or ")
        ))
    })?;
    crate::make::find(&format!("make-{kind}")).ok_or_else(|| {
        Error::invalid(format!(
            "unknown puzzle kind {}; make takes {}",
            quote(kind),
            options::and_list(&kinds).replace(" and ", " or ")
        ))
    })
}

/// The option called `name` in any command (or a global one). Every name means one kind of
/// option in every command that has it (a unit test checks), so argv can be split before the
/// command is known.
fn any_option(name: &str) -> Option<&'static Opt> {
    GLOBALS
        .iter()
        .copied()
        .chain(all_specs().flat_map(|c| c.options.iter().copied()))
        .find(|o| o.name == name && !o.positional)
}

/// Argv split into options (in order) and positional arguments.
#[derive(Debug, Default)]
struct Argv {
    options: Vec<(String, String)>,
    positional: Vec<String>,
}

impl Argv {
    fn has(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| n == name)
    }
}

/// Splits argv. `--name VALUE`, `--name=VALUE`, `--switch`, `-h`; `--` ends the options.
fn split_argv(argv: &[String]) -> Result<Argv> {
    let mut out = Argv::default();
    let mut i = 0;
    let mut only_positional = false;
    while i < argv.len() {
        let a = &argv[i];
        i += 1;
        if only_positional {
            out.positional.push(a.clone());
            continue;
        }
        if a == "--" {
            only_positional = true;
            continue;
        }
        if a == "-h" {
            out.options.push(("help".into(), String::new()));
            continue;
        }
        let Some(body) = a.strip_prefix("--").filter(|b| !b.is_empty()) else {
            // `-anagram`: one dash too few.
            if let Some(o) = a.strip_prefix('-').and_then(any_option) {
                return Err(Error::invalid(format!(
                    "unknown option {a}; did you mean {}?",
                    o.flag()
                )));
            }
            out.positional.push(a.clone());
            continue;
        };
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (body, None),
        };
        let Some(opt) = any_option(name) else {
            return Err(unknown_option(name, argv));
        };
        let value = match (opt.kind, inline) {
            (Kind::Switch, Some(_)) => {
                return Err(Error::invalid(format!("{} takes no value", opt.flag())))
            }
            (Kind::Switch, None) => String::new(),
            (_, Some(v)) => v,
            (_, None) => {
                // The next argument is the value, unless it is another known option
                // (`--limit --json`): then the value was forgotten.
                let forgotten = |v: &String| {
                    v.strip_prefix("--")
                        .is_some_and(|n| any_option(n.split('=').next().unwrap_or(n)).is_some())
                };
                let Some(v) = argv.get(i).filter(|v| !forgotten(v)) else {
                    return Err(Error::invalid(format!("{} needs a value", opt.flag())));
                };
                i += 1;
                v.clone()
            }
        };
        out.options.push((opt.name.to_string(), value));
    }
    Ok(out)
}

/// The message for an option no command has: with the command (an argument that names one), a
/// near name is suggested.
fn unknown_option(name: &str, argv: &[String]) -> Error {
    let command = argv.iter().find_map(|n| all_specs().find(|c| c.name == n));
    match command.and_then(|c| options::near(name, c)) {
        Some(o) => Error::invalid(format!(
            "unknown option --{name}; did you mean {}?",
            o.flag()
        )),
        None => Error::invalid(format!("unknown option --{name}; see `wordwright help`")),
    }
}

/// The `(name, value)` pairs of a command: its options as given, positional arguments named by
/// their declarations, and files the command line reads turned into values.
fn pairs(spec: &CommandSpec, argv: &Argv, notes: &mut Vec<Note>) -> Result<Vec<(String, String)>> {
    let mut out = argv.options.clone();
    let mut slots = spec.positionals().peekable();
    let mut extra = Vec::new();
    for p in &argv.positional {
        match slots.peek() {
            Some(o) => {
                out.push((o.name.to_string(), p.clone()));
                if !o.repeat {
                    slots.next();
                }
            }
            None => extra.push(p.clone()),
        }
    }
    if !extra.is_empty() {
        let taken: Vec<String> = spec.positionals().map(|o| o.metavar.to_string()).collect();
        let quoted: Vec<String> = extra.iter().map(|e| quote(e)).collect();
        return Err(Error::invalid(match taken.len() {
            0 => format!(
                "{} takes no positional argument, got {}; give values with their options (see `wordwright help {}`)",
                spec.name,
                options::and_list(&quoted),
                spec.name
            ),
            n => format!(
                "{} takes {} ({}), got also {}; quote an argument that has spaces or stars",
                spec.name,
                match n {
                    1 => "one argument",
                    2 => "two arguments",
                    _ => "these arguments",
                },
                options::and_list(&taken),
                options::and_list(&quoted)
            ),
        }));
    }
    files::expand(spec, &mut out, notes)?;
    Ok(out)
}

mod files {
    //! Files the command line reads (`--dict`, `assign --file`, `rack --set PATH.json`): read
    //! within their size limit (checked while reading, so `/dev/zero` or a huge file never fills
    //! memory), decoded by the text layer ([`crate::text::decode`]), and options whose value is a
    //! file turned into values.
    use std::io::Read;

    use super::*;
    use crate::text::{self, Decoded, FileKind};

    /// Reads the file at `path` as text of `kind`. Messages and notes name the path.
    pub fn read(path: &str, kind: &FileKind) -> Result<Decoded> {
        let named = |e: Error| Error {
            message: format!("{path}: {}", e.message),
            ..e
        };
        let io = |e: std::io::Error| Error {
            kind: ErrorKind::Io,
            message: format!("cannot read the {} {path}: {e}", kind.what),
        };
        let mut file = std::fs::File::open(path).map_err(io)?;
        let meta = file.metadata().map_err(io)?;
        if meta.is_file() && meta.len() > kind.limit as u64 {
            return Err(named(text::too_large(kind, Some(meta.len()))));
        }
        // The first bytes first, so that a binary file is refused before the rest is read.
        let mut bytes = Vec::new();
        (&mut file)
            .take(text::SNIFF_BYTES as u64)
            .read_to_end(&mut bytes)
            .map_err(io)?;
        text::sniff(&bytes, kind).map_err(named)?;
        file.take((kind.limit + 1 - bytes.len()) as u64)
            .read_to_end(&mut bytes)
            .map_err(io)?;
        if bytes.len() > kind.limit {
            return Err(named(text::too_large(kind, None)));
        }
        let mut decoded = text::decode(&bytes, kind).map_err(named)?;
        for n in &mut decoded.notes {
            n.message = format!("{path}: {}", n.message);
        }
        Ok(decoded)
    }

    /// `assign --file ROWS.txt` becomes `--row` values; `rack --set PATH.json` the set's text.
    /// Notes from reading the files go to `notes`.
    pub fn expand(
        spec: &CommandSpec,
        pairs: &mut Vec<(String, String)>,
        notes: &mut Vec<Note>,
    ) -> Result<()> {
        let mut out = Vec::with_capacity(pairs.len());
        for (name, value) in pairs.drain(..) {
            match (spec.name, name.as_str()) {
                ("assign", "file") => {
                    let file = read(&value, &text::ROWS_FILE)?;
                    notes.extend(file.notes);
                    let before = out.len();
                    out.extend(
                        file.text
                            .lines()
                            .map(str::trim)
                            .filter(|l| !l.is_empty())
                            .map(|l| ("row".to_string(), l.to_string())),
                    );
                    if out.len() == before {
                        return Err(Error::invalid(format!(
                            "{value} has no rows; write one row of symbols per line"
                        )));
                    }
                }
                ("rack" | "make-rack", "set")
                    if crate::rack::TileSet::named(&value).is_none()
                        && !value.trim_start().starts_with('{') =>
                {
                    let looks_like_path = value.contains(['/', '\\', '.']);
                    if !looks_like_path && !std::path::Path::new(&value).exists() {
                        return Err(Error::invalid(format!(
                            "unknown tile set {}; use standard, challenge, or the path of a JSON file",
                            quote(&value)
                        )));
                    }
                    let file = read(&value, &text::TILE_SET)?;
                    if file.text.trim().is_empty() {
                        return Err(Error::invalid(format!(
                            "{value} is empty; a tile set file holds a JSON object with \"tiles\", \"blanks\" and \"rack_size\""
                        )));
                    }
                    notes.extend(file.notes);
                    out.push((name, file.text));
                }
                _ => out.push((name, value)),
            }
        }
        // `rack --draw` alone: a fresh seed, reported in the answer so the draw can be repeated.
        let has = |n: &str| out.iter().any(|(k, _)| k == n);
        let draw = spec.name == "rack" && has("draw") && !has("seed");
        // A maker without --seed: one drawn here, at the edge, and reported in the answer.
        let unseeded = spec.name.starts_with("make-") && !has("seed");
        if draw {
            out.push(("seed".to_string(), super::rack::clock_seed().to_string()));
        }
        if unseeded {
            out.push(("seed".to_string(), super::make::fresh_seed().to_string()));
        }
        *pairs = out;
        Ok(())
    }
}

/// Global settings and the dictionary, loaded when a command first asks for it.
pub struct Context {
    level: u8,
    spelling: Spelling,
    dict_path: Option<String>,
    dict: Option<Rc<Dictionary>>,
    full: Option<Rc<Dictionary>>,
    /// Every spelling at the level in use, once asked for.
    every: Option<Rc<Dictionary>>,
    /// The ranking blob (the embedded one; another in tests).
    ranking_blob: &'static [u8],
    /// The ranking data once decoded, or None inside when it could not be.
    ranking: Option<Option<Rc<RankingData>>>,
    /// Notes from reading files: the word list's (skipped lines, folded accents, its encoding)
    /// and those of files given as option values.
    notes: Vec<Note>,
}

impl Context {
    /// The settings of a command line: the level, spelling and word list given, and the notes
    /// of files already read.
    fn new(values: &Values, notes: Vec<Note>) -> Context {
        Context {
            level: LEVEL.or_default(values.number(&LEVEL).map(|l| l as u8)),
            spelling: values.spelling(),
            dict_path: values.text(&DICT),
            dict: None,
            full: None,
            every: None,
            ranking_blob: crate::embedded::RANKING_BLOB,
            ranking: None,
            notes,
        }
    }
}

impl Context {
    /// Reads the word list at `path` (`--dict`); its notes (encoding, skipped lines, folded
    /// accents) name the path and go with the answer.
    fn load_list(&mut self, path: &str) -> Result<Dictionary> {
        let file = files::read(path, &crate::text::WORD_LIST)?;
        let (mut dict, report) = wordlist::parse(&file.text).map_err(|e| Error {
            message: format!("{path}: {}", e.message),
            ..e
        })?;
        let known = crate::embedded::dictionary_in(95, Spelling::Any)?;
        dict.take_frequencies(&known);
        self.notes.extend(file.notes);
        self.notes.extend(report.notes.into_iter().map(|n| Note {
            message: format!("{path}: {}", n.message),
            ..n
        }));
        Ok(dict)
    }
}

impl Env for Context {
    fn dict(&mut self) -> Result<Rc<Dictionary>> {
        if self.dict.is_none() {
            let d = match self.dict_path.clone() {
                Some(path) => self.load_list(&path)?,
                None => crate::embedded::dictionary_in(self.level, self.spelling)?,
            };
            self.dict = Some(Rc::new(d));
        }
        Ok(self.dict.clone().expect("loaded above"))
    }

    fn full_dict(&mut self) -> Result<Rc<Dictionary>> {
        if self.dict_path.is_some() {
            return self.dict();
        }
        if self.full.is_none() {
            self.full = Some(Rc::new(crate::embedded::dictionary_in(95, Spelling::Any)?));
        }
        Ok(self.full.clone().expect("loaded above"))
    }

    fn searched_everything(&self) -> bool {
        true
    }

    /// Built for the level in use, not taken from [`Env::full_dict`]: up to the default tier's
    /// levels that decodes one tier, not both.
    fn every_spelling(&mut self) -> Result<Option<Rc<Dictionary>>> {
        if self.dict_path.is_some() {
            return Ok(None);
        }
        if self.every.is_none() {
            let d = crate::embedded::dictionary_in(self.level, Spelling::Any)?;
            self.every = Some(Rc::new(d));
        }
        Ok(self.every.clone())
    }

    fn level(&self) -> Option<u8> {
        self.dict_path.is_none().then_some(self.level)
    }

    fn spelling(&self) -> Option<Spelling> {
        self.dict_path.is_none().then_some(self.spelling)
    }

    /// Decoded the first time it is asked for; a blob that cannot be read (which the build
    /// never makes) leaves the commands without it, as on a page that could not fetch it.
    fn ranking(&mut self) -> Option<Rc<RankingData>> {
        let blob = self.ranking_blob;
        self.ranking
            .get_or_insert_with(|| crate::embedded::ranking_from(blob).ok().map(Rc::new))
            .clone()
    }

    /// The embedded names tier, decoded when asked for (never with a word list of one's own).
    fn names(&mut self) -> Option<Rc<Dictionary>> {
        if self.dict_path.is_some() {
            return None;
        }
        crate::embedded::names().ok().map(Rc::new)
    }
}

/// The help text: everything, or one command.
fn help_text(command: Option<&CommandSpec>) -> String {
    let option_lines = |opts: &[&Opt]| -> String {
        let mut s = String::new();
        for o in opts.iter().filter(|o| !o.help.is_empty()) {
            let form = match (o.positional, o.kind) {
                (true, _) => o.metavar.to_string(),
                (false, Kind::Switch) => o.flag(),
                _ => format!("{} {}", o.flag(), o.metavar),
            };
            let mut help = o.help.to_string();
            // The values a choice or the level takes, from their one declaration.
            if o.name == options::LEVEL.name {
                let levels: Vec<String> = options::LEVELS.iter().map(u8::to_string).collect();
                help.push_str(&format!(" ({})", levels.join(", ")));
            }
            if o.name == SPELLING.name {
                let names: Vec<String> = Spelling::ALL
                    .iter()
                    .map(|s| format!("{} = {}", s.name(), s.label()))
                    .collect();
                help.push_str(&format!(": {}", names.join(", ")));
            }
            if let Some((min, max)) = o.bounds() {
                help.push_str(&format!(" ({min} to {max}"));
                if let Some(d) = o.default {
                    help.push_str(&format!(", default {d}"));
                }
                help.push(')');
            }
            if let (Kind::Choice { .. }, Some(d)) = (o.kind, o.default) {
                help.push_str(&format!(" (default {d})"));
            }
            if o.repeat {
                help.push_str(" (may be repeated)");
            }
            // A form longer than its column gets a line of its own, its help lined up below.
            if form.chars().count() > 24 {
                s.push_str(&format!("  {form}\n  {:<24} {help}\n", ""));
            } else {
                s.push_str(&format!("  {form:<24} {help}\n"));
            }
        }
        s
    };
    match command {
        Some(c) => format!(
            "wordwright {}\n\n{}\n\n{}",
            usage(c),
            c.summary,
            option_lines(c.options)
        ),
        None => {
            let mut s = format!(
                "wordwright {}: word-puzzle solvers (the same core as the web app)\n\n\
                 usage: wordwright [GLOBAL OPTIONS] <command> [ARGS] [OPTIONS]\n\n\
                 global options (anywhere on the line):\n{}\n\
                 commands (wordwright help COMMAND for its options):\n",
                env!("CARGO_PKG_VERSION"),
                option_lines(GLOBALS)
            );
            for c in all_specs() {
                s.push_str(&format!("  {}\n      {}\n", usage(c), c.summary));
            }
            s.push_str(
                "\nexit codes: 0 ran (even with no results), 2 invalid input\n\
                 wordwright --version: the version and the data credits\n",
            );
            s
        }
    }
}

/// The command called `name` (not a maker: those are `make KIND`).
fn find_command(name: &str) -> Result<&'static CommandSpec> {
    all_specs().find(|c| c.name == name).ok_or_else(|| {
        Error::invalid(format!(
            "unknown command {}; see `wordwright help`",
            quote(name)
        ))
    })
}

/// What `wordwright help make` (and `make --help`) prints: the kinds of puzzle, each with what it
/// makes.
fn makers_help_text() -> String {
    let mut s = String::from(
        "wordwright make KIND [OPTIONS]\n\n\
         make a puzzle with a proof that it has one answer, and print the command that solves it\n\n\
         kinds (wordwright help make KIND for its options):\n",
    );
    for c in crate::make::MAKERS {
        s.push_str(&format!("  {}\n      {}\n", usage(c), c.summary));
    }
    s
}

/// The makers' declarations, as `help --json` gives every command's.
fn makers_json() -> serde_json::Value {
    serde_json::json!({ "commands": crate::make::MAKERS })
}

/// `--version --json`: the version and the credits of the data.
fn version_json() -> serde_json::Value {
    serde_json::json!({ "version": env!("CARGO_PKG_VERSION"), "credits": crate::note::CREDITS })
}

/// What `--version` prints: the version and the credits of the data.
fn version_text() -> String {
    format!(
        "wordwright {}\n\n{}",
        env!("CARGO_PKG_VERSION"),
        crate::note::CREDITS
    )
}

/// The declarations as JSON, for the page (`wordwright help --json`, written to
/// `dist/www/schema.js` by build.sh).
fn schema() -> serde_json::Value {
    serde_json::json!({
        "globals": GLOBALS.iter().filter(|o| o.reach == Reach::Everywhere).collect::<Vec<_>>(),
        // The makers too (`make-<kind>`): the page's Make mode builds its forms from them.
        "commands": commands::COMMANDS.iter().chain(crate::make::MAKERS).collect::<Vec<_>>(),
        "levels": options::LEVELS,
        "spellings": Spelling::ALL
            .iter()
            .map(|s| serde_json::json!({ "name": s.name(), "label": s.label() }))
            .collect::<Vec<_>>(),
        "default_tier_max": crate::dict::DEFAULT_TIER_MAX,
        "notices": { "ukacd": crate::note::UKACD_NOTICE },
        "limits": { "word_list_bytes": crate::text::WORD_LIST.limit },
        "credits": crate::note::CREDITS,
    })
}

/// Runs the CLI on `argv` (without the program name) and returns the exit code.
pub fn run(argv: &[String]) -> i32 {
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    run_with(argv, &mut stdout.lock(), &mut stderr.lock())
}

/// What a run printed: a document for people or for `--json`, or help.
enum Printed {
    // Boxed: a made puzzle's answer makes `Response` several times the other variants.
    Answer(Box<Response>, String),
    Other(serde_json::Value, String),
    Help(String),
}

fn execute(argv: &[String]) -> Result<Printed> {
    let mut args = split_argv(argv)?;
    let json = args.has(JSON.name);
    // Help for people, or with --json the same as a document.
    let help = |text: String, value: serde_json::Value| {
        if json {
            Printed::Other(value, String::new())
        } else {
            Printed::Help(text)
        }
    };
    if args.has("version") {
        return Ok(help(version_text(), version_json()));
    }
    let name = (!args.positional.is_empty()).then(|| args.positional.remove(0));
    let spec = match name.as_deref() {
        None | Some("help") => {
            let topic = args.positional.first().map(String::as_str);
            return Ok(match topic {
                Some("credits") => help(
                    crate::note::CREDITS.to_string(),
                    serde_json::json!({ "credits": crate::note::CREDITS }),
                ),
                None => help(help_text(None), schema()),
                Some("make") => match args.positional.get(1) {
                    None => help(makers_help_text(), makers_json()),
                    Some(kind) => {
                        let spec = maker(Some(kind))?;
                        help(help_text(Some(spec)), serde_json::json!(spec))
                    }
                },
                Some(t) => {
                    let spec = find_command(t)?;
                    help(help_text(Some(spec)), serde_json::json!(spec))
                }
            });
        }
        Some("make") => {
            let kind = (!args.positional.is_empty()).then(|| args.positional.remove(0));
            if kind.is_none() && args.has(HELP.name) {
                return Ok(help(makers_help_text(), makers_json()));
            }
            maker(kind.as_deref())?
        }
        Some(n) => find_command(n)?,
    };
    if args.has(HELP.name) {
        return Ok(help(help_text(Some(spec)), serde_json::json!(spec)));
    }
    let mut file_notes = Vec::new();
    let values = Values::read(spec, pairs(spec, &args, &mut file_notes)?, Reach::Cli)?;
    if values.has(&DICT) && values.has(&LEVEL) {
        return Err(Error::invalid("give --level or --dict, not both"));
    }
    if values.has(&DICT) && values.has(&SPELLING) {
        return Err(Error::invalid("give --spelling or --dict, not both"));
    }
    if let Some(run) = blob::run_for(spec) {
        let (json, text) = run(&values)?;
        return Ok(Printed::Other(json, text));
    }
    let mut ctx = Context::new(&values, file_notes);
    let mut budget = Budget::new(BUDGET.or_default(values.number(&BUDGET)));
    let mut response = commands::run(&values, &mut ctx, &mut budget)?;
    response.notes.splice(0..0, ctx.notes.drain(..));
    let text_of = match COMMANDS.iter().find(|c| c.spec.name == spec.name) {
        Some(c) => c.text,
        None => make::text,
    };
    let dict = ctx.dict()?;
    let text = text_of(&response.answer, &dict);
    Ok(Printed::Answer(Box::new(response), text))
}

/// Runs the CLI writing to the given streams; returns the exit code (0 ran, 2 invalid input).
pub fn run_with(argv: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let json = argv.iter().any(|a| a == "--json");
    let command = argv
        .iter()
        .find(|a| !a.starts_with('-'))
        .and_then(|n| all_specs().find(|c| c.name == n));
    match execute(argv) {
        Ok(Printed::Help(text)) => {
            let _ = write!(out, "{text}");
            0
        }
        Ok(Printed::Answer(response, text)) => {
            for note in &response.notes {
                let _ = writeln!(err, "note: {}", note.message);
            }
            if json {
                let _ = writeln!(out, "{}", pretty(&response));
            } else {
                let _ = write!(out, "{text}");
            }
            0
        }
        Ok(Printed::Other(value, text)) => {
            if json {
                let _ = writeln!(out, "{}", pretty(&value));
            } else {
                let _ = write!(out, "{text}");
            }
            0
        }
        Err(e) => {
            let message = Surface::Cli.render(&e.message, command);
            // The core names a maker `make-crypto`; the command line types `make crypto`.
            let message = match message.strip_prefix("make-") {
                Some(rest) => format!("make {rest}"),
                None => message,
            };
            let _ = writeln!(err, "error: {message}");
            if json {
                let doc = serde_json::json!({ "error": { "kind": e.kind, "message": message } });
                let _ = writeln!(out, "{}", pretty(&doc));
            }
            2
        }
    }
}

/// A JSON document as the command line prints it.
fn pretty<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string_pretty(value).expect("answers serialize")
}

/// The summary line that ends a listed answer: "N words at level <= 70 (showing M; use --limit)",
/// with a note when the search stopped early (`stopped`: what stopped it).
pub fn count_line(
    count: usize,
    noun: &str,
    shown: usize,
    truncated: bool,
    stopped: Option<Halt>,
    dict: &Dictionary,
) -> String {
    format!(
        "{} {}{}{}\n",
        crate::error::plural(count, noun),
        dict.source().describe(),
        if truncated {
            format!(" (showing {shown}; use --limit)")
        } else {
            String::new()
        },
        match stopped {
            None => String::new(),
            Some(h) => format!("; {}, so the list is incomplete", h.clause()),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_name_means_one_kind_of_option() {
        // The solvers' options: one kind per name. A maker's may take another kind of value
        // under a solver's name (`make assign --words W1,W2` beside `words --words N`, both
        // named by the issues), but never a switch for a value or back: that is what splitting
        // argv before the command is known needs.
        let solvers: Vec<&Opt> = GLOBALS
            .iter()
            .copied()
            .chain(COMMANDS.iter().flat_map(|c| c.spec.options.iter().copied()))
            .chain(CLI_ONLY.iter().flat_map(|c| c.options.iter().copied()))
            .filter(|o| !o.positional)
            .collect();
        let makers: Vec<&Opt> = crate::make::MAKERS
            .iter()
            .flat_map(|c| c.options.iter().copied())
            .filter(|o| !o.positional)
            .collect();
        for a in solvers.iter().chain(&makers) {
            for b in &solvers {
                if a.name != b.name {
                    continue;
                }
                let switch = |o: &Opt| o.kind == Kind::Switch;
                assert_eq!(switch(a), switch(b), "--{} is a switch and a value", a.name);
                if !makers.iter().any(|m| std::ptr::eq(*m, *a)) {
                    assert_eq!(
                        std::mem::discriminant(&a.kind),
                        std::mem::discriminant(&b.kind),
                        "--{} is declared as two kinds of option",
                        a.name
                    );
                }
            }
        }
    }

    /// A ranking blob that cannot be read leaves the commands without ranking data; they work.
    #[test]
    fn a_damaged_ranking_blob_is_no_ranking_data_and_jumbles_say_so() {
        let spec = &crate::finder::WORDS;
        let values = Values::read(
            spec,
            [("pattern".to_string(), "c?t".to_string())],
            Reach::Cli,
        )
        .unwrap();
        let mut damaged = crate::embedded::RANKING_BLOB.to_vec();
        let last = damaged.len() - 1;
        damaged[last] ^= 0x40;
        let e = crate::embedded::ranking_from(&damaged).unwrap_err();
        assert!(
            e.message
                .starts_with("ranking blob is damaged: the checksum of section"),
            "{e}"
        );
        let mut ctx = Context {
            ranking_blob: Box::leak(damaged.into_boxed_slice()),
            ..Context::new(&values, Vec::new())
        };
        assert!(ctx.ranking().is_none());
        let mut budget = Budget::default();
        let response = commands::run(&values, &mut ctx, &mut budget).unwrap();
        let Answer::Words(a) = response.answer else {
            panic!("not a words answer")
        };
        assert!(a.words.iter().any(|w| w.word == "cat"));
        assert!(response.notes.is_empty(), "a word list needs no pairs");
        // A Jumble still answers, with the fallback note; with the embedded data it has none.
        let jumble = Values::read(
            &crate::jumble::JUMBLE,
            [
                ("clue".to_string(), "tca:OOO".to_string()),
                ("answer".to_string(), "---".to_string()),
            ],
            Reach::Cli,
        )
        .unwrap();
        let fallback = |r: &commands::Response| {
            r.notes
                .iter()
                .any(|n| n.kind == crate::note::NoteKind::RankingFallback)
        };
        let response = commands::run(&jumble, &mut ctx, &mut budget).unwrap();
        assert!(fallback(&response));
        let Answer::Jumble(a) = &response.answer else {
            panic!("not a jumble answer")
        };
        assert!(!a.answers.is_empty());
        let mut ctx = Context::new(&values, Vec::new());
        assert!(ctx.ranking().is_some(), "the embedded data loads");
        let response = commands::run(&jumble, &mut ctx, &mut Budget::default()).unwrap();
        assert!(!fallback(&response));
    }

    #[test]
    fn every_command_has_a_text_form_and_a_declaration() {
        for c in commands::COMMANDS {
            assert!(COMMANDS.iter().any(|t| t.spec.name == c.name), "{}", c.name);
        }
    }
}
