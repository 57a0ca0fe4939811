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
use crate::patterns::tables::Tables;
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

    /// Whether `values`, whose solution with `cell` holding `value` is unique, keeps a
    /// unique solution once `cell` is emptied (it is empty on entry and on return); `None`
    /// when undecided within the budget.
    ///
    /// The fast solver asks the cheaper question "can `cell` hold any other digit?": one
    /// search per other digit that fits, most ending at once in a contradiction. Other
    /// engines count solutions; both give the same answer, so puzzles do not depend on the
    /// engine.
    pub(crate) fn unique_without(&mut self, values: &mut [u8], cell: usize, value: u8) -> Option<bool> {
        let SolutionCounter::Fast(solver) = self else {
            return self.count(values).map(|n| n == 1);
        };
        let mut seen = 0u32;
        for peer in &Tables::of(Geometry::NINE).peers[cell] {
            seen |= 1 << values[peer.index()];
        }
        let mut unique = true;
        for other in (1..=9u8).filter(|&d| d != value && seen & (1 << d) == 0) {
            values[cell] = other;
            let cells: &[u8; 81] = (&*values).try_into().expect("a 9×9 board has 81 cells");
            if solver.count_solutions(cells, 1, None) > 0 {
                unique = false;
                break;
            }
        }
        values[cell] = 0;
        Some(unique)
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
