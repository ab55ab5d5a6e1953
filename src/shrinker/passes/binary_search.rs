//! Binary search on a choice: the smallest value of one choice that still falsifies the
//! property, assuming that the property fails for every value above it.

use crate::shrinker::{Pass, Shrinker, at_each_choice, with_values};

pub const PASS: Pass = Pass::new("binary search on a choice", run);

fn run(shrinker: &mut Shrinker) -> bool {
    at_each_choice(shrinker, |shrinker, position| {
        let (start, before) = (shrinker.sequence(), shrinker.steps());
        let current = start[position];
        shrinker.lower_value(current, |value| with_values(&start, &[(position, value)]));
        shrinker.steps() > before
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Bias;
    use crate::model::{Rejection, Stop};
    use crate::shrinker::testing::{shrink_with, value};

    #[test]
    fn finds_the_threshold() {
        let (shrunk, attempts) = shrink_with(&PASS, &[900], |source| {
            Ok(value(source, "int", 1000)? >= 137)
        });
        assert_eq!(shrunk, vec![137]);
        assert!(attempts <= 20, "{attempts} attempts");
    }

    #[test]
    fn a_threshold_just_below_the_value_is_cheap() {
        let (shrunk, attempts) = shrink_with(&PASS, &[1000], |source| {
            Ok(value(source, "int", 1000)? >= 996)
        });
        assert_eq!(shrunk, vec![996]);
        // Bisecting the upper half would take 13.
        assert!(attempts <= 9, "{attempts} attempts");
    }

    #[test]
    fn steps_over_values_a_filter_rejects() {
        // Even values only: an odd value is drawn again, up to three times.
        let even = |source: &mut crate::engine::ChoiceSource| {
            for _ in 0..3 {
                let value = source.draw(1000, &Bias::Uniform)?;
                if value % 2 == 0 {
                    return Ok(value);
                }
            }
            Err(Stop::Rejected(Rejection::Filter))
        };
        let (shrunk, _) = shrink_with(&PASS, &[132], |source| Ok(even(source)? >= 100));
        assert_eq!(shrunk, vec![100]);
    }
}
