//! Replacing a span with a copy of the simplest earlier sibling of its label: a step of a state
//! machine becomes an earlier, simpler step (`open()` rather than `deposit($account, 1)`), an
//! element of a list an earlier, simpler element. Lowering the choice that picked the step's rule
//! alone makes the choices of its arguments be read as the steps after it, and deleting them
//! alone makes the rule read the next step's choices as its arguments: the copy changes both at
//! once, and what it copies is known to be a whole step.
//!
//! It costs one attempt for each span with a simpler earlier sibling and mostly fails, so it is
//! a fallback.

use crate::model::shortlex_less;
use crate::shrinker::spans::{choices_of, replacing, sibling_groups};
use crate::shrinker::{Pass, Shrinker};

pub const PASS: Pass = Pass::fallback(
    "replace a span with the simplest earlier span of its label",
    run,
);

fn run(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    let mut candidates = copies(shrinker);
    while let Some(candidate) = candidates.pop() {
        if shrinker.is_done() {
            break;
        }
        if shrinker.consider(candidate) {
            improved = true;
            candidates = copies(shrinker);
        }
    }
    improved
}

/// For each span with an earlier sibling of its label whose choices are simpler, the sequence
/// with the span's choices replaced by those of the simplest such sibling, ordered so that the
/// shortest candidate is popped first.
fn copies(shrinker: &Shrinker) -> Vec<Vec<u64>> {
    let record = shrinker.best();
    let sequence = record.sequence();
    let mut candidates = Vec::new();
    for group in sibling_groups(record) {
        let mut simplest: Option<Vec<u64>> = None;
        for id in group.spans {
            let choices = choices_of(record, id);
            match &simplest {
                Some(earlier) if shortlex_less(earlier, &choices) => {
                    let span = &record.spans[id];
                    candidates.push(replacing(
                        &sequence,
                        &[(span.start, span.end, earlier.clone())],
                    ));
                }
                _ => simplest = Some(choices),
            }
        }
    }
    candidates.sort_by_key(|candidate| candidate.len());
    candidates.reverse();
    candidates
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ChoiceSource;
    use crate::model::{Label, Stop};
    use crate::shrinker::testing::{shrink_with, value};

    /// The steps of a state machine, each a span that starts with the yes/no choice that took it:
    /// rule 0 takes no argument, rule 1 three. Fails once two steps were taken, whatever they are.
    fn two_steps(source: &mut ChoiceSource) -> Result<bool, Stop> {
        let mut steps = 0;
        loop {
            let start = source.position();
            if source.draw(1, &crate::engine::Bias::Uniform)? == 0 {
                return Ok(steps >= 2);
            }
            source.start_span_from(Label::of("step"), start);
            if value(source, "rule", 1)? == 1 {
                for _ in 0..3 {
                    value(source, "argument", 100)?;
                }
            }
            source.end_span();
            steps += 1;
        }
    }

    #[test]
    fn a_step_becomes_a_copy_of_a_simpler_earlier_step() {
        // Lowering the rule alone reads the arguments as steps; deleting them alone, the next
        // step's choices as arguments.
        let (shrunk, attempts) = shrink_with(&PASS, &[1, 0, 1, 1, 5, 6, 7, 0], two_steps);
        assert_eq!((shrunk, attempts), (vec![1, 0, 1, 0, 0], 1));
    }

    #[test]
    fn a_span_is_never_replaced_with_a_more_complex_one() {
        // The later step is the simpler one and stays; the arguments after the first become
        // copies of it.
        let (shrunk, attempts) = shrink_with(&PASS, &[1, 1, 5, 6, 7, 1, 0, 0], two_steps);
        assert_eq!((shrunk, attempts), (vec![1, 1, 5, 5, 5, 1, 0, 0], 2));
    }
}
