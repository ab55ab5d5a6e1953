//! Cargo wants a library or binary in every package; this one holds the engine's integration
//! tests (the other files here) and the benchmarks in ../benches/, and shares with both the
//! distribution figures that a test asserts and a benchmark prints.

pub mod distribution_figures;
