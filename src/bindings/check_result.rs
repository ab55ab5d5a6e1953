use std::collections::BTreeMap;
use std::rc::Rc;

use ext_php_rs::prelude::*;

use super::example::{Example, Parameters};
use super::outcome::{HealthStop, Rejection, Verdict};
use crate::engine::ChoiceSource;
use crate::runner::{CheckReport, Falsification, Verdict as EngineVerdict};

/// What checking a property found, and the examples to replay for the report.
#[php_class]
#[php(name = "PHPUnit\\Framework\\PropertyBased\\Engine\\CheckResult")]
pub struct CheckResult {
    report: CheckReport,
    parameters: Parameters,
}

impl CheckResult {
    pub(crate) fn new(report: CheckReport, parameters: Parameters) -> CheckResult {
        CheckResult { report, parameters }
    }

    fn falsification(&self) -> Option<&Falsification> {
        match &self.report.verdict {
            EngineVerdict::Falsified(falsification)
            | EngineVerdict::Flaky(falsification)
            | EngineVerdict::Nondeterministic(falsification) => Some(falsification),
            _ => None,
        }
    }

    fn replay(&self, sequence: &[u64]) -> Example {
        Example::new(
            ChoiceSource::replay(sequence.to_vec()),
            Rc::clone(&self.parameters),
        )
    }
}

#[php_impl]
impl CheckResult {
    pub fn verdict(&self) -> Verdict {
        Verdict::from(&self.report.verdict)
    }

    /// Why an unhealthy property stopped generating.
    pub fn health_stop(&self) -> Option<HealthStop> {
        match &self.report.verdict {
            EngineVerdict::Unhealthy(stop) => Some(HealthStop::from(stop)),
            _ => None,
        }
    }

    /// Every example the generators can generate was generated.
    pub fn exhausted(&self) -> bool {
        self.report.exhausted
    }

    /// The generators did not generate the same values from the same choices.
    pub fn nondeterministic(&self) -> bool {
        self.report.nondeterministic
    }

    pub fn checked(&self) -> i64 {
        i64::from(self.report.checked)
    }

    /// How many examples were rejected for `reason`.
    pub fn rejected(&self, reason: Rejection) -> i64 {
        self.report
            .rejected
            .get(&reason.into())
            .map_or(0, |count| i64::from(*count))
    }

    /// How many examples were rejected, for any reason.
    pub fn rejected_in_all(&self) -> i64 {
        i64::from(self.report.rejected_total())
    }

    /// The examples run until the property was falsified, the falsifying one included.
    pub fn examples(&self) -> i64 {
        self.falsification().map_or(0, |f| i64::from(f.examples))
    }

    pub fn shrinking_attempts(&self) -> i64 {
        self.falsification()
            .map_or(0, |f| i64::from(f.shrinking_attempts))
    }

    pub fn shrinking_steps(&self) -> i64 {
        self.falsification()
            .map_or(0, |f| i64::from(f.shrinking_steps))
    }

    pub fn budget_exhausted(&self) -> bool {
        self.falsification().is_some_and(|f| f.budget_exhausted)
    }

    pub fn replays(&self) -> i64 {
        self.falsification().map_or(0, |f| i64::from(f.replays))
    }

    pub fn refalsified(&self) -> i64 {
        self.falsification().map_or(0, |f| i64::from(f.refalsified))
    }

    /// How the property was falsified: the class of the Throwable and where it was raised.
    pub fn failure_key(&self) -> Option<String> {
        self.falsification().map(|f| f.key.0.clone())
    }

    /// The choice sequence of the minimal counterexample.
    pub fn choices(&self) -> Vec<i64> {
        self.falsification().map_or_else(Vec::new, |f| {
            f.minimal.iter().map(|choice| *choice as i64).collect()
        })
    }

    /// For each other way the property failed while shrinking: failure key => its choice sequence.
    pub fn other_way_choices(&self) -> BTreeMap<String, Vec<i64>> {
        self.falsification()
            .map(|f| {
                f.other_ways
                    .iter()
                    .map(|(key, sequence)| {
                        (
                            key.0.clone(),
                            sequence.iter().map(|choice| *choice as i64).collect(),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The minimal counterexample (for a flaky property: the unshrunk one), to replay.
    pub fn minimal_example(&self) -> Option<Example> {
        self.falsification().map(|f| self.replay(&f.minimal))
    }

    /// For each other way the property failed while shrinking: failure key => example to replay,
    /// ordered by key so that reports do not depend on hashing.
    pub fn other_ways(&self) -> BTreeMap<String, Example> {
        self.falsification()
            .map(|f| {
                f.other_ways
                    .iter()
                    .map(|(key, sequence)| (key.0.clone(), self.replay(sequence)))
                    .collect()
            })
            .unwrap_or_default()
    }
}
