//! Generators turn choices into values. They never shrink anything themselves: shrinking works on
//! the choices, so composed generators shrink as well as the built-in ones (proposal 6.3).

mod booleans;
mod collection;
mod constant;
mod export;
mod floats;
mod integers;
mod one_of;
mod strings;
mod value;

use std::rc::Rc;

use crate::engine::{ChoiceSource, Label, Stop};

pub use booleans::Booleans;
pub use collection::{Arrays, Lists, Size};
pub use constant::Constant;
pub use export::export;
pub use floats::Floats;
pub use integers::Integers;
pub use one_of::OneOf;
pub use strings::Strings;
pub use value::{Key, Value};

/// Generates values of one kind from a choice source.
pub trait Generator {
    /// Labels the span of every value this generator draws (proposal 6.1).
    fn label(&self) -> Label;

    /// Draws the choices of one value and builds it. Call [`draw`] instead, which records the span.
    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop>;
}

pub type SharedGenerator = Rc<dyn Generator>;

/// Draws one value of `generator` as a span of its own.
pub fn draw(generator: &dyn Generator, source: &mut ChoiceSource) -> Result<Value, Stop> {
    source.spanned(generator.label(), |source| generator.generate(source))
}
