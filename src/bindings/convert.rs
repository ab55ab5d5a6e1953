//! Generated values into PHP values.

use ext_php_rs::error::Result;
use ext_php_rs::types::{ZendHashTable, Zval};

use crate::generators::{Key, Value};

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
                    Key::String(bytes) => array.insert(String::from_utf8_lossy(bytes).into_owned(), to_zval(value)?)?,
                }
            }
            zval.set_hashtable(array);
        }
    }
    Ok(zval)
}

pub fn to_array(values: &[Value]) -> Result<Zval> {
    to_zval(&Value::list(values.to_vec()))
}
