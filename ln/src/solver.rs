//! Trial and error (thesis ch. 4): the engines that search for solutions by trying values,
//! behind one trait, and the solution status of a board.

use dn::{Geometry, Grid, SolutionStatus};

use crate::backtracking::Backtracker;
use crate::dancing_links::SudokuDancingLinks;
use crate::fast::FastSolver;
use crate::propagation::PropagatingSolver;

/// What a search found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Search {
    /// Solutions found, never more than the limit asked for.
    pub count: usize,
    /// The first solutions found (at most two are kept), in the order found.
    pub solutions: Vec<Grid>,
    /// The work done, in the engine's own unit (nodes tried, links updated, …).
    pub work: u64,
}

/// An engine that solves a board by trying values (backtracking, Dancing Links, …).
pub trait TrialAndError {
    /// A short name for logs and reports, e.g. `"dlx"`.
    fn name(&self) -> &'static str;

    /// Searches for solutions of `puzzle` and stops after finding `limit` (at least 1) of
    /// them. A puzzle whose givens break a rule has no solution.
    fn search(&mut self, puzzle: &Grid, limit: usize) -> Search;
}

/// The trial-and-error engines a user can choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Engine {
    /// `MotorDancingLinks`: Algorithm X on the exact-cover matrix (any board size).
    DancingLinks,
    /// Backtracking with row, column and block markers (any board size).
    Backtracking,
    /// The bit-set solver with singles propagation on 9×9, the propagating solver
    /// ([`PropagatingSolver`]: singles, locked candidates, restarts) on other sizes.
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
            Engine::Fast => Box::new(PropagatingSolver::new(geometry)),
            Engine::DancingLinks => Box::new(SudokuDancingLinks::new(geometry)),
            Engine::Backtracking => Box::new(Backtracker::new(geometry)),
        }
    }
}

/// Counts solutions of `puzzle` up to two and says none / unique / multiple.
pub fn solution_status(solver: &mut dyn TrialAndError, puzzle: &Grid) -> SolutionStatus {
    let mut found = solver.search(puzzle, 2).solutions.into_iter();
    match (found.next(), found.next()) {
        (None, _) => SolutionStatus::None,
        (Some(one), None) => SolutionStatus::Unique(one),
        (Some(one), Some(two)) => SolutionStatus::Multiple(one, two),
    }
}
