//! The vocabulary of the boundary, typed on both sides: the phase an example runs in, how it
//! ended as the PHP package reports it, and the verdict of a check. PHP sees enums and an
//! immutable value object, Rust the enums of the engine: no string or int stands for them.

use ext_php_rs::prelude::*;
use ext_php_rs::types::Zval;

use super::host_values::text_of;
use crate::engine;
use crate::model::{Ending, FailureKey, Rejection as EngineRejection, Status};
use crate::runner::{HealthStop as EngineHealthStop, Verdict as EngineVerdict};

/// `Engine\Phase`: why the engine runs an example.
#[php_enum]
#[php(name = "PHPUnit\\Framework\\PropertyBased\\Engine\\Phase")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// A generated example: its issues and assertions count for the property.
    Generate,
    /// A replay of the falsifying example before shrinking.
    Replay,
    /// A shrinking attempt.
    Shrink,
}

impl From<engine::Phase> for Phase {
    fn from(phase: engine::Phase) -> Phase {
        match phase {
            engine::Phase::Generate => Phase::Generate,
            engine::Phase::Replay => Phase::Replay,
            engine::Phase::Shrink => Phase::Shrink,
        }
    }
}

/// `Engine\Verdict`: what checking a property found.
#[php_enum]
#[php(name = "PHPUnit\\Framework\\PropertyBased\\Engine\\Verdict")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Passed,
    /// Fewer examples than configured were checked, because too many were rejected.
    Unhealthy,
    Falsified,
    /// The falsifying example did not falsify the property again.
    Flaky,
    /// No replay generated the falsifying example's values again from its choices.
    Nondeterministic,
    /// An example ended the check: skipped, incomplete, or an error of the property.
    Halted,
}

impl From<&EngineVerdict> for Verdict {
    fn from(verdict: &EngineVerdict) -> Verdict {
        match verdict {
            EngineVerdict::Passed => Verdict::Passed,
            EngineVerdict::Unhealthy(_) => Verdict::Unhealthy,
            EngineVerdict::Falsified(_) => Verdict::Falsified,
            EngineVerdict::Flaky(_) => Verdict::Flaky,
            EngineVerdict::Nondeterministic(_) => Verdict::Nondeterministic,
            EngineVerdict::Halted => Verdict::Halted,
        }
    }
}

/// `Engine\HealthStop`: why an unhealthy property stopped generating.
#[php_enum]
#[php(name = "PHPUnit\\Framework\\PropertyBased\\Engine\\HealthStop")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HealthStop {
    /// Too many examples were rejected.
    Rejected,
    /// Too many examples were rejected as too large.
    TooLarge,
    /// Too many attempts generated an example that had been generated before.
    Attempts,
}

impl From<&EngineHealthStop> for HealthStop {
    fn from(stop: &EngineHealthStop) -> HealthStop {
        match stop {
            EngineHealthStop::Rejected => HealthStop::Rejected,
            EngineHealthStop::TooLarge => HealthStop::TooLarge,
            EngineHealthStop::Attempts => HealthStop::Attempts,
        }
    }
}

/// `Engine\Rejection`: why examples were rejected.
#[php_enum]
#[php(name = "PHPUnit\\Framework\\PropertyBased\\Engine\\Rejection")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// `assume()` was called with false.
    Assume,
    /// No value that satisfies a filter was generated.
    Filter,
    /// The example needed too many choices or too many nested objects.
    TooLarge,
}

impl From<Rejection> for EngineRejection {
    fn from(reason: Rejection) -> EngineRejection {
        match reason {
            Rejection::Assume => EngineRejection::Assume,
            Rejection::Filter => EngineRejection::Filter,
            Rejection::TooLarge => EngineRejection::TooLarge,
        }
    }
}

/// `Engine\Outcome`: how an example ended, as the PHP package's example runner returns it to
/// the engine, once per example.
#[php_class]
#[php(name = "PHPUnit\\Framework\\PropertyBased\\Engine\\Outcome")]
#[derive(Clone, Debug)]
pub struct Outcome {
    ending: Ending,
    /// The generators did not generate the same values as before from the same choices.
    other_values: bool,
}

impl Outcome {
    fn of(ending: Ending) -> Outcome {
        Outcome {
            ending,
            other_values: false,
        }
    }

    /// The status of the example, given the rejection the engine recorded while it ran.
    pub(crate) fn status(&self, rejection: Option<EngineRejection>) -> Status {
        self.ending.status(rejection)
    }

    pub(crate) fn generated_other_values(&self) -> bool {
        self.other_values
    }
}

#[php_impl]
impl Outcome {
    pub fn passed() -> Outcome {
        Outcome::of(Ending::Passed)
    }

    /// assume() or a draw rejected the example: it does not count.
    pub fn rejected() -> Outcome {
        Outcome::of(Ending::Rejected)
    }

    /// The example failed; `key` names the class of the Throwable and where it was raised
    /// (bytes: a path need not be UTF-8).
    pub fn falsified(key: &Zval) -> Outcome {
        Outcome::of(Ending::Falsified(FailureKey(text_of(key))))
    }

    /// The example exceeded its time limit, which falsifies the property wherever the example
    /// was interrupted (proposal 6.2, 6.3).
    pub fn timed_out() -> Outcome {
        Outcome::of(Ending::Falsified(FailureKey::timeout()))
    }

    /// Checking must stop (skipped, incomplete, an error of the property).
    pub fn halted() -> Outcome {
        Outcome::of(Ending::Halted)
    }

    /// The same outcome of a replay that did not generate the same arguments and drawn values
    /// from the same choices as the example it replays, so that it does not count (6.3).
    pub fn with_other_values(&self) -> Outcome {
        Outcome {
            ending: self.ending.clone(),
            other_values: true,
        }
    }

    /// The failure key of examples that exceeded their time limit.
    pub fn timeout_key() -> String {
        FailureKey::timeout().0
    }
}
