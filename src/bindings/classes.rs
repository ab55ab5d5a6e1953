//! The engine's questions about classes ([`Classes`]), answered by the PHP package's
//! ClassDescriber with reflection; and scopes, as PHP passes them.

use std::collections::HashMap;
use std::rc::Rc;

use ext_php_rs::types::{ZendHashTable, Zval};

use super::generator::ValueGeneratorHandle;
use super::host_values::{entries, scalar_from_zval};
use super::parsed_type::ParsedTypeHandle;
use crate::derive::{ClassShape, Classes, ConstructorParameter, Scope};
use crate::generators::{Key, Value};

/// Calls `describe()` and `constants()` of a PHP ClassDescriber.
pub struct PhpClasses<'a> {
    pub describer: &'a Zval,
}

impl Classes for PhpClasses<'_> {
    fn describe(&mut self, class: &str) -> Result<ClassShape, String> {
        let described = self
            .describer
            .try_call_method("describe", vec![&class])
            .map_err(|error| error.to_string())?;
        decode_shape(&described).ok_or_else(|| format!("the description of {class} cannot be read"))
    }

    fn constants(&mut self, class: &str, pattern: &str) -> Result<Vec<Value>, String> {
        let constants = self
            .describer
            .try_call_method("constants", vec![&class, &pattern])
            .map_err(|error| error.to_string())?;
        match constants.array() {
            Some(values) => values.values().map(decode_constant).collect(),
            // A string is the reason there are none.
            None => Err(constants
                .string()
                .unwrap_or_else(|| format!("the constants of {class} cannot be read"))),
        }
    }
}

/// `[namespace, [alias => class], class or null, [template names]]`
pub fn decode_scope(scope: &ZendHashTable) -> Scope {
    let mut values = scope.values();
    let namespace = values.next().and_then(Zval::string).unwrap_or_default();
    let uses = values
        .next()
        .and_then(Zval::array)
        .map(|uses| {
            entries(uses)
                .into_iter()
                .filter_map(|(alias, class)| match alias {
                    Key::String(alias) => Some((
                        String::from_utf8_lossy(&alias).into_owned(),
                        class.string()?,
                    )),
                    Key::Int(_) => None,
                })
                .collect::<HashMap<_, _>>()
        })
        .unwrap_or_default();
    // '' is no class: a type written outside of one, where self and static name nothing.
    let class = values
        .next()
        .and_then(Zval::string)
        .filter(|class| !class.is_empty());
    let templates = values
        .next()
        .and_then(Zval::array)
        .map(|names| names.values().filter_map(Zval::string).collect())
        .unwrap_or_default();
    Scope {
        namespace,
        uses,
        class,
        templates,
    }
}

/// `['enum', [cases]]`, `['pointInTime', class]`, `['unsupported', reason]`, `['generator', Generator]`,
/// `['constructor', [[name, ParsedType or null, variadic], ...], scope]`
fn decode_shape(described: &Zval) -> Option<ClassShape> {
    let described = described.array()?;
    let mut values = described.values();
    let kind = values.next()?.string()?;
    Some(match kind.as_str() {
        "enum" => ClassShape::Enum {
            cases: values
                .next()?
                .array()?
                .values()
                .filter_map(Zval::string)
                .collect(),
        },
        "pointInTime" => ClassShape::PointInTime {
            class: values.next()?.string()?,
        },
        "unsupported" => ClassShape::Unsupported {
            reason: values.next()?.string()?,
        },
        "generator" => ClassShape::Registered {
            generator: Rc::clone(&values.next()?.extract::<&ValueGeneratorHandle>()?.generator),
        },
        "constructor" => {
            let parameters = values
                .next()?
                .array()?
                .values()
                .map(|parameter| {
                    let parameter = parameter.array()?;
                    let mut fields = parameter.values();
                    let name = fields.next()?.string()?;
                    let type_ = match fields.next()? {
                        none if none.is_null() => None,
                        parsed => Some(Rc::clone(&parsed.extract::<&ParsedTypeHandle>()?.parsed)),
                    };
                    Some(ConstructorParameter {
                        name,
                        type_,
                        variadic: fields.next()?.bool()?,
                    })
                })
                .collect::<Option<Vec<_>>>()?;
            ClassShape::Constructor {
                parameters,
                scope: decode_scope(values.next()?.array()?),
            }
        }
        _ => return None,
    })
}

/// A constant's value: a scalar, or `[enum class, case]` for an enum case.
fn decode_constant(value: &Zval) -> Result<Value, String> {
    if let Some(case) = value.array() {
        let mut parts = case.values().filter_map(Zval::string);
        if let (Some(class), Some(case)) = (parts.next(), parts.next()) {
            return Ok(Value::EnumCase { class, case });
        }
    }
    scalar_from_zval(value)
        .ok_or_else(|| "only constants of scalar values and enum cases are supported".to_owned())
}
