//! The player's statistics through the façade: a finished session as a
//! [`stats::GameRecord`], and the database it goes to (`jade-stats`, re-exported in
//! `lib.rs` so front ends need no other crate).

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use stats::{GameRecord, StatsStore};

use crate::{FacadeError, SudokuLN};

/// The largest board side whose puzzle is rated for the record (a solve with patterns on
/// larger boards can take long; their games are recorded unrated).
const RATED_UP_TO_SIDE: usize = 9;

impl SudokuLN {
    /// The game as the statistics record it, once its board is solved (and not while a new
    /// board is being written): the puzzle, its level and rating on Sudoku Explainer's scale,
    /// the time played, and the help the
    /// tally counted. Recording it again later changes nothing: it keeps the game's key.
    pub fn finished_game(&self) -> Option<GameRecord> {
        if !self.board().is_solved() || self.settings().writing {
            return None;
        }
        let givens = self.board().givens();
        let side = self.board().geometry().side();
        let rated = self.solution().is_some() && side <= RATED_UP_TO_SIDE;
        let difficulty = rated.then(|| crate::rate_puzzle(&givens, crate::Techniques::ALL).difficulty);
        let finished_at = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
        Some(GameRecord {
            key: self.tally.key.clone(),
            puzzle: givens.to_string(),
            side: u8::try_from(side).unwrap_or(u8::MAX),
            level: difficulty.as_ref().map(|d| d.id.to_string()),
            rating: difficulty.as_ref().and_then(|d| d.explainer).map(|step| step.rating.value()),
            time: self.elapsed(),
            hints: self.tally.hint_counts(),
            tutor_steps: self.tally.tutor_steps(),
            mistakes: u32::try_from(self.tally.mistakes.len()).unwrap_or(u32::MAX),
            finished_at: i64::try_from(finished_at).unwrap_or(i64::MAX),
            techniques: self.tally.techniques(),
        })
    }
}

/// The statistics database file: `path` when given, else `$JADE_DATABASE`, else the
/// platform's data directory.
pub fn statistics_path(path: Option<&Path>) -> Result<PathBuf, FacadeError> {
    match path {
        Some(path) => Ok(path.to_path_buf()),
        None => stats::default_database_path().ok_or_else(|| {
            FacadeError::Unsupported(format!(
                "no home directory to keep the statistics in: set {} to a file",
                stats::DATABASE_VARIABLE
            ))
        }),
    }
}

/// Opens the statistics database (see [`statistics_path`]), creating it when absent.
pub fn open_statistics(path: Option<&Path>) -> Result<StatsStore, FacadeError> {
    Ok(StatsStore::open(&statistics_path(path)?)?)
}

/// Records `game` in the statistics database (see [`statistics_path`]); whether it was
/// new (a game already recorded is kept as it was).
pub fn record_game(path: Option<&Path>, game: &GameRecord) -> Result<bool, FacadeError> {
    Ok(open_statistics(path)?.record(game)?)
}
