use crate::engine::{ChoiceSource, Label, Stop};

use super::{Generator, Integers, Value};

/// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z as seconds since the Unix epoch.
pub const FIRST_SECOND: i64 = -62_135_596_800;
pub const LAST_SECOND: i64 = 253_402_300_799;

/// Points in time as an offset from the Unix epoch, so that a seed produces the same points in
/// time on any day (proposal 4.2); the epoch is the simplest.
pub struct DateTimes {
    class: String,
    seconds: Integers,
    label: Label,
}

impl DateTimes {
    pub fn new(class: String) -> DateTimes {
        let label = Label::of(&format!("points in time {class}"));
        DateTimes { class, seconds: Integers::new(FIRST_SECOND, LAST_SECOND), label }
    }
}

impl Generator for DateTimes {
    fn label(&self) -> Label {
        self.label
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let Value::Int(seconds) = self.seconds.generate(source)? else { unreachable!("integers generate ints") };
        Ok(Value::DateTime { class: self.class.clone(), seconds, microseconds: 0 })
    }
}
