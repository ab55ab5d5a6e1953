//! Generators that call PHP closures: map(), filter(), flatMap(), deferred() and recursive().
//! They draw their choices like every generator, so their values shrink like every value
//! (proposal 6.3); an exception a closure throws stops drawing (`Stop::HostFailed`) and reaches
//! PHP unchanged.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use ext_php_rs::types::{ZendCallable, Zval};

use super::convert::to_zval;
use super::generator::ValueGeneratorHandle;
use super::host::invalid_generator;
use super::host_values::host;
use crate::engine::{Bias, ChoiceSource};
use crate::generators::{
    FILTER_ATTEMPTS, Generator, Kinds, SharedGenerator, Value, draw, draw_accepted, stored_label,
};
use crate::model::{Label, Stop};

/// Calls a PHP closure with one generated value.
fn call(closure: &Zval, value: &Value) -> Result<Zval, Stop> {
    let argument = to_zval(value).map_err(|_| Stop::HostFailed)?;
    let callable = ZendCallable::new(closure).map_err(|_| Stop::HostFailed)?;
    callable
        .try_call(vec![&argument])
        .map_err(|_| Stop::HostFailed)
}

/// The Rust generator a PHP closure returned: the PHP package wraps the closures it is given so
/// that they return the Engine\ValueSource of the ValueGenerator (and throw for any other value).
fn generator_of(returned: &Zval) -> Result<SharedGenerator, Stop> {
    returned
        .extract::<&ValueGeneratorHandle>()
        .map(|handle| Rc::clone(&handle.generator))
        .ok_or(Stop::HostFailed)
}

/// map() and flatMap(): a value of `inner` given to a PHP closure, which returns the value
/// (map()) or the generator of the value (flatMap()).
pub struct Mapped {
    pub inner: SharedGenerator,
    pub mapper: Zval,
    /// flatMap(): the closure returns a generator, which draws the value.
    pub flat: bool,
    pub label: Label,
}

impl Generator for Mapped {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let value = draw(self.inner.as_ref(), source)?;
        let returned = call(&self.mapper, &value)?;
        if !self.flat {
            return Ok(host(&returned));
        }
        let generator = generator_of(&returned)?;
        draw(generator.as_ref(), source)
    }

    /// A closure maps equal values to equal values, at best distinct ones to distinct ones; the
    /// generators that flatMap()'s closure returns can give any number of values.
    fn distinct_values(&self) -> Option<u128> {
        if self.flat {
            None
        } else {
            self.inner.distinct_values()
        }
    }
}

pub struct Filtered {
    pub inner: SharedGenerator,
    pub predicate: Zval,
    pub label: Label,
}

impl Generator for Filtered {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        draw_accepted(
            source,
            FILTER_ATTEMPTS,
            |source| draw(self.inner.as_ref(), source),
            |value| Ok(call(&self.predicate, value)?.is_true()),
        )
    }

    fn kinds(&self) -> Kinds {
        self.inner.kinds()
    }

    fn distinct_values(&self) -> Option<u128> {
        self.inner.distinct_values()
    }
}

/// deferred(): the generator a closure returns, asked for when the first value is drawn, so that
/// a generator can refer to itself. All its values share one label.
pub struct DeferredClosure {
    closure: Zval,
    resolved: RefCell<Option<SharedGenerator>>,
    /// Names the generator in errors: where its closure was defined.
    description: String,
    /// While a value of this generator is drawn: the position in the choice sequence where it
    /// started.
    drawing_since: Cell<Option<usize>>,
    label: Label,
}

impl DeferredClosure {
    pub fn new(closure: Zval, description: String, label: Label) -> DeferredClosure {
        DeferredClosure {
            closure,
            resolved: RefCell::new(None),
            description,
            drawing_since: Cell::new(None),
            label,
        }
    }

    fn resolve(&self) -> Result<SharedGenerator, Stop> {
        if let Some(generator) = self.resolved.borrow().as_ref() {
            return Ok(Rc::clone(generator));
        }
        let callable = ZendCallable::new(&self.closure).map_err(|_| Stop::HostFailed)?;
        let generator = generator_of(&callable.try_call(vec![]).map_err(|_| Stop::HostFailed)?)?;
        *self.resolved.borrow_mut() = Some(Rc::clone(&generator));
        Ok(generator)
    }
}

impl Generator for DeferredClosure {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        // Drawn again inside itself without a choice in between, it would be drawn again the same
        // way without end. Hypothesis rejects the simplest case, a deferred strategy defined as
        // itself, as an invalid argument; this is the same mistake, so it is an error too.
        // Recursion that makes choices is bounded by the depth of spans instead (MAX_SPAN_DEPTH).
        let position = source.position();
        if self.drawing_since.get() == Some(position) {
            return Err(invalid_generator(&format!(
                "The generator that deferred() defines {} refers to itself before it makes a choice, so drawing a value from it would never end; a generator that refers to itself must make a choice first, as oneOf(), nullable() and recursive() do",
                self.description
            )));
        }
        let generator = self.resolve()?;
        let outer = self.drawing_since.replace(Some(position));
        // A span of its own, so that the depth of spans bounds a chain of deferred generators that
        // make new ones without end.
        let value = draw(generator.as_ref(), source);
        self.drawing_since.set(outer);
        value
    }
}

/// recursive(): a value of `base`, or of what `extend` builds from this generator, nested up to
/// `maximum_depth` levels; deeper levels are base values more often. `extended` refers back to
/// this generator weakly, so the two are no reference cycle.
pub struct Recursive {
    pub base: SharedGenerator,
    pub extended: RefCell<Option<SharedGenerator>>,
    pub maximum_depth: u32,
    pub label: Label,
}

impl Generator for Recursive {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let depth = source.nesting();
        let extended = self.extended.borrow().clone();
        match extended {
            Some(extended)
                if depth < self.maximum_depth
                    && source.draw(1, &Bias::Probability(extension_probability(depth)))? == 1 =>
            {
                source.nested(self.maximum_depth, |source| extended.generate(source))
            }
            _ => draw(self.base.as_ref(), source),
        }
    }
}

/// How likely a recursive value `depth` levels deep is extended rather than a base value: often
/// enough that values nest two or three levels (an expression whose divisor is itself an
/// expression), rarely enough at depth that a value with two recursive parts stays small
/// (the probability times two is below 1 below the top level).
fn extension_probability(depth: u32) -> f64 {
    0.6 / (1.0 + f64::from(depth) / 2.0)
}

/// What drawing from the generator that recursive() passes to `extend` stops with once the
/// recursive generator is gone: the closure kept it and drew from it on its own.
pub fn recursive_generator_gone() -> Stop {
    invalid_generator(
        "The generator that recursive() passes to its closure was drawn from after the recursive generator was no longer used; use it only inside the generator that the closure returns",
    )
}
