//! `wordwright ladder` and `wordwright graph`.

use super::{Args, Arity, Command, Context, Output};
use crate::error::{Error, Result};
use crate::ladder::{self, GraphQuery, LadderQuery};

pub const LADDER: Command = Command {
    name: "ladder",
    usage: "ladder FROM TO [--all] [--limit N] [--prefer-common] [--avoid WORD]...",
    summary: "the shortest word ladder (one letter changed per step), how many there are, or why there is none",
    options: &[
        ("all", Arity::Switch),
        ("limit", Arity::Value),
        ("prefer-common", Arity::Switch),
        ("avoid", Arity::Value),
    ],
    run: run_ladder,
};

pub const GRAPH: Command = Command {
    name: "graph",
    usage: "graph --length N",
    summary: "facts about the words of one length: edges, groups, isolated words, the longest shortest ladder",
    options: &[("length", Arity::Value)],
    run: run_graph,
};

fn run_ladder(ctx: &mut Context, args: &Args) -> Result<Output> {
    let [from, to] = args.positional.as_slice() else {
        return Err(Error::invalid(format!(
            "ladder takes two words, FROM and TO (got {}), e.g. `wordwright ladder head tail`",
            args.positional.len()
        )));
    };
    let query = LadderQuery {
        from: from.clone(),
        to: to.clone(),
        all: args.switch("all"),
        limit: args.number("limit")?,
        prefer_common: args.switch("prefer-common"),
        avoid: args.values("avoid").to_vec(),
    };
    let mut budget = ctx.budget();
    let dict = ctx.dict()?;
    let answer = ladder::solve(dict, &query, &mut budget)?;
    let mut text = String::new();
    match (&answer.ladder, &answer.changed_at, &answer.levels) {
        (Some(words), Some(changed), Some(levels)) => {
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
                match levels.get(i).copied().flatten() {
                    Some(l) => text.push_str(&format!("{shown:<20} {l}\n")),
                    None => text.push_str(&format!("{shown}\n")),
                }
            }
            let steps = answer.steps.unwrap_or(0);
            text.push_str(&format!(
                "{steps} step{}; {} shortest ladder{} {}\n",
                if steps == 1 { "" } else { "s" },
                answer.count,
                if answer.count == 1 { "" } else { "s" },
                dict.source().describe()
            ));
            for end in [&query.from, &query.to] {
                let end = end.trim().to_ascii_lowercase();
                if !dict.contains(&end) {
                    text.push_str(&format!(
                        "({} is not {}; a ladder may still end there)\n",
                        end.to_ascii_uppercase(),
                        in_source(dict)
                    ));
                }
            }
        }
        _ => text.push_str(&format!(
            "No ladder. {}\n",
            answer.reason.as_deref().unwrap_or("")
        )),
    }
    if let Some(ladders) = &answer.ladders {
        text.push_str(&format!(
            "\nall shortest ladders{}:\n",
            if answer.truncated == Some(true) {
                " (first ones; use --limit)"
            } else {
                ""
            }
        ));
        for l in ladders {
            text.push_str(&format!("{}\n", l.join(" ")));
        }
    }
    if !answer.complete {
        text.push_str("the step budget ran out; raise --budget for a complete answer\n");
    }
    if dict.source().uses_ukacd() {
        text.push_str(&format!("{}\n", crate::dict::UKACD_NOTICE));
    }
    Ok(Output::new(&answer, text))
}

fn in_source(dict: &crate::dict::Dictionary) -> String {
    match dict.source() {
        crate::dict::Source::WordList { .. } => "in your word list".to_string(),
        s => format!("in the dictionary {}", s.describe()),
    }
}

fn run_graph(ctx: &mut Context, args: &Args) -> Result<Output> {
    if let Some(extra) = args.positional.first() {
        return Err(Error::invalid(format!(
            "graph takes no word ({extra:?}); give the length with --length N"
        )));
    }
    let query = GraphQuery {
        length: args.number("length")?,
    };
    let mut budget = ctx.budget();
    let dict = ctx.dict()?;
    let a = ladder::graph(dict, &query, &mut budget)?;
    let len = query.length.unwrap_or(0);
    let mut text = format!(
        "{} words of {len} letters {}\n{} pairs one letter apart\n{} groups (the largest has {} words)\n{} words with no neighbour\n",
        a.words,
        dict.source().describe(),
        a.edges,
        a.components,
        a.largest,
        a.isolated,
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
    Ok(Output::new(&a, text))
}
