use crate::engine::{ChoiceSource, Label, Stop};

use super::value::insert;
use super::{Generator, Key, Kinds, SharedGenerator, Value, draw};

/// Arrays with fixed keys (array shapes); optional keys are present or not, absent being the
/// simpler.
pub struct Records {
    items: Vec<RecordItem>,
    label: Label,
}

pub struct RecordItem {
    pub key: Key,
    pub optional: bool,
    pub value: SharedGenerator,
}

impl Records {
    pub fn new(items: Vec<RecordItem>) -> Records {
        let label = items.iter().fold(Label::of("record"), |label, item| {
            label.with(Label::of(&format!("{:?} {}", item.key, item.optional))).with(item.value.label())
        });
        Records { items, label }
    }
}

impl Generator for Records {
    fn label(&self) -> Label {
        self.label
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let mut entries = Vec::with_capacity(self.items.len());
        for item in &self.items {
            if item.optional && !source.draw_bool(0.5)? {
                continue;
            }
            insert(&mut entries, item.key.clone(), draw(item.value.as_ref(), source)?);
        }
        Ok(Value::Array(entries))
    }

    fn kinds(&self) -> Kinds {
        Kinds::ARRAY
    }
}
