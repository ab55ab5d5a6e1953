use crate::engine::{Bias, ChoiceSource};
use crate::model::{Label, Stop};

use super::{Generator, Integers, Kinds, Value, date_time_text};

/// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z as seconds since the Unix epoch.
pub const FIRST_SECOND: i64 = -62_135_596_800;
pub const LAST_SECOND: i64 = 253_402_300_799;

/// A point in time to the microsecond: seconds since the Unix epoch, and microseconds after them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Instant {
    pub seconds: i64,
    pub microseconds: u32,
}

impl Instant {
    pub fn new(seconds: i64, microseconds: u32) -> Instant {
        Instant {
            seconds,
            microseconds,
        }
    }

    /// The first whole second at or after this point.
    fn ceil(self) -> Instant {
        Instant::new(self.seconds + i64::from(self.microseconds > 0), 0)
    }

    fn text(self) -> String {
        date_time_text(self.seconds, self.microseconds)
    }
}

/// The points in time that can be generated: those of the proleptic Gregorian calendar from
/// -262143-01-01 to +262142-12-31 in UTC, as chrono writes them. PHP has more (its timestamps
/// are any 64-bit int), but its local times wrap around near the ends of that range.
fn supported() -> (Instant, Instant) {
    let (first, last) = (
        chrono::DateTime::<chrono::Utc>::MIN_UTC,
        chrono::DateTime::<chrono::Utc>::MAX_UTC,
    );
    (
        Instant::new(first.timestamp(), 0),
        Instant::new(last.timestamp(), 999_999),
    )
}

/// Points in time as an offset from the point closest to the Unix epoch, so that a seed produces
/// the same points in time on any day (proposal 4.2), optionally in time zones, with
/// microseconds, and half of them notable points of their time zone (proposal 5.3, dateTimes()).
pub struct DateTimes {
    class: String,
    first: Instant,
    last: Instant,
    /// The simplest second: the epoch, or the bound closest to it.
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
        DateTimes::within(
            class,
            Instant::new(FIRST_SECOND, 0),
            Instant::new(LAST_SECOND, 0),
            Vec::new(),
            false,
        )
        .expect("the whole calendar is a range")
    }

    /// Points in time from `first` to `last`, both included, in `zones` (none: +00:00); with
    /// `microseconds`, to the microsecond, otherwise whole seconds. An error names the bound
    /// that is out of range, or says that the range holds no point in time.
    pub fn within(
        class: String,
        first: Instant,
        last: Instant,
        mut zones: Vec<Zone>,
        microseconds: bool,
    ) -> Result<DateTimes, String> {
        let (earliest, latest) = supported();
        for (which, bound) in [("minimum", first), ("maximum", last)] {
            if bound < earliest || bound > latest {
                return Err(format!(
                    "The {which} point in time, @{}, is out of range: points in time from {} to {} are supported",
                    bound.seconds,
                    earliest.text(),
                    latest.text()
                ));
            }
        }
        if first > last {
            return Err(format!(
                "The minimum point in time, {}, must not be after the maximum, {}",
                first.text(),
                last.text()
            ));
        }
        let (first, last) = match (microseconds, first.ceil(), Instant::new(last.seconds, 0)) {
            (true, _, _) => (first, last),
            (false, whole_first, whole_last) if whole_first <= whole_last => {
                (whole_first, whole_last)
            }
            (false, _, _) => {
                return Err(format!(
                    "The range from {} to {} holds no whole second: allow microseconds or widen it",
                    first.text(),
                    last.text()
                ));
            }
        };
        for zone in &mut zones {
            zone.notable
                .retain(|second| (first.seconds..=last.seconds).contains(second));
        }
        let origin = 0i64.clamp(first.seconds, last.seconds);
        let zone_names: Vec<&str> = zones.iter().map(|zone| zone.identifier.as_str()).collect();
        let label = Label::of(&format!(
            "points in time {class} {first:?} {last:?} {zone_names:?} {microseconds}"
        ));
        let offsets = Integers::new(first.seconds - origin, last.seconds - origin);
        Ok(DateTimes {
            class,
            first,
            last,
            origin,
            offsets,
            zones,
            microseconds,
            label,
        })
    }

    /// The microseconds of a point in the second `seconds`: any, but not beyond a bound.
    fn microseconds(&self, seconds: i64, source: &mut ChoiceSource) -> Result<u32, Stop> {
        if !self.microseconds {
            return Ok(0);
        }
        let lowest = if seconds == self.first.seconds {
            self.first.microseconds
        } else {
            0
        };
        let highest = if seconds == self.last.seconds {
            self.last.microseconds
        } else {
            999_999
        };
        Ok(lowest + source.draw(u64::from(highest - lowest), &Bias::Integer)? as u32)
    }
}

impl Generator for DateTimes {
    stored_label!();

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
            let Value::Int(offset) = self.offsets.generate(source)? else {
                unreachable!("integers generate ints")
            };
            self.origin + offset
        };
        let microseconds = self.microseconds(seconds, source)?;
        Ok(Value::DateTime {
            class: self.class.clone(),
            seconds,
            microseconds,
            timezone: zone.map(|zone| zone.identifier.clone()),
        })
    }

    fn kinds(&self) -> Kinds {
        Kinds::OBJECT
    }
}
