//! Checking a property: generating examples until enough were checked or one falsified the
//! property, then replaying and shrinking it (proposal 6.2, 6.3).

use std::collections::BTreeMap;

use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256StarStar;

use std::rc::Rc;

use crate::engine::{
    ChoiceSource, DEFAULT_MAX_CHOICES, DEFAULT_TREE_BUDGET, DataTree, Phase, TargetedSearch,
    TestFunction,
};
use crate::model::{FailureKey, Record, Rejection, Status};
use crate::shrinker::{ShrinkOutcome, Shrinker};

#[derive(Clone, Debug)]
pub struct Settings {
    pub examples: u32,
    pub max_shrinking_attempts: u32,
    pub max_choices: usize,
    /// How often the falsifying example is replayed before it is shrunk.
    pub replays: u32,
    /// The budget of shrinking attempts after a timeout: each attempt costs the time limit.
    pub max_shrinking_attempts_after_timeout: u32,
    pub examples_checked_until_health_is_assumed: u32,
    pub max_rejected_until_health_is_assumed: u32,
    pub max_too_large_until_health_is_assumed: u32,
    /// The estimated size in bytes past which the tree of generated examples stops recording.
    pub tree_budget: usize,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            examples: 100,
            max_shrinking_attempts: 1000,
            max_choices: DEFAULT_MAX_CHOICES,
            replays: 4,
            max_shrinking_attempts_after_timeout: 8,
            examples_checked_until_health_is_assumed: 10,
            max_rejected_until_health_is_assumed: 50,
            max_too_large_until_health_is_assumed: 20,
            tree_budget: DEFAULT_TREE_BUDGET,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Falsification {
    pub key: FailureKey,
    /// The examples that were run until the property was falsified, the falsifying one included.
    pub examples: u32,
    /// The choices of the minimal counterexample.
    pub minimal: Vec<u64>,
    /// The choices of the example that first falsified the property.
    pub original: Vec<u64>,
    pub shrinking_attempts: u32,
    /// Shrinking steps: attempts that made the counterexample simpler.
    pub shrinking_steps: u32,
    pub budget_exhausted: bool,
    /// The replays that counted: those that generated the same values from the same choices.
    pub replays: u32,
    /// In how many replays the example falsified the property again in the same way.
    pub refalsified: u32,
    /// For each other way of failing seen while shrinking: the simplest choices seen.
    pub other_ways: BTreeMap<FailureKey, Vec<u64>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The configured number of examples was checked (or every example there is).
    Passed,
    /// Fewer examples than configured were checked because too many were rejected.
    Unhealthy(HealthStop),
    Falsified(Falsification),
    /// The falsifying example did not falsify the property again in any replay: not shrunk.
    Flaky(Falsification),
    /// No replay of the falsifying example generated the same values from the same choices, so
    /// it could be neither reproduced nor shrunk: the property is falsified by the values it had.
    Nondeterministic(Falsification),
    /// The host stopped checking (skipped, incomplete, deadline, host error).
    Halted,
}

/// Why generating stopped before enough examples were checked (proposal 6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HealthStop {
    /// The maximum of rejected examples was reached while few examples were checked.
    Rejected,
    /// The maximum of examples rejected as too large was reached while few were checked.
    TooLarge,
    /// Ten times the number of examples were attempted.
    Attempts,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckReport {
    pub verdict: Verdict,
    pub checked: u32,
    pub rejected: BTreeMap<Rejection, u32>,
    /// Every example the generators can generate was generated before the configured number.
    pub exhausted: bool,
    /// The generators drew a choice from another range than before after the same choices, or a
    /// replay drew other choices: values depend on something besides the choices (proposal 6.3).
    pub nondeterministic: bool,
}

impl CheckReport {
    pub fn rejected_total(&self) -> u32 {
        self.rejected.values().sum()
    }
}

/// Checks a property: `seed` is its property seed (see [`super::property_seed`]).
pub fn check(test: &mut dyn TestFunction, seed: u64, settings: &Settings) -> CheckReport {
    check_remembered(test, seed, settings, &[])
}

/// Checks a property, first replaying `remembered`, the choices of counterexamples of an earlier
/// run (proposal 7.3). They do not draw from the random number generator, so the examples
/// generated afterwards are the same as without them.
pub fn check_remembered(
    test: &mut dyn TestFunction,
    seed: u64,
    settings: &Settings,
    remembered: &[Vec<u64>],
) -> CheckReport {
    let mut random = Xoshiro256StarStar::seed_from_u64(seed);
    let mut report = CheckReport {
        verdict: Verdict::Passed,
        checked: 0,
        rejected: BTreeMap::new(),
        exhausted: false,
        nondeterministic: false,
    };
    let max_attempts = settings.examples.saturating_mul(10);
    let mut attempts = 0;
    let mut tree = Rc::new(DataTree::with_budget(settings.tree_budget));
    let mut remembered = remembered.iter();
    // Its own generator, so that targeting does not change the random examples.
    let mut search = TargetedSearch::new(Xoshiro256StarStar::seed_from_u64(
        seed ^ 0x7a72_6765_7473_6561,
    ));

    loop {
        let mut targeted = false;
        let source = match remembered.next() {
            Some(sequence) => {
                ChoiceSource::replay(sequence.clone()).with_max_choices(settings.max_choices)
            }
            None => {
                if report.checked >= settings.examples || attempts >= max_attempts {
                    break;
                }
                // The second half of the examples searches for higher scores while it can.
                let candidate = if report.checked.saturating_mul(2) >= settings.examples {
                    search.candidate()
                } else {
                    None
                };
                if candidate.is_none() && tree.is_exhausted() {
                    report.exhausted = true;
                    break;
                }
                attempts += 1;
                match candidate {
                    Some(candidate) => {
                        targeted = true;
                        ChoiceSource::replay(candidate).with_max_choices(settings.max_choices)
                    }
                    None => {
                        let source = ChoiceSource::random(random.next_u64())
                            .with_max_choices(settings.max_choices)
                            .avoiding(Rc::clone(&tree));
                        if attempts <= small_examples(settings) {
                            source.small()
                        } else {
                            source
                        }
                    }
                }
            }
        };
        let run = test.run(source, Phase::Generate);
        report.nondeterministic |= run.record.inconsistent;
        Rc::make_mut(&mut tree).record(&run.record.choices);
        match run.status {
            Status::Passed => {
                report.checked += 1;
                search.observe(&run.record.choices, &run.scores);
            }
            Status::Rejected(reason) => {
                if targeted {
                    search.discard();
                }
                *report.rejected.entry(reason).or_default() += 1;
                if let Some(stop) = health_stop(&report, settings) {
                    report.verdict = Verdict::Unhealthy(stop);
                    return report;
                }
            }
            Status::Halted => {
                report.verdict = Verdict::Halted;
                return report;
            }
            Status::Falsified(key) => {
                let examples = report.checked + 1;
                report.verdict = falsified(
                    test,
                    run.record,
                    key,
                    examples,
                    settings,
                    &mut report.nondeterministic,
                );
                return report;
            }
        }
    }
    // Exhausting the generators is no fault of the property, unless no example was checked.
    if report.checked < settings.examples && !(report.exhausted && report.checked > 0) {
        report.verdict = Verdict::Unhealthy(HealthStop::Attempts);
    }
    report
}

/// How many of the first examples are small ([`ChoiceSource::generating_small`]): a tenth, at
/// most 50, as in Hypothesis.
fn small_examples(settings: &Settings) -> u32 {
    (settings.examples / 10).min(50)
}

fn health_stop(report: &CheckReport, settings: &Settings) -> Option<HealthStop> {
    if report.checked >= settings.examples_checked_until_health_is_assumed {
        return None;
    }
    let too_large = report
        .rejected
        .get(&Rejection::TooLarge)
        .copied()
        .unwrap_or(0);
    if too_large >= settings.max_too_large_until_health_is_assumed {
        Some(HealthStop::TooLarge)
    } else if report.rejected_total() >= settings.max_rejected_until_health_is_assumed {
        Some(HealthStop::Rejected)
    } else {
        None
    }
}

/// Replays the falsifying example, then shrinks it unless no replay falsified it again.
fn falsified(
    test: &mut dyn TestFunction,
    record: Record,
    key: FailureKey,
    examples: u32,
    settings: &Settings,
    nondeterministic: &mut bool,
) -> Verdict {
    let original = record.sequence();
    // An example that exceeded its time limit is not replayed: every replay would take as long.
    let (replays, budget) = if key.is_timeout() {
        (
            0,
            settings
                .max_shrinking_attempts_after_timeout
                .min(settings.max_shrinking_attempts),
        )
    } else {
        (settings.replays, settings.max_shrinking_attempts)
    };
    let mut refalsified = 0;
    let mut counted = 0;
    for _ in 0..replays {
        let run = test.run(ChoiceSource::replay(original.clone()), Phase::Replay);
        // A replay that was skipped or aborted ends the check, whatever values it had.
        if run.status == Status::Halted {
            return Verdict::Halted;
        }
        // A replay that drew other choices, or generated other values from the same choices,
        // does not count (proposal 6.3).
        if run.record.choices != record.choices || run.record.inconsistent {
            *nondeterministic = true;
            continue;
        }
        counted += 1;
        if run.status == Status::Falsified(key.clone()) {
            refalsified += 1;
        }
    }
    let mut falsification = Falsification {
        key: key.clone(),
        examples,
        minimal: original.clone(),
        original: original.clone(),
        shrinking_attempts: 0,
        shrinking_steps: 0,
        budget_exhausted: false,
        replays: counted,
        refalsified,
        other_ways: BTreeMap::new(),
    };
    if replays > 0 && counted == 0 {
        return Verdict::Nondeterministic(falsification);
    }
    if counted > 0 && refalsified == 0 {
        return Verdict::Flaky(falsification);
    }
    let ShrinkOutcome {
        minimal,
        attempts,
        steps,
        budget_exhausted,
        other_ways,
        halted,
    } = Shrinker::new(test, key, record, budget).shrink();
    if halted {
        return Verdict::Halted;
    }
    falsification.minimal = minimal;
    falsification.shrinking_attempts = attempts;
    falsification.shrinking_steps = steps;
    falsification.budget_exhausted = budget_exhausted;
    falsification.other_ways = other_ways;
    Verdict::Falsified(falsification)
}
