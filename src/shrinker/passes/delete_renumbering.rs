//! Deleting elements of a collection while renumbering the elements that refer to others by
//! their position: a list of indices into itself (a permutation, the edges of a graph, "no two
//! elements point at each other") keeps its structure only when deleting element k also lowers
//! by one every value that points at an element after k. Deleting alone makes those values point
//! at the wrong element or past the end; lowering alone changes what they point at.
//!
//! At each element in turn, as many elements as keep the property falsified are deleted at once
//! (1, 2, 4, ... then a bisection), so that `[0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 9]` becomes `[1, 0]`
//! in a few attempts. An element is tried only when a value of a later element points at
//! another element after it: otherwise there is nothing to renumber, and deleting it is
//! [`super::delete_spans`]' work. Values that point at themselves are renumbered too, which
//! keeps them pointing at themselves.

use crate::model::{Record, SpanId};
use crate::shrinker::search::find_largest;
use crate::shrinker::spans::{collections, descendants, single_choice_of, without};
use crate::shrinker::{Pass, Shrinker, with_values};

pub const PASS: Pass = Pass::new(
    "delete elements while renumbering the positions after them",
    run,
);

fn run(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    let mut group = 0;
    while let Some(mut collection) = Collection::nth(shrinker.best(), group) {
        let mut first = 0;
        while first < collection.elements.len() && !shrinker.is_done() {
            if collection.refers_past(first) {
                let start = shrinker.sequence();
                // Deleting every element from `first` on is cutting the collection short.
                let cap = (collection.elements.len() - first - 1) as u64;
                let deleted = find_largest(cap, |count| {
                    shrinker.consider(collection.deleting(&start, first, count as usize))
                });
                if deleted > 0 {
                    improved = true;
                    // The collections before it are as they were, so it is still the nth.
                    let Some(changed) = Collection::nth(shrinker.best(), group) else {
                        break;
                    };
                    collection = changed;
                }
            }
            first += 1;
        }
        if shrinker.is_done() {
            break;
        }
        group += 1;
    }
    improved
}

/// A collection whose elements may hold positions of other elements.
struct Collection {
    /// Where each element starts and ends.
    elements: Vec<(usize, usize)>,
    /// The values of one choice inside the elements: the position of the choice, its value and
    /// the index of the element that holds it.
    values: Vec<(usize, u64, usize)>,
}

impl Collection {
    /// The nth collection of the record (see [`collections`]), outer ones first.
    fn nth(record: &Record, index: usize) -> Option<Collection> {
        let group = collections(record).nth(index)?;
        Some(Collection::read(record, &group.spans))
    }

    fn read(record: &Record, elements: &[SpanId]) -> Collection {
        let mut values = Vec::new();
        for (index, id) in elements.iter().enumerate() {
            for inner in descendants(record, *id) {
                if let Some(position) = single_choice_of(record, inner)
                    && record.choices[position].max > 1
                {
                    values.push((position, record.choices[position].value, index));
                }
            }
        }
        let elements = elements
            .iter()
            .map(|id| (record.spans[*id].start, record.spans[*id].end))
            .collect();
        Collection { elements, values }
    }

    /// Whether an element other than the one at `first` holds the position of another element
    /// after `first`.
    fn refers_past(&self, first: usize) -> bool {
        let count = self.elements.len() as u64;
        self.values.iter().any(|(_, value, holder)| {
            *holder != first
                && (first as u64 + 1..count).contains(value)
                && *value != *holder as u64
        })
    }

    /// `sequence` without the `count` elements from `first` on, the values of the elements left
    /// that point at an element after them lowered by `count`.
    fn deleting(&self, sequence: &[u64], first: usize, count: usize) -> Vec<u64> {
        let (end, elements) = (first + count, self.elements.len() as u64);
        let renumbered: Vec<(usize, u64)> = self
            .values
            .iter()
            .filter(|(_, value, holder)| {
                !(first..end).contains(holder) && *value >= end as u64 && *value < elements
            })
            .map(|(position, value, _)| (*position, value - count as u64))
            .collect();
        let removed = (self.elements[first].0, self.elements[end - 1].1);
        without(&with_values(sequence, &renumbered), &[removed])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shrinker::testing::{list, shrink_with};

    /// Fails iff two distinct elements hold each other's positions; rejects a list with a value
    /// that is not a position, as the coupling challenge does.
    fn two_elements_point_at_each_other(
        source: &mut crate::engine::ChoiceSource,
    ) -> Result<bool, crate::model::Stop> {
        let values = list(source, "int<0, 10>", 10)?;
        if values.iter().any(|value| *value as usize >= values.len()) {
            return Err(crate::model::Stop::Rejected(
                crate::model::Rejection::Assume,
            ));
        }
        Ok(values.iter().enumerate().any(|(i, j)| {
            let j = *j as usize;
            i != j && values[j] as usize == i
        }))
    }

    fn elements(values: &[u64]) -> Vec<u64> {
        let mut sequence: Vec<u64> = values.iter().flat_map(|value| [1, *value]).collect();
        sequence.push(0);
        sequence
    }

    #[test]
    fn deletes_the_elements_before_a_pair_that_points_at_each_other() {
        let start = elements(&[0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 9]);
        let (shrunk, attempts) = shrink_with(&PASS, &start, two_elements_point_at_each_other);
        assert_eq!(shrunk, elements(&[1, 0]));
        assert!(attempts <= 8, "{attempts} attempts");
    }

    #[test]
    fn deletes_the_elements_between_a_pair() {
        let start = elements(&[0, 6, 0, 0, 0, 0, 1]);
        let (shrunk, _) = shrink_with(&PASS, &start, two_elements_point_at_each_other);
        assert_eq!(shrunk, elements(&[1, 0]));
    }

    #[test]
    fn leaves_alone_values_that_refer_to_no_other_element() {
        // [0, 1, 2]: every element holds its own position; nothing to renumber.
        let start = elements(&[0, 1, 2]);
        let (shrunk, attempts) = shrink_with(&PASS, &start, |source| {
            Ok(list(source, "int<0, 10>", 10)?.len() == 3)
        });
        assert_eq!((shrunk, attempts), (start, 0));
    }
}
