//! Solving with patterns and rating, through the façade.

use std::num::NonZeroUsize;
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;

use dn::{Grid, Level};

use crate::tutor_tests::{KAGGLE_FIRST, NORVIG_HARDEST_FIRST};
use crate::{SudokuLN, rate_all, rate_puzzle};

fn grid(line: &str) -> Grid {
    SudokuLN::from_text(line).unwrap().board().grid()
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
    let mut game = SudokuLN::from_text(NORVIG_HARDEST_FIRST).unwrap();
    let solve = game.solve_with_patterns().unwrap();
    if solve.solved {
        assert!(solve.difficulty.level.is_some());
    } else {
        assert_eq!(
            (solve.difficulty.id, solve.difficulty.label, solve.difficulty.level),
            ("beyond-extreme", "beyond extreme", None)
        );
        assert!(
            solve.board.empty_count() > 0
                && solve.board.empty_count()
                    < grid(NORVIG_HARDEST_FIRST).values().iter().filter(|&&v| v == 0).count()
        );
    }
    assert_eq!(game.board(), &solve.board);
}

#[test]
fn an_inconsistent_board_is_not_solved() {
    let mut line = KAGGLE_FIRST.to_string();
    line.replace_range(1..2, "6");
    let mut game = SudokuLN::from_text(&line).unwrap();
    let problems = game.solve_with_patterns().unwrap_err();
    assert_eq!(problems[0].to_string(), "f1c2 holds 6, but 6 cannot go there: the solution has 7");
}

#[test]
fn rating_one_puzzle_agrees_with_the_full_solve() {
    let rating = rate_puzzle(&grid(KAGGLE_FIRST));
    let solve = SudokuLN::from_text(KAGGLE_FIRST).unwrap().solve_with_patterns().unwrap();
    assert_eq!(rating.difficulty, solve.difficulty);
    assert_eq!(rating.counts, solve.counts);
    assert!(rating.solved);
    assert!(
        (rating.difficulty.score - rating.difficulty.cost as f32 - rating.difficulty.secondary).abs() < 1e-6
    );
}

#[test]
fn rating_many_keeps_the_input_order_on_any_number_of_threads() {
    let lines = [
        KAGGLE_FIRST,
        NORVIG_HARDEST_FIRST,
        "3.1.865.4.46521.7.5.......14..8....2.8.3479....9.5..38..4.9.2....8734.9...72.81.3",
    ];
    let puzzles: Vec<Grid> = (0..150).map(|i| grid(lines[i % 3])).collect();
    let expected: Vec<_> = lines.iter().map(|l| rate_puzzle(&grid(l))).collect();
    for threads in [1, 3] {
        let seen = Mutex::new(Vec::new());
        let progress = |done, total| seen.lock().unwrap().push((done, total));
        let ratings = rate_all(&puzzles, NonZeroUsize::new(threads), progress, &AtomicBool::new(false));
        assert_eq!(ratings.len(), 150);
        for (i, rating) in ratings.iter().enumerate() {
            assert_eq!(rating, &expected[i % 3], "puzzle {i} on {threads} threads");
        }
        let seen = seen.into_inner().unwrap();
        assert_eq!(seen.len(), 3, "one call per batch of 64");
        assert!(seen.contains(&(150, 150)), "{seen:?}");
    }
}

#[test]
fn a_cancelled_rating_returns_what_was_done() {
    let puzzles = vec![grid(KAGGLE_FIRST); 10];
    assert_eq!(rate_all(&puzzles, None, |_, _| {}, &AtomicBool::new(true)), vec![]);
    assert_eq!(rate_all(&[], None, |_, _| {}, &AtomicBool::new(false)), vec![]);
}
