//! Tests of the rack solver (issue 5): data-driven CLI cases from `tests/data/rack.cases`,
//! property tests against a brute-force scan of every dictionary word and against the
//! permutation search of `reference::rack`, and the query format the page sends.

use std::collections::BTreeMap;

use crate::common::{cli, dict, updating, Run};
use proptest::prelude::*;
use serde_json::Value;
use wordwright::budget::Budget;
use wordwright::dict::Dictionary;
use wordwright::rack::{self, CustomSet, RackQuery, SetSpec, TileMap, TileSet, TileSpec};
use wordwright::reference::rack::{Options, PermutationSearch};

/// Runs `wordwright --json rack ARGS` and returns the exit code and the JSON document.
fn cli_json(args: &[&str]) -> (i32, Value) {
    let mut argv = vec!["--json", "rack"];
    argv.extend_from_slice(args);
    let Run { code, out, .. } = cli(&argv);
    (
        code,
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: not JSON ({e}): {out}")),
    )
}

/// The compact form of an answer used by `tests/data/rack.cases`.
fn compact(code: i32, v: &Value) -> String {
    if let Some(e) = v.get("error") {
        let kind = e["kind"].as_str().unwrap_or("?");
        let message = e["message"].as_str().unwrap_or("?");
        return format!(
            "error {kind}: {message}{}",
            if code == 2 { "" } else { " (exit code not 2)" }
        );
    }
    let best = v["best_score"]
        .as_u64()
        .map_or("none".to_string(), |b| b.to_string());
    let mut s = format!(
        "rack {} | set {} | best {best} | count {} | {}",
        v["rack"].as_str().unwrap_or("?"),
        v["set"].as_str().unwrap_or("?"),
        v["count"],
        if v["complete"] == Value::Bool(true) {
            "complete"
        } else {
            "incomplete"
        },
    );
    if code != 0 {
        s.push_str(&format!(" (exit code {code})"));
    }
    for w in v["words"].as_array().into_iter().flatten() {
        s.push_str(&format!(
            "\n{} {}",
            w["score"],
            w["word"].as_str().unwrap_or("?")
        ));
        let blanks: Vec<String> = w["blanks"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|b| b.to_string())
            .collect();
        if !blanks.is_empty() {
            s.push_str(&format!(" ?{}", blanks.join(",")));
        }
        if w["bonus"].as_u64().unwrap_or(0) > 0 {
            s.push_str(&format!(" +{}", w["bonus"]));
        }
    }
    if v["truncated"] == Value::Bool(true) {
        s.push_str("\n...");
    }
    if let Some(r) = v["reason"].as_str() {
        s.push_str(&format!("\nreason: {r}"));
    }
    s
}

/// The compact form of the CLI's answer to `args`.
fn run_case(args: &str) -> String {
    let argv: Vec<&str> = args.split_whitespace().collect();
    let (code, v) = cli_json(&argv);
    compact(code, &v)
}

#[test]
fn cases_file() {
    let text = std::fs::read_to_string("tests/data/rack.cases").expect("tests/data/rack.cases");
    let mut failures = Vec::new();
    let mut cases = 0;
    // With UPDATE_EXPECT=1 the file is written back with each case's new answer.
    let mut updated: Vec<String> = Vec::new();
    for block in text.split("\n\n") {
        let comments: Vec<&str> = block.lines().filter(|l| l.starts_with('#')).collect();
        let lines: Vec<&str> = block.lines().filter(|l| !l.starts_with('#')).collect();
        let Some((first, rest)) = lines.split_first() else {
            updated.push(block.to_string());
            continue;
        };
        let args = first
            .strip_prefix('$')
            .unwrap_or_else(|| panic!("a case starts with `$ `: {first:?}"));
        cases += 1;
        let want = rest.join("\n");
        let got = run_case(args.trim());
        if got != want {
            failures.push(format!("$ {args}\n--- want\n{want}\n--- got\n{got}\n"));
        }
        let mut new = comments.join("\n");
        if !new.is_empty() {
            new.push('\n');
        }
        updated.push(format!("{new}{first}\n{got}"));
    }
    if updating() && !failures.is_empty() {
        let mut out = updated.join("\n\n");
        if text.ends_with('\n') && !out.ends_with('\n') {
            out.push('\n');
        }
        std::fs::write("tests/data/rack.cases", out).expect("rewrite tests/data/rack.cases");
        return;
    }
    assert!(cases > 20, "only {cases} cases read");
    assert!(
        failures.is_empty(),
        "{} of {cases} cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn json_has_the_fields_of_the_issue() {
    let (code, v) = cli_json(&["quiz??", "--limit", "2"]);
    assert_eq!(code, 0);
    assert_eq!(v["best_count"], 2, "quiz and quinze share the best score");
    for key in ["rack", "best_score", "words", "count", "complete"] {
        assert!(v.get(key).is_some(), "missing {key}: {v}");
    }
    let w = &v["words"][0];
    assert_eq!(
        (w["word"].as_str(), w["score"].as_u64()),
        (Some("quiz"), Some(22))
    );
    assert_eq!(w["blanks"], serde_json::json!([]));
    assert_eq!(
        v["words"][1]["blanks"],
        serde_json::json!([3, 5]),
        "quinze: n and e are blanks"
    );
    assert_eq!(v["words"][1]["bonus"], 0);
    assert_eq!(v["words"][1]["level"], 70);
    let (code, v) = cli_json(&["qxz", "--level", "10"]);
    assert_eq!(code, 0);
    assert_eq!(v["best_score"], Value::Null);
    assert_eq!(v["words"], serde_json::json!([]));
}

#[test]
fn draw_without_a_seed_reports_one_that_repeats_it() {
    let (code, v) = cli_json(&["--draw", "--limit", "1"]);
    assert_eq!(code, 0);
    let seed = v["seed"].as_u64().expect("a drawn rack reports its seed");
    assert!(seed <= rack::MAX_SEED);
    let seed = seed.to_string();
    let (_, again) = cli_json(&["--draw", "--seed", &seed, "--limit", "1"]);
    assert_eq!(again["rack"], v["rack"]);
    assert_eq!(again["words"], v["words"]);
}

#[test]
fn text_output_marks_blanks_and_bonus() {
    let Run { code, out, .. } = cli(&["rack", "quiz??", "--limit", "2"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("rack QUIZ?? (standard set)\n"), "{out}");
    assert!(out.contains("   22  QUInZe"), "{out}");
    assert!(out.contains("lowercase letters are blanks"), "{out}");
    let Run { code, out, .. } = cli(&["rack", "retains", "--limit", "2"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("   57  RETAINS          +50 bonus  common"),
        "{out}"
    );
    // --limit counts words, even among the 7 of the best score; the text says how many tie.
    assert!(
        out.contains("203 words at level <= 70 (showing 2; use --limit)"),
        "{out}"
    );
    assert!(
        out.contains("7 words share the best score 57; the list shows 2 of them"),
        "{out}"
    );
    let Run { code, out: _, .. } = cli(&["rack", "q?q"]);
    assert_eq!(code, 2);
}

#[test]
fn word_list_dictionary() {
    let (code, v) = cli_json(&[
        "--dict",
        "tests/data/sgb-words.dat",
        "retains",
        "--limit",
        "3",
    ]);
    assert_eq!(code, 0);
    let words = v["words"].as_array().expect("words");
    assert!(!words.is_empty());
    for w in words {
        assert_eq!(
            w["word"].as_str().map(str::len),
            Some(5),
            "SGB words have 5 letters: {w}"
        );
        assert_eq!(w["level"], Value::Null);
    }
}

/// What the page sends: option names as keys, values as text (a custom set as its JSON text),
/// read by the one option reader.
fn page_query(pairs: &[(&str, &str)]) -> wordwright::Result<RackQuery> {
    let v = wordwright::options::Values::read(
        &rack::RACK,
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())),
        wordwright::options::Reach::Everywhere,
    )?;
    RackQuery::read(&v)
}

#[test]
fn query_from_the_page() {
    let q = page_query(&[
        ("tiles", "cat?"),
        ("min-len", "2"),
        ("all-tiles", "false"),
        (
            "set",
            r#"{"tiles": {"c": {"count": 1, "value": 3}, "a": {"count": 2, "value": 1},
                "t": {"count": 1, "value": 1}}, "blanks": 1, "rack_size": 4, "bonus": 9}"#,
        ),
    ])
    .expect("a page query");
    let a = rack::solve(dict(70), &q, &mut Budget::default()).expect("solves");
    assert_eq!(a.set, "custom");
    assert_eq!(a.bonus, 9);
    // "chat" uses every tile of a full rack: c 3 + h (blank) 0 + a 1 + t 1 + bonus 9.
    let chat = a.words.iter().find(|w| w.word == "chat").expect("chat");
    assert_eq!((chat.score, chat.blanks.as_slice()), (14, &[1][..]));

    let q = page_query(&[("tiles", "cat"), ("set", "challenge")]).expect("a named set");
    assert_eq!(q.set, Some(SetSpec::Named("challenge".into())));

    let e = page_query(&[("tiles", "cat"), ("minlen", "2")]).unwrap_err();
    assert_eq!(
        e.message,
        "unknown key \u{201c}minlen\u{201d}; did you mean \u{201c}min-len\u{201d}?"
    );
    let e = page_query(&[("set", r#"{"tiles": {"a": {"count": 1}}}"#)]).unwrap_err();
    assert_eq!(
        e.message,
        "the custom tile set: tile \"a\" needs both \"count\" and \"value\", like {\"count\": 9, \"value\": 1}"
    );
}

#[test]
fn draws_are_repeatable_and_come_from_the_bag() {
    for set in [TileSet::standard(), TileSet::challenge()] {
        let mut racks = std::collections::HashSet::new();
        for seed in 0..300 {
            let r = set.draw(seed);
            assert_eq!(r.len(), 7);
            set.check_rack(&r).expect("a drawn rack fits the bag");
            assert_eq!(r, set.draw(seed));
            racks.insert(r.text());
        }
        assert!(racks.len() > 290, "seeds give different racks");
    }
}

#[test]
fn a_small_budget_gives_an_incomplete_answer() {
    let q = RackQuery {
        tiles: Some("aeinr??".into()),
        ..Default::default()
    };
    let full = rack::solve(dict(95), &q, &mut Budget::default()).expect("solves");
    assert!(full.complete);
    let part = rack::solve(dict(95), &q, &mut Budget::new(2000)).expect("solves");
    assert!(!part.complete);
    assert!(part.count < full.count);
}

/// The dictionary keeps the scan's index between queries; its answers must not change, also
/// with another dictionary asked in between.
#[test]
fn kept_index_gives_the_same_answers() {
    let d70 = wordwright::embedded::dictionary(70).expect("dictionary");
    let small = Dictionary::from_words(&["quiz", "zap", "pa"]);
    let racks = ["quiz??", "retains", "aeinr??", "zpa", "?"];
    for round in 0..2 {
        for d in [&d70, &small] {
            for tiles in racks {
                for pattern in [None, Some("?a?")] {
                    let q = RackQuery {
                        tiles: Some(tiles.into()),
                        pattern: pattern.map(String::from),
                        limit: Some(5),
                        ..Default::default()
                    };
                    let fresh =
                        rack::solve(&d.unindexed(), &q, &mut Budget::default()).expect("solves");
                    let kept = rack::solve(d, &q, &mut Budget::default()).expect("solves");
                    assert_eq!(fresh, kept, "round {round}, {tiles} {pattern:?}");
                }
            }
        }
    }
}

#[test]
fn blanks_are_the_later_copies() {
    let d = Dictionary::from_words(&["eel", "lee", "ee", "leel"]);
    let q = RackQuery {
        tiles: Some("el?".into()),
        ..Default::default()
    };
    let a = rack::solve(&d, &q, &mut Budget::default()).expect("solves");
    let got: Vec<(&str, u32, &[usize])> = a
        .words
        .iter()
        .map(|w| (w.word.as_str(), w.score, w.blanks.as_slice()))
        .collect();
    // The standard set: e and l are worth 1; "leel" needs two blanks.
    assert_eq!(
        got,
        [
            ("eel", 2, &[1][..]),
            ("lee", 2, &[2][..]),
            ("ee", 1, &[1][..])
        ]
    );
}

/// The best score, the number of words, and each word's score, by scanning every word.
fn brute_force(
    d: &Dictionary,
    rack: &str,
    values: &[u32; 26],
    min_len: usize,
    rack_size: usize,
    bonus: u32,
) -> Vec<Option<u32>> {
    let mut have = [0u32; 26];
    let mut blanks = 0;
    for b in rack.bytes() {
        match b {
            b'?' => blanks += 1,
            l => have[(l - b'a') as usize] += 1,
        }
    }
    let n = rack.len();
    d.ids()
        .map(|id| {
            let w = d.bytes(id);
            if w.len() < min_len || w.len() > n {
                return None;
            }
            let mut need = [0u32; 26];
            for &l in w {
                need[(l - b'a') as usize] += 1;
            }
            let short: u32 = (0..26).map(|i| need[i].saturating_sub(have[i])).sum();
            let score: u32 = (0..26).map(|i| need[i].min(have[i]) * values[i]).sum();
            let whole = w.len() == n && n >= rack_size;
            (short <= blanks).then_some(score + if whole { bonus } else { 0 })
        })
        .collect()
}

/// A custom set with plenty of every letter, so any random rack is legal.
fn roomy_set(values: &[u32], rack_size: usize, bonus: u32) -> SetSpec {
    let tiles = (0..26)
        .map(|i| {
            (
                ((b'a' + i as u8) as char).to_string(),
                TileSpec {
                    count: 20,
                    value: values[i] as i64,
                },
            )
        })
        .collect();
    SetSpec::Custom(CustomSet {
        name: None,
        tiles: TileMap(tiles),
        blanks: 2,
        rack_size: rack_size as i64,
        bonus: Some(bonus as i64),
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// The best score, the count, the words of the best score and every listed score agree with
    /// a scan of every word of the level-95 dictionary.
    #[test]
    fn best_score_matches_a_brute_force_scan(
        letters in "[a-z]{0,7}",
        blanks in 0usize..=2,
        values in proptest::collection::vec(0u32..=10, 26),
        rack_size in 1usize..=8,
        bonus in 0u32..=60,
        min_len in 1usize..=4,
    ) {
        let rack_text = format!("{letters}{}", "?".repeat(blanks));
        prop_assume!(!rack_text.is_empty());
        let d = dict(95);
        let q = RackQuery {
            tiles: Some(rack_text.clone()),
            set: Some(roomy_set(&values, rack_size, bonus)),
            min_len: Some(min_len),
            limit: Some(30),
            ..Default::default()
        };
        let a = rack::solve(d, &q, &mut Budget::default()).expect("solves");
        let vals: [u32; 26] = values.clone().try_into().expect("26 values");
        let oracle = brute_force(d, &rack_text, &vals, min_len, rack_size, bonus);
        let best = oracle.iter().flatten().max().copied();
        prop_assert_eq!(a.best_score, best);
        prop_assert_eq!(a.count, oracle.iter().flatten().count());
        let ties = oracle.iter().filter(|s| **s == best && best.is_some()).count();
        prop_assert_eq!(a.words.len(), a.count.min(30), "--limit counts words, ties included");
        prop_assert_eq!(a.best_count, ties);
        let listed_best = a.words.iter().filter(|w| Some(w.score) == best).count();
        prop_assert_eq!(listed_best, ties.min(30), "the best score's words come first");
        for pair in a.words.windows(2) {
            prop_assert!(pair[0].score >= pair[1].score, "best first");
        }
        for w in &a.words {
            let id = d.find(&w.word).expect("a dictionary word");
            prop_assert_eq!(Some(w.score), oracle[id as usize], "{}", w.word);
            // The blanks cover exactly the letters the rack lacks.
            let mut have = [0u32; 26];
            for b in letters.bytes() {
                have[(b - b'a') as usize] += 1;
            }
            for (pos, b) in w.word.bytes().enumerate() {
                let i = (b - b'a') as usize;
                if w.blanks.contains(&pos) {
                    prop_assert_eq!(have[i], 0, "{} uses a blank for a letter still on the rack", w.word);
                } else {
                    prop_assert!(have[i] > 0, "{} uses a tile the rack lacks", w.word);
                    have[i] -= 1;
                }
            }
        }
    }
}

/// A pattern of board letters and `?` places, or none.
fn pattern_strategy() -> impl Strategy<Value = Option<String>> {
    prop_oneof![
        Just(None),
        proptest::collection::vec(
            prop_oneof![3 => Just('?'), 1 => proptest::char::range('a', 'z')],
            2..=6
        )
        .prop_filter("needs a place", |cells| cells.contains(&'?'))
        .prop_map(|cells| Some(cells.into_iter().collect())),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Every word and score agree with the permutation search (small racks, with and without a
    /// board pattern and the all-tiles rule).
    #[test]
    fn every_word_matches_the_permutation_search(
        letters in "[a-z]{0,5}",
        blank in proptest::bool::ANY,
        values in proptest::collection::vec(0u32..=10, 26),
        rack_size in 1usize..=6,
        bonus in 0u32..=60,
        all_tiles in proptest::bool::weighted(0.2),
        pattern in pattern_strategy(),
        min_len in proptest::option::of(1usize..=3),
    ) {
        let rack_text = format!("{letters}{}", if blank { "?" } else { "" });
        prop_assume!(!rack_text.is_empty());
        // Without --min-len a rack lists words of two letters or more.
        let shortest = min_len.unwrap_or(2);
        if let Some(p) = &pattern {
            prop_assume!(p.chars().count() >= shortest);
        }
        let d = dict(70);
        thread_local! {
            static REFERENCE: std::cell::OnceCell<PermutationSearch> = const { std::cell::OnceCell::new() };
        }
        let q = RackQuery {
            tiles: Some(rack_text.clone()),
            set: Some(roomy_set(&values, rack_size, bonus)),
            limit: Some(wordwright::options::MAX_LIMIT as usize),
            all_tiles,
            pattern: pattern.clone(),
            min_len,
            ..Default::default()
        };
        let a = rack::solve(d, &q, &mut Budget::default()).expect("solves");
        let got: BTreeMap<String, u32> = a.words.iter().map(|w| (w.word.clone(), w.score)).collect();
        prop_assert_eq!(got.len(), a.count);
        let vals: [u32; 26] = values.clone().try_into().expect("26 values");
        let opts = Options {
            pattern: pattern.as_deref().map(str::as_bytes),
            min_len: shortest,
            max_len: 60,
            all_tiles,
            bonus,
            rack_size,
        };
        let want = REFERENCE.with(|r| r.get_or_init(|| PermutationSearch::new(d)).solve(rack_text.as_bytes(), &vals, &opts));
        prop_assert_eq!(got, want);
    }
}

/// A tile set file with nothing in it is refused, not read as the standard set; a length limit
/// that rules out a word of all the tiles is named as the reason, not the dictionary.
#[test]
fn empty_set_files_and_length_clashes() {
    let path = std::env::temp_dir().join(format!("ww-empty-set-{}.json", std::process::id()));
    std::fs::write(&path, "  \n").unwrap();
    let p = path.to_str().unwrap();
    for line in [
        vec!["rack", "cat", "--set", p],
        vec!["make", "rack", "--set", p, "--seed", "1"],
    ] {
        let r = crate::common::cli(&line);
        assert_eq!(r.code, 2, "{line:?}: {}", r.out);
        assert!(
            r.err
                .contains("is empty; a tile set file holds a JSON object"),
            "{}",
            r.err
        );
    }
    std::fs::remove_file(&path).unwrap();
    let v = crate::common::cli(&["rack", "cat", "--max-len", "2", "--all-tiles", "--json"]).json();
    assert_eq!(
        v["reason"],
        "the rack cat has 3 tiles, and a word that uses them all is longer than 2 letters (--max-len)"
    );
}
