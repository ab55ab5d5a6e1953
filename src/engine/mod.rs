//! The choice engine: examples are generated from sequences of choices, which are recorded while
//! generating and replayed while shrinking (proposal, section 6). It records the data model of
//! [`crate::model`]; checking a property with it (and the shrinker) is [`crate::runner`].

mod random;
mod seed;
mod source;
mod targeting;
mod test_function;
mod tree;

pub use random::Bias;
pub use seed::property_seed;
pub use source::{ChoiceSource, DEFAULT_MAX_CHOICES, MAX_SPAN_DEPTH};
pub use targeting::TargetedSearch;
pub use test_function::{Phase, TestFunction};
pub use tree::{DEFAULT_TREE_BUDGET, DataTree};
