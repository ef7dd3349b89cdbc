//! The text of `wordwright rack`, and the seed the command line draws with `--draw` alone.

use crate::budget::Halt;
use crate::commands::Answer;
use crate::dict::Dictionary;
use crate::rack::{RackAnswer, MAX_SEED};

/// The words best first, the count, and ties cut by the limit.
pub fn text(answer: &Answer, dict: &Dictionary) -> String {
    let Answer::Rack(answer) = answer else {
        return String::new();
    };
    let mut text = render(answer);
    text.push_str(&super::count_line(
        answer.count,
        "word",
        answer.words.len(),
        answer.truncated,
        Halt::budget_unless(answer.complete),
        dict,
    ));
    let best_listed = answer
        .words
        .iter()
        .filter(|w| Some(w.score) == answer.best_score)
        .count();
    if answer.best_count > best_listed {
        text.push_str(&format!(
            "{} words share the best score {}; the list shows {best_listed} of them (raise --limit for more)\n",
            answer.best_count,
            answer.best_score.unwrap_or(0)
        ));
    }
    text
}

/// A seed from the clock, within the range the page can represent exactly.
pub fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    crate::rng::SplitMix64::new(nanos).next_u64() & MAX_SEED
}

/// The text form: the rack, then one line per word, real tiles in capitals and blanks in
/// lowercase (the usual notation), with the bonus and the level.
fn render(a: &RackAnswer) -> String {
    let shown: String = a.rack.to_ascii_uppercase();
    let mut s = format!("rack {shown} ({} set", a.set);
    if let Some(seed) = a.seed {
        s.push_str(&format!(", seed {seed}"));
    }
    s.push(')');
    if let Some(p) = &a.pattern {
        s.push_str(&format!(", board pattern {}", p.to_ascii_uppercase()));
    }
    s.push('\n');
    for w in &a.words {
        let word: String = w
            .word
            .char_indices()
            .map(|(i, c)| {
                if w.blanks.contains(&i) {
                    c
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect();
        let bonus = if w.bonus > 0 {
            format!("+{} bonus", w.bonus)
        } else {
            String::new()
        };
        let common = w.commonness.label();
        s.push_str(format!("{:>5}  {word:<16} {bonus:<10} {common}", w.score).trim_end());
        s.push('\n');
    }
    if let Some(r) = &a.reason {
        s.push_str(&format!("{r}\n"));
    } else if a.words.iter().any(|w| !w.blanks.is_empty()) {
        s.push_str("(lowercase letters are blanks)\n");
    }
    s
}
