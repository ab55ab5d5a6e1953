//! Generating from the parsed expression. The string is written from left to right; anchors and
//! possessive quantifiers constrain the characters that may follow, and a path through the
//! expression that cannot be completed rejects the example (which only patterns such as `a^b`
//! or `\d++\d` force).

use crate::engine::{Bias, ChoiceSource};
use crate::generators::{Generator, Value};
use crate::model::{Label, Rejection, Stop};

use super::alphabet::Alphabet;
use super::charset::CharSet;
use super::delimiters;
use super::error;
use super::parser;
use super::syntax::{Assertion, Node, Repeat};

/// Longer strings are rejected as too large; expressions that only match longer ones are errors.
const MAX_LENGTH: usize = 65_536;
/// Work (nodes visited) per string, so that `((){1000}){1000}` cannot hang.
const MAX_STEPS: u64 = 1_000_000;

/// Strings that a PHP regular expression, with its delimiters and modifiers, matches as a whole.
pub struct RegexStrings {
    root: Node,
    utf: bool,
    label: Label,
}

impl RegexStrings {
    pub fn new(expression_with_delimiters: &str) -> Result<RegexStrings, String> {
        let expression = expression_with_delimiters;
        let split = delimiters::split(expression)?;
        let utf = split.flags.utf;
        let root = parser::parse(expression, &split)?;
        if root.min_length() > MAX_LENGTH as u64 {
            return Err(error(
                &format!("The expression only matches strings longer than {MAX_LENGTH} characters"),
                0,
                expression,
            ));
        }
        Ok(RegexStrings {
            root,
            utf,
            label: Label::of(&format!("regex {expression}")),
        })
    }
}

impl Generator for RegexStrings {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let mut writer = Writer::new(self.utf);
        writer.node(&self.root, source, 0)?;
        if writer.must_continue {
            return Err(Stop::Rejected(Rejection::Filter));
        }
        Ok(Value::String(writer.output))
    }
}

/// The string written so far and what the characters that follow must satisfy.
struct Writer {
    utf: bool,
    output: Vec<u8>,
    length: usize,
    last: Option<u32>,
    /// No character may follow (after `\z`).
    must_end: bool,
    /// The next character, if any, must be one of these (after `$` or a possessive quantifier).
    next_allowed: Option<CharSet>,
    /// The next character must be the last one (after `$`: a final newline).
    then_end: bool,
    /// A character must follow (`^` with `m` does not match after a newline that ends the subject).
    must_continue: bool,
    steps: u64,
}

fn reject() -> Stop {
    Stop::Rejected(Rejection::Filter)
}

impl Writer {
    fn new(utf: bool) -> Writer {
        Writer {
            utf,
            output: Vec::new(),
            length: 0,
            last: None,
            must_end: false,
            next_allowed: None,
            then_end: false,
            must_continue: false,
            steps: 0,
        }
    }

    fn node(
        &mut self,
        node: &Node,
        source: &mut ChoiceSource,
        repetitions: u32,
    ) -> Result<(), Stop> {
        self.steps += 1;
        if self.steps > MAX_STEPS {
            return Err(Stop::Rejected(Rejection::TooLarge));
        }
        match node {
            Node::Char(alphabet) => self.character(alphabet, source),
            Node::Concat(nodes) => nodes
                .iter()
                .try_for_each(|node| self.node(node, source, repetitions)),
            Node::Alternation {
                alternatives,
                label,
            } => source.spanned(*label, |source| {
                let index = source.draw(alternatives.len() as u64 - 1, &Bias::Uniform)?;
                self.node(&alternatives[index as usize], source, repetitions)
            }),
            Node::Repeat(repeat) => self.repeat(repeat, source, repetitions),
            Node::Assertion(assertion) => self.assertion(*assertion),
            Node::ExcludeNext(set) => {
                self.allow_next(&set.complement(self.utf));
                Ok(())
            }
        }
    }

    fn character(&mut self, alphabet: &Alphabet, source: &mut ChoiceSource) -> Result<(), Stop> {
        if self.must_end {
            return Err(reject());
        }
        let restricted;
        let alphabet = match &self.next_allowed {
            Some(allowed) => {
                restricted = Alphabet::new(alphabet.set().intersection(allowed), self.utf);
                &restricted
            }
            None => alphabet,
        };
        let index = match alphabet.len() {
            0 => return Err(reject()),
            1 => 0,
            len => source.draw(len - 1, alphabet.bias())?,
        };
        let unit = alphabet.unit(index);
        if self.utf {
            // The parser leaves surrogates out of every set; should one slip through, the
            // example is rejected rather than the PHP process panicking.
            let Some(character) = char::from_u32(unit) else {
                return Err(reject());
            };
            self.output
                .extend_from_slice(character.encode_utf8(&mut [0; 4]).as_bytes());
        } else {
            self.output.push(unit as u8);
        }
        self.length += 1;
        if self.length > MAX_LENGTH {
            return Err(Stop::Rejected(Rejection::TooLarge));
        }
        self.last = Some(unit);
        self.next_allowed = None;
        self.must_end |= std::mem::take(&mut self.then_end);
        self.must_continue = false;
        Ok(())
    }

    /// Repetitions as in `Size::draw_each`: each one a span that starts with the choice that
    /// decided there is one more (1); a 0 stops, so repetitions shrink away.
    fn repeat(
        &mut self,
        repeat: &Repeat,
        source: &mut ChoiceSource,
        repetitions: u32,
    ) -> Result<(), Stop> {
        let (min, max) = (repeat.min, repeat.max);
        // The mean number of optional repetitions, smaller inside other repetitions so that
        // nested ones do not multiply into huge strings.
        let optional = match max {
            Some(max) => f64::from(max - min).min(5.0) / 2.0,
            None => 5.0,
        } / f64::from(repetitions + 1);
        let more = optional / (optional + 1.0);
        let mut count = 0;
        loop {
            let start = source.position();
            let another = if count < min {
                true
            } else if Some(count) == max || self.must_end {
                false
            } else {
                source.draw_bool(more)?
            };
            if !another {
                break;
            }
            source.start_span_from(repeat.label, start);
            let result = self.node(&repeat.body, source, repetitions + 1);
            source.end_span();
            result?;
            count += 1;
        }
        if let Some(stop) = &repeat.possessive_stop
            && Some(count) != max
        {
            self.allow_next(&stop.complement(self.utf));
        }
        Ok(())
    }

    fn assertion(&mut self, assertion: Assertion) -> Result<(), Stop> {
        let newline = CharSet::single(u32::from(b'\n'));
        match assertion {
            Assertion::StartOfSubject if self.length > 0 => return Err(reject()),
            Assertion::StartOfSubject => {}
            Assertion::StartOfLine => match self.last {
                None => {}
                Some(0x0A) => self.must_continue = true,
                Some(_) => return Err(reject()),
            },
            Assertion::EndOfSubject => self.must_end = true,
            Assertion::EndOrFinalNewline => {
                self.allow_next(&newline);
                self.then_end = true;
            }
            Assertion::EndOfLine => self.allow_next(&newline),
        }
        Ok(())
    }

    fn allow_next(&mut self, allowed: &CharSet) {
        self.next_allowed = Some(match &self.next_allowed {
            Some(already) => already.intersection(allowed),
            None => allowed.clone(),
        });
    }
}
