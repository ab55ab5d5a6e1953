use crate::engine::{Bias, ChoiceSource};
use crate::model::{Label, Stop};

use super::kinds::distinct;
use super::{Generator, Kinds, Value};

/// One of a fixed list of values, the first being the simplest: enum cases, class constants.
pub struct Elements {
    values: Vec<Value>,
    label: Label,
}

impl Elements {
    pub fn new(values: Vec<Value>) -> Elements {
        assert!(!values.is_empty(), "elements need values");
        let label = Label::of(&format!("elements {values:?}"));
        Elements { values, label }
    }
}

impl Generator for Elements {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let index = source.draw(self.values.len() as u64 - 1, &Bias::Uniform)?;
        Ok(self.values[index as usize].clone())
    }

    fn kinds(&self) -> Kinds {
        Kinds::of_all(&self.values)
    }

    fn distinct_values(&self) -> Option<u128> {
        Some(distinct(&self.values))
    }
}
