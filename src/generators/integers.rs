use crate::engine::{Bias, ChoiceSource};
use crate::model::{Label, Stop};

use super::{Generator, Kinds, Value};

/// Integers in `[min, max]` (proposal 6.1). The choice 0 is the value closest to zero. An integer
/// is two choices: the half (0 non-negative, 1 negative; always 0 in a range that does not span
/// zero) and the value within it, the negative choice c standing for the value !c, so that
/// neither half can overflow.
pub struct Integers {
    min: i64,
    max: i64,
    label: Label,
}

impl Integers {
    /// `min` must not be greater than `max`.
    pub fn new(min: i64, max: i64) -> Integers {
        assert!(min <= max, "empty integer range");
        Integers {
            min,
            max,
            label: Label::of(&format!("int<{min}, {max}>")),
        }
    }

    /// integers() of the API: an empty range is an error that gives both bounds.
    pub fn bounded(min: i64, max: i64) -> Result<Integers, String> {
        if min > max {
            return Err(format!(
                "The minimum must not be greater than the maximum, {min} and {max} given"
            ));
        }
        Ok(Integers::new(min, max))
    }
}

/// The bias of the choice of the half of a range that spans zero.
fn planned_half(planned: Option<i64>) -> Bias {
    match planned {
        Some(value) => Bias::Exactly(u64::from(value < 0)),
        None => Bias::Probability(0.5),
    }
}

impl Generator for Integers {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let (min, max) = (self.min, self.max);
        // An earlier integer of the example, or its neighbour, is drawn as the choices that give
        // it: what a choice means does not change, only which one is drawn.
        let plan = source
            .reused_integer()
            .filter(|value| (min..=max).contains(value));
        let bias = |choice: u64| plan.map_or(Bias::Integer, |_| Bias::Exactly(choice));
        let planned = plan.unwrap_or(0);
        // The half comes first also in a range that does not span zero, where it is always 0,
        // so that an integer takes two choices whatever its bounds: a bound drawn earlier in the
        // example (each head of a heap at least its parent's, through flatMap()) that shrinking
        // moves across zero leaves the choices of the values after it in their places.
        let negative = if min < 0 && max >= 0 {
            source.draw(1, &planned_half(plan))? == 1
        } else {
            source.draw(0, &Bias::Exactly(0))?;
            false
        };
        let value = if min >= 0 {
            min + source.draw((max - min) as u64, &bias(planned.abs_diff(min)))? as i64
        } else if max < 0 {
            max - source.draw(max.abs_diff(min), &bias(max.abs_diff(planned)))? as i64
        } else if !negative {
            source.draw(max as u64, &bias(planned as u64))? as i64
        } else {
            !(source.draw(!min as u64, &bias(!planned as u64))? as i64)
        };
        source.integer_drawn(value);
        Ok(Value::Int(value))
    }

    fn kinds(&self) -> Kinds {
        Kinds::INT
    }

    fn distinct_values(&self) -> Option<u128> {
        Some((i128::from(self.max) - i128::from(self.min)) as u128 + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generators::draw;

    fn replay(generator: &Integers, choices: &[u64]) -> Value {
        draw(generator, &mut ChoiceSource::replay(choices.to_vec())).unwrap()
    }

    #[test]
    fn zero_is_the_value_closest_to_zero() {
        assert_eq!(replay(&Integers::new(5, 10), &[0, 0]), Value::Int(5));
        assert_eq!(replay(&Integers::new(-10, -5), &[0, 0]), Value::Int(-5));
        assert_eq!(replay(&Integers::new(-10, 10), &[0, 0]), Value::Int(0));
    }

    #[test]
    fn the_negative_half_stands_for_the_complement() {
        assert_eq!(
            replay(&Integers::new(i64::MIN, i64::MAX), &[1, 0]),
            Value::Int(-1)
        );
        assert_eq!(
            replay(&Integers::new(i64::MIN, i64::MAX), &[1, u64::MAX]),
            Value::Int(i64::MIN)
        );
        assert_eq!(
            replay(&Integers::new(i64::MIN, i64::MAX), &[0, u64::MAX]),
            Value::Int(i64::MAX)
        );
        assert_eq!(
            replay(&Integers::new(i64::MIN, -1), &[0, u64::MAX]),
            Value::Int(i64::MIN)
        );
    }

    #[test]
    fn an_integer_takes_two_choices_whatever_its_bounds() {
        // The half, always 0 where the range does not span zero, then the value within it: a
        // bound that moves across zero leaves the choices after the integer in their places.
        let (spanning, above_zero) = (Integers::new(-5, 5), Integers::new(0, 5));
        for integers in [&spanning, &above_zero] {
            let mut source = ChoiceSource::replay(vec![0, 3, 0, 4]);
            assert_eq!(draw(integers, &mut source), Ok(Value::Int(3)));
            assert_eq!(draw(integers, &mut source), Ok(Value::Int(4)));
            assert_eq!(source.finish().choices.len(), 4);
        }
        // -1 in a range that no longer spans zero is its simplest value.
        assert_eq!(replay(&spanning, &[1, 0]), Value::Int(-1));
        assert_eq!(replay(&above_zero, &[1, 0]), Value::Int(0));
    }
}
