//! Connections to the web version's database, SQLite or PostgreSQL, and a small pool of
//! them so that requests answered at once each get their own.

use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Duration;

use crate::web::StoreError;
use crate::web::sql::{Postgres, Sql, Sqlite};

/// How long a SQLite write waits for another process that holds the file.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// Connections kept open for the next requests (more are opened under load, and closed
/// when returned to a full pool).
const POOL_SIZE: usize = 16;

/// Where the database is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DatabaseUrl {
    /// A SQLite file (created when absent).
    Sqlite(PathBuf),
    /// A PostgreSQL server: a `postgres://` or `postgresql://` URL.
    Postgres(String),
}

impl DatabaseUrl {
    /// Reads `--database`: a `postgres://…` URL, a `sqlite://path` URL or a plain file path.
    pub fn parse(text: &str) -> DatabaseUrl {
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            DatabaseUrl::Postgres(text.to_string())
        } else {
            DatabaseUrl::Sqlite(PathBuf::from(text.strip_prefix("sqlite://").unwrap_or(text)))
        }
    }

    /// Which database, for people: the file, or the server without its password.
    pub fn describe(&self) -> String {
        match self {
            DatabaseUrl::Sqlite(path) => format!("SQLite file {}", path.display()),
            DatabaseUrl::Postgres(url) => {
                let rest = url.split_once("://").map_or(url.as_str(), |(_, rest)| rest);
                let host = rest.rsplit_once('@').map_or(rest, |(_, host)| host);
                format!("PostgreSQL at {host}")
            }
        }
    }
}

/// One open connection.
pub(crate) enum Connection {
    /// SQLite.
    Sqlite(rusqlite::Connection),
    /// PostgreSQL.
    Postgres(Box<postgres::Client>),
}

impl Connection {
    /// Opens a connection to `url`.
    pub(crate) fn open(url: &DatabaseUrl) -> Result<Connection, StoreError> {
        let failed = |message: String| StoreError { action: "open the database", message };
        match url {
            DatabaseUrl::Sqlite(path) => {
                if let Some(folder) = path.parent().filter(|f| !f.as_os_str().is_empty()) {
                    std::fs::create_dir_all(folder)
                        .map_err(|e| failed(format!("{}: {e}", folder.display())))?;
                }
                let connection = rusqlite::Connection::open(path)
                    .map_err(|e| failed(format!("{}: {e}", path.display())))?;
                connection.busy_timeout(BUSY_TIMEOUT).map_err(|e| failed(e.to_string()))?;
                connection
                    .pragma_update(None, "journal_mode", "WAL")
                    .and_then(|()| connection.pragma_update(None, "synchronous", "NORMAL"))
                    .and_then(|()| connection.pragma_update(None, "foreign_keys", true))
                    .map_err(|e| failed(e.to_string()))?;
                Ok(Connection::Sqlite(connection))
            }
            DatabaseUrl::Postgres(text) => {
                let client = postgres::Client::connect(text, postgres::NoTls)
                    .map_err(|e| failed(crate::web::sql::postgres_message(&e)))?;
                Ok(Connection::Postgres(Box::new(client)))
            }
        }
    }

    /// Whether this is a PostgreSQL connection (the schema differs a little).
    pub(crate) fn is_postgres(&self) -> bool {
        matches!(self, Connection::Postgres(_))
    }

    /// Runs `work` in one transaction: committed when it returns `Ok`, rolled back on an
    /// error.
    pub(crate) fn transaction<T>(
        &mut self,
        work: impl FnOnce(&mut dyn Sql) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let failed = |message: String| StoreError { action: "finish a transaction", message };
        match self {
            Connection::Sqlite(connection) => {
                let transaction = connection
                    .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
                    .map_err(|e| failed(e.to_string()))?;
                let answer = work(&mut Sqlite(&transaction))?;
                transaction.commit().map_err(|e| failed(e.to_string()))?;
                Ok(answer)
            }
            Connection::Postgres(client) => {
                let mut transaction =
                    client.transaction().map_err(|e| failed(crate::web::sql::postgres_message(&e)))?;
                let answer = work(&mut Postgres(&mut transaction))?;
                transaction.commit().map_err(|e| failed(crate::web::sql::postgres_message(&e)))?;
                Ok(answer)
            }
        }
    }

    /// Runs `work` on the connection, each statement on its own.
    pub(crate) fn plain<T>(
        &mut self,
        work: impl FnOnce(&mut dyn Sql) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        match self {
            Connection::Sqlite(connection) => work(&mut Sqlite(connection)),
            Connection::Postgres(client) => work(&mut Postgres(client.as_mut())),
        }
    }
}

/// Open connections waiting for the next request.
pub(crate) struct Pool {
    url: DatabaseUrl,
    idle: Mutex<Vec<Connection>>,
}

impl Pool {
    /// A pool on `url` holding `first`, already open.
    pub(crate) fn new(url: DatabaseUrl, first: Connection) -> Pool {
        Pool { url, idle: Mutex::new(vec![first]) }
    }

    /// Runs `work` on an idle connection (a new one when none is idle), then keeps it. A
    /// connection whose work failed is closed, in case the failure was the connection's.
    pub(crate) fn with<T>(
        &self,
        work: impl FnOnce(&mut Connection) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let idle = self.idle.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).pop();
        let mut connection = match idle {
            Some(connection) => connection,
            None => Connection::open(&self.url)?,
        };
        let answer = work(&mut connection);
        if answer.is_ok() {
            let mut idle = self.idle.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            if idle.len() < POOL_SIZE {
                idle.push(connection);
            }
        }
        answer
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_is_a_postgres_url_or_else_a_file() {
        assert_eq!(DatabaseUrl::parse("web.db"), DatabaseUrl::Sqlite("web.db".into()));
        assert_eq!(DatabaseUrl::parse("sqlite:///tmp/w.db"), DatabaseUrl::Sqlite("/tmp/w.db".into()));
        let url = DatabaseUrl::parse("postgres://jade:secret@127.0.0.1:5433/jade");
        assert_eq!(url.describe(), "PostgreSQL at 127.0.0.1:5433/jade");
    }
}
