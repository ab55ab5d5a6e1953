//! Floats. The first choice is the kind of float, simplest first: an integral value, a fraction
//! with a power-of-two denominator, any finite bit pattern, or a special value. Shrinking the
//! kind to 0 and the magnitude down makes counterexamples like `2.0` instead of
//! `8.700790202766044`.

use crate::engine::{Bias, ChoiceSource, Label, Stop};

use super::{Generator, Value};

/// Values PHP code trips over, drawn as the kind "special".
const SPECIAL: &[f64] = &[
    -0.0,
    f64::EPSILON,
    f64::MIN_POSITIVE,
    5e-324, // the smallest subnormal
    f64::MAX,
    9_007_199_254_740_993.0, // 2^53 + 1: not representable, rounds
    0.1,
    f64::INFINITY,
    f64::NEG_INFINITY,
    f64::NAN,
];

pub struct Floats {
    allow_infinity: bool,
    allow_nan: bool,
    label: Label,
}

impl Floats {
    pub fn new(allow_infinity: bool, allow_nan: bool) -> Floats {
        let label = Label::of(&format!("float inf={allow_infinity} nan={allow_nan}"));
        Floats { allow_infinity, allow_nan, label }
    }

    fn specials(&self) -> Vec<f64> {
        SPECIAL
            .iter()
            .copied()
            .filter(|value| (self.allow_infinity || !value.is_infinite()) && (self.allow_nan || !value.is_nan()))
            .collect()
    }
}

impl Generator for Floats {
    fn label(&self) -> Label {
        self.label
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let kind = source.draw(3, &Bias::Ranges(vec![(35, 0, 0), (25, 1, 1), (25, 2, 2), (15, 3, 3)]))?;
        let magnitude = match kind {
            0 => source.draw(1 << 53, &Bias::Integer)? as f64,
            1 => {
                let numerator = source.draw(1 << 53, &Bias::Integer)? as f64;
                let exponent = 1 + source.draw(1073, &Bias::Integer)? as i32;
                numerator * 2f64.powi(-exponent.min(1023)) * 2f64.powi(-(exponent - exponent.min(1023)))
            }
            2 => f64::from_bits(source.draw(f64::MAX.to_bits(), &Bias::Uniform)?),
            _ => {
                let specials = self.specials();
                return Ok(Value::Float(specials[source.draw(specials.len() as u64 - 1, &Bias::Uniform)? as usize]));
            }
        };
        let negative = source.draw_bool(0.5)?;
        Ok(Value::Float(if negative { -magnitude } else { magnitude }))
    }
}
