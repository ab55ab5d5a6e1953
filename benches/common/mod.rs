//! What the shrink benchmarks share: a property made of a Rust closure that draws its values
//! with the real generators and says whether they falsify it, and helpers that draw integers
//! and lists of them.

use std::cell::Cell;
use std::rc::Rc;

use pbt::engine::{ChoiceSource, Phase, TestFunction};
use pbt::generators::{Integers, Lists, Size, draw};
use pbt::model::{FailureKey, Status, Stop, TestRun};
use pbt::runner::{Falsification, Settings, Verdict, check};

#[path = "../../tests-rust/support/values.rs"]
#[allow(dead_code)]
mod values;
// Each benchmark and tests-rust/shrinker.rs read some of them.
#[allow(unused_imports)]
pub use values::{float, int, ints};

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

/// One check of a benchmark's property with a seed: how often it ran the property, and when it
/// was falsified, how, with the value that its minimal choices give.
pub struct Checked<T> {
    // The shrinking challenge counts only the calls after the first failure.
    #[allow(dead_code)]
    pub calls: u64,
    pub falsified: Option<(Falsification, Option<T>)>,
}

/// Checks the property that draws `values` and fails when `fails` says so, with `seed`.
pub fn check_property<T>(
    values: &dyn Fn(&mut ChoiceSource) -> Result<T, Stop>,
    fails: &dyn Fn(&T) -> bool,
    seed: u64,
    settings: &Settings,
) -> Checked<T> {
    let calls = Cell::new(0);
    let mut property = Property {
        values,
        fails,
        calls: &calls,
    };
    let falsified = match check(&mut property, seed, settings).verdict {
        Verdict::Falsified(falsification) => {
            let value = values(&mut ChoiceSource::replay(falsification.minimal.clone())).ok();
            Some((falsification, value))
        }
        _ => None,
    };
    Checked {
        calls: calls.get(),
        falsified,
    }
}

pub fn draw_int(min: i64, max: i64, source: &mut ChoiceSource) -> Result<i64, Stop> {
    Ok(int(&draw(&Integers::new(min, max), source)?))
}

/// `list<int<min, max>>` with `size` elements.
pub fn int_list(
    min: i64,
    max: i64,
    size: Size,
    source: &mut ChoiceSource,
) -> Result<Vec<i64>, Stop> {
    let list = Lists::new(Rc::new(Integers::new(min, max)), size);
    Ok(ints(&draw(&list, source)?))
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

/// Prints the original and the shrunk choices of a run of the case `name`: with `SHOW_MISSES=1`
/// those of every run that missed the ideal counterexample, with `SHOW_RUNS=1` those of all.
pub fn show_run(name: &str, seed: u64, falsification: &Falsification, ideal: bool) {
    if (!ideal && std::env::var("SHOW_MISSES").is_ok()) || std::env::var("SHOW_RUNS").is_ok() {
        eprintln!(
            "{name}, seed {seed}: {:?} -> {:?} in {} attempts",
            falsification.original, falsification.minimal, falsification.shrinking_attempts
        );
    }
}
