//! fromRegularExpression() as PHP reads the expression: the engine generates strings from its
//! syntax, and PHP's preg_match() (through the `Generator\Pcre` object the package hands over)
//! has the last word on each, since PCRE2 reads some expressions otherwise (`\R?` before `\s` is
//! possessive there).

use ext_php_rs::convert::IntoZval;
use ext_php_rs::types::Zval;

use super::convert::to_zval;
use crate::engine::ChoiceSource;
use crate::generators::regex::{RegexStrings, matching_as_a_whole};
use crate::generators::{Generator, Kinds, Value, draw, draw_accepted, stored_label};
use crate::model::{Label, Stop};

/// How often a string that PCRE2 does not match is generated again before the example is rejected.
const ATTEMPTS: usize = 10;

pub struct PcreMatched {
    strings: RegexStrings,
    /// The expression rewritten to match a subject as a whole, as the PHP string handed to
    /// every call of `matches()`: made once, not once per generated string.
    whole: Zval,
    /// The package's object with `compilationError(string)` and `matches(string, string)`.
    pcre: Zval,
    label: Label,
}

impl PcreMatched {
    /// The strings of `expression` that PHP matches; an error when the engine cannot generate
    /// them or PCRE2 cannot compile the expression.
    pub fn new(expression: &str, pcre: &Zval) -> Result<PcreMatched, String> {
        let strings = RegexStrings::new(expression)?;
        let whole = matching_as_a_whole(expression)?
            .into_zval(false)
            .map_err(|error| {
                format!("The regular expression could not be handed to PHP: {error:?}")
            })?;
        if let Some(error) = compilation_error(pcre, expression)? {
            return Err(format!(
                "PCRE2 cannot compile the regular expression \"{expression}\": {error}"
            ));
        }
        let label = Label::of("pcre").with(strings.label());
        Ok(PcreMatched {
            strings,
            whole,
            pcre: pcre.shallow_clone(),
            label,
        })
    }
}

/// Why PCRE2 cannot compile `expression`, None when it can.
fn compilation_error(pcre: &Zval, expression: &str) -> Result<Option<String>, String> {
    pcre.try_call_method("compilationError", vec![&expression.to_owned()])
        .map(|error| error.string())
        .map_err(|error| format!("PHP's preg_match() could not be called: {error:?}"))
}

impl Generator for PcreMatched {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        draw_accepted(
            source,
            ATTEMPTS,
            |source| draw(&self.strings, source),
            |value| {
                let subject = to_zval(value).map_err(|_| Stop::HostFailed)?;
                Ok(self
                    .pcre
                    .try_call_method("matches", vec![&self.whole, &subject])
                    .map_err(|_| Stop::HostFailed)?
                    .is_true())
            },
        )
    }

    fn kinds(&self) -> Kinds {
        self.strings.kinds()
    }

    fn distinct_values(&self) -> Option<u128> {
        self.strings.distinct_values()
    }
}
