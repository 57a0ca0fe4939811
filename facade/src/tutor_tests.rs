//! The tutor's operations and the candidate-consistency answers, on real boards.

use dn::{CandidateSet, Digit, Grid, SudokuDN};

use crate::{FacadeError, HintAnswer, Problem, SudokuLN};

/// Thesis figure 2.1 (a unique puzzle), and its solution.
pub(crate) const FIG_2_1: &str =
    ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";
const FIG_2_1_SOLUTION: &str =
    "684972315372165498915348627796514283453829761128736954547691832839257146261483579";
/// The first puzzle of `kaggle_rohanrao_20k_easy.txt`; singles solve it in 44 steps.
pub(crate) const KAGGLE_FIRST: &str =
    ".7.....43.4...961.8..6349...94.52...35846..2....8..53..8..7..919.21....5..7.4.8.2";
/// The first puzzle of `norvig_hardest11.txt`: singles alone get stuck at once
/// (Locked Candidates then finish it).
pub(crate) const NORVIG_HARDEST_FIRST: &str =
    "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";

/// A 16×16 puzzle with one solution (`jade generate --size 16 --seed 11`): the patterns get
/// stuck on it (Nested Forcing Nets, the last of them, run out of their work budget).
pub(crate) const STUCK_SIXTEEN: &str = ".G.A7...6.8B.2F.....A..G..E.D.75.4....D..3..9....2.815...FG..E.B...C.D..............5.4.DA9...G......C..F7B..D1....F.A.E.6....C....3...68.5..1.A.......D.97F....7A.4B..2..3.F...G.CB..1.4...57....F.2.B...C5...9....G....4..C5A..5...9F..G1.26.8A321..C.........";

/// The pattern written `id`.
fn pid(id: &str) -> dn::PatternId {
    crate::pattern_id(id).unwrap()
}

fn game(line: &str) -> SudokuLN {
    SudokuLN::from_text(line).unwrap()
}

fn digit(n: u8) -> Digit {
    Digit::new(n).unwrap()
}

#[test]
fn a_hint_on_a_board_without_candidates_uses_computed_ones_and_is_true() {
    let game = game(KAGGLE_FIRST);
    let solution = game.check(crate::Engine::Fast).status.unique().cloned().unwrap();
    let HintAnswer::Hint(hint) = game.hint(None).unwrap() else { panic!("a single applies") };
    assert_eq!(hint.pattern, pid("hidden-single"));
    assert!(!hint.explanation.is_empty());
    for placement in &hint.placements {
        let index = usize::from(placement.cell.row) * 9 + usize::from(placement.cell.col);
        assert_eq!(solution.digit(index), Some(placement.digit), "{placement}");
    }
    assert_eq!(game.board(), SudokuLN::from_text(KAGGLE_FIRST).unwrap().board(), "a hint changes nothing");
}

#[test]
fn a_selected_pattern_that_does_not_apply_says_so() {
    let game = game(".84972315372165498915348627796514283453829761128736954547691832839257146261483579");
    let answer = game.hint(Some(pid("x-wing"))).unwrap();
    assert_eq!(answer, HintAnswer::NotApplicable { pattern: "X-Wing" });
    assert_eq!(answer.to_string(), "X-Wing does not apply here");
    assert_eq!(answer.kind(), "not-applicable");
}

#[test]
fn an_unknown_pattern_is_an_error_naming_the_valid_ids() {
    let error = crate::pattern_id("no-such-pattern").unwrap_err();
    let registered: Vec<_> = ln::patterns::PATTERNS.iter().map(|p| p.info().id.as_str()).collect();
    assert!(
        matches!(&error, FacadeError::UnknownPattern { id, valid } if id == "no-such-pattern" && *valid == registered)
    );
    assert!(!error.is_puzzle_problem());
}

#[test]
fn the_players_own_candidates_drive_the_hint() {
    let mut board = game(FIG_2_1).board().clone();
    let mut with_candidates = SudokuLN::new(board.clone());
    with_candidates.compute_candidates();
    board = with_candidates.board().clone();
    board[(0, 0)].candidates = [digit(6)].into_iter().collect::<CandidateSet>();
    let HintAnswer::Hint(hint) = SudokuLN::new(board).hint(Some(pid("naked-single"))).unwrap() else {
        panic!("f1c1 shows one candidate")
    };
    assert_eq!(hint.placements[0].to_string(), "f1c1=6");
    let computed = with_candidates.hint(Some(pid("naked-single"))).unwrap();
    assert!(!matches!(computed, HintAnswer::Hint(h) if h.placements[0].to_string() == "f1c1=6"));
}

#[test]
fn a_cell_that_lost_its_true_digit_is_one_sentence_without_digits() {
    let mut game = game(FIG_2_1);
    game.compute_candidates();
    let mut board = game.board().clone();
    board[(0, 0)].candidates = [digit(3)].into_iter().collect::<CandidateSet>();
    let game = SudokuLN::new(board);
    let answer = game.hint(None).unwrap();
    let problem = Problem::Deviations { wrong_values: 0, lost_digits: 1 };
    assert_eq!(answer, HintAnswer::Inconsistent(vec![problem]));
    assert_eq!(
        answer.to_string(),
        "no sound hint is possible: a cell has lost its true digit from its candidates: show the deviations to see where"
    );
    assert_eq!(answer.remedy(), Some(crate::Action::ShowDeviations));
    let deviations = game.deviations().unwrap();
    assert_eq!(deviations.lost_digits, vec!["f1c1".parse().unwrap()]);
    assert!(deviations.wrong_values.is_empty());
}

#[test]
fn a_wrong_placed_value_is_counted_without_its_digit() {
    let mut board = game(FIG_2_1).board().clone();
    board[(0, 0)].value = Some(digit(3));
    board[(0, 2)].value = Some(digit(6));
    let game = SudokuLN::new(board);
    let answer = game.hint(None).unwrap();
    assert_eq!(
        answer.to_string(),
        "no sound hint is possible: 2 of your values are wrong: show the deviations to see where"
    );
    let deviations = game.deviations().unwrap();
    assert_eq!(deviations.wrong_values, vec!["f1c1".parse().unwrap(), "f1c3".parse().unwrap()]);
    assert_eq!(deviations.to_string(), "wrong values: f1c1, f1c3");
}

#[test]
fn a_wrong_given_is_located_when_it_alone_explains_the_contradiction() {
    let mut line = KAGGLE_FIRST.to_string();
    line.replace_range(1..2, "6");
    let answer = game(&line).hint(None).unwrap();
    let HintAnswer::Inconsistent(problems) = &answer else { panic!("f1c2 is wrong") };
    assert_eq!(problems, &vec![Problem::NoSolution { suspects: vec!["f1c2".parse().unwrap()] }]);
    assert_eq!(
        answer.to_string(),
        "no sound hint is possible: the puzzle has no solution; the value in f1c2 is probably wrong"
    );
}

#[test]
fn a_contradiction_several_values_could_explain_lists_them() {
    let mut line = FIG_2_1.to_string();
    line.replace_range(0..1, "3");
    let HintAnswer::Inconsistent(problems) = game(&line).hint(None).unwrap() else { panic!("no solution") };
    let [Problem::NoSolution { suspects }] = problems.as_slice() else { panic!("{problems:?}") };
    assert!(suspects.len() > 1 && suspects.contains(&"f1c1".parse().unwrap()), "{suspects:?}");
    assert!(
        problems[0]
            .to_string()
            .starts_with("the puzzle has no solution; one of these values is probably wrong: ")
    );
}

#[test]
fn broken_rules_and_ambiguous_puzzles_are_reported() {
    let mut line = FIG_2_1.to_string();
    line.replace_range(0..1, "8");
    let HintAnswer::Inconsistent(problems) = game(&line).hint(None).unwrap() else {
        panic!("two 8s in row 1")
    };
    assert!(matches!(problems[0], Problem::BrokenRule(_)), "{problems:?}");
    let empty = SudokuLN::new(SudokuDN::empty(dn::Geometry::NINE));
    assert_eq!(empty.hint(None).unwrap(), HintAnswer::Inconsistent(vec![Problem::SeveralSolutions]));
}

#[test]
fn a_solved_board_needs_no_hint() {
    assert_eq!(game(FIG_2_1_SOLUTION).hint(Some(pid("naked-single"))).unwrap(), HintAnswer::Solved);
}

#[test]
fn a_step_places_a_value_that_is_not_a_given_and_clears_its_peers() {
    let mut game = game(KAGGLE_FIRST);
    let HintAnswer::Hint(hint) = game.step(None).unwrap() else { panic!("a single applies") };
    let placed = hint.placements[0];
    let cell = game.board().index_of_name(&placed.cell.to_string()).unwrap();
    assert_eq!(game.board()[cell].value, Some(placed.digit));
    assert!(!game.board()[cell].given);
    assert!(game.board().peers(cell).all(|peer| !game.board()[peer].candidates.contains(placed.digit)));
    assert!(!ln::candidates::has_candidates(game.board()), "a single notes no candidates");
    let HintAnswer::Hint(next) = game.step(None).unwrap() else { panic!("another single applies") };
    assert_ne!(next, hint);
}

#[test]
fn singles_solve_an_easy_puzzle_and_stop_on_a_hard_one() {
    let mut easy = game(KAGGLE_FIRST);
    let steps = easy.singles().unwrap();
    assert_eq!(steps.len(), 44);
    assert!(easy.board().is_solved());
    let solution = Grid::new(dn::Geometry::NINE, easy.board().grid().values().to_vec()).unwrap();
    assert!(solution.is_solution_of(&easy.board().givens()));
    let mut hard = game(NORVIG_HARDEST_FIRST);
    let steps = hard.singles().unwrap();
    assert!(!hard.board().is_solved(), "after {} singles", steps.len());
    for single in ["hidden-single", "naked-single"] {
        assert!(
            matches!(hard.hint(Some(pid(single))).unwrap(), HintAnswer::NotApplicable { .. }),
            "{single}"
        );
    }
    let before = hard.board().clone();
    assert_eq!(hard.singles().unwrap(), vec![]);
    assert_eq!(hard.board(), &before, "nothing applied, nothing written");
}

#[test]
fn singles_refuse_an_inconsistent_board() {
    let mut board = game(FIG_2_1).board().clone();
    board[(0, 0)].value = Some(digit(3));
    let mut game = SudokuLN::new(board.clone());
    assert!(matches!(game.singles(), Err(FacadeError::Rejected(crate::Refusal::Unsound(p))) if p.len() == 1));
    assert_eq!(game.board(), &board);
}

#[test]
fn when_logic_is_stuck_the_hint_says_so() {
    let mut game = game(STUCK_SIXTEEN);
    let solve = game.solve_with_patterns().unwrap();
    assert!(!solve.solved);
    let answer = game.hint(None).unwrap();
    assert_eq!(answer, HintAnswer::NothingApplies);
    assert!(answer.to_string().contains("stuck"));
}

#[test]
fn once_the_patterns_have_solved_the_hardest_norvig_puzzle_the_hint_says_solved() {
    let mut game = game(NORVIG_HARDEST_FIRST);
    assert!(game.solve_with_patterns().unwrap().solved);
    let answer = game.hint(None).unwrap();
    assert_eq!(answer, HintAnswer::Solved);
    assert!(answer.to_string().contains("solved"));
}
