//! Letter dice (issue 6): the write-up puzzle, exact counts, open groups, suggestions, conflicts,
//! bad input, the CLI, and property tests against the plain backtracking baseline.

use crate::common::{check_json, cli_line, dict, Run};
use proptest::prelude::*;
use serde_json::{json, Value};
use wordwright::budget::Budget;
use wordwright::dice::{self, DiceAnswer, DiceQuery};
use wordwright::reference;
use wordwright::rng::SplitMix64;

const WRITE_UP: &str = "sale fens axes wars hear crab veil gays duck spey brow rack char pugh tare duct pile joys ripe";

fn solve(q: &DiceQuery) -> DiceAnswer {
    dice::solve(dict(70), q, &mut Budget::default()).unwrap()
}

fn query(words: &str) -> DiceQuery {
    DiceQuery {
        words: vec![words.to_string()],
        ..Default::default()
    }
}

#[test]
fn write_up_puzzle_is_solved_in_full() {
    let got = check_json(
        &format!("dice {WRITE_UP}"),
        json!({
            "count": 2,
            "solutions": [
                ["adfopv", "bhikst", "cegjmw", "lnruxy"],
                ["adnopv", "bhikst", "cegjmw", "flruxy"],
            ],
            "open": [
                "F and N are on different dice; one of them goes with the die that holds ADOPV, \
                 the other with the die that holds LRUXY."
            ],
            "conflict": null,
            "complete": true,
            "truncated": false,
            "dice": [
                {"fixed": "adopv", "open": "fn", "free": 1},
                {"fixed": "bhikst", "open": "", "free": 0},
                {"fixed": "cegjmw", "open": "", "free": 0},
                {"fixed": "lruxy", "open": "fn", "free": 1},
            ],
        }),
    );
    let steps: Vec<&str> = got["explanation"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect();
    assert_eq!(
        steps[0],
        "SALE has one letter from each die, so S, A, L and E are on four different dice."
    );
    assert_eq!(
        steps[1],
        "AXES puts X on the die with L: its A, E and S are on the other three dice."
    );
    assert!(
        steps
            .iter()
            .any(|s| s.contains("M is the only letter that can still go there (M is in no word)")),
        "{steps:#?}"
    );
    assert!(
        steps.last().unwrap().contains("2 sets of dice fit"),
        "{steps:#?}"
    );
}

#[test]
fn write_up_suggestion_settles_it() {
    let a = solve(&query(WRITE_UP));
    let word = a.suggest.expect("a word that settles it");
    assert!(dict(70).contains(&word), "{word}");
    let b = solve(&query(&format!("{WRITE_UP} {word}")));
    assert_eq!(b.count.0, 1, "adding {word}");
    assert_eq!(b.suggest, None);
    assert!(b.open.is_empty());
    // With the extra word the deduction reaches the end by itself.
    assert!(
        b.explanation
            .last()
            .unwrap()
            .starts_with("So the dice are "),
        "{:#?}",
        b.explanation
    );
    assert!(b.solutions[0].contains(&"bhikst".to_string()));
}

#[test]
fn explanation_steps_are_sound_for_the_write_up() {
    let a = solve(&query(WRITE_UP));
    for step in &a.steps {
        let Some(die) = &step.die else { continue };
        for s in &a.solutions {
            let holder = s.iter().find(|d| d.contains(&step.letters[..1])).unwrap();
            assert!(
                die.chars().all(|c| holder.contains(c)),
                "{}: {die} vs {s:?}",
                step.text
            );
        }
    }
}

#[test]
fn words_come_in_any_case_and_separator() {
    let a = solve(&DiceQuery {
        words: vec!["SALE, Fens\naxes".into(), "wars;hear".into(), "crab".into()],
        ..Default::default()
    });
    let b = solve(&query("sale fens axes wars hear crab sale"));
    assert_eq!(a.count, b.count);
    assert_eq!(a.solutions, b.solutions);
}

#[test]
fn query_reads_the_page_options() {
    let read = |pairs: &[(&str, &str)]| {
        let v = wordwright::options::Values::read(
            &wordwright::dice::DICE,
            pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())),
            wordwright::options::Reach::Everywhere,
        )?;
        DiceQuery::read(&v)
    };
    let q = read(&[("words", "sale fens"), ("dice", "4"), ("limit", "3")]).unwrap();
    assert_eq!(q.words, ["sale fens"]);
    let q = read(&[("words", "sale"), ("words", "fens"), ("absent", "qz")]).unwrap();
    assert_eq!(q.words.len(), 2);
    assert_eq!(
        read(&[("word", "sale")]).unwrap_err().message,
        "unknown key \u{201c}word\u{201d}; did you mean \u{201c}words\u{201d}?"
    );
    assert_eq!(
        read(&[("frob", "1")]).unwrap_err().message,
        "dice takes no key \u{201c}frob\u{201d}; its keys are words, dice, faces, alphabet, absent, \
         limit, level, spelling and budget"
    );
}

#[test]
fn exact_counts_with_few_words() {
    // One word: the other 20 letters fill 5 faces of each die in 20!/(5!^4) ways.
    check_json(
        "dice sale",
        json!({"count": 11_732_745_024u64, "complete": true, "truncated": true}),
    );
    // Six dice of six over a-z and 0-9, one word: 30!/(5!^6) is above 2^53, so a string.
    let got = check_json(
        "dice abcdef --dice 6 --faces 6 --alphabet a-z0-9 --limit 2",
        json!({"count": "88832646059788350720", "complete": true, "truncated": true}),
    );
    // The first two in sorted order.
    assert_eq!(
        got["solutions"],
        json!([
            ["01234a", "56789b", "cghijk", "dlmnop", "eqrstu", "fvwxyz"],
            ["01234a", "56789b", "cghijk", "dlmnop", "eqrstv", "fuwxyz"],
        ])
    );
}

#[test]
fn limit_cuts_the_list_not_the_count() {
    check_json(
        "dice sale fens axes --limit 1",
        json!({"count": 343_062_720u64, "truncated": true}),
    );
    let a = check_json(
        &format!("dice {WRITE_UP} --limit 1"),
        json!({"count": 2, "truncated": true}),
    );
    assert_eq!(
        a["solutions"],
        json!([["adfopv", "bhikst", "cegjmw", "lnruxy"]])
    );
}

#[test]
fn repeated_letter_is_impossible_not_invalid() {
    let got = check_json(
        "dice sale seas",
        json!({"count": 0, "solutions": [], "conflict": ["seas"], "complete": true}),
    );
    assert!(
        got["reason"].as_str().unwrap().contains("SEAS has S twice"),
        "{got}"
    );
}

#[test]
fn five_words_that_force_five_letters_onto_four_dice() {
    // A, B, C, D, E pairwise share a word: they would need five dice.
    let got = check_json(
        "dice abcd aefg behi cejk delm fghi",
        json!({"count": 0, "conflict": ["abcd", "aefg", "behi", "cejk", "delm"], "complete": true}),
    );
    assert!(
        got["reason"]
            .as_str()
            .unwrap()
            .contains("cannot all be rolled"),
        "{got}"
    );
    let steps = got["steps"].as_array().unwrap();
    let last = steps.last().unwrap();
    assert!(
        ["dead-end", "cases"].contains(&last["kind"].as_str().unwrap()),
        "{got:#}"
    );
}

#[test]
fn three_dice_alphabet_with_digits() {
    // 3 dice of 4 over a-l: words rolled from abcd / efgh / ijkl.
    let got = check_json(
        "dice aei bfj cgk dhl afk bgl chi dej agj --dice 3 --faces 4 --alphabet a-l",
        json!({"count": 1, "solutions": [["abcd", "efgh", "ijkl"]], "open": [], "suggest": null}),
    );
    assert!(got["explanation"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .as_str()
        .unwrap()
        .starts_with("So the dice are"));
    check_json(
        "dice a0 b1 a1 --dice 2 --faces 2 --alphabet ab01",
        json!({"count": 1, "solutions": [["01", "ab"]]}),
    );
}

#[test]
fn text_output_for_people() {
    let Run { code, out, err: _ } = cli_line(&format!("dice {WRITE_UP}"));
    assert_eq!(code, 0);
    assert!(
        out.starts_with("2 sets of dice fit:\n  adfopv bhikst cegjmw lnruxy\n"),
        "{out}"
    );
    assert!(
        out.contains("How it follows:\n  1. SALE has one letter"),
        "{out}"
    );
    assert!(
        out.contains("What stays open:\n  - F and N are on different dice"),
        "{out}"
    );
    let Run { code, out, err: _ } = cli_line("dice sale seas");
    assert_eq!(code, 0);
    assert!(out.starts_with("No set of dice fits these words."), "{out}");
    assert!(out.contains("Words that clash: seas"), "{out}");
}

#[test]
fn budget_runs_out_honestly() {
    for steps in [1u64, 10, 100, 1000, 10_000] {
        let a = dice::solve(
            dict(70),
            &query("sale fens axes wars"),
            &mut Budget::new(steps),
        )
        .unwrap();
        if !a.complete {
            assert!(
                a.explanation.last().unwrap().contains("budget ran out"),
                "{:?}",
                a.explanation
            );
        }
    }
    let a = dice::solve(dict(70), &query("sale fens"), &mut Budget::new(5)).unwrap();
    assert!(!a.complete);
    let Run { code, out, err: _ } = cli_line("dice sale fens axes --budget 50 --json");
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["complete"], json!(false));
    // None found in the budget is not "none fits": the reason says the budget stopped it.
    let v = cli_line("dice sale fens axes --budget 1 --json").json();
    assert_eq!((&v["count"], &v["complete"]), (&json!(0), &json!(false)));
    let reason = v["reason"].as_str().unwrap_or_default();
    assert!(reason.contains("before any set of dice was found"), "{v}");
    let out = cli_line("dice sale fens axes --budget 1").out;
    assert!(!out.contains("No set of dice fits"), "{out}");
    assert!(
        out.starts_with(
            "No set of dice was found before the step budget ran out.\n\nHow it follows:"
        ),
        "{out}"
    );
}

#[test]
fn large_dice_from_random_rolls() {
    // Six dice of six over a-z and 0-9 with 40 rolled words: the dice are found, with reasons.
    for seed in [1u64, 2, 3] {
        let (dice, words) = rolled(seed, 6, 6, &symbols(36), 40);
        let q = DiceQuery {
            words: words.clone(),
            dice: Some(6),
            faces: Some(6),
            alphabet: Some("a-z0-9".into()),
            ..Default::default()
        };
        let a = solve(&q);
        assert!(a.complete);
        assert!(a.solutions.contains(&dice), "seed {seed}");
        for s in &a.solutions {
            assert!(satisfies(s, &words), "seed {seed}: {s:?}");
        }
    }
}

// ---- property tests against the plain backtracking baseline ----

/// The first `l` symbols of a-z, as bytes.
fn symbols(l: usize) -> Vec<u8> {
    (b'a'..=b'z').chain(b'0'..=b'9').take(l).collect()
}

fn alphabet_of(syms: &[u8]) -> String {
    String::from_utf8(syms.to_vec()).unwrap()
}

/// Random dice (canonical form) and `k` words rolled with them.
fn rolled(seed: u64, n: usize, f: usize, syms: &[u8], k: usize) -> (Vec<String>, Vec<String>) {
    let mut rng = SplitMix64::new(seed);
    let mut s = syms.to_vec();
    assert_eq!(s.len(), n * f);
    for i in (1..s.len()).rev() {
        s.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let dice: Vec<Vec<u8>> = s.chunks(f).map(|c| c.to_vec()).collect();
    let words = (0..k)
        .map(|_| {
            let mut w: Vec<u8> = dice
                .iter()
                .map(|d| d[rng.below(f as u64) as usize])
                .collect();
            for i in (1..w.len()).rev() {
                w.swap(i, rng.below(i as u64 + 1) as usize);
            }
            String::from_utf8(w).unwrap()
        })
        .collect();
    let mut canon: Vec<String> = dice
        .iter()
        .map(|d| {
            let mut d = d.clone();
            d.sort_unstable();
            String::from_utf8(d).unwrap()
        })
        .collect();
    canon.sort();
    (canon, words)
}

/// `k` random words of n distinct symbols (not necessarily rollable).
fn random_words(seed: u64, n: usize, syms: &[u8], k: usize) -> Vec<String> {
    let mut rng = SplitMix64::new(seed);
    (0..k)
        .map(|_| {
            let mut s = syms.to_vec();
            for i in (1..s.len()).rev() {
                s.swap(i, rng.below(i as u64 + 1) as usize);
            }
            String::from_utf8(s[..n].to_vec()).unwrap()
        })
        .collect()
}

/// Whether every word has its letters on different dice of `dice`.
fn satisfies(dice: &[String], words: &[String]) -> bool {
    words.iter().all(|w| {
        let mut used = vec![false; dice.len()];
        w.chars()
            .all(|c| match dice.iter().position(|d| d.contains(c)) {
                Some(i) if !used[i] => {
                    used[i] = true;
                    true
                }
                _ => false,
            })
    })
}

fn small_query(n: usize, f: usize, words: &[String], limit: usize) -> DiceQuery {
    DiceQuery {
        words: words.to_vec(),
        dice: Some(n),
        faces: Some(f),
        alphabet: Some(alphabet_of(&symbols(n * f))),
        absent: None,
        limit: Some(limit),
    }
}

fn baseline(n: usize, f: usize, words: &[String]) -> reference::dice::ReferenceAnswer {
    let ws: Vec<&str> = words.iter().map(String::as_str).collect();
    reference::dice::solve(n, f, &symbols(n * f), &ws, &mut Budget::new(u64::MAX)).unwrap()
}

fn fits(n: usize, f: usize, words: &[String]) -> bool {
    let ws: Vec<&str> = words.iter().map(String::as_str).collect();
    reference::dice::satisfiable(n, f, &symbols(n * f), &ws, &mut Budget::new(u64::MAX)).unwrap()
}

/// Sizes small enough for the baseline (n^L stays manageable with the capacity pruning).
const SIZES: &[(usize, usize)] = &[
    (1, 3),
    (2, 2),
    (2, 3),
    (2, 4),
    (2, 5),
    (3, 2),
    (3, 3),
    (3, 4),
    (4, 2),
    (4, 3),
    (5, 2),
    (6, 2),
];

fn check_against_baseline(
    n: usize,
    f: usize,
    words: &[String],
    generated: Option<&[String]>,
) -> Result<(), TestCaseError> {
    let q = small_query(n, f, words, 100_000);
    let a = solve(&q);
    let r = baseline(n, f, words);
    prop_assert!(a.complete);
    prop_assert_eq!(a.count.0, r.count, "count for {:?}", words);
    prop_assert_eq!(&a.solutions, &r.solutions, "solutions for {:?}", words);
    for s in &a.solutions {
        prop_assert!(satisfies(s, words), "{:?} breaks a word of {:?}", s, words);
    }
    if let Some(g) = generated {
        prop_assert!(
            a.solutions.iter().any(|s| s == g),
            "generated dice {:?} missing for {:?}",
            g,
            words
        );
    }
    // The counting search alone agrees (it handles the puzzles with many solutions).
    if words.iter().all(|w| distinct(w)) {
        let c = dice::count_by_counter(&q, &mut Budget::new(u64::MAX)).unwrap();
        prop_assert_eq!(c, Some(r.count), "counter for {:?}", words);
    }
    // So does the ordered listing, for the first few.
    if words.iter().all(|w| distinct(w)) {
        let first = dice::list_by_order(&q, 3, &mut Budget::new(u64::MAX))
            .unwrap()
            .unwrap();
        let want: Vec<Vec<String>> = r.solutions.iter().take(3).cloned().collect();
        prop_assert_eq!(first, want, "ordered listing for {:?}", words);
    }
    // Every explanation step is sound: the letters it puts together are together in every
    // solution.
    for step in &a.steps {
        if let Some(die) = &step.die {
            for s in &a.solutions {
                let first = die.chars().next().unwrap();
                let holder = s.iter().find(|d| d.contains(first)).unwrap();
                prop_assert!(
                    die.chars().all(|c| holder.contains(c)),
                    "{} vs {:?}",
                    step.text,
                    s
                );
            }
        }
    }
    if a.count.0 == 0 {
        let conflict = a.conflict.clone().expect("a conflict when nothing fits");
        prop_assert!(conflict.iter().all(|w| words.contains(w)));
        prop_assert!(!fits(n, f, &conflict), "conflict {:?} holds", conflict);
        for i in 0..conflict.len() {
            let mut fewer = conflict.clone();
            fewer.remove(i);
            prop_assert!(fits(n, f, &fewer), "conflict {:?} is not minimal", conflict);
        }
        prop_assert!(a.reason.is_some());
    } else {
        prop_assert!(a.conflict.is_none());
        if a.count.0 > 1 {
            prop_assert!(!a.open.is_empty(), "nothing open for {:?}", words);
        }
    }
    Ok(())
}

fn distinct(w: &str) -> bool {
    let b = w.as_bytes();
    (1..b.len()).all(|i| !b[..i].contains(&b[i]))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn rolled_dice_are_among_the_solutions(size in 0..SIZES.len(), seed in any::<u64>(), k in 1usize..10) {
        let (n, f) = SIZES[size];
        let (dice, words) = rolled(seed, n, f, &symbols(n * f), k);
        check_against_baseline(n, f, &words, Some(&dice))?;
    }

    #[test]
    fn arbitrary_words_match_the_baseline(size in 0..SIZES.len(), seed in any::<u64>(), k in 1usize..9) {
        let (n, f) = SIZES[size];
        let words = random_words(seed, n, &symbols(n * f), k);
        check_against_baseline(n, f, &words, None)?;
    }

    #[test]
    fn repeated_letters_match_the_baseline(size in 0..SIZES.len(), seed in any::<u64>(), k in 1usize..5) {
        // Words drawn letter by letter, so some repeat a letter and cannot be rolled.
        let (n, f) = SIZES[size];
        let syms = symbols(n * f);
        let mut rng = SplitMix64::new(seed);
        let words: Vec<String> = (0..k)
            .map(|_| (0..n).map(|_| syms[rng.below(syms.len() as u64) as usize] as char).collect())
            .collect();
        let a = solve(&small_query(n, f, &words, 10));
        let r = baseline(n, f, &words);
        prop_assert_eq!(a.count.0, r.count, "{:?}", words);
        if let Some(bad) = words.iter().find(|w| !distinct(w)) {
            prop_assert_eq!(a.conflict, Some(vec![bad.clone()]));
        }
    }

    #[test]
    fn no_panic_on_any_text(words in "[a-z0-9 ,\\n\u{e9}]{0,40}", n in 0usize..8, f in 0usize..8, absent in "[a-z]{0,3}") {
        let q = DiceQuery { words: vec![words], dice: Some(n), faces: Some(f), alphabet: None, absent: Some(absent), limit: Some(5) };
        let _ = dice::solve(dict(70), &q, &mut Budget::new(100_000));
    }
}

#[test]
fn many_solutions_use_the_counter_and_match_the_baseline() {
    // Above the enumeration threshold: four dice of four with three rolled words.
    let mut above = 0;
    for seed in 0..4u64 {
        let (dice, words) = rolled(seed, 4, 4, &symbols(16), 3);
        let q = small_query(4, 4, &words, 4);
        let a = solve(&q);
        let r = baseline(4, 4, &words);
        assert_eq!(a.count.0, r.count, "{words:?}");
        above += (a.count.0 > 5000) as usize;
        assert_eq!(a.solutions, r.solutions[..4].to_vec(), "{words:?}");
        assert!(r.solutions.contains(&dice));
        assert!(!a.open.is_empty());
    }
    assert!(above >= 2, "the counter was not exercised");
}

/// Every command carries the UKACD notice when its dictionary holds level-80+ words (dice did not).
#[test]
fn the_ukacd_notice_goes_with_a_level_80_dictionary() {
    let r = cli_line("--level 80 dice sale fens");
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(
        r.err.contains("UK Advanced Cryptics Dictionary"),
        "{}",
        r.err
    );
    let v = check_json("--level 80 dice sale fens", json!({}));
    assert_eq!(v["notes"][0]["kind"], "ukacd");
    let v = check_json("dice sale fens", json!({}));
    assert_eq!(v["notes"], json!([]));
}
