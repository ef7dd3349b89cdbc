use super::*;

/// `pattern` matches every word of `yes` and none of `no`.
fn check(pattern: &str, yes: &str, no: &str) {
    check_with(pattern, Options::default(), yes, no);
}

fn check_with(pattern: &str, options: Options, yes: &str, no: &str) {
    let p = Pattern::parse_with(pattern, options)
        .unwrap_or_else(|e| panic!("{pattern:?}: {}", e.message));
    for w in yes.split_whitespace() {
        assert!(p.matches(w.as_bytes()), "{pattern:?} should match {w}");
    }
    for w in no.split_whitespace() {
        assert!(!p.matches(w.as_bytes()), "{pattern:?} should not match {w}");
    }
}

/// `pattern` is refused with a message containing `want`.
fn refused(pattern: &str, want: &str) {
    match Pattern::parse(pattern) {
        Ok(_) => panic!("{pattern:?} should be refused"),
        Err(e) => assert!(e.message.contains(want), "{pattern:?}: {}", e.message),
    }
}

#[test]
fn what_worked_before_works_the_same() {
    check("?a?e", "bake care", "bak bakes abke");
    check("c*", "c cat care", "act");
    check("c*a*t", "cat coast caat", "cats ct");
    check("[bc]ake", "bake cake", "lake");
    check("[^bc]ake", "lake", "bake cake");
    check("[a-c]a?e", "bake care aake", "lake");
    check("*", "a zymurgy", "");
    check("C.T", "cat cut", "cart");
    check("**a", "a ba", "ab");
}

#[test]
fn classes() {
    check("@", "a e i o u", "y b");
    check("#", "y b z", "a u");
    check("#@#@#", "cabin later", "train about");
    check("_a_", "cat", "ca");
    check("[@y]", "a y", "b");
    check("[^#]", "e", "y");
}

#[test]
fn spaces_are_ignored() {
    check("C _ T", "cat cot", "cart");
    check("[ a - c ] { 2 }", "ab cc", "a abc");
    check(" < t c a > s ", "cats acts", "scat");
}

#[test]
fn repeats_and_groups() {
    check("#{3}", "str bcd", "st stre abc");
    check("a{2,}", "aa aaaa", "a");
    check("a{1,3}b", "ab aaab", "b aaaab");
    check("a{,2}b", "b ab aab", "aaab");
    check("(ab){2}", "abab", "ab ababab");
    check("(ab){0,}c", "c abc ababc", "abac");
    check("(un|re)*ing", "undoing reading uning", "doing sing");
    check("(s|)cat", "cat scat", "scats");
    check("a|b|cd", "a b cd", "c ab");
    check("a{0}b", "b", "ab");
    check("((a|b){2}c){2}", "abcbac", "abcab");
    check("(a*){3}b", "aaab axayazb", "b ab");
    check("<ab>{2}", "abba baab", "aabb");
    check("1{3}", "aaa", "aab");
}

#[test]
fn variables() {
    check("12?21", "ababa civic", "abcde aaaaa");
    check("1?1", "bob aaa", "abc");
    check("12", "ab", "aa");
    check("1a", "ba aa", "bb");
    check("11", "aa", "ab");
    // Branch 2 binds 2 to a, then 1 to b.
    check("(1|2)1", "aa ab", "abc");
    check_with("12", Options { share: true }, "ab aa", "abc");
    check_with("1221", Options { share: true }, "abba aaaa", "abab");
    check("*1*1*", "banana", "abc");
    check("123456789", "abcdefghi", "abcdefgha");
}

#[test]
fn anagram_groups() {
    check("<tca>s", "cats acts tacs", "scat cast catss");
    check("<tcas>", "cats acts scat cast", "cat");
    check("<tca>", "cat act tac", "caa ca");
    check("<aa?>", "aab baa aaa", "abb");
    check("<@#>", "at ta", "aa tt");
    check("<[ab][bc]>", "ab bb cb bc ba", "aa cc");
    check("<[ab]b>", "bb ab ba", "aa");
    check("x<ab>*<ab>", "xabba xbaab xabzzab", "xaab");
    check("<aeinrst>", "nastier retains retinas", "nastie");
}

#[test]
fn lengths() {
    let lens = |p: &str| {
        let p = Pattern::parse(p).unwrap();
        (p.min_len(), p.max_len())
    };
    assert_eq!(lens("c?t*"), (3, None));
    assert_eq!(lens("#@#@#"), (5, Some(5)));
    assert_eq!(lens("a{2,5}"), (2, Some(5)));
    assert_eq!(lens("(ab){3,}"), (6, None));
    assert_eq!(lens("a|bcd"), (1, Some(3)));
    assert_eq!(lens("<abc>(x|)"), (3, Some(4)));
    assert_eq!(lens("(a{0}){0,}"), (0, Some(0)));
    assert_eq!(Pattern::parse("#@#@#").unwrap().fixed_len(), Some(5));
    let p = Pattern::parse("??????*").unwrap();
    assert_eq!(
        p.length_conflict(1, 5, "--min-len", "--max-len").unwrap(),
        "the pattern needs at least 6 letters but --max-len is 5"
    );
    let p = Pattern::parse("a{2,3}").unwrap();
    assert_eq!(
        p.length_conflict(4, 9, "--min-len", "--max-len").unwrap(),
        "the pattern has at most 3 letters but --min-len is 4"
    );
    assert!(p.length_conflict(3, 9, "--min-len", "--max-len").is_none());
    let p = Pattern::parse("a{0}").unwrap();
    assert!(p
        .length_conflict(1, 9, "", "")
        .unwrap()
        .contains("only the empty word"));
}

#[test]
fn every_error_names_its_position_and_fix() {
    // (pattern, part of the message)
    #[rustfmt::skip]
    let cases: &[(&str, &str)] = &[
        ("", "the pattern is empty"),
        ("   ", "the pattern is empty"),
        ("ab[cd", "the pattern has '[' at position 3 with no closing ']'"),
        ("a]", "the pattern has ']' at position 2 with no '[' before it"),
        ("(ab", "the pattern has '(' at position 1 with no closing ')'"),
        ("ab)", "the pattern has ')' at position 3 with no '(' before it"),
        ("a}", "the pattern has '}' at position 2 with no '{' before it"),
        ("a>", "the pattern has '>' at position 2 with no '<' before it"),
        ("<ab", "the pattern has '<' at position 1 with no closing '>'"),
        ("a{2", "the pattern has '{' at position 2 with no closing '}'"),
        ("{2}a", "the pattern has a repeat at position 1 with nothing before it to repeat; put it after a letter, class or group"),
        ("(|{2})", "the pattern has a repeat at position 3 with nothing before it"),
        ("a*{2}", "the pattern has a repeat at position 3 after '*', which already matches any run"),
        ("a{2}{3}", "the pattern has a second repeat at position 5; put the first in parentheses, like (a{2}){3}"),
        ("a{65}", "the pattern has a repeat at position 2 of more than 64 copies; the most is 64"),
        ("a{1,99999999999}", "a repeat at position 2 of more than 64 copies"),
        ("a{5,2}", "the pattern has a repeat at position 2 whose minimum is above its maximum; write {2,5}"),
        ("a{}", "the pattern has a repeat at position 2 that is none of {n}, {n,} or {n,m}"),
        ("a{,}", "a repeat at position 2 that is none of"),
        ("a{1,2,3}", "a repeat at position 2 that is none of"),
        ("a{x}", "the pattern has 'x' at position 3 inside a repeat; write {n}, {n,} or {n,m}"),
        ("[]", "the pattern has an empty set at position 1; put letters inside, like [aeiou]"),
        ("[^a-z]", "the pattern has a set at position 1 that matches no letter"),
        ("[z-a]", "the pattern has a backwards range z-a at position 3; write a-z"),
        ("[a1]", "the pattern has '1' at position 3 inside [...]; a set holds letters a-z"),
        ("<>", "the pattern has an empty anagram group at position 1; put letters inside, like <tca>"),
        ("<a1>", "the pattern has '1' at position 3 inside <...>; variables cannot go in an anagram group"),
        ("<a*>", "the pattern has '*' at position 3 inside <...>; an anagram group holds letters"),
        ("a0", "the pattern has '0' at position 2; variables are the digits 1 to 9"),
        ("ca\u{3c9}", "(a letter outside a-z) at position 3; use letters a-z"),
        ("a-b", "the pattern has '-' at position 2; use letters a-z"),
        ("((a{64}){64}){64}", "too large once its repeats are written out"),
    ];
    for (pattern, want) in cases {
        refused(pattern, want);
    }
    refused(
        &format!("<{}>", "a".repeat(65)),
        "an anagram group at position 1 of more than 64 letters",
    );
    refused(
        &"(".repeat(40),
        "the pattern has '(' at position 33; parentheses nest at most 32 deep",
    );
    refused(
        &"?".repeat(1001),
        "the pattern is 1001 characters long; the limit is 1000",
    );
    assert!(Pattern::parse(&"? ".repeat(500)).is_ok());
}

/// The walk along a dictionary finds exactly the words `matches` accepts.
#[test]
fn the_walk_agrees_with_matching_word_by_word() {
    let words = [
        "a", "ab", "aba", "abab", "ababa", "abba", "act", "acts", "b", "ba", "bob", "cat", "cats",
        "civic", "coast", "scat", "tac", "undoing", "uning", "reading", "zzz",
    ];
    let dict = Dictionary::from_words(&words);
    for p in [
        "*",
        "a*",
        "*a",
        "c?t*",
        "12?21",
        "1?1",
        "<tca>*",
        "(un|re)*ing",
        "#@#@#",
        "a{0,}b{0,}",
        "*1*1*",
        "?",
        "??",
        "<?a>*",
        "*ing",
        "?*ing",
        "*<ab?>",
        "*1a1",
        "*(s|ed)",
        "*[aeiou]",
    ] {
        let pat = Pattern::parse(p).unwrap();
        let mut got = Vec::new();
        assert!(pat.find(&dict, 1, 99, &mut Budget::default(), |id| got
            .push(dict.word(id))));
        let mut want: Vec<&str> = words
            .iter()
            .copied()
            .filter(|w| pat.matches(w.as_bytes()))
            .collect();
        crate::sort::sort(&mut want);
        assert_eq!(got, want, "{p}");
        let mut got = Vec::new();
        pat.find(&dict, 2, 3, &mut Budget::default(), |id| {
            got.push(dict.word(id))
        });
        let want: Vec<&str> = want
            .into_iter()
            .filter(|w| (2..=3).contains(&w.len()))
            .collect();
        assert_eq!(got, want, "{p} 2..=3");
    }
}

#[test]
fn a_pathological_pattern_stops_on_its_budget() {
    let words: Vec<String> = (0..2000)
        .map(|i| {
            (0..20)
                .map(|k| (b'a' + ((i * 7 + k * k * 3 + i / 26) % 26) as u8) as char)
                .collect()
        })
        .collect();
    let dict = Dictionary::from_words(&words);
    let p = Pattern::parse("*1*2*3*3*2*1*").unwrap();
    let mut budget = Budget::new(200_000);
    assert!(!p.find(&dict, 1, 99, &mut budget, |_| {}));
    // It stops soon after the budget runs out: one transition's work at most.
    assert!(budget.used() < 400_000, "{}", budget.used());
}

#[test]
fn patterns_pinned_at_the_end_are_read_backwards() {
    let backwards = |p: &str| Pattern::parse(p).unwrap().rev.is_some();
    // A `*` with at most one pinned letter before it, and more pinned at the end.
    for p in [
        "*ing", "?*ing", "c*ing", "*<ab?>", "*x*y", "*[aeiou]", "(a|b)*ed",
    ] {
        assert!(backwards(p), "{p} should be read backwards");
    }
    // No `*` near the start; stars at both ends; a universal `*` within a letter; variables and
    // `?` pin nothing at the end.
    for p in [
        "c?t*",
        "(un|re)*ing",
        "1?2?1",
        "*1*1*",
        "*a*",
        "*",
        "?*",
        "*1*2*3",
        "*???",
    ] {
        assert!(!backwards(p), "{p} should be read forwards");
    }
}

#[test]
fn read_backwards_with_variables_groups_and_budgets() {
    let words = [
        "bcxbca", "zbcxbca", "bbxbba", "bcxbcb", "ing", "sing", "singing", "gni", "aging",
    ];
    let dict = Dictionary::from_words(&words);
    assert!(Pattern::parse("*12?12a").unwrap().rev.is_some());
    for (p, want) in [
        ("*12?12a", vec!["bcxbca", "zbcxbca"]),
        ("*<ing>", vec!["aging", "gni", "ing", "sing", "singing"]),
        ("*ing", vec!["aging", "ing", "sing", "singing"]),
    ] {
        let pat = Pattern::parse(p).unwrap();
        let mut got = Vec::new();
        assert!(pat.find(&dict, 1, 99, &mut Budget::default(), |id| got
            .push(dict.word(id))));
        assert_eq!(got, want, "{p}");
    }
    // One step a word at least: a budget of 3 stops the scan.
    let mut budget = Budget::new(3);
    assert!(!Pattern::parse("*ing")
        .unwrap()
        .find(&dict, 1, 99, &mut budget, |_| {}));
}

#[test]
fn one_variable_between_loops_steps_bit_parallel() {
    // Every word over a-c of 1 to 6 letters.
    let mut words = vec![String::new()];
    let mut all = Vec::new();
    for _ in 0..6 {
        words = words
            .iter()
            .flat_map(|w| ["a", "b", "c"].map(|c| format!("{w}{c}")))
            .collect();
        all.extend(words.iter().cloned());
    }
    let dict = Dictionary::from_words(&all);
    let fits = |p: &str| masks::fits(&Pattern::parse(p).unwrap().prog);
    for p in [
        "*1*1*",
        "*1*1*1*",
        "*1(?){2,}1",
        "*1*a*1",
        "*1*1",
        "(a|?*)1*(1|b)*",
        "*[ab]1*1?",
        "(#@){0,}1*1*",
    ] {
        assert!(fits(p), "{p} should step bit-parallel");
        let pat = Pattern::parse(p).unwrap();
        for (lo, hi) in [(1, 99), (2, 4)] {
            let mut got = Vec::new();
            assert!(pat.find(&dict, lo, hi, &mut Budget::default(), |id| got
                .push(dict.word(id))));
            let mut want: Vec<&str> = all
                .iter()
                .map(String::as_str)
                .filter(|w| (lo..=hi).contains(&w.len()) && pat.matches(w.as_bytes()))
                .collect();
            crate::sort::sort(&mut want);
            assert_eq!(got, want, "{p} {lo}..={hi}");
        }
    }
    // Bindings from a bounded window, two variables, anagram groups: the lazy DFA.
    for p in [
        "1*1",
        "*11*",
        "*1?1*",
        "*1*2*1*",
        "*1*<ab>*1",
        "1{2}",
        "*a*",
    ] {
        assert!(!fits(p), "{p} should run on the lazy DFA");
    }
    // A budget stops the bit-parallel walk too.
    let mut budget = Budget::new(50);
    assert!(!Pattern::parse("*1*a*1")
        .unwrap()
        .find(&dict, 1, 99, &mut budget, |_| {}));
}

#[test]
fn a_letter_repeated_anywhere_is_read_off_the_index() {
    let repeated = |p: &str| Pattern::parse(p).unwrap().prog.letter_repeated();
    assert_eq!(repeated("*1*"), Some(1));
    assert_eq!(repeated("*1*1*"), Some(2));
    assert_eq!(repeated("* 1 * 1 * 1 *"), Some(3));
    for p in [
        "*11*", "1*1", "*1*1", "*1*2*", "*1*a*1*", "*1*1*1", "?*1*1*", "*",
    ] {
        assert_eq!(repeated(p), None, "{p}");
    }
    // The same words as the automaton, at every length and within length bounds.
    let words: Vec<String> = [
        "a", "aa", "aba", "abc", "abca", "banana", "level", "sees", "seesaw", "xyz",
    ]
    .map(String::from)
    .to_vec();
    let dict = Dictionary::from_words(&words);
    for p in ["*1*", "*1*1*", "*1*1*1*"] {
        let pat = Pattern::parse(p).unwrap();
        for (lo, hi) in [(1, 99), (3, 3), (4, 6)] {
            let mut got = Vec::new();
            assert!(pat.find(&dict, lo, hi, &mut Budget::default(), |id| got
                .push(dict.word(id))));
            let want: Vec<&str> = words
                .iter()
                .map(String::as_str)
                .filter(|w| (lo..=hi).contains(&w.len()) && pat.matches(w.as_bytes()))
                .collect();
            assert_eq!(got, want, "{p} {lo}..={hi}");
        }
    }
    // The scan spends its budget too.
    assert!(!Pattern::parse("*1*1*")
        .unwrap()
        .find(&dict, 1, 99, &mut Budget::new(3), |_| {}));
}
