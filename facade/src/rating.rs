//! Rating many puzzles at once (thesis 5.4): each is solved with patterns, without
//! explanations or kept steps, on every core.

use std::num::NonZeroUsize;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use dn::Grid;
use ln::PatternBoard;

use crate::solving::{Difficulty, PatternUse, pattern_uses};

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

/// Rates one puzzle: solves it with patterns from the computed candidates.
pub fn rate_puzzle(puzzle: &Grid) -> RatingSummary {
    let board = PatternBoard::with_computed_candidates(puzzle);
    let report = ln::patterns::solve_with_patterns(board, false, false);
    RatingSummary {
        puzzle: puzzle.clone(),
        difficulty: Difficulty::of(&report.rating),
        solved: report.solved,
        counts: pattern_uses(&report.counts),
    }
}

/// Puzzles a worker takes at a time.
const CHUNK: usize = 64;

/// Rates every puzzle on `threads` threads (all cores when `None`). `progress` is called
/// with (puzzles done, total) after each small batch, from the worker threads. Setting
/// `cancel` stops the work soon; the result then holds the leading puzzles that were
/// rated. Ratings come back in the order of `puzzles`.
pub fn rate_all(
    puzzles: &[Grid],
    threads: Option<NonZeroUsize>,
    progress: impl Fn(usize, usize) + Sync,
    cancel: &AtomicBool,
) -> Vec<RatingSummary> {
    let threads = threads
        .or_else(|| std::thread::available_parallelism().ok())
        .map_or(1, NonZeroUsize::get)
        .min(puzzles.len().div_ceil(CHUNK).max(1));
    let chunks: Vec<&[Grid]> = puzzles.chunks(CHUNK).collect();
    let results: Vec<Mutex<Option<Vec<RatingSummary>>>> = chunks.iter().map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while !cancel.load(Ordering::Relaxed) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(chunk) = chunks.get(index) else { break };
                    let rated: Vec<RatingSummary> = chunk.iter().map(rate_puzzle).collect();
                    *results[index].lock().expect("no worker panics while holding it") = Some(rated);
                    let finished = done.fetch_add(chunk.len(), Ordering::Relaxed) + chunk.len();
                    progress(finished, puzzles.len());
                }
            });
        }
    });
    results
        .into_iter()
        .map(|slot| slot.into_inner().expect("workers are done"))
        .take_while(Option::is_some)
        .flatten()
        .flatten()
        .collect()
}
