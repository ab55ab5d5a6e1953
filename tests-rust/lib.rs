//! Empty: Cargo wants a library or binary in every package, and this one holds only the engine's
//! integration tests (the other files here) and the benchmarks in ../benches/.
