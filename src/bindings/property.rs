//! A property's parameters and the check of the property, driving the PHP package's callback that
//! runs one example as a complete PHPUnit test.

use std::collections::HashMap;
use std::rc::Rc;

use ext_php_rs::boxed::ZBox;
use ext_php_rs::exception::{PhpException, PhpResult};
use ext_php_rs::prelude::*;
use ext_php_rs::types::{ZendCallable, ZendHashTable, ZendObject, Zval};
use ext_php_rs::zend::{ExecutorGlobals, ce};

use super::check_result::CheckResult;
use super::classes::decode_scope;
use super::example::{Example, Parameter, Parameters, Signature};
use super::exit::exiting;
use super::generator::ValueGeneratorHandle;
use super::host_values::{bytes_of, text_of};
use crate::derive::Scope;
use crate::engine::{ChoiceSource, Phase, TestFunction, property_seed};
use crate::model::{Record, Status, TestRun};
use crate::runner::{Settings, check_remembered};
use crate::types::param_type_from_doc_comment_bytes;

#[php_class]
#[php(name = "PHPUnit\\Framework\\PropertyBased\\Engine\\Property")]
pub struct PropertyHandle {
    parameters: Vec<Parameter>,
    scope: Scope,
}

#[php_impl]
impl PropertyHandle {
    /// `scope` is the scope of the file that declares the property,
    /// `[namespace, [alias => class], class]`: counterexamples write class names as it does.
    pub fn __construct(scope: Option<&ZendHashTable>) -> PropertyHandle {
        PropertyHandle {
            parameters: Vec::new(),
            scope: scope.map(decode_scope).unwrap_or_default(),
        }
    }

    /// `name` is bytes: a parameter's name need not be UTF-8 (it is reported with U+FFFD then).
    pub fn add_parameter(&mut self, name: &Zval, generator: &ValueGeneratorHandle) {
        self.parameters.push(Parameter {
            name: text_of(name),
            generator: Rc::clone(&generator.generator),
        });
    }

    /// The property seed for a run seed and a test ID (proposal 7.2), which need not be UTF-8.
    pub fn seed(run_seed: i64, test_id: &Zval) -> i64 {
        property_seed(run_seed as u64, &text_of(test_id)) as i64
    }

    /// The type of a parameter in a doc comment's @phpstan-param, @psalm-param or @param tag.
    /// The comment is bytes: a description in another encoding than UTF-8 does not matter, but
    /// a type that is not UTF-8 is a ValueError.
    /// The name of the parameter need not be UTF-8 either: both are compared with U+FFFD for the
    /// bytes that are not.
    pub fn parameter_type(doc_comment: &Zval, parameter: &Zval) -> PhpResult<Option<String>> {
        param_type_from_doc_comment_bytes(bytes_of(doc_comment), &text_of(parameter)).transpose().map_err(|type_text| {
            let message = format!("its type in the doc comment, {type_text}, is not valid UTF-8 (shown with \u{FFFD} for the bytes that are not)");
            PhpException::new(message, 0, ce::value_error())
        })
    }

    /// Checks the property, as often as it is called. `run_example(Example $example, int $phase)` runs one example as a
    /// complete test and tells the example how it ended. An exception thrown by the callback
    /// stops the check and is rethrown; exit() in the callback stops it and goes on unwinding.
    /// `remembered` are the choice sequences of counterexamples of an earlier run, replayed first.
    pub fn check(
        &mut self,
        seed: i64,
        settings: HashMap<String, i64>,
        run_example: ZendCallable,
        remembered: Option<Vec<Vec<i64>>>,
    ) -> PhpResult<CheckResult> {
        // Copied, not taken: a second check must see the same property.
        let parameters: Parameters = Rc::new(Signature {
            parameters: self.parameters.clone(),
            scope: self.scope.clone(),
        });
        let settings = settings_from(&settings);
        let mut test = PhpTest {
            callback: run_example,
            parameters: Rc::clone(&parameters),
            exception: None,
            exited: false,
        };
        let remembered: Vec<Vec<u64>> = remembered
            .unwrap_or_default()
            .into_iter()
            .map(|sequence| {
                sequence
                    .into_iter()
                    .map(|choice| choice.max(0) as u64)
                    .collect()
            })
            .collect();
        let report = check_remembered(&mut test, seed as u64, &settings, &remembered);
        if let Some(mut exception) = test.exception.take() {
            let mut zval = Zval::new();
            zval.set_object(&mut exception);
            return Err(PhpException::from_message(String::new()).with_object(zval));
        }
        Ok(CheckResult::new(report, parameters))
    }
}

fn settings_from(values: &HashMap<String, i64>) -> Settings {
    let mut settings = Settings::default();
    let get = |name: &str, default: u32| {
        values.get(name).map_or(default, |value| {
            (*value).clamp(0, i64::from(u32::MAX)) as u32
        })
    };
    settings.examples = get("examples", settings.examples);
    settings.max_shrinking_attempts =
        get("maximumShrinkingAttempts", settings.max_shrinking_attempts);
    settings.examples_checked_until_health_is_assumed = get(
        "examplesCheckedUntilHealthIsAssumed",
        settings.examples_checked_until_health_is_assumed,
    );
    settings.max_rejected_until_health_is_assumed = get(
        "maximumRejectedExamplesUntilHealthIsAssumed",
        settings.max_rejected_until_health_is_assumed,
    );
    settings.max_too_large_until_health_is_assumed = get(
        "maximumTooLargeExamplesUntilHealthIsAssumed",
        settings.max_too_large_until_health_is_assumed,
    );
    settings
}

struct PhpTest<'a> {
    callback: ZendCallable<'a>,
    parameters: Parameters,
    /// A PHP exception the callback threw: checking stops and it is rethrown.
    exception: Option<ZBox<ZendObject>>,
    /// The callback called exit(): checking stops, and the unwinding goes on once check() returns.
    exited: bool,
}

impl TestFunction for PhpTest<'_> {
    fn run(&mut self, source: ChoiceSource, phase: Phase) -> TestRun {
        if self.exception.is_some() || self.exited {
            return TestRun::new(Record::default(), Status::Halted);
        }
        let example = Example::new(source, Rc::clone(&self.parameters));
        let phase = match phase {
            Phase::Generate => 0i64,
            Phase::Replay => 1,
            Phase::Shrink => 2,
        };
        let called = self.callback.try_call(vec![&example, &phase]);
        let run = example.finish();
        if called.is_err() {
            if exiting() {
                self.exited = true;
            } else {
                self.exception = ExecutorGlobals::take_exception();
            }
            return TestRun::new(run.record, Status::Halted);
        }
        run
    }
}
