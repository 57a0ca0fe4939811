//! Progressive hints: every pattern's levels 1 and 2 keep the answer back and level 3
//! gives it; a session climbs the levels and any change starts again at level 1.

use dn::{Coord, Digit, Hint, PatternId, Role};

use crate::tutor_tests::KAGGLE_FIRST;
use crate::{Action, HintAnswer, Outcome, Reveal, RevealAnswer, RevealedHint, SudokuLN};

/// A game on an example board of every registered pattern (two seeds each), with the
/// pattern's hint.
fn examples() -> Vec<(SudokuLN, Hint)> {
    let mut examples = Vec::new();
    for id in ln::patterns::PATTERNS.iter().map(|p| p.info().id) {
        for seed in [1, 2] {
            let game = SudokuLN::from_example(id, seed).unwrap();
            let hint = game.view().hint.expect("the example's hint is on show");
            assert_eq!(hint.pattern, id);
            examples.push((game, hint));
        }
    }
    examples
}

/// The hint with its placed digits changed: what levels 1 and 2 say must not change.
fn with_other_placed_digits(hint: &Hint) -> Hint {
    let mut other = hint.clone();
    for placement in &mut other.placements {
        placement.digit = Digit::new(placement.digit.get() % 9 + 1).unwrap();
    }
    other
}

fn assert_keeps_the_answer_back(revealed: &RevealedHint, hint: &Hint) {
    let text = &revealed.text;
    for elimination in &hint.eliminations {
        assert!(
            !text.contains(&elimination.cell.to_string()),
            "{} names {}: {text}",
            hint.name,
            elimination.cell
        );
    }
    if !hint.eliminations.is_empty() {
        assert!(!text.contains(&dn::removals_by_digit(&hint.eliminations)), "{text}");
    }
    for placement in &hint.placements {
        assert!(!revealed.digits.contains(&placement.digit), "{}: {:?}", hint.name, revealed.digits);
        assert!(!text.contains(&placement.to_string()), "{text}");
    }
    assert!(revealed.eliminations.is_empty() && revealed.placements.is_empty() && revealed.links.is_empty());
    assert!(
        !revealed
            .cells
            .iter()
            .any(|c| c.role == Role::Target && hint.placements.iter().all(|p| p.cell != c.cell))
    );
}

#[test]
fn every_pattern_s_levels_1_and_2_keep_the_answer_back_and_level_3_gives_it() {
    for (game, hint) in examples() {
        let other = with_other_placed_digits(&hint);
        let area = game.render_hint(&hint, Reveal::Area);
        assert_keeps_the_answer_back(&area, &hint);
        assert_eq!(area.text, game.render_hint(&other, Reveal::Area).text, "level 1 tells the placed value");
        assert!((area.pattern, &area.name, area.cells.len()) == (None, &None, 0), "{area:?}");
        assert!(!area.area.is_empty() && area.text.contains(area.family.name()), "{}", area.text);
        if area.family.name() != hint.name {
            assert!(!area.text.contains(hint.name.as_ref()), "level 1 names the technique: {}", area.text);
        }
        let geometry = game.board().geometry();
        for cell in hint.cells.iter().filter(|c| c.role != Role::Target) {
            let units = geometry.units_of(geometry.cell_of(cell.cell).unwrap());
            assert!(
                units.iter().any(|u| area.area.contains(u)),
                "{} lies outside {:?}",
                cell.cell,
                area.area
            );
        }

        let technique = game.render_hint(&hint, Reveal::Technique);
        assert_keeps_the_answer_back(&technique, &hint);
        assert_eq!(
            technique.text,
            game.render_hint(&other, Reveal::Technique).text,
            "level 2 tells the placed value"
        );
        assert_eq!(technique.pattern, Some(hint.pattern));
        assert!(technique.text.starts_with(hint.name.as_ref()), "{}", technique.text);
        assert!(!technique.cells.is_empty(), "{}: level 2 shows the pattern's cells", hint.name);
        if hint.placements.is_empty() && hint.pattern != PatternId::new("forcing-chains") {
            assert!(!technique.digits.is_empty(), "{}: level 2 names its digits", hint.name);
        }

        let full = game.render_hint(&hint, Reveal::Full);
        for elimination in &hint.eliminations {
            assert!(full.text.contains(&elimination.cell.to_string()), "{}", full.text);
        }
        for placement in &hint.placements {
            let placed = format!("{} = {}", placement.cell, placement.digit);
            assert!(full.text.contains(&placed), "{} lacks {placed}: {}", hint.name, full.text);
        }
        assert_eq!(
            (&full.eliminations, &full.placements, &full.cells),
            (&hint.eliminations, &hint.placements, &hint.cells)
        );
    }
}

#[test]
fn level_2_names_a_subset_s_own_digits_and_a_fish_s_digit() {
    let game = SudokuLN::from_example(PatternId::new("hidden-pairs"), 1).unwrap();
    let hint = game.view().hint.unwrap();
    let technique = game.render_hint(&hint, Reveal::Technique);
    let removed: Vec<Digit> = hint.eliminations.iter().map(|e| e.digit).collect();
    assert_eq!(technique.digits.len(), 2, "{technique:?}");
    assert!(technique.digits.iter().all(|d| !removed.contains(d)), "a hidden pair's digits stay");
    let game = SudokuLN::from_example(PatternId::new("x-wing"), 1).unwrap();
    let hint = game.view().hint.unwrap();
    assert_eq!(game.render_hint(&hint, Reveal::Technique).digits, vec![hint.eliminations[0].digit]);
}

#[test]
fn a_locked_candidate_points_at_its_line_and_block() {
    let game = SudokuLN::from_example(PatternId::new("locked-candidates"), 1).unwrap();
    let hint = game.view().hint.unwrap();
    let area = game.render_hint(&hint, Reveal::Area);
    assert_eq!(area.area.len(), 2, "{:?}", area.area);
    assert!(area.text.starts_with("Look at ") && area.text.contains(" and block "), "{}", area.text);
}

fn revealed(answer: RevealAnswer) -> RevealedHint {
    match answer {
        RevealAnswer::Revealed(hint) => hint,
        other => panic!("expected a hint on show, got {other:?}"),
    }
}

#[test]
fn asking_again_climbs_the_levels_and_the_fourth_applies_the_hint() {
    let mut game = SudokuLN::from_text(KAGGLE_FIRST).unwrap();
    let HintAnswer::Hint(expected) = game.hint(None).unwrap() else { panic!("a single applies") };
    let first = revealed(game.hint_more().unwrap());
    assert_eq!(first.reveal, Reveal::Area);
    let view = game.view();
    assert_eq!(view.hint, None, "level 1 does not show the whole hint");
    assert!(view.cells.iter().any(|c| c.in_area));
    assert!(view.cells.iter().all(|c| c.role.is_none() && c.placed.is_none() && c.eliminated.is_empty()));

    let second = revealed(game.hint_more().unwrap());
    assert_eq!((second.reveal, second.pattern), (Reveal::Technique, Some(expected.pattern)));
    let view = game.view();
    assert!(view.cells.iter().any(|c| c.role.is_some()));
    assert!(view.cells.iter().all(|c| c.placed.is_none() && c.eliminated.is_empty()));

    let third = revealed(game.hint_more().unwrap());
    assert_eq!(third.reveal, Reveal::Full);
    assert_eq!(game.view().hint, Some(expected.clone()));
    assert!(game.view().cells.iter().any(|c| c.placed.is_some()));

    let before = game.board().clone();
    assert_eq!(game.hint_more().unwrap(), RevealAnswer::Applied(HintAnswer::Hint(expected.clone())));
    assert_ne!(game.board(), &before, "level 4 applies the hint");
    let placed = expected.placements[0];
    assert_eq!(game.board().cell_by_name(&placed.cell.to_string()).unwrap().value, Some(placed.digit));
    assert_eq!(game.view().revealed, None);
    assert_eq!(revealed(game.hint_more().unwrap()).reveal, Reveal::Area, "a new hint starts at level 1");
}

#[test]
fn any_change_to_the_board_starts_the_hint_again_at_level_1() {
    let mut game = SudokuLN::from_text(KAGGLE_FIRST).unwrap();
    game.hint_more().unwrap();
    assert_eq!(revealed(game.hint_more().unwrap()).reveal, Reveal::Technique);
    let cell: Coord = "f1c1".parse().unwrap();
    game.set_colour(cell, Some(dn::Colour::One)).unwrap();
    assert_eq!(game.view().revealed, None, "the change hides the hint");
    assert_eq!(revealed(game.hint_more().unwrap()).reveal, Reveal::Area);
    game.hint_more().unwrap();
    game.undo();
    assert_eq!(revealed(game.hint_more().unwrap()).reveal, Reveal::Area, "undo is a change too");
}

#[test]
fn a_level_can_be_asked_for_directly_and_keeps_the_hint_on_show() {
    let mut game = SudokuLN::from_text(KAGGLE_FIRST).unwrap();
    let full = revealed(game.reveal_hint(None, Reveal::Full).unwrap());
    let area = revealed(game.reveal_hint(None, Reveal::Area).unwrap());
    assert_eq!((area.reveal, area.family), (Reveal::Area, full.family));
    assert_eq!(game.revealed(), Some(area));
    let naked = revealed(game.reveal_hint(Some(PatternId::new("naked-single")), Reveal::Technique).unwrap());
    assert_eq!(naked.pattern, Some(PatternId::new("naked-single")), "another pattern finds another hint");
    let HintAnswer::Hint(shown) = game.hint(Some(PatternId::new("naked-single"))).unwrap() else { panic!() };
    assert_eq!(
        game.reveal_hint(None, Reveal::Apply).unwrap(),
        RevealAnswer::Applied(HintAnswer::Hint(shown))
    );
}

#[test]
fn actions_reveal_climb_and_apply() {
    let mut game = SudokuLN::from_text(KAGGLE_FIRST).unwrap();
    let Outcome::Revealed(first) = game.apply(Action::HintMore).unwrap() else { panic!("level 1") };
    assert!(first.text.starts_with("Look at "), "{first}");
    let outcome = game.apply(Action::HintAt(None, Reveal::Technique)).unwrap();
    assert!(matches!(&outcome, Outcome::Revealed(h) if h.reveal == Reveal::Technique), "{outcome:?}");
    let before = game.board().clone();
    let outcome = game.apply(Action::HintAt(None, Reveal::Apply)).unwrap();
    assert!(matches!(outcome, Outcome::Stepped(HintAnswer::Hint(_))), "{outcome:?}");
    assert_ne!(game.board(), &before);
    let mut solved = SudokuLN::from_text(&game.solution().unwrap().to_string()).unwrap();
    assert_eq!(solved.apply(Action::HintMore).unwrap(), Outcome::Hint(HintAnswer::Solved));
}

#[test]
fn levels_are_numbered_1_to_4_and_climb_to_apply() {
    let numbers: Vec<u8> = Reveal::ALL.iter().map(|r| r.number()).collect();
    assert_eq!(numbers, [1, 2, 3, 4]);
    assert!(Reveal::ALL.iter().all(|&r| Reveal::from_number(r.number()) == Some(r)));
    assert_eq!((Reveal::from_number(0), Reveal::from_number(5)), (None, None));
    assert_eq!(Reveal::Area.next().next().next(), Reveal::Apply);
    assert_eq!(Reveal::Apply.next(), Reveal::Apply);
}

#[test]
fn a_hint_shown_in_full_after_a_partial_one_is_drawn_in_full() {
    let mut game = SudokuLN::from_text(KAGGLE_FIRST).unwrap();
    game.hint_more().unwrap();
    let HintAnswer::Hint(hint) = game.show_hint(None).unwrap() else { panic!("a single applies") };
    assert_eq!(game.view().hint, Some(hint));
    game.hint_more().unwrap();
    let step = game.show_step(0).unwrap();
    assert_eq!(game.view().hint, Some(step), "a step of the list is shown in full");
}
