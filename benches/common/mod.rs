//! What the shrink benchmarks share: a property made of a Rust closure that draws its values
//! with the real generators and says whether they falsify it, and helpers that draw integers
//! and lists of them.

use std::cell::Cell;
use std::rc::Rc;

use pbt::engine::{ChoiceSource, Phase, TestFunction};
use pbt::generators::{Integers, Lists, Size, Value, draw};
use pbt::model::{FailureKey, Status, Stop, TestRun};

/// A property: draws its values from the choice source and falsifies the property when `fails`
/// says so, counting every call as the PHP test case would be run once.
pub struct Property<'a, T> {
    pub values: &'a dyn Fn(&mut ChoiceSource) -> Result<T, Stop>,
    pub fails: &'a dyn Fn(&T) -> bool,
    pub calls: &'a Cell<u64>,
}

impl<T> TestFunction for Property<'_, T> {
    fn run(&mut self, mut source: ChoiceSource, _phase: Phase) -> TestRun {
        self.calls.set(self.calls.get() + 1);
        let status = match (self.values)(&mut source) {
            Ok(values) if (self.fails)(&values) => {
                Status::Falsified(FailureKey("AssertionFailedError at Test.php:1".to_owned()))
            }
            Ok(_) => Status::Passed,
            Err(stop) => Status::from(stop),
        };
        TestRun::new(source.finish(), status)
    }
}

pub fn int(value: Value) -> i64 {
    match value {
        Value::Int(int) => int,
        other => panic!("not an int: {other:?}"),
    }
}

pub fn ints(value: Value) -> Vec<i64> {
    match value {
        Value::Array(entries) => entries.into_iter().map(|(_, value)| int(value)).collect(),
        other => panic!("not a list: {other:?}"),
    }
}

pub fn draw_int(min: i64, max: i64, source: &mut ChoiceSource) -> Result<i64, Stop> {
    Ok(int(draw(&Integers::new(min, max), source)?))
}

/// `list<int<min, max>>` with `size` elements.
pub fn int_list(
    min: i64,
    max: i64,
    size: Size,
    source: &mut ChoiceSource,
) -> Result<Vec<i64>, Stop> {
    let list = Lists::new(Rc::new(Integers::new(min, max)), size);
    Ok(ints(draw(&list, source)?))
}

pub fn exactly(
    count: usize,
    min: i64,
    max: i64,
    source: &mut ChoiceSource,
) -> Result<Vec<i64>, Stop> {
    let size = Size {
        min: count,
        max: Some(count),
    };
    int_list(min, max, size, source)
}

pub fn list_of(min: i64, max: i64, source: &mut ChoiceSource) -> Result<Vec<i64>, Stop> {
    int_list(min, max, Size::any(), source)
}

/// How many seeds each case runs: `SEEDS=<n>`, 100 by default.
pub fn seeds() -> u64 {
    std::env::var("SEEDS")
        .ok()
        .and_then(|seeds| seeds.parse().ok())
        .unwrap_or(100)
}

/// Whether the case named `name` runs: `CASE=<part of a case name>` runs the matching ones.
pub fn selected(name: &str) -> bool {
    std::env::var("CASE").map_or(true, |only| name.contains(only.as_str()))
}

/// Whether to print the original and the shrunk choices of every run that missed the ideal
/// counterexample: `SHOW_MISSES=1`.
pub fn show_misses() -> bool {
    std::env::var("SHOW_MISSES").is_ok()
}
