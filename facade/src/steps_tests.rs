//! The steps available now ("All steps") on real boards: the list is exactly what a hint
//! restricted to each pattern gives, easiest first.

use dn::Digit;

use crate::tutor_tests::{KAGGLE_FIRST, NORVIG_HARDEST_FIRST};
use crate::{Action, FacadeError, HintAnswer, Outcome, Refusal, StepsAnswer, SudokuLN};

/// Thesis figure 2.1: several patterns apply at the start.
const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

fn game(line: &str) -> SudokuLN {
    SudokuLN::from_text(line).unwrap()
}

/// Panics unless `game.steps()` lists exactly the patterns a restricted hint finds, each
/// with that hint, easiest first; returns how many were listed.
fn assert_steps_match_hints(game: &SudokuLN) -> usize {
    let StepsAnswer::Steps(steps) = game.steps() else { panic!("steps apply: {}", game.steps()) };
    for id in ln::patterns::PATTERNS.iter().map(|p| p.info().id) {
        let listed = steps.iter().find(|s| s.pattern == id);
        let answer = game.hint(Some(id)).unwrap();
        match answer.hint() {
            Some(hint) => assert_eq!(listed, Some(hint), "{id}"),
            None => assert!(listed.is_none(), "{id} is listed, yet its hint says: {answer}"),
        }
    }
    let answer = game.hint(None).unwrap();
    let easiest = answer.hint().expect("a hint applies");
    assert_eq!(&steps[0], easiest, "the easiest step comes first");
    let position = ln::patterns::position;
    assert!(steps.windows(2).all(|w| position(w[0].pattern) < position(w[1].pattern)), "easiest first");
    steps.len()
}

#[test]
fn the_steps_are_the_hints_of_every_pattern_that_applies() {
    assert!(assert_steps_match_hints(&game(FIG_2_1)) >= 5, "figure 2.1 has many steps at the start");
    assert_steps_match_hints(&game(KAGGLE_FIRST));
    assert_steps_match_hints(&game(NORVIG_HARDEST_FIRST));
}

#[test]
fn the_steps_read_the_players_own_candidates() {
    let mut game = game(FIG_2_1);
    game.compute_candidates();
    let before = game.steps();
    let first = before.steps()[0].clone();
    for elimination in &first.eliminations {
        game.toggle_candidates(elimination.cell, &[elimination.digit]).unwrap();
    }
    let after = game.steps();
    assert!(!after.steps().contains(&first), "a step the player already took is not listed again");
    assert_steps_match_hints(&game);
}

#[test]
fn a_solved_or_wrong_board_lists_no_steps_and_says_why() {
    let solved = "684972315372165498915348627796514283453829761128736954547691832839257146261483579";
    assert_eq!(game(solved).steps(), StepsAnswer::Solved);
    let mut wrong = game(KAGGLE_FIRST);
    wrong.set_value("f1c1".parse().unwrap(), Digit::new(1).unwrap()).unwrap();
    let answer = wrong.steps();
    assert!(matches!(&answer, StepsAnswer::Inconsistent(p) if !p.is_empty()), "{answer:?}");
    assert!(answer.steps().is_empty());
    assert!(matches!(wrong.apply(Action::Steps), Err(FacadeError::Rejected(Refusal::NoSoundHint(_)))));
}

#[test]
fn choosing_a_step_shows_it_as_the_hint_and_changes_nothing() {
    let mut game = game(FIG_2_1);
    let board = game.board().clone();
    let Outcome::Steps(answer) = game.apply(Action::Steps).unwrap() else { panic!("a list") };
    let third = answer.steps()[2].clone();
    let outcome = game.apply(Action::ShowStep(2)).unwrap();
    assert_eq!(outcome, Outcome::Hint(HintAnswer::Hint(third.clone())));
    assert_eq!(game.view().hint, Some(third));
    assert_eq!(game.board(), &board);
    assert!(!game.can_undo(), "showing a step is no move");
    let count = answer.steps().len();
    let error = game.apply(Action::ShowStep(count)).unwrap_err();
    assert_eq!(
        error.to_string(),
        format!("there is no step {}: the steps are numbered 1 to {count}", count + 1)
    );
}
