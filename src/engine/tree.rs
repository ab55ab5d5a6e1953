//! The tree of the choice sequences generated so far, so that no example is generated twice
//! (proposal 6.2).
//!
//! A node holds a run of choices that every sequence through it drew alike, then what follows:
//! nothing known yet, the end of an example, or a branch on the next choice. (Runs keep the tree
//! small: one node per example rather than one per choice.) A position is exhausted when every
//! sequence through it has been generated. While generating, a choice that would lead into an
//! exhausted position is replaced; when the root is exhausted, every example the generators can
//! generate has been generated, as for a single bool parameter.

use std::collections::HashMap;

use super::choice::Choice;

type NodeId = usize;

const ROOT: NodeId = 0;

#[derive(Clone, Debug, Default)]
enum Transition {
    /// Nothing was drawn after the run yet (the node is being extended).
    #[default]
    Unknown,
    /// An example ended after the run.
    Concluded,
    /// Examples drew different values for the choice after the run.
    Branch { max: u64, children: HashMap<u64, NodeId> },
}

#[derive(Clone, Debug, Default)]
struct Node {
    run: Vec<Choice>,
    transition: Transition,
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

/// Where a generating source is: a node and the position in its run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cursor {
    node: NodeId,
    position: usize,
}

impl DataTree {
    pub fn is_exhausted(&self) -> bool {
        self.nodes[ROOT].exhausted
    }

    /// How many nodes the tree has: at most one per example recorded, plus branch points.
    pub fn size(&self) -> usize {
        self.nodes.len()
    }

    /// Records the choices of an example that ended (passed, failed or was rejected) after them.
    pub fn record(&mut self, choices: &[Choice]) {
        let mut path = vec![ROOT];
        let mut node = ROOT;
        let mut index = 0;
        loop {
            // Follow the run as far as it agrees.
            let run_length = self.nodes[node].run.len();
            let mut position = 0;
            while position < run_length && index < choices.len() && self.nodes[node].run[position].value == choices[index].value {
                position += 1;
                index += 1;
            }
            if position < run_length {
                // The sequence leaves the run (or ends inside it): split the run there.
                self.split(node, position);
            }
            if index == choices.len() {
                if matches!(self.nodes[node].transition, Transition::Unknown) {
                    self.nodes[node].transition = Transition::Concluded;
                }
                break;
            }
            let choice = choices[index];
            let next = self.nodes.len();
            match &mut self.nodes[node].transition {
                Transition::Unknown => {
                    // The empty tree: the root's run takes the whole sequence.
                    self.nodes[node].run.extend_from_slice(&choices[index..]);
                    self.nodes[node].transition = Transition::Concluded;
                    break;
                }
                Transition::Concluded => {
                    // An example ended here and this one goes on: the generators are not
                    // deterministic, which the source reports; keep the longer one.
                    let child = self.add(&choices[index + 1..]);
                    self.nodes[node].transition = Transition::Branch { max: choice.max, children: HashMap::from([(choice.value, child)]) };
                    path.push(child);
                    break;
                }
                Transition::Branch { children, .. } => match children.get(&choice.value) {
                    Some(child) => {
                        node = *child;
                        index += 1;
                        path.push(node);
                    }
                    None => {
                        children.insert(choice.value, next);
                        self.add(&choices[index + 1..]);
                        path.push(next);
                        break;
                    }
                },
            }
        }
        for node in path.into_iter().rev() {
            let exhausted = self.computes_exhausted(node);
            self.nodes[node].exhausted = exhausted;
        }
    }

    fn add(&mut self, run: &[Choice]) -> NodeId {
        self.nodes.push(Node { run: run.to_vec(), transition: Transition::Concluded, exhausted: false });
        self.nodes.len() - 1
    }

    /// Splits `node` before `position` of its run: the rest moves into a child.
    fn split(&mut self, node: NodeId, position: usize) {
        let rest = self.nodes[node].run.split_off(position);
        let first = rest[0];
        let transition = std::mem::take(&mut self.nodes[node].transition);
        self.nodes.push(Node { run: rest[1..].to_vec(), transition, exhausted: false });
        let child = self.nodes.len() - 1;
        // The choice at the split is the branch's now, not part of the child's run.
        self.nodes[child].exhausted = self.computes_exhausted(child);
        self.nodes[node].transition = Transition::Branch { max: first.max, children: HashMap::from([(first.value, child)]) };
    }

    /// Exhausted: every choice of its run has a single value, and what follows is exhausted.
    fn computes_exhausted(&self, node: NodeId) -> bool {
        let node = &self.nodes[node];
        node.run.iter().all(|choice| choice.max == 0) && self.transition_exhausted(&node.transition)
    }

    fn transition_exhausted(&self, transition: &Transition) -> bool {
        match transition {
            Transition::Unknown => false,
            Transition::Concluded => true,
            Transition::Branch { max, children } => {
                children.len() as u128 == u128::from(*max) + 1 && children.values().all(|child| self.nodes[*child].exhausted)
            }
        }
    }

    /// Whether what follows `position` of the run of `node` is exhausted.
    fn exhausted_after(&self, node: NodeId, position: usize) -> bool {
        let node = &self.nodes[node];
        node.run[position + 1..].iter().all(|choice| choice.max == 0) && self.transition_exhausted(&node.transition)
    }

    pub(crate) fn root(&self) -> Option<Cursor> {
        Some(Cursor { node: ROOT, position: 0 })
    }

    /// The largest value the choice at `cursor` had when it was drawn before.
    pub(crate) fn max_at(&self, cursor: Cursor) -> Option<u64> {
        let node = &self.nodes[cursor.node];
        match node.run.get(cursor.position) {
            Some(choice) => Some(choice.max),
            None => match &node.transition {
                Transition::Branch { max, .. } => Some(*max),
                _ => None,
            },
        }
    }

    fn leads_to_exhausted(&self, cursor: Cursor, value: u64) -> bool {
        let node = &self.nodes[cursor.node];
        match node.run.get(cursor.position) {
            Some(choice) => choice.value == value && self.exhausted_after(cursor.node, cursor.position),
            None => match &node.transition {
                Transition::Branch { children, .. } => children.get(&value).is_some_and(|child| self.nodes[*child].exhausted),
                _ => false,
            },
        }
    }

    /// Where the cursor is after drawing `value`; None once the sequence leaves the tree.
    pub(crate) fn advance(&self, cursor: Cursor, value: u64) -> Option<Cursor> {
        let node = &self.nodes[cursor.node];
        match node.run.get(cursor.position) {
            Some(choice) if choice.value == value => Some(Cursor { node: cursor.node, position: cursor.position + 1 }),
            Some(_) => None,
            None => match &node.transition {
                Transition::Branch { children, .. } => children.get(&value).map(|child| Cursor { node: *child, position: 0 }),
                _ => None,
            },
        }
    }

    /// A value in `[0, max]` at `cursor` that does not lead to an exhausted position, preferring
    /// `wanted`; None when there is none.
    pub(crate) fn avoid_exhausted(&self, cursor: Cursor, max: u64, wanted: u64, mut another: impl FnMut() -> u64) -> Option<u64> {
        if !self.leads_to_exhausted(cursor, wanted) {
            return Some(wanted);
        }
        // A few fresh draws keep the distribution; then the smallest free value, which exists
        // unless the position is exhausted (its values cover the whole range).
        for _ in 0..3 {
            let value = another();
            if !self.leads_to_exhausted(cursor, value) {
                return Some(value);
            }
        }
        (0..=max).find(|value| !self.leads_to_exhausted(cursor, *value))
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
        let root = tree.root().unwrap();
        assert!(tree.leads_to_exhausted(root, 0));
        assert!(!tree.is_exhausted());
        assert_eq!(tree.avoid_exhausted(root, 1, 0, || 0), Some(1));
    }

    #[test]
    fn a_run_is_followed_and_left() {
        let mut tree = DataTree::default();
        tree.record(&choices(&[(3, 9), (4, 9), (5, 9)]));
        let root = tree.root().unwrap();
        let second = tree.advance(root, 3).unwrap();
        assert_eq!(tree.max_at(second), Some(9));
        assert_eq!(tree.advance(second, 7), None);
        let third = tree.advance(second, 4).unwrap();
        assert!(tree.leads_to_exhausted(third, 5));
        assert!(!tree.leads_to_exhausted(third, 6));
    }

    #[test]
    fn one_node_per_example() {
        let mut tree = DataTree::default();
        for first in 0..100u64 {
            tree.record(&(0..50).map(|index| Choice { value: first * 1000 + index, max: u64::MAX }).collect::<Vec<_>>());
        }
        assert!(tree.size() <= 102, "{} nodes", tree.size());
    }
}
