//! Generators that call PHP closures: map(), filter(), flatMap(), deferred() and recursive().
//! They draw their choices like every generator, so their values shrink like every value
//! (proposal 6.3); an exception a closure throws stops drawing (`Stop::HostFailed`) and reaches
//! PHP unchanged.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use ext_php_rs::types::{ZendCallable, Zval};

use super::convert::to_zval;
use super::generator::ValueGeneratorHandle;
use super::host_values::host;
use crate::engine::{Bias, ChoiceSource, Label, Rejection, Stop};
use crate::generators::{Generator, Kinds, SharedGenerator, Value, draw};

/// Calls a PHP closure with one generated value.
fn call(closure: &Zval, value: &Value) -> Result<Zval, Stop> {
    let argument = to_zval(value).map_err(|_| Stop::HostFailed)?;
    let callable = ZendCallable::new(closure).map_err(|_| Stop::HostFailed)?;
    callable.try_call(vec![&argument]).map_err(|_| Stop::HostFailed)
}

/// The Rust generator a PHP closure returned: the PHP package wraps the closures it is given so
/// that they return the Engine\Generator of the ValueGenerator (and throw for any other value).
fn generator_of(returned: &Zval) -> Result<SharedGenerator, Stop> {
    returned.extract::<&ValueGeneratorHandle>().map(|handle| Rc::clone(&handle.generator)).ok_or(Stop::HostFailed)
}

pub struct Mapped {
    pub inner: SharedGenerator,
    pub mapper: Zval,
    pub label: Label,
}

impl Generator for Mapped {
    fn label(&self) -> Label {
        self.label
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let value = draw(self.inner.as_ref(), source)?;
        Ok(host(&call(&self.mapper, &value)?))
    }

    /// A closure maps equal values to equal values, at best distinct ones to distinct ones.
    fn distinct_values(&self) -> Option<u128> {
        self.inner.distinct_values()
    }
}

/// How often filter() draws again before it rejects the example.
const FILTER_ATTEMPTS: usize = 3;

pub struct Filtered {
    pub inner: SharedGenerator,
    pub predicate: Zval,
    pub label: Label,
}

impl Generator for Filtered {
    fn label(&self) -> Label {
        self.label
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        for _ in 0..FILTER_ATTEMPTS {
            let value = draw(self.inner.as_ref(), source)?;
            if call(&self.predicate, &value)?.is_true() {
                return Ok(value);
            }
        }
        Err(Stop::Rejected(Rejection::Filter))
    }

    fn kinds(&self) -> Kinds {
        self.inner.kinds()
    }

    fn distinct_values(&self) -> Option<u128> {
        self.inner.distinct_values()
    }
}

pub struct FlatMapped {
    pub inner: SharedGenerator,
    pub mapper: Zval,
    pub label: Label,
}

impl Generator for FlatMapped {
    fn label(&self) -> Label {
        self.label
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let value = draw(self.inner.as_ref(), source)?;
        let generator = generator_of(&call(&self.mapper, &value)?)?;
        draw(generator.as_ref(), source)
    }
}

/// deferred(): the generator a closure returns, asked for when the first value is drawn, so that
/// a generator can refer to itself. All its values share one label.
pub struct DeferredClosure {
    pub closure: Zval,
    pub resolved: RefCell<Option<SharedGenerator>>,
    pub label: Label,
}

impl Generator for DeferredClosure {
    fn label(&self) -> Label {
        self.label
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let resolved = self.resolved.borrow().clone();
        let generator = match resolved {
            Some(generator) => generator,
            None => {
                let callable = ZendCallable::new(&self.closure).map_err(|_| Stop::HostFailed)?;
                let generator = generator_of(&callable.try_call(vec![]).map_err(|_| Stop::HostFailed)?)?;
                *self.resolved.borrow_mut() = Some(Rc::clone(&generator));
                generator
            }
        };
        generator.generate(source)
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
    fn label(&self) -> Label {
        self.label
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let depth = source.nesting();
        let extended = self.extended.borrow().clone();
        match extended {
            Some(extended) if depth < self.maximum_depth && source.draw(1, &Bias::Probability(0.5 / f64::from(depth + 1)))? == 1 => {
                source.nested(self.maximum_depth, |source| extended.generate(source))
            }
            _ => draw(self.base.as_ref(), source),
        }
    }
}

/// The generator `extend` receives inside recursive(): this recursive generator itself.
pub struct SelfReference {
    pub target: RefCell<Weak<dyn Generator>>,
    pub label: Label,
}

impl Generator for SelfReference {
    fn label(&self) -> Label {
        self.label
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let target = self.target.borrow().upgrade().ok_or(Stop::HostFailed)?;
        target.generate(source)
    }
}
