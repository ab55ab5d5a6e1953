//! One example as PHP sees it: the arguments of the property, the values it draws, and how it
//! ended. The engine hands it to the PHP package for every run of the test and takes the
//! recorded choices back afterwards.

use std::cell::{Ref, RefCell, RefMut};
use std::collections::BTreeMap;
use std::rc::Rc;

use ext_php_rs::exception::{PhpException, PhpResult};
use ext_php_rs::prelude::*;
use ext_php_rs::types::Zval;
use ext_php_rs::zend::{ExecutorGlobals, ce};

use super::convert::{to_array, to_zval};
use super::export::PhpExport;
use super::generator::ValueGeneratorHandle;
use super::host::with_host;
use super::host_values::text_of;
use super::outcome::Outcome;
use crate::derive::Scope;
use crate::engine::{Bias, ChoiceSource};
use crate::generators::{SharedGenerator, Value, draw, export_with};
use crate::model::{Label, Rejection, Stop, TestRun};

#[derive(Clone)]
pub struct Parameter {
    pub name: String,
    pub generator: SharedGenerator,
}

/// The parameters of a property, the scope of the file that declares it, in which the
/// counterexample's class names are written, and the PHP package's host (see [`super::host`]).
pub struct Signature {
    pub parameters: Vec<Parameter>,
    pub scope: Scope,
    pub host: Zval,
}

pub type Parameters = Rc<Signature>;

/// The classes of what PHP throws to unwind the stack for exit() (and for a fiber's graceful
/// end): not exceptions a program can catch.
const PHP_UNWINDING: [&str; 2] = ["UnwindExit", "GracefulExit"];

pub(crate) struct ExampleState {
    /// None once the run has ended and the engine took the choices back.
    source: Option<ChoiceSource>,
    arguments: Option<Vec<Value>>,
    draws: Vec<(Option<String>, Value)>,
    /// A draw whose generator threw: its label and the class of the exception.
    unfinished_draw: Option<(Option<String>, String)>,
    rejection: Option<Rejection>,
    scores: BTreeMap<String, f64>,
}

#[php_class]
#[php(name = "PHPUnit\\Framework\\PropertyBased\\Engine\\Example")]
#[derive(Clone)]
pub struct Example {
    state: Rc<RefCell<ExampleState>>,
    /// Outside the state, which a draw keeps borrowed: a closure of a generator that calls the
    /// example needs the host too.
    parameters: Parameters,
}

impl Example {
    pub(crate) fn new(source: ChoiceSource, parameters: Parameters) -> Example {
        let state = ExampleState {
            source: Some(source),
            arguments: None,
            draws: Vec::new(),
            unfinished_draw: None,
            rejection: None,
            scores: BTreeMap::new(),
        };
        Example {
            state: Rc::new(RefCell::new(state)),
            parameters,
        }
    }

    /// Ends the run as `outcome` says: the choices drawn and the status.
    pub(crate) fn finish(&self, outcome: &Outcome) -> TestRun {
        let mut state = self.state.borrow_mut();
        let mut record = state
            .source
            .take()
            .map(ChoiceSource::finish)
            .unwrap_or_default();
        record.inconsistent |= outcome.generated_other_values();
        TestRun {
            record,
            status: outcome.status(state.rejection),
            scores: std::mem::take(&mut state.scores),
        }
    }

    /// Generates the arguments of the property: None when the example was rejected meanwhile;
    /// an error when a generator threw (its exception is pending).
    pub(crate) fn generate_arguments(&self) -> PhpResult<Option<Zval>> {
        self.hosted(|| self.arguments_drawn())
    }

    fn arguments_drawn(&self) -> PhpResult<Option<Zval>> {
        if let Some(arguments) = &self.state()?.arguments {
            return Ok(Some(to_array(arguments)?));
        }
        let mut arguments = Vec::with_capacity(self.parameters.parameters.len());
        for parameter in &self.parameters.parameters {
            match self.draw_value(&parameter.generator)? {
                Some(value) => arguments.push(value),
                None => return Ok(None),
            }
        }
        let zval = to_array(&arguments)?;
        self.state.borrow_mut().arguments = Some(arguments);
        Ok(Some(zval))
    }

    /// The state, to read it. It stays borrowed while a value is drawn, and the closures of
    /// generators run meanwhile: one that calls back into the example gets an error, not a panic.
    /// (The PHP package checks isGenerating() first, to name the method that was called.)
    fn state(&self) -> PhpResult<Ref<'_, ExampleState>> {
        self.state.try_borrow().map_err(|_| busy())
    }

    /// The state, to change it; see [`Example::state`].
    fn state_mut(&self) -> PhpResult<RefMut<'_, ExampleState>> {
        self.state.try_borrow_mut().map_err(|_| busy())
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

    /// The body of draw(), with the host current.
    fn drawn(&self, generator: &ValueGeneratorHandle, label: &Zval) -> PhpResult<Zval> {
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

    /// Runs `run` with the host of the property current: values are made and exported by it.
    fn hosted<T>(&self, run: impl FnOnce() -> T) -> T {
        with_host(&self.parameters.host, run)
    }
}

fn busy() -> PhpException {
    PhpException::new(
        "The engine is busy generating a value for this example; a generator's closure cannot use the example".into(),
        0,
        ce::exception(),
    )
}

#[php_impl]
impl Example {
    /// The arguments of the property, generated on the first call; null when the example was
    /// rejected while they were generated. The engine hands the arguments of the examples it
    /// checks to the example runner; this is for replaying an example of the check's result.
    pub fn arguments(&self) -> PhpResult<Option<Zval>> {
        self.generate_arguments()
    }

    /// A value drawn in the body of the property (proposal 3.7); null when the example was
    /// rejected, which the caller checks with isRejected().
    /// The label is bytes, shown with U+FFFD for those that are not UTF-8.
    pub fn draw(&self, generator: &ValueGeneratorHandle, label: &Zval) -> PhpResult<Zval> {
        self.hosted(|| self.drawn(generator, label))
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
            Some(preferred) if !preferred.is_empty() => Bias::ranges(
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

    /// Starts a span of the PHP package's own drawing, e.g. a step of a state machine. With
    /// `including_last_choice`, the span starts at the choice drawn last: the yes/no choice that
    /// decided there is another step, so that deleting the step deletes its choice with it, as
    /// deleting an element of a list does.
    pub fn start_span(&self, label: &Zval, including_last_choice: Option<bool>) -> PhpResult<()> {
        let label = Label::of(&text_of(label));
        self.with_source(|source| {
            if including_last_choice.unwrap_or(false) {
                let last = source.position().saturating_sub(1);
                source.start_span_from(label, last);
            } else {
                source.start_span(label);
            }
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
        self.hosted(|| match self.draw_value(&generator.generator)? {
            Some(value) => Ok(to_zval(&value)?),
            None => Ok(Zval::new()),
        })
    }

    /// assume(false): the example is rejected.
    pub fn reject(&self) -> PhpResult<()> {
        self.state_mut()?.rejection.get_or_insert(Rejection::Assume);
        Ok(())
    }

    /// Whether the example was rejected. While a value is drawn for it, it is not: a rejected
    /// example draws nothing more.
    pub fn is_rejected(&self) -> bool {
        self.state
            .try_borrow()
            .is_ok_and(|state| state.rejection.is_some())
    }

    /// The arguments as PHP code: a list of [parameter name, expression].
    pub fn exported_arguments(&self) -> PhpResult<Vec<Vec<String>>> {
        self.hosted(|| {
            let state = self.state()?;
            let arguments = state.arguments.as_deref().unwrap_or_default();
            let export = PhpExport {
                scope: &self.parameters.scope,
            };
            Ok(self
                .parameters
                .parameters
                .iter()
                .zip(arguments)
                .map(|(parameter, value)| vec![parameter.name.clone(), export_with(value, &export)])
                .collect())
        })
    }

    /// The draw whose generator threw, after the drawn values: [label or null, class of the
    /// exception]; null when there is none.
    pub fn unfinished_draw(&self) -> PhpResult<Option<Vec<Option<String>>>> {
        Ok(self
            .state()?
            .unfinished_draw
            .clone()
            .map(|(label, class)| vec![label, Some(class)]))
    }

    /// The drawn values as PHP code, in the order they were drawn: [label or null, expression].
    pub fn exported_draws(&self) -> PhpResult<Vec<Vec<Option<String>>>> {
        self.hosted(|| {
            let export = PhpExport {
                scope: &self.parameters.scope,
            };
            Ok(self
                .state()?
                .draws
                .iter()
                .map(|(label, value)| vec![label.clone(), Some(export_with(value, &export))])
                .collect())
        })
    }
}
