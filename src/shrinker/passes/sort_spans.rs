//! Sorting spans that have the same label and are part of the same span: the elements of a list,
//! or parameters generated the same way, appear in the order that makes the counterexample
//! simplest when their order does not matter (proposal 6.3).

use crate::model::{Record, shortlex_order};
use crate::shrinker::spans::{Group, choices_of, replacing, sibling_groups};
use crate::shrinker::{Pass, Shrinker};

pub const PASS: Pass = Pass::new("sort spans of the same label", run);

fn run(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    let mut index = 0;
    while !shrinker.is_done() {
        let Some(group) = sibling_groups(shrinker.best()).into_iter().nth(index) else {
            break;
        };
        if let Some(candidate) = sorted(shrinker.best(), &group) {
            improved |= shrinker.consider(candidate);
        }
        index += 1;
    }
    improved
}

/// The sequence with the spans of the group in shortlex order, each in the place of another
/// one; `None` when they are in order already (a group of one span always is).
fn sorted(record: &Record, group: &Group) -> Option<Vec<u64>> {
    let contents: Vec<Vec<u64>> = group
        .spans
        .iter()
        .map(|id| choices_of(record, *id))
        .collect();
    let mut ordered = contents.clone();
    ordered.sort_by(|a, b| shortlex_order(a, b));
    if ordered == contents {
        return None;
    }
    let replaced: Vec<(usize, usize, Vec<u64>)> = group
        .spans
        .iter()
        .zip(ordered)
        .map(|(id, content)| (record.spans[*id].start, record.spans[*id].end, content))
        .collect();
    Some(replacing(&record.sequence(), &replaced))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shrinker::testing::{list, shrink_with};

    #[test]
    fn sorts_the_elements_of_a_list() {
        // [30, 2, 7]: fails while the list has 3 elements.
        let (shrunk, attempts) = shrink_with(&PASS, &[1, 30, 1, 2, 1, 7, 0], |source| {
            Ok(list(source, "int", 100)?.len() == 3)
        });
        assert_eq!((shrunk, attempts), (vec![1, 2, 1, 7, 1, 30, 0], 1));
    }
}
