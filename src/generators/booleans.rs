use crate::engine::ChoiceSource;
use crate::model::{Label, Stop};

use super::{Generator, Kinds, Value};

/// false (the choice 0) or true.
pub struct Booleans;

impl Generator for Booleans {
    fn label(&self) -> Label {
        Label::of("bool")
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        Ok(Value::Bool(source.draw_bool(0.5)?))
    }

    fn kinds(&self) -> Kinds {
        Kinds::BOOL
    }

    fn distinct_values(&self) -> Option<u128> {
        Some(2)
    }
}
