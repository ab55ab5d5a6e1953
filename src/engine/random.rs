use rand_core::RngCore;

/// How a choice is drawn while generating at random. A bias only decides which values are
/// generated; replaying and shrinking ignore it (proposal 5.4).
#[derive(Clone, Debug)]
pub enum Bias {
    /// Every value in `[0, max]` equally often.
    Uniform,
    /// Integers: 0 (the value closest to zero), `max` (the boundary), small values and values of
    /// every magnitude with significant probability.
    Integer,
    /// A yes/no choice (`max` = 1) that is 1 with this probability.
    Probability(f64),
    /// Weighted sub-ranges `(weight, first, last)` of `[0, max]`, e.g. kinds of characters.
    Ranges(Vec<(u32, u64, u64)>),
}

impl Bias {
    pub(crate) fn draw(&self, rng: &mut impl RngCore, max: u64) -> u64 {
        match self {
            Bias::Uniform => below_or_equal(rng, max),
            Bias::Integer => integer(rng, max),
            Bias::Probability(p) => u64::from(max >= 1 && unit(rng) < *p),
            Bias::Ranges(ranges) => {
                let total: u64 = ranges.iter().map(|(weight, _, _)| u64::from(*weight)).sum();
                let mut pick = below_or_equal(rng, total.saturating_sub(1));
                for (weight, first, last) in ranges {
                    if pick < u64::from(*weight) {
                        let first = (*first).min(max);
                        let last = (*last).min(max);
                        return first + below_or_equal(rng, last.saturating_sub(first));
                    }
                    pick -= u64::from(*weight);
                }
                below_or_equal(rng, max)
            }
        }
    }
}

fn integer(rng: &mut impl RngCore, max: u64) -> u64 {
    match rng.next_u32() % 100 {
        0..10 => 0,
        10..15 => max,
        15..18 => max.saturating_sub(1),
        18..45 => below_or_equal(rng, max.min(16)),
        45..60 => below_or_equal(rng, max.min(255)),
        _ => {
            // Every magnitude equally often: a uniform draw over a range as wide as PHP_INT_MAX
            // would almost never produce a value below a million.
            let bits = 64 - max.leading_zeros();
            let width = below_or_equal(rng, u64::from(bits)) as u32;
            let top = if width >= 64 {
                u64::MAX
            } else {
                (1u64 << width) - 1
            };
            below_or_equal(rng, max.min(top))
        }
    }
}

/// A uniform draw from `[0, max]` without modulo bias (Lemire's method would do as well; this
/// rejection loop is simpler and the expected number of rounds is below 2).
pub(crate) fn below_or_equal(rng: &mut impl RngCore, max: u64) -> u64 {
    if max == u64::MAX {
        return rng.next_u64();
    }
    let range = max + 1;
    let zone = u64::MAX - (u64::MAX % range) - 1;
    loop {
        let value = rng.next_u64();
        if value <= zone {
            return value % range;
        }
    }
}

fn unit(rng: &mut impl RngCore) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}
