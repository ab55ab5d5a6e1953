use crate::engine::{Bias, ChoiceSource, Label, Stop};

use super::{Generator, SharedGenerator, Value, draw};

/// A value of one of several generators; the choice is the index, so earlier alternatives are
/// simpler (a union type `int|null` shrinks towards int).
pub struct OneOf {
    alternatives: Vec<SharedGenerator>,
    label: Label,
}

impl OneOf {
    pub fn new(alternatives: Vec<SharedGenerator>) -> OneOf {
        assert!(!alternatives.is_empty(), "oneOf needs alternatives");
        let label = alternatives.iter().fold(Label::of("oneOf"), |label, alternative| label.with(alternative.label()));
        OneOf { alternatives, label }
    }
}

impl Generator for OneOf {
    fn label(&self) -> Label {
        self.label
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let index = source.draw(self.alternatives.len() as u64 - 1, &Bias::Uniform)?;
        draw(self.alternatives[index as usize].as_ref(), source)
    }
}
