//! The generators of formatted strings (proposal 5.3): every value valid and canonical, the
//! simplest values, the special cases generated often, and the counterexamples the shrinker
//! reaches through the real engine (proposal 6.3).

mod support;

use std::net::{Ipv4Addr, Ipv6Addr};

use pbt::engine::{ChoiceSource, Phase, TestFunction};
use pbt::generators::formats::{
    DomainNames, EmailAddresses, Ipv4Addresses, Ipv6Addresses, Urls, Uuids,
};
use pbt::generators::{Generator, draw};
use pbt::model::{FailureKey, Status, TestRun};
use pbt::runner::{Settings, Verdict, check};
use support::format_rules::{
    check_domain_name, check_email_address, check_ipv4, check_ipv6, check_url, check_uuid, rfc5952,
};
use support::text;

const SEEDS: u64 = 3000;

fn random_values(generator: &dyn Generator) -> Vec<String> {
    (0..SEEDS)
        .map(|seed| text(&draw(generator, &mut ChoiceSource::random(seed)).unwrap()))
        .collect()
}

fn simplest(generator: &dyn Generator) -> String {
    text(&draw(generator, &mut ChoiceSource::replay(vec![])).unwrap())
}

fn replayed(generator: &dyn Generator, choices: &[u64]) -> String {
    text(&draw(generator, &mut ChoiceSource::replay(choices.to_vec())).unwrap())
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
        assert!(
            values
                .iter()
                .filter(|uuid| uuid.as_bytes()[14] - b'0' == version)
                .count()
                > 200,
            "version {version}"
        );
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
    assert!(
        !random_values(&Uuids::new(vec![4, 7], false).unwrap())
            .iter()
            .any(|uuid| uuid == nil || uuid == max)
    );
}

#[test]
fn uuid_timestamps_are_laid_out_as_the_version_requires() {
    // The examples of RFC 9562, appendix A: one timestamp, one rest of bits.
    let time = 0x1EC9414C232AB00;
    let rest = 0xB3C8_9F6B_DECE_D846 & ((1 << 62) - 1);
    assert_eq!(
        replayed(&Uuids::new(vec![1], false).unwrap(), &[time, rest]),
        "c232ab00-9414-11ec-b3c8-9f6bdeced846"
    );
    assert_eq!(
        replayed(&Uuids::new(vec![6], false).unwrap(), &[time, rest]),
        "1ec9414c-232a-6b00-b3c8-9f6bdeced846"
    );
    let rand_b = 0x98C4_DC0C_0C07_398F & ((1 << 62) - 1);
    assert_eq!(
        replayed(
            &Uuids::new(vec![7], false).unwrap(),
            &[0x017F22E279B0, 0xCC3, rand_b]
        ),
        "017f22e2-79b0-7cc3-98c4-dc0c0c07398f"
    );
}

#[test]
fn invalid_uuid_versions_are_errors() {
    assert!(Uuids::new(vec![1, 9], false).err().unwrap().contains('9'));
    assert!(Uuids::new(vec![0], false).err().unwrap().contains('0'));
    assert!(Uuids::new(Vec::<i64>::new(), false).is_err());
    // Not cut to a byte first: 260 is not version 4.
    assert_eq!(
        Uuids::new(vec![260], false).err().unwrap(),
        "260 is not a UUID version: versions are 1 to 8"
    );
}

#[test]
fn ipv4_addresses_are_in_the_network_half_of_them_special() {
    let values = random_values(&Ipv4Addresses::new("0.0.0.0/0").unwrap());
    let addresses: Vec<Ipv4Addr> = values.iter().map(|text| check_ipv4(text)).collect();
    let count =
        |predicate: &dyn Fn(&Ipv4Addr) -> bool| addresses.iter().filter(|a| predicate(a)).count();
    assert!(count(&|a| *a == Ipv4Addr::LOCALHOST) > 20, "127.0.0.1");
    assert!(count(&|a| a.is_private()) > 150, "private");
    assert!(count(&|a| a.is_multicast()) > 50, "multicast");
    assert!(count(&|a| a.is_link_local()) > 30, "link-local");
    assert!(
        count(&|a| a.octets()[..3] == [192, 0, 2]) > 50,
        "documentation"
    );
    assert!(
        count(&|a| *a == Ipv4Addr::new(9, 255, 255, 255) || *a == Ipv4Addr::new(11, 0, 0, 0)) > 5,
        "right next to 10.0.0.0/8"
    );

    let network = random_values(&Ipv4Addresses::new("192.168.0.0/16").unwrap());
    for text in &network {
        assert_eq!(check_ipv4(text).octets()[..2], [192, 168], "{text}");
    }
    assert!(network.iter().any(|text| text == "192.168.255.255"));
    let inside = random_values(&Ipv4Addresses::new("10.1.2.0/24").unwrap());
    inside
        .iter()
        .for_each(|text| assert!(text.starts_with("10.1.2."), "{text}"));
}

#[test]
fn ipv6_addresses_are_canonical_and_in_the_network() {
    let values = random_values(&Ipv6Addresses::new("::/0").unwrap());
    let addresses: Vec<Ipv6Addr> = values.iter().map(|text| check_ipv6(text)).collect();
    assert!(
        values
            .iter()
            .filter(|text| *text == "::ffff:192.0.2.1")
            .count()
            > 10
    );
    assert!(values.iter().filter(|text| *text == "::1").count() > 10);
    assert!(
        values
            .iter()
            .filter(|text| text.starts_with("2001:db8:"))
            .count()
            > 50
    );
    assert!(
        addresses
            .iter()
            .filter(|a| a.segments()[0] & 0xffc0 == 0xfe80)
            .count()
            > 30,
        "link-local"
    );
    assert!(
        values.iter().filter(|text| text.contains("::")).count() > 1000,
        "compressed runs of zeros"
    );
    assert!(
        values
            .iter()
            .filter(|text| text.split(':').count() == 8 && text.contains(":0:"))
            .count()
            > 20,
        "a single zero group"
    );

    for text in random_values(&Ipv6Addresses::new("2001:db8::/32").unwrap()) {
        assert_eq!(check_ipv6(&text).segments()[..2], [0x2001, 0xdb8], "{text}");
    }
}

#[test]
fn rust_displays_ipv6_addresses_as_rfc_5952_requires() {
    for text in [
        "::",
        "::1",
        "1::",
        "2001:db8::1",
        "2001:db8:0:1:1:1:1:1",
        "2001:0:0:1::1",
        "::ffff:192.0.2.1",
        "::102:304",
        "64:ff9b::c000:201",
    ] {
        let address: Ipv6Addr = text.parse().unwrap();
        assert_eq!(address.to_string(), text);
        assert_eq!(rfc5952(address), text);
    }
}

#[test]
fn invalid_networks_are_errors_that_name_them() {
    for network in [
        "10.0.0.0",
        "10.0.0.0/33",
        "10.0.0/8",
        "10.0.0.1/8",
        "10.0.0.0/+8",
        "::/0",
    ] {
        let error = Ipv4Addresses::new(network)
            .err()
            .unwrap_or_else(|| panic!("{network} accepted"));
        assert!(error.contains(network), "{error}");
    }
    for network in ["::", "::/129", "2001:db8::1/32", "10.0.0.0/8"] {
        let error = Ipv6Addresses::new(network)
            .err()
            .unwrap_or_else(|| panic!("{network} accepted"));
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
    let count =
        |predicate: &dyn Fn(&String) -> bool| values.iter().filter(|name| predicate(name)).count();
    assert!(
        count(&|name| name.len() == 253) > 100,
        "names of the maximum length"
    );
    assert!(
        count(&|name| labels(name).iter().any(|label| label.len() == 63)) > 150,
        "labels of 63 characters"
    );
    assert!(
        count(&|name| labels(name)
            .iter()
            .any(|label| label.bytes().all(|b| b.is_ascii_digit())))
            > 300,
        "numeric labels"
    );
    assert!(count(&|name| labels(name).len() >= 10) > 100, "many labels");
    assert!(count(&|name| name.contains('-')) > 300, "hyphens");

    for maximum in [4, 5, 11, 64, 100] {
        for name in random_values(&DomainNames::new(maximum).unwrap()) {
            check_domain_name(&name, maximum as usize);
        }
    }
    assert!(DomainNames::new(3).is_err() && DomainNames::new(254).is_err());
    assert_eq!(
        DomainNames::new(-1).err().as_deref(),
        Some("The maximum length of a domain name must be between 4 and 253, -1 given")
    );
}

#[test]
fn email_addresses_pass_the_rules_of_php() {
    let values = random_values(&EmailAddresses::new(false, false));
    for address in &values {
        check_email_address(address);
        assert!(
            !address.starts_with('"') && !address.contains('['),
            "{address}"
        );
    }
    let local = |address: &String| address[..address.rfind('@').unwrap()].to_owned();
    assert!(
        values.iter().filter(|a| local(a).len() == 64).count() > 150,
        "local parts of 64 characters"
    );
    assert!(
        values.iter().filter(|a| a.len() == 254).count() > 30,
        "addresses of 254 characters"
    );
    assert!(
        values.iter().filter(|a| local(a).contains('.')).count() > 300,
        "dots"
    );

    let all = random_values(&EmailAddresses::new(true, true));
    for address in &all {
        check_email_address(address);
    }
    assert!(
        all.iter()
            .filter(|a| a.starts_with('"') && a.contains("\\ "))
            .count()
            > 50,
        "quoted with spaces"
    );
    assert!(
        all.iter()
            .filter(|a| a.starts_with('"') && a.contains("\\\""))
            .count()
            > 30,
        "quoted with escaped quotes"
    );
    assert!(
        all.iter()
            .filter(|a| a.ends_with(']') && !a.contains("IPv6:"))
            .count()
            > 200,
        "IPv4 literals"
    );
    assert!(
        all.iter().filter(|a| a.contains("[IPv6:")).count() > 200,
        "IPv6 literals"
    );
}

#[test]
fn urls_pass_the_rules_of_php() {
    let values = random_values(&Urls::new(vec!["http".into(), "https".into()], false).unwrap());
    for url in &values {
        check_url(url, &["http", "https"]);
        assert!(
            !url["https://".len()..]
                .split(['/', '?', '#'])
                .next()
                .unwrap()
                .contains('@'),
            "{url}"
        );
    }
    let count = |needle: &str| values.iter().filter(|url| url.contains(needle)).count();
    assert!(count("%20") > 50, "spaces");
    assert!(
        values
            .iter()
            .filter(|url| url.contains("%C3") || url.contains("%D"))
            .count()
            > 50,
        "two-byte characters"
    );
    assert!(count("%E") > 50, "three-byte characters");
    assert!(
        count("%F0") + count("%F1") + count("%F2") + count("%F3") + count("%F4") > 50,
        "four-byte characters"
    );
    assert!(
        values.iter().filter(|url| url.ends_with('/')).count() > 200,
        "trailing slashes"
    );
    assert!(
        count(":1/") + values.iter().filter(|url| url.ends_with(":1")).count() > 20,
        "port 1"
    );
    assert!(
        count(":65535") > 20 && (count(":80") + count(":443")) > 20,
        "ports"
    );
    assert!(count("://[") > 100 && count("?") > 500 && count("#") > 300);

    let with_users = random_values(
        &Urls::new(
            vec!["HTTP".into(), "ftp".into(), "x-custom+v1.0".into()],
            true,
        )
        .unwrap(),
    );
    for url in &with_users {
        check_url(url, &["http", "ftp", "x-custom+v1.0"]);
    }
    assert!(with_users.iter().filter(|url| url.contains('@')).count() > 300);
    assert!(Urls::new(vec![], false).is_err());
    assert!(
        Urls::new(vec!["1http".into()], false)
            .err()
            .unwrap()
            .contains("1http")
    );
}

// ---------------------------------------------------------------------------------------------
// Simplest values.

#[test]
fn the_simplest_values() {
    assert_eq!(
        simplest(&Uuids::new(vec![1, 2, 3, 4, 5, 6, 7, 8], false).unwrap()),
        "00000000-0000-1000-8000-000000000000"
    );
    assert_eq!(
        simplest(&Uuids::new(vec![4], true).unwrap()),
        "00000000-0000-4000-8000-000000000000"
    );
    assert_eq!(
        simplest(&Ipv4Addresses::new("0.0.0.0/0").unwrap()),
        "0.0.0.0"
    );
    assert_eq!(
        simplest(&Ipv4Addresses::new("10.1.0.0/16").unwrap()),
        "10.1.0.0"
    );
    assert_eq!(simplest(&Ipv6Addresses::new("::/0").unwrap()), "::");
    assert_eq!(
        simplest(&Ipv6Addresses::new("2001:db8::/32").unwrap()),
        "2001:db8::"
    );
    assert_eq!(simplest(&DomainNames::new(253).unwrap()), "a.aa");
    assert_eq!(simplest(&DomainNames::new(4).unwrap()), "a.aa");
    assert_eq!(simplest(&EmailAddresses::new(false, false)), "a@a.aa");
    assert_eq!(simplest(&EmailAddresses::new(true, true)), "a@a.aa");
    assert_eq!(
        simplest(&Urls::new(vec!["http".into(), "https".into()], false).unwrap()),
        "http://a.aa"
    );
    assert_eq!(
        simplest(&Urls::new(vec!["http".into(), "https".into()], true).unwrap()),
        "http://a.aa"
    );
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
            Ok(value) if (self.fails)(&text(&value)) => {
                Status::Falsified(FailureKey("falsified".to_owned()))
            }
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
            let report = check(
                &mut Property { generator, fails },
                seed,
                &Settings {
                    examples: 1000,
                    replays: 0,
                    ..Settings::default()
                },
            );
            let Verdict::Falsified(falsification) = report.verdict else {
                panic!("not falsified: {:?}", report.verdict)
            };
            replayed(generator, &falsification.minimal)
        })
        .collect()
}

#[test]
fn an_email_address_with_a_plus_shrinks_to_the_plus_alone() {
    let minimal = minimal_counterexamples(&EmailAddresses::new(false, false), |address| {
        address.contains('+')
    });
    assert!(
        minimal.iter().all(|address| address == "+@a.aa"),
        "{minimal:?}"
    );
}

#[test]
fn a_long_domain_name_shrinks_to_one_label_of_one_letter() {
    let minimal = minimal_counterexamples(&DomainNames::new(253).unwrap(), |name| name.len() > 10);
    assert!(
        minimal.iter().all(|name| name == "a.aaaaaaaaa"),
        "{minimal:?}"
    );
}

#[test]
fn an_ipv4_address_in_a_network_shrinks_to_the_network_address() {
    let minimal = minimal_counterexamples(&Ipv4Addresses::new("0.0.0.0/0").unwrap(), |address| {
        address.starts_with("10.")
    });
    assert!(
        minimal.iter().all(|address| address == "10.0.0.0"),
        "{minimal:?}"
    );
}
