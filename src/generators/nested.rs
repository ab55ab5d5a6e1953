//! The values inside a recursive collection or nullable value (proposal 5.3 `recursive`), drawn
//! one level of nesting deeper, so that a generator built by hand, with deferred() referring to
//! itself, gets fewer elements and more nulls the deeper it is, as derived classes do (4.2).

use crate::engine::ChoiceSource;
use crate::model::{Label, Stop};

use super::{Generator, Kinds, MAX_NESTING, SharedGenerator, Value, draw};

/// A value of `inner`, one level of nesting deeper than where it is drawn.
pub struct Nested {
    inner: SharedGenerator,
}

impl Nested {
    pub fn new(inner: SharedGenerator) -> Nested {
        Nested { inner }
    }
}

impl Generator for Nested {
    fn label(&self) -> Label {
        self.inner.label()
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        source.nested(MAX_NESTING, |source| draw(self.inner.as_ref(), source))
    }

    fn kinds(&self) -> Kinds {
        self.inner.kinds()
    }

    fn distinct_values(&self) -> Option<u128> {
        self.inner.distinct_values()
    }
}
