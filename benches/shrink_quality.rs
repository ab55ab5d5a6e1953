//! Shrink quality: each case runs over 100 fixed seeds through `runner::check` with the real
//! generators, and prints how often the ideal minimal counterexample was reached and how many
//! test calls it took (generation included, as in the choice-tape PR for proptest), as a
//! Markdown table for the README.
//!
//!     cargo bench --manifest-path tests-rust/Cargo.toml --bench shrink_quality
//!
//! `CASE=<part of a case name>` runs the matching cases only; `SHOW_MISSES=1` prints the
//! original and the shrunk choices of every run that missed the ideal counterexample;
//! `SEEDS=<n>` runs n seeds instead of 100.
//!
//! The falsifying example is not replayed for flakiness before shrinking (`replays: 0`), as the
//! PR's engine does not do that either; PHPUnit's default of 4 replays adds 4 calls to each run.

mod common;

use std::fmt::Debug;

use common::{check_property, draw_int, exactly, list_of, seeds, selected, show_run};
use pbt::engine::ChoiceSource;
use pbt::model::{Label, Rejection, Stop};
use pbt::runner::Settings;

/// One run of a case: whether a counterexample was found, whether it is the ideal one, the
/// test calls, and the counterexample.
struct Outcome {
    found: bool,
    minimal: bool,
    calls: u64,
    shrinking_calls: u64,
    shown: String,
}

struct Case {
    name: &'static str,
    ideal: &'static str,
    /// The mean test calls of the PR's tape engine, where it measured the case.
    tape_calls: Option<u32>,
    run: Box<dyn Fn(u64) -> Outcome>,
}

/// Lists of more than ten elements near 100 are rare: many examples until one fails.
const MANY_EXAMPLES: u32 = 10_000;

fn case<T: Debug + 'static>(
    name: &'static str,
    ideal: &'static str,
    tape_calls: Option<u32>,
    examples: u32,
    values: impl Fn(&mut ChoiceSource) -> Result<T, Stop> + 'static,
    fails: impl Fn(&T) -> bool + 'static,
    is_minimal: impl Fn(&T) -> bool + 'static,
) -> Case {
    let run = move |seed: u64| {
        let settings = Settings {
            replays: 0,
            examples,
            ..Settings::default()
        };
        let checked = check_property(&values, &fails, seed, &settings);
        match checked.falsified {
            Some((falsification, value)) => {
                let minimal = value.as_ref().is_some_and(&is_minimal);
                show_run(name, seed, &falsification, minimal);
                Outcome {
                    found: true,
                    minimal,
                    calls: checked.calls,
                    shrinking_calls: u64::from(falsification.shrinking_attempts),
                    shown: format!("{value:?}"),
                }
            }
            None => Outcome {
                found: false,
                minimal: false,
                calls: checked.calls,
                shrinking_calls: 0,
                shown: "-".to_owned(),
            },
        }
    };
    Case {
        name,
        ideal,
        tape_calls,
        run: Box::new(run),
    }
}

/// A tree node: a value and children, all levels with one label, as `recursive()` draws them.
/// Below the maximum depth, the flag for another child is still drawn but ignored, so that a
/// subtree is drawn from the same choices at every depth and can replace its ancestors.
#[derive(Debug, PartialEq)]
struct Node {
    value: i64,
    children: Vec<Node>,
}

fn tree(source: &mut ChoiceSource, depth: u32) -> Result<Node, Stop> {
    source.spanned(Label::of("tree node"), |source| {
        let value = draw_int(0, 100, source)?;
        let mut children = Vec::new();
        loop {
            let start = source.position();
            let another = source.draw_bool(if depth >= 5 { 0.0 } else { 0.45 })?;
            if depth >= 5 || !another {
                break;
            }
            source.start_span_from(Label::of("tree child"), start);
            let child = tree(source, depth + 1);
            source.end_span();
            children.push(child?);
        }
        Ok(Node { value, children })
    })
}

fn has_big_fork(node: &Node) -> bool {
    (node.value >= 10 && node.children.len() == 2) || node.children.iter().any(has_big_fork)
}

/// Even integers, drawn again while odd, up to three times, then rejected.
fn even(source: &mut ChoiceSource) -> Result<i64, Stop> {
    for _ in 0..3 {
        let value = draw_int(0, 1000, source)?;
        if value % 2 == 0 {
            return Ok(value);
        }
    }
    Err(Stop::Rejected(Rejection::Filter))
}

fn cases() -> Vec<Case> {
    let hundred_tens: Vec<i64> = std::iter::once(1)
        .chain(std::iter::repeat_n(100, 10))
        .collect();
    vec![
        case(
            "$a + $b > 10 (int, int)",
            "(0, 11)",
            None,
            100,
            |s| {
                Ok((
                    draw_int(i64::MIN, i64::MAX, s)?,
                    draw_int(i64::MIN, i64::MAX, s)?,
                ))
            },
            |(a, b)| i128::from(*a) + i128::from(*b) > 10,
            |v| *v == (0, 11),
        ),
        case(
            "sum of list<int<0, 100>> > 1000",
            "[1, 100 x10]",
            None,
            MANY_EXAMPLES,
            |s| list_of(0, 100, s),
            |l| l.iter().sum::<i64>() > 1000,
            move |l| *l == hundred_tens,
        ),
        case(
            "$a + $c > 10, int<0, 10>, a value between",
            "(1, 0, 10)",
            None,
            100,
            |s| {
                Ok((
                    draw_int(0, 10, s)?,
                    draw_int(-1000, 1000, s)?,
                    draw_int(0, 10, s)?,
                ))
            },
            |(a, _, c)| a + c > 10,
            |v| *v == (1, 0, 10),
        ),
        case(
            "no duplicates in list<int>",
            "[0, 0]",
            None,
            100,
            |s| list_of(i64::MIN, i64::MAX, s),
            |l| (1..l.len()).any(|i| l[..i].contains(&l[i])),
            |l| *l == [0, 0],
        ),
        case(
            "$a * $b < 1000, int<0, 100>",
            "(10, 100)",
            None,
            100,
            |s| Ok((draw_int(0, 100, s)?, draw_int(0, 100, s)?)),
            |(a, b)| a * b >= 1000,
            |v| *v == (10, 100),
        ),
        case(
            "$size, list of $size ints, index > 0",
            "(2, [0, 0], 1)",
            None,
            100,
            |s| {
                let size = draw_int(1, 10, s)?;
                let list = exactly(size as usize, i64::MIN, i64::MAX, s)?;
                Ok((size, list, draw_int(0, size - 1, s)?))
            },
            |(_, _, index)| *index > 0,
            |v| *v == (2, vec![0, 0], 1),
        ),
        case(
            "matrix by flat-map (PR)",
            "(1, 1, [10])",
            Some(69),
            100,
            |s| {
                let (rows, cols) = (draw_int(1, 8, s)?, draw_int(1, 8, s)?);
                Ok((rows, cols, exactly((rows * cols) as usize, 0, 999, s)?))
            },
            |(_, _, data)| data.iter().any(|v| *v >= 10),
            |v| *v == (1, 1, vec![10]),
        ),
        case(
            "vec-and-index (PR)",
            "([10], 0)",
            Some(51),
            100,
            |s| {
                let length = draw_int(1, 32, s)?;
                let list = exactly(length as usize, 0, 999, s)?;
                Ok((list, draw_int(0, length - 1, s)?))
            },
            |(list, index)| list[*index as usize] >= 10,
            |v| *v == (vec![10], 0),
        ),
        case(
            "length-prefixed sum (PR)",
            "[100]",
            Some(109),
            100,
            |s| {
                let length = draw_int(1, 64, s)?;
                exactly(length as usize, 0, 999, s)
            },
            |list| list.iter().sum::<i64>() >= 100,
            |l| *l == [100],
        ),
        case(
            "chained binds (PR)",
            "(10, 10, 10)",
            Some(2),
            100,
            |s| {
                let a = draw_int(10, 999, s)?;
                let b = draw_int(10, a, s)?;
                Ok((a, b, draw_int(10, b, s)?))
            },
            |_| true,
            |v| *v == (10, 10, 10),
        ),
        case(
            "tree: a node >= 10 with 2 children",
            "10 with two 0 leaves",
            None,
            100,
            |s| tree(s, 0),
            has_big_fork,
            |t| {
                *t == Node {
                    value: 10,
                    children: vec![
                        Node {
                            value: 0,
                            children: vec![],
                        },
                        Node {
                            value: 0,
                            children: vec![],
                        },
                    ],
                }
            },
        ),
        case(
            "even ints by filter, v >= 100 (PR)",
            "100",
            None,
            100,
            even,
            |v| *v >= 100,
            |v| *v == 100,
        ),
    ]
}

fn main() {
    println!(
        "| case | ideal | found | fully minimal | mean calls | worst calls | mean shrinking calls | PR tape mean calls | worst result |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    let seeds = seeds();
    for case in cases().into_iter().filter(|case| selected(case.name)) {
        let outcomes: Vec<Outcome> = (0..seeds).map(|seed| (case.run)(seed)).collect();
        let found = outcomes.iter().filter(|o| o.found).count();
        let minimal = outcomes.iter().filter(|o| o.minimal).count();
        let mean = outcomes.iter().map(|o| o.calls).sum::<u64>() as f64 / seeds as f64;
        let mean_shrinking =
            outcomes.iter().map(|o| o.shrinking_calls).sum::<u64>() as f64 / seeds as f64;
        let worst_calls = outcomes.iter().map(|o| o.calls).max().unwrap_or(0);
        let worst = outcomes
            .iter()
            .filter(|o| o.found && !o.minimal)
            .map(|o| o.shown.clone())
            .max_by_key(|shown| shown.len())
            .unwrap_or_else(|| "-".to_owned());
        let tape = case
            .tape_calls
            .map_or("-".to_owned(), |calls| calls.to_string());
        println!(
            "| {} | {} | {found}/{seeds} | {minimal}/{seeds} | {mean:.1} | {worst_calls} | {mean_shrinking:.1} | {tape} | {worst} |",
            case.name, case.ideal
        );
    }
}
