//! Sets of characters as sorted, disjoint, non-adjacent ranges. A "character" is a code unit of
//! the subject: a code point with the `u` modifier, a byte without it.

/// The largest code point, and the surrogates, which UTF-8 cannot encode.
pub const MAX_CODE_POINT: u32 = 0x10FFFF;
const SURROGATES: (u32, u32) = (0xD800, 0xDFFF);

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CharSet {
    ranges: Vec<(u32, u32)>,
}

impl CharSet {
    pub fn empty() -> CharSet {
        CharSet::default()
    }

    pub fn of(ranges: &[(u32, u32)]) -> CharSet {
        let mut set = CharSet {
            ranges: ranges.to_vec(),
        };
        set.normalize();
        set
    }

    pub fn single(unit: u32) -> CharSet {
        CharSet {
            ranges: vec![(unit, unit)],
        }
    }

    /// Every character a subject can have: the bytes, or the code points without surrogates.
    pub fn universe(utf: bool) -> CharSet {
        if utf {
            CharSet {
                ranges: vec![(0, SURROGATES.0 - 1), (SURROGATES.1 + 1, MAX_CODE_POINT)],
            }
        } else {
            CharSet {
                ranges: vec![(0, 0xFF)],
            }
        }
    }

    pub fn ranges(&self) -> &[(u32, u32)] {
        &self.ranges
    }

    pub fn contains(&self, unit: u32) -> bool {
        let index = self.ranges.partition_point(|(_, last)| *last < unit);
        self.ranges
            .get(index)
            .is_some_and(|(first, _)| *first <= unit)
    }

    pub fn add(&mut self, first: u32, last: u32) {
        self.ranges.push((first, last));
        self.normalize();
    }

    pub fn union(&self, other: &CharSet) -> CharSet {
        let mut ranges = self.ranges.clone();
        ranges.extend_from_slice(&other.ranges);
        CharSet::of(&ranges)
    }

    pub fn intersection(&self, other: &CharSet) -> CharSet {
        let (mut i, mut j, mut ranges) = (0, 0, Vec::new());
        while i < self.ranges.len() && j < other.ranges.len() {
            let (a, b) = (self.ranges[i], other.ranges[j]);
            let (first, last) = (a.0.max(b.0), a.1.min(b.1));
            if first <= last {
                ranges.push((first, last));
            }
            if a.1 < b.1 { i += 1 } else { j += 1 }
        }
        CharSet { ranges }
    }

    /// The characters of the subject that are not in this set.
    pub fn complement(&self, utf: bool) -> CharSet {
        let mut ranges = Vec::new();
        let mut next = 0u32;
        for (first, last) in &self.ranges {
            if *first > next {
                ranges.push((next, first - 1));
            }
            next = last.saturating_add(1);
        }
        if next <= MAX_CODE_POINT {
            ranges.push((next, MAX_CODE_POINT));
        }
        CharSet { ranges }.intersection(&CharSet::universe(utf))
    }

    /// Sorts and merges overlapping and adjacent ranges, so that equal sets are equal values.
    fn normalize(&mut self) {
        self.ranges.retain(|(first, last)| first <= last);
        self.ranges.sort_unstable();
        let mut merged: Vec<(u32, u32)> = Vec::with_capacity(self.ranges.len());
        for &(first, last) in &self.ranges {
            match merged.last_mut() {
                Some(previous) if first <= previous.1.saturating_add(1) => {
                    previous.1 = previous.1.max(last)
                }
                _ => merged.push((first, last)),
            }
        }
        self.ranges = merged;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let set = CharSet::of(&[(10, 20), (5, 9), (30, 40)]);
        assert_eq!(set.ranges(), &[(5, 20), (30, 40)]);
        assert!(set.contains(5) && set.contains(40) && !set.contains(25));
        assert_eq!(
            set.intersection(&CharSet::of(&[(15, 35)])).ranges(),
            &[(15, 20), (30, 35)]
        );
        assert_eq!(
            set.complement(false).ranges(),
            &[(0, 4), (21, 29), (41, 255)]
        );
        assert_eq!(CharSet::empty().complement(true), CharSet::universe(true));
        assert_eq!(CharSet::universe(true).complement(true), CharSet::empty());
    }
}
