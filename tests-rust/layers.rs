//! The crate's layers (README, "How the engine works"): each top-level module of src/ may use
//! only the modules below it, so that the data model, the engine and the shrinker can be read,
//! tested and changed without what is built on them. A `use crate::...` or `crate::...` path
//! from a module to one at its level or above fails this test, naming the file and the line.

use std::fs;
use std::path::Path;

/// Bottom to top.
const LAYERS: [&str; 8] = [
    "model",
    "engine",
    "shrinker",
    "runner",
    "generators",
    "types",
    "derive",
    "bindings",
];

fn rank(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| *layer == module)
}

fn rust_files(path: &Path, files: &mut Vec<std::path::PathBuf>) {
    if path.is_dir() {
        for entry in fs::read_dir(path).unwrap() {
            rust_files(&entry.unwrap().path(), files);
        }
    } else if path.extension().is_some_and(|extension| extension == "rs") {
        files.push(path.to_path_buf());
    }
}

/// The top-level module a file of src/ belongs to: `src/engine/tree.rs` and `src/runner.rs`
/// belong to `engine` and `runner`.
fn module_of(src: &Path, file: &Path) -> String {
    let relative = file.strip_prefix(src).unwrap();
    let first = relative.components().next().unwrap();
    let name = first.as_os_str().to_string_lossy();
    name.trim_end_matches(".rs").to_string()
}

/// The crate's top-level modules that a line names: `crate::engine::{...}` names `engine`; in
/// a grouped `use crate::{engine::A, model::B}` each group member is named.
fn modules_named(line: &str) -> Vec<String> {
    let mut named = Vec::new();
    for (at, _) in line.match_indices("crate::") {
        let rest = &line[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            for member in group.split(',') {
                let name: String = member
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                named.push(name);
            }
        } else {
            named.push(
                rest.chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect(),
            );
        }
    }
    named
}

#[test]
fn every_module_uses_only_the_layers_below_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut breaches = Vec::new();
    for file in &files {
        let module = module_of(&src, file);
        if module == "lib" {
            continue;
        }
        let own = rank(&module).unwrap_or_else(|| {
            panic!("src/{module} is not in LAYERS of tests-rust/layers.rs: give it a layer")
        });
        for (number, line) in fs::read_to_string(file).unwrap().lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            for named in modules_named(line) {
                if let Some(other) = rank(&named)
                    && other > own
                {
                    breaches.push(format!(
                        "{}:{}: {module} uses {named}, a layer above it",
                        file.strip_prefix(&src).unwrap().display(),
                        number + 1
                    ));
                }
            }
        }
    }
    assert!(breaches.is_empty(), "{}", breaches.join("\n"));
}

#[test]
fn the_check_sees_a_use_of_a_layer_above() {
    assert_eq!(modules_named("use crate::runner::check;"), ["runner"]);
    assert_eq!(
        modules_named("use crate::{engine::Bias, model::Label};"),
        ["engine", "model"]
    );
    assert_eq!(
        modules_named("Err(Stop::Rejected(crate::model::Rejection::Filter))"),
        ["model"]
    );
}
