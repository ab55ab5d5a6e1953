//! Shrinking on choice sequences (proposal 6.3).
//!
//! The shrinker holds the simplest falsifying choice sequence found so far and asks its passes for
//! simpler candidates. A candidate is replayed as a complete test and kept only when it falsifies
//! the property in the same way. Each pass is an independent unit in [`passes`]; a round runs
//! every pass, starting with those that succeeded most often in the round before, and rounds
//! repeat until none succeeds or the budget of attempts is spent.

pub mod passes;

use std::collections::{BTreeMap, HashSet};

use crate::engine::{ChoiceSource, FailureKey, Phase, Record, Status, TestFunction, shortlex_less};

/// A shrink pass: tries simpler candidates through [`Shrinker::consider`] and says whether any
/// was kept.
pub struct Pass {
    pub name: &'static str,
    pub run: fn(&mut Shrinker) -> bool,
}

pub struct ShrinkOutcome {
    pub minimal: Vec<u64>,
    pub attempts: u32,
    pub steps: u32,
    pub budget_exhausted: bool,
    pub other_ways: BTreeMap<FailureKey, Vec<u64>>,
    /// The host stopped checking during shrinking.
    pub halted: bool,
}

pub struct Shrinker<'a> {
    test: &'a mut dyn TestFunction,
    key: FailureKey,
    best: Record,
    budget: u32,
    attempts: u32,
    steps: u32,
    tried: HashSet<Vec<u64>>,
    other_ways: BTreeMap<FailureKey, Vec<u64>>,
    halted: bool,
}

impl<'a> Shrinker<'a> {
    pub fn new(test: &'a mut dyn TestFunction, key: FailureKey, falsifying: Record, budget: u32) -> Shrinker<'a> {
        let mut tried = HashSet::new();
        tried.insert(falsifying.sequence());
        Shrinker { test, key, best: falsifying, budget, attempts: 0, steps: 0, tried, other_ways: BTreeMap::new(), halted: false }
    }

    /// The simplest falsifying example found so far.
    pub fn best(&self) -> &Record {
        &self.best
    }

    pub fn sequence(&self) -> Vec<u64> {
        self.best.sequence()
    }

    /// No further attempt can be made: the budget is spent or the host stopped.
    pub fn is_done(&self) -> bool {
        self.halted || self.attempts >= self.budget
    }

    /// Replays `candidate` unless it is not simpler or was tried before; keeps it (as the choices
    /// the replay actually drew) when it falsifies the property in the same way.
    pub fn consider(&mut self, candidate: Vec<u64>) -> bool {
        if self.is_done() || !shortlex_less(&candidate, &self.best.sequence()) || !self.tried.insert(candidate.clone()) {
            return false;
        }
        self.attempts += 1;
        let run = self.test.run(ChoiceSource::replay(candidate), Phase::Shrink);
        let drawn = run.record.sequence();
        match run.status {
            Status::Falsified(key) if key == self.key => {
                if shortlex_less(&drawn, &self.best.sequence()) {
                    self.tried.insert(drawn);
                    self.best = run.record;
                    self.steps += 1;
                    return true;
                }
                false
            }
            Status::Falsified(other) => {
                let simplest = self.other_ways.entry(other).or_insert_with(|| drawn.clone());
                if shortlex_less(&drawn, simplest) {
                    *simplest = drawn;
                }
                false
            }
            Status::Halted => {
                self.halted = true;
                false
            }
            Status::Passed | Status::Rejected(_) => false,
        }
    }

    /// Like [`Shrinker::consider`], for a candidate made by replacing the choices in
    /// `start..end` of the current sequence with `replacement`.
    pub fn consider_replacing(&mut self, start: usize, end: usize, replacement: &[u64]) -> bool {
        let mut candidate = self.sequence();
        if end > candidate.len() || start > end {
            return false;
        }
        candidate.splice(start..end, replacement.iter().copied());
        self.consider(candidate)
    }

    pub fn shrink(mut self) -> ShrinkOutcome {
        let mut order: Vec<&Pass> = passes::ALL.iter().collect();
        loop {
            let mut successes: Vec<(usize, &Pass)> = Vec::new();
            for pass in &order {
                let before = self.steps;
                (pass.run)(&mut self);
                successes.push(((self.steps - before) as usize, pass));
                if self.is_done() {
                    break;
                }
            }
            if self.is_done() || successes.iter().all(|(count, _)| *count == 0) {
                break;
            }
            // Stable: passes that succeeded equally often keep their order.
            successes.sort_by(|a, b| b.0.cmp(&a.0));
            order = successes.into_iter().map(|(_, pass)| pass).collect();
        }
        ShrinkOutcome {
            minimal: self.best.sequence(),
            attempts: self.attempts,
            steps: self.steps,
            budget_exhausted: !self.halted && self.attempts >= self.budget,
            other_ways: self.other_ways,
            halted: self.halted,
        }
    }
}
