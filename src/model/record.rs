//! The record of an example: the choices it was generated from and the spans that structure them,
//! which the shrinker works on and the tree of examples remembers.

use super::choice::Choice;
use super::label::Label;
use super::status::Rejection;

/// Why drawing a value stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The example is rejected (proposal 3.4, 6.1).
    Rejected(Rejection),
    /// Code of the host that a generator called (a PHP closure given to map(), a constructor)
    /// failed; the host has the error and reports it.
    HostFailed,
}

pub type SpanId = usize;

/// A part of the choice sequence that one generator consumed, e.g. one element of a list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Span {
    /// Index of the first choice of the span.
    pub start: usize,
    /// Index one past the last choice of the span.
    pub end: usize,
    pub label: Label,
    /// The span this one is part of.
    pub parent: Option<SpanId>,
    pub depth: u32,
}

impl Span {
    pub fn len(&self) -> usize {
        self.end - self.start
    }

    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }
}

/// The choices an example was generated from, with the spans that structure them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub choices: Vec<Choice>,
    /// In the order in which they were started (a parent before its children).
    pub spans: Vec<Span>,
    /// A choice was drawn from another range than the same choice of an earlier example after
    /// the same choices: the generators depend on something besides the choices.
    pub inconsistent: bool,
}

impl Record {
    pub fn sequence(&self) -> Vec<u64> {
        self.choices.iter().map(|choice| choice.value).collect()
    }
}
