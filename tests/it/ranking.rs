//! The ranking data embedded in the CLI (`ranking.wwdb`): what it holds, how a dictionary's words
//! map to its vocabulary, and a damaged blob refused with a clear message.
use wordwright::dict::container::{self, Blob, Part, Sections};
use wordwright::dict::ranking::{phrase_hash, PAIRS, TRIPLES};
use wordwright::dict::{Dictionary, RankingData, VocabId};
use wordwright::embedded::{self, RANKING_BLOB};

fn data() -> RankingData {
    embedded::ranking().expect("the embedded ranking blob loads")
}

#[test]
fn pairs_and_phrases_from_the_committed_tables() {
    let r = data();
    assert_eq!(r.pair_count(), PAIRS);
    // The two-word phrases are left out: the pairs and triples carry them (docs/ranking.md).
    // 3,746 lemmas joined by `_` alone, and the hyphenated ones split into words.
    assert_eq!(r.phrase_count(), 5_409);
    // The triples, with one backoff weight per history.
    assert!(
        (TRIPLES..TRIPLES * 2).contains(&r.triple_count()),
        "{}",
        r.triple_count()
    );
    let id = |w: &str| r.vocab_id(w.as_bytes()).unwrap_or_else(|| panic!("{w}"));
    // The first rows of data/lm/lm-bigrams.txt.gz: "<s> i" -1.0624, "you know" -0.7998.
    assert_eq!(r.pair(VocabId::START, id("i")), Some(-1.25));
    assert_eq!(r.pair(id("you"), id("know")), Some(-0.75));
    assert_eq!(
        r.pair(id("know"), VocabId::START),
        None,
        "<s> is never predicted"
    );
    assert_eq!(r.pair(VocabId::END, id("you")), None, "</s> starts nothing");
    assert_eq!(r.word(id("know")), "know");
    // The first rows of data/lm/lm-trigrams.txt.gz: "hundred and fifty" -0.8362, "one of the"
    // -0.3058; a third word the data lacks backs off with the weight of "one of".
    assert_eq!(r.triple(id("hundred"), id("and"), id("fifty")), Ok(-0.75));
    assert_eq!(r.triple(id("one"), id("of"), id("the")), Ok(-0.25));
    assert!(r
        .triple(id("one"), id("of"), id("zebra"))
        .is_err_and(|bo| bo < 0.0));
    assert_eq!(r.best_into(id("the")), Some(-0.25));
    let phrase = |words: &[&str]| r.phrase(phrase_hash(words.iter().map(|w| w.as_bytes())));
    assert!(!phrase(&["ice", "cream"]));
    assert!(phrase(&["a", "great", "deal"]));
    // Hyphenated lemmas: stick-in-the-mud, cock-and-bull_story.
    assert!(phrase(&["stick", "in", "the", "mud"]));
    assert!(phrase(&["cock", "and", "bull", "story"]));
    assert!(!phrase(&["deal", "great", "a"]));
    // Proper names are left out: "the holy see" is proper in WordNet.
    assert!(!phrase(&["the", "holy", "see"]));
    assert!(r.heap_bytes() < 3_200_000, "{}", r.heap_bytes());
}

#[test]
fn dictionaries_and_word_lists_map_to_the_vocabulary() {
    let r = data();
    let d = embedded::dictionary(70).unwrap();
    let ids = d.vocab_ids(&r);
    assert_eq!(ids.len(), d.len());
    let know = d.find("know").unwrap();
    assert_eq!(ids[know as usize], r.vocab_id(b"know"));
    let mapped = ids.iter().filter(|i| i.is_some()).count();
    assert!((20_000..=r.vocab_len()).contains(&mapped), "{mapped}");
    // Kept with the dictionary: the same slice the second time.
    assert!(std::rc::Rc::ptr_eq(&ids, &d.vocab_ids(&r)));
    let list = Dictionary::from_words(&["you", "know", "xyzzy"]);
    let ids = list.vocab_ids(&r);
    let of = |w: &str| ids[list.find(w).unwrap() as usize];
    assert_eq!(of("know"), r.vocab_id(b"know"));
    assert_eq!(of("you"), r.vocab_id(b"you"));
    assert_eq!(of("xyzzy"), None);
}

#[test]
fn a_damaged_ranking_blob_is_refused_with_a_clear_message() {
    let mut bad = RANKING_BLOB.to_vec();
    let n = bad.len();
    bad[n / 2] ^= 1;
    let e = embedded::ranking_from(&bad).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("ranking blob is damaged: the checksum of section PAIR is"),
        "{e}"
    );
    let e = embedded::ranking_from(&RANKING_BLOB[..1000]).unwrap_err();
    assert!(e.to_string().starts_with("ranking blob is damaged"), "{e}");
    // A dictionary tier is not ranking data, and the other way round.
    let e = embedded::ranking_from(embedded::DEFAULT_BLOB).unwrap_err();
    assert_eq!(
        e.to_string(),
        "ranking blob has no VOCB section (it has WORD, LEVL, FREQ, SPEL); is it the right file?"
    );
    let e = wordwright::dict::blob::read(RANKING_BLOB).unwrap_err();
    assert!(e
        .to_string()
        .starts_with("dictionary blob has no WORD section"));
}

/// A user's word list ranks by the built-in frequencies of the words the data knows; the answer
/// says how many words have none (and only where the order depends on them).
#[test]
fn a_word_list_takes_the_built_in_frequencies() {
    let path = std::env::temp_dir().join(format!("wordwright-freq-{}.txt", std::process::id()));
    // head to tail: held/hell/tell/tall (common) beside heal/hall/hail, and two made-up words.
    std::fs::write(
        &path,
        "head\nheal\nheld\nhell\nhall\nhail\ntell\ntall\ntail\nhxqd\nqzzl\n",
    )
    .unwrap();
    let p = path.to_str().unwrap();
    let v = crate::common::cli(&["--json", "--dict", p, "ladder", "head", "tail"]).json();
    assert_eq!(
        v["ladder"],
        serde_json::json!(["head", "held", "hell", "tell", "tall", "tail"]),
        "the most common ladder, by the built-in frequencies"
    );
    let notes = v["notes"].as_array().unwrap();
    let missing: Vec<_> = notes
        .iter()
        .filter(|n| n["kind"] == "missing_frequencies")
        .collect();
    assert_eq!(missing.len(), 1, "{notes:?}");
    assert_eq!(missing[0]["count"], 2);
    assert_eq!(
        missing[0]["message"],
        "2 of your word list's 11 words have no frequency in wordfreq; they rank below the words \
         that have one, by the prior of the rarest SCOWL level"
    );
    // A listing that does not rank by frequency has no such note.
    let v = crate::common::cli(&["--json", "--dict", p, "graph", "--length", "4"]).json();
    assert_eq!(v["notes"], serde_json::json!([]));
    let _ = std::fs::remove_file(&path);
}

/// A damaged triple section (its checksum right, a third word past the vocabulary) makes the whole
/// tier unreadable, and a Jumble is then ranked by its words alone with a `ranking_fallback` note.
#[test]
fn a_damaged_triple_section_falls_back_to_words() {
    use std::rc::Rc;
    use wordwright::budget::Budget;
    use wordwright::commands;
    use wordwright::note::NoteKind;
    use wordwright::options::{Reach, Values};
    let s = Sections::read(RANKING_BLOB, Blob::Ranking).unwrap();
    let parts: Vec<Part> = [*b"VOCB", *b"PAIR", *b"TRIG", *b"PHRS"]
        .into_iter()
        .map(|name| {
            let version = if &name == b"PHRS" || &name == b"VOCB" {
                2
            } else {
                1
            };
            let mut bytes = s.get(name, version).unwrap().rest().to_vec();
            if &name == b"TRIG" {
                // One triple, of the first pair, ending with an id no word has.
                let rows = data().pair_count();
                bytes = 1u32.to_le_bytes().to_vec();
                bytes.push(1);
                bytes.extend(std::iter::repeat_n(0, rows - 1));
                bytes.extend_from_slice(&[0xff, 0xff, 0x03, 0]);
            }
            Part {
                name,
                version,
                bytes,
            }
        })
        .collect();
    let bad = container::write(&parts);
    let e = embedded::ranking_from(&bad).unwrap_err().to_string();
    assert!(
        e.starts_with(
            "ranking blob is damaged: section TRIG: a triple of pair 0 ends with id 65535"
        ),
        "{e}"
    );

    use crate::common::FixedEnv as Tier;
    let dict = Rc::new(embedded::dictionary(70).unwrap());
    let v = Values::read(
        &wordwright::jumble::JUMBLE,
        [
            ("clue".to_string(), "dfaenrw:OOOOOOO".to_string()),
            ("pin".to_string(), "1=dfaenrw".to_string()),
            ("answer".to_string(), "--- ----".to_string()),
        ],
        Reach::Cli,
    )
    .unwrap();
    let fallback =
        |r: &commands::Response| r.notes.iter().any(|n| n.kind == NoteKind::RankingFallback);
    // As the page and the CLI load a tier: unreadable is none.
    let tier = embedded::ranking_from(&bad).ok().map(Rc::new);
    let r = commands::run(&v, &mut Tier(dict.clone(), tier), &mut Budget::default()).unwrap();
    assert!(fallback(&r));
    let good = Some(Rc::new(data()));
    let r = commands::run(&v, &mut Tier(dict, good), &mut Budget::default()).unwrap();
    assert!(!fallback(&r));
}
