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
