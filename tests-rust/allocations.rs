//! Drawing a value allocates what the value and the record of its choices need, and nothing per
//! choice besides: the weighted ranges that bias a choice are static tables or built once per
//! generator, not on every draw. Allocations are counted per thread by a global allocator, so
//! that the tests running beside each other do not count each other's.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use pbt::engine::ChoiceSource;
use pbt::generators::{Characters, Floats, Generator, Size, Strings, draw};

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.set(ALLOCATIONS.get() + 1);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        unsafe { System.dealloc(pointer, layout) }
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        ALLOCATIONS.set(ALLOCATIONS.get() + 1);
        unsafe { System.realloc(pointer, layout, size) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// How many allocations drawing `count` values of `generator` from one source makes.
fn allocations_drawing(generator: &dyn Generator, count: usize) -> usize {
    let mut source = ChoiceSource::random(7);
    let before = ALLOCATIONS.get();
    for _ in 0..count {
        let _ = draw(generator, &mut source);
    }
    ALLOCATIONS.get() - before
}

#[test]
fn drawing_a_float_allocates_nothing_but_the_record() {
    for floats in [
        Floats::new(true, true),
        Floats::bounded(0.0, 1.0, false, false, false, false, true).unwrap(),
    ] {
        // 1,000 floats of three choices and a span each: the record's vectors double a few
        // dozen times in all.
        let allocations = allocations_drawing(&floats, 1000);
        assert!(allocations < 100, "{allocations} allocations");
    }
}

#[test]
fn drawing_a_character_of_code_point_ranges_allocates_nothing_but_the_string() {
    let size = Size {
        min: 1000,
        max: Some(1000),
    };
    let strings = Strings::of(Characters::Ranges(vec![(0x20, 0x7E)]), size).unwrap();
    // One string of 1,000 characters: the string, the value and the record double as they
    // grow.
    let allocations = allocations_drawing(&strings, 1);
    assert!(allocations < 100, "{allocations} allocations");
}
