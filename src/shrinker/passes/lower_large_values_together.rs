//! Lowering the large values of a kind together by the same amount. Values that are compared
//! with each other (the heads of a heap, each at least its parent's) keep their order when all
//! of them are lowered by the same amount, but mostly not when one is lowered alone: drawn near
//! `PHP_INT_MAX`, each would then be searched for on its own, from 0 up to just above the value
//! it must not go below, at about 2 x 63 attempts. Lowered together, they go down as far as the
//! smallest of them can, in one search.
//!
//! Only values of at least [`LARGE`] are lowered, the values of a kind being the spans with the
//! same label and the same number of choices, with no spans inside. It costs one attempt for
//! each kind with two large values when they cannot be lowered together.

use std::collections::BTreeMap;

use super::lower_together::lower_together;
use crate::model::{Label, Record};
use crate::shrinker::spans::large_values;
use crate::shrinker::{Pass, PerRecord, Shrinker};

pub const PASS: Pass = Pass::new("lower the large values of a kind together", run);

/// The smallest value worth lowering together: the binary search finds a value below it on its
/// own in at most 2 x 16 attempts.
pub(super) const LARGE: u64 = 1 << 16;

fn run(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    let mut index = 0;
    let mut kinds = PerRecord::default();
    while !shrinker.is_done() {
        let Some(positions) = kinds
            .get(shrinker, large_values_by_kind)
            .get(index)
            .cloned()
        else {
            break;
        };
        improved |= lower_together(shrinker, &positions);
        index += 1;
    }
    improved
}

/// For each kind with at least two large values: the positions of their last choices.
fn large_values_by_kind(record: &Record) -> Vec<Vec<usize>> {
    let mut kinds: BTreeMap<(Label, usize), Vec<usize>> = BTreeMap::new();
    for id in large_values(record, LARGE) {
        let span = &record.spans[id];
        kinds
            .entry((span.label, span.len()))
            .or_default()
            .push(span.end - 1);
    }
    kinds
        .into_values()
        .filter(|positions| positions.len() >= 2)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shrinker::testing::{shrink_with, value};

    #[test]
    fn lowers_values_that_must_keep_their_order_together() {
        // Fails while the first value is above the second and the third above the first.
        let start = [(1 << 60) + 5, (1 << 60) + 1, (1 << 61) + 9];
        let (shrunk, attempts) = shrink_with(&PASS, &start, |source| {
            let first = value(source, "int", u64::MAX)?;
            let second = value(source, "int", u64::MAX)?;
            let third = value(source, "int", u64::MAX)?;
            Ok(first > second && third > first)
        });
        assert_eq!(shrunk, vec![4, 0, (1 << 60) + 8]);
        assert!(attempts <= 6, "{attempts} attempts");
    }

    #[test]
    fn leaves_small_values_to_the_binary_search() {
        let (_, attempts) = shrink_with(&PASS, &[1000, 10], |source| {
            Ok(value(source, "int", u64::MAX)? >= value(source, "int", u64::MAX)?)
        });
        assert_eq!(attempts, 0);
    }
}
