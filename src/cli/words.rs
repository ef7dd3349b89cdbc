//! The text of `wordwright words` and `wordwright lookup`.

use crate::commands::Answer;
use crate::dict::Dictionary;

/// `words`: one word per line with its level, then the count.
pub fn text(answer: &Answer, dict: &Dictionary) -> String {
    let Answer::Words(answer) = answer else {
        return String::new();
    };
    let mut text = String::new();
    for w in &answer.words {
        match w.level {
            Some(l) => text.push_str(&format!("{:<20} {l}\n", w.word)),
            None => text.push_str(&format!("{}\n", w.word)),
        }
    }
    if let Some(r) = &answer.reason {
        text.push_str(&format!("{r}\n"));
    }
    text.push_str(&super::count_line(
        answer.count,
        "word",
        answer.words.len(),
        answer.truncated,
        answer.complete,
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
