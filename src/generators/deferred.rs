use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::engine::ChoiceSource;
use crate::model::{Label, Stop};

use super::{Generator, SharedGenerator, Value};

/// A generator that refers to one that is not built yet: the class a tree node's children are
/// of is the class being derived. It holds the target weakly, so that a recursive generator is
/// not a reference cycle, and shares its label, so that every level of a recursive value has
/// the same label (proposal 6.1).
pub struct Deferred {
    target: RefCell<Weak<dyn Generator>>,
    label: Label,
}

impl Deferred {
    pub fn new(label: Label) -> Rc<Deferred> {
        let nothing: Weak<dyn Generator> = Weak::<Deferred>::new();
        Rc::new(Deferred {
            target: RefCell::new(nothing),
            label,
        })
    }

    pub fn resolve(&self, target: &SharedGenerator) {
        *self.target.borrow_mut() = Rc::downgrade(target);
    }
}

impl Generator for Deferred {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let target =
            self.target.borrow().upgrade().expect(
                "a deferred generator is resolved before it draws, and its target outlives it",
            );
        target.generate(source)
    }
}
