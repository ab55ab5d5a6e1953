//! phpunit-pbt: property-based testing for PHPUnit.
//!
//! The crate is layered; a module uses only the modules above it in this list (tests-rust/layers.rs
//! checks it):
//!
//! * [`model`]: the data model every layer shares: choices, spans, records, how an example ended.
//! * [`engine`]: the choice source that records (and replays) the choices an example is generated
//!   from, the tree of examples generated so far, the targeted search, seeds.
//! * [`shrinker`]: shrinking on choice sequences, one module per pass.
//! * [`runner`]: checking a property: generation, health checks, replay, shrinking.
//! * [`generators`]: what turns choices into values, and the values' export as PHP code.
//! * [`types`]: the PHPDoc type parser; [`derive`]: generators derived from parsed types.
//! * [`bindings`] (feature `extension`): maps all of it onto the PHP classes of the module `pbt`.
//!
//! Everything but [`bindings`] is plain Rust with no PHP type in it, so it is tested with
//! `cargo test --no-default-features`.

pub mod derive;
pub mod engine;
pub mod generators;
pub mod model;
pub mod runner;
pub mod shrinker;
pub mod types;

#[cfg(feature = "extension")]
pub mod bindings;
