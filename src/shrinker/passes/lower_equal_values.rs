//! Lowering equal values together: the corresponding choices of all values of a kind that were
//! generated from equal choices are lowered at the same time, so that "a list has no duplicates"
//! ends with [0, 0] rather than [-9, -9]: lowering one of two equal values on its own makes
//! them unequal (proposal 6.3).

use std::collections::BTreeMap;

use crate::model::{Label, Record};
use crate::shrinker::spans::choices_of;
use crate::shrinker::{Pass, Shrinker, with_values};

pub const PASS: Pass = Pass::new("lower equal values together", run);

fn run(shrinker: &mut Shrinker) -> bool {
    let before = shrinker.sequence();
    let mut index = 0;
    while !shrinker.is_done() {
        let Some((starts, content)) = equal_values(shrinker.best()).into_iter().nth(index) else {
            break;
        };
        for (offset, equal) in content.iter().copied().enumerate() {
            let start = shrinker.sequence();
            let positions: Vec<usize> = starts.iter().map(|first| first + offset).collect();
            // Structure may have changed with a lowered choice before.
            if positions
                .iter()
                .any(|position| start.get(*position) != Some(&equal))
            {
                break;
            }
            shrinker.lower_value(equal, |value| {
                let changes: Vec<(usize, u64)> = positions
                    .iter()
                    .map(|position| (*position, value))
                    .collect();
                with_values(&start, &changes)
            });
        }
        index += 1;
    }
    shrinker.sequence() != before
}

/// Groups of at least two spans with the same label and the same choices, not all 0: the first
/// position of each span and the choices. A group that covers the same positions as another one
/// (a span and the one span it consists of) is listed once.
fn equal_values(record: &Record) -> Vec<(Vec<usize>, Vec<u64>)> {
    let mut groups: BTreeMap<(Label, Vec<u64>), Vec<usize>> = BTreeMap::new();
    for (id, span) in record.spans.iter().enumerate() {
        let content = choices_of(record, id);
        if content.iter().any(|value| *value != 0) {
            groups
                .entry((span.label, content))
                .or_default()
                .push(span.start);
        }
    }
    let mut found: Vec<(Vec<usize>, Vec<u64>)> = Vec::new();
    for ((_, content), starts) in groups {
        if starts.len() >= 2
            && !found
                .iter()
                .any(|(other, other_content)| *other == starts && *other_content == content)
        {
            found.push((starts, content));
        }
    }
    found.sort_by_key(|(starts, _)| starts[0]);
    found
}

/// For each position that is part of a group of [`equal_values`]: the positions of the choices
/// at the same place in the other values of the largest such group, its own included, in order.
pub(super) fn equal_choices(record: &Record) -> BTreeMap<usize, Vec<usize>> {
    let mut together: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (starts, content) in equal_values(record) {
        for offset in 0..content.len() {
            let positions: Vec<usize> = starts.iter().map(|start| start + offset).collect();
            for position in &positions {
                let group = together.entry(*position).or_default();
                if positions.len() > group.len() {
                    group.clone_from(&positions);
                }
            }
        }
    }
    together
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shrinker::testing::{list, shrink_with};

    #[test]
    fn lowers_duplicates_together() {
        // [3, 9, 9]: fails while the list has duplicates.
        let (shrunk, _) = shrink_with(&PASS, &[1, 3, 1, 9, 1, 9, 0], |source| {
            let values = list(source, "int", 100)?;
            Ok((1..values.len()).any(|i| values[..i].contains(&values[i])))
        });
        assert_eq!(shrunk, vec![1, 3, 1, 0, 1, 0, 0]);
    }
}
