//! The generators: what the simplest choices make, that values stay within what the generator
//! describes, and that the composed ones draw their parts as spans.

mod support;

use std::rc::Rc;

use pbt::derive::{ClassShape, Classes, ConstructorParameter, Deriver, NoClasses, Scope};
use pbt::engine::{ChoiceSource, Label, MAX_SPAN_DEPTH, Rejection, Stop};
use pbt::generators::{
    Booleans, Constant, Deferred, Elements, Generator, SharedGenerator, Integers, Key, Lists, Nullable, OneOf, RecordItem, Records, Size, Tuples, Value, draw,
};
use support::int;

fn simplest(generator: &dyn Generator) -> Value {
    draw(generator, &mut ChoiceSource::replay(Vec::new())).unwrap()
}

fn sample(generator: &dyn Generator, count: u64) -> Vec<Value> {
    (0..count).map(|seed| draw(generator, &mut ChoiceSource::random(seed)).unwrap()).collect()
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
            let tree: SharedGenerator = Rc::new(OneOf::new(vec![subtree.clone(), Rc::new(Integers::new(0, 9))]));
            subtree.resolve(&tree);
            let mut zeros = ChoiceSource::replay(Vec::new());
            let simplest = draw(tree.as_ref(), &mut zeros).err();
            let deepest = zeros.finish().spans.iter().map(|span| span.depth as usize).max();
            // A leaf is still drawn as usual.
            let leaf = draw(tree.as_ref(), &mut ChoiceSource::replay(vec![1, 7])).map(|value| int(&value));
            (simplest, deepest, leaf)
        })
        .unwrap()
        .join()
        .unwrap();
    assert_eq!(outcome, (Some(Stop::Rejected(Rejection::TooLarge)), Some(MAX_SPAN_DEPTH - 1), Ok(7)));
}

#[test]
fn nullable_values_are_null_when_simplest() {
    let nullable = Nullable::new(Rc::new(Integers::new(5, 9)), false);
    assert_eq!(simplest(&nullable), Value::Null);
    let values = sample(&nullable, 500);
    assert!(values.contains(&Value::Null));
    assert!(values.iter().filter(|value| **value != Value::Null).all(|value| (5..=9).contains(&int(value))));
}

#[test]
fn records_leave_optional_keys_out_when_simplest() {
    let records = Records::new(vec![
        RecordItem { key: Key::String(b"name".to_vec()), optional: false, value: Rc::new(Constant::new(Value::string("a"))) },
        RecordItem { key: Key::String(b"age".to_vec()), optional: true, value: Rc::new(Integers::new(0, 150)) },
    ]);
    assert_eq!(simplest(&records), Value::Array(vec![(Key::String(b"name".to_vec()), Value::string("a"))]));
    assert!(sample(&records, 200).iter().any(|value| matches!(value, Value::Array(entries) if entries.len() == 2)));
}

#[test]
fn tuples_draw_one_value_of_each_generator() {
    let tuples = Tuples::new(vec![Rc::new(Booleans), Rc::new(Integers::new(-3, 3))]);
    assert_eq!(simplest(&tuples), Value::list(vec![Value::Bool(false), Value::Int(0)]));
}

#[test]
fn the_first_alternative_and_the_first_element_are_the_simplest() {
    let one_of = OneOf::weighted(vec![(1, Rc::new(Constant::new(Value::Int(1)))), (99, Rc::new(Constant::new(Value::Int(2))))]);
    assert_eq!(simplest(&one_of), Value::Int(1));
    let values = sample(&one_of, 1000);
    assert!(values.iter().filter(|value| **value == Value::Int(2)).count() > 900, "the weights apply while generating");
    assert_eq!(simplest(&Elements::new(vec![Value::string("x"), Value::string("y")])), Value::string("x"));
}

#[test]
fn unique_lists_have_no_equal_elements() {
    let lists = Lists::new(Rc::new(Integers::new(0, 5)), Size { min: 0, max: Some(6) }).unique();
    for value in sample(&lists, 300) {
        let Value::Array(entries) = value else { panic!() };
        let mut elements: Vec<_> = entries.iter().map(|(_, element)| int(element)).collect();
        let count = elements.len();
        elements.sort_unstable();
        elements.dedup();
        assert_eq!(elements.len(), count);
    }
}

/// A tree node whose children are nodes: derived through the Classes a host would answer.
struct Tree;

impl Classes for Tree {
    fn describe(&mut self, class: &str) -> Result<ClassShape, String> {
        assert_eq!(class, "Node");
        Ok(ClassShape::Constructor {
            parameters: vec![
                ConstructorParameter { name: "value".to_owned(), type_text: Some("int<0, 9>".to_owned()), variadic: false },
                ConstructorParameter { name: "children".to_owned(), type_text: Some("list<Node>".to_owned()), variadic: false },
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
            Value::Array(children) => 1 + children.iter().map(|(_, child)| depth(child)).max().unwrap_or(0),
            _ => 1,
        },
        _ => 0,
    }
}

#[test]
fn recursive_classes_stay_small_and_the_simplest_is_a_leaf() {
    let generator = Deriver::new(&mut Tree).derive_text("Node", &Scope::default()).unwrap();
    assert_eq!(depth(&simplest(generator.as_ref())), 1);
    let depths: Vec<usize> = (0..300)
        .filter_map(|seed| draw(generator.as_ref(), &mut ChoiceSource::random(seed)).ok())
        .map(|value| depth(&value))
        .collect();
    assert!(depths.iter().any(|depth| *depth >= 3), "some trees are deep");
    assert!(depths.iter().filter(|depth| **depth == 1).count() > 100, "most trees are small");
}

#[test]
fn types_without_classes_derive_without_a_host() {
    let generator = Deriver::new(&mut NoClasses).derive_text("array{id: positive-int, tags?: list<non-empty-string>}", &Scope::default()).unwrap();
    assert_eq!(simplest(generator.as_ref()), Value::Array(vec![(Key::String(b"id".to_vec()), Value::Int(1))]));
}
