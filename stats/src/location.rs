//! Where the statistics database lives: `$JADE_DATABASE` when set, else `stats.sqlite3` in
//! the platform's data directory (`~/.local/share/jade` on Linux, `~/Library/Application
//! Support/jade` on macOS, `%APPDATA%\jade\data` on Windows).

use std::path::PathBuf;

/// The environment variable that names another database file (tests use a temporary one).
pub const DATABASE_VARIABLE: &str = "JADE_DATABASE";

/// The database file's name in the data directory.
const FILE_NAME: &str = "stats.sqlite3";

/// The database file to use: `$JADE_DATABASE` when set and not empty, else the file in the
/// platform's data directory; `None` when the platform has no home directory to put it in.
pub fn default_database_path() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(DATABASE_VARIABLE).filter(|value| !value.is_empty()) {
        return Some(PathBuf::from(path));
    }
    directories::ProjectDirs::from("", "", "jade").map(|dirs| dirs.data_dir().join(FILE_NAME))
}
