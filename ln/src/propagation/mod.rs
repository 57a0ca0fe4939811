//! The propagating trial-and-error engine for boards of every size, the `fast` engine on
//! 4×4, 16×16 and 25×25 boards (9×9 has its own bit-set solver in [`crate::fast`]).
//!
//! A board is a candidate mask per cell. After every placement the candidates are
//! propagated to a fixed point: cells left with one candidate are placed (naked singles),
//! a digit left with one cell in a row, column or block is placed there (hidden singles),
//! and a digit confined to one line inside a block, or to one block inside a line, leaves
//! the rest of that line or block (locked candidates). A cell or unit left without a
//! digit is a dead end. When nothing more follows, the search guesses on the cell with the
//! fewest candidates, saving the candidates to come back to.
//!
//! Plain Dancing Links branches on the most constrained column too, which already covers
//! the singles; what held it up for minutes on some sparse 16×16 boards is one wrong guess
//! near the root whose subtree it must exhaust. So searches for one or two solutions take
//! turns with short randomised restarts (see `portfolio`), which find those boards'
//! solutions in a few hundred nodes.
//!
//! A search can be bounded by a number of tried digits (search-tree nodes); one that
//! reaches it stops and says so, its count then being only a lower bound.

mod board;
mod large;
mod portfolio;
mod search;
mod shape;
#[cfg(test)]
mod tests;

use std::sync::atomic::Ordering;

use dn::{Geometry, Grid};
use rand::rngs::StdRng;
use rand::{RngCore, SeedableRng};

use crate::budget::Budget;
use crate::solver::{Search, TrialAndError};
pub use large::{FIRST_PASS, LargeBoardSolver};

use board::Board;
use search::Limits;
use shape::Shape;

/// How many solutions a search keeps as evidence; searches for at most this many take
/// turns with randomised restarts (see `portfolio`).
const KEPT: usize = 2;

/// The seed of the restarts' digit orders when the caller asks for no random order, so
/// that every answer is reproducible.
const RESTART_SEED: u64 = 0x4A41_4445;

/// The propagating engine for boards of one size.
///
/// ```
/// use dn::{Geometry, Grid};
/// use ln::propagation::PropagatingSolver;
/// let mut solver = PropagatingSolver::new(Geometry::SIXTEEN);
/// let empty = Grid::empty(Geometry::SIXTEEN);
/// let found = ln::TrialAndError::search(&mut solver, &empty, 2);
/// assert_eq!(found.count, 2);
/// assert!(found.solutions[0].is_solution_of(&empty));
/// ```
#[derive(Debug)]
pub struct PropagatingSolver {
    board: Board,
    geometry: Geometry,
    budget: Budget,
    exhausted: bool,
}

impl PropagatingSolver {
    /// An engine for boards of `geometry`, with no node budget.
    pub fn new(geometry: Geometry) -> PropagatingSolver {
        PropagatingSolver {
            board: Board::new(Shape::of(geometry)),
            geometry,
            budget: Budget::default(),
            exhausted: false,
        }
    }

    /// The geometry of the boards the engine is set up for.
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// Bounds every later search to `budget` tried digits; `None` lifts the bound.
    pub fn set_node_budget(&mut self, budget: Option<u64>) {
        self.budget.nodes = budget;
    }

    /// Whether the last search stopped at its node budget before it was settled (its count
    /// is then a lower bound).
    pub fn budget_exhausted(&self) -> bool {
        self.exhausted
    }

    /// Like [`TrialAndError::search`], trying digits in an order drawn from `rng`, so the
    /// first solutions found are random ones (the same seed gives the same ones).
    pub fn search_random(&mut self, puzzle: &Grid, limit: usize, rng: &mut dyn RngCore) -> Search {
        self.run(puzzle, limit, Some(rng), &mut |_| {})
    }

    /// Like [`TrialAndError::search`], calling `found` with the number of solutions found so
    /// far after each one (for a count that shows its progress).
    pub fn search_counting(&mut self, puzzle: &Grid, limit: usize, found: &mut dyn FnMut(usize)) -> Search {
        self.run(puzzle, limit, None, found)
    }

    /// Loads `puzzle` and searches up to `limit` solutions.
    fn run<'a>(
        &mut self,
        puzzle: &Grid,
        limit: usize,
        rng: Option<&'a mut dyn RngCore>,
        found: &'a mut dyn FnMut(usize),
    ) -> Search {
        if puzzle.geometry() != self.geometry {
            let budget = std::mem::take(&mut self.budget);
            *self = PropagatingSolver { budget, ..PropagatingSolver::new(puzzle.geometry()) };
        }
        self.exhausted = false;
        if self.board.load(puzzle.values()).is_err() {
            return Search::default();
        }
        let budget = self.budget.nodes.unwrap_or(u64::MAX);
        let meter = self.budget.meter.as_deref();
        let outcome = if limit <= KEPT {
            let start = self.board.cand.clone();
            let random = rng.is_some();
            let mut own = StdRng::seed_from_u64(RESTART_SEED);
            let rng = rng.unwrap_or(&mut own);
            let outcome =
                portfolio::settle(&mut self.board, &start, limit.max(1), budget, rng, random, meter);
            for n in 1..=outcome.count {
                found(n);
            }
            outcome
        } else {
            let rng = rng.map(|rng| rng as &mut dyn RngCore);
            let limits = Limits {
                solutions: limit,
                keep: KEPT,
                nodes: budget,
                rng,
                found: Some(found),
                meter,
                offset: 0,
            };
            search::search(&mut self.board, limits)
        };
        self.exhausted = outcome.exhausted;
        let geometry = self.geometry;
        let solutions =
            outcome.solutions.into_iter().filter_map(|values| Grid::new(geometry, values).ok()).collect();
        if let Some(meter) = meter {
            meter.store(outcome.nodes, Ordering::Relaxed);
        }
        let budget_reached = outcome.exhausted.then_some(budget);
        Search { count: outcome.count, solutions, work: outcome.nodes, budget_reached }
    }
}

impl TrialAndError for PropagatingSolver {
    fn name(&self) -> &'static str {
        "fast"
    }

    /// Counts solutions up to `limit`, keeping the first two; `work` counts tried digits.
    fn search(&mut self, puzzle: &Grid, limit: usize) -> Search {
        self.run(puzzle, limit, None, &mut |_| {})
    }

    fn set_budget(&mut self, budget: Budget) {
        self.budget = budget;
    }
}
