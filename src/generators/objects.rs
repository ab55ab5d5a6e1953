use crate::engine::ChoiceSource;
use crate::model::{Label, Stop};

use super::{Generator, Kinds, SharedGenerator, Value, draw};

/// Objects of a class with a public constructor, whose arguments are generated (proposal 4.2).
pub struct Objects {
    class: String,
    parameters: Vec<(String, SharedGenerator)>,
    label: Label,
}

/// Objects nested deeper than this (a tree node in a tree node ...) make an example too large.
pub const MAX_NESTING: u32 = 8;

impl Objects {
    pub fn new(class: String, parameters: Vec<(String, SharedGenerator)>) -> Objects {
        let label = Objects::label_for(&class);
        Objects {
            class,
            parameters,
            label,
        }
    }

    /// The label of the objects of `class`, which a recursive reference to it shares.
    pub fn label_for(class: &str) -> Label {
        Label::of(&format!("object {class}"))
    }
}

impl Generator for Objects {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        source.nested(MAX_NESTING, |source| {
            let mut arguments = Vec::with_capacity(self.parameters.len());
            for (name, generator) in &self.parameters {
                arguments.push((name.clone(), draw(generator.as_ref(), source)?));
            }
            Ok(Value::Object {
                class: self.class.clone(),
                arguments,
            })
        })
    }

    fn kinds(&self) -> Kinds {
        Kinds::OBJECT
    }
}
