//! Command arguments as JSON text, read into a query struct (the page's way in; the CLI builds its
//! queries from flags).
//!
//! The wasm boundary turns the page's argument object into JSON and reads it here. This is a small
//! JSON reader and serde `Deserializer` of our own, rather than a general library, because it is
//! what the page needs and no more: whole numbers only (a fraction is an error that says so,
//! so no float parsing or printing code is compiled), unknown keys refused with the list of known
//! ones, and every error names the option it is about. Its error messages never go through
//! serde's default texts, which would pull float and debug formatting into the wasm module.

use std::fmt;

use serde::de::{self, DeserializeOwned, Expected, IntoDeserializer, Unexpected, Visitor};

use crate::error::{Error, Result};

/// Deepest nesting of arrays and objects accepted (a query needs 4).
const MAX_DEPTH: usize = 32;

/// Reads `json` (an object of options) into `T`.
pub fn from_json<T: DeserializeOwned>(json: &str) -> Result<T> {
    let value = Parser {
        s: json.as_bytes(),
        pos: 0,
    }
    .document()?;
    T::deserialize(&value).map_err(|e| Error::invalid(e.0))
}

/// A parsed JSON value. Numbers are whole numbers (`Int`) or anything else (`Other`, kept as
/// written, only ever reported).
#[derive(Debug, Clone, PartialEq)]
enum Value {
    Null,
    Bool(bool),
    Int(i128),
    Other(String),
    Str(String),
    Arr(Vec<Value>),
    Obj(Vec<(String, Value)>),
}

struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
}

impl Parser<'_> {
    fn document(mut self) -> Result<Value> {
        let v = self.value(0)?;
        self.ws();
        if self.pos < self.s.len() {
            return Err(self.err("extra text after the arguments"));
        }
        Ok(v)
    }

    fn err(&self, what: &str) -> Error {
        Error::invalid(format!(
            "bad arguments: {what} at character {}",
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
        if self.s.get(self.pos) == Some(&b) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn literal(&mut self, word: &str, v: Value) -> Result<Value> {
        if self.s[self.pos..].starts_with(word.as_bytes()) {
            self.pos += word.len();
            Ok(v)
        } else {
            Err(self.err("unexpected text"))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value> {
        if depth > MAX_DEPTH {
            return Err(self.err("arguments nested too deeply"));
        }
        self.ws();
        match self.s.get(self.pos) {
            None => Err(self.err("the arguments end too soon")),
            Some(b'n') => self.literal("null", Value::Null),
            Some(b't') => self.literal("true", Value::Bool(true)),
            Some(b'f') => self.literal("false", Value::Bool(false)),
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
            Some(b'-' | b'0'..=b'9') => Ok(self.number()),
            Some(_) => Err(self.err("unexpected character")),
        }
    }

    fn number(&mut self) -> Value {
        let start = self.pos;
        while self.pos < self.s.len()
            && matches!(
                self.s[self.pos],
                b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9'
            )
        {
            self.pos += 1;
        }
        let text = String::from_utf8_lossy(&self.s[start..self.pos]).into_owned();
        let (neg, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text.as_str()),
        };
        if !digits.is_empty() && digits.len() <= 30 && digits.bytes().all(|b| b.is_ascii_digit()) {
            let mut n: i128 = 0;
            for b in digits.bytes() {
                n = n * 10 + i128::from(b - b'0');
            }
            let n = if neg { -n } else { n };
            if n >= i128::from(i64::MIN) && n <= i128::from(u64::MAX) {
                return Value::Int(n);
            }
        }
        Value::Other(text)
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
                        _ => return Err(self.err("unknown escape in a string")),
                    };
                    let mut buf = [0u8; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                _ => out.push(b),
            }
        }
        String::from_utf8(out).map_err(|_| self.err("a string is not valid UTF-8"))
    }

    fn hex4(&mut self) -> Result<u32> {
        let digits = self
            .s
            .get(self.pos..self.pos + 4)
            .ok_or_else(|| self.err("bad \\u escape"))?;
        let mut n = 0;
        for &d in digits {
            n = n * 16
                + (d as char)
                    .to_digit(16)
                    .ok_or_else(|| self.err("bad \\u escape"))?;
        }
        self.pos += 4;
        Ok(n)
    }
}

/// A deserialization error: the message, prefixed with the option it is about.
#[derive(Debug)]
pub struct ArgError(String);

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ArgError {}

fn unknown_key(key: &str, expected: &[&str], what_takes: &str) -> ArgError {
    ArgError(format!(
        "unknown option {}; {what_takes}: {}",
        crate::error::quote(key),
        expected.join(", ")
    ))
}

/// What serde says a type expects, in words for people ("usize" -> "a whole number from 0").
fn plain(exp: &dyn Expected) -> String {
    let text = exp.to_string();
    match text.as_str() {
        "usize" | "u64" => "a whole number from 0".into(),
        "u32" => "a whole number from 0 to 4294967295".into(),
        "u16" => "a whole number from 0 to 65535".into(),
        "u8" => "a whole number from 0 to 255".into(),
        "isize" | "i64" | "i32" | "i16" | "i8" => "a whole number".into(),
        "a sequence" => "a list".into(),
        "a boolean" => "true or false".into(),
        _ => text,
    }
}

/// Says what a value was, for "expected X, got Y" (without serde's default texts, see the top).
fn describe(u: &Unexpected) -> String {
    match *u {
        Unexpected::Bool(b) => format!("{b}"),
        Unexpected::Unsigned(n) => format!("the number {n}"),
        Unexpected::Signed(n) => format!("the number {n}"),
        Unexpected::Float(_) => "a number with a fraction".into(),
        Unexpected::Char(c) => format!("the letter {}", crate::error::quote(&c.to_string())),
        Unexpected::Str(s) => format!("the text {}", crate::error::quote(s)),
        Unexpected::Unit | Unexpected::Option => "null".into(),
        Unexpected::Seq => "a list".into(),
        Unexpected::Map => "an object".into(),
        Unexpected::Other(s) => s.into(),
        _ => "another kind of value".into(),
    }
}

impl de::Error for ArgError {
    fn custom<T: fmt::Display>(msg: T) -> ArgError {
        ArgError(msg.to_string())
    }
    fn invalid_type(unexp: Unexpected, exp: &dyn Expected) -> ArgError {
        ArgError(format!("expected {}, got {}", plain(exp), describe(&unexp)))
    }
    fn invalid_value(unexp: Unexpected, exp: &dyn Expected) -> ArgError {
        ArgError(format!("expected {}, got {}", plain(exp), describe(&unexp)))
    }
    fn invalid_length(len: usize, exp: &dyn Expected) -> ArgError {
        ArgError(format!("expected {exp}, got {len} items"))
    }
    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> ArgError {
        ArgError(format!(
            "unknown value {}; use one of: {}",
            crate::error::quote(variant),
            expected.join(", ")
        ))
    }
    fn unknown_field(field: &str, expected: &'static [&'static str]) -> ArgError {
        unknown_key(field, expected, "this takes")
    }
    fn missing_field(field: &'static str) -> ArgError {
        ArgError(format!("the option \"{field}\" is missing"))
    }
    fn duplicate_field(field: &'static str) -> ArgError {
        ArgError(format!("the option \"{field}\" is given twice"))
    }
}

type R<T> = std::result::Result<T, ArgError>;

impl<'de> de::Deserializer<'de> for &'de Value {
    type Error = ArgError;

    fn deserialize_any<V: Visitor<'de>>(self, v: V) -> R<V::Value> {
        match self {
            Value::Null => v.visit_unit(),
            Value::Bool(b) => v.visit_bool(*b),
            Value::Int(n) => match (u64::try_from(*n), i64::try_from(*n)) {
                (Ok(u), _) => v.visit_u64(u),
                (_, Ok(i)) => v.visit_i64(i),
                _ => Err(ArgError("the number is too large".into())),
            },
            Value::Other(text)
                if text
                    .trim_start_matches('-')
                    .bytes()
                    .all(|b| b.is_ascii_digit()) =>
            {
                Err(ArgError(format!("the number {text} is too large")))
            }
            Value::Other(text) => Err(ArgError(format!("expected {}, got {text}", plain(&v)))),
            Value::Str(s) => v.visit_borrowed_str(s),
            Value::Arr(items) => v.visit_seq(Seq(items.iter())),
            Value::Obj(fields) => v.visit_map(Map {
                it: fields.iter(),
                key: "",
            }),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> R<V::Value> {
        match self {
            Value::Null => v.visit_none(),
            _ => v.visit_some(self),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        v: V,
    ) -> R<V::Value> {
        let Value::Obj(given) = self else {
            return Err(de::Error::invalid_type(unexpected(self), &v));
        };
        // Check the keys up front, so the message lists every option the command takes.
        if let Some((key, _)) = given.iter().find(|(k, _)| !fields.contains(&k.as_str())) {
            let what_takes = match name {
                "CustomSet" => "a custom tile set takes",
                "TileSpec" => "a tile takes",
                _ => "this command takes",
            };
            return Err(unknown_key(key, fields, what_takes));
        }
        v.visit_map(Map {
            it: given.iter(),
            key: "",
        })
    }

    // Each kind of value asked for by name is read directly (not through deserialize_any), so a
    // visitor's other visit_ methods are never instantiated: much less code in the wasm module.
    fn deserialize_bool<V: Visitor<'de>>(self, v: V) -> R<V::Value> {
        match self {
            Value::Bool(b) => v.visit_bool(*b),
            _ => Err(de::Error::invalid_type(unexpected(self), &v)),
        }
    }

    fn deserialize_str<V: Visitor<'de>>(self, v: V) -> R<V::Value> {
        match self {
            Value::Str(s) => v.visit_borrowed_str(s),
            _ => Err(de::Error::invalid_type(unexpected(self), &v)),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, v: V) -> R<V::Value> {
        self.deserialize_str(v)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, v: V) -> R<V::Value> {
        match self {
            Value::Arr(items) => v.visit_seq(Seq(items.iter())),
            _ => Err(de::Error::invalid_type(unexpected(self), &v)),
        }
    }

    fn deserialize_map<V: Visitor<'de>>(self, v: V) -> R<V::Value> {
        match self {
            Value::Obj(fields) => v.visit_map(Map {
                it: fields.iter(),
                key: "",
            }),
            _ => Err(de::Error::invalid_type(unexpected(self), &v)),
        }
    }

    fn deserialize_u64<V: Visitor<'de>>(self, v: V) -> R<V::Value> {
        match self {
            Value::Int(n) => match u64::try_from(*n) {
                Ok(u) => v.visit_u64(u),
                Err(_) => Err(de::Error::invalid_type(Unexpected::Signed(*n as i64), &v)),
            },
            _ => self.deserialize_any(v),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _: &'static str, v: V) -> R<V::Value> {
        v.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        v: V,
    ) -> R<V::Value> {
        match self {
            Value::Str(s) => v.visit_enum(s.as_str().into_deserializer()),
            _ => Err(de::Error::invalid_type(unexpected(self), &v)),
        }
    }

    fn deserialize_u8<V: Visitor<'de>>(self, v: V) -> R<V::Value> {
        self.deserialize_u64(v)
    }

    fn deserialize_u16<V: Visitor<'de>>(self, v: V) -> R<V::Value> {
        self.deserialize_u64(v)
    }

    fn deserialize_u32<V: Visitor<'de>>(self, v: V) -> R<V::Value> {
        self.deserialize_u64(v)
    }

    serde::forward_to_deserialize_any! {
        i8 i16 i32 i64 i128 u128 f32 f64 char bytes byte_buf
        unit unit_struct tuple tuple_struct identifier ignored_any
    }
}

fn unexpected(v: &Value) -> Unexpected<'_> {
    match v {
        Value::Null => Unexpected::Unit,
        Value::Bool(b) => Unexpected::Bool(*b),
        Value::Int(_) | Value::Other(_) => Unexpected::Other("a number"),
        Value::Str(s) => Unexpected::Str(s),
        Value::Arr(_) => Unexpected::Seq,
        Value::Obj(_) => Unexpected::Map,
    }
}

struct Seq<'a>(std::slice::Iter<'a, Value>);

impl<'de> de::SeqAccess<'de> for Seq<'de> {
    type Error = ArgError;
    fn next_element_seed<T: de::DeserializeSeed<'de>>(&mut self, seed: T) -> R<Option<T::Value>> {
        self.0.next().map(|v| seed.deserialize(v)).transpose()
    }
}

struct Map<'a> {
    it: std::slice::Iter<'a, (String, Value)>,
    /// The key of the value to read next.
    key: &'a str,
}

impl<'de> de::MapAccess<'de> for Map<'de> {
    type Error = ArgError;
    fn next_key_seed<K: de::DeserializeSeed<'de>>(&mut self, seed: K) -> R<Option<K::Value>> {
        match self.it.clone().next() {
            None => Ok(None),
            Some((k, _)) => {
                self.key = k;
                seed.deserialize(de::value::BorrowedStrDeserializer::new(k))
                    .map(Some)
            }
        }
    }
    fn next_value_seed<V: de::DeserializeSeed<'de>>(&mut self, seed: V) -> R<V::Value> {
        let (_, v) = self
            .it
            .next()
            .ok_or_else(|| ArgError("a value is missing".into()))?;
        seed.deserialize(v).map_err(|e| {
            // Name the option; an inner error that already names one keeps its own words.
            if e.0.starts_with("option ") || e.0.starts_with("tile ") {
                e
            } else {
                ArgError(format!("option {}: {}", crate::error::quote(self.key), e.0))
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Default, Deserialize, PartialEq)]
    #[serde(default, rename_all = "kebab-case", deny_unknown_fields)]
    struct Q {
        pattern: Option<String>,
        limit: Option<usize>,
        min_len: Option<u8>,
        avoid: Vec<String>,
        all: bool,
        shift: i32,
    }

    fn q(json: &str) -> Result<Q> {
        from_json(json)
    }

    fn err(json: &str) -> String {
        q(json).unwrap_err().message
    }

    #[test]
    fn reads_a_query() {
        let got = q(r#"{"pattern":"?a\u0041\n","limit":20,"min-len":3,"avoid":["x","y"],"all":true,"shift":-2}"#)
            .unwrap();
        assert_eq!(
            got,
            Q {
                pattern: Some("?aA\n".into()),
                limit: Some(20),
                min_len: Some(3),
                avoid: vec!["x".into(), "y".into()],
                all: true,
                shift: -2,
            }
        );
        assert_eq!(q("{}").unwrap(), Q::default());
        assert_eq!(q(r#" { "pattern" : null } "#).unwrap(), Q::default());
        assert_eq!(
            q(r#"{"pattern":"\ud83d\ude00"}"#).unwrap().pattern.unwrap(),
            "\u{1F600}"
        );
    }

    #[test]
    fn errors_name_the_option_and_the_problem() {
        assert_eq!(
            err(r#"{"bogus":1}"#),
            "unknown option \"bogus\"; this command takes: pattern, limit, min-len, avoid, all, shift"
        );
        assert_eq!(
            err(r#"{"limit":"ten"}"#),
            "option \"limit\": expected a whole number from 0, got the text \"ten\""
        );
        assert_eq!(
            err(r#"{"limit":1.5}"#),
            "option \"limit\": expected a whole number from 0, got 1.5"
        );
        assert_eq!(
            err(r#"{"limit":-1}"#),
            "option \"limit\": expected a whole number from 0, got the number -1"
        );
        assert_eq!(
            err(r#"{"min-len":300}"#),
            "option \"min-len\": expected a whole number from 0 to 255, got the number 300"
        );
        assert_eq!(
            err(r#"{"limit":1e400}"#),
            "option \"limit\": expected a whole number from 0, got 1e400"
        );
        for big in [
            "99999999999999999999999",
            "99999999999999999999999999999999999",
        ] {
            assert_eq!(
                err(&format!("{{\"limit\":{big}}}")),
                format!("option \"limit\": the number {big} is too large")
            );
        }
        assert_eq!(
            err(r#"{"avoid":"x"}"#),
            "option \"avoid\": expected a list, got the text \"x\""
        );
        assert_eq!(err("[1]"), "expected struct Q, got a list");
        for bad in [
            "",
            "{",
            "{\"a\"",
            "{\"a\":}",
            "{\"limit\":1,}",
            "nul",
            "{} x",
            "\"abc",
            "{\"p\":\"\\q\"}",
        ] {
            assert!(
                err(bad).starts_with("bad arguments: "),
                "{bad:?}: {}",
                err(bad)
            );
        }
        let deep = "[".repeat(100) + &"]".repeat(100);
        assert!(err(&format!("{{\"avoid\":{deep}}}")).contains("nested too deeply"));
    }
}
