//! [`StatsStore`]: the open database. Opening creates the file (and its folder) when
//! absent and brings its schema up to date; recording a game is one transaction, so a
//! crash loses at most the game being written.

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, params};

use crate::error::{StatsError, StatsErrorKind};
use crate::record::GameRecord;

/// How long a write waits for another JADE that holds the database (two windows, a CLI and
/// a GUI) before it gives up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The statistics database of one player.
#[derive(Debug)]
pub struct StatsStore {
    pub(crate) connection: Connection,
    pub(crate) path: PathBuf,
}

impl StatsStore {
    /// Opens the database at `path`, creating it and its folder when absent, and brings its
    /// schema up to date.
    pub fn open(path: &Path) -> Result<StatsStore, StatsError> {
        let failed = |kind| StatsError::new(path, "open the statistics database", kind);
        if let Some(folder) = path.parent().filter(|folder| !folder.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(|e| failed(StatsErrorKind::Io(e)))?;
        }
        let mut connection = Connection::open(path).map_err(|e| failed(StatsErrorKind::Sqlite(e)))?;
        connection.busy_timeout(BUSY_TIMEOUT).map_err(|e| failed(StatsErrorKind::Sqlite(e)))?;
        connection
            .pragma_update(None, "foreign_keys", true)
            .map_err(|e| failed(StatsErrorKind::Sqlite(e)))?;
        crate::schema::migrations()
            .to_latest(&mut connection)
            .map_err(|e| failed(StatsErrorKind::Migration(e)))?;
        log::debug!("statistics database {} open", path.display());
        Ok(StatsStore { connection, path: path.to_path_buf() })
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Records a finished game and the help each technique gave, in one transaction.
    /// Whether it was new: a game whose key is already recorded is left as it was.
    pub fn record(&mut self, game: &GameRecord) -> Result<bool, StatsError> {
        let path = self.path.clone();
        let failed = |e| StatsError::new(&path, "record the game", StatsErrorKind::Sqlite(e));
        let transaction = self.connection.transaction().map_err(failed)?;
        let inserted = transaction
            .execute(
                "INSERT OR IGNORE INTO games (game_key, puzzle, side, level, rating, seconds,
                     hints_area, hints_technique, hints_full, tutor_steps, mistakes, finished_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
                params![
                    game.key,
                    game.puzzle,
                    game.side,
                    game.level,
                    game.rating,
                    game.time.as_secs_f64(),
                    game.hints.area,
                    game.hints.technique,
                    game.hints.full,
                    game.tutor_steps,
                    game.mistakes,
                    game.finished_at,
                ],
            )
            .map_err(failed)?;
        if inserted == 0 {
            return Ok(false);
        }
        let id = transaction.last_insert_rowid();
        for technique in &game.techniques {
            transaction
                .execute(
                    "INSERT INTO game_techniques (game_id, pattern, hints_area, hints_technique,
                         hints_full, tutor_steps)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                    params![
                        id,
                        technique.pattern.as_str(),
                        technique.hints.area,
                        technique.hints.technique,
                        technique.hints.full,
                        technique.tutor_steps,
                    ],
                )
                .map_err(failed)?;
        }
        transaction.commit().map_err(failed)?;
        Ok(true)
    }
}
