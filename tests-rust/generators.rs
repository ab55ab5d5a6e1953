//! The generators: what the simplest choices make, that values stay within what the generator
//! describes, and that the composed ones draw their parts as spans.

mod support;

use std::rc::Rc;

use pbt::derive::{ClassShape, Classes, ConstructorParameter, Deriver, NoClasses, Scope};
use pbt::engine::{ChoiceSource, MAX_SPAN_DEPTH};
use pbt::generators::{
    Arrays, Booleans, Characters, Constant, DateTimes, Deferred, Elements, Floats, Generator,
    Instant, Integers, Key, Lists, Nullable, OneOf, RecordItem, Records, SharedGenerator, Size,
    Strings, Tuples, Value, Zone, draw, samples,
};
use pbt::model::{Label, Rejection, Stop};
use pbt::types::{ParsedType, types_parsed};
use support::{entries, int};

fn simplest(generator: &dyn Generator) -> Value {
    draw(generator, &mut ChoiceSource::replay(Vec::new())).unwrap()
}

fn sample(generator: &dyn Generator, count: u64) -> Vec<Value> {
    (0..count)
        .map(|seed| draw(generator, &mut ChoiceSource::random(seed)).unwrap())
        .collect()
}

/// A tree whose first, simplest alternative is a subtree: replaying zeros recursed until the
/// stack overflowed. Drawing is bounded by the depth of spans instead.
#[test]
fn recursion_whose_simplest_choices_recurse_is_rejected_as_too_large() {
    let outcome = std::thread::Builder::new()
        // A debug build spends far more stack per level than the release build PHP loads.
        .stack_size(256 * 1024 * 1024)
        .spawn(|| {
            let subtree = Deferred::new(Label::of("tree"));
            let tree: SharedGenerator = Rc::new(OneOf::new(vec![
                subtree.clone(),
                Rc::new(Integers::new(0, 9)),
            ]));
            subtree.resolve(&tree);
            let mut zeros = ChoiceSource::replay(Vec::new());
            let simplest = draw(tree.as_ref(), &mut zeros).err();
            let deepest = zeros
                .finish()
                .spans
                .iter()
                .map(|span| span.depth as usize)
                .max();
            // A leaf is still drawn as usual.
            let leaf = draw(tree.as_ref(), &mut ChoiceSource::replay(vec![1, 0, 7]))
                .map(|value| int(&value));
            (simplest, deepest, leaf)
        })
        .unwrap()
        .join()
        .unwrap();
    assert_eq!(
        outcome,
        (
            Some(Stop::Rejected(Rejection::TooLarge)),
            Some(MAX_SPAN_DEPTH - 1),
            Ok(7)
        )
    );
}

#[test]
fn nullable_values_are_null_when_simplest() {
    let nullable = Nullable::new(Rc::new(Integers::new(5, 9)), false);
    assert_eq!(simplest(&nullable), Value::Null);
    let values = sample(&nullable, 500);
    assert!(values.contains(&Value::Null));
    assert!(
        values
            .iter()
            .filter(|value| **value != Value::Null)
            .all(|value| (5..=9).contains(&int(value)))
    );
}

#[test]
fn records_leave_optional_keys_out_when_simplest() {
    let records = Records::new(vec![
        RecordItem {
            key: Key::String(b"name".to_vec()),
            optional: false,
            value: Rc::new(Constant::new(Value::string("a"))),
        },
        RecordItem {
            key: Key::String(b"age".to_vec()),
            optional: true,
            value: Rc::new(Integers::new(0, 150)),
        },
    ]);
    assert_eq!(
        simplest(&records),
        Value::Array(vec![(Key::String(b"name".to_vec()), Value::string("a"))])
    );
    assert!(
        sample(&records, 200)
            .iter()
            .any(|value| matches!(value, Value::Array(entries) if entries.len() == 2))
    );
}

#[test]
fn tuples_draw_one_value_of_each_generator() {
    let tuples = Tuples::new(vec![Rc::new(Booleans), Rc::new(Integers::new(-3, 3))]);
    assert_eq!(
        simplest(&tuples),
        Value::list(vec![Value::Bool(false), Value::Int(0)])
    );
}

#[test]
fn the_first_alternative_and_the_first_element_are_the_simplest() {
    let one_of = OneOf::weighted(vec![
        (1, Rc::new(Constant::new(Value::Int(1)))),
        (99, Rc::new(Constant::new(Value::Int(2)))),
    ]);
    assert_eq!(simplest(&one_of), Value::Int(1));
    let values = sample(&one_of, 1000);
    assert!(
        values
            .iter()
            .filter(|value| **value == Value::Int(2))
            .count()
            > 900,
        "the weights apply while generating"
    );
    assert_eq!(
        simplest(&Elements::new(vec![Value::string("x"), Value::string("y")])),
        Value::string("x")
    );
}

#[test]
fn unique_lists_have_no_equal_elements() {
    let lists = Lists::new(
        Rc::new(Integers::new(0, 5)),
        Size {
            min: 0,
            max: Some(6),
        },
    )
    .unique()
    .unwrap();
    for value in sample(&lists, 300) {
        let Value::Array(entries) = value else {
            panic!()
        };
        let mut elements: Vec<_> = entries.iter().map(|(_, element)| int(element)).collect();
        let count = elements.len();
        elements.sort_unstable();
        elements.dedup();
        assert_eq!(elements.len(), count);
    }
}

#[test]
fn unique_lists_longer_than_their_elements_have_values_are_an_error() {
    let error = Lists::new(Rc::new(Booleans), Size { min: 3, max: None })
        .unique()
        .err()
        .unwrap();
    assert_eq!(
        error,
        "the elements can take at most 2 distinct values, fewer than the minimum size, 3"
    );
    assert!(
        Lists::new(Rc::new(Booleans), Size { min: 2, max: None })
            .unique()
            .is_ok()
    );
}

/// A tree node whose children are nodes: derived through the Classes a host would answer.
struct Tree;

impl Classes for Tree {
    fn describe(&mut self, class: &str) -> Result<ClassShape, String> {
        assert_eq!(class, "Node");
        Ok(ClassShape::Constructor {
            parameters: vec![
                ConstructorParameter::typed("value", "int<0, 9>"),
                ConstructorParameter::typed("children", "list<Node>"),
            ],
            scope: Scope::default(),
        })
    }

    fn constants(&mut self, _class: &str, _pattern: &str) -> Result<Vec<Value>, String> {
        Err("no constants".to_owned())
    }
}

fn depth(value: &Value) -> usize {
    match value {
        Value::Object { arguments, .. } => match &arguments[1].1 {
            Value::Array(children) => {
                1 + children
                    .iter()
                    .map(|(_, child)| depth(child))
                    .max()
                    .unwrap_or(0)
            }
            _ => 1,
        },
        _ => 0,
    }
}

#[test]
fn recursive_classes_stay_small_and_the_simplest_is_a_leaf() {
    let generator = Deriver::new(&mut Tree)
        .derive_text("Node", &Scope::default())
        .unwrap();
    assert_eq!(depth(&simplest(generator.as_ref())), 1);
    let depths: Vec<usize> = (0..300)
        .filter_map(|seed| draw(generator.as_ref(), &mut ChoiceSource::random(seed)).ok())
        .map(|value| depth(&value))
        .collect();
    assert!(
        depths.iter().any(|depth| *depth >= 3),
        "some trees are deep"
    );
    assert!(
        depths.iter().filter(|depth| **depth == 1).count() > 100,
        "most trees are small"
    );
}

/// A type is parsed once, where it is read: deriving a parsed type parses no text again, neither
/// its own nor those of the constructors it reaches, which the classes hand over parsed.
#[test]
fn deriving_a_parsed_type_parses_nothing_again() {
    let nodes = ParsedType::parse("list<Node>");
    let before = types_parsed();
    Deriver::new(&mut Tree)
        .derive_parsed(&nodes, &Scope::default())
        .unwrap();
    // Tree parses the types of Node's two parameters as it describes Node, once.
    assert_eq!(types_parsed() - before, 2);
}

#[test]
fn types_without_classes_derive_without_a_host() {
    let generator = Deriver::new(&mut NoClasses)
        .derive_text(
            "array{id: positive-int, tags?: list<non-empty-string>}",
            &Scope::default(),
        )
        .unwrap();
    assert_eq!(
        simplest(generator.as_ref()),
        Value::Array(vec![(Key::String(b"id".to_vec()), Value::Int(1))])
    );
}

fn arrays(keys: SharedGenerator, min: usize) -> Result<Arrays, String> {
    Arrays::new(keys, Rc::new(Booleans), Size { min, max: None })
}

#[test]
fn arrays_draw_keys_again_until_they_reach_their_minimum_size() {
    let arrays = arrays(Rc::new(Integers::new(0, 9)), 4).unwrap();
    let generated = drawn(&arrays, 300);
    assert!(
        generated.len() > 290,
        "only {} of 300 arrays were not rejected",
        generated.len()
    );
    assert!(
        generated.iter().all(|value| entries(value).len() >= 4),
        "{generated:?}"
    );
    // Keys that stay 0 never reach the size: the example is rejected, and shrinking looks for
    // keys that do.
    assert!(draw(&arrays, &mut ChoiceSource::replay(Vec::new())).is_err());
}

/// The values of `count` seeds that were not rejected.
fn drawn(generator: &dyn Generator, count: u64) -> Vec<Value> {
    (0..count)
        .filter_map(|seed| draw(generator, &mut ChoiceSource::random(seed)).ok())
        .collect()
}

#[test]
fn keys_that_cannot_reach_the_minimum_size_are_an_error() {
    let error = arrays(Rc::new(Booleans), 0).err().unwrap();
    assert_eq!(
        error,
        "the keys would be bool values, but PHP keys arrays by ints and strings only"
    );
    let error = arrays(Rc::new(Integers::new(0, 2)), 4).err().unwrap();
    assert_eq!(
        error,
        "the keys can take at most 3 distinct values, fewer than the minimum size, 4"
    );
    let short = Strings::of(
        Characters::Alphabet(vec!['a', 'b']),
        Size {
            min: 0,
            max: Some(1),
        },
    )
    .unwrap();
    assert_eq!(
        arrays(Rc::new(short), 4).err().unwrap(),
        "the keys can take at most 3 distinct values, fewer than the minimum size, 4"
    );
    assert!(arrays(Rc::new(Integers::new(0, 3)), 4).is_ok());
}

#[test]
fn keys_php_cannot_key_an_array_by_are_an_error() {
    let suit = Value::EnumCase {
        class: "Suit".to_owned(),
        case: "Hearts".to_owned(),
    };
    let keys: [(SharedGenerator, &str); 6] = [
        (Rc::new(Floats::new(false, false)), "float"),
        (Rc::new(Elements::new(vec![suit])), "object"),
        (
            Rc::new(Lists::new(Rc::new(Integers::new(0, 1)), Size::any())),
            "array",
        ),
        (Rc::new(Constant::new(Value::Null)), "null"),
        (
            Rc::new(Nullable::new(Rc::new(Integers::new(0, 5)), false)),
            "null",
        ),
        (
            Rc::new(Elements::new(vec![
                Value::Int(1),
                Value::Bool(true),
                Value::Float(1.5),
            ])),
            "bool and float",
        ),
    ];
    for (keys, kinds) in keys {
        assert_eq!(
            arrays(keys, 0).err().unwrap(),
            format!(
                "the keys would be {kinds} values, but PHP keys arrays by ints and strings only"
            )
        );
    }
    // A class that contains itself: its values are known once it is derived.
    let unresolved: SharedGenerator = Deferred::new(Label::of("Node"));
    assert_eq!(
        arrays(unresolved, 0).err().unwrap(),
        "the keys are not known to be ints or strings before they are drawn, and PHP keys arrays by ints and strings only"
    );
}

#[test]
fn string_keys_stay_strings() {
    let digits = Strings::of(
        Characters::Alphabet(vec!['1', '2', 'a']),
        Size {
            min: 1,
            max: Some(2),
        },
    )
    .unwrap();
    let arrays = arrays(Rc::new(digits), 1).unwrap().string_keys();
    for value in drawn(&arrays, 300) {
        assert!(
            entries(&value)
                .iter()
                .all(|(key, _)| matches!(key, Key::String(_))),
            "{value:?}"
        );
    }
}

#[test]
fn derived_arrays_with_keys_php_cannot_key_by_are_errors() {
    for (type_, kinds) in [
        ("array<.0,9.>", "float"),
        ("array<bool, int>", "bool"),
        ("array<?int, int>", "null"),
        ("array<int|float, int>", "float"),
    ] {
        let error = Deriver::new(&mut NoClasses)
            .derive_text(type_, &Scope::default())
            .err()
            .unwrap();
        assert!(error.0.ends_with(&format!("cannot be generated: the keys would be {kinds} values, but PHP keys arrays by ints and strings only")), "{type_}: {error}");
    }
    let string_keys = Deriver::new(&mut NoClasses)
        .derive_text("array<string, int>", &Scope::default())
        .unwrap();
    for value in sample(string_keys.as_ref(), 300) {
        assert!(
            entries(&value)
                .iter()
                .all(|(key, _)| matches!(key, Key::String(_))),
            "{value:?}"
        );
    }
}

fn date_times(first: Instant, last: Instant, microseconds: bool) -> Result<DateTimes, String> {
    DateTimes::within(
        "DateTimeImmutable".to_owned(),
        first,
        last,
        vec![Zone {
            identifier: "UTC".to_owned(),
            notable: vec![-1, 0, 10, 11],
        }],
        microseconds,
    )
}

fn instants(generator: &DateTimes) -> Vec<Instant> {
    let instant = |value: Value| match value {
        Value::DateTime {
            seconds,
            microseconds,
            ..
        } => Instant::new(seconds, microseconds),
        other => panic!("not a point in time: {other:?}"),
    };
    sample(generator, 1000).into_iter().map(instant).collect()
}

#[test]
fn points_in_time_keep_within_their_bounds_to_the_microsecond() {
    let (first, last) = (Instant::new(0, 250_000), Instant::new(10, 0));
    let generated = instants(&date_times(first, last, true).unwrap());
    assert!(
        generated
            .iter()
            .all(|instant| first <= *instant && *instant <= last),
        "{generated:?}"
    );
    assert!(generated.contains(&last) || generated.iter().any(|instant| instant.seconds == 10));
    let whole = instants(&date_times(first, Instant::new(10, 700_000), false).unwrap());
    assert!(
        whole
            .iter()
            .all(|instant| instant.microseconds == 0 && (1..=10).contains(&instant.seconds)),
        "{whole:?}"
    );
}

#[test]
fn bounds_out_of_range_or_out_of_order_are_errors() {
    let error = date_times(Instant::new(i64::MIN, 0), Instant::new(0, 0), false)
        .err()
        .unwrap();
    assert_eq!(
        error,
        "The minimum point in time, @-9223372036854775808, is out of range: points in time from -262143-01-01T00:00:00+00:00 to +262142-12-31T23:59:59.999999+00:00 are supported"
    );
    assert!(
        date_times(Instant::new(0, 0), Instant::new(i64::MAX, 0), false)
            .err()
            .unwrap()
            .starts_with("The maximum point in time, @9223372036854775807, is out of range")
    );
    assert_eq!(
        date_times(Instant::new(1, 0), Instant::new(0, 0), false)
            .err()
            .unwrap(),
        "The minimum point in time, 1970-01-01T00:00:01+00:00, must not be after the maximum, 1970-01-01T00:00:00+00:00"
    );
    assert_eq!(
        date_times(Instant::new(0, 1), Instant::new(0, 2), false)
            .err()
            .unwrap(),
        "The range from 1970-01-01T00:00:00.000001+00:00 to 1970-01-01T00:00:00.000002+00:00 holds no whole second: allow microseconds or widen it"
    );
    let (earliest, latest) = (
        Instant::new(-8_334_601_228_800, 0),
        Instant::new(8_210_266_876_799, 999_999),
    );
    let extremes = instants(&date_times(earliest, latest, true).unwrap());
    assert!(
        extremes
            .iter()
            .all(|instant| earliest <= *instant && *instant <= latest)
    );
    for instant in extremes {
        pbt::generators::date_time_text(instant.seconds, instant.microseconds);
    }
}

#[test]
fn samples_are_the_same_for_the_same_seed_and_differ_for_another() {
    let lists = Lists::new(Rc::new(Integers::new(0, 9)), Size { min: 0, max: None });
    let first = samples(&lists, 10, 42).unwrap();

    assert_eq!(first.len(), 10);
    assert_eq!(first, samples(&lists, 10, 42).unwrap());
    assert_ne!(first, samples(&lists, 10, 43).unwrap());
    // The first values of more samples are the same values.
    assert_eq!(first[..], samples(&lists, 20, 42).unwrap()[..10]);
}

#[test]
fn samples_stay_within_what_the_generator_describes() {
    for value in samples(&Integers::new(-3, 3), 50, 7).unwrap() {
        let Value::Int(int) = value else {
            panic!("not an int: {value:?}")
        };
        assert!((-3..=3).contains(&int));
    }
}
