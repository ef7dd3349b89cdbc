//! Quoting text for messages (std only: build.rs includes this file too, for the blob builder).

/// `s` in double quotes for a message, as `{:?}` would write it for ordinary text: `"` and `\`
/// escaped, control and invisible characters as `\u{..}`. (Not `{:?}` itself: in the wasm module
/// that pulls in Unicode tables and debug formatting, several KB.) Text of more than
/// `QUOTE_MAX` (100) characters is cut to its first `QUOTE_KEEP` (60) and an ellipsis, so that
/// a message about a pasted page is a line, not the page again.
pub fn quote(s: &str) -> String {
    let long = s.chars().count() > QUOTE_MAX;
    let mut out = String::with_capacity(s.len().min(4 * QUOTE_MAX) + 2);
    out.push('"');
    for c in s.chars().take(if long { QUOTE_KEEP } else { QUOTE_MAX }) {
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
    if long {
        out.push('…');
    }
    out.push('"');
    out
}

/// The most characters `quote` shows whole.
pub const QUOTE_MAX: usize = 100;
/// How many characters `quote` keeps of a longer text.
pub const QUOTE_KEEP: usize = 60;

/// A character in single quotes for a message, as `{:?}` would write it (`'x'`), except an
/// apostrophe, which is shown as itself in double quotes (`"'"`), not escaped (`'\''`).
pub fn quote_char(c: char) -> String {
    match c {
        '\'' => "\"'\"".to_string(),
        '"' => "'\"'".to_string(),
        // People read the message: one backslash, as typed.
        '\\' => "'\\'".to_string(),
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
        assert_eq!(quote_char('\\'), "'\\'");
        // A pasted page is cut, not repeated back.
        let long = "a".repeat(10_000);
        assert_eq!(quote(&long), format!("\"{}…\"", "a".repeat(QUOTE_KEEP)));
        assert_eq!(
            quote(&long[..QUOTE_MAX]),
            format!("\"{}\"", &long[..QUOTE_MAX])
        );
        // Invisible characters show as escapes, so a user sees why a word was refused.
        assert_eq!(quote("a\u{200B}b\u{7}"), "\"a\\u{200b}b\\u{7}\"");
    }
}
