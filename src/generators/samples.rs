//! Sample values of a generator, to look at before trusting it (Eris' `sample()`, Hypothesis'
//! `.example()`, fast-check's `fc.sample`), outside any property.

use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256StarStar;

use super::{Generator, Value, draw};
use crate::engine::ChoiceSource;
use crate::model::Stop;

/// How many values may be rejected per value asked for before sampling gives up.
const ATTEMPTS_PER_VALUE: usize = 10;

/// `count` values of `generator`, each from a fresh random choice source as the examples of a
/// property are generated, all derived from `seed`: the same seed gives the same values. A value
/// that is rejected (a filter that failed too often, a value too large) is drawn again, so fewer
/// than `count` values come back only when most are rejected. The error is that of the host,
/// when code it runs for the generator fails.
pub fn samples(generator: &dyn Generator, count: usize, seed: u64) -> Result<Vec<Value>, Stop> {
    let mut random = Xoshiro256StarStar::seed_from_u64(seed);
    // Not `count` itself: a huge count must not allocate before values are made.
    let mut values = Vec::with_capacity(count.min(1024));
    for _ in 0..count.saturating_mul(ATTEMPTS_PER_VALUE) {
        if values.len() == count {
            break;
        }
        match draw(generator, &mut ChoiceSource::random(random.next_u64())) {
            Ok(value) => values.push(value),
            Err(Stop::Rejected(_)) => continue,
            Err(Stop::HostFailed) => return Err(Stop::HostFailed),
        }
    }
    Ok(values)
}
