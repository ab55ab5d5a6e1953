//! Generated values into PHP values. Objects, enum cases and points in time are created by the
//! PHP package's ValueFactory, so that constructors run as PHP code and their exceptions
//! propagate as they are.

use ext_php_rs::error::Result;
use ext_php_rs::types::{ZendCallable, ZendHashTable, ZendStr, Zval};

use super::host_values::php_value;
use crate::generators::{Key, Value, date_time_text};

const VALUE_FACTORY: &str = "PHPUnit\\Framework\\PropertyBased\\Types\\ValueFactory::";

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
            return factory("object")?.try_call(vec![class, &named]);
        }
        Value::EnumCase { class, case } => return factory("enumCase")?.try_call(vec![class, case]),
        Value::DateTime {
            class,
            seconds,
            microseconds,
            timezone,
        } => {
            let utc = date_time_text(*seconds, *microseconds);
            return match timezone {
                None => factory("pointInTime")?.try_call(vec![class, &utc]),
                Some(timezone) => factory("pointInTimeIn")?.try_call(vec![class, &utc, timezone]),
            };
        }
        Value::Host(value) => return Ok(php_value(value)),
    }
    Ok(zval)
}

fn factory(method: &str) -> Result<ZendCallable<'static>> {
    ZendCallable::try_from_name(&format!("{VALUE_FACTORY}{method}"))
}

pub fn to_array(values: &[Value]) -> Result<Zval> {
    to_zval(&Value::list(values.to_vec()))
}
