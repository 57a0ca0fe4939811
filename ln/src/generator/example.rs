//! Pattern examples (thesis 2.3.1, "Generar ejemplo de patrón"): a puzzle whose easiest
//! solving path needs a chosen pattern, solved up to the step where that pattern is the
//! easiest one that applies, so the learner sees it at once.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use dn::Hint;

use super::{GeneracionLN, Generated, GenerationError, GeneratorOptions, Progress, candidate_seed};
use crate::patterns::{PATTERNS, Pattern, PatternBoard};

/// A pattern example: the puzzle, the board where the pattern is the easiest step, and
/// the hint for that step.
#[derive(Clone, Debug)]
pub struct PatternExample {
    /// The puzzle it comes from.
    pub generated: Generated,
    /// The puzzle solved with easier patterns up to the pattern's step, with candidates.
    pub board: PatternBoard,
    /// The pattern's hint on `board`.
    pub hint: Hint,
    /// Steps taken before it.
    pub steps_before: usize,
    /// Candidate puzzles tried.
    pub tried: usize,
}

/// Searches puzzles from `seed` until one's easiest path reaches a step where `wanted` is
/// the easiest pattern that applies. `progress` is called after every candidate; `cancel`
/// stops the search.
pub fn pattern_example(
    wanted: &'static dyn Pattern,
    seed: u64,
    progress: &mut dyn FnMut(&Progress),
    cancel: &AtomicBool,
) -> Result<PatternExample, GenerationError> {
    let mut generator = GeneracionLN::new(GeneratorOptions::default());
    let start = Instant::now();
    let mut tried = 0;
    loop {
        if cancel.load(Ordering::Relaxed) {
            return Err(GenerationError::Cancelled { tried });
        }
        let generated = generator.generate(candidate_seed(seed, tried as u64))?;
        tried += 1;
        let found = first_use(&generated, wanted.info().id);
        progress(&Progress { tried, best_score: None, elapsed: start.elapsed() });
        if let Some((board, steps_before)) = found {
            let hint = wanted.find(&board, true).expect("the pattern applied on this board a moment ago");
            return Ok(PatternExample { generated, board, hint, steps_before, tried });
        }
    }
}

/// Solves `generated` with the easiest pattern at each step; the board (and the number of
/// steps before it) where the pattern `id` is first the easiest.
fn first_use(generated: &Generated, id: dn::PatternId) -> Option<(PatternBoard, usize)> {
    let mut board = PatternBoard::with_computed_candidates(&generated.puzzle);
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
}
