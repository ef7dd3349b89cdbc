//! The word finder and lookups through the CLI, against the real embedded dictionary.

use serde_json::Value;

/// Runs the CLI; returns (exit code, stdout parsed as JSON, stderr).
fn run(args: &[&str]) -> (i32, Value, String) {
    let argv: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = wordwright::cli::run_with(&argv, &mut out, &mut err);
    let out = String::from_utf8(out).unwrap();
    let json = serde_json::from_str(&out).unwrap_or(Value::Null);
    (code, json, String::from_utf8(err).unwrap())
}

fn words(v: &Value) -> Vec<&str> {
    v["words"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["word"].as_str().unwrap())
        .collect()
}

/// One case: arguments, expected exit code, and a check of the JSON.
fn check(args: &[&str], code: i32, expect: impl Fn(&Value)) {
    let (got, json, err) = run(args);
    assert_eq!(got, code, "{args:?}: stderr {err}");
    expect(&json);
}

#[test]
fn pattern_query_answers_correctly() {
    check(&["words", "?a?e", "--json"], 0, |v| {
        assert_eq!(v["count"], 119);
        assert_eq!(v["truncated"], true);
        assert_eq!(v["complete"], true);
        let w = words(v);
        assert_eq!(w.len(), 100);
        assert_eq!(&w[..3], ["base", "came", "care"]);
        assert!(w
            .iter()
            .all(|w| w.len() == 4 && w.as_bytes()[1] == b'a' && w.as_bytes()[3] == b'e'));
        let levels: Vec<u64> = v["words"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w["level"].as_u64().unwrap())
            .collect();
        assert!(
            levels.windows(2).all(|p| p[0] <= p[1]),
            "sorted by commonness"
        );
    });
}

#[test]
fn anagram_query_answers_correctly() {
    check(&["--json", "words", "--anagram", "listen"], 0, |v| {
        assert_eq!(words(v), ["listen", "silent", "enlist", "inlets", "tinsel"]);
        assert_eq!(v["count"], 5);
        assert_eq!(v["truncated"], false);
    });
    check(&["words", "s*", "--anagram=LISTEN", "--json"], 0, |v| {
        assert_eq!(words(v), ["silent"])
    });
    check(
        &["words", "--subanagram", "cat", "--min-len", "3", "--json"],
        0,
        |v| {
            assert_eq!(words(v), ["act", "cat"]);
        },
    );
}

#[test]
fn levels_limit_the_dictionary() {
    check(&["words", "zyzzyva", "--json"], 0, |v| {
        assert_eq!(v["count"], 0)
    });
    check(&["words", "zyzzyva", "--json", "--level", "80"], 0, |v| {
        assert_eq!(words(v), ["zyzzyva"])
    });
    check(
        &["--level", "10", "words", "*", "--limit", "0", "--json"],
        0,
        |v| {
            assert!(v["count"].as_u64().unwrap() < 5000);
            assert_eq!(v["truncated"], true);
        },
    );
    check(
        &["--level", "95", "words", "*", "--limit", "0", "--json"],
        0,
        |v| assert_eq!(v["count"], 425_015),
    );
}

#[test]
fn lookup_names_the_tier() {
    check(&["lookup", "cat", "--json"], 0, |v| {
        assert_eq!(
            (v["found"].clone(), v["level"].clone(), v["tier"].clone()),
            (Value::Bool(true), 10.into(), "default".into())
        );
    });
    check(&["lookup", "zyzzyva", "--json"], 0, |v| {
        assert_eq!(v["tier"], "extended");
        assert_eq!(v["level"], 80);
    });
    check(&["lookup", "qwrtzx", "--json"], 0, |v| {
        assert_eq!(v["found"], false);
        assert_eq!(v["tier"], Value::Null);
    });
}

#[test]
fn word_lists_in_plain_and_sgb_format() {
    let sgb = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/sgb-words.dat");
    check(
        &["--dict", sgb, "words", "*", "--limit", "0", "--json"],
        0,
        |v| assert_eq!(v["count"], 5757),
    );
    check(&["--dict", sgb, "words", "?a?es", "--json"], 0, |v| {
        assert!(v["words"][0]["level"].is_null());
        let w = words(v);
        assert!(
            w.windows(2).all(|p| p[0] < p[1]),
            "alphabetical when levels are unknown"
        );
        assert!(w.contains(&"takes") && w.contains(&"games"));
    });
    check(&["--dict", sgb, "lookup", "which", "--json"], 0, |v| {
        assert_eq!(v["found"], true);
        assert!(v["tier"].is_null());
    });
}

#[test]
fn a_tiny_budget_reports_an_incomplete_list() {
    check(&["words", "*", "--budget", "10", "--json"], 0, |v| {
        assert_eq!(v["complete"], false)
    });
}

#[test]
fn text_output_and_help() {
    let argv: Vec<String> = ["words", "--anagram", "listen"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(wordwright::cli::run_with(&argv, &mut out, &mut err), 0);
    let text = String::from_utf8(out).unwrap();
    assert!(
        text.contains("silent") && text.contains("5 words at level <= 70"),
        "{text}"
    );
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(
        wordwright::cli::run_with(&["help".to_string()], &mut out, &mut err),
        0
    );
    assert!(String::from_utf8(out).unwrap().contains("words [PATTERN]"));
}
