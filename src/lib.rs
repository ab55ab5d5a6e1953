//! phpunit-pbt: property-based testing for PHPUnit.
//!
//! The crate has two halves. Everything but [`bindings`] is plain Rust with no PHP type in it,
//! so it is tested with `cargo test --no-default-features`:
//!
//! * [`engine`]: the choice source that records (and replays) the choices an example is
//!   generated from, and the runner that checks a property: generation, health, shrinking.
//! * [`shrinker`]: shrinking on choice sequences, one module per pass.
//! * [`generators`]: what turns choices into values, and the values' export as PHP code.
//! * [`types`]: the PHPDoc type parser; [`derive`]: generators derived from parsed types.
//!
//! [`bindings`] (feature `extension`) maps that onto the PHP classes of the module `pbt`.

pub mod derive;
pub mod engine;
pub mod generators;
pub mod shrinker;
pub mod types;

#[cfg(feature = "extension")]
pub mod bindings;
