//! Replacing a span with a copy of the shortest earlier span of its label: a step of a state
//! machine becomes an earlier, shorter step (`open()` rather than `deposit($account, 1)`).
//! Lowering the choice that picked the step's rule alone makes the choices of its arguments be
//! read as the steps after it, and deleting them alone makes the rule read the next step's
//! choices as its arguments: the copy changes both at once, and what it copies is known to be a
//! whole step.
//!
//! Only copies that make the sequence shorter are tried, the most shortening first, at most one
//! for each span: spans of a label that all have the same length (the elements of a list of
//! integers) cost nothing. It mostly fails, so it is a fallback.

use crate::model::SpanId;
use crate::shrinker::spans::{choices_of, sibling_groups};
use crate::shrinker::{Pass, Shrinker};

pub const PASS: Pass = Pass::fallback(
    "replace a span with the shortest earlier span of its label",
    run,
);

fn run(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    let mut copies = ShorterCopy::all(shrinker);
    while let Some(copy) = copies.pop() {
        if shrinker.is_done() {
            break;
        }
        let record = shrinker.best();
        let (span, content) = (&record.spans[copy.span], choices_of(record, copy.from));
        if shrinker.consider_replacing(span.start, span.end, &content) {
            improved = true;
            copies = ShorterCopy::all(shrinker);
        }
    }
    improved
}

/// Span `span` to be replaced with the choices of span `from`, shorter, of the same label and
/// parent, before it.
struct ShorterCopy {
    span: SpanId,
    from: SpanId,
    shortened_by: usize,
}

impl ShorterCopy {
    /// For each span with a shorter earlier sibling of its label, the copy of the shortest one,
    /// ordered so that the most shortening is popped first.
    fn all(shrinker: &Shrinker) -> Vec<ShorterCopy> {
        let record = shrinker.best();
        let mut copies = Vec::new();
        for group in sibling_groups(record) {
            let mut shortest = group.spans[0];
            for id in group.spans.into_iter().skip(1) {
                let (length, shortest_length) =
                    (record.spans[id].len(), record.spans[shortest].len());
                if shortest_length < length {
                    copies.push(ShorterCopy {
                        span: id,
                        from: shortest,
                        shortened_by: length - shortest_length,
                    });
                } else if length < shortest_length {
                    shortest = id;
                }
            }
        }
        copies.sort_by_key(|copy| copy.shortened_by);
        copies
    }
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
    fn a_step_becomes_a_copy_of_a_shorter_earlier_step() {
        // Lowering the rule alone reads the arguments as steps; deleting them alone, the next
        // step's choices as arguments.
        let (shrunk, attempts) = shrink_with(&PASS, &[1, 0, 1, 1, 5, 6, 7, 0], two_steps);
        assert_eq!((shrunk, attempts), (vec![1, 0, 1, 0, 0], 1));
    }

    #[test]
    fn a_span_is_never_replaced_with_a_longer_one_or_one_as_long() {
        // The later step is the shorter one; the arguments are all as long.
        let (shrunk, attempts) = shrink_with(&PASS, &[1, 1, 5, 6, 7, 1, 0, 0], two_steps);
        assert_eq!((shrunk, attempts), (vec![1, 1, 5, 6, 7, 1, 0, 0], 0));
    }
}
