use crate::engine::ChoiceSource;
use crate::model::{Label, Stop};

use super::value::{array_key_of, insert};
use super::{Generator, Key, Kinds, SharedGenerator, Value, draw, export};

/// Arrays with fixed keys (array shapes); optional keys are present or not, absent being the
/// simpler.
pub struct Records {
    items: Vec<RecordItem>,
    label: Label,
}

pub struct RecordItem {
    pub key: Key,
    pub optional: bool,
    pub value: SharedGenerator,
}

impl Records {
    pub fn new(items: Vec<RecordItem>) -> Records {
        let label = items.iter().fold(Label::of("record"), |label, item| {
            label
                .with(Label::of(&format!("{:?} {}", item.key, item.optional)))
                .with(item.value.label())
        });
        Records { items, label }
    }
}

/// Which of `keys` are optional: those `optional` names, as PHP keys (the string `'1'` is the key
/// `1`). An optional key that is not among `keys` is an error that names it, not a key that is
/// silently never omitted.
pub fn optional_keys(keys: &[Key], optional: &[Value]) -> Result<Vec<bool>, String> {
    let mut optional_keys = Vec::with_capacity(optional.len());
    for name in optional {
        let key = array_key_of(name).ok_or_else(|| {
            format!(
                "The optional keys of records() must be ints or strings, {} given",
                export(name)
            )
        })?;
        if !keys.contains(&key) {
            let known: Vec<String> = keys.iter().map(|key| export(&key_value(key))).collect();
            return Err(format!(
                "The optional key {} of records() is not one of its keys ({})",
                export(name),
                if known.is_empty() {
                    "it has none".to_owned()
                } else {
                    known.join(", ")
                }
            ));
        }
        optional_keys.push(key);
    }
    Ok(keys.iter().map(|key| optional_keys.contains(key)).collect())
}

fn key_value(key: &Key) -> Value {
    match key {
        Key::Int(int) => Value::Int(*int),
        Key::String(bytes) => Value::String(bytes.clone()),
    }
}

impl Generator for Records {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let mut entries = Vec::with_capacity(self.items.len());
        for item in &self.items {
            if item.optional && !source.draw_bool(0.5)? {
                continue;
            }
            insert(
                &mut entries,
                item.key.clone(),
                draw(item.value.as_ref(), source)?,
            );
        }
        Ok(Value::Array(entries))
    }

    fn kinds(&self) -> Kinds {
        Kinds::ARRAY
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys() -> Vec<Key> {
        vec![Key::String(b"name".to_vec()), Key::Int(1)]
    }

    #[test]
    fn optional_keys_are_php_keys() {
        assert_eq!(
            optional_keys(&keys(), &[Value::string("1")]),
            Ok(vec![false, true])
        );
        assert_eq!(
            optional_keys(&keys(), &[Value::string("name"), Value::Int(1)]),
            Ok(vec![true, true])
        );
        assert_eq!(optional_keys(&keys(), &[]), Ok(vec![false, false]));
    }

    #[test]
    fn an_unknown_optional_key_is_named() {
        assert_eq!(
            optional_keys(&keys(), &[Value::string("nmae")]),
            Err(
                "The optional key 'nmae' of records() is not one of its keys ('name', 1)"
                    .to_owned()
            )
        );
        assert_eq!(
            optional_keys(&[], &[Value::Int(0)]),
            Err("The optional key 0 of records() is not one of its keys (it has none)".to_owned())
        );
        assert_eq!(
            optional_keys(&keys(), &[Value::Bool(true)]),
            Err("The optional keys of records() must be ints or strings, true given".to_owned())
        );
    }
}
