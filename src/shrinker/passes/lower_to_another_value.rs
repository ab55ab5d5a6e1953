//! Lowering a value to the next smaller value of the same kind in the example, or to one above
//! it. A value that must stay at least as large as another one, or above it (the heads of a
//! heap, the bounds of a range, the two ends of a list that is not its own reverse), can be
//! lowered only down to it, and a binary search that probes 0, 1, 2, 4, ... from below, where
//! minimal values mostly are, spends about 2 x 63 attempts to reach a value near
//! `PHP_INT_MAX` / 2. Trying that other value first costs one attempt; once the two are equal,
//! lowering equal values together takes both down at once.
//!
//! Large values (from [`LARGE`] on) are tried, each with at most two attempts, and smaller
//! integers only when the next smaller value is 0: one above it is 1, which the binary search,
//! probing half the value first, reaches only in its second attempt. Below [`LARGE`], the binary
//! search reaches any other value in a few attempts itself.
//!
//! This pass runs before the elements of collections are deleted: a list that needs all of its
//! elements is then tried without each of them once, with its values lowered, rather than once
//! before and once again after they were.

use std::collections::{BTreeMap, BTreeSet};

use super::lower_large_values_together::LARGE;
use crate::model::{Label, Record};
use crate::shrinker::spans::{choices_of, is_integer, is_large_value, values};
use crate::shrinker::{Pass, Shrinker};

pub const PASS: Pass = Pass::new(
    "lower a value to the next smaller value of the same kind",
    run,
);

fn run(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    let mut values = ValuesByKind::of(shrinker.best());
    let mut index = 0;
    while index < shrinker.best().spans.len() && !shrinker.is_done() {
        if let Some(lower) = values.next_smaller(shrinker.best(), index) {
            let span = &shrinker.best().spans[index];
            let (start, end) = (span.start, span.end);
            // One above it, for a value that must stay above the other one.
            let mut above = lower.clone();
            if let Some(last) = above.last_mut() {
                *last = last.saturating_add(1);
            }
            if shrinker.consider_replacing(start, end, &lower)
                || shrinker.consider_replacing(start, end, &above)
            {
                improved = true;
                values = ValuesByKind::of(shrinker.best());
            }
        }
        index += 1;
    }
    improved
}

/// The values of a record by kind (label and number of choices), in order, each as the choices
/// that make it up.
struct ValuesByKind(BTreeMap<(Label, usize), BTreeSet<Vec<u64>>>);

impl ValuesByKind {
    fn of(record: &Record) -> ValuesByKind {
        let mut kinds: BTreeMap<(Label, usize), BTreeSet<Vec<u64>>> = BTreeMap::new();
        for id in values(record) {
            let span = &record.spans[id];
            kinds
                .entry((span.label, span.len()))
                .or_default()
                .insert(choices_of(record, id));
        }
        ValuesByKind(kinds)
    }

    /// The largest value of the kind of span `index` below its value, when span `index` is a
    /// large value, or a smaller integer and that value is 0.
    fn next_smaller(&self, record: &Record, index: usize) -> Option<Vec<u64>> {
        // 0 and 1 are as low as one above a 0 goes.
        if !is_large_value(record, index, 2) {
            return None;
        }
        let span = &record.spans[index];
        let values = self.0.get(&(span.label, span.len()))?;
        let lower = values.range(..choices_of(record, index)).next_back()?;
        let zero = lower.iter().all(|choice| *choice == 0);
        (is_large_value(record, index, LARGE) || (zero && is_integer(record, index)))
            .then(|| lower.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Bias, ChoiceSource};
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
    fn lowers_a_small_integer_to_one_above_a_zero() {
        // A list of two values is not its own reverse while they differ. Each is an integer as
        // `Integers` draws one of a range that does not span zero: its half, always 0, then the
        // value.
        let int = |source: &mut ChoiceSource| {
            source.spanned(Label::of("int<0, max>"), |source| {
                source.draw(0, &Bias::Uniform)?;
                source.draw(1 << 20, &Bias::Uniform)
            })
        };
        let (shrunk, attempts) = shrink_with(&PASS, &[0, 0, 0, 1000], |source| {
            Ok(int(source)? != int(source)?)
        });
        assert_eq!((shrunk, attempts), (vec![0, 0, 0, 1], 2));
        // Other values than integers are left to the binary search.
        let (_, attempts) = shrink_with(&PASS, &[0, 1000], |source| {
            Ok(value(source, "character", 1 << 20)? != value(source, "character", 1 << 20)?)
        });
        assert_eq!(attempts, 0);
    }

    #[test]
    fn leaves_small_values_to_the_binary_search() {
        let (_, attempts) = shrink_with(&PASS, &[1000, 10], |source| {
            Ok(value(source, "int", u64::MAX)? >= value(source, "int", u64::MAX)?)
        });
        assert_eq!(attempts, 0);
    }
}
