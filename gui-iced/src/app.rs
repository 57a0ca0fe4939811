//! The application in the Elm style: [`App`] is the state, [`Message`] what can happen,
//! [`App::update`] the only place the state changes, [`App::view`] a pure picture of it.

use std::path::PathBuf;

use dn::{Coord, SudokuDN};
use facade::SudokuLN;
use iced::keyboard::{self, Key, key::Named};
use iced::widget::{canvas, column, container, text};
use iced::{Element, Fill, Subscription, Task, Theme};

use crate::board_canvas::BoardCanvas;
use crate::sample::sample_game;

/// Where the board comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// The built-in sample puzzle.
    Sample,
    /// A puzzle file in any format the façade reads.
    File(PathBuf),
}

impl Source {
    /// A short name for titles: "sample" or the file's name.
    pub fn label(&self) -> String {
        match self {
            Source::Sample => "sample".to_string(),
            Source::File(path) => {
                path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into())
            }
        }
    }
}

/// A direction the selection moves in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// One row up.
    Up,
    /// One row down.
    Down,
    /// One column left.
    Left,
    /// One column right.
    Right,
}

/// Everything that can happen to the application.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// The player clicked the cell at this 0-based row and column.
    SelectCell(Coord),
    /// An arrow key: move the selection (the first press selects the top-left cell).
    MoveSelection(Direction),
    /// Escape: select nothing.
    ClearSelection,
}

/// The application state: the game from the façade (or why it could not be loaded) and
/// the selected cell.
#[derive(Debug)]
pub struct App {
    source: Source,
    game: Result<SudokuLN, String>,
    selected: Option<Coord>,
    /// The painted board layer; clear it whenever the board changes (the selection is
    /// drawn on a layer of its own).
    board_cache: canvas::Cache,
}

impl App {
    /// Loads the board from `source`. A failure is kept as text and shown in the window.
    pub fn load(source: Source) -> App {
        let game = match &source {
            Source::Sample => sample_game(),
            Source::File(path) => SudokuLN::open(path),
        };
        let game = game.map_err(|error| {
            log::error!("cannot load the {} puzzle: {error}", source.label());
            error.to_string()
        });
        if let Ok(game) = &game {
            let board = game.board();
            log::info!("loaded {} ({}, {} givens)", source.label(), board.geometry(), board.given_count());
        }
        App { source, game, selected: None, board_cache: canvas::Cache::new() }
    }

    /// An application showing `game`, labelled `source`.
    pub fn with_game(source: Source, game: SudokuLN) -> App {
        App { source, game: Ok(game), selected: None, board_cache: canvas::Cache::new() }
    }

    /// The game, when loading succeeded.
    pub fn game(&self) -> Option<&SudokuLN> {
        self.game.as_ref().ok()
    }

    /// The board shown, when loading succeeded.
    pub fn board(&self) -> Option<&SudokuDN> {
        self.game().map(SudokuLN::board)
    }

    /// Why loading failed, if it did.
    pub fn error(&self) -> Option<&str> {
        self.game.as_ref().err().map(String::as_str)
    }

    /// The selected cell, if any.
    pub fn selected(&self) -> Option<Coord> {
        self.selected
    }

    /// The window title.
    pub fn title(&self) -> String {
        format!("JADE — {}", self.source.label())
    }

    /// The theme: a light one, like a printed puzzle.
    pub fn theme(&self) -> Theme {
        Theme::Light
    }

    /// Applies one message to the state.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        let Some(geometry) = self.board().map(SudokuDN::geometry) else {
            return Task::none();
        };
        let side = geometry.side();
        match message {
            Message::SelectCell(coord) => {
                if geometry.cell_of(coord).is_some() {
                    self.selected = Some(coord);
                }
            }
            Message::MoveSelection(direction) => {
                self.selected = Some(match self.selected {
                    None => Coord::new(0, 0),
                    Some(c) => {
                        let (row, col) = (usize::from(c.row), usize::from(c.col));
                        match direction {
                            Direction::Up => Coord::new(row.saturating_sub(1), col),
                            Direction::Down => Coord::new((row + 1).min(side - 1), col),
                            Direction::Left => Coord::new(row, col.saturating_sub(1)),
                            Direction::Right => Coord::new(row, (col + 1).min(side - 1)),
                        }
                    }
                });
            }
            Message::ClearSelection => self.selected = None,
        }
        Task::none()
    }

    /// The window's content: a header, the board filling the rest, and a status line; or
    /// the error when nothing could be loaded.
    pub fn view(&self) -> Element<'_, Message> {
        let game = match &self.game {
            Ok(game) => game,
            Err(error) => {
                let content = column![
                    text(format!("Cannot show {}", self.source.label())).size(22),
                    text(error.as_str()),
                    text(crate::USAGE).size(13),
                ]
                .spacing(12);
                return container(content).center(Fill).padding(24).into();
            }
        };
        let board = game.board();
        let header = text(format!(
            "{} · {} · {} givens · {} empty",
            self.source.label(),
            board.geometry(),
            board.given_count(),
            board.empty_count()
        ))
        .size(16);
        let canvas =
            canvas(BoardCanvas::new(board, self.selected, &self.board_cache)).width(Fill).height(Fill);
        column![header, canvas, text(self.status_line()).size(14)].padding(10).spacing(6).into()
    }

    /// What the status line says about the selected cell.
    pub fn status_line(&self) -> String {
        let Some((board, coord)) = self.board().zip(self.selected) else {
            return "Click a cell to select it; arrow keys move, Esc clears.".to_string();
        };
        let Some(index) = board.geometry().cell_of(coord) else {
            return String::new();
        };
        let cell = &board[index];
        match cell.value {
            Some(d) if cell.given => format!("{coord}: given {d}"),
            Some(d) => format!("{coord}: placed {d}"),
            None if cell.candidates.is_empty() => format!("{coord}: empty"),
            None => format!("{coord}: empty, candidates {}", cell.candidates),
        }
    }

    /// Keyboard events while the window has focus.
    pub fn subscription(&self) -> Subscription<Message> {
        keyboard::listen().filter_map(key_message)
    }
}

/// The message a key press means, if any: arrows move the selection, Escape clears it.
pub fn key_message(event: keyboard::Event) -> Option<Message> {
    let keyboard::Event::KeyPressed { key: Key::Named(named), .. } = event else {
        return None;
    };
    match named {
        Named::ArrowUp => Some(Message::MoveSelection(Direction::Up)),
        Named::ArrowDown => Some(Message::MoveSelection(Direction::Down)),
        Named::ArrowLeft => Some(Message::MoveSelection(Direction::Left)),
        Named::ArrowRight => Some(Message::MoveSelection(Direction::Right)),
        Named::Escape => Some(Message::ClearSelection),
        _ => None,
    }
}
