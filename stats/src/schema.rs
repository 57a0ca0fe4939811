//! The database schema and its migrations, kept in SQLite's `user_version`: a file made by
//! an older JADE is brought up to date when opened, each migration in one transaction. A
//! migration is never changed once released; a change of schema is a new one at the end.

use rusqlite_migration::{M, Migrations};

/// Every migration, oldest first.
const MIGRATIONS: &[M<'static>] = &[M::up(
    "CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game_key TEXT NOT NULL UNIQUE,
        puzzle TEXT NOT NULL,
        side INTEGER NOT NULL,
        level TEXT,
        rating REAL,
        seconds REAL NOT NULL,
        hints_area INTEGER NOT NULL,
        hints_technique INTEGER NOT NULL,
        hints_full INTEGER NOT NULL,
        tutor_steps INTEGER NOT NULL,
        mistakes INTEGER NOT NULL,
        finished_at INTEGER NOT NULL
    );
    CREATE INDEX games_by_time ON games (finished_at);
    CREATE TABLE game_techniques (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        pattern TEXT NOT NULL,
        hints_area INTEGER NOT NULL,
        hints_technique INTEGER NOT NULL,
        hints_full INTEGER NOT NULL,
        tutor_steps INTEGER NOT NULL,
        PRIMARY KEY (game_id, pattern)
    );",
)];

/// The migrations that bring any earlier database to the current schema.
pub(crate) fn migrations() -> Migrations<'static> {
    Migrations::from_slice(MIGRATIONS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_migrations_are_valid() {
        assert!(migrations().validate().is_ok());
    }
}
