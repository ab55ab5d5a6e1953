//! UUIDs (RFC 9562) in their canonical lowercase form, with the version and the variant set.
//!
//! Besides these six bits, a UUID is a 48-bit field, a 12-bit field and a 62-bit field. The
//! timestamp of versions 1, 6 and 7 is drawn as one choice and laid out over them as the version
//! requires, so that shrinking lowers it as one number; everything else is just bits (a UUID of
//! version 3 or 5 is not the hash of a name).

use crate::engine::{Bias, ChoiceSource};
use crate::generators::{Generator, Value};
use crate::model::{Label, Stop};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Version(u8),
    Nil,
    Max,
}

/// Simplest: the first version with all other bits zero, `00000000-0000-1000-8000-000000000000`
/// for version 1.
pub struct Uuids {
    kinds: Vec<Kind>,
    label: Label,
}

impl Uuids {
    /// `versions` in 1..=8, at least one; the nil and the max UUID only with `nil_and_max`.
    pub fn new(versions: Vec<impl Into<i64>>, nil_and_max: bool) -> Result<Uuids, String> {
        if versions.is_empty() {
            return Err("UUIDs need at least one version".to_owned());
        }
        let versions = versions
            .into_iter()
            .map(|version| {
                let version = version.into();
                u8::try_from(version)
                    .ok()
                    .filter(|version| (1..=8).contains(version))
                    .ok_or_else(|| format!("{version} is not a UUID version: versions are 1 to 8"))
            })
            .collect::<Result<Vec<u8>, String>>()?;
        let label = Label::of(&format!("uuids {versions:?} {nil_and_max}"));
        let mut kinds: Vec<Kind> = versions.into_iter().map(Kind::Version).collect();
        if nil_and_max {
            kinds.extend([Kind::Nil, Kind::Max]);
        }
        Ok(Uuids { kinds, label })
    }
}

const VARIANT: u128 = 0b10;

fn bits(source: &mut ChoiceSource, bits: u32) -> Result<u64, Stop> {
    source.draw((1u64 << bits) - 1, &Bias::Integer)
}

/// The 48-bit, the 12-bit and the 62-bit field of a UUID of `version`.
fn fields(source: &mut ChoiceSource, version: u8) -> Result<(u64, u64, u64), Stop> {
    Ok(match version {
        // time_low, time_mid, time_hi: the least significant bits of the timestamp come first.
        1 => {
            let time = bits(source, 60)?;
            (
                ((time & 0xFFFF_FFFF) << 16) | ((time >> 32) & 0xFFFF),
                time >> 48,
                bits(source, 62)?,
            )
        }
        // Version 1 reordered so that UUIDs sort by time: the most significant bits first.
        6 => {
            let time = bits(source, 60)?;
            (time >> 12, time & 0xFFF, bits(source, 62)?)
        }
        // Version 7: milliseconds since the Unix epoch, which is the 48-bit field, then random
        // bits. Other versions: just bits.
        _ => (bits(source, 48)?, bits(source, 12)?, bits(source, 62)?),
    })
}

fn canonical(uuid: u128) -> String {
    let hex = format!("{uuid:032x}");
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

impl Generator for Uuids {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let kind = match self.kinds.len() {
            1 => self.kinds[0],
            kinds => self.kinds[source.draw(kinds as u64 - 1, &Bias::Uniform)? as usize],
        };
        let uuid = match kind {
            Kind::Nil => 0,
            Kind::Max => u128::MAX,
            Kind::Version(version) => {
                let (high, middle, low) = fields(source, version)?;
                (u128::from(high) << 80)
                    | (u128::from(version) << 76)
                    | (u128::from(middle) << 64)
                    | (VARIANT << 62)
                    | u128::from(low)
            }
        };
        Ok(Value::String(canonical(uuid).into_bytes()))
    }
}
