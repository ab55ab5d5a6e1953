//! Shifting the negative integers of a kind up together, all values of that kind by the same
//! amount, so that their order and differences stay as they are: a heap whose heads must not
//! decrease downwards, found with the heads -1, -1, -1 and 0, becomes 0, 0, 0 and 1. Making
//! one negative value positive (see [`super::mirror_negative`]) or lowering one alone would
//! break the order. The amounts tried make the most negative value 0, and then the negative
//! value nearest to zero.

use std::collections::BTreeMap;

use crate::model::{Label, Record};
use crate::shrinker::spans::signed_integer;
use crate::shrinker::{Pass, PerRecord, Shrinker, with_values};

pub const PASS: Pass = Pass::new("shift the negative integers of a kind up together", run);

fn run(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    let mut index = 0;
    let mut kinds = PerRecord::default();
    while !shrinker.is_done() {
        let Some(integers) = kinds.get(shrinker, signed_integers).get(index).cloned() else {
            break;
        };
        let negative: Vec<i128> = integers
            .iter()
            .map(|(_, value)| *value)
            .filter(|v| *v < 0)
            .collect();
        let (Some(lowest), Some(highest)) = (negative.iter().min(), negative.iter().max()) else {
            index += 1;
            continue;
        };
        let start = shrinker.sequence();
        let shifted = |by: i128| {
            let changes: Vec<(usize, u64)> = integers
                .iter()
                .flat_map(|(position, value)| {
                    let (half, magnitude) = encoded(value + by);
                    [(*position, half), (position + 1, magnitude)]
                })
                .collect();
            with_values(&start, &changes)
        };
        let amounts = [-lowest, -highest];
        improved |= amounts.iter().any(|by| shrinker.consider(shifted(*by)));
        index += 1;
    }
    improved
}

/// The integers drawn as a half and a value within it (see [`signed_integer`]), by label, where
/// each starts and its value; then all of them together when more than one label has negative
/// ones: integers whose ranges start at another one's value (each head of a heap from its
/// parent's up, in a `flatMap()`) have a label each, and keep their order only shifted together.
fn signed_integers(record: &Record) -> Vec<Vec<(usize, i128)>> {
    let mut integers: BTreeMap<Label, Vec<(usize, i128)>> = BTreeMap::new();
    for (id, span) in record.spans.iter().enumerate() {
        if let Some(value) = signed_integer(record, id) {
            integers
                .entry(span.label)
                .or_default()
                .push((span.start, value));
        }
    }
    let mut kinds: Vec<Vec<(usize, i128)>> = integers.into_values().collect();
    let with_negative = kinds
        .iter()
        .filter(|kind| kind.iter().any(|(_, value)| *value < 0))
        .count();
    if with_negative > 1 {
        let mut all: Vec<(usize, i128)> = kinds.concat();
        all.sort_unstable();
        kinds.push(all);
    }
    kinds
}

/// The half and the value within it that stand for `value`: the negative value -c - 1 is the
/// choice c in the negative half.
fn encoded(value: i128) -> (u64, u64) {
    if value >= 0 {
        (0, u64::try_from(value).unwrap_or(u64::MAX))
    } else {
        (1, u64::try_from(-value - 1).unwrap_or(u64::MAX))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Bias, ChoiceSource};
    use crate::shrinker::testing::{shrink_with, signed};

    #[test]
    fn keeps_the_order_of_the_values() {
        // -1, -1, 0: fails while the last is greater than the others.
        let (shrunk, attempts) = shrink_with(&PASS, &[1, 0, 1, 0, 0, 0], |source| {
            let (a, b, c) = (signed(source)?, signed(source)?, signed(source)?);
            Ok(a == b && c > a)
        });
        assert_eq!(shrunk, vec![0, 0, 0, 0, 0, 1], "0, 0, 1");
        assert_eq!(attempts, 1);
    }

    #[test]
    fn shifts_integers_of_ranges_that_start_at_another_one_together() {
        // -1 of int<-100, 100>, then -1 and 0 of int<-1, 100>, as the heads of a heap at least
        // their parent's: fails while the first two are equal and the last one more. Neither
        // kind keeps it falsified shifted alone.
        let from_minus_one = |source: &mut ChoiceSource| {
            source.spanned(Label::of("int<-1, 100>"), |source| {
                if source.draw(1, &Bias::Uniform)? == 1 {
                    source.draw(0, &Bias::Uniform)?;
                    Ok(-1)
                } else {
                    Ok(source.draw(100, &Bias::Uniform)? as i64)
                }
            })
        };
        let (shrunk, attempts) = shrink_with(&PASS, &[1, 0, 1, 0, 0, 0], |source| {
            let (a, b, c) = (
                signed(source)?,
                from_minus_one(source)?,
                from_minus_one(source)?,
            );
            Ok(a == b && c == b + 1)
        });
        assert_eq!(shrunk, vec![0, 0, 0, 0, 0, 1], "0, 0, 1");
        assert!(attempts <= 5, "{attempts} attempts");
    }
}
