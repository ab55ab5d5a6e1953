//! PHP values inside generated values: what map() and friends return, and what elements() and
//! constant() are given. The engine holds them as opaque [`HostValue`]s.

use std::rc::Rc;

use ext_php_rs::types::{ZendCallable, ZendHashTable, Zval};

use super::exit::discard_exception;
use crate::generators::{HostValue, Key, Kinds, Value, export, with_zeros_unsigned};

/// The PHP value behind a [`HostValue`].
pub struct PhpValue(pub Zval);

/// The bytes of a PHP string, which need not be UTF-8 (empty for anything else): PHP code, its
/// identifiers and doc comments included, can be in another encoding.
pub fn bytes_of(zval: &Zval) -> &[u8] {
    zval.zend_str()
        .map(|text| text.as_bytes())
        .unwrap_or_default()
}

/// A PHP string as text, with U+FFFD for bytes that are not UTF-8.
pub fn text_of(zval: &Zval) -> String {
    String::from_utf8_lossy(bytes_of(zval)).into_owned()
}

/// A PHP null, bool, int, float or string as a value; `None` for anything else.
pub fn scalar_from_zval(zval: &Zval) -> Option<Value> {
    if zval.is_null() {
        return Some(Value::Null);
    }
    if zval.is_bool() {
        return Some(Value::Bool(zval.is_true()));
    }
    if let Some(int) = zval.long().filter(|_| zval.is_long()) {
        return Some(Value::Int(int));
    }
    if let Some(float) = zval.double().filter(|_| zval.is_double()) {
        return Some(Value::Float(float));
    }
    zval.zend_str()
        .filter(|_| zval.is_string())
        .map(|string| Value::String(string.as_bytes().to_vec()))
}

/// Arrays given to generators (constant(), elements()) can be nested at most this many levels
/// deep, as deep as json_decode() reads by default. Converting, exporting and dropping a value
/// recurse through its levels, and an array that contains a reference to itself has no end.
pub const MAX_VALUE_DEPTH: usize = 512;

/// A PHP array nested deeper than [`MAX_VALUE_DEPTH`], or one that contains itself.
#[derive(Debug)]
pub struct TooDeep;

impl TooDeep {
    /// What the value is.
    pub fn description(&self) -> String {
        format!(
            "an array nested more than {MAX_VALUE_DEPTH} levels deep, or one that contains a reference to itself"
        )
    }

    /// The error of a generator factory given such a value as `argument`.
    pub fn message(&self, argument: &str) -> String {
        format!(
            "{argument} is {}; a value given to a generator can be nested at most {MAX_VALUE_DEPTH} levels deep",
            self.description()
        )
    }
}

/// A PHP value as a generated value: scalars and arrays of them become values the engine can
/// export itself; everything else stays a PHP value.
pub fn from_zval(zval: &Zval) -> Result<Value, TooDeep> {
    from_zval_at(zval, 0)
}

fn from_zval_at(zval: &Zval, depth: usize) -> Result<Value, TooDeep> {
    if let Some(scalar) = scalar_from_zval(zval) {
        return Ok(scalar);
    }
    if let Some(array) = zval.array() {
        if depth >= MAX_VALUE_DEPTH {
            return Err(TooDeep);
        }
        let mut converted = Vec::with_capacity(array.len());
        for (key, value) in entries(array) {
            let value = from_zval_at(value, depth + 1)?;
            if matches!(value, Value::Host(_)) {
                return Ok(host(zval));
            }
            converted.push((key, value));
        }
        return Ok(Value::Array(converted));
    }
    Ok(host(zval))
}

/// The entries of a PHP array with their keys as they are: PHP strings are bytes, and a string
/// key need not be UTF-8 (ZendHashTable::iter() panics on one).
pub fn entries(array: &ZendHashTable) -> Vec<(Key, &Zval)> {
    let mut iterator = array.iter();
    let mut entries = Vec::with_capacity(array.len());
    while let Some((key, value)) = iterator.next_zval() {
        let key = match (key.long().filter(|_| key.is_long()), key.zend_str()) {
            (Some(int), _) => Key::Int(int),
            (None, Some(bytes)) => Key::String(bytes.as_bytes().to_vec()),
            (None, None) => continue,
        };
        entries.push((key, value));
    }
    entries
}

/// Keeps a PHP value as it is; it equals another when serialize() gives the same for both (or,
/// for what cannot be serialized, when it is the same object).
pub fn host(zval: &Zval) -> Value {
    let key = ZendCallable::try_from_name("serialize")
        .and_then(|serialize| serialize.try_call(vec![&zval.shallow_clone()]))
        .ok()
        .and_then(|serialized| {
            serialized
                .zend_str()
                .map(|bytes| identity(&with_zeros_unsigned(bytes.as_bytes())))
        });
    let key = key.unwrap_or_else(|| {
        // A closure, for instance: serialize() threw, which is not the generator's failure. exit()
        // in a __serialize() method goes on ending the process.
        discard_exception();
        format!(
            "object {:p}",
            zval.object()
                .map_or(std::ptr::null(), |object| object as *const _)
        )
    });
    Value::Host(HostValue {
        value: Rc::new(PhpValue(zval.shallow_clone())),
        key: Rc::from(key),
        kinds: kinds(zval),
    })
}

/// The PHP type of a value.
fn kinds(zval: &Zval) -> Kinds {
    match scalar_from_zval(zval) {
        Some(scalar) => Kinds::of(&scalar),
        None if zval.is_array() => Kinds::ARRAY,
        None if zval.is_object() => Kinds::OBJECT,
        None => Kinds::UNKNOWN,
    }
}

/// What serialize() gives, as text: bytes that are not UTF-8 are told apart by their escaped form.
/// With -0.0 written as 0.0, it is what makes a value equal to another (as PHP's == has it).
fn identity(serialized: &[u8]) -> String {
    String::from_utf8(serialized.to_vec())
        .unwrap_or_else(|error| export(&Value::String(error.into_bytes())))
}

/// The PHP value behind a host value.
pub fn php_value(value: &HostValue) -> Zval {
    value
        .value
        .downcast_ref::<PhpValue>()
        .map_or_else(Zval::new, |php| php.0.shallow_clone())
}
