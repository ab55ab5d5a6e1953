//! The choice engine: examples are generated from sequences of choices, which are recorded while
//! generating and replayed while shrinking (proposal, section 6).

mod choice;
mod label;
mod random;
mod runner;
mod seed;
mod source;
mod status;
mod targeting;
mod tree;

pub use choice::{Choice, shortlex_less, shortlex_order};
pub use label::Label;
pub use random::Bias;
pub use runner::{
    CheckReport, Falsification, HealthStop, Phase, Settings, TestFunction, Verdict, check,
    check_remembered,
};
pub use seed::property_seed;
pub use source::{ChoiceSource, MAX_SPAN_DEPTH, Record, Span, SpanId, Stop};
pub use status::{FailureKey, Rejection, Status, TestRun};
pub use tree::DataTree;
