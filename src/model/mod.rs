//! The data model that every layer shares: the choices an example is generated from, the spans
//! that structure them, and how a run of an example ended. It depends on nothing else in the
//! crate; the engine records it, the shrinker transforms it, the runner decides with it.

mod choice;
mod label;
mod record;
mod status;

pub use choice::{Choice, shortlex_less, shortlex_order};
pub use label::Label;
pub(crate) use label::fnv1a_str;
pub use record::{Record, Span, SpanId, Stop};
pub use status::{Ending, FailureKey, Rejection, Status, TestRun};
