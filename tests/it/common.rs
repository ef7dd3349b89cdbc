//! What the test modules share: running the CLI, the embedded dictionaries, command lines
//! written as one string, and expectations kept in files.

use std::cell::RefCell;
use std::collections::BTreeMap;

use serde_json::Value;
use wordwright::dict::Dictionary;

/// What one run of the CLI printed.
#[derive(Debug)]
pub struct Run {
    /// The exit code.
    pub code: i32,
    /// Standard output.
    pub out: String,
    /// Standard error.
    pub err: String,
}

impl Run {
    /// Standard output as JSON (Null when it is not JSON).
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.out).unwrap_or(Value::Null)
    }
}

/// The published EPP13 rows (10 of the 13 stickers): the rows of docs/examples/stickers.txt,
/// which the README solves.
pub fn stickers() -> Vec<&'static str> {
    include_str!("../../docs/examples/stickers.txt")
        .lines()
        .filter(|l| !l.trim().is_empty())
        .collect()
}

/// Runs the CLI on `args` (without the program name).
pub fn cli(args: &[&str]) -> Run {
    let argv: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    cli_argv(&argv)
}

/// Runs the CLI on a command line written as one string (see [`argv`]).
pub fn cli_line(line: &str) -> Run {
    cli_argv(&argv(line))
}

fn cli_argv(argv: &[String]) -> Run {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = wordwright::cli::run_with(argv, &mut out, &mut err);
    Run {
        code,
        out: String::from_utf8(out).expect("utf-8 output"),
        err: String::from_utf8(err).expect("utf-8 errors"),
    }
}

/// Runs `<line> --json`, expects exit 0, checks each field of `expect` against the answer
/// (fields not named are not checked), and returns the answer.
pub fn check_json(line: &str, expect: Value) -> Value {
    let r = cli_line(&format!("{line} --json"));
    assert_eq!(r.code, 0, "{line}: exit {}, stderr {}", r.code, r.err);
    let got = r.json();
    for (k, v) in expect.as_object().expect("an object of fields") {
        assert_eq!(&got[k], v, "{line}: field {k}\nwhole answer: {got:#}");
    }
    got
}

/// The embedded dictionary at `level`, built once per test thread (a Dictionary builds its
/// indexes lazily and is not shared between threads).
pub fn dict(level: u8) -> &'static Dictionary {
    thread_local! {
        static DICTS: RefCell<BTreeMap<u8, &'static Dictionary>> = Default::default();
    }
    DICTS.with(|d| {
        *d.borrow_mut().entry(level).or_insert_with(|| {
            Box::leak(Box::new(
                wordwright::embedded::dictionary(level).expect("embedded dictionary"),
            ))
        })
    })
}

/// A command line split at spaces outside double quotes (`""` is an empty argument), with
/// `{N*TEXT}` inside an argument standing for TEXT repeated N times.
pub fn argv(line: &str) -> Vec<String> {
    let mut args = Vec::new();
    let (mut cur, mut quoted, mut started) = (String::new(), false, false);
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                started = true;
            }
            ' ' if !quoted => {
                if started {
                    args.push(std::mem::take(&mut cur));
                }
                started = false;
            }
            c => {
                cur.push(c);
                started = true;
            }
        }
    }
    if started {
        args.push(cur);
    }
    args.into_iter().map(|a| expand(&a)).collect()
}

fn expand(arg: &str) -> String {
    let Some(start) = arg.find('{') else {
        return arg.to_string();
    };
    let Some(len) = arg[start..].find('}') else {
        return arg.to_string();
    };
    let end = start + len;
    let Some((n, text)) = arg[start + 1..end].split_once('*') else {
        return arg.to_string();
    };
    let Ok(n) = n.parse::<usize>() else {
        return arg.to_string();
    };
    format!(
        "{}{}{}",
        &arg[..start],
        text.repeat(n),
        expand(&arg[end + 1..])
    )
}

/// Whether expectations in files are to be rewritten (`UPDATE_EXPECT=1`).
pub fn updating() -> bool {
    std::env::var_os("UPDATE_EXPECT").is_some_and(|v| v == "1")
}

/// Compares `got` with the file at `path` as a whole: with `UPDATE_EXPECT=1` the file is
/// rewritten; otherwise a difference fails with the lines that differ.
pub fn expect_file(path: &str, got: &str) {
    let want = std::fs::read_to_string(path).unwrap_or_default();
    if want == got {
        return;
    }
    if updating() {
        std::fs::write(path, got).unwrap_or_else(|e| panic!("cannot write {path}: {e}"));
        return;
    }
    let diff: Vec<String> = want
        .lines()
        .zip(got.lines())
        .enumerate()
        .filter(|(_, (a, b))| a != b)
        .take(20)
        .map(|(i, (a, b))| format!("line {}:\n  - {a}\n  + {b}", i + 1))
        .collect();
    panic!(
        "{path} differs from what the code says ({} lines there, {} now); \
         rerun with UPDATE_EXPECT=1 to take the new output, then read the diff:\n{}",
        want.lines().count(),
        got.lines().count(),
        diff.join("\n")
    );
}

/// A command environment with one dictionary (level 70, American) and the ranking data given
/// (None: as a page that has not fetched it, or a tier that did not load).
pub struct FixedEnv(
    pub std::rc::Rc<Dictionary>,
    pub Option<std::rc::Rc<wordwright::dict::RankingData>>,
);

impl wordwright::commands::Env for FixedEnv {
    fn dict(&mut self) -> wordwright::error::Result<std::rc::Rc<Dictionary>> {
        Ok(self.0.clone())
    }
    fn full_dict(&mut self) -> wordwright::error::Result<std::rc::Rc<Dictionary>> {
        Ok(self.0.clone())
    }
    fn searched_everything(&self) -> bool {
        true
    }
    fn level(&self) -> Option<u8> {
        Some(70)
    }
    fn spelling(&self) -> Option<wordwright::dict::Spelling> {
        Some(wordwright::dict::Spelling::Us)
    }
    fn ranking(&mut self) -> Option<std::rc::Rc<wordwright::dict::RankingData>> {
        self.1.clone()
    }
}

/// [`FixedEnv`] as the page is: answers shown in the page's terms (`Surface::Page`).
pub struct PageEnv(pub FixedEnv);

impl wordwright::commands::Env for PageEnv {
    fn dict(&mut self) -> wordwright::error::Result<std::rc::Rc<Dictionary>> {
        self.0.dict()
    }
    fn full_dict(&mut self) -> wordwright::error::Result<std::rc::Rc<Dictionary>> {
        self.0.full_dict()
    }
    fn searched_everything(&self) -> bool {
        self.0.searched_everything()
    }
    fn level(&self) -> Option<u8> {
        self.0.level()
    }
    fn spelling(&self) -> Option<wordwright::dict::Spelling> {
        self.0.spelling()
    }
    fn ranking(&mut self) -> Option<std::rc::Rc<wordwright::dict::RankingData>> {
        self.0.ranking()
    }
    fn surface(&self) -> wordwright::options::Surface {
        wordwright::options::Surface::Page
    }
}
