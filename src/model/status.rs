use std::collections::BTreeMap;

use super::record::{Record, Stop};

/// Why an example was rejected; counted for the health checks (proposal 6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rejection {
    /// `assume()` was called with false.
    Assume,
    /// No value that satisfies a filter was generated.
    Filter,
    /// The example needed too many choices or too many nested objects.
    TooLarge,
}

/// How an example failed: the class of the Throwable and where it was raised, as PHPUnit reports
/// it. Shrinking keeps only candidates that fail in the same way (proposal 6.3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FailureKey(pub String);

impl FailureKey {
    /// The way of failing of an example that exceeded its time limit, wherever it was
    /// interrupted (proposal 6.3).
    pub fn timeout() -> FailureKey {
        FailureKey("the time limit was exceeded".to_owned())
    }

    pub fn is_timeout(&self) -> bool {
        *self == FailureKey::timeout()
    }
}

/// The outcome of running one example.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Passed,
    Rejected(Rejection),
    Falsified(FailureKey),
    /// Checking must stop: the example was skipped, marked incomplete, aborted by the deadline of
    /// the test run, or the host failed. The host knows which and reports it.
    Halted,
}

/// How an example ended, as the host that ran it reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    Passed,
    /// assume() or a draw rejected it.
    Rejected,
    Falsified(FailureKey),
    /// Checking must stop.
    Halted,
}

impl Ending {
    /// The status of the example: `rejection` is what the engine recorded while the example ran
    /// (a draw that was rejected, assume()). A failure outweighs a rejection that came before it
    /// (the body caught the exception of assume(), or tearDown() rejected an example that had
    /// already failed): it is never discarded.
    pub fn status(&self, rejection: Option<Rejection>) -> Status {
        match (self, rejection) {
            (Ending::Falsified(key), _) => Status::Falsified(key.clone()),
            (Ending::Halted, _) => Status::Halted,
            (Ending::Rejected, reason) => Status::Rejected(reason.unwrap_or(Rejection::Assume)),
            (Ending::Passed, Some(reason)) => Status::Rejected(reason),
            (Ending::Passed, None) => Status::Passed,
        }
    }
}

/// One run of the test function: the choices it drew and its outcome.
#[derive(Clone, Debug)]
pub struct TestRun {
    pub record: Record,
    pub status: Status,
    /// The scores the example targeted, by label (proposal 3.8).
    pub scores: BTreeMap<String, f64>,
}

impl TestRun {
    pub fn new(record: Record, status: Status) -> TestRun {
        TestRun {
            record,
            status,
            scores: BTreeMap::new(),
        }
    }
}

/// The status of an example whose values could not be drawn.
impl From<Stop> for Status {
    fn from(stop: Stop) -> Status {
        match stop {
            Stop::Rejected(reason) => Status::Rejected(reason),
            Stop::HostFailed => Status::Halted,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_or_a_halt_outweighs_a_recorded_rejection() {
        let key = FailureKey("E at f:1".to_owned());
        assert_eq!(
            Ending::Falsified(key.clone()).status(Some(Rejection::Filter)),
            Status::Falsified(key)
        );
        assert_eq!(
            Ending::Halted.status(Some(Rejection::Assume)),
            Status::Halted
        );
    }

    #[test]
    fn a_passed_example_with_a_recorded_rejection_is_rejected_for_that_reason() {
        assert_eq!(
            Ending::Passed.status(Some(Rejection::Filter)),
            Status::Rejected(Rejection::Filter)
        );
        assert_eq!(Ending::Passed.status(None), Status::Passed);
        assert_eq!(
            Ending::Rejected.status(Some(Rejection::TooLarge)),
            Status::Rejected(Rejection::TooLarge)
        );
        assert_eq!(
            Ending::Rejected.status(None),
            Status::Rejected(Rejection::Assume)
        );
    }
}
