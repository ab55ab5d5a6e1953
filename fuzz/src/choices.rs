//! Choice sequences from fuzz input. The engine replays a sequence of integers, clamping each to
//! the range of the choice it is used for, and drawing zeros past its end (src/engine/source.rs),
//! so any sequence is valid; this encoding makes small values cheap for the fuzzer to find.

/// One choice per byte below 0xF0; 0xF0..=0xFE take the next 1 to 8 bytes as a little-endian
/// integer; 0xFF is the largest value, which clamps to the maximum of any choice.
pub fn decode(bytes: &[u8]) -> Vec<u64> {
    let mut choices = Vec::new();
    let mut rest = bytes;
    while let Some((&first, tail)) = rest.split_first() {
        rest = tail;
        let value = match first {
            0..=0xEF => u64::from(first),
            0xFF => u64::MAX,
            _ => {
                let length = usize::from(first - 0xEF).min(8).min(rest.len());
                let (wide, tail) = rest.split_at(length);
                rest = tail;
                wide.iter()
                    .rev()
                    .fold(0, |value, byte| value << 8 | u64::from(*byte))
            }
        };
        choices.push(value);
    }
    choices
}

/// A seed for a random draw besides the replayed one, derived from the input (FNV-1a), so that
/// each input always draws the same values.
pub fn seed(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(*byte)).wrapping_mul(0x100_0000_01b3)
    })
}
