//! The generators of formatted strings (proposal 5.3): every value valid and canonical, the
//! simplest values, the special cases generated often, and the counterexamples the shrinker
//! reaches through the real engine (proposal 6.3).

use std::net::{Ipv4Addr, Ipv6Addr};

use pbt::engine::{ChoiceSource, FailureKey, Phase, Settings, Status, TestFunction, TestRun, Verdict, check};
use pbt::generators::formats::{DomainNames, EmailAddresses, Ipv4Addresses, Ipv6Addresses, Urls, Uuids};
use pbt::generators::{Generator, Value, draw};

const SEEDS: u64 = 3000;

fn text(value: Value) -> String {
    match value {
        Value::String(bytes) => String::from_utf8(bytes).expect("UTF-8"),
        other => panic!("not a string: {other:?}"),
    }
}

fn random_values(generator: &dyn Generator) -> Vec<String> {
    (0..SEEDS).map(|seed| text(draw(generator, &mut ChoiceSource::random(seed)).unwrap())).collect()
}

fn simplest(generator: &dyn Generator) -> String {
    text(draw(generator, &mut ChoiceSource::replay(vec![])).unwrap())
}

fn replayed(generator: &dyn Generator, choices: &[u64]) -> String {
    text(draw(generator, &mut ChoiceSource::replay(choices.to_vec())).unwrap())
}

// ---------------------------------------------------------------------------------------------
// Rules, written independently of the generators.

/// A domain name as PHP's FILTER_VALIDATE_EMAIL and FILTER_FLAG_HOSTNAME accept it, and as the
/// proposal describes it: lowercase letters, digits and hyphens, at least two labels of 1 to 63
/// characters without a hyphen at either end, an alphabetic top-level domain of 2 or more.
fn check_domain_name(name: &str, maximum_length: usize) {
    assert!(name.len() <= maximum_length, "{name:?} is longer than {maximum_length}");
    let labels: Vec<&str> = name.split('.').collect();
    assert!(labels.len() >= 2, "{name:?} has fewer than two labels");
    for label in &labels {
        assert!((1..=63).contains(&label.len()), "label {label:?} of {name:?}");
        assert!(label.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'), "label {label:?} of {name:?}");
        assert!(!label.starts_with('-') && !label.ends_with('-'), "label {label:?} of {name:?}");
    }
    let top_level_domain = labels.last().unwrap();
    assert!(top_level_domain.len() >= 2 && top_level_domain.bytes().all(|b| b.is_ascii_lowercase()), "{name:?}");
}

/// RFC 5952, section 4, implemented independently of `Ipv6Addr`'s `Display`.
fn rfc5952(address: Ipv6Addr) -> String {
    let groups = address.segments();
    if groups[..5] == [0; 5] && groups[5] == 0xffff {
        let [.., a, b, c, d] = address.octets();
        return format!("::ffff:{a}.{b}.{c}.{d}");
    }
    // The first longest run of at least two zero groups.
    let (mut best, mut run) = ((0, 0), (0, 0));
    for (index, group) in groups.iter().enumerate() {
        if *group == 0 {
            run = if run.1 == 0 { (index, 1) } else { (run.0, run.1 + 1) };
            if run.1 > best.1 {
                best = run;
            }
        } else {
            run = (0, 0);
        }
    }
    let hex = |groups: &[u16]| groups.iter().map(|g| format!("{g:x}")).collect::<Vec<_>>().join(":");
    if best.1 < 2 {
        return hex(&groups);
    }
    format!("{}::{}", hex(&groups[..best.0]), hex(&groups[best.0 + best.1..]))
}

/// Dotted decimal without leading zeros, as PHP's IPv4 validation requires.
fn check_ipv4(text: &str) -> Ipv4Addr {
    let address: Ipv4Addr = text.parse().unwrap_or_else(|_| panic!("{text:?} is not an IPv4 address"));
    assert_eq!(address.to_string(), text);
    assert!(text.split('.').all(|part| part == "0" || !part.starts_with('0')), "{text:?}");
    address
}

fn check_ipv6(text: &str) -> Ipv6Addr {
    let address: Ipv6Addr = text.parse().unwrap_or_else(|_| panic!("{text:?} is not an IPv6 address"));
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
fn check_email_address(address: &str) {
    assert!(address.len() <= 254, "{address:?} is longer than 254");
    assert!(address.is_ascii(), "{address:?}");
    let at = address.rfind('@').unwrap_or_else(|| panic!("{address:?} has no @"));
    let (local_part, domain) = (&address[..at], &address[at + 1..]);
    assert!((1..=64).contains(&local_part.len()), "local part of {address:?}");
    if let Some(quoted) = local_part.strip_prefix('"') {
        let content = quoted.strip_suffix('"').unwrap_or_else(|| panic!("{address:?}"));
        let mut bytes = content.bytes();
        let mut needs_quotes = false;
        while let Some(byte) = bytes.next() {
            match byte {
                b'\\' => {
                    let escaped = bytes.next().unwrap_or_else(|| panic!("{address:?} ends in a backslash"));
                    assert!(matches!(escaped, b' ' | b'"' | b'\\'), "needless escape in {address:?}");
                    needs_quotes = true;
                }
                b'"' | b' ' => panic!("unescaped {:?} in {address:?}", char::from(byte)),
                0x21..=0x7E => needs_quotes |= !is_atext(byte),
                _ => panic!("{address:?} has a control character"),
            }
        }
        assert!(needs_quotes, "{address:?} needs no quotes");
    } else {
        assert!(local_part.split('.').all(|atom| !atom.is_empty() && atom.bytes().all(is_atext)), "local part of {address:?}");
    }
    if let Some(literal) = domain.strip_prefix('[') {
        let literal = literal.strip_suffix(']').unwrap_or_else(|| panic!("{address:?}"));
        match literal.strip_prefix("IPv6:") {
            Some(ipv6) => {
                check_ipv6(ipv6);
                // PHP: at most six groups around ::, or eight without it.
                let groups = ipv6.split(':').filter(|group| !group.is_empty()).count();
                assert!(groups == 8 || (ipv6.contains("::") && groups <= 7), "{address:?}");
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
fn check_encoded(part: &str, keeps: &str, url: &str) {
    let bytes = part.as_bytes();
    let mut decoded = Vec::new();
    let mut index = 0;
    while index < bytes.len() {
        let byte = bytes[index];
        if byte == b'%' {
            let hex = &part[index + 1..index + 3];
            assert!(hex.bytes().all(|b| b.is_ascii_digit() || (b'A'..=b'F').contains(&b)), "{hex:?} in {url:?}");
            let value = u8::from_str_radix(hex, 16).unwrap();
            assert!(!(value.is_ascii_alphanumeric() || b"-._~".contains(&value)), "encoded unreserved character in {url:?}");
            decoded.push(value);
            index += 3;
        } else {
            assert!(byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) || keeps.as_bytes().contains(&byte), "{:?} in {url:?}", char::from(byte));
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
fn check_url(url: &str, schemes: &[&str]) {
    assert!(url.bytes().all(|b| (0x21..=0x7E).contains(&b)), "{url:?} has characters FILTER_SANITIZE_URL removes");
    let (scheme, rest) = url.split_once("://").unwrap_or_else(|| panic!("{url:?}"));
    assert!(schemes.contains(&scheme), "{url:?}");
    let authority_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, rest) = rest.split_at(authority_end);
    let host_and_port = match authority.rsplit_once('@') {
        Some((user_information, host_and_port)) => {
            let (user, password) = user_information.split_once(':').unwrap_or_else(|| panic!("{url:?}"));
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
        assert!(port.len() <= 5 && port.bytes().all(|b| b.is_ascii_digit()) && !port.starts_with('0'), "{url:?}");
        assert!((1..=65535).contains(&port.parse::<u32>().unwrap()), "{url:?}");
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
            assert!(segment != "." && segment != "..", "{url:?} has a dot segment");
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

fn check_uuid(uuid: &str, versions: &[u8]) {
    assert_eq!(uuid.len(), 36, "{uuid:?}");
    for (index, byte) in uuid.bytes().enumerate() {
        if [8, 13, 18, 23].contains(&index) {
            assert_eq!(byte, b'-', "{uuid:?}");
        } else {
            assert!(byte.is_ascii_digit() || (b'a'..=b'f').contains(&byte), "{uuid:?}");
        }
    }
    let version = uuid.as_bytes()[14] - b'0';
    assert!(versions.contains(&version), "{uuid:?}");
    assert!(b"89ab".contains(&uuid.as_bytes()[19]), "variant of {uuid:?}");
}

// ---------------------------------------------------------------------------------------------
// Validity and distribution.

#[test]
fn uuids_are_canonical_with_version_and_variant() {
    let all = [1, 2, 3, 4, 5, 6, 7, 8];
    let values = random_values(&Uuids::new(all.to_vec(), false).unwrap());
    for uuid in &values {
        check_uuid(uuid, &all);
    }
    for version in all {
        assert!(values.iter().filter(|uuid| uuid.as_bytes()[14] - b'0' == version).count() > 200, "version {version}");
    }
    let only_4 = random_values(&Uuids::new(vec![4], false).unwrap());
    only_4.iter().for_each(|uuid| check_uuid(uuid, &[4]));
}

#[test]
fn nil_and_max_only_when_asked_for() {
    let nil = "00000000-0000-0000-0000-000000000000";
    let max = "ffffffff-ffff-ffff-ffff-ffffffffffff";
    let with = random_values(&Uuids::new(vec![4, 7], true).unwrap());
    assert!(with.iter().any(|uuid| uuid == nil) && with.iter().any(|uuid| uuid == max));
    for uuid in with.iter().filter(|uuid| *uuid != nil && *uuid != max) {
        check_uuid(uuid, &[4, 7]);
    }
    assert!(!random_values(&Uuids::new(vec![4, 7], false).unwrap()).iter().any(|uuid| uuid == nil || uuid == max));
}

#[test]
fn uuid_timestamps_are_laid_out_as_the_version_requires() {
    // The examples of RFC 9562, appendix A: one timestamp, one rest of bits.
    let time = 0x1EC9414C232AB00;
    let rest = 0xB3C8_9F6B_DECE_D846 & ((1 << 62) - 1);
    assert_eq!(replayed(&Uuids::new(vec![1], false).unwrap(), &[time, rest]), "c232ab00-9414-11ec-b3c8-9f6bdeced846");
    assert_eq!(replayed(&Uuids::new(vec![6], false).unwrap(), &[time, rest]), "1ec9414c-232a-6b00-b3c8-9f6bdeced846");
    let rand_b = 0x98C4_DC0C_0C07_398F & ((1 << 62) - 1);
    assert_eq!(replayed(&Uuids::new(vec![7], false).unwrap(), &[0x017F22E279B0, 0xCC3, rand_b]), "017f22e2-79b0-7cc3-98c4-dc0c0c07398f");
}

#[test]
fn invalid_uuid_versions_are_errors() {
    assert!(Uuids::new(vec![1, 9], false).err().unwrap().contains('9'));
    assert!(Uuids::new(vec![0], false).err().unwrap().contains('0'));
    assert!(Uuids::new(Vec::<i64>::new(), false).is_err());
    // Not cut to a byte first: 260 is not version 4.
    assert_eq!(Uuids::new(vec![260], false).err().unwrap(), "260 is not a UUID version: versions are 1 to 8");
}

#[test]
fn ipv4_addresses_are_in_the_network_half_of_them_special() {
    let values = random_values(&Ipv4Addresses::new("0.0.0.0/0").unwrap());
    let addresses: Vec<Ipv4Addr> = values.iter().map(|text| check_ipv4(text)).collect();
    let count = |predicate: &dyn Fn(&Ipv4Addr) -> bool| addresses.iter().filter(|a| predicate(a)).count();
    assert!(count(&|a| *a == Ipv4Addr::LOCALHOST) > 20, "127.0.0.1");
    assert!(count(&|a| a.is_private()) > 150, "private");
    assert!(count(&|a| a.is_multicast()) > 50, "multicast");
    assert!(count(&|a| a.is_link_local()) > 30, "link-local");
    assert!(count(&|a| a.octets()[..3] == [192, 0, 2]) > 50, "documentation");
    assert!(count(&|a| *a == Ipv4Addr::new(9, 255, 255, 255) || *a == Ipv4Addr::new(11, 0, 0, 0)) > 5, "right next to 10.0.0.0/8");

    let network = random_values(&Ipv4Addresses::new("192.168.0.0/16").unwrap());
    for text in &network {
        assert_eq!(check_ipv4(text).octets()[..2], [192, 168], "{text}");
    }
    assert!(network.iter().any(|text| text == "192.168.255.255"));
    let inside = random_values(&Ipv4Addresses::new("10.1.2.0/24").unwrap());
    inside.iter().for_each(|text| assert!(text.starts_with("10.1.2."), "{text}"));
}

#[test]
fn ipv6_addresses_are_canonical_and_in_the_network() {
    let values = random_values(&Ipv6Addresses::new("::/0").unwrap());
    let addresses: Vec<Ipv6Addr> = values.iter().map(|text| check_ipv6(text)).collect();
    assert!(values.iter().filter(|text| *text == "::ffff:192.0.2.1").count() > 10);
    assert!(values.iter().filter(|text| *text == "::1").count() > 10);
    assert!(values.iter().filter(|text| text.starts_with("2001:db8:")).count() > 50);
    assert!(addresses.iter().filter(|a| a.segments()[0] & 0xffc0 == 0xfe80).count() > 30, "link-local");
    assert!(values.iter().filter(|text| text.contains("::")).count() > 1000, "compressed runs of zeros");
    assert!(values.iter().filter(|text| text.split(':').count() == 8 && text.contains(":0:")).count() > 20, "a single zero group");

    for text in random_values(&Ipv6Addresses::new("2001:db8::/32").unwrap()) {
        assert_eq!(check_ipv6(&text).segments()[..2], [0x2001, 0xdb8], "{text}");
    }
}

#[test]
fn rust_displays_ipv6_addresses_as_rfc_5952_requires() {
    for text in ["::", "::1", "1::", "2001:db8::1", "2001:db8:0:1:1:1:1:1", "2001:0:0:1::1", "::ffff:192.0.2.1", "::102:304", "64:ff9b::c000:201"] {
        let address: Ipv6Addr = text.parse().unwrap();
        assert_eq!(address.to_string(), text);
        assert_eq!(rfc5952(address), text);
    }
}

#[test]
fn invalid_networks_are_errors_that_name_them() {
    for network in ["10.0.0.0", "10.0.0.0/33", "10.0.0/8", "10.0.0.1/8", "10.0.0.0/+8", "::/0"] {
        let error = Ipv4Addresses::new(network).err().unwrap_or_else(|| panic!("{network} accepted"));
        assert!(error.contains(network), "{error}");
    }
    for network in ["::", "::/129", "2001:db8::1/32", "10.0.0.0/8"] {
        let error = Ipv6Addresses::new(network).err().unwrap_or_else(|| panic!("{network} accepted"));
        assert!(error.contains(network), "{error}");
    }
}

#[test]
fn domain_names_are_valid_with_the_special_cases_often() {
    let values = random_values(&DomainNames::new(253).unwrap());
    for name in &values {
        check_domain_name(name, 253);
    }
    let labels = |name: &String| name.split('.').map(str::to_owned).collect::<Vec<_>>();
    let count = |predicate: &dyn Fn(&String) -> bool| values.iter().filter(|name| predicate(name)).count();
    assert!(count(&|name| name.len() == 253) > 100, "names of the maximum length");
    assert!(count(&|name| labels(name).iter().any(|label| label.len() == 63)) > 150, "labels of 63 characters");
    assert!(count(&|name| labels(name).iter().any(|label| label.bytes().all(|b| b.is_ascii_digit()))) > 300, "numeric labels");
    assert!(count(&|name| labels(name).len() >= 10) > 100, "many labels");
    assert!(count(&|name| name.contains('-')) > 300, "hyphens");

    for maximum in [4, 5, 11, 64, 100] {
        for name in random_values(&DomainNames::new(maximum).unwrap()) {
            check_domain_name(&name, maximum);
        }
    }
    assert!(DomainNames::new(3).is_err() && DomainNames::new(254).is_err());
}

#[test]
fn email_addresses_pass_the_rules_of_php() {
    let values = random_values(&EmailAddresses::new(false, false));
    for address in &values {
        check_email_address(address);
        assert!(!address.starts_with('"') && !address.contains('['), "{address}");
    }
    let local = |address: &String| address[..address.rfind('@').unwrap()].to_owned();
    assert!(values.iter().filter(|a| local(a).len() == 64).count() > 150, "local parts of 64 characters");
    assert!(values.iter().filter(|a| a.len() == 254).count() > 30, "addresses of 254 characters");
    assert!(values.iter().filter(|a| local(a).contains('.')).count() > 300, "dots");

    let all = random_values(&EmailAddresses::new(true, true));
    for address in &all {
        check_email_address(address);
    }
    assert!(all.iter().filter(|a| a.starts_with('"') && a.contains("\\ ")).count() > 50, "quoted with spaces");
    assert!(all.iter().filter(|a| a.starts_with('"') && a.contains("\\\"")).count() > 30, "quoted with escaped quotes");
    assert!(all.iter().filter(|a| a.ends_with(']') && !a.contains("IPv6:")).count() > 200, "IPv4 literals");
    assert!(all.iter().filter(|a| a.contains("[IPv6:")).count() > 200, "IPv6 literals");
}

#[test]
fn urls_pass_the_rules_of_php() {
    let values = random_values(&Urls::new(vec!["http".into(), "https".into()], false).unwrap());
    for url in &values {
        check_url(url, &["http", "https"]);
        assert!(!url["https://".len()..].split(['/', '?', '#']).next().unwrap().contains('@'), "{url}");
    }
    let count = |needle: &str| values.iter().filter(|url| url.contains(needle)).count();
    assert!(count("%20") > 50, "spaces");
    assert!(values.iter().filter(|url| url.contains("%C3") || url.contains("%D")).count() > 50, "two-byte characters");
    assert!(count("%E") > 50, "three-byte characters");
    assert!(count("%F0") + count("%F1") + count("%F2") + count("%F3") + count("%F4") > 50, "four-byte characters");
    assert!(values.iter().filter(|url| url.ends_with('/')).count() > 200, "trailing slashes");
    assert!(count(":1/") + values.iter().filter(|url| url.ends_with(":1")).count() > 20, "port 1");
    assert!(count(":65535") > 20 && (count(":80") + count(":443")) > 20, "ports");
    assert!(count("://[") > 100 && count("?") > 500 && count("#") > 300);

    let with_users = random_values(&Urls::new(vec!["HTTP".into(), "ftp".into(), "x-custom+v1.0".into()], true).unwrap());
    for url in &with_users {
        check_url(url, &["http", "ftp", "x-custom+v1.0"]);
    }
    assert!(with_users.iter().filter(|url| url.contains('@')).count() > 300);
    assert!(Urls::new(vec![], false).is_err());
    assert!(Urls::new(vec!["1http".into()], false).err().unwrap().contains("1http"));
}

// ---------------------------------------------------------------------------------------------
// Simplest values.

#[test]
fn the_simplest_values() {
    assert_eq!(simplest(&Uuids::new(vec![1, 2, 3, 4, 5, 6, 7, 8], false).unwrap()), "00000000-0000-1000-8000-000000000000");
    assert_eq!(simplest(&Uuids::new(vec![4], true).unwrap()), "00000000-0000-4000-8000-000000000000");
    assert_eq!(simplest(&Ipv4Addresses::new("0.0.0.0/0").unwrap()), "0.0.0.0");
    assert_eq!(simplest(&Ipv4Addresses::new("10.1.0.0/16").unwrap()), "10.1.0.0");
    assert_eq!(simplest(&Ipv6Addresses::new("::/0").unwrap()), "::");
    assert_eq!(simplest(&Ipv6Addresses::new("2001:db8::/32").unwrap()), "2001:db8::");
    assert_eq!(simplest(&DomainNames::new(253).unwrap()), "a.aa");
    assert_eq!(simplest(&DomainNames::new(4).unwrap()), "a.aa");
    assert_eq!(simplest(&EmailAddresses::new(false, false)), "a@a.aa");
    assert_eq!(simplest(&EmailAddresses::new(true, true)), "a@a.aa");
    assert_eq!(simplest(&Urls::new(vec!["http".into(), "https".into()], false).unwrap()), "http://a.aa");
    assert_eq!(simplest(&Urls::new(vec!["http".into(), "https".into()], true).unwrap()), "http://a.aa");
}

// ---------------------------------------------------------------------------------------------
// Shrinking through the real engine.

/// A property over the values of one generator: it fails when `fails` says so.
struct Property<'a> {
    generator: &'a dyn Generator,
    fails: fn(&str) -> bool,
}

impl TestFunction for Property<'_> {
    fn run(&mut self, mut source: ChoiceSource, _phase: Phase) -> TestRun {
        let status = match draw(self.generator, &mut source) {
            Ok(value) if (self.fails)(&text(value.clone())) => Status::Falsified(FailureKey("falsified".to_owned())),
            Ok(_) => Status::Passed,
            Err(stop) => Status::from(stop),
        };
        TestRun::new(source.finish(), status)
    }
}

/// The minimal counterexamples of the property for ten seeds.
fn minimal_counterexamples(generator: &dyn Generator, fails: fn(&str) -> bool) -> Vec<String> {
    (1..=10)
        .map(|seed| {
            let report = check(&mut Property { generator, fails }, seed, &Settings { examples: 1000, replays: 0, ..Settings::default() });
            let Verdict::Falsified(falsification) = report.verdict else { panic!("not falsified: {:?}", report.verdict) };
            replayed(generator, &falsification.minimal)
        })
        .collect()
}

#[test]
fn an_email_address_with_a_plus_shrinks_to_the_plus_alone() {
    let minimal = minimal_counterexamples(&EmailAddresses::new(false, false), |address| address.contains('+'));
    assert!(minimal.iter().all(|address| address == "+@a.aa"), "{minimal:?}");
}

#[test]
fn a_long_domain_name_shrinks_to_one_label_of_one_letter() {
    let minimal = minimal_counterexamples(&DomainNames::new(253).unwrap(), |name| name.len() > 10);
    assert!(minimal.iter().all(|name| name == "a.aaaaaaaaa"), "{minimal:?}");
}

#[test]
fn an_ipv4_address_in_a_network_shrinks_to_the_network_address() {
    let minimal = minimal_counterexamples(&Ipv4Addresses::new("0.0.0.0/0").unwrap(), |address| address.starts_with("10."));
    assert!(minimal.iter().all(|address| address == "10.0.0.0"), "{minimal:?}");
}
