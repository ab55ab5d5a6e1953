//! The distribution of every generator (proposal 5.4, issues 10 and 11): boundary values, small
//! values, empty collections and non-ASCII strings with significant probability, and a
//! substantial share of values uniform over the whole range. Measured over fixed seeds, so the
//! figures are the same on every run and machine.

mod distribution_figures;

use std::rc::Rc;

use distribution_figures::{figures, percent};
use pbt::engine::ChoiceSource;
use pbt::generators::{
    Floats, Generator, Integers, Lists, SharedGenerator, Size, Strings, Tuples, Value, draw,
};

#[test]
fn every_figure_meets_its_requirement() {
    let missed: Vec<String> = figures()
        .iter()
        .filter(|figure| !figure.required.holds(figure.share))
        .map(|figure| {
            format!(
                "{}: {} is {}, required {}",
                figure.generator,
                figure.measure,
                percent(figure.share),
                figure.required.text()
            )
        })
        .collect();
    assert!(missed.is_empty(), "{}", missed.join("\n"));
}

/// Values planned while generating (a reused integer, a uniform float, a uniform length) are
/// drawn as the choices that give them: replaying the recorded choices gives the same values,
/// so the distribution changes which choices are drawn, never what they mean.
#[test]
fn planned_values_replay_to_the_same_values() {
    let ints: SharedGenerator = Rc::new(Integers::new(-1000, 1000));
    let generators: Vec<SharedGenerator> = vec![
        Rc::new(Tuples::new(vec![
            Rc::clone(&ints),
            Rc::clone(&ints),
            Rc::new(Integers::new(i64::MIN, -5)),
            Rc::new(Integers::new(3, i64::MAX)),
        ])),
        Rc::new(Floats::bounded(-7.25, 1.5, false, false, false, false, true).unwrap()),
        Rc::new(Floats::bounded(1.5, 2.5, false, false, true, false, false).unwrap()),
        Rc::new(Lists::new(
            Rc::clone(&ints),
            Size {
                min: 2,
                max: Some(40),
            },
        )),
        Rc::new(Strings::new(Size::any())),
    ];
    for generator in &generators {
        for seed in 0..2000 {
            let mut source = ChoiceSource::random(seed);
            let value = draw(generator.as_ref(), &mut source).unwrap();
            let replayed = draw(
                generator.as_ref(),
                &mut ChoiceSource::replay(source.finish().sequence()),
            );
            assert_eq!(replayed, Ok(value), "seed {seed}");
        }
    }
}

/// Replaying ignores the distribution: the simplest sequence is still the simplest value.
#[test]
fn the_simplest_choices_are_still_the_simplest_values() {
    let simplest =
        |generator: &dyn Generator| draw(generator, &mut ChoiceSource::replay(Vec::new())).unwrap();
    assert_eq!(simplest(&Integers::new(-1000, 1000)), Value::Int(0));
    assert_eq!(simplest(&Integers::new(5, 1000)), Value::Int(5));
    assert_eq!(
        simplest(&Floats::bounded(-7.25, 1.5, false, false, false, false, true).unwrap()),
        Value::Float(0.0)
    );
    assert_eq!(
        simplest(&Lists::new(Rc::new(Integers::new(0, 9)), Size::any())),
        Value::list(Vec::new())
    );
}
