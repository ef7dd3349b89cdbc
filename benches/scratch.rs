#![allow(clippy::disallowed_methods)]
use std::time::Instant;
use wordwright::budget::Budget;
use wordwright::finder::{find_words, WordsQuery};
fn main() {
    let d = wordwright::embedded::dictionary(95).expect("dictionary");
    let pats: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    for p in &pats {
        let q = WordsQuery {
            pattern: Some(p.clone()),
            ..Default::default()
        };
        let mut times = vec![];
        let mut c = 0;
        let mut steps = 0;
        for _ in 0..7 {
            let mut b = Budget::default();
            let t = Instant::now();
            let a = find_words(&d, &q, &mut b).unwrap();
            times.push(t.elapsed().as_secs_f64() * 1e3);
            c = a.count;
            steps = b.used();
        }
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        println!(
            "{p:20} {c:7} words {steps:9} steps median {:.2} ms",
            times[3]
        );
    }
}
