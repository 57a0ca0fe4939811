//! Counting solutions up to two for the generator, on the engine chosen: the fast 9×9
//! solver called on its own cell array, Dancing Links (with a work budget on boards of
//! 16×16 and up, where a few counts can take minutes), or any engine through grids.
//!
//! On 16×16 and 25×25 the fast engine counts with Dancing Links too: measured on the
//! generator's checks (docs/PERFORMANCE.md), 200,000 Dancing Links nodes settle more
//! checks than 2,000 nodes of the propagating solver, in half the time, and those checks
//! are on boards dense enough that Dancing Links does not get lost.

use dn::{Geometry, Grid};

use crate::dancing_links::SudokuDancingLinks;
use crate::fast::FastSolver;
use crate::solver::{Engine, TrialAndError};

/// The most search-tree nodes one count may take on large boards before the generator
/// treats it as undecided (a few tens of milliseconds of work).
const LARGE_BOARD_BUDGET: u64 = 200_000;

/// A solution counter bound to one board size.
pub(crate) enum SolutionCounter {
    /// The bit-set solver, without converting to grids.
    Fast(Box<FastSolver>),
    /// Dancing Links, with an optional node budget per count.
    Dlx(Box<SudokuDancingLinks>, Option<u64>),
    /// Any other engine through the common trait.
    Engine(Geometry, Box<dyn TrialAndError>),
}

impl SolutionCounter {
    /// The counter for `engine` on `geometry` (the fast engine is the bit-set solver on
    /// 9×9 and Dancing Links on other sizes).
    pub(crate) fn new(engine: Engine, geometry: Geometry) -> SolutionCounter {
        let budget = (geometry.box_size() >= 4).then_some(LARGE_BOARD_BUDGET);
        match engine {
            Engine::Fast if geometry == Geometry::NINE => SolutionCounter::Fast(Box::new(FastSolver::new())),
            Engine::Fast | Engine::DancingLinks => {
                SolutionCounter::Dlx(Box::new(SudokuDancingLinks::new(geometry)), budget)
            }
            Engine::Backtracking => SolutionCounter::Engine(geometry, engine.solver(geometry)),
        }
    }

    /// Whether `values`, whose solution is unique while the cells of `orbit` hold their
    /// values in `kept` (a whole board, read at those cells), keeps a unique solution with
    /// them empty (they are empty on entry and on return); `None` when undecided within
    /// the budget.
    ///
    /// The fast solver starts from the known solution instead of counting to two: another
    /// solution would agree with it outside the orbit's givens, so it must differ in some
    /// first cell of the orbit. One search per cell looks for a solution with that cell
    /// holding anything but its value and the cells before it theirs; most end at once in
    /// a contradiction. Other engines count solutions; both give the same answer, so
    /// puzzles do not depend on the engine.
    pub(crate) fn unique_without(&mut self, values: &mut [u8], orbit: &[usize], kept: &[u8]) -> Option<bool> {
        let SolutionCounter::Fast(solver) = self else {
            return self.count(values).map(|n| n == 1);
        };
        let mut other = false;
        for &cell in orbit {
            let cells: &[u8; 81] = (&*values).try_into().expect("a 9×9 board has 81 cells");
            other = solver.count_without(cells, cell, kept[cell], 1) > 0;
            if other {
                break;
            }
            values[cell] = kept[cell];
        }
        orbit.iter().for_each(|&cell| values[cell] = 0);
        Some(!other)
    }

    /// The number of solutions of `values` (0 = empty), counted up to 2; `None` when the
    /// count ran out of budget undecided.
    pub(crate) fn count(&mut self, values: &[u8]) -> Option<usize> {
        match self {
            SolutionCounter::Fast(solver) => {
                let cells: &[u8; 81] = values.try_into().expect("a 9×9 board has 81 cells");
                Some(solver.count_solutions(cells, 2, None) as usize)
            }
            SolutionCounter::Dlx(dlx, budget) => {
                let grid = Grid::new(dlx.geometry(), values.to_vec()).expect("values fit the board");
                match budget {
                    Some(budget) => dlx.count_bounded(&grid, 2, *budget),
                    None => Some(dlx.search(&grid, 2).count),
                }
            }
            SolutionCounter::Engine(geometry, solver) => {
                let grid = Grid::new(*geometry, values.to_vec()).expect("values fit the board");
                Some(solver.search(&grid, 2).count)
            }
        }
    }
}
