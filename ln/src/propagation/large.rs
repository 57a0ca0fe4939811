//! The `fast` engine of boards other than 9×9: Dancing Links for a short first pass, the
//! propagating solver when that pass does not settle the board.
//!
//! Measured on a generated 25×25 puzzle, Dancing Links proves it unique 20× faster than
//! the propagating solver (its nodes are far cheaper), while on sparse boards such as the
//! fuzzed 16×16 board of issue 19 it wanders for minutes where the propagating solver
//! answers in a few hundred nodes. A first pass of at most [`FIRST_PASS`] rows (a few
//! milliseconds) takes the best of both.

use dn::{Geometry, Grid};

use super::PropagatingSolver;
use crate::budget::Budget;
use crate::dancing_links::SudokuDancingLinks;
use crate::solver::{Search, TrialAndError};

/// The most rows the Dancing Links pass may try before the propagating solver takes over.
pub const FIRST_PASS: u64 = 1_000_000;

/// Dancing Links rows the first pass may try per node of the search's limit: a row costs
/// hundreds of times less than a propagating node, so a limit of 100,000 nodes allows
/// the whole first pass, while a tiny limit keeps the pass tiny too.
const ROWS_PER_NODE: u64 = 10;

/// Dancing Links first, the propagating solver after (see the module notes).
#[derive(Debug)]
pub struct LargeBoardSolver {
    dlx: SudokuDancingLinks,
    propagating: PropagatingSolver,
    /// The node limit of the whole search, if any.
    nodes: Option<u64>,
}

impl LargeBoardSolver {
    /// The engine for boards of `geometry`, with no node limit.
    pub fn new(geometry: Geometry) -> LargeBoardSolver {
        let mut dlx = SudokuDancingLinks::new(geometry);
        dlx.set_budget(Budget { nodes: Some(FIRST_PASS), meter: None });
        LargeBoardSolver { dlx, propagating: PropagatingSolver::new(geometry), nodes: None }
    }
}

impl TrialAndError for LargeBoardSolver {
    fn name(&self) -> &'static str {
        "fast"
    }

    /// Searches with Dancing Links within the first pass (smaller under a small node
    /// limit, ten Dancing Links rows per allowed node); when that does not settle the count, the propagating
    /// solver searches within the node limit. `work` is the work of the engine that
    /// answered.
    fn search(&mut self, puzzle: &Grid, limit: usize) -> Search {
        let first =
            self.nodes.map_or(FIRST_PASS, |nodes| nodes.saturating_mul(ROWS_PER_NODE).min(FIRST_PASS));
        self.dlx.set_budget(Budget { nodes: Some(first), meter: None });
        let quick = self.dlx.search(puzzle, limit);
        if quick.budget_reached.is_none() {
            return quick;
        }
        self.propagating.search(puzzle, limit)
    }

    /// Bounds the propagating solver by `budget` (and reports to its meter); the Dancing
    /// Links pass never exceeds it either.
    fn set_budget(&mut self, budget: Budget) {
        self.nodes = budget.nodes;
        self.propagating.set_budget(budget);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dancing_links::test_data;

    #[test]
    fn dense_boards_are_answered_by_dancing_links_and_sparse_ones_by_propagation() {
        let puzzle = test_data::holes(Geometry::TWENTY_FIVE, 3, 3);
        let mut solver = LargeBoardSolver::new(Geometry::TWENTY_FIVE);
        let found = solver.search(&puzzle, 2);
        assert!(found.count >= 1 && found.solutions[0].is_solution_of(&puzzle));
        // The fuzzed board of issue 19: Dancing Links alone runs for minutes on it.
        let stuck = test_data::parse(Geometry::SIXTEEN, super::super::tests::STUCK_SIXTEEN).unwrap();
        let mut solver = LargeBoardSolver::new(Geometry::SIXTEEN);
        solver.set_budget(Budget { nodes: Some(100_000), meter: None });
        let found = solver.search(&stuck, 2);
        assert_eq!((found.count, found.budget_reached), (2, None));
    }
}
