//! Lowering close values together first: two nearby values of the same kind that differ by a
//! few units, such as `$first` and `$second` of "the difference must not be small" found at
//! `PHP_INT_MAX - 1` and `PHP_INT_MAX`, mostly hold each other up, because generation reuses an
//! earlier value, one more or one less, to find exactly these bugs (`$a - $b == 1`). Lowering
//! either one alone then moves it only a few steps, and a binary search on each spends its
//! attempts on values that cannot work. This pass lowers such a pair by the same amount before
//! the binary search runs; it costs one attempt a pair when they cannot be lowered together.
//! Pairs further apart are left to the fallback [`super::lower_together`].

use super::lower_together::lower_pair;
use crate::shrinker::{Pass, Shrinker, visit_nearby_pairs};

pub const PASS: Pass = Pass::new("lower close values together", run);

/// Two values are close when they differ by at most this fraction of the smaller one: values
/// drawn independently from a range almost never are, while a reused value one more or one
/// less always is.
const CLOSE_FRACTION: u64 = 64;

/// Below this, values are left to the binary search, which lowers each of them in about ten
/// attempts: as many as lowering them together would cost, whatever their difference.
const CLOSE_FROM: u64 = 1024;

fn run(shrinker: &mut Shrinker) -> bool {
    visit_nearby_pairs(shrinker, |shrinker, first, second| {
        lower_pair(shrinker, first, second, are_close)
    })
}

fn are_close(a: u64, b: u64) -> bool {
    let smaller = a.min(b);
    smaller >= CLOSE_FROM && a.abs_diff(b).saturating_mul(CLOSE_FRACTION) <= smaller
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shrinker::testing::{difference_is_small, shrink_with, value};

    #[test]
    fn lowers_two_values_one_apart_from_the_largest_values() {
        let top = i64::MAX as u64 - 1;
        let (shrunk, attempts) = shrink_with(&PASS, &[top - 1, top], difference_is_small);
        assert_eq!(shrunk, vec![9, 10], "$first = 10; $second = 11;");
        assert!(attempts <= 12, "{attempts} attempts");
    }

    #[test]
    fn leaves_values_far_apart_alone() {
        let (shrunk, attempts) = shrink_with(&PASS, &[100, 5000], |source| {
            Ok(value(source, "int", 10_000)? + value(source, "int", 10_000)? > 10)
        });
        assert_eq!((shrunk, attempts), (vec![100, 5000], 0));
    }
}
