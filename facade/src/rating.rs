//! Rating puzzles (thesis 5.4): each is checked first (rules, then none / unique / multiple
//! with the fast engine) and only a puzzle with exactly one solution is solved with
//! patterns, without explanations or kept steps. Many are rated on every core and answered
//! in their order.

use std::num::NonZeroUsize;

use dn::{Conflict, Grid, SolutionStatus, SudokuDN};
use ln::PatternBoard;
use ln::patterns::Techniques;
use ln::solver::Engine;

use crate::batch::{Entry, Puzzle, PuzzleSolver};
use crate::in_order::map_in_order;
use crate::solving::{Difficulty, PatternUse, pattern_uses};
use crate::{BadPuzzle, FacadeError};

/// One puzzle's rating.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingSummary {
    /// The puzzle rated.
    pub puzzle: Grid,
    /// Its difficulty.
    pub difficulty: Difficulty,
    /// Whether the patterns completed it.
    pub solved: bool,
    /// The patterns used, easiest first, with their counts.
    pub counts: Vec<PatternUse>,
}

/// What rating a puzzle found: a rating for a puzzle with exactly one solution, otherwise
/// why it has none.
#[derive(Clone, Debug, PartialEq)]
pub enum RateAnswer {
    /// The puzzle has exactly one solution (given) and this difficulty.
    Rated(RatingSummary, Grid),
    /// Givens break a rule: the pairs of cells that repeat a digit.
    Invalid(Vec<Conflict>),
    /// The rules hold but no solution exists.
    NoSolution,
    /// Two different solutions, as evidence.
    Multiple(Grid, Grid),
    /// The solutions were not settled within this many search nodes (large boards).
    Undecided(u64),
}

impl RateAnswer {
    /// `unique`, `invalid`, `none`, `multiple` or `undecided`.
    pub fn status(&self) -> &'static str {
        match self {
            RateAnswer::Rated(..) => "unique",
            RateAnswer::Invalid(_) => "invalid",
            RateAnswer::NoSolution => "none",
            RateAnswer::Multiple(..) => "multiple",
            RateAnswer::Undecided(_) => "undecided",
        }
    }
}

/// A puzzle of a batch with its rating.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedPuzzle {
    /// The puzzle as read, with its line.
    pub puzzle: Puzzle,
    /// What rating it found.
    pub answer: RateAnswer,
}

/// Rates one puzzle: solves it with the patterns of `techniques` from the computed
/// candidates. The caller makes sure it has exactly one solution ([`rate_checked`] does).
pub fn rate_puzzle(puzzle: &Grid, techniques: Techniques) -> RatingSummary {
    let board = PatternBoard::with_computed_candidates(puzzle);
    let report = ln::patterns::solve_with_patterns(board, techniques, false, false);
    RatingSummary {
        puzzle: puzzle.clone(),
        difficulty: Difficulty::of(&report.rating),
        solved: report.solved,
        counts: pattern_uses(&report.counts),
    }
}

/// Checks `board`'s givens (rules first, then the number of solutions with `solver`) and
/// rates the puzzle, with the patterns of `techniques`, only when it has exactly one
/// solution.
pub fn rate_checked(board: &SudokuDN, solver: &mut PuzzleSolver, techniques: Techniques) -> RateAnswer {
    let puzzle = SudokuDN::from_grid(&board.givens());
    let conflicts = puzzle.conflicts();
    if !conflicts.is_empty() {
        return RateAnswer::Invalid(conflicts);
    }
    match solver.status(&puzzle) {
        SolutionStatus::None => RateAnswer::NoSolution,
        SolutionStatus::Multiple(a, b) => RateAnswer::Multiple(a, b),
        SolutionStatus::Undecided { nodes } => RateAnswer::Undecided(nodes),
        SolutionStatus::Unique(solution) => {
            RateAnswer::Rated(rate_puzzle(&puzzle.grid(), techniques), solution)
        }
    }
}

/// Rates every puzzle of `entries` (the answers of a batch input, in order) on
/// `threads` threads (all cores when `None`), checking each first like [`rate_checked`]
/// and rating with the patterns of `techniques`.
/// `emit` gets one answer per entry in the entries' order, each as soon as it and every
/// earlier one are known: a rated puzzle, a bad line passed on as it came, or an error
/// that ended the input (the last answer). `emit` returning `false` stops the rating.
pub fn rate_stream(
    entries: impl Iterator<Item = Result<Entry, FacadeError>> + Send,
    threads: Option<NonZeroUsize>,
    techniques: Techniques,
    emit: impl FnMut(Result<Result<RatedPuzzle, BadPuzzle>, FacadeError>) -> bool,
) {
    let threads = threads.or_else(|| std::thread::available_parallelism().ok()).map_or(1, NonZeroUsize::get);
    let rate = |solver: &mut PuzzleSolver, entry: Result<Entry, FacadeError>| {
        entry.map(|entry| {
            entry.map(|puzzle| {
                let answer = rate_checked(&puzzle.board, solver, techniques);
                RatedPuzzle { puzzle, answer }
            })
        })
    };
    map_in_order(entries, threads, || PuzzleSolver::new(Engine::Fast), rate, emit);
}
