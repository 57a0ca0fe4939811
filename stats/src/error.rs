//! What can go wrong with the statistics database.

use std::fmt;
use std::path::PathBuf;

/// A failure of the statistics database: which file, what was being done, and why.
#[derive(Debug)]
pub struct StatsError {
    /// The database file.
    pub path: PathBuf,
    /// What was being done, as a verb phrase after "cannot": `open`, `record the game`.
    pub action: &'static str,
    /// Why it failed (boxed: SQLite's errors are large, and errors travel far).
    pub kind: Box<StatsErrorKind>,
}

/// Why a statistics operation failed.
#[derive(Debug)]
pub enum StatsErrorKind {
    /// The folder of the database could not be made.
    Io(std::io::Error),
    /// SQLite refused (a damaged or locked file, a full disk…).
    Sqlite(rusqlite::Error),
    /// The schema could not be brought up to date (for example a file written by a newer
    /// JADE).
    Migration(rusqlite_migration::Error),
    /// The database holds a value this JADE cannot read.
    Damaged(String),
}

impl StatsError {
    /// An error on `path` while doing `action`.
    pub(crate) fn new(path: &std::path::Path, action: &'static str, kind: StatsErrorKind) -> StatsError {
        StatsError { path: path.to_path_buf(), action, kind: Box::new(kind) }
    }
}

impl fmt::Display for StatsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: cannot {}: ", self.path.display(), self.action)?;
        match self.kind.as_ref() {
            StatsErrorKind::Io(error) => write!(f, "{error}"),
            StatsErrorKind::Sqlite(error) => write!(f, "{error}"),
            StatsErrorKind::Migration(error) => write!(f, "{error}"),
            StatsErrorKind::Damaged(what) => write!(f, "the statistics database is damaged: {what}"),
        }
    }
}

impl std::error::Error for StatsError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self.kind.as_ref() {
            StatsErrorKind::Io(error) => Some(error),
            StatsErrorKind::Sqlite(error) => Some(error),
            StatsErrorKind::Migration(error) => Some(error),
            StatsErrorKind::Damaged(_) => None,
        }
    }
}
