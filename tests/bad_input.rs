//! Bad input, everywhere: one table of command lines that must be refused, each with the error
//! kind and the exact message. Every row runs through `wordwright::cli::run_with` twice (text and
//! `--json`): exit code 2, the message on stderr, nothing else on stdout in text mode, and with
//! `--json` the error document `{"error": {"kind", "message"}}`. The README's "Bad input" tables
//! are this table: `readme_lists_every_row` fails when a row is missing there, so the README
//! shows the messages users really get. The tile rack's rows live in `tests/data/rack.cases`
//! (run by tests/rack.rs) and are checked against the README the same way.
//!
//! A command line is split at spaces outside double quotes (`""` is an empty argument), and
//! `{N*TEXT}` inside an argument stands for TEXT repeated N times.

use serde_json::Value;

/// (README section, command line, error kind, exact message).
const ROWS: &[(&str, &str, &str, &str)] = &[
    // Global options.
    ("options", "--level 5 words a", "invalid_input", "level 5 is out of range; use 10 to 95 (SCOWL's levels are 10, 20, 35, 40, 50, 55, 60, 70, 80, 95)"),
    ("options", "--level 96 words a", "invalid_input", "level 96 is out of range; use 10 to 95 (SCOWL's levels are 10, 20, 35, 40, 50, 55, 60, 70, 80, 95)"),
    ("options", "--level ten words a", "invalid_input", "--level takes a whole number, not \"ten\""),
    ("options", "--level 70 --level 80 words a", "invalid_input", "--level is given more than once"),
    ("options", "words a --level", "invalid_input", "--level needs a value"),
    ("options", "words a --limit --level 80", "invalid_input", "--limit needs a value"),
    ("options", "--budget 0 words a", "invalid_input", "--budget must be at least 1"),
    ("options", "--budget -3 words a", "invalid_input", "--budget takes a whole number, not \"-3\""),
    ("options", "--budget 99999999999999999999999 words a", "invalid_input", "--budget 99999999999999999999999 is too large"),
    ("options", "--json=1 words a", "invalid_input", "--json takes no value"),
    ("options", "--frobnicate words a", "invalid_input", "unknown option --frobnicate; see `wordwright help`"),
    ("options", "frobnicate", "invalid_input", "unknown command \"frobnicate\"; see `wordwright help`"),
    ("options", "ladder head tail --length 4", "invalid_input", "`ladder` takes no option --length; usage: wordwright ladder FROM TO [--all] [--limit N] [--prefer-common] [--avoid WORD]..."),
    // Word lists (--dict).
    ("word lists", "--dict tests/data/bad/missing.txt words a", "io", "cannot read the word list tests/data/bad/missing.txt: No such file or directory (os error 2)"),
    ("word lists", "--dict tests/data words a", "io", "cannot read the word list tests/data: Is a directory (os error 21)"),
    ("word lists", "--dict tests/data/bad/empty.txt words a", "dictionary", "tests/data/bad/empty.txt: the word list is empty; give one word per line"),
    ("word lists", "--dict tests/data/bad/blank.txt words a", "dictionary", "tests/data/bad/blank.txt: the word list is empty; give one word per line"),
    ("word lists", "--dict tests/data/bad/junk.txt words a", "dictionary", "tests/data/bad/junk.txt: the word list has no usable words (line 1, \"123\", is not a word of letters a-z); give one word per line"),
    ("word lists", "--dict tests/data/sgb-words.dat --level 70 words a", "invalid_input", "give --level or --dict, not both"),
    // Word finder and lookups.
    ("finder", "words", "invalid_input", "give a pattern (like ?a?e), an anagram, or a sub-anagram"),
    ("finder", "words ab[cd", "invalid_input", "the pattern has '[' at position 3 with no closing ']'"),
    ("finder", "words café", "invalid_input", "the pattern has 'é' (a letter outside a-z; accents are not supported) at position 4; use letters a-z, ? (any letter), @ (a vowel), # (a consonant), * (any run), [abc] sets, (...) groups, {n,m} repeats, <...> anagrams or digits 1-9 (variables)"),
    ("finder", "words \"(a b\"", "invalid_input", "the pattern has '(' at position 1 with no closing ')'"),
    ("finder", "words a0", "invalid_input", "the pattern has '0' at position 2; variables are the digits 1 to 9"),
    ("finder", "words <b1>", "invalid_input", "the pattern has '1' at position 3 inside <...>; variables cannot go in an anagram group, put them outside it"),
    ("finder", "words {10000*?}", "too_large", "the pattern is 10000 characters long; the limit is 1000"),
    ("finder", "words [z-a]", "invalid_input", "the pattern has a backwards range z-a at position 3; write a-z"),
    ("finder", "words [^a-z]", "invalid_input", "the pattern has a set at position 1 that matches no letter"),
    ("finder", "words --anagram ab1", "invalid_input", "the anagram has '1' at position 3; use letters a-z and ? for a blank"),
    ("finder", "words a --anagram a --subanagram b", "invalid_input", "give either an anagram or a sub-anagram, not both"),
    ("finder", "words a --min-len 5 --max-len 2", "invalid_input", "the minimum length 5 is above the maximum length 2"),
    ("finder", "words a --limit 9999999", "invalid_input", "limit 9999999 is too large; the largest is 100000"),
    ("finder", "words a --limit ten", "invalid_input", "--limit takes a whole number, not \"ten\""),
    ("finder", "words a b", "invalid_input", "words takes one pattern, got 2 arguments; quote a pattern with spaces or stars"),
    ("finder", "lookup", "invalid_input", "lookup takes exactly one word, e.g. `wordwright lookup quixotic`"),
    ("finder", "lookup \"\"", "invalid_input", "the word is empty; type some letters"),
    ("finder", "lookup caf3", "invalid_input", "the word has '3' at position 4; only letters a-z are allowed"),
    // Jumble.
    ("jumble", "jumble --clue ms3ni:-OOO- --answer ---", "invalid_input", "clue 1 (ms3ni) has '3' at position 3; only letters a-z are allowed"),
    ("jumble", "jumble --clue msuni:-OOO- --clue \"dea lg:OOO--\" --answer ---", "invalid_input", "clue 2 (dea lg) has a space at position 4; only letters a-z are allowed"),
    ("jumble", "jumble --clue msuni:-OOO --answer ---", "invalid_input", "the mask of clue 1 (msuni) has 4 squares but the clue has 5 letters"),
    ("jumble", "jumble --clue msuni:-OXO- --answer ---", "invalid_input", "the mask of clue 1 (msuni) has 'X' at position 3; use O for a circled square and - for a plain one"),
    ("jumble", "jumble --clue msuni:----- --answer ---", "invalid_input", "clue 1 (msuni) has no circled square; mark at least one with O"),
    ("jumble", "jumble --clue msuni:2,9 --answer ---", "invalid_input", "clue 1 (msuni): position 9 is outside 1..5"),
    ("jumble", "jumble --clue msuni --answer ---", "invalid_input", "clue 1 \"msuni\" has no circles; write it as LETTERS:MASK, like msuni:-OOO- or msuni:2,3,4"),
    ("jumble", "jumble --clue abcdefghijklmnop:O --answer ---", "too_large", "clue 1 is 16 letters long; the limit is 15"),
    ("jumble", "jumble --clue a:O --clue b:O --clue c:O --clue d:O --clue e:O --clue f:O --clue g:O --clue h:O --clue i:O --answer ---", "too_large", "9 clues given; the limit is 8"),
    ("jumble", "jumble --answer ---", "invalid_input", "give at least one clue, like --clue msuni:-OOO-"),
    ("jumble", "jumble --clue msuni:-OOO- --answer \"\"", "invalid_input", "the answer pattern is empty; type one - (or _) per letter and a space between words, like ---- -----"),
    ("jumble", "jumble --clue msuni:-OOO- --answer --1", "invalid_input", "the answer pattern has '1' at position 3; use - or _ for each letter to find, letters printed in the paper, spaces between words and punctuation such as ' \" ! ?"),
    ("jumble", "jumble --clue msuni:-OOO- --answer AND", "invalid_input", "the answer pattern \"AND\" has no blanks; type one - (or _) for each letter the circles fill"),
    ("jumble", "jumble --clue msuni:-OOO-", "invalid_input", "give the final answer's pattern with --answer, like --answer \"------- -----\""),
    ("jumble", "jumble --clue msuni:-OOO- --pin 1=mines --answer ---", "invalid_input", "pin 1=mines: \"mines\" does not use exactly the letters of clue 1 (msuni)"),
    ("jumble", "jumble --clue msuni:-OOO- --pin 5=glade --answer ---", "invalid_input", "pin \"5=glade\": there is no clue 5; there is only clue 1"),
    ("jumble", "jumble --clue msuni:-OOO- --clue dealg:OOO-- --pin 5=glade --answer ---", "invalid_input", "pin \"5=glade\": there is no clue 5; clues are numbered 1 to 2"),
    ("jumble", "jumble --clue msuni:-OOO- --pin glade --answer ---", "invalid_input", "pin \"glade\" should be N=WORD, like 2=glade"),
    ("jumble", "jumble --clue msuni:-OOO- --answer --- --limit 20000", "invalid_input", "limit 20000 is too large; the largest is 10000"),
    ("jumble", "jumble --clue msuni:-OOO- --answer --- --limit x", "invalid_input", "--limit takes a whole number, not \"x\""),
    ("jumble", "jumble msuni --answer ---", "invalid_input", "jumble takes no positional arguments, got [\"msuni\"]; give clues with --clue and the pattern with --answer"),
    // Letter dice.
    ("dice", "dice sale fen", "invalid_input", "word 2 (\"fen\") has 3 symbols; with 4 dice every word has 4, one from each die"),
    ("dice", "dice sale fe5s", "invalid_input", "word 2 (\"fe5s\") has '5' at position 3, which is not in the alphabet"),
    ("dice", "dice sale café", "invalid_input", "word 2 (\"café\") has 'é' (a letter outside a-z; accents are not supported) at position 4, which is not in the alphabet"),
    ("dice", "dice sale quiz", "invalid_input", "word 2 (\"quiz\") has 'q' at position 1, which is on no die (it is absent)"),
    ("dice", "dice sale --dice 5", "invalid_input", "5 dice of 6 faces hold 30 symbols, but the alphabet without q and z has 24; make them match with --dice, --faces, --alphabet or --absent"),
    ("dice", "dice sale --alphabet a-z", "invalid_input", "4 dice of 6 faces hold 24 symbols, but the alphabet has 26; make them match with --dice, --faces, --alphabet or --absent"),
    ("dice", "dice sale --absent x", "invalid_input", "4 dice of 6 faces hold 24 symbols, but the alphabet without x has 25; make them match with --dice, --faces, --alphabet or --absent"),
    ("dice", "dice sale --absent 9 --alphabet a-x", "invalid_input", "the absent symbol '9' is not in the alphabet; list only symbols of the alphabet"),
    ("dice", "dice sale --alphabet a-zz", "invalid_input", "the alphabet has 'z' twice (at position 4); list each symbol once"),
    ("dice", "dice sale --alphabet a-", "invalid_input", "the alphabet has a range at position 1 with no end; write it like a-z or 0-9"),
    ("dice", "dice sale --alphabet a+b", "invalid_input", "the alphabet has '+' at position 2; use letters a-z, digits 0-9 and ranges like a-z"),
    ("dice", "dice sale --faces 0", "invalid_input", "--faces 0 is out of range; use 1 to 36"),
    ("dice", "dice sale --dice 99", "invalid_input", "--dice 99 is out of range; use 1 to 36"),
    ("dice", "dice sale --dice x", "invalid_input", "--dice takes a whole number, not \"x\""),
    ("dice", "dice --limit 5", "invalid_input", "give the rolled words, e.g. `wordwright dice sale fens axes wars`"),
    ("dice", "dice sale --limit 1000000", "invalid_input", "limit 1000000 is too large; the largest is 100000"),
    ("dice", "dice \"{30000*sale }\"", "too_large", "the words are 150000 characters in all; the limit is 100000"),
    // Word ladders and graph facts.
    ("ladder", "ladder head tails", "invalid_input", "the first word HEAD has 4 letters and the last word TAILS has 5; a ladder changes one letter at a time, so both ends need the same length"),
    ("ladder", "ladder he4d tail", "invalid_input", "the first word has '4' at position 3; only letters a-z are allowed"),
    ("ladder", "ladder café tail", "invalid_input", "the first word has 'é' (a letter outside a-z; accents are not supported) at position 4; only letters a-z are allowed"),
    ("ladder", "ladder head \"ta l\"", "invalid_input", "the last word has a space at position 3; only letters a-z are allowed"),
    ("ladder", "ladder \"\" tail", "invalid_input", "the first word is empty; type some letters"),
    ("ladder", "ladder {40*a} {40*b}", "too_large", "the first word is 40 characters long; the limit is 32"),
    ("ladder", "ladder head", "invalid_input", "ladder takes two words, FROM and TO (got 1), e.g. `wordwright ladder head tail`"),
    ("ladder", "ladder head tail heal", "invalid_input", "ladder takes two words, FROM and TO (got 3), e.g. `wordwright ladder head tail`"),
    ("ladder", "ladder head tail --avoid tail", "invalid_input", "TAIL is an end of the ladder, so it cannot be avoided"),
    ("ladder", "ladder head tail --avoid heals", "invalid_input", "the avoided word 1, HEALS, has 5 letters but the ladder's words have 4"),
    ("ladder", "ladder head tail --avoid h?al", "invalid_input", "avoided word 1 has '?' at position 2; only letters a-z are allowed"),
    ("ladder", "ladder head tail --limit 1000000", "invalid_input", "limit 1000000 is too large; the largest is 100000"),
    ("ladder", "ladder head tail --limit x", "invalid_input", "--limit takes a whole number, not \"x\""),
    ("ladder", "graph", "invalid_input", "give a word length, e.g. --length 5"),
    ("ladder", "graph --length 0", "invalid_input", "the length must be at least 1"),
    ("ladder", "graph --length 40", "too_large", "length 40 is over the limit of 32 letters"),
    ("ladder", "graph --length five", "invalid_input", "--length takes a whole number, not \"five\""),
    ("ladder", "graph cold --length 4", "invalid_input", "graph takes no word (\"cold\"); give the length with --length N"),
    // Symbols.
    ("assign", "assign --row \"\"", "invalid_input", "row 1 is empty; give its symbols separated by spaces"),
    ("assign", "assign --row \"{31*x }\"", "too_large", "row 1 has 31 symbols; the limit is 30"),
    ("assign", "assign --row \"x y\" --known x=a --known x=b", "invalid_input", "--known contradicts itself: x is given both a and b"),
    ("assign", "assign --row \"x y\" --known x=a --known y=a", "invalid_input", "--known contradicts itself: x and y are both given a, but different symbols stand for different letters (unless --share)"),
    ("assign", "assign --row \"x y\" --known moon=a", "invalid_input", "--known \"moon=a\" names no symbol: \"moon\" is not in the rows; the symbols are x, y"),
    ("assign", "assign --row \"x y\" --known x", "invalid_input", "--known \"x\" is not SYMBOL=LETTER (for example cherry=f)"),
    ("assign", "assign --row \"x y\" --known x=ab", "invalid_input", "--known \"x=ab\": \"ab\" is not one letter a-z"),
    ("assign", "assign --crypto AB --known a=a", "invalid_input", "--known \"a=a\" lets a letter stand for itself, which a cryptogram forbids; add --allow-self"),
    ("assign", "assign --row \"x y\" --crypto AB", "invalid_input", "give rows of symbols or a cryptogram (--crypto), not both"),
    ("assign", "assign", "invalid_input", "give at least one row of symbols (--row \"club star club\") or a cryptogram (--crypto TEXT)"),
    ("assign", "assign --row \"x y\" --allow-self", "invalid_input", "--allow-self applies only to a cryptogram (--crypto)"),
    ("assign", "assign --row \"x y\" --nonwords 11", "invalid_input", "--nonwords 11 is too large; at most 10 rows can be left as non-words"),
    ("assign", "assign --row x --nonwords many", "invalid_input", "--nonwords takes a whole number, not \"many\""),
    ("assign", "assign --row \"x y\" --limit 100001", "invalid_input", "limit 100001 is too large; the largest is 100000"),
    ("assign", "assign --crypto \"CAFÉ AU LAIT\"", "invalid_input", "the cryptogram has 'É' (a letter outside a-z; accents are not supported) at position 4; only letters a-z are enciphered"),
    ("assign", "assign --crypto \"123 --\"", "invalid_input", "the cryptogram has no letters"),
    ("assign", "assign --crypto {16*AB}", "too_large", "the cryptogram word ABABABABABABABABABABABABABABABAB has 32 letters; the limit is 30"),
    ("assign", "assign --row {41*x}", "too_large", "row 1 has a symbol of 41 characters; the limit is 40"),
    ("assign", "assign --crypto \"{10001*AB }\"", "too_large", "the cryptogram is 30003 characters long; the limit is 20000"),
    ("assign", "assign --crypto \"{1001*AB }\"", "too_large", "the cryptogram has 1001 words; the limit is 1000"),
    ("assign", "assign --file tests/data/bad/missing.txt", "io", "cannot read tests/data/bad/missing.txt: No such file or directory (os error 2)"),
    ("assign", "assign \"club star\"", "invalid_input", "assign takes no positional arguments (got \"club star\"); give each row with --row \"club star club\""),
];

/// Splits a command line at spaces outside double quotes and expands `{N*TEXT}`.
fn argv(line: &str) -> Vec<String> {
    let mut args = Vec::new();
    let (mut cur, mut quoted, mut started) = (String::new(), false, false);
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                started = true;
            }
            ' ' if !quoted => {
                if started {
                    args.push(std::mem::take(&mut cur));
                }
                started = false;
            }
            c => {
                cur.push(c);
                started = true;
            }
        }
    }
    if started {
        args.push(cur);
    }
    args.into_iter().map(|a| expand(&a)).collect()
}

fn expand(arg: &str) -> String {
    let Some(start) = arg.find('{') else {
        return arg.to_string();
    };
    let end = start + arg[start..].find('}').expect("a closing }");
    let (n, text) = arg[start + 1..end].split_once('*').expect("{N*TEXT}");
    let n: usize = n.parse().expect("a count");
    format!(
        "{}{}{}",
        &arg[..start],
        text.repeat(n),
        expand(&arg[end + 1..])
    )
}

fn run(args: &[String]) -> (i32, String, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = wordwright::cli::run_with(args, &mut out, &mut err);
    (
        code,
        String::from_utf8(out).expect("utf-8"),
        String::from_utf8(err).expect("utf-8"),
    )
}

/// The README's form of a row.
fn readme_line(line: &str, kind: &str, message: &str) -> String {
    format!("| `{line}` | 2 | {kind} | {message} |")
}

#[test]
fn every_row_is_refused_with_its_message() {
    let mut failures = Vec::new();
    for (_, line, kind, message) in ROWS {
        let args = argv(line);
        let (code, out, err) = run(&args);
        let want_err = format!("error: {message}\n");
        if code != 2 || !out.is_empty() || err != want_err {
            failures.push(format!(
                "{line}\n  want exit 2, stderr {want_err:?}\n  got exit {code}, stderr {err:?}, stdout {:?}",
                out.chars().take(200).collect::<String>()
            ));
            continue;
        }
        let mut with_json = args.clone();
        with_json.push("--json".into());
        let (code, out, _) = run(&with_json);
        let v: Value = serde_json::from_str(&out).unwrap_or(Value::Null);
        let got = (
            code,
            v["error"]["kind"].as_str(),
            v["error"]["message"].as_str(),
        );
        if got != (2, Some(*kind), Some(*message)) {
            failures.push(format!(
                "{line} --json\n  want (2, {kind:?}, {message:?})\n  got {got:?}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} rows failed:\n{}",
        failures.len(),
        ROWS.len(),
        failures.join("\n")
    );
}

/// The rack's refused inputs from tests/data/rack.cases: (command line, kind, message).
fn rack_rows() -> Vec<(String, String, String)> {
    let text = std::fs::read_to_string("tests/data/rack.cases").expect("tests/data/rack.cases");
    text.split("\n\n")
        .filter_map(|block| {
            let lines: Vec<&str> = block.lines().filter(|l| !l.starts_with('#')).collect();
            let args = lines.first()?.strip_prefix('$')?.trim();
            let (kind, message) = lines.get(1)?.strip_prefix("error ")?.split_once(": ")?;
            Some((
                format!("rack {args}"),
                kind.to_string(),
                message.to_string(),
            ))
        })
        .collect()
}

#[test]
fn readme_lists_every_row() {
    let readme = std::fs::read_to_string("README.md").expect("README.md");
    let mut missing: Vec<String> = ROWS
        .iter()
        .map(|(_, line, kind, message)| readme_line(line, kind, message))
        .filter(|l| !readme.contains(l.as_str()))
        .collect();
    let rack = rack_rows();
    assert!(rack.len() > 20, "only {} rack errors read", rack.len());
    missing.extend(
        rack.iter()
            .map(|(line, kind, message)| readme_line(line, kind, message))
            .filter(|l| !readme.contains(l.as_str())),
    );
    assert!(
        missing.is_empty(),
        "README.md lacks these rows of its bad-input tables:\n{}",
        missing.join("\n")
    );
}

/// Prints the README's tables: `cargo test --test bad_input -- --ignored --nocapture`.
#[test]
#[ignore]
fn print_readme_tables() {
    let mut section = "";
    for (s, line, kind, message) in ROWS {
        if *s != section {
            section = s;
            println!("\n{section}\n\n| command line | exit | kind | message |\n|---|---|---|---|");
        }
        println!("{}", readme_line(line, kind, message));
    }
    println!("\nrack\n\n| command line | exit | kind | message |\n|---|---|---|---|");
    for (line, kind, message) in rack_rows() {
        println!("{}", readme_line(&line, &kind, &message));
    }
}
