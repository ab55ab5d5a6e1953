use crate::engine::{Bias, ChoiceSource};
use crate::model::{Label, Stop};

use super::{Generator, Key, Kinds, SharedGenerator, Value, draw};

/// A value of one of several generators; the choice is the index, so earlier alternatives are
/// simpler (a union type `int|null` shrinks towards int).
pub struct OneOf {
    alternatives: Vec<SharedGenerator>,
    bias: Bias,
    label: Label,
}

impl OneOf {
    pub fn new(alternatives: Vec<SharedGenerator>) -> OneOf {
        assert!(!alternatives.is_empty(), "oneOf needs alternatives");
        let label = alternatives
            .iter()
            .fold(Label::of("oneOf"), |label, alternative| {
                label.with(alternative.label())
            });
        OneOf {
            alternatives,
            bias: Bias::Uniform,
            label,
        }
    }

    /// Each alternative chosen with a probability proportional to its weight while generating
    /// (frequency()); shrinking still prefers the first.
    pub fn weighted(weighted: Vec<(u32, SharedGenerator)>) -> OneOf {
        let ranges = weighted
            .iter()
            .enumerate()
            .map(|(index, (weight, _))| (*weight, index as u64, index as u64))
            .collect();
        let alternatives = weighted
            .into_iter()
            .map(|(_, alternative)| alternative)
            .collect();
        OneOf {
            bias: Bias::ranges(ranges),
            ..OneOf::new(alternatives)
        }
    }
}

impl Generator for OneOf {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let index = source.draw(self.alternatives.len() as u64 - 1, &self.bias)?;
        draw(self.alternatives[index as usize].as_ref(), source)
    }

    fn kinds(&self) -> Kinds {
        self.alternatives
            .iter()
            .fold(Kinds::NONE, |kinds, alternative| {
                kinds | alternative.kinds()
            })
    }

    fn distinct_values(&self) -> Option<u128> {
        self.alternatives
            .iter()
            .try_fold(0u128, |count, alternative| {
                Some(count.saturating_add(alternative.distinct_values()?))
            })
    }

    fn finite_keys(&self) -> Option<Vec<Key>> {
        self.alternatives
            .iter()
            .try_fold(Vec::new(), |mut keys, alternative| {
                keys.extend(alternative.finite_keys()?);
                Some(keys)
            })
    }
}
