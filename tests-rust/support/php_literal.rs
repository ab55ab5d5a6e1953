//! Reads back the PHP code that `pbt::generators::export` writes, the way PHP reads it, so that
//! tests and the fuzz target `export` can check that an exported value is the value itself.
//!
//! Test-only: it knows exactly the subset of PHP that export writes (literals, arrays, `new`
//! with named arguments, enum cases, points in time) and reads each construct with PHP's rules
//! (an integer literal too large for an int is a float, a string key that is a canonical decimal
//! integer is an int key, a later duplicate key replaces the earlier value in place). Anything
//! else is an error, so that export cannot drift into code that PHP reads differently.

use pbt::generators::{Key, Value};

/// The value of the PHP expression `code`, which must be all of `code`.
pub fn read(code: &str) -> Result<Value, String> {
    let mut reader = Reader { code, position: 0 };
    let value = reader.value(0)?;
    if reader.position != code.len() {
        return Err(reader.error("the end of the expression"));
    }
    Ok(value)
}

/// Whether two values are the same PHP value: floats by their bits (so -0.0 is not 0.0), any
/// NaN equal to any NaN (PHP code cannot write a NaN's payload).
pub fn same(left: &Value, right: &Value) -> bool {
    match (left, right) {
        (Value::Float(a), Value::Float(b)) => {
            a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
        }
        (Value::Array(a), Value::Array(b)) => {
            a.len() == b.len()
                && a.iter()
                    .zip(b)
                    .all(|((key_a, a), (key_b, b))| key_a == key_b && same(a, b))
        }
        (
            Value::Object {
                class: class_a,
                arguments: a,
            },
            Value::Object {
                class: class_b,
                arguments: b,
            },
        ) => {
            class_a == class_b
                && a.len() == b.len()
                && a.iter()
                    .zip(b)
                    .all(|((name_a, a), (name_b, b))| name_a == name_b && same(a, b))
        }
        _ => left == right,
    }
}

/// Deeper than this is an error rather than a stack overflow.
const MAX_DEPTH: usize = 200;

struct Reader<'a> {
    code: &'a str,
    position: usize,
}

impl Reader<'_> {
    fn error(&self, expected: &str) -> String {
        let rest: String = self.code[self.position..].chars().take(20).collect();
        format!(
            "expected {expected} at offset {} ({rest:?}) of {:?}",
            self.position, self.code
        )
    }

    fn rest(&self) -> &str {
        &self.code[self.position..]
    }

    fn eat(&mut self, text: &str) -> bool {
        if self.rest().starts_with(text) {
            self.position += text.len();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, text: &str) -> Result<(), String> {
        if self.eat(text) {
            Ok(())
        } else {
            Err(self.error(&format!("{text:?}")))
        }
    }

    /// A keyword or constant, not followed by more of a name (`nullx` is not `null`).
    fn eat_word(&mut self, word: &str) -> bool {
        let after = self
            .rest()
            .get(word.len()..)
            .and_then(|rest| rest.chars().next());
        if self.rest().starts_with(word)
            && !after.is_some_and(|next| next.is_ascii_alphanumeric() || next == '_')
        {
            self.position += word.len();
            true
        } else {
            false
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, String> {
        if depth > MAX_DEPTH {
            return Err(self.error("a value nested less deeply"));
        }
        for (word, value) in [
            ("null", Value::Null),
            ("true", Value::Bool(true)),
            ("false", Value::Bool(false)),
            ("PHP_INT_MIN", Value::Int(i64::MIN)),
            ("PHP_INT_MAX", Value::Int(i64::MAX)),
            ("NAN", Value::Float(f64::NAN)),
            ("INF", Value::Float(f64::INFINITY)),
            ("-INF", Value::Float(f64::NEG_INFINITY)),
        ] {
            if self.eat_word(word) {
                return Ok(value);
            }
        }
        match self.rest().chars().next() {
            Some('\'') => Ok(Value::String(self.single_quoted()?)),
            Some('"') => Ok(Value::String(self.double_quoted()?)),
            Some('[') => self.array(depth),
            Some('-' | '0'..='9') => self.number(),
            Some('\\') => self.enum_case(),
            Some('n') => self.new_object(depth),
            Some('(') => self.point_in_time_in_zone(),
            _ => Err(self.error("a value")),
        }
    }

    /// A decimal literal, as PHP reads it: with `.` or an exponent, or too large for an int, it
    /// is a float; a leading `-` is the unary minus.
    fn number(&mut self) -> Result<Value, String> {
        let negative = self.eat("-");
        let digits_start = self.position;
        self.skip_digits();
        if self.position == digits_start {
            return Err(self.error("digits"));
        }
        let mut float = false;
        if self.eat(".") {
            float = true;
            self.skip_digits();
        }
        if self.eat("e") || self.eat("E") {
            float = true;
            let _ = self.eat("-") || self.eat("+");
            let exponent = self.position;
            self.skip_digits();
            if self.position == exponent {
                return Err(self.error("the digits of an exponent"));
            }
        }
        let magnitude = &self.code[digits_start..self.position];
        if magnitude.len() > 1 && magnitude.starts_with('0') && !float {
            return Err(
                self.error("a decimal literal without a leading zero (PHP reads it as octal)")
            );
        }
        if !float && let Ok(int) = magnitude.parse::<i64>() {
            return Ok(Value::Int(if negative { -int } else { int }));
        }
        let parsed: f64 = magnitude.parse().map_err(|_| self.error("a float"))?;
        Ok(Value::Float(if negative { -parsed } else { parsed }))
    }

    fn skip_digits(&mut self) {
        while self.rest().starts_with(|c: char| c.is_ascii_digit()) {
            self.position += 1;
        }
    }

    /// `'...'`: only `\\` and `\'` are escapes; any other backslash is itself.
    fn single_quoted(&mut self) -> Result<Vec<u8>, String> {
        self.quoted('\'', |reader, bytes| {
            let escaped = if reader.eat("\\") {
                "\\"
            } else if reader.eat("'") {
                "'"
            } else {
                "\\"
            };
            bytes.extend_from_slice(escaped.as_bytes());
            Ok(())
        })
    }

    /// `"..."` with PHP's escapes.
    fn double_quoted(&mut self) -> Result<Vec<u8>, String> {
        self.quoted('"', Reader::escape)
    }

    /// The bytes of a string literal up to its closing `quote`; `escape` reads what follows a
    /// backslash. An unescaped `$` in double quotes would interpolate a variable: an error.
    fn quoted(
        &mut self,
        quote: char,
        escape: fn(&mut Self, &mut Vec<u8>) -> Result<(), String>,
    ) -> Result<Vec<u8>, String> {
        self.expect(&quote.to_string())?;
        let mut bytes = Vec::new();
        loop {
            let Some(character) = self.rest().chars().next() else {
                return Err(self.error("the closing quote"));
            };
            self.position += character.len_utf8();
            match character {
                _ if character == quote => return Ok(bytes),
                '$' if quote == '"' => {
                    return Err(self.error("no unescaped $ (PHP interpolates it)"));
                }
                '\\' => escape(self, &mut bytes)?,
                other => bytes.extend_from_slice(other.encode_utf8(&mut [0; 4]).as_bytes()),
            }
        }
    }

    fn escape(&mut self, bytes: &mut Vec<u8>) -> Result<(), String> {
        for (escape, byte) in [
            ("n", b'\n'),
            ("t", b'\t'),
            ("r", b'\r'),
            ("v", 0x0B),
            ("e", 0x1B),
            ("f", 0x0C),
            ("\\", b'\\'),
            ("$", b'$'),
            ("\"", b'"'),
        ] {
            if self.eat(escape) {
                bytes.push(byte);
                return Ok(());
            }
        }
        if self.eat("x") {
            let digits: String = self
                .rest()
                .chars()
                .take_while(char::is_ascii_hexdigit)
                .take(2)
                .collect();
            if digits.is_empty() {
                bytes.extend_from_slice(b"\\x");
                return Ok(());
            }
            self.position += digits.len();
            bytes.push(u8::from_str_radix(&digits, 16).expect("hex digits"));
            return Ok(());
        }
        if self.eat("u{") {
            let digits: String = self
                .rest()
                .chars()
                .take_while(char::is_ascii_hexdigit)
                .collect();
            self.position += digits.len();
            self.expect("}")?;
            let character = u32::from_str_radix(&digits, 16)
                .ok()
                .and_then(char::from_u32)
                .ok_or_else(|| self.error("a code point"))?;
            bytes.extend_from_slice(character.encode_utf8(&mut [0; 4]).as_bytes());
            return Ok(());
        }
        if self.rest().starts_with(|c: char| ('0'..='7').contains(&c)) {
            return Err(self.error("no octal escape (export does not write them)"));
        }
        // PHP keeps a backslash that starts no escape.
        bytes.push(b'\\');
        Ok(())
    }

    /// `[v, ...]` or `[k => v, ...]`, with PHP's keys: implicit keys count on from the largest
    /// int key, a canonical decimal string key is an int key, a repeated key replaces in place.
    fn array(&mut self, depth: usize) -> Result<Value, String> {
        self.expect("[")?;
        let mut entries: Vec<(Key, Value)> = Vec::new();
        let mut next_index: Option<i64> = None;
        if self.eat("]") {
            return Ok(Value::Array(entries));
        }
        loop {
            let first = self.value(depth + 1)?;
            let (key, value) = if self.eat(" => ") {
                let key = match first {
                    Value::Int(int) => Key::Int(int),
                    Value::String(bytes) => php_key(bytes),
                    other => {
                        return Err(self.error(&format!("an int or string key, not {other:?}")));
                    }
                };
                (key, self.value(depth + 1)?)
            } else {
                (Key::Int(next_index.unwrap_or(0)), first)
            };
            if let Key::Int(int) = key {
                let after = int.saturating_add(1);
                next_index = Some(next_index.map_or(after, |next| next.max(after)));
            }
            match entries.iter_mut().find(|(existing, _)| *existing == key) {
                Some(entry) => entry.1 = value,
                None => entries.push((key, value)),
            }
            if self.eat("]") {
                return Ok(Value::Array(entries));
            }
            self.expect(", ")?;
        }
    }

    /// A fully qualified class name, `\A\B`: returned without the leading backslash.
    fn class_name(&mut self) -> Result<String, String> {
        self.expect("\\")?;
        let start = self.position;
        loop {
            self.name()?;
            if !self.eat("\\") {
                return Ok(self.code[start..self.position].to_owned());
            }
        }
    }

    fn name(&mut self) -> Result<&str, String> {
        let start = self.position;
        let length = self
            .rest()
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || !c.is_ascii()))
            .unwrap_or(self.rest().len());
        if length == 0 || self.rest().starts_with(|c: char| c.is_ascii_digit()) {
            return Err(self.error("a name"));
        }
        self.position += length;
        Ok(&self.code[start..self.position])
    }

    fn enum_case(&mut self) -> Result<Value, String> {
        let class = self.class_name()?;
        self.expect("::")?;
        let case = self.name()?.to_owned();
        Ok(Value::EnumCase { class, case })
    }

    /// `new \C(name: value, ...)`, or a point in time `new \C('2020-01-01T00:00:00+00:00')`.
    fn new_object(&mut self, depth: usize) -> Result<Value, String> {
        self.expect("new ")?;
        let class = self.class_name()?;
        self.expect("(")?;
        if self.rest().starts_with('\'') {
            let (seconds, microseconds) = self.point_in_time_text()?;
            self.expect(")")?;
            return Ok(Value::DateTime {
                class,
                seconds,
                microseconds,
                timezone: None,
            });
        }
        let mut arguments = Vec::new();
        while !self.eat(")") {
            if !arguments.is_empty() {
                self.expect(", ")?;
            }
            let name = self.name()?.to_owned();
            self.expect(": ")?;
            arguments.push((name, self.value(depth + 1)?));
        }
        Ok(Value::Object { class, arguments })
    }

    /// `(new \C('...'))->setTimezone(new \DateTimeZone('Europe/Berlin'))`
    fn point_in_time_in_zone(&mut self) -> Result<Value, String> {
        self.expect("(new ")?;
        let class = self.class_name()?;
        self.expect("(")?;
        let (seconds, microseconds) = self.point_in_time_text()?;
        self.expect("))->setTimezone(new \\DateTimeZone(")?;
        let zone = String::from_utf8(self.single_quoted()?)
            .map_err(|_| self.error("a UTF-8 time zone"))?;
        self.expect("))")?;
        Ok(Value::DateTime {
            class,
            seconds,
            microseconds,
            timezone: Some(zone),
        })
    }

    fn point_in_time_text(&mut self) -> Result<(i64, u32), String> {
        let text = String::from_utf8(self.single_quoted()?)
            .map_err(|_| self.error("an ASCII point in time"))?;
        let point = chrono::DateTime::parse_from_rfc3339(&text)
            .map_err(|error| self.error(&format!("a point in time ({error})")))?;
        let microseconds = point.timestamp_subsec_micros();
        if point.timestamp_subsec_nanos() % 1000 != 0 || (microseconds == 0) == text.contains('.') {
            return Err(
                self.error("a point in time with six digits of microseconds when it has any")
            );
        }
        Ok((point.timestamp(), microseconds))
    }
}

/// PHP casts a string key that is a canonical decimal integer to an int key.
pub fn php_key(bytes: Vec<u8>) -> Key {
    match std::str::from_utf8(&bytes).ok().and_then(|text| {
        text.parse::<i64>()
            .ok()
            .filter(|int| int.to_string() == text)
    }) {
        Some(int) => Key::Int(int),
        None => Key::String(bytes),
    }
}
