//! The command examples of README.md and docs/*.md reproduce.
//!
//! An example is a line `$ wordwright ARGS` inside a ```` ```console ```` block, followed by what
//! the command prints, up to the next `$ ` line or the end of the block. The expected text is
//! what a terminal shows: standard error first (notes, or the error), then standard output, as
//! `cli::run_with` writes them. An example whose text has a line starting `error: ` must exit
//! with code 2, any other with 0. Blank lines at the end of an example separate it from the next
//! and are not compared. ARGS are split as a shell would split them: at spaces, with '...' taken
//! literally and "..." allowing \" and \\. Paths are relative to the repository's root.
//!
//! `UPDATE_EXPECT=1 cargo test readme` rewrites each example's text with what the command prints
//! now (the command lines stay), so a deliberate change of output is one command and a diff.

use crate::common::{expect_file, updating};

/// One example: where its output lines are in the file, its command line and its text.
struct Example {
    /// 1-based line number of the `$ wordwright` line.
    line: usize,
    /// The arguments after `wordwright`.
    args: Vec<String>,
    /// Index of the first output line and one past the last (trailing blank lines excluded).
    output: std::ops::Range<usize>,
}

/// The files whose examples are checked: the README and every page of docs/.
fn files() -> Vec<String> {
    let mut out = vec!["README.md".to_string()];
    let mut docs: Vec<String> = std::fs::read_dir("docs")
        .expect("docs/")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    docs.sort();
    out.extend(docs);
    out
}

/// Splits a command line as a shell would (quotes and backslashes inside double quotes only).
fn shell_words(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let (mut cur, mut started) = (String::new(), false);
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => {
                if started {
                    words.push(std::mem::take(&mut cur));
                    started = false;
                }
            }
            '\'' => {
                started = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => cur.push(c),
                        None => return Err("a ' is not closed".into()),
                    }
                }
            }
            '"' => {
                started = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\' | '$' | '`')) => cur.push(c),
                            Some(c) => {
                                cur.push('\\');
                                cur.push(c);
                            }
                            None => return Err("a \" is not closed".into()),
                        },
                        Some(c) => cur.push(c),
                        None => return Err("a \" is not closed".into()),
                    }
                }
            }
            '\\' | '|' | '>' | '<' | ';' | '&' | '$' | '`' | '*' | '?' | '[' => {
                return Err(format!(
                    "{c:?} outside quotes; quote the argument (the examples are run without a shell)"
                ))
            }
            c => {
                started = true;
                cur.push(c);
            }
        }
    }
    if started {
        words.push(cur);
    }
    Ok(words)
}

/// An example whose output is still being read: its line, its arguments, its first output line.
type Open = Option<(usize, Vec<String>, usize)>;

/// The examples of a file's lines, or what is wrong with one.
fn examples(path: &str, lines: &[&str]) -> Result<Vec<Example>, String> {
    let mut out = Vec::new();
    let mut in_console = false;
    let mut current: Open = None;
    let close = |cur: &mut Open, end: usize, out: &mut Vec<Example>| {
        if let Some((line, args, start)) = cur.take() {
            let mut end = end;
            while end > start && lines[end - 1].trim().is_empty() {
                end -= 1;
            }
            out.push(Example {
                line,
                args,
                output: start..end,
            });
        }
    };
    for (i, text) in lines.iter().enumerate() {
        let fence = text.trim_start().starts_with("```");
        if !in_console {
            in_console = fence && text.trim() == "```console";
            continue;
        }
        if fence {
            close(&mut current, i, &mut out);
            in_console = false;
        } else if let Some(command) = text.strip_prefix("$ ") {
            close(&mut current, i, &mut out);
            let words = shell_words(command).map_err(|e| format!("{path}:{}: {e}", i + 1))?;
            if words.first().map(String::as_str) != Some("wordwright") {
                return Err(format!(
                    "{path}:{}: a console example runs `wordwright`, not {command:?}; use a ```sh block for other commands",
                    i + 1
                ));
            }
            current = Some((i + 1, words[1..].to_vec(), i + 1));
        } else if current.is_none() && !text.trim().is_empty() {
            return Err(format!(
                "{path}:{}: text before the first `$ wordwright` line of a console block",
                i + 1
            ));
        }
    }
    if in_console {
        return Err(format!("{path}: a ```console block is not closed"));
    }
    Ok(out)
}

/// What a terminal shows for `args`, and the exit code.
fn run(args: &[String]) -> (String, i32) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = wordwright::cli::run_with(args, &mut out, &mut err);
    let mut shown = String::from_utf8(err).expect("utf-8 errors");
    shown.push_str(&String::from_utf8(out).expect("utf-8 output"));
    (shown.trim_end_matches('\n').to_string(), code)
}

/// Checks (or with `UPDATE_EXPECT=1` rewrites) the examples of one file; returns how many it has
/// and the failures.
fn check_file(path: &str) -> (usize, Vec<String>) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let lines: Vec<&str> = text.lines().collect();
    let examples = match examples(path, &lines) {
        Ok(e) => e,
        Err(e) => return (0, vec![e]),
    };
    let mut failures = Vec::new();
    let mut rewritten: Vec<String> = Vec::with_capacity(lines.len());
    let mut next = 0;
    for ex in &examples {
        rewritten.extend(lines[next..ex.output.start].iter().map(|l| l.to_string()));
        let want = lines[ex.output.clone()].join("\n");
        let (got, code) = run(&ex.args);
        let want_code = if got.lines().any(|l| l.starts_with("error: ")) {
            2
        } else {
            0
        };
        if code != want_code {
            failures.push(format!(
                "{path}:{}: wordwright {}: exit {code}, but the text says {want_code}",
                ex.line,
                ex.args.join(" ")
            ));
        }
        if got != want {
            let first = want
                .lines()
                .zip(got.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(want.lines().count().min(got.lines().count()));
            failures.push(format!(
                "{path}:{}: wordwright {}\n  first difference at output line {}:\n  - {}\n  + {}",
                ex.line,
                ex.args.join(" "),
                first + 1,
                want.lines().nth(first).unwrap_or("(end)"),
                got.lines().nth(first).unwrap_or("(end)"),
            ));
        }
        rewritten.extend(got.lines().map(str::to_string));
        next = ex.output.end;
    }
    rewritten.extend(lines[next..].iter().map(|l| l.to_string()));
    if updating() {
        let mut new = rewritten.join("\n");
        if text.ends_with('\n') {
            new.push('\n');
        }
        expect_file(path, &new);
        failures.retain(|f| f.contains(": exit "));
    }
    (examples.len(), failures)
}

#[test]
fn every_console_example_reproduces() {
    let files = files();
    let results: Vec<(String, usize, Vec<String>)> = std::thread::scope(|s| {
        let handles: Vec<_> = files
            .iter()
            .map(|f| s.spawn(move || (f.clone(), check_file(f))))
            .collect();
        handles
            .into_iter()
            .map(|h| {
                let (f, (n, fails)) = h.join().expect("a file's examples ran");
                (f, n, fails)
            })
            .collect()
    });
    let readme = results
        .iter()
        .find(|(f, ..)| f == "README.md")
        .map_or(0, |r| r.1);
    assert!(
        readme >= 10,
        "only {readme} examples read from README.md; see the convention in tests/it/readme.rs"
    );
    let failures: Vec<&String> = results.iter().flat_map(|r| &r.2).collect();
    let total: usize = results.iter().map(|r| r.1).sum();
    assert!(
        failures.is_empty(),
        "{} of {total} examples fail (UPDATE_EXPECT=1 cargo test readme takes the new output, then read the diff):\n{}",
        failures.len(),
        failures
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn command_lines_split_as_a_shell_splits_them() {
    let w = |s: &str| shell_words(s).unwrap();
    assert_eq!(
        w("words 'c?t*' --limit 3"),
        ["words", "c?t*", "--limit", "3"]
    );
    assert_eq!(
        w(r#"assign --crypto "A'B \"C\"""#),
        ["assign", "--crypto", "A'B \"C\""]
    );
    assert_eq!(w("ladder  cold   warm"), ["ladder", "cold", "warm"]);
    assert_eq!(w("words ''"), ["words", ""]);
    assert!(shell_words("words c?t").is_err());
    assert!(shell_words("words 'c?t").is_err());
}

/// Every figures block (a line `<!-- figures:NAME:start -->` ... a line `<!-- figures:NAME:end -->`)
/// of the README and docs/ is closed and holds something: scripts/docs-figures.mjs writes them
/// from the measurements' JSON, and a page must not be published with a table missing.
#[test]
fn every_figures_block_is_filled() {
    let mut problems = Vec::new();
    let mut blocks = 0;
    for path in files() {
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        // The block open at this point: its name, its line and whether it holds anything.
        let mut open: Option<(String, usize, bool)> = None;
        for (i, line) in text.lines().enumerate() {
            let marker = line
                .trim()
                .strip_prefix("<!-- figures:")
                .and_then(|m| m.strip_suffix(" -->"));
            match (marker, &mut open) {
                (Some(m), None) => match m.strip_suffix(":start") {
                    Some(name) => open = Some((name.to_string(), i + 1, false)),
                    None => problems.push(format!("{path}:{}: {m:?} ends no block", i + 1)),
                },
                (Some(m), Some((name, at, filled))) => {
                    if m.strip_suffix(":end") != Some(name.as_str()) {
                        problems.push(format!(
                            "{path}:{at}: the figures block {name:?} is not closed before line {}",
                            i + 1
                        ));
                    } else if !*filled {
                        problems.push(format!(
                            "{path}:{at}: the figures block {name:?} is empty (`./build.sh bench`, `./build.sh eval` or scripts/wasm-size-history.mjs fills it; see docs/figures.md)"
                        ));
                    }
                    blocks += 1;
                    open = None;
                }
                (None, Some((.., filled))) => *filled |= !line.trim().is_empty(),
                (None, None) => {}
            }
        }
        if let Some((name, at, _)) = open {
            problems.push(format!(
                "{path}:{at}: the figures block {name:?} has no end marker"
            ));
        }
    }
    assert!(blocks >= 10, "only {blocks} figures blocks found");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
