//! The minimal counterexamples that proposal 6.3 states, reached through `runner::check` with the
//! real generators, from several seeds each.

// The property of the shrink benchmarks; the rest of what they share is for them.
#[allow(dead_code)]
#[path = "../benches/common/mod.rs"]
mod common;

use std::cell::Cell;
use std::rc::Rc;

use common::{Property, float, int, ints};
use pbt::engine::ChoiceSource;
use pbt::generators::{Floats, Integers, Lists, Size, draw};
use pbt::model::Stop;
use pbt::runner::{Settings, Verdict, check};

/// The minimal counterexample for each of `seeds`, as the values replaying it draws.
fn minimal_counterexamples<T>(
    seeds: std::ops::Range<u64>,
    settings: &Settings,
    values: impl Fn(&mut ChoiceSource) -> Result<T, Stop>,
    fails: impl Fn(&T) -> bool,
) -> Vec<T> {
    let calls = Cell::new(0);
    let mut property = Property {
        values: &values,
        fails: &fails,
        calls: &calls,
    };
    seeds
        .map(|seed| {
            let report = check(&mut property, seed, settings);
            let Verdict::Falsified(falsification) = report.verdict else {
                panic!("seed {seed}: {:?}", report.verdict)
            };
            assert!(
                !falsification.budget_exhausted,
                "seed {seed}: budget exhausted"
            );
            (property.values)(&mut ChoiceSource::replay(falsification.minimal))
                .expect("the minimal example replays")
        })
        .collect()
}

const SEEDS: std::ops::Range<u64> = 0..25;

#[test]
fn a_plus_b_greater_than_10_moves_the_sum_to_b() {
    let ints_ = Integers::new(i64::MIN, i64::MAX);
    let found = minimal_counterexamples(
        SEEDS,
        &Settings::default(),
        |source| Ok((int(&draw(&ints_, source)?), int(&draw(&ints_, source)?))),
        |(a, b)| i128::from(*a) + i128::from(*b) > 10,
    );
    assert!(found.iter().all(|pair| *pair == (0, 11)), "{found:?}");
}

#[test]
fn a_sum_above_1000_keeps_one_small_element_and_ten_of_100() {
    let list = Lists::new(Rc::new(Integers::new(0, 100)), Size::any());
    let found = minimal_counterexamples(
        SEEDS,
        // Lists of more than 10 elements near 100 are rare: many examples until one fails.
        &Settings {
            examples: 10_000,
            ..Settings::default()
        },
        |source| Ok(ints(&draw(&list, source)?)),
        |list| list.iter().sum::<i64>() > 1000,
    );
    let expected: Vec<i64> = std::iter::once(1)
        .chain(std::iter::repeat_n(100, 10))
        .collect();
    assert!(found.iter().all(|list| *list == expected), "{found:?}");
}

#[test]
fn a_plus_c_greater_than_10_with_a_value_between_them() {
    let small = Integers::new(0, 10);
    let between = Integers::new(-1000, 1000);
    let found = minimal_counterexamples(
        SEEDS,
        &Settings::default(),
        |source| {
            let a = int(&draw(&small, source)?);
            let b = int(&draw(&between, source)?);
            Ok((a, b, int(&draw(&small, source)?)))
        },
        |(a, _, c)| a + c > 10,
    );
    assert!(
        found.iter().all(|values| *values == (1, 0, 10)),
        "{found:?}"
    );
}

#[test]
fn no_duplicates_shrinks_to_two_zeros() {
    let list = Lists::new(Rc::new(Integers::new(i64::MIN, i64::MAX)), Size::any());
    let found = minimal_counterexamples(
        SEEDS,
        &Settings::default(),
        |source| Ok(ints(&draw(&list, source)?)),
        |list| (1..list.len()).any(|i| list[..i].contains(&list[i])),
    );
    assert!(found.iter().all(|list| *list == [0, 0]), "{found:?}");
}

#[test]
fn a_times_b_below_1000_raises_b_to_100() {
    let factor = Integers::new(0, 100);
    let found = minimal_counterexamples(
        SEEDS,
        &Settings::default(),
        |source| Ok((int(&draw(&factor, source)?), int(&draw(&factor, source)?))),
        |(a, b)| a * b >= 1000,
    );
    assert!(found.iter().all(|pair| *pair == (10, 100)), "{found:?}");
}

#[test]
fn a_list_of_size_elements_and_an_index_into_it() {
    let sizes = Integers::new(1, 10);
    let found = minimal_counterexamples(
        SEEDS,
        &Settings::default(),
        |source| {
            let size = int(&draw(&sizes, source)?);
            let list = Lists::new(
                Rc::new(Integers::new(i64::MIN, i64::MAX)),
                Size {
                    min: size as usize,
                    max: Some(size as usize),
                },
            );
            let list = ints(&draw(&list, source)?);
            let index = int(&draw(&Integers::new(0, size - 1), source)?);
            Ok((size, list, index))
        },
        |(_, _, index)| *index > 0,
    );
    assert!(
        found.iter().all(|found| *found == (2, vec![0, 0], 1)),
        "{found:?}"
    );
}

#[test]
fn a_float_beyond_1e300_shrinks_to_the_boundary_not_to_php_float_max() {
    let floats = Floats::new(false, false);
    let found = minimal_counterexamples(
        SEEDS,
        &Settings::default(),
        |source| Ok(float(&draw(&floats, source)?)),
        |value| value.abs() > 1e300,
    );
    // The smallest exponent that fails (1e300's own), then the smallest mantissa: above 2^52
    // every float is an integer, which Hypothesis shrinks as one, to the boundary.
    assert!(
        found.iter().all(|value| *value == 1e300f64.next_up()),
        "{found:?}"
    );
}

#[test]
fn a_float_below_minus_1e300_shrinks_to_the_simplest_one() {
    let floats = Floats::new(false, false);
    let found = minimal_counterexamples(
        SEEDS,
        &Settings::default(),
        |source| Ok(float(&draw(&floats, source)?)),
        |value| *value < -1e300,
    );
    assert!(
        found.iter().all(|value| *value == -1e300f64.next_up()),
        "{found:?}"
    );
}

#[test]
fn a_fraction_shrinks_to_the_one_of_fewest_binary_digits() {
    let floats = Floats::bounded(0.0, 2.0, false, false, false, false, true).unwrap();
    let found = minimal_counterexamples(
        SEEDS,
        &Settings::default(),
        |source| Ok(float(&draw(&floats, source)?)),
        |value| *value > 1.1 && *value < 1.9,
    );
    assert!(found.iter().all(|value| *value == 1.5), "{found:?}");
}

/// The two `positive-int` parameters of the shrinking challenge's difference properties, until
/// a pair falsifies the one given (most are found near `PHP_INT_MAX`, where generation tries
/// boundaries).
fn differences(fails: impl Fn(i64, i128) -> bool) -> Vec<(i64, i64)> {
    let positive = Integers::new(1, i64::MAX);
    minimal_counterexamples(
        SEEDS,
        &Settings {
            examples: 100_000,
            ..Settings::default()
        },
        |source| {
            Ok((
                int(&draw(&positive, source)?),
                int(&draw(&positive, source)?),
            ))
        },
        |(first, second)| fails(*first, (i128::from(*first) - i128::from(*second)).abs()),
    )
}

#[test]
fn a_difference_of_one_lowers_both_values_together() {
    let found = differences(|first, difference| first >= 10 && difference == 1);
    assert!(found.iter().all(|pair| *pair == (10, 9)), "{found:?}");
}

#[test]
fn a_small_difference_lowers_both_values_together_without_zigzagging() {
    let found = differences(|first, difference| first >= 10 && (1..=4).contains(&difference));
    assert!(found.iter().all(|pair| *pair == (10, 6)), "{found:?}");
}
