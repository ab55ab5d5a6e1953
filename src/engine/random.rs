use std::borrow::Cow;

use rand_core::RngCore;

/// How a choice is drawn while generating at random. A bias only decides which values are
/// generated; replaying and shrinking ignore it (proposal 5.4).
#[derive(Clone, Debug)]
pub enum Bias {
    /// Every value in `[0, max]` equally often.
    Uniform,
    /// Integers: mostly uniform over `[0, max]`, beside 0 (the value closest to zero), `max`
    /// (the boundary), small values, powers of two and values of every magnitude with
    /// significant probability (see [`integer`]).
    Integer,
    /// A yes/no choice (`max` = 1) that is 1 with this probability.
    Probability(f64),
    /// Weighted sub-ranges `(weight, first, last)` of `[0, max]`, e.g. kinds of characters: a
    /// static table when they are constant ([`Bias::table`]), so that a draw allocates nothing,
    /// else built once per generator ([`Bias::ranges`]).
    Ranges(Cow<'static, [(u32, u64, u64)]>),
    /// This value (clamped to `max`): a generator that planned its value with
    /// [`super::ChoiceSource::plan`], an earlier value reused or a length chosen in advance.
    Exactly(u64),
}

impl Bias {
    /// Weighted sub-ranges from a constant table.
    pub const fn table(ranges: &'static [(u32, u64, u64)]) -> Bias {
        Bias::Ranges(Cow::Borrowed(ranges))
    }

    /// Weighted sub-ranges known only at run time: a generator's configuration, weights given.
    pub fn ranges(ranges: Vec<(u32, u64, u64)>) -> Bias {
        Bias::Ranges(Cow::Owned(ranges))
    }

    pub(crate) fn draw(&self, rng: &mut impl RngCore, max: u64) -> u64 {
        match self {
            Bias::Uniform => below_or_equal(rng, max),
            Bias::Integer => integer(rng, max),
            Bias::Probability(p) => u64::from(max >= 1 && unit(rng) < *p),
            Bias::Ranges(ranges) => {
                let total: u64 = ranges.iter().map(|(weight, _, _)| u64::from(*weight)).sum();
                let mut pick = below_or_equal(rng, total.saturating_sub(1));
                for (weight, first, last) in ranges.iter() {
                    if pick < u64::from(*weight) {
                        let first = (*first).min(max);
                        let last = (*last).min(max);
                        return first + below_or_equal(rng, last.saturating_sub(first));
                    }
                    pick -= u64::from(*weight);
                }
                below_or_equal(rng, max)
            }
            Bias::Exactly(value) => (*value).min(max),
        }
    }

    /// The bias of another draw when the value drawn first would repeat an example: a planned
    /// value cannot be planned again, so an integer takes its place.
    pub(crate) fn redrawn(&self) -> &Bias {
        match self {
            Bias::Exactly(_) => &Bias::Integer,
            bias => bias,
        }
    }
}

/// The shares, in percent, of the kinds of integer choices. More than half are uniform over the
/// whole range, so that every tenth of a range gets at least 5% of the values and a bug in the
/// upper half of a range is found as early as one in the lower half; the rest are the values
/// where bugs cluster (proposal 5.4): 0, the bounds, small values, powers of two and their
/// neighbours, and every magnitude equally often, without which a range as wide as PHP_INT_MAX
/// would almost never give a value below a million.
const ZERO: u32 = 5;
const MAXIMUM: u32 = 5;
const BELOW_MAXIMUM: u32 = 2;
const SMALL: u32 = 15;
const POWERS_OF_TWO: u32 = 8;
const MAGNITUDES: u32 = 10;

fn integer(rng: &mut impl RngCore, max: u64) -> u64 {
    let mut pick = rng.next_u32() % 100;
    let mut next = |share: u32| {
        let within = pick < share;
        pick = pick.wrapping_sub(share);
        within
    };
    if next(ZERO) {
        0
    } else if next(MAXIMUM) {
        max
    } else if next(BELOW_MAXIMUM) {
        max.saturating_sub(1)
    } else if next(SMALL) {
        below_or_equal(rng, max.min(16))
    } else if next(POWERS_OF_TWO) {
        power_of_two_or_neighbour(rng, max)
    } else if next(MAGNITUDES) {
        let bits = 64 - max.leading_zeros();
        let width = below_or_equal(rng, u64::from(bits)) as u32;
        let top = if width >= 64 {
            u64::MAX
        } else {
            (1u64 << width) - 1
        };
        below_or_equal(rng, max.min(top))
    } else {
        below_or_equal(rng, max)
    }
}

/// 2^k - 2, 2^k - 1, 2^k or 2^k + 1 for a k that fits `max`: around a power of two is where
/// arithmetic overflows and wraps. In the non-negative half of a range these are the values
/// 2^k - 2 ... 2^k + 1, in the negative half (where the choice c is the value !c) -2^k + 1 ...
/// -2^k - 2, so both halves get 2^k ± 1.
fn power_of_two_or_neighbour(rng: &mut impl RngCore, max: u64) -> u64 {
    let bits = 64 - max.leading_zeros();
    if bits < 2 {
        return below_or_equal(rng, max);
    }
    let exponent = 1 + below_or_equal(rng, u64::from(bits - 1)) as u32;
    let power = 1u128 << exponent;
    let value = power + u128::from(rng.next_u32() % 4) - 2;
    u64::try_from(value).unwrap_or(u64::MAX).min(max)
}

/// How often an integer reuses a value drawn earlier in the same example, in percent: bugs live
/// where two values are equal or next to each other (`$a == $b`, `$a - $b == 1`), which
/// independent draws from a wide range almost never give.
const REUSE: u32 = 30;

/// While generating: an integer drawn earlier in the example (one of `earlier`), equal (half of
/// the time), one more or one less, or its negation; None for a fresh draw.
pub(crate) fn reused_integer(rng: &mut impl RngCore, earlier: &[i64]) -> Option<i64> {
    if earlier.is_empty() || rng.next_u32() % 100 >= REUSE {
        return None;
    }
    let value = earlier[below_or_equal(rng, earlier.len() as u64 - 1) as usize];
    match rng.next_u32() % 10 {
        0..5 => Some(value),
        5..7 => value.checked_add(1),
        7..9 => value.checked_sub(1),
        _ => value.checked_neg(),
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

/// A uniform float in `[0, 1)`.
pub(crate) fn unit(rng: &mut impl RngCore) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}
