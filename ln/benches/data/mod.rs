//! The shared puzzle collections the benchmarks read.

use dn::{Geometry, Grid};

/// The folder of the shared puzzle collections.
const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/data/");

/// The first `take` puzzles of `file`; empty (with a note) when the file is missing.
pub(crate) fn load(file: &str, take: usize) -> Vec<Grid> {
    let path = format!("{DATA}{file}");
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("skipping {path}: the file is not there");
        return Vec::new();
    };
    let parse = |line: &str| {
        let values = line.trim().bytes().map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 }).collect();
        Grid::new(Geometry::NINE, values).ok()
    };
    text.lines().filter_map(parse).take(take).collect()
}
