//! Contract properties, run by the engine itself (issue 10): for each generator of the API and
//! each PHPDoc type form of proposal section 4, random parameters (bounds, sizes, flags,
//! alphabets, networks, patterns) drawn by the engine, the generator they build, and on every
//! value it produces what its signature promises, and that its export as PHP code reads back as
//! itself (support/php_literal.rs). Parameters that cannot be honoured must be an
//! error when the generator is built, never a value outside the contract. A breach fails the
//! property, and the engine's shrinker hands over the minimal parameters and value.

#[path = "support/php_literal.rs"]
mod php_literal;
mod support;

use std::fmt::Debug;
use std::net::{Ipv4Addr, Ipv6Addr};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::rc::Rc;

use pbt::derive::{Deriver, NoClasses, Scope};
use pbt::engine::{ChoiceSource, Phase, TestFunction};
use pbt::generators::formats::{
    DomainNames, EmailAddresses, Ipv4Addresses, Ipv6Addresses, Urls, Uuids,
};
use pbt::generators::regex::RegexStrings;
use pbt::generators::{
    Arrays, Booleans, Bytes, Characters, Elements, Floats, Integers, Key, Lists, Nested, Nullable,
    OneOf, RecordItem, Records, SharedGenerator, Size, Strings, Tuples, Value, draw, export,
};
use pbt::model::{FailureKey, Status, Stop, TestRun};
use pbt::runner::{Settings, Verdict, check};
use support::format_rules::{
    check_domain_name, check_email_address, check_ipv4, check_ipv6, check_url, check_uuid,
};
use support::{entries, int, text};

/// Examples per contract: each draws new parameters and several values of the generator they build.
const EXAMPLES: u32 = 150;
const VALUES_PER_EXAMPLE: usize = 4;

/// A generator's contract: `parameters` draws them, `build` makes the generator (or says why it
/// cannot), `possible` says independently whether the parameters allow any value, and `holds`
/// panics with what is wrong with a value.
struct Contract<P, B, O, H> {
    parameters: fn(&mut ChoiceSource) -> Result<P, Stop>,
    build: B,
    possible: O,
    holds: H,
}

impl<P: Debug, B, O, H> Contract<P, B, O, H>
where
    B: Fn(&P) -> Result<SharedGenerator, String>,
    O: Fn(&P) -> bool,
    H: Fn(&P, &Value),
{
    /// What is wrong with the example drawn from `source`, if anything.
    fn breach(&self, source: &mut ChoiceSource) -> Result<Option<String>, Stop> {
        let parameters = (self.parameters)(source)?;
        let generator = match ((self.build)(&parameters), (self.possible)(&parameters)) {
            (Ok(generator), true) => generator,
            (Err(_), false) => return Ok(None),
            (Ok(_), false) => {
                return Ok(Some(format!(
                    "{parameters:?} allow no value, but the generator was built"
                )));
            }
            (Err(error), true) => return Ok(Some(format!("{parameters:?} were refused: {error}"))),
        };
        for _ in 0..VALUES_PER_EXAMPLE {
            let value = draw(generator.as_ref(), source)?;
            if let Err(panic) = catch_unwind(AssertUnwindSafe(|| (self.holds)(&parameters, &value)))
            {
                let reason = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|text| (*text).to_owned()));
                return Ok(Some(format!(
                    "{parameters:?} gave {value:?}: {}",
                    reason.unwrap_or_default()
                )));
            }
            // The report's PHP code of the value must give it back (proposal 8.2).
            let code = export(&value);
            if !php_literal::read(&code).is_ok_and(|back| php_literal::same(&back, &value)) {
                return Ok(Some(format!(
                    "{parameters:?} gave {value:?}, exported as {code}, which does not read back as itself"
                )));
            }
        }
        Ok(None)
    }
}

impl<P: Debug, B, O, H> TestFunction for Contract<P, B, O, H>
where
    B: Fn(&P) -> Result<SharedGenerator, String>,
    O: Fn(&P) -> bool,
    H: Fn(&P, &Value),
{
    fn run(&mut self, mut source: ChoiceSource, _phase: Phase) -> TestRun {
        let status = match self.breach(&mut source) {
            Ok(None) => Status::Passed,
            Ok(Some(_)) => Status::Falsified(FailureKey("contract breached".to_owned())),
            Err(stop) => Status::from(stop),
        };
        TestRun::new(source.finish(), status)
    }
}

/// Checks a contract over EXAMPLES examples; a breach panics with the minimal one.
fn verify<P: Debug>(
    parameters: fn(&mut ChoiceSource) -> Result<P, Stop>,
    build: impl Fn(&P) -> Result<SharedGenerator, String>,
    possible: impl Fn(&P) -> bool,
    holds: impl Fn(&P, &Value),
) {
    let mut contract = Contract {
        parameters,
        build,
        possible,
        holds,
    };
    let settings = Settings {
        examples: EXAMPLES,
        ..Settings::default()
    };
    let report = check(&mut contract, 20261203, &settings);
    match report.verdict {
        Verdict::Passed => assert!(
            report.checked >= EXAMPLES / 2,
            "only {} examples checked",
            report.checked
        ),
        Verdict::Falsified(falsification) => {
            let breach = contract
                .breach(&mut ChoiceSource::replay(falsification.minimal))
                .expect("the minimal example replays");
            panic!("minimal breach: {}", breach.unwrap_or_default());
        }
        other => panic!("{other:?}"),
    }
}

fn shared(generator: impl pbt::generators::Generator + 'static) -> SharedGenerator {
    Rc::new(generator)
}

// ---------------------------------------------------------------------------------------------
// Drawing parameters.

fn any_int(source: &mut ChoiceSource) -> Result<i64, Stop> {
    Ok(int(&draw(&Integers::new(i64::MIN, i64::MAX), source)?))
}

fn int_in(source: &mut ChoiceSource, min: i64, max: i64) -> Result<i64, Stop> {
    Ok(int(&draw(&Integers::new(min, max), source)?))
}

fn flag(source: &mut ChoiceSource) -> Result<bool, Stop> {
    Ok(draw(&Booleans, source)? == Value::Bool(true))
}

fn any_float(source: &mut ChoiceSource) -> Result<f64, Stop> {
    match draw(&Floats::new(true, false), source)? {
        Value::Float(float) => Ok(float),
        other => panic!("{other:?}"),
    }
}

/// A size with its minimum at most its maximum (the host refuses the others).
fn size(source: &mut ChoiceSource, largest: i64) -> Result<Size, Stop> {
    let min = int_in(source, 0, largest)?;
    let max = if flag(source)? {
        Some(int_in(source, min, largest)? as usize)
    } else {
        None
    };
    Ok(Size {
        min: min as usize,
        max,
    })
}

fn assert_size(count: usize, size: &Size) {
    assert!(
        count >= size.min && size.max.is_none_or(|max| count <= max),
        "{count} elements for {size:?}"
    );
}

fn assert_list(value: &Value) -> Vec<Value> {
    let entries = entries(value);
    for (index, (key, _)) in entries.iter().enumerate() {
        assert_eq!(*key, Key::Int(index as i64), "not a list");
    }
    entries.iter().map(|(_, value)| value.clone()).collect()
}

// ---------------------------------------------------------------------------------------------
// The generators of the API (proposal 5.3).

#[test]
fn integers_stay_in_their_bounds_and_an_empty_range_is_an_error() {
    verify(
        |source| Ok((any_int(source)?, any_int(source)?)),
        |(min, max)| Integers::bounded(*min, *max).map(shared),
        |(min, max)| min <= max,
        |(min, max), value| assert!((*min..=*max).contains(&int(value))),
    );
}

#[derive(Debug)]
struct FloatParameters {
    min: f64,
    max: f64,
    infinity: bool,
    nan: bool,
    exclude_min: bool,
    exclude_max: bool,
    subnormals: bool,
}

impl FloatParameters {
    fn above_min(&self, value: f64) -> bool {
        if self.exclude_min {
            value > self.min
        } else {
            value >= self.min
        }
    }

    fn below_max(&self, value: f64) -> bool {
        if self.exclude_max {
            value < self.max
        } else {
            value <= self.max
        }
    }

    /// The proposal's words: INF and -INF with allowInfinity at a bound that is infinite or
    /// PHP_FLOAT_MAX in magnitude (the default, which stands for no bound), and not excluded.
    fn admits(&self, infinity: f64) -> bool {
        let at_no_bound =
            |bound: f64, excluded: bool| bound == infinity.signum() * f64::MAX && !excluded;
        self.infinity
            && (self.above_min(infinity) || at_no_bound(self.min, self.exclude_min))
            && (self.below_max(infinity) || at_no_bound(self.max, self.exclude_max))
    }
}

fn is_subnormal(value: f64) -> bool {
    value != 0.0 && value.abs() < f64::MIN_POSITIVE
}

#[test]
fn floats_keep_their_bounds_and_flags() {
    verify(
        |source| {
            Ok(FloatParameters {
                min: any_float(source)?,
                max: any_float(source)?,
                infinity: flag(source)?,
                nan: flag(source)?,
                exclude_min: flag(source)?,
                exclude_max: flag(source)?,
                subnormals: flag(source)?,
            })
        },
        |p| {
            Floats::bounded(
                p.min,
                p.max,
                p.infinity,
                p.nan,
                p.exclude_min,
                p.exclude_max,
                p.subnormals,
            )
            .map(shared)
        },
        |p| {
            let infinities = [f64::INFINITY, f64::NEG_INFINITY]
                .into_iter()
                .filter(|infinity| p.admits(*infinity))
                .count();
            let finite = [
                p.min.max(-f64::MAX),
                p.max.min(f64::MAX),
                0.0,
                f64::MIN_POSITIVE,
                -f64::MIN_POSITIVE,
                p.min.next_up(),
                p.max.next_down(),
            ]
            .into_iter()
            .any(|value| {
                value.is_finite()
                    && p.above_min(value)
                    && p.below_max(value)
                    && (p.subnormals || !is_subnormal(value))
            });
            // allowInfinity that cannot have an effect is an error too.
            (finite || infinities > 0) && (!p.infinity || infinities > 0)
        },
        |p, value| {
            let Value::Float(value) = *value else {
                panic!("not a float")
            };
            if value.is_nan() {
                assert!(p.nan, "NAN without allowNan");
                return;
            }
            if value.is_infinite() {
                assert!(
                    p.admits(value),
                    "an infinity that the bounds and flags exclude"
                );
                return;
            }
            assert!(p.above_min(value), "below the minimum");
            assert!(p.below_max(value), "above the maximum");
            assert!(p.subnormals || !is_subnormal(value), "subnormal");
        },
    );
}

/// Bounds and flags of floats() that the random parameters rarely hit together: infinite and
/// PHP_FLOAT_MAX bounds, excluded or not.
#[test]
fn floats_keep_infinite_and_extreme_bounds() {
    const BOUNDS: [f64; 6] = [
        f64::NEG_INFINITY,
        -f64::MAX,
        -1.0,
        1.0,
        f64::MAX,
        f64::INFINITY,
    ];
    verify(
        |source| {
            Ok(FloatParameters {
                min: BOUNDS[int_in(source, 0, 5)? as usize],
                max: BOUNDS[int_in(source, 0, 5)? as usize],
                infinity: flag(source)?,
                nan: false,
                exclude_min: flag(source)?,
                exclude_max: flag(source)?,
                subnormals: true,
            })
        },
        |p| {
            Floats::bounded(
                p.min,
                p.max,
                p.infinity,
                false,
                p.exclude_min,
                p.exclude_max,
                true,
            )
            .map(shared)
        },
        |p| {
            let finite = [
                p.min.max(-f64::MAX),
                p.max.min(f64::MAX),
                0.0,
                p.min.next_up(),
                p.max.next_down(),
            ]
            .into_iter()
            .any(|value| value.is_finite() && p.above_min(value) && p.below_max(value));
            let infinities = [f64::INFINITY, f64::NEG_INFINITY]
                .into_iter()
                .filter(|infinity| p.admits(*infinity))
                .count();
            (finite || infinities > 0) && (!p.infinity || infinities > 0)
        },
        |p, value| {
            let Value::Float(value) = *value else {
                panic!("not a float")
            };
            assert!(
                if value.is_infinite() {
                    p.admits(value)
                } else {
                    p.above_min(value) && p.below_max(value)
                },
                "outside the bounds"
            );
        },
    );
}

#[derive(Debug)]
enum Alphabet {
    Any,
    Characters(Vec<char>),
    Ranges(Vec<(u32, u32)>),
}

fn alphabet(source: &mut ChoiceSource) -> Result<Alphabet, Stop> {
    Ok(match int_in(source, 0, 2)? {
        0 => Alphabet::Any,
        1 => {
            let text = text(&draw(
                &Strings::new(Size {
                    min: 0,
                    max: Some(4),
                }),
                source,
            )?);
            Alphabet::Characters(text.chars().collect())
        }
        _ => {
            let mut ranges = Vec::new();
            for _ in 0..int_in(source, 0, 3)? {
                let first = int_in(source, 0, 0x11_0000)? as u32;
                ranges.push((
                    first,
                    first.saturating_add(int_in(source, -2, 0x800)? as u32),
                ));
            }
            Alphabet::Ranges(ranges)
        }
    })
}

fn characters(alphabet: &Alphabet) -> Characters {
    match alphabet {
        Alphabet::Any => Characters::Any,
        Alphabet::Characters(characters) => Characters::Alphabet(characters.clone()),
        Alphabet::Ranges(ranges) => Characters::Ranges(ranges.clone()),
    }
}

#[test]
fn strings_are_utf8_of_their_length_and_alphabet() {
    verify(
        |source| Ok((alphabet(source)?, size(source, 20)?)),
        |(alphabet, size)| Strings::of(characters(alphabet), *size).map(shared),
        |(alphabet, _)| match alphabet {
            Alphabet::Any => true,
            Alphabet::Characters(characters) => !characters.is_empty(),
            // A range holds a character when it is not reversed, ends at most at U+10FFFF, and
            // is not surrogates only.
            Alphabet::Ranges(ranges) => {
                !ranges.is_empty()
                    && ranges.iter().all(|(first, last)| {
                        first <= last && *last <= 0x10FFFF && !(0xD800 <= *first && *last <= 0xDFFF)
                    })
            }
        },
        |(alphabet, size), value| {
            let text = text(value);
            assert_size(text.chars().count(), size);
            for character in text.chars() {
                let allowed = match alphabet {
                    Alphabet::Any => true,
                    Alphabet::Characters(characters) => characters.contains(&character),
                    Alphabet::Ranges(ranges) => ranges
                        .iter()
                        .any(|(first, last)| (*first..=*last).contains(&(character as u32))),
                };
                assert!(allowed, "{character:?} is not in the alphabet");
            }
        },
    );
}

#[test]
fn bytes_have_their_length() {
    verify(
        |source| size(source, 40),
        |size| Ok(shared(Bytes::new(*size))),
        |_| true,
        |size, value| match value {
            Value::String(bytes) => assert_size(bytes.len(), size),
            other => panic!("not bytes: {other:?}"),
        },
    );
}

#[test]
fn lists_have_their_size_and_unique_ones_no_equal_elements() {
    verify(
        |source| {
            let min = int_in(source, -5, 5)?;
            Ok((
                min,
                int_in(source, min, min + 20)?,
                size(source, 8)?,
                flag(source)?,
            ))
        },
        |(min, max, size, unique)| {
            let lists = Lists::new(shared(Integers::bounded(*min, *max)?), *size);
            if *unique {
                lists.unique().map(shared)
            } else {
                Ok(shared(lists))
            }
        },
        // A unique list needs as many distinct elements as its minimum size.
        |(min, max, size, unique)| !unique || (max - min + 1) as usize >= size.min,
        |(min, max, size, unique), value| {
            let elements = assert_list(value);
            assert_size(elements.len(), size);
            for (index, element) in elements.iter().enumerate() {
                assert!(
                    (*min..=*max).contains(&int(element)),
                    "element out of its bounds"
                );
                assert!(
                    !*unique || !elements[..index].contains(element),
                    "{element:?} twice in a unique list"
                );
            }
        },
    );
}

#[test]
fn arrays_have_distinct_keys_of_their_generator_and_their_size() {
    verify(
        |source| Ok((int_in(source, -3, 3)?, size(source, 6)?)),
        |(min_key, size)| {
            Arrays::new(
                shared(Integers::new(*min_key, min_key + 4)),
                shared(Booleans),
                *size,
            )
            .map(shared)
        },
        // Five distinct keys.
        |(_, size)| size.min <= 5,
        |(min_key, size), value| {
            let entries = entries(value);
            assert_size(entries.len(), size);
            for (index, (key, entry)) in entries.iter().enumerate() {
                assert!(
                    matches!(key, Key::Int(int) if (*min_key..=min_key + 4).contains(int)),
                    "{key:?} is not a key of the generator"
                );
                assert!(
                    entries[..index].iter().all(|(other, _)| other != key),
                    "{key:?} twice"
                );
                assert!(
                    matches!(entry, Value::Bool(_)),
                    "{entry:?} is not a value of the generator"
                );
            }
        },
    );
}

#[test]
fn recursive_lists_arrays_and_nullables_stay_within_their_size_at_every_depth() {
    verify(
        |source| Ok((size(source, 3)?, int_in(source, 3, 6)?)),
        |(size, keys)| {
            let leaf = shared(Integers::new(0, 9));
            let leaves = shared(
                Arrays::new(
                    shared(Integers::new(0, keys - 1)),
                    shared(Nested::new(leaf)),
                    *size,
                )?
                .recursive(),
            );
            let nested = shared(Nullable::new(shared(Nested::new(leaves)), true));
            Ok(shared(
                Lists::new(shared(Nested::new(nested)), *size).recursive(),
            ))
        },
        // An array of `keys` distinct keys.
        |(size, keys)| size.min as i64 <= *keys,
        |(size, _), value| {
            let outer = assert_list(value);
            assert_size(outer.len(), size);
            for inner in outer.iter().filter(|inner| **inner != Value::Null) {
                let leaves = entries(inner);
                assert_size(leaves.len(), size);
                assert!(
                    leaves.iter().all(|(_, leaf)| (0..=9).contains(&int(leaf))),
                    "a leaf out of its bounds"
                );
            }
        },
    );
}

#[test]
fn records_have_their_required_keys_and_no_other() {
    verify(
        |source| {
            let count = int_in(source, 0, 5)?;
            (0..count)
                .map(|index| Ok((index, flag(source)?)))
                .collect::<Result<Vec<(i64, bool)>, Stop>>()
        },
        |keys| {
            let items = keys.iter().map(|(index, optional)| RecordItem {
                key: if index % 2 == 0 {
                    Key::Int(*index)
                } else {
                    Key::String(format!("key{index}").into_bytes())
                },
                optional: *optional,
                value: shared(Integers::new(0, *index)),
            });
            Ok(shared(Records::new(items.collect())))
        },
        |_| true,
        |keys, value| {
            let entries = entries(value);
            let mut at = 0;
            for (index, optional) in keys {
                let key = if index % 2 == 0 {
                    Key::Int(*index)
                } else {
                    Key::String(format!("key{index}").into_bytes())
                };
                if entries.get(at).is_some_and(|(present, _)| *present == key) {
                    assert!(
                        (0..=*index).contains(&int(&entries[at].1)),
                        "value of {key:?}"
                    );
                    at += 1;
                } else {
                    assert!(optional, "the required key {key:?} is missing");
                }
            }
            assert_eq!(
                at,
                entries.len(),
                "keys that are not the record's, or out of order"
            );
        },
    );
}

#[test]
fn tuples_elements_one_of_and_nullable_give_what_they_are_given() {
    verify(
        |source| {
            let count = int_in(source, 1, 4)?;
            (0..count)
                .map(|_| any_int(source))
                .collect::<Result<Vec<i64>, Stop>>()
        },
        |values| {
            let elements = shared(Elements::new(
                values.iter().map(|value| Value::Int(*value)).collect(),
            ));
            let constants: Vec<SharedGenerator> = values
                .iter()
                .map(|value| shared(Integers::new(*value, *value)))
                .collect();
            Ok(shared(Tuples::new(vec![
                elements,
                shared(OneOf::new(constants)),
                shared(Nullable::new(
                    shared(Integers::new(values[0], values[0])),
                    false,
                )),
            ])))
        },
        |_| true,
        |values, value| {
            let parts = assert_list(value);
            assert_eq!(parts.len(), 3, "a tuple of three");
            assert!(
                values.contains(&int(&parts[0])),
                "elements() gave another value"
            );
            assert!(
                values.contains(&int(&parts[1])),
                "oneOf() gave another value"
            );
            assert!(
                parts[2] == Value::Null || int(&parts[2]) == values[0],
                "nullable() gave another value"
            );
        },
    );
}

#[test]
fn uuids_have_their_version_variant_and_canonical_form() {
    verify(
        |source| {
            let versions = (1..=9u8)
                .map(|version| Ok((version, flag(source)?)))
                .collect::<Result<Vec<_>, Stop>>()?;
            Ok((
                versions
                    .into_iter()
                    .filter(|(_, chosen)| *chosen)
                    .map(|(version, _)| version)
                    .collect::<Vec<u8>>(),
                flag(source)?,
            ))
        },
        |(versions, nil_and_max)| Uuids::new(versions.clone(), *nil_and_max).map(shared),
        |(versions, _)| {
            !versions.is_empty() && versions.iter().all(|version| (1..=8).contains(version))
        },
        |(versions, nil_and_max), value| {
            let uuid = text(value);
            if uuid == "00000000-0000-0000-0000-000000000000"
                || uuid == "ffffffff-ffff-ffff-ffff-ffffffffffff"
            {
                assert!(nil_and_max, "nil or max without nilAndMax");
            } else {
                check_uuid(&uuid, versions);
            }
        },
    );
}

#[test]
fn ipv4_addresses_are_canonical_and_in_their_network() {
    verify(
        |source| Ok((any_int(source)? as u32, int_in(source, 0, 33)?)),
        |(address, prefix)| {
            Ipv4Addresses::new(&format!(
                "{}/{prefix}",
                Ipv4Addr::from(*address & mask32(*prefix))
            ))
            .map(shared)
        },
        |(_, prefix)| *prefix <= 32,
        |(address, prefix), value| {
            let generated = u32::from(check_ipv4(&text(value)));
            assert_eq!(
                generated & mask32(*prefix),
                address & mask32(*prefix),
                "outside the network"
            );
        },
    );
}

fn mask32(prefix: i64) -> u32 {
    if prefix == 0 {
        0
    } else {
        u32::MAX << (32 - prefix.min(32))
    }
}

fn mask128(prefix: i64) -> u128 {
    if prefix == 0 {
        0
    } else {
        u128::MAX << (128 - prefix.min(128))
    }
}

#[test]
fn ipv6_addresses_are_canonical_and_in_their_network() {
    verify(
        |source| {
            Ok((
                (any_int(source)? as u64 as u128) << 64 | any_int(source)? as u64 as u128,
                int_in(source, 0, 129)?,
            ))
        },
        |(address, prefix)| {
            Ipv6Addresses::new(&format!(
                "{}/{prefix}",
                Ipv6Addr::from(*address & mask128(*prefix))
            ))
            .map(shared)
        },
        |(_, prefix)| *prefix <= 128,
        |(address, prefix), value| {
            let generated = u128::from(check_ipv6(&text(value)));
            assert_eq!(
                generated & mask128(*prefix),
                address & mask128(*prefix),
                "outside the network"
            );
        },
    );
}

#[test]
fn domain_names_have_valid_labels_and_their_maximum_length() {
    verify(
        |source| int_in(source, -2, 300),
        |maximum| DomainNames::new(*maximum).map(shared),
        // a.aa is the shortest, 253 the longest the DNS allows.
        |maximum| (4..=253).contains(maximum),
        |maximum, value| check_domain_name(&text(value), *maximum as usize),
    );
}

#[test]
fn email_addresses_keep_their_lengths_and_syntax() {
    verify(
        |source| Ok((flag(source)?, flag(source)?)),
        |(quoted, literals)| Ok(shared(EmailAddresses::new(*quoted, *literals))),
        |_| true,
        |(quoted, literals), value| {
            let address = text(value);
            check_email_address(&address);
            assert!(
                *quoted || !address.starts_with('"'),
                "a quoted local part without quotedLocalParts"
            );
            assert!(
                *literals || !address.ends_with(']'),
                "an address literal without ipAddressLiterals"
            );
        },
    );
}

#[test]
fn urls_have_their_schemes_and_syntax() {
    const SCHEMES: [&str; 5] = ["http", "https", "ftp", "ws", "HTTP"];
    verify(
        |source| {
            let schemes = SCHEMES
                .iter()
                .map(|scheme| Ok((*scheme, flag(source)?)))
                .collect::<Result<Vec<_>, Stop>>()?;
            Ok((
                schemes
                    .into_iter()
                    .filter(|(_, chosen)| *chosen)
                    .map(|(scheme, _)| scheme.to_owned())
                    .collect::<Vec<String>>(),
                flag(source)?,
            ))
        },
        |(schemes, user_information)| Urls::new(schemes.clone(), *user_information).map(shared),
        |(schemes, _)| !schemes.is_empty(),
        |(schemes, user_information), value| {
            let url = text(value);
            let lowercase: Vec<String> = schemes
                .iter()
                .map(|scheme| scheme.to_ascii_lowercase())
                .collect();
            check_url(
                &url,
                &lowercase.iter().map(String::as_str).collect::<Vec<_>>(),
            );
            let authority = url.split_once("://").map_or("", |(_, rest)| {
                rest.split(['/', '?', '#']).next().unwrap_or("")
            });
            assert!(
                *user_information || !authority.contains('@'),
                "user information without userInformation"
            );
        },
    );
}

/// Pieces of regular expressions that PCRE and the regex crate read alike.
const PIECES: [&str; 10] = [
    "a",
    "[b-d]",
    "\\d",
    "[^x]",
    "(ab|c)",
    "(?:x{2,3})",
    "\\.",
    "[0-9a-f]",
    "(?:yz)",
    "\\w",
];
const QUANTIFIERS: [&str; 6] = ["", "?", "*", "+", "{2}", "{0,3}"];

#[test]
fn strings_of_a_regular_expression_match_it_as_a_whole() {
    verify(
        |source| {
            let count = int_in(source, 1, 5)?;
            let mut pattern = String::new();
            for _ in 0..count {
                pattern.push_str(PIECES[int_in(source, 0, PIECES.len() as i64 - 1)? as usize]);
                pattern.push_str(
                    QUANTIFIERS[int_in(source, 0, QUANTIFIERS.len() as i64 - 1)? as usize],
                );
            }
            Ok(pattern)
        },
        |pattern| RegexStrings::new(&format!("/{pattern}/")).map(shared),
        |_| true,
        |pattern, value| {
            // Without the u modifier PCRE matches bytes, as the regex crate does without Unicode.
            let Value::String(bytes) = value else {
                panic!("not a string: {value:?}")
            };
            let whole = regex::bytes::Regex::new(&format!("(?-u)^(?:{pattern})$"))
                .expect("a valid pattern");
            assert!(
                whole.is_match(bytes),
                "{bytes:?} does not match /{pattern}/"
            );
        },
    );
}

// ---------------------------------------------------------------------------------------------
// The PHPDoc type forms (proposal section 4), with what a value of each must be.

/// A type and what its values must be.
#[derive(Clone, Debug)]
enum Form {
    Int(Option<i64>, Option<i64>),
    NonZeroInt,
    Float,
    Bool,
    True,
    Null,
    String {
        non_empty: bool,
        numeric: bool,
        lowercase: bool,
    },
    IntLiteral(i64),
    StringLiteral(String),
    ArrayKey,
    Scalar,
    List(Box<Form>, bool),
    /// `array<K, V>` or `non-empty-array<K, V>`: the key type is an int, string or array-key form.
    Array(Box<Form>, Box<Form>, bool),
    /// `T[]`
    Brackets(Box<Form>),
    /// `list{0: T, 1?: U}`: the required elements first.
    ListShape(Vec<(bool, Form)>),
    Shape(Vec<(String, bool, Form)>),
    Nullable(Box<Form>),
    Union(Box<Form>, Box<Form>),
}

impl Form {
    fn text(&self) -> String {
        let bound = |bound: &Option<i64>, open: &str| {
            bound.map_or(open.to_owned(), |bound| bound.to_string())
        };
        match self {
            Form::Int(None, None) => "int".to_owned(),
            Form::Int(Some(1), None) => "positive-int".to_owned(),
            Form::Int(None, Some(-1)) => "negative-int".to_owned(),
            Form::Int(Some(0), None) => "non-negative-int".to_owned(),
            Form::Int(None, Some(0)) => "non-positive-int".to_owned(),
            Form::Int(min, max) => format!("int<{}, {}>", bound(min, "min"), bound(max, "max")),
            Form::NonZeroInt => "non-zero-int".to_owned(),
            Form::Float => "float".to_owned(),
            Form::Bool => "bool".to_owned(),
            Form::True => "true".to_owned(),
            Form::Null => "null".to_owned(),
            Form::String {
                non_empty,
                numeric,
                lowercase,
            } => match (non_empty, numeric, lowercase) {
                (_, true, _) => "numeric-string".to_owned(),
                (true, _, true) => "non-empty-lowercase-string".to_owned(),
                (false, _, true) => "lowercase-string".to_owned(),
                (true, _, false) => "non-empty-string".to_owned(),
                (false, _, false) => "string".to_owned(),
            },
            Form::IntLiteral(int) => int.to_string(),
            Form::StringLiteral(text) => format!("'{text}'"),
            Form::ArrayKey => "array-key".to_owned(),
            Form::Scalar => "scalar".to_owned(),
            Form::List(element, false) => format!("list<{}>", element.text()),
            Form::List(element, true) => format!("non-empty-list<{}>", element.text()),
            Form::Array(key, value, non_empty) => format!(
                "{}array<{}, {}>",
                if *non_empty { "non-empty-" } else { "" },
                key.text(),
                value.text()
            ),
            // ?int[] is ?(int[]).
            Form::Brackets(element) => match element.as_ref() {
                Form::Nullable(_) => format!("({})[]", element.text()),
                _ => format!("{}[]", element.text()),
            },
            Form::ListShape(items) => {
                let items: Vec<String> = items
                    .iter()
                    .enumerate()
                    .map(|(index, (optional, form))| {
                        format!(
                            "{index}{}: {}",
                            if *optional { "?" } else { "" },
                            form.text()
                        )
                    })
                    .collect();
                format!("list{{{}}}", items.join(", "))
            }
            Form::Shape(items) => {
                let items: Vec<String> = items
                    .iter()
                    .map(|(key, optional, form)| {
                        format!("{key}{}: {}", if *optional { "?" } else { "" }, form.text())
                    })
                    .collect();
                format!("array{{{}}}", items.join(", "))
            }
            // ??int is no type for PHPStan, ?(?int) is.
            Form::Nullable(inner) => match inner.as_ref() {
                Form::Nullable(_) => format!("?({})", inner.text()),
                _ => format!("?{}", inner.text()),
            },
            Form::Union(a, b) => format!("({}|{})", a.text(), b.text()),
        }
    }

    /// Panics with what is wrong with `value` for this type.
    fn check(&self, value: &Value) {
        match (self, value) {
            (Form::Int(min, max), Value::Int(int)) => {
                assert!(
                    min.is_none_or(|min| *int >= min) && max.is_none_or(|max| *int <= max),
                    "{int} outside {}",
                    self.text()
                )
            }
            (Form::NonZeroInt, Value::Int(int)) => assert_ne!(*int, 0),
            (Form::Float, Value::Float(float)) => assert!(float.is_finite(), "float gave {float}"),
            (Form::Bool, Value::Bool(_))
            | (Form::True, Value::Bool(true))
            | (Form::Null, Value::Null) => {}
            (
                Form::String {
                    non_empty,
                    numeric,
                    lowercase,
                },
                Value::String(bytes),
            ) => {
                assert!(!non_empty || !bytes.is_empty(), "empty");
                assert!(
                    !lowercase || !bytes.iter().any(u8::is_ascii_uppercase),
                    "uppercase"
                );
                if *numeric {
                    let text = std::str::from_utf8(bytes).expect("UTF-8");
                    // PHP 8 allows whitespace before and after the number.
                    let number = text.trim_matches([' ', '\t', '\n', '\r', '\x0B', '\x0C']);
                    assert!(
                        number.parse::<f64>().is_ok_and(f64::is_finite),
                        "{text:?} is not numeric"
                    );
                }
            }
            (Form::IntLiteral(expected), Value::Int(int)) => assert_eq!(int, expected),
            (Form::StringLiteral(expected), Value::String(bytes)) => {
                assert_eq!(bytes, expected.as_bytes())
            }
            (Form::ArrayKey, Value::Int(_) | Value::String(_)) => {}
            (Form::Scalar, Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::String(_)) => {
            }
            (Form::List(element, non_empty), Value::Array(_)) => {
                let elements = assert_list(value);
                assert!(!non_empty || !elements.is_empty(), "empty non-empty-list");
                elements
                    .iter()
                    .for_each(|element_value| element.check(element_value));
            }
            (Form::Array(key_form, element, non_empty), Value::Array(entries)) => {
                assert!(!non_empty || !entries.is_empty(), "empty non-empty-array");
                for (key, entry) in entries {
                    // A key type of strings gives string keys: never one PHP makes an int.
                    let key_value = match key {
                        Key::Int(int) => Value::Int(*int),
                        Key::String(bytes) => Value::String(bytes.clone()),
                    };
                    if matches!(key_form.as_ref(), Form::String { .. }) {
                        assert!(matches!(key, Key::String(_)), "{key:?} for string keys");
                    }
                    key_form.check(&key_value);
                    element.check(entry);
                }
            }
            (Form::Brackets(element), Value::Array(entries)) => {
                for (_, entry) in entries {
                    element.check(entry);
                }
            }
            (Form::ListShape(items), Value::Array(_)) => {
                let elements = assert_list(value);
                let required = items.iter().filter(|(optional, _)| !optional).count();
                assert!(
                    (required..=items.len()).contains(&elements.len()),
                    "{} elements for {}",
                    elements.len(),
                    self.text()
                );
                for (element, (_, form)) in elements.iter().zip(items) {
                    form.check(element);
                }
            }
            (Form::Shape(items), Value::Array(entries)) => {
                for (key, optional, form) in items {
                    match entries
                        .iter()
                        .find(|(present, _)| *present == Key::String(key.clone().into_bytes()))
                    {
                        Some((_, entry)) => form.check(entry),
                        None => assert!(optional, "the key {key} is missing"),
                    }
                }
                assert!(
                    entries.len() <= items.len(),
                    "keys that are not the shape's"
                );
            }
            (Form::Nullable(_), Value::Null) => {}
            (Form::Nullable(inner), _) => inner.check(value),
            (Form::Union(a, b), _) => {
                if catch_unwind(AssertUnwindSafe(|| a.check(value))).is_err() {
                    b.check(value);
                }
            }
            (form, value) => panic!("{value:?} is not a value of {}", form.text()),
        }
    }
}

fn form(source: &mut ChoiceSource, depth: u32) -> Result<Form, Stop> {
    let last = if depth >= 2 { 11 } else { 19 };
    Ok(match int_in(source, 0, last)? {
        0 => {
            let min = if flag(source)? {
                Some(any_int(source)?)
            } else {
                None
            };
            let max = if flag(source)? {
                Some(int_in(source, min.unwrap_or(i64::MIN), i64::MAX)?)
            } else {
                None
            };
            Form::Int(min, max)
        }
        1 => [
            Form::Int(Some(1), None),
            Form::Int(None, Some(-1)),
            Form::Int(Some(0), None),
            Form::Int(None, Some(0)),
        ][int_in(source, 0, 3)? as usize]
            .clone(),
        2 => Form::NonZeroInt,
        3 => Form::Float,
        4 => Form::Bool,
        5 => Form::True,
        6 => Form::Null,
        7 => Form::String {
            non_empty: flag(source)?,
            numeric: flag(source)?,
            lowercase: flag(source)?,
        },
        8 => Form::IntLiteral(any_int(source)?),
        9 => Form::StringLiteral(
            ["a", "hello", "", "x y"][int_in(source, 0, 3)? as usize].to_owned(),
        ),
        10 => Form::ArrayKey,
        11 => Form::Scalar,
        12 => Form::List(Box::new(form(source, depth + 1)?), flag(source)?),
        13 => Form::Array(
            Box::new(key_form(source)?),
            Box::new(form(source, depth + 1)?),
            flag(source)?,
        ),
        14 => {
            let count = int_in(source, 0, 3)?;
            let items = (0..count)
                .map(|index| Ok((format!("k{index}"), flag(source)?, form(source, depth + 1)?)))
                .collect::<Result<_, Stop>>()?;
            Form::Shape(items)
        }
        15 => Form::Nullable(Box::new(form(source, depth + 1)?)),
        16 => Form::Brackets(Box::new(form(source, depth + 1)?)),
        17 => {
            let count = int_in(source, 0, 3)?;
            let required = int_in(source, 0, count)?;
            let items = (0..count)
                .map(|index| Ok((index >= required, form(source, depth + 1)?)))
                .collect::<Result<_, Stop>>()?;
            Form::ListShape(items)
        }
        _ => Form::Union(
            Box::new(form(source, depth + 1)?),
            Box::new(form(source, depth + 1)?),
        ),
    })
}

#[test]
fn every_type_form_gives_values_of_its_type() {
    verify(
        |source| form(source, 0),
        |form| {
            Deriver::new(&mut NoClasses)
                .derive_text(&form.text(), &Scope::default())
                .map_err(|error| error.0)
        },
        // A nullable null or a nullable nullable is still a type PHPStan reads; only an empty
        // integer range has no value.
        |form| !has_empty_range(form),
        |form, value| form.check(value),
    );
}

/// The type of the keys of `array<K, V>`: ints, strings (which must stay strings), or both.
fn key_form(source: &mut ChoiceSource) -> Result<Form, Stop> {
    Ok(match int_in(source, 0, 4)? {
        0 => Form::Int(None, None),
        1 => {
            let min = int_in(source, -3, 3)?;
            Form::Int(Some(min), Some(min + int_in(source, -1, 3)?))
        }
        2 => Form::String {
            non_empty: flag(source)?,
            numeric: flag(source)?,
            lowercase: flag(source)?,
        },
        3 => Form::StringLiteral(
            ["a", "hello", "", "x y"][int_in(source, 0, 3)? as usize].to_owned(),
        ),
        _ => Form::ArrayKey,
    })
}

fn has_empty_range(form: &Form) -> bool {
    match form {
        Form::Int(Some(min), Some(max)) => min > max,
        Form::List(inner, _) | Form::Brackets(inner) | Form::Nullable(inner) => {
            has_empty_range(inner)
        }
        Form::Array(key, inner, _) => has_empty_range(key) || has_empty_range(inner),
        Form::ListShape(items) => items.iter().any(|(_, form)| has_empty_range(form)),
        Form::Shape(items) => items.iter().any(|(_, _, form)| has_empty_range(form)),
        Form::Union(a, b) => has_empty_range(a) || has_empty_range(b),
        _ => false,
    }
}
