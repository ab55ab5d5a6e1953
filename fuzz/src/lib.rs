//! What the fuzz targets share: choice sequences from fuzz input, arbitrary values, regular
//! expressions in PHP and Rust syntax, a model of classes, and the checks on drawn values.

pub mod choices;
pub mod classes;
pub mod conformance;
pub mod pattern;
pub mod values;

#[path = "../../tests-rust/support/php_literal.rs"]
pub mod php_literal;

/// Splits an input into text (before the first NUL byte) and the bytes after it, so that seeds
/// read as `int<0, 9>\0...` or `/[a-z]+/i\0...`.
pub fn text_and_rest(data: &[u8]) -> (&[u8], &[u8]) {
    match data.iter().position(|byte| *byte == 0) {
        Some(end) => (&data[..end], &data[end + 1..]),
        None => (data, &[]),
    }
}
