//! Dictionary benchmarks: blob decoding, building the default dictionary, and the word finder's
//! queries, natively. Run with `cargo bench --bench dictionary`. Prints a markdown table.
#![allow(clippy::disallowed_methods)] // std sorts are fine off the wasm path (clippy.toml)

use std::time::Instant;

use wordwright::budget::Budget;
use wordwright::dict::{blob, Dictionary, Words};
use wordwright::embedded::{DEFAULT_BLOB, EXTENDED_BLOB};
use wordwright::finder::{find_words, WordsQuery};
use wordwright::letters::LetterCounts;

/// Median wall time in milliseconds of `runs` calls of `f`.
fn median_ms(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(|a, b| a.total_cmp(b));
    times[runs / 2]
}

fn main() {
    println!("| workload | median ms |\n|---|---|");
    let row = |name: &str, ms: f64| println!("| {name} | {ms:.3} |");
    row(
        "checksum of the default blob",
        median_ms(21, || {
            std::hint::black_box(blob::checksum(&DEFAULT_BLOB[20..]));
        }),
    );
    row(
        "decode default blob (111,593 words)",
        median_ms(21, || {
            std::hint::black_box(blob::read(DEFAULT_BLOB).unwrap());
        }),
    );
    row(
        "decode default blob + build dictionary",
        median_ms(21, || {
            let d = Words::from(blob::read(DEFAULT_BLOB).unwrap());
            std::hint::black_box(Dictionary::from_tiers(&[&d], 70));
        }),
    );
    let default = Words::from(blob::read(DEFAULT_BLOB).unwrap());
    let extended = Words::from(blob::read(EXTENDED_BLOB).unwrap());
    row(
        "decode extended blob (313,422 words)",
        median_ms(11, || {
            std::hint::black_box(blob::read(EXTENDED_BLOB).unwrap());
        }),
    );
    row(
        "merge tiers at level 95",
        median_ms(11, || {
            std::hint::black_box(Dictionary::from_tiers(&[&default, &extended], 95));
        }),
    );
    let dict = Dictionary::from_tiers(&[&default], 70);
    row(
        "first anagram query (builds the signature index)",
        median_ms(5, || {
            let d = Dictionary::from_tiers(&[&default], 70);
            std::hint::black_box(d.anagrams(&LetterCounts::of(b"listen")).len());
        }),
    );
    let q = |p: &str, a: Option<&str>, s: Option<&str>| WordsQuery {
        pattern: Some(p.to_string()).filter(|p| !p.is_empty()),
        anagram: a.map(str::to_string),
        subanagram: s.map(str::to_string),
        ..Default::default()
    };
    for (name, query) in [
        ("pattern ?a?e", q("?a?e", None, None)),
        ("pattern c*t*", q("c*t*", None, None)),
        ("pattern * (everything, limit 100)", q("*", None, None)),
        ("anagram listen", q("", Some("listen"), None)),
        ("anagram with blanks ??ten", q("", Some("??ten"), None)),
        ("sub-anagram aeinrst??", q("", None, Some("aeinrst??"))),
    ] {
        find_words(&dict, &query, &mut Budget::default()).unwrap();
        row(
            name,
            median_ms(21, || {
                std::hint::black_box(find_words(&dict, &query, &mut Budget::default()).unwrap());
            }),
        );
    }
    row("neighbours of 'stone' (index built)", {
        dict.neighbours(b"stone");
        median_ms(101, || {
            std::hint::black_box(dict.neighbours(b"stone"));
        })
    });
}
