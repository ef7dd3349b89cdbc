//! `--spelling` through the CLI: lookups that say which spellings have a word, the word finder
//! in each spelling, and the option's messages.
use serde_json::json;

use crate::common::{check_json, cli, cli_line};

#[test]
fn lookup_follows_the_chosen_spelling() {
    let v = check_json(
        "lookup colour",
        json!({
            "found": false,
            "level": 10,
            "tier": "default",
            "spellings": ["gb", "gb-ize", "ca", "au"],
        }),
    );
    assert_eq!(
        v["message"],
        "\u{201c}colour\u{201d} is in the default dictionary at level 10 in British, Canadian and \
         Australian spelling; choose one of those spellings (--spelling gb) to use it."
    );
    check_json(
        "lookup colour --spelling gb",
        json!({"found": true, "level": 10, "tier": "default"}),
    );
    let v = check_json(
        "--spelling gb lookup color",
        json!({"found": false, "spellings": ["us"]}),
    );
    assert!(v["message"]
        .as_str()
        .unwrap()
        .ends_with("in American spelling; choose that spelling (--spelling us) to use it."));
    // A word in every spelling, and one whose level depends on it.
    check_json(
        "lookup cat",
        json!({"found": true, "spellings": ["us", "gb", "gb-ize", "ca", "au"]}),
    );
    check_json(
        "lookup arvo",
        json!({"found": true, "level": 70, "spellings": ["us", "gb", "gb-ize", "ca", "au"]}),
    );
    check_json(
        "lookup arvo --spelling au",
        json!({"found": true, "level": 35}),
    );
    check_json(
        "lookup arvo --spelling any",
        json!({"found": true, "level": 35}),
    );
    check_json("lookup qwrtzx", json!({"found": false, "spellings": []}));
    let sgb = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/sgb-words.dat");
    check_json(
        &format!("--dict {sgb} lookup which"),
        json!({"found": true, "spellings": []}),
    );
}

/// Regression (issue 14): `lookup colour` said the word was in neither tier; so did honour,
/// centre, realise and travelled. Each is a word in the spellings that have it.
#[test]
fn british_canadian_and_australian_words_are_there() {
    for (word, spellings, level) in [
        ("colour", json!(["gb", "gb-ize", "ca", "au"]), 10),
        ("honour", json!(["gb", "gb-ize", "ca", "au"]), 20),
        ("centre", json!(["gb", "gb-ize", "ca", "au"]), 10),
        ("realise", json!(["gb", "au"]), 10),
        ("travelled", json!(["gb", "gb-ize", "ca", "au"]), 20),
    ] {
        check_json(
            &format!("lookup {word}"),
            json!({"found": false, "level": level, "spellings": spellings.clone()}),
        );
        for spelling in spellings.as_array().unwrap() {
            let spelling = spelling.as_str().unwrap();
            check_json(
                &format!("lookup {word} --spelling {spelling}"),
                json!({"found": true, "level": level, "tier": "default"}),
            );
        }
        check_json(
            &format!("lookup {word} --spelling any"),
            json!({"found": true}),
        );
    }
    check_json("lookup realise --spelling gb-ize", json!({"found": false}));
}

#[test]
fn every_solver_uses_the_chosen_spelling() {
    let words = |line: &str| -> Vec<String> {
        let v = check_json(line, json!({}));
        v["words"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w["word"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(words("words colo?r --spelling any"), ["colour"]);
    assert!(words("words colo?r").is_empty());
    assert_eq!(
        words("words colo*r --max-len 6 --spelling any"),
        ["color", "colour"]
    );
    assert_eq!(words("words colo*r --max-len 6"), ["color"]);
    assert_eq!(words("words colo*r --max-len 6 --spelling ca"), ["colour"]);
    assert_eq!(words("words reali?e --spelling gb"), ["realise"]);
    assert_eq!(words("words reali?e --spelling gb-ize"), ["realize"]);
    assert_eq!(words("words --anagram ruocol --spelling au"), ["colour"]);
    // The text form says which dictionary it searched.
    let r = cli(&["words", "colo?r", "--spelling", "gb"]);
    assert!(
        r.out
            .ends_with("1 word at level <= 70 in British (-ise) spelling\n"),
        "{}",
        r.out
    );
}

#[test]
fn spelling_messages() {
    let r = cli_line("words cat --spelling uk");
    assert_eq!(r.code, 2);
    assert_eq!(
        r.err,
        "error: --spelling is one of us, gb, gb-ize, ca, au or any, not \"uk\"\n"
    );
    let r = cli_line("words cat --spelling gb --dict tests/data/sgb-words.dat");
    assert_eq!(r.code, 2);
    assert_eq!(r.err, "error: give --spelling or --dict, not both\n");
    let r = cli_line("--spelling");
    assert_eq!(r.err, "error: --spelling needs a value\n");
}

#[test]
fn help_and_the_page_schema_declare_the_choice() {
    let r = cli(&["help"]);
    assert!(
        r.out.contains("us = American (US), gb = British (-ise), gb-ize = British (-ize, Oxford), ca = Canadian, au = Australian, any = Any"),
        "{}",
        r.out
    );
    assert!(r.out.contains("(default us)"));
    let v = cli(&["help", "--json"]).json();
    let spelling = v["globals"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "spelling")
        .unwrap()
        .clone();
    assert_eq!(spelling["default"], "us");
    assert_eq!(
        spelling["kind"],
        json!({"type": "choice", "values": ["us", "gb", "gb-ize", "ca", "au", "any"]})
    );
    assert_eq!(
        v["spellings"][2],
        json!({"name": "gb-ize", "label": "British (-ize, Oxford)"})
    );
}
