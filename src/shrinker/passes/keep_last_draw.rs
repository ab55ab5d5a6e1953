//! Keeping only the last of repeated draws: a filter draws its generator again until a value is
//! accepted, so a span whose choices are all spans of one label, one after the other, holds
//! rejected values before the one it kept. Deleting the rejected ones, all in one attempt,
//! keeps the value and makes the sequence shorter; setting choices to 0 leaves many of them
//! behind (a value set to 0 is rejected and read again from the choices after it), and
//! deleting them one at a time is a fallback ([`super::delete_other_spans`]).
//!
//! The elements of a tuple of values of the same kind look alike and cost an attempt each
//! round. Left out are the elements of collections, which start with the choice that decided
//! they exist, and subtrees of recursive values, such as the operands of an operator, which
//! are mostly drawn together.

use crate::model::{Record, SpanId};
use crate::shrinker::spans::{has_continuation_flags, recursive_labels, sibling_groups, without};
use crate::shrinker::{Pass, Shrinker};

pub const PASS: Pass = Pass::new("keep only the last of repeated draws", run);

fn run(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    let mut index = 0;
    while !shrinker.is_done() {
        let Some(rejected) = repeated_draws(shrinker.best()).into_iter().nth(index) else {
            break;
        };
        let sequence = shrinker.sequence();
        if shrinker.consider(without(&sequence, &[rejected])) {
            // The spans before it are where they were: the same index is the next span.
            improved = true;
        } else {
            index += 1;
        }
    }
    improved
}

/// For each span made of two or more spans of one label, one right after the other: where the
/// choices of all but the last one are.
fn repeated_draws(record: &Record) -> Vec<(usize, usize)> {
    let subtrees = recursive_labels(record);
    sibling_groups(record)
        .into_iter()
        .filter(|group| {
            group.spans.len() >= 2
                && !has_continuation_flags(record, group)
                && !subtrees.contains(&group.label)
        })
        .filter_map(|group| {
            let parent = record.spans[group.spans[0]].parent?;
            tile(record, parent, &group.spans).then(|| {
                let last = &record.spans[group.spans[group.spans.len() - 1]];
                (record.spans[parent].start, last.start)
            })
        })
        .collect()
}

/// Whether `spans` cover span `parent` exactly, one after the other.
fn tile(record: &Record, parent: SpanId, spans: &[SpanId]) -> bool {
    let mut position = record.spans[parent].start;
    for id in spans {
        if record.spans[*id].start != position {
            return false;
        }
        position = record.spans[*id].end;
    }
    position == record.spans[parent].end
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ChoiceSource;
    use crate::model::{Label, Rejection, Stop};
    use crate::shrinker::testing::{shrink_with, value};

    /// A value of at least 50, drawn up to 5 times.
    fn at_least_50(source: &mut ChoiceSource) -> Result<u64, Stop> {
        source.spanned(Label::of("filter"), |source| {
            for _ in 0..5 {
                let drawn = value(source, "int", 100)?;
                if drawn >= 50 {
                    return Ok(drawn);
                }
            }
            Err(Stop::Rejected(Rejection::Filter))
        })
    }

    #[test]
    fn deletes_the_values_a_filter_rejected_in_one_attempt() {
        // 3, 0 and 7 were rejected, then 60 kept; then a second value: 80 at once.
        let (shrunk, attempts) = shrink_with(&PASS, &[3, 0, 7, 60, 80], |source| {
            Ok(at_least_50(source)? + at_least_50(source)? > 0)
        });
        assert_eq!((shrunk, attempts), (vec![60, 80], 1));
    }

    /// An expression: a leaf value (flag 0) or an operator (flag 1) on two expressions.
    fn expression(source: &mut ChoiceSource) -> Result<bool, Stop> {
        source.spanned(Label::of("expression"), |source| {
            if value(source, "flag", 1)? == 0 {
                value(source, "int", 100)?;
                return Ok(false);
            }
            source.spanned(Label::of("operands"), |source| {
                expression(source)?;
                expression(source)
            })?;
            Ok(true)
        })
    }

    #[test]
    fn leaves_the_operands_of_an_operator_alone() {
        // An operator on 5 and 7: they are not draws of which only the last one counts.
        let (_, attempts) = shrink_with(&PASS, &[1, 0, 5, 0, 7], expression);
        assert_eq!(attempts, 0);
    }
}
