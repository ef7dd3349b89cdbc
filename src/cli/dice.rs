//! The text of `wordwright dice`.

use crate::commands::Answer;
use crate::dict::Dictionary;

/// The sets of dice, the deduction, what stays open, and a word that would settle it.
pub fn text(answer: &Answer, _dict: &Dictionary) -> String {
    let Answer::Dice(answer) = answer else {
        return String::new();
    };
    let mut text = String::new();
    let count = answer.count;
    match count.0 {
        0 if !answer.complete => {
            text.push_str("No set of dice was found before the step budget ran out.\n")
        }
        0 => text.push_str("No set of dice fits these words.\n"),
        1 => text.push_str("One set of dice fits:\n"),
        _ => text.push_str(&format!("{count} sets of dice fit:\n")),
    }
    for s in &answer.solutions {
        text.push_str(&format!("  {}\n", s.join(" ")));
    }
    if answer.truncated {
        text.push_str(&format!(
            "  (showing {}; use --limit for more)\n",
            answer.solutions.len()
        ));
    }
    // A reason that is a step of the explanation below is said there (as the page does).
    if let Some(reason) = answer
        .reason
        .as_ref()
        .filter(|r| !answer.explanation.contains(r))
    {
        text.push_str(&format!("{reason}\n"));
    }
    if let Some(words) = &answer.conflict {
        text.push_str(&format!("Words that clash: {}\n", words.join(" ")));
    }
    text.push_str("\nHow it follows:\n");
    for (i, step) in answer.explanation.iter().enumerate() {
        text.push_str(&format!("  {}. {step}\n", i + 1));
    }
    if !answer.open.is_empty() {
        text.push_str("\nWhat stays open:\n");
        for s in &answer.open {
            text.push_str(&format!("  - {s}\n"));
        }
    }
    if let Some(w) = &answer.suggest {
        text.push_str(&format!("\nOne more word would settle it: {w}\n"));
    }
    if !answer.complete {
        text.push_str(
            "\nThe step budget ran out, so the answer is incomplete; try a larger --budget.\n",
        );
    }
    text
}
