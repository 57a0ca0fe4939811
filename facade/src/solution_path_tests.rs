//! The solution path and its replay on real boards.

use dn::{Digit, SudokuDN};
use ln::PatternBoard;

use crate::tutor_tests::{KAGGLE_FIRST, STUCK_SIXTEEN};
use crate::{Action, FacadeError, Outcome, Refusal, ReplayPosition, ReplayTo, SudokuLN};

/// Thesis figure 2.1: a medium puzzle the patterns solve.
const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

fn game(line: &str) -> SudokuLN {
    SudokuLN::from_text(line).unwrap()
}

/// The board of a view's cells' values, row by row, `.` for empty.
fn drawn_values(game: &SudokuLN) -> String {
    game.view().cells.iter().map(|c| c.value.map_or('.', |d| char::from(b'0' + d.get()))).collect()
}

fn values(board: &SudokuDN) -> String {
    board.grid().to_string()
}

#[test]
fn the_path_replays_step_by_step_to_the_solution() {
    for line in [KAGGLE_FIRST, FIG_2_1] {
        let game = game(line);
        let path = game.solution_path().unwrap();
        assert!(path.solved && !path.is_empty(), "{line}");
        assert_eq!(path.end().grid(), *game.solution().unwrap(), "{line}: the end is the solution");
        assert_eq!(path.board_at(0), Some(&path.start));
        assert_eq!(path.board_at(path.len()), Some(path.end()));
        assert_eq!(path.board_at(path.len() + 1), None);
        for (taken, step) in path.steps.iter().enumerate() {
            let mut board = PatternBoard::from_dn(path.board_at(taken).unwrap());
            assert!(board.apply(&step.hint), "{line}: step {} changes its board", taken + 1);
            let mut after = path.board_at(taken).unwrap().clone();
            board.write_into(&mut after);
            assert_eq!(
                &after,
                path.board_at(taken + 1).unwrap(),
                "{line}: the board after step {}",
                taken + 1
            );
        }
        let mut solved = game.clone();
        let solve = solved.solve_with_patterns().unwrap();
        let hints: Vec<_> = path.steps.iter().map(|s| s.hint.clone()).collect();
        assert_eq!(hints, solve.steps, "{line}: the path is the solve's steps");
        assert_eq!(game, SudokuLN::from_text(line).unwrap(), "finding the path changes nothing");
    }
}

#[test]
fn the_hint_where_logic_is_stuck_names_what_it_would_take() {
    let mut game = game(STUCK_SIXTEEN);
    let solve = game.solve_with_patterns().unwrap();
    assert!(!solve.solved && solve.difficulty.level.is_none());
    let answer = game.hint(None).unwrap();
    assert_eq!(answer, crate::HintAnswer::NothingApplies);
    assert_eq!(
        answer.to_string(),
        "no pattern applies here: logic alone is stuck; the next step would take more than Nested Forcing Nets, \
         the hardest pattern, of the Forcing Chains family (trial and error can finish)"
    );
}

#[test]
fn a_path_where_logic_is_stuck_ends_there_and_a_solved_board_has_none() {
    let path = game(STUCK_SIXTEEN).solution_path().unwrap();
    assert!(!path.solved && !path.end().is_solved());
    assert_eq!(path.end().grid(), path.board_at(path.len()).unwrap().grid());
    let solved = game("684972315372165498915348627796514283453829761128736954547691832839257146261483579");
    let path = solved.solution_path().unwrap();
    assert!(path.solved && path.is_empty());
    let mut wrong = game(KAGGLE_FIRST);
    wrong.set_value("f1c1".parse().unwrap(), Digit::new(1).unwrap()).unwrap();
    assert!(matches!(wrong.solution_path(), Err(FacadeError::Rejected(Refusal::Unsound(_)))));
}

#[test]
fn replay_shows_the_board_at_a_step_and_leaves_the_game_as_it_was() {
    let mut game = game(FIG_2_1);
    game.set_value("f1c1".parse().unwrap(), Digit::new(6).unwrap()).unwrap();
    let before = game.clone();
    let path = game.solution_path().unwrap();
    let outcome = game.apply(Action::Replay(ReplayTo::After(3))).unwrap();
    let at = ReplayPosition { taken: 3, steps: path.len(), solved: true };
    assert_eq!(outcome, Outcome::Replay(Some(at)));
    assert_eq!(
        outcome.to_string(),
        format!("replay: step 4 of {}, on the board where it is taken", path.len())
    );
    let view = game.view();
    assert_eq!((view.replay, view.hint.as_ref()), (Some(at), Some(&path.steps[3].hint)));
    assert_eq!(drawn_values(&game), values(path.board_at(3).unwrap()));
    assert_eq!(game.board(), before.board(), "the game's board is unchanged");
    assert_eq!(game.memory(), before.memory(), "and so is its memory");

    let error = game.apply(Action::Replay(ReplayTo::After(path.len() + 1))).unwrap_err();
    assert_eq!(
        error.to_string(),
        format!("there is no step {}: the steps are numbered 1 to {}", path.len() + 2, path.len())
    );
    assert_eq!(game.replaying(), Some(at), "a refusal leaves the replay where it was");
    game.apply(Action::Replay(ReplayTo::End)).unwrap();
    assert_eq!(drawn_values(&game), values(path.end()));
    assert_eq!((game.view().hint, game.view().solved), (None, true));

    assert_eq!(game.apply(Action::Replay(ReplayTo::Leave)).unwrap(), Outcome::Replay(None));
    assert_eq!(game.view(), before.view(), "back to the game's own board");
    game.apply(Action::Replay(ReplayTo::After(0))).unwrap();
    game.apply(Action::Undo).unwrap();
    assert_eq!(game.replaying(), None, "a move leaves the replay");
    assert_eq!(
        game.board(),
        SudokuLN::from_text(FIG_2_1).unwrap().board(),
        "undo undid the game's last move"
    );
}
