use crate::engine::ChoiceSource;
use crate::generators::{Generator, Value};
use crate::model::{Label, Stop};

use super::labels::{MAX_NAME_LENGTH, MIN_NAME_LENGTH, draw_domain_name};

/// Domain names of lowercase letters, digits and hyphens (proposal 5.3): at least two labels of
/// 1 to 63 characters, no hyphen at either end of a label, an alphabetic top-level domain of at
/// least two letters, at most `maximum_length` characters. Simplest: `a.aa`.
pub struct DomainNames {
    maximum_length: usize,
    label: Label,
}

impl DomainNames {
    pub fn new(maximum_length: usize) -> Result<DomainNames, String> {
        if !(MIN_NAME_LENGTH..=MAX_NAME_LENGTH).contains(&maximum_length) {
            return Err(format!(
                "The maximum length of a domain name must be between {MIN_NAME_LENGTH} and {MAX_NAME_LENGTH}, {maximum_length} given"
            ));
        }
        Ok(DomainNames {
            maximum_length,
            label: Label::of(&format!("domainNames {maximum_length}")),
        })
    }
}

impl Generator for DomainNames {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        Ok(Value::String(
            draw_domain_name(source, self.maximum_length)?.into_bytes(),
        ))
    }
}
