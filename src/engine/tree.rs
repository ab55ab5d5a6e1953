//! The tree of the choice sequences generated so far, so that no example is generated twice
//! (proposal 6.2).
//!
//! A node holds a run of choices that every sequence through it drew alike, then what follows:
//! nothing known yet, the end of an example, or a branch on the next choice. (Runs keep the tree
//! small: one node per example rather than one per choice.) A position is exhausted when every
//! sequence through it has been generated. While generating, a choice that would lead into an
//! exhausted position is replaced; when the root is exhausted, every example the generators can
//! generate has been generated, as for a single bool parameter.
//!
//! The tree is an optimisation, and it grows with every example: a budget caps it. Once its
//! estimated size reaches the budget, further examples are no longer recorded; what was recorded
//! is kept and still avoided. Hypothesis keeps its DataTree for the whole run, unbounded, and
//! caps only its cache of test results (an LRU of 10,000 entries): it accepts memory in
//! proportion to `max_examples` (HypothesisWorks/hypothesis#869 is still open; clearing the
//! tree every 1,000 calls, #1567, and whenever the shrinker shortens the target, #1872, were
//! tried and not merged). We stop recording instead of clearing or evicting because:
//! - peak memory then has a bound that does not depend on the number of examples;
//! - exhaustion of a small space, which is all recorded long before the budget, is still
//!   detected, and so is a generator that draws from another range after recorded choices
//!   (the nondeterminism warning), wherever the tree has the data;
//! - the tree stays a function of the examples generated so far, so the same seed still
//!   generates the same examples; evicting by age or use would add nothing to that, while
//!   clearing would throw away the first choices, which every later example passes through.
//!
//! Past the budget an example can be generated twice, as in a space large enough to fill the
//! budget that is rare anyway.

use std::collections::HashMap;
use std::mem::size_of;

use rustc_hash::FxBuildHasher;

use crate::model::Choice;

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
    Branch(Branch),
}

/// The children of a branch by the value drawn, and what the tree keeps of their exhaustion so
/// that neither recording an example nor drawing a choice looks at the children one by one: an
/// example would cost more with every example before it.
#[derive(Clone, Debug)]
struct Branch {
    max: u64,
    children: Children,
    /// How many children are exhausted.
    exhausted_children: usize,
    /// The smallest value without an exhausted child, which a draw takes when random draws keep
    /// leading into exhausted positions. It has an exhausted child only when every value has.
    first_free: u64,
}

impl Branch {
    fn new(max: u64) -> Branch {
        Branch {
            max,
            children: Children::default(),
            exhausted_children: 0,
            first_free: 0,
        }
    }

    /// Every value has a child, and every child is exhausted.
    fn is_exhausted(&self) -> bool {
        self.children.len() as u128 == u128::from(self.max) + 1
            && self.exhausted_children == self.children.len()
    }
}

/// The children of a branch by the value of their choice. The standard map's SipHash resists
/// keys chosen to collide, which choice values are not (they come from the property's own random
/// number generator or from a replay), at several times the cost: rustc's Fx hash is enough.
type Children = HashMap<u64, NodeId, FxBuildHasher>;

#[derive(Clone, Debug, Default)]
struct Node {
    run: Vec<Choice>,
    transition: Transition,
    exhausted: bool,
}

/// The default budget of a tree's estimated size: 16 MiB, about 4,500 examples of a list of
/// array shapes or 100,000 examples of a single integer, far more than the 100 examples a
/// property checks by default.
pub const DEFAULT_TREE_BUDGET: usize = 16 * 1024 * 1024;

/// The estimated cost of one child of a branch in its hash map: the entry (a value and a node),
/// its control byte, and the free slots of a map that grows by doubling.
const BRANCH_ENTRY_BYTES: usize = 2 * (size_of::<(u64, NodeId)>() + 1);

#[derive(Clone)]
pub struct DataTree {
    nodes: Vec<Node>,
    /// The estimated size of the runs and branches, in bytes (the nodes are counted apart).
    bytes: usize,
    budget: usize,
    /// How often the tree looked at whether a child is exhausted: the tests count the work.
    #[cfg(test)]
    child_visits: std::cell::Cell<usize>,
}

impl Default for DataTree {
    fn default() -> DataTree {
        DataTree::with_budget(DEFAULT_TREE_BUDGET)
    }
}

/// Where a generating source is: a node and the position in its run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cursor {
    node: NodeId,
    position: usize,
}

impl DataTree {
    /// A tree that stops recording once its estimated size reaches `budget` bytes.
    pub fn with_budget(budget: usize) -> DataTree {
        DataTree {
            nodes: vec![Node::default()],
            bytes: 0,
            budget,
            #[cfg(test)]
            child_visits: std::cell::Cell::new(0),
        }
    }

    pub fn is_exhausted(&self) -> bool {
        self.nodes[ROOT].exhausted
    }

    /// How many nodes the tree has: at most one per example recorded, plus branch points.
    pub fn size(&self) -> usize {
        self.nodes.len()
    }

    /// The estimated size of the tree in bytes: its nodes, their runs and their branches.
    pub fn estimated_bytes(&self) -> usize {
        self.nodes.capacity() * size_of::<Node>() + self.bytes
    }

    /// Whether the tree reached its budget and no longer records examples: it counts the node
    /// vector as it would be after recording one more example, which adds at most two nodes
    /// and may double the vector's capacity.
    pub fn is_full(&self) -> bool {
        self.bytes_with_room_for_nodes() >= self.budget
    }

    fn bytes_with_room_for_nodes(&self) -> usize {
        let growth = if self.nodes.len() + 2 > self.nodes.capacity() {
            self.nodes.capacity().max(2) * size_of::<Node>()
        } else {
            0
        };
        self.estimated_bytes() + growth
    }

    /// Records the choices of an example that ended (passed, failed or was rejected) after them,
    /// unless the tree is full. One example adds its choices at most twice (a run it splits
    /// keeps its capacity; at most `max_choices`, proposal 6.1) and two branch entries, so the
    /// tree exceeds its budget by at most that much.
    pub fn record(&mut self, choices: &[Choice]) {
        if self.is_full() {
            return;
        }
        // The nodes the example passed through, each with the value that led into it.
        let mut path = vec![(ROOT, 0)];
        let mut node = ROOT;
        let mut index = 0;
        loop {
            // Follow the run as far as it agrees.
            let run_length = self.nodes[node].run.len();
            let mut position = 0;
            while position < run_length
                && index < choices.len()
                && self.nodes[node].run[position].value == choices[index].value
            {
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
                    self.bytes += (choices.len() - index) * size_of::<Choice>();
                    self.nodes[node].run.extend_from_slice(&choices[index..]);
                    self.nodes[node].transition = Transition::Concluded;
                    break;
                }
                Transition::Concluded => {
                    // An example ended here and this one goes on: the generators are not
                    // deterministic, which the source reports; keep the longer one.
                    let mut branch = Branch::new(choice.max);
                    branch.children.insert(choice.value, next);
                    self.nodes[node].transition = Transition::Branch(branch);
                    self.bytes += BRANCH_ENTRY_BYTES;
                    self.add(&choices[index + 1..]);
                    path.push((next, choice.value));
                    break;
                }
                Transition::Branch(branch) => match branch.children.get(&choice.value) {
                    Some(child) => {
                        node = *child;
                        index += 1;
                        path.push((node, choice.value));
                    }
                    None => {
                        branch.children.insert(choice.value, next);
                        self.bytes += BRANCH_ENTRY_BYTES;
                        self.add(&choices[index + 1..]);
                        path.push((next, choice.value));
                        break;
                    }
                },
            }
        }
        // Only the nodes of the path can change, from the bottom up: each tells its branch.
        for step in (0..path.len()).rev() {
            let (node, value) = path[step];
            let exhausted = self.computes_exhausted(node);
            if exhausted != self.nodes[node].exhausted {
                self.nodes[node].exhausted = exhausted;
                if step > 0 {
                    self.child_changed(path[step - 1].0, value, exhausted);
                }
            }
        }
    }

    fn add(&mut self, run: &[Choice]) -> NodeId {
        self.bytes += std::mem::size_of_val(run);
        self.nodes.push(Node {
            run: run.to_vec(),
            transition: Transition::Concluded,
            exhausted: false,
        });
        self.nodes.len() - 1
    }

    /// Splits `node` before `position` of its run: the rest moves into a child.
    fn split(&mut self, node: NodeId, position: usize) {
        let rest = self.nodes[node].run.split_off(position);
        let first = rest[0];
        let transition = std::mem::take(&mut self.nodes[node].transition);
        // The node keeps the capacity of its run: the rest is stored twice from now on.
        self.bytes += (rest.len() - 1) * size_of::<Choice>() + BRANCH_ENTRY_BYTES;
        self.nodes.push(Node {
            run: rest[1..].to_vec(),
            transition,
            exhausted: false,
        });
        let child = self.nodes.len() - 1;
        let mut branch = Branch::new(first.max);
        branch.children.insert(first.value, child);
        self.nodes[node].transition = Transition::Branch(branch);
        // The choice at the split is the branch's now, not part of the child's run.
        if self.computes_exhausted(child) {
            self.nodes[child].exhausted = true;
            self.child_changed(node, first.value, true);
        }
    }

    /// The child at `value` of the branch of `node` became exhausted, or (after generators that
    /// are not deterministic) no longer is.
    fn child_changed(&mut self, node: NodeId, value: u64, exhausted: bool) {
        let Transition::Branch(branch) = &self.nodes[node].transition else {
            return;
        };
        let first_free = match (exhausted, value == branch.first_free) {
            (true, true) => self.next_free(branch, value),
            (true, false) => branch.first_free,
            (false, _) => branch.first_free.min(value),
        };
        let Transition::Branch(branch) = &mut self.nodes[node].transition else {
            return;
        };
        if exhausted {
            branch.exhausted_children += 1;
        } else {
            branch.exhausted_children -= 1;
        }
        branch.first_free = first_free;
    }

    /// The first value from `value` on without an exhausted child, or the branch's maximum.
    /// Values are passed at most once while the branch's children only become exhausted, so
    /// finding the first free value costs one step per exhausted child over the whole run.
    fn next_free(&self, branch: &Branch, mut value: u64) -> u64 {
        while value < branch.max
            && branch
                .children
                .get(&value)
                .is_some_and(|child| self.child_exhausted(*child))
        {
            value += 1;
        }
        value
    }

    /// Exhausted: every choice of its run has a single value, and what follows is exhausted.
    fn computes_exhausted(&self, node: NodeId) -> bool {
        let node = &self.nodes[node];
        node.run.iter().all(|choice| choice.max == 0)
            && Self::transition_exhausted(&node.transition)
    }

    fn transition_exhausted(transition: &Transition) -> bool {
        match transition {
            Transition::Unknown => false,
            Transition::Concluded => true,
            Transition::Branch(branch) => branch.is_exhausted(),
        }
    }

    fn child_exhausted(&self, child: NodeId) -> bool {
        #[cfg(test)]
        self.child_visits.set(self.child_visits.get() + 1);
        self.nodes[child].exhausted
    }

    /// Whether what follows `position` of the run of `node` is exhausted.
    fn exhausted_after(&self, node: NodeId, position: usize) -> bool {
        let node = &self.nodes[node];
        node.run[position + 1..]
            .iter()
            .all(|choice| choice.max == 0)
            && Self::transition_exhausted(&node.transition)
    }

    pub(crate) fn root(&self) -> Option<Cursor> {
        Some(Cursor {
            node: ROOT,
            position: 0,
        })
    }

    /// The largest value the choice at `cursor` had when it was drawn before.
    pub(crate) fn max_at(&self, cursor: Cursor) -> Option<u64> {
        let node = &self.nodes[cursor.node];
        match node.run.get(cursor.position) {
            Some(choice) => Some(choice.max),
            None => match &node.transition {
                Transition::Branch(branch) => Some(branch.max),
                _ => None,
            },
        }
    }

    fn leads_to_exhausted(&self, cursor: Cursor, value: u64) -> bool {
        let node = &self.nodes[cursor.node];
        match node.run.get(cursor.position) {
            Some(choice) => {
                choice.value == value && self.exhausted_after(cursor.node, cursor.position)
            }
            None => match &node.transition {
                Transition::Branch(branch) => branch
                    .children
                    .get(&value)
                    .is_some_and(|child| self.child_exhausted(*child)),
                _ => false,
            },
        }
    }

    /// Where the cursor is after drawing `value`; None once the sequence leaves the tree.
    pub(crate) fn advance(&self, cursor: Cursor, value: u64) -> Option<Cursor> {
        let node = &self.nodes[cursor.node];
        match node.run.get(cursor.position) {
            Some(choice) if choice.value == value => Some(Cursor {
                node: cursor.node,
                position: cursor.position + 1,
            }),
            Some(_) => None,
            None => match &node.transition {
                Transition::Branch(branch) => branch.children.get(&value).map(|child| Cursor {
                    node: *child,
                    position: 0,
                }),
                _ => None,
            },
        }
    }

    /// A value in `[0, max]` at `cursor` that does not lead to an exhausted position, preferring
    /// `wanted`; None when there is none.
    pub(crate) fn avoid_exhausted(
        &self,
        cursor: Cursor,
        max: u64,
        wanted: u64,
        mut another: impl FnMut() -> u64,
    ) -> Option<u64> {
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
        let smallest = self.smallest_free(cursor);
        (smallest <= max && !self.leads_to_exhausted(cursor, smallest)).then_some(smallest)
    }

    /// The smallest value at `cursor` that does not lead to an exhausted position, unless every
    /// value does.
    fn smallest_free(&self, cursor: Cursor) -> u64 {
        let node = &self.nodes[cursor.node];
        if cursor.position < node.run.len() {
            // Only the value of the run can lead to an exhausted position.
            return u64::from(self.leads_to_exhausted(cursor, 0));
        }
        match &node.transition {
            Transition::Branch(branch) => branch.first_free,
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choices(values: &[(u64, u64)]) -> Vec<Choice> {
        values
            .iter()
            .map(|(value, max)| Choice {
                value: *value,
                max: *max,
            })
            .collect()
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

    fn example(seed: u64, length: u64) -> Vec<Choice> {
        (0..length)
            .map(|index| Choice {
                value: seed
                    .wrapping_mul(0x9e37_79b9_7f4a_7c15)
                    .rotate_left(index as u32)
                    % 1000,
                max: 999,
            })
            .collect()
    }

    #[test]
    fn the_tree_stops_recording_at_its_budget() {
        let budget = 64 * 1024;
        let mut tree = DataTree::with_budget(budget);
        for seed in 0..10_000 {
            tree.record(&example(seed, 200));
        }
        assert!(tree.is_full());
        // One example of 200 choices past the budget at most.
        let most = budget + 2 * 200 * size_of::<Choice>() + 2 * BRANCH_ENTRY_BYTES;
        assert!(
            tree.estimated_bytes() <= most,
            "{} bytes",
            tree.estimated_bytes()
        );
        let nodes = tree.size();
        tree.record(&example(10_001, 200));
        assert_eq!(tree.size(), nodes);
    }

    #[test]
    fn a_full_tree_still_avoids_what_it_recorded() {
        let mut tree = DataTree::with_budget(0);
        tree.record(&choices(&[(0, 1)]));
        assert!(
            !tree.leads_to_exhausted(tree.root().unwrap(), 0),
            "nothing was recorded"
        );
        // Room for one example only.
        let mut tree = DataTree::with_budget(DataTree::default().bytes_with_room_for_nodes() + 1);
        tree.record(&choices(&[(0, 1)]));
        tree.record(&choices(&[(1, 1)]));
        assert!(tree.is_full());
        assert!(tree.leads_to_exhausted(tree.root().unwrap(), 0));
        assert!(!tree.is_exhausted(), "the second example was not recorded");
    }

    #[test]
    fn the_estimate_covers_what_the_tree_holds() {
        let mut tree = DataTree::default();
        for seed in 0..1000 {
            tree.record(&example(seed, 100));
        }
        let runs: usize = tree.nodes.iter().map(|node| node.run.len()).sum();
        assert!(
            tree.estimated_bytes() >= runs * size_of::<Choice>() + tree.size() * size_of::<Node>()
        );
    }

    /// A tree of examples of one choice in `[0, max]`: the values `exhausted` ended their
    /// example (the position after them is exhausted), `open` drew one more choice after them.
    fn branch_of(max: u64, exhausted: impl Iterator<Item = u64>, open: &[u64]) -> DataTree {
        let mut tree = DataTree::default();
        for value in exhausted {
            tree.record(&choices(&[(value, max)]));
        }
        for value in open {
            tree.record(&choices(&[(*value, max), (0, 1)]));
        }
        tree
    }

    #[test]
    fn the_smallest_free_value_is_found_without_visiting_the_exhausted_ones() {
        for exhausted in [1_000, 50_000] {
            let tree = branch_of(1_000_000, 0..exhausted, &[]);
            let root = tree.root().unwrap();
            tree.child_visits.set(0);
            // Every random draw leads into an exhausted position.
            assert_eq!(
                tree.avoid_exhausted(root, 1_000_000, 0, || 1),
                Some(exhausted)
            );
            assert!(
                tree.child_visits.get() <= 10,
                "{} children visited past {exhausted} exhausted values",
                tree.child_visits.get()
            );
        }
    }

    #[test]
    fn recording_through_a_full_branch_does_not_visit_every_child() {
        // Every value of the branch was drawn, and all but the last ended their example.
        let mut tree = branch_of(9_999, 0..9_999, &[9_999]);
        assert!(!tree.is_exhausted());
        tree.child_visits.set(0);
        tree.record(&choices(&[(9_999, 9_999), (1, 1)]));
        assert!(tree.is_exhausted());
        assert!(
            tree.child_visits.get() <= 10,
            "{} children visited",
            tree.child_visits.get()
        );
    }

    /// Whether `node` is exhausted, found by walking everything below it.
    fn exhausted_by_walking(tree: &DataTree, node: NodeId) -> bool {
        let node = &tree.nodes[node];
        node.run.iter().all(|choice| choice.max == 0)
            && match &node.transition {
                Transition::Unknown => false,
                Transition::Concluded => true,
                Transition::Branch(branch) => {
                    branch.children.len() as u128 == u128::from(branch.max) + 1
                        && branch
                            .children
                            .values()
                            .all(|child| exhausted_by_walking(tree, *child))
                }
            }
    }

    /// What each node and branch keeps of exhaustion is what walking the tree finds.
    fn assert_kept_as_walked(tree: &DataTree) {
        for (id, node) in tree.nodes.iter().enumerate() {
            assert_eq!(node.exhausted, exhausted_by_walking(tree, id), "node {id}");
            let Transition::Branch(branch) = &node.transition else {
                continue;
            };
            let exhausted = |value| {
                branch
                    .children
                    .get(&value)
                    .is_some_and(|child| tree.nodes[*child].exhausted)
            };
            let count = branch
                .children
                .keys()
                .filter(|value| exhausted(**value))
                .count();
            assert_eq!(branch.exhausted_children, count, "node {id}");
            let first_free = (0..branch.max).find(|value| !exhausted(*value));
            assert_eq!(
                branch.first_free,
                first_free.unwrap_or(branch.max),
                "node {id}"
            );
        }
    }

    #[test]
    fn exhaustion_is_kept_as_walking_the_tree_finds_it() {
        // Short sequences over small ranges, which exhaust branches at every depth; now and
        // then a choice drawn from another range after the same choices, as generators that are
        // not deterministic draw it.
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = |below: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % below
        };
        let mut tree = DataTree::default();
        for _ in 0..3000 {
            let length = next(7);
            let sequence: Vec<(u64, u64)> = (0..length)
                .map(|_| {
                    let max = if next(50) == 0 { next(4) } else { 2 };
                    (next(max + 1), max)
                })
                .collect();
            tree.record(&choices(&sequence));
            assert_kept_as_walked(&tree);
        }
        let exhausted = tree.nodes.iter().filter(|node| node.exhausted).count();
        assert!(exhausted > 100, "{exhausted} exhausted nodes");
    }

    #[test]
    fn one_node_per_example() {
        let mut tree = DataTree::default();
        for first in 0..100u64 {
            tree.record(
                &(0..50)
                    .map(|index| Choice {
                        value: first * 1000 + index,
                        max: u64::MAX,
                    })
                    .collect::<Vec<_>>(),
            );
        }
        assert!(tree.size() <= 102, "{} nodes", tree.size());
    }
}
