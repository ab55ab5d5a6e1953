//! The engine tests its own parts with properties: its generators draw the inputs, its runner
//! checks them, and its shrinker makes a failure's input minimal before the test reports it.
//! What the fuzz targets in fuzz/ do with coverage guidance, these do on every `cargo test`.

#[path = "support/php_literal.rs"]
mod php_literal;
mod support;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::rc::Rc;

use pbt::derive::{ClassShape, Classes, ConstructorParameter, Deriver, Scope};
use pbt::engine::{ChoiceSource, Phase, TestFunction};
use pbt::generators::regex::RegexStrings;
use pbt::generators::{Bytes, Floats, OneOf, SharedGenerator, Size, Value, draw, export};
use pbt::model::{FailureKey, Status, TestRun};
use pbt::runner::{Settings, Verdict, check};
use pbt::types::parse_type;
use support::text;

/// A property over the values of `generator`: `holds` says why a value falsifies it, if it does.
struct Property<F: FnMut(&Value) -> Option<String>> {
    generator: SharedGenerator,
    holds: F,
}

impl<F: FnMut(&Value) -> Option<String>> TestFunction for Property<F> {
    fn run(&mut self, mut source: ChoiceSource, _phase: Phase) -> TestRun {
        let status = match draw(&*self.generator, &mut source) {
            Ok(value) => match (self.holds)(&value) {
                None => Status::Passed,
                Some(_) => Status::Falsified(FailureKey("the property does not hold".to_owned())),
            },
            Err(stop) => Status::from(stop),
        };
        TestRun::new(source.finish(), status)
    }
}

/// Checks the property with `examples` examples; a falsified one panics with its minimal
/// counterexample, replayed from the shrunk choices.
fn assert_holds(
    generator: SharedGenerator,
    examples: u32,
    mut holds: impl FnMut(&Value) -> Option<String>,
) {
    let settings = Settings {
        examples,
        ..Settings::default()
    };
    let mut property = Property {
        generator: Rc::clone(&generator),
        holds: &mut holds,
    };
    let report = check(&mut property, 7, &settings);
    match report.verdict {
        Verdict::Passed => assert!(
            report.checked >= examples / 2,
            "only {} examples were checked",
            report.checked
        ),
        Verdict::Falsified(falsification) | Verdict::Flaky(falsification) => {
            let minimal = draw(
                &*generator,
                &mut ChoiceSource::replay(falsification.minimal),
            )
            .expect("the counterexample replays");
            panic!(
                "falsified by {minimal:?}: {}",
                holds(&minimal).unwrap_or_default()
            );
        }
        other => panic!("the property was not checked: {other:?}"),
    }
}

/// The classes of the values below: an enumeration and a class whose constructor takes a point
/// in time, money and itself.
struct Shop;

impl Classes for Shop {
    fn describe(&mut self, class: &str) -> Result<ClassShape, String> {
        let parameter = ConstructorParameter::typed;
        match class {
            "Shop\\Currency" => Ok(ClassShape::Enum {
                cases: vec!["EUR".to_owned(), "USD".to_owned()],
            }),
            "DateTimeImmutable" => Ok(ClassShape::PointInTime {
                class: class.to_owned(),
            }),
            "Shop\\Order" => Ok(ClassShape::Constructor {
                parameters: vec![
                    parameter("at", "\\DateTimeImmutable"),
                    parameter("currency", "Currency"),
                    parameter("next", "?self"),
                ],
                scope: Scope {
                    namespace: "Shop".to_owned(),
                    class: Some("Shop\\Order".to_owned()),
                    ..Scope::default()
                },
            }),
            _ => Err(format!("class {class} does not exist")),
        }
    }

    fn constants(&mut self, class: &str, _pattern: &str) -> Result<Vec<Value>, String> {
        Err(format!("class {class} has no constants here"))
    }
}

/// Values of every kind export writes: derived from a PHPDoc type, and floats and byte strings
/// beyond what types derive (NAN, INF, -0.0, invalid UTF-8).
fn every_kind_of_value() -> SharedGenerator {
    let scope = Scope {
        namespace: "Shop".to_owned(),
        ..Scope::default()
    };
    let derived = Deriver::new(&mut Shop)
        .derive_text(
            "list<int|string|null|bool|float|array<array-key, list<int>>|array{name: non-empty-string, '7'?: numeric-string, 3: Order}|Currency|Order>",
            &scope,
        )
        .expect("the type derives");
    let floats: SharedGenerator = Rc::new(Floats::new(true, true));
    let bytes: SharedGenerator = Rc::new(Bytes::new(Size::any()));
    Rc::new(OneOf::new(vec![derived, floats, bytes]))
}

/// The reader the export checks rely on reads PHP as PHP 8.4 does (each case checked with
/// var_dump).
#[test]
fn the_php_reader_reads_as_php_does() {
    use pbt::generators::Key;
    let read = |code: &str| php_literal::read(code).unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(
        read("[-5 => 'a', 'b']"),
        Value::Array(vec![
            (Key::Int(-5), Value::string("a")),
            (Key::Int(-4), Value::string("b"))
        ])
    );
    assert_eq!(
        read("['5' => 1, '05' => 2, 1 => 'x', 1 => 'y']"),
        Value::Array(vec![
            (Key::Int(5), Value::Int(1)),
            (Key::String(b"05".to_vec()), Value::Int(2)),
            (Key::Int(1), Value::string("y"))
        ])
    );
    assert_eq!(
        read("-9223372036854775808"),
        Value::Float(-9.223372036854776e18)
    );
    assert_eq!(
        read(r#""\u{1F600}\x41\q\x4""#),
        Value::String(b"\xF0\x9F\x98\x80A\\q\x04".to_vec())
    );
    assert_eq!(read(r"'a\'b\\c\d'"), Value::string("a'b\\c\\d"));
    assert!(
        php_literal::same(&read("-0.0"), &Value::Float(-0.0))
            && !php_literal::same(&read("0.0"), &Value::Float(-0.0))
    );
    assert!(
        php_literal::read("\"$x\"").is_err(),
        "an interpolating string is not read as a literal"
    );
}

#[test]
fn every_exported_value_reads_back_as_itself() {
    assert_holds(every_kind_of_value(), 1000, |value| {
        let code = export(value);
        match php_literal::read(&code) {
            Ok(back) if php_literal::same(&back, value) => None,
            Ok(back) => Some(format!("exported as {code}, which reads back as {back:?}")),
            Err(error) => Some(format!(
                "exported as {code}, which does not read back: {error}"
            )),
        }
    });
}

/// PHPDoc types: well-formed ones nested three levels deep, and sequences of their tokens, valid
/// or nearly so. The engine's own regular expression generator writes both.
fn type_texts() -> SharedGenerator {
    let simple = concat!(
        "int|string|float|bool|null|array-key|scalar|positive-int|non-empty-string|numeric-string|lowercase-string",
        "|int<-?[0-9]{1,3}, (?:max|[0-9]{1,3})>|'[a-z0-9 ]{0,3}'|-?[0-9]{1,3}|-?[0-9]\\.[0-9]|true|false",
        "|Currency|Order|\\\\DateTimeImmutable|Foo::[A-Z]{1,2}\\*?|mixed|object"
    );
    let mut well_formed = format!("(?:{simple})");
    for _ in 0..2 {
        let t = well_formed.clone();
        well_formed = format!(
            "(?:{t}|\\?{t}|{t}\\|{t}|{t}\\[\\]|list<{t}>|non-empty-list<{t}>|array<{t}>|array<{t}, {t}>|array\\{{(?:[a-z]{{1,2}}\\??: {t}(?:, [0-9]: {t})?)?\\}}|list\\{{{t}\\}})"
        );
    }
    let token = concat!(
        "int|string|float|bool|null|mixed|array-key|scalar|positive-int|non-empty-string|numeric-string|lowercase-string",
        "|list|array|non-empty-list|non-empty-array|int<-?[0-9]{1,3}, ?(?:max|[0-9]{1,3})>|\\?|<|>|,|, |\\||\\[\\]|\\{|\\}",
        "|array\\{|list\\{|[a-z]{1,3}\\??: |'[a-z0-9 ]{0,3}'|-?[0-9]{1,20}|-?[0-9]?\\.[0-9]?|\\(|\\)|Foo::[A-Z_]{0,3}\\*?",
        "|\\\\?[A-Z][a-z]{0,3}(?:\\\\[A-Z][a-z]{0,3})?|self|\\$this|&| |\\n"
    );
    let expression = format!("/{well_formed}|(?:{token}){{0,12}}/");
    Rc::new(
        RegexStrings::new(&expression)
            .unwrap_or_else(|error| panic!("the expression of PHPDoc types is invalid: {error}")),
    )
}

#[test]
fn parsing_a_type_never_panics_and_what_parses_displays_as_itself() {
    let mut parsed_texts = 0;
    assert_holds(type_texts(), 3000, |value| {
        let text = text(value);
        let parsed = match catch_unwind(|| parse_type(&text)) {
            Err(_) => return Some("parse_type panicked".to_owned()),
            Ok(Err(error)) => {
                return (error.to_string().is_empty()).then(|| "an empty error message".to_owned());
            }
            Ok(Ok(parsed)) => parsed,
        };
        parsed_texts += 1;
        let shown = parsed.to_string();
        match parse_type(&shown) {
            Ok(again) if again == parsed => None,
            Ok(again) => Some(format!(
                "displayed as {shown:?}, which parses as {again:?}, not {parsed:?}"
            )),
            Err(error) => Some(format!(
                "displayed as {shown:?}, which does not parse: {error}"
            )),
        }
    });
    assert!(parsed_texts > 300, "only {parsed_texts} texts were types");
}

#[test]
fn deriving_from_a_type_and_drawing_never_panics() {
    let mut derived = 0;
    assert_holds(type_texts(), 2000, |value| {
        let text = text(value);
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            let Ok(generator) = Deriver::new(&mut Shop).derive_text(&text, &Scope::default())
            else {
                return;
            };
            derived += 1;
            for seed in 0..3 {
                if let Ok(drawn) = draw(&*generator, &mut ChoiceSource::random(seed)) {
                    let _ = export(&drawn);
                }
            }
        }));
        outcome.err().map(|panic| {
            let message = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|text| text.to_string()));
            format!(
                "{text:?}: deriving or drawing panicked: {}",
                message.unwrap_or_default()
            )
        })
    });
    assert!(derived > 200, "only {derived} generators were derived");
}
