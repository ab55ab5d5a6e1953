use std::any::Any;
use std::fmt;
use std::rc::Rc;

use super::Kinds;

/// A generated value, before it becomes a PHP value. Keeping it in Rust is what lets a
/// counterexample be exported as PHP code that recreates it.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    /// PHP strings are byte strings.
    String(Vec<u8>),
    /// A PHP array, in insertion order.
    Array(Vec<(Key, Value)>),
    /// An object created through its constructor, with these arguments by name.
    Object {
        class: String,
        arguments: Vec<(String, Value)>,
    },
    /// A case of an enumeration.
    EnumCase {
        class: String,
        case: String,
    },
    /// A point in time, as seconds and microseconds since the Unix epoch, in a time zone given
    /// by its identifier, or as an offset of +00:00 without one.
    DateTime {
        class: String,
        seconds: i64,
        microseconds: u32,
        timezone: Option<String>,
    },
    /// A value that code of the host made, e.g. a PHP closure given to map(): opaque here.
    Host(HostValue),
}

/// A value of the host, which only the host can convert and export. `key` is what makes it
/// equal to another (for lists(unique: true)): the host derives it from the value, as it tells
/// its type (`kinds`).
#[derive(Clone)]
pub struct HostValue {
    pub value: Rc<dyn Any>,
    pub key: Rc<str>,
    pub kinds: Kinds,
}

impl PartialEq for HostValue {
    fn eq(&self, other: &HostValue) -> bool {
        self.key == other.key
    }
}

impl fmt::Debug for HostValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("HostValue")
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    Int(i64),
    String(Vec<u8>),
}

impl Value {
    pub fn list(elements: Vec<Value>) -> Value {
        Value::Array(
            elements
                .into_iter()
                .enumerate()
                .map(|(index, value)| (Key::Int(index as i64), value))
                .collect(),
        )
    }

    pub fn string(text: &str) -> Value {
        Value::String(text.as_bytes().to_vec())
    }
}

/// Inserts like PHP's `$array[$key] = $value`: a key that exists keeps its position.
pub(crate) fn insert(entries: &mut Vec<(Key, Value)>, key: Key, value: Value) {
    match entries.iter_mut().find(|(existing, _)| *existing == key) {
        Some(entry) => entry.1 = value,
        None => entries.push((key, value)),
    }
}

/// PHP casts a string key that is a canonical decimal integer to an int key.
pub(crate) fn array_key(key: Vec<u8>) -> Key {
    match std::str::from_utf8(&key).ok().and_then(|text| {
        text.parse::<i64>()
            .ok()
            .filter(|int| int.to_string() == text)
    }) {
        Some(int) => Key::Int(int),
        None => Key::String(key),
    }
}

/// The key PHP makes of an int or a string; None for what cannot key an array.
pub fn array_key_of(value: &Value) -> Option<Key> {
    match value {
        Value::Int(int) => Some(Key::Int(*int)),
        Value::String(bytes) => Some(array_key(bytes.clone())),
        _ => None,
    }
}
