use crate::engine::ChoiceSource;
use crate::model::{Label, Stop};

use super::{Generator, Kinds, SharedGenerator, Value, draw};

/// null (the simplest) or a value of another generator. A recursive one, whose values can contain
/// values like it, is null more often the deeper it is, so that generated values stay small.
pub struct Nullable {
    inner: SharedGenerator,
    recursive: bool,
    label: Label,
}

impl Nullable {
    pub fn new(inner: SharedGenerator, recursive: bool) -> Nullable {
        let label = Label::of("nullable").with(inner.label());
        Nullable {
            inner,
            recursive,
            label,
        }
    }
}

impl Generator for Nullable {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let present = if self.recursive {
            0.5 / f64::from(source.nesting() + 1)
        } else {
            0.75
        };
        if source.draw_bool(present)? {
            draw(self.inner.as_ref(), source)
        } else {
            Ok(Value::Null)
        }
    }

    fn kinds(&self) -> Kinds {
        self.inner.kinds() | Kinds::NULL
    }

    fn distinct_values(&self) -> Option<u128> {
        self.inner
            .distinct_values()
            .map(|count| count.saturating_add(1))
    }
}
