//! The order in which the characters of a set are drawn. Choice 0 is the simplest character, so
//! characters shrink towards it: as for `Strings`, letters come first, then digits, the rest of
//! printable ASCII, ASCII control characters, and every other character by its value.

use crate::engine::Bias;
// The simplest characters, simplest first, as in `Strings`.
use crate::generators::strings::FIRST as SIMPLEST;

use super::charset::{CharSet, MAX_CODE_POINT};

#[derive(Debug)]
pub struct Alphabet {
    set: CharSet,
    /// The members below 0x80, simplest first.
    head: Vec<u32>,
    /// The members from 0x80 up, as ranges with the index of their first member.
    tail: Vec<(u32, u32, u64)>,
    len: u64,
    bias: Bias,
}

impl Alphabet {
    pub fn new(set: CharSet, utf: bool) -> Alphabet {
        let controls = (0u8..0x20).chain([0x7F]);
        let head: Vec<u32> = SIMPLEST
            .iter()
            .copied()
            .chain(controls)
            .map(u32::from)
            .filter(|unit| set.contains(*unit))
            .collect();
        let mut tail = Vec::new();
        let mut index = head.len() as u64;
        for &(first, last) in set.ranges() {
            if last < 0x80 {
                continue;
            }
            let first = first.max(0x80);
            tail.push((first, last, index));
            index += u64::from(last - first) + 1;
        }
        let mut alphabet = Alphabet {
            set,
            head,
            tail,
            len: index,
            bias: Bias::Uniform,
        };
        alphabet.bias = alphabet.generation_bias(utf);
        alphabet
    }

    pub fn set(&self) -> &CharSet {
        &self.set
    }

    pub fn len(&self) -> u64 {
        self.len
    }

    pub fn bias(&self) -> &Bias {
        &self.bias
    }

    /// The character drawn as choice `index`, which must be below `len()`.
    pub fn unit(&self, index: u64) -> u32 {
        if let Some(unit) = self.head.get(index as usize) {
            return *unit;
        }
        let range = self
            .tail
            .partition_point(|(first, last, start)| start + u64::from(last - first) < index);
        let (first, _, start) = self.tail[range.min(self.tail.len() - 1)];
        first + (index - start) as u32
    }

    /// Generating favours ASCII, but also draws what breaks string code: multibyte and combining
    /// characters (proposal 5.4), as far as the set has them.
    fn generation_bias(&self, utf: bool) -> Bias {
        let mut ranges = Vec::new();
        if !self.head.is_empty() {
            ranges.push((50, 0, self.head.len() as u64 - 1));
        }
        let blocks: &[(u32, u32, u32)] = if utf {
            &[
                (12, 0xA0, 0x24F),
                (8, 0x300, 0x36F),
                (5, 0x4E00, 0x9FFF),
                (2, 0x20AC, 0x20AC),
                (5, 0x1F600, 0x1F64F),
                (8, 0x80, MAX_CODE_POINT),
            ]
        } else {
            &[(15, 0x80, 0xFF)]
        };
        for &(weight, first, last) in blocks {
            if let Some((first, last)) = self.indexes_between(first, last) {
                ranges.push((weight, first, last));
            }
        }
        ranges.push((10, 0, self.len.saturating_sub(1)));
        Bias::ranges(ranges)
    }

    /// The indexes of the members from `low` to `high` (both at least 0x80): consecutive, since
    /// those members are in the order of their values.
    fn indexes_between(&self, low: u32, high: u32) -> Option<(u64, u64)> {
        let first = self.tail.partition_point(|(_, last, _)| *last < low);
        let last = self
            .tail
            .partition_point(|(first, _, _)| *first <= high)
            .checked_sub(1)?;
        if first > last {
            return None;
        }
        let index = |(range_first, _, start): (u32, u32, u64), unit: u32| {
            start + u64::from(unit - range_first)
        };
        let first_index = index(self.tail[first], low.max(self.tail[first].0));
        let last_index = index(self.tail[last], high.min(self.tail[last].1));
        (first_index <= last_index).then_some((first_index, last_index))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simple_members_come_first() {
        let alphabet = Alphabet::new(
            CharSet::of(&[(0x30, 0x39), (0x41, 0x5A), (0xE9, 0xE9), (0x263A, 0x263B)]),
            true,
        );
        assert_eq!(alphabet.len(), 39);
        let units: Vec<u32> = (0..alphabet.len())
            .map(|index| alphabet.unit(index))
            .collect();
        assert_eq!(units[0], u32::from(b'A'));
        assert_eq!(units[26], u32::from(b'0'));
        assert_eq!(&units[36..], &[0xE9, 0x263A, 0x263B]);
        assert_eq!(alphabet.indexes_between(0x100, 0x263A), Some((37, 37)));
        assert_eq!(alphabet.indexes_between(0x300, 0x36F), None);
    }
}
