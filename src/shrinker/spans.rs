//! Questions about the structure of a record that several passes ask: which spans are siblings
//! of the same kind, which choice draws how many of them, and how to cut spans out of a sequence.

use std::collections::{BTreeMap, BTreeSet};

use crate::model::{Label, Record, SpanId};

/// Spans that are part of the same span and have the same label, in the order in which they
/// were drawn: the elements of one list, the characters of one string, the parameters of a
/// property that are generated the same way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub label: Label,
    pub spans: Vec<SpanId>,
}

/// Every group of sibling spans, by the position of their first span, outer groups first.
/// Empty spans are left out: there is nothing to delete, move or sort in them.
pub fn sibling_groups(record: &Record) -> Vec<Group> {
    let mut groups: BTreeMap<(Option<SpanId>, Label), Vec<SpanId>> = BTreeMap::new();
    for (id, span) in record.spans.iter().enumerate() {
        if !span.is_empty() {
            groups
                .entry((span.parent, span.label))
                .or_default()
                .push(id);
        }
    }
    let mut groups: Vec<Group> = groups
        .into_iter()
        .map(|((_, label), spans)| Group { label, spans })
        .collect();
    groups.sort_by_key(|group| {
        let first = &record.spans[group.spans[0]];
        (first.start, first.depth)
    });
    groups
}

/// The labels of the spans that are part of a span with the same label: the values of recursive
/// generators, whose spans are subtrees.
pub fn recursive_labels(record: &Record) -> BTreeSet<Label> {
    let mut labels = BTreeSet::new();
    for span in &record.spans {
        let mut parent = span.parent;
        while let Some(id) = parent {
            if record.spans[id].label == span.label {
                labels.insert(span.label);
                break;
            }
            parent = record.spans[id].parent;
        }
    }
    labels
}

/// Whether span `id` is part of span `ancestor`, directly or further down.
pub fn is_within(record: &Record, id: SpanId, ancestor: SpanId) -> bool {
    let mut parent = record.spans[id].parent;
    while let Some(current) = parent {
        if current == ancestor {
            return true;
        }
        parent = record.spans[current].parent;
    }
    false
}

/// The spans that are part of span `id`, in the order they were started. Spans are recorded
/// parent first, so they all come after `id`.
pub fn descendants(record: &Record, id: SpanId) -> impl Iterator<Item = SpanId> + '_ {
    let end = record.spans[id].end;
    (id + 1..record.spans.len())
        .take_while(move |candidate| {
            record.spans[*candidate].start < end || record.spans[*candidate].is_empty()
        })
        .filter(move |candidate| is_within(record, *candidate, id))
}

/// The choices of span `id`.
pub fn choices_of(record: &Record, id: SpanId) -> Vec<u64> {
    let span = &record.spans[id];
    record.choices[span.start..span.end]
        .iter()
        .map(|choice| choice.value)
        .collect()
}

/// Whether each span of the group starts with the yes/no choice that decided it exists, as the
/// elements of lists and the characters of strings do: then no earlier choice draws their number.
pub fn has_continuation_flags(record: &Record, group: &Group) -> bool {
    group.spans.iter().all(|id| {
        let span = &record.spans[*id];
        let choice = record.choices[span.start];
        // A list whose first element starts with its flag starts with it too, but the flag is
        // the element's: the first span inside the list starts at the same choice.
        let flag_of_an_inner_span =
            has_inner_spans(record, *id) && record.spans[id + 1].start == span.start;
        choice.max == 1 && choice.value == 1 && !flag_of_an_inner_span
    })
}

/// Whether the group is the elements of a collection: each starts with the yes/no choice that
/// decided it exists, and a choice after the last one ended the collection, or the example ended
/// with the last one (a state machine whose invariant failed after a step draws no choice that
/// ends its steps; replayed, the choices past the end are 0, which ends them).
pub fn is_collection(record: &Record, group: &Group) -> bool {
    let last = &record.spans[group.spans[group.spans.len() - 1]];
    // Spans drawn outside of any span are part of the whole sequence.
    let end = last
        .parent
        .map_or(record.choices.len(), |parent| record.spans[parent].end);
    has_continuation_flags(record, group) && (end > last.end || last.end == record.choices.len())
}

/// The groups that are the elements of collections (see [`is_collection`]), outer ones first.
pub fn collections(record: &Record) -> impl Iterator<Item = Group> + '_ {
    sibling_groups(record)
        .into_iter()
        .filter(|group| is_collection(record, group))
}

/// The spans that are elements of collections (see [`is_collection`]).
pub fn collection_elements(record: &Record) -> BTreeSet<SpanId> {
    collections(record).flat_map(|group| group.spans).collect()
}

/// Where the value of each element of a collection starts and ends: the choices of the element
/// but the yes/no choice it starts with. Deleting them without that choice makes the next
/// element's yes/no choice be read as part of the value; the element is deleted whole instead.
pub fn element_values(record: &Record) -> BTreeSet<(usize, usize)> {
    collection_elements(record)
        .into_iter()
        .map(|id| (record.spans[id].start + 1, record.spans[id].end))
        .filter(|(start, end)| start < end)
        .collect()
}

/// The choice right before the first span of the group, which determines how many spans the
/// group has when the generator drew a length first (a list of exactly `$size` elements, the
/// characters of a domain label). A yes/no choice there is taken for the flag that ended an
/// earlier list rather than a length, and so is a choice above the number of spans: a length
/// drawn with a minimum of 0 or more is never above it.
pub fn length_choice(record: &Record, group: &Group) -> Option<usize> {
    let start = record.spans[group.spans[0]].start;
    if start == 0 || has_continuation_flags(record, group) {
        return None;
    }
    let choice = record.choices[start - 1];
    (choice.max > 1 && choice.value <= group.spans.len() as u64).then_some(start - 1)
}

/// Whether span `id` has spans inside: it is a composed value rather than a value of its own.
/// Spans are recorded parent first, so an inner span is the next one.
pub fn has_inner_spans(record: &Record, id: SpanId) -> bool {
    record
        .spans
        .get(id + 1)
        .is_some_and(|next| next.parent == Some(id))
}

/// The position of the one choice that the value of span `id` is: the span's only choice, or the
/// second of an integer whose range does not span zero, whose half (the first) is always 0.
pub fn single_choice_of(record: &Record, id: SpanId) -> Option<usize> {
    let span = record.spans.get(id)?;
    match span.len() {
        1 => Some(span.start),
        2 if is_integer(record, id) && record.choices[span.start].max == 0 => Some(span.start + 1),
        _ => None,
    }
}

/// Whether span `id` is a value: a span with choices and no spans inside.
pub fn is_value(record: &Record, id: SpanId) -> bool {
    !record.spans[id].is_empty() && !has_inner_spans(record, id)
}

/// Whether span `id` is an integer as `Integers` draws it: a value of two choices, its half (the
/// largest choice 1, or 0 where the range does not span zero) and the value within it.
pub fn is_integer(record: &Record, id: SpanId) -> bool {
    let span = &record.spans[id];
    is_value(record, id) && span.len() == 2 && record.choices[span.start].max <= 1
}

/// The spans for which [`is_value`] holds.
pub fn values(record: &Record) -> impl Iterator<Item = SpanId> + '_ {
    (0..record.spans.len()).filter(move |id| is_value(record, *id))
}

/// Whether span `id` is a value whose last choice is at least `at_least`: the value within its
/// half, for an integer drawn as a half and a value.
pub fn is_large_value(record: &Record, id: SpanId, at_least: u64) -> bool {
    is_value(record, id) && record.choices[record.spans[id].end - 1].value >= at_least
}

/// The spans for which [`is_large_value`] holds.
pub fn large_values(record: &Record, at_least: u64) -> impl Iterator<Item = SpanId> + '_ {
    values(record).filter(move |id| is_large_value(record, *id, at_least))
}

/// The value of span `id` when it is an integer drawn as a half and a value within it, as
/// `Integers` draws a range that spans zero: a span of two choices and no spans inside, the first
/// a yes/no choice (1 for the negative half, where the choice c stands for -c - 1).
pub fn signed_integer(record: &Record, id: SpanId) -> Option<i128> {
    let span = &record.spans[id];
    if !is_integer(record, id) {
        return None;
    }
    let (half, magnitude) = (
        record.choices.get(span.start)?,
        record.choices.get(span.start + 1)?,
    );
    // Two yes/no choices are no integer; but the negative half of a range from -1 or -2 up has
    // one or two values (a head of a heap at least its parent's -1).
    if half.max != 1 || (half.value == 0 && magnitude.max <= 1) {
        return None;
    }
    let magnitude = i128::from(magnitude.value);
    Some(if half.value == 0 {
        magnitude
    } else {
        -magnitude - 1
    })
}

/// `sequence` with the choices in each `start..end` range of `replaced` (sorted, disjoint)
/// replaced by the choices next to it.
pub fn replacing(sequence: &[u64], replaced: &[(usize, usize, Vec<u64>)]) -> Vec<u64> {
    let mut candidate = Vec::with_capacity(sequence.len());
    let mut position = 0;
    for (start, end, content) in replaced {
        candidate.extend_from_slice(&sequence[position..*start]);
        candidate.extend_from_slice(content);
        position = *end;
    }
    candidate.extend_from_slice(&sequence[position..]);
    candidate
}

/// For each choice, whether it is part of a value: its innermost span has no spans inside (the
/// choices of an integer), or it is in no span. The choice that picks an alternative of oneOf is
/// not, as the alternative's span is inside the span it belongs to: it is no amount.
pub fn value_choices(record: &Record) -> Vec<bool> {
    let mut innermost: Vec<Option<SpanId>> = vec![None; record.choices.len()];
    // Parents are recorded before their children: the last span to cover a choice is innermost.
    for (id, span) in record.spans.iter().enumerate() {
        for position in span.start..span.end.min(innermost.len()) {
            innermost[position] = Some(id);
        }
    }
    innermost
        .into_iter()
        .map(|span| span.is_none_or(|id| !has_inner_spans(record, id)))
        .collect()
}

/// `sequence` without the choices in `removed`: sorted, disjoint `start..end` ranges.
pub fn without(sequence: &[u64], removed: &[(usize, usize)]) -> Vec<u64> {
    let mut kept = Vec::with_capacity(sequence.len());
    let mut position = 0;
    for (start, end) in removed {
        kept.extend_from_slice(&sequence[position.min(*start)..*start]);
        position = position.max(*end);
    }
    kept.extend_from_slice(&sequence[position.min(sequence.len())..]);
    kept
}

/// What a deleted span contributed can be needed to keep the property falsified, the length of
/// a domain name for instance (proposal 6.3). This candidate deletes `removed` from `sequence`
/// and moves the deleted spans of a kind to the end of the first later group of that kind whose
/// length is drawn before it, raising that length choice by as many spans as were moved. `None`
/// when there is no such group.
pub fn moving_deleted_spans_later(
    record: &Record,
    sequence: &[u64],
    removed: &[(usize, usize)],
) -> Option<Vec<u64>> {
    let removed_end = removed.last()?.1;
    let is_removed = |start: usize, end: usize| {
        removed
            .iter()
            .any(|(from, to)| *from <= start && end <= *to)
    };
    let deleted: Vec<SpanId> = (0..record.spans.len())
        .filter(|id| {
            let span = &record.spans[*id];
            !span.is_empty() && is_removed(span.start, span.end)
        })
        .collect();
    for group in sibling_groups(record) {
        let first = &record.spans[group.spans[0]];
        if first.start <= removed_end {
            continue;
        }
        let Some(length) = length_choice(record, &group).filter(|length| *length >= removed_end)
        else {
            continue;
        };
        let moved: Vec<SpanId> = deleted
            .iter()
            .copied()
            .filter(|id| record.spans[*id].label == group.label)
            .collect();
        let raised = record.choices[length].value + moved.len() as u64;
        if moved.is_empty() || raised > record.choices[length].max {
            continue;
        }
        let insert_at = record.spans[*group.spans.last()?].end;
        let mut candidate = sequence.to_vec();
        candidate[length] = raised;
        let contents = moved.iter().flat_map(|id| choices_of(record, *id));
        candidate.splice(insert_at..insert_at, contents);
        return Some(without(&candidate, removed));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Bias, ChoiceSource};

    #[test]
    fn elements_that_end_the_example_are_a_collection() {
        // Steps of a state machine, each its flag and one choice, after a first choice of the
        // machine's own. The last step ends the example when the invariant failed after it.
        let steps = |sequence: &[u64], after_steps: bool, after_machine: bool| {
            let mut source = ChoiceSource::replay(sequence.to_vec());
            source.start_span(Label::of("machine"));
            source.draw(9, &Bias::Uniform).unwrap();
            for _ in 0..2 {
                let start = source.position();
                source.draw(1, &Bias::Uniform).unwrap();
                source.start_span_from(Label::of("step"), start);
                source.draw(9, &Bias::Uniform).unwrap();
                source.end_span();
            }
            if after_steps {
                source.draw(1, &Bias::Uniform).unwrap();
            }
            source.end_span();
            if after_machine {
                source.draw(9, &Bias::Uniform).unwrap();
            }
            collections(&source.finish()).count()
        };
        assert_eq!(steps(&[7, 1, 4, 1, 5], false, false), 1);
        assert_eq!(steps(&[7, 1, 4, 1, 5, 0], true, false), 1);
        // Steps that end where their machine ends, with choices after it, were not ended by a
        // choice: their number may have been drawn before them.
        assert_eq!(steps(&[7, 1, 4, 1, 5, 3], false, true), 0);
    }

    #[test]
    fn the_single_choice_of_an_integer_is_its_value_unless_its_range_spans_zero() {
        // As `Integers` draws int<0, 10> (its half always 0) and int<-10, 10>, then one choice.
        let mut source = ChoiceSource::replay(vec![0, 7, 1, 3, 4]);
        for (label, half) in [("int<0, 10>", 0), ("int<-10, 10>", 1)] {
            source
                .spanned(Label::of(label), |source| {
                    source.draw(half, &Bias::Uniform)?;
                    source.draw(10, &Bias::Uniform)
                })
                .unwrap();
        }
        source
            .spanned(Label::of("one"), |source| source.draw(9, &Bias::Uniform))
            .unwrap();
        let record = source.finish();
        let positions: Vec<_> = (0..3).map(|id| single_choice_of(&record, id)).collect();
        assert_eq!(positions, vec![Some(1), None, Some(4)]);
    }

    /// `[count of a, a..., count of b, b...]`: two groups of single-choice spans, each with its
    /// length drawn first.
    fn two_length_prefixed_groups(sequence: &[u64]) -> Record {
        let mut source = ChoiceSource::replay(sequence.to_vec());
        for _ in 0..2 {
            source.start_span(Label::of("word"));
            let count = source.draw(5, &Bias::Uniform).unwrap();
            for _ in 0..count {
                source
                    .spanned(Label::of("letter"), |s| s.draw(25, &Bias::Uniform))
                    .unwrap();
            }
            source.end_span();
        }
        source.finish()
    }

    #[test]
    fn groups_are_siblings_with_the_same_label() {
        let record = two_length_prefixed_groups(&[2, 7, 8, 1, 9]);
        let groups = sibling_groups(&record);
        let letters: Vec<usize> = groups
            .iter()
            .filter(|g| g.label == Label::of("letter"))
            .map(|g| g.spans.len())
            .collect();
        assert_eq!(letters, vec![2, 1]);
        assert_eq!(groups[0].label, Label::of("word"));
        assert_eq!(length_choice(&record, &groups[1]), Some(0));
    }

    #[test]
    fn deleted_spans_move_to_the_later_group() {
        let record = two_length_prefixed_groups(&[2, 7, 8, 1, 9]);
        let sequence = record.sequence();
        // Delete the first letter while lowering the first count.
        let mut lowered = sequence.clone();
        lowered[0] = 1;
        let candidate = moving_deleted_spans_later(&record, &lowered, &[(1, 2)]).unwrap();
        assert_eq!(candidate, vec![1, 8, 2, 9, 7]);
    }

    #[test]
    fn without_removes_ranges() {
        assert_eq!(
            without(&[0, 1, 2, 3, 4, 5], &[(1, 2), (3, 5)]),
            vec![0, 2, 5]
        );
    }

    #[test]
    fn descendants_are_the_spans_inside() {
        let record = two_length_prefixed_groups(&[2, 7, 8, 1, 9]);
        assert_eq!(descendants(&record, 0).collect::<Vec<_>>(), vec![1, 2]);
        assert_eq!(descendants(&record, 3).collect::<Vec<_>>(), vec![4]);
    }
}
