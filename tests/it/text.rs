//! The text layer through the command line: files as people save them (byte-order marks, CRLF,
//! UTF-16, Windows-1252, binary files, files over their limit), word lists (SGB by its layout,
//! lines skipped and reported, never cut), values as people type them (accents, typographic
//! marks, spaces in a rack), and the notes that carry what was changed into `--json` and stderr.
//! The files are in tests/data/text/, written by its make.sh; the files over a size limit are
//! written by [`large_files`].

use std::sync::Once;

use serde_json::{json, Value};

use crate::common::{check_json, cli, cli_line, stickers};

/// Where [`large_files`] writes.
pub const LARGE: &str = "target/tests/text";

/// Writes the files over a size limit that docs/bad-input.md names (too big to commit): a word
/// list one byte over 50 MB and a rows file one byte over 1 MB, once per test run.
pub fn large_files() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        std::fs::create_dir_all(LARGE).expect("create target/tests/text");
        for (name, limit) in [
            ("words-over-limit.txt", wordwright::text::WORD_LIST.limit),
            ("rows-over-limit.txt", wordwright::text::ROWS_FILE.limit),
        ] {
            let path = format!("{LARGE}/{name}");
            let want = limit as u64 + 1;
            if std::fs::metadata(&path).is_ok_and(|m| m.len() == want) {
                continue;
            }
            let mut text = "word\n".repeat(limit / 5 + 1).into_bytes();
            text.truncate(want as usize);
            std::fs::write(&path, text).expect("write a large file");
        }
    });
}

/// The notes of an answer, as (kind, message).
fn notes(answer: &Value) -> Vec<(String, String)> {
    answer["notes"]
        .as_array()
        .expect("notes is always an array")
        .iter()
        .map(|n| {
            (
                n["kind"].as_str().unwrap_or("?").to_string(),
                n["message"].as_str().unwrap_or("?").to_string(),
            )
        })
        .collect()
}

fn kinds(answer: &Value) -> Vec<String> {
    notes(answer).into_iter().map(|(k, _)| k).collect()
}

fn words(answer: &Value) -> Vec<String> {
    answer["words"]
        .as_array()
        .expect("words")
        .iter()
        .map(|w| w["word"].as_str().unwrap_or("?").to_string())
        .collect()
}

// ---- files ---------------------------------------------------------------------------------

#[test]
fn the_files_are_what_make_sh_writes() {
    let dir = std::env::temp_dir().join(format!("wordwright-text-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let status = std::process::Command::new("sh")
        .arg("tests/data/text/make.sh")
        .arg(&dir)
        .status()
        .expect("run sh");
    assert!(status.success());
    for entry in std::fs::read_dir(&dir).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().into_string().unwrap();
        let committed = std::fs::read(format!("tests/data/text/{name}"))
            .unwrap_or_else(|e| panic!("tests/data/text/{name}: {e}; run make.sh and commit it"));
        assert_eq!(
            committed,
            std::fs::read(entry.path()).unwrap(),
            "tests/data/text/{name} differs from what make.sh writes"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Regression: a UTF-8 byte-order mark made the first symbol `\u{feff}club`, and the published
/// stickers got "0 solutions" with exit 0.
#[test]
fn a_byte_order_mark_keeps_the_first_symbol() {
    let rows: Vec<String> = stickers()
        .into_iter()
        .flat_map(|r| ["--row", r])
        .map(String::from)
        .collect();
    let mut argv = vec!["--level", "95", "assign", "--json"];
    argv.extend(rows.iter().map(String::as_str));
    let typed = cli(&argv).json();
    assert_eq!(typed["count"], 2);
    for file in ["stickers-bom.txt", "stickers-utf16.txt"] {
        let a = check_json(
            &format!("--level 95 assign --file tests/data/text/{file}"),
            json!({"count": 2}),
        );
        assert_eq!(a["solutions"], typed["solutions"], "{file}");
        assert_eq!(a["forced"]["club"], "t", "{file}: the first symbol is club");
    }
}

/// Regression: in a word list the byte-order mark dropped the first word.
#[test]
fn a_byte_order_mark_keeps_the_first_word() {
    let a = check_json(
        "--dict tests/data/text/words-bom.txt lookup cat",
        json!({"found": true}),
    );
    assert!(kinds(&a).is_empty(), "{a:#}");
}

/// Regression: any first line starting with `*` switched to the SGB format and cut every line at
/// its first non-letter (didn, mightn, ain).
#[test]
fn a_star_line_does_not_make_a_list_sgb() {
    let a = check_json(
        "--dict tests/data/text/words-star.txt words *",
        json!({"count": 2}),
    );
    assert_eq!(words(&a), ["cat", "zebra"]);
    assert_eq!(
        a["notes"][0],
        json!({
            "kind": "skipped_lines",
            "message": "tests/data/text/words-star.txt: skipped 4 lines that are not one word of \
                        letters a-z: line 1 \"* my list\", line 2 \"didn't\", line 3 \"mightn't\" \
                        and line 4 \"ain't\"",
            "lines": ["* my list", "didn't", "mightn't", "ain't"],
            "count": 4
        })
    );
    // Knuth's file is still recognised, by its layout, and nothing in it is skipped.
    let a = check_json(
        "--dict tests/data/sgb-words.dat words * --sort alpha",
        json!({"count": 5757, "notes": []}),
    );
    assert_eq!(a["words"][0]["word"], "aargh");
}

#[test]
fn windows_1252_and_utf16_files_are_read_with_a_note() {
    let a = check_json(
        "--dict tests/data/text/words-cp1252.txt words * --sort alpha",
        json!({"count": 3}),
    );
    assert_eq!(words(&a), ["cafe", "naive", "zebra"]);
    assert_eq!(
        kinds(&a),
        ["decoded_windows_1252", "skipped_lines", "folded_accents"]
    );
    assert_eq!(
        notes(&a)[0].1,
        "tests/data/text/words-cp1252.txt: the word list is not UTF-8, so it was read as \
         Windows-1252 (what Notepad calls ANSI); check 3 lines: line 1 \"café\", line 2 \
         \"naïve\" and line 3 \"it\u{2019}s\""
    );
    let a = check_json(
        "--dict tests/data/text/words-utf16-nobom.txt words *",
        json!({"count": 2}),
    );
    assert_eq!(kinds(&a), ["decoded_utf16"]);
}

/// Regression: a binary file loaded as a word list of junk with exit 0, while `assign --file`
/// refused it. Every loader now refuses it the same way.
#[test]
fn every_loader_refuses_a_binary_file() {
    for (line, what) in [
        ("--dict tests/data/text/binary.bin words a", "word list"),
        ("assign --file tests/data/text/binary.bin", "rows file"),
        ("rack cat --set tests/data/text/binary.bin", "tile set"),
        ("--dict /dev/zero words a", "word list"),
    ] {
        let r = cli_line(line);
        assert_eq!(r.code, 2, "{line}");
        assert!(
            r.err.contains(&format!(
                "this looks like a binary file, not a {what}; give a text file"
            )),
            "{line}: {}",
            r.err
        );
    }
    if std::path::Path::new("/usr/bin/git").exists() {
        assert_eq!(cli_line("--dict /usr/bin/git words a").code, 2);
    }
}

/// Regression: `--dict /dev/zero` read until memory ran out before the limit was checked.
/// Limits hold while reading: a file over its limit is refused, whatever it holds.
#[test]
fn size_limits_hold_while_reading() {
    large_files();
    let r = cli_line(&format!(
        "--dict {LARGE}/words-over-limit.txt words a --json"
    ));
    assert_eq!(r.code, 2);
    assert_eq!(r.json()["error"]["kind"], "too_large");
    assert_eq!(
        r.json()["error"]["message"],
        format!(
            "{LARGE}/words-over-limit.txt: the word list is 50000001 bytes; the limit is 50000000"
        )
    );
    let r = cli_line(&format!("assign --file {LARGE}/rows-over-limit.txt"));
    assert_eq!(r.code, 2);
    assert!(
        r.err
            .contains("the rows file is 1000001 bytes; the limit is 1000000"),
        "{}",
        r.err
    );
}

#[test]
fn utf16_that_cannot_be_read_is_refused_naming_utf16() {
    let r = cli_line("--dict tests/data/text/words-utf16-broken.txt words a");
    assert_eq!(r.code, 2);
    assert!(r.err.contains("UTF-16"), "{}", r.err);
}

#[test]
fn a_tile_set_with_a_byte_order_mark_and_crlf_loads() {
    let plain = check_json(
        "rack cat --set tests/data/rack-set-tiny.json",
        json!({"set": "tiny"}),
    );
    let marked = check_json(
        "rack cat --set tests/data/text/set-bom.json",
        json!({"set": "tiny"}),
    );
    assert_eq!(plain["words"], marked["words"]);
}

// ---- word lists ----------------------------------------------------------------------------

/// Regression: the skipped-lines note named only the first line, said "skipped 1 lines", called
/// a 70-letter word "not one a-z word", and never reached `--json`.
#[test]
fn word_list_notes_name_each_line_in_json_and_on_stderr() {
    let line = "--dict tests/data/text/words-typographic.txt words * --sort alpha";
    let a = check_json(line, json!({"count": 3}));
    assert_eq!(words(&a), ["cafe", "naive", "zebra"]);
    let p = "tests/data/text/words-typographic.txt";
    assert_eq!(
        notes(&a),
        [
            (
                "skipped_lines".to_string(),
                format!("{p}: skipped 1 line that is not one word of letters a-z: line 1 \"it\u{2019}s\"")
            ),
            (
                "skipped_long_words".to_string(),
                format!(
                    "{p}: skipped 1 word longer than 60 letters, the limit: line 5 is 70 letters long"
                )
            ),
            (
                "folded_accents".to_string(),
                format!(
                    "{p}: folded accented letters to a-z in 2 words: line 3 \"naïve\" as naive and \
                     line 4 \"café\" as cafe"
                )
            ),
        ]
    );
    assert_eq!(
        a["notes"][1]["lines"][0]
            .as_str()
            .map(|l| l.chars().count()),
        Some(60 + 1)
    );
    // Text mode: one line per note on stderr, the answer on stdout.
    let r = cli_line(line);
    assert_eq!(r.code, 0);
    let on_stderr: Vec<&str> = r.err.lines().collect();
    assert_eq!(on_stderr.len(), 3, "{}", r.err);
    assert!(on_stderr.iter().all(|l| l.starts_with("note: ")));
    let words: Vec<&str> = r.out.lines().filter_map(|l| l.split(' ').next()).collect();
    assert_eq!(words[..3], ["cafe", "naive", "zebra"], "{}", r.out);
}

// ---- typed values --------------------------------------------------------------------------

#[test]
fn accents_fold_with_a_note_and_symbols_stay_as_typed() {
    let plain = check_json("words resume", json!({"count": 1}));
    let a = check_json("words résumé", json!({"count": 1}));
    assert_eq!(a["words"], plain["words"]);
    assert_eq!(
        a["notes"],
        json!([{
            "kind": "folded_accents",
            "message": "folded accented letters to a-z in 1 value: \"résumé\" as \"resume\"",
            "lines": ["résumé"],
            "count": 1
        }])
    );
    // Decomposed (NFD) accents fold too.
    check_json("words re\u{301}sume\u{301}", json!({"count": 1}));
    check_json("lookup naïve", json!({"found": true}));
    check_json("ladder café cafe", json!({"count": 1}));
    // A cryptogram folds; its typographic apostrophe is an apostrophe.
    let crypto = "EPO'U DPVOU ZPVS DIJDLFOT";
    let plain = check_json(
        &format!("assign --crypto \"{crypto}\" --limit 1"),
        json!({}),
    );
    let curly = check_json(
        &format!(
            "assign --crypto \"{}\" --limit 1",
            crypto.replace('\'', "\u{2019}")
        ),
        json!({}),
    );
    assert_eq!(plain["count"], curly["count"]);
    assert_eq!(plain["solutions"], curly["solutions"]);
    // Symbols are kept as typed: café and cafe are two symbols; a no-break space still
    // separates them, and a byte-order mark is not part of one.
    let a = check_json(
        "assign --row \"\u{feff}café\u{a0}cafe\"",
        json!({"notes": []}),
    );
    let symbols: Vec<&String> = a["solutions"][0]["assignment"]
        .as_object()
        .expect("an assignment")
        .keys()
        .collect();
    assert_eq!(symbols, ["café", "cafe"]);
}

/// Regression: `AEINRS ?` (a space) was refused.
#[test]
fn a_rack_may_have_spaces() {
    let a = check_json("rack \"AEINRS ?\" --limit 3", json!({"rack": "aeinrs?"}));
    let b = check_json("rack AEINRS? --limit 3", json!({}));
    assert_eq!(a["words"], b["words"]);
}

/// Regression: an apostrophe was shown as `'\''`; a 70-letter word was "70 characters long".
#[test]
fn messages_show_people_what_they_typed() {
    let r = cli_line("lookup rock'n'roll");
    assert_eq!(
        r.err,
        "error: the word has \"'\" at position 5; only letters a-z are allowed\n"
    );
    let r = cli_line("ladder {70*a} {70*b}");
    assert_eq!(
        r.err,
        "error: the first word is 70 letters long; the limit is 32\n"
    );
}

/// `-anagram` (one dash) was taken as a second pattern; `-h` and `--version` exist.
#[test]
fn the_command_line_as_people_type_it() {
    let r = cli_line("words -anagram listen");
    assert_eq!(r.code, 2);
    assert_eq!(
        r.err,
        "error: unknown option -anagram; did you mean --anagram?\n"
    );
    let r = cli_line("-h");
    assert_eq!(r.code, 0);
    assert!(r.out.starts_with("wordwright "), "{}", r.out);
    assert!(r.out.contains("usage: wordwright"), "{}", r.out);
    let r = cli_line("words -h");
    assert_eq!(r.code, 0);
    assert!(r.out.starts_with("wordwright words [PATTERN]"), "{}", r.out);
    let r = cli_line("--version");
    assert_eq!(r.code, 0);
    assert!(
        r.out
            .starts_with(&format!("wordwright {}\n", env!("CARGO_PKG_VERSION"))),
        "{}",
        r.out
    );
    assert!(r.out.contains("SCOWL"), "{}", r.out);
}
