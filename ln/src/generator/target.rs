//! Random complete grids: the hidden solution whose values the generator writes into the
//! cells it fills, so every value it tries fits.

use rand::Rng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use dn::{Geometry, Grid};

use crate::fast::FastSolver;
use crate::propagation::PropagatingSolver;

/// Draws full grids of one size from the generator's random number generator. The grid
/// depends only on the random numbers, never on the engine that counts solutions, so every
/// engine generates the same puzzle from the same seed.
pub(crate) enum TargetGrids {
    /// The bit-set solver's random fill (9×9).
    Fast(Box<FastSolver>),
    /// The propagating solver's random fill (other sizes): its restarts never let a fill
    /// wander, where Dancing Links in a random order can take minutes on 25×25.
    Propagating(Box<PropagatingSolver>),
}

impl TargetGrids {
    /// The source for `geometry`.
    pub(crate) fn new(geometry: Geometry) -> TargetGrids {
        if geometry == Geometry::NINE {
            TargetGrids::Fast(Box::new(FastSolver::new()))
        } else {
            TargetGrids::Propagating(Box::new(PropagatingSolver::new(geometry)))
        }
    }

    /// A random full grid, as values.
    pub(crate) fn draw(&mut self, rng: &mut StdRng) -> Vec<u8> {
        match self {
            TargetGrids::Fast(solver) => {
                let mut cells = [0; 81];
                for corner in [0, 30, 60] {
                    let mut digits: [u8; 9] = std::array::from_fn(|d| d as u8 + 1);
                    digits.shuffle(rng);
                    for (k, digit) in digits.into_iter().enumerate() {
                        cells[corner + 9 * (k / 3) + k % 3] = digit;
                    }
                }
                let grid = solver.random_solution(&cells, rng.random::<u64>());
                grid.expect("boxes on the diagonal share no unit, so any filling of them completes").to_vec()
            }
            TargetGrids::Propagating(solver) => {
                let empty = Grid::empty(solver.geometry());
                let filled = solver.search_random(&empty, 1, rng).solutions.pop();
                filled.expect("an empty board has solutions and the search has no budget").values().to_vec()
            }
        }
    }
}

/// How many givens the board gets before the generator first counts its solutions.
///
/// No 4×4 puzzle with fewer than 4 givens and no 9×9 puzzle with fewer than 17 (McGuire,
/// Tugemann and Civario 2012) has a unique solution, so counting earlier is wasted. On
/// 9×9 the generator waits longer: random fillings become unique at 44 givens on average
/// (2,000 seeds measured), and counts on boards of 17-33 givens are the slowest, so
/// counting from 34 makes generation 1.4× faster. Waiting never harms the result: a board
/// that became unique earlier is still unique, and minimising removes the extra givens.
pub(crate) fn first_count_at(geometry: Geometry) -> usize {
    match geometry.box_size() {
        2 => 4,
        3 => 34,
        4 => 96,
        _ => 300,
    }
}
