//! The parsed expression: only what generating needs. Groups, names and greediness are gone,
//! since they do not change which strings match as a whole.

use crate::model::Label;

use super::alphabet::Alphabet;
use super::charset::CharSet;

#[derive(Debug)]
pub enum Node {
    /// One character out of a set (a literal is a set of one, or of two under `i`).
    Char(Alphabet),
    Concat(Vec<Node>),
    /// A choice whose 0 is the first alternative.
    Alternation {
        alternatives: Vec<Node>,
        label: Label,
    },
    Repeat(Box<Repeat>),
    Assertion(Assertion),
    /// The next character, if there is one, is not in this set: `\r` out of `\R` must not be
    /// followed by `\n`, which `\R` would have taken as well.
    ExcludeNext(CharSet),
}

#[derive(Debug)]
pub struct Repeat {
    pub body: Node,
    pub min: u32,
    pub max: Option<u32>,
    /// Possessive: after fewer than `max` repetitions the next character must not start another
    /// one, which the quantifier would have taken without giving it back.
    pub possessive_stop: Option<CharSet>,
    /// The label of each repetition's span.
    pub label: Label,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Assertion {
    /// `^` (without `m`), `\A`, `\G`
    StartOfSubject,
    /// `^` with `m`
    StartOfLine,
    /// `\z`, `$` with `D`
    EndOfSubject,
    /// `$` (without `m`, `D`), `\Z`: the end, or a newline that ends the subject
    EndOrFinalNewline,
    /// `$` with `m`
    EndOfLine,
}

impl Node {
    pub fn empty() -> Node {
        Node::Concat(Vec::new())
    }

    /// For a node that always matches a string of the same length one way only (what a
    /// possessive quantifier can repeat without backtracking into it): that length and the set
    /// of its first character.
    pub fn fixed(&self) -> Option<(u64, Option<CharSet>)> {
        match self {
            Node::Char(alphabet) => Some((1, Some(alphabet.set().clone()))),
            Node::Concat(nodes) => {
                let (mut length, mut first) = (0u64, None);
                for node in nodes {
                    let (node_length, node_first) = node.fixed()?;
                    if length == 0 {
                        first = node_first;
                    }
                    length = length.saturating_add(node_length);
                }
                Some((length, first))
            }
            // Alternatives of one character each are one set of characters.
            Node::Alternation { alternatives, .. } => {
                let mut union = CharSet::empty();
                for alternative in alternatives {
                    match alternative.fixed()? {
                        (1, Some(set)) => union = union.union(&set),
                        _ => return None,
                    }
                }
                Some((1, Some(union)))
            }
            Node::Repeat(repeat) if Some(repeat.min) == repeat.max => {
                let (length, first) = repeat.body.fixed()?;
                let length = length.saturating_mul(u64::from(repeat.min));
                Some((length, if length == 0 { None } else { first }))
            }
            Node::Repeat(_) | Node::Assertion(_) | Node::ExcludeNext(_) => None,
        }
    }

    /// The length of the shortest string the node matches, in characters, saturating.
    pub fn min_length(&self) -> u64 {
        match self {
            Node::Char(_) => 1,
            Node::Concat(nodes) => nodes
                .iter()
                .fold(0u64, |sum, node| sum.saturating_add(node.min_length())),
            Node::Alternation { alternatives, .. } => {
                alternatives.iter().map(Node::min_length).min().unwrap_or(0)
            }
            Node::Repeat(repeat) => repeat
                .body
                .min_length()
                .saturating_mul(u64::from(repeat.min)),
            Node::Assertion(_) | Node::ExcludeNext(_) => 0,
        }
    }
}
