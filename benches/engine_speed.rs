//! Engine speed in CPU time, which other work on a shared machine moves less than wall time,
//! medians of several repetitions:
//! - nanoseconds per choice drawn at random and recorded, and per choice replayed;
//! - per generated example of several generators, with the choices and spans it records;
//! - per shrunk counterexample of a long list;
//! - per example of a whole check of a property whose test passes at once, for 2,000, 20,000
//!   and 100,000 examples: the engine's share of an example must not grow with the number of
//!   examples (the tree of examples, `src/engine/tree.rs`).
//!
//!     cargo bench --manifest-path tests-rust/Cargo.toml --bench engine_speed

use std::hint::black_box;
use std::rc::Rc;
use std::time::Duration;

use pbt::engine::{Bias, ChoiceSource, Phase, TestFunction};
use pbt::generators::formats::EmailAddresses;
use pbt::generators::{
    Booleans, Bytes, Characters, Floats, Generator, Integers, Lists, Nested, Size, Strings, Value,
    draw,
};
use pbt::model::{FailureKey, Status, TestRun};
use pbt::runner::{Settings, Verdict, check};

const REPETITIONS: usize = 15;
const CHOICES: usize = 4096;
const EXAMPLES: u64 = 2000;

/// The CPU time of this process so far (the benchmark runs on one thread).
fn cpu_time() -> Duration {
    /// `struct timespec` of 64-bit Linux.
    #[repr(C)]
    struct Timespec {
        seconds: i64,
        nanoseconds: i64,
    }
    unsafe extern "C" {
        fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
    }
    const CLOCK_PROCESS_CPUTIME_ID: i32 = 2;
    let mut time = Timespec {
        seconds: 0,
        nanoseconds: 0,
    };
    // SAFETY: clock_gettime() only writes the timespec it is given.
    let result = unsafe { clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &mut time) };
    assert_eq!(result, 0, "clock_gettime(CLOCK_PROCESS_CPUTIME_ID) failed");
    Duration::new(time.seconds as u64, time.nanoseconds as u32)
}

/// The median over `repetitions` of the nanoseconds of CPU time per unit of work that `run`
/// does, which returns how many units it did.
fn median_ns_per_unit(repetitions: usize, mut run: impl FnMut() -> u64) -> f64 {
    run(); // warm-up
    let mut samples: Vec<f64> = (0..repetitions)
        .map(|_| {
            let started = cpu_time();
            let units = run();
            (cpu_time() - started).as_nanos() as f64 / units as f64
        })
        .collect();
    samples.sort_by(f64::total_cmp);
    samples[repetitions / 2]
}

/// Nanoseconds per example of `generator` drawn at random, and the mean number of choices and
/// spans an example records.
fn per_generated_example(generator: &dyn Generator) -> (f64, f64, f64) {
    let (mut choices, mut spans) = (0, 0);
    for seed in 0..EXAMPLES {
        let mut source = ChoiceSource::random(seed);
        let _ = draw(generator, &mut source);
        let record = source.finish();
        choices += record.choices.len();
        spans += record.spans.len();
    }
    let nanoseconds = median_ns_per_unit(REPETITIONS, || {
        for seed in 0..EXAMPLES {
            let mut source = ChoiceSource::random(black_box(seed));
            let _ = black_box(draw(generator, &mut source));
            black_box(source.finish());
        }
        EXAMPLES
    });
    let mean = |total: usize| total as f64 / EXAMPLES as f64;
    (nanoseconds, mean(choices), mean(spans))
}

/// A property whose test draws its arguments from `generator` and is falsified when `fails`
/// says so, at once: what checking costs beside the test itself.
struct AtOnce<'a> {
    generator: &'a dyn Generator,
    fails: fn(&Value) -> bool,
}

impl TestFunction for AtOnce<'_> {
    fn run(&mut self, mut source: ChoiceSource, _phase: Phase) -> TestRun {
        let status = match draw(self.generator, &mut source) {
            Ok(value) if (self.fails)(&value) => {
                Status::Falsified(FailureKey("AssertionFailedError at Test.php:1".to_owned()))
            }
            Ok(_) => Status::Passed,
            Err(stop) => Status::from(stop),
        };
        TestRun::new(source.finish(), status)
    }
}

/// Nanoseconds per example of checking `examples` examples of `generator`, which all pass.
fn per_example_of_a_check(generator: &dyn Generator, examples: u32) -> f64 {
    let settings = Settings {
        examples,
        ..Settings::default()
    };
    // Fewer repetitions of the long checks: their own length evens out the noise.
    let repetitions = if examples > 20_000 { 3 } else { 7 };
    let mut test = AtOnce {
        generator,
        fails: |_| false,
    };
    median_ns_per_unit(repetitions, || {
        let report = check(&mut test, black_box(42), &settings);
        assert_eq!(report.checked, examples);
        u64::from(report.checked)
    })
}

/// Microseconds per falsified check of `generator` over `seeds` seeds, generation and
/// shrinking included, and the mean number of shrinking attempts.
fn per_shrunk_counterexample(
    generator: &dyn Generator,
    fails: fn(&Value) -> bool,
    seeds: u64,
) -> (f64, f64) {
    let mut test = AtOnce { generator, fails };
    let mut attempts = 0;
    let nanoseconds = median_ns_per_unit(5, || {
        attempts = 0;
        for seed in 0..seeds {
            let report = check(&mut test, black_box(seed), &Settings::default());
            let Verdict::Falsified(falsification) = report.verdict else {
                panic!("seed {seed} was not falsified: {:?}", report.verdict);
            };
            attempts += falsification.shrinking_attempts;
        }
        seeds
    });
    (nanoseconds / 1000.0, f64::from(attempts) / seeds as f64)
}

fn length(value: &Value) -> usize {
    match value {
        Value::Array(entries) => entries.len(),
        _ => 0,
    }
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

    println!("| measurement | median ns |");
    println!("|---|---|");
    println!("| per choice drawn at random and recorded | {generated:.1} |");
    println!("| per choice replayed | {replayed:.1} |");

    let int = || Rc::new(Integers::new(i64::MIN, i64::MAX));
    let list = Lists::new(
        int(),
        Size {
            min: 5,
            max: Some(15),
        },
    );
    let unique = |elements: Rc<dyn Generator>| {
        Lists::new(elements, Size::any())
            .unique()
            .expect("no minimum size")
    };
    // Nested as recursive: true wraps the elements of a list of lists of integers.
    let nested = Lists::new(
        Rc::new(Nested::new(Rc::new(
            Lists::new(Rc::new(Nested::new(int())), Size::any()).recursive(),
        ))),
        Size::any(),
    )
    .recursive();
    let code_points = Strings::of(Characters::Ranges(vec![(0x20, 0x7E)]), Size::any())
        .expect("a range of code points");
    let generators: [(&str, &dyn Generator); 10] = [
        ("list<int> of 5 to 15 (mean 10) elements", &list),
        ("string", &Strings::new(Size::any())),
        ("strings(codePointRanges: [[0x20, 0x7E]])", &code_points),
        ("bytes", &Bytes::new(Size::any())),
        ("float (INF and NAN allowed)", &Floats::new(true, true)),
        (
            "floats(0, 1)",
            &Floats::bounded(0.0, 1.0, false, false, false, false, true).unwrap(),
        ),
        ("emailAddresses()", &EmailAddresses::new(false, false)),
        ("lists(unique: true) of bool", &unique(Rc::new(Booleans))),
        (
            "lists(unique: true) of int<0, 3>",
            &unique(Rc::new(Integers::new(0, 3))),
        ),
        ("recursive list of recursive lists of int", &nested),
    ];
    println!();
    println!("| generated example | median ns | choices | spans |");
    println!("|---|---|---|---|");
    for (name, generator) in generators {
        let (nanoseconds, choices, spans) = per_generated_example(generator);
        println!("| {name} | {nanoseconds:.0} | {choices:.1} | {spans:.1} |");
    }

    let long_lists = Lists::new(
        Rc::new(Integers::new(0, 1000)),
        Size {
            min: 0,
            max: Some(200),
        },
    );
    let (microseconds, attempts) =
        per_shrunk_counterexample(&long_lists, |value| length(value) >= 30, 20);
    println!();
    println!("| shrinking, 20 seeds | median µs per counterexample | shrinking attempts |");
    println!("|---|---|---|");
    println!(
        "| list<int<0, 1000>> of up to 200 elements, at least 30 | {microseconds:.0} | {attempts:.1} |"
    );

    let small_lists = Lists::new(Rc::new(Integers::new(0, 100)), Size::any());
    let properties: [(&str, &dyn Generator); 3] = [
        ("int", &Integers::new(i64::MIN, i64::MAX)),
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
