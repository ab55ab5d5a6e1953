//! Shrinking on choice sequences (proposal 6.3).
//!
//! The shrinker holds the simplest falsifying choice sequence found so far and asks its passes for
//! simpler candidates. A candidate is replayed as a complete test and kept only when it falsifies
//! the property in the same way. Each pass is an independent unit in [`passes`]; a round runs
//! every pass, starting with those that succeeded most often in the round before, and rounds
//! repeat until none succeeds or the budget of attempts is spent. Passes marked as fallbacks,
//! which try many candidates and rarely succeed, run only in rounds in which no other pass did.
//!
//! Every attempt is a whole PHPUnit test, so the shrinker never replays a candidate that cannot
//! be simpler or that behaves like one replayed before (see [`Shrinker::consider`]), and the
//! searches over a value probe the likely results first (see [`search`]).
//!
//! [`spans`] answers the questions about the structure of a record that several passes ask.

pub mod passes;
mod per_record;
pub mod search;
pub mod spans;
#[cfg(test)]
pub(crate) mod testing;
mod tried;

use std::collections::{BTreeMap, BTreeSet};

pub use per_record::PerRecord;
use tried::Tried;

use crate::engine::{ChoiceSource, Phase, TestFunction};
use crate::model::{Choice, FailureKey, Record, Status, shortlex_less};

/// A shrink pass: tries simpler candidates through [`Shrinker::consider`] and says whether any
/// was kept.
pub struct Pass {
    pub name: &'static str,
    pub run: fn(&mut Shrinker) -> bool,
    /// Runs only in rounds in which no other pass succeeded: passes that try many candidates and
    /// rarely succeed would otherwise spend attempts on every intermediate counterexample.
    pub fallback: bool,
}

impl Pass {
    /// A pass that runs in every round.
    pub const fn new(name: &'static str, run: fn(&mut Shrinker) -> bool) -> Pass {
        Pass {
            name,
            run,
            fallback: false,
        }
    }

    /// A pass that runs only in rounds in which no other pass succeeded.
    pub const fn fallback(name: &'static str, run: fn(&mut Shrinker) -> bool) -> Pass {
        Pass {
            name,
            run,
            fallback: true,
        }
    }
}

/// How far below its value [`Shrinker::lower_value`] tries a value first, when the value one
/// below it falsifies the property and half of it does not.
const NEAR_STEPS: [u64; 3] = [2, 4, 8];

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
    tried: Tried,
    other_ways: BTreeMap<FailureKey, Vec<u64>>,
    halted: bool,
    /// Whether the last replay drew more choices than its candidate had, e.g. because a filter
    /// rejected a lowered value and drew again.
    last_replay_overran: bool,
    /// The positions whose choices the kept candidates changed since [`Shrinker::forget_changes`],
    /// as long as they kept the length of the sequence.
    changed: BTreeSet<usize>,
}

impl<'a> Shrinker<'a> {
    pub fn new(
        test: &'a mut dyn TestFunction,
        key: FailureKey,
        falsifying: Record,
        budget: u32,
    ) -> Shrinker<'a> {
        let mut tried = Tried::default();
        tried.insert(&falsifying.sequence(), falsifying.choices.len());
        Shrinker {
            test,
            key,
            best: falsifying,
            budget,
            attempts: 0,
            steps: 0,
            tried,
            other_ways: BTreeMap::new(),
            halted: false,
            last_replay_overran: false,
            changed: BTreeSet::new(),
        }
    }

    /// The positions whose choices were changed since [`Shrinker::forget_changes`], by
    /// candidates that kept the length of the sequence (none once one changed it).
    pub fn changed_positions(&self) -> &BTreeSet<usize> {
        &self.changed
    }

    pub fn forget_changes(&mut self) {
        self.changed.clear();
    }

    /// The simplest falsifying example found so far.
    pub fn best(&self) -> &Record {
        &self.best
    }

    pub fn choices(&self) -> &[Choice] {
        &self.best.choices
    }

    pub fn sequence(&self) -> Vec<u64> {
        self.best.sequence()
    }

    /// The candidates kept so far: each made the counterexample simpler.
    pub fn steps(&self) -> u32 {
        self.steps
    }

    /// Shrinking attempts made so far.
    pub fn attempts(&self) -> u32 {
        self.attempts
    }

    /// No further attempt can be made: the budget is spent or the host stopped.
    pub fn is_done(&self) -> bool {
        self.halted || self.attempts >= self.budget
    }

    /// Replays `candidate` unless it is not simpler or behaves like a sequence replayed before
    /// (see [`Tried`]); keeps it (as the choices the replay actually drew) when it falsifies the
    /// property in the same way. Only replayed candidates count as attempts.
    pub fn consider(&mut self, candidate: Vec<u64>) -> bool {
        if self.is_done() || !shortlex_less(&candidate, &self.best.sequence()) {
            return false;
        }
        if let Some(drawn) = self.tried.drawn(&candidate) {
            self.last_replay_overran = drawn > candidate.len();
            return false;
        }
        self.attempts += 1;
        let run = self
            .test
            .run(ChoiceSource::replay(candidate.clone()), Phase::Shrink);
        let drawn = run.record.sequence();
        self.last_replay_overran = drawn.len() > candidate.len();
        self.tried.insert(&candidate, drawn.len());
        self.tried.insert(&drawn, drawn.len());
        match run.status {
            Status::Falsified(key) if key == self.key => {
                let best = self.best.sequence();
                if shortlex_less(&drawn, &best) {
                    if drawn.len() == best.len() {
                        let differ = (0..drawn.len()).filter(|at| drawn[*at] != best[*at]);
                        self.changed.extend(differ);
                    } else {
                        self.changed.clear();
                    }
                    self.best = run.record;
                    self.steps += 1;
                    return true;
                }
                false
            }
            Status::Falsified(other) => {
                let simplest = self
                    .other_ways
                    .entry(other)
                    .or_insert_with(|| drawn.clone());
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

    /// Runs the passes that are (or are not) fallbacks in `order`, then reorders them by how often
    /// they succeeded, most often first. Says whether any succeeded.
    fn run_round(&mut self, order: &mut Vec<&Pass>, fallback: bool) -> bool {
        let mut successes: Vec<(u32, &Pass)> = Vec::new();
        for pass in order.iter() {
            if pass.fallback != fallback || self.is_done() {
                successes.push((0, pass));
                continue;
            }
            let before = self.steps;
            (pass.run)(self);
            successes.push((self.steps - before, pass));
            // A fallback that succeeded gives the other passes a new counterexample to work on:
            // the remaining fallbacks would spend their many attempts on this one.
            if fallback && self.steps > before {
                break;
            }
        }
        successes.extend(order[successes.len()..].iter().map(|pass| (0, *pass)));
        let progress = successes.iter().any(|(count, _)| *count > 0);
        // Stable: passes that succeeded equally often keep their order.
        successes.sort_by_key(|(count, _)| std::cmp::Reverse(*count));
        *order = successes.into_iter().map(|(_, pass)| pass).collect();
        progress
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

    /// Lowers a value as far as the property stays falsified, where `candidate(v)` is the
    /// sequence with the value set to `v`, and returns where it got. Tries 0, then half the
    /// value, then one less, so that a value that cannot be lowered costs three attempts, then
    /// searches in between. Half the value comes before one less because it often falsifies the
    /// property, and when it falsifies it in another way, that way is remembered with a simpler
    /// example (proposal 6.3).
    ///
    /// When one less was rejected by a filter that then drew again, the values a filter rejects
    /// make the property hold although larger and smaller ones falsify it (even numbers only,
    /// for instance): the value is then lowered in steps of two, which step over them.
    pub fn lower_value(&mut self, current: u64, mut candidate: impl FnMut(u64) -> Vec<u64>) -> u64 {
        if current == 0 || self.consider(candidate(0)) {
            return 0;
        }
        let half = current / 2;
        if half > 0 && self.consider(candidate(half)) {
            // 0 fails and `half` works; `find_smallest` tries 0 again, which costs nothing now.
            return search::find_smallest(half, |value| {
                value == half || self.consider(candidate(value))
            });
        }
        let mut high = current - 1;
        if high > half && self.consider(candidate(high)) {
            // The smallest value is often a few steps below: two values that hold each other up
            // (`abs($a - $b) <= 4`) let each go only a few steps below the other. A few steps
            // down first cost at most NEAR_STEPS attempts more than bisecting the upper half.
            let mut low = half;
            for step in NEAR_STEPS {
                if current <= half + step {
                    break;
                }
                if !self.consider(candidate(current - step)) {
                    low = current - step;
                    break;
                }
                high = current - step;
            }
            return search::bisect(low, high, |value| self.consider(candidate(value)));
        }
        if !self.last_replay_overran || current < 2 {
            return current;
        }
        let steps = search::find_largest(current / 2, |steps| {
            self.consider(candidate(current - 2 * steps))
        });
        current - 2 * steps
    }

    pub fn shrink(mut self) -> ShrinkOutcome {
        let mut order: Vec<&Pass> = passes::ALL.iter().collect();
        loop {
            let mut progress = self.run_round(&mut order, false);
            if !progress && !self.is_done() {
                progress = self.run_round(&mut order, true);
            }
            if !progress || self.is_done() {
                break;
            }
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

/// Passes build their candidates from the sequence they started from: when a kept candidate
/// changed the structure, those candidates are no longer simpler and cost no attempt.
/// For each choice in turn, tries the candidates that `changes` proposes for it (each a list of
/// (position, new value)), in order, until one is kept; says whether any was.
pub fn try_changes_at_each_choice(
    shrinker: &mut Shrinker,
    mut changes: impl FnMut(&Shrinker, usize) -> Vec<Vec<(usize, u64)>>,
) -> bool {
    at_each_choice(shrinker, |shrinker, position| {
        let start = shrinker.sequence();
        changes(shrinker, position)
            .into_iter()
            .any(|change| shrinker.consider(with_values(&start, &change)))
    })
}

/// Runs `step` at each position of the best sequence, first to last, while the budget lasts;
/// the best sequence is read again before each step, which may have changed it. True when a
/// step improved it.
pub fn at_each_choice(
    shrinker: &mut Shrinker,
    step: impl FnMut(&mut Shrinker, usize) -> bool,
) -> bool {
    at_each_index(shrinker, |shrinker| shrinker.choices().len(), step)
}

/// Runs `step` for each span of the best sequence by index, as [`at_each_choice`] does for
/// choices.
pub fn at_each_span(
    shrinker: &mut Shrinker,
    step: impl FnMut(&mut Shrinker, usize) -> bool,
) -> bool {
    at_each_index(shrinker, |shrinker| shrinker.best().spans.len(), step)
}

fn at_each_index(
    shrinker: &mut Shrinker,
    count: impl Fn(&Shrinker) -> usize,
    mut step: impl FnMut(&mut Shrinker, usize) -> bool,
) -> bool {
    let mut improved = false;
    let mut index = 0;
    while index < count(shrinker) && !shrinker.is_done() {
        improved |= step(shrinker, index);
        index += 1;
    }
    improved
}

/// How many later choices count as nearby: enough to reach the value of the next parameter
/// when each value is two choices (the half and the value within it).
pub const NEARBY: usize = 4;

/// For each choice and each of the [`NEARBY`] choices after it, in order, calls `visit` with
/// their positions, which it may change; says whether any changed the sequence.
pub fn visit_nearby_pairs(
    shrinker: &mut Shrinker,
    mut visit: impl FnMut(&mut Shrinker, usize, usize),
) -> bool {
    let before = shrinker.steps();
    let mut first = 0;
    while first < shrinker.choices().len() && !shrinker.is_done() {
        let mut second = first + 1;
        while second <= first + NEARBY && second < shrinker.choices().len() && !shrinker.is_done() {
            visit(shrinker, first, second);
            second += 1;
        }
        first += 1;
    }
    shrinker.steps() > before
}

/// `sequence` with the choice at each position of `changes` set to the value next to it.
pub fn with_values(sequence: &[u64], changes: &[(usize, u64)]) -> Vec<u64> {
    let mut candidate = sequence.to_vec();
    for (position, value) in changes {
        candidate[*position] = *value;
    }
    candidate
}
