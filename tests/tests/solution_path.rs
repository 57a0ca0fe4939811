//! The solution path over real puzzles: from each puzzle's start, and from a board part
//! way into its solve, the path's boards follow one another step by step, every step keeps
//! the puzzle's solution, and a solved path ends on that solution.
//!
//! Default run: 100 puzzles (20 from each of five collections). Every puzzle of those
//! collections with `cargo test -p jade-tests --test solution_path -- --ignored`.

use dn::{Grid, SudokuDN};
use facade::SudokuLN;
use jade_tests::corpus;
use ln::PatternBoard;

/// The collections the puzzles come from.
const SETS: [&str; 5] = [
    "kaggle_rohanrao_20k_easy.txt",
    "magictour_top1465.txt",
    "17clue_49158.txt",
    "norvig_top95.txt",
    "forum_hardest_1106.txt",
];

/// What the check covered.
#[derive(Debug, Default)]
struct Tally {
    paths: usize,
    solved: usize,
    steps: usize,
}

/// Whether every value of `board` agrees with `solution`.
fn agrees(board: &SudokuDN, solution: &Grid) -> bool {
    board.grid().values().iter().zip(solution.values()).all(|(&value, &truth)| value == 0 || value == truth)
}

/// Panics unless the path of `game` replays step by step and keeps `solution`.
fn check(game: &SudokuLN, solution: &Grid, puzzle: &str, tally: &mut Tally) {
    let path = game.solution_path().expect("a sound board has a path");
    for (taken, step) in path.steps.iter().enumerate() {
        let before = path.board_at(taken).expect("every step has a board before it");
        let mut board = PatternBoard::from_dn(before);
        assert!(board.apply(&step.hint), "{puzzle}: step {} changes its board", taken + 1);
        let mut after = before.clone();
        board.write_into(&mut after);
        assert_eq!(&after, &step.board, "{puzzle}: the board after step {}", taken + 1);
        assert!(agrees(&step.board, solution), "{puzzle}: step {} keeps the solution", taken + 1);
    }
    assert_eq!(path.solved, path.end().is_solved(), "{puzzle}");
    if path.solved {
        assert_eq!(&path.end().grid(), solution, "{puzzle}: a solved path ends on the solution");
        tally.solved += 1;
    }
    tally.paths += 1;
    tally.steps += path.len();
}

fn run(per_set: Option<usize>) {
    let mut tally = Tally::default();
    for name in SETS {
        let Some(puzzles) = corpus(name, per_set) else { continue };
        for (number, puzzle) in puzzles.iter().enumerate() {
            let mut game = SudokuLN::from_text(puzzle).expect("a puzzle of the collection");
            let solution = game.solution().expect("one solution").clone();
            check(&game, &solution, puzzle, &mut tally);
            for _ in 0..number % 30 {
                if game.step(None).expect("a sound board").hint().is_none() {
                    break;
                }
            }
            check(&game, &solution, puzzle, &mut tally);
        }
    }
    eprintln!("solution paths: {tally:?}");
}

#[test]
fn the_path_replays_to_the_solution_on_100_puzzles() {
    run(Some(20));
}

#[test]
#[ignore = "every puzzle of the five collections; run with --ignored"]
fn the_path_replays_to_the_solution_on_whole_collections() {
    run(None);
}
