//! Lowering the values that the last round changed together by the same amount. When two values
//! hold each other up, such as `$first` and `$second` in "the difference must not be small"
//! (`$first >= 10` and a difference of 1 to 4), lowering either one alone moves it only a few
//! steps below the other, and the other then a few steps below it: from `PHP_INT_MAX`, this
//! zigzag would take longer than any budget. The choices that kept changing are lowered
//! together instead, as Hypothesis's shrinker does. It costs one attempt when they cannot be.

use super::lower_together::lower_together;
use crate::shrinker::{Pass, Shrinker};

pub const PASS: Pass = Pass::new("lower the values the last round changed together", run);

fn run(shrinker: &mut Shrinker) -> bool {
    let changed: Vec<usize> = shrinker.changed_positions().iter().copied().collect();
    let lowered = changed.len() >= 2 && lower_together(shrinker, &changed);
    shrinker.forget_changes();
    lowered
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ChoiceSource;
    use crate::engine::{Phase, TestFunction};
    use crate::shrinker::passes::binary_search;
    use crate::shrinker::testing::{Property, difference_is_small};

    #[test]
    fn ends_the_zigzag_of_two_values_that_hold_each_other_up() {
        let top = i64::MAX as u64 - 1;
        let mut test = Property(difference_is_small);
        let run = test.run(ChoiceSource::replay(vec![top - 1, top]), Phase::Generate);
        let crate::model::Status::Falsified(key) = run.status else {
            panic!("falsifies the property")
        };
        let mut shrinker = Shrinker::new(&mut test, key, run.record, 1000);
        (binary_search::PASS.run)(&mut shrinker);
        assert!((PASS.run)(&mut shrinker));
        let shrunk = shrinker.sequence();
        assert!(shrunk[0] < 20, "lowered together: {shrunk:?}");
        assert!(
            shrinker.attempts() < 150,
            "{} attempts",
            shrinker.attempts()
        );
    }
}
