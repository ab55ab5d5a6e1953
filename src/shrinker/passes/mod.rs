//! The shrink passes, one module each, in the order of the first round.

mod binary_search;
mod delete_spans;
mod zero_choices;

use super::Pass;

pub const ALL: &[Pass] = &[delete_spans::PASS, zero_choices::PASS, binary_search::PASS];
