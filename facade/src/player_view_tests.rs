//! Hints on the board the player sees: no marks, some marks, stale marks, and the
//! deviations from the solution.

use dn::{Coord, Digit, InputMode};

use crate::tutor_tests::{FIG_2_1, KAGGLE_FIRST};
use crate::{Action, HintAnswer, Outcome, SudokuLN};

fn cell(name: &str) -> Coord {
    name.parse().unwrap()
}

fn digit(n: u8) -> Digit {
    Digit::new(n).unwrap()
}

/// Thesis figure 2.1 after its singles, with only its values: the next hint needs
/// candidates.
fn values_only_after_singles() -> SudokuLN {
    let mut game = SudokuLN::from_text(FIG_2_1).unwrap();
    game.singles().unwrap();
    game.clear_candidates();
    game
}

#[test]
fn a_pattern_hint_on_a_board_without_marks_asks_for_its_own_cells_only() {
    let mut game = values_only_after_singles();
    let answer = game.hint(None).unwrap();
    let HintAnswer::NoteFirst { hint, cells } = &answer else { panic!("{answer:?}") };
    let empty = game.board().cells().filter(|(_, c)| c.is_empty()).count();
    assert!(!cells.is_empty() && cells.len() < empty, "{} of {empty} cells", cells.len());
    for noted in cells {
        let named =
            hint.cells.iter().any(|c| c.cell == *noted) || hint.eliminations.iter().any(|e| e.cell == *noted);
        assert!(named, "{noted} is one of the hint's own cells");
    }
    assert!(answer.to_string().starts_with(&format!("to see this {}, note the candidates of ", hint.name)));
    assert_eq!(answer.to_string().lines().count(), 1);
    assert_eq!(answer.kind(), "hint");
    let Some(Action::NoteCandidates(to_note)) = answer.remedy() else { panic!("the remedy notes them") };
    game.apply(Action::NoteCandidates(to_note)).unwrap();
    let marked = game.board().cells().filter(|(_, c)| c.is_empty() && !c.candidates.is_empty()).count();
    assert_eq!(marked, cells.len(), "only the hint's cells were noted");
    assert_eq!(game.hint(None).unwrap(), HintAnswer::Hint(hint.clone()), "now the player sees it");
}

#[test]
fn a_step_notes_the_cells_it_needs_and_changes_nothing_else() {
    let mut game = values_only_after_singles();
    let before = game.board().clone();
    let HintAnswer::NoteFirst { hint, cells } = game.step(None).unwrap() else { panic!("a pattern applies") };
    for (index, now) in game.board().cells() {
        let coord = game.board().name_of(index);
        let placed = hint.placements.iter().any(|p| p.cell == coord);
        if placed || cells.contains(&coord) {
            continue;
        }
        assert_eq!(now.value, before[index].value, "{coord}");
        assert!(now.candidates.is_empty(), "{coord} was not noted");
    }
    for elimination in &hint.eliminations {
        assert!(!game.board()[elimination.cell].candidates.contains(elimination.digit), "{elimination}");
    }
    assert!(game.last_step().contains("(noted "), "{}", game.last_step());
    assert_ne!(game.hint(None).unwrap().hint(), Some(&hint), "the step took effect");
}

#[test]
fn a_hint_on_the_players_marks_is_preferred_to_one_of_the_same_level_that_needs_more() {
    let mut game = values_only_after_singles();
    let view = crate::player_view::PlayerView::of(game.board());
    let HintAnswer::NoteFirst { hint: easiest, .. } = game.hint(None).unwrap() else { panic!("a pattern") };
    let other = ln::patterns::available_steps(&view.board, ln::patterns::Techniques::ALL, true)
        .into_iter()
        .find(|h| h.level == easiest.level && h.pattern != easiest.pattern)
        .expect("another pattern of the level applies on figure 2.1");
    let to_note = view.cells_to_note(&other);
    let still_unseen = view.cells_to_note(&easiest).into_iter().any(|c| !to_note.contains(&c));
    assert!(still_unseen, "the fixture needs the easiest hint to stay unseen");
    game.note_candidates(&to_note).unwrap();
    let answer = game.hint(None).unwrap();
    assert_eq!(answer, HintAnswer::Hint(other), "the hint the player's marks show");
}

#[test]
fn stale_marks_are_cleaned_first_in_one_sentence() {
    let mut game = SudokuLN::from_text(KAGGLE_FIRST).unwrap();
    game.compute_candidates();
    game.set_mode(InputMode::Normal);
    let HintAnswer::Hint(single) = game.hint(None).unwrap() else { panic!("a single") };
    let placed = single.placements[0];
    game.set_value(placed.cell, placed.digit).unwrap();
    let answer = game.hint(None).unwrap();
    let HintAnswer::StaleCandidates(cells) = &answer else { panic!("{answer:?}") };
    assert!(!cells.is_empty());
    assert_eq!(answer.remedy(), Some(Action::CleanCandidates));
    assert!(
        answer
            .to_string()
            .ends_with("already placed in their row, column or block: clean the candidates first")
            || answer
                .to_string()
                .ends_with("already placed in its row, column or block: clean the candidates first")
    );
    let Outcome::Stepped(HintAnswer::StaleCandidates(_)) = game.apply(Action::Step(None)).unwrap() else {
        panic!("a step cleans")
    };
    assert_eq!(game.last_step(), "clean candidates");
    assert!(matches!(game.hint(None).unwrap(), HintAnswer::Hint(_)));
}

#[test]
fn deviations_name_cells_without_digits_and_stay_on_show() {
    let mut game = SudokuLN::from_text(FIG_2_1).unwrap();
    game.set_value(cell("f1c1"), digit(3)).unwrap();
    game.toggle_candidates(cell("f1c3"), &[digit(1)]).unwrap();
    let Outcome::Deviations(deviations) = game.apply(Action::ShowDeviations).unwrap() else { panic!() };
    assert_eq!(deviations.wrong_values, vec![cell("f1c1")]);
    assert_eq!(deviations.lost_digits, vec![cell("f1c3")]);
    let text = Outcome::Deviations(deviations.clone()).to_string();
    assert_eq!(text, "wrong values: f1c1\ncandidates without the true digit: f1c3");
    let view = game.view();
    assert_eq!(view.deviations, vec![cell("f1c1"), cell("f1c3")]);
    assert!(view.cells[0].deviation && view.cells[2].deviation && !view.cells[1].deviation);
    let answer = game.hint(None).unwrap();
    assert_eq!(
        answer.to_string(),
        "no sound hint is possible: 1 of your values is wrong and a cell has lost its true digit from its candidates: show the deviations to see where"
    );
    game.clear_value(cell("f1c1")).unwrap();
    assert!(game.view().deviations.is_empty(), "a change clears what was on show");
}

#[test]
fn deviations_need_a_puzzle_with_one_solution() {
    let game = SudokuLN::from_text(&".".repeat(81)).unwrap();
    let error = game.deviations().unwrap_err();
    assert_eq!(error.to_string(), "the puzzle has more than one solution");
}

#[test]
fn opening_a_board_says_how_many_solutions_it_has() {
    let unique = SudokuLN::from_text(FIG_2_1).unwrap().givens_check();
    assert_eq!(unique.to_string(), "the puzzle has one solution");
    let several = SudokuLN::from_text(&".".repeat(81)).unwrap().givens_check();
    let text = several.to_string();
    assert!(
        text.starts_with("the puzzle has several solutions, for example ")
            && text.ends_with(": hints and steps need exactly one"),
        "{text}"
    );
    let mut broken = FIG_2_1.to_string();
    broken.replace_range(0..1, "8");
    let text = SudokuLN::from_text(&broken).unwrap().givens_check().to_string();
    assert!(text.starts_with("the givens break a rule: "), "{text}");
}

#[test]
fn a_revealed_hint_names_the_cells_to_note_only_from_the_level_that_shows_them() {
    let mut game = values_only_after_singles();
    let answer = game.hint(None).unwrap();
    let HintAnswer::NoteFirst { hint, cells } = &answer else { panic!("{answer:?}") };
    let area = game.render_hint(hint, crate::Reveal::Area);
    assert!(game.cells_to_note(hint, crate::Reveal::Area).is_empty());
    assert!(!area.text.contains("note the candidates"));
    let technique = game.cells_to_note(hint, crate::Reveal::Technique);
    let targets: Vec<Coord> = hint.eliminations.iter().map(|e| e.cell).collect();
    assert!(!technique.is_empty() && technique.iter().all(|c| !targets.contains(c)), "{technique:?}");
    let full = game.render_hint(hint, crate::Reveal::Full);
    assert_eq!(&game.cells_to_note(hint, crate::Reveal::Full), cells);
    assert!(full.text.ends_with(&answer.to_string()), "{}", full.text);
    let crate::RevealAnswer::Revealed(shown) = game.hint_more().unwrap() else { panic!("level 1") };
    assert_eq!(shown.reveal, crate::Reveal::Area, "a hint that needs notes is still revealed");
}
