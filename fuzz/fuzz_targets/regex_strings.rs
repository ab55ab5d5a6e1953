//! Fuzzes the regular expression generator (proposal 5.3, fromRegularExpression) with an
//! arbitrary expression and arbitrary choices: nothing may panic or hang, and every drawn string
//! must match the expression as a whole.
//!
//! An input that starts with byte 1 is a structured expression (fuzz/src/pattern.rs), checked
//! against the `regex` crate; any other input is `EXPRESSION\0CHOICES`, the expression as PHP
//! code would give it: PCRE2 and the `regex` crate read many texts differently, so it is only
//! checked that nothing panics and that with `u` every string is UTF-8.
#![no_main]

use libfuzzer_sys::arbitrary::Unstructured;
use libfuzzer_sys::fuzz_target;
use pbt::engine::ChoiceSource;
use pbt::generators::regex::RegexStrings;
use pbt::generators::{Value, draw};
use pbt_fuzz::{choices, pattern, text_and_rest};

fuzz_target!(|data: &[u8]| {
    match data.split_first() {
        Some((1, rest)) => structured(rest),
        _ => raw(data),
    }
});

fn raw(data: &[u8]) {
    let (text, rest) = text_and_rest(data);
    let Ok(expression) = std::str::from_utf8(text) else {
        return;
    };
    let generator = match RegexStrings::new(expression) {
        Ok(generator) => generator,
        Err(message) => {
            assert!(
                message.contains("(at offset "),
                "{expression:?}: an error that names no place: {message}"
            );
            return;
        }
    };
    let utf = modifiers(expression).contains('u');
    for mut source in [
        ChoiceSource::replay(choices::decode(rest)),
        ChoiceSource::random(choices::seed(data)),
    ] {
        match draw(&generator, &mut source) {
            Ok(Value::String(bytes)) => assert!(
                !utf || std::str::from_utf8(&bytes).is_ok(),
                "{expression:?} drew {bytes:?}, which is not UTF-8"
            ),
            Ok(other) => panic!("{expression:?} drew {other:?}"),
            Err(_) => {}
        }
    }
}

/// The modifiers of a valid expression: what follows the last closing delimiter, which no
/// modifier can be (a delimiter is neither alphanumeric nor whitespace).
fn modifiers(expression: &str) -> &str {
    let opening = expression.trim_start().chars().next().unwrap_or('/');
    let closing = match opening {
        '(' => ')',
        '[' => ']',
        '{' => '}',
        '<' => '>',
        other => other,
    };
    expression
        .rfind(closing)
        .map_or("", |end| &expression[end + closing.len_utf8()..])
}

fn structured(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let Ok(pattern) = pattern::pattern(&mut u) else {
        return;
    };
    let generator =
        RegexStrings::new(&pattern.php).unwrap_or_else(|message| panic!("{pattern:?}: {message}"));
    type Matcher = Box<dyn Fn(&[u8]) -> bool>;
    let matches: Matcher = if pattern.utf {
        let Ok(regex) = regex::RegexBuilder::new(&pattern.rust)
            .size_limit(1 << 22)
            .build()
        else {
            return;
        };
        Box::new(move |bytes| std::str::from_utf8(bytes).is_ok_and(|text| regex.is_match(text)))
    } else {
        let Ok(regex) = regex::bytes::RegexBuilder::new(&pattern.rust)
            .size_limit(1 << 22)
            .build()
        else {
            return;
        };
        Box::new(move |bytes| regex.is_match(bytes))
    };
    let rest = u.take_rest();
    for mut source in [
        ChoiceSource::replay(choices::decode(rest)),
        ChoiceSource::random(choices::seed(data)),
    ] {
        match draw(&generator, &mut source) {
            Ok(Value::String(bytes)) => assert!(
                matches(&bytes),
                "{pattern:?} drew {:?}, which it does not match",
                String::from_utf8_lossy(&bytes)
            ),
            Ok(other) => panic!("{pattern:?} drew {other:?}"),
            Err(_) => {}
        }
    }
}
