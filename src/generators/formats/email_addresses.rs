//! Email addresses (RFC 5321) that pass PHP's `filter_var($address, FILTER_VALIDATE_EMAIL)`,
//! whose regular expression (by Michael Rushton) is stricter than the RFC in places: labels of
//! at most 63 characters, a top-level domain that starts with a letter, a local part of at most
//! 64 and an address of at most 254 characters, and no unescaped space in a quoted string.

use crate::engine::{Bias, ChoiceSource};
use crate::generators::{Generator, Value};
use crate::model::{Label, Stop};

use super::characters::{Position, length_bias, length_then_characters};
use super::ip_addresses::{Ipv4Addresses, Ipv6Addresses};
use super::labels::{MAX_NAME_LENGTH, domain_name_span, draw_domain_name};

const MAX_ADDRESS_LENGTH: usize = 254;
const MAX_LOCAL_PART_LENGTH: usize = 64;

/// The characters of an atom (RFC 5322 atext) in the order of their choices, letters first; the
/// dot, which separates atoms, comes last, so that leaving it out at either end and after a dot
/// is lowering the largest choice.
const ATOM_CHARACTERS: &[u8] =
    b"abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ!#$%&'*+-/=?^_`{|}~.";
const LAST_ATEXT: u64 = ATOM_CHARACTERS.len() as u64 - 2;
const DOT: u64 = ATOM_CHARACTERS.len() as u64 - 1;

/// The first character of a quoted string: one that an atom cannot have, so that the local part
/// needs its quotes, spaces and quotes first.
const NEEDS_QUOTES: &[u8] = b" \"(),:;<>@[\\].";
/// The other characters of a quoted string: printable ASCII, letters first.
const QUOTED_CHARACTERS: &[u8] =
    b"abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ \"!#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
/// Each character of a quoted string takes at most two characters (escaped), and the quotes two
/// more: 31 characters always fit into a local part of 64.
const MAX_QUOTED_CHARACTERS: usize = (MAX_LOCAL_PART_LENGTH - 2) / 2;

/// Simplest: `a@a.aa`.
pub struct EmailAddresses {
    quoted_local_parts: bool,
    /// Address literals in the domain: `[192.0.2.1]`, `[IPv6:2001:db8::1]`.
    ip_addresses: Option<(Ipv4Addresses, Ipv6Addresses)>,
    label: Label,
}

impl EmailAddresses {
    pub fn new(quoted_local_parts: bool, ip_address_literals: bool) -> EmailAddresses {
        let ip_addresses = ip_address_literals.then(|| {
            (
                Ipv4Addresses::new("0.0.0.0/0").expect("a network"),
                Ipv6Addresses::new("::/0").expect("a network"),
            )
        });
        let label = Label::of(&format!(
            "emailAddresses {quoted_local_parts} {ip_address_literals}"
        ));
        EmailAddresses {
            quoted_local_parts,
            ip_addresses,
            label,
        }
    }
}

fn local_part_character_span() -> Label {
    Label::of("local part character")
}

/// The characters of a dot-atom: letters and digits mostly, the other atext and dots often.
static DOT_ATOM_CHARACTERS: Bias = Bias::table(&[
    (55, 0, 35),
    (10, 36, 61),
    (22, 62, LAST_ATEXT),
    (13, DOT, DOT),
]);

/// A dot-atom: atoms of atext separated by single dots, at most 64 characters, 64 often.
fn draw_dot_atom(source: &mut ChoiceSource) -> Result<String, Stop> {
    let max = MAX_LOCAL_PART_LENGTH as u64 - 1;
    let lengths = length_bias(max, [30, 40, 15, 15], 15);
    let characters = length_then_characters(
        source,
        1..=MAX_LOCAL_PART_LENGTH,
        &lengths,
        local_part_character_span(),
        |source, position: Position, drawn: &[u8]| {
            let dot_allowed = !position.is_at_an_end() && drawn.last() != Some(&b'.');
            let max = if dot_allowed { DOT } else { LAST_ATEXT };
            Ok(ATOM_CHARACTERS[source.draw(max, &DOT_ATOM_CHARACTERS)? as usize])
        },
    )?;
    Ok(String::from_utf8(characters).expect("ASCII"))
}

/// A quoted string with at least one character that needs the quotes. Quotes and backslashes
/// are escaped, and so are spaces: PHP's validation rejects an unescaped one.
fn draw_quoted_string(source: &mut ChoiceSource) -> Result<String, Stop> {
    let lengths = length_bias(MAX_QUOTED_CHARACTERS as u64 - 1, [30, 50, 10, 10], 8);
    let characters = length_then_characters(
        source,
        1..=MAX_QUOTED_CHARACTERS,
        &lengths,
        local_part_character_span(),
        |source, position: Position, _: &[u8]| {
            let alphabet = if position.is_first() {
                NEEDS_QUOTES
            } else {
                QUOTED_CHARACTERS
            };
            Ok(alphabet[source.draw(alphabet.len() as u64 - 1, &Bias::Uniform)? as usize])
        },
    )?;
    let mut quoted = String::from("\"");
    for character in characters {
        if matches!(character, b' ' | b'"' | b'\\') {
            quoted.push('\\');
        }
        quoted.push(char::from(character));
    }
    quoted.push('"');
    Ok(quoted)
}

/// Which kind of domain an address has with address literals.
const DOMAIN_NAME: u64 = 0;
const IPV4_LITERAL: u64 = 1;
/// Mostly a domain name.
static DOMAINS: Bias = Bias::table(&[(70, 0, 0), (15, 1, 1), (15, 2, 2)]);

impl Generator for EmailAddresses {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let local_part = if self.quoted_local_parts && source.draw_bool(0.25)? {
            draw_quoted_string(source)?
        } else {
            draw_dot_atom(source)?
        };
        let kind = match self.ip_addresses {
            Some(_) => source.draw(2, &DOMAINS)?,
            None => DOMAIN_NAME,
        };
        let domain = match (kind, &self.ip_addresses) {
            (DOMAIN_NAME, _) | (_, None) => {
                // What the local part leaves, so that addresses of 254 characters are frequent.
                let room = (MAX_ADDRESS_LENGTH - 1 - local_part.len()).min(MAX_NAME_LENGTH);
                source.spanned(domain_name_span(), |source| draw_domain_name(source, room))?
            }
            (IPV4_LITERAL, Some((ipv4, _))) => format!(
                "[{}]",
                source.spanned(ipv4.label(), |source| ipv4.draw_address(source))?
            ),
            (_, Some((_, ipv6))) => format!(
                "[IPv6:{}]",
                source.spanned(ipv6.label(), |source| ipv6.draw_address(source))?
            ),
        };
        Ok(Value::String(format!("{local_part}@{domain}").into_bytes()))
    }
}
