//! The tree of the choice sequences generated so far, so that no example is generated twice
//! (proposal 6.2).
//!
//! Each node is the point after a prefix of choices; it knows the range of the choice drawn
//! there and the values drawn so far. A node is exhausted when every sequence through it has
//! been generated: it ended an example (its choices determine the example) or all values of its
//! choice lead to exhausted nodes. While generating, a choice that would lead into an exhausted
//! node is replaced; when the root is exhausted, every example the generators can generate has
//! been generated, as for a single bool parameter.

use std::collections::HashMap;

use super::choice::Choice;

type NodeId = usize;

const ROOT: NodeId = 0;

#[derive(Clone, Default)]
struct Node {
    /// The largest value of the choice drawn at this node, once one was drawn.
    max: Option<u64>,
    children: HashMap<u64, NodeId>,
    exhausted: bool,
}

#[derive(Clone)]
pub struct DataTree {
    nodes: Vec<Node>,
}

impl Default for DataTree {
    fn default() -> DataTree {
        DataTree { nodes: vec![Node::default()] }
    }
}

impl DataTree {
    pub fn is_exhausted(&self) -> bool {
        self.nodes[ROOT].exhausted
    }

    /// Records the choices of an example that ended (passed, failed or was rejected) after them.
    pub fn record(&mut self, choices: &[Choice]) {
        let mut path = Vec::with_capacity(choices.len() + 1);
        let mut node = ROOT;
        for choice in choices {
            path.push(node);
            if self.nodes[node].max.is_none() {
                self.nodes[node].max = Some(choice.max);
            }
            node = match self.nodes[node].children.get(&choice.value) {
                Some(child) => *child,
                None => {
                    self.nodes.push(Node::default());
                    let child = self.nodes.len() - 1;
                    self.nodes[node].children.insert(choice.value, child);
                    child
                }
            };
        }
        self.nodes[node].exhausted = true;
        for ancestor in path.into_iter().rev() {
            if !self.all_children_exhausted(ancestor) {
                break;
            }
            self.nodes[ancestor].exhausted = true;
        }
    }

    fn all_children_exhausted(&self, node: NodeId) -> bool {
        let node = &self.nodes[node];
        match node.max {
            Some(max) => node.children.len() as u128 == u128::from(max) + 1 && node.children.values().all(|child| self.nodes[*child].exhausted),
            None => false,
        }
    }

    /// Where a generating source is in the tree.
    pub(crate) fn root(&self) -> Option<NodeId> {
        Some(ROOT)
    }

    /// The largest value the choice at `node` had when it was drawn before.
    pub(crate) fn max_at(&self, node: NodeId) -> Option<u64> {
        self.nodes[node].max
    }

    pub(crate) fn child(&self, node: NodeId, value: u64) -> Option<NodeId> {
        self.nodes[node].children.get(&value).copied()
    }

    pub(crate) fn leads_to_exhausted(&self, node: NodeId, value: u64) -> bool {
        self.child(node, value).is_some_and(|child| self.nodes[child].exhausted)
    }

    /// A value in `[0, max]` at `node` that does not lead to an exhausted node, preferring
    /// `wanted`; None when there is none.
    pub(crate) fn avoid_exhausted(&self, node: NodeId, max: u64, wanted: u64, mut another: impl FnMut() -> u64) -> Option<u64> {
        if !self.leads_to_exhausted(node, wanted) {
            return Some(wanted);
        }
        // A few fresh draws keep the distribution; then the smallest free value, which exists
        // unless the node is exhausted (its children cover the whole range).
        for _ in 0..3 {
            let value = another();
            if !self.leads_to_exhausted(node, value) {
                return Some(value);
            }
        }
        (0..=max).find(|value| !self.leads_to_exhausted(node, *value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choices(values: &[(u64, u64)]) -> Vec<Choice> {
        values.iter().map(|(value, max)| Choice { value: *value, max: *max }).collect()
    }

    #[test]
    fn a_single_bool_is_exhausted_after_both_values() {
        let mut tree = DataTree::default();
        tree.record(&choices(&[(0, 1)]));
        assert!(!tree.is_exhausted());
        tree.record(&choices(&[(1, 1)]));
        assert!(tree.is_exhausted());
    }

    #[test]
    fn exhaustion_propagates_only_when_every_value_is_exhausted() {
        let mut tree = DataTree::default();
        tree.record(&choices(&[(0, 1), (0, 1)]));
        tree.record(&choices(&[(0, 1), (1, 1)]));
        assert!(tree.leads_to_exhausted(ROOT, 0));
        assert!(!tree.is_exhausted());
        assert_eq!(tree.avoid_exhausted(ROOT, 1, 0, || 0), Some(1));
    }
}
