use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::engine::ChoiceSource;
use crate::model::{Label, Stop};

use super::{Generator, SharedGenerator, Value};

/// A generator that stands for one built after it, which contains it: the class that a tree
/// node's children are of is the class being derived, and the generator that recursive() passes
/// to its closure is the recursive generator itself. It holds the target weakly, so that a
/// recursive generator is not a reference cycle, and shares its label, so that every level of a
/// recursive value has the same label (proposal 6.1).
pub struct Deferred {
    target: RefCell<Weak<dyn Generator>>,
    label: Label,
    /// What drawing from it stops with when it has no target: before it is resolved, or once
    /// the target was dropped while it was kept.
    without_target: fn() -> Stop,
}

impl Deferred {
    /// Drawing from it without a target stops as a generator that failed without saying why,
    /// which the bindings report as a bug of phpunit-pbt: a target that is resolved before any
    /// value is drawn and contains it, as the class of a tree node's children, never is.
    pub fn new(label: Label) -> Rc<Deferred> {
        Deferred::stopping_with(label, || Stop::HostFailed)
    }

    /// Drawing from it without a target stops with `without_target()`.
    pub fn stopping_with(label: Label, without_target: fn() -> Stop) -> Rc<Deferred> {
        let nothing: Weak<dyn Generator> = Weak::<Deferred>::new();
        Rc::new(Deferred {
            target: RefCell::new(nothing),
            label,
            without_target,
        })
    }

    pub fn resolve(&self, target: &SharedGenerator) {
        *self.target.borrow_mut() = Rc::downgrade(target);
    }
}

impl Generator for Deferred {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let target = self.target.borrow().upgrade();
        match target {
            Some(target) => target.generate(source),
            None => Err((self.without_target)()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generators::{Integers, draw};
    use crate::model::Rejection;

    fn too_large() -> Stop {
        Stop::Rejected(Rejection::TooLarge)
    }

    #[test]
    fn draws_what_its_target_draws_in_a_span_of_its_own_label() {
        let deferred = Deferred::stopping_with(Label::of("deferred"), too_large);
        let target: SharedGenerator = Rc::new(Integers::new(0, 9));
        deferred.resolve(&target);
        let mut source = ChoiceSource::replay(vec![0, 7]);
        assert_eq!(draw(deferred.as_ref(), &mut source), Ok(Value::Int(7)));
        assert_eq!(source.finish().spans[0].label, Label::of("deferred"));
    }

    #[test]
    fn without_a_target_it_stops_as_it_was_told() {
        let deferred = Deferred::stopping_with(Label::of("deferred"), too_large);
        let mut source = ChoiceSource::replay(vec![]);
        assert_eq!(deferred.generate(&mut source), Err(too_large()));
        let target: SharedGenerator = Rc::new(Integers::new(0, 9));
        deferred.resolve(&target);
        drop(target);
        assert_eq!(deferred.generate(&mut source), Err(too_large()));
    }
}
