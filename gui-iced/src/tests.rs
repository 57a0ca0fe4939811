//! Application tests without a window: messages fed to `update`, and the `view` run in
//! iced's headless simulator (tiny-skia, no GPU). Renders are few: the simulator is slow
//! unoptimised.

use std::path::PathBuf;
use std::sync::atomic::Ordering;

use dn::{CandidateSet, CellDN, Colour, Coord, Digit, Geometry, InputMode, Level, PatternId, SudokuDN};
use facade::{Action, SudokuLN};
use iced::keyboard::{self, Key, key::Named};
use iced::{Settings, Size, Theme};
use iced_test::Simulator;

use crate::autosave::Autosave;
use crate::dialogs::{Dialog, GeneratorDialog};
use crate::file_panel::FilePurpose;
use crate::keys::key_message;
use crate::message::{DialogMessage, FileMessage};
use crate::sample::{SAMPLE_GIVENS, SAMPLE_PLACED};
use crate::side_panel::Panel;
use crate::worker::WorkerEvent;
use crate::{App, Args, Command, Direction, GameMessage, GuiError, Message, Notice, NoticeKind, Source};

/// A puzzle where Naked Pairs applies (and, first, easier patterns).
const PAIRS: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

/// A board of `geometry` with a diagonal of givens, one placed value, and every candidate
/// in the other cells of the first band (only one band: painting text is slow unoptimised).
fn busy_board(geometry: Geometry) -> SudokuDN {
    let side = geometry.side();
    let mut board = SudokuDN::empty(geometry);
    for cell in geometry.cells().filter(|&c| geometry.row_of(c) < geometry.box_size()) {
        board[cell].candidates = CandidateSet::full(side);
    }
    for i in 0..side {
        board[(i, i)] = CellDN::given(Digit::from_index(i).unwrap());
    }
    board[(0, side - 1)].value = Digit::new(2);
    board
}

fn app_with(board: SudokuDN) -> App {
    App::with_game(Source::Sample, SudokuLN::new(board))
}

fn pairs_app() -> App {
    App::with_game(Source::Made("pairs".into()), SudokuLN::from_text(PAIRS).unwrap())
}

/// A board made for pattern `id`, its hint on show.
fn example_app(id: PatternId) -> App {
    App::with_game(Source::Made(id.to_string()), SudokuLN::from_example(id, 1).unwrap())
}

fn coord(name: &str) -> Coord {
    name.parse().unwrap()
}

fn digit(n: u8) -> Digit {
    Digit::new(n).unwrap()
}

fn command(app: &mut App, command: Command) {
    let _ = app.update(Message::Command(command));
}

/// The notice line as its kind and text.
fn said(app: &App) -> Option<(NoticeKind, String)> {
    app.notice().map(|notice| (notice.kind(), notice.to_string()))
}

fn cell(app: &App, name: &str) -> CellDN {
    *app.board().unwrap().cell_by_name(name).unwrap()
}

/// The window's settings, as [`crate::run`] gives them: the embedded fonts loaded, their
/// regular face the default.
fn settings() -> Settings {
    let fonts = crate::FONT_FILES.iter().map(|&bytes| std::borrow::Cow::Borrowed(bytes)).collect();
    Settings { fonts, default_font: crate::FONT, ..Settings::default() }
}

/// The headless simulator of `element` in a window of the default size, with the window's
/// [`settings`].
fn simulator<'a>(element: impl Into<iced::Element<'a, Message>>) -> Simulator<'a, Message> {
    Simulator::with_settings(settings(), element)
}

/// Clicks the button labelled `label` in the simulator and feeds its messages to `app`.
fn click(app: &mut App, label: &str) {
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        assert!(ui.click(label).is_ok(), "no '{label}' to click");
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "'{label}' sent nothing (disabled?)");
    for message in messages {
        let _ = app.update(message);
    }
}

fn press(key: Key, modifiers: keyboard::Modifiers) -> keyboard::Event {
    keyboard::Event::KeyPressed {
        key: key.clone(),
        modified_key: key,
        physical_key: keyboard::key::Physical::Unidentified(keyboard::key::NativeCode::Unidentified),
        location: keyboard::Location::Standard,
        modifiers,
        text: None,
        repeat: false,
    }
}

/// Feeds a key press through the keyboard mapping to `app`.
fn key(app: &mut App, key: Key, ctrl: bool) {
    let modifiers = if ctrl { keyboard::Modifiers::CTRL } else { keyboard::Modifiers::default() };
    if let Some(message) = key_message(press(key, modifiers)) {
        let _ = app.update(message);
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("jade-gui-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn the_sample_loads_with_givens_placed_values_and_candidates() {
    let app = App::load(Source::Sample);
    assert!(app.error().is_none());
    let board = app.board().unwrap();
    assert_eq!(board.geometry(), Geometry::NINE);
    let givens = SAMPLE_GIVENS.bytes().filter(|b| b.is_ascii_digit()).count();
    assert_eq!(board.given_count(), givens);
    for (name, value) in SAMPLE_PLACED {
        let cell = board.cell_by_name(name).unwrap();
        assert_eq!((cell.number(), cell.given), (value, false), "{name}");
    }
    assert!(board.cells().filter(|(_, c)| c.is_empty()).all(|(_, c)| !c.candidates.is_empty()));
    assert_eq!(app.selected(), None);
    assert_eq!(app.title(), "JADE — sample");
    assert!(app.game().unwrap().clock_running(), "the clock runs from the start");
}

#[test]
fn selecting_and_moving_the_selection() {
    let mut app = App::load(Source::Sample);
    let _ = app.update(GameMessage::SelectCell(coord("f4c6")).into());
    assert!(app.status_line().starts_with("f4c6: empty, candidates "));
    let _ = app.update(GameMessage::SelectCell(coord("f1c3")).into());
    assert_eq!(app.status_line(), "f1c3: given 9");
    let _ = app.update(GameMessage::SelectCell(Coord::new(9, 0)).into());
    assert_eq!(app.selected(), Some(coord("f1c3")), "a cell off the board is ignored");
    key(&mut app, Key::Named(Named::ArrowLeft), false);
    key(&mut app, Key::Named(Named::ArrowLeft), false);
    key(&mut app, Key::Named(Named::ArrowLeft), false);
    key(&mut app, Key::Named(Named::ArrowUp), false);
    assert_eq!(app.selected(), Some(coord("f1c1")));
    for _ in 0..20 {
        let _ = app.update(GameMessage::MoveSelection(Direction::Down).into());
        let _ = app.update(GameMessage::MoveSelection(Direction::Right).into());
    }
    assert_eq!(app.selected(), Some(Coord::new(8, 8)));
    key(&mut app, Key::Named(Named::Escape), false);
    assert_eq!(app.selected(), None);
}

#[test]
fn a_digit_toggles_a_candidate_and_ctrl_digit_sets_the_value_then_undo_and_redo() {
    let mut app = App::load(Source::Sample);
    let _ = app.update(GameMessage::SelectCell(coord("f4c6")).into());
    let before = cell(&app, "f4c6").candidates;
    let d = (1..=9).map(digit).find(|&d| !before.contains(d)).unwrap();
    key(&mut app, Key::Character(d.to_string().into()), false);
    assert!(cell(&app, "f4c6").candidates.contains(d), "the digit became a candidate");
    key(&mut app, Key::Character(d.to_string().into()), false);
    assert_eq!(cell(&app, "f4c6").candidates, before, "pressed again, it goes");

    key(&mut app, Key::Character("7".into()), true);
    assert_eq!(cell(&app, "f4c6").value, Some(digit(7)));
    assert_eq!(app.status_line(), "f4c6: placed 7");

    click(&mut app, "Undo");
    assert_eq!(cell(&app, "f4c6").value, None);
    click(&mut app, "Redo");
    assert_eq!(cell(&app, "f4c6").value, Some(digit(7)));
    key(&mut app, Key::Character("z".into()), true);
    assert_eq!(cell(&app, "f4c6").value, None, "Ctrl+Z undoes");
    key(&mut app, Key::Character("y".into()), true);
    key(&mut app, Key::Named(Named::Delete), false);
    assert_eq!(cell(&app, "f4c6").value, None, "Delete clears");

    let _ = app.update(GameMessage::SelectCell(coord("f1c3")).into());
    key(&mut app, Key::Character("4".into()), true);
    let (kind, text) = said(&app).unwrap();
    assert_eq!(kind, NoticeKind::Error);
    assert!(text.contains("given"), "{text}");
    assert_eq!(cell(&app, "f1c3").value, Some(digit(9)));
}

#[test]
fn a_hint_is_shown_on_the_board_with_its_explanation() {
    let mut app = pairs_app();
    for _ in 0..3 {
        click(&mut app, "Hint (F2)");
    }
    let view = app.game().unwrap().view();
    let hint = view.hint.clone().expect("a hint is on show in full at the third press");
    assert!(view.cells.iter().any(|c| c.role.is_some() || c.placed.is_some()));
    let mut ui = simulator(app.view());
    assert!(ui.find(hint.explanation.as_str()).is_ok(), "the explanation is in the side panel");
    let about = format!("About {}", hint.name);
    assert!(ui.click(about.as_str()).is_ok());
    let messages: Vec<Message> = ui.into_messages().collect();
    for message in messages {
        let _ = app.update(message);
    }
    assert_eq!(app.panel(), &Panel::Help(hint.pattern));
    key(&mut app, Key::Character("s".into()), false);
    assert!(app.game().unwrap().can_undo(), "S took a step");
}

#[test]
fn the_steps_panel_lists_every_step_and_choosing_one_shows_it() {
    let mut app = pairs_app();
    click(&mut app, "Steps");
    let Panel::Steps(list) = app.panel() else { panic!("the steps panel is open: {:?}", app.panel()) };
    let steps = list.answer().steps().to_vec();
    assert_eq!(steps, app.game().unwrap().steps().steps(), "the façade's list, in its order");
    assert!(steps.len() > 1, "several patterns apply on the pairs board");
    assert_eq!(app.game().unwrap().view().hint, None, "listing shows nothing yet");
    key(&mut app, Key::Character("h".into()), false);
    assert!(app.game().unwrap().view().hint.is_none(), "a hint at level 1 is on show");
    let second = crate::steps_panel::step_label(1, &steps[1]);
    click(&mut app, &second);
    assert_eq!(app.game().unwrap().view().hint.as_ref(), Some(&steps[1]), "the chosen step is on show");
    {
        let mut ui = simulator(app.view());
        assert!(ui.find(steps[1].explanation.as_str()).is_ok(), "its explanation is under the list");
        assert!(ui.find(format!("About {}", steps[1].name)).is_ok(), "with a link to its help");
    }
    key(&mut app, Key::Character("s".into()), false);
    let Panel::Steps(list) = app.panel() else { panic!("the panel stays") };
    assert_eq!(list.answer(), &app.game().unwrap().steps(), "a step on the board finds the list again");
}

#[test]
fn a_step_taken_is_drawn_like_a_hint_with_a_link_to_its_help() {
    let mut app = pairs_app();
    let answer = app.game().unwrap().hint(None).unwrap();
    let hint = answer.hint().cloned().expect("a hint applies");
    key(&mut app, Key::Character("s".into()), false);
    assert!(app.game().unwrap().can_undo(), "S took the step");
    let drawn = app.screen().view().unwrap();
    assert_eq!(drawn.hint.as_ref(), Some(&hint), "the step is drawn");
    for removed in &hint.eliminations {
        let cell = drawn.cells.iter().find(|c| c.cell == removed.cell).unwrap();
        assert!(cell.eliminated.contains(removed.digit), "{removed} struck out");
    }
    for part in &hint.cells {
        assert_eq!(drawn.cells.iter().find(|c| c.cell == part.cell).unwrap().role, Some(part.role));
    }
    {
        let mut ui = simulator(app.view());
        assert!(ui.find("Step taken").is_ok());
        assert!(ui.find(hint.explanation.as_str()).is_ok(), "its explanation is in the side panel");
    }
    click(&mut app, &format!("About {}", hint.name));
    assert_eq!(app.panel(), &Panel::Help(hint.pattern), "the link opens its help");
    let _ = app.update(GameMessage::SelectCell(coord("f5c5")).into());
    assert!(app.screen().view().unwrap().hint.is_some(), "a new selection keeps it");
    key(&mut app, Key::Character("z".into()), true);
    assert_eq!(app.screen().view().unwrap().hint, None, "the next move clears it");
}

/// The sample's solution.
fn sample_solution() -> SudokuDN {
    let mut solved = SudokuLN::from_text(SAMPLE_GIVENS).unwrap();
    solved.apply(Action::SolveTrialAndError).unwrap();
    solved.board().clone()
}

#[test]
fn a_wrong_value_is_found_by_show_deviations_offered_beside_the_refused_hint() {
    let mut app = App::load(Source::Sample);
    let solution = sample_solution();
    let board = app.board().unwrap();
    let (index, _) = board.cells().find(|(_, c)| c.candidates.len() > 1).expect("a cell with two candidates");
    let target = board.name_of(index);
    let truth = solution[index].value.unwrap();
    let wrong = board[index].candidates.iter().find(|&d| d != truth).unwrap();
    let _ = app.update(GameMessage::SelectCell(target).into());
    key(&mut app, Key::Character(wrong.to_string().into()), true);
    key(&mut app, Key::Character("h".into()), false);
    assert_eq!(said(&app).map(|n| n.0), Some(NoticeKind::Error), "no sound hint on a wrong board");
    assert_eq!(app.remedy(), Some(&Action::ShowDeviations), "{:?}", said(&app));
    click(&mut app, "Show deviations");
    let view = app.game().unwrap().view();
    assert_eq!(view.deviations, [target], "the wrong cell, and only it, is on show");
    assert!(view.cells.iter().find(|c| c.cell == target).unwrap().deviation);
    let (kind, text) = said(&app).unwrap();
    assert_eq!(kind, NoticeKind::Error);
    assert!(text.contains(&target.to_string()), "{text}");
    assert_eq!(app.remedy(), None, "the remedy went with its notice");
    let menus = app.screen().menus();
    let hints = menus.iter().find(|m| m.title == "Hints").unwrap();
    assert!(hints.items.iter().any(|i| i.command == Command::Act(Action::ShowDeviations)));
    key(&mut app, Key::Named(Named::Delete), false);
    assert!(app.game().unwrap().view().deviations.is_empty(), "a change hides them");
}

#[test]
fn stale_candidates_are_cleaned_from_the_button_beside_the_notice() {
    let mut app = App::load(Source::Sample);
    let truth = sample_solution().cell_by_name("f4c6").unwrap().value.unwrap();
    let _ = app.update(GameMessage::SelectCell(coord("f4c6")).into());
    key(&mut app, Key::Character(truth.to_string().into()), true);
    key(&mut app, Key::Character("h".into()), false);
    assert_eq!(app.remedy(), Some(&Action::CleanCandidates), "{:?}", said(&app));
    click(&mut app, "Clean candidates");
    key(&mut app, Key::Character("h".into()), false);
    assert!(app.game().unwrap().view().revealed.is_some(), "now a hint comes: {:?}", said(&app));
}

#[test]
fn opening_a_board_without_exactly_one_solution_says_so() {
    let dir = temp_dir("check-on-open");
    let several = dir.join("several.txt");
    std::fs::write(&several, format!("1{}\n", ".".repeat(80))).unwrap();
    let app = App::load(Source::File(several.clone()));
    let (kind, text) = said(&app).expect("a warning at open");
    assert_eq!(kind, NoticeKind::Error);
    assert!(text.contains("several solutions"), "{text}");
    let unique = dir.join("unique.txt");
    std::fs::write(&unique, format!("{PAIRS}\n")).unwrap();
    let mut app = App::load(Source::File(unique));
    assert_eq!(said(&app), None, "one solution: nothing to say");
    command(&mut app, Command::File(FilePurpose::Open));
    let _ = app.update(Message::File(FileMessage::Path(several.display().to_string())));
    let _ = app.update(Message::File(FileMessage::Confirm));
    assert!(said(&app).is_some_and(|(k, t)| k == NoticeKind::Error && t.contains("several solutions")));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_solution_path_lists_every_step_and_clicking_one_replays_the_board_there() {
    let mut app = pairs_app();
    let mine = app.board().unwrap().clone();
    command(&mut app, Command::Act(Action::SolutionPath));
    let Panel::Path(list) = app.panel() else { panic!("the path panel is open: {:?}", app.panel()) };
    let path = list.path().clone();
    assert_eq!(path, app.game().unwrap().solution_path().unwrap(), "the façade's path");
    assert!(path.solved && path.len() > 3);
    click(&mut app, &crate::steps_panel::step_label(2, &path.steps[2].hint));
    let view = app.game().unwrap().view();
    assert_eq!(view.replay.map(|at| at.taken), Some(2), "the board after two steps");
    let drawn: Vec<_> = view.cells.iter().map(|c| c.value).collect();
    let expected: Vec<_> = path.board_at(2).unwrap().cells().map(|(_, c)| c.value).collect();
    assert_eq!(drawn, expected, "is the one drawn");
    assert_eq!(view.hint.as_ref(), Some(&path.steps[2].hint), "with step 3 on show");
    assert_eq!(app.board(), Some(&mine), "the game itself does not change");
    {
        let mut ui = simulator(app.view());
        assert!(ui.find(path.steps[2].hint.explanation.as_str()).is_ok(), "its explanation is in the panel");
    }
    click(&mut app, "End");
    assert!(app.game().unwrap().view().solved, "the end of the path is the solution");
    click(&mut app, "Back to my board");
    assert_eq!(app.game().unwrap().view().replay, None);
    key(&mut app, Key::Character("s".into()), false);
    let Panel::Path(list) = app.panel() else { panic!("the panel stays") };
    assert!(list.is_stale(), "a move makes the path stale");
    click(&mut app, "Find the path again");
    let Panel::Path(list) = app.panel() else { panic!("the panel stays") };
    assert!(!list.is_stale() && list.path().len() == path.len() - 1, "found again from the new board");
}

#[test]
fn the_pattern_menu_restricts_the_hint() {
    let mut app = example_app(PatternId::new("naked-pairs"));
    command(&mut app, Command::Act(Action::SelectPattern(Some(PatternId::new("naked-pairs")))));
    key(&mut app, Key::Character("h".into()), false);
    let view = app.game().unwrap().view();
    assert_eq!(view.pattern, Some(PatternId::new("naked-pairs")), "{:?}", said(&app));
    assert!(view.revealed.is_some(), "{:?}", said(&app));
    key(&mut app, Key::Character("h".into()), false);
    let view = app.game().unwrap().view();
    assert_eq!(view.revealed.as_ref().and_then(|r| r.pattern), Some(PatternId::new("naked-pairs")));
    let menus = crate::menu_bar::menus(crate::menu_bar::MenuState {
        view: Some(&view),
        show_colours: true,
        all_candidates: true,
        dark: false,
        candidate_size: Default::default(),
    });
    let titles: Vec<&str> = menus.iter().map(|m| m.title.as_str()).collect();
    assert_eq!(titles[2], "Pattern: Naked Pairs");
    assert_eq!(menus[2].items.len(), facade::patterns().len() + 1);
    command(&mut app, Command::Act(Action::SelectPattern(Some(PatternId::new("x-wing")))));
    command(&mut app, Command::Act(Action::Hint(None)));
    match app.game().unwrap().view().hint {
        Some(hint) => assert_eq!(hint.pattern, PatternId::new("x-wing")),
        None => assert_eq!(said(&app), Some((NoticeKind::Info, "X-Wing does not apply here".to_string()))),
    }
}

#[test]
fn every_thesis_menu_is_there() {
    let app = App::load(Source::Sample);
    let view = app.game().unwrap().view();
    let menus = crate::menu_bar::menus(crate::menu_bar::MenuState {
        view: Some(&view),
        show_colours: true,
        all_candidates: true,
        dark: false,
        candidate_size: Default::default(),
    });
    let titles: Vec<String> = menus.iter().map(|m| m.title.split(':').next().unwrap().to_string()).collect();
    assert_eq!(
        titles,
        ["File", "Edit", "Pattern", "Solve", "Hints", "Filter", "Colours", "Modes", "View", "Help"]
    );
    let help = menus.last().unwrap();
    assert_eq!(help.items.len(), facade::patterns().len() + 2, "About, the statistics, a page per pattern");
    assert_eq!(help.items[1].command, Command::Statistics);
}

#[test]
fn the_pattern_menu_lists_the_patterns_in_increasing_difficulty() {
    let app = App::load(Source::Sample);
    let items = &app.screen().menus()[2].items;
    assert_eq!(items[0].label, "✓ Any");
    let listed: Vec<PatternId> = items[1..]
        .iter()
        .map(|item| match &item.command {
            Command::Act(Action::SelectPattern(Some(id))) => *id,
            other => panic!("{other:?} in the Pattern menu"),
        })
        .collect();
    assert_eq!(listed.len(), facade::patterns().len());
    let levels: Vec<Level> = listed.iter().map(|&id| facade::pattern(id).unwrap().level).collect();
    assert!(levels.windows(2).all(|w| w[0] <= w[1]), "levels never decrease: {listed:?}");
    let at = |id| listed.iter().position(|&p| p == id).unwrap();
    assert!(at(PatternId::new("locked-candidates")) < at(PatternId::new("naked-pairs")), "{listed:?}");
    assert!(at(PatternId::new("hidden-single")) < at(PatternId::new("naked-single")), "{listed:?}");
    assert_eq!(listed, facade::patterns().iter().map(|p| p.id).collect::<Vec<_>>());
}

#[test]
fn generating_runs_in_the_background_and_can_be_cancelled() {
    let mut app = App::load(Source::Sample);
    command(&mut app, Command::Generate);
    assert!(matches!(app.dialog(), Some(Dialog::Generator(_))));
    let _ = app.update(Message::Dialog(DialogMessage::Level(Level::Hard)));
    let _ = app.update(Message::Dialog(DialogMessage::Best(true)));
    let Some(Dialog::Generator(dialog)) = app.dialog() else { panic!("the dialog is open") };
    assert_eq!((dialog.level, dialog.best), (Level::Hard, true));
    {
        let mut ui = simulator(app.view());
        let expected = crate::clock::format_wait(facade::expected_time(Level::Hard));
        assert!(ui.find(format!("Expected time (first found): {expected}")).is_ok());
    }
    let _ = app.update(Message::Dialog(DialogMessage::Start));
    let job = app.job().cloned().expect("a search runs");
    let _ =
        app.update(Message::Worker(job.id, WorkerEvent::Progress { tried: 12, elapsed: Default::default() }));
    assert_eq!(app.job().unwrap().tried, 12);
    let mut ui = simulator(app.view());
    assert!(ui.find("Searching… 12 tried in 0:00").is_ok());
    let messages: Vec<Message> = {
        assert!(ui.click("Cancel").is_ok());
        ui.into_messages().collect()
    };
    for message in messages {
        let _ = app.update(message);
    }
    assert!(app.job().is_none() && job.cancel.load(Ordering::Relaxed), "cancelled");
    let board = app.board().unwrap().clone();
    let late = SudokuLN::new(SudokuDN::empty(Geometry::NINE));
    let _ = app.update(Message::Worker(job.id, WorkerEvent::Finished(Ok(Box::new(late)))));
    assert_eq!(app.board(), Some(&board), "a cancelled job's result is dropped");
}

#[test]
fn the_generator_worker_delivers_a_puzzle_of_the_level() {
    let dialog = GeneratorDialog { level: Level::VeryEasy, ..GeneratorDialog::default() };
    let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let events: Vec<WorkerEvent> =
        iced::futures::executor::block_on(iced::futures::StreamExt::collect(dialog.start(cancel, 7)));
    let Some(WorkerEvent::Finished(Ok(game))) = events.last() else { panic!("no puzzle: {events:?}") };
    assert!(game.board().given_count() > 17);

    let mut app = App::load(Source::Sample);
    command(&mut app, Command::Generate);
    let _ = app.update(Message::Dialog(DialogMessage::Level(Level::VeryEasy)));
    let _ = app.update(Message::Dialog(DialogMessage::Start));
    let id = app.job().unwrap().id;
    let _ = app.update(Message::Worker(id, WorkerEvent::Finished(Ok(game.clone()))));
    assert_eq!(app.board().map(SudokuDN::givens), Some(game.board().givens()));
    assert!(app.dialog().is_none() && app.job().is_none());
    assert_eq!(app.title(), "JADE — generated very easy");
}

#[test]
fn a_session_saves_and_opens_again_and_bad_paths_are_errors() {
    let dir = temp_dir("session");
    let path = dir.join("game.jade.json");
    let mut app = App::load(Source::Sample);
    let _ = app.update(GameMessage::SelectCell(coord("f4c6")).into());
    let _ = app.update(GameMessage::Digit { digit: digit(7), set: true }.into());
    command(&mut app, Command::File(FilePurpose::SaveSession));
    let _ = app.update(Message::File(FileMessage::Path(path.display().to_string())));
    let _ = app.update(Message::File(FileMessage::Confirm));
    assert_eq!(said(&app).map(|n| n.0), Some(NoticeKind::Info), "{:?}", said(&app));
    assert!(path.exists());
    command(&mut app, Command::Act(Action::Undo));
    assert_eq!(cell(&app, "f4c6").value, None);

    command(&mut app, Command::File(FilePurpose::Open));
    let _ = app.update(Message::File(FileMessage::Recent(path.clone())));
    let _ = app.update(Message::File(FileMessage::Confirm));
    assert_eq!(cell(&app, "f4c6").value, Some(digit(7)), "the saved session is back");
    assert!(app.game().unwrap().can_undo(), "with its history");
    assert_eq!(app.recent().first(), Some(&path));

    for purpose in [FilePurpose::SaveBoard, FilePurpose::ExportSvg] {
        command(&mut app, Command::File(purpose));
        let target = dir.join(if purpose == FilePurpose::SaveBoard { "board.sdk" } else { "board.svg" });
        let _ = app.update(Message::File(FileMessage::Path(target.display().to_string())));
        let _ = app.update(Message::File(FileMessage::Confirm));
        assert!(target.exists(), "{purpose}");
    }

    command(&mut app, Command::File(FilePurpose::Open));
    let _ = app.update(Message::File(FileMessage::Path("/nonexistent/jade/x.sdk".into())));
    let _ = app.update(Message::File(FileMessage::Confirm));
    let (kind, text) = said(&app).unwrap();
    assert_eq!(kind, NoticeKind::Error);
    assert!(text.contains("x.sdk"), "{text}");
    let Some(Notice::Error(GuiError::Facade(error))) = app.notice() else { panic!("{:?}", app.notice()) };
    assert_eq!(error.kind(), "io", "the façade's typed error is kept: {error:?}");
    assert!(matches!(app.dialog(), Some(Dialog::File(_))), "the panel stays open to fix the path");
    command(&mut app, Command::File(FilePurpose::SaveBoard));
    let _ = app.update(Message::File(FileMessage::Path(dir.join("board.docx").display().to_string())));
    let _ = app.update(Message::File(FileMessage::Confirm));
    assert!(matches!(app.notice(), Some(Notice::Error(GuiError::UnknownExtension(_)))), "{:?}", app.notice());
    assert_eq!(cell(&app, "f4c6").value, Some(digit(7)), "the game is untouched");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn colours_filter_modes_and_check_rules() {
    let mut app = App::load(Source::Sample);
    let _ = app.update(GameMessage::CycleColour(coord("f2c2")).into());
    assert_eq!(cell(&app, "f2c2").colour, Some(Colour::One));
    let _ = app.update(GameMessage::PaintSelected(Some(Colour::Wrong)).into());
    assert_eq!(cell(&app, "f2c2").colour, Some(Colour::Wrong));
    command(&mut app, Command::Act(Action::ShowColours(false)));
    assert_eq!(app.game().unwrap().view().cells[10].colour, None);
    command(&mut app, Command::Act(Action::ClearColour(None)));
    assert_eq!(cell(&app, "f2c2").colour, None);

    command(&mut app, Command::ToggleFilter(digit(3)));
    let view = app.game().unwrap().view();
    assert!(view.cells.iter().all(|c| c.candidates.iter().all(|d| d == digit(3))));
    command(&mut app, Command::Act(Action::Filter(dn::CandidateSet::EMPTY)));

    command(&mut app, Command::Act(Action::Mode(InputMode::AutoEliminate)));
    assert_eq!(app.game().unwrap().settings().mode, InputMode::AutoEliminate);

    let _ = app.update(GameMessage::SelectCell(coord("f2c2")).into());
    let _ = app.update(GameMessage::Digit { digit: digit(9), set: true }.into());
    command(&mut app, Command::Act(Action::CheckRules));
    assert_eq!(said(&app).map(|n| n.0), Some(NoticeKind::Error));
    assert!(app.game().unwrap().view().cells.iter().any(|c| c.conflict));
}

#[test]
fn after_check_rules_a_red_cell_says_which_rule_it_breaks() {
    let mut app = App::load(Source::Sample);
    let _ = app.update(GameMessage::SelectCell(coord("f2c2")).into());
    let _ = app.update(GameMessage::Digit { digit: digit(9), set: true }.into());
    assert_eq!(app.status_line(), "f2c2: placed 9", "no rule is on show before the check");
    command(&mut app, Command::Act(Action::CheckRules));
    let conflicts = app.game().unwrap().view().conflicts;
    let broken = conflicts.iter().find(|c| c.cells.contains(&coord("f2c2"))).expect("f2c2 breaks a rule");
    let kind = broken.unit.kind_name();
    let _ = app.update(GameMessage::SelectCell(coord("f1c1")).into());
    let _ = app.update(GameMessage::SelectCell(coord("f2c2")).into());
    let line = app.status_line();
    assert!(line.starts_with("f2c2: placed 9; breaks the rule that a "), "{line}");
    assert!(line.contains(kind) && line.ends_with(&broken.to_string()), "{line}");
    {
        let mut ui = simulator(app.view());
        assert!(ui.find(line.as_str()).is_ok(), "the status bar says it");
    }
    let _ = app.update(GameMessage::SelectCell(coord("f4c6")).into());
    assert!(!app.status_line().contains("breaks"), "{}", app.status_line());
}

#[test]
fn solving_shows_the_report_and_does_not_congratulate_the_player() {
    let mut app = pairs_app();
    command(&mut app, Command::Act(Action::SolveWithPatterns));
    let Panel::Report(report) = app.panel() else { panic!("the report is on show") };
    assert!(report.solved && !report.counts.is_empty());
    let (kind, text) = said(&app).unwrap();
    assert_eq!(kind, NoticeKind::Info, "JADE solved it, not the player: {text}");
    assert!(text.contains("steps; level"), "{text}");
    assert!(!app.game().unwrap().clock_running(), "the clock stops");
    let mut ui = simulator(app.view());
    assert!(ui.find(report.counts[0].name).is_ok());
    assert!(ui.find(text.as_str()).is_ok());
}

/// The pairs puzzle solved but for `empty` cells (in reading order among the non-givens),
/// and the digits they need.
fn nearly_solved(empty: usize) -> (App, Vec<(Coord, Digit)>) {
    let mut solved = SudokuLN::from_text(PAIRS).unwrap();
    solved.apply(Action::SolveTrialAndError).unwrap();
    let mut board = solved.board().clone();
    let mut missing = Vec::new();
    let open: Vec<_> = board.cells().filter(|(_, c)| !c.given).map(|(i, _)| i).take(empty).collect();
    for index in open {
        missing.push((board.name_of(index), board[index].value.unwrap()));
        board[index].value = None;
    }
    (App::with_game(Source::Made("nearly".into()), SudokuLN::new(board)), missing)
}

#[test]
fn a_game_the_player_finishes_is_recorded_once_in_the_statistics() {
    let folder = tempfile::tempdir().unwrap();
    let store = folder.path().join("stats.sqlite3");
    let (app, missing) = nearly_solved(1);
    let mut app = app.with_stats_store(store.clone());
    let (cell, digit) = missing[0];
    let _ = app.update(GameMessage::SelectCell(cell).into());
    key(&mut app, Key::Character(digit.to_string().into()), true);
    key(&mut app, Key::Character("z".into()), true);
    key(&mut app, Key::Character(digit.to_string().into()), true);
    let summary = facade::open_statistics(Some(&store)).unwrap().summary().unwrap();
    assert_eq!((summary.games, summary.alone), (1, 1), "solved twice, one game");
}

#[test]
fn the_statistics_screen_shows_the_games_and_practises_a_technique_needed() {
    let folder = tempfile::tempdir().unwrap();
    let (app, missing) = nearly_solved(1);
    let mut app = app.with_stats_store(folder.path().join("stats.sqlite3"));
    key(&mut app, Key::Character("h".into()), false);
    let (cell, digit) = missing[0];
    let _ = app.update(GameMessage::SelectCell(cell).into());
    key(&mut app, Key::Character(digit.to_string().into()), true);
    command(&mut app, Command::Statistics);
    let Panel::Statistics(panel) = app.panel() else { panic!("the statistics are on show") };
    let summary = panel.summary.clone().expect("the database was read");
    let needed = summary.techniques[0].pattern;
    {
        let mut ui = simulator(app.view());
        assert!(ui.find("1 game, 1 solved alone").is_ok(), "a hint leaves the game solved alone");
    }
    click(&mut app, "Practise");
    let Some(Dialog::Example(dialog)) = app.dialog() else { panic!("the example dialog is open") };
    assert_eq!(dialog.pattern, needed);
}

#[test]
fn un_solving_a_solved_board_starts_the_clock_and_drops_the_congratulation() {
    let (mut app, missing) = nearly_solved(1);
    let (cell, digit) = missing[0];
    assert!(app.game().unwrap().clock_running());
    let _ = app.update(GameMessage::SelectCell(cell).into());
    key(&mut app, Key::Character(digit.to_string().into()), true);
    let (kind, text) = said(&app).unwrap();
    assert_eq!(kind, NoticeKind::Success, "{text}");
    assert!(text.starts_with("Solved in "), "{text}");
    assert!(!app.game().unwrap().clock_running(), "solved: the clock stops");
    key(&mut app, Key::Character("z".into()), true);
    assert!(app.game().unwrap().clock_running(), "undone: the clock runs again");
    assert_ne!(said(&app).map(|n| n.0), Some(NoticeKind::Success));
    key(&mut app, Key::Character(digit.to_string().into()), true);
    assert_eq!(said(&app).map(|n| n.0), Some(NoticeKind::Success), "solved again");
    key(&mut app, Key::Named(Named::Delete), false);
    assert!(app.game().unwrap().clock_running(), "deleted: the clock runs again");
    assert_ne!(said(&app).map(|n| n.0), Some(NoticeKind::Success));
    key(&mut app, Key::Character("s".into()), false);
    assert!(app.board().unwrap().is_solved(), "a step by JADE fills the last cell");
    assert_ne!(said(&app).map(|n| n.0), Some(NoticeKind::Success), "and is not the player's success");
    assert!(!app.game().unwrap().clock_running());
}

#[test]
fn board_keys_are_muted_while_a_panel_or_a_drop_down_has_the_keyboard() {
    let mut app = pairs_app();
    let _ = app.update(GameMessage::SelectCell(coord("f1c1")).into());
    let task = app.update(Message::Command(Command::File(FilePurpose::Open)));
    assert!(task.units() > 0, "opening the panel gives its path field the keyboard");
    let board = app.board().unwrap().clone();
    for letter in ["h", "s", "2"] {
        key(&mut app, Key::Character(letter.into()), false);
    }
    key(&mut app, Key::Named(Named::Delete), false);
    key(&mut app, Key::Named(Named::ArrowDown), false);
    assert_eq!(app.board(), Some(&board), "typing a file name changes nothing on the board");
    assert_eq!(app.game().unwrap().view().revealed, None, "and shows no hint");
    assert_eq!(app.selected(), Some(coord("f1c1")));
    key(&mut app, Key::Named(Named::Escape), false);
    assert!(app.dialog().is_none(), "Escape closes the panel");

    let _ = app.update(GameMessage::SelectCell(coord("f1c1")).into());
    let _ = app.update(Message::OpenMenu(3));
    key(&mut app, Key::Character("h".into()), false);
    assert_eq!(app.game().unwrap().view().revealed, None, "a drop-down is open: H is muted");
    key(&mut app, Key::Named(Named::Escape), false);
    assert_eq!(app.selected(), Some(coord("f1c1")), "Escape closed the drop-down only");
    key(&mut app, Key::Character("h".into()), false);
    assert!(app.game().unwrap().view().revealed.is_some(), "the keys reach the board again");
    let _ = app.update(Message::OpenMenu(3));
    let _ = app.update(Message::Command(Command::Act(Action::Undo)));
    key(&mut app, Key::Named(Named::ArrowDown), false);
    assert_eq!(app.selected(), Some(coord("f2c1")), "choosing an item closed the drop-down");
}

#[test]
fn a_filter_or_colour_change_keeps_the_hint_on_show_at_its_level() {
    let mut app = pairs_app();
    key(&mut app, Key::Character("h".into()), false);
    key(&mut app, Key::Character("h".into()), false);
    let shown = app.game().unwrap().view().revealed.expect("a hint at level 2");
    command(&mut app, Command::ToggleFilter(digit(3)));
    assert_eq!(app.game().unwrap().view().filter, CandidateSet::single(digit(3)));
    assert_eq!(app.game().unwrap().view().revealed.as_ref(), Some(&shown), "the filter kept the hint");
    let _ = app.update(Message::Game(GameMessage::CycleColour(coord("f9c9"))));
    assert_eq!(cell(&app, "f9c9").colour, Some(Colour::One));
    assert_eq!(app.game().unwrap().view().revealed.as_ref(), Some(&shown), "so did the colour");
    key(&mut app, Key::Character("h".into()), false);
    assert_eq!(app.game().unwrap().view().revealed.map(|r| r.reveal), Some(facade::Reveal::Full));
}

#[test]
fn write_new_works_after_a_file_failed_to_load() {
    let mut app = App::load(Source::File(PathBuf::from("/nonexistent/jade/puzzle.sdk")));
    assert!(app.board().is_none());
    command(&mut app, Command::Act(Action::WriteNew(Geometry::FOUR)));
    assert_eq!(app.board().map(|b| b.geometry()), Some(Geometry::FOUR), "{:?}", said(&app));
    assert!(app.game().unwrap().settings().writing);
    assert_eq!(app.title(), "JADE — new 4×4");
}

#[test]
fn a_long_notice_does_not_move_the_board() {
    let colour_bar_at = |app: &App| {
        let mut ui = Simulator::with_size(settings(), Size::new(1100.0, 820.0), app.view());
        ui.find("Colour:").expect("the colour bar is drawn").bounds()
    };
    let mut app = App::load(Source::Sample);
    let quiet = colour_bar_at(&app);
    for (name, value) in [("f2c2", 9), ("f2c3", 7), ("f3c3", 2)] {
        let _ = app.update(GameMessage::SelectCell(coord(name)).into());
        let _ = app.update(GameMessage::Digit { digit: digit(value), set: true }.into());
    }
    command(&mut app, Command::Act(Action::CheckRules));
    let (kind, text) = said(&app).unwrap();
    assert_eq!(kind, NoticeKind::Error);
    assert!(text.lines().count() >= 3, "several broken rules: {text}");
    assert_eq!(colour_bar_at(&app), quiet, "the board keeps its size and place");
    let line = crate::status_bar::one_line(&text);
    assert!(line.ends_with(&format!("(and {} more)", text.lines().count() - 1)), "{line}");
    let mut ui = simulator(app.view());
    assert!(ui.find(line.as_str()).is_ok(), "the notice line shows its first line and the count");
}

#[test]
fn writing_a_new_board_takes_plain_digits_as_givens() {
    let mut app = App::load(Source::Sample);
    command(&mut app, Command::Act(Action::WriteNew(Geometry::FOUR)));
    assert_eq!(app.board().unwrap().geometry(), Geometry::FOUR);
    let _ = app.update(GameMessage::SelectCell(Coord::new(0, 0)).into());
    key(&mut app, Key::Character("3".into()), false);
    assert_eq!(cell(&app, "f1c1").value, Some(digit(3)));
    assert!(cell(&app, "f1c1").given);
    key(&mut app, Key::Character("5".into()), false);
    assert_eq!(cell(&app, "f1c1").value, Some(digit(3)), "5 is no digit of a 4×4 board");
    command(&mut app, Command::Act(Action::FinishWriting));
    assert_eq!(said(&app).map(|n| n.0), Some(NoticeKind::Error), "one given has many solutions");
}

#[test]
fn a_missing_file_shows_its_error_instead_of_a_board() {
    let path = PathBuf::from("/nonexistent/jade/puzzle.sdk");
    let mut app = App::load(Source::File(path));
    let error = app.error().unwrap().to_string();
    assert!(error.contains("puzzle.sdk"), "{error}");
    assert!(app.board().is_none());
    for message in [
        GameMessage::SelectCell(Coord::new(0, 0)).into(),
        GameMessage::MoveSelection(Direction::Up).into(),
        GameMessage::Char { key: '5', ctrl: true }.into(),
        Message::Command(Command::Act(Action::Hint(None))),
    ] {
        let _ = app.update(message);
    }
    assert_eq!(app.selected(), None);
    let mut ui = simulator(app.view());
    assert!(ui.find(error.as_str()).is_ok(), "the error text is in the window");
    assert!(ui.find("Cannot show puzzle.sdk").is_ok());
}

#[test]
fn the_board_draws_headless_for_every_size_and_with_a_hint() {
    for geometry in Geometry::ALL {
        let mut app = app_with(busy_board(geometry));
        let _ = app.update(GameMessage::SelectCell(Coord::new(1, 0)).into());
        let mut ui = Simulator::with_size(settings(), Size::new(700.0, 420.0), app.view());
        assert!(ui.snapshot(&Theme::Light).is_ok(), "{geometry}");
    }
    let app = example_app(PatternId::new("xy-chain"));
    assert!(!app.game().unwrap().view().hint.unwrap().links.is_empty(), "a chain with links");
    let mut ui = simulator(app.view());
    assert!(ui.snapshot(&Theme::Light).is_ok());
}

#[test]
fn the_board_is_redrawn_and_the_menus_rebuilt_only_when_the_game_changed() {
    let mut app = App::load(Source::Sample);
    let (redraws, menus) = (app.screen().redraws(), app.screen().menus().as_ptr());
    let _ = app.update(GameMessage::SelectCell(coord("f4c6")).into());
    key(&mut app, Key::Named(Named::ArrowRight), false);
    let _ = app.update(GameMessage::Tick.into());
    let _ = app.update(Message::Escape);
    let _ = app.update(GameMessage::SelectCell(coord("f4c6")).into());
    assert_eq!(app.screen().redraws(), redraws, "moving the selection redraws only its own layer");
    assert_eq!(app.screen().menus().as_ptr(), menus, "and keeps the menus");
    let before = cell(&app, "f4c6").candidates;
    let d = (1..=9).map(digit).find(|&d| !before.contains(d)).unwrap();
    let _ = app.update(GameMessage::Digit { digit: d, set: false }.into());
    assert_eq!(app.screen().redraws(), redraws + 1, "a new candidate redraws the board");
    command(&mut app, Command::Act(Action::SelectPattern(Some(PatternId::new("x-wing")))));
    let view = app.game().unwrap().view();
    let fresh = crate::menu_bar::menus(crate::menu_bar::MenuState {
        view: Some(&view),
        show_colours: true,
        all_candidates: true,
        dark: false,
        candidate_size: Default::default(),
    });
    assert_eq!(app.screen().menus()[2].title, fresh[2].title, "the menus follow the game");
    assert_eq!(app.screen().menus()[2].title, "Pattern: X-Wing");
}

#[test]
fn keys_map_to_messages() {
    let plain = keyboard::Modifiers::default();
    let message = |key: Key, m| key_message(press(key, m));
    assert_eq!(
        message(Key::Named(Named::ArrowUp), plain),
        Some(GameMessage::MoveSelection(Direction::Up).into())
    );
    assert_eq!(message(Key::Named(Named::Escape), plain), Some(Message::Escape));
    assert_eq!(message(Key::Named(Named::Backspace), plain), Some(GameMessage::ClearCell.into()));
    assert_eq!(message(Key::Named(Named::Enter), plain), Some(Message::Enter));
    assert_eq!(message(Key::Named(Named::Tab), plain), None);
    assert_eq!(
        message(Key::Character("5".into()), plain),
        Some(GameMessage::Char { key: '5', ctrl: false }.into())
    );
    assert_eq!(
        message(Key::Character("Z".into()), keyboard::Modifiers::CTRL),
        Some(GameMessage::Char { key: 'z', ctrl: true }.into())
    );
    assert_eq!(key_message(keyboard::Event::ModifiersChanged(keyboard::Modifiers::CTRL)), None);
}

#[test]
fn command_line_by_clap_with_help_and_version() {
    use clap::{CommandFactory, Parser, error::ErrorKind};
    Args::command().debug_assert();
    let args = |list: &[&str]| Args::try_parse_from(std::iter::once("jade-gui").chain(list.iter().copied()));
    let plain = args(&[]).unwrap();
    assert_eq!((plain.source(), plain.hint, plain.pattern), (Source::Sample, false, None));
    let full = args(&["--hint", "p.sdk", "--pattern", "xy-chain"]).unwrap();
    assert_eq!(full.source(), Source::File(PathBuf::from("p.sdk")));
    assert_eq!((full.hint, full.pattern), (true, Some(PatternId::new("xy-chain"))));
    let help = args(&["--help"]).unwrap_err();
    assert_eq!(help.kind(), ErrorKind::DisplayHelp);
    assert!(help.to_string().contains("--pattern <ID>"), "{help}");
    let version = args(&["--version"]).unwrap_err();
    assert_eq!(version.kind(), ErrorKind::DisplayVersion);
    assert!(version.to_string().contains(env!("CARGO_PKG_VERSION")), "{version}");
    let unknown = args(&["--pattern", "y-wing"]).unwrap_err().to_string();
    assert!(unknown.contains("y-wing") && unknown.contains("naked-pairs"), "{unknown}");
    assert!(args(&["--pattern"]).is_err());
    assert_eq!(args(&["--frobnicate"]).unwrap_err().kind(), ErrorKind::UnknownArgument);
    assert!(args(&["a", "b"]).is_err());

    let dark = args(&["--dark", "--hint", "--pattern", "naked-pairs"]).unwrap();
    let app = crate::starting_app(&dark, None, None);
    assert_eq!(app.theme(), Theme::Dark, "--dark starts dark");
    assert_eq!(app.game().unwrap().view().pattern, Some(PatternId::new("naked-pairs")));
    assert!(app.game().unwrap().revealed().is_some(), "--hint shows the first hint");
    assert_eq!(crate::starting_app(&plain, None, None).theme(), Theme::Light);

    let shown = args(&["--steps", "--highlight", "5"]).unwrap();
    let app = crate::starting_app(&shown, None, None);
    assert!(matches!(app.panel(), Panel::Steps(_)), "--steps lists the steps");
    assert_eq!(app.screen().highlight(), Some(crate::highlight::Highlight::Digit(digit(5))));
    let error = args(&["--highlight", "55"]).unwrap_err().to_string();
    assert!(error.contains("'55' is no digit"), "{error}");
}

#[test]
fn the_pattern_example_dialog_opens_the_example_with_its_hint() {
    let mut app = App::load(Source::Sample);
    command(&mut app, Command::PatternExample);
    let _ = app.update(Message::Dialog(DialogMessage::Pattern(PatternId::new("x-wing"))));
    assert!(matches!(app.dialog(), Some(Dialog::Example(d)) if d.pattern == PatternId::new("x-wing")));
    let _ = app.update(Message::Dialog(DialogMessage::Start));
    let id = app.job().unwrap().id;
    let example = SudokuLN::from_example(PatternId::new("x-wing"), 1).unwrap();
    let _ = app.update(Message::Worker(id, WorkerEvent::Finished(Ok(Box::new(example)))));
    assert_eq!(app.title(), "JADE — x-wing example");
    assert_eq!(app.game().unwrap().view().hint.unwrap().pattern, PatternId::new("x-wing"));

    command(&mut app, Command::PatternExample);
    let _ = app.update(Message::Dialog(DialogMessage::Start));
    let id = app.job().unwrap().id;
    let failure = GuiError::from(facade::FacadeError::Unsupported("no example found".into()));
    let _ = app.update(Message::Worker(id, WorkerEvent::Finished(Err(failure))));
    assert_eq!(said(&app), Some((NoticeKind::Error, "no example found".to_string())));
    assert!(app.job().is_none());
    let _ = app.update(Message::Escape);
    assert!(app.dialog().is_none(), "Escape closes the dialog");
}

#[test]
fn the_clock_pauses_without_the_focus() {
    let mut app = App::load(Source::Sample);
    assert!(app.game().unwrap().clock_running());
    let _ = app.update(GameMessage::Focus(false).into());
    assert!(!app.game().unwrap().clock_running());
    assert!(crate::status_bar::clock_text(&app).ends_with("(paused)"));
    let _ = app.update(GameMessage::Focus(true).into());
    assert!(app.game().unwrap().clock_running());
}

/// Checks a rendering against its committed hash in `snapshots/` (`NAME-tiny-skia.sha256`).
/// A missing or different hash fails, unless `JADE_UPDATE_SNAPSHOTS=1` asks to write the
/// new one (iced_test alone would create a missing file and pass). The simulator renders with
/// tiny-skia only (the crate enables no other renderer) and the board names the embedded
/// DejaVu Sans ([`crate::FONT`], [`crate::BOLD`]), so no system font can change the picture.
fn assert_matches_snapshot(ui: &mut Simulator<'_, Message>, name: &str) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots");
    let snapshot = ui.snapshot(&Theme::Light).expect("the simulator renders");
    let hash_file = dir.join(format!("{name}-tiny-skia.sha256"));
    if std::env::var_os("JADE_UPDATE_SNAPSHOTS").is_some_and(|v| v == "1") {
        let _ = std::fs::remove_file(&hash_file);
    } else {
        assert!(
            hash_file.exists(),
            "no committed snapshot {}; run the GUI tests with JADE_UPDATE_SNAPSHOTS=1 once and commit it",
            hash_file.display()
        );
    }
    assert!(
        snapshot.matches_hash(dir.join(name)).expect("the snapshot file is readable"),
        "the rendering of {name} changed; if the change is meant, rerun with JADE_UPDATE_SNAPSHOTS=1 and \
         commit {}",
        hash_file.display()
    );
}

#[test]
fn an_xy_chain_hint_on_the_committed_board_renders_as_committed() {
    let board = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots/xy-chain-board.pm");
    let mut game = SudokuLN::open(&board).expect("the committed board opens");
    game.apply(Action::Hint(Some(PatternId::new("xy-chain"))))
        .expect("XY-Chain applies on the committed board");
    let view = game.view();
    assert!(view.hint.as_ref().is_some_and(|h| !h.links.is_empty()), "a chain with links");
    let cache = iced::widget::canvas::Cache::new();
    let board: iced::Element<'_, Message> =
        iced::widget::canvas(crate::board_canvas::BoardCanvas::new(&view, Some(coord("f5c4")), &cache))
            .width(iced::Fill)
            .height(iced::Fill)
            .into();
    let mut ui = Simulator::with_size(settings(), Size::new(600.0, 600.0), board);
    assert_matches_snapshot(&mut ui, "xy-chain-board");
}

#[test]
fn h_climbs_the_hint_s_levels_and_the_fourth_press_applies_it() {
    let mut app = pairs_app();
    let level = |app: &App| app.game().unwrap().view().revealed.map(|r| r.reveal);
    key(&mut app, Key::Character("h".into()), false);
    assert_eq!(level(&app), Some(facade::Reveal::Area));
    let text = app.game().unwrap().view().revealed.unwrap().text;
    assert!(text.starts_with("Look at "), "{text}");
    assert!(app.game().unwrap().view().hint.is_none(), "the side panel has no full hint yet");
    key(&mut app, Key::Character("h".into()), false);
    assert_eq!(level(&app), Some(facade::Reveal::Technique));
    key(&mut app, Key::Character("h".into()), false);
    assert_eq!(level(&app), Some(facade::Reveal::Full));
    let hint = app.game().unwrap().view().hint.expect("level 3 shows the whole hint");
    let before = app.board().unwrap().clone();
    key(&mut app, Key::Character("h".into()), false);
    assert_ne!(app.board().unwrap(), &before, "the fourth press applies {}", hint.name);
    assert_eq!(level(&app), None);
}

#[test]
fn the_hint_button_climbs_the_levels_shown_in_the_side_panel() {
    let mut app = pairs_app();
    let revealed = |app: &App| app.game().unwrap().view().revealed.expect("a hint is on show");
    let mut seen = Vec::new();
    for (press, level) in
        [facade::Reveal::Area, facade::Reveal::Technique, facade::Reveal::Full].into_iter().enumerate()
    {
        click(&mut app, "Hint (F2)");
        let shown = revealed(&app);
        assert_eq!(shown.reveal, level, "press {}", press + 1);
        assert_eq!(said(&app), None, "the side panel says it, not the notice line");
        let mut ui = simulator(app.view());
        let full = app.game().unwrap().view().hint.map(|h| h.explanation);
        let text = full.unwrap_or_else(|| shown.text.clone());
        assert!(ui.find(text.as_str()).is_ok(), "level {level}: its text is in the side panel");
        let heading = format!("Hint level {} of 4: {}", level.number(), crate::side_panel::level_name(level));
        assert!(ui.find(heading.as_str()).is_ok(), "{heading}");
        let about = shown.name.as_ref().map(|name| format!("About {name}"));
        assert_eq!(about.as_ref().map(|a| ui.find(a.as_str()).is_ok()), shown.name.as_ref().map(|_| true));
        assert_eq!(shown.name.is_some(), level != facade::Reveal::Area, "level 1 names no technique");
        seen.push(shown.text);
    }
    assert!(seen.windows(2).all(|w| w[0] != w[1]), "each level says more: {seen:?}");
    let before = app.board().unwrap().clone();
    click(&mut app, "Apply it (F2)");
    assert_ne!(app.board().unwrap(), &before, "the panel's button applies the hint at level 4");
}

/// `jade play`'s own parser, compiled from the CLI's file, so that one script can be
/// driven through both front ends.
#[allow(dead_code)]
#[path = "../../cli/src/play/command.rs"]
mod play_command;

#[test]
fn one_script_through_play_s_parser_and_the_window_gives_the_same_game() {
    let script = [
        "set f1c1 6",
        "cand f1c3 1 2 3",
        "color f1c3 2",
        "filter 1 2",
        "set f1c2 5",
        "filter",
        "mode auto",
        "set f1c5 4",
        "cand f1c1 4",
        "pattern naked-pairs",
        "hint",
        "step",
        "pattern any",
        "undo",
        "redo",
        "check",
        "candidates",
        "clean",
        "uncolor all",
        "colors off",
        "clearcands",
        "singles",
        "undo",
        "reset",
        "solve",
        "undo",
        "bruteforce",
        "undo",
        "redo",
        "redo",
        "done",
    ];
    let mut app = pairs_app();
    let mut played = app.game().unwrap().clone();
    for line in script {
        let Ok(Some(play_command::PlayCommand::Act(action))) = play_command::parse(line) else {
            panic!("{line} is a move")
        };
        let told = played.apply(action.clone()).map(|outcome| outcome.to_string());
        command(&mut app, Command::Act(action));
        let shown = app.game().unwrap();
        assert_eq!(shown.board(), played.board(), "the board after {line}");
        assert_eq!(shown.memory(), played.memory(), "the memory after {line}");
        assert_eq!(shown.settings(), played.settings(), "the settings after {line}");
        let (window, play) = (shown.view(), played.view());
        assert_eq!((window.hint, window.conflicts), (play.hint, play.conflicts), "on show after {line}");
        let notice = said(&app).map(|(_, text)| text);
        match told {
            Err(error) => assert_eq!(notice, Some(error.to_string()), "{line}"),
            Ok(text) => assert!(
                notice.as_deref() == Some(text.as_str())
                    || notice.is_some_and(|n| n.starts_with("Solved in")),
                "{line}: {text}"
            ),
        }
    }
}

/// The sample with value 7 placed in f4c6 by the player, keeping its games in `dir`.
fn sample_with_a_move(dir: &std::path::Path) -> App {
    let mut app = App::load(Source::Sample).with_autosave(Autosave::in_dir(dir.to_path_buf()));
    let _ = app.update(GameMessage::SelectCell(coord("f4c6")).into());
    let _ = app.update(GameMessage::Digit { digit: digit(7), set: true }.into());
    assert_eq!(cell(&app, "f4c6").value, Some(digit(7)));
    app
}

#[test]
fn a_new_board_keeps_the_game_it_replaces_and_previous_game_swaps_them() {
    let dir = temp_dir("previous");
    let mut app = sample_with_a_move(&dir);
    command(&mut app, Command::Act(Action::WriteNew(Geometry::NINE)));
    assert_eq!(app.board().unwrap().given_count(), 0, "writing a new board");
    let (kind, text) = said(&app).unwrap();
    assert_eq!(kind, NoticeKind::Info);
    assert!(text.contains("Previous game"), "the notice says where the game went: {text}");
    command(&mut app, Command::PreviousGame);
    assert_eq!(cell(&app, "f4c6").value, Some(digit(7)), "Write new discarded nothing");
    assert!(app.game().unwrap().can_undo(), "the game comes back with its history");
    command(&mut app, Command::PreviousGame);
    assert!(app.game().unwrap().settings().writing, "the board being written is swapped back");
    command(&mut app, Command::PreviousGame);

    let file = dir.join("pairs.sdk");
    std::fs::write(&file, PAIRS).unwrap();
    command(&mut app, Command::File(FilePurpose::Open));
    let _ = app.update(Message::File(FileMessage::Path(file.display().to_string())));
    let _ = app.update(Message::File(FileMessage::Confirm));
    assert_eq!(app.title(), "JADE — pairs.sdk");
    command(&mut app, Command::PreviousGame);
    assert_eq!(cell(&app, "f4c6").value, Some(digit(7)), "Open discarded nothing");

    command(&mut app, Command::PatternExample);
    let _ = app.update(Message::Dialog(DialogMessage::Start));
    let id = app.job().unwrap().id;
    let example = SudokuLN::from_example(PatternId::new("x-wing"), 1).unwrap();
    let _ = app.update(Message::Worker(id, WorkerEvent::Finished(Ok(Box::new(example)))));
    assert!(app.title().ends_with(" example"), "{}", app.title());
    command(&mut app, Command::PreviousGame);
    assert_eq!(cell(&app, "f4c6").value, Some(digit(7)), "a pattern example discarded nothing");

    command(&mut app, Command::Generate);
    let _ = app.update(Message::Dialog(DialogMessage::Start));
    let id = app.job().unwrap().id;
    let generated = SudokuLN::from_text(PAIRS).unwrap();
    let _ = app.update(Message::Worker(id, WorkerEvent::Finished(Ok(Box::new(generated)))));
    assert!(app.title().starts_with("JADE — generated"), "{}", app.title());
    command(&mut app, Command::PreviousGame);
    assert_eq!(cell(&app, "f4c6").value, Some(digit(7)), "Generate discarded nothing");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_game_without_moves_does_not_replace_the_kept_one_and_none_kept_is_said() {
    let dir = temp_dir("untouched");
    let mut app = App::load(Source::Sample).with_autosave(Autosave::in_dir(dir.clone()));
    command(&mut app, Command::PreviousGame);
    assert_eq!(said(&app), Some((NoticeKind::Info, "no previous game is kept".to_string())));
    let mut app = sample_with_a_move(&dir);
    command(&mut app, Command::Act(Action::WriteNew(Geometry::FOUR)));
    command(&mut app, Command::Act(Action::WriteNew(Geometry::NINE)));
    command(&mut app, Command::PreviousGame);
    assert_eq!(cell(&app, "f4c6").value, Some(digit(7)), "an untouched board kept nothing over it");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn closing_the_window_keeps_the_game_and_the_next_start_restores_it() {
    let dir = temp_dir("last");
    let mut app = sample_with_a_move(&dir);
    let _ = app.update(Message::CloseRequested(iced::window::Id::unique()));
    let restarted = App::load(Source::Sample).with_autosave(Autosave::in_dir(dir.clone()));
    assert_eq!(cell(&restarted, "f4c6").value, Some(digit(7)), "the last game is restored on start");
    assert_eq!(restarted.title(), "JADE — last game");
    assert!(restarted.game().unwrap().can_undo(), "with its history");
    assert!(said(&restarted).unwrap().1.contains("welcome back"));

    let file = dir.join("pairs.sdk");
    std::fs::write(&file, PAIRS).unwrap();
    let mut opened = App::load(Source::File(file)).with_autosave(Autosave::in_dir(dir.clone()));
    assert_eq!(opened.title(), "JADE — pairs.sdk", "a FILE given at start wins");
    command(&mut opened, Command::PreviousGame);
    assert_eq!(cell(&opened, "f4c6").value, Some(digit(7)), "the last game became the previous one");

    std::fs::write(dir.join(crate::autosave::LAST_GAME), "{ not a session").unwrap();
    let damaged = App::load(Source::Sample).with_autosave(Autosave::in_dir(dir.clone()));
    assert_eq!(damaged.title(), "JADE — sample");
    assert_eq!(said(&damaged).unwrap().0, NoticeKind::Error, "a damaged last game is reported");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn f2_and_f3_give_a_hint_and_a_step_on_every_size_and_show_on_the_buttons() {
    let mut app = pairs_app();
    let level = |app: &App| app.game().unwrap().view().revealed.map(|r| r.reveal);
    key(&mut app, Key::Named(Named::F2), false);
    assert_eq!(level(&app), Some(facade::Reveal::Area), "F2 is a hint, as H");
    let before = app.board().unwrap().clone();
    key(&mut app, Key::Named(Named::F3), false);
    assert_ne!(app.board().unwrap(), &before, "F3 is a step, as S");
    {
        let mut ui = simulator(app.view());
        assert!(ui.find("Hint (F2)").is_ok() && ui.find("Step (F3)").is_ok(), "the toolbar names the keys");
    }

    let mut big = app_with(busy_board(Geometry::TWENTY_FIVE));
    let _ = big.update(GameMessage::SelectCell(Coord::new(24, 0)).into());
    key(&mut big, Key::Character("h".into()), false);
    assert!(cell(&big, "f25c1").candidates.contains(digit(17)), "on 25×25, H is the digit 17");
    let toggled = said(&big);
    key(&mut big, Key::Named(Named::F2), false);
    assert!(
        big.game().unwrap().view().revealed.is_some() || said(&big) != toggled,
        "F2 asks for a hint on 25×25 too (this board has no unique solution: it says so)"
    );
    let _ = big.update(Message::Command(Command::File(FilePurpose::Open)));
    let notice = said(&big);
    key(&mut big, Key::Named(Named::F3), false);
    assert_eq!(said(&big), notice, "F3 is muted while the open panel has the keyboard");
}

#[test]
fn the_start_sample_has_nothing_to_undo_so_its_marks_stay() {
    let mut app = App::load(Source::Sample);
    assert!(!app.game().unwrap().can_undo(), "Undo is disabled on the start sample");
    let marks = app.board().unwrap().clone();
    key(&mut app, Key::Character("z".into()), true);
    command(&mut app, Command::Act(Action::Undo));
    assert_eq!(app.board(), Some(&marks), "undo cannot wipe the sample's candidates");
    let mut ui = simulator(app.view());
    let _ = ui.click("Undo");
    assert_eq!(ui.into_messages().count(), 0, "the Undo button is disabled");
}

#[test]
fn exported_files_are_not_listed_among_boards_to_open() {
    let dir = temp_dir("exports");
    let mut app = App::load(Source::Sample);
    for (purpose, name) in [
        (FilePurpose::ExportPdf, "game.pdf"),
        (FilePurpose::ExportSvg, "game.svg"),
        (FilePurpose::SaveBoard, "game.sdk"),
    ] {
        command(&mut app, Command::File(purpose));
        let _ = app.update(Message::File(FileMessage::Path(dir.join(name).display().to_string())));
        let _ = app.update(Message::File(FileMessage::Confirm));
        assert!(dir.join(name).exists(), "{name}");
    }
    let board = std::fs::canonicalize(dir.join("game.sdk")).unwrap();
    assert_eq!(app.recent(), [board], "only the board is listed, by its absolute path");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_highlight_buttons_shade_a_digit_s_places_or_the_bivalue_cells_and_toggle_off() {
    use crate::highlight::{Highlight, highlighted};
    let mut app = App::load(Source::Sample);
    let before = app.board().unwrap().clone();
    click(&mut app, "2 cands");
    assert_eq!(app.screen().highlight(), Some(Highlight::Bivalue));
    click(&mut app, "2 cands");
    assert_eq!(app.screen().highlight(), None, "pressed again, it goes off");
    let _ = app.update(GameMessage::Highlight(Some(Highlight::Digit(digit(7)))).into());
    assert_eq!(app.screen().highlight(), Some(Highlight::Digit(digit(7))));
    let view = app.screen().view().unwrap();
    let shaded = highlighted(view, Highlight::Digit(digit(7)));
    let can_hold_7 = |c: &Coord| view.cells.iter().any(|v| v.cell == *c && v.candidates.contains(digit(7)));
    assert!(!shaded.is_empty() && shaded.iter().all(can_hold_7), "{shaded:?}");
    assert_eq!(app.board(), Some(&before), "highlighting changes nothing in the game");
    let mut ui = simulator(app.view());
    assert!(ui.snapshot(&Theme::Light).is_ok());
}

#[test]
fn the_puzzle_s_level_and_rating_are_shown_from_the_start() {
    let mut app = pairs_app();
    let key = crate::rating::to_rate(app.game().unwrap()).expect("a unique 9×9 puzzle is rated");
    assert_eq!(key.techniques, facade::Techniques::ALL);
    assert_eq!(app.level_text(), None, "not yet known");
    let answer = rated(&key);
    let expected = facade::rate_puzzle(&key.givens, facade::Techniques::ALL).difficulty;
    assert_eq!(answer, Some(Message::Rated(key.clone(), expected)), "the background rating is the façade's");
    let _ = app.update(Message::Rated(key.clone(), expected));
    let shown = format!("level {} ({:.2})", expected.label, expected.value);
    assert_eq!(app.level_text(), Some(shown.clone()));
    {
        let mut ui = simulator(app.view());
        assert!(ui.find(shown.as_str()).is_ok(), "the status bar says {shown}");
    }

    let other = SudokuLN::from_text(SAMPLE_GIVENS).unwrap().board().givens();
    let _ = app.update(Message::Rated(crate::rating::RatingKey { givens: other, ..key }, expected));
    assert_eq!(app.level_text(), None, "a rating of other givens is not shown");
    command(&mut app, Command::Act(Action::WriteNew(Geometry::NINE)));
    assert_eq!(crate::rating::to_rate(app.game().unwrap()), None, "a board being written is not rated");
}

/// The background rating's answer for `key`.
fn rated(key: &crate::rating::RatingKey) -> Option<Message> {
    iced::futures::executor::block_on(iced::futures::StreamExt::next(&mut Box::pin(crate::rating::rate(key))))
}

/// `magictour_top1465.txt` line 1: its easiest-first solve takes a Unique Rectangle type 1
/// and a Hidden Rectangle, so it rates differently without them.
const TOP1465_FIRST: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

#[test]
fn switching_the_uniqueness_techniques_off_rates_the_puzzle_again_without_them() {
    let mut app = App::with_game(Source::Made("top1465".into()), SudokuLN::from_text(TOP1465_FIRST).unwrap());
    let with = crate::rating::to_rate(app.game().unwrap()).unwrap();
    let Some(Message::Rated(_, with_them)) = rated(&with) else { panic!("rated") };
    let _ = app.update(Message::Rated(with.clone(), with_them));
    assert_eq!(app.level_text(), Some(crate::rating::text(&with_them)));

    command(&mut app, Command::Act(Action::Uniqueness(false)));
    assert_eq!(app.level_text(), None, "the rating with the rectangles is no longer shown");
    let without = crate::rating::to_rate(app.game().unwrap()).unwrap();
    assert_eq!(without.techniques, facade::Techniques::WITHOUT_UNIQUENESS, "the subscription's key changed");
    let Some(Message::Rated(_, without_them)) = rated(&without) else { panic!("rated") };
    assert_ne!(without_them, with_them);
    assert_eq!(
        without_them,
        facade::rate_puzzle(&without.givens, facade::Techniques::WITHOUT_UNIQUENESS).difficulty
    );
    let _ = app.update(Message::Rated(without, without_them));
    let shown = crate::rating::text(&without_them);
    assert_eq!(app.level_text(), Some(shown.clone()));
    let mut ui = simulator(app.view());
    assert!(ui.find(shown.as_str()).is_ok(), "the status bar says {shown}");
}

#[test]
fn with_the_uniqueness_techniques_off_the_generator_grades_without_them() {
    let mut app = App::load(Source::Sample);
    command(&mut app, Command::Act(Action::Uniqueness(false)));
    command(&mut app, Command::Generate);
    let Some(Dialog::Generator(dialog)) = app.dialog() else { panic!("the dialog is open") };
    assert_eq!(dialog.techniques, facade::Techniques::WITHOUT_UNIQUENESS);
    {
        let mut ui = simulator(app.view());
        assert!(ui.find("Graded without the uniqueness techniques (Solve menu)").is_ok());
    }
    // Seed 7 at level hard graded with every technique gives a puzzle that takes a Unique
    // Rectangle; without it, that puzzle would be very hard.
    let dialog = GeneratorDialog { level: Level::Hard, ..*dialog };
    let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let events: Vec<WorkerEvent> =
        iced::futures::executor::block_on(iced::futures::StreamExt::collect(dialog.start(cancel, 7)));
    let Some(WorkerEvent::Finished(Ok(game))) = events.last() else { panic!("no puzzle: {events:?}") };
    let rating = facade::rate_puzzle(&game.board().givens(), facade::Techniques::WITHOUT_UNIQUENESS);
    assert_eq!(rating.difficulty.level, Some(Level::Hard), "{:?}", rating.counts);
    assert!(!game.settings().uniqueness, "the new game keeps the setting");

    let _ = app.update(Message::Dialog(DialogMessage::Level(Level::Hard)));
    let _ = app.update(Message::Dialog(DialogMessage::Start));
    let id = app.job().unwrap().id;
    let _ = app.update(Message::Worker(id, WorkerEvent::Finished(Ok(game.clone()))));
    let played = app.game().unwrap();
    assert!(!played.settings().uniqueness && !played.can_undo(), "kept from the start, not as a step");
    assert!(played.board().cells().filter(|(_, c)| c.is_empty()).all(|(_, c)| !c.candidates.is_empty()));
    assert_eq!(crate::rating::to_rate(played).unwrap().techniques, facade::Techniques::WITHOUT_UNIQUENESS);
    command(&mut app, Command::Act(Action::Uniqueness(true)));
    command(&mut app, Command::Generate);
    let Some(Dialog::Generator(dialog)) = app.dialog() else { panic!("the dialog is open") };
    assert_eq!(dialog.techniques, facade::Techniques::ALL);
}

#[test]
fn a_fresh_board_shows_all_its_candidates_unless_the_toggle_is_off() {
    let dir = temp_dir("candidates");
    let file = dir.join("pairs.sdk");
    std::fs::write(&file, PAIRS).unwrap();
    let empty_cells_marked = |app: &App| {
        let board = app.board().unwrap();
        let empty: Vec<_> =
            board.cells().filter(|(_, c)| c.is_empty()).map(|(_, c)| !c.candidates.is_empty()).collect();
        (!empty.is_empty()).then(|| empty.iter().all(|&m| m))
    };
    let mut app = App::load(Source::File(file.clone()));
    assert!(app.screen().all_candidates(), "on by default");
    assert_eq!(empty_cells_marked(&app), Some(true), "every empty cell shows its candidates");
    assert!(!app.game().unwrap().can_undo(), "and the history starts there");
    let modes = app.screen().menus().iter().find(|m| m.title == "Modes").unwrap();
    assert!(modes.items.iter().any(|i| i.to_string() == "✓ Show all candidates"), "the menu shows it on");

    command(&mut app, Command::AllCandidates(false));
    command(&mut app, Command::File(FilePurpose::Open));
    let _ = app.update(Message::File(FileMessage::Path(file.display().to_string())));
    let _ = app.update(Message::File(FileMessage::Confirm));
    assert!(app.board().unwrap().cells().all(|(_, c)| c.candidates.is_empty() || !c.is_empty()), "off: none");
    command(&mut app, Command::AllCandidates(true));
    assert_eq!(empty_cells_marked(&app), Some(true), "turned on, the board on show gets them");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_dark_theme_darkens_the_window_and_the_board_and_goes_back() {
    let mut app = example_app(PatternId::new("xy-chain"));
    let redraws = app.screen().redraws();
    command(&mut app, Command::DarkTheme(true));
    assert_eq!(app.theme(), Theme::Dark);
    assert!(app.screen().redraws() > redraws, "the board is drawn afresh in the dark inks");
    let modes = app.screen().menus().iter().find(|m| m.title == "Modes").unwrap();
    assert!(modes.items.iter().any(|i| i.to_string() == "✓ Dark theme"));
    {
        let mut ui = simulator(app.view());
        assert!(ui.snapshot(&app.theme()).is_ok());
    }
    command(&mut app, Command::DarkTheme(false));
    assert_eq!(app.theme(), Theme::Light);
}

#[test]
fn a_puzzle_is_copied_as_text_and_pasted_as_a_new_board_keeping_the_old_game() {
    let dir = temp_dir("paste");
    let mut app = sample_with_a_move(&dir);
    let givens = app.copy_text(false).unwrap();
    assert_eq!(givens, SAMPLE_GIVENS, "the givens on one line, without the placed values");
    let marks = app.copy_text(true).unwrap();
    let board = app.board().unwrap().clone();
    let back = SudokuLN::from_text(&marks).unwrap().board().clone();
    let seen = |b: &SudokuDN| -> Vec<_> {
        b.cells()
            .map(|(_, c)| (c.value, c.given, if c.is_empty() { c.candidates } else { CandidateSet::EMPTY }))
            .collect()
    };
    assert_eq!(seen(&back), seen(&board), "the marks read back as the board: givens, values, candidates");
    command(&mut app, Command::Copy(false));
    assert_eq!(said(&app), Some((NoticeKind::Info, "copied the givens to the clipboard".to_string())));

    let _ = app.update(Message::Pasted(Some(PAIRS.to_string())));
    assert_eq!(app.title(), "JADE — pasted");
    assert_eq!(app.copy_text(false).as_deref(), Some(PAIRS));
    command(&mut app, Command::PreviousGame);
    assert_eq!(cell(&app, "f4c6").value, Some(digit(7)), "pasting kept the game with its moves");

    let _ = app.update(Message::Pasted(Some("not a sudoku".into())));
    assert_eq!(said(&app).unwrap().0, NoticeKind::Error, "text without a board says why");
    assert_eq!(cell(&app, "f4c6").value, Some(digit(7)), "and the game stays");
    let _ = app.update(Message::Pasted(None));
    assert_eq!(said(&app), Some((NoticeKind::Info, "the clipboard holds no text".to_string())));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_solve_menu_switches_the_uniqueness_techniques_off_and_on() {
    let mut app = App::load(Source::Sample);
    let switch = |app: &App| {
        let menus = app.screen().menus();
        let solve = menus.iter().find(|m| m.title == "Solve").expect("a Solve menu");
        let item =
            solve.items.iter().find(|i| i.label.contains("Uniqueness techniques")).expect("the switch");
        (item.label.clone(), item.command.clone())
    };
    assert!(app.game().unwrap().settings().uniqueness);
    let (label, off) = switch(&app);
    assert_eq!((label.as_str(), &off), ("✓ Uniqueness techniques", &Command::Act(Action::Uniqueness(false))));
    command(&mut app, off);
    assert!(!app.game().unwrap().settings().uniqueness);
    assert_eq!(app.game().unwrap().techniques(), facade::Techniques::WITHOUT_UNIQUENESS);
    let (label, on) = switch(&app);
    assert_eq!((label.as_str(), &on), ("Uniqueness techniques", &Command::Act(Action::Uniqueness(true))));
    command(&mut app, on);
    assert!(app.game().unwrap().settings().uniqueness);
}

/// The text labelled `label` in the simulator, if it is drawn (its bounds).
fn bounds_of(ui: &mut Simulator<'_, Message>, label: &str) -> Option<iced::Rectangle> {
    ui.find(label).ok().and_then(|target| target.visible_bounds())
}

/// What clicking `label` in the window sends (nothing, when it is disabled).
fn messages_of_click(app: &App, label: &str) -> Vec<Message> {
    let mut ui = simulator(app.view());
    assert!(ui.click(label).is_ok(), "no '{label}' to click");
    ui.into_messages().collect()
}

#[test]
fn the_menu_bar_drops_a_menu_under_its_title_with_keys_and_greyed_items() {
    let mut app = App::load(Source::Sample);
    {
        let mut ui = Simulator::with_size(settings(), Size::new(760.0, 560.0), app.view());
        let titles =
            ["File", "Edit", "Pattern", "Solve", "Hints", "Filter", "Colours", "Modes", "View", "Help"];
        let tops: Vec<f32> = titles.iter().map(|t| bounds_of(&mut ui, t).expect(t).y).collect();
        assert!(tops.iter().all(|&y| y == tops[0]), "one line even in the smallest window: {tops:?}");
        assert!(bounds_of(&mut ui, "Back to start").is_none(), "no menu is open at first");
    }
    click(&mut app, "Edit");
    assert_eq!(app.open_menu(), Some(1));
    {
        let mut ui = simulator(app.view());
        let edit = bounds_of(&mut ui, "Edit").unwrap();
        let back = bounds_of(&mut ui, "Back to start").expect("the Edit menu is open");
        assert!(back.y > edit.y + edit.height && (back.x - edit.x).abs() < 20.0, "under its title");
        assert!(
            bounds_of(&mut ui, "Ctrl+Z").is_some() && bounds_of(&mut ui, "Ctrl+V").is_some(),
            "keys shown"
        );
    }
    assert!(messages_of_click(&app, "Back to start").is_empty(), "nothing to undo: greyed, not clickable");
    assert_eq!(app.open_menu(), Some(1), "a greyed item leaves the menu open");

    click(&mut app, "File");
    assert_eq!(app.open_menu(), Some(0), "another title opens its own menu");
    click(&mut app, "Pattern example…");
    assert_eq!(app.open_menu(), None, "choosing an item closes the menu");
    assert!(matches!(app.dialog(), Some(Dialog::Example(_))), "and does what it says");
}

#[test]
fn a_click_outside_or_escape_closes_the_menu_and_reaches_nothing_else() {
    let mut app = App::load(Source::Sample);
    click(&mut app, "Solve");
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        ui.point_at(iced::Point::new(250.0, 450.0));
        let _ = ui.simulate(iced_test::simulator::click());
        ui.into_messages().collect()
    };
    assert_eq!(messages, [Message::CloseMenu], "the click on the board only closes the menu");
    for message in messages {
        let _ = app.update(message);
    }
    assert_eq!((app.open_menu(), app.selected()), (None, None));

    click(&mut app, "Hints");
    key(&mut app, Key::Character("h".into()), false);
    assert_eq!(app.game().unwrap().view().revealed, None, "board keys are muted while it is open");
    key(&mut app, Key::Named(Named::Escape), false);
    assert_eq!(app.open_menu(), None, "Escape closes it");
    click(&mut app, "Hints");
    click(&mut app, "Hints");
    assert_eq!(app.open_menu(), None, "its title closes it again");
}

#[test]
fn the_keys_shown_in_the_menus_do_what_the_items_do() {
    let mut app = App::load(Source::Sample);
    for menu in app.screen().menus() {
        for item in menu.items.iter().filter(|i| i.keys.as_deref().is_some_and(|k| k.starts_with("Ctrl+"))) {
            let key = item.keys.as_deref().unwrap().trim_start_matches("Ctrl+").to_ascii_lowercase();
            let key = key.chars().next().unwrap();
            assert_eq!(crate::menu_bar::ctrl_command(key).as_ref(), Some(&item.command), "{item}");
        }
    }
    key(&mut app, Key::Character("o".into()), true);
    assert!(matches!(app.dialog(), Some(Dialog::File(_))), "Ctrl+O opens the open panel");
    key(&mut app, Key::Named(Named::Escape), false);
    key(&mut app, Key::Character("n".into()), true);
    assert!(matches!(app.dialog(), Some(Dialog::Generator(_))), "Ctrl+N the generator");
}

#[test]
fn ctrl_plus_and_minus_zoom_the_board_and_the_view_menu_sets_the_candidates_size() {
    let mut app = App::load(Source::Sample);
    let zoom = |app: &App| app.screen().zoom().factor();
    key(&mut app, Key::Character("+".into()), true);
    assert_eq!(zoom(&app), 1.25, "Ctrl++ zooms in");
    key(&mut app, Key::Character("=".into()), true);
    assert_eq!(zoom(&app), 1.5, "so does Ctrl+= (the same key without Shift)");
    assert_eq!(said(&app), Some((NoticeKind::Info, "zoom 150 %".to_string())));
    {
        let mut ui = simulator(app.view());
        assert!(ui.snapshot(&app.theme()).is_ok(), "the zoomed board draws, scrolled");
    }
    key(&mut app, Key::Character("-".into()), true);
    assert_eq!(zoom(&app), 1.25, "Ctrl+- zooms out");
    key(&mut app, Key::Character("0".into()), true);
    assert_eq!(zoom(&app), 1.0, "Ctrl+0 fits the window again");
    assert_eq!(app.board().unwrap(), App::load(Source::Sample).board().unwrap(), "the board is untouched");

    let menus = app.screen().menus();
    let view = menus.iter().find(|m| m.title == "View").expect("a View menu");
    let zoom_in = view.items.iter().find(|i| i.label == "Zoom in").unwrap();
    assert_eq!(zoom_in.keys.as_deref(), Some("Ctrl++"));
    assert!(view.items.iter().any(|i| i.label == "✓ Normal candidates"));
    let redraws = app.screen().redraws();
    command(&mut app, Command::CandidateSize(crate::zoom::CandidateSize::Large));
    assert_eq!(app.screen().candidate_size(), crate::zoom::CandidateSize::Large);
    assert!(app.screen().redraws() > redraws, "the board is drawn again with larger candidates");
    let view = app.screen().menus().iter().find(|m| m.title == "View").unwrap().clone();
    assert!(view.items.iter().any(|i| i.label == "✓ Large candidates"));
}

#[test]
fn a_twenty_five_by_twenty_five_board_is_drawn_larger_than_the_window_and_scrolls() {
    let app = app_with(busy_board(Geometry::TWENTY_FIVE));
    let mut ui = Simulator::with_size(settings(), Size::new(1100.0, 820.0), app.view());
    let least = 25.0 * crate::zoom::min_cell(Geometry::TWENTY_FIVE);
    let scrolls = ui
        .find(|candidate: iced_test::selector::Candidate<'_>| match candidate {
            iced_test::selector::Candidate::Scrollable { content_bounds, .. }
                if content_bounds.width >= least =>
            {
                Some(content_bounds)
            }
            _ => None,
        })
        .expect("the board sits in a scrollable as large as its readable cells");
    assert!(scrolls.width >= least && scrolls.height >= least, "{scrolls:?}");
    assert!(ui.snapshot(&app.theme()).is_ok());
}

/// The board of `app` alone in a 600 × 600 simulator, where the board's layout is
/// `BoardLayout::fit` of that size.
fn board_simulator<'a>(
    view: &'a facade::BoardView,
    cache: &'a iced::widget::canvas::Cache,
) -> Simulator<'a, Message> {
    let board: iced::Element<'_, Message> =
        iced::widget::canvas(crate::board_canvas::BoardCanvas::new(view, None, cache))
            .width(iced::Fill)
            .height(iced::Fill)
            .into();
    Simulator::with_size(settings(), Size::new(600.0, 600.0), board)
}

#[test]
fn shift_and_right_click_colour_a_candidate_drawn_behind_it_and_undone() {
    let mut board = SudokuDN::empty(Geometry::NINE);
    board[coord("f4c6")].candidates = [2, 7].into_iter().map(digit).collect();
    let mut app = app_with(board);
    let layout = crate::layout::BoardLayout::fit(Size::new(600.0, 600.0), Geometry::NINE);
    let seven = layout.candidate_rect(coord("f4c6"), digit(7)).center();
    let pictures = temp_dir("candidate-colour");
    let plain = pictures.join("plain.png");
    let click_seven = |app: &mut App| {
        let view = app.game().unwrap().view();
        let cache = iced::widget::canvas::Cache::new();
        let messages: Vec<Message> = {
            let mut ui = board_simulator(&view, &cache);
            ui.point_at(seven);
            let shift = keyboard::Event::ModifiersChanged(keyboard::Modifiers::SHIFT);
            let right = iced::mouse::Event::ButtonPressed(iced::mouse::Button::Right);
            let _ = ui.simulate([iced::Event::Keyboard(shift), iced::Event::Mouse(right)]);
            ui.into_messages().collect()
        };
        assert_eq!(messages, [Message::Game(GameMessage::CycleCandidateColour(coord("f4c6"), digit(7)))]);
        for message in messages {
            let _ = app.update(message);
        }
    };
    let drawn_as_plain = |app: &App| {
        let view = app.game().unwrap().view();
        let cache = iced::widget::canvas::Cache::new();
        board_simulator(&view, &cache).snapshot(&Theme::Light).unwrap().matches_image(&plain).unwrap()
    };
    let index = Geometry::NINE.cell_of(coord("f4c6")).unwrap();
    let colour_of_seven = |app: &App| app.board().unwrap().candidate_colour(index, digit(7));
    let _ = std::fs::remove_file(pictures.join("plain-tiny-skia.png"));
    assert!(drawn_as_plain(&app), "the first picture is kept as the plain board");
    click_seven(&mut app);
    assert_eq!(colour_of_seven(&app), Some(Colour::One));
    assert_eq!(cell(&app, "f4c6").colour, None, "the cell itself keeps no colour");
    assert!(!drawn_as_plain(&app), "the coloured candidate is drawn");
    click_seven(&mut app);
    assert_eq!(colour_of_seven(&app), Some(Colour::Two), "the next colour, as for cells");
    command(&mut app, Command::Act(Action::ShowColours(false)));
    assert!(drawn_as_plain(&app), "hidden with the cells' colours");
    command(&mut app, Command::Act(Action::Undo));
    command(&mut app, Command::Act(Action::Undo));
    assert_eq!(colour_of_seven(&app), Some(Colour::One));
    command(&mut app, Command::Act(Action::Undo));
    assert_eq!(colour_of_seven(&app), None);
    assert!(drawn_as_plain(&app), "undone");
}

#[test]
fn a_click_on_a_title_right_of_the_open_menu_opens_that_menu() {
    let mut app = App::load(Source::Sample);
    click(&mut app, "File");
    assert_eq!(app.open_menu(), Some(0));
    let titles: Vec<String> = app.screen().menus().iter().map(|m| m.title.clone()).collect();
    let help = titles.iter().position(|t| t == "Help").expect("a Help menu");
    assert_eq!(messages_of_click(&app, "Help"), [Message::OpenMenu(help)], "not only closing File");
    click(&mut app, "Help");
    assert_eq!(app.open_menu(), Some(help));
    {
        let mut ui = simulator(app.view());
        assert!(bounds_of(&mut ui, "About JADE").is_some(), "the Help menu is dropped");
    }
    click(&mut app, "Edit");
    assert_eq!(app.open_menu(), Some(1), "and to the left, as before");
}

#[test]
fn arrow_keys_walk_the_open_menu_and_enter_chooses_the_lit_item() {
    let mut app = App::load(Source::Sample);
    let selected = app.selected();
    let menus = app.screen().menus().to_vec();
    let modes = menus.iter().position(|m| m.title == "Modes").expect("a Modes menu");
    let dark = menus[modes].items.iter().position(|i| i.label.contains("Dark theme")).expect("Dark theme");
    let _ = app.update(Message::OpenMenu(modes));
    assert_eq!(app.menu_cursor(), None, "nothing lit until a key is pressed");
    key(&mut app, Key::Named(Named::ArrowDown), false);
    assert_eq!(app.menu_cursor(), menus[modes].items.iter().position(|i| i.enabled), "the first item lit");
    let mut presses = 1;
    while app.menu_cursor() != Some(dark) && presses <= menus[modes].items.len() {
        key(&mut app, Key::Named(Named::ArrowDown), false);
        presses += 1;
    }
    assert_eq!(app.menu_cursor(), Some(dark), "Down reaches every enabled item");
    assert_eq!(app.selected(), selected, "the arrows moved through the menu, not on the board");
    {
        let mut ui = simulator(app.view());
        assert!(ui.snapshot(&Theme::Light).is_ok(), "the menu draws with its lit item");
    }
    key(&mut app, Key::Named(Named::Enter), false);
    assert_eq!(
        (app.open_menu(), app.theme()),
        (None, Theme::Dark),
        "Enter chose Dark theme and closed the menu"
    );

    let _ = app.update(Message::OpenMenu(0));
    key(&mut app, Key::Named(Named::ArrowUp), false);
    assert_eq!(app.menu_cursor(), menus[0].items.iter().rposition(|i| i.enabled), "Up from none: the last");
    key(&mut app, Key::Named(Named::ArrowRight), false);
    assert_eq!(
        (app.open_menu(), app.menu_cursor()),
        (Some(1), menus[1].items.iter().position(|i| i.enabled))
    );
    key(&mut app, Key::Named(Named::ArrowLeft), false);
    key(&mut app, Key::Named(Named::ArrowLeft), false);
    assert_eq!(app.open_menu(), Some(menus.len() - 1), "round the ends");
    key(&mut app, Key::Named(Named::Escape), false);
    key(&mut app, Key::Named(Named::Enter), false);
    assert_eq!(app.open_menu(), None, "Enter without a menu does nothing");
    key(&mut app, Key::Named(Named::ArrowDown), false);
    assert_eq!(app.selected(), Some(coord("f1c1")), "with the menu closed the arrows move on the board");
}

#[test]
fn a_greyed_item_is_skipped_by_the_arrow_keys() {
    let mut app = App::load(Source::Sample);
    let menus = app.screen().menus().to_vec();
    let edit = menus.iter().position(|m| m.title == "Edit").expect("an Edit menu");
    assert!(!menus[edit].items[0].enabled, "Undo is greyed on the start sample");
    let _ = app.update(Message::OpenMenu(edit));
    key(&mut app, Key::Named(Named::ArrowDown), false);
    let lit = app.menu_cursor().expect("an item lit");
    assert!(lit > 0 && menus[edit].items[lit].enabled, "{lit}");
}
