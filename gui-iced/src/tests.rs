//! Application tests without a window: messages fed to `update`, and the `view` run in
//! iced's headless simulator (tiny-skia, no GPU).

use std::ffi::OsString;
use std::path::PathBuf;

use dn::{CandidateSet, CellDN, Coord, Digit, Geometry, SudokuDN};
use facade::SudokuLN;
use iced::keyboard::{self, Key, key::Named};
use iced::{Point, Settings, Size, Theme};
use iced_test::{Simulator, simulator};

use crate::app::key_message;
use crate::sample::{SAMPLE_GIVENS, SAMPLE_PLACED};
use crate::{App, Direction, Launch, Message, Source, parse_args};

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

fn coord(name: &str) -> Coord {
    name.parse().unwrap()
}

#[test]
fn the_sample_loads_with_givens_placed_values_and_candidates() {
    let app = App::load(Source::Sample);
    assert_eq!(app.error(), None);
    let board = app.board().unwrap();
    assert_eq!(board.geometry(), Geometry::NINE);
    let givens = SAMPLE_GIVENS.bytes().filter(|b| b.is_ascii_digit()).count();
    assert_eq!(board.given_count(), givens);
    for (name, value) in SAMPLE_PLACED {
        let cell = board.cell_by_name(name).unwrap();
        assert_eq!((cell.number(), cell.given), (value, false), "{name}");
    }
    assert!(board.cells().filter(|(_, c)| c.is_empty()).all(|(_, c)| !c.candidates.is_empty()));
    assert!(board.conflicts().is_empty());
    assert_eq!(app.selected(), None);
    assert_eq!(app.title(), "JADE — sample");
}

#[test]
fn selecting_a_cell_by_message_updates_the_selection() {
    let mut app = App::load(Source::Sample);
    let _ = app.update(Message::SelectCell(coord("f4c6")));
    assert_eq!(app.selected(), Some(coord("f4c6")));
    assert!(app.status_line().starts_with("f4c6: empty, candidates "));

    let _ = app.update(Message::SelectCell(coord("f1c3")));
    assert_eq!(app.status_line(), "f1c3: given 9");
    let _ = app.update(Message::SelectCell(coord("f1c1")));
    assert_eq!(app.status_line(), "f1c1: placed 5");

    // A cell off the board (a stale or forged message) leaves the selection alone.
    let _ = app.update(Message::SelectCell(Coord::new(9, 0)));
    assert_eq!(app.selected(), Some(coord("f1c1")));

    let _ = app.update(Message::ClearSelection);
    assert_eq!(app.selected(), None);
}

#[test]
fn arrows_move_the_selection_and_stop_at_the_edges() {
    let mut app = App::load(Source::Sample);
    let _ = app.update(Message::MoveSelection(Direction::Right));
    assert_eq!(app.selected(), Some(Coord::new(0, 0)), "the first move selects the first cell");
    let _ = app.update(Message::MoveSelection(Direction::Right));
    let _ = app.update(Message::MoveSelection(Direction::Up));
    let _ = app.update(Message::MoveSelection(Direction::Left));
    let _ = app.update(Message::MoveSelection(Direction::Left));
    assert_eq!(app.selected(), Some(Coord::new(0, 0)));
    for _ in 0..20 {
        let _ = app.update(Message::MoveSelection(Direction::Down));
        let _ = app.update(Message::MoveSelection(Direction::Right));
    }
    assert_eq!(app.selected(), Some(Coord::new(8, 8)));
}

#[test]
fn selection_works_on_every_board_size() {
    for geometry in Geometry::ALL {
        let last = geometry.side() - 1;
        let mut app = app_with(busy_board(geometry));
        let _ = app.update(Message::SelectCell(Coord::new(last, last)));
        assert_eq!(app.selected(), Some(Coord::new(last, last)), "{geometry}");
        let _ = app.update(Message::MoveSelection(Direction::Down));
        assert_eq!(app.selected(), Some(Coord::new(last, last)), "{geometry}");
        let _ = app.update(Message::SelectCell(Coord::new(last + 1, 0)));
        assert_eq!(app.selected(), Some(Coord::new(last, last)), "{geometry}");
    }
}

#[test]
fn a_missing_file_shows_its_error_instead_of_a_board() {
    let path = PathBuf::from("/nonexistent/jade/puzzle.sdk");
    let mut app = App::load(Source::File(path));
    let error = app.error().unwrap().to_string();
    assert!(error.contains("puzzle.sdk"), "{error}");
    assert!(app.board().is_none());
    assert_eq!(app.title(), "JADE — puzzle.sdk");
    for message in [
        Message::SelectCell(Coord::new(0, 0)),
        Message::MoveSelection(Direction::Up),
        Message::ClearSelection,
    ] {
        let _ = app.update(message);
    }
    assert_eq!(app.selected(), None);

    let mut ui = simulator(app.view());
    assert!(ui.find(error.as_str()).is_ok(), "the error text is in the window");
    assert!(ui.find("Cannot show puzzle.sdk").is_ok());
}

#[test]
fn clicking_the_middle_of_the_window_selects_the_centre_cell() {
    let mut app = App::load(Source::Sample);
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        // The simulator's window is 1024×768; the board is centred in it.
        ui.point_at(Point::new(512.0, 384.0));
        let _ = ui.simulate(simulator::click());
        ui.into_messages().collect()
    };
    assert_eq!(messages, [Message::SelectCell(coord("f5c5"))]);
    for message in messages {
        let _ = app.update(message);
    }
    assert_eq!(app.selected(), Some(coord("f5c5")));
    let mut ui = simulator(app.view());
    assert!(ui.find(app.status_line()).is_ok());
}

#[test]
fn the_board_draws_headless_for_every_size() {
    for geometry in Geometry::ALL {
        let mut app = app_with(busy_board(geometry));
        let _ = app.update(Message::SelectCell(Coord::new(1, 0)));
        let mut ui = Simulator::with_size(Settings::default(), Size::new(300.0, 320.0), app.view());
        assert!(ui.snapshot(&Theme::Light).is_ok(), "{geometry}");
    }
}

#[test]
fn keys_map_to_messages() {
    let press = |key: Key| keyboard::Event::KeyPressed {
        key: key.clone(),
        modified_key: key,
        physical_key: keyboard::key::Physical::Unidentified(keyboard::key::NativeCode::Unidentified),
        location: keyboard::Location::Standard,
        modifiers: keyboard::Modifiers::default(),
        text: None,
        repeat: false,
    };
    assert_eq!(key_message(press(Key::Named(Named::ArrowUp))), Some(Message::MoveSelection(Direction::Up)));
    assert_eq!(
        key_message(press(Key::Named(Named::ArrowRight))),
        Some(Message::MoveSelection(Direction::Right))
    );
    assert_eq!(key_message(press(Key::Named(Named::Escape))), Some(Message::ClearSelection));
    assert_eq!(key_message(press(Key::Named(Named::Enter))), None);
    assert_eq!(key_message(press(Key::Character("5".into()))), None);
    assert_eq!(key_message(keyboard::Event::ModifiersChanged(keyboard::Modifiers::CTRL)), None);
}

#[test]
fn command_line() {
    let args = |list: &[&str]| parse_args(list.iter().map(OsString::from));
    assert_eq!(args(&[]), Ok(Launch::Window(Source::Sample)));
    assert_eq!(args(&["p.sdk"]), Ok(Launch::Window(Source::File(PathBuf::from("p.sdk")))));
    assert_eq!(args(&["--help"]), Ok(Launch::Help));
    assert_eq!(args(&["-h"]), Ok(Launch::Help));
    assert!(args(&["--frobnicate"]).unwrap_err().contains("--frobnicate"));
    assert!(args(&["a", "b"]).is_err());
}
