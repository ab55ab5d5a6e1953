//! A property's parameters and the check of the property, driving the PHP package's callback that
//! runs one example as a complete PHPUnit test: one call per example, with everything the example
//! needs, which returns how it ended.

use std::rc::Rc;

use ext_php_rs::boxed::ZBox;
use ext_php_rs::exception::throw;
use ext_php_rs::exception::{PhpException, PhpResult};
use ext_php_rs::prelude::*;
use ext_php_rs::types::{ZendCallable, ZendHashTable, ZendObject, Zval};
use ext_php_rs::zend::{ExecutorGlobals, ce};

use super::check_result::CheckResult;
use super::classes::decode_scope;
use super::example::{Example, Parameter, Parameters, Signature};
use super::exit::exiting;
use super::generator::ValueGeneratorHandle;
use super::host::with_host;
use super::host_values::text_of;
use super::outcome::{Outcome, Phase as PhasePhp};
use super::settings::SettingsHandle;
use crate::derive::Scope;
use crate::engine::{ChoiceSource, Phase, TestFunction, property_seed};
use crate::model::{Record, Status, TestRun};
use crate::runner::check_remembered;

#[php_class]
#[php(name = "PHPUnit\\Framework\\PropertyBased\\Engine\\Property")]
pub struct PropertyHandle {
    parameters: Vec<Parameter>,
    scope: Scope,
    /// The PHP package's Types\EngineHost (see [`super::host`]).
    host: Zval,
}

#[php_impl]
impl PropertyHandle {
    /// `scope` is the scope of the file that declares the property,
    /// `[namespace, [alias => class], class]`: counterexamples write class names as it does.
    /// `host` is the PHP package's Types\EngineHost, which makes and exports values.
    pub fn __construct(scope: Option<&ZendHashTable>, host: &Zval) -> PropertyHandle {
        PropertyHandle {
            parameters: Vec::new(),
            scope: scope.map(decode_scope).unwrap_or_default(),
            host: host.shallow_clone(),
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

    /// Checks the property with `settings`. For every example, replay and shrinking attempt the
    /// engine generates the arguments and makes one call,
    /// `run_example(Example $example, array $arguments, Phase $phase): Outcome`, which runs the
    /// example as a complete test and returns how it ended. An example rejected while its
    /// arguments are generated is not run. An exception thrown by a generator or by the callback
    /// stops the check and is rethrown; exit() stops it and goes on unwinding.
    /// `remembered` are the choice sequences of counterexamples of an earlier run, replayed first.
    pub fn check(
        &self,
        seed: i64,
        settings: &SettingsHandle,
        run_example: ZendCallable,
        remembered: Option<Vec<Vec<i64>>>,
    ) -> PhpResult<CheckResult> {
        // Copied, not taken: a second check must see the same property.
        let parameters: Parameters = Rc::new(Signature {
            parameters: self.parameters.clone(),
            scope: self.scope.clone(),
            host: self.host.shallow_clone(),
        });
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
        let report = with_host(&self.host, || {
            check_remembered(&mut test, seed as u64, &settings.settings, &remembered)
        });
        if let Some(mut exception) = test.exception.take() {
            let mut zval = Zval::new();
            zval.set_object(&mut exception);
            return Err(PhpException::from_message(String::new()).with_object(zval));
        }
        Ok(CheckResult::new(report, parameters))
    }
}

struct PhpTest<'a> {
    callback: ZendCallable<'a>,
    parameters: Parameters,
    /// A PHP exception the callback threw: checking stops and it is rethrown.
    exception: Option<ZBox<ZendObject>>,
    /// The callback called exit(): checking stops, and the unwinding goes on once check() returns.
    exited: bool,
}

impl PhpTest<'_> {
    /// The callback or a generator threw: checking stops. An exception is rethrown once check()
    /// returns; exit() is left pending, so that PHP goes on unwinding.
    fn stop(&mut self) {
        if exiting() {
            self.exited = true;
        } else {
            self.exception = ExecutorGlobals::take_exception();
        }
    }
}

impl TestFunction for PhpTest<'_> {
    fn run(&mut self, source: ChoiceSource, phase: Phase) -> TestRun {
        if self.exception.is_some() || self.exited {
            return TestRun::new(Record::default(), Status::Halted);
        }
        let example = Example::new(source, Rc::clone(&self.parameters));
        let arguments = match example.generate_arguments() {
            Ok(Some(arguments)) => arguments,
            // Rejected while its arguments were generated: the example is not run.
            Ok(None) => return example.finish(&Outcome::rejected()),
            Err(_) => {
                self.stop();
                return example.finish(&Outcome::halted());
            }
        };
        let phase = PhasePhp::from(phase);
        let outcome = match self.callback.try_call(vec![&example, &arguments, &phase]) {
            Ok(returned) => returned.extract::<&Outcome>().cloned(),
            Err(_) => {
                self.stop();
                return example.finish(&Outcome::halted());
            }
        };
        match outcome {
            Some(outcome) => example.finish(&outcome),
            None => {
                // The PHP package's runner returns an Outcome; anything else is its bug.
                let _ = throw(
                    ce::error(),
                    "The example runner must return a PHPUnit\\Framework\\PropertyBased\\Engine\\Outcome",
                );
                self.stop();
                example.finish(&Outcome::halted())
            }
        }
    }
}
