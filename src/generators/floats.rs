//! Floats. The first choice is the kind of float, simplest first: an integral value, a fraction
//! with a power-of-two denominator, any finite bit pattern, or a special value (a bound, -0.0,
//! the smallest subnormal, INF, NAN, ...). Shrinking the kind to 0 and the magnitude down makes
//! counterexamples like `2.0` instead of `8.700790202766044`. Values outside a range are folded
//! into it from the value closest to zero, which is therefore the simplest.

use crate::engine::{Bias, ChoiceSource, Label, Stop};

use super::{Generator, Kinds, Value};

pub struct Floats {
    /// The smallest and largest finite values, exclusions applied.
    low: f64,
    high: f64,
    allow_infinity: bool,
    allow_nan: bool,
    allow_subnormals: bool,
    label: Label,
}

impl Floats {
    /// All finite floats, with INF and NAN when allowed.
    pub fn new(allow_infinity: bool, allow_nan: bool) -> Floats {
        Floats::bounded(-f64::MAX, f64::MAX, allow_infinity, allow_nan, false, false, true).expect("the full range is not empty")
    }

    /// Floats in a range (proposal 5.3, floats()): with `exclude_min`/`exclude_max` without that
    /// bound; without `allow_subnormals`, subnormals become 0.0 or -0.0.
    pub fn bounded(
        min: f64,
        max: f64,
        allow_infinity: bool,
        allow_nan: bool,
        exclude_min: bool,
        exclude_max: bool,
        allow_subnormals: bool,
    ) -> Result<Floats, String> {
        if min.is_nan() || max.is_nan() {
            return Err("the bounds of floats() must not be NAN".to_owned());
        }
        let low = if exclude_min { min.next_up() } else { min }.max(-f64::MAX);
        let high = if exclude_max { max.next_down() } else { max }.min(f64::MAX);
        if low > high {
            return Err(format!("floats() has no values between {min} and {max}"));
        }
        let label = Label::of(&format!("float {low} {high} inf={allow_infinity} nan={allow_nan} subnormals={allow_subnormals}"));
        Ok(Floats { low, high, allow_infinity, allow_nan, allow_subnormals, label })
    }

    /// The value of the range closest to zero: where folding starts, and the simplest.
    fn closest_to_zero(&self) -> f64 {
        0.0f64.clamp(self.low, self.high)
    }

    fn specials(&self) -> Vec<f64> {
        let mut specials = vec![self.low, self.high, self.low.next_up().min(self.high), self.high.next_down().max(self.low)];
        for value in [-0.0, f64::EPSILON, f64::MIN_POSITIVE, 5e-324, 0.1, 9_007_199_254_740_993.0] {
            if self.low <= value && value <= self.high {
                specials.push(value);
            }
        }
        if self.allow_infinity {
            specials.extend([f64::INFINITY, f64::NEG_INFINITY]);
        }
        if self.allow_nan {
            specials.push(f64::NAN);
        }
        specials
    }

    /// A value of any size into the range, counted from the value closest to zero.
    fn fold(&self, value: f64) -> f64 {
        if self.low <= value && value <= self.high {
            return value;
        }
        let start = self.closest_to_zero();
        let width = self.high - self.low;
        if !width.is_finite() || width == 0.0 {
            return value.clamp(self.low, self.high);
        }
        let offset = value.abs() % width;
        if start == self.low { (self.low + offset).min(self.high) } else { (self.high - offset).max(self.low) }
    }

    fn without_subnormals(&self, value: f64) -> f64 {
        if self.allow_subnormals || value == 0.0 || value.is_nan() || value.abs() >= f64::MIN_POSITIVE {
            return value;
        }
        let zero = 0.0f64.copysign(value);
        if self.low <= zero && zero <= self.high { zero } else { self.closest_to_zero() }
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
                // Two steps: 2^-1074 is below what one powi can represent.
                numerator * 2f64.powi(-exponent.min(1023)) * 2f64.powi(-(exponent - exponent.min(1023)))
            }
            2 => f64::from_bits(source.draw(f64::MAX.to_bits(), &Bias::Uniform)?),
            _ => {
                let specials = self.specials();
                let special = specials[source.draw(specials.len() as u64 - 1, &Bias::Uniform)? as usize];
                return Ok(Value::Float(if special.is_finite() { self.without_subnormals(special) } else { special }));
            }
        };
        let negative = source.draw_bool(0.5)?;
        let value = self.fold(if negative { -magnitude } else { magnitude });
        Ok(Value::Float(self.without_subnormals(value)))
    }

    fn kinds(&self) -> Kinds {
        Kinds::FLOAT
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generators::draw;

    #[test]
    fn values_stay_in_the_range_and_the_simplest_is_closest_to_zero() {
        let floats = Floats::bounded(1.5, 2.5, false, false, true, false, true).unwrap();
        for seed in 0..2000 {
            let Value::Float(value) = draw(&floats, &mut ChoiceSource::random(seed)).unwrap() else { panic!() };
            assert!(value > 1.5 && value <= 2.5, "{value}");
        }
        let Value::Float(simplest) = draw(&floats, &mut ChoiceSource::replay(vec![])).unwrap() else { panic!() };
        assert_eq!(simplest, 1.5f64.next_up());
    }

    #[test]
    fn without_subnormals_there_are_none() {
        let floats = Floats::bounded(-1.0, 1.0, false, false, false, false, false).unwrap();
        for seed in 0..2000 {
            let Value::Float(value) = draw(&floats, &mut ChoiceSource::random(seed)).unwrap() else { panic!() };
            assert!(value == 0.0 || value.abs() >= f64::MIN_POSITIVE, "{value:e}");
        }
    }

    #[test]
    fn an_empty_range_is_an_error() {
        assert!(Floats::bounded(1.0, 1.0, false, false, true, false, true).is_err());
    }
}
