//! Counting a puzzle's solutions up to a limit, for `jade count` and the console menu:
//! with the exact-cover engine (`MotorDancingLinks`) on 4×4 and 9×9, with the propagating
//! engine on 16×16 and 25×25 (where plain Dancing Links can run for minutes), within a
//! node limit.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use dn::{Geometry, SolutionStatus, SudokuDN};
use ln::budget::{Budget, NodeLimit};
use ln::dancing_links::SudokuDancingLinks;
use ln::propagation::PropagatingSolver;
use ln::solver::{Engine, TrialAndError};

/// How many solutions a puzzle has, counted up to a limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolutionCount {
    /// Solutions found: the exact number when [`complete`](Self::complete), else a lower
    /// bound (the limit, or what was found before the node limit).
    pub count: usize,
    /// The limit the count was asked to stop at.
    pub limit: usize,
    /// Whether the count is exact; `false` when the puzzle has more than `limit` solutions
    /// or the node limit was reached first.
    pub complete: bool,
    /// The node limit, when the search reached it before the count was settled.
    pub budget_reached: Option<u64>,
    /// None / unique / multiple, with the solution or two of them as evidence; undecided
    /// when the node limit was reached with fewer than two solutions found.
    pub status: SolutionStatus,
}

/// The engine that counts one size's puzzles.
#[derive(Debug)]
enum CountingEngine {
    /// Dancing Links (4×4, 9×9).
    Dlx(Box<SudokuDancingLinks>),
    /// The propagating solver (16×16, 25×25).
    Propagating(PropagatingSolver),
}

/// Counts solutions of many puzzles, reusing one engine per board size.
#[derive(Debug, Default)]
pub struct SolutionCounter {
    engines: HashMap<Geometry, CountingEngine>,
    limit: NodeLimit,
    meter: Option<Arc<AtomicU64>>,
}

impl SolutionCounter {
    /// A counter with no engine built yet (each size's is built on first use), within the
    /// default node limit.
    pub fn new() -> SolutionCounter {
        SolutionCounter::default()
    }

    /// The same counter with every count bounded by `limit` search nodes.
    pub fn with_node_limit(self, limit: NodeLimit) -> SolutionCounter {
        SolutionCounter { limit, engines: HashMap::new(), ..self }
    }

    /// The same counter reporting the nodes of the count under way to `meter` on 16×16
    /// and 25×25 (Dancing Links keeps no meter).
    pub fn with_meter(self, meter: Arc<AtomicU64>) -> SolutionCounter {
        SolutionCounter { meter: Some(meter), engines: HashMap::new(), ..self }
    }

    /// The node limit of a count on a board of `geometry` (`None`: unlimited).
    pub fn node_limit(&self, geometry: Geometry) -> Option<u64> {
        self.limit.nodes(kind_of(geometry), geometry)
    }

    /// Counts the solutions of `board`'s values up to `limit` (at least 1). `found` holds
    /// the running count while the search goes on, for a progress display on another
    /// thread. Givens that break a rule give a count of 0.
    pub fn count(&mut self, board: &SudokuDN, limit: usize, found: &AtomicUsize) -> SolutionCount {
        let limit = limit.max(1);
        let geometry = board.geometry();
        let (node_limit, meter) = (self.limit, self.meter.clone());
        let engine = self.engines.entry(geometry).or_insert_with(|| build(geometry, node_limit, meter));
        found.store(0, Ordering::Relaxed);
        let mut note = |n| found.store(n, Ordering::Relaxed);
        // One solution past the limit tells "exactly the limit" from "more than the limit".
        let search = match engine {
            CountingEngine::Dlx(dlx) => {
                dlx.search_counting(&board.grid(), limit.saturating_add(1), &mut note)
            }
            CountingEngine::Propagating(solver) => {
                solver.search_counting(&board.grid(), limit.saturating_add(1), &mut note)
            }
        };
        let mut kept = search.solutions.into_iter();
        let status = match (kept.next(), kept.next(), search.budget_reached) {
            (Some(one), Some(two), _) => SolutionStatus::Multiple(one, two),
            (_, _, Some(nodes)) => SolutionStatus::Undecided { nodes },
            (None, _, None) => SolutionStatus::None,
            (Some(one), None, None) => SolutionStatus::Unique(one),
        };
        SolutionCount {
            count: search.count.min(limit),
            limit,
            complete: search.count <= limit && search.budget_reached.is_none(),
            budget_reached: search.budget_reached,
            status,
        }
    }
}

/// The engine that counts boards of `geometry`: Dancing Links up to 9×9, the fast engine
/// (propagating) beyond.
fn kind_of(geometry: Geometry) -> Engine {
    if geometry.box_size() <= 3 { Engine::DancingLinks } else { Engine::Fast }
}

/// The counting engine of `geometry`, bounded by `limit` and reporting to `meter`.
fn build(geometry: Geometry, limit: NodeLimit, meter: Option<Arc<AtomicU64>>) -> CountingEngine {
    let mut engine = match kind_of(geometry) {
        Engine::DancingLinks => CountingEngine::Dlx(Box::new(SudokuDancingLinks::new(geometry))),
        _ => CountingEngine::Propagating(PropagatingSolver::new(geometry)),
    };
    let budget = Budget { nodes: limit.nodes(kind_of(geometry), geometry), meter };
    match &mut engine {
        CountingEngine::Dlx(dlx) => dlx.set_budget(budget),
        CountingEngine::Propagating(solver) => solver.set_budget(budget),
    }
    engine
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(text: &str, limit: usize) -> SolutionCount {
        let game = crate::SudokuLN::from_text(text).unwrap();
        SolutionCounter::new().count(game.board(), limit, &AtomicUsize::new(0))
    }

    #[test]
    fn an_empty_four_by_four_board_has_288_solutions() {
        let counted = count(&".".repeat(16), 1000);
        assert_eq!((counted.count, counted.complete), (288, true));
        assert!(matches!(counted.status, SolutionStatus::Multiple(..)));
    }

    #[test]
    fn a_count_that_reaches_the_limit_is_not_complete() {
        let exactly = count(&".".repeat(16), 288);
        assert_eq!((exactly.count, exactly.complete), (288, true), "288 of 288 is the whole count");
        let more = count(&".".repeat(16), 287);
        assert_eq!((more.count, more.limit, more.complete), (287, 287, false));
    }

    #[test]
    fn a_unique_puzzle_counts_one_and_keeps_its_solution() {
        let puzzle = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";
        let counted = count(puzzle, 1000);
        assert_eq!((counted.count, counted.complete), (1, true));
        assert!(counted.status.unique().is_some());
    }

    #[test]
    fn a_count_stopped_by_the_node_limit_is_undecided_and_incomplete() {
        let game = crate::SudokuLN::from_text(&".".repeat(625)).unwrap();
        let mut counter = SolutionCounter::new().with_node_limit(NodeLimit::At(3));
        let counted = counter.count(game.board(), 10, &AtomicUsize::new(0));
        assert_eq!((counted.complete, counted.budget_reached), (false, Some(3)));
        assert_eq!(counted.status, SolutionStatus::Undecided { nodes: 3 });
        assert_eq!(counter.node_limit(Geometry::TWENTY_FIVE), Some(3));
    }

    #[test]
    fn large_boards_are_counted_by_the_propagating_engine() {
        // The fuzzed 16×16 board of issue 19: Dancing Links finds no solution of it in minutes.
        let stuck = ".F.E...C8G9D.12..4...A.6..7B....53..2....C....8..................G.367..2B.....4.9.....D......B...543E.876A.9C1GE1.6..................................8...........6..............................................E.D...F.8......................................";
        let counted = count(stuck, 2);
        assert!(matches!(counted.status, SolutionStatus::Multiple(..)), "{:?}", counted.status);
    }

    #[test]
    fn clashing_givens_count_none() {
        let counted = count(&format!("11{}", ".".repeat(79)), 10);
        assert_eq!((counted.count, counted.complete, counted.status), (0, true, SolutionStatus::None));
    }
}
