//! Trial and error (thesis ch. 4): the engines that search for solutions by trying values,
//! behind one trait, and the solution status of a board.

use dn::{Geometry, Grid, SolutionStatus};

use crate::backtracking::Backtracker;
use crate::budget::Budget;
use crate::dancing_links::SudokuDancingLinks;
use crate::fast::FastSolver;
use crate::propagation::LargeBoardSolver;

/// What a search found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Search {
    /// Solutions found, never more than the limit asked for.
    pub count: usize,
    /// The first solutions found (at most two are kept), in the order found.
    pub solutions: Vec<Grid>,
    /// The work done, in the engine's own unit (nodes tried, links updated, …).
    pub work: u64,
    /// The node budget, when the search stopped at it before it was settled: `count` is
    /// then only a lower bound.
    pub budget_reached: Option<u64>,
}

/// An engine that solves a board by trying values (backtracking, Dancing Links, …).
pub trait TrialAndError {
    /// A short name for logs and reports, e.g. `"dlx"`.
    fn name(&self) -> &'static str;

    /// Searches for solutions of `puzzle` and stops after finding `limit` (at least 1) of
    /// them. A puzzle whose givens break a rule has no solution.
    fn search(&mut self, puzzle: &Grid, limit: usize) -> Search;

    /// Bounds every later search by `budget` (and reports to its meter where the engine
    /// can). The 9×9 `fast` engine ignores it: its searches end within milliseconds.
    fn set_budget(&mut self, budget: Budget);
}

/// The trial-and-error engines a user can choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Engine {
    /// `MotorDancingLinks`: Algorithm X on the exact-cover matrix (any board size).
    DancingLinks,
    /// Backtracking with row, column and block markers (any board size).
    Backtracking,
    /// The bit-set solver with singles propagation on 9×9; on other sizes a short
    /// Dancing Links pass, then the propagating solver
    /// ([`LargeBoardSolver`]).
    Fast,
}

impl Engine {
    /// Every engine.
    pub const ALL: [Engine; 3] = [Engine::DancingLinks, Engine::Backtracking, Engine::Fast];

    /// The engine's command-line name: `dlx`, `backtrack` or `fast`.
    pub fn name(self) -> &'static str {
        match self {
            Engine::DancingLinks => "dlx",
            Engine::Backtracking => "backtrack",
            Engine::Fast => "fast",
        }
    }

    /// The engine called `name` (`dlx`, `backtrack`, `fast`).
    pub fn from_name(name: &str) -> Option<Engine> {
        Engine::ALL.into_iter().find(|e| e.name() == name)
    }

    /// A solver of this kind for boards of `geometry`.
    pub fn solver(self, geometry: Geometry) -> Box<dyn TrialAndError> {
        match self {
            Engine::Fast if geometry == Geometry::NINE => Box::new(FastSolver::new()),
            Engine::Fast => Box::new(LargeBoardSolver::new(geometry)),
            Engine::DancingLinks => Box::new(SudokuDancingLinks::new(geometry)),
            Engine::Backtracking => Box::new(Backtracker::new(geometry)),
        }
    }
}

/// Counts solutions of `puzzle` up to two and says none / unique / multiple, or
/// undecided when the search reached its node budget first.
pub fn solution_status(solver: &mut dyn TrialAndError, puzzle: &Grid) -> SolutionStatus {
    let search = solver.search(puzzle, 2);
    let mut found = search.solutions.into_iter();
    match (found.next(), found.next(), search.budget_reached) {
        (Some(one), Some(two), _) => SolutionStatus::Multiple(one, two),
        (_, _, Some(nodes)) => SolutionStatus::Undecided { nodes },
        (None, _, None) => SolutionStatus::None,
        (Some(one), None, None) => SolutionStatus::Unique(one),
    }
}
