//! The text of `wordwright ladder` and `wordwright graph`.

use crate::commands::Answer;
use crate::dict::Dictionary;
use crate::error::plural;

/// The ladder with the changed letters in capitals, commonness and levels, the count, and with `--all`
/// the ladders.
pub fn text(answer: &Answer, dict: &Dictionary) -> String {
    let Answer::Ladder(answer) = answer else {
        return String::new();
    };
    let mut text = String::new();
    match &answer.ladder {
        Some(ladder) => {
            let (words, changed, levels) = (&ladder.words, &ladder.changed_at, &ladder.levels);
            for (i, w) in words.iter().enumerate() {
                // The changed letter in capitals: head, heaL, Teal, ...
                let shown: String = match i.checked_sub(1).and_then(|s| changed.get(s)) {
                    Some(&p) => w
                        .chars()
                        .enumerate()
                        .map(|(j, c)| if j == p { c.to_ascii_uppercase() } else { c })
                        .collect(),
                    None => w.clone(),
                };
                let level = levels
                    .get(i)
                    .copied()
                    .flatten()
                    .map_or(String::new(), |l| format!("level {l}"));
                let common = ladder.commonness.get(i).map_or("", |c| c.label());
                let line = format!("{shown:<20} {common:<10} {level}");
                text.push_str(line.trim_end());
                text.push('\n');
            }
            let steps = ladder.steps;
            text.push_str(&format!(
                "{steps} step{}; {} shortest ladder{} {}\n",
                if steps == 1 { "" } else { "s" },
                answer.count,
                if answer.count == 1 { "" } else { "s" },
                dict.source().describe()
            ));
            for end in &ladder.outside {
                text.push_str(&format!(
                    "({} is not {}; a ladder may still end there)\n",
                    end.to_ascii_uppercase(),
                    in_source(dict)
                ));
            }
        }
        // "No ladder." only when the search proved it; else none was found in the budget.
        None => text.push_str(&format!(
            "{} {}\n",
            if answer.complete {
                "No ladder."
            } else {
                "No ladder found."
            },
            answer.reason.as_deref().unwrap_or("")
        )),
    }
    if let Some(all) = &answer.all {
        text.push_str(&format!(
            "\nall shortest ladders{}:\n",
            if all.truncated {
                " (first ones; use --limit)"
            } else {
                ""
            }
        ));
        for l in &all.ladders {
            text.push_str(&format!("{}\n", l.join(" ")));
        }
    }
    if !answer.complete {
        text.push_str("the step budget ran out; raise --budget for a complete answer\n");
    }
    text
}

fn in_source(dict: &crate::dict::Dictionary) -> String {
    match dict.source() {
        crate::dict::Source::WordList { .. } => "in your word list".to_string(),
        s => format!("in the dictionary {}", s.describe()),
    }
}

/// Graph facts, one per line.
pub fn graph_text(answer: &Answer, dict: &Dictionary) -> String {
    let Answer::Graph(a) = answer else {
        return String::new();
    };
    let len = a.length;
    let mut text = format!(
        "{} of {} {}\n{} one letter apart\n{} (the largest has {})\n{} with no neighbour\n",
        plural(a.words, "word"),
        plural(len, "letter"),
        dict.source().describe(),
        plural(a.edges, "pair"),
        plural(a.components, "group"),
        plural(a.largest, "word"),
        plural(a.isolated, "word"),
    );
    if let Some([x, y]) = &a.diameter_ends {
        text.push_str(&format!(
            "longest shortest ladder in the largest group: {} step{}, {x} to {y}{}\n",
            a.diameter,
            if a.diameter == 1 { "" } else { "s" },
            if a.complete {
                ""
            } else {
                " (at least; the step budget ran out)"
            }
        ));
    }
    text
}
