use crate::engine::ChoiceSource;
use crate::model::{Label, Stop};

use super::{Generator, Kinds, SharedGenerator, Value, draw};

/// A list with one value of each generator, in order.
pub struct Tuples {
    generators: Vec<SharedGenerator>,
    label: Label,
}

impl Tuples {
    pub fn new(generators: Vec<SharedGenerator>) -> Tuples {
        let label = generators
            .iter()
            .fold(Label::of("tuple"), |label, generator| {
                label.with(generator.label())
            });
        Tuples { generators, label }
    }
}

impl Generator for Tuples {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let mut values = Vec::with_capacity(self.generators.len());
        for generator in &self.generators {
            values.push(draw(generator.as_ref(), source)?);
        }
        Ok(Value::list(values))
    }

    fn kinds(&self) -> Kinds {
        Kinds::ARRAY
    }
}
