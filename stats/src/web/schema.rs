//! The web version's tables and their migrations, for SQLite and PostgreSQL alike: each
//! migration runs once, in one transaction, and is recorded in `web_migrations`. Several
//! server processes may start at once: on PostgreSQL an advisory lock lets one migrate
//! while the others wait; on SQLite the write transaction does the same.

use crate::web::StoreError;
use crate::web::connection::Connection;
use crate::web::sql::{Sql, Value};
use crate::web::users::token_key;

/// One step of the schema: SQL statements, or work only Rust can do on the rows.
enum Migration {
    /// Statements separated by `;`.
    Sql(&'static str),
    /// Work on the rows in the migration's transaction.
    Rows(fn(&mut dyn Sql) -> Result<(), StoreError>),
}

/// Every migration, oldest first; a released one never changes. Written in the SQL both
/// databases read (`BIGINT`, `DOUBLE PRECISION`, `TEXT`); times are milliseconds (games,
/// sessions) or seconds (finished games, as in the player's own statistics) since 1970.
const MIGRATIONS: &[Migration] = &[
    Migration::Sql(
        "
    CREATE TABLE web_users (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at BIGINT NOT NULL
    );
    CREATE TABLE web_sessions (
        token TEXT PRIMARY KEY,
        guest TEXT NOT NULL,
        user_id TEXT REFERENCES web_users (id),
        csrf TEXT NOT NULL,
        expires_at BIGINT NOT NULL
    );
    CREATE INDEX web_sessions_by_expiry ON web_sessions (expires_at);
    CREATE TABLE web_games (
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        session TEXT NOT NULL,
        version BIGINT NOT NULL,
        side BIGINT NOT NULL,
        level TEXT,
        rating DOUBLE PRECISION,
        solved BIGINT NOT NULL,
        recorded BIGINT NOT NULL,
        created_at BIGINT NOT NULL,
        saved_at BIGINT NOT NULL
    );
    CREATE INDEX web_games_by_owner ON web_games (owner, created_at);
    CREATE TABLE web_results (
        game_key TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        user_id TEXT REFERENCES web_users (id),
        puzzle TEXT NOT NULL,
        side BIGINT NOT NULL,
        level TEXT,
        rating DOUBLE PRECISION,
        seconds DOUBLE PRECISION NOT NULL,
        hints_area BIGINT NOT NULL,
        hints_technique BIGINT NOT NULL,
        hints_full BIGINT NOT NULL,
        tutor_steps BIGINT NOT NULL,
        mistakes BIGINT NOT NULL,
        finished_at BIGINT NOT NULL
    );
    CREATE INDEX web_results_by_owner ON web_results (owner);
    CREATE INDEX web_results_by_level ON web_results (level, user_id);
    CREATE TABLE web_result_techniques (
        game_key TEXT NOT NULL REFERENCES web_results (game_key),
        pattern TEXT NOT NULL,
        hints_area BIGINT NOT NULL,
        hints_technique BIGINT NOT NULL,
        hints_full BIGINT NOT NULL,
        tutor_steps BIGINT NOT NULL,
        PRIMARY KEY (game_key, pattern)
    );
    CREATE TABLE web_login_failures (
        subject TEXT NOT NULL,
        at BIGINT NOT NULL
    );
    CREATE INDEX web_login_failures_by_subject ON web_login_failures (subject, at);
",
    ),
    Migration::Rows(hash_session_tokens),
];

/// Migration 2: sessions are kept under the hash of their token; the sessions kept before
/// under the token itself get their hash in its place, and go on working.
fn hash_session_tokens(sql: &mut dyn Sql) -> Result<(), StoreError> {
    for row in sql.query("SELECT token FROM web_sessions", &[])? {
        let token = row[0].string();
        sql.execute(
            "UPDATE web_sessions SET token = ? WHERE token = ?",
            &[token_key(&token).into(), token.into()],
        )?;
    }
    Ok(())
}

/// A number only JADE's migrations take PostgreSQL's advisory lock with.
const MIGRATION_LOCK: i64 = 0x4a41_4445_5745_4201;

/// Brings the database on `connection` up to the current schema.
pub(crate) fn migrate(connection: &mut Connection) -> Result<(), StoreError> {
    let postgres = connection.is_postgres();
    connection.transaction(|sql| {
        if postgres {
            sql.execute("SELECT pg_advisory_xact_lock(?)", &[Value::Int(MIGRATION_LOCK)])?;
        }
        sql.execute("CREATE TABLE IF NOT EXISTS web_migrations (version BIGINT PRIMARY KEY)", &[])?;
        let done = sql.query("SELECT COUNT(*) FROM web_migrations", &[])?;
        let done =
            usize::try_from(done.first().and_then(|row| row.first()).map_or(0, Value::int)).unwrap_or(0);
        if done > MIGRATIONS.len() {
            return Err(StoreError {
                action: "open the database",
                message: format!(
                    "its schema is version {done}, newer than this JADE's {}: use a newer JADE",
                    MIGRATIONS.len()
                ),
            });
        }
        for (index, migration) in MIGRATIONS.iter().enumerate().skip(done) {
            match migration {
                Migration::Sql(statements) => {
                    for statement in statements.split(';').map(str::trim).filter(|s| !s.is_empty()) {
                        sql.execute(statement, &[])?;
                    }
                }
                Migration::Rows(work) => work(sql)?,
            }
            sql.execute("INSERT INTO web_migrations (version) VALUES (?)", &[Value::Int(index as i64 + 1)])?;
        }
        Ok(())
    })
}
