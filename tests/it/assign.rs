//! Tests for `wordwright assign`: data-driven cases through one `check` helper (against the
//! embedded dictionary and small word lists), the bad-input table, property tests against the
//! plain backtracking solver in `reference::assign`, and the command line.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use crate::common::{cli, dict, stickers, Run};
use proptest::prelude::*;
use wordwright::assign::{self, AssignAnswer, AssignQuery};
use wordwright::budget::Budget;
use wordwright::dict::Dictionary;
use wordwright::error::ErrorKind;
use wordwright::rank::Cost;
use wordwright::reference;
use wordwright::rng::SplitMix64;

/// The first 40 words of the Gettysburg Address, enciphered with a random derangement (the
/// benchmark's cryptogram).
const GETTYSBURG: &str = "CPEK GXPKA UVL GAMAV JAUKG USP PEK CUYIAKG QKPESIY CPKYI PV YITG XPVYTVAVY, U VAF \
VUYTPV, XPVXATMAL TV NTQAKYJ, UVL LALTXUYAL YP YIA WKPWPGTYTPV YIUY UNN OAV UKA XKAUYAL AZEUN. VPF FA UKA \
AVSUSAL TV U SKAUY XTMTN FUK, YAGYTVS";

fn rows(rows: &[&str]) -> AssignQuery {
    AssignQuery {
        row: rows.iter().map(|s| s.to_string()).collect(),
        ..Default::default()
    }
}

fn crypto(text: &str) -> AssignQuery {
    AssignQuery {
        crypto: Some(text.to_string()),
        ..Default::default()
    }
}

fn solve(dict: &Dictionary, q: &AssignQuery) -> AssignAnswer {
    assign::solve(dict, q, &mut Budget::default())
        .unwrap_or_else(|e| panic!("{q:?}: {}", e.message))
}

/// The answer as text: count, each solution's words, forced and varying symbols, the reason.
fn render(a: &AssignAnswer) -> String {
    let mut out = vec![format!(
        "count={} complete={} truncated={}",
        a.count, a.complete, a.truncated
    )];
    for s in &a.solutions {
        let mut line = s.words.join(" ");
        if !s.nonwords.is_empty() {
            line.push_str(&format!("  (not words: {:?})", s.nonwords));
        }
        out.push(line);
    }
    if !a.forced.0.is_empty() {
        let f: Vec<String> = a.forced.0.iter().map(|(k, v)| format!("{k}={v}")).collect();
        out.push(format!("forced: {}", f.join(" ")));
    }
    if !a.varies.0.is_empty() {
        let v: Vec<String> = a
            .varies
            .0
            .iter()
            .map(|(k, v)| format!("{k}={}", v.join("|")))
            .collect();
        out.push(format!("varies: {}", v.join(" ")));
    }
    if let Some(r) = &a.reason {
        out.push(format!("reason: {r}"));
    }
    if !a.conflict.is_empty() {
        out.push(format!("conflict: {:?}", a.conflict));
    }
    out.join("\n")
}

/// Solves `q` and compares the rendered answer with `expect` (lines trimmed). Without
/// `--nonwords`, a cryptogram's plaintexts with a word outside the dictionary (listed, not
/// counted) are left out: these checks are of the counted solutions.
#[track_caller]
fn check(dict: &Dictionary, q: AssignQuery, expect: &str) {
    let mut a = solve(dict, &q);
    if q.nonwords.unwrap_or(0) == 0 {
        a.solutions.retain(|s| s.nonwords.is_empty());
    }
    let got = render(&a);
    let want: Vec<&str> = expect.trim().lines().map(str::trim).collect();
    assert_eq!(got, want.join("\n"), "\n--- got ---\n{got}\n");
}

// ---- The published puzzle ----

#[test]
fn published_puzzle_level_95_finds_the_write_ups_two_solutions() {
    check(
        dict(95),
        rows(&stickers()),
        "count=2 complete=true truncated=false
         three flush torch after optic fifth court lifts ultra ethic
         three flush torch after ontic fifth court lifts ultra ethic
         forced: club=t star=h grapes=r seven=e cherry=f crown=l spade=u heart=s horseshoe=o bar=c bell=a diamond=i
         varies: dollar=n|p",
    );
}

#[test]
fn published_puzzle_by_level_and_known_letters() {
    check(
        dict(60),
        rows(&stickers()),
        "count=1 complete=true truncated=false
         three flush torch after optic fifth court lifts ultra ethic
         forced: club=t star=h grapes=r seven=e cherry=f crown=l spade=u heart=s horseshoe=o bar=c bell=a dollar=p diamond=i",
    );
    let d95 = dict(95);
    let mut q = rows(&stickers());
    q.known = vec!["dollar=p".into(), "club = T".into()];
    let a = solve(d95, &q);
    assert_eq!(a.count, 1);
    assert_eq!(a.solutions[0].words[4], "optic");
    // Several pairs in one value, as people paste them (and as the page's field takes them).
    q.known = vec!["dollar=p, club = T".into()];
    assert_eq!(solve(d95, &q).count, 1);
    q.known = vec!["dollar=p club=T,".into()];
    assert_eq!(solve(d95, &q).count, 1);
    q.known = vec!["club=s".into()];
    let a = solve(d95, &q);
    assert_eq!((a.count, a.complete), (0, true));
    let reason = a.reason.unwrap_or_default();
    assert!(reason.contains("cannot all be words at once"), "{reason}");
    assert!(
        reason.ends_with("the largest dictionary has no such words."),
        "{reason}"
    );
}

#[test]
fn published_puzzle_at_level_10_names_the_two_rows_that_clash() {
    check(
        dict(10),
        rows(&stickers()),
        "count=0 complete=true truncated=false
         reason: row 1 (club star grapes seven seven) and row 6 (cherry diamond cherry club star) cannot both be \
         words at once with different letters for different symbols at level <= 10, though each can on its own; \
         try a larger dictionary (a higher level).
         conflict: [1, 6]",
    );
}

#[test]
fn published_puzzle_limit_and_budget() {
    let d = dict(95);
    let mut q = rows(&stickers());
    q.limit = Some(1);
    let a = solve(d, &q);
    assert_eq!((a.count, a.solutions.len(), a.truncated), (2, 1, true));
    assert_eq!(
        a.solutions[0].words[4], "optic",
        "solutions come most likely first: optic is the more common word"
    );
    assert_eq!(
        a.solutions[0].assignment.get("dollar").map(String::as_str),
        Some("p")
    );
    q.limit = Some(0);
    let a = solve(d, &q);
    assert_eq!((a.count, a.solutions.len(), a.truncated), (2, 0, true));

    let a = assign::solve(d, &rows(&stickers()), &mut Budget::new(2_000)).unwrap();
    assert!(!a.complete);
    assert!(a.count < 2);
    assert!(
        a.reason.as_deref().is_some_and(|r| r.contains("budget")),
        "{:?}",
        a.reason
    );
}

#[test]
fn published_puzzle_json_shape() {
    let a = solve(dict(95), &rows(&stickers()));
    let v = serde_json::to_value(&a).unwrap();
    assert_eq!(v["count"], 2);
    assert_eq!(v["complete"], true);
    let first = &v["solutions"][0];
    assert_eq!(first["assignment"]["club"], "t");
    assert_eq!(first["words"][0], "three");
    let keys: Vec<&String> = first["assignment"].as_object().unwrap().keys().collect();
    assert_eq!(
        keys[..3],
        ["club", "star", "grapes"],
        "symbols keep their order"
    );
    assert!(first.get("nonwords").is_none() && first.get("plaintext").is_none());
    assert_eq!(v["varies"]["dollar"], serde_json::json!(["n", "p"]));
    assert_eq!(v["rows"][0]["candidates"], 316, "ABCDD words at level 95");
    assert_eq!(v["reason"], serde_json::Value::Null);
}

// ---- Cryptograms ----

#[test]
fn cryptogram_gettysburg() {
    let plain = "four score and seven years ago our fathers brought forth on this continent, a new nation, \
                 conceived in liberty, and dedicated to the proposition that all men are created equal. now we \
                 are engaged in a great civil war, testing";
    let a = solve(dict(70), &crypto(GETTYSBURG));
    assert_eq!((a.count, a.complete), (2, true));
    let texts: Vec<&str> = a
        .solutions
        .iter()
        .filter_map(|s| s.plaintext.as_deref())
        .collect();
    assert_eq!(texts[0], plain, "men is far more common than ken");
    assert_eq!(texts[1], plain.replace(" men ", " ken "));
    assert_eq!(
        a.varies.0,
        [("O".to_string(), vec!["k".to_string(), "m".to_string()])]
    );
    assert_eq!(a.forced.get("U").map(String::as_str), Some("a"));
    assert_eq!(solve(dict(95), &crypto(GETTYSBURG)).count, 4);
}

/// Symbols are told apart without case, as people type them: "Club" and "club" are one symbol,
/// shown as first written, and `--known CLUB=i` names it.
#[test]
fn symbols_ignore_case() {
    let r = cli(&[
        "assign",
        "--row",
        "Club star",
        "--row",
        "club STAR",
        "--known",
        "CLUB=i",
        "--json",
    ]);
    assert_eq!(r.code, 0, "{}", r.err);
    let doc = r.json();
    let first = doc["solutions"][0]["assignment"].as_object().unwrap();
    assert_eq!(first.keys().collect::<Vec<_>>(), ["Club", "star"]);
    assert_eq!(first["Club"], "i");
}

/// The first n plaintexts are the list of n: ties of cost go by the words, not by the order the
/// search met them in ("om" and "ow" cost the same here; with a limit of 3 "ow" was third, with 4
/// "om").
#[test]
fn a_shorter_list_is_the_start_of_a_longer_one() {
    let listed = |limit: usize| -> Vec<String> {
        let (crypto, limit) = (
            "PS IF, SV MSP PS IF: PKQP XR PKF GNFRPXSM!",
            limit.to_string(),
        );
        let r = cli(&[
            "assign", "--crypto", crypto, "--known", "I=b", "--limit", &limit, "--json",
        ]);
        assert_eq!(r.code, 0, "{}", r.err);
        r.json()["solutions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["plaintext"].as_str().unwrap().to_string())
            .collect()
    };
    let all = listed(8);
    assert!(all.len() == 8 && all[0] == "to be, or not to be: that is the question!");
    for n in 1..8 {
        assert_eq!(listed(n), all[..n], "limit {n}");
    }
}

/// When the budget cuts the count short, the deepening lists solutions the count never met:
/// `forced` and `varies` hold for every solution listed all the same, and the text does not call
/// a letter forced that no finished count proved.
#[test]
fn an_incomplete_count_claims_nothing_the_listed_solutions_contradict() {
    let a = assign::solve(
        dict(70),
        &AssignQuery {
            limit: Some(20),
            ..crypto("Gsv jfrxp yildm ulc")
        },
        &mut Budget::new(200_000),
    )
    .unwrap();
    assert!(
        !a.complete && a.count > 1 && !a.solutions.is_empty(),
        "{a:?}"
    );
    for s in &a.solutions {
        for (sym, letter) in &s.assignment.0 {
            if let Some(f) = a.forced.get(sym) {
                assert_eq!(
                    f, letter,
                    "{sym} is listed as {letter} in {:?}",
                    s.plaintext
                );
            } else {
                let v = a
                    .varies
                    .get(sym)
                    .unwrap_or_else(|| panic!("{sym} neither forced nor varying"));
                assert!(
                    v.contains(letter),
                    "{sym}={letter} in {:?} is not among {v:?}",
                    s.plaintext
                );
            }
        }
    }
    let r = cli(&[
        "assign",
        "--crypto",
        "Gsv jfrxp yildm ulc",
        "--budget",
        "200000",
    ]);
    assert!(!r.out.contains("\nforced:"), "{}", r.out);
    assert!(
        r.out
            .contains("\nthe same in every solution found so far (not all were counted): "),
        "{}",
        r.out
    );
}

#[test]
fn cryptogram_with_a_name_outside_the_dictionary() {
    // "Then Nathan said to the king, the man that hath done this thing shall surely die."
    // under a -> B, b -> C, ...: "nathan" is no level-70 word, and every letter of it occurs
    // elsewhere.
    let text = "UIFO OBUIBO TBJE UP UIF LJOH, UIF NBO UIBU IBUI EPOF UIJT UIJOH TIBMM TVSFMZ EJF.";
    let a = solve(dict(70), &crypto(text));
    assert_eq!(
        (a.count, a.complete),
        (0, true),
        "no plaintext of dictionary words"
    );
    assert!(a.reason.is_some());
    assert_eq!(a.uncounted, a.solutions.len());
    assert!(a.solutions.iter().all(|s| s.nonwords.len() == 1));
    // Ranked by words alone here (no pair data): the name is found, whatever "man" reads as.
    let first = &a.solutions[0];
    assert!(
        first.words[1] == "nathan" && first.nonwords == [2],
        "{first:?}"
    );
    let plain = "then nathan said to the king, the man that hath done this thing shall surely die.";
    assert!(a
        .solutions
        .iter()
        .any(|s| s.plaintext.as_deref() == Some(plain)));
    // The name costs its letters: more than a common word, less than the rest of the sentence.
    let part = first.why.iter().find(|p| p.words == ["nathan"]).unwrap();
    assert!(part.cost > Cost(6000) && part.cost < first.cost, "{part:?}");
    // With --nonwords the name is counted and its letters are left free as before.
    let mut q = crypto(text);
    q.nonwords = Some(1);
    assert!(solve(dict(70), &q).count > 0);
}

/// A name of SCOWL's level-80 lists (which draw on UKACD) is read at level 70 too, and the
/// answer that lists it carries UKACD's notice; one with names of the lower levels does not.
#[test]
fn a_level_80_name_is_read_and_carries_the_ukacd_notice() {
    // The first plaintext of a cryptogram, and the kinds of its answer's notes.
    let first = |text: &str| {
        let r = cli(&["assign", "--crypto", text, "--limit", "3", "--json"]);
        assert_eq!(r.code, 0, "{}", r.err);
        let v = r.json();
        let kinds: Vec<String> = v["notes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n["kind"].as_str().unwrap().to_string())
            .collect();
        (
            v["solutions"][0]["plaintext"].as_str().unwrap().to_string(),
            kinds,
        )
    };
    // Under a -> b, b -> c, ...: "merkel" is a name of level 80 only.
    let (plain, kinds) =
        first("UIFO UIF DIBODFMMPS NFSLFM, TQPLF UP UIF QFPQMF PG UIF OBUJPO UPEBZ.");
    assert_eq!(
        plain,
        "then the chancellor merkel, spoke to the people of the nation today."
    );
    assert_eq!(kinds, ["ukacd"]);
    // David and Jonathan are names of the levels below 80.
    let (plain, kinds) = first("Uifo tbje Ebwje up Kpobuibo, Xip tibmm ufmm nf?");
    assert_eq!(plain, "then said david to jonathan, who shall tell me?");
    assert!(kinds.is_empty(), "{kinds:?}");
}

#[test]
fn cryptogram_with_two_names_reads_them_from_the_names() {
    // 1 Samuel 20:10 under a -> b, b -> c, ...: "david" and "jonathan" are no level-70 words.
    let text = "Uifo tbje Ebwje up Kpobuibo, Xip tibmm ufmm nf? ps xibu jg uiz gbuifs botxfs uiff \
                spvhimz?";
    let plain =
        "then said david to jonathan, who shall tell me? or what if thy father answer thee \
                 roughly?";
    let names = wordwright::embedded::names().unwrap();
    let ranking = wordwright::embedded::ranking().unwrap();
    let with = assign::solve_ranked(
        dict(70),
        Some(&ranking),
        assign::Beyond {
            names: Some(&names),
            spellings: None,
        },
        &crypto(text),
        &mut Budget::default(),
    )
    .unwrap();
    let first = &with.solutions[0];
    assert_eq!(first.plaintext.as_deref(), Some(plain));
    // Names are outside the dictionary: marked, listed, not counted.
    assert_eq!(first.nonwords, [3, 5]);
    assert_eq!((with.count, with.uncounted), (0, with.solutions.len()));
    // A name the word pairs do not know is costed by its frequency and the name's cost.
    let jonathan = first.why.iter().find(|p| p.words == ["jonathan"]).unwrap();
    assert!(jonathan.cost > assign::NAME, "{jonathan:?}");
    // Without the names, two words outside the dictionary are beyond reach.
    let without = assign::solve_ranked(
        dict(70),
        Some(&ranking),
        assign::Beyond::default(),
        &crypto(text),
        &mut Budget::default(),
    )
    .unwrap();
    assert!(without
        .solutions
        .iter()
        .all(|s| s.plaintext.as_deref() != Some(plain)));
    assert_eq!(
        (without.count, without.complete),
        (with.count, with.complete)
    );
}

/// A word of another spelling than the one in use is read as a name is: listed, marked, not
/// counted, costed by its frequency; in its own spelling it is a dictionary word.
#[test]
fn cryptogram_reads_words_of_other_spellings() {
    // Under a -> b, b -> c, ...: "neighbour" and "colour" are British spellings.
    let text = "NZ OFJHICPVS QBJOUFE UIF GFODF B CSJHIU DPMPVS ZFTUFSEBZ.";
    let plain = "my neighbour painted the fence a bright colour yesterday.";
    let run = |spelling: &str| {
        let r = cli(&[
            "--spelling",
            spelling,
            "assign",
            "--crypto",
            text,
            "--limit",
            "3",
            "--json",
        ]);
        assert_eq!(r.code, 0, "{}", r.err);
        r.json()
    };
    let us = run("us");
    assert_eq!(us["solutions"][0]["plaintext"], plain);
    assert_eq!(us["solutions"][0]["nonwords"], serde_json::json!([2, 8]));
    assert_eq!(us["count"], 0);
    let colour = us["solutions"][0]["why"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["words"] == serde_json::json!(["colour"]))
        .unwrap();
    assert!(
        colour["cost"].as_f64().unwrap() >= assign::SPELLED_OTHERWISE.0 as f64 / 1000.0,
        "{colour}"
    );
    // A note names them and the spelling that has them.
    let note = us["notes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["kind"] == "other_spellings")
        .unwrap_or_else(|| panic!("{}", us["notes"]));
    assert_eq!(note["lines"], serde_json::json!(["neighbour", "colour"]));
    assert!(
        note["message"]
            .as_str()
            .unwrap()
            .contains("British (-ise) spelling (--spelling gb)"),
        "{note}"
    );
    let gb = run("gb");
    assert_eq!(gb["solutions"][0]["plaintext"], plain);
    assert!(
        gb["notes"]
            .as_array()
            .unwrap()
            .iter()
            .all(|n| n["kind"] != "other_spellings"),
        "{}",
        gb["notes"]
    );
    assert!(
        gb["solutions"][0]["nonwords"].is_null(),
        "{}",
        gb["solutions"][0]
    );
    assert!(gb["count"].as_u64().unwrap() > 0);
}

#[test]
fn cryptogram_counts_are_those_of_dictionary_words() {
    // The listed plaintexts with a name do not change count, forced or varies.
    let a = solve(dict(70), &crypto(GETTYSBURG));
    let counted: Vec<_> = a
        .solutions
        .iter()
        .filter(|s| s.nonwords.is_empty())
        .collect();
    assert_eq!((a.count, counted.len()), (2, 2));
    assert_eq!(a.varies.0.len(), 1);
}

#[test]
fn cryptogram_punctuation_and_contractions() {
    // Enciphered with a -> B, b -> C, ... (no letter is itself).
    let shift = |s: &str| -> String {
        s.chars()
            .map(|c| {
                if c.is_ascii_alphabetic() {
                    (b'A' + (c.to_ascii_lowercase() as u8 - b'a' + 1) % 26) as char
                } else {
                    c
                }
            })
            .collect()
    };
    let text = shift("Don't count your chickens before they're hatched, said the farmer's wife.");
    assert_eq!(
        text,
        "EPO'U DPVOU ZPVS DIJDLFOT CFGPSF UIFZ'SF IBUDIFE, TBJE UIF GBSNFS'T XJGF."
    );
    let a = solve(dict(70), &crypto(&text));
    check(
        dict(70),
        crypto(&text),
        "count=3 complete=true truncated=false
         don't count your chickens before they're hatched said the farmer's life
         don't count your chickens before they're hatched said the farmer's wife
         lon't count your chickens before they're hatchel sail the farmer's wife
         forced: P=o O=n U=t D=c V=u Z=y S=r I=h J=i L=k F=e T=s C=b G=f B=a N=m
         varies: E=d|l X=l|w",
    );
    let plain = "don't count your chickens before they're hatched, said the farmer's wife.";
    assert_eq!(a.solutions[1].plaintext.as_deref(), Some(plain));
    // Contractions are looked up as a word plus an ending.
    let fits: Vec<Option<usize>> = a.rows.iter().map(|r| r.candidates).collect();
    assert!(fits.iter().all(|c| c.is_some_and(|n| n > 0)), "{fits:?}");
}

#[test]
fn contraction_rules() {
    let d = list(&["do", "is", "they", "cat", "don", "fin"]);
    let fits = |w: &str, prefix| assign::contraction_fits(&d, w.as_bytes(), prefix);
    assert!(
        fits("dont", 3) && fits("isnt", 3) && fits("theyre", 4) && fits("cats", 3) && fits("im", 1)
    );
    assert!(fits("cant", 3) && fits("wont", 3), "irregular n't");
    assert!(!fits("xint", 3), "neither xi nor xin is a word");
    assert!(
        fits("fint", 3),
        "fi is no word, but fin then 't is old texts' fin it"
    );
    assert!(!fits("catm", 3) && !fits("cat", 3) && !fits("catx", 3) && !fits("ts", 1));
    // One contraction row of four different letters: every contraction of that shape whose
    // letters differ from the ciphertext's.
    let a = solve(&d, &crypto("EPO'U"));
    // Listed most likely first: 'd after a noun is a contraction English does not make, so
    // those come last; the others by their stems' frequencies (the same order here: the
    // test list has no frequencies, so alphabetical).
    let counted = a.solutions.iter().filter(|s| s.nonwords.is_empty());
    let mut words: Vec<&str> = counted.map(|s| s.words[0].as_str()).collect();
    assert_eq!(&words[words.len() - 2..], ["cat'd", "fin'd"]);
    words.sort_unstable();
    assert_eq!(
        words,
        [
            "ain't", "can't", "cat'd", "cat's", "don's", "don't", "fin'd", "fin's", "fin't",
            "isn't", "won't"
        ]
    );
    // No contraction of shape ABA'B: the reason says so.
    let a = solve(&d, &crypto("ABA'B"));
    assert!(
        a.reason
            .as_deref()
            .is_some_and(|r| r.starts_with("word 1 (ABA'B) cannot be a word: no contraction")),
        "{:?}",
        a.reason
    );
}

#[test]
fn elided_past_tenses_are_candidates_though_their_stems_are_not_words() {
    // lov'd is loved and accus'd accused (old texts' spelling), though lov and accus are no
    // words; fl'd is not fled (too short a stem), and a stem whose -ed form is no word is none.
    let d = list(&["loved", "accused", "fled", "kill", "killed", "glove"]);
    let fits = |w: &str, prefix| assign::contraction_fits(&d, w.as_bytes(), prefix);
    assert!(fits("lovd", 3) && fits("accusd", 5) && fits("killd", 4));
    assert!(!fits("fld", 2) && !fits("glovd", 4) && !fits("lovs", 3));
    // A cryptogram of one such word counts it among the dictionary's words (not as a word
    // outside the dictionary, which the letter model might also guess).
    let counted = |q: &str| -> Vec<String> {
        let a = solve(&d, &crypto(q));
        let words = a.solutions.iter().filter(|s| s.nonwords.is_empty());
        words.map(|s| s.words[0].clone()).collect()
    };
    assert_eq!(counted("QRRST'V"), ["accus'd"]);
    // Of the -ed words, only loved has a three-letter stem (fled's is two letters, killed's four);
    // the other answers are the built-in contractions (ain't, can't, ...).
    let elided = |q: &str| -> Vec<String> {
        counted(q)
            .into_iter()
            .filter(|w| w.ends_with("'d"))
            .collect()
    };
    assert_eq!(elided("XYZ'W"), ["lov'd"]);
    assert_eq!(elided("XY'Z"), Vec::<String>::new());
}

#[test]
fn old_texts_contractions_are_candidates() {
    // know'st, dar'st (dare), runn'st (run); o'er (over), ta'en (taken), e'en (even); is't and
    // on't (a word then 't for it).
    let d = list(&[
        "know", "dare", "run", "over", "taken", "even", "is", "on", "cat", "called", "entered",
        "fastened", "seated",
    ]);
    let fits = |w: &str, prefix| assign::contraction_fits(&d, w.as_bytes(), prefix);
    assert!(fits("knowst", 4) && fits("darst", 3) && fits("runnst", 4));
    assert!(fits("oer", 1) && fits("taen", 2) && fits("een", 1));
    assert!(fits("ist", 2) && fits("ont", 2));
    assert!(!fits("kst", 1) && !fits("caer", 2) && !fits("caen", 2) && !fits("xyt", 2));
    // call'dst (called), thou'dst; ent'red (entered) and fast'ned, an e left out before a
    // consonant (not seat'aed).
    assert!(fits("calldst", 4) && fits("thoudst", 4) && fits("entred", 3) && fits("fastned", 4));
    assert!(!fits("cdst", 1) && !fits("catdst", 3) && !fits("seataed", 4));
    // In a cryptogram they are counted with the dictionary's words, each shape's own.
    let counted = |q: &str| counted_plaintexts(&d, q);
    let second = |q: &str| -> Vec<String> {
        counted(q)
            .into_iter()
            .filter(|w| w.ends_with("'st"))
            .collect()
    };
    assert_eq!(second("QRST'UV"), ["dare'st", "know'st", "over'st"]);
    assert_eq!(second("QRS'TU"), ["dar'st", "run'st"]);
    assert_eq!(counted("Q'RS"), ["o'er"]);
    assert_eq!(counted("Q'QR"), ["e'en"]);
    assert!(counted("QR'ST").contains(&"ta'en".to_string()));
    let it: Vec<String> = counted("QR'S")
        .into_iter()
        .filter(|w| w.ends_with("'t"))
        .collect();
    assert_eq!(it, ["is't", "on't"]);
    assert_eq!(counted("QRSS'TUV"), ["call'dst"]);
    assert_eq!(counted("QRST'UVQ"), ["thou'dst"]);
    assert_eq!(counted("QRS'TQU"), ["ent'red"]);
    assert_eq!(counted("ABCD'EFG"), ["fast'ned"]);
}

#[test]
fn longer_endings_are_words_with_a_letter_left_out() {
    // wand'ring (wandering), med'cine (medicine), o'erlook (overlook): a vowel left out after
    // two letters or more, or the v before er; not an a (w'ndering), nor a vowel after one letter.
    let d = list(&[
        "wandering",
        "medicine",
        "overlook",
        "wondering",
        "the",
        "moon",
        "avenue",
        "town",
    ]);
    let fits = |w: &str, prefix| assign::contraction_fits(&d, w.as_bytes(), prefix);
    assert!(fits("wandring", 4) && fits("medcine", 3) && fits("oerlook", 1));
    assert!(!fits("wndering", 1) && !fits("avenue", 1) && !fits("venue", 1));
    let counted = |q: &str| counted_plaintexts(&d, q);
    assert_eq!(counted("QRST'UVSW"), ["wand'ring", "wond'ring"]);
    assert_eq!(counted("A'BCDAAE"), ["o'erlook"]);
    // One that no such word fits is not looked up (its letters are free), as O'CLOCK is not.
    check(
        &d,
        crypto("ABC DEEF Q'RQES"),
        "count=1 complete=true truncated=false
         the moon ?'??o?
         forced: A=t B=h C=e D=m E=o F=n
         varies: Q=? R=? S=?",
    );
    // One that such words fit, but not beside the rest, is not looked up either (MNGP'QRGS
    // fits wand'ring and wond'ring, but its G would be n, which the moon's F is).
    check(
        &d,
        crypto("ABC DEEF MNGP'QRGS"),
        "count=1 complete=true truncated=false
         the moon ????'????
         forced: A=t B=h C=e D=m E=o F=n
         varies: M=? N=? G=? P=? Q=? R=? S=?",
    );
}

#[test]
fn scowls_words_with_an_apostrophe_are_words() {
    // ma'am, o'clock, y'all, sou'wester: SCOWL's, at their levels (a user's list has none).
    let fits = |d: &Dictionary, w: &str, prefix| assign::contraction_fits(d, w.as_bytes(), prefix);
    let d = dict(70);
    assert!(fits(d, "maam", 2) && fits(d, "oclock", 1) && fits(d, "yall", 1));
    assert!(fits(d, "souwester", 3) && !fits(d, "mbam", 2) && !fits(d, "oclocks", 1));
    assert!(!fits(dict(20), "maam", 2) && !fits(&list(&["cat", "ma"]), "maam", 2));
    // "It is ten o'clock, ma'am, and the train is late." Before, MA'AM had no reading, so
    // nothing solved it.
    let text = "Oz ol ztf g'esgea, dq'qd, qfr zit zkqof ol sqzt.";
    let mut q = crypto(text);
    q.limit = Some(100_000);
    let a = solve(d, &q);
    assert!(a.count > 0, "{:?}", a.reason);
    let plain = "it is ten o'clock ma'am and the train is late";
    assert!(a
        .solutions
        .iter()
        .any(|s| s.nonwords.is_empty() && s.words.join(" ") == plain));
    // Ranked with the word pairs, it comes first.
    let run = crate::common::cli(&["--json", "assign", "--crypto", text]);
    let v: serde_json::Value = serde_json::from_str(&run.out).unwrap();
    assert_eq!(
        v["solutions"][0]["plaintext"],
        "it is ten o'clock, ma'am, and the train is late."
    );
}

#[test]
fn abbreviations_before_a_full_stop_are_words() {
    // "Mr. Smith said that the dog ate my homework, etc." Before, MR and ETC had no reading
    // (SCOWL lists them as abbreviations, not words), and the first plaintext was "um. lunar
    // lend area art dog eat up routhoms, tax."
    let text = "DJ. NDGVQ NRGA VQRV VQP AZH RVP DF QZDPSZJC, PVW.";
    let plain = "mr smith said that the dog ate my homework etc";
    let d = dict(70);
    let mut q = crypto(text);
    q.limit = Some(100_000);
    let a = solve(d, &q);
    assert!(a.complete);
    assert!(
        a.solutions
            .iter()
            .any(|s| s.nonwords.is_empty() && s.words.join(" ") == plain),
        "counted as words"
    );
    let run = crate::common::cli(&["--json", "assign", "--crypto", text]);
    let v: serde_json::Value = serde_json::from_str(&run.out).unwrap();
    assert_eq!(
        v["solutions"][0]["plaintext"],
        "mr. smith said that the dog ate my homework, etc."
    );
    // Only before a full stop: without one, MR is a word to find in the dictionary.
    let bare = text.replace('.', "");
    let a = solve(d, &crypto(&bare));
    assert!(!a.solutions.iter().any(|s| s.words.join(" ") == plain));
    // Only at their levels (mr is SCOWL's level 10, etc 40), and a user's word list has none.
    let words: Vec<&str> = plain
        .split(' ')
        .filter(|w| !["mr", "etc"].contains(w))
        .collect();
    assert!(counted_plaintexts(&list(&words), text).is_empty());
    let etc = |level| {
        let d = Dictionary::from_pairs(&[("bus", 10), ("dog", 10)], level);
        counted_plaintexts(&d, "ABC PVW.")
    };
    let has = |texts: &[String], t: &str| texts.iter().any(|x| x == t);
    // Any abbreviation of its shape fits a lone word; etc only from level 40, cum from 10.
    assert!(has(&etc(40), "dog etc") && has(&etc(40), "dog cum"));
    assert!(!has(&etc(35), "dog etc") && has(&etc(35), "dog cum"));
}

#[test]
fn sentences_end_inside_a_cryptogram() {
    // "I came home. The dog was gone! Where is it? Nobody knows." Each sentence is costed from
    // its start to its end: before, "home the" and "it nobody" were costed as pairs.
    let text = "D PHEU CJEU. VCU AJY MHZ YJIU! MCUSU DZ DV? IJGJAX QIJMZ.";
    let run = crate::common::cli(&["--json", "assign", "--allow-self", "--crypto", text]);
    let v: serde_json::Value = serde_json::from_str(&run.out).unwrap();
    let first = &v["solutions"][0];
    assert_eq!(
        first["plaintext"],
        "i came home. the dog was gone! where is it? nobody knows."
    );
    let parts: Vec<String> = first["why"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let words: Vec<&str> = p["words"]
                .as_array()
                .unwrap()
                .iter()
                .map(|w| w.as_str().unwrap())
                .collect();
            words.join(" ")
        })
        .collect();
    for part in ["home </s>", "<s> the", "gone </s>", "it </s>", "<s> nobody"] {
        assert!(
            parts
                .iter()
                .any(|p| p.ends_with(part) || p.starts_with(part)),
            "{part} in {parts:?}"
        );
    }
    assert!(!parts
        .iter()
        .any(|p| p.contains("home the") || p.contains("it nobody")));
    // A full stop after an abbreviation ends no sentence: "mr. smith" is one.
    let run = crate::common::cli(&[
        "--json",
        "assign",
        "--crypto",
        "DJ. NDGVQ NRGA VQRV VQP AZH RVP DF QZDPSZJC, PVW.",
    ]);
    let v: serde_json::Value = serde_json::from_str(&run.out).unwrap();
    let why = v["solutions"][0]["why"].to_string();
    assert!(why.contains(r#"["mr","smith"]"#), "{why}");
    assert!(!why.contains(r#"["mr","</s>"]"#), "{why}");
    // Nor does one after an initial: "george w. bush said no." is one sentence.
    let run = crate::common::cli(&[
        "--json",
        "assign",
        "--allow-self",
        "--crypto",
        "GEORGE W. BUSH SAID NO.",
        "--known",
        "G=g,E=e,O=o,R=r,W=w,B=b,U=u,S=s,H=h,A=a,I=i,D=d,N=n",
    ]);
    let v: serde_json::Value = serde_json::from_str(&run.out).unwrap();
    assert_eq!(v["solutions"][0]["plaintext"], "george w. bush said no.");
    let why = v["solutions"][0]["why"].to_string();
    assert!(!why.contains(r#""w","</s>""#), "{why}");
    assert_eq!(why.matches("</s>").count(), 1, "{why}");
}

#[test]
fn other_apostrophes_are_not_looked_up() {
    // W'WWW is no contraction (three letters after the apostrophe, and no old text's contraction
    // has that pattern): W gets no letter.
    check(
        &list(&["cat", "dog"]),
        crypto("XYZ QRS W'WWW"),
        "count=2 complete=true truncated=false
         cat dog ?'???
         dog cat ?'???
         varies: X=c|d Y=a|o Z=g|t Q=c|d R=a|o S=g|t W=?",
    );
}

/// The counted solutions of cryptogram `q` (none with a word outside the dictionary), each as its
/// words joined by spaces, sorted.
fn counted_plaintexts(d: &Dictionary, q: &str) -> Vec<String> {
    let a = solve(d, &crypto(q));
    let mut texts: Vec<String> = a
        .solutions
        .iter()
        .filter(|s| s.nonwords.is_empty())
        .map(|s| s.words.join(" "))
        .collect();
    texts.sort();
    texts
}

// ---- Small word lists: exact answers ----

fn list(words: &[&str]) -> Dictionary {
    Dictionary::from_words(words)
}

#[test]
fn share_lets_two_symbols_take_one_letter() {
    let d = list(&["aa", "ab", "ba"]);
    check(
        &d,
        rows(&["x y"]),
        "count=2 complete=true truncated=false
         ab
         ba
         varies: x=a|b y=a|b",
    );
    let mut q = rows(&["x y"]);
    q.share = true;
    check(
        &d,
        q,
        "count=3 complete=true truncated=false
         aa
         ab
         ba
         varies: x=a|b y=a|b",
    );
    let mut q = rows(&["x x"]);
    q.share = true;
    check(
        &d,
        q,
        "count=1 complete=true truncated=false\naa\nforced: x=a",
    );
}

#[test]
fn cryptogram_letters_do_not_stand_for_themselves() {
    let d = list(&["ab", "ba", "cd"]);
    check(
        &d,
        crypto("AB"),
        "count=2 complete=true truncated=false
         ba
         cd
         varies: A=b|c B=a|d",
    );
    let mut q = crypto("AB");
    q.allow_self = true;
    assert_eq!(solve(&d, &q).count, 3);
}

#[test]
fn nonwords_leave_names_unchecked() {
    let d = list(&["cat", "dog"]);
    // WWW fits no word: impossible without --nonwords, named in the reason.
    check(
        &d,
        crypto("XYZ QRS WWW"),
        "count=0 complete=true truncated=false
         reason: word 3 (WWW) cannot be a word: no 3-letter word in your word list has its pattern of \
         repeated symbols, AAA; try a larger word list or the built-in dictionary.
         conflict: [3]",
    );
    // With one non-word allowed, W occurs only in it, so it has no letter.
    let mut q = crypto("XYZ QRS WWW");
    q.nonwords = Some(1);
    check(
        &d,
        q,
        "count=2 complete=true truncated=false
         cat dog ???  (not words: [3])
         dog cat ???  (not words: [3])
         varies: X=c|d Y=a|o Z=g|t Q=c|d R=a|o S=g|t W=?",
    );
    // A row left as a non-word must really not be a word.
    let mut q = crypto("XYZ ZYX");
    q.nonwords = Some(1);
    check(
        &d,
        q,
        "count=4 complete=true truncated=false
         cat tac  (not words: [2])
         dog god  (not words: [2])
         god dog  (not words: [1])
         tac cat  (not words: [1])
         varies: X=c|d|g|t Y=a|o Z=c|d|g|t",
    );
}

#[test]
fn smallest_conflict_is_named() {
    let d = list(&["ab", "bc", "cd", "pq"]);
    // x y, y z and z x cannot all be words; any two can; p q is fine.
    check(
        &d,
        rows(&["p q", "x y", "y z", "z x"]),
        "count=0 complete=true truncated=false
         reason: row 2 (x y), row 3 (y z) and row 4 (z x) cannot all be words at once with different letters \
         for different symbols in your word list, though any fewer of them can; try a larger word list or the \
         built-in dictionary.
         conflict: [2, 3, 4]",
    );
}

#[test]
fn conflict_among_many_rows_is_found_by_dropping_rows() {
    // 27 fillers and a three-row cycle: too many triples to try, so rows are dropped one by one.
    let d = list(&["a", "ab", "bc", "cd"]);
    let mut r: Vec<String> = (0..27).map(|i| format!("f{i}")).collect();
    r.insert(10, "x y".into());
    r.insert(20, "y z".into());
    r.push("z x".into());
    let q = AssignQuery {
        row: r,
        share: true,
        ..Default::default()
    };
    let a = solve(&d, &q);
    assert_eq!(a.count, 0);
    assert_eq!(a.conflict, [11, 21, 30]);
    assert!(
        a.reason
            .as_deref()
            .is_some_and(|r| r.contains("any fewer of them can")),
        "{:?}",
        a.reason
    );
}

#[test]
fn more_symbols_than_letters_is_impossible_not_invalid() {
    let many: Vec<String> = (0..27).map(|i| format!("s{i}")).collect();
    let q = AssignQuery {
        row: vec![many.join(" ")],
        ..Default::default()
    };
    let a = solve(&list(&["a"]), &q);
    assert_eq!((a.count, a.complete), (0, true));
    assert!(a
        .reason
        .as_deref()
        .is_some_and(|r| r.contains("27 different symbols") && r.contains("--share")));
}

#[test]
fn repeated_rows_and_exotic_symbols() {
    let d = list(&["eye", "eve", "dad"]);
    check(
        &d,
        rows(&["🍒 ⭐ 🍒", "🍒 ⭐ 🍒", "x ⭐ y"]),
        "count=0 complete=true truncated=false
         reason: row 3 (x ⭐ y) cannot be a word: no 3-letter word in your word list has its pattern of \
         repeated symbols, ABC; try a larger word list or the built-in dictionary.
         conflict: [3]",
    );
    check(
        &d,
        rows(&["🍒 ⭐ 🍒", "🍒 ⭐ 🍒"]),
        "count=3 complete=true truncated=false
         dad dad
         eve eve
         eye eye
         varies: 🍒=d|e ⭐=a|v|y",
    );
}

// ---- Bad input ----

#[test]
fn bad_input_table() {
    let d = list(&["ab"]);
    let row31 = vec!["s"; 31].join(" ");
    let long_symbol = "x".repeat(41);
    let sixty_five: Vec<String> = (0..65).map(|i| format!("{i}")).collect();
    let cases: Vec<(AssignQuery, ErrorKind, &str)> = vec![
        (rows(&[""]), ErrorKind::InvalidInput, "row 1 is empty"),
        (
            rows(&["a b", "  "]),
            ErrorKind::InvalidInput,
            "row 2 is empty",
        ),
        (
            rows(&[&row31]),
            ErrorKind::TooLarge,
            "row 1 has 31 symbols; the limit is 30",
        ),
        (rows(&[&long_symbol]), ErrorKind::TooLarge, "41 characters"),
        (
            AssignQuery {
                row: vec!["a".into(); 1001],
                ..Default::default()
            },
            ErrorKind::TooLarge,
            "1001 rows",
        ),
        (
            AssignQuery {
                known: vec!["x=a".into(), "x=b".into()],
                ..rows(&["x y"])
            },
            ErrorKind::InvalidInput,
            "x is given both a and b",
        ),
        (
            AssignQuery {
                known: vec!["x=a".into(), "y=a".into()],
                ..rows(&["x y"])
            },
            ErrorKind::InvalidInput,
            "x and y are both given a",
        ),
        (
            AssignQuery {
                known: vec!["moon=a".into()],
                ..rows(&["x y"])
            },
            ErrorKind::InvalidInput,
            "names no symbol",
        ),
        (
            AssignQuery {
                known: vec!["x".into()],
                ..rows(&["x y"])
            },
            ErrorKind::InvalidInput,
            "not SYMBOL=LETTER",
        ),
        (
            AssignQuery {
                known: vec!["x=ab".into()],
                ..rows(&["x y"])
            },
            ErrorKind::InvalidInput,
            "not one letter",
        ),
        (
            AssignQuery {
                known: vec!["x=é".into()],
                ..rows(&["x y"])
            },
            ErrorKind::InvalidInput,
            "not one letter",
        ),
        (
            AssignQuery {
                known: vec!["a=a".into()],
                ..crypto("AB")
            },
            ErrorKind::InvalidInput,
            "--allow-self",
        ),
        (
            AssignQuery {
                crypto: Some("AB".into()),
                ..rows(&["x"])
            },
            ErrorKind::InvalidInput,
            "not both",
        ),
        (
            AssignQuery::default(),
            ErrorKind::InvalidInput,
            "give at least one row",
        ),
        (
            AssignQuery {
                allow_self: true,
                ..rows(&["x"])
            },
            ErrorKind::InvalidInput,
            "--allow-self applies only",
        ),
        (
            crypto("CAFÉ AU LAIT"),
            ErrorKind::InvalidInput,
            "position 4",
        ),
        (crypto("123 -- !!"), ErrorKind::InvalidInput, "no letters"),
        (crypto(&"AB".repeat(16)), ErrorKind::TooLarge, "32 letters"),
        (
            crypto(&"A ".repeat(10_001)),
            ErrorKind::TooLarge,
            "20002 characters",
        ),
        (
            crypto(&"A ".repeat(1001)),
            ErrorKind::TooLarge,
            "1001 words",
        ),
        (
            AssignQuery {
                share: true,
                ..rows(&[
                    &sixty_five[..30].join(" "),
                    &sixty_five[30..60].join(" "),
                    &sixty_five[60..].join(" "),
                ])
            },
            ErrorKind::TooLarge,
            "65 different symbols",
        ),
    ];
    // 1000 rows of 8 different symbols (out of 26): each fits 11,610 words at level 95, too
    // many candidates in all to keep.
    let mut rng = SplitMix64::new(5);
    let many: Vec<String> = (0..1000)
        .map(|_| {
            let mut names: Vec<String> = (0..26).map(|i| format!("s{i}")).collect();
            for i in (1..26).rev() {
                names.swap(i, rng.below(i as u64 + 1) as usize);
            }
            names[..8].join(" ")
        })
        .collect();
    let q = AssignQuery {
        row: many,
        ..Default::default()
    };
    match assign::solve(dict(95), &q, &mut Budget::new(u64::MAX)) {
        Ok(a) => panic!("1000 long rows should be too large, got count {}", a.count),
        Err(e) => {
            assert_eq!(e.kind, ErrorKind::TooLarge, "{}", e.message);
            assert!(e.message.contains("the limit is 10000000"), "{}", e.message);
        }
    }
    for (q, kind, needle) in cases {
        match assign::solve(&d, &q, &mut Budget::default()) {
            Ok(a) => panic!("{q:?} should be invalid, got {}", render(&a)),
            Err(e) => {
                assert_eq!(e.kind, kind, "{q:?}: {}", e.message);
                assert!(
                    e.message.contains(needle),
                    "{q:?}: {:?} lacks {needle:?}",
                    e.message
                );
            }
        }
    }
}

// ---- Property tests against the plain backtracking solver ----

/// Common words of 2 letters (`short`), or of 2 or 3 letters, for random puzzles.
fn pool(short: bool) -> &'static [String] {
    static POOLS: OnceLock<[Vec<String>; 2]> = OnceLock::new();
    let pools = POOLS.get_or_init(|| {
        let d = dict(20);
        let words = |n: usize| -> Vec<String> {
            d.ids_with_len(n)
                .iter()
                .map(|&id| d.word(id).to_string())
                .collect()
        };
        [words(2), [words(2), words(3)].concat()]
    });
    &pools[usize::from(!short)]
}

/// A random puzzle: 1 to 3 rows spelling words of a 40-word list (of 2 letters if `short`;
/// otherwise a cryptogram sometimes has a word with 's or 'll), under a random one-to-one code, and the code
/// itself (symbol -> letter).
fn random_case(
    seed: u64,
    cryptogram: bool,
    share: bool,
    allow_self: bool,
    short: bool,
) -> (Dictionary, AssignQuery, Vec<(String, char)>) {
    let mut rng = SplitMix64::new(seed);
    let pool = pool(short);
    let words: Vec<&str> = (0..40)
        .map(|_| pool[rng.below(pool.len() as u64) as usize].as_str())
        .collect();
    let dict = Dictionary::from_words(&words);
    let nrows = 1 + rng.below(3) as usize;
    // In a cryptogram, now and then a contraction: a word, an apostrophe, an ending.
    let chosen: Vec<String> = (0..nrows)
        .map(|_| {
            let w = words[rng.below(words.len() as u64) as usize];
            match (cryptogram && !short, rng.below(8)) {
                (true, 0) => format!("{w}'s"),
                (true, 1) => format!("{w}'ll"),
                _ => w.to_string(),
            }
        })
        .collect();
    // A random permutation of the alphabet; a derangement for a cryptogram without --allow-self.
    let perm: Vec<u8> = loop {
        let mut p: Vec<u8> = (0..26).collect();
        for i in (1..26).rev() {
            p.swap(i, rng.below(i as u64 + 1) as usize);
        }
        if !cryptogram || allow_self || p.iter().enumerate().all(|(i, &x)| i as u8 != x) {
            break p;
        }
    };
    let name = |l: u8| -> String {
        let k = perm[(l - b'a') as usize];
        if cryptogram {
            ((b'A' + k) as char).to_string()
        } else {
            format!("s{k}")
        }
    };
    let mut hidden: Vec<(String, char)> = chosen
        .iter()
        .flat_map(|w| w.bytes())
        .filter(u8::is_ascii_lowercase)
        .map(|b| (name(b), b as char))
        .collect();
    hidden.sort();
    hidden.dedup();
    let mut q = if cryptogram {
        let text: Vec<String> = chosen
            .iter()
            .map(|w| {
                w.bytes()
                    .map(|b| if b == b'\'' { "'".to_string() } else { name(b) })
                    .collect::<String>()
            })
            .collect();
        crypto(&text.join(" "))
    } else {
        let r: Vec<String> = chosen
            .iter()
            .map(|w| w.bytes().map(&name).collect::<Vec<_>>().join(" "))
            .collect();
        AssignQuery {
            row: r,
            ..Default::default()
        }
    };
    q.share = share;
    q.allow_self = cryptogram && allow_self;
    q.limit = Some(100_000);
    (dict, q, hidden)
}

/// Our solutions as letters per symbol, in the puzzle's symbol order (`?` for no letter).
fn ours(a: &AssignAnswer) -> BTreeSet<Vec<char>> {
    a.solutions
        .iter()
        .map(|s| {
            a.symbols
                .iter()
                .map(|sym| {
                    s.assignment
                        .get(sym)
                        .and_then(|l| l.chars().next())
                        .unwrap_or('?')
                })
                .collect()
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn finds_the_hidden_code_and_agrees_with_backtracking(
        seed in any::<u64>(), cryptogram in any::<bool>(), share in any::<bool>(), allow_self in any::<bool>()
    ) {
        let (dict, q, hidden) = random_case(seed, cryptogram, share, allow_self, false);
        let a = solve(&dict, &q);
        prop_assert!(a.complete);
        let found = a.solutions.iter().any(|s| hidden.iter().all(|(sym, l)| s.assignment.get(sym).map(String::as_str) == Some(&l.to_string())));
        prop_assert!(found, "{:?}: hidden code {:?} not among {} solutions", q, hidden, a.count);

        let puzzle = assign::parse(&q).unwrap();
        // The baseline enumerates 26 letters per new symbol; a few random cases (many new
        // symbols in one row, with --share) are beyond it, and only then is the comparison skipped.
        let base = reference::assign::solve(&dict, &puzzle, &mut Budget::new(10_000_000));
        prop_assume!(base.complete);
        let theirs: BTreeSet<Vec<char>> = base.assignments.iter().map(|v| v.iter().map(|&l| (b'a' + l) as char).collect()).collect();
        prop_assert_eq!(a.count, base.assignments.len());
        // A cryptogram's plaintexts with a word outside the dictionary are listed, not counted.
        let mut counted = a.clone();
        counted.solutions.retain(|s| s.nonwords.is_empty());
        prop_assert_eq!(ours(&counted), theirs);
    }

    #[test]
    fn nonword_solutions_cover_backtracking(seed in any::<u64>(), share in any::<bool>()) {
        // Two-letter words keep the baseline fast: it enumerates a non-word row's letters.
        let (dict, mut q, _) = random_case(seed, true, share, false, true);
        q.nonwords = Some(1);
        let a = solve(&dict, &q);
        prop_assert!(a.complete);
        let puzzle = assign::parse(&q).unwrap();
        // Every full assignment of the baseline, with the symbols of non-word rows only left
        // without a letter, is one of ours.
        let base = reference::assign::solve(&dict, &puzzle, &mut Budget::new(50_000_000));
        prop_assert!(base.complete);
        let mine = ours(&a);
        for full in &base.assignments {
            let spelled = |r: &assign::Row| -> Vec<u8> { r.syms.iter().map(|&s| b'a' + full[s]).collect() };
            let mut keep = vec![false; full.len()];
            let words = puzzle.rows.iter().enumerate().filter(|(i, r)| puzzle.is_word(&dict, *i, &spelled(r)));
            for (_, r) in words {
                for &s in &r.syms {
                    keep[s] = true;
                }
            }
            let collapsed: Vec<char> = full.iter().zip(&keep).map(|(&l, &k)| if k { (b'a' + l) as char } else { '?' }).collect();
            prop_assert!(mine.contains(&collapsed), "{:?}: {:?} missing", q, collapsed);
        }
        // And in each of ours at most one distinct row is not a word (a repeated ciphertext
        // word counts once, like a name used twice), and every other row is a word.
        for s in &a.solutions {
            let rows: BTreeSet<&str> = s.nonwords.iter().map(|&i| a.rows[i - 1].text.as_str()).collect();
            prop_assert!(rows.len() <= 1, "{:?}", s);
            for (i, w) in s.words.iter().enumerate() {
                let letters: Vec<u8> = w.bytes().filter(|b| *b != b'\'').collect();
                prop_assert!(s.nonwords.contains(&(i + 1)) || puzzle.is_word(&dict, i, &letters), "{} is not a word", w);
            }
        }
    }

    #[test]
    fn never_panics(
        rows in prop::collection::vec("\\PC{0,12}", 0..4),
        cryptogram in prop::option::of("\\PC{0,30}"),
        known in prop::collection::vec("[a-zA-Z=é ]{0,5}", 0..3),
        share in any::<bool>(), allow_self in any::<bool>(), nonwords in 0usize..3, limit in 0usize..4,
    ) {
        let dict = list(&["a", "i", "at", "to", "tot", "eye", "cat", "dog", "tattoo"]);
        let q = AssignQuery { row: rows, crypto: cryptogram, known, share, allow_self, nonwords: Some(nonwords), limit: Some(limit) };
        if let Ok(a) = assign::solve(&dict, &q, &mut Budget::new(200_000)) {
            prop_assert!(a.solutions.len() <= limit);
            prop_assert!(a.count == 0 || a.reason.is_none());
        }
    }
}

// ---- Command line ----

fn sticker_args() -> Vec<&'static str> {
    stickers().into_iter().flat_map(|r| ["--row", r]).collect()
}

#[test]
fn cli_published_puzzle_json_and_text() {
    let mut args = vec!["--json", "--level", "95", "assign"];
    args.extend(sticker_args());
    let Run { code, out, err: _ } = cli(&args);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["count"], 2);
    assert_eq!(v["solutions"][1]["words"][4], "ontic");
    assert_eq!(v["solutions"][1]["assignment"]["dollar"], "n");

    let mut args = vec!["assign", "--level", "95", "--known", "dollar=n"];
    args.extend(sticker_args());
    let Run { code, out, err: _ } = cli(&args);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("1. three flush torch after ontic fifth court lifts ultra ethic\n"),
        "{out}"
    );
    assert!(out.contains("1 solution at level <= 95"), "{out}");
}

#[test]
fn cli_rows_from_a_file() {
    let path = std::env::temp_dir().join(format!("wordwright-assign-{}.txt", std::process::id()));
    let rows = stickers();
    std::fs::write(
        &path,
        format!(
            "\n{}\n\n{}\n",
            rows[..5].join("\n"),
            rows[5..].join("\n  \n")
        ),
    )
    .unwrap();
    let p = path.to_string_lossy().to_string();
    let Run { code, out, err: _ } = cli(&[
        "--json", "--level", "95", "assign", "--file", &p, "--limit", "1",
    ]);
    std::fs::remove_file(&path).ok();
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (v["count"].as_u64(), v["truncated"].as_bool()),
        (Some(2), Some(true))
    );
    assert_eq!(v["rows"].as_array().map(|r| r.len()), Some(10));
}

#[test]
fn cli_cryptogram() {
    let Run { code, out, err: _ } = cli(&["assign", "--crypto", GETTYSBURG, "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["count"], 2);
    assert!(v["solutions"][1]["plaintext"]
        .as_str()
        .is_some_and(|p| p.starts_with("four score and seven years ago")));
}

#[test]
fn cli_impossible_puzzle_exits_0_with_a_reason() {
    let row: Vec<String> = (0..27).map(|i| format!("s{i}")).collect();
    let Run { code, out, err: _ } = cli(&[
        "assign",
        "--row",
        &row[..14].join(" "),
        "--row",
        &row[14..].join(" "),
        "--json",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["count"], 0);
    assert!(v["reason"]
        .as_str()
        .is_some_and(|r| r.contains("only 26 letters")));
}

#[test]
fn row_symbols_may_be_separated_by_commas() {
    // `club, star, grapes` is the three symbols club, star and grapes, not "club," and "star,".
    let dict = Dictionary::from_words(&["cat", "act", "tac", "tab", "bat"]);
    let spaced = solve(&dict, &rows(&["club star grapes", "star club"]));
    let commas = solve(&dict, &rows(&["club, star, grapes", "star,club"]));
    assert_eq!(render(&commas), render(&spaced));
    assert_eq!(commas.symbols.len(), 3, "{}", render(&commas));
}
