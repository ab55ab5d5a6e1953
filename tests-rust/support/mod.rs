//! Helpers shared by the Rust integration tests: reading generated values back. Each test crate
//! uses some of them.
#![allow(dead_code, unused_imports)]

pub mod format_rules;
mod values;

pub use values::{bytes, entries, float, int, ints, text};
