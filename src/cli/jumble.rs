//! The text of `wordwright jumble`.

use crate::commands::Answer;
use crate::dict::Dictionary;
use crate::jumble::JumbleAnswer;

/// The clues with their words, the circled letters, then the answers best first.
pub fn text(answer: &Answer, _dict: &Dictionary) -> String {
    match answer {
        Answer::Jumble(a) => render_text(a),
        _ => String::new(),
    }
}

/// The answer as text for people.
fn render_text(a: &JumbleAnswer) -> String {
    let mut s = String::new();
    for (i, clue) in a.clues.iter().enumerate() {
        let squares: String = (1..=clue.scramble.len())
            .map(|p| {
                if clue.positions.contains(&p) {
                    'O'
                } else {
                    '-'
                }
            })
            .collect();
        let words: Vec<String> = clue
            .words
            .iter()
            .map(|w| match w.circled.as_str() {
                "" => format!("{} ({})", w.word, w.commonness.label()),
                circled => format!("{} ({}) -> {circled}", w.word, w.commonness.label()),
            })
            .collect();
        let words = if words.is_empty() {
            "no word".to_string()
        } else {
            words.join(", ")
        };
        s.push_str(&format!(
            "clue {}  {:<15} {:<15} {}{}\n",
            i + 1,
            clue.scramble,
            squares,
            words,
            if clue.pinned { "  (pinned)" } else { "" }
        ));
    }
    match a.pools.as_slice() {
        [] => {}
        [one] => s.push_str(&format!("circled letters: {one}\n")),
        many => s.push_str(&format!(
            "circled letters (one set per choice of clue words): {}\n",
            many.join(", ")
        )),
    }
    if a.count == 0 && a.reason.is_none() {
        // Clues only (no answer pattern): their words are the answer.
        return s;
    }
    s.push('\n');
    for (i, p) in a.answers.iter().enumerate() {
        let from: Vec<String> = p.from.iter().take(3).map(|c| c.join(" ")).collect();
        let more = if p.from.len() > 3 {
            format!(" (+{} more)", p.from.len() - 3)
        } else {
            String::new()
        };
        s.push_str(&format!(
            "{:>3}. {:<30} cost {:<6.2} from {}{more}\n",
            i + 1,
            p.phrase,
            p.cost.log10(),
            from.join(" | ")
        ));
    }
    if let Some(reason) = &a.reason {
        s.push_str(&format!("no answer: {reason}\n"));
    } else {
        s.push_str(&format!(
            "\n{}{} answer{}{}{}\n",
            if a.complete { "" } else { "at least " },
            a.count,
            if a.count == 1 { "" } else { "s" },
            if a.truncated {
                format!(" (showing {}; use --limit)", a.answers.len())
            } else {
                String::new()
            },
            match a.stopped_by {
                None => String::new(),
                Some(h) => format!("; {}, so the list is the best found so far", h.clause()),
            },
        ));
    }
    s
}
