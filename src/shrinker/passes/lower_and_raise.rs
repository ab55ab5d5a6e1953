//! Lowering a choice by one while raising one of the next three choices to the largest value it
//! can have, which the choice source clamps a larger choice to: `$a * $b < 1000` over
//! `int<0, 100>` goes from `$a = 20; $b = 50;` to `$a = 19; $b = 100;`, and lowering `$a` on
//! its own then reaches `$a = 10; $b = 100;` (proposal 6.3). A fallback.

use crate::shrinker::{Pass, Shrinker, try_changes_at_each_choice};

pub const PASS: Pass = Pass::fallback(
    "lower a choice while raising a later one to its largest value",
    run,
);

const LATER: usize = 3;

fn run(shrinker: &mut Shrinker) -> bool {
    try_changes_at_each_choice(shrinker, |shrinker, position| {
        let choices = shrinker.choices();
        let value = choices[position].value;
        if value == 0 {
            return Vec::new();
        }
        (position + 1..choices.len().min(position + 1 + LATER))
            // Yes/no choices are not amounts: raising a continuation flag draws another
            // element, raising the half of an integer makes it negative.
            .filter(|later| choices[*later].max > 1 && choices[*later].value < choices[*later].max)
            // u64::MAX: the largest value the choice can have once the lowered one is replayed,
            // which may differ from the one recorded (a range that depends on it).
            .map(|later| vec![(position, value - 1), (later, u64::MAX)])
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shrinker::testing::{list, shrink_with, value};

    #[test]
    fn raises_the_other_factor() {
        let (shrunk, attempts) = shrink_with(&PASS, &[20, 50], |source| {
            Ok(value(source, "int", 100)? * value(source, "int", 100)? >= 1000)
        });
        assert_eq!(shrunk, vec![19, 100]);
        assert_eq!(attempts, 1);
    }

    #[test]
    fn leaves_the_flag_that_ends_a_list_alone() {
        // [5]: fails while an element is at least 5. Raising the flag after 5 would only draw
        // another element, a longer sequence.
        let (shrunk, attempts) = shrink_with(&PASS, &[1, 5, 0], |source| {
            Ok(list(source, "int", 100)?.iter().any(|v| *v >= 5))
        });
        assert_eq!(shrunk, vec![1, 5, 0]);
        assert_eq!(
            attempts, 1,
            "only the flag that starts the element is lowered"
        );
    }
}
