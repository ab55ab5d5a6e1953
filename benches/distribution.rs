//! The distribution of the generators, measured over fixed seeds (tests-rust/distribution.rs
//! asserts the same figures), as a Markdown table for the README.
//!
//!     cargo bench --manifest-path tests-rust/Cargo.toml --bench distribution

#[path = "../tests-rust/distribution_figures.rs"]
mod distribution_figures;

use distribution_figures::{SEEDS, figures, percent};

fn main() {
    println!("Values drawn at random, {SEEDS} per generator:");
    println!();
    println!("| generator | values that are | share | required |");
    println!("|---|---|---|---|");
    for figure in figures() {
        println!(
            "| {} | {} | {} | {} |",
            figure.generator,
            figure.measure,
            percent(figure.share),
            figure.required.text()
        );
    }
}
