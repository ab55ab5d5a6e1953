use crate::engine::{Bias, ChoiceSource};
use crate::model::{Label, Stop};

use super::collection::Size;
use super::{Generator, Kinds, Value};

/// Printable ASCII, control characters and any byte.
static BYTES: Bias = Bias::table(&[(30, 0x20, 0x7E), (20, 0, 0x1F), (50, 0, 0xFF)]);

/// Binary strings: every byte a choice, 0 the simplest.
pub struct Bytes {
    size: Size,
    label: Label,
}

impl Bytes {
    pub fn new(size: Size) -> Bytes {
        Bytes {
            size,
            label: Label::of(&format!("bytes {size:?}")),
        }
    }
}

impl Generator for Bytes {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let mut bytes = Vec::new();
        self.size
            .draw_spread(source, self.label.with(Label::of("byte")), |source| {
                bytes.push(source.draw(0xFF, &BYTES)? as u8);
                Ok(())
            })?;
        Ok(Value::String(bytes))
    }

    fn kinds(&self) -> Kinds {
        Kinds::STRING
    }
}
