//! The dictionary blobs: what the embedded tiers hold (the `us` spelling is the list SCOWL's
//! english and american lists always made, `data/scowl-words.txt`, word for word), and the loader
//! on inputs found by fuzzing (`./build.sh fuzz`, targets `blob` and `parse_wordlist`), each kept
//! so that `cargo test` guards the fix.

use wordwright::dict::blob::{self, BlobError};
use wordwright::dict::{Dictionary, Spelling, Words, DEFAULT_TIER_MAX};
use wordwright::embedded::{self, DEFAULT_BLOB, EXTENDED_BLOB};

fn tiers() -> (Words, Words) {
    (
        Words::from(blob::read(DEFAULT_BLOB).unwrap()),
        Words::from(blob::read(EXTENDED_BLOB).unwrap()),
    )
}

/// The `us` dictionary at level 95 is `data/scowl-words.txt` exactly, words and levels; this
/// file is kept for this check (and the extraction scripts, which read it).
#[test]
fn us_spelling_is_the_scowl_word_list_exactly() {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/data/scowl-words.txt"))
            .unwrap();
    let (default, extended) = tiers();
    let d = Dictionary::from_tiers(&[&default, &extended], 95);
    let mut n = 0;
    for (line, id) in text.lines().zip(d.ids()) {
        let (word, level) = line.split_once('\t').unwrap();
        assert_eq!(
            (d.word(id), d.level(id)),
            (word, Some(level.parse().unwrap())),
            "line {}",
            n + 1
        );
        n += 1;
    }
    assert_eq!((n, d.len()), (425_015, 425_015));
    assert_eq!(
        Dictionary::from_tiers(&[&default], DEFAULT_TIER_MAX).len(),
        111_593
    );
}

/// The default tier holds every word at level <= 70 in some spelling, the extended tier the
/// rest; each dictionary of a spelling and level takes what it needs from them.
#[test]
fn tiers_split_by_the_smallest_level_in_any_spelling() {
    let (default, extended) = tiers();
    assert_eq!((default.len(), extended.len()), (115_744, 320_140));
    let any = Dictionary::from_tiers_in(&[&default], 70, Spelling::Any);
    assert_eq!(any.len(), default.len(), "the whole tier");
    assert!(any.ids().all(|id| any.level(id) <= Some(DEFAULT_TIER_MAX)));
    let ext = Dictionary::from_tiers_in(&[&extended], 95, Spelling::Any);
    assert!(ext.ids().all(|id| ext.level(id) > Some(DEFAULT_TIER_MAX)));
    // "arvo" is Australian at 35 and elsewhere at 70: in the default tier for both.
    let count =
        |s: Spelling, level: u8| Dictionary::from_tiers_in(&[&default, &extended], level, s).len();
    assert_eq!(count(Spelling::Us, 70), 111_593);
    assert_eq!(count(Spelling::Any, 70), 115_744);
    assert_eq!(count(Spelling::Any, 95), 435_884);
    for s in [Spelling::Gb, Spelling::GbIze, Spelling::Ca, Spelling::Au] {
        let n = count(s, 70);
        assert!((110_000..113_000).contains(&n), "{s:?}: {n}");
    }
}

#[test]
fn british_spelling_has_colour_and_not_color() {
    let gb = embedded::dictionary_in(70, Spelling::Gb).unwrap();
    assert!(gb.contains("colour") && !gb.contains("color"));
    assert!(gb.contains("realise") && !gb.contains("realize"));
    let ize = embedded::dictionary_in(70, Spelling::GbIze).unwrap();
    assert!(ize.contains("colour") && ize.contains("realize") && !ize.contains("realise"));
    let us = embedded::dictionary(70).unwrap();
    assert!(us.contains("color") && !us.contains("colour"));
    let au = embedded::dictionary_in(35, Spelling::Au).unwrap();
    let arvo = au.find("arvo").unwrap();
    assert_eq!(au.level(arvo), Some(35));
    assert_eq!(au.level_in(arvo, Spelling::Us), Some(70));
    assert!(!embedded::dictionary(35).unwrap().contains("arvo"));
}

/// Frequencies come from wordfreq, in 0.5-Zipf bins, for every spelling's words.
#[test]
fn frequencies_are_wordfreq_bins() {
    let d = embedded::dictionary_in(95, Spelling::Any).unwrap();
    let zipf = |w: &str| d.freq(d.find(w).unwrap());
    let the = zipf("the").unwrap();
    assert_eq!((the.code(), the.range()), (14, (750, 800))); // wordfreq: 7.73
    assert_eq!(zipf("colour").unwrap().range(), (400, 450)); // 4.49
    assert_eq!(zipf("color").unwrap().range(), (450, 500)); // 4.91
    assert!(zipf("zyzzyva").is_none());
    assert_eq!(the.mid(), 7.75);
    let with = d.ids().filter(|&id| d.freq(id).is_some()).count();
    assert_eq!(with, 114_120 + 1_942, "both wordfreq tables, every row");
}

/// Fuzz target `blob`: a version-1 blob (one unnamed payload) whose level column held 111 and 0,
/// once loaded although the builder takes levels 1 to 100 only. Version 1 is now refused as a
/// whole; the same levels in a version-2 `LEVL` section are refused, naming the word and level.
#[test]
fn fuzz_blob_with_levels_outside_1_to_100_is_refused() {
    let bytes: &[u8] = &[
        0x57, 0x57, 0x44, 0x42, 0x01, 0x00, 0x0a, 0x5f, 0x09, 0x00, 0x00, 0x00, 0x1d, 0x00, 0x00,
        0x00, 0x76, 0xe5, 0x06, 0x51, 0x00, 0x61, 0x00, 0x62, 0x00, 0x63, 0x01, 0x64, 0x03, 0x62,
        0x00, 0x61, 0x02, 0x63, 0x61, 0x74, 0x00, 0x73, 0x04, 0x64, 0x6f, 0x67, 0x00, 0x0a, 0x23,
        0x0a, 0x0a, 0x14, 0x14,
    ];
    let e = blob::read(bytes).unwrap_err();
    assert!(matches!(e, BlobError::Version { got: 1, .. }), "{e:?}");
    assert_eq!(
        e.to_string(),
        "dictionary blob has format version 1, this build reads version 2; \
         rebuild the blob or reload the page"
    );
    // The same words with levels in range load.
    let good = blob::build([("a", 10), ("b", 100), ("c", 1)]).unwrap();
    let data = blob::read(&good).unwrap();
    assert_eq!(data.levels, [10, 100, 1]);
}
