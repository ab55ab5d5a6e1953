use crate::engine::{ChoiceSource, Label, Stop};

use super::{Generator, Value};

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
    fn label(&self) -> Label {
        self.label
    }

    fn generate(&self, _source: &mut ChoiceSource) -> Result<Value, Stop> {
        Ok(self.value.clone())
    }
}
