//! Generated values into PHP values. Objects, enum cases and points in time are created by the
//! PHP package's host (see [`super::host`]), so that constructors run as PHP code and their
//! exceptions propagate as they are.

use ext_php_rs::convert::IntoZvalDyn;
use ext_php_rs::error::Result;
use ext_php_rs::types::{ZendHashTable, ZendStr, Zval};

use super::host::call;
use super::host_values::php_value;
use crate::generators::{Key, Value, date_time_text};

/// Recursive, and so is exporting a value as PHP code: both are bounded because generators nest
/// values at most [`MAX_SPAN_DEPTH`](crate::engine::MAX_SPAN_DEPTH) levels deep and the values
/// given to constant() and elements() are at most
/// [`MAX_VALUE_DEPTH`](super::host_values::MAX_VALUE_DEPTH) deep (what closures return stays a PHP
/// value).
pub fn to_zval(value: &Value) -> Result<Zval> {
    let mut zval = Zval::new();
    match value {
        Value::Null => zval.set_null(),
        Value::Bool(bool) => zval.set_bool(*bool),
        Value::Int(int) => zval.set_long(*int),
        Value::Float(float) => zval.set_double(*float),
        // Binary-safe: PHP strings are bytes.
        Value::String(bytes) => zval.set_binary(bytes.clone()),
        Value::Array(entries) => {
            let mut array = ZendHashTable::with_capacity(entries.len() as u32);
            for (key, value) in entries {
                match key {
                    Key::Int(int) => array.insert(*int, to_zval(value)?)?,
                    // Binary-safe, and never cast: a Key::String is not a canonical integer.
                    Key::String(bytes) => {
                        array.insert(&ZendStr::new(bytes, false), to_zval(value)?)?
                    }
                }
            }
            zval.set_hashtable(array);
        }
        Value::Object { class, arguments } => {
            let mut named = ZendHashTable::with_capacity(arguments.len() as u32);
            for (name, argument) in arguments {
                named.insert(name.as_str(), to_zval(argument)?)?;
            }
            return call("object", vec![class as &dyn IntoZvalDyn, &named]);
        }
        Value::EnumCase { class, case } => return call("enumCase", vec![class, case]),
        Value::DateTime {
            class,
            seconds,
            microseconds,
            timezone,
        } => {
            let utc = date_time_text(*seconds, *microseconds);
            return match timezone {
                None => call("pointInTime", vec![class as &dyn IntoZvalDyn, &utc]),
                Some(timezone) => call(
                    "pointInTimeIn",
                    vec![class as &dyn IntoZvalDyn, &utc, timezone],
                ),
            };
        }
        Value::Host(value) => return Ok(php_value(value)),
    }
    Ok(zval)
}

pub fn to_array(values: &[Value]) -> Result<Zval> {
    to_zval(&Value::list(values.to_vec()))
}
