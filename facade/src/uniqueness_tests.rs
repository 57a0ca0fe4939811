//! The uniqueness setting end to end: hints, the steps list, the solution path, solves and
//! ratings leave out the techniques that assume one solution when the setting is off, and
//! always on a puzzle whose givens have several solutions.

use crate::{Action, HintAnswer, SolutionPath, StepsAnswer, SudokuLN, Techniques, rate_puzzle};

/// `magictour_top1465.txt` line 1: its easiest-first solve takes a Unique Rectangle type 1
/// and a Hidden Rectangle.
const TOP1465_FIRST: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

fn uses_uniqueness(ids: impl IntoIterator<Item = dn::PatternId>) -> bool {
    ids.into_iter().any(|id| crate::patterns::family_of(id).assumes_one_solution())
}

#[test]
fn with_the_setting_off_no_search_uses_a_uniqueness_technique() {
    let mut game = SudokuLN::from_text(TOP1465_FIRST).unwrap();
    assert!(game.settings().uniqueness);
    assert_eq!(game.techniques(), Techniques::ALL);
    let path: SolutionPath = game.solution_path().unwrap();
    assert!(uses_uniqueness(path.steps.iter().map(|s| s.hint.pattern)), "the path takes a rectangle");
    game.apply(Action::Uniqueness(false)).unwrap();
    assert_eq!(game.techniques(), Techniques::WITHOUT_UNIQUENESS);
    let path = game.solution_path().unwrap();
    assert!(!uses_uniqueness(path.steps.iter().map(|s| s.hint.pattern)));
    let solve = game.solve_with_patterns().unwrap();
    assert!(!uses_uniqueness(solve.counts.iter().map(|u| u.id)));
    game.undo();
    assert!(!game.settings().uniqueness, "undoing the solve keeps the setting");
    game.undo();
    assert!(game.settings().uniqueness, "the setting is undone like the other settings");
}

#[test]
fn with_the_setting_off_hints_and_the_steps_list_pass_the_rectangle_by() {
    let mut game = SudokuLN::from_text(TOP1465_FIRST).unwrap();
    let rectangle = loop {
        match game.hint(None).unwrap() {
            HintAnswer::Hint(hint) if uses_uniqueness([hint.pattern]) => break hint,
            HintAnswer::Hint(_) | HintAnswer::NoteFirst { .. } => {
                game.step(None).unwrap();
            }
            other => panic!("the solve reaches its rectangle first: {other:?}"),
        }
    };
    let listed = |game: &SudokuLN| match game.steps() {
        StepsAnswer::Steps(steps) => steps.iter().map(|h| h.pattern).collect::<Vec<_>>(),
        other => panic!("steps apply: {other}"),
    };
    assert!(listed(&game).contains(&rectangle.pattern));
    game.apply(Action::Uniqueness(false)).unwrap();
    assert!(!uses_uniqueness(listed(&game)));
    let answer = game.hint(None).unwrap();
    let hint = answer.hint().expect("another step applies");
    assert!(!uses_uniqueness([hint.pattern]), "{}", hint.pattern);
    assert!(matches!(game.hint(Some(rectangle.pattern)).unwrap(), HintAnswer::NotApplicable { .. }));
}

#[test]
fn a_rating_without_uniqueness_uses_none() {
    let grid = SudokuLN::from_text(TOP1465_FIRST).unwrap().board().grid();
    let with = rate_puzzle(&grid, Techniques::ALL);
    assert!(uses_uniqueness(with.counts.iter().map(|u| u.id)));
    let without = rate_puzzle(&grid, Techniques::WITHOUT_UNIQUENESS);
    assert!(!uses_uniqueness(without.counts.iter().map(|u| u.id)));
}

#[test]
fn a_puzzle_with_several_solutions_never_gets_uniqueness_techniques() {
    let several = format!("{}{}", &TOP1465_FIRST[..40], ".".repeat(41));
    let game = SudokuLN::from_text(&several).unwrap();
    assert!(matches!(game.givens_status(), dn::SolutionStatus::Multiple(..)));
    assert!(game.settings().uniqueness, "the setting stays on");
    assert_eq!(game.techniques(), Techniques::WITHOUT_UNIQUENESS);
}

#[test]
fn a_session_started_with_the_setting_off_keeps_it_with_nothing_to_undo() {
    let board = SudokuLN::from_text(TOP1465_FIRST).unwrap().board().clone();
    let settings = dn::TutorSettings { uniqueness: false, ..dn::TutorSettings::default() };
    let game = SudokuLN::with_settings(board, settings);
    assert!(!game.settings().uniqueness && !game.can_undo());
    assert_eq!(game.techniques(), Techniques::WITHOUT_UNIQUENESS);
}
