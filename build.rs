//! Builds the two embedded dictionary blobs from `data/scowl-words.txt` into `OUT_DIR`:
//! `default.wwdb` (levels <= 70) and `extended.wwdb` (levels 71..=95). The native CLI embeds
//! both; `wordwright export-blob` writes them out for the web build.

#[path = "src/quote.rs"]
#[allow(dead_code)]
mod quote_text;
#[allow(unused_imports)]
use quote_text::quote;

#[path = "src/dict/blob.rs"]
#[allow(dead_code)]
mod blob;

use std::path::PathBuf;

fn main() {
    let source = "data/scowl-words.txt";
    println!("cargo:rerun-if-changed={source}");
    println!("cargo:rerun-if-changed=src/dict/blob.rs");
    let text =
        std::fs::read_to_string(source).unwrap_or_else(|e| panic!("cannot read {source}: {e}"));
    let mut default = Vec::new();
    let mut extended = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let (word, level) = line
            .split_once('\t')
            .unwrap_or_else(|| panic!("{source}:{}: expected WORD<TAB>LEVEL", n + 1));
        let level: u8 = level
            .parse()
            .unwrap_or_else(|_| panic!("{source}:{}: bad level {level:?}", n + 1));
        if level <= 70 {
            default.push((word, level));
        } else {
            extended.push((word, level));
        }
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    for (name, entries) in [("default.wwdb", default), ("extended.wwdb", extended)] {
        let bytes = blob::build(entries).unwrap_or_else(|e| panic!("{source}: {e}"));
        std::fs::write(out.join(name), bytes).unwrap();
    }
}
