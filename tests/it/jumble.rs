//! The Jumble solver against the real embedded dictionary: data-driven cases through `check`,
//! the ranking measured on published puzzles, property tests against the reference
//! permutation solver, and the CLI.

use std::fmt::Write as _;

use crate::common::{cli, cli_line, dict, Run};
use proptest::prelude::*;
use wordwright::budget::{Budget, Halt};
use wordwright::dict::Dictionary;
use wordwright::jumble::{self, JumbleAnswer, JumbleQuery};
use wordwright::reference;

fn query(clues: &[&str], pins: &[&str], answer: &str, limit: Option<usize>) -> JumbleQuery {
    JumbleQuery {
        clue: clues.iter().map(|s| s.to_string()).collect(),
        pin: pins.iter().map(|s| s.to_string()).collect(),
        answer: answer.to_string(),
        limit,
    }
}

/// A compact text of an answer: each clue's words, the first `show` phrases with their
/// clue words, the count, and the reason.
fn summary(a: &JumbleAnswer, show: usize) -> String {
    let mut s = String::new();
    for c in &a.clues {
        let words: Vec<String> = c
            .words
            .iter()
            .map(|w| format!("{}({})", w.word, w.circled))
            .collect();
        writeln!(s, "clue {}: {}", c.scramble, words.join(" ")).unwrap();
        s.truncate(s.trim_end().len());
        s.push('\n');
    }
    for p in a.answers.iter().take(show) {
        let from: Vec<String> = p.from.iter().map(|f| f.join(",")).collect();
        writeln!(s, "{} [{}]", p.phrase, from.join(" | ")).unwrap();
    }
    write!(
        s,
        "count {}{}",
        a.count,
        if a.complete { "" } else { " incomplete" }
    )
    .unwrap();
    if let Some(r) = &a.reason {
        write!(s, "\nreason: {r}").unwrap();
    }
    s
}

/// Solves with the level-70 dictionary and compares the summary's first `show` answers.
fn check(clues: &[&str], pins: &[&str], answer: &str, show: usize, expect: &str) {
    let q = query(clues, pins, answer, None);
    let a = jumble::solve(dict(70), &q, &mut Budget::default()).unwrap();
    let got = summary(&a, show);
    let want: String = expect
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(got, want, "\n--- got ---\n{got}\n--- want ---\n{want}\n");
}

#[test]
fn example_of_the_issue() {
    check(
        &[
            "MSUNI:-OOO-",
            "DEALG:OOO--",
            "TBNATE:--OO-O",
            "NCORUC:-OO--O",
        ],
        &[],
        "------- -----",
        2,
        "clue msuni: minus(inu)
         clue dealg: glade(gla)
         clue tbnate: batten(ttn)
         clue ncoruc: concur(onr)
         running total [minus,glade,batten,concur]
         turning tonal [minus,glade,batten,concur]
         count 7",
    );
}

#[test]
fn positions_and_masks_mean_the_same() {
    let a = query(
        &["msuni:2,3,4", "dealg:1,2,3", "tbnate:3,4,6", "ncoruc:2,3,6"],
        &[],
        "------- -----",
        None,
    );
    let b = query(
        &[
            "msuni:.ooo.",
            "dealg:000__",
            "tbnate:--OO-O",
            "ncoruc:-oo--o",
        ],
        &[],
        "_______ _____",
        None,
    );
    let sa = jumble::solve(dict(70), &a, &mut Budget::default()).unwrap();
    let sb = jumble::solve(dict(70), &b, &mut Budget::default()).unwrap();
    assert_eq!(summary(&sa, 100), summary(&sb, 100));
}

#[test]
fn every_clue_word_is_listed_and_each_answer_names_all_its_sources() {
    // A constructed Sunday-size puzzle (not a published one): six clues, three words, 20
    // letters; "faster" and "lemon" have other anagrams with other circled letters.
    check(
        &["pacmer:1,2,3,4", "kitpec:1,2,3,4,5,6", "tasfer:1,2,3,4,6", "tnemec:1,2", "nomel:2", "verir:1,4"],
        &[],
        "-------- ----- -------",
        2,
        "clue pacmer: camper(camp)
         clue kitpec: picket(picket)
         clue tasfer: faster(fastr) afters(aftes) strafe(strae)
         clue tnemec: cement(ce)
         clue nomel: lemon(e) melon(e)
         clue verir: river(re)
         practice makes perfect [camper,picket,faster,cement,lemon,river | camper,picket,faster,cement,melon,river]
         practice makes prefect [camper,picket,faster,cement,lemon,river | camper,picket,faster,cement,melon,river]
         count 225",
    );
}

#[test]
fn a_pin_fixes_the_clue_word_and_the_pool_follows() {
    check(
        &[
            "pacmer:1,2,3,4",
            "kitpec:1,2,3,4,5,6",
            "tasfer:1,2,3,4,6",
            "tnemec:1,2",
            "nomel:2",
            "verir:1,4",
        ],
        &["3=strafe", "5=melon"],
        "-------- ----- -------",
        1,
        "clue pacmer: camper(camp)
         clue kitpec: picket(picket)
         clue tasfer: strafe(strae)
         clue tnemec: cement(ce)
         clue nomel: melon(e)
         clue verir: river(re)
         practice keeps cremate [camper,picket,strafe,cement,melon,river]
         count 135",
    );
}

#[test]
fn a_pinned_word_need_not_be_in_the_dictionary() {
    let q = query(&["lisnet:OOOOOO"], &["1=listne"], "------", None);
    let a = jumble::solve(dict(70), &q, &mut Budget::default()).unwrap();
    assert!(a.clues[0].pinned);
    assert_eq!(a.clues[0].words.len(), 1);
    assert_eq!(a.clues[0].words[0].level, None);
    let listen = a
        .answers
        .iter()
        .find(|p| p.phrase == "listen")
        .expect("listen");
    assert_eq!(listen.from, [["listne"]]);
}

#[test]
fn printed_letters_and_punctuation_stay_in_place() {
    // "trial and error": AND is printed, so only ten letters come from the circles, and the
    // two five-letter words may come in either order.
    let q = query(
        &["lertrarior:OOOOOOOOOO"],
        &["1=trialerror"],
        "\"----- AND -----\"",
        None,
    );
    let a = jumble::solve(dict(70), &q, &mut Budget::default()).unwrap();
    let phrases: Vec<&str> = a.answers.iter().map(|p| p.phrase.as_str()).collect();
    let i = phrases
        .iter()
        .position(|p| *p == "\"error and trial\"")
        .expect("error and trial");
    assert_eq!(phrases[i + 1], "\"trial and error\"");
    assert_eq!(a.answers[i + 1].words, ["trial", "and", "error"]);
    assert_eq!(a.answers[i + 1].levels[1], None);
}

#[test]
fn contractions_use_a_stem_and_a_clitic() {
    let q = query(&["semitti:OOOOOOO"], &["1=itstime"], "--'- ----", None);
    let a = jumble::solve(dict(70), &q, &mut Budget::default()).unwrap();
    let phrases: Vec<&str> = a.answers.iter().map(|p| p.phrase.as_str()).collect();
    assert!(phrases.contains(&"it's time"), "{phrases:?}");
    let p = a.answers.iter().find(|p| p.phrase == "it's time").unwrap();
    assert_eq!(p.words, ["it's", "time"]);
    // n't: "don't" is do + n't.
    let q = query(&["tondgo:OOOOOO"], &["1=dontgo"], "---'- --", None);
    let a = jumble::solve(dict(70), &q, &mut Budget::default()).unwrap();
    assert!(
        a.answers.iter().any(|p| p.phrase == "don't go"),
        "{:?}",
        a.answers
    );
}

/// A puzzle made in the published style for a hyphenated answer (constructed: four real clue
/// words whose circles give HAND-CRAFTED), its pattern pasted as a puzzle site prints it, in
/// typographic quotes.
const HANDCRAFTED: [&str; 4] = ["hdrea:O-O-O", "naceo:O-O--", "dytra:OOOO-", "fechi:---OO"];

#[test]
fn a_hyphenated_answer_as_printed() {
    check(
        &HANDCRAFTED,
        &[],
        "\u{201c}____-_______\u{201d}",
        2,
        "clue hdrea: heard(had) hared(hrd)
         clue naceo: ocean(oe) canoe(cn)
         clue dytra: tardy(tard)
         clue fechi: chief(ef) fiche(he)
         \"hand-crafted\" [heard,canoe,tardy,chief]
         \"dada-thereof\" [heard,ocean,tardy,chief]
         count 51",
    );
    // A printed letter keeps its place; it is not taken from the circles.
    check(
        &["andcrafted:OOOOOOOOOO"],
        &["1=andcrafted"],
        "H___-_______",
        1,
        "clue andcrafted: andcrafted(andcrafted)
         hand-crafted [andcrafted]
         count 1",
    );
}

/// Solves `pattern` and lists every answer (phrase and cost), best first.
fn all_answers(clues: &[&str], pins: &[&str], pattern: &str) -> (Vec<(String, u32)>, u64) {
    let q = query(clues, pins, pattern, Some(100_000));
    let a = jumble::solve(dict(70), &q, &mut Budget::default()).unwrap();
    assert!(a.complete && !a.truncated, "{pattern}");
    let list = a
        .answers
        .iter()
        .map(|p| (p.phrase.clone(), p.cost.0))
        .collect();
    (list, a.count)
}

#[test]
fn a_hyphenated_word_is_two_words_or_one_joined_word_and_each_answer_comes_once() {
    // The answers of `____-__` are those of its parts as words (`____ __`, the hyphen in the
    // space) and of its joined letters as one word (`______`, the hyphen put back), each text
    // once, at the cost of its cheaper reading, best first.
    for (clues, pins, hyphenated) in [
        (&["tossup:OOOOOO"][..], &["1=tossup"][..], "____-__"),
        (&HANDCRAFTED[..], &[][..], "____-_______"),
        (&["tarted:OOOOOO"][..], &["1=tarted"][..], "___-___"),
        (&["kcabklat:OOOOOOOO"][..], &["1=backtalk"][..], "____-____"),
        (
            &["tossupin:OOOOOOOO"][..],
            &["1=tossupin"][..],
            "____-__ __",
        ),
    ] {
        let at = hyphenated.find('-').unwrap();
        let (split, _) = all_answers(clues, pins, &hyphenated.replace('-', " "));
        let (joined, _) = all_answers(clues, pins, &hyphenated.replace('-', ""));
        let mut want: Vec<(String, u32)> = Vec::new();
        let readings = split
            .into_iter()
            .map(|(p, c)| (format!("{}-{}", &p[..at], &p[at + 1..]), c));
        let readings = readings.chain(
            joined
                .into_iter()
                .map(|(p, c)| (format!("{}-{}", &p[..at], &p[at..]), c)),
        );
        for (p, c) in readings {
            match want.iter_mut().find(|(q, _)| *q == p) {
                Some(w) => w.1 = w.1.min(c),
                None => want.push((p, c)),
            }
        }
        let (got, count) = all_answers(clues, pins, hyphenated);
        assert_eq!(count, want.len() as u64, "{hyphenated}");
        assert!(
            got.windows(2).all(|w| w[0].1 <= w[1].1),
            "best first: {got:?}"
        );
        let mut got_sorted = got.clone();
        got_sorted.sort();
        want.sort();
        assert_eq!(got_sorted, want, "{clues:?} {hyphenated}");
    }
    // toss-up is both tossup and toss + up: listed once, as the cheaper reading (by words alone
    // here, the one word; with the pair data, as the CLI ranks, the two words).
    let cost_of = |pattern: &str, phrase: &str| {
        let (list, _) = all_answers(&["tossup:OOOOOO"], &["1=tossup"], pattern);
        list.into_iter().find(|(p, _)| p == phrase).unwrap().1
    };
    let (two, one) = (cost_of("____ __", "toss up"), cost_of("______", "tossup"));
    let q = query(&["tossup:OOOOOO"], &["1=tossup"], "____-__", None);
    let a = jumble::solve(dict(70), &q, &mut Budget::default()).unwrap();
    let toss: Vec<_> = a.answers.iter().filter(|p| p.phrase == "toss-up").collect();
    assert_eq!(toss.len(), 1);
    assert_eq!(toss[0].cost.0, two.min(one));
    let words: &[&str] = if two < one {
        &["toss", "up"]
    } else {
        &["tossup"]
    };
    assert_eq!(toss[0].words, words);
}

#[test]
fn a_hyphenated_pattern_on_a_small_budget_keeps_what_it_found() {
    // The readings share one budget; when it runs out, the answers already found are still
    // listed, best first, each once.
    let q = query(&HANDCRAFTED, &[], "____-_______", Some(1000));
    let full = jumble::solve(dict(70), &q, &mut Budget::default()).unwrap();
    assert!(full.complete);
    let mut saw_cut = false;
    for steps in [500, 2_000, 8_000, 32_000] {
        let cut = jumble::solve(dict(70), &q, &mut Budget::new(steps)).unwrap();
        saw_cut |= !cut.complete && !cut.answers.is_empty();
        assert!(cut.answers.windows(2).all(|w| w[0].cost <= w[1].cost));
        let mut texts: Vec<&str> = cut.answers.iter().map(|p| p.phrase.as_str()).collect();
        texts.sort();
        texts.dedup();
        assert_eq!(texts.len(), cut.answers.len(), "each answer once");
        assert!(cut.answers.len() as u64 <= cut.count);
    }
    assert!(
        saw_cut,
        "some budget cuts the search after it found answers"
    );
}

#[test]
fn dashes_are_printed_and_the_old_patterns_mean_what_they_did() {
    let example = [
        "MSUNI:-OOO-",
        "DEALG:OOO--",
        "TBNATE:--OO-O",
        "NCORUC:-OO--O",
    ];
    let phrases = |pattern: &str| -> Vec<String> {
        let q = query(&example, &[], pattern, None);
        let a = jumble::solve(dict(70), &q, &mut Budget::default()).unwrap();
        a.answers.iter().map(|p| p.phrase.clone()).collect()
    };
    let plain = phrases("------- -----");
    assert_eq!(plain[0], "running total");
    assert_eq!(phrases("_______ _____"), plain);
    // An em dash between the words, pasted with typographic quotes: shown in place, in either
    // style, and the words are the same.
    let dashed: Vec<String> = plain
        .iter()
        .map(|p| format!("\"{}\"", p.replacen(' ', " \u{2014} ", 1)))
        .collect();
    assert_eq!(phrases("\u{201c}_______ \u{2014} _____\u{201d}"), dashed);
    assert_eq!(phrases("\u{201c}------- \u{2014} -----\u{201d}"), dashed);
    // An en dash with no spaces also ends a word.
    assert_eq!(phrases("-------\u{2013}-----")[0], "running\u{2013}total");
}

#[test]
fn impossible_puzzles_say_why() {
    check(
        &["msuni:-OOO-", "dealg:OOO--"],
        &[],
        "------- -----",
        0,
        "clue msuni: minus(inu)
         clue dealg: glade(gla)
         count 0
         reason: the pattern needs 12 letters, the circles give 6",
    );
    check(
        &["xqzjv:O----"],
        &[],
        "-",
        0,
        "clue xqzjv:
         count 0
         reason: clue 1 (xqzjv) has no anagram at level <= 70: pin it with --pin 1=WORD, or try a larger dictionary (a higher level)",
    );
    check(
        &["zzxqj:OOOOO"],
        &["1=zzxqj"],
        "-- ---",
        0,
        "clue zzxqj: zzxqj(zzxqj)
         count 0
         reason: no split of these letters into words of lengths 2 and 3 at level <= 70; try a larger dictionary (a higher level)",
    );
}

#[test]
fn a_small_budget_returns_the_best_so_far_and_says_so() {
    let q = query(
        &[
            "pacmer:1,2,3,4",
            "kitpec:1,2,3,4,5,6",
            "tasfer:1,2,3,4,6",
            "tnemec:1,2",
            "nomel:2",
            "verir:1,4",
        ],
        &[],
        "-------- ----- -------",
        Some(5),
    );
    let full = jumble::solve(dict(70), &q, &mut Budget::default()).unwrap();
    assert!(full.complete);
    assert_eq!(full.stopped_by, None);
    let mut every = q.clone();
    every.limit = Some(full.count as usize);
    let every = jumble::solve(dict(70), &every, &mut Budget::default()).unwrap();
    assert_eq!(every.answers.len() as u64, full.count);
    let (mut some_listed, mut none_listed) = (false, false);
    for steps in [200, 2_000, 20_000, 200_000] {
        let cut = jumble::solve(dict(70), &q, &mut Budget::new(steps)).unwrap();
        if cut.complete {
            assert_eq!(cut.answers, full.answers);
            continue;
        }
        assert_eq!(cut.stopped_by, Some(Halt::Budget));
        // What it found, cheapest first: each a real answer at its real cost, and the i-th no
        // cheaper than the i-th of the whole list (answers it did not reach may be missing).
        assert!(cut.answers.len() <= full.answers.len());
        assert!(cut.answers.windows(2).all(|w| w[0].cost <= w[1].cost));
        for (i, a) in cut.answers.iter().enumerate() {
            assert!(a.cost >= full.answers[i].cost, "{}", a.phrase);
            assert!(
                every
                    .answers
                    .iter()
                    .any(|b| b.phrase == a.phrase && b.cost == a.cost),
                "{} is an answer",
                a.phrase
            );
        }
        if cut.answers.is_empty() {
            none_listed = true;
            assert!(cut.reason.as_deref().unwrap_or("").contains("budget"));
        } else {
            some_listed = true;
        }
    }
    assert!(
        some_listed && none_listed,
        "the budgets cut before and after answers were found"
    );
}

/// A five-word answer of 23 letters, ranked with the word pairs, outgrows the search's node
/// limit before the step budget runs out: the answer says which stopped it, and still lists the
/// best found.
#[test]
fn the_node_limit_stops_a_long_answer_and_says_so() {
    let line = "jumble --clue earlyb:OOOOOO --pin 1=earlyb --clue irdcat:OOOOOO --pin 2=irdcat \
                --clue chesth:OOOOOO --pin 3=chesth --clue eworm:OOOOO --pin 4=eworm \
                --answer \"----- ---- ------- --- ----\" --limit 3";
    let run = cli_line(&format!("--json {line}"));
    assert_eq!(run.code, 0, "{}", run.err);
    let v: serde_json::Value = serde_json::from_str(&run.out).unwrap();
    assert_eq!(v["complete"], false);
    assert_eq!(v["stopped_by"], "memory");
    assert_eq!(v["answers"].as_array().map(Vec::len), Some(3));
    let run = cli_line(line);
    assert!(
        run.out
            .contains("the search reached its memory limit, so the list is the best found so far"),
        "{}",
        run.out
    );
}

#[test]
fn limit_zero_counts_without_listing() {
    let q = query(
        &[
            "MSUNI:-OOO-",
            "DEALG:OOO--",
            "TBNATE:--OO-O",
            "NCORUC:-OO--O",
        ],
        &[],
        "------- -----",
        Some(0),
    );
    let a = jumble::solve(dict(70), &q, &mut Budget::default()).unwrap();
    assert!(a.answers.is_empty());
    assert_eq!((a.count, a.truncated, a.complete), (7, true, true));
}

#[test]
fn answers_come_best_first_and_the_first_n_are_the_n_best() {
    let q = |limit| {
        query(
            &[
                "pacmer:1,2,3,4",
                "kitpec:1,2,3,4,5,6",
                "tasfer:1,2,3,4,6",
                "tnemec:1,2",
                "nomel:2",
                "verir:1,4",
            ],
            &[],
            "-------- ----- -------",
            Some(limit),
        )
    };
    let all = jumble::solve(dict(70), &q(10_000), &mut Budget::default()).unwrap();
    assert_eq!(all.count as usize, all.answers.len());
    assert!(all.answers.windows(2).all(|w| w[0].cost <= w[1].cost));
    let mut phrases: Vec<&str> = all.answers.iter().map(|p| p.phrase.as_str()).collect();
    phrases.sort_unstable();
    phrases.dedup();
    assert_eq!(
        phrases.len(),
        all.answers.len(),
        "no answer is listed twice"
    );
    let top = jumble::solve(dict(70), &q(50), &mut Budget::default()).unwrap();
    assert_eq!(top.count, all.count);
    let top_scores: Vec<_> = top.answers.iter().map(|p| p.cost).collect();
    let best_scores: Vec<_> = all.answers.iter().take(50).map(|p| p.cost).collect();
    assert_eq!(top_scores, best_scores);
}

/// With the ranking data (bounds by place and by the letters left, ties by the words' own
/// costs): the first n listed are the first n of the whole list, which has every answer once,
/// in order of cost but for set phrases (whose bonus no bound foresees, so they come no
/// earlier than their words' bounds).
#[test]
fn ranked_answers_come_best_first_and_the_first_n_are_the_n_best() {
    let ranking = wordwright::embedded::ranking().expect("the embedded ranking blob");
    let pairs: &dyn wordwright::rank::Pairs = &ranking;
    for (letters, pattern) in [
        ("acceeefikop", "----- -- ----"),
        ("beefhloottuu", "--- -- --- ----"),
        ("addeeiimntt", "---- --- ----"),
    ] {
        let q = |limit| {
            let circles = "O".repeat(letters.len());
            let pin = format!("1={letters}");
            query(
                &[&format!("{letters}:{circles}")],
                &[&pin],
                pattern,
                Some(limit),
            )
        };
        let solve = |limit| {
            jumble::solve_ranked(dict(70), Some(pairs), &q(limit), &mut Budget::default()).unwrap()
        };
        let all = solve(100_000);
        assert!(all.complete, "{letters}");
        assert_eq!(all.count as usize, all.answers.len(), "{letters}");
        assert!(all.answers.len() > 3, "{letters}: {}", all.answers.len());
        let bonus = |p: &jumble::Phrase| {
            p.why
                .iter()
                .any(|w| w.part == wordwright::rank::PartKind::Phrase)
        };
        for w in all.answers.windows(2) {
            assert!(w[0].cost <= w[1].cost || bonus(&w[0]), "{letters}: {w:?}");
        }
        let mut phrases: Vec<&str> = all.answers.iter().map(|p| p.phrase.as_str()).collect();
        phrases.sort_unstable();
        phrases.dedup();
        assert_eq!(phrases.len(), all.answers.len(), "{letters}: listed twice");
        let top = solve(10);
        let first: Vec<_> = top.answers.iter().map(|p| (&p.phrase, p.cost)).collect();
        let best: Vec<_> = all
            .answers
            .iter()
            .take(10)
            .map(|p| (&p.phrase, p.cost))
            .collect();
        assert_eq!(first, best, "{letters}");
    }
}

// ---------------------------------------------------------------------------------------------
// The ranking on published puzzles (tests/data/jumble-published.txt).

struct Published {
    source: String,
    clues: Vec<String>,
    answer: String,
    published: String,
}

fn published() -> Vec<Published> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/jumble-published.txt"
    ))
    .unwrap();
    let mut out = Vec::new();
    for block in text.split("\n\n") {
        let mut p = Published {
            source: String::new(),
            clues: Vec::new(),
            answer: String::new(),
            published: String::new(),
        };
        for line in block.lines().filter(|l| !l.starts_with('#')) {
            let Some((key, value)) = line.split_once(':') else {
                continue;
            };
            let value = value.trim().to_string();
            match key {
                "source" => p.source = value,
                "clue" => p.clues.push(value),
                "answer" => p.answer = value,
                "published" => p.published = value,
                other => panic!("unknown key {other:?} in jumble-published.txt"),
            }
        }
        if !p.clues.is_empty() {
            out.push(p);
        }
    }
    out
}

/// Prints the rank of each published answer and the shares (run with `--nocapture` to see
/// them); fails if a published answer is not found or falls out of the first 10.
#[test]
fn published_answers_rank_high() {
    let puzzles = published();
    assert!(puzzles.len() >= 6, "the data file lost puzzles");
    let (mut first, mut top10) = (0, 0);
    println!("| puzzle | clues | letters | published answer | rank | answers |");
    println!("|---|---|---|---|---|---|");
    for p in &puzzles {
        let clues: Vec<&str> = p.clues.iter().map(String::as_str).collect();
        let q = query(&clues, &[], &p.answer, Some(1000));
        let a = jumble::solve(dict(70), &q, &mut Budget::default()).unwrap();
        assert!(a.complete, "{}", p.source);
        let rank = a
            .answers
            .iter()
            .position(|x| x.phrase == p.published)
            .map(|i| i + 1);
        let letters = p.answer.chars().filter(|&c| c == '-' || c == '_').count();
        println!(
            "| {} | {} | {letters} | {} | {} | {} |",
            p.source,
            p.clues.len(),
            p.published,
            rank.map_or("not found".to_string(), |r| r.to_string()),
            a.count
        );
        let rank = rank.unwrap_or_else(|| panic!("{}: {:?} not found", p.source, p.published));
        first += usize::from(rank == 1);
        top10 += usize::from(rank <= 10);
    }
    let n = puzzles.len();
    println!("ranked first: {first}/{n}; within the first 10: {top10}/{n}");
    assert_eq!(
        top10, n,
        "every published answer should be within the first 10"
    );
    assert!(
        first * 3 >= n * 2,
        "at least two thirds should rank first ({first}/{n})"
    );
}

// ---------------------------------------------------------------------------------------------
// Property tests against the reference permutation solver, on small inputs.

fn dict20() -> &'static Dictionary {
    dict(20)
}

/// A small random puzzle built from real words: 1-3 clues of 3-6 letters, each scrambled,
/// with random circles; the answer's blanks (1-7 of them) split into 1-3 words.
fn arb_puzzle() -> impl Strategy<Value = JumbleQuery> {
    let d = dict20();
    let words: Vec<String> = d
        .ids()
        .map(|id| d.word(id).to_string())
        .filter(|w| (3..=6).contains(&w.len()))
        .collect();
    let clue = (
        proptest::sample::select(words),
        any::<u64>(),
        any::<u32>(),
        any::<bool>(),
    );
    (
        proptest::collection::vec(clue, 1..=3),
        any::<u64>(),
        any::<u8>(),
    )
        .prop_map(|(clues, split_seed, fixed)| {
            let mut q = JumbleQuery {
                limit: Some(10_000),
                ..Default::default()
            };
            let mut circles = 0;
            for (word, shuffle, mask_bits, pin) in clues {
                let mut letters: Vec<u8> = word.bytes().collect();
                let mut s = shuffle;
                for i in (1..letters.len()).rev() {
                    s = s
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    letters.swap(i, (s >> 33) as usize % (i + 1));
                }
                let mut mask: Vec<u8> = (0..letters.len())
                    .map(|i| if mask_bits >> i & 1 == 1 { b'O' } else { b'-' })
                    .collect();
                if !mask.contains(&b'O') {
                    mask[0] = b'O';
                }
                // Keep the pool small enough for the permutation search.
                while mask.iter().filter(|&&m| m == b'O').count() + circles > 7 {
                    let Some(i) = mask.iter().rposition(|&m| m == b'O') else {
                        break;
                    };
                    mask[i] = b'-';
                }
                let here = mask.iter().filter(|&&m| m == b'O').count();
                if here == 0 {
                    continue;
                }
                circles += here;
                q.clue.push(format!(
                    "{}:{}",
                    String::from_utf8_lossy(&letters),
                    String::from_utf8_lossy(&mask)
                ));
                if pin {
                    q.pin.push(format!("{}={word}", q.clue.len()));
                }
            }
            // Split the blanks into up to three words; sometimes one printed letter joins a word.
            let parts = 1 + (split_seed % 3) as usize;
            let mut lens = vec![0usize; parts.min(circles)];
            for i in 0..circles {
                let k = lens.len();
                lens[(split_seed as usize / 3 + i * 7) % k] += 1;
            }
            let mut words: Vec<String> = lens
                .into_iter()
                .filter(|&l| l > 0)
                .map(|l| "-".repeat(l))
                .collect();
            if fixed % 4 == 0 {
                let letter = (b'a' + fixed / 4 % 26) as char;
                words[0].push(letter);
            }
            q.answer = words.join(" ");
            q
        })
}

/// A small puzzle that has answers: 1-3 real words, each scrambled into a clue with every square
/// circled (sometimes written as positions, sometimes pinned), and a pattern with the same
/// word lengths in another order.
fn arb_solvable_puzzle() -> impl Strategy<Value = JumbleQuery> {
    let d = dict20();
    let words: Vec<String> = d
        .ids()
        .map(|id| d.word(id).to_string())
        .filter(|w| (2..=4).contains(&w.len()))
        .collect();
    (
        proptest::collection::vec(
            (proptest::sample::select(words), any::<u64>(), any::<u8>()),
            1..=3,
        ),
        any::<u64>(),
    )
        .prop_map(|(picked, order)| {
            let mut q = JumbleQuery {
                limit: Some(10_000),
                ..Default::default()
            };
            let mut lens = Vec::new();
            for (word, shuffle, style) in picked {
                let mut letters: Vec<u8> = word.bytes().collect();
                let mut s = shuffle;
                for i in (1..letters.len()).rev() {
                    s = s
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    letters.swap(i, (s >> 33) as usize % (i + 1));
                }
                let mask = if style % 2 == 0 {
                    "O".repeat(letters.len())
                } else {
                    (1..=letters.len())
                        .map(|i| i.to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                };
                q.clue
                    .push(format!("{}:{mask}", String::from_utf8_lossy(&letters)));
                if style % 5 == 0 {
                    q.pin.push(format!("{}={word}", q.clue.len()));
                }
                lens.push(word.len());
            }
            let k = (order % lens.len() as u64) as usize;
            lens.rotate_left(k);
            q.answer = lens
                .iter()
                .map(|&l| "-".repeat(l))
                .collect::<Vec<_>>()
                .join(" ");
            q
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn agrees_with_the_permutation_search(q in prop_oneof![arb_puzzle(), arb_solvable_puzzle()]) {
        let d = dict20();
        let ours = jumble::solve(d, &q, &mut Budget::default()).unwrap();
        let oracle = reference::jumble::solve(d, &q).unwrap();
        prop_assert!(ours.complete);
        let mut clue_words: Vec<Vec<String>> =
            ours.clues.iter().map(|c| c.words.iter().map(|w| w.word.clone()).collect()).collect();
        for w in &mut clue_words {
            w.sort();
        }
        prop_assert_eq!(clue_words, oracle.clue_words);
        let mut phrases: Vec<String> = ours.answers.iter().map(|p| p.phrase.clone()).collect();
        phrases.sort();
        prop_assert_eq!(ours.count as usize, phrases.len());
        prop_assert_eq!(phrases, oracle.answers);
    }

    #[test]
    fn never_panics_on_any_input(
        clues in proptest::collection::vec("\\PC{0,20}", 0..10),
        pins in proptest::collection::vec("\\PC{0,12}", 0..3),
        answer in "\\PC{0,40}",
    ) {
        let q = JumbleQuery { clue: clues, pin: pins, answer, limit: Some(20) };
        let _ = jumble::solve(dict(70), &q, &mut Budget::new(200_000));
    }
}

// ---------------------------------------------------------------------------------------------
// The command line.

#[test]
fn cli_json_has_the_fields_of_the_issue() {
    let Run { code, out, err: _ } = cli(&[
        "jumble",
        "--clue",
        "MSUNI:-OOO-",
        "--clue",
        "DEALG:OOO--",
        "--clue",
        "TBNATE:--OO-O",
        "--clue",
        "NCORUC:-OO--O",
        "--answer",
        "------- -----",
        "--json",
        "--limit",
        "3",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["clues"][0]["scramble"], "msuni");
    assert_eq!(
        v["clues"][0]["words"][0],
        serde_json::json!({"word": "minus", "level": 20, "commonness": "common", "circled": "inu"})
    );
    assert_eq!(v["answers"][0]["phrase"], "running total");
    assert_eq!(
        v["answers"][0]["words"],
        serde_json::json!(["running", "total"])
    );
    assert_eq!(
        v["answers"][0]["from"],
        serde_json::json!([["minus", "glade", "batten", "concur"]])
    );
    assert_eq!(v["answers"].as_array().unwrap().len(), 3);
    assert_eq!(
        (
            v["count"].as_u64(),
            v["complete"].as_bool(),
            v["truncated"].as_bool()
        ),
        (Some(7), Some(true), Some(true))
    );
    assert!(v["reason"].is_null());
}

#[test]
fn cli_text_and_pins() {
    let Run { code, out, err: _ } = cli(&[
        "jumble",
        "--clue",
        "MSUNI:-OOO-",
        "--clue",
        "DEALG:OOO--",
        "--clue",
        "TBNATE:--OO-O",
        "--clue",
        "NCORUC:-OO--O",
        "--pin",
        "2=glade",
        "--answer",
        "------- -----",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("1. running total"), "{out}");
    assert!(out.contains("glade (uncommon) -> gla  (pinned)"), "{out}");
    assert!(out.contains("7 answers"), "{out}");
}

#[test]
fn cli_impossible_puzzle_is_exit_0_with_a_reason() {
    let Run { code, out, err: _ } = cli(&[
        "jumble",
        "--clue",
        "msuni:-OOO-",
        "--answer",
        "----",
        "--json",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v["reason"],
        "the pattern needs 4 letters, the circles give 3"
    );
    assert_eq!(v["count"], 0);
}

#[test]
fn cli_hyphenated_answer_in_text_and_json() {
    let args = [
        "jumble",
        "--clue",
        "tossup:OOOOOO",
        "--pin",
        "1=tossup",
        "--answer",
    ];
    let run = |pattern: &str, json: bool| {
        let mut argv = args.to_vec();
        argv.push(pattern);
        argv.extend(["--limit", "3"]);
        if json {
            argv.push("--json");
        }
        cli(&argv)
    };
    let Run { code, out, err } = run("____-__", false);
    assert_eq!(code, 0, "{err}");
    // Shown with its hyphen, among the most likely (stop-us ties it with the word triples).
    assert!(out.contains(". toss-up "), "{out}");
    // Pasted as a puzzle site prints it: typographic quotes, and an en dash (once refused as
    // "the answer pattern has '–' at position 8").
    let Run { code, out, err } = run("\u{2018}____-__\u{2019} \u{2013} ___", true);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v["reason"],
        "the pattern needs 9 letters, the circles give 6"
    );
    let Run { code, out, err } = run("\u{2018}____-__\u{2019}", true);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let toss = v["answers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["phrase"] == "'toss-up'")
        .expect("toss-up is listed, with its quotes and hyphen");
    assert_eq!(toss["words"], serde_json::json!(["toss", "up"]));
    assert_eq!(v["count"], 19);
}

/// Fuzz target `solve_jumble`: a word printed in full in the answer pattern (`tag --`) is shown
/// as it is and not looked up, but the reference permutation search looked it up and found no
/// answer. The reference now agrees (the input as found, the dictionary's words from its
/// `dict=` line).
#[test]
fn fuzz_printed_word_not_in_the_dictionary() {
    let d = Dictionary::from_words(&["act", "tac", "at", "taza", "dog", "god", "go", "do"]);
    let q = query(&["dgo:OO-"], &[], "tag --", None);
    let ours = jumble::solve(&d, &q, &mut Budget::default()).unwrap();
    let mut phrases: Vec<String> = ours.answers.iter().map(|p| p.phrase.clone()).collect();
    phrases.sort();
    assert_eq!(phrases, ["tag do", "tag go"]);
    assert_eq!(reference::jumble::solve(&d, &q).unwrap().answers, phrases);
}

/// Issue 17: a clue without circles is only unscrambled, and a puzzle of clues only (no answer
/// pattern) lists each clue's words, most common first, with no final answer.
#[test]
fn clues_without_circles_are_unscrambled() {
    let Run { code, out, err } = cli(&["jumble", "--clue", "msuni", "--clue", "TBNATE", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["clues"][0]["positions"], serde_json::json!([]));
    assert_eq!(
        v["clues"][0]["words"],
        serde_json::json!([{"word": "minus", "level": 20, "commonness": "common", "circled": ""}])
    );
    assert_eq!(v["clues"][1]["words"][0]["word"], "batten");
    assert_eq!(
        (
            &v["pools"],
            &v["answers"],
            &v["count"],
            &v["reason"],
            &v["notes"]
        ),
        (
            &serde_json::json!([]),
            &serde_json::json!([]),
            &serde_json::json!(0),
            &serde_json::Value::Null,
            &serde_json::json!([])
        )
    );
    // Ranked: a clue of several words lists them most common first, as the solver does.
    let a = jumble::solve(
        dict(70),
        &query(&["tfsaer"], &[], "", None),
        &mut Budget::default(),
    )
    .unwrap();
    let words: Vec<&str> = a.clues[0].words.iter().map(|w| w.word.as_str()).collect();
    assert!(words.len() >= 3 && words[0] == "faster", "{words:?}");
    let q = query(&["tfsaer:OO----", "msuni"], &[], "", None);
    let a = jumble::solve(dict(70), &q, &mut Budget::default()).unwrap();
    assert_eq!(a.clues[0].words.len(), words.len());
    assert!(a.answers.is_empty() && a.count == 0 && a.reason.is_none());
    // The circled letters of the clues that have circles are still pooled.
    assert_eq!(a.pools, ["af", "st"]);

    // The text form: the clues, no answer line.
    let Run { code, out, err } = cli(&["jumble", "--clue", "msuni", "--clue", "dealg:OOO--"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("minus (common)\n"), "{out}");
    assert!(out.contains("glade (uncommon) -> gla"), "{out}");
    assert!(out.ends_with("circled letters: agl\n"), "{out}");
    assert!(!out.contains("answer"), "{out}");

    // A clue without circles beside clues with them: the pattern takes their letters only.
    check(
        &["MSUNI:-OOO-", "DEALG:OOO--", "TBNATE", "NCORUC:-OO--O"],
        &[],
        "---- -----",
        1,
        "clue msuni: minus(inu)
         clue dealg: glade(gla)
         clue tbnate: batten()
         clue ncoruc: concur(onr)
         ruin along [minus,glade,batten,concur]
         count 14",
    );
}

/// The no-anagram reason gives advice on the surface that shows it: `--pin` on the command line,
/// the Pins field in the page (`commands::run` renders every reason for its surface).
#[test]
fn no_anagram_advice_names_the_surface() {
    use crate::common::{FixedEnv, PageEnv};
    use std::rc::Rc;
    use wordwright::commands::{self, Answer};
    use wordwright::options::{Reach, Values};
    let dict = Rc::new(wordwright::embedded::dictionary(70).unwrap());
    let v = Values::read(
        &jumble::JUMBLE,
        [("clue", "xqzjv"), ("clue", "dealg")].map(|(k, v)| (k.to_string(), v.to_string())),
        Reach::Cli,
    )
    .unwrap();
    let reason = |r: commands::Response| match r.answer {
        Answer::Jumble(a) => a.reason.unwrap(),
        _ => panic!("not a Jumble answer"),
    };
    let cli_env = &mut FixedEnv(dict.clone(), None);
    let on_cli = reason(commands::run(&v, cli_env, &mut Budget::default()).unwrap());
    assert_eq!(
        on_cli,
        "clue 1 (xqzjv) has no anagram at level <= 70: pin it with --pin 1=WORD, or try a larger dictionary (a higher level)"
    );
    let page_env = &mut PageEnv(FixedEnv(dict, None));
    let in_page = reason(commands::run(&v, page_env, &mut Budget::default()).unwrap());
    assert_eq!(
        in_page,
        "clue 1 (xqzjv) has no anagram at level <= 70: pin it with \u{201c}Pins\u{201d} 1=WORD, or try a larger dictionary (a higher level)"
    );
}
