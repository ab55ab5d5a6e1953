//! The distribution of every generator (proposal 5.4, issues 10 and 11): boundary values, small
//! values, empty collections and non-ASCII strings with significant probability, and a
//! substantial share of values uniform over the whole range. Measured over fixed seeds, so the
//! figures are the same on every run and machine.

use pbt_tests::distribution_figures::{figures, percent};

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
