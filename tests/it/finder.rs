//! The word finder and lookups through the CLI, against the real embedded dictionary.
use serde_json::Value;

use crate::common::{cli, cli_line};

fn words(v: &Value) -> Vec<&str> {
    v["words"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["word"].as_str().unwrap())
        .collect()
}

/// The levels of a `words --json` answer's words, in order.
fn levels(v: &Value) -> Vec<u64> {
    v["words"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["level"].as_u64().unwrap())
        .collect()
}

/// One case: arguments, expected exit code, and a check of the JSON.
fn check(args: &[&str], code: i32, expect: impl Fn(&Value)) {
    let r = cli(args);
    assert_eq!(r.code, code, "{args:?}: stderr {}", r.err);
    expect(&r.json());
}

#[test]
fn pattern_query_answers_correctly() {
    check(&["words", "?a?e", "--json"], 0, |v| {
        assert_eq!(v["count"], 119);
        assert_eq!(v["truncated"], true);
        assert_eq!(v["complete"], true);
        let w = words(v);
        assert_eq!(w.len(), 100);
        assert_eq!(
            &w[..3],
            ["have", "make", "came"],
            "most common first, by frequency"
        );
        assert!(w
            .iter()
            .all(|w| w.len() == 4 && w.as_bytes()[1] == b'a' && w.as_bytes()[3] == b'e'));
        let levels = levels(v);
        assert!(levels.iter().all(|&l| l <= 70));
    });
    // --sort level: by SCOWL level, then alphabetical; --sort alpha: alphabetical.
    check(&["words", "?a?e", "--json", "--sort", "level"], 0, |v| {
        let levels = levels(v);
        assert!(levels.windows(2).all(|p| p[0] <= p[1]), "sorted by level");
        assert_eq!(&words(v)[..3], ["base", "came", "care"]);
    });
    check(&["words", "?a?e", "--json", "--sort", "alpha"], 0, |v| {
        let w = words(v);
        assert!(w.windows(2).all(|p| p[0] < p[1]), "alphabetical");
        assert_eq!(v["count"], 119, "the order never changes which words match");
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
    // Letters typed with spaces between them, as tiles often are, read as the letters.
    check(&["words", "--anagram", " L I S T E N ", "--json"], 0, |v| {
        assert_eq!(words(v), ["listen", "silent", "enlist", "inlets", "tinsel"]);
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
        &["--level", "10", "words", "*", "--limit", "1", "--json"],
        0,
        |v| {
            assert!(v["count"].as_u64().unwrap() < 5000);
            assert_eq!(v["truncated"], true);
        },
    );
    check(
        &["--level", "95", "words", "*", "--limit", "1", "--json"],
        0,
        |v| assert_eq!(v["count"], 425_015),
    );
}

#[test]
fn anagram_groups_through_the_cli() {
    // The text counts what it lists: groups, or deranged pairs.
    let text = cli(&[
        "words",
        "????",
        "--anagram-groups",
        "--deranged",
        "--limit",
        "1",
    ]);
    assert!(
        text.out
            .ends_with(" pairs at level <= 70 (showing 1; use --limit)\n"),
        "{}",
        text.out
    );
    let text = cli(&["words", "????", "--anagram-groups", "--limit", "1"]);
    assert!(text.out.contains(" groups at level <= 70"), "{}", text.out);
    check(&["words", "--anagram-groups", "--json"], 0, |v| {
        assert_eq!(v["count"], 6766);
        assert_eq!(v["truncated"], true);
        assert_eq!(v["complete"], true);
        let groups = v["groups"].as_array().unwrap();
        assert_eq!(groups.len(), 100);
        let first: Vec<&str> = groups[0]["words"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w["word"].as_str().unwrap())
            .collect();
        assert_eq!(first[..3], ["asper", "pares", "parse"]);
        assert_eq!(groups[0]["size"], 10);
        let sizes: Vec<u64> = groups.iter().map(|g| g["size"].as_u64().unwrap()).collect();
        assert!(sizes.windows(2).all(|p| p[0] >= p[1]), "largest first");
    });
    check(
        &[
            "words",
            "*ing",
            "--anagram-groups",
            "--min-size",
            "4",
            "--json",
        ],
        0,
        |v| {
            assert_eq!(v["count"], 1);
            assert_eq!(v["groups"][0]["words"][0]["word"], "lasting");
        },
    );
    check(
        &[
            "words",
            "--anagram-groups",
            "--deranged",
            "--limit",
            "1",
            "--json",
        ],
        0,
        |v| {
            assert_eq!(v["count"], 2701);
            assert_eq!(v["groups"][0]["size"], 2);
            assert_eq!(v["groups"][0]["words"][0]["word"], "interrogatives");
        },
    );
    // Nothing fits: an answer with no group and the reason.
    check(
        &[
            "words",
            "??????",
            "--anagram-groups",
            "--max-len",
            "5",
            "--json",
        ],
        0,
        |v| {
            assert_eq!(v["count"], 0);
            assert_eq!(
                v["reason"],
                "the pattern needs at least 6 letters but the longest length is 5"
            );
        },
    );
    let r = cli(&["words", "--anagram-groups", "--limit", "2"]);
    assert_eq!(r.code, 0);
    assert_eq!(
        r.out,
        "asper pares parse pears prase presa rapes reaps spare spear\n\
         capers crapes escarp pacers parsec recaps scrape spacer\n\
         6766 groups at level <= 70 (showing 2; use --limit)\n"
    );
}

/// The table `query | reason` of docs/bad-input.md: queries that nothing can fit answer with no
/// words and that reason.
#[test]
fn impossible_queries_give_the_documented_reason() {
    let doc = std::fs::read_to_string("docs/bad-input.md").unwrap();
    let table = doc
        .split_once("| query | reason |\n|---|---|\n")
        .expect("the reasons table")
        .1;
    let mut rows = 0;
    for line in table.lines().take_while(|l| l.starts_with("| `")) {
        let (query, reason) = line[3..].split_once("` | ").unwrap();
        let r = cli_line(&format!("{query} --json"));
        assert_eq!(r.code, 0, "{query}: {}", r.err);
        let v = r.json();
        assert_eq!(v["count"], 0, "{query}");
        assert_eq!(v["reason"], reason.trim_end_matches(" |"), "{query}");
        rows += 1;
    }
    assert_eq!(rows, 9);
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
        &["--dict", sgb, "words", "*", "--limit", "1", "--json"],
        0,
        |v| assert_eq!(v["count"], 5757),
    );
    check(
        &["--dict", sgb, "words", "?a?es", "--json", "--sort", "alpha"],
        0,
        |v| {
            assert!(v["words"][0]["level"].is_null());
            let w = words(v);
            assert!(w.windows(2).all(|p| p[0] < p[1]), "alphabetical");
            assert!(w.contains(&"takes") && w.contains(&"games"));
        },
    );
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

/// Help for the makers as for any command; an unknown topic is an error; with --json, help,
/// the version and the credits are JSON documents.
#[test]
fn help_for_every_topic() {
    use crate::common::cli;
    for argv in [&["help", "make"][..], &["make", "-h"], &["make", "--help"]] {
        let r = cli(argv);
        assert_eq!(r.code, 0, "{argv:?}: {}", r.err);
        assert!(
            r.out.contains("make ladder") && r.out.contains("make crypto"),
            "{}",
            r.out
        );
    }
    let r = cli(&["help", "bogus"]);
    assert_eq!(r.code, 2);
    assert!(r.err.contains("unknown command \"bogus\""), "{}", r.err);
    let v = cli(&["--version", "--json"]).json();
    assert!(v["version"].is_string() && v["credits"].as_str().unwrap().contains("SCOWL"));
    let v = cli(&["help", "credits", "--json"]).json();
    assert!(v["credits"].as_str().unwrap().contains("WordNet"));
    let v = cli(&["make", "ladder", "--help", "--json"]).json();
    assert_eq!(v["name"], "make-ladder");
    let v = cli(&["help", "make", "--json"]).json();
    assert!(v["commands"].as_array().unwrap().len() >= 6);
    // Every option's help starts in one column, a long form's on the line below it.
    for command in [
        "words",
        "jumble",
        "dice",
        "ladder",
        "rack",
        "assign",
        "make rack",
    ] {
        let mut argv: Vec<&str> = command.split(' ').collect();
        argv.push("--help");
        let out = cli(&argv).out;
        for line in out.lines().filter(|l| l.starts_with("  --")) {
            // Either the form fits its column (a space at column 26, the help after it) or it
            // stands alone: the flag and its metavar, nothing more.
            let fits = line.as_bytes().get(26) == Some(&b' ');
            let alone = line.split_whitespace().count() <= 2;
            assert!(fits || alone, "{command}: {line}");
        }
    }
}

// Property tests against the reference finder (`reference::finder`: every word checked in turn,
// patterns matched by the textbook dynamic program), on small random dictionaries.

mod against_the_reference {
    use proptest::prelude::*;
    use wordwright::budget::Budget;
    use wordwright::dict::Dictionary;
    use wordwright::finder::{self, WordsQuery};
    use wordwright::reference::finder as reference;

    const LEVELS: [u8; 4] = [10, 20, 35, 70];

    /// Words over a-e, so that patterns and anagrams often match.
    fn word() -> impl Strategy<Value = String> {
        proptest::collection::vec(proptest::char::range('a', 'e'), 1..=6)
            .prop_map(|c| c.into_iter().collect())
    }

    /// One letter's item: a letter (either case), `?` `.` `_`, `@`, `#`, a set `[...]` with
    /// letters and ranges (sometimes negated), a variable 1-3, or an anagram group `<...>`.
    fn leaf() -> impl Strategy<Value = String> {
        prop_oneof![
            4 => proptest::char::range('a', 'e').prop_map(String::from),
            1 => proptest::char::range('A', 'E').prop_map(String::from),
            2 => proptest::sample::select(vec!["?", ".", "_", "@", "#"]).prop_map(String::from),
            1 => (any::<bool>(), proptest::char::range('a', 'e'), proptest::char::range('a', 'f'), proptest::char::range('a', 'e'))
                .prop_map(|(neg, x, y, z)| {
                    let (lo, hi) = if x <= y { (x, y) } else { (y, x) };
                    format!("[{}{lo}-{hi}{z}]", if neg { "^" } else { "" })
                }),
            2 => proptest::sample::select(vec!["1", "2", "3"]).prop_map(String::from),
            1 => proptest::collection::vec(
                    proptest::sample::select(vec!["a", "b", "c", "e", "?", "@", "#", "[ab]", "[^a]"]),
                    1..=3,
                ).prop_map(|v| format!("<{}>", v.concat())),
        ]
    }

    fn repeat() -> impl Strategy<Value = &'static str> {
        proptest::sample::select(vec![
            "{0}", "{1}", "{2}", "{0,1}", "{1,2}", "{0,}", "{1,}", "{,2}",
        ])
    }

    /// A pattern of the whole grammar: items (a leaf, a repeated leaf, `*`) in sequence, groups
    /// with alternatives (sometimes empty) and repeats, nested up to three deep, with spaces
    /// put in anywhere.
    pub fn pattern() -> impl Strategy<Value = String> {
        let item = prop_oneof![
            5 => leaf(),
            1 => (leaf(), repeat()).prop_map(|(l, r)| format!("{l}{r}")),
            2 => Just("*".to_string()),
        ];
        let tree = item.prop_recursive(3, 16, 4, |inner| {
            prop_oneof![
                3 => proptest::collection::vec(inner.clone(), 1..4).prop_map(|v| v.concat()),
                1 => (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("({a}|{b})")),
                1 => (inner.clone(), repeat()).prop_map(|(a, r)| format!("({a}){r}")),
                1 => inner.prop_map(|a| format!("({a}|)")),
            ]
        });
        let top = proptest::collection::vec(tree, 1..4).prop_map(|v| v.concat());
        (top, proptest::collection::vec(any::<bool>(), 0..40)).prop_map(|(p, spaces)| {
            let mut out = String::new();
            for (i, c) in p.chars().enumerate() {
                out.push(c);
                if spaces.get(i) == Some(&true) {
                    out.push(' ');
                }
            }
            out
        })
    }

    fn letters() -> impl Strategy<Value = String> {
        proptest::collection::vec(
            prop_oneof![4 => proptest::char::range('a', 'e'), 1 => Just('?')],
            1..=6,
        )
        .prop_map(|c| c.into_iter().collect())
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

        #[test]
        fn words_match_the_reference(
            words in proptest::collection::vec((word(), 0..LEVELS.len()), 0..40),
            pattern in proptest::option::of(pattern()),
            tiles in proptest::option::of((letters(), any::<bool>())),
            min_len in proptest::option::of(1usize..=4),
            max_len in proptest::option::of(2usize..=7),
        ) {
            prop_assume!(pattern.is_some() || tiles.is_some());
            prop_assume!(min_len.zip(max_len).is_none_or(|(a, b)| a <= b));
            let pairs: Vec<(&str, u8)> = words.iter().map(|(w, l)| (w.as_str(), LEVELS[*l])).collect();
            let dict = Dictionary::from_pairs(&pairs, 95);
            let (anagram, subanagram) = match &tiles {
                Some((t, true)) => (Some(t.clone()), None),
                Some((t, false)) => (None, Some(t.clone())),
                None => (None, None),
            };
            let q = WordsQuery {
                pattern: pattern.clone(),
                anagram: anagram.clone(),
                subanagram: subanagram.clone(),
                min_len,
                max_len,
                limit: Some(wordwright::options::MAX_LIMIT as usize),
                share: false,
                sort: finder::Sort::Level,
            };
            // Without frequencies (these test words have none) the default order is alphabetical.
            let alpha = finder::find_words(&dict, &WordsQuery { sort: finder::Sort::Frequency, ..q.clone() }, &mut Budget::default()).unwrap();
            let mut sorted: Vec<String> = alpha.words.iter().map(|w| w.word.clone()).collect();
            sorted.sort();
            prop_assert_eq!(alpha.words.iter().map(|w| w.word.clone()).collect::<Vec<_>>(), sorted);
            let a = finder::find_words(&dict, &q, &mut Budget::default()).unwrap();
            prop_assert!(a.complete && !a.truncated);
            let mut want = reference::find_words(
                &dict,
                pattern.as_deref(),
                anagram.as_deref(),
                subanagram.as_deref(),
                min_len,
                max_len,
            );
            // Most common first, then alphabetical.
            want.sort_by_key(|w| (dict.level(dict.find(w).unwrap()), w.clone()));
            let got: Vec<String> = a.words.iter().map(|w| w.word.clone()).collect();
            prop_assert_eq!(a.count, want.len());
            prop_assert_eq!(got, want);
        }

        /// Anagram groups (and deranged pairs) are the reference's: the same groups, each
        /// alphabetical, in the same order, with the same count; `--limit` cuts the list only.
        #[test]
        fn anagram_groups_match_the_reference(
            words in proptest::collection::vec((word(), 0..LEVELS.len()), 0..60),
            pattern in proptest::option::of(pattern()),
            share in any::<bool>(),
            min_len in proptest::option::of(1usize..=4),
            max_len in proptest::option::of(2usize..=7),
            min_size in proptest::option::of(2usize..=4),
            deranged in any::<bool>(),
            limit in 1usize..=8,
        ) {
            prop_assume!(min_len.zip(max_len).is_none_or(|(a, b)| a <= b));
            let pairs: Vec<(&str, u8)> = words.iter().map(|(w, l)| (w.as_str(), LEVELS[*l])).collect();
            let dict = Dictionary::from_pairs(&pairs, 95);
            let q = finder::GroupsQuery {
                pattern: pattern.clone(),
                min_len,
                max_len,
                share,
                limit: Some(limit),
                min_size,
                deranged,
            };
            let a = finder::anagram_groups(&dict, &q, &mut Budget::default()).unwrap();
            prop_assert!(a.complete);
            let want = reference::anagram_groups(
                &dict,
                pattern.as_deref(),
                share,
                (min_len.unwrap_or(1), max_len.unwrap_or(99)),
                min_size.unwrap_or(2),
                deranged,
            );
            let got: Vec<Vec<String>> = a
                .groups
                .iter()
                .map(|g| g.words.iter().map(|w| w.word.clone()).collect())
                .collect();
            prop_assert_eq!(a.count, want.len());
            prop_assert_eq!(a.truncated, want.len() > limit);
            prop_assert!(a.groups.iter().all(|g| g.size == g.words.len()));
            prop_assert_eq!(&got[..], &want[..want.len().min(limit)]);
        }

        /// A compiled pattern matches each word as the backtracking reference does, with and
        /// without shared variables, and its walk along a dictionary finds exactly those words.
        #[test]
        fn patterns_match_the_reference(
            pattern in pattern(),
            share in any::<bool>(),
            words in proptest::collection::vec(word(), 0..40),
            min_len in 1usize..=3,
            max_len in 2usize..=7,
        ) {
            let options = wordwright::pattern::Options { share };
            let p = wordwright::pattern::Pattern::parse_with(&pattern, options);
            prop_assert!(p.is_ok(), "{}: {:?}", pattern, p.err());
            let p = p.unwrap();
            let dict = Dictionary::from_words(&words);
            let mut want = Vec::new();
            for id in dict.ids() {
                let w = dict.bytes(id);
                let m = reference::matches_with(&pattern, w, share);
                prop_assert_eq!(p.matches(w), m, "{} on {}", pattern, dict.word(id));
                if m {
                    prop_assert!(w.len() >= p.min_len() && p.max_len().is_none_or(|x| w.len() <= x));
                    if (min_len..=max_len).contains(&w.len()) {
                        want.push(id);
                    }
                }
            }
            let mut got = Vec::new();
            prop_assert!(p.find(&dict, min_len, max_len, &mut Budget::default(), |id| got.push(id)));
            prop_assert_eq!(got, want);
        }

        /// Any text is either refused with a message about the pattern or compiled; then it
        /// never panics and agrees with the reference on a few probe words.
        #[test]
        fn any_text_is_refused_or_matches_like_the_reference(
            text in proptest::collection::vec(
                proptest::sample::select(" ab?*[]^-{},0129()|<>@#_.x\u{e9}\t".chars().collect::<Vec<_>>()),
                0..24,
            ).prop_map(|c| c.into_iter().collect::<String>()),
        ) {
            match wordwright::pattern::Pattern::parse(&text) {
                Err(e) => prop_assert!(e.message.starts_with("the pattern "), "{}", e.message),
                Ok(p) => {
                    let words = ["a", "ab", "ba", "abab", "xbx", "aaaaaaaa"];
                    for w in words {
                        prop_assert_eq!(
                            p.matches(w.as_bytes()),
                            reference::matches(&text, w.as_bytes()),
                            "{:?} on {}", text, w
                        );
                    }
                    let dict = Dictionary::from_words(&words);
                    p.find(&dict, 1, 99, &mut Budget::new(100_000), |_| {});
                }
            }
        }
    }
}

/// Typical and awkward patterns over the real level-70 list (111,593 words): the dictionary walk
/// finds exactly the words the reference matcher accepts one by one.
#[test]
fn patterns_on_the_real_list_match_the_reference() {
    use wordwright::budget::Budget;
    use wordwright::pattern::Pattern;
    use wordwright::reference::finder as reference;
    let dict = wordwright::embedded::dictionary(70).unwrap();
    for (pattern, count) in [
        ("c?t*", 443),
        ("#@#@#", 1618),
        ("1?2?1", 366),
        ("a{0,}b{0,}c{0,}", 4),
        ("<aeinrst>", 7),
        ("(un|re)*ing", 798),
        ("12?21", 17),
        ("<tca>s", 2),
        ("*1*1*1*", 19289),
        ("*1*1*", 87035),
        ("1*1", 7042),
        ("*11*", 25772),
        ("*1?1*", 28533),
        ("*1*a*1", 11358),
        ("1*2*1*2", 4730),
        ("*1(?){2,}1*", 70811),
        ("s??[^aeiou]*(ing|ed)", 1325),
        ("@{3}*", 11),
        ("*<ab?>", 289),
        ("q[^u]*", 11),
        ("C _ T", 3),
        ("(#@){3,}", 1263),
    ] {
        let p = Pattern::parse(pattern).unwrap();
        let mut got = Vec::new();
        assert!(
            p.find(&dict, 1, usize::MAX, &mut Budget::default(), |id| got
                .push(id))
        );
        let want: Vec<u32> = dict
            .ids()
            .filter(|&id| reference::matches(pattern, dict.bytes(id)))
            .collect();
        assert_eq!(got, want, "{pattern}");
        // The count pins the reference too: a change that broke both alike would show here.
        assert_eq!(
            got.len(),
            count,
            "{pattern}: the number of matches at level 70"
        );
    }
}

/// A cost model for the phrase search's tests: a word costs by its level; a phrase adds, for
/// each two words in a row, how much longer the second is than the first (so order matters),
/// and takes off a bonus (at most the slack) when its first word is alphabetically first.
struct ToyModel<'d>(&'d wordwright::dict::Dictionary, u32);

impl wordwright::finder::phrase::Model for ToyModel<'_> {
    fn bound(&self, word: &str) -> u32 {
        let level = self
            .0
            .find(word)
            .and_then(|id| self.0.level(id))
            .unwrap_or(95);
        u32::from(level) * 10 + 7 * word.len() as u32 % 13
    }
    fn slack(&self) -> u32 {
        self.1
    }
    fn cost(&self, words: &[&str]) -> u32 {
        let mut c: u32 = words.iter().map(|w| self.bound(w)).sum();
        for p in words.windows(2) {
            c += (p[1].len() as u32).saturating_sub(p[0].len() as u32) * 3;
        }
        if words.iter().all(|w| words[0] <= *w) {
            c = c.saturating_sub(self.1);
        }
        c
    }
}

/// Runs the phrase search over the level-70 list with the toy model.
fn toy_phrases(
    phrase: &str,
    words: (usize, usize),
    min_word_len: Option<usize>,
    include: &[&str],
    exclude: &[&str],
    slack: u32,
    limit: usize,
) -> (Vec<(Vec<String>, u32)>, wordwright::budget::Stop) {
    use wordwright::budget::Budget;
    use wordwright::finder::phrase::{PhraseLetters, Search, Spec};
    let dict = crate::common::dict(70);
    let p = PhraseLetters::parse(phrase).unwrap();
    let include: Vec<String> = include.iter().map(|w| w.to_string()).collect();
    let exclude: Vec<String> = exclude.iter().map(|w| w.to_string()).collect();
    let mut letters = p.letters;
    for w in &include {
        letters = letters.minus(&wordwright::letters::LetterCounts::of(w.as_bytes()));
    }
    let spec = Spec {
        letters,
        include: &include,
        exclude: &exclude,
        words,
        min_word_len,
        given: &p.words,
    };
    let model = ToyModel(dict, slack);
    let mut budget = Budget::default();
    let search = Search::new(dict, &model, &spec, &mut budget).unwrap();
    let mut out = Vec::new();
    let stop = search.best_first(&mut budget, |f| {
        out.push((f.words, f.cost));
        out.len() < limit
    });
    (out, stop)
}

#[test]
fn phrase_anagrams_are_every_multiset_once_best_first_in_their_best_order() {
    use wordwright::budget::Stop;
    use wordwright::finder::phrase::Model;
    use wordwright::reference::finder as reference;
    let dict = crate::common::dict(70);
    // The phrase, the word counts, --min-word-len, --include, --exclude and the toy model's
    // slack.
    type Case<'a> = (
        &'a str,
        (usize, usize),
        Option<usize>,
        &'a [&'a str],
        &'a [&'a str],
        u32,
    );
    let cases: &[Case] = &[
        ("dormitory", (1, 3), None, &[], &[], 0),
        ("listen", (1, 3), None, &[], &[], 40),
        ("the eyes", (1, 3), None, &[], &["they"], 0),
        ("astronomer", (2, 2), Some(3), &[], &[], 25),
        ("a gentleman", (1, 3), None, &["elegant"], &[], 0),
        ("clint eastwood", (3, 3), Some(4), &[], &[], 10),
    ];
    for &(phrase, words, min_len, include, exclude, slack) in cases {
        let (got, stop) = toy_phrases(phrase, words, min_len, include, exclude, slack, usize::MAX);
        assert_eq!(stop, Stop::Exhausted, "{phrase}");
        let given = wordwright::finder::phrase::PhraseLetters::parse(phrase)
            .unwrap()
            .words;
        let given: Vec<&str> = given.iter().map(String::as_str).collect();
        let letters: String = phrase.chars().filter(char::is_ascii_alphabetic).collect();
        let want =
            reference::phrase_anagrams(dict, &letters, words, min_len, include, exclude, &given);
        let mut sets: Vec<Vec<String>> = got
            .iter()
            .map(|(w, _)| {
                let mut s = w.clone();
                s.sort();
                s
            })
            .collect();
        sets.sort();
        assert_eq!(sets, want, "{phrase}");
        assert!(!want.is_empty(), "{phrase}");
        // Best first, each in its cheapest order.
        let model = ToyModel(dict, slack);
        assert!(got.windows(2).all(|p| p[0].1 <= p[1].1), "{phrase}");
        for (w, cost) in &got {
            let mut order: Vec<&str> = w.iter().map(String::as_str).collect();
            assert_eq!(model.cost(&order), *cost);
            order.sort();
            let mut best = u32::MAX;
            permutations(&mut order, 0, &mut |o| best = best.min(model.cost(o)));
            assert_eq!(*cost, best, "{w:?}");
        }
        // A limit gives the first phrases of the full list (the same costs).
        let (first, stop) = toy_phrases(phrase, words, min_len, include, exclude, slack, 3);
        let n = first.len();
        assert_eq!(stop == Stop::Enough, got.len() >= 3, "{phrase}");
        let costs = |v: &[(Vec<String>, u32)]| v.iter().map(|p| p.1).collect::<Vec<_>>();
        assert_eq!(costs(&first), costs(&got[..n]), "{phrase}");
    }
}

fn permutations<'a>(v: &mut Vec<&'a str>, k: usize, f: &mut impl FnMut(&[&'a str])) {
    if k == v.len() {
        f(v);
        return;
    }
    for i in k..v.len() {
        v.swap(k, i);
        permutations(v, k + 1, f);
        v.swap(k, i);
    }
}

#[test]
fn phrase_anagrams_through_the_cli() {
    use wordwright::reference::finder as reference;
    let dict = crate::common::dict(70);
    for (phrase, extra, words) in [
        ("dormitory", &[][..], (1, 3)),
        ("the eyes", &["--words", "2"][..], (2, 2)),
    ] {
        let mut args = vec![
            "words",
            "--phrase-anagram",
            phrase,
            "--limit",
            "5",
            "--json",
        ];
        args.extend_from_slice(extra);
        check(&args, 0, |v| {
            let letters: String = phrase.chars().filter(char::is_ascii_alphabetic).collect();
            let mut given: Vec<&str> = phrase.split(' ').collect();
            given.sort();
            let want = reference::phrase_anagrams(dict, &letters, words, None, &[], &[], &given);
            assert_eq!(v["count"], want.len(), "{phrase}");
            assert_eq!(v["complete"], true);
            assert_eq!(v["stopped_by"], serde_json::Value::Null);
            assert_eq!(v["truncated"], want.len() > 5);
            let phrases = v["phrases"].as_array().unwrap();
            assert_eq!(phrases.len(), want.len().min(5));
            let costs: Vec<f64> = phrases
                .iter()
                .map(|p| p["cost"].as_f64().unwrap())
                .collect();
            assert!(costs.windows(2).all(|c| c[0] <= c[1]), "{costs:?}");
            for p in phrases {
                let ws: Vec<&str> = p["words"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|w| w.as_str().unwrap())
                    .collect();
                assert_eq!(p["text"], ws.join(" "));
                assert!(!p["why"].as_array().unwrap().is_empty());
                let mut sorted = ws.clone();
                sorted.sort();
                assert_ne!(sorted, given, "the phrase given is left out");
            }
        });
    }
    check(
        &[
            "words",
            "--phrase-anagram",
            "listen",
            "--include",
            "zoo",
            "--json",
        ],
        0,
        |v| {
            assert_eq!(v["count"], 0);
            assert_eq!(
                v["reason"],
                "the letters left have no room for \u{201c}zoo\u{201d}"
            );
        },
    );
    // A field's list as people type it: one value of several words is those words.
    let apart = cli(&[
        "words",
        "--phrase-anagram",
        "clint eastwood",
        "--include",
        "old",
        "--include",
        "west",
        "--json",
    ]);
    let together = cli(&[
        "words",
        "--phrase-anagram",
        "clint eastwood",
        "--include",
        "old, west",
        "--json",
    ]);
    assert_eq!(apart.code, 0, "{}", apart.err);
    assert!(apart.json()["count"].as_u64().unwrap() > 0);
    assert_eq!(apart.out, together.out);
    for (args, message) in [
        (
            &["words", "c?t", "--words", "2"][..],
            "--words is for phrase anagrams",
        ),
        (
            &[
                "words",
                "--phrase-anagram",
                "listen",
                "--include",
                "list",
                "--exclude",
                "list",
            ][..],
            "both included and excluded",
        ),
        (
            &[
                "words",
                "--phrase-anagram",
                "listen",
                "--words",
                "1",
                "--include",
                "en",
                "--include",
                "list",
            ][..],
            "at most 1",
        ),
        (
            &["words", "--phrase-anagram", "list3n"][..],
            "'3' at position 5",
        ),
        (
            &["words", "--phrase-anagram", "listen", "--max-len", "3"][..],
            "--min-word-len",
        ),
        (
            &["words", "--phrase-anagram", "listen", "--words", "7"][..],
            "--words",
        ),
    ] {
        let r = cli(args);
        assert_eq!(r.code, 2, "{args:?}");
        assert!(r.err.contains(message), "{args:?}: {}", r.err);
    }
}

/// The real ranking: each phrase's cost is the scorer's cost of its cheapest order, and the
/// phrases come out in that order, the full list as the reference finds it.
/// A phrase-anagram search cut short by the step budget says so, and says it was the budget.
#[test]
fn phrase_anagrams_cut_by_the_budget_say_so() {
    let run = crate::common::cli_line("--budget 20000 words --phrase-anagram \"clint eastwood\"");
    assert_eq!(run.code, 0, "{}", run.err);
    assert!(
        run.out
            .contains("; the step budget ran out, so the list is incomplete"),
        "{}",
        run.out
    );
    check(
        &[
            "--budget",
            "20000",
            "words",
            "--phrase-anagram",
            "clint eastwood",
            "--json",
        ],
        0,
        |v| {
            assert_eq!(v["complete"], false);
            assert_eq!(v["stopped_by"], "budget");
        },
    );
}

#[test]
fn phrase_anagrams_rank_by_the_scorer() {
    use wordwright::budget::Budget;
    use wordwright::finder::{phrase_anagrams, PhraseQuery};
    use wordwright::rank::Scorer;
    use wordwright::reference::finder as reference;
    let dict = crate::common::dict(70);
    let ranking = wordwright::embedded::ranking().unwrap();
    for pairs in [Some(&ranking as wordwright::rank::PairsRef), None] {
        let scorer = Scorer::new(dict, pairs);
        let q = PhraseQuery {
            phrase: "dormitory".into(),
            limit: Some(100_000),
            ..PhraseQuery::default()
        };
        let a = phrase_anagrams(dict, pairs, &q, &mut Budget::default()).unwrap();
        assert!(a.complete && !a.truncated);
        let want =
            reference::phrase_anagrams(dict, "dormitory", (1, 3), None, &[], &[], &["dormitory"]);
        assert_eq!(a.count, want.len());
        let cheapest = |words: &[String]| {
            let mut ws: Vec<&str> = words.iter().map(String::as_str).collect();
            let mut best = u32::MAX;
            permutations(&mut ws, 0, &mut |o| {
                best = best.min(scorer.phrase_cost(o).0)
            });
            best
        };
        let mut want_costs: Vec<u32> = want.iter().map(|w| cheapest(w)).collect();
        want_costs.sort();
        let got: Vec<u32> = a.phrases.iter().map(|p| p.cost.0).collect();
        assert_eq!(got, want_costs, "fallback: {}", pairs.is_none());
        for p in &a.phrases {
            let ws: Vec<&str> = p.words.iter().map(String::as_str).collect();
            assert_eq!(scorer.phrase(&ws).cost, p.cost, "{}", p.text);
        }
    }
}

/// The first page goes out before the rest are counted, and is the final answer's page; an
/// answer that fits in one page is not sent early.
#[test]
fn phrase_anagrams_stream_their_first_page() {
    use wordwright::budget::Budget;
    use wordwright::finder::{phrase_anagrams_streamed, PhraseQuery};
    let dict = crate::common::dict(70);
    let ranking = wordwright::embedded::ranking().unwrap();
    for (limit, sent) in [(5, 1), (100_000, 0)] {
        let q = PhraseQuery {
            phrase: "dormitory".into(),
            limit: Some(limit),
            ..PhraseQuery::default()
        };
        let mut pages = Vec::new();
        let a =
            phrase_anagrams_streamed(dict, Some(&ranking), &q, &mut Budget::default(), &mut |p| {
                pages.push(p.clone())
            })
            .unwrap();
        assert_eq!(pages.len(), sent, "limit {limit}");
        if let Some(p) = pages.first() {
            assert_eq!(p.phrases, a.phrases);
            assert_eq!(p.count, limit);
            assert!(!p.complete && p.truncated);
            assert!(a.complete && a.count > limit);
        }
    }
}

/// Without the ranking data (a page that has not fetched it yet), phrases are ranked by their
/// words alone and the answer says so.
#[test]
fn phrase_anagrams_without_pair_data_carry_the_fallback_note() {
    use crate::common::FixedEnv as NoPairs;
    use std::rc::Rc;
    use wordwright::budget::Budget;
    use wordwright::commands::{self, Answer};
    use wordwright::note::NoteKind;
    use wordwright::options::{Reach, Values};
    let dict = Rc::new(wordwright::embedded::dictionary(70).unwrap());
    let v = Values::read(
        &wordwright::finder::WORDS,
        [("phrase-anagram".to_string(), "dormitory".to_string())],
        Reach::Cli,
    )
    .unwrap();
    let fallback =
        |r: &commands::Response| r.notes.iter().any(|n| n.kind == NoteKind::RankingFallback);
    let r = commands::run(&v, &mut NoPairs(dict.clone(), None), &mut Budget::default()).unwrap();
    assert!(fallback(&r));
    let Answer::Phrases(a) = &r.answer else {
        panic!("not phrases")
    };
    assert!(
        a.phrases
            .iter()
            .flat_map(|p| &p.why)
            .all(|w| w.words.len() == 1),
        "no pairs"
    );
    let ranking = Some(Rc::new(wordwright::embedded::ranking().unwrap()));
    let r = commands::run(&v, &mut NoPairs(dict, ranking), &mut Budget::default()).unwrap();
    assert!(!fallback(&r));
    // A word list's words without a frequency are noted, as in the other ranked answers.
    let list = std::env::temp_dir().join(format!("phrase-list-{}.txt", std::process::id()));
    std::fs::write(&list, "dirty\nroom\nxyzzyq\ndormitory\n").unwrap();
    let r = cli(&[
        "--dict",
        list.to_str().unwrap(),
        "words",
        "--phrase-anagram",
        "dormitory",
        "--json",
    ]);
    let _ = std::fs::remove_file(&list);
    let v = r.json();
    assert_eq!(v["count"], 1, "{v}");
    assert_eq!(v["notes"][0]["kind"], "missing_frequencies", "{v}");
}
