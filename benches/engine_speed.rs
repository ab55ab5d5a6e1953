//! Engine speed: nanoseconds per choice drawn at random and recorded, per choice replayed, per
//! generated example of a list<int> of about 10 elements, and per example of a whole check of a
//! property whose test passes at once, for 2,000, 20,000 and 100,000 examples: the engine's share
//! of an example must not grow with the number of examples (the tree of examples). Plain
//! `std::time`, the median of several repetitions.
//!
//!     cargo bench --manifest-path tests-rust/Cargo.toml --bench engine_speed

use std::hint::black_box;
use std::rc::Rc;
use std::time::Instant;

use pbt::engine::{Bias, ChoiceSource, Phase, TestFunction};
use pbt::generators::{Generator, Integers, Lists, Size, draw};
use pbt::model::{Status, TestRun};
use pbt::runner::{Settings, check};

const REPETITIONS: usize = 15;
const CHOICES: usize = 4096;
const EXAMPLES: u64 = 2000;

/// The median over `repetitions` of the nanoseconds per unit of work that `run` does, which
/// returns how many units it did.
fn median_ns_per_unit(repetitions: usize, mut run: impl FnMut() -> u64) -> f64 {
    run(); // warm-up
    let mut samples: Vec<f64> = (0..repetitions)
        .map(|_| {
            let started = Instant::now();
            let units = run();
            started.elapsed().as_nanos() as f64 / units as f64
        })
        .collect();
    samples.sort_by(f64::total_cmp);
    samples[repetitions / 2]
}

/// A property whose test draws its arguments from `generator` and passes at once: what checking
/// costs beside the test itself.
struct PassingAtOnce<'a> {
    generator: &'a dyn Generator,
}

impl TestFunction for PassingAtOnce<'_> {
    fn run(&mut self, mut source: ChoiceSource, _phase: Phase) -> TestRun {
        let status = match draw(self.generator, &mut source) {
            Ok(value) => {
                black_box(value);
                Status::Passed
            }
            Err(stop) => Status::from(stop),
        };
        TestRun::new(source.finish(), status)
    }
}

/// Nanoseconds per example of checking `examples` examples of `generator`.
fn per_example_of_a_check(generator: &dyn Generator, examples: u32) -> f64 {
    let settings = Settings {
        examples,
        ..Settings::default()
    };
    // Fewer repetitions of the long checks: their own length evens out the noise.
    let repetitions = if examples > 20_000 { 3 } else { 7 };
    median_ns_per_unit(repetitions, || {
        let report = check(&mut PassingAtOnce { generator }, black_box(42), &settings);
        assert_eq!(report.checked, examples);
        u64::from(report.checked)
    })
}

fn main() {
    let bias = Bias::Integer;
    let generated = median_ns_per_unit(REPETITIONS, || {
        let mut source = ChoiceSource::random(black_box(42));
        for _ in 0..CHOICES {
            black_box(source.draw(1000, &bias).unwrap());
        }
        black_box(source.finish());
        CHOICES as u64
    });

    let sequence: Vec<u64> = (0..CHOICES as u64).map(|i| i % 1000).collect();
    let replayed = median_ns_per_unit(REPETITIONS, || {
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
    let per_example = median_ns_per_unit(REPETITIONS, || {
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

    let int = Integers::new(i64::MIN, i64::MAX);
    let small_lists = Lists::new(Rc::new(Integers::new(0, 100)), Size::any());
    let properties: [(&str, &dyn Generator); 3] = [
        ("int", &int),
        ("list<int<0, 100>>", &small_lists),
        ("list<int> of 5 to 15 elements", &list),
    ];
    println!();
    println!(
        "| checking a property that passes at once, ns per example | 2,000 | 20,000 | 100,000 |"
    );
    println!("|---|---|---|---|");
    for (name, generator) in properties {
        let figures: Vec<String> = [2_000, 20_000, 100_000]
            .into_iter()
            .map(|examples| format!("{:.0}", per_example_of_a_check(generator, examples)))
            .collect();
        println!("| {name} | {} |", figures.join(" | "));
    }
}
