//! Arbitrary values of the engine's data model, as generators could make them: array keys as
//! PHP casts them and without duplicates, points in time in the generators' range, class, case
//! and argument names that are PHP identifiers.

use libfuzzer_sys::arbitrary::{Result, Unstructured};
use pbt::generators::{FIRST_SECOND, Key, LAST_SECOND, Value};

use crate::php_literal::php_key;

/// Nested arrays and objects deeper than this are not built (export itself is not bounded here).
const MAX_DEPTH: u32 = 6;

/// Characters that quoting and escaping must get right, besides arbitrary ones.
const NOTABLE: &[char] = &[
    '\'', '"', '\\', '$', '{', '}', '\n', '\r', '\t', '\u{0}', '\u{0B}', '\u{0C}', '\u{1B}',
    '\u{7F}', '\u{85}', '\u{9F}', '\u{A0}', '\u{AD}', '\u{200B}', '\u{200E}', '\u{202E}',
    '\u{2066}', '\u{2069}', '\u{FEFF}', 'é', '€', '😀', 'x', '0', '-', '.', ' ',
];

pub fn value(u: &mut Unstructured, depth: u32) -> Result<Value> {
    let kinds = if depth >= MAX_DEPTH { 5 } else { 9 };
    Ok(match u.int_in_range(0..=kinds)? {
        0 => Value::Null,
        1 => Value::Bool(u.arbitrary()?),
        2 => Value::Int(int(u)?),
        3 => Value::Float(float(u)?),
        4 | 5 => Value::String(string(u)?),
        6 | 7 => Value::Array(array(u, depth)?),
        8 => Value::Object {
            class: class_name(u)?,
            arguments: (0..u.int_in_range(0..=3)?)
                .map(|_| Ok((identifier(u)?, value(u, depth + 1)?)))
                .collect::<Result<_>>()?,
        },
        _ => match u.int_in_range(0..=2)? {
            0 => Value::EnumCase {
                class: class_name(u)?,
                case: identifier(u)?,
            },
            kind => Value::DateTime {
                class: u
                    .choose(&["DateTimeImmutable", "DateTime", "App\\Clock\\Instant"])?
                    .to_string(),
                seconds: u.int_in_range(FIRST_SECOND..=LAST_SECOND)?,
                microseconds: if u.arbitrary()? {
                    0
                } else {
                    u.int_in_range(0..=999_999)?
                },
                timezone: if kind == 1 {
                    None
                } else {
                    Some(
                        u.choose(&[
                            "UTC",
                            "Europe/Berlin",
                            "America/Argentina/Buenos_Aires",
                            "Etc/GMT+5",
                            "+02:00",
                        ])?
                        .to_string(),
                    )
                },
            },
        },
    })
}

fn int(u: &mut Unstructured) -> Result<i64> {
    Ok(match u.int_in_range(0..=3)? {
        0 => *u.choose(&[0, 1, -1, i64::MIN, i64::MAX, i64::MIN + 1, i64::MAX - 1])?,
        1 => i64::from(u.arbitrary::<i8>()?),
        _ => u.arbitrary()?,
    })
}

fn float(u: &mut Unstructured) -> Result<f64> {
    Ok(match u.int_in_range(0..=3)? {
        0 => *u.choose(&[
            0.0,
            -0.0,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::MIN_POSITIVE,
            5e-324,
            f64::MAX,
            1e15,
            1e16,
            0.1,
        ])?,
        1 => f64::from(u.arbitrary::<i16>()?) / 8.0,
        _ => f64::from_bits(u.arbitrary()?),
    })
}

pub fn string(u: &mut Unstructured) -> Result<Vec<u8>> {
    let length = u.int_in_range(0..=12)?;
    let mut bytes = Vec::new();
    for _ in 0..length {
        match u.int_in_range(0..=3)? {
            0 => bytes.push(u.arbitrary()?),
            1 => {
                bytes.extend_from_slice(u.arbitrary::<char>()?.encode_utf8(&mut [0; 4]).as_bytes())
            }
            _ => bytes.extend_from_slice(u.choose(NOTABLE)?.encode_utf8(&mut [0; 4]).as_bytes()),
        }
    }
    Ok(bytes)
}

fn array(u: &mut Unstructured, depth: u32) -> Result<Vec<(Key, Value)>> {
    let length = u.int_in_range(0..=5)?;
    let list = u.arbitrary::<bool>()?;
    let mut entries: Vec<(Key, Value)> = Vec::new();
    for index in 0..length {
        let key = if list {
            Key::Int(index)
        } else if u.arbitrary()? {
            Key::Int(int(u)?)
        } else {
            // Numeric strings that PHP keeps as string keys ('05', '1.5', ' 1', '-0') and ones it
            // casts ('5', '-12'), besides arbitrary ones.
            let text = match u.int_in_range(0..=2)? {
                0 => u
                    .choose(&[
                        "05",
                        "1.5",
                        " 1",
                        "-0",
                        "5",
                        "-12",
                        "9223372036854775808",
                        "",
                        "0x1A",
                    ])?
                    .as_bytes()
                    .to_vec(),
                _ => string(u)?,
            };
            php_key(text)
        };
        let value = value(u, depth + 1)?;
        match entries.iter_mut().find(|(existing, _)| *existing == key) {
            Some(entry) => entry.1 = value,
            None => entries.push((key, value)),
        }
    }
    Ok(entries)
}

pub fn identifier(u: &mut Unstructured) -> Result<String> {
    let first = *u.choose(&['a', 'Z', '_', 'é'])?;
    let mut name = String::from(first);
    for _ in 0..u.int_in_range(0..=6)? {
        name.push(*u.choose(&['a', 'b', 'Z', '_', '0', '9', 'é'])?);
    }
    Ok(name)
}

fn class_name(u: &mut Unstructured) -> Result<String> {
    let mut name = identifier(u)?;
    for _ in 0..u.int_in_range(0..=2)? {
        name = format!("{name}\\{}", identifier(u)?);
    }
    Ok(name)
}
