//! Merging neighbouring collections: two lists next to each other in a list of lists become one
//! list with the elements of both, by deleting the choice that ended the first one and the one
//! that started the second. "At most four distinct integers in a list of lists" then ends with
//! one list of five integers, [[0, 1, 2, 3, 4]], whatever lists the five were found in, and
//! "at most ten elements in a list of lists" with one list of eleven. Deleting spans cannot do
//! this, and deleting blocks of choices only by trying every block.

use crate::model::Record;
use crate::shrinker::spans::{Group, is_collection, is_within, sibling_groups, without};
use crate::shrinker::{Pass, PerRecord, Shrinker};

pub const PASS: Pass = Pass::new("merge neighbouring collections", run);

fn run(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    let mut index = 0;
    let mut merges = PerRecord::default();
    while !shrinker.is_done() {
        let Some(between) = merges.get(shrinker, between_neighbours).get(index).copied() else {
            break;
        };
        if shrinker.consider(without(&shrinker.sequence(), &[between])) {
            // The merged collection may merge with the next one as well.
            improved = true;
        } else {
            index += 1;
        }
    }
    improved
}

/// For each two neighbouring spans of the same kind that each hold the elements of a collection
/// of the same kind: the choices between the last element of the first and the first element
/// of the second, which merging them deletes.
fn between_neighbours(record: &Record) -> Vec<(usize, usize)> {
    let groups = sibling_groups(record);
    let collections: Vec<&Group> = groups
        .iter()
        .filter(|group| is_collection(record, group))
        .collect();
    let mut candidates = Vec::new();
    for group in &groups {
        for pair in group.spans.windows(2) {
            let (first, second) = (pair[0], pair[1]);
            if record.spans[first].end != record.spans[second].start {
                continue;
            }
            let within = |outer: usize| {
                collections
                    .iter()
                    .filter(move |inner| is_within(record, inner.spans[0], outer))
            };
            let merge = within(first).find_map(|earlier| {
                let later = within(second).find(|later| {
                    later.label == earlier.label
                        && record.spans[later.spans[0]].depth
                            == record.spans[earlier.spans[0]].depth
                })?;
                let end = record.spans[*earlier.spans.last()?].end;
                let start = record.spans[later.spans[0]].start;
                (end < start).then_some((end, start))
            });
            if let Some(between) = merge {
                candidates.push(between);
            }
        }
    }
    candidates
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Label;
    use crate::shrinker::testing::{list, shrink_with};

    /// A list of lists of integers.
    fn lists(
        source: &mut crate::engine::ChoiceSource,
    ) -> Result<Vec<Vec<u64>>, crate::model::Stop> {
        let mut lists = Vec::new();
        source.start_span(Label::of("outer"));
        loop {
            let start = source.position();
            if !source.draw_bool(0.5)? {
                break;
            }
            source.start_span_from(Label::of("outer element"), start);
            lists.push(list(source, "int", 10)?);
            source.end_span();
        }
        source.end_span();
        Ok(lists)
    }

    #[test]
    fn merges_the_lists_of_a_list_of_lists() {
        // [[1, 2], [3], [4]]: fails while there are at least 4 integers.
        let start = [1, 1, 1, 1, 2, 0, 1, 1, 3, 0, 1, 1, 4, 0, 0];
        let (shrunk, attempts) = shrink_with(&PASS, &start, |source| {
            Ok(lists(source)?.iter().flatten().count() >= 4)
        });
        assert_eq!(
            shrunk,
            vec![1, 1, 1, 1, 2, 1, 3, 1, 4, 0, 0],
            "[[1, 2, 3, 4]]"
        );
        assert_eq!(attempts, 2);
    }
}
