//! The web version's database (`jade serve`): users, their sign-in sessions, the games in
//! progress (each the façade's session text, so any server process can answer the next
//! request), the finished games per user, rankings, and failed sign-ins for rate limiting.
//! The same tables live in a SQLite file (one machine) or in PostgreSQL (several server
//! processes behind a load balancer).
//!
//! This is data only: passwords arrive hashed, games arrive as text and records, and the
//! web front end decides what they mean.

mod connection;
mod games;
mod results;
mod schema;
mod sql;
mod users;

use std::fmt;

pub use connection::DatabaseUrl;
pub use games::{GameRow, NewGame};
pub use results::Ranking;
pub use users::{Session, User};

use connection::{Connection, Pool};

/// A failure of the web database: what was being done and the database's own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreError {
    /// What was being done, after "cannot": `open the database`, `read the database`.
    pub action: &'static str,
    /// Why, as the database said it.
    pub message: String,
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot {}: {}", self.action, self.message)
    }
}

impl std::error::Error for StoreError {}

/// The web version's database: a pool of connections to one SQLite file or PostgreSQL
/// database. Every call is blocking and short; call it off the async threads.
pub struct WebStore {
    pool: Pool,
    url: DatabaseUrl,
}

impl fmt::Debug for WebStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "WebStore({})", self.url.describe())
    }
}

impl WebStore {
    /// Opens the database at `url`, creating a SQLite file when absent, and brings its
    /// schema up to date.
    pub fn open(url: &DatabaseUrl) -> Result<WebStore, StoreError> {
        let mut first = Connection::open(url)?;
        schema::migrate(&mut first)?;
        Ok(WebStore { pool: Pool::new(url.clone(), first), url: url.clone() })
    }

    /// Where the database is.
    pub fn url(&self) -> &DatabaseUrl {
        &self.url
    }
}
