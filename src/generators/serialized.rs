//! What makes two PHP values equal for lists(unique: true) when the engine only has what PHP's
//! serialize() gives for them (objects, values of map()): the same serialization, but for -0.0,
//! which PHP's == finds equal to 0.0 (and NAN, which equals nothing, not even itself, stays
//! apart as any other float). "No element equals another" (proposal 5.3) is PHP's ==, element by
//! element, without the juggling of types: as 0.0 == -0.0, a unique list never holds both.

/// `serialized` with every float -0.0 written as 0.0; strings are copied as they are.
pub fn with_zeros_unsigned(serialized: &[u8]) -> Vec<u8> {
    let mut unsigned = Vec::with_capacity(serialized.len());
    let mut position = 0;
    while position < serialized.len() {
        let rest = &serialized[position..];
        if rest.starts_with(b"d:-0;") {
            unsigned.extend_from_slice(b"d:0;");
            position += 5;
        } else if let Some(length) = string_length(rest) {
            unsigned.extend_from_slice(&rest[..length]);
            position += length;
        } else {
            unsigned.push(rest[0]);
            position += 1;
        }
    }
    unsigned
}

/// The length of the serialized string `s:N:"...";` at the start of `rest`, whose bytes may
/// look like anything, a float included.
fn string_length(rest: &[u8]) -> Option<usize> {
    let digits = rest.strip_prefix(b"s:")?;
    let count = digits
        .iter()
        .take_while(|byte| byte.is_ascii_digit())
        .count();
    let length: usize = std::str::from_utf8(&digits[..count]).ok()?.parse().ok()?;
    // s: N :" bytes ";
    let total = 2 + count + 2 + length + 2;
    (digits.get(count..count + 2) == Some(b":\"".as_slice()) && rest.len() >= total)
        .then_some(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negative_zero_equals_zero() {
        assert_eq!(with_zeros_unsigned(b"d:-0;"), b"d:0;");
        assert_eq!(
            with_zeros_unsigned(b"O:8:\"stdClass\":1:{s:1:\"a\";d:-0;}"),
            b"O:8:\"stdClass\":1:{s:1:\"a\";d:0;}"
        );
        assert_eq!(
            with_zeros_unsigned(b"a:2:{i:0;d:-0;i:1;d:-0.5;}"),
            b"a:2:{i:0;d:0;i:1;d:-0.5;}"
        );
    }

    #[test]
    fn strings_are_kept() {
        assert_eq!(with_zeros_unsigned(b"s:5:\"d:-0;\";"), b"s:5:\"d:-0;\";");
        assert_eq!(
            with_zeros_unsigned(b"a:1:{s:7:\"x\";d:-0;\";d:-0;}"),
            b"a:1:{s:7:\"x\";d:-0;\";d:0;}"
        );
        assert_eq!(
            with_zeros_unsigned(b"E:7:\"Flags:X\";"),
            b"E:7:\"Flags:X\";"
        );
    }
}
