//! Counting a puzzle's solutions up to a limit with the exact-cover engine
//! (`MotorDancingLinks`), for `jade count` and the console menu.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};

use dn::{Geometry, SolutionStatus, SudokuDN};
use ln::dancing_links::SudokuDancingLinks;

/// How many solutions a puzzle has, counted up to a limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolutionCount {
    /// Solutions found: the exact number when [`complete`](Self::complete), else the limit.
    pub count: usize,
    /// The limit the count was asked to stop at.
    pub limit: usize,
    /// Whether the count is exact; `false` when the puzzle has more than `limit` solutions.
    pub complete: bool,
    /// None / unique / multiple, with the solution or two of them as evidence.
    pub status: SolutionStatus,
}

/// Counts solutions of many puzzles, reusing one Dancing Links matrix per board size.
#[derive(Debug, Default)]
pub struct SolutionCounter {
    engines: HashMap<Geometry, SudokuDancingLinks>,
}

impl SolutionCounter {
    /// A counter with no matrix built yet (each size's is built on first use).
    pub fn new() -> SolutionCounter {
        SolutionCounter::default()
    }

    /// Counts the solutions of `board`'s values up to `limit` (at least 1). `found` holds
    /// the running count while the search goes on, for a progress display on another
    /// thread. Givens that break a rule give a count of 0.
    pub fn count(&mut self, board: &SudokuDN, limit: usize, found: &AtomicUsize) -> SolutionCount {
        let limit = limit.max(1);
        let geometry = board.geometry();
        let engine = self.engines.entry(geometry).or_insert_with(|| SudokuDancingLinks::new(geometry));
        found.store(0, Ordering::Relaxed);
        // One solution past the limit tells "exactly the limit" from "more than the limit".
        let search = engine.search_counting(&board.grid(), limit.saturating_add(1), &mut |n| {
            found.store(n, Ordering::Relaxed);
        });
        let mut kept = search.solutions.into_iter();
        let status = match (kept.next(), kept.next()) {
            (None, _) => SolutionStatus::None,
            (Some(one), None) => SolutionStatus::Unique(one),
            (Some(one), Some(two)) => SolutionStatus::Multiple(one, two),
        };
        SolutionCount { count: search.count.min(limit), limit, complete: search.count <= limit, status }
    }
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
    fn clashing_givens_count_none() {
        let counted = count(&format!("11{}", ".".repeat(79)), 10);
        assert_eq!((counted.count, counted.complete, counted.status), (0, true, SolutionStatus::None));
    }
}
