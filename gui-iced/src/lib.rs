//! `jade-gui`: JADE's desktop front end, built on iced 0.14 in the Elm style.
//!
//! The binary is a thin `main.rs`; everything else lives here so tests can drive it without
//! a window. Like every front end it talks to the façade ([`facade::SudokuLN`]) and reads
//! the board data of `dn`, nothing else of JADE.
//!
//! - [`app`]: [`App`] (state), [`App::update`], [`App::view`]; [`message`]: what can happen.
//! - [`commands`]: what each menu command does; [`dialog_updates`]: dialogs and worker news.
//! - [`board_canvas`]: the painted board, a `canvas` program of any size (4×4 to 25×25),
//!   with [`palette`] and [`layout`] (pure arithmetic).
//! - [`menu_bar`], [`side_panel`], [`colour_bar`], [`status_bar`], [`dialogs`],
//!   [`file_panel`]: one widget or screen each.
//! - [`recent`]: the recent files between runs; [`markdown`]: help pages as text blocks.
//! - [`worker`]: long searches on a thread of their own; [`keys`]: the keyboard.
//! - [`sample`]: the puzzle shown when no file is given.
//!
//! ```
//! use dn::Coord;
//! use gui::{App, Message, Source};
//!
//! let mut app = App::load(Source::Sample);
//! assert_eq!(app.board().unwrap().geometry().side(), 9);
//! let _ = app.update(Message::SelectCell(Coord::new(3, 5)));
//! assert_eq!(app.selected(), Some(Coord::new(3, 5)));
//! assert!(app.status_line().starts_with("f4c6"));
//! ```

use std::ffi::OsString;
use std::path::PathBuf;

use facade::Action;

pub mod app;
pub mod board_canvas;
pub mod choice;
pub mod clock;
pub mod colour_bar;
pub mod commands;
pub mod dialog_updates;
pub mod dialogs;
pub mod file_panel;
pub mod keys;
pub mod layout;
pub mod markdown;
pub mod menu_bar;
pub mod message;
pub mod palette;
pub mod recent;
pub mod sample;
pub mod side_panel;
pub mod status_bar;
pub mod worker;

#[cfg(test)]
mod tests;

pub use app::{App, NoticeKind, Source};
pub use message::{Command, Direction, Message};

/// The font of the whole window: the Fira Sans embedded in the binary, named explicitly so
/// that a machine's own sans-serif fonts never replace it (the board looks, and its test
/// snapshot hashes, the same everywhere).
pub const FONT: iced::Font = iced::Font::with_name("Fira Sans");

/// How to start the program, shown on `--help` and under errors.
pub const USAGE: &str = "Usage: jade-gui [--pattern ID] [--hint] [FILE]\n\nOpens FILE (a Sudoku in \
any format JADE reads, or a saved session), or a built-in sample puzzle when no FILE is given.\n\
--pattern ID restricts hints to one pattern (e.g. xy-chain), as the Pattern menu does.\n\
--hint shows the first hint at start.\nLogging: set RUST_LOG (e.g. RUST_LOG=info).";

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Launch {
    /// Open the window on this board.
    Window {
        /// The board to open.
        source: Source,
        /// Show the first hint at start.
        hint: bool,
        /// The pattern hints are restricted to at start (its id).
        pattern: Option<String>,
    },
    /// Print [`USAGE`] and stop.
    Help,
}

/// Reads the arguments after the program name: `--help`, or
/// `[--pattern ID] [--hint] [FILE]` (no FILE: the sample).
pub fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Launch, String> {
    let mut hint = false;
    let mut pattern = None;
    let mut files = Vec::new();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.to_string_lossy().as_ref() {
            "-h" | "--help" => return Ok(Launch::Help),
            "--hint" => hint = true,
            "--pattern" => {
                let id = args.next().ok_or("--pattern needs a pattern id, e.g. --pattern xy-chain")?;
                pattern = Some(id.to_string_lossy().into_owned());
            }
            option if option.starts_with('-') => return Err(format!("unknown option '{option}'")),
            _ => files.push(PathBuf::from(arg)),
        }
    }
    let source = match files.as_slice() {
        [] => Source::Sample,
        [one] => Source::File(one.clone()),
        _ => return Err(format!("expected at most one FILE, got {}", files.len())),
    };
    Ok(Launch::Window { source, hint, pattern })
}

/// Why no window can open, when that is known in advance: on Linux and the BSDs, no X11
/// or Wayland display is named in the environment (iced would panic there).
pub fn missing_display() -> Option<String> {
    let unix_desktop =
        cfg!(all(unix, not(any(target_os = "macos", target_os = "ios", target_os = "android"))));
    let named = ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
        .iter()
        .any(|name| std::env::var_os(name).is_some_and(|value| !value.is_empty()));
    (unix_desktop && !named)
        .then(|| "no display: set DISPLAY (X11) or WAYLAND_DISPLAY (Wayland), or run under Xvfb".to_string())
}

/// Opens the window on `source` and runs until it is closed. Hints are restricted to
/// `pattern` (an id) if one is given, and the first hint is on show when `hint`.
pub fn run(source: Source, hint: bool, pattern: Option<String>) -> iced::Result {
    let boot = move || {
        let mut app = App::load(source.clone());
        if let Some(store) = recent::store_path() {
            app.keep_recent_in(store);
        }
        if let Some(id) = pattern.as_deref() {
            app.select_pattern_by_id(id);
        }
        if hint {
            let _ = app.update(Message::Command(Command::Act(Action::Hint(None))));
        }
        app
    };
    iced::application(boot, App::update, App::view)
        .default_font(FONT)
        .title(App::title)
        .theme(App::theme)
        .subscription(App::subscription)
        .window(iced::window::Settings {
            size: iced::Size::new(1100.0, 820.0),
            min_size: Some(iced::Size::new(760.0, 560.0)),
            ..iced::window::Settings::default()
        })
        .centered()
        .run()
}
