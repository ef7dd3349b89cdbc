//! Quoting text for messages (std only: build.rs includes this file too, for the blob builder).

/// `s` in double quotes for a message, as `{:?}` would write it for ordinary text: `"` and `\`
/// escaped, control and invisible characters as `\u{..}`. (Not `{:?}` itself: in the wasm module
/// that pulls in Unicode tables and debug formatting, several KB.)
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\0' => out.push_str("\\0"),
            c if c.is_control()
                || matches!(c, '\u{AD}' | '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}'
                    | '\u{2060}'..='\u{2064}' | '\u{FEFF}') =>
            {
                out.push_str(&format!("\\u{{{:x}}}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A character in single quotes for a message, as `{:?}` would write it (`'x'`), except an
/// apostrophe, which is shown as itself in double quotes (`"'"`), not escaped (`'\''`).
pub fn quote_char(c: char) -> String {
    match c {
        '\'' => "\"'\"".to_string(),
        '"' => "'\"'".to_string(),
        c => {
            let q = quote(&c.to_string());
            format!("'{}'", &q[1..q.len() - 1])
        }
    }
}

/// `n` and a noun, plural when `n` is not 1: "1 line", "3 lines".
pub fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("{n} {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_like_debug_for_ordinary_text() {
        for s in [
            "",
            "abc",
            "it's",
            "say \"hi\"",
            "back\\slash",
            "tab\there",
            "new\nline",
            "café",
            "ß?*[]",
        ] {
            assert_eq!(quote(s), format!("{s:?}"), "{s}");
        }
        for c in ['a', '?', '"', 'é', ' ', '\n'] {
            assert_eq!(quote_char(c), format!("{c:?}"), "{c}");
        }
        // An apostrophe as itself: people read the message, not Rust.
        assert_eq!(quote_char('\''), "\"'\"");
        // Invisible characters show as escapes, so a user sees why a word was refused.
        assert_eq!(quote("a\u{200B}b\u{7}"), "\"a\\u{200b}b\\u{7}\"");
    }
}
