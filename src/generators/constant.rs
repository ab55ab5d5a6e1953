use crate::engine::ChoiceSource;
use crate::model::{Label, Stop};

use super::{Generator, Kinds, Value};

/// Always the same value, without a choice (literal types, `null`).
pub struct Constant {
    value: Value,
    label: Label,
}

impl Constant {
    pub fn new(value: Value) -> Constant {
        let label = Label::of(&format!("constant {value:?}"));
        Constant { value, label }
    }
}

impl Generator for Constant {
    stored_label!();

    fn generate(&self, _source: &mut ChoiceSource) -> Result<Value, Stop> {
        Ok(self.value.clone())
    }

    fn kinds(&self) -> Kinds {
        Kinds::of(&self.value)
    }

    fn distinct_values(&self) -> Option<u128> {
        Some(1)
    }
}
