//! Lowering a choice by one while raising one of the next three choices to the largest value it
//! can have, which the choice source clamps a larger choice to: `$a * $b < 1000` over
//! `int<0, 100>` goes from `$a = 20; $b = 50;` to `$a = 19; $b = 100;`, and lowering `$a` on
//! its own then reaches `$a = 10; $b = 100;` (proposal 6.3). A fallback.

use crate::shrinker::spans::value_choices;
use crate::shrinker::{Pass, PerRecord, Shrinker, try_changes_at_each_choice};

pub const PASS: Pass = Pass::fallback(
    "lower a choice while raising a later one to its largest value",
    run,
);

const LATER: usize = 3;

fn run(shrinker: &mut Shrinker) -> bool {
    let mut values = PerRecord::default();
    try_changes_at_each_choice(shrinker, |shrinker, position| {
        let values = values.get(shrinker, value_choices);
        let choices = shrinker.choices();
        let value = choices[position].value;
        // The choice that picks an alternative of oneOf is no amount to lower or raise.
        if value == 0 || !values[position] {
            return Vec::new();
        }
        (position + 1..choices.len().min(position + 1 + LATER))
            // Yes/no choices are not amounts either: raising a continuation flag draws another
            // element, raising the half of an integer makes it negative.
            .filter(|later| {
                let raised = choices[*later];
                values[*later] && raised.max > 1 && raised.value < raised.max
            })
            // u64::MAX: the largest value the choice can have once the lowered one is replayed,
            // which may differ from the one recorded (a range that depends on it).
            .map(|later| vec![(position, value - 1), (later, u64::MAX)])
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Bias;
    use crate::model::Label;
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
    fn leaves_the_flags_of_a_list_alone() {
        // [5]: fails while an element is at least 5. Raising the flag after 5 would only draw
        // another element, a longer sequence; the flag before it is no amount either.
        let (shrunk, attempts) = shrink_with(&PASS, &[1, 5, 0], |source| {
            Ok(list(source, "int", 100)?.iter().any(|v| *v >= 5))
        });
        assert_eq!((shrunk, attempts), (vec![1, 5, 0], 0));
    }

    #[test]
    fn leaves_the_choice_of_an_alternative_alone() {
        // oneOf draws which of three alternatives, then the alternative in a span of its own.
        let (shrunk, attempts) = shrink_with(&PASS, &[2, 50], |source| {
            source.spanned(Label::of("oneOf"), |source| {
                let which = source.draw(2, &Bias::Uniform)?;
                Ok(which * 100 + value(source, "int", 100)? >= 150)
            })
        });
        assert_eq!((shrunk, attempts), (vec![2, 50], 0));
    }
}
