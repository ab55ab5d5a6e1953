//! The sequences replayed so far. Every attempt is a whole test, so a candidate that is bound to
//! behave like a sequence replayed before is not replayed again. Two facts about replaying make
//! that knowable without running it (the test must draw the same choices from the same
//! sequence, which the shrinker assumes anyway):
//!
//! * Choices beyond the end of a sequence are 0: sequences equal up to trailing zeros replay
//!   alike.
//! * A replay that stopped drawing after `n` choices of its sequence did not look at the rest:
//!   every sequence with the same first `n` choices replays alike (a list cut short by a 0 flag,
//!   whatever followed the flag).

use std::collections::{BTreeSet, HashMap, HashSet};

#[derive(Default)]
pub struct Tried {
    /// Canonical form (no trailing zeros) of each replayed sequence: how many choices it drew.
    drawn: HashMap<Vec<u64>, usize>,
    /// The choices that replays read before they stopped drawing, of the lengths in `lengths`.
    read: HashSet<Vec<u64>>,
    lengths: BTreeSet<usize>,
}

fn canonical(sequence: &[u64]) -> &[u64] {
    let length = sequence
        .iter()
        .rposition(|value| *value != 0)
        .map_or(0, |last| last + 1);
    &sequence[..length]
}

impl Tried {
    /// How many choices replaying `sequence` draws, if that is known without replaying it.
    pub fn drawn(&self, sequence: &[u64]) -> Option<usize> {
        if let Some(drawn) = self.drawn.get(canonical(sequence)) {
            return Some(*drawn);
        }
        self.lengths
            .range(..=sequence.len())
            .find(|length| self.read.contains(&sequence[..**length]))
            .copied()
    }

    /// Remembers that replaying `sequence` drew `drawn` choices.
    pub fn insert(&mut self, sequence: &[u64], drawn: usize) {
        self.drawn.insert(canonical(sequence).to_vec(), drawn);
        if drawn <= sequence.len() {
            self.read.insert(sequence[..drawn].to_vec());
            self.lengths.insert(drawn);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trailing_zeros_do_not_matter() {
        let mut tried = Tried::default();
        tried.insert(&[3, 0, 1], 5);
        assert_eq!(tried.drawn(&[3, 0, 1, 0, 0]), Some(5));
        assert_eq!(tried.drawn(&[3, 0]), None);
    }

    #[test]
    fn choices_after_the_last_one_drawn_do_not_matter() {
        let mut tried = Tried::default();
        tried.insert(&[1, 5, 0, 7, 7], 3);
        assert_eq!(tried.drawn(&[1, 5, 0, 9]), Some(3));
        assert_eq!(tried.drawn(&[1, 5, 1, 7, 7]), None);
    }
}
