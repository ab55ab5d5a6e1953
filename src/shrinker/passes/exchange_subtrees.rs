//! Exchanging two subtrees of a recursive value: a subtree moves into the place of a simpler one
//! earlier in the tree, which takes its place, and the siblings at the new place are sorted. A
//! binary heap `(0, (0, (1), None), (0))` becomes `(0, (0, (0), (1)), None)`: the leaf `(0)` on
//! the right moves into the empty place next to `(1)` and sorts before it, which makes the
//! sequence simpler although the moved subtree alone is not simpler than the empty one
//! (sorting the root's children then gives `(0, None, (0, (0), (1)))`). Sorting siblings or
//! replacing a subtree by one it contains cannot move a subtree to another parent.
//!
//! Subtrees are the spans of a label that occurs inside a span of the same label (a recursive
//! generator's values). Only exchanges whose sorted siblings make the sequence simpler are
//! tried: the moved subtree must sort before an earlier sibling, which few do.

use crate::model::{Record, SpanId, shortlex_order};
use crate::shrinker::spans::{Group, choices_of, recursive_labels, replacing, sibling_groups};
use crate::shrinker::{Pass, Shrinker};
use std::cmp::Ordering;

pub const PASS: Pass = Pass::new(
    "move a subtree into the place of a simpler one, sorted among its new siblings",
    run,
);

fn run(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    let mut index = 0;
    while !shrinker.is_done() {
        let Some(candidate) = exchanges(shrinker.best()).into_iter().nth(index) else {
            break;
        };
        if shrinker.consider(candidate) {
            // The tree changed: its exchanges are listed again from the first.
            improved = true;
            index = 0;
        } else {
            index += 1;
        }
    }
    improved
}

/// Every exchange that makes the sequence simpler: for each subtree of a group of sibling
/// subtrees, each later subtree of the same label after the group that is not simpler than it,
/// moved into its place with the siblings sorted, the earlier subtree in the later one's place.
fn exchanges(record: &Record) -> Vec<Vec<u64>> {
    let recursive = recursive_labels(record);
    let sequence = record.sequence();
    let mut candidates = Vec::new();
    for group in sibling_groups(record) {
        if group.spans.len() < 2 || !recursive.contains(&group.label) {
            continue;
        }
        let contents: Vec<Vec<u64>> = group
            .spans
            .iter()
            .map(|id| choices_of(record, *id))
            .collect();
        let group_end = record.spans[group.spans[group.spans.len() - 1]].end;
        let later = (0..record.spans.len()).filter(|id| {
            let span = &record.spans[*id];
            span.label == group.label && span.start >= group_end && !span.is_empty()
        });
        for moved in later {
            let moved_content = choices_of(record, moved);
            for (slot, content) in contents.iter().enumerate() {
                if shortlex_order(&moved_content, content) != Ordering::Greater {
                    continue;
                }
                let mut siblings = contents.clone();
                siblings[slot] = moved_content.clone();
                siblings.sort_by(|a, b| shortlex_order(a, b));
                if siblings.concat() >= contents.concat() {
                    continue;
                }
                candidates.push(exchanged(record, &sequence, &group, siblings, moved, slot));
            }
        }
    }
    candidates
}

/// `sequence` with the spans of the group replaced by `siblings` and span `moved` by the
/// subtree that was in the group's `slot`.
fn exchanged(
    record: &Record,
    sequence: &[u64],
    group: &Group,
    siblings: Vec<Vec<u64>>,
    moved: SpanId,
    slot: usize,
) -> Vec<u64> {
    let span = |id: SpanId| (record.spans[id].start, record.spans[id].end);
    let mut replaced: Vec<(usize, usize, Vec<u64>)> = group
        .spans
        .iter()
        .zip(siblings)
        .map(|(id, content)| (span(*id).0, span(*id).1, content))
        .collect();
    let (start, end) = span(moved);
    replaced.push((start, end, choices_of(record, group.spans[slot])));
    replacing(sequence, &replaced)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ChoiceSource;
    use crate::model::{Label, Stop};
    use crate::shrinker::testing::{shrink_with, value};

    /// A binary tree: a node is a flag (0 for none), then a value and two subtrees.
    #[derive(Debug, PartialEq)]
    enum Tree {
        Leaf,
        Node(u64, Box<Tree>, Box<Tree>),
    }

    fn tree(source: &mut ChoiceSource) -> Result<Tree, Stop> {
        source.spanned(Label::of("tree"), |source| {
            if value(source, "flag", 1)? == 0 {
                return Ok(Tree::Leaf);
            }
            let value = value(source, "int", 10)?;
            Ok(Tree::Node(
                value,
                Box::new(tree(source)?),
                Box::new(tree(source)?),
            ))
        })
    }

    /// The values of the nodes at `depth`, and how many nodes there are.
    fn at_depth(tree: &Tree, depth: usize, found: &mut Vec<u64>) -> usize {
        match tree {
            Tree::Leaf => 0,
            Tree::Node(value, left, right) => {
                if depth == 0 {
                    found.push(*value);
                }
                let below = depth.saturating_sub(1);
                1 + at_depth(left, below, found) + at_depth(right, below, found)
            }
        }
    }

    #[test]
    fn moves_a_subtree_next_to_a_sibling_it_sorts_before() {
        // Fails for 4 nodes with a 1 two levels down. (0, (0, (1), -), (0)): the leaf (0) on
        // the right moves into the empty place next to (1) and sorts before it.
        let start = [1, 0, 1, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0];
        let (shrunk, attempts) = shrink_with(&PASS, &start, |source| {
            let mut found = Vec::new();
            let nodes = at_depth(&tree(source)?, 2, &mut found);
            Ok(nodes == 4 && found.contains(&1))
        });
        // (0, (0, (0), (1)), -)
        assert_eq!(shrunk, vec![1, 0, 1, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0]);
        assert_eq!(attempts, 1);
    }

    #[test]
    fn tries_nothing_when_no_exchange_sorts_first() {
        // (0, (0, (0), (1)), -) again: the subtrees are in order.
        let start = [1, 0, 1, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0];
        let (_, attempts) = shrink_with(&PASS, &start, |source| Ok(tree(source)? != Tree::Leaf));
        assert_eq!(attempts, 0);
    }
}
