//! Reading generated values back in the tests and the benchmarks (benches/common includes this
//! file too): each reader panics, naming what it got, on a value of another kind.

use pbt::generators::{Key, Value};

pub fn int(value: &Value) -> i64 {
    match value {
        Value::Int(int) => *int,
        other => panic!("not an int: {other:?}"),
    }
}

pub fn ints(value: &Value) -> Vec<i64> {
    entries(value).iter().map(|(_, value)| int(value)).collect()
}

pub fn float(value: &Value) -> f64 {
    match value {
        Value::Float(float) => *float,
        other => panic!("not a float: {other:?}"),
    }
}

pub fn bytes(value: &Value) -> &[u8] {
    match value {
        Value::String(bytes) => bytes,
        other => panic!("not a string: {other:?}"),
    }
}

/// A string that must be UTF-8.
pub fn text(value: &Value) -> String {
    String::from_utf8(bytes(value).to_vec())
        .unwrap_or_else(|error| panic!("not UTF-8: {:?}", error.as_bytes()))
}

pub fn entries(value: &Value) -> &[(Key, Value)] {
    match value {
        Value::Array(entries) => entries,
        other => panic!("not an array: {other:?}"),
    }
}
