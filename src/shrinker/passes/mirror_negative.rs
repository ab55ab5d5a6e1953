//! Making negative integers positive: an integer range that spans zero draws the half first (0
//! non-negative, 1 negative) and then the value within it, the negative choice c standing for
//! -c - 1. Lowering the half alone turns -5 into 4, and lowering the value alone into -1, so a
//! property that holds for small values of either sign keeps -5; this pass tries 5, the value of
//! the same magnitude in the simpler half. "Reversing a list gives the same list" shrinks to
//! [0, 1] instead of stopping at [0, -1].

use crate::model::Record;
use crate::shrinker::spans::signed_integer;
use crate::shrinker::{Pass, Shrinker, at_each_span};

pub const PASS: Pass = Pass::new("make negative integers positive", run);

fn run(shrinker: &mut Shrinker) -> bool {
    at_each_span(shrinker, |shrinker, index| {
        negative_integer(shrinker.best(), index).is_some_and(|(start, magnitude)| {
            shrinker.consider_replacing(start, start + 2, &[0, magnitude])
        })
    })
}

/// Where the integer of span `index` starts and its magnitude, when it is negative.
fn negative_integer(record: &Record, index: usize) -> Option<(usize, u64)> {
    let value = signed_integer(record, index).filter(|value| *value < 0)?;
    Some((record.spans[index].start, u64::try_from(-value).ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shrinker::testing::{shrink_with, signed};

    #[test]
    fn tries_the_positive_value_of_the_same_magnitude() {
        // -5: fails while the magnitude is at least 5.
        let (shrunk, attempts) =
            shrink_with(&PASS, &[1, 4], |source| Ok(signed(source)?.abs() >= 5));
        assert_eq!((shrunk, attempts), (vec![0, 5], 1));
    }

    #[test]
    fn leaves_values_that_must_stay_negative() {
        let (shrunk, attempts) = shrink_with(&PASS, &[1, 4], |source| Ok(signed(source)? < 0));
        assert_eq!((shrunk, attempts), (vec![1, 4], 1));
    }
}
