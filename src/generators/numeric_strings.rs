use crate::engine::{Bias, ChoiceSource};
use crate::model::{Label, Stop};

use super::{Generator, Kinds, Value};

/// The spellings of a numeric string: an integer, a decimal, or the rarer ones.
static SPELLINGS: Bias = Bias::table(&[(40, 0, 0), (15, 1, 1), (45, 2, 7)]);

/// Strings that PHP considers numeric (is_numeric()), in the spellings PHP juggles: integers,
/// decimals, exponents, leading zeros, a plus sign, and leading or trailing whitespace. "0" is
/// the simplest.
pub struct NumericStrings;

impl Generator for NumericStrings {
    fn label(&self) -> Label {
        Label::of("numeric-string")
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let spelling = source.draw(7, &SPELLINGS)?;
        let integer = source.draw(1_000_000, &Bias::Integer)?;
        let negative = source.draw_bool(0.3)?;
        let sign = if negative { "-" } else { "" };
        let text = match spelling {
            0 => format!("{sign}{integer}"),
            1 => format!("{sign}{integer}.{}", source.draw(999, &Bias::Integer)?),
            2 => format!("{sign}{integer}e{}", source.draw(20, &Bias::Integer)?),
            3 => format!("{sign}0{integer}"),
            4 => format!("+{integer}"),
            5 => format!(" {sign}{integer}"),
            6 => format!("{sign}{integer} "),
            _ => format!("{sign}.{integer}"),
        };
        Ok(Value::string(&text))
    }

    fn kinds(&self) -> Kinds {
        Kinds::STRING
    }
}
