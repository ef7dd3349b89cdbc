//! The command line on any argv (`cli::run_with`, one argument per line), with a small step
//! budget. Most runs use a
//! small word list through `--dict` (each run builds its dictionary afresh, and the embedded one
//! takes milliseconds); some use the embedded dictionary. `export-blob` (which writes files) and
//! the fuzzer's own `--dict`/`--budget` are left out. Every run must exit 0 or 2; with `--json`,
//! stdout must be one JSON document; an error must say what is wrong on stderr.
#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;

/// A word list of the embedded dictionary's most common short words, written once per process.
fn word_list() -> &'static str {
    static PATH: OnceLock<String> = OnceLock::new();
    PATH.get_or_init(|| {
        let d = wordwright_fuzz::embedded();
        let words: Vec<&str> = d
            .ids()
            .filter(|&id| d.level(id) == Some(10) && d.bytes(id).len() <= 6)
            .step_by(7)
            .map(|id| d.word(id))
            .collect();
        // One file for every run (same contents), written whole by a rename.
        let path: PathBuf = std::env::temp_dir().join("wordwright-fuzz-words.txt");
        let part = path.with_extension(format!("{}.part", std::process::id()));
        std::fs::write(&part, words.join("\n")).expect("write the fuzz word list");
        std::fs::rename(&part, &path).expect("rename the fuzz word list");
        path.to_string_lossy().into_owned()
    })
}

fuzz_target!(|bytes: &[u8]| {
    // One argument per line; a first line `#builtin` runs on the embedded dictionary.
    let text = String::from_utf8_lossy(bytes);
    let mut lines = text.lines().peekable();
    let builtin = lines.next_if(|l| *l == "#builtin").is_some();
    let mut argv: Vec<String> = Vec::new();
    let mut skip_value = false;
    for a in lines.map(str::to_string) {
        if skip_value {
            skip_value = false;
            continue;
        }
        if a == "--dict" || a == "--budget" {
            skip_value = true;
            continue;
        }
        if a.starts_with("--dict=") || a.starts_with("--budget=") || a.contains("export-blob") {
            continue;
        }
        argv.push(a);
    }
    argv.extend(["--budget".to_string(), "20000".to_string()]);
    if !builtin {
        argv.extend(["--dict".to_string(), word_list().to_string()]);
    }
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = wordwright::cli::run_with(&argv, &mut out, &mut err);
    let out = String::from_utf8(out).expect("stdout is UTF-8");
    let err = String::from_utf8(err).expect("stderr is UTF-8");
    match code {
        0 => {}
        2 => {
            let first = err.lines().find(|l| l.starts_with("error: "));
            assert!(
                first.is_some_and(|l| l.len() > "error: ".len()),
                "exit 2 without an error line: {argv:?} {err:?}"
            );
        }
        c => panic!("exit code {c} for {argv:?}"),
    }
    let json = argv.iter().any(|a| a == "--json");
    let help = out.starts_with("wordwright");
    if json && !help {
        let v: serde_json::Value = serde_json::from_str(&out)
            .unwrap_or_else(|e| panic!("stdout is not JSON ({e}) for {argv:?}: {out}"));
        if code == 2 {
            assert!(v["error"]["message"].is_string(), "{v}");
        }
    }
});
