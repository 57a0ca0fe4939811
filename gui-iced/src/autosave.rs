//! The games kept between runs, as HoDoKu keeps them: session files of the façade in JADE's
//! folder of the platform's data directory (`$XDG_DATA_HOME/jade`, else
//! `~/.local/share/jade` on Linux).
//!
//! - [`LAST_GAME`]: the game on show when the window closed, restored at the next start
//!   without a FILE.
//! - [`PREVIOUS_GAME`]: the game with moves that a new board (Generate, Pattern example,
//!   Open, Write new) last replaced; File → Previous game swaps it with the game on show.

use std::path::{Path, PathBuf};

use facade::{FacadeError, SudokuLN};

/// The file of the game on show when the window closed.
pub const LAST_GAME: &str = "last-game.jade.json";

/// The file of the game a new board last replaced.
pub const PREVIOUS_GAME: &str = "previous-game.jade.json";

/// JADE's folder in the platform's data directory, if the platform names one.
pub fn store_dir() -> Option<PathBuf> {
    dirs::data_dir().map(|dir| dir.join("jade"))
}

/// Where the games are kept; without a folder (tests, a platform without one) nothing is
/// kept and nothing is restored.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Autosave {
    dir: Option<PathBuf>,
}

impl Autosave {
    /// Keeps the games in `dir` (created when the first game is written).
    pub fn in_dir(dir: PathBuf) -> Autosave {
        Autosave { dir: Some(dir) }
    }

    /// The path of the kept game `name` ([`LAST_GAME`] or [`PREVIOUS_GAME`]), if a folder
    /// is set.
    pub fn path(&self, name: &str) -> Option<PathBuf> {
        self.dir.as_ref().map(|dir| dir.join(name))
    }

    /// Whether a game `name` is kept.
    pub fn has(&self, name: &str) -> bool {
        self.path(name).is_some_and(|path| path.is_file())
    }

    /// Writes `game` as the kept game `name`; without a folder nothing is written.
    pub fn keep(&self, name: &str, game: &SudokuLN) -> Result<(), FacadeError> {
        let Some(path) = self.path(name) else { return Ok(()) };
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|source| FacadeError::Io {
                path: dir.to_path_buf(),
                action: "create",
                source,
            })?;
        }
        game.save_session(&path)
    }

    /// The kept game `name`: `None` when there is none, the façade's error when its file
    /// cannot be read.
    pub fn restore(&self, name: &str) -> Option<Result<SudokuLN, FacadeError>> {
        let path = self.path(name).filter(|p| p.is_file())?;
        Some(SudokuLN::load_session(&path))
    }

    /// Moves the kept game `from` to `to` (the last game becomes the previous one when a
    /// FILE is opened at start); a failure is only logged.
    pub fn shift(&self, from: &str, to: &str) {
        if let (Some(from), Some(to)) = (self.path(from).filter(|p| p.is_file()), self.path(to)) {
            rename(&from, &to);
        }
    }
}

fn rename(from: &Path, to: &Path) {
    if let Err(error) = std::fs::rename(from, to) {
        log::warn!("cannot move {} to {}: {error}", from.display(), to.display());
    }
}
