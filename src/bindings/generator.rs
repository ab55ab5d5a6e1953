//! `PHPUnit\Framework\PropertyBased\Engine\ValueSource`: a generator built in Rust, with a factory
//! for every generator of proposal 5.3. The PHP package wraps it in its ValueGenerator
//! implementation; invalid arguments are ValueErrors that say what is wrong.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use ext_php_rs::binary::Binary;
use ext_php_rs::exception::{PhpException, PhpResult};
use ext_php_rs::prelude::*;
use ext_php_rs::types::{ZendHashTable, Zval};
use ext_php_rs::zend::ce;

use super::classes::{PhpClasses, decode_scope};
use super::closures::{DeferredClosure, Filtered, Mapped, Recursive, recursive_generator_gone};
use super::convert::to_array;
use super::export::PhpExport;
use super::host::with_host;
use super::host_keys::HostKeys;
use super::host_values::{entries, from_zval, text_of};
use super::parsed_type::ParsedTypeHandle;
use super::pcre_matched::PcreMatched;
use crate::derive::{Deriver, NoClasses};
use crate::engine::DEFAULT_MAX_CHOICES;
use crate::generators::formats::{
    DomainNames, EmailAddresses, Ipv4Addresses, Ipv6Addresses, Urls, Uuids,
};
use crate::generators::{
    Arrays, Booleans, Bytes, Characters, Constant, DateTimes, Deferred, Elements, Floats,
    Generator, Instant, Integers, Lists, Nested, Nullable, OneOf, RecordItem, Records,
    SharedGenerator, Size, Strings, Tuples, Value, Zone, export, export_with, samples,
};
use crate::model::Label;
use crate::types::ParsedType;

#[php_class]
#[php(name = "PHPUnit\\Framework\\PropertyBased\\Engine\\ValueSource")]
#[derive(Clone)]
pub struct ValueGeneratorHandle {
    pub(crate) generator: SharedGenerator,
    /// How many generators are nested inside each other in this one, itself included.
    depth: usize,
}

/// Generators can be built at most this many levels deep (a chain of map() calls, lists of lists
/// of ...). Drawing and dropping a generator recurse through its levels, so a deeper one would
/// overflow the stack; and drawing rejects values nested deeper than
/// [`MAX_SPAN_DEPTH`](crate::engine::MAX_SPAN_DEPTH) anyway, so this limit stays well below it.
pub const MAX_GENERATOR_DEPTH: usize = 500;

fn invalid(message: impl Into<String>) -> PhpException {
    // A PHP exception message cannot hold a NUL byte: throwing it would fail.
    PhpException::new(message.into().replace('\0', "\\0"), 0, ce::value_error())
}

/// A string argument that is text: `what` names it ("The alphabet of strings()"). PHP strings
/// are bytes (taken as `Binary<u8>`, which PHP declares `string`); one that is not UTF-8 is an
/// error that says where.
pub(super) fn text(bytes: &[u8], what: &str) -> PhpResult<String> {
    String::from_utf8(bytes.to_vec()).map_err(|error| {
        let offset = error.utf8_error().valid_up_to();
        invalid(format!(
            "{what} must be UTF-8, {} given: the byte 0x{:02X} at offset {offset} is not UTF-8",
            export(&Value::String(bytes.to_vec())),
            bytes[offset]
        ))
    })
}

/// A PHP value in an error message, as PHP code.
fn shown(argument: &Zval) -> String {
    from_zval(argument).map_or_else(|error| error.description(), |value| export(&value))
}

/// A string in an array argument, which PHP's types do not check: `what` names it.
fn text_in(argument: &Zval, what: &str) -> PhpResult<String> {
    let bytes = argument.zend_str().ok_or_else(|| {
        invalid(format!(
            "{what} must be a string, {} given",
            shown(argument)
        ))
    })?;
    text(bytes.as_bytes(), what)
}

/// An int in an array argument, which PHP's types do not check: `what` names it.
fn int(argument: &Zval, what: &str) -> PhpResult<i64> {
    argument
        .long()
        .filter(|_| argument.is_long())
        .ok_or_else(|| invalid(format!("{what} must be an int, {} given", shown(argument))))
}

fn handle(generator: impl Generator + 'static) -> ValueGeneratorHandle {
    ValueGeneratorHandle {
        generator: Rc::new(generator),
        depth: 1,
    }
}

/// A generator built by `factory` from `parts`, one level deeper than the deepest of them.
fn composed<'a>(
    factory: &str,
    generator: impl Generator + 'static,
    parts: impl IntoIterator<Item = &'a ValueGeneratorHandle>,
) -> PhpResult<ValueGeneratorHandle> {
    Ok(ValueGeneratorHandle {
        generator: Rc::new(generator),
        depth: depth_of(factory, parts)?,
    })
}

/// How deep a generator that `factory` builds from `parts` nests generators; an error past
/// [`MAX_GENERATOR_DEPTH`].
fn depth_of<'a>(
    factory: &str,
    parts: impl IntoIterator<Item = &'a ValueGeneratorHandle>,
) -> PhpResult<usize> {
    let depth = 1 + parts.into_iter().map(|part| part.depth).max().unwrap_or(0);
    if depth > MAX_GENERATOR_DEPTH {
        return Err(invalid(format!(
            "{factory} would nest generators {depth} levels deep, but a generator can be built at most {MAX_GENERATOR_DEPTH} levels deep; build it from fewer generators inside each other, with one map() instead of a chain of them, for instance"
        )));
    }
    Ok(depth)
}

fn size(minimum: i64, maximum: Option<i64>, what: &str) -> PhpResult<Size> {
    if minimum < 0 {
        return Err(invalid(format!(
            "The minimum {what} must not be negative, {minimum} given"
        )));
    }
    // An example is generated from at most DEFAULT_MAX_CHOICES choices, and an element takes
    // at least one, unless it is a constant: a larger minimum could only be rejected as too
    // large, or, of constants, fill the memory.
    if minimum as u64 > DEFAULT_MAX_CHOICES as u64 {
        return Err(invalid(format!(
            "The minimum {what} must not be greater than {DEFAULT_MAX_CHOICES}, the most choices an example is generated from, {minimum} given"
        )));
    }
    if let Some(maximum) = maximum
        && maximum < minimum
    {
        return Err(invalid(format!(
            "The maximum {what} must not be less than the minimum {what}, {maximum} and {minimum} given"
        )));
    }
    Ok(Size {
        min: minimum as usize,
        max: maximum.map(|maximum| maximum as usize),
    })
}

/// `[first, last]`, a range of code points of strings().
fn code_point_range(range: &Zval) -> PhpResult<(u32, u32)> {
    let what = "A code point range of strings()";
    let bounds = range
        .array()
        .map(|range| each(range, |bound| int(bound, what)))
        .transpose()?;
    match bounds.as_deref() {
        Some(&[first, last]) => match (u32::try_from(first), u32::try_from(last)) {
            (Ok(first), Ok(last)) => Ok((first, last)),
            _ => Err(invalid(format!(
                "{what} is a list of two integers from 0 to 0x10FFFF, [first, last], [{first}, {last}] given"
            ))),
        },
        _ => Err(invalid(format!(
            "{what} is a list of two integers, [first, last], {} given",
            shown(range)
        ))),
    }
}

/// The values of a PHP array, each converted by `convert`, which says what is wrong with one.
fn each<T>(list: &ZendHashTable, convert: impl FnMut(&Zval) -> PhpResult<T>) -> PhpResult<Vec<T>> {
    list.values().map(convert).collect()
}

/// The Engine\ValueSource objects of a PHP list.
fn generators_in(list: &ZendHashTable) -> PhpResult<Vec<ValueGeneratorHandle>> {
    each(list, |zval| {
        zval.extract::<&ValueGeneratorHandle>()
            .cloned()
            .ok_or_else(|| invalid("Expected a list of generators"))
    })
}

fn shared(handles: &[ValueGeneratorHandle]) -> Vec<SharedGenerator> {
    handles
        .iter()
        .map(|handle| Rc::clone(&handle.generator))
        .collect()
}

/// recursive() can be called inside the closure given to recursive() at most this many levels
/// deep: each level calls PHP from Rust, and a closure that calls recursive() again without end
/// would overflow the stack, which PHP's own limit does not see across the extension's frames.
const MAX_NESTED_RECURSIVE: usize = 100;

thread_local! {
    /// How many calls of recursive() are running their closure now.
    static RECURSIVE_CALLS: Cell<usize> = const { Cell::new(0) };
}

/// Calls the closure `extend` of recursive() with the generator that stands for the recursive one.
fn extend_inside_recursive(extend: &Zval, itself: ValueGeneratorHandle) -> PhpResult<Zval> {
    let running = RECURSIVE_CALLS.get();
    if running >= MAX_NESTED_RECURSIVE {
        return Err(invalid(format!(
            "recursive() was called inside the closure given to recursive() more than {MAX_NESTED_RECURSIVE} levels deep; the closure must build the next level from the generator it is given, not call recursive() again"
        )));
    }
    RECURSIVE_CALLS.set(running + 1);
    let extended = ext_php_rs::types::ZendCallable::new(extend)
        .and_then(|extend| extend.try_call(vec![&itself]));
    RECURSIVE_CALLS.set(running);
    Ok(extended?)
}

/// The values of a recursive collection or nullable value (`recursive: true`), drawn one level
/// of nesting deeper, which is what makes the deeper ones smaller.
fn nested(inner: &SharedGenerator) -> SharedGenerator {
    Rc::new(Nested::new(Rc::clone(inner)))
}

fn labelled(kind: &str, inner: &SharedGenerator) -> Label {
    Label::of(kind).with(inner.label())
}

/// map() (`method` "map") and flatMap() (`method` "flatMap", `flat`) of `handle`.
fn mapped(
    handle: &ValueGeneratorHandle,
    method: &str,
    mapper: &Zval,
    flat: bool,
) -> PhpResult<ValueGeneratorHandle> {
    let mapped = Mapped {
        inner: Rc::clone(&handle.generator),
        mapper: mapper.shallow_clone(),
        flat,
        label: labelled(method, &handle.generator),
    };
    composed(&format!("{method}()"), mapped, [handle])
}

/// The generator derived from a parsed type written in `scope`, asking `classes` (a
/// ClassDescriber) about the classes it names.
fn derived(
    r#type: &ParsedType,
    scope: Option<&ZendHashTable>,
    classes: Option<&Zval>,
) -> PhpResult<ValueGeneratorHandle> {
    let scope = scope.map(decode_scope).unwrap_or_default();
    let derived = match classes {
        Some(describer) => {
            Deriver::new(&mut PhpClasses { describer }).derive_parsed(r#type, &scope)
        }
        None => Deriver::new(&mut NoClasses).derive_parsed(r#type, &scope),
    };
    derived
        .map(|generator| ValueGeneratorHandle {
            generator,
            depth: 1,
        })
        .map_err(|error| invalid(error.to_string()))
}

#[php_impl]
impl ValueGeneratorHandle {
    /// The generator derived from a PHPDoc type written in `scope`
    /// (`[namespace, [alias => class], declaring class, [templates]]`), asking `classes` (a
    /// ClassDescriber) about the classes it names. A ValueError says why there is none.
    pub fn from_type(
        r#type: Binary<u8>,
        scope: Option<&ZendHashTable>,
        classes: Option<&Zval>,
    ) -> PhpResult<ValueGeneratorHandle> {
        let r#type = ParsedType::parse(text(&r#type, "The type given to fromType()")?);
        derived(&r#type, scope, classes)
    }

    /// fromType() of a type the engine parsed already: a parameter's, from its doc comment or
    /// its native type.
    pub fn from_parsed_type(
        r#type: &ParsedTypeHandle,
        scope: Option<&ZendHashTable>,
        classes: Option<&Zval>,
    ) -> PhpResult<ValueGeneratorHandle> {
        derived(&r#type.parsed, scope, classes)
    }

    pub fn integers(minimum: i64, maximum: i64) -> PhpResult<ValueGeneratorHandle> {
        Integers::bounded(minimum, maximum)
            .map(handle)
            .map_err(invalid)
    }

    pub fn floats(
        minimum: f64,
        maximum: f64,
        allow_infinity: bool,
        allow_nan: bool,
        exclude_minimum: bool,
        exclude_maximum: bool,
        allow_subnormals: bool,
    ) -> PhpResult<ValueGeneratorHandle> {
        Floats::bounded(
            minimum,
            maximum,
            allow_infinity,
            allow_nan,
            exclude_minimum,
            exclude_maximum,
            allow_subnormals,
        )
        .map(handle)
        .map_err(invalid)
    }

    pub fn booleans() -> ValueGeneratorHandle {
        handle(Booleans)
    }

    /// `ranges` is a list of [first, last] code points.
    pub fn strings(
        minimum_length: i64,
        alphabet: Option<Binary<u8>>,
        maximum_length: Option<i64>,
        ranges: Option<&ZendHashTable>,
    ) -> PhpResult<ValueGeneratorHandle> {
        let size = size(minimum_length, maximum_length, "length")?;
        let alphabet = alphabet
            .map(|alphabet| text(&alphabet, "The alphabet of strings()"))
            .transpose()?;
        let characters = match (alphabet, ranges) {
            (Some(_), Some(_)) => {
                return Err(invalid(
                    "Give either an alphabet or code point ranges, not both",
                ));
            }
            (Some(alphabet), None) => Characters::Alphabet(alphabet.chars().collect()),
            (None, Some(ranges)) => Characters::Ranges(each(ranges, code_point_range)?),
            (None, None) => Characters::Any,
        };
        Strings::of(characters, size).map(handle).map_err(invalid)
    }

    pub fn bytes(
        minimum_length: i64,
        maximum_length: Option<i64>,
    ) -> PhpResult<ValueGeneratorHandle> {
        Ok(handle(Bytes::new(size(
            minimum_length,
            maximum_length,
            "length",
        )?)))
    }

    /// One of these PHP values, the first being the simplest.
    pub fn elements(values: &ZendHashTable) -> PhpResult<ValueGeneratorHandle> {
        if values.is_empty() {
            return Err(invalid("elements() needs at least one value"));
        }
        let values = values
            .values()
            .enumerate()
            .map(|(index, value)| {
                from_zval(value).map_err(|error| {
                    invalid(error.message(&format!("The value #{} given to elements()", index + 1)))
                })
            })
            .collect::<PhpResult<_>>()?;
        Ok(handle(Elements::new(values)))
    }

    /// The cases of an enumeration, by name, in declaration order.
    pub fn enum_cases(class: String, cases: Vec<String>) -> PhpResult<ValueGeneratorHandle> {
        if cases.is_empty() {
            return Err(invalid(format!("The enumeration {class} has no cases")));
        }
        Ok(handle(Elements::new(
            cases
                .into_iter()
                .map(|case| Value::EnumCase {
                    class: class.clone(),
                    case,
                })
                .collect(),
        )))
    }

    pub fn constant(value: &Zval) -> PhpResult<ValueGeneratorHandle> {
        let value = from_zval(value)
            .map_err(|error| invalid(error.message("The value given to constant()")))?;
        Ok(handle(Constant::new(value)))
    }

    pub fn lists(
        elements: &ValueGeneratorHandle,
        minimum_size: i64,
        recursive: bool,
        unique: bool,
        maximum_size: Option<i64>,
    ) -> PhpResult<ValueGeneratorHandle> {
        let size = size(minimum_size, maximum_size, "size")?;
        let mut lists = if recursive {
            Lists::new(nested(&elements.generator), size).recursive()
        } else {
            Lists::new(Rc::clone(&elements.generator), size)
        };
        if unique {
            lists = lists.unique().map_err(|error| {
                invalid(format!("lists() cannot generate these lists: {error}"))
            })?;
        }
        composed("lists()", lists, [elements])
    }

    pub fn arrays(
        keys: &ValueGeneratorHandle,
        values: &ValueGeneratorHandle,
        minimum_size: i64,
        recursive: bool,
        maximum_size: Option<i64>,
    ) -> PhpResult<ValueGeneratorHandle> {
        let size = size(minimum_size, maximum_size, "size")?;
        let key_generator = HostKeys::checked(Rc::clone(&keys.generator));
        let arrays = if recursive {
            Arrays::new(key_generator, nested(&values.generator), size).map(Arrays::recursive)
        } else {
            Arrays::new(key_generator, Rc::clone(&values.generator), size)
        };
        let arrays = arrays
            .map_err(|error| invalid(format!("arrays() cannot generate these arrays: {error}")))?;
        composed("arrays()", arrays, [keys, values])
    }

    pub fn tuples(generators: &ZendHashTable) -> PhpResult<ValueGeneratorHandle> {
        let parts = generators_in(generators)?;
        composed("tuples()", Tuples::new(shared(&parts)), &parts)
    }

    /// `generators` maps keys to generators; the keys in `optional_keys` are sometimes omitted.
    pub fn records(
        generators: &ZendHashTable,
        optional_keys: &ZendHashTable,
    ) -> PhpResult<ValueGeneratorHandle> {
        let mut keys = Vec::with_capacity(generators.len());
        let mut values = Vec::with_capacity(generators.len());
        let mut parts = Vec::with_capacity(generators.len());
        for (key, zval) in entries(generators) {
            let generator = zval
                .extract::<&ValueGeneratorHandle>()
                .ok_or_else(|| invalid("records() takes an array of generators"))?;
            keys.push(key);
            values.push(Rc::clone(&generator.generator));
            parts.push(generator.clone());
        }
        let named = each(optional_keys, |key| {
            from_zval(key)
                .map_err(|error| invalid(error.message("An optional key given to records()")))
        })?;
        let optional = crate::generators::optional_keys(&keys, &named).map_err(invalid)?;
        let items = keys
            .into_iter()
            .zip(values)
            .zip(optional)
            .map(|((key, value), optional)| RecordItem {
                key,
                optional,
                value,
            });
        composed("records()", Records::new(items.collect()), &parts)
    }

    pub fn nullable(
        generator: &ValueGeneratorHandle,
        recursive: bool,
    ) -> PhpResult<ValueGeneratorHandle> {
        let nullable = if recursive {
            Nullable::new(nested(&generator.generator), true)
        } else {
            Nullable::new(Rc::clone(&generator.generator), false)
        };
        composed("nullable()", nullable, [generator])
    }

    pub fn one_of(generators: &ZendHashTable) -> PhpResult<ValueGeneratorHandle> {
        let alternatives = generators_in(generators)?;
        if alternatives.is_empty() {
            return Err(invalid("oneOf() needs at least one generator"));
        }
        composed("oneOf()", OneOf::new(shared(&alternatives)), &alternatives)
    }

    /// `weights` and `generators` are parallel lists.
    pub fn frequency(
        weights: Vec<i64>,
        generators: &ZendHashTable,
    ) -> PhpResult<ValueGeneratorHandle> {
        let alternatives = generators_in(generators)?;
        if alternatives.is_empty() {
            return Err(invalid("frequency() needs at least one weighted generator"));
        }
        if let Some(weight) = weights
            .iter()
            .find(|weight| **weight < 1 || **weight > i64::from(u32::MAX))
        {
            return Err(invalid(format!(
                "The weights of frequency() must be integers from 1 to {}, {weight} given",
                u32::MAX
            )));
        }
        let weighted = OneOf::weighted(
            weights
                .iter()
                .map(|weight| *weight as u32)
                .zip(shared(&alternatives))
                .collect(),
        );
        composed("frequency()", weighted, &alternatives)
    }

    /// `description` names the generator in errors: where the closure was defined (a path need
    /// not be UTF-8).
    pub fn deferred(closure: &Zval, description: &Zval) -> ValueGeneratorHandle {
        let label = Label::of(&format!("deferred {:p}", closure as *const Zval));
        handle(DeferredClosure::new(
            closure.shallow_clone(),
            text_of(description),
            label,
        ))
    }

    /// `extend` receives the recursive generator (as an Engine\ValueSource, which the PHP package
    /// wraps) and returns the generator of the next level.
    pub fn recursive(
        base: &ValueGeneratorHandle,
        extend: &Zval,
        maximum_depth: i64,
    ) -> PhpResult<ValueGeneratorHandle> {
        if maximum_depth < 1 {
            return Err(invalid(format!(
                "The maximum depth must be positive, {maximum_depth} given"
            )));
        }
        let label = labelled("recursive", &base.generator);
        let reference = Deferred::stopping_with(label, recursive_generator_gone);
        let recursive = Rc::new(Recursive {
            base: Rc::clone(&base.generator),
            extended: RefCell::new(None),
            // Values are drawn at most MAX_SPAN_DEPTH levels deep anyway: a larger maximum is
            // no limit, and must not wrap around to a small one.
            maximum_depth: u32::try_from(maximum_depth).unwrap_or(u32::MAX),
            label,
        });
        let recursive_generator: SharedGenerator = recursive.clone();
        reference.resolve(&recursive_generator);
        let extended = extend_inside_recursive(
            extend,
            ValueGeneratorHandle {
                generator: reference,
                depth: 1,
            },
        )?;
        let extended = extended
            .extract::<&ValueGeneratorHandle>()
            .cloned()
            .ok_or_else(|| {
                invalid("The closure given to recursive() must return a ValueGenerator")
            })?;
        *recursive.extended.borrow_mut() = Some(Rc::clone(&extended.generator));
        let depth = depth_of("recursive()", [base, &extended])?;
        Ok(ValueGeneratorHandle {
            generator: recursive_generator,
            depth,
        })
    }

    /// Points in time from `first` to `last` (Unix timestamps and the microseconds after them) in
    /// the time zones `zones`, a list of [identifier, [notable timestamps]] (none: +00:00), with
    /// microseconds when asked for.
    pub fn date_times(
        class: String,
        first: i64,
        first_microseconds: i64,
        last: i64,
        last_microseconds: i64,
        zones: &ZendHashTable,
        microseconds: bool,
    ) -> PhpResult<ValueGeneratorHandle> {
        let zones = zones
            .values()
            .map(|zone| {
                let zone = zone.array()?;
                let mut parts = zone.values();
                let identifier = parts.next()?.string()?;
                let notable = parts
                    .next()?
                    .array()?
                    .values()
                    .filter_map(|second| second.long())
                    .collect();
                Some(Zone {
                    identifier,
                    notable,
                })
            })
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| invalid("Time zones are given as [identifier, [notable timestamps]]"))?;
        let instant = |seconds, microseconds: i64| {
            Instant::new(
                seconds,
                u32::try_from(microseconds.clamp(0, 999_999)).unwrap_or(0),
            )
        };
        DateTimes::within(
            class,
            instant(first, first_microseconds),
            instant(last, last_microseconds),
            zones,
            microseconds,
        )
        .map(handle)
        .map_err(invalid)
    }

    /// UUIDs of the versions `versions`, the nil and max UUIDs with `nil_and_max`.
    pub fn uuids(versions: &ZendHashTable, nil_and_max: bool) -> PhpResult<ValueGeneratorHandle> {
        let versions = each(versions, |version| int(version, "A version of uuids()"))?;
        Uuids::new(versions, nil_and_max)
            .map(handle)
            .map_err(invalid)
    }

    pub fn ipv4_addresses(network: Binary<u8>) -> PhpResult<ValueGeneratorHandle> {
        Ipv4Addresses::new(&text(&network, "The network of ipv4Addresses()")?)
            .map(handle)
            .map_err(invalid)
    }

    pub fn ipv6_addresses(network: Binary<u8>) -> PhpResult<ValueGeneratorHandle> {
        Ipv6Addresses::new(&text(&network, "The network of ipv6Addresses()")?)
            .map(handle)
            .map_err(invalid)
    }

    pub fn domain_names(maximum_length: i64) -> PhpResult<ValueGeneratorHandle> {
        DomainNames::new(maximum_length)
            .map(handle)
            .map_err(invalid)
    }

    pub fn email_addresses(
        quoted_local_parts: bool,
        ip_address_literals: bool,
    ) -> ValueGeneratorHandle {
        handle(EmailAddresses::new(quoted_local_parts, ip_address_literals))
    }

    pub fn urls(
        schemes: &ZendHashTable,
        user_information: bool,
    ) -> PhpResult<ValueGeneratorHandle> {
        let schemes = each(schemes, |scheme| text_in(scheme, "A scheme of urls()"))?;
        Urls::new(schemes, user_information)
            .map(handle)
            .map_err(invalid)
    }

    /// Strings that the regular expression, with its delimiters and modifiers, matches as a whole.
    /// The expression must be UTF-8, also without the u modifier. `pcre` is the package's
    /// `Generator\Pcre`, through which PHP's PCRE2 compiles the expression and checks each string.
    pub fn from_regular_expression(
        expression: Binary<u8>,
        pcre: &Zval,
    ) -> PhpResult<ValueGeneratorHandle> {
        PcreMatched::new(
            &text(
                &expression,
                "The regular expression of fromRegularExpression()",
            )?,
            pcre,
        )
        .map(handle)
        .map_err(invalid)
    }

    /// `count` sample values generated from `seed` outside any property (see
    /// [`crate::generators::samples`]), with their PHP code as a file of `scope` writes class
    /// names: `[list of values, list of code]`.
    pub fn sample(
        &self,
        count: i64,
        seed: i64,
        scope: Option<&ZendHashTable>,
        host: &Zval,
    ) -> PhpResult<Vec<Zval>> {
        with_host(host, || self.sampled(count, seed, scope))
    }

    /// `count` sample values generated from `seed` outside any property, as [`Self::sample`]
    /// without their code, which exporting every value would make only to drop it.
    pub fn sample_values(&self, count: i64, seed: i64, host: &Zval) -> PhpResult<Zval> {
        with_host(host, || Ok(to_array(&self.sampled_values(count, seed)?)?))
    }

    pub fn map(&self, mapper: &Zval) -> PhpResult<ValueGeneratorHandle> {
        mapped(self, "map", mapper, false)
    }

    pub fn filter(&self, predicate: &Zval) -> PhpResult<ValueGeneratorHandle> {
        let filtered = Filtered {
            inner: Rc::clone(&self.generator),
            predicate: predicate.shallow_clone(),
            label: labelled("filter", &self.generator),
        };
        composed("filter()", filtered, [self])
    }

    pub fn flat_map(&self, mapper: &Zval) -> PhpResult<ValueGeneratorHandle> {
        mapped(self, "flatMap", mapper, true)
    }
}

impl ValueGeneratorHandle {
    /// The body of sample(), with the host current.
    fn sampled(
        &self,
        count: i64,
        seed: i64,
        scope: Option<&ZendHashTable>,
    ) -> PhpResult<Vec<Zval>> {
        let values = self.sampled_values(count, seed)?;
        let scope = scope.map(decode_scope).unwrap_or_default();
        let mut codes = ZendHashTable::with_capacity(values.len() as u32);
        for value in &values {
            codes.push(export_with(value, &PhpExport { scope: &scope }))?;
        }
        let mut exported = Zval::new();
        exported.set_hashtable(codes);
        Ok(vec![to_array(&values)?, exported])
    }

    /// The values of sample() and sample_values(), with the host current.
    fn sampled_values(&self, count: i64, seed: i64) -> PhpResult<Vec<Value>> {
        samples(self.generator.as_ref(), count.max(0) as usize, seed as u64)
            // The host's exception is pending; PHP throws it.
            .map_err(|_| PhpException::from_message(String::new()))
    }
}
