//! Users, their sign-in sessions and failed sign-ins. A session is kept under the SHA-256
//! of its token, never the token itself: whoever reads the database cannot take over a
//! session with what they read.

use sha2::{Digest, Sha256};

use crate::web::sql::Value;
use crate::web::{StoreError, WebStore};

/// A signed-up user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    /// The user's own key (random, never shown).
    pub id: String,
    /// The name the user signs in with and is ranked under.
    pub name: String,
}

/// A browser's session: a guest's, or a signed-in user's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    /// The secret the session cookie carries (the database keeps only its SHA-256).
    pub token: String,
    /// The guest key the session plays under while nobody is signed in.
    pub guest: String,
    /// The user signed in, if any.
    pub user: Option<User>,
    /// The token state-changing requests must carry.
    pub csrf: String,
}

impl Session {
    /// Whose games and statistics the session sees: `u:` and the user's key when signed
    /// in, else `g:` and the guest key.
    pub fn owner(&self) -> String {
        match &self.user {
            Some(user) => format!("u:{}", user.id),
            None => format!("g:{}", self.guest),
        }
    }
}

/// The key a session is kept under: the SHA-256 of its `token`, in hex. The token is 32
/// random bytes, so a fast hash is enough: nothing can be guessed from it.
pub(crate) fn token_key(token: &str) -> String {
    format!("{:x}", Sha256::digest(token.as_bytes()))
}

impl WebStore {
    /// Adds a user; whether the name was free (`false`: taken, nothing changed).
    pub fn create_user(
        &self,
        id: &str,
        name: &str,
        password_hash: &str,
        now_ms: i64,
    ) -> Result<bool, StoreError> {
        self.pool.with(|connection| {
            connection.plain(|sql| {
                let added = sql.execute(
                    "INSERT INTO web_users (id, name, password_hash, created_at) VALUES (?, ?, ?, ?)
                     ON CONFLICT DO NOTHING",
                    &[id.into(), name.into(), password_hash.into(), now_ms.into()],
                )?;
                Ok(added == 1)
            })
        })
    }

    /// The user named `name` and their password hash, if there is one.
    pub fn user_by_name(&self, name: &str) -> Result<Option<(User, String)>, StoreError> {
        let rows = self.pool.with(|connection| {
            connection.plain(|sql| {
                sql.query("SELECT id, name, password_hash FROM web_users WHERE name = ?", &[name.into()])
            })
        })?;
        Ok(rows.first().map(|row| (User { id: row[0].string(), name: row[1].string() }, row[2].string())))
    }

    /// Keeps a new session until `expires_at_ms`, under the hash of its token.
    pub fn create_session(&self, session: &Session, expires_at_ms: i64) -> Result<(), StoreError> {
        let user: Value = session.user.as_ref().map(|u| u.id.clone()).into();
        self.pool.with(|connection| {
            connection.plain(|sql| {
                sql.execute(
                    "INSERT INTO web_sessions (token, guest, user_id, csrf, expires_at) VALUES (?, ?, ?, ?, ?)",
                    &[
                        token_key(&session.token).into(),
                        session.guest.as_str().into(),
                        user,
                        session.csrf.as_str().into(),
                        expires_at_ms.into(),
                    ],
                )
                .map(|_| ())
            })
        })
    }

    /// The session whose cookie carries `token`, unless it is unknown or expired at `now_ms`.
    pub fn session(&self, token: &str, now_ms: i64) -> Result<Option<Session>, StoreError> {
        let rows = self.pool.with(|connection| {
            connection.plain(|sql| {
                sql.query(
                    "SELECT s.guest, s.csrf, u.id, u.name FROM web_sessions s
                     LEFT JOIN web_users u ON u.id = s.user_id
                     WHERE s.token = ? AND s.expires_at > ?",
                    &[token_key(token).into(), now_ms.into()],
                )
            })
        })?;
        Ok(rows.first().map(|row| Session {
            token: token.to_string(),
            guest: row[0].string(),
            csrf: row[1].string(),
            user: row[2].text().map(|id| User { id: id.to_string(), name: row[3].string() }),
        }))
    }

    /// Ends the session `token`, and every session expired at `now_ms`.
    pub fn end_session(&self, token: &str, now_ms: i64) -> Result<(), StoreError> {
        self.pool.with(|connection| {
            connection.plain(|sql| {
                sql.execute(
                    "DELETE FROM web_sessions WHERE token = ? OR expires_at <= ?",
                    &[token_key(token).into(), now_ms.into()],
                )
                .map(|_| ())
            })
        })
    }

    /// Gives the games and finished games of the guest `from` (an owner key) to `user`.
    pub fn adopt(&self, from: &str, user: &User) -> Result<(), StoreError> {
        let owner = format!("u:{}", user.id);
        self.pool.with(|connection| {
            connection.transaction(|sql| {
                sql.execute(
                    "UPDATE web_games SET owner = ? WHERE owner = ?",
                    &[owner.as_str().into(), from.into()],
                )?;
                sql.execute(
                    "UPDATE web_results SET owner = ?, user_id = ? WHERE owner = ?",
                    &[owner.as_str().into(), user.id.as_str().into(), from.into()],
                )?;
                Ok(())
            })
        })
    }

    /// Notes a failed sign-in against each of `subjects` (a name, an address) at `now_ms`,
    /// and forgets failures older than `forget_before_ms`.
    pub fn note_failed_sign_in(
        &self,
        subjects: &[&str],
        now_ms: i64,
        forget_before_ms: i64,
    ) -> Result<(), StoreError> {
        self.pool.with(|connection| {
            connection.transaction(|sql| {
                sql.execute("DELETE FROM web_login_failures WHERE at < ?", &[forget_before_ms.into()])?;
                for subject in subjects {
                    sql.execute(
                        "INSERT INTO web_login_failures (subject, at) VALUES (?, ?)",
                        &[(*subject).into(), now_ms.into()],
                    )?;
                }
                Ok(())
            })
        })
    }

    /// Failed sign-ins against `subject` since `since_ms`, and the time of the oldest of them.
    pub fn failed_sign_ins(&self, subject: &str, since_ms: i64) -> Result<(u64, Option<i64>), StoreError> {
        let rows = self.pool.with(|connection| {
            connection.plain(|sql| {
                sql.query(
                    "SELECT COUNT(*), MIN(at) FROM web_login_failures WHERE subject = ? AND at >= ?",
                    &[subject.into(), since_ms.into()],
                )
            })
        })?;
        let row = rows.first();
        let count = row.map_or(0, |row| row[0].int());
        let oldest = row.and_then(|row| row[1].real()).map(|at| at as i64);
        Ok((u64::try_from(count).unwrap_or(0), oldest))
    }
}

#[cfg(test)]
#[path = "users_tests.rs"]
mod tests;
