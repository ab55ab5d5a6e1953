//! URLs (RFC 3986) that pass PHP's `filter_var($url, FILTER_VALIDATE_URL)`, normalized as far as
//! their syntax goes: lowercase scheme and host, uppercase percent-encoding, no unreserved
//! character percent-encoded, no `.` or `..` segments.

use crate::engine::{Bias, ChoiceSource};
use crate::generators::{Generator, Size, Value};
use crate::model::{Label, Stop};

use super::characters::{Position, length_bias, length_then_characters};
use super::ip_addresses::{Ipv4Addresses, Ipv6Addresses};
use super::labels::{MAX_NAME_LENGTH, domain_name_span, draw_domain_name};

/// The printable ASCII characters but the dot, in the order of their choices: letters and
/// digits, the other unreserved characters, the sub-delimiters, `:` and `@`, then the characters
/// that are percent-encoded everywhere.
const ASCII: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-_~!$&'()*+,;=:@ \"#%/<>?[\\]^`{|}";
/// Choices after the ASCII characters are the code points from U+0080 on, surrogates left out.
const FIRST_NON_ASCII: u64 = ASCII.len() as u64;
const SURROGATES: u32 = 0x800;
const LAST_NON_ASCII: u64 = FIRST_NON_ASCII + (0x10FFFF - 0x80 - SURROGATES) as u64;
/// The dot comes last, so that leaving it out of a segment that would be `.` or `..` is lowering
/// the largest choice.
const DOT: u64 = LAST_NON_ASCII + 1;

fn character(choice: u64) -> char {
    if choice < FIRST_NON_ASCII {
        char::from(ASCII[choice as usize])
    } else if choice == DOT {
        '.'
    } else {
        let code = (choice - FIRST_NON_ASCII) as u32 + 0x80;
        char::from_u32(if code >= 0xD800 {
            code + SURROGATES
        } else {
            code
        })
        .expect("surrogates are skipped")
    }
}

const fn choice_of(code: u32) -> u64 {
    FIRST_NON_ASCII
        + (if code >= 0xE000 {
            code - SURROGATES
        } else {
            code
        } - 0x80) as u64
}

/// The choice of a character of [`ASCII`].
const fn ascii_choice(byte: u8) -> u64 {
    let mut position = 0;
    while position < ASCII.len() {
        if ASCII[position] == byte {
            return position as u64;
        }
        position += 1;
    }
    panic!("a character of ASCII")
}

/// Mostly letters and digits; reserved characters, spaces, and characters of two, three and
/// four bytes in UTF-8, which are percent-encoded, often enough (proposal 5.3).
static CHARACTERS: Bias = Bias::table(&[
    (45, 0, ascii_choice(b'Z')),
    (12, ascii_choice(b'-'), ascii_choice(b'@')),
    (10, ascii_choice(b' '), FIRST_NON_ASCII - 1),
    (8, choice_of(0xA0), choice_of(0x7FF)),
    (7, choice_of(0x800), choice_of(0xFFFF)),
    (5, choice_of(0x10000), LAST_NON_ASCII),
    (8, DOT, DOT),
]);

/// Which characters a part of a URL has as they are; all others are percent-encoded.
#[derive(Clone, Copy)]
enum Part {
    /// The user name and the password: unreserved characters and sub-delimiters (a colon would
    /// end the user name).
    UserInformation,
    /// A segment of the path: also `:` and `@`.
    Segment,
    /// A key or a value of the query: `&`, `=` and `+` (a space in form encoding) encoded.
    QueryComponent,
    /// The fragment: also `/` and `?`.
    Fragment,
}

impl Part {
    fn keeps(self, character: char) -> bool {
        let unreserved = character.is_ascii_alphanumeric() || "-._~".contains(character);
        let sub_delimiter = "!$&'()*+,;=".contains(character);
        unreserved
            || match self {
                Part::UserInformation => sub_delimiter,
                Part::Segment => sub_delimiter || ":@".contains(character),
                Part::QueryComponent => {
                    (sub_delimiter && !"&=+".contains(character)) || ":@/?".contains(character)
                }
                Part::Fragment => sub_delimiter || ":@/?".contains(character),
            }
    }

    fn span(self) -> Label {
        Label::of(match self {
            Part::UserInformation => "url user information character",
            Part::Segment => "url segment character",
            Part::QueryComponent => "url query character",
            Part::Fragment => "url fragment character",
        })
    }
}

/// Appends `character` to `url`, percent-encoded in UTF-8 with uppercase hexadecimal digits
/// unless `part` keeps it as it is.
fn push_encoded(url: &mut String, character: char, part: Part) {
    if part.keeps(character) {
        url.push(character);
    } else {
        let mut bytes = [0; 4];
        for byte in character.encode_utf8(&mut bytes).bytes() {
            url.push_str(&format!("%{byte:02X}"));
        }
    }
}

/// Up to 16 characters of `part`, at least `shortest`, percent-encoded.
fn draw_text(
    source: &mut ChoiceSource,
    url: &mut String,
    part: Part,
    shortest: usize,
) -> Result<(), Stop> {
    const LONGEST: usize = 16;
    let lengths = length_bias((LONGEST - shortest) as u64, [30, 50, 5, 15], 5);
    let characters = length_then_characters(
        source,
        shortest..=LONGEST,
        &lengths,
        part.span(),
        |source, position: Position, drawn: &[char]| {
            // A segment of only dots would be removed by normalizing (RFC 3986, 5.2.4).
            let only_dots = matches!(part, Part::Segment)
                && position.is_last()
                && position.length <= 2
                && drawn.iter().all(|c| *c == '.');
            let max = if only_dots { DOT - 1 } else { DOT };
            Ok(character(source.draw(max, &CHARACTERS)?))
        },
    )?;
    for character in characters {
        push_encoded(url, character, part);
    }
    Ok(())
}

/// The port a scheme has when none is given, which ports are biased towards.
fn default_port(scheme: &str) -> Option<u16> {
    match scheme {
        "http" | "ws" => Some(80),
        "https" | "wss" => Some(443),
        "ftp" => Some(21),
        "ssh" | "sftp" => Some(22),
        _ => None,
    }
}

/// Which kind of host a URL has: a domain name is the simplest.
const DOMAIN_NAME: u64 = 0;
const IPV4_ADDRESS: u64 = 1;
/// Mostly a domain name.
static HOSTS: Bias = Bias::table(&[(60, 0, 0), (25, 1, 1), (15, 2, 2)]);

/// Simplest: `http://a.aa` with the default schemes.
pub struct Urls {
    schemes: Vec<String>,
    user_information: bool,
    ipv4: Ipv4Addresses,
    ipv6: Ipv6Addresses,
    label: Label,
}

impl Urls {
    /// `schemes` as RFC 3986 spells them (a letter, then letters, digits, `+`, `-` and `.`), at
    /// least one; they are lowercased.
    pub fn new(schemes: Vec<String>, user_information: bool) -> Result<Urls, String> {
        if schemes.is_empty() {
            return Err("URLs need at least one scheme".to_owned());
        }
        let valid = |scheme: &str| {
            scheme.starts_with(|c: char| c.is_ascii_alphabetic())
                && scheme
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
        };
        if let Some(invalid) = schemes.iter().find(|scheme| !valid(scheme)) {
            return Err(format!(
                "{invalid:?} is not a URL scheme: it must be a letter followed by letters, digits, +, - and ."
            ));
        }
        let schemes: Vec<String> = schemes
            .iter()
            .map(|scheme| scheme.to_ascii_lowercase())
            .collect();
        let label = Label::of(&format!("urls {schemes:?} {user_information}"));
        Ok(Urls {
            schemes,
            user_information,
            ipv4: Ipv4Addresses::new("0.0.0.0/0").expect("a network"),
            ipv6: Ipv6Addresses::new("::/0").expect("a network"),
            label,
        })
    }

    fn draw_host(&self, source: &mut ChoiceSource, url: &mut String) -> Result<(), Stop> {
        match source.draw(2, &HOSTS)? {
            DOMAIN_NAME => url.push_str(&source.spanned(domain_name_span(), |source| {
                draw_domain_name(source, MAX_NAME_LENGTH)
            })?),
            IPV4_ADDRESS => url.push_str(
                &source
                    .spanned(self.ipv4.label(), |source| self.ipv4.draw_address(source))?
                    .to_string(),
            ),
            _ => url.push_str(&format!(
                "[{}]",
                source.spanned(self.ipv6.label(), |source| self.ipv6.draw_address(source))?
            )),
        }
        Ok(())
    }

    /// 1 to 65535, often 1, 65535 and the scheme's default port.
    fn draw_port(
        &self,
        source: &mut ChoiceSource,
        scheme: &str,
        url: &mut String,
    ) -> Result<(), Stop> {
        let mut ranges = vec![(25, 0, 0), (25, 65534, 65534), (25, 0, 65534)];
        if let Some(port) = default_port(scheme) {
            ranges.push((25, u64::from(port) - 1, u64::from(port) - 1));
        }
        let port = source.draw(65534, &Bias::ranges(ranges))? + 1;
        url.push_str(&format!(":{port}"));
        Ok(())
    }
}

impl Generator for Urls {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let scheme = match self.schemes.len() {
            1 => &self.schemes[0],
            schemes => &self.schemes[source.draw(schemes as u64 - 1, &Bias::Uniform)? as usize],
        };
        let mut url = format!("{scheme}://");
        if self.user_information && source.draw_bool(0.3)? {
            draw_text(source, &mut url, Part::UserInformation, 1)?;
            url.push(':');
            draw_text(source, &mut url, Part::UserInformation, 1)?;
            url.push('@');
        }
        self.draw_host(source, &mut url)?;
        if source.draw_bool(0.3)? {
            self.draw_port(source, scheme, &mut url)?;
        }
        // Often empty, often with a trailing slash: the last segment empty.
        Size::any().draw_each(source, Label::of("url path segment"), 1.5, |source| {
            url.push('/');
            draw_text(source, &mut url, Part::Segment, 0)
        })?;
        if source.draw_bool(0.3)? {
            url.push('?');
            let mut first = true;
            Size { min: 1, max: None }.draw_each(
                source,
                Label::of("url query pair"),
                2.0,
                |source| {
                    if !std::mem::take(&mut first) {
                        url.push('&');
                    }
                    draw_text(source, &mut url, Part::QueryComponent, 1)?;
                    url.push('=');
                    draw_text(source, &mut url, Part::QueryComponent, 0)
                },
            )?;
        }
        if source.draw_bool(0.2)? {
            url.push('#');
            draw_text(source, &mut url, Part::Fragment, 1)?;
        }
        Ok(Value::String(url.into_bytes()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_cover_every_printable_ascii_character_and_code_point_once() {
        let ascii: std::collections::BTreeSet<char> =
            (0..FIRST_NON_ASCII).map(character).chain(['.']).collect();
        assert_eq!(ascii, (' '..='~').collect());
        assert_eq!(character(choice_of(0x80)), '\u{80}');
        assert_eq!(character(choice_of(0xE000)), '\u{E000}');
        assert_eq!(character(LAST_NON_ASCII), '\u{10FFFF}');
        assert_eq!(character(DOT), '.');
    }

    #[test]
    fn percent_encoding_is_uppercase_utf8() {
        let mut url = String::new();
        for character in [' ', 'é', '€', '😀', '/', 'a', '~'] {
            push_encoded(&mut url, character, Part::Segment);
        }
        assert_eq!(url, "%20%C3%A9%E2%82%AC%F0%9F%98%80%2Fa~");
    }
}
