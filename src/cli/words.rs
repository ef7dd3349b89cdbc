//! The text of `wordwright words` and `wordwright lookup`.

use crate::budget::Halt;
use crate::commands::Answer;
use crate::dict::Dictionary;
use crate::finder::{GroupsAnswer, PhraseAnswer};

/// `words`: one word per line with its commonness and level, then the count; with `--anagram-groups`, one
/// group (or pair) per line.
pub fn text(answer: &Answer, dict: &Dictionary) -> String {
    let answer = match answer {
        Answer::Words(a) => a,
        Answer::Groups(a) => return groups_text(a, dict),
        Answer::Phrases(a) => return phrases_text(a, dict),
        _ => return String::new(),
    };
    let mut text = String::new();
    for w in &answer.words {
        let level = w.level.map_or(String::new(), |l| format!("level {l}"));
        let line = format!("{:<20} {:<10} {level}", w.word, w.commonness.label());
        text.push_str(line.trim_end());
        text.push('\n');
    }
    if let Some(r) = &answer.reason {
        text.push_str(&format!("{r}\n"));
    }
    text.push_str(&super::count_line(
        answer.count,
        "word",
        answer.words.len(),
        answer.truncated,
        Halt::budget_unless(answer.complete),
        dict,
    ));
    text
}

/// `words --anagram-groups`: each group's words (or each deranged pair) on a line, then the
/// count.
fn groups_text(answer: &GroupsAnswer, dict: &Dictionary) -> String {
    let mut text = String::new();
    for g in &answer.groups {
        let words: Vec<&str> = g.words.iter().map(|w| w.word.as_str()).collect();
        text.push_str(&words.join(" "));
        text.push('\n');
    }
    if let Some(r) = &answer.reason {
        text.push_str(&format!("{r}\n"));
    }
    text.push_str(&super::count_line(
        answer.count,
        if answer.pairs { "pair" } else { "group" },
        answer.groups.len(),
        answer.truncated,
        Halt::budget_unless(answer.complete),
        dict,
    ));
    text
}

/// `words --phrase-anagram`: each phrase with its cost, most likely first, then the count.
fn phrases_text(answer: &PhraseAnswer, dict: &Dictionary) -> String {
    let mut text = String::new();
    for p in &answer.phrases {
        text.push_str(&format!("{:<30} {:.2}\n", p.text, p.cost.log10()));
    }
    if let Some(r) = &answer.reason {
        text.push_str(&format!("{r}\n"));
    }
    text.push_str(&super::count_line(
        answer.count,
        "phrase",
        answer.phrases.len(),
        answer.truncated,
        answer.stopped_by,
        dict,
    ));
    text
}

/// `lookup`: its sentence.
pub fn lookup_text(answer: &Answer, _dict: &Dictionary) -> String {
    match answer {
        Answer::Lookup(a) => format!("{}\n", a.message),
        _ => String::new(),
    }
}
