use crate::engine::{Bias, ChoiceSource, Label, Stop};

use super::{Generator, Integers, Value};

/// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z as seconds since the Unix epoch.
pub const FIRST_SECOND: i64 = -62_135_596_800;
pub const LAST_SECOND: i64 = 253_402_300_799;

/// Points in time as an offset from the point closest to the Unix epoch, so that a seed produces
/// the same points in time on any day (proposal 4.2), optionally in time zones, with
/// microseconds, and half of them notable points of their time zone (proposal 5.3, dateTimes()).
pub struct DateTimes {
    class: String,
    /// The simplest point: the epoch, or the bound closest to it.
    origin: i64,
    offsets: Integers,
    zones: Vec<Zone>,
    microseconds: bool,
    label: Label,
}

/// A time zone and its notable points in the range (transitions, the second before them, ...),
/// which the host computes from its time zone database.
pub struct Zone {
    pub identifier: String,
    pub notable: Vec<i64>,
}

impl DateTimes {
    /// Any second from 0001 to 9999, as an offset of +00:00: the points in time derived from
    /// DateTimeImmutable, DateTime and DateTimeInterface.
    pub fn new(class: String) -> DateTimes {
        DateTimes::within(class, FIRST_SECOND, LAST_SECOND, Vec::new(), false).expect("the whole calendar is a range")
    }

    /// Seconds in `[first, last]` in `zones` (none: +00:00), with microseconds when asked for.
    pub fn within(class: String, first: i64, last: i64, zones: Vec<Zone>, microseconds: bool) -> Result<DateTimes, String> {
        if first > last {
            return Err("The minimum point in time must not be after the maximum".to_owned());
        }
        let origin = 0i64.clamp(first, last);
        let zone_names: Vec<&str> = zones.iter().map(|zone| zone.identifier.as_str()).collect();
        let label = Label::of(&format!("points in time {class} {first} {last} {zone_names:?} {microseconds}"));
        Ok(DateTimes { class, origin, offsets: Integers::new(first - origin, last - origin), zones, microseconds, label })
    }
}

impl Generator for DateTimes {
    fn label(&self) -> Label {
        self.label
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let zone = match self.zones.len() {
            0 => None,
            1 => Some(&self.zones[0]),
            count => Some(&self.zones[source.draw(count as u64 - 1, &Bias::Uniform)? as usize]),
        };
        let notable = zone.map(|zone| zone.notable.as_slice()).unwrap_or_default();
        let seconds = if !notable.is_empty() && source.draw_bool(0.5)? {
            notable[source.draw(notable.len() as u64 - 1, &Bias::Uniform)? as usize]
        } else {
            let Value::Int(offset) = self.offsets.generate(source)? else { unreachable!("integers generate ints") };
            self.origin + offset
        };
        let microseconds = if self.microseconds { source.draw(999_999, &Bias::Integer)? as u32 } else { 0 };
        Ok(Value::DateTime { class: self.class.clone(), seconds, microseconds, timezone: zone.map(|zone| zone.identifier.clone()) })
    }
}
