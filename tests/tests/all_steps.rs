//! "All steps" over real boards: on mid-solve boards from the shared collections,
//! `SudokuLN::steps` lists every pattern whose restricted hint (`hint --pattern ID`) applies
//! there, with exactly that hint, and nothing else, easiest first.
//!
//! Default run: 200 boards (40 from each of five collections, each walked a different
//! number of steps into its solve). Every puzzle of those collections with
//! `cargo test -p jade-tests --test all_steps -- --ignored`.

use facade::{StepsAnswer, SudokuLN};
use jade_tests::corpus;

/// The collections the boards come from.
const SETS: [&str; 5] = [
    "kaggle_rohanrao_20k_easy.txt",
    "magictour_top1465.txt",
    "17clue_49158.txt",
    "norvig_top95.txt",
    "forum_hardest_1106.txt",
];

/// What the comparison covered.
#[derive(Debug, Default)]
struct Tally {
    boards: usize,
    listed: usize,
    stuck: usize,
}

/// A session on `puzzle` walked `walk` easiest steps into its solve, stopping on the last
/// board that is not yet solved.
fn mid_solve(puzzle: &str, walk: usize) -> SudokuLN {
    let mut game = SudokuLN::from_text(puzzle).expect("a puzzle of the collection");
    for _ in 0..walk {
        let before = game.clone();
        let answer = game.step(None).expect("a sound board");
        match answer.hint() {
            Some(_) if !game.board().is_solved() => {}
            Some(_) => return before,
            None => break,
        }
    }
    game
}

/// Panics unless the steps of `game` are exactly the restricted hints that apply.
fn compare(game: &SudokuLN, puzzle: &str, tally: &mut Tally) {
    let answer = game.steps();
    let steps = match &answer {
        StepsAnswer::Steps(steps) => steps.as_slice(),
        StepsAnswer::NothingApplies => &[],
        other => panic!("{puzzle}: an unsolved, sound board, yet: {other}"),
    };
    for id in ln::patterns::PATTERNS.iter().map(|p| p.info().id) {
        let listed = steps.iter().find(|step| step.pattern == id);
        let answer = game.hint(Some(id)).expect("a hint answer");
        match answer.hint() {
            Some(hint) => assert_eq!(listed, Some(hint), "{puzzle}: {id}"),
            None => {
                assert!(listed.is_none(), "{puzzle}: {id} is listed, yet `hint --pattern` says: {answer}")
            }
        }
    }
    let position = ln::patterns::position;
    assert!(
        steps.windows(2).all(|w| position(w[0].pattern) < position(w[1].pattern)),
        "{puzzle}: easiest first"
    );
    tally.boards += 1;
    tally.listed += steps.len();
    tally.stuck += usize::from(steps.is_empty());
}

fn run(per_set: Option<usize>) {
    let mut tally = Tally::default();
    for name in SETS {
        let Some(puzzles) = corpus(name, per_set) else { continue };
        for (number, puzzle) in puzzles.iter().enumerate() {
            compare(&mid_solve(puzzle, number * 7 % 45), puzzle, &mut tally);
        }
    }
    eprintln!("all steps: {tally:?}");
}

#[test]
fn steps_list_exactly_the_patterns_that_apply_on_200_boards() {
    run(Some(40));
}

#[test]
#[ignore = "every puzzle of the five collections; run with --ignored"]
fn steps_list_exactly_the_patterns_that_apply_on_whole_collections() {
    run(None);
}
