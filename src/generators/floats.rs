//! Floats. The first choice is the kind of float, simplest first: an integral value, a fraction
//! with a power-of-two denominator, any finite float, or INF or NAN. Shrinking the kind to 0 and
//! the magnitude down makes counterexamples like `2.0` instead of `8.700790202766044`. Any
//! finite float is one choice, its place in Hypothesis' order of simplicity ([`float_lex`]), so
//! that one beyond 1e300 shrinks to the float after 1e300, not to PHP_FLOAT_MAX; the special values (the
//! bounds, -0.0, the smallest subnormal, ...) are drawn often as places of that order too.
//! Values outside a range are folded into it from the value closest to zero, which is therefore
//! the simplest.
//!
//! [`float_lex`]: super::float_lex

use crate::engine::{Bias, ChoiceSource};
use crate::model::{Label, Stop};

use super::float_lex::{MAX_LEX, float_to_lex, lex_to_float};
use super::{Generator, Kinds, Value};

pub struct Floats {
    /// The smallest and largest finite values, exclusions applied; `low > high` when the range
    /// holds infinities only.
    low: f64,
    high: f64,
    /// INF, -INF and NAN when they may be generated.
    non_finite: Vec<f64>,
    allow_subnormals: bool,
    label: Label,
    /// The bias of the kind of float and of the place of any finite float, built once: they
    /// depend on the range only.
    kinds: Bias,
    places: Bias,
}

impl Floats {
    /// All finite floats, with INF and NAN when allowed.
    pub fn new(allow_infinity: bool, allow_nan: bool) -> Floats {
        Floats::bounded(
            -f64::MAX,
            f64::MAX,
            allow_infinity,
            allow_nan,
            false,
            false,
            true,
        )
        .expect("the full range is not empty")
    }

    /// Floats in a range (proposal 5.3, floats()): with `exclude_min`/`exclude_max` without that
    /// bound; without `allow_subnormals`, subnormals become 0.0 or -0.0, or the normal float
    /// closest to zero of a range without zero. The bounds always hold: INF only with a maximum of
    /// INF, or of PHP_FLOAT_MAX (the default, which stands for no bound), that is not excluded,
    /// -INF likewise. A
    /// combination that leaves no value, or an option that cannot have an effect, is an error.
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
        let mut non_finite = Vec::new();
        if allow_infinity {
            // An infinity is generated at a bound that is infinite or PHP_FLOAT_MAX in magnitude
            // (the default, which stands for no bound) and that is not excluded (excluding
            // PHP_FLOAT_MAX keeps the values below it), and only when the other bound does not
            // exclude it: (INF, INF] holds nothing.
            if max >= f64::MAX && !exclude_max && !(exclude_min && min == f64::INFINITY) {
                non_finite.push(f64::INFINITY);
            }
            if min <= -f64::MAX && !exclude_min && !(exclude_max && max == f64::NEG_INFINITY) {
                non_finite.push(f64::NEG_INFINITY);
            }
            if non_finite.is_empty() {
                return Err(format!(
                    "floats() cannot generate INF or -INF between {} and {}: allowInfinity needs a bound of INF, -INF or PHP_FLOAT_MAX in magnitude that is not excluded",
                    text(min),
                    text(max)
                ));
            }
        }
        if low > high && non_finite.is_empty() {
            return Err(format!(
                "floats() has no values between {} and {}",
                text(min),
                text(max)
            ));
        }
        let only_subnormals = low <= high
            && !(low <= 0.0 && 0.0 <= high)
            && -f64::MIN_POSITIVE < low
            && high < f64::MIN_POSITIVE;
        if !allow_subnormals && only_subnormals {
            return Err(format!(
                "floats() has only subnormal values between {} and {}, and allowSubnormals is false",
                text(min),
                text(max)
            ));
        }
        if allow_nan {
            non_finite.push(f64::NAN);
        }
        let label = Label::of(&format!(
            "float {low} {high} non-finite={non_finite:?} subnormals={allow_subnormals}"
        ));
        let mut floats = Floats {
            low,
            high,
            non_finite,
            allow_subnormals,
            label,
            kinds: Bias::Uniform,
            places: Bias::Uniform,
        };
        floats.kinds = floats.kind_bias();
        floats.places = floats.place_bias();
        Ok(floats)
    }

    /// Most finite floats are "any finite float" (kind 2), which is mostly uniform over the
    /// range (see `planned`); integral values and short fractions stay frequent where the range
    /// holds many (folded into a range as narrow as [1.5, 2.5], nearly all would be its
    /// minimum).
    fn kind_bias(&self) -> Bias {
        let finite_weight = if self.finite() { 1 } else { 0 };
        let non_finite_weight = if self.non_finite.is_empty() { 0 } else { 5 };
        let [integral, fraction, any] = if self.holds_few_integers() {
            [5, 5, 85]
        } else {
            [15, 10, 70]
        };
        Bias::ranges(vec![
            (integral * finite_weight, 0, 0),
            (fraction * finite_weight, 1, 1),
            (any * finite_weight, 2, 2),
            (non_finite_weight, 3, 3),
        ])
    }

    /// The places of any finite float that is not planned: any place, or a special value.
    fn place_bias(&self) -> Bias {
        let specials = self.special_places();
        let weight = (15 / specials.len() as u32).max(1);
        let mut places = vec![(20, 0, MAX_LEX)];
        places.extend(specials.into_iter().map(|place| (weight, place, place)));
        Bias::ranges(places)
    }

    fn finite(&self) -> bool {
        self.low <= self.high
    }

    /// The value of the range closest to zero: where folding starts, and the simplest.
    fn closest_to_zero(&self) -> f64 {
        0.0f64.clamp(self.low, self.high)
    }

    /// The places of the magnitudes of the finite special values.
    fn special_places(&self) -> Vec<u64> {
        let mut specials = vec![
            self.low,
            self.high,
            self.low.next_up().min(self.high),
            self.high.next_down().max(self.low),
        ];
        for value in [
            0.0,
            f64::EPSILON,
            f64::MIN_POSITIVE,
            5e-324,
            0.1,
            9_007_199_254_740_993.0,
            f64::MAX,
        ] {
            if self.low <= value.abs() && value.abs() <= self.high
                || self.low <= -value.abs() && -value.abs() <= self.high
            {
                specials.push(value);
            }
        }
        specials.into_iter().map(float_to_lex).collect()
    }

    /// While generating, the value kind 2 draws as its place, for a range of a finite width:
    /// most often uniform over the range, else one of its bounds (proposal 5.4). None for a place
    /// drawn among the special values and all places: always for a range wider than
    /// PHP_FLOAT_MAX, where nearly every uniform float would be beyond 1e307.
    fn planned(&self, source: &mut ChoiceSource) -> Option<f64> {
        if !(self.high - self.low).is_finite() {
            return None;
        }
        let kind = source.random_unit()?;
        let share = source.random_unit()?;
        if kind < 0.8 {
            Some((self.low + share * (self.high - self.low)).clamp(self.low, self.high))
        } else if kind < 0.88 {
            Some(if share < 0.5 { self.low } else { self.high })
        } else {
            None
        }
    }

    /// Whether the range holds fewer than ten integral values.
    fn holds_few_integers(&self) -> bool {
        self.finite() && self.high.floor() - self.low.ceil() < 9.0
    }

    fn holds(&self, value: f64) -> bool {
        self.low <= value && value <= self.high
    }

    /// A value of any size into the range, counted from the value closest to zero.
    fn fold(&self, value: f64) -> f64 {
        if self.holds(value) {
            return value;
        }
        let start = self.closest_to_zero();
        let width = self.high - self.low;
        if !width.is_finite() || width == 0.0 {
            return value.clamp(self.low, self.high);
        }
        let offset = value.abs() % width;
        if start == self.low {
            (self.low + offset).min(self.high)
        } else {
            (self.high - offset).max(self.low)
        }
    }

    fn without_subnormals(&self, value: f64) -> f64 {
        if self.allow_subnormals || value == 0.0 || value.abs() >= f64::MIN_POSITIVE {
            return value;
        }
        let zero = 0.0f64.copysign(value);
        if self.low <= zero && zero <= self.high {
            return zero;
        }
        // A range without zero that holds normal floats (the constructor checked): the normal
        // one closest to zero.
        if self.low > 0.0 {
            self.low.max(f64::MIN_POSITIVE)
        } else {
            self.high.min(-f64::MIN_POSITIVE)
        }
    }
}

/// A bound as PHP writes it in a message.
fn text(value: f64) -> String {
    match value {
        f64::INFINITY => "INF".to_owned(),
        f64::NEG_INFINITY => "-INF".to_owned(),
        f64::MAX => "PHP_FLOAT_MAX".to_owned(),
        value if value == -f64::MAX => "-PHP_FLOAT_MAX".to_owned(),
        _ => format!("{value:?}"),
    }
}

impl Generator for Floats {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let kind = source.draw(3, &self.kinds)?;
        // A replayed kind need not fit this range: one that cannot be generated is the nearest one that can.
        let kind = match kind {
            3 if !self.non_finite.is_empty() => 3,
            _ if !self.finite() => 3,
            3 => 2,
            kind => kind,
        };
        let mut planned = None;
        let magnitude = match kind {
            0 => source.draw(1 << 53, &Bias::Integer)? as f64,
            1 => {
                let numerator = source.draw(1 << 53, &Bias::Integer)? as f64;
                let exponent = 1 + source.draw(1073, &Bias::Integer)? as i32;
                // Two steps: 2^-1074 is below what one powi can represent.
                numerator
                    * 2f64.powi(-exponent.min(1023))
                    * 2f64.powi(-(exponent - exponent.min(1023)))
            }
            2 => {
                planned = self.planned(source);
                let place = match planned {
                    Some(value) => source.draw(MAX_LEX, &Bias::Exactly(float_to_lex(value)))?,
                    None => source.draw(MAX_LEX, &self.places)?,
                };
                lex_to_float(place)
            }
            _ => {
                let index = source.draw(self.non_finite.len() as u64 - 1, &Bias::Uniform)? as usize;
                return Ok(Value::Float(
                    self.non_finite[index.min(self.non_finite.len() - 1)],
                ));
            }
        };
        let negative = match planned {
            Some(value) => source.draw(1, &Bias::Exactly(u64::from(value < 0.0)))? == 1,
            None => source.draw_bool(0.5)?,
        };
        // A float of the range's order keeps its place: of its two signs, the one the range
        // holds, so that a bound is a bound (kinds 0 and 1 are folded into the range instead).
        let negative = match (kind == 2, self.holds(magnitude), self.holds(-magnitude)) {
            (true, true, false) => false,
            (true, false, true) => true,
            _ => negative,
        };
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
            let Value::Float(value) = draw(&floats, &mut ChoiceSource::random(seed)).unwrap()
            else {
                panic!()
            };
            assert!(value > 1.5 && value <= 2.5, "{value}");
        }
        let Value::Float(simplest) = draw(&floats, &mut ChoiceSource::replay(vec![])).unwrap()
        else {
            panic!()
        };
        assert_eq!(simplest, 1.5f64.next_up());
    }

    #[test]
    fn without_subnormals_there_are_none() {
        let floats = Floats::bounded(-1.0, 1.0, false, false, false, false, false).unwrap();
        for seed in 0..2000 {
            let Value::Float(value) = draw(&floats, &mut ChoiceSource::random(seed)).unwrap()
            else {
                panic!()
            };
            assert!(
                value == 0.0 || value.abs() >= f64::MIN_POSITIVE,
                "{value:e}"
            );
        }
    }

    #[test]
    fn an_empty_range_is_an_error() {
        assert!(Floats::bounded(1.0, 1.0, false, false, true, false, true).is_err());
    }

    fn values(floats: &Floats) -> impl Iterator<Item = f64> + '_ {
        (0..3000).map(
            |seed| match draw(floats, &mut ChoiceSource::random(seed)).unwrap() {
                Value::Float(value) => value,
                other => panic!("{other:?}"),
            },
        )
    }

    #[test]
    fn a_range_of_subnormals_only_is_an_error_without_subnormals() {
        assert_eq!(
            Floats::bounded(1e-320, 2e-320, false, false, false, false, false)
                .err()
                .as_deref(),
            Some(
                "floats() has only subnormal values between 1e-320 and 2e-320, and allowSubnormals is false"
            )
        );
        assert!(Floats::bounded(-2e-320, -1e-320, false, false, false, false, false).is_err());
        assert!(Floats::bounded(1e-320, 2e-320, false, false, false, false, true).is_ok());
        let reaching_normals =
            Floats::bounded(1e-320, 1.0, false, false, false, false, false).unwrap();
        assert!(values(&reaching_normals).all(|value| (f64::MIN_POSITIVE..=1.0).contains(&value)));
        assert_eq!(
            draw(&reaching_normals, &mut ChoiceSource::replay(vec![])).unwrap(),
            Value::Float(f64::MIN_POSITIVE)
        );
    }

    #[test]
    fn the_bounds_are_generated_often() {
        let floats = Floats::bounded(1.5, 2.5, false, false, false, false, true).unwrap();
        let count = |bound: f64| values(&floats).filter(|value| *value == bound).count();
        assert!(
            count(1.5) > 30 && count(2.5) > 30,
            "{} {}",
            count(1.5),
            count(2.5)
        );
        let negative = Floats::bounded(-7.25, -1.0, false, false, false, false, true).unwrap();
        assert!(values(&negative).filter(|value| *value == -7.25).count() > 30);
    }

    #[test]
    fn infinities_respect_the_bounds() {
        let positive =
            Floats::bounded(0.0, f64::INFINITY, true, false, false, false, true).unwrap();
        assert!(values(&positive).all(|value| value >= 0.0));
        assert!(values(&positive).any(|value| value == f64::INFINITY));
        let negative =
            Floats::bounded(f64::NEG_INFINITY, -1.0, true, false, false, false, true).unwrap();
        assert!(values(&negative).all(|value| value <= -1.0));
        assert!(values(&negative).any(|value| value == f64::NEG_INFINITY));
        let only_infinity = Floats::bounded(
            f64::INFINITY,
            f64::INFINITY,
            true,
            false,
            false,
            false,
            true,
        )
        .unwrap();
        assert!(values(&only_infinity).all(|value| value == f64::INFINITY));
        assert_eq!(
            Floats::bounded(0.0, 1.0, true, false, false, false, true)
                .err()
                .as_deref(),
            Some(
                "floats() cannot generate INF or -INF between 0.0 and 1.0: allowInfinity needs a bound of INF, -INF or PHP_FLOAT_MAX in magnitude that is not excluded"
            )
        );
        assert!(Floats::bounded(0.0, f64::INFINITY, true, false, false, true, true).is_err());
    }

    #[test]
    fn an_excluded_bound_excludes_the_infinity_beyond_it() {
        let bounded = |min, max, exclude_min, exclude_max| {
            Floats::bounded(min, max, true, false, exclude_min, exclude_max, true)
        };
        // (INF, INF] and [-INF, -INF) hold nothing.
        assert!(bounded(f64::INFINITY, f64::INFINITY, true, false).is_err());
        assert!(bounded(f64::NEG_INFINITY, f64::NEG_INFINITY, false, true).is_err());
        // A bound of PHP_FLOAT_MAX in magnitude stands for no bound, and admits the infinity
        // beyond it, unless it is excluded: then the values are below it, and INF is not.
        let below_max = bounded(-f64::MAX, f64::MAX, false, true).unwrap();
        assert!(values(&below_max).all(|value| value < f64::MAX));
        assert!(values(&below_max).any(|value| value == f64::NEG_INFINITY));
        let above_min = bounded(-f64::MAX, f64::MAX, true, false).unwrap();
        assert!(values(&above_min).all(|value| value > -f64::MAX));
        assert!(values(&above_min).any(|value| value == f64::INFINITY));
        assert!(bounded(-1.0, f64::MAX, true, true).is_err());
        assert!(bounded(f64::MAX, f64::MAX, false, true).is_err());
        let included = bounded(-f64::MAX, f64::MAX, false, false).unwrap();
        assert!(values(&included).any(|value| value == f64::INFINITY));
        assert!(values(&included).any(|value| value == f64::NEG_INFINITY));
    }
}
