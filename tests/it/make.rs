//! Puzzle makers: for each kind, at least 100 puzzles over a range of seeds and settings, each
//! solved from its own `argv` by the command line (so `argv` is self-contained) with exactly one
//! answer, which is the maker's; the same seed gives the same puzzle; the JSON shape of
//! shared/CONVENTIONS.md ("Makers").

use std::collections::HashSet;

use serde_json::Value;

use crate::common::{cli, cli_line, Run};

/// The words no maker may choose (data/offensive/offensive-words.txt).
fn offensive() -> HashSet<String> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/data/offensive/offensive-words.txt"
    );
    std::fs::read_to_string(path)
        .expect("the list of offensive words")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(str::to_string)
        .collect()
}

/// Checks that no word of `words` is on the list of offensive words.
fn clean<'a>(words: impl IntoIterator<Item = &'a str>, doc: &Value) {
    let list = offensive();
    for w in words {
        assert!(!list.contains(w), "{w} is on the list: {doc:#}");
    }
}

/// Runs `make <line> --json` and returns the document (exit 0 expected).
fn make(line: &str) -> Value {
    let r = cli_line(&format!("make {line} --json"));
    assert_eq!(r.code, 0, "make {line}: exit {}, stderr {}", r.code, r.err);
    let doc = r.json();
    for field in [
        "puzzle",
        "answer",
        "difficulty",
        "check",
        "seed",
        "complete",
        "notes",
    ] {
        assert!(
            doc.get(field).is_some(),
            "make {line}: no {field} in {doc:#}"
        );
    }
    doc
}

/// A made puzzle's `argv` (checked to start with its solver's command).
fn argv(doc: &Value) -> Vec<String> {
    let argv: Vec<String> = doc["puzzle"]["argv"]
        .as_array()
        .unwrap_or_else(|| panic!("no argv in {doc:#}"))
        .iter()
        .map(|a| a.as_str().expect("argv is text").to_string())
        .collect();
    assert_eq!(doc["puzzle"]["command"], argv[0], "{doc:#}");
    argv
}

/// Solves a made puzzle with `wordwright <argv...> --json`.
fn solve(doc: &Value) -> Value {
    let mut args = argv(doc);
    args.push("--json".to_string());
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    let r: Run = cli(&refs);
    assert_eq!(r.code, 0, "{args:?}: exit {}, stderr {}", r.code, r.err);
    r.json()
}

/// Checks the shared fields of a made puzzle.
fn shared(doc: &Value, seed: u64) {
    assert_eq!(doc["seed"], seed, "{doc:#}");
    assert_eq!(doc["complete"], true, "{doc:#}");
    assert_eq!(doc["check"]["solutions"], 1, "{doc:#}");
    let score = doc["difficulty"]["score"].as_u64().expect("a score");
    let label = doc["difficulty"]["label"].as_str().expect("a label");
    assert!(score <= 100);
    assert_eq!(
        label,
        match score {
            0..=33 => "easy",
            34..=66 => "medium",
            _ => "hard",
        }
    );
}

#[test]
fn ladders_have_one_shortest_ladder() {
    let settings = [
        "",
        "--steps 3",
        "--length 4 --steps 4",
        "--length 6 --steps 4",
        "--level 35 --steps 3",
    ];
    let mut made = 0;
    for (i, setting) in settings.iter().enumerate() {
        for seed in 0..20u64 {
            let seed = seed * 7919 + i as u64;
            let doc = make(&format!("ladder {setting} --seed {seed}"));
            shared(&doc, seed);
            let words: Vec<&str> = doc["answer"]
                .as_array()
                .unwrap()
                .iter()
                .map(|w| w.as_str().unwrap())
                .collect();
            clean(words.iter().copied(), &doc);
            let solved = solve(&doc);
            assert_eq!(solved["count"], 1, "{doc:#}\n{solved:#}");
            assert_eq!(solved["ladder"], doc["answer"], "{doc:#}\n{solved:#}");
            assert_eq!(solved["steps"], doc["check"]["steps"]);
            assert_eq!(solved["steps"], words.len() - 1);
            made += 1;
        }
    }
    assert!(made >= 100);
    // A level other than the default goes into argv.
    let doc = make("ladder --level 35 --steps 3 --seed 4");
    assert_eq!(argv(&doc)[3..], ["--level", "35"]);
}

#[test]
fn ladders_keep_their_ends_and_refuse_what_cannot_be_made() {
    let doc = make("ladder --from cold --steps 4 --seed 9");
    assert_eq!(doc["answer"][0], "cold");
    assert_eq!(solve(&doc)["count"], 1);
    let doc = make("ladder --to warm --steps 4 --seed 9");
    assert_eq!(doc["answer"][4], "warm");
    assert_eq!(solve(&doc)["count"], 1);
    let r = cli_line("make ladder --length 3 --steps 12 --seed 1");
    assert_eq!(r.code, 2, "{}", r.err);
    let r = cli_line("make ladder --from cold --to warm --seed 1");
    assert_eq!(r.code, 2, "{}", r.err);
    assert!(r.err.contains("6 shortest ladders"), "{}", r.err);
    // CENT and AUNT are joined by one shortest ladder, through an offensive word: the solver
    // finds it, the maker refuses it.
    assert_eq!(
        cli_line("ladder cent aunt --json").json()["ladder"][1],
        "cunt"
    );
    let r = cli_line("make ladder --from cent --to aunt --steps 2 --seed 1");
    assert_eq!(r.code, 2, "{}", r.err);
    assert!(r.err.contains("a word the makers leave out"), "{}", r.err);
    // With one end given, the ladders made from it go around it.
    for seed in 0..10 {
        let doc = make(&format!("ladder --from cent --steps 2 --seed {seed}"));
        let words: Vec<&str> = doc["answer"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w.as_str().unwrap())
            .collect();
        clean(words, &doc);
    }
}

#[test]
fn racks_have_one_best_word() {
    let settings = [
        "",
        "--set challenge",
        "--level 35",
        "--set tests/data/rack-set-tiny.json",
    ];
    let mut made = 0;
    for (i, setting) in settings.iter().enumerate() {
        for seed in 0..25u64 {
            let seed = seed * 104_729 + i as u64;
            let doc = make(&format!("rack {setting} --seed {seed}"));
            shared(&doc, seed);
            clean([doc["answer"]["word"].as_str().unwrap()], &doc);
            let best = doc["answer"]["word"].as_str().unwrap();
            assert!(
                best.len() >= 2 && best.contains(|c| "aeiouy".contains(c)),
                "{doc:#}"
            );
            let solved = solve(&doc);
            assert_eq!(solved["best_count"], 1, "{doc:#}\n{solved:#}");
            assert_eq!(solved["words"][0]["word"], doc["answer"]["word"]);
            assert_eq!(solved["best_score"], doc["answer"]["score"]);
            assert_eq!(solved["count"], doc["check"]["words"]);
            assert_eq!(solved["words"][1]["score"], doc["check"]["runner_up"]);
            assert_eq!(solved["values"], doc["check"]["values"]);
            made += 1;
        }
    }
    assert!(made >= 100);
    // A bag whose only rack's best word is offensive: the solver lists it, the maker never
    // makes it.
    let set = "tests/data/rack-set-offensive.json";
    let r = cli_line(&format!("rack cntu --set {set} --json"));
    assert_eq!(r.json()["words"][0]["word"], "cunt");
    let doc = cli_line(&format!("make rack --set {set} --seed 1 --json")).json();
    assert_eq!(doc["complete"], false, "{doc:#}");
    assert!(
        doc["reason"].as_str().unwrap().contains("offensive"),
        "{doc:#}"
    );
}

#[test]
fn dice_have_one_solution_and_a_minimal_list() {
    let settings = [
        "",
        "--dice 3 --faces 8",
        "--dice 5 --faces 5 --absent q",
        "--dice 3 --faces 6 --alphabet a-u --absent jkq",
        "--level 35",
    ];
    let mut made = 0;
    for (i, setting) in settings.iter().enumerate() {
        for seed in 0..20u64 {
            let seed = seed * 15_485_863 + i as u64;
            let doc = make(&format!("dice {setting} --seed {seed}"));
            shared(&doc, seed);
            let args = argv(&doc);
            clean(
                args[1..]
                    .iter()
                    .take_while(|a| !a.starts_with("--"))
                    .map(String::as_str),
                &doc,
            );
            let solved = solve(&doc);
            assert_eq!(solved["count"], 1, "{doc:#}\n{solved:#}");
            assert_eq!(solved["solutions"][0], doc["answer"], "{doc:#}");
            assert_eq!(
                solved["steps"].as_array().unwrap().len() as u64,
                doc["check"]["deduction"].as_u64().unwrap()
            );
            // Minimal: dropping any word leaves more than one set of dice.
            if i == 0 && seed < 5 * 15_485_863 {
                let args = argv(&doc);
                let words: Vec<&String> = args[1..]
                    .iter()
                    .take_while(|a| !a.starts_with("--"))
                    .collect();
                for drop in 0..words.len() {
                    let mut line: Vec<&str> = vec!["dice"];
                    line.extend(
                        words
                            .iter()
                            .enumerate()
                            .filter(|(k, _)| *k != drop)
                            .map(|(_, w)| w.as_str()),
                    );
                    line.extend(args[1 + words.len()..].iter().map(String::as_str));
                    line.push("--json");
                    let fewer = cli(&line);
                    assert_ne!(fewer.json()["count"], 1, "{line:?}");
                }
            }
            made += 1;
        }
    }
    assert!(made >= 100);
    for (line, says) in [
        ("dice --dice 1 --faces 24 --seed 1", "--dice 2"),
        ("dice --dice 5 --seed 1", "hold 30 symbols"),
        (
            "dice --dice 2 --faces 9 --alphabet a-z0-9 --absent a-r --seed 1",
            "which no word can roll",
        ),
        // The one word these dice roll is offensive.
        (
            "dice --dice 4 --faces 2 --alphabet cnutqjzx --seed 1",
            "none can be rolled",
        ),
    ] {
        let r = cli_line(&format!("make {line}"));
        assert_eq!(r.code, 2, "{line}: {}", r.err);
        assert!(r.err.contains(says), "{line}: {}", r.err);
    }
}

/// Public-domain quotes for the cryptogram maker.
const QUOTES: [&str; 10] = [
    "Four score and seven years ago our fathers brought forth on this continent a new nation",
    "To be or not to be, that is the question.",
    "Ask not what your country can do for you; ask what you can do for your country.",
    "All that glitters is not gold.",
    "The only thing we have to fear is fear itself.",
    "I think, therefore I am.",
    "A journey of a thousand miles begins with a single step.",
    "Knowledge is power.",
    "That's one small step for man, one giant leap for mankind.",
    "It was the best of times, it was the worst of times.",
];

/// The letters of a text, lowercase.
fn letters(text: &str) -> String {
    text.chars()
        .filter(char::is_ascii_alphabetic)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

#[test]
fn cryptograms_read_as_their_quote_first() {
    let mut made = 0;
    for (i, quote) in QUOTES.iter().enumerate() {
        for seed in 0..10u64 {
            let seed = seed * 7_919 + i as u64;
            let doc = make(&format!("crypto --text \"{quote}\" --seed {seed}"));
            assert_eq!(doc["seed"], seed);
            assert_eq!(doc["complete"], true);
            assert_eq!(doc["answer"], *quote);
            assert_eq!(doc["check"]["first"], true);
            let args = argv(&doc);
            let cipher = &args[2];
            // No letter is left as itself.
            for (c, p) in letters(cipher).chars().zip(letters(quote).chars()) {
                assert_ne!(c, p, "{doc:#}");
            }
            // Every hint is in argv as --known.
            let hints = doc["check"]["hints"].as_array().unwrap();
            let known: Vec<&String> = args
                .iter()
                .skip_while(|a| *a != "--known")
                .skip(1)
                .step_by(2)
                .collect();
            assert_eq!(hints.len(), known.len(), "{doc:#}");
            let solved = solve(&doc);
            assert_eq!(solved["complete"], true, "{doc:#}");
            let first = &solved["solutions"][0];
            assert_eq!(
                letters(first["plaintext"].as_str().unwrap()),
                letters(quote),
                "{doc:#}\n{solved:#}"
            );
            // The next answer is at least ten times less likely.
            if let Some(second) = solved["solutions"].get(1) {
                let gap = second["cost"].as_f64().unwrap() - first["cost"].as_f64().unwrap();
                assert!(gap >= 0.999, "{doc:#}\n{solved:#}");
            }
            made += 1;
        }
    }
    assert!(made >= 100);
    for (line, says) in [
        ("crypto --text \"!!!\" --seed 1", "no letters"),
        (
            "crypto --text \"xyzzy plugh\" --seed 1",
            "not in the dictionary",
        ),
        ("crypto --seed 1", "make crypto needs --text"),
        (
            "crypto --text \"time \u{2192} money\" --seed 1",
            "has '\u{2192}'",
        ),
    ] {
        let r = cli_line(&format!("make {line}"));
        assert_eq!(r.code, 2, "{line}: {}", r.err);
        assert!(r.err.contains(says), "{line}: {}", r.err);
    }
    // A dash is punctuation the quote keeps, as the solver reads it (enciphered by character:
    // the bytes of a dash once came out as letters outside a-z).
    let quote = "Well\u{2014}I'm not sure, said the shop owner.";
    let doc = make(&format!("crypto --text \"{quote}\" --seed 1"));
    assert_eq!(doc["answer"], quote);
    assert!(argv(&doc)[2].contains('\u{2014}'), "{doc:#}");
    let first = &solve(&doc)["solutions"][0];
    assert_eq!(
        first["plaintext"].as_str().unwrap().to_lowercase(),
        quote.to_lowercase(),
        "{doc:#}"
    );
}

/// Common words for the symbol-row maker.
const WORDS: [&str; 24] = [
    "three", "flush", "torch", "after", "optic", "fifth", "court", "lifts", "ultra", "ethic",
    "apple", "grape", "lemon", "peach", "melon", "house", "garden", "window", "river", "stone",
    "bridge", "candle", "music", "planet",
];

#[test]
fn symbol_rows_have_one_assignment() {
    let mut made = 0;
    for k in 2..=6usize {
        for start in 0..20usize {
            let words: Vec<&str> = (0..k)
                .map(|j| WORDS[(start + j * 5) % WORDS.len()])
                .collect();
            let seed = (k * 100 + start) as u64;
            let line = format!("make assign --words {} --seed {seed}", words.join(","));
            let r = cli_line(&line);
            if r.code == 2 {
                assert!(r.err.contains("make no puzzle"), "{line}: {}", r.err);
                continue;
            }
            let doc = make(&line["make ".len()..]);
            shared(&doc, seed);
            let given = doc["check"]["hints"].as_array().map_or(0, Vec::len);
            let symbols = doc["answer"].as_object().unwrap().len();
            assert!(given * 2 <= symbols, "{doc:#}");
            let solved = solve(&doc);
            assert_eq!(solved["count"], 1, "{doc:#}\n{solved:#}");
            assert_eq!(
                solved["solutions"][0]["assignment"], doc["answer"],
                "{doc:#}"
            );
            let spelled: Vec<&str> = solved["solutions"][0]["words"]
                .as_array()
                .unwrap()
                .iter()
                .map(|w| w.as_str().unwrap())
                .collect();
            let mut unique = words.clone();
            unique.dedup();
            assert_eq!(spelled, unique);
            made += 1;
        }
    }
    assert!(made >= 80, "{made} of 100 made");
    // Words that leave too little to solve are refused, not made into a puzzle of hints.
    let r = cli_line("make assign --words cat,dog --seed 1");
    assert_eq!(r.code, 2);
    assert!(
        r.err.contains("only when 6 of their 6 symbols are given"),
        "{}",
        r.err
    );
    let r = cli_line("make assign --words cat,xqzt --seed 1");
    assert_eq!(r.code, 2);
    assert!(r.err.contains("\"xqzt\" is not a word"), "{}", r.err);
}

/// A set's name as people type it (" Challenge "): the CLI takes it as the page does, and the
/// made puzzle names the set as the solver does.
#[test]
fn a_tile_set_name_in_any_case() {
    let doc = make("rack --set \" Challenge \" --seed 1");
    let argv = doc["puzzle"]["argv"].as_array().unwrap();
    let at = argv
        .iter()
        .position(|a| a == "--set")
        .expect("--set in argv");
    assert_eq!(argv[at + 1], "challenge");
    assert_eq!(
        cli(&["rack", "--set", "Challenge", "--draw", "--seed", "1"]).code,
        0
    );
}

#[test]
fn a_seed_makes_the_same_puzzle_and_one_is_drawn_when_none_is_given() {
    for kind in [
        "ladder",
        "rack",
        "dice",
        "crypto --text \"Knowledge is power\"",
        "assign --words apple,lemon",
        "jumble --answer \"bad hair day\" --caption \"At the salon\"",
    ] {
        let a = make(&format!("{kind} --seed 12345"));
        let b = make(&format!("{kind} --seed 12345"));
        assert_eq!(a, b);
        let drawn = make(kind);
        let seed = drawn["seed"].as_u64().expect("a drawn seed");
        assert_eq!(make(&format!("{kind} --seed {seed}")), drawn);
    }
}

#[test]
fn a_budget_that_runs_out_is_no_puzzle() {
    let doc = make("ladder --seed 3 --budget 1000");
    assert_eq!(doc["puzzle"], Value::Null);
    assert_eq!(doc["complete"], false);
    assert!(
        doc["reason"].as_str().unwrap().contains("--budget"),
        "{doc:#}"
    );
}

/// Answers for the Jumble maker: published ones and set phrases, of 1 to 4 words, one of them
/// hyphenated and one with an apostrophe; some need letters given.
const JUMBLE_ANSWERS: [&str; 10] = [
    "bad hair day",
    "running total",
    "rash decision",
    "vested interest",
    "addition",
    "hand-crafted",
    "jab well done",
    "salt of the earth",
    "heart's content",
    "spilled the beans",
];

/// The letters of a text, lowercase and sorted.
fn sorted_letters(text: &str) -> Vec<char> {
    let mut l: Vec<char> = letters(text).chars().collect();
    l.sort_unstable();
    l
}

#[test]
fn jumbles_rank_their_answer_first() {
    let settings = ["", "--clues 5", "--clues 6", "--level 50"];
    let list = offensive();
    let (mut made, mut given) = (0, 0);
    for (i, answer) in JUMBLE_ANSWERS.iter().enumerate() {
        for seed in 0..10u64 {
            let setting = settings[seed as usize % settings.len()];
            let seed = seed * 7_919 + i as u64;
            let doc = make(&format!(
                "jumble --answer \"{answer}\" {setting} --seed {seed}"
            ));
            assert_eq!(doc["seed"], seed);
            assert_eq!(doc["complete"], true, "{doc:#}");
            assert_eq!(doc["answer"]["phrase"], *answer);
            assert_eq!(doc["check"]["first"], true);
            let clue_words: Vec<&str> = doc["answer"]["clues"]
                .as_array()
                .unwrap()
                .iter()
                .map(|w| w.as_str().unwrap())
                .collect();
            let n = clue_words.len();
            assert!((4..=6).contains(&n), "{doc:#}");
            // No two clue words are forms of one word (pizza, pizzas).
            for (i, a) in clue_words.iter().enumerate() {
                for b in &clue_words[i + 1..] {
                    assert!(!a.starts_with(b) && !b.starts_with(a), "{a} {b}: {doc:#}");
                }
            }
            if let Some(k) = setting.strip_prefix("--clues ") {
                assert_eq!(n.to_string(), k);
            }
            let args = argv(&doc);
            assert_eq!(args[0], "jumble");
            let pattern = &args[2 * n + 2];
            assert_eq!(args[2 * n + 1], "--answer", "{doc:#}");
            // Printed letters are the hints, each where it says.
            let printed: Vec<char> = pattern.chars().filter(char::is_ascii_uppercase).collect();
            let hints = doc["check"]["hints"].as_array().unwrap();
            assert_eq!(printed.len(), hints.len(), "{doc:#}");
            let answer_letters: Vec<char> = letters(answer).chars().collect();
            let pattern_letters: Vec<char> = pattern
                .chars()
                .filter(|c| *c == '-' || *c == '_' || c.is_ascii_uppercase())
                .collect();
            // (In a pattern with _ blanks, - is a hyphen, not a letter.)
            let pattern_letters: Vec<char> = if pattern.contains('_') {
                pattern_letters.into_iter().filter(|c| *c != '-').collect()
            } else {
                pattern_letters
            };
            assert_eq!(pattern_letters.len(), answer_letters.len(), "{doc:#}");
            for h in hints {
                let (at, l) = h.as_str().unwrap().split_once('=').unwrap();
                let at: usize = at.parse().unwrap();
                assert_eq!(pattern_letters[at - 1].to_ascii_lowercase().to_string(), l);
                assert_eq!(answer_letters[at - 1].to_string(), l);
            }
            given += hints.len();

            let solved = solve(&doc);
            let mut circled = String::new();
            for (k, clue) in solved["clues"].as_array().unwrap().iter().enumerate() {
                let words = clue["words"].as_array().unwrap();
                // Each scramble has one anagram, the clue word, and is not a word itself.
                assert_eq!(words.len(), 1, "{doc:#}\n{solved:#}");
                let word = words[0]["word"].as_str().unwrap();
                assert_eq!(word, clue_words[k]);
                assert!((5..=6).contains(&word.len()), "{doc:#}");
                assert!(words[0]["level"].as_u64().unwrap() <= 35, "{doc:#}");
                let scramble = clue["scramble"].as_str().unwrap();
                assert_ne!(scramble, word);
                assert!(!list.contains(word) && !list.contains(scramble), "{doc:#}");
                // No clue word repeats an answer word.
                assert!(
                    !answer.split([' ', '-', '\'']).any(|a| a == word),
                    "{doc:#}"
                );
                circled.push_str(words[0]["circled"].as_str().unwrap());
            }
            // The circles and the printed letters are exactly the answer's letters.
            circled.extend(printed.iter());
            assert_eq!(sorted_letters(&circled), sorted_letters(answer), "{doc:#}");
            // The solver ranks the answer first, by the margin reported.
            let first = &solved["answers"][0];
            assert_eq!(
                letters(first["phrase"].as_str().unwrap()),
                letters(answer),
                "{doc:#}\n{solved:#}"
            );
            match solved["answers"].get(1) {
                Some(second) => {
                    let gap = second["cost"].as_f64().unwrap() - first["cost"].as_f64().unwrap();
                    assert!(gap > 0.0, "{doc:#}\n{solved:#}");
                    let margin = doc["check"]["margin"].as_f64().unwrap();
                    assert!((gap - margin).abs() < 0.002, "{gap} {margin}");
                }
                None => assert_eq!(doc["check"]["margin"], Value::Null),
            }
            if doc["check"]["counted"] == true {
                assert_eq!(solved["count"], doc["check"]["solutions"]);
            }
            made += 1;
        }
    }
    assert!(made >= 100);
    // Some answers need letters given (the answers are chosen so): the hints are tested.
    assert!(given > 0);
    // The caption is kept with the puzzle, not in argv.
    let doc = make("jumble --answer \"bad hair day\" --caption \"What the barber gave\" --seed 3");
    assert_eq!(doc["puzzle"]["caption"], "What the barber gave");
    assert!(!argv(&doc).iter().any(|a| a.contains("barber")));
}
