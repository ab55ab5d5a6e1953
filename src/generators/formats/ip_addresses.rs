//! IPv4 and IPv6 addresses of a network. Half of them come from the special-purpose ranges
//! (RFC 6890 and its updates) inside the network, or lie right next to one of them, where code
//! that classifies addresses has its boundaries (proposal 5.3).

use std::net::{Ipv4Addr, Ipv6Addr};

use crate::engine::{Bias, ChoiceSource};
use crate::generators::{Generator, Value};
use crate::model::{Label, Stop};

/// A network as the first and the last of its addresses, IPv4 addresses widened to 128 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Network {
    first: u128,
    last: u128,
}

impl Network {
    /// The network of `address/prefix` in an address space of `bits` bits; `None` when the
    /// address has bits set after the prefix.
    fn new(address: u128, prefix: u32, bits: u32) -> Option<Network> {
        let host_bits = bits - prefix;
        let host_mask = if host_bits == 128 {
            u128::MAX
        } else {
            (1u128 << host_bits) - 1
        };
        (address & host_mask == 0).then_some(Network {
            first: address,
            last: address | host_mask,
        })
    }

    /// The addresses both networks contain: networks either nest or are disjoint.
    fn intersection(self, other: Network) -> Option<Network> {
        let first = self.first.max(other.first);
        let last = self.last.min(other.last);
        (first <= last).then_some(Network { first, last })
    }

    /// The bits in which the addresses of the network differ.
    fn host_mask(self) -> u128 {
        self.last - self.first
    }
}

/// Parses a network in CIDR notation such as `10.0.0.0/8`.
fn parse_network(
    text: &str,
    bits: u32,
    parse_address: impl Fn(&str) -> Option<u128>,
) -> Result<Network, String> {
    let invalid = || {
        format!(
            "{text:?} is not a network in CIDR notation (an address, a slash and a prefix length of 0 to {bits})"
        )
    };
    let (address, prefix) = text.split_once('/').ok_or_else(invalid)?;
    let address = parse_address(address).ok_or_else(invalid)?;
    let prefix = Some(prefix)
        .filter(|prefix| {
            !prefix.is_empty()
                && prefix.len() <= 3
                && prefix.bytes().all(|byte| byte.is_ascii_digit())
        })
        .and_then(|prefix| prefix.parse::<u32>().ok())
        .filter(|prefix| *prefix <= bits)
        .ok_or_else(invalid)?;
    Network::new(address, prefix, bits).ok_or_else(|| {
        format!(
            "{text:?} is not a network: its address has bits set after the prefix of {prefix} bits"
        )
    })
}

/// The addresses of a network, half of them special.
struct Addresses {
    network: Network,
    /// The special-purpose ranges, each narrowed to the network; empty when none overlaps it.
    specials: Vec<Network>,
}

/// Where an address of a special-purpose range is.
const INSIDE: u64 = 0;
const RIGHT_BEFORE: u64 = 1;
/// Mostly inside it, else right before or after it.
static PLACES: Bias = Bias::table(&[(70, 0, 0), (15, 1, 1), (15, 2, 2)]);

impl Addresses {
    fn new(network: Network, specials: &[(u128, u32)], bits: u32) -> Addresses {
        let specials = specials
            .iter()
            .map(|(address, prefix)| {
                Network::new(*address, *prefix, bits).expect("special-purpose ranges are networks")
            })
            .filter_map(|special| special.intersection(network))
            .collect();
        Addresses { network, specials }
    }

    /// The choice 0 is the network address (proposal 5.3: the simplest address).
    fn draw(&self, source: &mut ChoiceSource) -> Result<u128, Stop> {
        if !self.specials.is_empty() && source.draw_bool(0.5)? {
            self.draw_special(source)
        } else {
            Ok(self.network.first + draw_u128(source, self.network.host_mask(), &Bias::Integer)?)
        }
    }

    /// An address of a special-purpose range, or the address right before or after it when that
    /// is in the network (else the range's first or last address).
    fn draw_special(&self, source: &mut ChoiceSource) -> Result<u128, Stop> {
        let special =
            self.specials[source.draw(self.specials.len() as u64 - 1, &Bias::Uniform)? as usize];
        let place = source.draw(2, &PLACES)?;
        Ok(match place {
            INSIDE => special.first + draw_u128(source, special.host_mask(), &Bias::Integer)?,
            RIGHT_BEFORE => special
                .first
                .checked_sub(1)
                .filter(|before| *before >= self.network.first)
                .unwrap_or(special.first),
            _ => special
                .last
                .checked_add(1)
                .filter(|after| *after <= self.network.last)
                .unwrap_or(special.last),
        })
    }
}

/// A value in `[0, max]`: one choice when it fits into 64 bits, else the high and the low half.
fn draw_u128(source: &mut ChoiceSource, max: u128, bias: &Bias) -> Result<u128, Stop> {
    if let Ok(max) = u64::try_from(max) {
        return Ok(u128::from(source.draw(max, bias)?));
    }
    let high_max = (max >> 64) as u64;
    let high = source.draw(high_max, bias)?;
    let low_max = if high == high_max {
        max as u64
    } else {
        u64::MAX
    };
    Ok((u128::from(high) << 64) | u128::from(source.draw(low_max, bias)?))
}

/// RFC 6890 with its updates (RFC 7723, 8155), and addresses that code often singles out.
const IPV4_SPECIALS: &[(u32, u32)] = &[
    (0x0000_0000, 8),  // "this network"
    (0x0A00_0000, 8),  // private
    (0x6440_0000, 10), // shared address space (carrier-grade NAT)
    (0x7F00_0000, 8),  // loopback
    (0x7F00_0001, 32), // 127.0.0.1
    (0xA9FE_0000, 16), // link-local
    (0xAC10_0000, 12), // private
    (0xC000_0000, 24), // IETF protocol assignments
    (0xC000_0200, 24), // documentation (TEST-NET-1)
    (0xC000_0201, 32), // 192.0.2.1
    (0xC058_6300, 24), // 6to4 relay anycast
    (0xC0A8_0000, 16), // private
    (0xC612_0000, 15), // benchmarking
    (0xC633_6400, 24), // documentation (TEST-NET-2)
    (0xCB00_7100, 24), // documentation (TEST-NET-3)
    (0xE000_0000, 4),  // multicast
    (0xF000_0000, 4),  // reserved
    (0xFFFF_FFFF, 32), // limited broadcast
];

/// IPv4 addresses of a network in dotted decimal notation. Simplest: the network address.
pub struct Ipv4Addresses {
    addresses: Addresses,
    label: Label,
}

impl Ipv4Addresses {
    /// `network` in CIDR notation, such as `0.0.0.0/0` or `10.0.0.0/8`.
    pub fn new(network: &str) -> Result<Ipv4Addresses, String> {
        let parsed = parse_network(network, 32, |address| {
            address
                .parse::<Ipv4Addr>()
                .ok()
                .map(|address| u128::from(u32::from(address)))
        })?;
        let specials: Vec<(u128, u32)> = IPV4_SPECIALS
            .iter()
            .map(|(address, prefix)| (u128::from(*address), *prefix))
            .collect();
        Ok(Ipv4Addresses {
            addresses: Addresses::new(parsed, &specials, 32),
            label: Label::of(&format!("ipv4Addresses {network}")),
        })
    }

    pub(super) fn draw_address(&self, source: &mut ChoiceSource) -> Result<Ipv4Addr, Stop> {
        Ok(Ipv4Addr::from(self.addresses.draw(source)? as u32))
    }
}

impl Generator for Ipv4Addresses {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        Ok(Value::String(
            self.draw_address(source)?.to_string().into_bytes(),
        ))
    }
}

/// RFC 6890 with its updates (RFC 6052, 8215, 9374, 9637), and addresses that code often
/// singles out.
const IPV6_SPECIALS: &[(u128, u32)] = &[
    (0, 128),                                         // unspecified ::
    (1, 128),                                         // loopback ::1
    (0xffff_0000_0000, 96),                           // IPv4-mapped
    (0xffff_c000_0201, 128),                          // ::ffff:192.0.2.1
    (0x0064_ff9b_0000_0000_0000_0000_0000_0000, 96),  // IPv4/IPv6 translation
    (0x0064_ff9b_0001_0000_0000_0000_0000_0000, 48),  // local-use IPv4/IPv6 translation
    (0x0100_0000_0000_0000_0000_0000_0000_0000, 64),  // discard-only
    (0x2001_0000_0000_0000_0000_0000_0000_0000, 23),  // IETF protocol assignments
    (0x2001_0000_0000_0000_0000_0000_0000_0000, 32),  // Teredo
    (0x2001_0002_0000_0000_0000_0000_0000_0000, 48),  // benchmarking
    (0x2001_0010_0000_0000_0000_0000_0000_0000, 28),  // ORCHID
    (0x2001_0db8_0000_0000_0000_0000_0000_0000, 32),  // documentation
    (0x2001_0db8_0000_0000_0000_0000_0000_0001, 128), // 2001:db8::1
    (0x2002_0000_0000_0000_0000_0000_0000_0000, 16),  // 6to4
    (0x3fff_0000_0000_0000_0000_0000_0000_0000, 20),  // documentation
    (0xfc00_0000_0000_0000_0000_0000_0000_0000, 7),   // unique local
    (0xfe80_0000_0000_0000_0000_0000_0000_0000, 10),  // link-local
    (0xff00_0000_0000_0000_0000_0000_0000_0000, 8),   // multicast
];

/// IPv6 addresses of a network in their canonical text representation (RFC 5952), which is how
/// `Ipv6Addr` displays them. Half of them have a run of zeros of any length at any position in
/// the host part, where compressing with `::` has its cases. Simplest: the network address.
pub struct Ipv6Addresses {
    addresses: Addresses,
    label: Label,
}

impl Ipv6Addresses {
    /// `network` in CIDR notation, such as `::/0` or `2001:db8::/32`.
    pub fn new(network: &str) -> Result<Ipv6Addresses, String> {
        let parsed = parse_network(network, 128, |address| {
            address.parse::<Ipv6Addr>().ok().map(u128::from)
        })?;
        Ok(Ipv6Addresses {
            addresses: Addresses::new(parsed, IPV6_SPECIALS, 128),
            label: Label::of(&format!("ipv6Addresses {network}")),
        })
    }

    pub(super) fn draw_address(&self, source: &mut ChoiceSource) -> Result<Ipv6Addr, Stop> {
        let address = self.addresses.draw(source)?;
        if !source.draw_bool(0.5)? {
            return Ok(Ipv6Addr::from(address));
        }
        // Zeroing only host bits keeps the address in the network.
        let first_group = source.draw(7, &Bias::Uniform)?;
        let groups = source.draw(7 - first_group, &Bias::Integer)? + 1;
        let run = (u128::MAX >> (16 * (8 - groups))) << (16 * (8 - first_group - groups));
        Ok(Ipv6Addr::from(
            address & !(run & self.addresses.network.host_mask()),
        ))
    }
}

impl Generator for Ipv6Addresses {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        Ok(Value::String(
            self.draw_address(source)?.to_string().into_bytes(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn special_ranges_are_narrowed_to_the_network() {
        let network = parse_network("10.1.0.0/16", 32, |text| {
            text.parse::<Ipv4Addr>()
                .ok()
                .map(|a| u128::from(u32::from(a)))
        })
        .unwrap();
        let addresses = Addresses::new(network, &[(0x0A00_0000, 8), (0x7F00_0000, 8)], 32);
        assert_eq!(
            addresses.specials,
            vec![network],
            "10.0.0.0/8 contains the network, 127.0.0.0/8 is outside"
        );
    }

    #[test]
    fn a_value_wider_than_64_bits_is_two_choices_that_never_exceed_the_maximum() {
        let max = (5u128 << 64) | 7;
        let mut source = ChoiceSource::replay(vec![u64::MAX, u64::MAX]);
        assert_eq!(draw_u128(&mut source, max, &Bias::Uniform).unwrap(), max);
        assert_eq!(source.finish().sequence(), vec![5, 7]);
    }
}
