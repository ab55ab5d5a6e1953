//! Whether a drawn value is a value of the PHPDoc type it was derived from, by PHP's and
//! PHPStan's rules. Class names are resolved as the deriver resolves them, and a class is
//! satisfied by an object, enum case or point in time of that class.

use pbt::derive::Scope;
use pbt::generators::{Key, Value};
use pbt::types::{Literal, ShapeKey, Type};

use crate::php_literal::php_key;

pub fn conforms(value: &Value, parsed: &Type, scope: &Scope) -> bool {
    match (parsed, value) {
        (Type::Int { min, max }, Value::Int(int)) => {
            min.is_none_or(|min| *int >= min) && max.is_none_or(|max| *int <= max)
        }
        (Type::NonZeroInt, Value::Int(int)) => *int != 0,
        (Type::Float, Value::Float(float)) => float.is_finite(),
        (Type::Bool, Value::Bool(_)) | (Type::Null, Value::Null) => true,
        (
            Type::String {
                non_empty,
                numeric,
                lowercase,
            },
            Value::String(bytes),
        ) => {
            (!non_empty || !bytes.is_empty())
                && (!numeric || is_numeric(bytes))
                && (!lowercase || !bytes.iter().any(u8::is_ascii_uppercase))
        }
        (Type::ArrayKey, Value::Int(_) | Value::String(_)) => true,
        (Type::Scalar, Value::Int(_) | Value::String(_) | Value::Bool(_)) => true,
        (Type::Scalar, Value::Float(float)) => float.is_finite(),
        (Type::Literal(literal), value) => literal_conforms(literal, value),
        (Type::List { element, non_empty }, Value::Array(entries)) => {
            (!non_empty || !entries.is_empty())
                && entries.iter().enumerate().all(|(index, (key, value))| {
                    *key == Key::Int(index as i64) && conforms(value, element, scope)
                })
        }
        (
            Type::Array {
                key,
                value: element,
                non_empty,
            },
            Value::Array(entries),
        ) => {
            (!non_empty || !entries.is_empty())
                && entries.iter().all(|(entry_key, value)| {
                    conforms(value, element, scope)
                        && key
                            .as_ref()
                            .is_none_or(|key| key_conforms(entry_key, key, scope))
                })
        }
        (Type::Shape { items, .. }, Value::Array(entries)) => {
            let keys: Vec<Key> = items.iter().map(|item| shape_key(&item.key)).collect();
            entries.iter().all(|(key, _)| keys.contains(key))
                && items.iter().zip(&keys).all(|(item, key)| {
                    match entries.iter().find(|(entry_key, _)| entry_key == key) {
                        Some((_, value)) => conforms(value, &item.value, scope),
                        None => item.optional,
                    }
                })
        }
        (Type::Union(alternatives), value) => alternatives
            .iter()
            .any(|alternative| conforms(value, alternative, scope)),
        (Type::ClassConstant { .. }, _) => true,
        (Type::Named { name, .. }, Value::Object { class, .. } | Value::EnumCase { class, .. }) => {
            scope.resolve(name).eq_ignore_ascii_case(class)
        }
        (Type::Named { .. }, Value::DateTime { .. }) => true,
        _ => false,
    }
}

fn literal_conforms(literal: &Literal, value: &Value) -> bool {
    match (literal, value) {
        (Literal::Int(a), Value::Int(b)) => a == b,
        (Literal::Float(a), Value::Float(b)) => a.to_bits() == b.to_bits(),
        (Literal::String(a), Value::String(b)) => a.as_bytes() == b.as_slice(),
        (Literal::True, Value::Bool(true)) | (Literal::False, Value::Bool(false)) => true,
        _ => false,
    }
}

/// An int key is what PHP makes of an int or of the canonical decimal string of one.
fn key_conforms(key: &Key, parsed: &Type, scope: &Scope) -> bool {
    match key {
        Key::Int(int) => {
            conforms(&Value::Int(*int), parsed, scope)
                || conforms(&Value::String(int.to_string().into_bytes()), parsed, scope)
        }
        Key::String(bytes) => conforms(&Value::String(bytes.clone()), parsed, scope),
    }
}

fn shape_key(key: &ShapeKey) -> Key {
    match key {
        ShapeKey::Name(name) => php_key(name.as_bytes().to_vec()),
        ShapeKey::Int(int) => Key::Int(*int),
    }
}

/// PHP's is_numeric(): optional leading whitespace, a sign, digits with an optional point, an
/// optional exponent, optional trailing whitespace.
fn is_numeric(bytes: &[u8]) -> bool {
    let whitespace = |byte: &u8| matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C);
    let start = bytes
        .iter()
        .position(|byte| !whitespace(byte))
        .unwrap_or(bytes.len());
    let end = bytes
        .iter()
        .rposition(|byte| !whitespace(byte))
        .map_or(start, |last| last + 1);
    let Ok(text) = std::str::from_utf8(&bytes[start..end.max(start)]) else {
        return false;
    };
    let unsigned = text.strip_prefix(['+', '-']).unwrap_or(text);
    let (mantissa, exponent) = match unsigned.find(['e', 'E']) {
        Some(at) => (&unsigned[..at], Some(&unsigned[at + 1..])),
        None => (unsigned, None),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = |part: &str| part.bytes().all(|byte| byte.is_ascii_digit());
    let exponent_ok = exponent.is_none_or(|exponent| {
        let exponent = exponent.strip_prefix(['+', '-']).unwrap_or(exponent);
        !exponent.is_empty() && digits(exponent)
    });
    !(whole.is_empty() && fraction.is_empty()) && digits(whole) && digits(fraction) && exponent_ok
}
