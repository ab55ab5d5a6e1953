//! Setting choices to 0, the simplest option: first all choices at once (a property that fails
//! for every example is shrunk in one attempt), then the choices of each span, then each choice.
//!
//! The elements of collections are not set to 0 one at a time: setting the yes/no choice an
//! element starts with to 0 ends the collection there, and makes what follows the collection
//! read the choices of the elements after it. Each collection is cut to the fewest elements
//! that still falsify the property instead, deleting the last ones, by a search that probes 1,
//! 2, 4, ... elements: its attempts grow with the logarithm of the number of elements.

use std::collections::BTreeSet;

use crate::model::Record;
use crate::shrinker::search::find_smallest;
use crate::shrinker::spans::{collection_elements, collections, without};
use crate::shrinker::{Pass, Shrinker};

pub const PASS: Pass = Pass::new("set choices to 0", run);

fn run(shrinker: &mut Shrinker) -> bool {
    let length = shrinker.choices().len();
    if shrinker.consider(vec![0; length]) {
        return true;
    }
    let mut improved = cut_collections(shrinker);
    // Recomputed after each kept candidate, which may have changed the structure.
    let mut elements = collection_elements(shrinker.best());
    let mut index = 0;
    while index < shrinker.best().spans.len() {
        let span = &shrinker.best().spans[index];
        let (start, end) = (span.start, span.end);
        let choices = &shrinker.choices()[start..end];
        // A span of one choice is left to the loop over choices below.
        if choices.len() > 1
            && choices.iter().any(|choice| choice.value != 0)
            && !elements.contains(&index)
            && shrinker.consider_replacing(start, end, &vec![0; end - start])
        {
            improved = true;
            delete_elements_after(shrinker, start);
            elements = collection_elements(shrinker.best());
        }
        index += 1;
    }
    let mut starts = element_starts(shrinker.best());
    let mut position = 0;
    while position < shrinker.choices().len() {
        if shrinker.choices()[position].value != 0
            && !starts.contains(&position)
            && shrinker.consider_replacing(position, position + 1, &[0])
        {
            improved = true;
            delete_elements_after(shrinker, position);
            starts = element_starts(shrinker.best());
        }
        position += 1;
    }
    improved
}

/// Cuts each collection, the outer ones first, to the fewest elements that still falsify the
/// property, assuming that more elements falsify it as well.
fn cut_collections(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    let mut index = 0;
    while !shrinker.is_done() {
        let record = shrinker.best();
        let Some(group) = collections(record).nth(index) else {
            break;
        };
        let elements: Vec<(usize, usize)> = group
            .spans
            .iter()
            .map(|id| (record.spans[*id].start, record.spans[*id].end))
            .collect();
        let (count, end) = (elements.len() as u64, elements[elements.len() - 1].1);
        let start = shrinker.sequence();
        let kept = find_smallest(count, |kept| {
            kept == count || shrinker.consider(without(&start, &[(elements[kept as usize].0, end)]))
        });
        improved |= kept < count;
        index += 1;
    }
    improved
}

/// When the choice at `position` is part of an element of a collection: the choices of the
/// elements after that one. A value that was set to 0 can be what makes the elements up to it
/// falsify the property (two equal elements, for instance), and then the ones after it can go
/// in one attempt.
fn elements_after(record: &Record, position: usize) -> Option<(usize, usize)> {
    let element = collection_elements(record)
        .iter()
        .map(|id| &record.spans[*id])
        .filter(|span| span.start <= position && position < span.end)
        .max_by_key(|span| span.depth)?;
    let end = record
        .spans
        .iter()
        .filter(|other| {
            other.parent == element.parent
                && other.label == element.label
                && other.start >= element.end
        })
        .map(|other| other.end)
        .max()?;
    (end > element.end).then_some((element.end, end))
}

/// Deletes the elements after the one that holds `position`, if any.
fn delete_elements_after(shrinker: &mut Shrinker, position: usize) {
    if let Some(after) = elements_after(shrinker.best(), position) {
        let sequence = shrinker.sequence();
        shrinker.consider(without(&sequence, &[after]));
    }
}

/// Where the elements of collections start: their yes/no choices.
fn element_starts(record: &Record) -> BTreeSet<usize> {
    collection_elements(record)
        .into_iter()
        .map(|id| record.spans[id].start)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shrinker::testing::{list, shrink_with, value};

    #[test]
    fn a_property_that_always_fails_takes_one_attempt() {
        let (shrunk, attempts) = shrink_with(&PASS, &[5, 7, 9], |source| {
            for _ in 0..3 {
                value(source, "int", 10)?;
            }
            Ok(true)
        });
        assert_eq!((shrunk, attempts), (vec![0, 0, 0], 1));
    }

    #[test]
    fn zeroes_the_choices_that_do_not_matter() {
        let (shrunk, _) = shrink_with(&PASS, &[5, 7, 9], |source| {
            let a = value(source, "int", 10)?;
            let _ = value(source, "int", 10)?;
            let c = value(source, "int", 10)?;
            Ok(a > 0 && c > 0)
        });
        assert_eq!(shrunk, vec![5, 0, 9]);
    }

    #[test]
    fn cuts_a_long_list_in_few_attempts() {
        // 40 elements, the first two 7: fails while the list has two 7s.
        let mut start = [1, 7].repeat(2);
        start.extend([1, 3].repeat(38));
        start.push(0);
        let (shrunk, attempts) = shrink_with(&PASS, &start, |source| {
            Ok(list(source, "int", 10)?.iter().filter(|v| **v == 7).count() >= 2)
        });
        assert_eq!(shrunk, vec![1, 7, 1, 7, 0]);
        assert!(attempts <= 8, "{attempts} attempts");
    }

    #[test]
    fn deletes_the_elements_after_a_value_that_made_the_property_fail_earlier() {
        // [4, 0, 1, 2, 3, 4]: fails while two elements are equal. Once 4 is 0, the rest goes.
        let start = [1, 4, 1, 0, 1, 1, 1, 2, 1, 3, 1, 4, 0];
        let (shrunk, _) = shrink_with(&PASS, &start, |source| {
            let values = list(source, "int", 10)?;
            Ok((1..values.len()).any(|i| values[..i].contains(&values[i])))
        });
        assert_eq!(shrunk, vec![1, 0, 1, 0, 0]);
    }
}
