//! One example as PHP sees it: the arguments of the property, the values it draws, and how it
//! ended. The engine hands it to the PHP package for every run of the test and takes the
//! recorded choices back afterwards.

use std::cell::{RefCell, RefMut};
use std::collections::BTreeMap;
use std::rc::Rc;

use ext_php_rs::exception::{PhpException, PhpResult};
use ext_php_rs::prelude::*;
use ext_php_rs::types::Zval;
use ext_php_rs::zend::{ExecutorGlobals, ce};

use super::convert::{to_array, to_zval};
use super::export::PhpExport;
use super::generator::ValueGeneratorHandle;
use super::host_values::text_of;
use crate::derive::Scope;
use crate::engine::{Bias, ChoiceSource};
use crate::generators::{SharedGenerator, Value, draw, export_with};
use crate::model::{FailureKey, Label, Rejection, Status, Stop, TestRun};

#[derive(Clone)]
pub struct Parameter {
    pub name: String,
    pub generator: SharedGenerator,
}

/// The parameters of a property, and the scope of the file that declares it, in which the
/// counterexample's class names are written.
pub struct Signature {
    pub parameters: Vec<Parameter>,
    pub scope: Scope,
}

pub type Parameters = Rc<Signature>;

/// The classes of what PHP throws to unwind the stack for exit() (and for a fiber's graceful
/// end): not exceptions a program can catch.
const PHP_UNWINDING: [&str; 2] = ["UnwindExit", "GracefulExit"];

pub(crate) struct ExampleState {
    /// None once the run has ended and the engine took the choices back.
    source: Option<ChoiceSource>,
    parameters: Parameters,
    arguments: Option<Vec<Value>>,
    draws: Vec<(Option<String>, Value)>,
    /// A draw whose generator threw: its label and the class of the exception.
    unfinished_draw: Option<(Option<String>, String)>,
    rejection: Option<Rejection>,
    status: Status,
    scores: BTreeMap<String, f64>,
    /// The generators did not generate the same values as before from the same choices.
    other_values: bool,
}

#[php_class]
#[php(name = "PHPUnit\\Framework\\PropertyBased\\Engine\\Example")]
#[derive(Clone)]
pub struct Example {
    state: Rc<RefCell<ExampleState>>,
}

impl Example {
    pub(crate) fn new(source: ChoiceSource, parameters: Parameters) -> Example {
        let state = ExampleState {
            source: Some(source),
            parameters,
            arguments: None,
            draws: Vec::new(),
            unfinished_draw: None,
            rejection: None,
            status: Status::Passed,
            scores: BTreeMap::new(),
            other_values: false,
        };
        Example {
            state: Rc::new(RefCell::new(state)),
        }
    }

    /// Ends the run: the choices drawn and the outcome.
    pub(crate) fn finish(&self) -> TestRun {
        let mut state = self.state.borrow_mut();
        let mut record = state
            .source
            .take()
            .map(ChoiceSource::finish)
            .unwrap_or_default();
        record.inconsistent |= state.other_values;
        let status = match state.rejection {
            Some(reason) => Status::Rejected(reason),
            None => state.status.clone(),
        };
        TestRun {
            record,
            status,
            scores: std::mem::take(&mut state.scores),
        }
    }

    /// The state, to change it. It stays borrowed while a value is drawn, and the closures of
    /// generators run meanwhile: one that calls back into the example gets an error, not a panic.
    /// (The PHP package checks isGenerating() first, to name the method that was called.)
    fn state_mut(&self) -> PhpResult<RefMut<'_, ExampleState>> {
        self.state.try_borrow_mut().map_err(|_| {
            PhpException::new("The engine is busy generating a value for this example; a generator's closure cannot use the example".into(), 0, ce::exception())
        })
    }

    /// Runs `draw` on the choice source of the running example; None when it was rejected.
    fn with_source<T>(
        &self,
        draw: impl FnOnce(&mut ChoiceSource) -> Result<T, Stop>,
    ) -> PhpResult<Option<T>> {
        let mut state = self.state_mut()?;
        if state.rejection.is_some() {
            return Ok(None);
        }
        let Some(source) = state.source.as_mut() else {
            return Err(PhpException::new(
                "This example has ended; values can only be drawn while it runs".into(),
                0,
                ce::error(),
            ));
        };
        match draw(source) {
            Ok(value) => Ok(Some(value)),
            Err(Stop::Rejected(reason)) => {
                state.rejection = Some(reason);
                Ok(None)
            }
            // The exception of the host is pending and reaches PHP as it is; a generator that
            // failed without one must still not end with an empty exception.
            Err(Stop::HostFailed) if ExecutorGlobals::has_exception() => {
                Err(PhpException::from_message(String::new()))
            }
            Err(Stop::HostFailed) => Err(PhpException::new(
                "A generator failed without saying why; please report this as a bug of phpunit-pbt"
                    .into(),
                0,
                ce::error(),
            )),
        }
    }

    fn draw_value(&self, generator: &SharedGenerator) -> PhpResult<Option<Value>> {
        self.with_source(|source| draw(generator.as_ref(), source))
    }
}

#[php_impl]
impl Example {
    /// The arguments of the property, generated on the first call; null when the example was
    /// rejected while they were generated.
    pub fn arguments(&self) -> PhpResult<Option<Zval>> {
        if let Some(arguments) = &self.state.borrow().arguments {
            return Ok(Some(to_array(arguments)?));
        }
        let signature = Rc::clone(&self.state.borrow().parameters);
        let mut arguments = Vec::with_capacity(signature.parameters.len());
        for parameter in &signature.parameters {
            match self.draw_value(&parameter.generator)? {
                Some(value) => arguments.push(value),
                None => return Ok(None),
            }
        }
        let zval = to_array(&arguments)?;
        self.state.borrow_mut().arguments = Some(arguments);
        Ok(Some(zval))
    }

    /// A value drawn in the body of the property (proposal 3.7); null when the example was
    /// rejected, which the caller checks with isRejected().
    /// The label is bytes, shown with U+FFFD for those that are not UTF-8.
    pub fn draw(&self, generator: &ValueGeneratorHandle, label: &Zval) -> PhpResult<Zval> {
        let label = (!label.is_null()).then(|| text_of(label));
        let drawn = self.draw_value(&generator.generator).inspect_err(|_| {
            // The generator threw: the counterexample shows this draw as the one that failed. An
            // exit() in its closure unwinds as an exception of PHP's own, which is no failure.
            let thrown = ExecutorGlobals::pending_exception_class()
                .filter(|class| !PHP_UNWINDING.contains(&class.as_str()));
            if let (Some(class), Ok(mut state)) = (thrown, self.state.try_borrow_mut()) {
                state.unfinished_draw = Some((label.clone(), class));
            }
        })?;
        match drawn {
            Some(value) => {
                let zval = to_zval(&value)?;
                self.state_mut()?.draws.push((label, value));
                Ok(zval)
            }
            None => Ok(Zval::new()),
        }
    }

    /// Whether a generator is drawing a value for this example right now: its closures are
    /// running, and the methods of the Properties trait must not be used.
    pub fn is_generating(&self) -> bool {
        self.state.try_borrow_mut().is_err()
    }

    /// target(): the score of `label` for this example (proposal 3.8). The PHP package checks
    /// the label and the score.
    pub fn target(&self, label: &Zval, score: f64) -> PhpResult<()> {
        self.state_mut()?.scores.insert(text_of(label), score);
        Ok(())
    }

    /// A choice in `[0, max]` for the PHP package's own drawing (the steps of state machines):
    /// uniform while generating, or favouring the values in `preferred` when given. 0 when the
    /// example is rejected, which the caller checks with isRejected().
    pub fn choose(&self, max: i64, preferred: Option<Vec<i64>>) -> PhpResult<i64> {
        let bias = match preferred {
            Some(preferred) if !preferred.is_empty() => Bias::Ranges(
                preferred
                    .into_iter()
                    .map(|value| (1, value.max(0) as u64, value.max(0) as u64))
                    .collect(),
            ),
            _ => Bias::Uniform,
        };
        self.with_source(|source| source.draw(max.max(0) as u64, &bias))
            .map(|value| value.unwrap_or(0) as i64)
    }

    /// Starts a span of the PHP package's own drawing, e.g. a step of a state machine.
    pub fn start_span(&self, label: &Zval) -> PhpResult<()> {
        let label = Label::of(&text_of(label));
        self.with_source(|source| {
            source.start_span(label);
            Ok(())
        })
        .map(|_| ())
    }

    pub fn end_span(&self) -> PhpResult<()> {
        self.with_source(|source| {
            source.end_span();
            Ok(())
        })
        .map(|_| ())
    }

    /// A value drawn for the PHP package itself (the arguments of a step): not reported as a
    /// drawn value. Null when the example was rejected.
    pub fn generate(&self, generator: &ValueGeneratorHandle) -> PhpResult<Zval> {
        match self.draw_value(&generator.generator)? {
            Some(value) => Ok(to_zval(&value)?),
            None => Ok(Zval::new()),
        }
    }

    /// assume(false): the example is rejected.
    pub fn reject(&self) -> PhpResult<()> {
        self.state_mut()?.rejection.get_or_insert(Rejection::Assume);
        Ok(())
    }

    pub fn is_rejected(&self) -> bool {
        self.state.borrow().rejection.is_some()
    }

    /// The example failed; `key` names the class of the Throwable and where it was raised (bytes:
    /// a path need not be UTF-8). A failure outweighs a rejection that came before it (the body
    /// caught the exception of assume(), or tearDown() rejected an example that had already
    /// failed): it is never discarded.
    pub fn falsified(&self, key: &Zval) {
        let mut state = self.state.borrow_mut();
        state.rejection = None;
        state.status = Status::Falsified(FailureKey(text_of(key)));
    }

    /// The example exceeded its time limit, which falsifies the property wherever the example
    /// was interrupted (proposal 6.2, 6.3).
    pub fn timed_out(&self) {
        self.state.borrow_mut().status = Status::Falsified(FailureKey::timeout());
    }

    /// The failure key of examples that exceeded their time limit.
    pub fn timeout_key() -> String {
        FailureKey::timeout().0
    }

    /// Checking must stop (skipped, incomplete, deadline).
    pub fn halted(&self) {
        self.state.borrow_mut().status = Status::Halted;
    }

    /// This replay did not generate the same arguments and drawn values from the same choices as
    /// the example it replays (the PHP package compares them), so it does not count (6.3).
    pub fn generated_other_values(&self) {
        self.state.borrow_mut().other_values = true;
    }

    /// The arguments as PHP code: a list of [parameter name, expression].
    pub fn exported_arguments(&self) -> Vec<Vec<String>> {
        let state = self.state.borrow();
        let arguments = state.arguments.as_deref().unwrap_or_default();
        let signature = &state.parameters;
        signature
            .parameters
            .iter()
            .zip(arguments)
            .map(|(parameter, value)| {
                vec![
                    parameter.name.clone(),
                    export_with(
                        value,
                        &PhpExport {
                            scope: &signature.scope,
                        },
                    ),
                ]
            })
            .collect()
    }

    /// The draw whose generator threw, after the drawn values: [label or null, class of the
    /// exception]; null when there is none.
    pub fn unfinished_draw(&self) -> Option<Vec<Option<String>>> {
        self.state
            .borrow()
            .unfinished_draw
            .clone()
            .map(|(label, class)| vec![label, Some(class)])
    }

    /// The drawn values as PHP code, in the order they were drawn: [label or null, expression].
    pub fn exported_draws(&self) -> Vec<Vec<Option<String>>> {
        let state = self.state.borrow();
        state
            .draws
            .iter()
            .map(|(label, value)| {
                vec![
                    label.clone(),
                    Some(export_with(
                        value,
                        &PhpExport {
                            scope: &state.parameters.scope,
                        },
                    )),
                ]
            })
            .collect()
    }
}
