//! The values inside a recursive collection or nullable value (proposal 5.3 `recursive`), drawn
//! one level of nesting deeper, so that a generator built by hand, with deferred() referring to
//! itself, gets fewer elements and more nulls the deeper it is, as derived classes do (4.2).

use crate::engine::ChoiceSource;
use crate::model::{Label, Stop};

use super::{Generator, Key, Kinds, MAX_NESTING, SharedGenerator, Value};

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

    /// Inside the span that [`super::draw`] opened for this value, which has the inner value's label:
    /// a second span of the same label over the same choices would only double the spans the
    /// shrinker walks.
    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        source.nested(MAX_NESTING, |source| self.inner.generate(source))
    }

    fn kinds(&self) -> Kinds {
        self.inner.kinds()
    }

    fn distinct_values(&self) -> Option<u128> {
        self.inner.distinct_values()
    }

    fn finite_keys(&self) -> Option<Vec<Key>> {
        self.inner.finite_keys()
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use super::*;
    use crate::generators::{Integers, draw};

    #[test]
    fn a_nested_value_is_one_span_labelled_as_the_inner_value() {
        let inner: SharedGenerator = Rc::new(Integers::new(0, 10));
        let mut source = ChoiceSource::replay(vec![0, 7]);
        let value = draw(&Nested::new(Rc::clone(&inner)), &mut source);
        assert_eq!(value, Ok(Value::Int(7)));
        let spans = source.finish().spans;
        assert_eq!(spans.len(), 1, "{spans:?}");
        assert_eq!(spans[0].label, inner.label());
    }
}
