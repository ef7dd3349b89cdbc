//! Builds the three embedded data blobs into `OUT_DIR` from the committed tables in `data/`:
//!
//! - `default.wwdb`: every word whose SCOWL level is <= 70 in some spelling, and
//!   `extended.wwdb`: the other words (src/dict/blob.rs), from `data/scowl-spellings.txt` (the
//!   words of the five spellings with their levels) and wordfreq's Zipf values
//!   (`data/wordfreq/wordfreq-zipf.txt` for the American list, `wordfreq-zipf-spellings.txt`
//!   for the words only other spellings have). The frequency section is derived from wordfreq's
//!   data and is therefore CC BY-SA 4.0, with the credits of `data/wordfreq/LICENSE` (shipped
//!   beside the blobs in dist/dict/ and summed up in `note::CREDITS`).
//! - `ranking.wwdb` (src/dict/ranking.rs): the first [`ranking::PAIRS`] bigrams of
//!   `data/lm/lm-bigrams.txt.gz` (best first by pruning loss), their words grouped by the
//!   unigram probabilities of `data/lm/lm-unigrams.txt`, the first [`ranking::TRIPLES`] trigrams
//!   of `data/lm/lm-trigrams.txt.gz` that continue a kept pair, with each history's Katz backoff
//!   weight, and the WordNet phrases of three or more words of
//!   `data/wordnet/wordnet-phrases.txt` that are not proper names. For measuring other points
//!   on the quality/size curve (scripts/ranking-sweep.sh), the environment variables
//!   `WORDWRIGHT_RANKING_PAIRS` and `WORDWRIGHT_RANKING_TRIPLES` change how many are kept.
//!
//! - `names.wwdb`: proper names and capitalised words (`data/names/names.txt`: SCOWL's name
//!   lists at levels 10 to 80, with wordfreq's Zipf values), a tier blob of its own that cryptograms
//!   read as words outside the dictionary (src/assign/); its frequency column is CC BY-SA 4.0 as
//!   the tiers' is.
//!
//! The native CLI embeds all four; `wordwright export-blob` writes them out for the web build.
//! Only `std` and the build-dependency `miniz_oxide` (to inflate the gzipped bigrams).
#![allow(clippy::disallowed_methods)] // std sorts: this runs natively, never in the wasm module

#[path = "src/quote.rs"]
#[allow(dead_code)]
mod quote_text;
#[allow(unused_imports)]
use quote_text::quote;

#[path = "src/dict/container.rs"]
#[allow(dead_code)]
mod container;

#[path = "src/dict/blob.rs"]
#[allow(dead_code)]
mod blob;

#[path = "src/dict/ranking.rs"]
#[allow(dead_code)]
mod ranking;

use std::collections::HashMap;
use std::path::PathBuf;

const SPELLINGS: &str = "data/scowl-spellings.txt";
const ZIPF: [&str; 2] = [
    "data/wordfreq/wordfreq-zipf.txt",
    "data/wordfreq/wordfreq-zipf-spellings.txt",
];
const UNIGRAMS: &str = "data/lm/lm-unigrams.txt";
const BIGRAMS: &str = "data/lm/lm-bigrams.txt.gz";
const TRIGRAMS: &str = "data/lm/lm-trigrams.txt.gz";
const PHRASES: &str = "data/wordnet/wordnet-phrases.txt";
const NAMES: &str = "data/names/names.txt";
const OLD_FORMS: &str = "data/names/old-forms.txt";
/// The names tier's level for old forms (`data/names/old-forms.txt`): no name has it
/// (`assign::OLD_FORM_LEVEL`).
const OLD_FORM_LEVEL: u8 = 95;
/// The default tier's top level (`dict::DEFAULT_TIER_MAX`).
const DEFAULT_TIER_MAX: u8 = 70;
/// The first vocabulary group's size; each next group is twice the one before.
const FIRST_GROUP: usize = 128;

fn read(path: &str) -> String {
    println!("cargo:rerun-if-changed={path}");
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

fn main() {
    for src in [
        "src/dict/container.rs",
        "src/dict/blob.rs",
        "src/dict/ranking.rs",
    ] {
        println!("cargo:rerun-if-changed={src}");
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    let [default, extended] = tiers();
    std::fs::write(out.join("default.wwdb"), &default).unwrap();
    std::fs::write(out.join("extended.wwdb"), extended).unwrap();
    std::fs::write(out.join("names.wwdb"), names()).unwrap();
    // Other points on the quality/size curve, for measuring (scripts/ranking-sweep.sh).
    let var = |name: &str| {
        println!("cargo:rerun-if-env-changed={name}");
        std::env::var(name).ok()
    };
    let count = |name: &str, default: usize| {
        var(name).map_or(default, |v| {
            v.parse()
                .unwrap_or_else(|_| panic!("{name}={v}: expected a count"))
        })
    };
    // The ranking data's vocabulary is coded against the default tier's words.
    let default = blob::read(&default).unwrap();
    let blob = ranking_blob(
        count("WORDWRIGHT_RANKING_PAIRS", ranking::PAIRS),
        count("WORDWRIGHT_RANKING_TRIPLES", ranking::TRIPLES),
        ranking::Base::from(&default),
    );
    std::fs::write(out.join("ranking.wwdb"), blob).unwrap();
}

/// The two tier blobs.
fn tiers() -> [Vec<u8>; 2] {
    let mut zipf: HashMap<&str, u16> = HashMap::new();
    let texts: Vec<String> = ZIPF.iter().map(|p| read(p)).collect();
    for (path, text) in ZIPF.iter().zip(&texts) {
        for (n, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.starts_with('#'))
        {
            let parsed = line
                .split_once('\t')
                .and_then(|(w, z)| Some((w, z.parse::<u16>().ok()?)));
            let (w, z) =
                parsed.unwrap_or_else(|| panic!("{path}:{}: expected WORD<TAB>ZIPF100", n + 1));
            if zipf.insert(w, z).is_some() {
                panic!("{path}:{}: {w} has a value already", n + 1);
            }
        }
    }
    let text = read(SPELLINGS);
    let mut default = Vec::new();
    let mut extended = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let parsed =
            blob::parse_line(line).unwrap_or_else(|e| panic!("{SPELLINGS}:{}: {e}", n + 1));
        let Some((word, levels)) = parsed else {
            continue;
        };
        let entry = blob::Entry {
            word,
            freq: zipf.get(word).map_or(0, |&z| blob::freq_code(z)),
            levels,
        };
        if entry.levels[0].0 <= DEFAULT_TIER_MAX {
            default.push(entry);
        } else {
            extended.push(entry);
        }
    }
    [default, extended]
        .map(|entries| blob::build(entries).unwrap_or_else(|e| panic!("{SPELLINGS}: {e}")))
}

/// The names blob: each name of `data/names/names.txt` (`name<TAB>level<TAB>zipf100`, in byte
/// order) at its level in every spelling, with its frequency code, and each archaic verb form of
/// `data/names/old-forms.txt` (`form<TAB>zipf100`) at [`OLD_FORM_LEVEL`].
fn names() -> Vec<u8> {
    let text = read(NAMES);
    let old = read(OLD_FORMS);
    let old_forms = old.lines().enumerate().map(|(n, line)| {
        let parsed = match line.split('\t').collect::<Vec<_>>().as_slice() {
            &[w, z] => z.parse::<u16>().ok().map(|z| (w, z)),
            _ => None,
        };
        let Some((word, zipf)) = parsed else {
            panic!("{OLD_FORMS}:{}: expected FORM<TAB>ZIPF100", n + 1);
        };
        blob::Entry {
            word,
            levels: vec![(OLD_FORM_LEVEL, blob::ALL_SPELLINGS)],
            freq: blob::freq_code(zipf),
        }
    });
    let mut entries: Vec<blob::Entry> = text
        .lines()
        .enumerate()
        .map(|(n, line)| {
            let f: Vec<&str> = line.split('\t').collect();
            let parsed = match f.as_slice() {
                &[w, l, z] => l
                    .parse::<u8>()
                    .ok()
                    .zip(z.parse::<u16>().ok())
                    .map(|lz| (w, lz)),
                _ => None,
            };
            let Some((word, (level, zipf))) = parsed else {
                panic!("{NAMES}:{}: expected NAME<TAB>LEVEL<TAB>ZIPF100", n + 1);
            };
            blob::Entry {
                word,
                levels: vec![(level, blob::ALL_SPELLINGS)],
                freq: blob::freq_code(zipf),
            }
        })
        .collect();
    entries.extend(old_forms);
    entries.sort_by(|a, b| a.word.cmp(b.word));
    blob::build(entries).unwrap_or_else(|e| panic!("{NAMES} and {OLD_FORMS}: {e}"))
}

/// Reads a gzipped table of tab-separated rows.
fn gz_text(path: &str) -> String {
    println!("cargo:rerun-if-changed={path}");
    let gz = std::fs::read(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    String::from_utf8(gunzip(&gz)).unwrap_or_else(|_| panic!("{path} is not UTF-8"))
}

/// The ranking blob with the first `pairs` bigrams, the first `triples` trigrams whose first
/// two words are a kept pair, and the WordNet phrases of three or more words (the two-word ones
/// are left to the pairs and triples, which carry what they add in less room: docs/ranking.md).
fn ranking_blob(pairs: usize, triples: usize, base: ranking::Base) -> Vec<u8> {
    let unigrams = read(UNIGRAMS);
    // word -> (log10 p, log10 backoff weight)
    let mut log10p: HashMap<&str, (f64, f64)> = HashMap::new();
    for (n, line) in unigrams.lines().enumerate() {
        let f: Vec<Option<f64>> = line.split('\t').skip(1).map(|x| x.parse().ok()).collect();
        let (Some(w), &[Some(p), Some(bo)]) = (line.split('\t').next(), f.as_slice()) else {
            panic!("{UNIGRAMS}:{}: expected WORD<TAB>LOG10P<TAB>LOG10BO", n + 1);
        };
        log10p.insert(w, (p, bo));
    }

    let text = gz_text(BIGRAMS);
    // Every committed bigram (for the trigrams' backoff weights); the first `pairs` are kept.
    let mut all: HashMap<(&str, &str), f64> = HashMap::new();
    let mut rows: Vec<(&str, &str, f64)> = Vec::with_capacity(pairs);
    for (n, line) in text.lines().enumerate() {
        let f: Vec<&str> = line.split('\t').collect();
        let p = f.get(2).and_then(|p| p.parse::<f64>().ok());
        let (&[a, b, ..], Some(p)) = (f.as_slice(), p) else {
            panic!(
                "{BIGRAMS}:{}: expected W1<TAB>W2<TAB>LOG10P<TAB>LOG10BO<TAB>LOSS",
                n + 1
            );
        };
        all.insert((a, b), p);
        if n < pairs {
            rows.push((a, b, p));
        }
    }
    assert_eq!(rows.len(), pairs, "{BIGRAMS} has fewer than {pairs} pairs");

    // The vocabulary: the words of the kept pairs, most probable first, in groups of 128, 256,
    // ... each sorted (ranking.rs: small ids for frequent words, front coding within groups).
    let mut words: Vec<&str> = rows
        .iter()
        .flat_map(|&(a, b, _)| [a, b])
        .filter(|w| *w != ranking::START && *w != ranking::END)
        .collect();
    words.sort_unstable();
    words.dedup();
    let p = |w: &str| {
        log10p
            .get(w)
            .unwrap_or_else(|| panic!("{BIGRAMS}: {w} is not in {UNIGRAMS}"))
            .0
    };
    words.sort_by(|a, b| p(b).total_cmp(&p(a)).then(a.cmp(b)));
    let mut groups: Vec<Vec<&str>> = Vec::new();
    let (mut at, mut size) = (0, FIRST_GROUP);
    while at < words.len() {
        let mut g = words[at..(at + size).min(words.len())].to_vec();
        g.sort_unstable();
        at += g.len();
        groups.push(g);
        size *= 2;
    }
    let mut ids: HashMap<&str, u32> = HashMap::new();
    ids.insert(ranking::START, 0);
    ids.insert(ranking::END, 1);
    for (i, w) in groups.iter().flatten().enumerate() {
        ids.insert(w, i as u32 + 2);
    }
    let mut pairs: Vec<(u32, u32, f64)> =
        rows.iter().map(|&(a, b, p)| (ids[a], ids[b], p)).collect();
    pairs.sort_by_key(|&(a, b, _)| (a, b));
    let triples = trigram_rows(&ids, &rows, &all, &log10p, triples);

    let text = read(PHRASES);
    let mut longer = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let f: Vec<&str> = line.split('\t').collect();
        let &[phrase, count, _pos, _tagged, proper] = f.as_slice() else {
            panic!(
                "{PHRASES}:{}: expected PHRASE<TAB>WORDS<TAB>POS<TAB>TAGGED<TAB>PROPER",
                n + 1
            );
        };
        if proper == "1" {
            continue;
        }
        // Searches rely on no phrase being longer (a longer answer earns no bonus).
        assert!(
            phrase.split(' ').count() <= ranking::LONGEST_PHRASE,
            "{PHRASES}:{}: a phrase of more than ranking::LONGEST_PHRASE words",
            n + 1
        );
        let hash = ranking::phrase_hash(phrase.split(' ').map(str::as_bytes));
        if count != "2" {
            longer.push(hash);
        }
    }
    longer.sort_unstable();
    longer.dedup();
    let input = ranking::Input {
        base,
        groups,
        pairs,
        triples,
        longer,
    };
    ranking::build(&input).unwrap_or_else(|e| panic!("{BIGRAMS}: {e}"))
}

/// The first `n` trigrams whose first two words are a kept pair and whose third is in the
/// vocabulary, as ids, sorted, with each history's backoff weight as third id 0 (`<s>`):
/// Katz's bo(h) = (1 - sum of the kept P(w3 | h)) / (1 - sum of the model's P(w3 | w2) for
/// those w3), with P(w3 | w2) the bigram, else bo(w2) P(w3); a weight above 1 is kept as 1.
fn trigram_rows(
    ids: &HashMap<&str, u32>,
    kept: &[(&str, &str, f64)],
    bigrams: &HashMap<(&str, &str), f64>,
    unigrams: &HashMap<&str, (f64, f64)>,
    n: usize,
) -> Vec<(u32, u32, u32, f64)> {
    let kept: std::collections::HashSet<(&str, &str)> =
        kept.iter().map(|&(a, b, _)| (a, b)).collect();
    let text = gz_text(TRIGRAMS);
    // history -> (sum of kept P(w3 | h), sum of P(w3 | w2))
    let mut mass: HashMap<(u32, u32), (f64, f64)> = HashMap::new();
    let mut out = Vec::with_capacity(n + n / 2);
    for (i, line) in text.lines().enumerate() {
        if out.len() >= n {
            break;
        }
        let f: Vec<&str> = line.split('\t').collect();
        let p = f.get(3).and_then(|p| p.parse::<f64>().ok());
        let (&[a, b, c, ..], Some(p)) = (f.as_slice(), p) else {
            panic!(
                "{TRIGRAMS}:{}: expected W1<TAB>W2<TAB>W3<TAB>LOG10P<TAB>LOSS",
                i + 1
            );
        };
        let (Some(&ic), true) = (ids.get(c), kept.contains(&(a, b))) else {
            continue;
        };
        let h = (ids[a], ids[b]);
        let p2 = bigrams.get(&(b, c)).copied().unwrap_or_else(|| {
            let u = |w: &str| unigrams.get(w).copied().unwrap_or((-99.0, 0.0));
            u(b).1 + u(c).0
        });
        let m = mass.entry(h).or_insert((0.0, 0.0));
        m.0 += 10f64.powf(p);
        m.1 += 10f64.powf(p2);
        out.push((h.0, h.1, ic, p));
    }
    for (&(a, b), &(p3, p2)) in &mass {
        let bo = ((1.0 - p3).max(1e-9) / (1.0 - p2).max(1e-9)).log10();
        if bo < 0.0 {
            out.push((a, b, 0, bo));
        }
    }
    out.sort_by_key(|&(a, b, c, _)| (a, b, c));
    out
}

/// Inflates a one-member gzip file, checking its CRC-32 and length.
fn gunzip(gz: &[u8]) -> Vec<u8> {
    assert!(
        gz.len() > 18 && gz[..3] == [0x1f, 0x8b, 8],
        "{BIGRAMS} is not gzip (deflate)"
    );
    let flags = gz[3];
    let mut at = 10;
    if flags & 4 != 0 {
        at += 2 + u16::from_le_bytes([gz[at], gz[at + 1]]) as usize;
    }
    for bit in [8, 16] {
        if flags & bit != 0 {
            at += gz[at..]
                .iter()
                .position(|&b| b == 0)
                .expect("a terminated header field")
                + 1;
        }
    }
    if flags & 2 != 0 {
        at += 2;
    }
    let out = miniz_oxide::inflate::decompress_to_vec(&gz[at..gz.len() - 8])
        .unwrap_or_else(|e| panic!("{BIGRAMS}: {e:?}"));
    let tail = &gz[gz.len() - 8..];
    let crc = u32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]);
    let len = u32::from_le_bytes([tail[4], tail[5], tail[6], tail[7]]);
    assert_eq!(
        len,
        out.len() as u32,
        "{BIGRAMS}: length differs from its trailer"
    );
    assert_eq!(
        crc,
        crc32(&out),
        "{BIGRAMS}: CRC-32 differs from its trailer"
    );
    out
}

/// CRC-32 (IEEE), as gzip stores it.
fn crc32(bytes: &[u8]) -> u32 {
    let mut table = [0u32; 256];
    for (i, t) in table.iter_mut().enumerate() {
        let mut c = i as u32;
        for _ in 0..8 {
            c = if c & 1 != 0 {
                0xedb8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
        }
        *t = c;
    }
    !bytes.iter().fold(!0u32, |c, &b| {
        table[((c ^ b as u32) & 0xff) as usize] ^ (c >> 8)
    })
}
