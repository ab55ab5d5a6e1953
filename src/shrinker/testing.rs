//! Synthetic test functions for the unit tests of the passes: a closure that draws from the
//! choice source and says whether the example falsifies the property.

use crate::engine::{Bias, ChoiceSource, Phase, TestFunction};
use crate::model::{FailureKey, Label, Record, Status, Stop, TestRun};

use super::{Pass, Shrinker};

pub(crate) struct Property<F>(pub F);

impl<F: FnMut(&mut ChoiceSource) -> Result<bool, Stop>> TestFunction for Property<F> {
    fn run(&mut self, mut source: ChoiceSource, _phase: Phase) -> TestRun {
        let outcome = (self.0)(&mut source);
        let status = match outcome {
            Ok(true) => Status::Falsified(FailureKey("falsified".to_owned())),
            Ok(false) => Status::Passed,
            Err(stop) => Status::from(stop),
        };
        TestRun::new(source.finish(), status)
    }
}

/// A value of one choice in `[0, max]`, as a span labelled `kind`.
pub(crate) fn value(source: &mut ChoiceSource, kind: &str, max: u64) -> Result<u64, Stop> {
    source.spanned(Label::of(kind), |source| source.draw(max, &Bias::Uniform))
}

/// `$first >= 10` and `abs($first - $second)` from 1 to 4, both `positive-int` (the choice c
/// stands for c + 1): two large values that hold each other up.
pub(crate) fn difference_is_small(source: &mut ChoiceSource) -> Result<bool, Stop> {
    let first = value(source, "positive-int", i64::MAX as u64 - 1)? + 1;
    let second = value(source, "positive-int", i64::MAX as u64 - 1)? + 1;
    Ok(first >= 10 && (1..=4).contains(&first.abs_diff(second)))
}

/// An integer in [-100, 100] as `Integers` draws it: the half (1 negative), then the value
/// within it, the negative choice c standing for -c - 1.
pub(crate) fn signed(source: &mut ChoiceSource) -> Result<i64, Stop> {
    source.spanned(Label::of("int<-100, 100>"), |source| {
        if source.draw_bool(0.5)? {
            Ok(-(source.draw(99, &Bias::Uniform)? as i64) - 1)
        } else {
            Ok(source.draw(100, &Bias::Uniform)? as i64)
        }
    })
}

/// A list of `kind` values with a continuation flag inside each element's span, like
/// `generators::Lists`.
pub(crate) fn list(source: &mut ChoiceSource, kind: &str, max: u64) -> Result<Vec<u64>, Stop> {
    let mut values = Vec::new();
    source.start_span(Label::of("list"));
    loop {
        let start = source.position();
        if !source.draw_bool(0.8)? {
            break;
        }
        source.start_span_from(Label::of("element"), start);
        values.push(value(source, kind, max)?);
        source.end_span();
    }
    source.end_span();
    Ok(values)
}

/// Runs `pass` alone, from the example that replaying `start` draws, until it stops
/// succeeding. Returns the shrunk sequence and the attempts spent.
pub(crate) fn shrink_with<F>(pass: &Pass, start: &[u64], property: F) -> (Vec<u64>, u32)
where
    F: FnMut(&mut ChoiceSource) -> Result<bool, Stop>,
{
    let mut test = Property(property);
    let run = test.run(ChoiceSource::replay(start.to_vec()), Phase::Generate);
    let Status::Falsified(key) = run.status else {
        panic!("{start:?} does not falsify the property")
    };
    let record: Record = run.record;
    let mut shrinker = Shrinker::new(&mut test, key, record, 1000);
    while (pass.run)(&mut shrinker) {}
    (shrinker.sequence(), shrinker.attempts())
}
