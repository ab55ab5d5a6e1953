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

use std::collections::BTreeMap;

use crate::model::{Label, Record, SpanId, shortlex_order};
use crate::shrinker::spans::{Group, choices_of, recursive_labels, replacing, sibling_groups};
use crate::shrinker::{Pass, Shrinker};

pub const PASS: Pass = Pass::new(
    "move a subtree into the place of a simpler one, sorted among its new siblings",
    run,
);

fn run(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    // Listed again after each kept exchange: the tree changed.
    'listing: while !shrinker.is_done() {
        let record = shrinker.best().clone();
        let subtrees = Subtrees::of(&record);
        for exchange in subtrees.exchanges(&record) {
            if shrinker.consider(subtrees.exchanged(&record, &exchange)) {
                improved = true;
                continue 'listing;
            }
        }
        break;
    }
    improved
}

/// A subtree moved into the place of the one at `slot` of a group of sibling subtrees, the
/// siblings sorted.
struct Exchange {
    group: Group,
    slot: usize,
    moved: SpanId,
}

/// The subtrees of a record: the choices of each span of a recursive label, and by label, the
/// spans in shortlex order of their choices.
struct Subtrees {
    choices: Vec<Option<Vec<u64>>>,
    ordered: BTreeMap<Label, Vec<SpanId>>,
}

impl Subtrees {
    fn of(record: &Record) -> Subtrees {
        let recursive = recursive_labels(record);
        let choices: Vec<Option<Vec<u64>>> = (0..record.spans.len())
            .map(|id| {
                let span = &record.spans[id];
                (recursive.contains(&span.label) && !span.is_empty())
                    .then(|| choices_of(record, id))
            })
            .collect();
        let mut ordered: BTreeMap<Label, Vec<SpanId>> = BTreeMap::new();
        for id in (0..record.spans.len()).filter(|id| choices[*id].is_some()) {
            ordered.entry(record.spans[id].label).or_default().push(id);
        }
        let content = |id: &SpanId| choices[*id].as_deref().unwrap_or_default();
        for spans in ordered.values_mut() {
            spans.sort_by(|a, b| shortlex_order(content(a), content(b)));
        }
        Subtrees { choices, ordered }
    }

    fn of_span(&self, id: SpanId) -> &[u64] {
        self.choices[id].as_deref().unwrap_or_default()
    }

    /// Every exchange that makes the sequence simpler: for each subtree of a group of sibling
    /// subtrees, each subtree after the group that is not simpler than it but sorts before a
    /// sibling in front of it. Those lie between the two in shortlex order, where they are
    /// looked up rather than compared with every subtree.
    fn exchanges(&self, record: &Record) -> Vec<Exchange> {
        let mut exchanges = Vec::new();
        for group in sibling_groups(record) {
            let Some(ordered) = self.ordered.get(&group.label) else {
                continue;
            };
            if group.spans.len() < 2 {
                continue;
            }
            let contents: Vec<&[u64]> = group.spans.iter().map(|id| self.of_span(*id)).collect();
            let current = contents.concat();
            let group_end = record.spans[group.spans[group.spans.len() - 1]].end;
            let mut largest_before: Option<&[u64]> = None;
            for (slot, content) in contents.iter().enumerate() {
                if let Some(largest) = largest_before {
                    let from = ordered
                        .partition_point(|id| shortlex_order(self.of_span(*id), content).is_le());
                    let to = ordered
                        .partition_point(|id| shortlex_order(self.of_span(*id), largest).is_lt());
                    for moved in ordered[from..to.max(from)].iter().copied() {
                        if record.spans[moved].start >= group_end
                            && self.sorted(&contents, slot, moved).concat() < current
                        {
                            exchanges.push(Exchange {
                                group: group.clone(),
                                slot,
                                moved,
                            });
                        }
                    }
                }
                if largest_before.is_none_or(|largest| shortlex_order(content, largest).is_gt()) {
                    largest_before = Some(content);
                }
            }
        }
        exchanges
    }

    /// The siblings with the subtree `moved` in place of the one at `slot`, sorted.
    fn sorted(&self, contents: &[&[u64]], slot: usize, moved: SpanId) -> Vec<Vec<u64>> {
        let mut siblings: Vec<Vec<u64>> = contents.iter().map(|content| content.to_vec()).collect();
        siblings[slot] = self.of_span(moved).to_vec();
        siblings.sort_by(|a, b| shortlex_order(a, b));
        siblings
    }

    /// The sequence with the spans of the group replaced by the sorted siblings and the moved
    /// subtree by the one that was at the slot.
    fn exchanged(&self, record: &Record, exchange: &Exchange) -> Vec<u64> {
        let group = &exchange.group;
        let contents: Vec<&[u64]> = group.spans.iter().map(|id| self.of_span(*id)).collect();
        let siblings = self.sorted(&contents, exchange.slot, exchange.moved);
        let span = |id: SpanId| (record.spans[id].start, record.spans[id].end);
        let mut replaced: Vec<(usize, usize, Vec<u64>)> = group
            .spans
            .iter()
            .zip(siblings)
            .map(|(id, content)| (span(*id).0, span(*id).1, content))
            .collect();
        let (start, end) = span(exchange.moved);
        replaced.push((start, end, contents[exchange.slot].to_vec()));
        replacing(&record.sequence(), &replaced)
    }
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
