//! Equivalent puzzles: the transformations that keep a Sudoku a Sudoku (and its logic the
//! same) — digits relabelled, bands and stacks reordered, rows inside a band and columns
//! inside a stack reordered, the board mirrored across its diagonal.

use dn::Grid;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

/// `puzzle` under a random transformation drawn from `seed` (the same seed, the same
/// transformation): a puzzle with the same number of solutions, needing the same techniques.
pub(crate) fn equivalent(puzzle: &Grid, seed: u64) -> Grid {
    let geometry = puzzle.geometry();
    let (side, size) = (geometry.side(), geometry.box_size());
    let mut rng = StdRng::seed_from_u64(seed);
    let rows = line_order(size, &mut rng);
    let columns = line_order(size, &mut rng);
    let mut digits: Vec<u8> = (1..=side as u8).collect();
    digits.shuffle(&mut rng);
    let transposed = rng.random_bool(0.5);
    let values = (0..side * side)
        .map(|at| {
            let (row, column) = (rows[at / side], columns[at % side]);
            let from = if transposed { column * side + row } else { row * side + column };
            match puzzle.values()[from] {
                0 => 0,
                v => digits[usize::from(v) - 1],
            }
        })
        .collect();
    Grid::new(geometry, values).expect("a permutation of a grid's cells has its size")
}

/// A random order of a board's rows (or columns): the bands shuffled, and the lines inside
/// each band; `order[i]` is the line that goes to place `i`.
fn line_order(size: usize, rng: &mut StdRng) -> Vec<usize> {
    let mut bands: Vec<usize> = (0..size).collect();
    bands.shuffle(rng);
    let mut order = Vec::with_capacity(size * size);
    for band in bands {
        let mut lines: Vec<usize> = (band * size..(band + 1) * size).collect();
        lines.shuffle(rng);
        order.extend(lines);
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{Engine, solution_status};
    use dn::{Geometry, SolutionStatus};

    /// Line 1 of magictour_top1465.txt.
    const TOP1465_1: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    fn grid(line: &str) -> Grid {
        Grid::new(Geometry::NINE, line.bytes().map(|b| b.saturating_sub(b'0') % 10).collect()).unwrap()
    }

    #[test]
    fn keeps_a_unique_solution_and_the_number_of_givens() {
        let puzzle = grid(TOP1465_1);
        let mut solver = Engine::Fast.solver(Geometry::NINE);
        for seed in 0..20 {
            let moved = equivalent(&puzzle, seed);
            assert_eq!(moved.filled(), puzzle.filled());
            assert!(
                matches!(solution_status(solver.as_mut(), &moved), SolutionStatus::Unique(_)),
                "seed {seed}"
            );
        }
    }

    #[test]
    fn differs_by_seed_and_repeats_by_seed() {
        let puzzle = grid(TOP1465_1);
        assert_eq!(equivalent(&puzzle, 4), equivalent(&puzzle, 4));
        assert_ne!(equivalent(&puzzle, 4), equivalent(&puzzle, 5));
    }
}
