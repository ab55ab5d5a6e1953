//! Lowering a large value to the next smaller value of the same kind in the example, or to one
//! above it. A value that must stay at least as large as another one, or above it (the heads of
//! a heap, the bounds of a range), can be lowered only down to it, and a binary search that probes 0, 1, 2, 4, ... from below,
//! where minimal values mostly are, spends about 2 x 63 attempts to reach a value near
//! `PHP_INT_MAX` / 2. Trying that other value first costs one attempt; once the two are equal,
//! lowering equal values together takes both down at once.
//!
//! Only values above [`LARGE`] are tried, each with at most two attempts: below it, the binary
//! search reaches any value in a few attempts itself.

use super::lower_large_values_together::LARGE;
use crate::model::Record;
use crate::shrinker::spans::{choices_of, is_large_value, large_values};
use crate::shrinker::{Pass, Shrinker, at_each_span};

pub const PASS: Pass = Pass::new(
    "lower a large value to the next smaller value of the same kind",
    run,
);

fn run(shrinker: &mut Shrinker) -> bool {
    at_each_span(shrinker, |shrinker, index| {
        let record = shrinker.best();
        let Some(lower) = next_smaller_value(record, index) else {
            return false;
        };
        let span = &record.spans[index];
        let (start, end) = (span.start, span.end);
        // One above it, for a value that must stay above the other one.
        let mut above = lower.clone();
        *above.last_mut().expect("a value is a choice at least") += 1;
        shrinker.consider_replacing(start, end, &lower)
            || shrinker.consider_replacing(start, end, &above)
    })
}

/// The largest value of the spans with the same label and length as span `index` that is
/// smaller than its value, when both are at least [`LARGE`]: the choices that make it up.
fn next_smaller_value(record: &Record, index: usize) -> Option<Vec<u64>> {
    let span = &record.spans[index];
    if !is_large_value(record, index, LARGE) {
        return None;
    }
    let value = choices_of(record, index);
    large_values(record, LARGE)
        .filter(|other| {
            let other = &record.spans[*other];
            other.label == span.label && other.len() == span.len()
        })
        .map(|other| choices_of(record, other))
        .filter(|other| *other < value)
        .max()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shrinker::testing::{shrink_with, value};

    #[test]
    fn lowers_a_value_to_the_one_it_must_not_go_below() {
        // Fails while the first value is at least the second and the second is large.
        let (shrunk, attempts) = shrink_with(&PASS, &[1 << 60, 1 << 40], |source| {
            let first = value(source, "int", u64::MAX)?;
            let second = value(source, "int", u64::MAX)?;
            Ok(first >= second && second >= 1 << 40)
        });
        assert_eq!((shrunk, attempts), (vec![1 << 40, 1 << 40], 1));
    }

    #[test]
    fn lowers_a_value_to_one_above_the_one_it_must_stay_above() {
        let (shrunk, attempts) = shrink_with(&PASS, &[1 << 60, 1 << 40], |source| {
            let first = value(source, "int", u64::MAX)?;
            let second = value(source, "int", u64::MAX)?;
            Ok(first > second && second >= 1 << 40)
        });
        assert_eq!((shrunk, attempts), (vec![(1 << 40) + 1, 1 << 40], 2));
    }

    #[test]
    fn leaves_small_values_to_the_binary_search() {
        let (_, attempts) = shrink_with(&PASS, &[1000, 10], |source| {
            Ok(value(source, "int", u64::MAX)? >= value(source, "int", u64::MAX)?)
        });
        assert_eq!(attempts, 0);
    }
}
