//! Trying small values for a choice: the values just above 0, which a binary search never tries
//! when the property does not fail for every value above the smallest one (a choice that picks
//! one of several branches, a value that a filter rejects), and the value two below it, which
//! steps over a value for which the property holds: "the difference must not be one" goes from
//! `$first = 10; $second = 11;` to `$second = 9;`. A fallback, as it rarely succeeds.
//!
//! A choice of one of several equal values of a kind (see [`super::lower_equal_values`]) is
//! tried together with the same choice of the others: changing one of them alone makes them
//! unequal, which "the difference must not be zero" holds for with every small value.

use super::lower_equal_values::equal_choices;
use crate::shrinker::{Pass, PerRecord, Shrinker, at_each_choice, with_values};

pub const PASS: Pass = Pass::fallback("try small values for a choice", run);

/// 0 itself is left to setting choices to 0.
const SMALL_VALUES: std::ops::RangeInclusive<u64> = 1..=3;

fn run(shrinker: &mut Shrinker) -> bool {
    let mut groups = PerRecord::default();
    at_each_choice(shrinker, |shrinker, position| {
        let start = shrinker.sequence();
        let together = groups
            .get(shrinker, equal_choices)
            .get(&position)
            .cloned()
            .unwrap_or_else(|| vec![position]);
        // The others of a group were tried with the first one.
        if together[0] != position {
            return false;
        }
        smaller_values(start[position]).any(|small| {
            let changes: Vec<(usize, u64)> = together.iter().map(|at| (*at, small)).collect();
            shrinker.consider(with_values(&start, &changes))
        })
    })
}

/// The values to try below `value`: two below first, as it is the nearest value that a binary
/// search leaves out, then the small ones.
fn smaller_values(value: u64) -> impl Iterator<Item = u64> {
    let two_below = value
        .checked_sub(2)
        .filter(|lower| !SMALL_VALUES.contains(lower));
    two_below
        .into_iter()
        .chain(SMALL_VALUES.filter(move |small| *small < value))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shrinker::testing::{shrink_with, value};

    #[test]
    fn finds_a_small_value_that_a_binary_search_misses() {
        // Fails for 2 and for values above 50 only.
        let (shrunk, _) = shrink_with(&PASS, &[80], |source| {
            let v = value(source, "int", 100)?;
            Ok(v == 2 || v > 50)
        });
        assert_eq!(shrunk, vec![2]);
    }

    #[test]
    fn tries_equal_values_together() {
        // (9, 9): fails while both are equal and at least 9, or both are 2.
        let (shrunk, attempts) = shrink_with(&PASS, &[9, 9], |source| {
            let (a, b) = (value(source, "int", 100)?, value(source, "int", 100)?);
            Ok(a == b && (a >= 9 || a == 2))
        });
        assert_eq!(shrunk, vec![2, 2]);
        // 7, 1 and 2 for both, then 0 for both from 2; changing each alone would take 8 more.
        assert_eq!(attempts, 4);
    }

    #[test]
    fn steps_over_a_value_for_which_the_property_holds() {
        // Fails for 9 and 11, 10 apart.
        let (shrunk, _) = shrink_with(&PASS, &[11], |source| {
            Ok(value(source, "int", 100)?.abs_diff(10) == 1)
        });
        assert_eq!(shrunk, vec![9]);
    }
}
