//! The tutor on the boards learners really have (issue 13): mid-solve boards of the shared
//! collections, with the player's pencil marks (a) absent, (b) noted in a random half of the
//! empty cells, as the candidates logic allows there or as random subsets that keep the
//! true digit, and (c) noted everywhere with one true digit removed. On each, `hint` gives
//! a hint or one sentence saying why not, never more than one sentence about missing
//! marks; every hint is found again by its own pattern on the board the player sees (so
//! the player can deduce it) and agrees with the solution; a step keeps the board sound.
//!
//! Default run: 500 boards (125 from each of four collections; fewer when a puzzle's
//! solve has no step), about a second. 1,000 boards:
//! `cargo test -p jade-facade --test learner_boards -- --ignored --nocapture`.

use std::collections::BTreeMap;
use std::path::PathBuf;

use dn::{CandidateSet, Coord, Grid, Hint, SudokuDN};
use facade::{HintAnswer, Problem, SudokuLN};
use ln::PatternBoard;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// The collections the boards come from: everyday puzzles and hard ones.
const SETS: [&str; 4] =
    ["kaggle_rohanrao_20k_easy.txt", "17clue_49158.txt", "magictour_top1465.txt", "forum_hardest_1106.txt"];

/// The player's pencil marks on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Marks {
    /// (a) None at all.
    None,
    /// (b) A random half of the empty cells, with the candidates logic allows there.
    HalfAllowed,
    /// (b') A random half of the empty cells, with random subsets that keep the true digit.
    HalfSubsets,
    /// (c) Every empty cell, one of which lost its true digit.
    OneTrueDigitLost,
}

/// The puzzles of a shared collection, or `None` when `../shared/data` is absent.
fn puzzles(name: &str) -> Option<Vec<String>> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/data").join(name);
    let text = std::fs::read_to_string(&path).ok()?;
    Some(text.lines().filter(|l| l.len() == 81).map(String::from).collect())
}

/// `puzzle` solved by patterns part of the way (a random number of steps, never to the
/// end), as values and the candidates logic leaves: `None` when no pattern applies at all.
fn mid_solve(puzzle: &str, rng: &mut StdRng) -> Option<(Grid, PatternBoard)> {
    let values = puzzle.bytes().map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 }).collect();
    let givens = Grid::new(dn::Geometry::NINE, values).expect("an 81-cell puzzle");
    let start = PatternBoard::with_computed_candidates(&givens);
    let report = ln::patterns::solve_with_patterns(start.clone(), ln::patterns::Techniques::ALL, true, false);
    if report.steps.is_empty() {
        return None;
    }
    let mut board = start;
    for step in &report.steps[..rng.random_range(0..report.steps.len())] {
        board.apply(step);
    }
    Some((givens, board))
}

/// The player's board: the givens, the values logic placed so far (not givens), and the
/// pencil marks of `marks`.
fn player_board(
    givens: &Grid,
    mid: &PatternBoard,
    solution: &Grid,
    marks: Marks,
    rng: &mut StdRng,
) -> SudokuDN {
    let mut board = SudokuDN::from_grid(givens);
    let geometry = board.geometry();
    let empty: Vec<dn::CellIndex> = geometry.cells().filter(|&c| mid.value(c).is_none()).collect();
    for cell in geometry.cells() {
        if board[cell].value.is_none() {
            board[cell].value = mid.value(cell);
        }
    }
    let truth = |cell: dn::CellIndex| solution.digit(cell.index()).expect("a solved grid");
    match marks {
        Marks::None => {}
        Marks::HalfAllowed | Marks::HalfSubsets => {
            for &cell in &empty {
                if !rng.random_bool(0.5) {
                    continue;
                }
                let mut noted = mid.candidates(cell);
                if marks == Marks::HalfSubsets {
                    noted = noted.iter().filter(|&d| d == truth(cell) || rng.random_bool(0.6)).collect();
                }
                board[cell].candidates = noted;
            }
        }
        Marks::OneTrueDigitLost => {
            for &cell in &empty {
                board[cell].candidates = mid.candidates(cell);
            }
            let several: Vec<_> = empty.iter().filter(|&&c| mid.candidates(c).len() > 1).collect();
            if !several.is_empty() {
                let &cell = several[rng.random_range(0..several.len())];
                board[cell].candidates.remove(truth(cell));
            }
        }
    }
    board
}

/// The board the player sees, built here independently of the tutor: the noted
/// candidates, and every candidate the values allow in a cell with none noted.
fn seen(board: &SudokuDN) -> PatternBoard {
    let mut seen = board.clone();
    for (cell, state) in board.cells() {
        if state.is_empty() && state.candidates.is_empty() {
            seen[cell].candidates = CandidateSet::full(board.geometry().side());
        }
    }
    PatternBoard::from_dn(&seen)
}

/// Panics unless `hint` is deducible on what the player sees (its pattern finds it there
/// again) and sound (it places true digits and removes false ones).
fn assert_deducible_and_sound(board: &SudokuDN, hint: &Hint, solution: &Grid, what: &str) {
    let pattern = ln::patterns::by_id(hint.pattern).expect("a registered pattern");
    let again = pattern.find(&seen(board), true);
    assert_eq!(
        again.as_ref(),
        Some(hint),
        "{what}: {} is not found again on the board the player sees",
        hint.name
    );
    let truth = |cell: Coord| solution.digit(usize::from(cell.row) * 9 + usize::from(cell.col));
    for placement in &hint.placements {
        assert_eq!(
            truth(placement.cell),
            Some(placement.digit),
            "{what}: {} places a wrong digit",
            hint.name
        );
    }
    for elimination in &hint.eliminations {
        assert_ne!(
            truth(elimination.cell),
            Some(elimination.digit),
            "{what}: {} removes a true digit",
            hint.name
        );
    }
}

/// What the tutor answered, for the tally.
fn kind(answer: &HintAnswer) -> &'static str {
    match answer {
        HintAnswer::Hint(_) => "hint",
        HintAnswer::NoteFirst { .. } => "hint, note its cells first",
        HintAnswer::StaleCandidates(_) => "clean stale candidates",
        HintAnswer::NothingApplies => "sentence: logic is stuck",
        HintAnswer::Inconsistent(_) => "sentence: show the deviations",
        HintAnswer::NotApplicable { .. } => "not applicable",
        HintAnswer::Solved => "solved",
    }
}

/// Checks the tutor's answer on one board with `marks`; returns its kind.
fn check(board: SudokuDN, solution: &Grid, marks: Marks, what: &str) -> &'static str {
    let mut game = SudokuLN::new(board);
    let answer = game.hint(None).expect("a hint answer");
    let said = answer.to_string();
    assert!(!said.contains('\n'), "{what}: one sentence, not: {said}");
    assert!(said.matches("note the candidates").count() <= 1, "{what}: {said}");
    match &answer {
        HintAnswer::Hint(hint) => assert_deducible_and_sound(game.board(), hint, solution, what),
        HintAnswer::NoteFirst { hint, cells } => {
            assert_deducible_and_sound(game.board(), hint, solution, what);
            assert!(!cells.is_empty(), "{what}");
            for &cell in cells {
                let own = hint.cells.iter().any(|c| c.cell == cell)
                    || hint.eliminations.iter().chain(&hint.placements).any(|c| c.cell == cell);
                let state = &game.board()[cell];
                assert!(own && state.is_empty() && state.candidates.is_empty(), "{what}: {cell} in {said}");
            }
        }
        HintAnswer::Inconsistent(problems) => {
            assert_eq!(marks, Marks::OneTrueDigitLost, "{what}: {said}");
            assert_eq!(problems, &vec![Problem::Deviations { wrong_values: 0, lost_digits: 1 }], "{what}");
            let deviations = game.deviations().expect("one solution");
            assert_eq!((deviations.wrong_values.len(), deviations.lost_digits.len()), (0, 1), "{what}");
        }
        HintAnswer::NothingApplies => {}
        other => panic!("{what}: unexpected answer on a mid-solve board: {other}"),
    }
    if answer.hint().is_some() {
        game.step(None).expect("a step");
        assert!(game.deviations().expect("one solution").is_empty(), "{what}: the step broke the board");
        let next = game.hint(None).expect("a hint answer");
        assert!(!matches!(next, HintAnswer::StaleCandidates(_)), "{what}: the step left stale marks");
    }
    kind(&answer)
}

/// Runs the check on `per_set` mid-solve boards of each collection (its first puzzles on
/// which logic takes at least one step) and prints the tally.
fn run(per_set: usize) {
    let mut tally: BTreeMap<(Marks, &str), usize> = BTreeMap::new();
    let mut boards = 0;
    for name in SETS {
        let Some(lines) = puzzles(name) else {
            eprintln!("skipped: ../shared/data/{name} is absent");
            return;
        };
        let mut taken = 0;
        for (number, puzzle) in lines.iter().enumerate() {
            if taken == per_set {
                break;
            }
            let mut rng = StdRng::seed_from_u64(13_000 + number as u64);
            let Some((givens, mid)) = mid_solve(puzzle, &mut rng) else { continue };
            let solution = SudokuLN::from_text(puzzle).ok().and_then(|g| g.solution().cloned());
            let solution = solution.expect("every puzzle of these collections has one solution");
            taken += 1;
            for marks in [Marks::None, Marks::HalfAllowed, Marks::HalfSubsets, Marks::OneTrueDigitLost] {
                let board = player_board(&givens, &mid, &solution, marks, &mut rng);
                let what = format!("{name} line {}: {marks:?}", number + 1);
                *tally.entry((marks, check(board, &solution, marks, &what))).or_default() += 1;
            }
        }
        boards += taken;
    }
    eprintln!("{boards} mid-solve boards:");
    for ((marks, kind), count) in &tally {
        eprintln!("  {marks:?}: {kind}: {count}");
    }
    assert_eq!(boards, per_set * SETS.len(), "every collection gives its boards");
}

#[test]
fn every_board_of_500_gets_a_deducible_sound_hint_or_one_sentence() {
    run(125);
}

#[test]
#[ignore = "1,000 boards: run with --ignored"]
fn every_board_of_1000_gets_a_deducible_sound_hint_or_one_sentence() {
    run(250);
}
