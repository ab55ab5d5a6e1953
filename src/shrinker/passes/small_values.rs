//! Trying small values for a choice: the values just above 0, which a binary search never tries
//! when the property does not fail for every value above the smallest one (a choice that picks
//! one of several branches, a value that a filter rejects). A fallback, as it rarely succeeds.

use crate::shrinker::{Pass, Shrinker, try_changes_at_each_choice};

pub const PASS: Pass = Pass::fallback("try small values for a choice", run);

/// 0 itself is left to setting choices to 0.
const SMALL_VALUES: std::ops::RangeInclusive<u64> = 1..=3;

fn run(shrinker: &mut Shrinker) -> bool {
    try_changes_at_each_choice(shrinker, |shrinker, position| {
        let value = shrinker.choices()[position].value;
        SMALL_VALUES
            .filter(|small| *small < value)
            .map(|small| vec![(position, small)])
            .collect()
    })
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
}
