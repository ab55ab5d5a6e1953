//! The rules of the formatted strings (proposal 5.3), written independently of the generators:
//! each panics with what is wrong. formats.rs checks fixed networks and flags with them,
//! contracts.rs random ones.

use std::net::{Ipv4Addr, Ipv6Addr};

/// A domain name as PHP's FILTER_VALIDATE_EMAIL and FILTER_FLAG_HOSTNAME accept it, and as the
/// proposal describes it: lowercase letters, digits and hyphens, at least two labels of 1 to 63
/// characters without a hyphen at either end, an alphabetic top-level domain of 2 or more.
pub fn check_domain_name(name: &str, maximum_length: usize) {
    assert!(
        name.len() <= maximum_length,
        "{name:?} is longer than {maximum_length}"
    );
    let labels: Vec<&str> = name.split('.').collect();
    assert!(labels.len() >= 2, "{name:?} has fewer than two labels");
    for label in &labels {
        assert!(
            (1..=63).contains(&label.len()),
            "label {label:?} of {name:?}"
        );
        assert!(
            label
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
            "label {label:?} of {name:?}"
        );
        assert!(
            !label.starts_with('-') && !label.ends_with('-'),
            "label {label:?} of {name:?}"
        );
    }
    let top_level_domain = labels.last().unwrap();
    assert!(
        top_level_domain.len() >= 2 && top_level_domain.bytes().all(|b| b.is_ascii_lowercase()),
        "{name:?}"
    );
}

/// RFC 5952, section 4, implemented independently of `Ipv6Addr`'s `Display`.
pub fn rfc5952(address: Ipv6Addr) -> String {
    let groups = address.segments();
    if groups[..5] == [0; 5] && groups[5] == 0xffff {
        let [.., a, b, c, d] = address.octets();
        return format!("::ffff:{a}.{b}.{c}.{d}");
    }
    // The first longest run of at least two zero groups.
    let (mut best, mut run) = ((0, 0), (0, 0));
    for (index, group) in groups.iter().enumerate() {
        if *group == 0 {
            run = if run.1 == 0 {
                (index, 1)
            } else {
                (run.0, run.1 + 1)
            };
            if run.1 > best.1 {
                best = run;
            }
        } else {
            run = (0, 0);
        }
    }
    let hex = |groups: &[u16]| {
        groups
            .iter()
            .map(|g| format!("{g:x}"))
            .collect::<Vec<_>>()
            .join(":")
    };
    if best.1 < 2 {
        return hex(&groups);
    }
    format!(
        "{}::{}",
        hex(&groups[..best.0]),
        hex(&groups[best.0 + best.1..])
    )
}

/// Dotted decimal without leading zeros, as PHP's IPv4 validation requires.
pub fn check_ipv4(text: &str) -> Ipv4Addr {
    let address: Ipv4Addr = text
        .parse()
        .unwrap_or_else(|_| panic!("{text:?} is not an IPv4 address"));
    assert_eq!(address.to_string(), text);
    assert!(
        text.split('.')
            .all(|part| part == "0" || !part.starts_with('0')),
        "{text:?}"
    );
    address
}

pub fn check_ipv6(text: &str) -> Ipv6Addr {
    let address: Ipv6Addr = text
        .parse()
        .unwrap_or_else(|_| panic!("{text:?} is not an IPv6 address"));
    assert_eq!(rfc5952(address), text, "not canonical");
    address
}

/// RFC 5322 atext.
fn is_atext(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || b"!#$%&'*+-/=?^_`{|}~".contains(&byte)
}

/// The rules of PHP's FILTER_VALIDATE_EMAIL regular expression (Michael Rushton's) for what the
/// generator produces: the lengths, a dot-atom or a quoted string whose spaces, quotes and
/// backslashes are escaped, a domain name or an address literal.
pub fn check_email_address(address: &str) {
    assert!(address.len() <= 254, "{address:?} is longer than 254");
    assert!(address.is_ascii(), "{address:?}");
    let at = address
        .rfind('@')
        .unwrap_or_else(|| panic!("{address:?} has no @"));
    let (local_part, domain) = (&address[..at], &address[at + 1..]);
    assert!(
        (1..=64).contains(&local_part.len()),
        "local part of {address:?}"
    );
    if let Some(quoted) = local_part.strip_prefix('"') {
        let content = quoted
            .strip_suffix('"')
            .unwrap_or_else(|| panic!("{address:?}"));
        let mut bytes = content.bytes();
        let mut needs_quotes = false;
        while let Some(byte) = bytes.next() {
            match byte {
                b'\\' => {
                    let escaped = bytes
                        .next()
                        .unwrap_or_else(|| panic!("{address:?} ends in a backslash"));
                    assert!(
                        matches!(escaped, b' ' | b'"' | b'\\'),
                        "needless escape in {address:?}"
                    );
                    needs_quotes = true;
                }
                b'"' | b' ' => panic!("unescaped {:?} in {address:?}", char::from(byte)),
                0x21..=0x7E => needs_quotes |= !is_atext(byte),
                _ => panic!("{address:?} has a control character"),
            }
        }
        assert!(needs_quotes, "{address:?} needs no quotes");
    } else {
        assert!(
            local_part
                .split('.')
                .all(|atom| !atom.is_empty() && atom.bytes().all(is_atext)),
            "local part of {address:?}"
        );
    }
    if let Some(literal) = domain.strip_prefix('[') {
        let literal = literal
            .strip_suffix(']')
            .unwrap_or_else(|| panic!("{address:?}"));
        match literal.strip_prefix("IPv6:") {
            Some(ipv6) => {
                check_ipv6(ipv6);
                // PHP: at most six groups around ::, or eight without it.
                let groups = ipv6.split(':').filter(|group| !group.is_empty()).count();
                assert!(
                    groups == 8 || (ipv6.contains("::") && groups <= 7),
                    "{address:?}"
                );
            }
            None => {
                check_ipv4(literal);
            }
        }
    } else {
        check_domain_name(domain, 253);
    }
}

/// Percent-encodings with uppercase hexadecimal digits of valid UTF-8, none of an unreserved
/// character; every other character printable ASCII that `part_keeps`.
pub fn check_encoded(part: &str, keeps: &str, url: &str) {
    let bytes = part.as_bytes();
    let mut decoded = Vec::new();
    let mut index = 0;
    while index < bytes.len() {
        let byte = bytes[index];
        if byte == b'%' {
            let hex = &part[index + 1..index + 3];
            assert!(
                hex.bytes()
                    .all(|b| b.is_ascii_digit() || (b'A'..=b'F').contains(&b)),
                "{hex:?} in {url:?}"
            );
            let value = u8::from_str_radix(hex, 16).unwrap();
            assert!(
                !(value.is_ascii_alphanumeric() || b"-._~".contains(&value)),
                "encoded unreserved character in {url:?}"
            );
            decoded.push(value);
            index += 3;
        } else {
            assert!(
                byte.is_ascii_alphanumeric()
                    || b"-._~".contains(&byte)
                    || keeps.as_bytes().contains(&byte),
                "{:?} in {url:?}",
                char::from(byte)
            );
            decoded.push(byte);
            index += 1;
        }
    }
    String::from_utf8(decoded).unwrap_or_else(|_| panic!("{url:?} does not encode UTF-8"));
}

const SUB_DELIMITERS: &str = "!$&'()*+,;=";

/// What PHP's parse_url() and FILTER_VALIDATE_URL do with the URL, mirrored: the scheme, the
/// authority up to the first of `/?#`, the user information up to its last `@`, the host and the
/// port after its last `:`; then the normalized form.
pub fn check_url(url: &str, schemes: &[&str]) {
    assert!(
        url.bytes().all(|b| (0x21..=0x7E).contains(&b)),
        "{url:?} has characters FILTER_SANITIZE_URL removes"
    );
    let (scheme, rest) = url.split_once("://").unwrap_or_else(|| panic!("{url:?}"));
    assert!(schemes.contains(&scheme), "{url:?}");
    let authority_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, rest) = rest.split_at(authority_end);
    let host_and_port = match authority.rsplit_once('@') {
        Some((user_information, host_and_port)) => {
            let (user, password) = user_information
                .split_once(':')
                .unwrap_or_else(|| panic!("{url:?}"));
            assert!(!user.is_empty() && !password.is_empty(), "{url:?}");
            check_encoded(user, SUB_DELIMITERS, url);
            check_encoded(password, SUB_DELIMITERS, url);
            host_and_port
        }
        None => authority,
    };
    let (host, port) = if host_and_port.ends_with(']') {
        (host_and_port, None)
    } else {
        match host_and_port.rsplit_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (host_and_port, None),
        }
    };
    if let Some(port) = port {
        assert!(
            port.len() <= 5 && port.bytes().all(|b| b.is_ascii_digit()) && !port.starts_with('0'),
            "{url:?}"
        );
        assert!(
            (1..=65535).contains(&port.parse::<u32>().unwrap()),
            "{url:?}"
        );
    }
    if let Some(ipv6) = host.strip_prefix('[') {
        check_ipv6(ipv6.strip_suffix(']').unwrap_or_else(|| panic!("{url:?}")));
    } else if host.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
        check_ipv4(host);
    } else {
        check_domain_name(host, 253);
    }
    let (rest, fragment) = match rest.split_once('#') {
        Some((rest, fragment)) => (rest, Some(fragment)),
        None => (rest, None),
    };
    let (path, query) = match rest.split_once('?') {
        Some((path, query)) => (path, Some(query)),
        None => (rest, None),
    };
    if !path.is_empty() {
        let segments = path.strip_prefix('/').unwrap_or_else(|| panic!("{url:?}"));
        for segment in segments.split('/') {
            assert!(
                segment != "." && segment != "..",
                "{url:?} has a dot segment"
            );
            check_encoded(segment, "!$&'()*+,;=:@", url);
        }
    }
    if let Some(query) = query {
        for pair in query.split('&') {
            let (key, value) = pair.split_once('=').unwrap_or_else(|| panic!("{url:?}"));
            assert!(!key.is_empty(), "{url:?}");
            check_encoded(key, "!$'()*,;:@/?", url);
            check_encoded(value, "!$'()*,;:@/?", url);
        }
    }
    if let Some(fragment) = fragment {
        assert!(!fragment.is_empty(), "{url:?}");
        check_encoded(fragment, "!$&'()*+,;=:@/?", url);
    }
}

pub fn check_uuid(uuid: &str, versions: &[u8]) {
    assert_eq!(uuid.len(), 36, "{uuid:?}");
    for (index, byte) in uuid.bytes().enumerate() {
        if [8, 13, 18, 23].contains(&index) {
            assert_eq!(byte, b'-', "{uuid:?}");
        } else {
            assert!(
                byte.is_ascii_digit() || (b'a'..=b'f').contains(&byte),
                "{uuid:?}"
            );
        }
    }
    let version = uuid.as_bytes()[14] - b'0';
    assert!(versions.contains(&version), "{uuid:?}");
    assert!(
        b"89ab".contains(&uuid.as_bytes()[19]),
        "variant of {uuid:?}"
    );
}
