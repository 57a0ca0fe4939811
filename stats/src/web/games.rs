//! Games in progress: each kept as the façade's session text with a version number, so a
//! request that read an older version cannot overwrite a newer one (two tabs, two server
//! processes), and a finished game recorded in the same transaction that saves it.

use crate::record::GameRecord;
use crate::web::sql::{Sql, Value};
use crate::web::{StoreError, WebStore};

/// A game to keep.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGame {
    /// The game's key (random; it is in the game's address).
    pub id: String,
    /// Whose game it is (see `Session::owner`).
    pub owner: String,
    /// The façade's session text.
    pub session: String,
    /// The board's side.
    pub side: i64,
    /// The puzzle's level id, when rated.
    pub level: Option<String>,
    /// The puzzle's sorting number, when rated.
    pub rating: Option<f64>,
    /// When it was made, in milliseconds since 1970.
    pub created_at_ms: i64,
}

/// A game as kept.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRow {
    /// The game as it was made, with its latest session text.
    pub game: NewGame,
    /// Incremented by every save.
    pub version: i64,
    /// Whether the board was solved at the last save.
    pub solved: bool,
    /// Whether the finished game is in the statistics.
    pub recorded: bool,
    /// When it was last saved, in milliseconds since 1970.
    pub saved_at_ms: i64,
}

const COLUMNS: &str =
    "id, owner, session, side, level, rating, created_at, version, solved, recorded, saved_at";

fn game_row(row: &[Value]) -> GameRow {
    GameRow {
        game: NewGame {
            id: row[0].string(),
            owner: row[1].string(),
            session: row[2].string(),
            side: row[3].int(),
            level: row[4].text().map(str::to_string),
            rating: row[5].real(),
            created_at_ms: row[6].int(),
        },
        version: row[7].int(),
        solved: row[8].int() != 0,
        recorded: row[9].int() != 0,
        saved_at_ms: row[10].int(),
    }
}

impl WebStore {
    /// Keeps a new game (version 1).
    pub fn create_game(&self, game: &NewGame) -> Result<(), StoreError> {
        self.pool.with(|connection| {
            connection.plain(|sql| {
                sql.execute(
                    "INSERT INTO web_games (id, owner, session, side, level, rating, created_at, version, solved,
                         recorded, saved_at)
                     VALUES (?, ?, ?, ?, ?, ?, ?, 1, 0, 0, ?)",
                    &[
                        game.id.as_str().into(),
                        game.owner.as_str().into(),
                        game.session.as_str().into(),
                        game.side.into(),
                        game.level.clone().into(),
                        game.rating.into(),
                        game.created_at_ms.into(),
                        game.created_at_ms.into(),
                    ],
                )
                .map(|_| ())
            })
        })
    }

    /// The game `id`, if there is one.
    pub fn game(&self, id: &str) -> Result<Option<GameRow>, StoreError> {
        let rows = self.pool.with(|connection| {
            connection.plain(|sql| {
                sql.query(&format!("SELECT {COLUMNS} FROM web_games WHERE id = ?"), &[id.into()])
            })
        })?;
        Ok(rows.first().map(|row| game_row(row)))
    }

    /// The games of `owner`, newest first, at most `limit`.
    pub fn games_of(&self, owner: &str, limit: i64) -> Result<Vec<GameRow>, StoreError> {
        let rows = self.pool.with(|connection| {
            connection.plain(|sql| {
                sql.query(
                    &format!(
                        "SELECT {COLUMNS} FROM web_games WHERE owner = ? ORDER BY created_at DESC LIMIT ?"
                    ),
                    &[owner.into(), limit.into()],
                )
            })
        })?;
        Ok(rows.iter().map(|row| game_row(row)).collect())
    }

    /// Saves the game `read` (as it was read, at its version) with its new session text;
    /// with `finished`, records the finished game for `user_id` (none for a guest) in the
    /// same transaction. Whether it was saved: `false` when another request saved it since
    /// (then nothing changed).
    pub fn save_game(
        &self,
        read: &GameRow,
        session: &str,
        solved: bool,
        now_ms: i64,
        finished: Option<(&GameRecord, Option<&str>)>,
    ) -> Result<bool, StoreError> {
        let recorded = read.recorded || finished.is_some();
        self.pool.with(|connection| {
            connection.transaction(|sql| {
                let saved = sql.execute(
                    "UPDATE web_games SET session = ?, version = version + 1, solved = ?, saved_at = ?,
recorded = ?
                     WHERE id = ? AND version = ?",
                    &[
                        session.into(),
                        i64::from(solved).into(),
                        now_ms.into(),
                        i64::from(recorded).into(),
                        read.game.id.as_str().into(),
                        read.version.into(),
                    ],
                )?;
                if saved == 0 {
                    return Ok(false);
                }
                if let Some((record, user_id)) = finished {
                    insert_result(sql, record, &read.game.owner, user_id)?;
                }
                Ok(true)
            })
        })
    }
}

/// Inserts a finished game and the help each technique gave (once: a game already recorded
/// stays as it was).
fn insert_result(
    sql: &mut dyn Sql,
    game: &GameRecord,
    owner: &str,
    user_id: Option<&str>,
) -> Result<(), StoreError> {
    let inserted = sql.execute(
        "INSERT INTO web_results (game_key, owner, user_id, puzzle, side, level, rating, seconds, hints_area,
             hints_technique, hints_full, tutor_steps, mistakes, finished_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT DO NOTHING",
        &[
            game.key.as_str().into(),
            owner.into(),
            user_id.map(str::to_string).into(),
            game.puzzle.as_str().into(),
            i64::from(game.side).into(),
            game.level.clone().into(),
            game.rating.into(),
            Value::Real(game.time.as_secs_f64()),
            i64::from(game.hints.area).into(),
            i64::from(game.hints.technique).into(),
            i64::from(game.hints.full).into(),
            i64::from(game.tutor_steps).into(),
            i64::from(game.mistakes).into(),
            game.finished_at.into(),
        ],
    )?;
    if inserted == 0 {
        return Ok(());
    }
    for technique in &game.techniques {
        sql.execute(
            "INSERT INTO web_result_techniques (game_key, pattern, hints_area, hints_technique, hints_full,
                 tutor_steps)
             VALUES (?, ?, ?, ?, ?, ?)",
            &[
                game.key.as_str().into(),
                technique.pattern.as_str().into(),
                i64::from(technique.hints.area).into(),
                i64::from(technique.hints.technique).into(),
                i64::from(technique.hints.full).into(),
                i64::from(technique.tutor_steps).into(),
            ],
        )?;
    }
    Ok(())
}
