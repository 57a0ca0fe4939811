//! The tutor session: every operation is undoable, refused moves change nothing, the
//! system board stays true, sessions survive a save and load. Boards: thesis figure 2.1
//! and the first kaggle puzzle (see `tutor_tests`).

use dn::{CandidateSet, Colour, Coord, Digit, Geometry, InputMode, PatternId, Role, SolutionStatus};
use proptest::prelude::*;

use crate::tutor_tests::KAGGLE_FIRST;
use crate::{FacadeError, HintAnswer, SudokuLN};

fn game() -> SudokuLN {
    SudokuLN::from_text(KAGGLE_FIRST).unwrap()
}

fn cell(name: &str) -> Coord {
    name.parse().unwrap()
}

fn digit(n: u8) -> Digit {
    Digit::new(n).unwrap()
}

/// The pattern written `id`.
fn pid(id: &str) -> PatternId {
    crate::pattern_id(id).unwrap()
}

/// Whether the system board still allows the true digit everywhere it has no value, and
/// holds only true values.
fn system_is_true(game: &SudokuLN) -> bool {
    let solution = game.solution().unwrap().clone();
    game.system_board().cells().all(|(index, cell)| {
        let truth = solution.digit(index.index()).unwrap();
        match cell.value {
            Some(value) => value == truth,
            None => cell.candidates.contains(truth),
        }
    })
}

#[test]
fn a_value_can_be_set_undone_and_redone() {
    let mut game = game();
    // f1c1 of KAGGLE_FIRST is 6 in the solution.
    game.set_value(cell("f1c1"), digit(6)).unwrap();
    assert_eq!(game.board().cell_by_name("f1c1").unwrap().number(), 6);
    assert_eq!(game.last_step(), "set f1c1 to 6");
    assert_eq!(game.system_board().cell_by_name("f1c1").unwrap().number(), 6);
    assert!(game.undo());
    assert_eq!(game.board().cell_by_name("f1c1").unwrap().number(), 0);
    assert!(!game.undo());
    assert!(game.redo());
    assert_eq!(game.board().cell_by_name("f1c1").unwrap().number(), 6);
    assert!(!game.redo());
}

#[test]
fn a_wrong_value_stays_off_the_system_board() {
    let mut game = game();
    game.set_value(cell("f1c1"), digit(1)).unwrap();
    assert_eq!(game.board().cell_by_name("f1c1").unwrap().number(), 1);
    assert_eq!(game.system_board().cell_by_name("f1c1").unwrap().number(), 0);
    assert!(system_is_true(&game));
}

#[test]
fn givens_and_bad_moves_are_refused_without_a_step() {
    let mut game = game();
    let before = game.clone();
    let refusals = [
        game.set_value(cell("f1c2"), digit(1)),
        game.clear_value(cell("f1c1")),
        game.toggle_candidate(cell("f1c2"), digit(3)),
        game.set_value(cell("f10c1"), digit(1)),
    ];
    for refusal in refusals {
        assert!(refusal.is_err());
    }
    assert_eq!(game, before);
    let Err(FacadeError::Rejected(refusal)) = game.set_value(cell("f1c2"), digit(1)) else { panic!() };
    assert_eq!(refusal, crate::Refusal::Given(cell("f1c2")));
    assert_eq!(refusal.to_string(), "f1c2 is a given and cannot change");
}

#[test]
fn auto_eliminate_mode_clears_the_digit_from_peers() {
    let mut game = game();
    game.compute_candidates();
    game.set_mode(InputMode::AutoEliminate);
    game.set_value(cell("f1c1"), digit(6)).unwrap();
    for name in ["f1c3", "f2c1", "f3c2"] {
        assert!(!game.board().cell_by_name(name).unwrap().candidates.contains(digit(6)), "{name}");
    }
    game.undo();
    game.set_mode(InputMode::Normal);
    game.set_value(cell("f1c1"), digit(6)).unwrap();
    assert!(game.board().cell_by_name("f1c3").unwrap().candidates.contains(digit(6)));
}

#[test]
fn colours_the_filter_and_the_view() {
    let mut game = game();
    game.compute_candidates();
    game.set_colour(cell("f1c1"), Some(Colour::Two)).unwrap();
    game.set_colour(cell("f1c3"), Some(Colour::Wrong)).unwrap();
    game.set_filter([digit(1), digit(2)].into_iter().collect());
    let view = game.view();
    assert_eq!(view.side, 9);
    let f1c1 = view.cells[0];
    assert_eq!(f1c1.colour, Some(Colour::Two));
    assert!(f1c1.candidates.iter().all(|d| d == digit(1) || d == digit(2)));
    assert_eq!(view.cells[1].value, Some(digit(7)));
    assert!(view.cells[1].given && view.cells[1].candidates.is_empty());
    game.show_colours(false);
    assert_eq!(game.view().cells[0].colour, None);
    game.show_colours(true);
    game.clear_colour(Colour::Two);
    assert_eq!(game.view().cells[0].colour, None);
    assert_eq!(game.view().cells[2].colour, Some(Colour::Wrong));
    game.clear_colours();
    assert!(game.view().cells.iter().all(|c| c.colour.is_none()));
    game.set_filter(CandidateSet::EMPTY);
    assert_eq!(game.view().cells[0].candidates, game.board().cell_by_name("f1c1").unwrap().candidates);
}

#[test]
fn a_shown_hint_marks_its_cells_until_the_next_change() {
    let mut game = game();
    let HintAnswer::Hint(hint) = game.show_hint(None).unwrap() else { panic!("a single applies") };
    let view = game.view();
    assert_eq!(view.hint.as_ref(), Some(&hint));
    let placed = hint.placements[0];
    let marked = view.cells.iter().find(|c| c.cell == placed.cell).unwrap();
    assert_eq!(marked.placed, Some(placed.digit));
    assert!(marked.role.is_some_and(|r| r == Role::Target || r == Role::Pattern));
    game.step(None).unwrap();
    assert_eq!(game.view().hint, None);
}

#[test]
fn the_selected_pattern_restricts_hints() {
    // Thesis figure 2.1's solution with f1c1 emptied: only singles can apply.
    let one_gap = ".84972315372165498915348627796514283453829761128736954547691832839257146261483579";
    let mut game = SudokuLN::from_text(one_gap).unwrap();
    game.select_pattern(Some(pid("x-wing")));
    assert_eq!(game.hint(None).unwrap(), HintAnswer::NotApplicable { pattern: "X-Wing" });
    assert_eq!(game.step(None).unwrap(), HintAnswer::NotApplicable { pattern: "X-Wing" });
    game.select_pattern(None);
    assert!(matches!(game.hint(None).unwrap(), HintAnswer::Hint(_)));
}

#[test]
fn check_rules_shows_the_conflicting_cells() {
    let mut game = game();
    // f1c1 = 7 repeats the given 7 of f1c2.
    game.set_value(cell("f1c1"), digit(7)).unwrap();
    let conflicts = game.check_rules();
    assert!(!conflicts.is_empty());
    let view = game.view();
    assert!(view.cells[0].conflict && view.cells[1].conflict);
    game.undo();
    assert!(game.view().cells.iter().all(|c| !c.conflict));
}

#[test]
fn singles_and_trial_and_error_solve_and_reset_goes_back() {
    let mut game = game();
    let steps = game.singles().unwrap();
    assert!(!steps.is_empty());
    assert!(game.board().is_solved());
    assert!(system_is_true(&game));
    game.reset();
    assert_eq!(game.board(), SudokuLN::from_text(KAGGLE_FIRST).unwrap().board());
    assert!(game.undo());
    assert!(game.board().is_solved());
    game.reset();
    game.solve_trial_and_error().unwrap();
    assert!(game.board().is_solved());
    assert!(game.last_step().starts_with("solve by trial and error"));
}

#[test]
fn writing_a_new_board_checks_it_before_play() {
    let mut game = game();
    game.write_new(Geometry::NINE);
    assert!(game.settings().writing);
    game.set_value(cell("f1c1"), digit(5)).unwrap();
    assert!(game.board().cell_by_name("f1c1").unwrap().given);
    assert!(matches!(game.finish_writing().unwrap(), SolutionStatus::Multiple(..)));
    assert!(game.settings().writing);
    for (i, ch) in KAGGLE_FIRST.chars().enumerate() {
        let name = Coord::new(i / 9, i % 9);
        let _ = game.clear_value(name);
        if let Some(d) = Digit::from_char(ch) {
            game.set_value(name, d).unwrap();
        }
    }
    assert!(matches!(game.finish_writing().unwrap(), SolutionStatus::Unique(_)));
    assert!(!game.settings().writing && !game.can_undo());
    assert_eq!(game.board(), SudokuLN::from_text(KAGGLE_FIRST).unwrap().board());
    assert!(game.finish_writing().is_err());
}

#[test]
fn a_session_file_round_trips_and_bad_files_are_refused() {
    let mut game = game();
    game.compute_candidates();
    game.set_colour(cell("f1c1"), Some(Colour::Three)).unwrap();
    game.step(None).unwrap();
    game.undo();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    game.save_session(&path).unwrap();
    let loaded = SudokuLN::open(&path).unwrap();
    assert_eq!(loaded, game);
    assert!(loaded.can_redo());
    std::fs::write(&path, "{\"format\": \"jade-session\", \"version\": 1}").unwrap();
    let error = SudokuLN::open(&path).unwrap_err().to_string();
    assert!(error.contains("game.json") && error.contains("not a JADE session"), "{error}");
}

#[test]
fn a_pattern_example_opens_with_its_hint_on_show() {
    let game = SudokuLN::from_example(pid("x-wing"), 1).unwrap();
    let hint = game.view().hint.expect("the example's hint");
    assert_eq!(hint.pattern, pid("x-wing"));
    assert_eq!(game.hint(None).unwrap(), HintAnswer::Hint(hint));
    let new = SudokuLN::new_game(Some(dn::Level::Hard), 4).unwrap();
    assert!(new.solution().is_some());
}

/// One session operation, for the property tests.
#[derive(Clone, Debug)]
enum Op {
    Set(usize, u8),
    Clear(usize),
    Toggle(usize, u8),
    Colour(usize, u8),
    ClearColour(u8),
    ClearColours,
    ShowColours(bool),
    Filter(u16),
    Mode(bool),
    Select(Option<PatternId>),
    Compute,
    Clean,
    ClearCandidates,
    Hint,
    Step,
    Singles,
    Check,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => (0usize..81, 1u8..=9).prop_map(|(c, d)| Op::Set(c, d)),
        1 => (0usize..81).prop_map(Op::Clear),
        4 => (0usize..81, 1u8..=9).prop_map(|(c, d)| Op::Toggle(c, d)),
        2 => (0usize..81, 0u8..=6).prop_map(|(c, n)| Op::Colour(c, n)),
        1 => (1u8..=6).prop_map(Op::ClearColour),
        1 => Just(Op::ClearColours),
        1 => any::<bool>().prop_map(Op::ShowColours),
        1 => any::<u16>().prop_map(Op::Filter),
        1 => any::<bool>().prop_map(Op::Mode),
        1 => prop_oneof![Just(None), Just(Some(pid("naked-single"))), Just(Some(pid("x-wing")))].prop_map(Op::Select),
        1 => Just(Op::Compute),
        1 => Just(Op::Clean),
        1 => Just(Op::ClearCandidates),
        1 => Just(Op::Hint),
        2 => Just(Op::Step),
        1 => Just(Op::Singles),
        1 => Just(Op::Check),
    ]
}

/// Applies `op`; a refused move must leave the session exactly as it was.
fn apply(game: &mut SudokuLN, op: &Op) {
    let before = game.clone();
    let at = |c: usize| Coord::new(c / 9, c % 9);
    let refused = match *op {
        Op::Set(c, d) => game.set_value(at(c), digit(d)).is_err(),
        Op::Clear(c) => game.clear_value(at(c)).is_err(),
        Op::Toggle(c, d) => game.toggle_candidate(at(c), digit(d)).is_err(),
        Op::Colour(c, n) => game.set_colour(at(c), Colour::from_number(n)).is_err(),
        Op::ClearColour(n) => {
            game.clear_colour(Colour::from_number(n).unwrap());
            false
        }
        Op::ClearColours => {
            game.clear_colours();
            false
        }
        Op::ShowColours(show) => {
            game.show_colours(show);
            false
        }
        Op::Filter(bits) => {
            game.set_filter(CandidateSet::from_bits(u32::from(bits) & 0x1ff));
            false
        }
        Op::Mode(auto) => {
            game.set_mode(if auto { InputMode::AutoEliminate } else { InputMode::Normal });
            false
        }
        Op::Select(id) => {
            game.select_pattern(id);
            false
        }
        Op::Compute => {
            game.compute_candidates();
            false
        }
        Op::Clean => {
            game.clean_candidates();
            false
        }
        Op::ClearCandidates => {
            game.clear_candidates();
            false
        }
        Op::Hint => game.show_hint(None).is_err(),
        Op::Step => game.step(None).is_err(),
        Op::Singles => game.singles().is_err(),
        Op::Check => {
            game.check_rules();
            false
        }
    };
    if refused {
        assert_eq!(*game, before, "{op:?} was refused but changed the session");
    }
}

/// The parts of a session undo restores.
fn same_game(a: &SudokuLN, b: &SudokuLN) -> bool {
    a.board() == b.board() && a.system_board() == b.system_board() && a.settings() == b.settings()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn undoing_everything_returns_the_initial_game(ops in prop::collection::vec(op(), 0..40)) {
        let initial = game();
        let mut game = initial.clone();
        for op in &ops {
            apply(&mut game, op);
        }
        while game.undo() {}
        prop_assert!(same_game(&game, &initial));
        prop_assert!(system_is_true(&game));
    }

    #[test]
    fn redo_after_undo_restores_exactly(ops in prop::collection::vec(op(), 1..40), back in 1usize..40) {
        let mut game = game();
        for op in &ops {
            apply(&mut game, op);
        }
        prop_assert!(system_is_true(&game));
        let after = game.clone();
        let mut undone = 0;
        while undone < back && game.undo() {
            undone += 1;
        }
        for _ in 0..undone {
            prop_assert!(game.redo());
        }
        prop_assert!(same_game(&game, &after));
        prop_assert_eq!(&game.memory, &after.memory);
    }

    #[test]
    fn save_then_load_gives_an_equal_session(ops in prop::collection::vec(op(), 0..30)) {
        let mut game = game();
        for op in &ops {
            apply(&mut game, op);
        }
        game.shown = Default::default();
        let loaded = SudokuLN::from_session_json(&game.session_json()).unwrap();
        prop_assert_eq!(loaded, game);
    }
}

#[test]
fn several_candidates_are_one_step_and_a_refused_action_changes_nothing() {
    use crate::{Action, Outcome};
    let mut game = game();
    let digits = vec![digit(1), digit(2), digit(3)];
    let outcome = game.apply(Action::ToggleCandidates(cell("f1c1"), digits)).unwrap();
    assert!(
        matches!(&outcome, Outcome::Changed(step) if step.ends_with("add candidate 3 in f1c1")),
        "{outcome}"
    );
    assert_eq!(game.board().cell_by_name("f1c1").unwrap().candidates.len(), 3);
    assert!(matches!(game.apply(Action::Undo).unwrap(), Outcome::Undone(step) if step == "start"));
    assert!(
        game.board().cell_by_name("f1c1").unwrap().candidates.is_empty(),
        "one undo takes all three back"
    );
    let before = game.clone();
    let refused = game.apply(Action::ToggleCandidates(cell("f1c1"), vec![digit(4), Digit::new(10).unwrap()]));
    assert_eq!(refused.unwrap_err().to_string(), "10 is not a digit of a 9×9 board");
    assert!(game.apply(Action::Filter([Digit::new(12).unwrap()].into_iter().collect())).is_err());
    assert_eq!(game, before);
}

/// A game of 30 steps on thesis figure 2.1's board, its candidates noted first.
fn thirty_steps() -> SudokuLN {
    let mut game = SudokuLN::from_text(crate::tutor_tests::FIG_2_1).unwrap();
    game.compute_candidates();
    for _ in 0..30 {
        game.step(None).unwrap();
    }
    game
}

#[test]
fn a_session_of_thirty_steps_is_saved_compactly_and_opens_the_same() {
    let game = thirty_steps();
    assert!(game.memory().undo_depth() >= 30);
    let json = game.session_json();
    // Every undo state written whole, as before, made this game 955 KB.
    assert!(json.len() < 60_000, "{} bytes", json.len());
    let mut back = SudokuLN::from_session_json(&json).unwrap();
    assert_eq!(back, game);
    for _ in 0..30 {
        back.undo();
    }
    assert_eq!(
        back.board(),
        SudokuLN::from_text(crate::tutor_tests::FIG_2_1)
            .map(|mut g| {
                g.compute_candidates();
                g
            })
            .unwrap()
            .board(),
        "undo goes all the way back"
    );
}

#[test]
fn a_session_saved_with_every_undo_state_whole_still_opens() {
    // Saved by `jade play` before the memory was written compactly: a 4×4 game with its
    // candidates noted, two steps taken and one undone.
    let text = include_str!("../tests/data/session-v1-full-states.jade.json");
    assert!(text.contains("\"states\":["), "the fixture is in the old form");
    let mut game = SudokuLN::from_session_json(text).unwrap();
    assert_eq!(game.board().geometry(), Geometry::FOUR);
    assert!(game.can_undo() && game.can_redo(), "the cursor is inside the history");
    let resaved = game.session_json();
    assert!(!resaved.contains("\"states\""), "it is saved again in the compact form");
    assert_eq!(SudokuLN::from_session_json(&resaved).unwrap(), game);
    game.redo();
    assert!(!game.can_redo());
}

#[test]
fn a_candidate_is_coloured_undone_cleared_and_saved() {
    let mut game = game();
    game.compute_candidates();
    let (f1c1, five) = (cell("f1c1"), digit(5));
    let noted = game.board().cell_by_name("f1c1").unwrap().candidates;
    let digit_noted = noted.iter().next().expect("f1c1 notes candidates");
    let absent = (1..=9).map(digit).find(|&d| !noted.contains(d)).expect("f1c1 lacks a digit");
    let outcome = game.apply(crate::Action::CandidateColour(f1c1, digit_noted, Some(Colour::Four))).unwrap();
    assert_eq!(outcome.to_string(), format!("colour candidate {digit_noted} in f1c1 with colour 4"));
    let coloured = |game: &SudokuLN| game.view().candidate_colours;
    let expected = vec![(dn::Candidate { cell: f1c1, digit: digit_noted }, Colour::Four)];
    assert_eq!(coloured(&game), expected);
    assert_eq!(game.view().cells[0].colour, None, "the cell itself is not painted");

    let refused = game.apply(crate::Action::CandidateColour(f1c1, absent, Some(Colour::One))).unwrap_err();
    assert_eq!(refused.to_string(), format!("f1c1 has no candidate {absent} to colour; note it first"));
    let given = game.board().cells().find(|(_, c)| c.given).map(|(i, _)| game.board().name_of(i)).unwrap();
    assert!(game.apply(crate::Action::CandidateColour(given, five, Some(Colour::One))).is_err());
    assert!(game.apply(crate::Action::CandidateColour(cell("f10c1"), five, None)).is_err());

    game.show_colours(false);
    assert!(coloured(&game).is_empty(), "hidden with the other colours");
    game.undo();
    assert_eq!(coloured(&game), expected);
    game.toggle_candidate(f1c1, digit_noted).unwrap();
    assert!(coloured(&game).is_empty(), "drawn only while the candidate is noted");
    game.undo();

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("coloured.jade.json");
    game.save_session(&path).unwrap();
    let loaded = SudokuLN::open(&path).unwrap();
    assert_eq!(loaded, game);
    assert_eq!(coloured(&loaded), expected);

    game.clear_colour(Colour::Three);
    assert_eq!(coloured(&game), expected, "another colour stays");
    game.clear_colour(Colour::Four);
    assert!(coloured(&game).is_empty());
    game.undo();
    game.clear_colours();
    assert!(coloured(&game).is_empty());
    game.undo();
    game.undo();
    game.undo();
    assert!(coloured(&game).is_empty(), "undone back before the colour");
}

#[test]
fn a_compact_session_saved_before_candidates_had_colours_still_opens() {
    // Saved by `jade play` (compact memory, no candidate colours yet) on the 4×4 game of
    // `session-v1-full-states`: a value set, a cell coloured and undone, candidates computed.
    let text = include_str!("../tests/data/session-compact-before-candidate-colours.jade.json");
    assert!(text.contains("\"changes\":[") && !text.contains("candidate_colours"), "the fixture's form");
    let mut game = SudokuLN::from_session_json(text).unwrap();
    assert_eq!(game.board().geometry(), Geometry::FOUR);
    assert!(game.view().candidate_colours.is_empty());
    let (cell, candidate) = game
        .board()
        .cells()
        .find_map(|(i, c)| c.candidates.iter().next().map(|d| (game.board().name_of(i), d)))
        .expect("a noted candidate");
    game.set_candidate_colour(cell, candidate, Some(Colour::One)).unwrap();
    let resaved = game.session_json();
    assert_eq!(SudokuLN::from_session_json(&resaved).unwrap(), game);
}
