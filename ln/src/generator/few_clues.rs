//! 9×9 puzzles with few givens (19 to 22), which the removal machine almost never reaches
//! on its own: random minimal puzzles have 24 givens on average and one in a few thousand
//! has 20.
//!
//! The search walks from one minimal puzzle to the next on the same solution grid: take two
//! givens away, put back solution values where the two solutions found differ until the
//! puzzle is unique again, then remove every given that can go (in random order). A move
//! that does not add givens is kept, so the walk drifts over puzzles of equal size and
//! steps down when it can; after many moves without a step down it starts again on a new
//! grid. Every puzzle it keeps has one solution, checked by the fast solver.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};

use crate::fast::FastSolver;

/// Moves without a step down before the search starts again on a new grid.
const STALE_MOVES: usize = 400;

/// Givens taken away at each move.
const TAKEN_PER_MOVE: usize = 2;

/// Clue counts below this are searched for by this walk on 9×9; from it up, the removal
/// machine's minimal puzzles get there in milliseconds.
pub(crate) const FEW_CLUES_BELOW: usize = 23;

/// How long the walk looks before it gives up and reports the fewest givens it reached.
pub(crate) const FEW_CLUES_TIME: Duration = Duration::from_secs(60);

/// A puzzle found by the search and its solution, as cell values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FewCluesPuzzle {
    /// The givens, exactly as many as asked for.
    pub(crate) puzzle: [u8; 81],
    /// Its unique solution.
    pub(crate) solution: [u8; 81],
    /// Whether no given can go: the walk reached exactly the count asked for rather than
    /// fewer givens topped up from the solution.
    pub(crate) minimal: bool,
}

/// What the search reports while it runs.
#[derive(Debug)]
pub(crate) struct FewCluesWatch<'a> {
    /// The fewest givens of a unique puzzle reached so far (`usize::MAX` before any).
    pub(crate) fewest: &'a AtomicUsize,
    /// Set from outside to stop the search.
    pub(crate) cancel: &'a AtomicBool,
}

/// Searches from `seed` for a unique 9×9 puzzle with exactly `wanted` givens, for at most
/// `limit`. `Err` holds the fewest givens reached when time ran out (or the search was
/// cancelled). The same seed gives the same puzzle when the time allows it to be found.
pub(crate) fn search(
    wanted: usize,
    seed: u64,
    limit: Duration,
    watch: &FewCluesWatch<'_>,
) -> Result<FewCluesPuzzle, usize> {
    let started = Instant::now();
    let mut rng = StdRng::seed_from_u64(seed);
    let mut solver = FastSolver::new();
    let mut fewest = usize::MAX;
    let out_of_time = |started: Instant| started.elapsed() >= limit || watch.cancel.load(Ordering::Relaxed);
    while !out_of_time(started) {
        let solution = solver.random_grid(rng.random());
        let mut puzzle = minimise(&mut solver, solution, &mut rng);
        let mut stale = 0;
        while stale < STALE_MOVES && !out_of_time(started) {
            let clues = filled(&puzzle);
            fewest = fewest.min(clues);
            watch.fewest.fetch_min(clues, Ordering::Relaxed);
            if clues <= wanted {
                add_givens(&mut puzzle, &solution, wanted, &mut rng);
                return Ok(FewCluesPuzzle { puzzle, solution, minimal: clues == wanted });
            }
            let moved = step(&mut solver, &puzzle, &solution, &mut rng);
            let now = filled(&moved);
            if now <= clues {
                stale = if now < clues { 0 } else { stale + 1 };
                puzzle = moved;
            } else {
                stale += 1;
            }
        }
    }
    Err(fewest)
}

/// One move: two givens out, solution values back where two solutions differ until the
/// puzzle is unique, then every removable given out.
fn step(solver: &mut FastSolver, puzzle: &[u8; 81], solution: &[u8; 81], rng: &mut StdRng) -> [u8; 81] {
    let mut moved = *puzzle;
    let mut givens: Vec<usize> = (0..81).filter(|&cell| moved[cell] != 0).collect();
    givens.shuffle(rng);
    for &cell in givens.iter().take(TAKEN_PER_MOVE) {
        moved[cell] = 0;
    }
    let mut kept = [[0u8; 81]; 2];
    while solver.count_keeping(&moved, 2, &mut kept) > 1 {
        let differing: Vec<usize> = (0..81).filter(|&cell| kept[0][cell] != kept[1][cell]).collect();
        let Some(&cell) = differing.choose(rng) else { break };
        moved[cell] = solution[cell];
    }
    minimise(solver, moved, rng)
}

/// `values` with every given that can go removed, tried in random order; the puzzle stays
/// unique (it must be unique on entry).
fn minimise(solver: &mut FastSolver, mut values: [u8; 81], rng: &mut StdRng) -> [u8; 81] {
    let mut givens: Vec<usize> = (0..81).filter(|&cell| values[cell] != 0).collect();
    givens.shuffle(rng);
    for cell in givens {
        let value = values[cell];
        values[cell] = 0;
        if !solver.is_unique(&values) {
            values[cell] = value;
        }
    }
    values
}

/// Adds solution values at random empty cells until `puzzle` has `wanted` givens (adding
/// givens keeps a unique puzzle unique).
fn add_givens(puzzle: &mut [u8; 81], solution: &[u8; 81], wanted: usize, rng: &mut StdRng) {
    let mut empty: Vec<usize> = (0..81).filter(|&cell| puzzle[cell] == 0).collect();
    empty.shuffle(rng);
    let missing = wanted.saturating_sub(filled(puzzle));
    for cell in empty.into_iter().take(missing) {
        puzzle[cell] = solution[cell];
    }
}

/// The number of givens.
fn filled(values: &[u8; 81]) -> usize {
    values.iter().filter(|&&v| v != 0).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn watch_parts() -> (AtomicUsize, AtomicBool) {
        (AtomicUsize::new(usize::MAX), AtomicBool::new(false))
    }

    #[test]
    fn finds_a_unique_puzzle_with_exactly_the_givens_asked_for() {
        let (fewest, cancel) = watch_parts();
        let watch = FewCluesWatch { fewest: &fewest, cancel: &cancel };
        let found = search(21, 7, Duration::from_secs(120), &watch).expect("21 givens are within reach");
        assert_eq!(filled(&found.puzzle), 21);
        let mut solver = FastSolver::new();
        assert!(solver.is_unique(&found.puzzle));
        assert_eq!(solver.solve(&found.puzzle), Some(found.solution));
        assert!(fewest.load(Ordering::Relaxed) <= 21);
    }

    #[test]
    fn a_cancelled_search_reports_the_fewest_reached() {
        let (fewest, cancel) = watch_parts();
        cancel.store(true, Ordering::Relaxed);
        let watch = FewCluesWatch { fewest: &fewest, cancel: &cancel };
        assert_eq!(search(17, 1, Duration::from_secs(60), &watch), Err(usize::MAX));
    }

    #[test]
    fn a_move_keeps_the_puzzle_unique_and_minimal() {
        let mut solver = FastSolver::new();
        let mut rng = StdRng::seed_from_u64(3);
        let solution = solver.random_grid(3);
        let puzzle = minimise(&mut solver, solution, &mut rng);
        let moved = step(&mut solver, &puzzle, &solution, &mut rng);
        assert!(solver.is_unique(&moved));
        for cell in (0..81).filter(|&c| moved[c] != 0) {
            let mut fewer = moved;
            fewer[cell] = 0;
            assert!(!solver.is_unique(&fewer), "the given at {cell} could go");
        }
    }
}
