//! Word ladders and graph facts (`ladder::solve`, `ladder::graph`) on the input's dictionary
//! (`dict=` lines) or the embedded one, with `from=`, `to=`, `avoid=`, `all=`, `limit=`,
//! `prefer-common=` lines (read as `ladder` options by the one option reader) and a `length=`
//! line (read as `graph`'s), and a budget of 300,000 steps each. A ladder must go from
//! one end to the other one letter at a time through dictionary words it may use; on a small
//! dictionary its length, count and listing must be the reference's, and so must the graph
//! facts.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::budget::Budget;
use wordwright::ladder::{self, one_apart, GraphQuery, LadderQuery};
use wordwright::options::{CommandSpec, LIMIT};
use wordwright::reference::ladder as reference;
use wordwright_fuzz::{check_input_error, DictRef, Fields};

/// The keys of a command's options, which the other command of this target leaves alone.
fn keys(command: &CommandSpec) -> Vec<&'static str> {
    command.options.iter().map(|o| o.name).collect()
}

fuzz_target!(|bytes: &[u8]| {
    let f = Fields::parse(bytes);
    let dict = f.dictionary();
    if let Some(q) = f.read(&ladder::LADDER, &keys(&ladder::GRAPH), LadderQuery::read) {
        match ladder::solve(&dict, &q, &mut Budget::new(300_000)) {
            Ok(a) => {
                let from = q.from.trim().to_ascii_lowercase();
                let to = q.to.trim().to_ascii_lowercase();
                let avoid: Vec<String> = q
                    .avoid
                    .iter()
                    .map(|w| w.trim().to_ascii_lowercase())
                    .collect();
                let valid = |l: &Vec<String>| {
                    assert_eq!(l.first(), Some(&from));
                    assert_eq!(l.last(), Some(&to));
                    assert!(
                        l.windows(2)
                            .all(|p| one_apart(p[0].as_bytes(), p[1].as_bytes())),
                        "{l:?}"
                    );
                    for w in l.iter().skip(1).take(l.len().saturating_sub(2)) {
                        assert!(dict.contains(w) && !avoid.contains(w), "{w:?} in {l:?}");
                    }
                };
                assert_eq!(a.reason.is_some(), a.ladder.is_none(), "{a:?}");
                assert_eq!(a.all.is_some(), q.all && a.ladder.is_some(), "{a:?}");
                if let Some(l) = &a.ladder {
                    valid(&l.words);
                    assert_eq!(a.steps(), Some(l.words.len() - 1));
                    assert!(a.count.0 >= 1);
                    assert_eq!(l.changed_at.len(), l.steps);
                    for (p, &at) in l.words.windows(2).zip(&l.changed_at) {
                        let (x, y) = (p[0].as_bytes(), p[1].as_bytes());
                        assert!(x[at] != y[at] && x[..at] == y[..at], "{l:?}");
                    }
                    let levels: Vec<Option<u8>> = l
                        .words
                        .iter()
                        .map(|w| dict.find(w).and_then(|id| dict.level(id)))
                        .collect();
                    assert_eq!(l.levels, levels);
                }
                if let Some(all) = &a.all {
                    assert_eq!(all.truncated, (all.ladders.len() as u128) < a.count.0);
                    assert!(all.ladders.len() <= LIMIT.or_default(q.limit));
                    assert_eq!(all.layers.len(), a.steps().map_or(0, |s| s + 1));
                    for l in &all.ladders {
                        valid(l);
                        assert_eq!(l.len(), a.words().map_or(0, Vec::len));
                        for (w, layer) in l.iter().zip(&all.layers) {
                            assert!(layer.contains(w), "{w:?} not in its layer {layer:?}");
                        }
                    }
                }
                if let (DictRef::Own(d), true) = (&dict, a.complete) {
                    let all = reference::all_shortest(d, &from, &to, &avoid, 10_000);
                    assert_eq!(a.ladder.is_some(), !all.is_empty(), "{a:?}");
                    if from != to && !one_apart(from.as_bytes(), to.as_bytes()) {
                        assert_eq!(a.count.0, all.len() as u128);
                    }
                    if let (Some(l), Some(r)) = (a.words(), all.first()) {
                        assert_eq!(l.len(), r.len());
                    }
                    if let Some(ls) = a.ladders() {
                        if a.count.0 <= ls.len() as u128 && from != to {
                            assert_eq!(ls, &all);
                        }
                    }
                }
            }
            Err(e) => check_input_error(&e),
        }
    }
    if let Some(g) = f.read(&ladder::GRAPH, &keys(&ladder::LADDER), GraphQuery::read) {
        match ladder::graph(&dict, &g, &mut Budget::new(300_000)) {
            Ok(a) => {
                assert!(a.largest <= a.words && a.isolated <= a.words && a.components <= a.words);
                if let (DictRef::Own(d), true) = (&dict, a.complete) {
                    let r = reference::graph_facts(d, g.length.unwrap());
                    let ends = a.diameter_ends.clone().map(|[x, y]| (x, y));
                    assert_eq!(
                        (
                            a.words,
                            a.edges,
                            a.components,
                            a.largest,
                            a.isolated,
                            a.diameter as usize,
                            ends
                        ),
                        r
                    );
                }
            }
            Err(e) => check_input_error(&e),
        }
    }
});
