//! A small JSON reader for the one JSON document users write by hand: a custom tile set.
//!
//! Not serde_json's deserializer, which costs 12.6 KB gzip in the wasm module (measured) and
//! whose messages ("invalid type: string, expected i64 at line 1 column 32") are written for
//! programmers. Numbers are whole numbers or refused; every error says what was expected where.

use crate::error::{Error, Result};

/// Deepest nesting accepted (a tile set needs 3).
const MAX_DEPTH: usize = 32;

/// A JSON value. Numbers are whole numbers; objects keep their keys in order, duplicates
/// included (so a reader can report them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A whole number.
    Int(i64),
    /// A string.
    Str(String),
    /// An array.
    Arr(Vec<Value>),
    /// An object.
    Obj(Vec<(String, Value)>),
}

impl Value {
    /// What kind of value this is, for messages: "a number", "a string", ...
    pub fn describe(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "true or false",
            Value::Int(_) => "a number",
            Value::Str(_) => "a string",
            Value::Arr(_) => "a list",
            Value::Obj(_) => "an object",
        }
    }
}

/// Parses one JSON document. `what` names it in messages ("the custom tile set").
pub fn parse(text: &str, what: &str) -> Result<Value> {
    let mut p = Parser {
        s: text.as_bytes(),
        pos: 0,
        what,
    };
    let v = p.value(0)?;
    p.ws();
    if p.pos < p.s.len() {
        return Err(p.err("more text after the end"));
    }
    Ok(v)
}

struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
    what: &'a str,
}

impl Parser<'_> {
    fn err(&self, problem: &str) -> Error {
        Error::invalid(format!(
            "{} is not valid JSON: {problem} at character {}",
            self.what,
            self.pos + 1
        ))
    }

    fn ws(&mut self) {
        while self.pos < self.s.len() && matches!(self.s[self.pos], b' ' | b'\t' | b'\n' | b'\r') {
            self.pos += 1;
        }
    }

    fn eat(&mut self, b: u8) -> bool {
        self.ws();
        let hit = self.s.get(self.pos) == Some(&b);
        self.pos += usize::from(hit);
        hit
    }

    fn value(&mut self, depth: usize) -> Result<Value> {
        if depth > MAX_DEPTH {
            return Err(self.err("too deeply nested"));
        }
        self.ws();
        let literal = |p: &mut Self, word: &str, v: Value| {
            if p.s[p.pos..].starts_with(word.as_bytes()) {
                p.pos += word.len();
                Ok(v)
            } else {
                Err(p.err("unexpected text"))
            }
        };
        match self.s.get(self.pos) {
            None => Err(self.err("it ends too soon")),
            Some(b'n') => literal(self, "null", Value::Null),
            Some(b't') => literal(self, "true", Value::Bool(true)),
            Some(b'f') => literal(self, "false", Value::Bool(false)),
            Some(b'"') => self.string().map(Value::Str),
            Some(b'[') => {
                self.pos += 1;
                let mut items = Vec::new();
                if !self.eat(b']') {
                    loop {
                        items.push(self.value(depth + 1)?);
                        if self.eat(b']') {
                            break;
                        }
                        if !self.eat(b',') {
                            return Err(self.err("expected , or ] in a list"));
                        }
                    }
                }
                Ok(Value::Arr(items))
            }
            Some(b'{') => {
                self.pos += 1;
                let mut fields = Vec::new();
                if !self.eat(b'}') {
                    loop {
                        self.ws();
                        if self.s.get(self.pos) != Some(&b'"') {
                            return Err(self.err("expected a quoted key"));
                        }
                        let key = self.string()?;
                        if !self.eat(b':') {
                            return Err(self.err("expected : after a key"));
                        }
                        fields.push((key, self.value(depth + 1)?));
                        if self.eat(b'}') {
                            break;
                        }
                        if !self.eat(b',') {
                            return Err(self.err("expected , or } in an object"));
                        }
                    }
                }
                Ok(Value::Obj(fields))
            }
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => Err(self.err("unexpected character")),
        }
    }

    fn number(&mut self) -> Result<Value> {
        let start = self.pos;
        self.pos += usize::from(self.s[self.pos] == b'-');
        let digits = self.pos;
        while self.s.get(self.pos).is_some_and(u8::is_ascii_digit) {
            self.pos += 1;
        }
        if matches!(self.s.get(self.pos), Some(b'.' | b'e' | b'E')) {
            self.pos = start;
            return Err(self.err("a number that is not whole"));
        }
        let text = std::str::from_utf8(&self.s[start..self.pos]).unwrap_or("");
        match text.parse::<i64>() {
            Ok(n) if self.pos > digits => Ok(Value::Int(n)),
            _ => {
                self.pos = start;
                Err(self.err("a number out of range"))
            }
        }
    }

    fn string(&mut self) -> Result<String> {
        self.pos += 1; // the opening quote
        let mut out = Vec::new();
        loop {
            let Some(&b) = self.s.get(self.pos) else {
                return Err(self.err("a string is not closed"));
            };
            self.pos += 1;
            match b {
                b'"' => break,
                b'\\' => {
                    let Some(&e) = self.s.get(self.pos) else {
                        return Err(self.err("a string is not closed"));
                    };
                    self.pos += 1;
                    let c = match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let hi = self.hex4()?;
                            let code = if (0xD800..0xDC00).contains(&hi)
                                && self.s[self.pos..].starts_with(b"\\u")
                            {
                                self.pos += 2;
                                let lo = self.hex4()?;
                                0x10000 + ((hi - 0xD800) << 10) + (lo.wrapping_sub(0xDC00) & 0x3FF)
                            } else {
                                hi
                            };
                            char::from_u32(code).unwrap_or('\u{FFFD}')
                        }
                        _ => return Err(self.err("an unknown escape in a string")),
                    };
                    let mut buf = [0u8; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                _ => out.push(b),
            }
        }
        String::from_utf8(out).map_err(|_| self.err("a string that is not UTF-8"))
    }

    fn hex4(&mut self) -> Result<u32> {
        let digits = self
            .s
            .get(self.pos..self.pos + 4)
            .ok_or_else(|| self.err("a bad \\u escape"))?;
        let mut n = 0;
        for &d in digits {
            n = n * 16
                + (d as char)
                    .to_digit(16)
                    .ok_or_else(|| self.err("a bad \\u escape"))?;
        }
        self.pos += 4;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values() {
        let v = parse(
            r#" {"a": [1, -2, "x\u00e9\n"], "b": {"c": null, "d": true}} "#,
            "it",
        )
        .unwrap();
        assert_eq!(
            v,
            Value::Obj(vec![
                (
                    "a".into(),
                    Value::Arr(vec![
                        Value::Int(1),
                        Value::Int(-2),
                        Value::Str("x\u{e9}\n".into())
                    ])
                ),
                (
                    "b".into(),
                    Value::Obj(vec![
                        ("c".into(), Value::Null),
                        ("d".into(), Value::Bool(true))
                    ])
                ),
            ])
        );
    }

    #[test]
    fn errors_say_where() {
        let e = |t: &str| parse(t, "the set").unwrap_err().message;
        assert_eq!(
            e("{\"a\": 1.5}"),
            "the set is not valid JSON: a number that is not whole at character 7"
        );
        assert_eq!(
            e("{\"a\": 1"),
            "the set is not valid JSON: expected , or } in an object at character 8"
        );
        assert_eq!(
            e("{a: 1}"),
            "the set is not valid JSON: expected a quoted key at character 2"
        );
        assert_eq!(
            e("{} x"),
            "the set is not valid JSON: more text after the end at character 4"
        );
        assert_eq!(
            e(""),
            "the set is not valid JSON: it ends too soon at character 1"
        );
        assert_eq!(
            e("99999999999999999999"),
            "the set is not valid JSON: a number out of range at character 1"
        );
        assert!(parse(&"[".repeat(100), "x").is_err());
    }
}
