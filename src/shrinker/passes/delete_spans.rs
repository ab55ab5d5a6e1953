//! Deleting spans: removes an element of a list, a character of a string, a step of a state
//! machine, with everything it drew. When that alone does not keep the property falsified, the
//! deleted spans of a kind are moved to a later group of that kind whose length is drawn first,
//! as the characters of a deleted domain label move to the top-level domain (proposal 6.3).
//!
//! After a span was deleted, its siblings right before it are deleted along with it, 1, 2, 4,
//! ... at a time: the elements a shrink pass emptied tend to sit next to each other, and this
//! deletes a run of them in a few attempts instead of one attempt each.
//!
//! This pass deletes the elements of collections, which is what mostly works. Deleting any other
//! span makes the choices after it be read for other values, a subexpression of an expression
//! for its sibling, which rarely keeps the property falsified: that is the fallback
//! [`super::delete_other_spans`].

use crate::model::Record;
use crate::shrinker::search::find_largest;
use crate::shrinker::spans::{
    collection_elements, element_values, moving_deleted_spans_later, without,
};
use crate::shrinker::{Pass, PerRecord, Shrinker};

pub const PASS: Pass = Pass::new("delete spans", run);

fn run(shrinker: &mut Shrinker) -> bool {
    delete_spans(shrinker, true)
}

/// Deletes the spans that are elements of collections (`elements`) or the others, the last ones
/// first.
pub(super) fn delete_spans(shrinker: &mut Shrinker, elements: bool) -> bool {
    let mut improved = false;
    // Found once per kept candidate rather than once per span.
    let mut found = PerRecord::default();
    let mut values = PerRecord::default();
    // Backwards: deleting a later span leaves the indices of the earlier spans as they are.
    let mut index = shrinker.best().spans.len();
    while index > 0 && !shrinker.is_done() {
        index -= 1;
        let Some(span) = shrinker.best().spans.get(index) else {
            continue;
        };
        // The value of an element is deleted with its element: alone, the next element's flag
        // would be read as part of it.
        if span.is_empty()
            || found.get(shrinker, collection_elements).contains(&index) != elements
            || values
                .get(shrinker, element_values)
                .contains(&(span.start, span.end))
        {
            continue;
        }
        let removed = [(span.start, span.end)];
        let siblings = adjacent_sibling_starts(shrinker.best(), index);
        let sequence = shrinker.sequence();
        if shrinker.consider(without(&sequence, &removed)) {
            improved = true;
            let deleted = delete_siblings_before(shrinker, &siblings, removed[0].0);
            if deleted > 0 {
                // The spans before the first deleted sibling are the same in the new best.
                index = siblings[deleted - 1].0;
            }
        } else if let Some(moved) = moving_deleted_spans_later(shrinker.best(), &sequence, &removed)
        {
            improved |= shrinker.consider(moved);
        }
    }
    improved
}

/// The siblings right before span `id` and where they start, nearest first: spans of the same
/// parent and label, each ending where the next one starts.
fn adjacent_sibling_starts(record: &Record, id: usize) -> Vec<(usize, usize)> {
    let mut starts = Vec::new();
    let (mut start, parent, label) = (
        record.spans[id].start,
        record.spans[id].parent,
        record.spans[id].label,
    );
    for earlier in (0..id).rev() {
        let span = &record.spans[earlier];
        if span.parent == parent && span.label == label && span.end == start && !span.is_empty() {
            starts.push((earlier, span.start));
            start = span.start;
        } else if span.parent == parent && span.end <= start {
            break;
        }
    }
    starts
}

/// After a span that started at `end` was deleted, deletes as many of the `siblings` right
/// before it as keep the property falsified; returns how many. They
/// come before the deleted span, so their positions and span ids are the same in the new best.
fn delete_siblings_before(
    shrinker: &mut Shrinker,
    siblings: &[(usize, usize)],
    end: usize,
) -> usize {
    let sequence = shrinker.sequence();
    find_largest(siblings.len() as u64, |count| {
        shrinker.consider(without(&sequence, &[(siblings[count as usize - 1].1, end)]))
    }) as usize
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::model::Label;
    use crate::shrinker::testing::{list, shrink_with, value};

    #[test]
    fn deletes_a_run_of_siblings_at_once() {
        // [7, 0, 0, 0, 0, 0, 0, 0, 0, 9]: fails while 7 and 9 are in the list.
        let mut start = vec![1, 7];
        start.extend([1, 0].repeat(8));
        start.extend([1, 9, 0]);
        let (shrunk, attempts) = shrink_with(&PASS, &start, |source| {
            let values = list(source, "int", 100)?;
            Ok(values.contains(&7) && values.contains(&9))
        });
        assert_eq!(shrunk, vec![1, 7, 1, 9, 0]);
        // One attempt per deleted zero and per span of its inner value would be 18 alone.
        assert!(attempts <= 14, "{attempts} attempts");
    }

    #[test]
    fn deletes_the_elements_that_do_not_matter() {
        // [3, 50, 7, 60]: fails while a value >= 50 is in the list.
        let (shrunk, _) = shrink_with(&PASS, &[1, 3, 1, 50, 1, 7, 1, 60, 0], |source| {
            Ok(list(source, "int", 100)?.iter().any(|v| *v >= 50))
        });
        assert_eq!(shrunk, vec![1, 50, 0]);
    }

    /// A domain name: a list of labels, then the top-level domain, each a length (the choice
    /// c stands for c + 1 letters) and then its letters. Fails while it has at least 4
    /// letters.
    pub(crate) fn domain_of_at_least_4_letters(
        source: &mut crate::engine::ChoiceSource,
    ) -> Result<bool, crate::model::Stop> {
        let word = |source: &mut crate::engine::ChoiceSource| -> Result<u64, crate::model::Stop> {
            source.start_span(Label::of("word"));
            let length = source.draw(8, &crate::engine::Bias::Uniform)? + 1;
            for _ in 0..length {
                value(source, "letter", 25)?;
            }
            source.end_span();
            Ok(length)
        };
        let mut characters = 0;
        loop {
            let start = source.position();
            if !source.draw_bool(0.5)? {
                break;
            }
            source.start_span_from(Label::of("label"), start);
            characters += word(source)?;
            source.end_span();
        }
        characters += word(source)?;
        Ok(characters >= 4)
    }

    #[test]
    fn moves_the_letters_of_a_deleted_label_to_the_top_level_domain() {
        // ab.cd: deleting the label ab alone leaves cd, too short to fail.
        let (shrunk, _) = shrink_with(
            &PASS,
            &[1, 1, 1, 2, 0, 1, 3, 4],
            domain_of_at_least_4_letters,
        );
        assert_eq!(
            shrunk[..2],
            [0, 3],
            "no label left, a top-level domain of 4 letters: {shrunk:?}"
        );
    }
}
