//! Array keys from generators whose values only PHP knows when they are drawn (what map() or
//! flatMap() return): each is checked as it is drawn, since PHP keys arrays by ints and strings
//! only.

use std::rc::Rc;

use ext_php_rs::types::{ZendCallable, Zval};

use super::convert::to_zval;
use super::host::invalid_generator;
use super::host_values::{php_value, scalar_from_zval};
use crate::engine::ChoiceSource;
use crate::generators::{Generator, Key, Kinds, SharedGenerator, Value, export};
use crate::model::{Label, Stop};

pub struct HostKeys {
    inner: SharedGenerator,
}

impl HostKeys {
    /// `keys` itself when the kinds of its values are known, otherwise `keys` checked as it draws.
    pub fn checked(keys: SharedGenerator) -> SharedGenerator {
        if keys.kinds().contains(Kinds::UNKNOWN) {
            Rc::new(HostKeys { inner: keys })
        } else {
            keys
        }
    }
}

impl Generator for HostKeys {
    fn label(&self) -> Label {
        self.inner.label()
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let value = self.inner.generate(source)?;
        let zval = match &value {
            Value::Int(_) | Value::String(_) => return Ok(value),
            Value::Host(host) => php_value(host),
            other => to_zval(other).map_err(|_| Stop::HostFailed)?,
        };
        if let Some(key @ (Value::Int(_) | Value::String(_))) = scalar_from_zval(&zval) {
            return Ok(key);
        }
        let message = format!(
            "The keys generator of arrays() gave {}, but PHP keys arrays by ints and strings only",
            described(&zval)
        );
        Err(invalid_generator(&message))
    }

    /// What is known of the other alternatives (oneOf(map(...), booleans())) still counts.
    fn kinds(&self) -> Kinds {
        self.inner.kinds().without(Kinds::UNKNOWN) | Kinds::INT | Kinds::STRING
    }

    fn distinct_values(&self) -> Option<u128> {
        self.inner.distinct_values()
    }

    fn finite_keys(&self) -> Option<Vec<Key>> {
        self.inner.finite_keys()
    }
}

/// `float 1.5`, `null`, `array`, `App\Money`.
fn described(zval: &Zval) -> String {
    let type_name = ZendCallable::try_from_name("get_debug_type")
        .and_then(|get_debug_type| get_debug_type.try_call(vec![&zval.shallow_clone()]))
        .ok()
        .and_then(|name| name.string())
        .unwrap_or_else(|| "a value".to_owned());
    match scalar_from_zval(zval) {
        Some(Value::Null) | None => type_name,
        Some(scalar) => format!("{type_name} {}", export(&scalar)),
    }
}
