//! Values as PHP code that recreates them, for counterexamples that paste into a data provider
//! (proposal 8.2).

use super::{HostValue, Key, Value};

/// What exporting needs to know of the file a counterexample is pasted into and of the host.
pub trait ClassNames {
    /// How the file writes the class `class` (fully qualified, without leading backslash).
    fn write(&self, class: &str) -> String;

    /// A value the host made, as PHP code; only the host can tell.
    fn host_value(&self, _value: &HostValue) -> String {
        "null /* a value that cannot be exported */".to_owned()
    }

    /// A point in time, `utc` as [`date_time_text`] writes it, in a time zone with an
    /// identifier: its local time and whether it is ambiguous need the host's time zone database
    /// (proposal 8.2).
    fn point_in_time_in(&self, class: &str, utc: &str, timezone: &str) -> String {
        format!(
            "(new {}('{utc}'))->setTimezone(new \\DateTimeZone('{timezone}'))",
            self.write(class)
        )
    }
}

/// Class names fully qualified.
struct FullyQualified;

impl ClassNames for FullyQualified {
    fn write(&self, class: &str) -> String {
        format!("\\{class}")
    }
}

pub fn export(value: &Value) -> String {
    export_with(value, &FullyQualified)
}

pub fn export_with(value: &Value, names: &dyn ClassNames) -> String {
    let mut out = String::new();
    write_value(&mut out, value, names);
    out
}

fn write_value(out: &mut String, value: &Value, names: &dyn ClassNames) {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(true) => out.push_str("true"),
        Value::Bool(false) => out.push_str("false"),
        Value::Int(int) => out.push_str(&int_literal(*int)),
        Value::Float(float) => out.push_str(&float_literal(*float)),
        Value::String(bytes) => out.push_str(&string_literal(bytes)),
        Value::Array(entries) => write_array(out, entries, names),
        Value::Object { class, arguments } => {
            out.push_str(&format!("new {}(", names.write(class)));
            for (index, (name, argument)) in arguments.iter().enumerate() {
                if index > 0 {
                    out.push_str(", ");
                }
                out.push_str(name);
                out.push_str(": ");
                write_value(out, argument, names);
            }
            out.push(')');
        }
        Value::EnumCase { class, case } => out.push_str(&format!("{}::{case}", names.write(class))),
        Value::DateTime {
            class,
            seconds,
            microseconds,
            timezone,
        } => {
            let utc = date_time_text(*seconds, *microseconds);
            out.push_str(&match timezone {
                None => format!("new {}('{utc}')", names.write(class)),
                Some(timezone) => names.point_in_time_in(class, &utc, timezone),
            });
        }
        Value::Host(value) => out.push_str(&names.host_value(value)),
    }
}

/// ISO 8601 in UTC, with microseconds when there are any, as `new DateTimeImmutable()` reads it.
pub fn date_time_text(seconds: i64, microseconds: u32) -> String {
    let point = chrono::DateTime::from_timestamp(seconds, microseconds * 1000)
        .expect("generated points in time are in range");
    if microseconds == 0 {
        point.format("%Y-%m-%dT%H:%M:%S+00:00").to_string()
    } else {
        point.format("%Y-%m-%dT%H:%M:%S%.6f+00:00").to_string()
    }
}

fn int_literal(int: i64) -> String {
    match int {
        // -9223372036854775808 in PHP code is a float: the minus is applied to a too-large int.
        i64::MIN => "PHP_INT_MIN".to_owned(),
        i64::MAX => "PHP_INT_MAX".to_owned(),
        _ => int.to_string(),
    }
}

fn float_literal(float: f64) -> String {
    if float.is_nan() {
        return "NAN".to_owned();
    }
    if float.is_infinite() {
        return if float > 0.0 { "INF" } else { "-INF" }.to_owned();
    }
    // Rust's Debug is the shortest text that reads back as the same float, and always marks a
    // float (1.0, 1e-7), which PHP reads the same way.
    format!("{float:?}")
}

fn string_literal(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) if !text.chars().any(needs_escape) => {
            format!("'{}'", text.replace('\\', "\\\\").replace('\'', "\\'"))
        }
        _ => double_quoted(bytes),
    }
}

/// Control characters (C0, DEL, C1) are invisible in a report, and bidirectional formatting
/// characters reorder the text around them: they are written as escapes. PHPUnit's printer
/// rewrites them in failure messages as `\u{...}` text too, which in a single-quoted literal
/// would no longer be the character.
fn needs_escape(character: char) -> bool {
    character.is_control()
        || matches!(character, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

fn double_quoted(bytes: &[u8]) -> String {
    let mut out = String::from("\"");
    let mut rest = bytes;
    while !rest.is_empty() {
        match std::str::from_utf8(rest) {
            Ok(text) => {
                escape_text(&mut out, text);
                rest = &[];
            }
            Err(error) => {
                let (valid, invalid) = rest.split_at(error.valid_up_to());
                escape_text(&mut out, std::str::from_utf8(valid).expect("valid prefix"));
                let length = error.error_len().unwrap_or(invalid.len());
                for byte in &invalid[..length] {
                    out.push_str(&format!("\\x{byte:02X}"));
                }
                rest = &invalid[length..];
            }
        }
    }
    out.push('"');
    out
}

fn escape_text(out: &mut String, text: &str) {
    for character in text.chars() {
        match character {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '$' => out.push_str("\\$"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{0B}' => out.push_str("\\v"),
            '\u{1B}' => out.push_str("\\e"),
            '\u{0C}' => out.push_str("\\f"),
            c => match control_escape(c) {
                Some(escape) => out.push_str(&escape),
                None => out.push(c),
            },
        }
    }
}

/// A character that needs an escape (`needs_escape`) as an escape of a double-quoted PHP string;
/// None for any other character.
pub(crate) fn control_escape(character: char) -> Option<String> {
    match character {
        c if (c as u32) < 0x80 && c.is_control() => Some(format!("\\x{:02X}", c as u32)),
        c if needs_escape(c) => Some(format!("\\u{{{:X}}}", c as u32)),
        _ => None,
    }
}

fn write_array(out: &mut String, entries: &[(Key, Value)], names: &dyn ClassNames) {
    write_entries(out, entries, |out, value| write_value(out, value, names));
}

/// A PHP array as PHP code from its entries, whose values `write_element` writes: the one way
/// arrays are written, also for the PHP values that the host walks itself (see
/// [`array_of_written`]).
fn write_entries<T>(
    out: &mut String,
    entries: &[(Key, T)],
    mut write_element: impl FnMut(&mut String, &T),
) {
    let is_list = entries
        .iter()
        .enumerate()
        .all(|(index, (key, _))| *key == Key::Int(index as i64));
    out.push('[');
    for (index, (key, value)) in entries.iter().enumerate() {
        if index > 0 {
            out.push_str(", ");
        }
        if !is_list {
            match key {
                Key::Int(int) => out.push_str(&int_literal(*int)),
                Key::String(bytes) => out.push_str(&string_literal(bytes)),
            }
            out.push_str(" => ");
        }
        write_element(out, value);
    }
    out.push(']');
}

/// A PHP array as PHP code from its keys and its elements already written as PHP code: for the
/// host, which walks its own arrays (to find the references that make an array contain itself)
/// and writes their elements, but writes arrays as generated ones are written.
pub fn array_of_written(entries: &[(Key, String)]) -> String {
    let mut out = String::new();
    write_entries(&mut out, entries, |out, written| out.push_str(written));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars() {
        assert_eq!(export(&Value::Int(-1)), "-1");
        assert_eq!(export(&Value::Int(i64::MIN)), "PHP_INT_MIN");
        assert_eq!(export(&Value::Float(2.0)), "2.0");
        assert_eq!(export(&Value::Float(-0.0)), "-0.0");
        assert_eq!(export(&Value::Float(1e-7)), "1e-7");
        assert_eq!(export(&Value::Float(f64::NEG_INFINITY)), "-INF");
        assert_eq!(export(&Value::Bool(false)), "false");
    }

    #[test]
    fn strings() {
        assert_eq!(export(&Value::string("it's")), r"'it\'s'");
        assert_eq!(export(&Value::string("a\\b")), r"'a\\b'");
        assert_eq!(export(&Value::string("é€😀")), "'é€😀'");
        assert_eq!(export(&Value::string("a\n$b\u{0}")), r#""a\n\$b\x00""#);
        assert_eq!(export(&Value::String(vec![b'a', 0xFF])), r#""a\xFF""#);
        assert_eq!(export(&Value::string("\u{85}")), r#""\u{85}""#);
        assert_eq!(
            export(&Value::string("\u{202E}gpj.exe\u{2066}\u{200F}")),
            r#""\u{202E}gpj.exe\u{2066}\u{200F}""#
        );
    }

    #[test]
    fn objects_enums_and_points_in_time() {
        let money = Value::Object {
            class: "App\\Money".to_owned(),
            arguments: vec![
                ("amount".to_owned(), Value::Int(1)),
                (
                    "currency".to_owned(),
                    Value::EnumCase {
                        class: "App\\Currency".to_owned(),
                        case: "EUR".to_owned(),
                    },
                ),
            ],
        };
        assert_eq!(
            export(&money),
            "new \\App\\Money(amount: 1, currency: \\App\\Currency::EUR)"
        );
        let epoch = Value::DateTime {
            class: "DateTimeImmutable".to_owned(),
            seconds: 0,
            microseconds: 0,
            timezone: None,
        };
        assert_eq!(
            export(&epoch),
            "new \\DateTimeImmutable('1970-01-01T00:00:00+00:00')"
        );
        let first = Value::DateTime {
            class: "DateTime".to_owned(),
            seconds: super::super::FIRST_SECOND,
            microseconds: 5,
            timezone: None,
        };
        assert_eq!(
            export(&first),
            "new \\DateTime('0001-01-01T00:00:00.000005+00:00')"
        );
    }

    #[test]
    fn arrays() {
        assert_eq!(
            export(&Value::list(vec![Value::Int(1), Value::Int(2)])),
            "[1, 2]"
        );
        assert_eq!(export(&Value::list(vec![])), "[]");
        assert_eq!(array_of_written(&[]), "[]");
        assert_eq!(
            array_of_written(&[
                (Key::Int(0), "new \\A()".to_owned()),
                (Key::Int(1), "null".to_owned())
            ]),
            "[new \\A(), null]"
        );
        assert_eq!(
            array_of_written(&[
                (Key::Int(1), "1".to_owned()),
                (Key::String(b"a\n".to_vec()), "[]".to_owned())
            ]),
            "[1 => 1, \"a\\n\" => []]"
        );
        assert_eq!(
            export(&Value::Array(vec![
                (Key::Int(5), Value::Int(1)),
                (Key::String(b"k".to_vec()), Value::Null)
            ])),
            "[5 => 1, 'k' => null]"
        );
    }
}
