//! Generators turn choices into values. They never shrink anything themselves: shrinking works on
//! the choices, so composed generators shrink as well as the built-in ones (proposal 6.3).

/// The [`Generator::label`] of a generator that computes its label once, when it is built, and
/// keeps it in a field `label`, as most do (a label describes the configuration, which does not
/// change): `impl Generator for Integers { stored_label!(); ... }`. Defined before the modules
/// below so that they can use it without importing it.
macro_rules! stored_label {
    () => {
        fn label(&self) -> $crate::model::Label {
            self.label
        }
    };
}
// For the bindings' generators, which the engine alone is built without.
#[cfg(feature = "extension")]
pub(crate) use stored_label;

mod accepted;
mod booleans;
mod bytes;
mod collection;
mod constant;
mod date_times;
mod deferred;
mod elements;
mod export;
mod float_lex;
mod floats;
pub mod formats;
mod integers;
mod kinds;
mod nested;
mod nullable;
mod numeric_strings;
mod objects;
mod one_of;
mod records;
pub mod regex;
mod samples;
mod serialized;
mod strings;
mod tuples;
mod value;

use std::rc::Rc;

use crate::engine::ChoiceSource;
use crate::model::{Label, Stop};

pub use accepted::{FILTER_ATTEMPTS, draw_accepted};
pub use booleans::Booleans;
pub use bytes::Bytes;
pub use collection::{Arrays, Lists, Size};
pub use constant::Constant;
pub use date_times::{DateTimes, FIRST_SECOND, Instant, LAST_SECOND, Zone};
pub use deferred::Deferred;
pub use elements::Elements;
pub use export::{ClassNames, array_of_written, date_time_text, export, export_with};
pub use floats::Floats;
pub use integers::Integers;
pub use kinds::Kinds;
pub use nested::Nested;
pub use nullable::Nullable;
pub use numeric_strings::NumericStrings;
pub use objects::{MAX_NESTING, Objects};
pub use one_of::OneOf;
pub use records::{RecordItem, Records, optional_keys};
pub use samples::samples;
pub use serialized::with_zeros_unsigned;
pub use strings::{Characters, Strings};
pub use tuples::Tuples;
pub(crate) use value::array_key as php_array_key;
pub use value::{HostValue, Key, Value, array_key_of};

/// Generates values of one kind from a choice source.
pub trait Generator {
    /// Labels the span of every value this generator draws (proposal 6.1).
    fn label(&self) -> Label;

    /// Draws the choices of one value and builds it. Call [`draw`] instead, which records the span.
    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop>;

    /// The PHP types of the values it gives, as far as they are known before it draws.
    fn kinds(&self) -> Kinds {
        Kinds::UNKNOWN
    }

    /// At most how many distinct values it gives; None when that is not known or too many to
    /// count.
    fn distinct_values(&self) -> Option<u128> {
        None
    }

    /// Every array key PHP makes of its values, when they are few and known before it draws
    /// (`elements('1', 1)` gives one key, `1`, from two distinct values); None otherwise.
    fn finite_keys(&self) -> Option<Vec<Key>> {
        None
    }
}

pub type SharedGenerator = Rc<dyn Generator>;

/// Draws one value of `generator` as a span of its own.
pub fn draw(generator: &dyn Generator, source: &mut ChoiceSource) -> Result<Value, Stop> {
    source.spanned(generator.label(), |source| generator.generate(source))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A generator that says nothing about its label but `stored_label!()`.
    struct Configured {
        label: Label,
    }

    impl Generator for Configured {
        stored_label!();

        fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
            source
                .draw(3, &crate::engine::Bias::Uniform)
                .map(|_| Value::Null)
        }
    }

    #[test]
    fn a_stored_label_labels_the_span_of_every_value() {
        let generator = Configured {
            label: Label::of("configured 3"),
        };
        assert_eq!(generator.label(), Label::of("configured 3"));
        let mut source = ChoiceSource::replay(vec![2]);
        draw(&generator, &mut source).unwrap();
        let record = source.finish();
        let labels: Vec<Label> = record.spans.iter().map(|span| span.label).collect();
        assert_eq!(labels, vec![Label::of("configured 3")]);
    }
}
