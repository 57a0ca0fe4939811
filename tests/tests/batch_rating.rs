//! Batch rating takes each step straight onto the board (`Pattern::apply_first`) instead of
//! building the hint a player would read. It must reach exactly what the explained solve
//! reaches: the same board, the same pattern counts and the same rating, with the same
//! hardest step on Sudoku Explainer's scale.

use jade_tests::{corpus, grid};
use ln::patterns::{PatternBoard, Techniques, solve_with_patterns};

/// Solves the first `limit` puzzles of `name` both ways and compares; how many were compared
/// (0 when the collection is absent).
fn both_ways_agree(name: &str, limit: usize, techniques: Techniques) -> usize {
    let Some(puzzles) = corpus(name, Some(limit)) else { return 0 };
    for (line, puzzle) in puzzles.iter().enumerate() {
        let board = PatternBoard::with_computed_candidates(&grid(puzzle));
        let batch = solve_with_patterns(board.clone(), techniques, false, false);
        let explained = solve_with_patterns(board, techniques, true, true);
        let at = format!("{name} line {}", line + 1);
        assert_eq!(batch.board, explained.board, "{at}: the boards differ");
        assert_eq!(batch.counts, explained.counts, "{at}: the pattern counts differ");
        assert_eq!(batch.rating, explained.rating, "{at}: the ratings differ");
        assert_eq!(explained.steps.len(), explained.counts.total(), "{at}");
    }
    puzzles.len()
}

#[test]
fn batch_rating_reaches_what_the_explained_solve_reaches() {
    let compared = both_ways_agree("17clue_49158.txt", 300, Techniques::ALL)
        + both_ways_agree("kaggle_rohanrao_20k_easy.txt", 200, Techniques::ALL)
        + both_ways_agree("magictour_top1465.txt", 120, Techniques::ALL)
        + both_ways_agree("magictour_top1465.txt", 60, Techniques::WITHOUT_UNIQUENESS);
    eprintln!("{compared} puzzles rated both ways");
}
