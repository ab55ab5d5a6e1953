//! What the engine calls to run an example: the host's test, given the source of its choices.

use super::source::ChoiceSource;
use crate::model::TestRun;

/// Why the host runs an example; it decides what the host does with the example's events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// A generated example: its issues and assertions count for the property.
    Generate,
    /// A replay of the falsifying example before shrinking.
    Replay,
    /// A shrinking attempt.
    Shrink,
}

/// Runs one example as a complete test, drawing its values from `source`.
pub trait TestFunction {
    fn run(&mut self, source: ChoiceSource, phase: Phase) -> TestRun;
}
