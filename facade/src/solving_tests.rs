//! Solving with patterns and rating, through the façade.

use std::num::NonZeroUsize;

use dn::{Digit, Grid, Level, SudokuDN};

use crate::solving::{sorting_value, tenths};
use crate::tutor_tests::{KAGGLE_FIRST, NORVIG_HARDEST_FIRST, STUCK_SIXTEEN};
use crate::{
    BadPuzzle, Engine, FacadeError, Puzzle, PuzzleSolver, RateAnswer, SudokuLN, Techniques, rate_checked,
    rate_puzzle, rate_stream,
};

fn grid(line: &str) -> Grid {
    SudokuLN::from_text(line).unwrap().board().grid()
}

fn board(line: &str) -> SudokuDN {
    SudokuLN::from_text(line).unwrap().board().clone()
}

fn puzzle(line: usize, text: &str) -> Puzzle {
    Puzzle { line, board: board(text) }
}

/// The solver runs a session makes on this thread while `play` drives it.
fn solver_runs(play: impl FnOnce()) -> usize {
    let before = crate::solver_calls::runs();
    play();
    crate::solver_calls::runs() - before
}

#[test]
fn a_hint_a_step_and_a_whole_solve_share_one_solver_run() {
    let runs = solver_runs(|| {
        let mut game = SudokuLN::from_text(KAGGLE_FIRST).unwrap();
        assert!(matches!(game.hint(None).unwrap(), crate::HintAnswer::Hint(_)));
        assert!(matches!(game.step(None).unwrap(), crate::HintAnswer::Hint(_)));
        assert!(!game.singles().unwrap().is_empty());
        game.undo();
        assert!(game.solve_with_patterns().unwrap().solved);
        assert_eq!(game.check(Engine::Fast).status.name(), "unique");
        game.reset();
        game.solve_trial_and_error().unwrap();
        assert!(game.board().is_solved());
    });
    assert_eq!(runs, 1, "the givens' status is found once and kept");
}

#[test]
fn a_16_by_16_session_solves_its_givens_once() {
    // A patterned solved grid with one cell emptied in each row (so the givens have one
    // solution), read as a line of 256 characters.
    let digit = |row: usize, col: usize| (4 * (row % 4) + row / 4 + col) % 16;
    let line: String = (0..256)
        .map(|i| {
            let (row, col) = (i / 16, i % 16);
            if col == (row * 5) % 16 { '.' } else { Digit::from_index(digit(row, col)).unwrap().to_char() }
        })
        .collect();
    let runs = solver_runs(|| {
        let mut game = SudokuLN::from_text(&line).unwrap();
        for _ in 0..3 {
            assert!(matches!(game.step(None).unwrap(), crate::HintAnswer::Hint(_)));
        }
        assert!(matches!(game.hint(None).unwrap(), crate::HintAnswer::Hint(_)));
    });
    assert_eq!(runs, 1);
}

#[test]
fn changing_a_given_while_writing_finds_the_status_again() {
    let runs = solver_runs(|| {
        let mut game = SudokuLN::from_text(KAGGLE_FIRST).unwrap();
        game.hint(None).unwrap();
        game.write_new(dn::Geometry::NINE);
        game.set_value("f1c1".parse().unwrap(), dn::Digit::new(5).unwrap()).unwrap();
        assert!(matches!(game.finish_writing().unwrap(), dn::SolutionStatus::Multiple(..)));
        game.hint(None).unwrap();
    });
    assert_eq!(runs, 2, "once for the puzzle, once for the board being written");
}

#[test]
fn a_full_solve_reports_steps_counts_and_level() {
    let mut game = SudokuLN::from_text(KAGGLE_FIRST).unwrap();
    let solve = game.solve_with_patterns().unwrap();
    assert!(solve.solved);
    assert_eq!(solve.steps.len(), 44);
    assert_eq!(solve.counts.iter().map(|u| u.count).sum::<usize>(), 44);
    assert!(solve.counts.iter().all(|u| u.count > 0 && !u.name.is_empty()));
    assert!(solve.steps.iter().all(|s| !s.explanation.is_empty()));
    let level = solve.difficulty.level.unwrap();
    assert!(level <= Level::Easy, "{level}");
    assert_eq!(solve.difficulty.id, level.id());
    assert!(solve.board.is_solved() && game.board() == &solve.board);
    assert!(solve.board.grid().is_solution_of(&grid(KAGGLE_FIRST)));
}

#[test]
fn a_stuck_solve_is_beyond_extreme_and_keeps_the_board_reached() {
    let mut game = SudokuLN::from_text(STUCK_SIXTEEN).unwrap();
    let empty_before = game.board().empty_count();
    let solve = game.solve_with_patterns().unwrap();
    assert!(!solve.solved);
    assert_eq!(
        (solve.difficulty.id, solve.difficulty.label, solve.difficulty.level),
        ("beyond-extreme", "beyond extreme", None)
    );
    assert!(solve.board.empty_count() > 0 && solve.board.empty_count() < empty_before);
    assert_eq!(game.board(), &solve.board);
}

#[test]
fn the_hardest_norvig_puzzle_is_solved_by_the_patterns_and_rated() {
    let mut game = SudokuLN::from_text(NORVIG_HARDEST_FIRST).unwrap();
    let solve = game.solve_with_patterns().unwrap();
    assert!(solve.solved && solve.board.grid().is_solution_of(&grid(NORVIG_HARDEST_FIRST)));
    assert!(solve.difficulty.level.is_some() && solve.difficulty.explainer.is_some());
    assert_eq!(game.board(), &solve.board);
}

#[test]
fn an_inconsistent_board_is_not_solved() {
    let mut line = KAGGLE_FIRST.to_string();
    line.replace_range(1..2, "6");
    let mut game = SudokuLN::from_text(&line).unwrap();
    let Err(FacadeError::Rejected(crate::Refusal::Unsound(problems))) = game.solve_with_patterns() else {
        panic!("an inconsistent board is refused")
    };
    assert_eq!(problems[0].to_string(), "the puzzle has no solution; the value in f1c2 is probably wrong");
}

#[test]
fn rating_one_puzzle_agrees_with_the_full_solve() {
    let rating = rate_puzzle(&grid(KAGGLE_FIRST), Techniques::ALL);
    let solve = SudokuLN::from_text(KAGGLE_FIRST).unwrap().solve_with_patterns().unwrap();
    assert_eq!(rating.difficulty, solve.difficulty);
    assert_eq!(rating.counts, solve.counts);
    assert!(rating.solved);
    assert!(
        (rating.difficulty.score - rating.difficulty.cost as f64 - rating.difficulty.secondary).abs() < 1e-9
    );
}

#[test]
fn rating_many_answers_in_the_input_order_on_any_number_of_threads() {
    let lines = [
        KAGGLE_FIRST,
        NORVIG_HARDEST_FIRST,
        "3.1.865.4.46521.7.5.......14..8....2.8.3479....9.5..38..4.9.2....8734.9...72.81.3",
    ];
    let expected: Vec<_> = lines.iter().map(|l| rate_puzzle(&grid(l), Techniques::ALL)).collect();
    for threads in [1, 3] {
        let entries = (0..150).map(|i| Ok(Ok(puzzle(i + 1, lines[i % 3]))));
        let mut answers = Vec::new();
        rate_stream(entries, NonZeroUsize::new(threads), Techniques::ALL, |answer| {
            answers.push(answer.unwrap().unwrap());
            true
        });
        assert_eq!(answers.len(), 150);
        for (i, rated) in answers.iter().enumerate() {
            assert_eq!(rated.puzzle.line, i + 1, "{threads} threads");
            let RateAnswer::Rated(rating, _) = &rated.answer else { panic!("{:?}", rated.answer) };
            assert_eq!(rating, &expected[i % 3], "puzzle {i} on {threads} threads");
        }
    }
}

#[test]
fn only_a_puzzle_with_one_solution_gets_a_level() {
    let mut solver = PuzzleSolver::new(Engine::Fast);
    let mut two_fives = KAGGLE_FIRST.to_string();
    let first_five = two_fives.find('5').unwrap();
    let row_start = first_five / 9 * 9;
    let free = (row_start..row_start + 9).find(|&i| &two_fives[i..=i] == ".").unwrap();
    two_fives.replace_range(free..=free, "5");
    let answer = rate_checked(&board(&two_fives), &mut solver, Techniques::ALL);
    assert!(matches!(&answer, RateAnswer::Invalid(conflicts) if !conflicts.is_empty()), "{answer:?}");
    assert_eq!(answer.status(), "invalid");
    let empty = ".".repeat(81);
    assert!(
        matches!(rate_checked(&board(&empty), &mut solver, Techniques::ALL), RateAnswer::Multiple(a, b) if a != b)
    );
    let nine_has_no_place = format!("12345678.........9{}", ".".repeat(63));
    assert_eq!(
        rate_checked(&board(&nine_has_no_place), &mut solver, Techniques::ALL),
        RateAnswer::NoSolution
    );
    let RateAnswer::Rated(rating, solution) =
        rate_checked(&board(KAGGLE_FIRST), &mut solver, Techniques::ALL)
    else {
        panic!("a proper puzzle is rated")
    };
    assert_eq!(rating, rate_puzzle(&grid(KAGGLE_FIRST), Techniques::ALL));
    assert!(solution.is_solution_of(&grid(KAGGLE_FIRST)));
}

#[test]
fn a_bad_line_or_an_input_error_passes_through_rating_in_its_place() {
    let bad = BadPuzzle { line: 2, text: Some("123".into()), error: crate::read_puzzles("123").unwrap_err() };
    let gone = std::io::Error::from(std::io::ErrorKind::NotFound);
    let io = FacadeError::Io { path: "x".into(), action: "read", source: gone };
    let entries = vec![Ok(Ok(puzzle(1, KAGGLE_FIRST))), Ok(Err(bad)), Err(io)];
    let mut kinds = Vec::new();
    rate_stream(entries.into_iter(), None, Techniques::ALL, |answer| {
        kinds.push(match answer {
            Ok(Ok(rated)) => rated.answer.status().to_string(),
            Ok(Err(bad)) => format!("line {}", bad.line),
            Err(error) => error.kind().to_string(),
        });
        true
    });
    assert_eq!(kinds, ["unique", "line 2", "io"]);
}

#[test]
fn difficulty_values_sort_by_level_first_and_print_as_people_write_them() {
    let hard = rate_puzzle(&grid(KAGGLE_FIRST), Techniques::ALL).difficulty;
    assert_eq!(hard.score.to_string(), format!("{}", hard.score));
    let value = |level, score| sorting_value(level, score);
    assert_eq!(value(Some(Level::VeryEasy), 57.0).to_string(), "1.85");
    assert_eq!(value(Some(Level::Extreme), 3.9).to_string(), "6.28");
    assert!(value(Some(Level::VeryEasy), 1e9) < value(Some(Level::Easy), 0.0));
    assert_eq!(value(Some(Level::VeryEasy), 1e9), 1.99);
    assert_eq!(value(None, 0.0), 7.0);
    assert!(value(Some(Level::Hard), 2.0) < value(Some(Level::Hard), 2.4));
    assert_eq!(serde_json::to_string(&value(Some(Level::Extreme), 3.9)).unwrap(), "6.28");
    assert_eq!(serde_json::to_string(&tenths(3.9_f32)).unwrap(), "3.9");
    assert_eq!(serde_json::to_string(&tenths(0.1_f32 * 3.0)).unwrap(), "0.3");
}
