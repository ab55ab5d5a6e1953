//! What the generators produce at random, measured over fixed seeds (so every run measures the
//! same): the boundary values, small values, empty collections and non-ASCII strings that
//! proposal 5.4 asks for with significant probability, and the share of values uniform over the
//! whole range beside them (issue 11). `tests-rust/distribution.rs` asserts every figure's
//! requirement; `make bench` prints them (benches/distribution.rs). Both include this file as a
//! module of their own, and each uses part of it.
#![allow(dead_code)]

#[path = "support/mod.rs"]
mod support;

use std::rc::Rc;

use pbt::engine::ChoiceSource;
use pbt::generators::formats::{Ipv4Addresses, Uuids};
use pbt::generators::regex::RegexStrings;
use pbt::generators::{
    Arrays, Booleans, Bytes, Characters, DateTimes, Elements, Floats, Generator, Instant, Integers,
    Lists, Nullable, NumericStrings, OneOf, SharedGenerator, Size, Strings, Value, draw,
};
use pbt::model::Stop;
use support::{bytes, float, int};

/// How many values each figure is measured over (one example per seed).
pub const SEEDS: u64 = 10_000;

/// What a figure must be, as a share of the values.
#[derive(Clone, Copy, Debug)]
pub enum Required {
    AtLeast(f64),
    AtMost(f64),
    Between(f64, f64),
}

impl Required {
    pub fn holds(self, share: f64) -> bool {
        match self {
            Required::AtLeast(least) => share >= least,
            Required::AtMost(most) => share <= most,
            Required::Between(least, most) => (least..=most).contains(&share),
        }
    }

    pub fn text(self) -> String {
        match self {
            Required::AtLeast(least) => format!(">= {}", percent(least)),
            Required::AtMost(most) => format!("<= {}", percent(most)),
            Required::Between(least, most) => format!("{} - {}", percent(least), percent(most)),
        }
    }
}

pub fn percent(share: f64) -> String {
    format!("{:.1}%", share * 100.0)
}

/// One measurement: the share of the values of `generator` that are what `measure` says.
pub struct Figure {
    pub generator: &'static str,
    pub measure: &'static str,
    pub share: f64,
    pub required: Required,
}

fn figure(
    generator: &'static str,
    measure: &'static str,
    share: f64,
    required: Required,
) -> Figure {
    Figure {
        generator,
        measure,
        share,
        required,
    }
}

/// One value of `generator` per seed.
fn values(generator: &dyn Generator) -> Vec<Value> {
    examples(|source| draw(generator, source))
}

/// One example per seed, drawn by `example` from a random choice source.
fn examples<T>(example: impl Fn(&mut ChoiceSource) -> Result<T, Stop>) -> Vec<T> {
    (0..SEEDS)
        .map(|seed| example(&mut ChoiceSource::random(seed)).expect("drawn at random"))
        .collect()
}

fn share<T>(values: &[T], holds: impl Fn(&T) -> bool) -> f64 {
    values.iter().filter(|value| holds(value)).count() as f64 / values.len() as f64
}

/// The smallest share of the values that falls into one tenth of `[low, high]`.
fn worst_tenth(values: &[f64], low: f64, high: f64) -> f64 {
    let mut tenths = [0usize; 10];
    for value in values {
        let tenth = ((value - low) / (high - low) * 10.0).floor();
        tenths[(tenth.max(0.0) as usize).min(9)] += 1;
    }
    *tenths.iter().min().unwrap() as f64 / values.len() as f64
}

fn length(value: &Value) -> usize {
    match value {
        Value::Array(entries) => entries.len(),
        Value::String(bytes) => bytes.len(),
        other => panic!("not a collection: {other:?}"),
    }
}

fn ints_of(min: i64, max: i64) -> Vec<i64> {
    values(&Integers::new(min, max)).iter().map(int).collect()
}

/// The tenths of an integer range, as floats: exact enough for a share of a tenth.
fn worst_tenth_of_ints(values: &[i64], min: i64, max: i64) -> f64 {
    let values: Vec<f64> = values.iter().map(|value| *value as f64).collect();
    worst_tenth(&values, min as f64, max as f64 + 1.0)
}

fn floats_of(generator: &Floats) -> Vec<f64> {
    values(generator).iter().map(float).collect()
}

fn bounded_floats(low: f64, high: f64) -> Floats {
    Floats::bounded(low, high, false, false, false, false, true).expect("a range")
}

fn is_power_of_two_or_neighbour(value: i64) -> bool {
    let magnitude = value.unsigned_abs();
    [
        magnitude.wrapping_sub(1),
        magnitude,
        magnitude.wrapping_add(1),
    ]
    .iter()
    .any(|candidate| candidate.is_power_of_two() && *candidate >= 256)
}

pub fn figures() -> Vec<Figure> {
    use Required::{AtLeast, AtMost, Between};
    let mut figures = Vec::new();

    let small_range = ints_of(0, 1000);
    figures.extend([
        figure(
            "int<0, 1000>",
            "above 800",
            share(&small_range, |v| *v > 800),
            Between(0.15, 0.25),
        ),
        figure(
            "int<0, 1000>",
            "worst tenth of the range",
            worst_tenth_of_ints(&small_range, 0, 1000),
            AtLeast(0.05),
        ),
        figure(
            "int<0, 1000>",
            "0 (the minimum)",
            share(&small_range, |v| *v == 0),
            AtLeast(0.03),
        ),
        figure(
            "int<0, 1000>",
            "1000 (the maximum)",
            share(&small_range, |v| *v == 1000),
            AtLeast(0.03),
        ),
        figure(
            "int<0, 1000>",
            "at most 16",
            share(&small_range, |v| *v <= 16),
            AtLeast(0.1),
        ),
    ]);

    let around_zero = ints_of(-1000, 1000);
    figures.extend([
        figure(
            "int<-1000, 1000>",
            "worst tenth of the range",
            worst_tenth_of_ints(&around_zero, -1000, 1000),
            AtLeast(0.05),
        ),
        figure(
            "int<-1000, 1000>",
            "0",
            share(&around_zero, |v| *v == 0),
            AtLeast(0.02),
        ),
        figure(
            "int<-1000, 1000>",
            "-1000 (the minimum)",
            share(&around_zero, |v| *v == -1000),
            AtLeast(0.01),
        ),
        figure(
            "int<-1000, 1000>",
            "1000 (the maximum)",
            share(&around_zero, |v| *v == 1000),
            AtLeast(0.01),
        ),
    ]);

    let any = ints_of(i64::MIN, i64::MAX);
    figures.extend([
        figure(
            "int",
            "worst tenth of the range",
            worst_tenth_of_ints(&any, i64::MIN, i64::MAX),
            AtLeast(0.05),
        ),
        figure(
            "int",
            "PHP_INT_MIN",
            share(&any, |v| *v == i64::MIN),
            AtLeast(0.01),
        ),
        figure(
            "int",
            "PHP_INT_MAX",
            share(&any, |v| *v == i64::MAX),
            AtLeast(0.01),
        ),
        figure(
            "int",
            "-1, 0 or 1",
            share(&any, |v| v.unsigned_abs() <= 1),
            AtLeast(0.05),
        ),
        figure(
            "int",
            "between -16 and 16",
            share(&any, |v| v.unsigned_abs() <= 16),
            AtLeast(0.1),
        ),
        figure(
            "int",
            "±2^k or next to it (k >= 8)",
            share(&any, |v| is_power_of_two_or_neighbour(*v)),
            AtLeast(0.02),
        ),
        figure(
            "int",
            "below a million in magnitude",
            share(&any, |v| v.unsigned_abs() < 1_000_000),
            AtLeast(0.2),
        ),
    ]);

    let pairs = examples(|source| {
        let ints = Integers::new(i64::MIN, i64::MAX);
        Ok((int(&draw(&ints, source)?), int(&draw(&ints, source)?)))
    });
    figures.extend([
        figure(
            "two ints of one example",
            "equal",
            share(&pairs, |(a, b)| a == b),
            AtLeast(0.05),
        ),
        figure(
            "two ints of one example",
            "one apart",
            share(&pairs, |(a, b)| a.abs_diff(*b) == 1),
            AtLeast(0.02),
        ),
    ]);

    let unit = floats_of(&bounded_floats(0.0, 1.0));
    figures.extend([
        figure(
            "floats(0, 1)",
            "worst tenth of the range",
            worst_tenth(&unit, 0.0, 1.0),
            AtLeast(0.05),
        ),
        figure(
            "floats(0, 1)",
            "in the first tenth",
            share(&unit, |v| *v < 0.1),
            AtMost(0.3),
        ),
        figure(
            "floats(0, 1)",
            "0.0 (the minimum)",
            share(&unit, |v| *v == 0.0),
            AtLeast(0.02),
        ),
        figure(
            "floats(0, 1)",
            "1.0 (the maximum)",
            share(&unit, |v| *v == 1.0),
            AtLeast(0.01),
        ),
    ]);

    let narrow = floats_of(&bounded_floats(1.5, 2.5));
    figures.extend([
        figure(
            "floats(1.5, 2.5)",
            "worst tenth of the range",
            worst_tenth(&narrow, 1.5, 2.5),
            AtLeast(0.05),
        ),
        figure(
            "floats(1.5, 2.5)",
            "1.5 (the minimum)",
            share(&narrow, |v| *v == 1.5),
            Between(0.01, 0.3),
        ),
        figure(
            "floats(1.5, 2.5)",
            "2.5 (the maximum)",
            share(&narrow, |v| *v == 2.5),
            AtLeast(0.01),
        ),
    ]);

    let wide = floats_of(&bounded_floats(-1e6, 1e6));
    figures.push(figure(
        "floats(-1e6, 1e6)",
        "worst tenth of the range",
        worst_tenth(&wide, -1e6, 1e6),
        AtLeast(0.05),
    ));

    let all = floats_of(&Floats::new(true, true));
    figures.extend([
        figure(
            "float (INF and NAN allowed)",
            "INF, -INF or NAN",
            share(&all, |v| !v.is_finite()),
            AtLeast(0.02),
        ),
        figure(
            "float (INF and NAN allowed)",
            "0.0 or -0.0",
            share(&all, |v| *v == 0.0),
            AtLeast(0.02),
        ),
        figure(
            "float (INF and NAN allowed)",
            "integral",
            share(&all, |v| v.is_finite() && v.fract() == 0.0),
            AtLeast(0.1),
        ),
        figure(
            "float (INF and NAN allowed)",
            "between -1 and 1, not 0",
            share(&all, |v| v.abs() < 1.0 && *v != 0.0),
            AtLeast(0.05),
        ),
        figure(
            "float (INF and NAN allowed)",
            "PHP_FLOAT_MAX in magnitude",
            share(&all, |v| v.abs() == f64::MAX),
            AtLeast(0.005),
        ),
    ]);

    let strings = values(&Strings::new(Size::any()));
    let text = |value: &Value| String::from_utf8(bytes(value).to_vec()).expect("UTF-8");
    figures.extend([
        figure(
            "string",
            "empty",
            share(&strings, |v| length(v) == 0),
            AtLeast(0.05),
        ),
        figure(
            "string",
            "with a multibyte character",
            share(&strings, |v| !bytes(v).is_ascii()),
            AtLeast(0.3),
        ),
        figure(
            "string",
            "with a combining character",
            share(&strings, |v| {
                text(v)
                    .chars()
                    .any(|c| ('\u{300}'..='\u{36F}').contains(&c))
            }),
            AtLeast(0.05),
        ),
        figure(
            "string",
            "of 15 characters or more",
            share(&strings, |v| text(v).chars().count() >= 15),
            AtLeast(0.03),
        ),
    ]);

    let ascii = Strings::of(
        Characters::Ranges(vec![(0, 127)]),
        Size {
            min: 1,
            max: Some(1),
        },
    )
    .expect("ASCII");
    let characters: Vec<f64> = values(&ascii)
        .iter()
        .map(|v| f64::from(bytes(v)[0]))
        .collect();
    figures.extend([
        figure(
            "strings(codePointRanges: [[0, 127]]), one character",
            "control character",
            share(&characters, |c| *c < 32.0 || *c == 127.0),
            AtMost(0.4),
        ),
        figure(
            "strings(codePointRanges: [[0, 127]]), one character",
            "worst tenth of the code points",
            worst_tenth(&characters, 0.0, 128.0),
            AtLeast(0.05),
        ),
    ]);

    let byte_strings = values(&Bytes::new(Size::any()));
    figures.extend([
        figure(
            "bytes",
            "empty",
            share(&byte_strings, |v| length(v) == 0),
            AtLeast(0.05),
        ),
        figure(
            "bytes",
            "not UTF-8",
            share(&byte_strings, |v| std::str::from_utf8(bytes(v)).is_err()),
            AtLeast(0.2),
        ),
    ]);

    let ints: SharedGenerator = Rc::new(Integers::new(i64::MIN, i64::MAX));
    let lists = values(&Lists::new(Rc::clone(&ints), Size::any()));
    figures.extend([
        figure(
            "list<int>",
            "empty",
            share(&lists, |v| length(v) == 0),
            AtLeast(0.05),
        ),
        figure(
            "list<int>",
            "of 10 elements or more",
            share(&lists, |v| length(v) >= 10),
            AtLeast(0.05),
        ),
    ]);
    let up_to_100 = values(&Lists::new(
        Rc::clone(&ints),
        Size {
            min: 0,
            max: Some(100),
        },
    ));
    figures.extend([
        figure(
            "lists(maximumSize: 100)",
            "empty",
            share(&up_to_100, |v| length(v) == 0),
            AtLeast(0.05),
        ),
        figure(
            "lists(maximumSize: 100)",
            "more than 50 elements",
            share(&up_to_100, |v| length(v) > 50),
            AtLeast(0.05),
        ),
    ]);

    let arrays =
        values(&Arrays::new(Rc::clone(&ints), Rc::clone(&ints), Size::any()).expect("int keys"));
    figures.push(figure(
        "array<int, int>",
        "empty",
        share(&arrays, |v| length(v) == 0),
        AtLeast(0.05),
    ));

    let booleans = values(&Booleans);
    figures.push(figure(
        "bool",
        "true",
        share(&booleans, |v| *v == Value::Bool(true)),
        Between(0.3, 0.7),
    ));

    let elements = values(&Elements::new((0..10).map(Value::Int).collect()));
    figures.extend([
        figure(
            "elements(0, ..., 9)",
            "the first",
            share(&elements, |v| int(v) == 0),
            AtLeast(0.05),
        ),
        figure(
            "elements(0, ..., 9)",
            "the last",
            share(&elements, |v| int(v) == 9),
            AtLeast(0.05),
        ),
    ]);

    let one_of = values(&OneOf::new(vec![Rc::new(Booleans), Rc::clone(&ints)]));
    figures.push(figure(
        "oneOf(bool, int)",
        "the second alternative",
        share(&one_of, |v| matches!(v, Value::Int(_))),
        AtLeast(0.3),
    ));

    let nullable = values(&Nullable::new(Rc::clone(&ints), false));
    figures.push(figure(
        "?int",
        "null",
        share(&nullable, |v| *v == Value::Null),
        Between(0.05, 0.5),
    ));

    let first = Instant::new(0, 0);
    let last = Instant::new(86_400 * 365, 0);
    let date_times = DateTimes::within(
        "DateTimeImmutable".to_owned(),
        first,
        last,
        Vec::new(),
        false,
    )
    .expect("a year");
    let seconds: Vec<f64> = values(&date_times)
        .iter()
        .map(|v| match v {
            Value::DateTime { seconds, .. } => *seconds as f64,
            other => panic!("not a point in time: {other:?}"),
        })
        .collect();
    figures.extend([
        figure(
            "dateTimes(1970-01-01, 1971-01-01)",
            "the minimum",
            share(&seconds, |s| *s == 0.0),
            AtLeast(0.02),
        ),
        figure(
            "dateTimes(1970-01-01, 1971-01-01)",
            "the maximum",
            share(&seconds, |s| *s == 86_400.0 * 365.0),
            AtLeast(0.02),
        ),
        figure(
            "dateTimes(1970-01-01, 1971-01-01)",
            "worst tenth of the range",
            worst_tenth(&seconds, 0.0, 86_400.0 * 365.0 + 1.0),
            AtLeast(0.05),
        ),
    ]);

    let numeric = values(&NumericStrings);
    let numeric_text = |value: &Value| String::from_utf8_lossy(bytes(value)).into_owned();
    figures.extend([
        figure(
            "numeric-string",
            "negative",
            share(&numeric, |v| numeric_text(v).trim().starts_with('-')),
            AtLeast(0.1),
        ),
        figure(
            "numeric-string",
            "with a fraction or an exponent",
            share(&numeric, |v| numeric_text(v).contains(['.', 'e'])),
            AtLeast(0.1),
        ),
        figure(
            "numeric-string",
            "0, -0 or +0",
            share(&numeric, |v| {
                numeric_text(v).trim().trim_start_matches(['-', '+']) == "0"
            }),
            AtLeast(0.02),
        ),
    ]);

    let uuids = values(&Uuids::new(vec![4], true).expect("version 4"));
    figures.extend([
        figure(
            "uuids(nil and max)",
            "the nil UUID",
            share(&uuids, |v| {
                bytes(v) == b"00000000-0000-0000-0000-000000000000"
            }),
            AtLeast(0.02),
        ),
        figure(
            "uuids(nil and max)",
            "the max UUID",
            share(&uuids, |v| {
                bytes(v).eq_ignore_ascii_case(b"ffffffff-ffff-ffff-ffff-ffffffffffff")
            }),
            AtLeast(0.02),
        ),
    ]);

    let addresses = values(&Ipv4Addresses::new("0.0.0.0/0").expect("every address"));
    figures.extend([
        figure(
            "ipv4Addresses()",
            "0.0.0.0",
            share(&addresses, |v| bytes(v) == b"0.0.0.0"),
            AtLeast(0.01),
        ),
        figure(
            "ipv4Addresses()",
            "255.255.255.255",
            share(&addresses, |v| bytes(v) == b"255.255.255.255"),
            AtLeast(0.01),
        ),
    ]);

    let matches = values(&RegexStrings::new("/^[a-z]*$/").expect("a regular expression"));
    figures.push(figure(
        "fromRegularExpression('/^[a-z]*$/')",
        "empty",
        share(&matches, |v| length(v) == 0),
        AtLeast(0.05),
    ));

    figures
}
