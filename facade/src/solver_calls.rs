//! The one place where a session runs the trial-and-error solver, so that tests can count
//! the runs (a hint, a step and a whole solve must share one). The count exists only in
//! test builds: the release code is a plain call.

use dn::{Geometry, Grid, SolutionStatus};
use ln::budget::{Budget, NodeLimit};
use ln::solver::{Engine, TrialAndError, solution_status};

/// None / unique / multiple (or undecided within the default node limit) for `puzzle`,
/// with a fresh solver of `engine`.
pub(crate) fn status(engine: Engine, puzzle: &Grid) -> SolutionStatus {
    let mut solver = bounded(engine, puzzle.geometry(), Budget::default(), NodeLimit::Default);
    status_with(solver.as_mut(), puzzle)
}

/// A solver of `engine` for `geometry` whose searches stop at `limit`, reporting to
/// `budget`'s meter (its node count is replaced by the limit's).
pub(crate) fn bounded(
    engine: Engine,
    geometry: Geometry,
    budget: Budget,
    limit: NodeLimit,
) -> Box<dyn TrialAndError> {
    let mut solver = engine.solver(geometry);
    solver.set_budget(Budget { nodes: limit.nodes(engine, geometry), ..budget });
    solver
}

/// None / unique / multiple for `puzzle`, with `solver` (reused across calls).
pub(crate) fn status_with(solver: &mut dyn TrialAndError, puzzle: &Grid) -> SolutionStatus {
    #[cfg(test)]
    RUNS.with(|runs| runs.set(runs.get() + 1));
    solution_status(solver, puzzle)
}

#[cfg(test)]
thread_local! {
    /// Solver runs made by this thread (each test runs on a thread of its own).
    static RUNS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// How many times this thread ran the solver through this module.
#[cfg(test)]
pub(crate) fn runs() -> usize {
    RUNS.with(std::cell::Cell::get)
}
