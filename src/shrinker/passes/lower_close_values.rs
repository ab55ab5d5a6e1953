//! Lowering close values together first: two nearby values of the same kind that differ by a
//! few units, such as `$first` and `$second` of "the difference must not be small" found at
//! `PHP_INT_MAX - 1` and `PHP_INT_MAX`, mostly hold each other up, because generation reuses an
//! earlier value, one more or one less, to find exactly these bugs (`$a - $b == 1`). Lowering
//! either one alone then moves it only a few steps, and a binary search on each spends its
//! attempts on values that cannot work. This pass lowers such a pair by the same amount before
//! the binary search runs; it costs one attempt a pair when they cannot be lowered together.
//! Pairs further apart are left to the fallback [`super::lower_together`].

use super::lower_together::lower_together;
use crate::shrinker::{Pass, Shrinker, visit_nearby_pairs};

pub const PASS: Pass = Pass::new("lower close values together", run);

/// Two values are close when they differ by at most this fraction of the smaller one: values
/// drawn independently from a range almost never are, while a reused value one more or one
/// less always is.
const CLOSE_FRACTION: u64 = 64;

/// Below this, values are left to the binary search, which lowers each of them in about ten
/// attempts: as many as lowering them together would cost, whatever their difference.
const LARGE: u64 = 1024;

fn run(shrinker: &mut Shrinker) -> bool {
    visit_nearby_pairs(shrinker, |shrinker, first, second| {
        let choices = shrinker.choices();
        let (Some(a), Some(b)) = (choices.get(first), choices.get(second)) else {
            return;
        };
        // Equal values are lowered together by another pass.
        let difference = a.value.abs_diff(b.value);
        let smaller = a.value.min(b.value);
        let close = smaller >= LARGE && difference.saturating_mul(CLOSE_FRACTION) <= smaller;
        if a.max == b.max && difference > 0 && close {
            lower_together(shrinker, &[first, second]);
        }
    })
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
