//! The statistics a session gives: a finished game's record, the help counted on the way
//! (hints per reveal level, tutor steps, mistakes), kept across undo and a saved session,
//! and recorded once in a real SQLite file. Board: the first kaggle puzzle (`tutor_tests`).

use std::time::Duration;

use dn::{Coord, Digit};

use crate::tutor_tests::KAGGLE_FIRST;
use crate::{Action, SudokuLN};

fn game() -> SudokuLN {
    SudokuLN::from_text(KAGGLE_FIRST).unwrap()
}

/// Places the true digit in every empty cell, one move each, as a player would.
fn solve_by_hand(game: &mut SudokuLN) {
    let solution = game.solution().unwrap().clone();
    let empty: Vec<(Coord, Digit)> = game
        .board()
        .cells()
        .filter(|(_, cell)| cell.is_empty())
        .map(|(index, _)| (game.board().geometry().coord(index), solution.digit(index.index()).unwrap()))
        .collect();
    for (cell, digit) in empty {
        game.apply(Action::SetValue(cell, digit)).unwrap();
    }
}

/// An empty cell and a digit that is not its true one.
fn wrong_move(game: &SudokuLN) -> (Coord, Digit) {
    let solution = game.solution().unwrap();
    let (index, _) = game.board().cells().find(|(_, cell)| cell.is_empty()).unwrap();
    let truth = solution.digit(index.index()).unwrap();
    let wrong = Digit::new(truth.get() % 9 + 1).unwrap();
    (game.board().geometry().coord(index), wrong)
}

#[test]
fn a_game_solved_alone_is_finished_with_its_level_and_no_help() {
    let mut game = game();
    assert!(game.finished_game().is_none(), "not solved yet");
    solve_by_hand(&mut game);
    let record = game.finished_game().expect("the board is solved");
    assert_eq!(record.puzzle, KAGGLE_FIRST);
    assert_eq!(record.side, 9);
    let difficulty = crate::rate_puzzle(&game.board().givens(), crate::Techniques::ALL).difficulty;
    assert_eq!(record.level.as_deref(), Some(difficulty.id));
    let rating = difficulty.explainer.expect("a puzzle solved by singles has a hardest step").rating;
    assert_eq!(record.rating, Some(rating.value()));
    assert_eq!((record.tutor_steps, record.mistakes, record.hints.total()), (0, 0, 0));
    assert!(record.solved_alone() && record.techniques.is_empty());
    assert_eq!(record.time, game.elapsed());
}

#[test]
fn hints_steps_and_mistakes_are_counted_and_undo_takes_none_back() {
    let mut game = game();
    for _ in 0..3 {
        game.apply(Action::HintMore).unwrap();
    }
    let pattern = game.view().hint.expect("a hint at level 3").pattern;
    game.apply(Action::HintMore).unwrap();
    game.apply(Action::Undo).unwrap();
    let (cell, digit) = wrong_move(&game);
    game.apply(Action::SetValue(cell, digit)).unwrap();
    game.apply(Action::ShowDeviations).unwrap();
    game.apply(Action::ShowDeviations).unwrap();
    game.apply(Action::ClearValue(cell)).unwrap();
    let empty = game.board().empty_count() as u32;
    game.apply(Action::SolveTrialAndError).unwrap();
    let record = game.finished_game().expect("solved by the tutor");
    assert_eq!((record.hints.area, record.hints.technique, record.hints.full), (1, 1, 1));
    assert_eq!(record.tutor_steps, 1 + empty, "the applied hint and every value filled in");
    assert_eq!(record.mistakes, 1, "one cell, however often it was found");
    assert!(!record.solved_alone());
    let technique = record.techniques.iter().find(|t| t.pattern == pattern).expect("the hint's technique");
    assert_eq!((technique.hints.total(), technique.tutor_steps), (3, 1));
}

#[test]
fn a_broken_rule_counts_the_placed_cells_not_the_givens() {
    let mut game = game();
    let board = game.board().clone();
    let (given, _) = board.cells().find(|(_, cell)| cell.given).unwrap();
    let given_digit = board[given].value.unwrap();
    let geometry = board.geometry();
    let row = geometry.row_of(given);
    let (clash, _) =
        board.cells().find(|(index, cell)| cell.is_empty() && geometry.row_of(*index) == row).unwrap();
    game.apply(Action::SetValue(geometry.coord(clash), given_digit)).unwrap();
    game.apply(Action::CheckRules).unwrap();
    let tally = &game.tally;
    assert_eq!(tally.mistakes.iter().copied().collect::<Vec<_>>(), [geometry.coord(clash)]);
}

#[test]
fn a_saved_session_keeps_its_help_and_its_key() {
    let mut game = game();
    game.apply(Action::Hint(None)).unwrap();
    let reloaded = SudokuLN::from_session_json(&game.session_json()).unwrap();
    assert_eq!(reloaded.tally, game.tally);
    let old_file = game.session_json().replace("\"tally\"", "\"ignored\"");
    let old = SudokuLN::from_session_json(&old_file).unwrap();
    assert!(
        old.tally.hints.is_empty() && old.tally.key != game.tally.key,
        "a file without a tally starts one"
    );
}

#[test]
fn a_new_board_written_is_a_new_game() {
    let mut game = game();
    game.apply(Action::Hint(None)).unwrap();
    let key = game.tally.key.clone();
    game.apply(Action::WriteNew(game.board().geometry())).unwrap();
    assert_ne!(game.tally.key, key);
    assert!(game.tally.hints.is_empty());
}

#[test]
fn a_finished_game_is_recorded_once_in_the_database() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("stats.sqlite3");
    let mut game = game();
    solve_by_hand(&mut game);
    let record = game.finished_game().unwrap();
    assert!(crate::record_game(Some(&path), &record).unwrap());
    game.apply(Action::Undo).unwrap();
    solve_by_hand(&mut game);
    assert!(!crate::record_game(Some(&path), &game.finished_game().unwrap()).unwrap(), "the same game");
    let summary = crate::open_statistics(Some(&path)).unwrap().summary().unwrap();
    assert_eq!((summary.games, summary.alone), (1, 1));
    assert!(summary.levels[0].best.is_some_and(|best| best <= Duration::from_secs(60)));
}
