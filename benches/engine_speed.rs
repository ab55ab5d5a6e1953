//! Engine speed: nanoseconds per choice drawn at random and recorded, per choice replayed, and
//! per generated example of a list<int> of about 10 elements. Plain `std::time`, the median of
//! several repetitions.
//!
//!     cargo bench --manifest-path tests-rust/Cargo.toml --bench engine_speed

use std::hint::black_box;
use std::rc::Rc;
use std::time::Instant;

use pbt::engine::{Bias, ChoiceSource};
use pbt::generators::{Integers, Lists, Size, draw};

const REPETITIONS: usize = 15;
const CHOICES: usize = 4096;
const EXAMPLES: u64 = 2000;

/// The median over the repetitions of the nanoseconds per unit of work that `run` does, which
/// returns how many units it did.
fn median_ns_per_unit(mut run: impl FnMut() -> u64) -> f64 {
    run(); // warm-up
    let mut samples: Vec<f64> = (0..REPETITIONS)
        .map(|_| {
            let started = Instant::now();
            let units = run();
            started.elapsed().as_nanos() as f64 / units as f64
        })
        .collect();
    samples.sort_by(f64::total_cmp);
    samples[REPETITIONS / 2]
}

fn main() {
    let bias = Bias::Integer;
    let generated = median_ns_per_unit(|| {
        let mut source = ChoiceSource::random(black_box(42));
        for _ in 0..CHOICES {
            black_box(source.draw(1000, &bias).unwrap());
        }
        black_box(source.finish());
        CHOICES as u64
    });

    let sequence: Vec<u64> = (0..CHOICES as u64).map(|i| i % 1000).collect();
    let replayed = median_ns_per_unit(|| {
        let mut source = ChoiceSource::replay(black_box(sequence.clone()));
        for _ in 0..CHOICES {
            black_box(source.draw(1000, &bias).unwrap());
        }
        black_box(source.finish());
        CHOICES as u64
    });

    let list = Lists::new(
        Rc::new(Integers::new(i64::MIN, i64::MAX)),
        Size {
            min: 5,
            max: Some(15),
        },
    );
    let per_example = median_ns_per_unit(|| {
        for seed in 0..EXAMPLES {
            let mut source = ChoiceSource::random(black_box(seed));
            black_box(draw(&list, &mut source).unwrap());
            black_box(source.finish());
        }
        EXAMPLES
    });

    println!("| measurement | median ns |");
    println!("|---|---|");
    println!("| per choice drawn at random and recorded | {generated:.1} |");
    println!("| per choice replayed | {replayed:.1} |");
    println!("| per example, list<int> of 5 to 15 (mean 10) elements | {per_example:.0} |");
}
