//! `jade-gui`: JADE's desktop front end, built on iced 0.14 in the Elm style.
//!
//! The binary is a thin `main.rs`; everything else lives here so tests can drive it without
//! a window. Like every front end it talks to the façade ([`facade::SudokuLN`]) and reads
//! the board data of `dn`, nothing else of JADE.
//!
//! - [`app`]: [`App`] (state), [`App::update`], [`App::view`]; [`message`]: what can happen.
//! - [`game_screen`]: the game and the selection, and the moves on them; [`dialog_host`]:
//!   the open dialog and its background search; [`notice`]: the news and typed errors shown.
//! - [`board_canvas`]: the painted board, a `canvas` program of any size (4×4 to 25×25),
//!   with [`palette`] and [`layout`] (pure arithmetic); [`hint_marks`] (what a hint marks on
//!   its candidates, its chain as edges) and [`chain_route`] (where a link's curve runs)
//!   feed it, and [`legend`] explains the colours and arrows beside the hint.
//! - [`menu_bar`] (what the menus hold) and [`menu_view`] (the bar and its drop-downs),
//!   [`side_panel`], [`colour_bar`], [`highlight`], [`status_bar`], [`dialogs`],
//!   [`file_panel`]: one widget or screen each.
//! - [`steps_panel`]: the "All steps" list; [`path_panel`]: the solution path and replay.
//! - [`stats_panel`]: the player's statistics, with a bar chart and Practise buttons.
//! - [`recent`]: the recent files between runs; [`autosave`]: the last and the previous
//!   game kept between runs; [`markdown`]: help pages as text blocks.
//! - [`worker`]: long searches on a thread of their own; [`rating`]: the puzzle's level,
//!   rated in the background; [`keys`]: the keyboard.
//! - [`sample`]: the puzzle shown when no file is given; [`zoom`]: how large the board and
//!   its candidates are drawn.
//!
//! ```
//! use dn::Coord;
//! use gui::{App, GameMessage, Message, Source};
//!
//! let mut app = App::load(Source::Sample);
//! assert_eq!(app.board().unwrap().geometry().side(), 9);
//! let _ = app.update(Message::Game(GameMessage::SelectCell(Coord::new(3, 5))));
//! assert_eq!(app.selected(), Some(Coord::new(3, 5)));
//! assert!(app.status_line().starts_with("f4c6"));
//! ```

use std::path::PathBuf;

use dn::PatternId;
use facade::Action;

pub mod app;
pub mod autosave;
pub mod board_canvas;
pub mod chain_route;
pub mod choice;
pub mod clock;
pub mod colour_bar;
pub mod dialog_host;
pub mod dialogs;
pub mod file_panel;
pub mod game_screen;
pub mod highlight;
pub mod hint_marks;
pub mod keys;
pub mod layout;
pub mod legend;
pub mod markdown;
pub mod menu_bar;
pub mod menu_view;
pub mod message;
pub mod notice;
pub mod palette;
pub mod path_panel;
pub mod rating;
pub mod recent;
pub mod sample;
pub mod side_panel;
pub mod stats_panel;
pub mod status_bar;
pub mod steps_panel;
pub mod worker;
pub mod zoom;

#[cfg(test)]
mod tests;

pub use app::{App, Source};
pub use message::{Command, Direction, GameMessage, Message, Shortcut};
pub use notice::{GuiError, Notice, NoticeKind};

/// The font of the whole window: the DejaVu Sans embedded in the binary ([`FONT_FILES`]),
/// named explicitly so that a machine's own sans-serif fonts never replace it (the board
/// looks, and its test snapshot hashes, the same everywhere).
pub const FONT: iced::Font = iced::Font::with_name("DejaVu Sans");

/// The bold face of [`FONT`], embedded too: headings, and the givens on the board (told
/// from placed values by weight as well as colour, for colour-blind players).
pub const BOLD: iced::Font = iced::Font { weight: iced::font::Weight::Bold, ..FONT };

/// The font files embedded in the binary: DejaVu Sans and DejaVu Sans Bold 2.37, under the
/// Bitstream Vera licence (`assets/LICENSE-DejaVu.txt`).
pub const FONT_FILES: [&[u8]; 2] =
    [include_bytes!("../assets/DejaVuSans.ttf"), include_bytes!("../assets/DejaVuSans-Bold.ttf")];

/// The command line: `jade-gui [--pattern ID] [--hint] [--steps] [--highlight D] [--dark]
/// [FILE]`, with `--help` and `--version` (clap writes both, and the usage errors).
#[derive(Clone, Debug, PartialEq, Eq, clap::Parser)]
#[command(
    name = "jade-gui",
    version,
    about = "JADE's desktop Sudoku tutor: opens FILE, or a built-in sample puzzle when no FILE is given.",
    after_help = "Logging: set RUST_LOG (e.g. RUST_LOG=info)."
)]
pub struct Args {
    /// Restrict hints to one pattern (e.g. xy-chain), as the Pattern menu does
    #[arg(long, value_name = "ID", value_parser = facade::pattern_id)]
    pub pattern: Option<PatternId>,
    /// Show the first hint at start
    #[arg(long)]
    pub hint: bool,
    /// List every step available in the side panel at start (Solve → All steps)
    #[arg(long)]
    pub steps: bool,
    /// Shade the cells that can hold digit D at start, as the highlight bar's D does
    #[arg(long, value_name = "D", value_parser = highlight_digit)]
    pub highlight: Option<dn::Digit>,
    /// Start with the dark theme (Modes → Dark theme)
    #[arg(long)]
    pub dark: bool,
    /// A Sudoku in any format JADE reads, or a saved session
    pub file: Option<PathBuf>,
}

/// The digit `--highlight` names: one character, `1`-`9` then `A`-`P`.
fn highlight_digit(text: &str) -> Result<dn::Digit, String> {
    let mut chars = text.chars();
    match (chars.next().and_then(dn::Digit::from_char), chars.next()) {
        (Some(digit), None) => Ok(digit),
        _ => Err(format!("'{text}' is no digit (1-9, then A-P on larger boards)")),
    }
}

impl Args {
    /// The board to open: the file named, or the sample.
    pub fn source(&self) -> Source {
        self.file.clone().map_or(Source::Sample, Source::File)
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

/// The application `args` ask for: the board (or the last game kept in `autosave`, when
/// no FILE is named), the recent files kept in `recent`, hints restricted to their
/// pattern if one is named, the first hint on show with `--hint`, the steps listed with
/// `--steps`, a digit's cells shaded with `--highlight`, dark with `--dark`.
pub fn starting_app(args: &Args, recent: Option<PathBuf>, autosave: Option<autosave::Autosave>) -> App {
    let mut app = App::load(args.source());
    if let Some(store) = recent {
        app = app.with_recent_store(store);
    }
    if let Some(kept) = autosave {
        app = app.with_autosave(kept);
    }
    if let Some(id) = args.pattern {
        let _ = app.update(Message::Command(Command::Act(Action::SelectPattern(Some(id)))));
    }
    if args.hint {
        let _ = app.update(Message::Command(Command::Act(Action::Hint(None))));
    }
    if args.steps {
        let _ = app.update(Message::Command(Command::Act(Action::Steps)));
    }
    if let Some(digit) = args.highlight {
        let _ = app.update(Message::Game(GameMessage::Highlight(Some(highlight::Highlight::Digit(digit)))));
    }
    if args.dark {
        let _ = app.update(Message::Command(Command::DarkTheme(true)));
    }
    app
}

/// Opens the window as `args` ask ([`starting_app`], with the platform's folders) and
/// runs until it is closed.
pub fn run(args: Args) -> iced::Result {
    let boot = move || {
        let app =
            starting_app(&args, recent::store_path(), autosave::store_dir().map(autosave::Autosave::in_dir));
        match facade::statistics_path(None) {
            Ok(store) => app.with_stats_store(store),
            Err(_) => app,
        }
    };
    iced::application(boot, App::update, App::view)
        .font(FONT_FILES[0])
        .font(FONT_FILES[1])
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
        .exit_on_close_request(false)
        .run()
}
