//! The text of `wordwright assign`.

use crate::assign::AssignAnswer;
use crate::budget::Halt;
use crate::commands::Answer;
use crate::dict::Dictionary;

/// The solutions, what is forced and what varies, and the count.
pub fn text(answer: &Answer, dict: &Dictionary) -> String {
    let Answer::Assign(answer) = answer else {
        return String::new();
    };
    let mut text = render(answer);
    text.push_str(&super::count_line(
        answer.count,
        "solution",
        answer.solutions.len(),
        answer.truncated,
        Halt::budget_unless(answer.complete),
        dict,
    ));
    if answer.uncounted > 0 {
        text.push_str(&format!(
            "and {} listed with a word outside the dictionary (\"not words\"), not counted\n",
            answer.uncounted
        ));
    }
    if let Some(reason) = &answer.reason {
        text.push_str(&format!("{reason}\n"));
    }
    text
}

/// The text form: each solution's words and letters, then what is forced and what varies.
fn render(answer: &AssignAnswer) -> String {
    let mut text = String::new();
    for (i, s) in answer.solutions.iter().enumerate() {
        match &s.plaintext {
            Some(p) => text.push_str(&format!("{}. {}\n", i + 1, p.trim())),
            _ => text.push_str(&format!("{}. {}\n", i + 1, s.words.join(" "))),
        }
        let pairs: Vec<String> = s
            .assignment
            .0
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        text.push_str(&format!("   {}\n", pairs.join(" ")));
        if !s.nonwords.is_empty() {
            let rows: Vec<String> = s.nonwords.iter().map(|r| r.to_string()).collect();
            text.push_str(&format!("   not words: {}\n", rows.join(", ")));
        }
    }
    if answer.count > 1 {
        let forced: Vec<String> = answer
            .forced
            .0
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        let varies: Vec<String> = answer
            .varies
            .0
            .iter()
            .map(|(k, v)| format!("{k}={}", v.join("|")))
            .collect();
        // Over an incomplete count a letter seen in every solution found is not proven forced.
        match (forced.is_empty(), answer.complete) {
            (true, _) => {}
            (false, true) => text.push_str(&format!("forced: {}\n", forced.join(" "))),
            (false, false) => text.push_str(&format!(
                "the same in every solution found so far (not all were counted): {}\n",
                forced.join(" ")
            )),
        }
        text.push_str(&format!("varies: {}\n", varies.join(" ")));
    }
    text
}
