//! `jade-gui`: JADE's desktop front end, built on iced 0.14 in the Elm style.
//!
//! The binary is a thin `main.rs`; everything else lives here so tests can drive it without
//! a window. Like every front end it talks to the façade ([`facade::SudokuLN`]) and reads
//! the board data of `dn`, nothing else of JADE.
//!
//! - [`app`]: [`App`] (state), [`Message`], [`App::update`], [`App::view`].
//! - [`board_canvas`]: the painted board, a `canvas` program of any size (4×4 to 25×25).
//! - [`layout`]: where the board and its cells lie in the canvas; pure arithmetic.
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

pub mod app;
pub mod board_canvas;
pub mod layout;
pub mod sample;

#[cfg(test)]
mod tests;

pub use app::{App, Direction, Message, Source};

/// How to start the program, shown on `--help` and under errors.
pub const USAGE: &str = "Usage: jade-gui [FILE]\n\nOpens FILE (a Sudoku in any format JADE reads), \
or a built-in sample puzzle when no FILE is given.\nLogging: set RUST_LOG (e.g. RUST_LOG=info).";

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Launch {
    /// Open the window on this board.
    Window(Source),
    /// Print [`USAGE`] and stop.
    Help,
}

/// Reads the arguments after the program name: none (the sample), one file, or `--help`.
pub fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Launch, String> {
    let args: Vec<OsString> = args.into_iter().collect();
    match args.as_slice() {
        [] => Ok(Launch::Window(Source::Sample)),
        [one] if one == "-h" || one == "--help" => Ok(Launch::Help),
        [one] if one.to_string_lossy().starts_with('-') => {
            Err(format!("unknown option '{}'", one.to_string_lossy()))
        }
        [one] => Ok(Launch::Window(Source::File(PathBuf::from(one)))),
        _ => Err(format!("expected at most one FILE, got {}", args.len())),
    }
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

/// Opens the window on `source` and runs until it is closed.
pub fn run(source: Source) -> iced::Result {
    iced::application(move || App::load(source.clone()), App::update, App::view)
        .title(App::title)
        .theme(App::theme)
        .subscription(App::subscription)
        .window(iced::window::Settings {
            size: iced::Size::new(720.0, 800.0),
            min_size: Some(iced::Size::new(320.0, 360.0)),
            ..iced::window::Settings::default()
        })
        .centered()
        .run()
}
