//! Test helpers: puzzles from `shared/data` and boards of other sizes.

use dn::{Digit, Geometry, Grid};
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::SudokuDancingLinks;

/// The folder of the shared puzzle collections.
const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/data/");

/// The grid a one-line puzzle writes (`.` or `0` empty, `1`-`9`, `A`-`P`).
pub(crate) fn parse(geometry: Geometry, line: &str) -> Option<Grid> {
    let values = line
        .chars()
        .map(|c| match c {
            '.' | '0' => Some(0),
            _ => Digit::from_char(c).map(Digit::get),
        })
        .collect::<Option<Vec<u8>>>()?;
    Grid::new(geometry, values).ok()
}

/// The first `count` 9×9 puzzles of `file`, or none (with a note) when the collection is
/// not there.
pub(crate) fn puzzles(file: &str, count: usize) -> Vec<Grid> {
    let path = format!("{DATA}{file}");
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("skipping the puzzles of {path}: the file is not there");
        return Vec::new();
    };
    text.lines().filter_map(|line| parse(Geometry::NINE, line.trim())).take(count).collect()
}

/// A random full 16×16 board with every third cell emptied.
pub(crate) fn sixteen_puzzle() -> Grid {
    holes(Geometry::SIXTEEN, 16, 3)
}

/// A random full board of `geometry` (drawn with `seed`) with every `every`-th cell emptied.
pub(crate) fn holes(geometry: Geometry, seed: u64, every: usize) -> Grid {
    let full = SudokuDancingLinks::new(geometry).fill_random(&mut StdRng::seed_from_u64(seed));
    let values = full.values().iter().enumerate().map(|(i, &v)| if i % every == 0 { 0 } else { v }).collect();
    Grid::new(geometry, values).unwrap()
}
