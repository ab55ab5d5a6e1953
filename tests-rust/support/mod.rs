//! Helpers shared by the Rust integration tests: reading generated values back. Each test crate
//! uses some of them.
#![allow(dead_code)]

pub mod format_rules;

use pbt::generators::Value;

pub fn int(value: &Value) -> i64 {
    match value {
        Value::Int(int) => *int,
        other => panic!("not an int: {other:?}"),
    }
}

pub fn ints(value: &Value) -> Vec<i64> {
    match value {
        Value::Array(entries) => entries.iter().map(|(_, value)| int(value)).collect(),
        other => panic!("not a list: {other:?}"),
    }
}
