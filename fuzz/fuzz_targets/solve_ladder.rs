//! Word ladders and graph facts (`ladder::solve`, `ladder::graph`) on the input's dictionary
//! (`dict=` lines) or the embedded one, with `from=`, `to=`, `avoid=`, `all=`, `limit=`,
//! `prefer-common=` and `length=` lines, and a budget of 300,000 steps. A ladder must go from
//! one end to the other one letter at a time through dictionary words it may use; on a small
//! dictionary its length, count and listing must be the reference's, and so must the graph
//! facts.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::budget::Budget;
use wordwright::ladder::{self, one_apart, GraphQuery, LadderQuery};
use wordwright::reference::ladder as reference;
use wordwright_fuzz::{check_input_error, DictRef, Fields};

fuzz_target!(|bytes: &[u8]| {
    let f = Fields::parse(bytes);
    let dict = f.dictionary();
    let q = LadderQuery {
        from: f.get("from").unwrap_or_default(),
        to: f.get("to").unwrap_or_default(),
        all: f.flag("all"),
        limit: f.num("limit"),
        prefer_common: f.flag("prefer-common"),
        avoid: f.all("avoid"),
    };
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
            if let Some(l) = a.words() {
                valid(l);
                assert_eq!(a.steps(), Some(l.len() - 1));
                assert!(a.count >= 1);
            }
            for l in a.ladders.iter().flatten() {
                valid(l);
                assert_eq!(l.len(), a.words().map_or(0, Vec::len));
            }
            if let (DictRef::Own(d), true) = (&dict, a.complete) {
                let all = reference::all_shortest(d, &from, &to, &avoid, 10_000);
                assert_eq!(a.ladder.is_some(), !all.is_empty(), "{a:?}");
                if from != to && !one_apart(from.as_bytes(), to.as_bytes()) {
                    assert_eq!(a.count, all.len() as u64);
                }
                if let (Some(l), Some(r)) = (&a.ladder, all.first()) {
                    assert_eq!(l.len(), r.len());
                }
                if let Some(ls) = &a.ladders {
                    if a.count as usize <= ls.len() && from != to {
                        assert_eq!(ls, &all);
                    }
                }
            }
        }
        Err(e) => check_input_error(&e),
    }
    let g = GraphQuery {
        length: f.num("length"),
    };
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
});
