//! Lowering two values together by the same amount: a property that fails when two values differ
//! by exactly one, such as "the difference must not be one" of the shrinking challenge, holds
//! as soon as either value is lowered alone, so a counterexample found near `PHP_INT_MAX` stays
//! there unless both are lowered at once. The pairs are nearby choices with the same largest
//! value, which values of the same kind have. A fallback: most pairs cannot be lowered together.

use crate::shrinker::search::find_smallest;
use crate::shrinker::{Pass, Shrinker, visit_nearby_pairs, with_values};

pub const PASS: Pass = Pass::fallback("lower two values together by the same amount", run);

fn run(shrinker: &mut Shrinker) -> bool {
    visit_nearby_pairs(shrinker, |shrinker, first, second| {
        lower_pair(shrinker, first, second, |_, _| true)
    })
}

/// Lowers the choices at `first` and `second` together when they have the same largest value,
/// differ, and `also` holds for their values. Equal values are lowered together by another pass.
pub(super) fn lower_pair(
    shrinker: &mut Shrinker,
    first: usize,
    second: usize,
    also: impl Fn(u64, u64) -> bool,
) {
    let (a, b) = (shrinker.choices()[first], shrinker.choices()[second]);
    if a.max == b.max && a.value != b.value && also(a.value, b.value) {
        lower_together(shrinker, &[first, second]);
    }
}

/// Lowers the choices at `positions` by the same amount, as far as the property stays
/// falsified; says whether it could. Yes/no choices are left out, as they are not amounts, and
/// so are choices that are 0 already.
pub(super) fn lower_together(shrinker: &mut Shrinker, positions: &[usize]) -> bool {
    let start = shrinker.sequence();
    let amounts: Vec<(usize, u64)> = positions
        .iter()
        .filter_map(|at| Some((*at, *shrinker.choices().get(*at)?)))
        .filter(|(_, choice)| choice.max > 1 && choice.value > 0)
        .map(|(at, choice)| (at, choice.value))
        .collect();
    let Some(low) = amounts.iter().map(|(_, value)| *value).min() else {
        return false;
    };
    if amounts.len() < 2 {
        return false;
    }
    // The candidate in which the lowest of the values is `value`.
    let lowered_to = |value: u64| {
        let by = low - value;
        let changes: Vec<(usize, u64)> = amounts.iter().map(|(at, v)| (*at, v - by)).collect();
        with_values(&start, &changes)
    };
    // One less costs one attempt for values that cannot be lowered together, and when it
    // falsifies the property, the search probes from 0 upwards, where the minimum mostly is.
    if !shrinker.consider(lowered_to(low - 1)) {
        return false;
    }
    find_smallest(low - 1, |value| {
        value == low - 1 || shrinker.consider(lowered_to(value))
    });
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shrinker::testing::{shrink_with, value};

    /// `$first >= 10 && abs($first - $second) == 1`, both `positive-int` (the choice c stands
    /// for c + 1).
    fn difference_is_one(
        source: &mut crate::engine::ChoiceSource,
    ) -> Result<bool, crate::model::Stop> {
        let first = value(source, "positive-int", i64::MAX as u64 - 1)? + 1;
        let second = value(source, "positive-int", i64::MAX as u64 - 1)? + 1;
        Ok(first >= 10 && first.abs_diff(second) == 1)
    }

    #[test]
    fn lowers_a_difference_of_one_from_the_largest_values() {
        let top = i64::MAX as u64 - 1;
        let (shrunk, attempts) = shrink_with(&PASS, &[top, top - 1], difference_is_one);
        assert_eq!(shrunk, vec![9, 8], "$first = 10; $second = 9;");
        assert!(attempts <= 16, "{attempts} attempts");
    }

    #[test]
    fn a_pair_that_cannot_be_lowered_together_costs_one_attempt() {
        let (shrunk, attempts) = shrink_with(&PASS, &[9, 30], |source| {
            Ok(value(source, "int", 100)? == 9 && value(source, "int", 100)? > 0)
        });
        assert_eq!((shrunk, attempts), (vec![9, 30], 1));
    }
}
