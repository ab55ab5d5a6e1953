//! Hypothesis' lexicographic encoding of floats (its `float_to_lex` and `lex_to_float`): an
//! order of the non-negative finite floats in which the simpler one comes first, so that
//! shrinking a float is lowering one number. Integral values come before fractions, small
//! exponents before large ones and large ones before negative ones, and a fraction of few binary
//! digits before one of many (1.5 before 1.25 before 1.1). Drawn as one choice, a float that
//! fails beyond 1e300 shrinks to the float after 1e300 (1e300's exponent, the smallest mantissa
//! above it), not to PHP_FLOAT_MAX, and one that fails beyond 1.1 to 1.5.
//!
//! The encoding here is Hypothesis' with the top bit dropped: every float has its place in the
//! exponent-and-mantissa order, the integral ones included (1.0 is 0), which is all a generator
//! that draws integers separately needs.

const MANTISSA_BITS: u32 = 52;
const MANTISSA_MASK: u64 = (1 << MANTISSA_BITS) - 1;
const BIAS: i64 = 1023;
/// The biased exponent of INF and NAN, which have no place in the order.
const NON_FINITE_EXPONENT: u64 = 0x7FF;

/// The largest place: the most complex finite float.
pub const MAX_LEX: u64 = ((NON_FINITE_EXPONENT - 1) << MANTISSA_BITS) | MANTISSA_MASK;

/// The biased exponents in their order: 0, 1, ..., 1023 (unbiased), then -1, -2, ..., -1023.
fn exponent_of_place(place: u64) -> u64 {
    let place = place as i64;
    let exponent = if place <= BIAS {
        place + BIAS
    } else {
        BIAS - (place - BIAS)
    };
    exponent as u64
}

fn place_of_exponent(exponent: u64) -> u64 {
    let unbiased = exponent as i64 - BIAS;
    (if unbiased >= 0 {
        unbiased
    } else {
        BIAS - unbiased
    }) as u64
}

/// The fractional bits of the mantissa in reverse, so that a fraction with fewer binary digits
/// comes first; integral bits (of exponents from 1 to 51) stay as they are.
fn order_mantissa(exponent: u64, mantissa: u64) -> u64 {
    let unbiased = exponent as i64 - BIAS;
    if unbiased <= 0 {
        reverse_bits(mantissa, MANTISSA_BITS)
    } else if unbiased < i64::from(MANTISSA_BITS) {
        let fractional_bits = MANTISSA_BITS - unbiased as u32;
        let fraction = mantissa & ((1 << fractional_bits) - 1);
        (mantissa ^ fraction) | reverse_bits(fraction, fractional_bits)
    } else {
        mantissa
    }
}

fn reverse_bits(value: u64, bits: u32) -> u64 {
    value.reverse_bits() >> (64 - bits)
}

/// The non-negative finite float at `lex` (at most [`MAX_LEX`]).
pub fn lex_to_float(lex: u64) -> f64 {
    let lex = lex.min(MAX_LEX);
    let exponent = exponent_of_place(lex >> MANTISSA_BITS);
    // order_mantissa is its own inverse for a given exponent.
    let mantissa = order_mantissa(exponent, lex & MANTISSA_MASK);
    f64::from_bits((exponent << MANTISSA_BITS) | mantissa)
}

/// The place of the magnitude of a finite float.
pub fn float_to_lex(value: f64) -> u64 {
    let bits = value.abs().to_bits();
    let exponent = bits >> MANTISSA_BITS;
    (place_of_exponent(exponent) << MANTISSA_BITS) | order_mantissa(exponent, bits & MANTISSA_MASK)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simpler_floats_come_first() {
        let ordered = [
            1.0,
            2.0,
            3.0,
            1e10,
            2f64.powi(997),
            f64::MAX,
            0.5,
            0.75,
            0.1,
            f64::MIN_POSITIVE,
            0.0,
            5e-324,
        ];
        for pair in ordered.windows(2) {
            assert!(
                float_to_lex(pair[0]) < float_to_lex(pair[1]),
                "{:e} before {:e}",
                pair[0],
                pair[1]
            );
        }
        assert!(float_to_lex(1.5) < float_to_lex(1.25));
        assert!(float_to_lex(1.25) < float_to_lex(1.1));
        assert_eq!(float_to_lex(1.0), 0);
        assert_eq!(lex_to_float(MAX_LEX + 1), lex_to_float(MAX_LEX));
    }

    #[test]
    fn the_encoding_round_trips() {
        for value in [
            0.0,
            1.0,
            0.1,
            1.5,
            123.456,
            1e300,
            f64::MAX,
            f64::MIN_POSITIVE,
            5e-324,
            2.2250738585072e-308,
            9007199254740993.0,
        ] {
            assert_eq!(
                lex_to_float(float_to_lex(value)).to_bits(),
                value.to_bits(),
                "{value:e}"
            );
        }
        for lex in [0, 1, 12345, 1 << 52, MAX_LEX, MAX_LEX / 3] {
            assert_eq!(float_to_lex(lex_to_float(lex)), lex);
            assert!(lex_to_float(lex).is_finite());
        }
    }

    #[test]
    fn the_simplest_float_beyond_1e300_is_a_power_of_two() {
        // The first place of an exponent holds its power of two.
        let beyond = (0..=MAX_LEX >> MANTISSA_BITS)
            .map(|place| lex_to_float(place << MANTISSA_BITS))
            .find(|value| *value > 1e300);
        assert_eq!(beyond, Some(2f64.powi(997)));
    }
}
