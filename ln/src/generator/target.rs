//! Random complete grids: the hidden solution whose values the generator writes into the
//! cells it fills, so every value it tries fits.

use rand::Rng;
use rand::rngs::StdRng;

use dn::Geometry;

use crate::dancing_links::SudokuDancingLinks;
use crate::fast::FastSolver;

/// Draws full grids of one size from the generator's random number generator. The grid
/// depends only on the random numbers, never on the engine that counts solutions, so every
/// engine generates the same puzzle from the same seed.
pub(crate) enum TargetGrids {
    /// The bit-set solver's random fill (9×9).
    Fast(Box<FastSolver>),
    /// Dancing Links with a random column order (other sizes).
    Dlx(Box<SudokuDancingLinks>),
}

impl TargetGrids {
    /// The source for `geometry`.
    pub(crate) fn new(geometry: Geometry) -> TargetGrids {
        if geometry == Geometry::NINE {
            TargetGrids::Fast(Box::new(FastSolver::new()))
        } else {
            TargetGrids::Dlx(Box::new(SudokuDancingLinks::new(geometry)))
        }
    }

    /// A random full grid, as values.
    pub(crate) fn draw(&mut self, rng: &mut StdRng) -> Vec<u8> {
        match self {
            TargetGrids::Fast(solver) => solver.random_grid(rng.random::<u64>()).to_vec(),
            TargetGrids::Dlx(dlx) => dlx.fill_random(rng).values().to_vec(),
        }
    }
}

/// The fewest givens a puzzle of `geometry` with a unique solution can have, where known
/// (4 for 4×4; 17 for 9×9, McGuire, Tugemann and Civario 2012); 0 otherwise. Below it the
/// generator does not ask for a solution count.
pub(crate) fn fewest_unique_clues(geometry: Geometry) -> usize {
    match geometry.box_size() {
        2 => 4,
        3 => 17,
        _ => 0,
    }
}
