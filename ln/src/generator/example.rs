//! Pattern examples (thesis 2.3.1, "Generar ejemplo de patrón"): a puzzle whose easiest
//! solving path needs a chosen pattern, solved up to the step where that pattern is the
//! easiest one that applies, so the learner sees it at once.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use dn::{Geometry, Grid, Hint, SolutionStatus};

use super::equivalent::equivalent;
use super::{GeneracionLN, GenerationError, GeneratorOptions, Progress, candidate_seed};
use crate::patterns::{ExamplePuzzle, PATTERNS, Pattern, PatternBoard};
use crate::solver::{Engine, solution_status};

/// Generated puzzles tried for a pattern that keeps example puzzles
/// ([`Pattern::example_puzzles`]) before one of those is taken instead.
pub const GENERATED_BEFORE_STORED: usize = 20;

/// A pattern example: the puzzle, the board where the pattern is the easiest step, and
/// the hint for that step.
#[derive(Clone, Debug)]
pub struct PatternExample {
    /// The puzzle it comes from.
    pub puzzle: Grid,
    /// Its unique solution.
    pub solution: Grid,
    /// For a puzzle the pattern keeps rather than a generated one: where it comes from
    /// (the shared set and line; the example is that puzzle transformed).
    pub source: Option<&'static str>,
    /// The puzzle solved with easier patterns up to the pattern's step, with candidates.
    pub board: PatternBoard,
    /// The pattern's hint on `board`.
    pub hint: Hint,
    /// Steps taken before it.
    pub steps_before: usize,
    /// Candidate puzzles tried (generated ones, and the kept one when it came to that).
    pub tried: usize,
}

/// Searches puzzles from `seed` until one's easiest path reaches a step where `wanted` is
/// the easiest pattern that applies. A pattern that keeps example puzzles (the rare ones)
/// stops after [`GENERATED_BEFORE_STORED`] generated puzzles and takes one of its own,
/// chosen and transformed (digits relabelled, lines reordered, mirrored) by the seed.
/// `progress` is called after every candidate; `cancel` stops the search.
pub fn pattern_example(
    wanted: &'static dyn Pattern,
    seed: u64,
    progress: &mut dyn FnMut(&Progress),
    cancel: &AtomicBool,
) -> Result<PatternExample, GenerationError> {
    let mut generator = GeneracionLN::new(GeneratorOptions::default());
    let start = Instant::now();
    let stored = wanted.example_puzzles();
    let mut tried = 0;
    loop {
        if cancel.load(Ordering::Relaxed) {
            return Err(GenerationError::Cancelled { tried });
        }
        if !stored.is_empty() && tried == GENERATED_BEFORE_STORED {
            let example = stored_example(wanted, stored, seed, tried + 1);
            progress(&Progress { tried: tried + 1, best_score: None, elapsed: start.elapsed() });
            return example;
        }
        let generated = generator.generate(candidate_seed(seed, tried as u64))?;
        tried += 1;
        let found = first_use(&generated.puzzle, wanted.info().id);
        progress(&Progress { tried, best_score: None, elapsed: start.elapsed() });
        if let Some((board, steps_before)) = found {
            let hint = wanted.find(&board, true).expect("the pattern applied on this board a moment ago");
            let (puzzle, solution) = (generated.puzzle, generated.solution);
            return Ok(PatternExample { puzzle, solution, source: None, board, hint, steps_before, tried });
        }
    }
}

/// The example from one of the puzzles `wanted` keeps (chosen by `seed`), transformed by
/// `seed`; the puzzle as kept when the transformed one's path happens to miss the pattern
/// (another pattern's first find can lead elsewhere).
fn stored_example(
    wanted: &'static dyn Pattern,
    stored: &'static [ExamplePuzzle],
    seed: u64,
    tried: usize,
) -> Result<PatternExample, GenerationError> {
    let id = wanted.info().id;
    let kept = stored[(seed % stored.len() as u64) as usize];
    let missing = || GenerationError::NoExample { pattern: wanted.info().name, source: kept.source };
    let original =
        Grid::new(Geometry::NINE, kept.givens.bytes().map(|b| b.saturating_sub(b'0') % 10).collect())
            .map_err(|_| missing())?;
    let moved = equivalent(&original, seed);
    let (puzzle, (board, steps_before)) = first_use(&moved, id)
        .map(|found| (moved, found))
        .or_else(|| first_use(&original, id).map(|found| (original, found)))
        .ok_or_else(missing)?;
    let SolutionStatus::Unique(solution) =
        solution_status(Engine::Fast.solver(Geometry::NINE).as_mut(), &puzzle)
    else {
        return Err(missing());
    };
    let hint = wanted.find(&board, true).ok_or_else(missing)?;
    Ok(PatternExample { puzzle, solution, source: Some(kept.source), board, hint, steps_before, tried })
}

/// Solves `puzzle` with the easiest pattern at each step; the board (and the number of
/// steps before it) where the pattern `id` is first the easiest.
fn first_use(puzzle: &Grid, id: dn::PatternId) -> Option<(PatternBoard, usize)> {
    let mut board = PatternBoard::with_computed_candidates(puzzle);
    let mut steps = 0;
    while !board.is_solved() {
        let hint = PATTERNS.iter().find_map(|pattern| pattern.find(&board, false))?;
        if hint.pattern == id {
            return Some((board, steps));
        }
        if !board.apply(&hint) {
            return None;
        }
        steps += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn examples_of_singles_are_immediate() {
        let cancel = AtomicBool::new(false);
        for pattern in &PATTERNS[..2] {
            let example = pattern_example(*pattern, 3, &mut |_| {}, &cancel).unwrap();
            assert_eq!(example.hint.pattern, pattern.info().id);
            assert_eq!(pattern.find(&example.board, true).as_ref(), Some(&example.hint));
        }
    }

    #[test]
    fn every_kept_example_puzzle_has_one_solution_and_needs_its_pattern() {
        let mut solver = Engine::Fast.solver(Geometry::NINE);
        for pattern in PATTERNS {
            for kept in pattern.example_puzzles() {
                let values = kept.givens.bytes().map(|b| b.saturating_sub(b'0') % 10).collect();
                let puzzle = Grid::new(Geometry::NINE, values).expect(kept.source);
                assert!(
                    matches!(solution_status(solver.as_mut(), &puzzle), SolutionStatus::Unique(_)),
                    "{}",
                    kept.source
                );
                assert!(
                    first_use(&puzzle, pattern.info().id).is_some(),
                    "{} from {}",
                    pattern.info().id,
                    kept.source
                );
            }
        }
    }

    #[test]
    fn a_rare_pattern_takes_a_kept_puzzle_after_a_short_search() {
        let cancel = AtomicBool::new(false);
        let nets = crate::patterns::by_id(dn::PatternId::new("forcing-nets")).expect("registered");
        let kept: Vec<&str> = nets.example_puzzles().iter().map(|p| p.source).collect();
        let mut puzzles = Vec::new();
        for seed in [1, 2] {
            let example = pattern_example(nets, seed, &mut |_| {}, &cancel).unwrap();
            assert_eq!(example.hint.pattern, nets.info().id);
            assert_eq!(nets.find(&example.board, true).as_ref(), Some(&example.hint));
            assert!(example.tried <= GENERATED_BEFORE_STORED + 1);
            assert!(example.source.is_some_and(|s| kept.contains(&s)), "{:?}", example.source);
            assert!(example.solution.is_solution_of(&example.puzzle));
            puzzles.push(example.puzzle);
        }
        assert_ne!(puzzles[0], puzzles[1]);
    }
}
