//! Redistributing pairs of nearby choices: moves as much as possible from the first choice of a
//! pair to the second while the property stays falsified, so that `$a + $b > 10` ends with
//! `$a = 0; $b = 11;` rather than `$a = 11; $b = 0;`, which no pass that changes one choice at
//! a time can achieve (proposal 6.3). A fallback: most pairs cannot be redistributed.

use crate::shrinker::search::find_largest;
use crate::shrinker::spans::value_choices;
use crate::shrinker::{Pass, PerRecord, Shrinker, visit_nearby_pairs, with_values};

pub const PASS: Pass = Pass::fallback("redistribute pairs of nearby choices", run);

fn run(shrinker: &mut Shrinker) -> bool {
    let mut values = PerRecord::default();
    visit_nearby_pairs(shrinker, |shrinker, first, second| {
        let values = values.get(shrinker, value_choices);
        if values[first] && values[second] {
            redistribute(shrinker, first, second);
        }
    })
}

/// Moves an amount from the choice at `first` to the one at `second`, both parts of values:
/// the choice that picks an alternative of oneOf is no amount.
fn redistribute(shrinker: &mut Shrinker, first: usize, second: usize) {
    let (from, to) = (shrinker.choices()[first], shrinker.choices()[second]);
    // Yes/no choices (continuation flags, the half of an integer) are not amounts, and choices
    // of different largest values are values of different kinds (an alternative of oneOf and an
    // integer), between which an amount means nothing.
    if from.value == 0 || from.max <= 1 || to.max != from.max || to.value == to.max {
        return;
    }
    let start = shrinker.sequence();
    let cap = from.value.min(to.max - to.value);
    let mut moving = |amount: u64| {
        shrinker.consider(with_values(
            &start,
            &[(first, from.value - amount), (second, to.value + amount)],
        ))
    };
    // Moving everything is what usually works, and costs one attempt when it does.
    if !moving(cap) {
        find_largest(cap - 1, moving);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Bias;
    use crate::model::Label;
    use crate::shrinker::testing::{shrink_with, value};

    #[test]
    fn moves_a_sum_to_the_second_value() {
        let (shrunk, attempts) = shrink_with(&PASS, &[11, 0], |source| {
            Ok(value(source, "int", 100)? + value(source, "int", 100)? > 10)
        });
        assert_eq!((shrunk, attempts), (vec![0, 11], 1));
    }

    #[test]
    fn moves_as_much_as_the_property_allows() {
        // Fails while a + b > 10 and a >= 3.
        let (shrunk, _) = shrink_with(&PASS, &[11, 0], |source| {
            let a = value(source, "int", 100)?;
            Ok(a + value(source, "int", 100)? > 10 && a >= 3)
        });
        assert_eq!(shrunk, vec![3, 8]);
    }

    #[test]
    fn leaves_values_of_other_kinds_alone() {
        // Which of three alternatives, then an integer: nothing to move between them.
        let (shrunk, attempts) = shrink_with(&PASS, &[2, 5], |source| {
            Ok(value(source, "alternative", 2)? + value(source, "int", 100)? > 5)
        });
        assert_eq!((shrunk, attempts), (vec![2, 5], 0));
    }

    #[test]
    fn leaves_the_choice_of_an_alternative_alone() {
        // oneOf draws which of three alternatives, then the alternative in a span of its own.
        let (shrunk, attempts) = shrink_with(&PASS, &[2, 1], |source| {
            source.spanned(Label::of("oneOf"), |source| {
                let which = source.draw(2, &Bias::Uniform)?;
                Ok(which + value(source, "int<0, 2>", 2)? > 2)
            })
        });
        assert_eq!((shrunk, attempts), (vec![2, 1], 0));
    }
}
