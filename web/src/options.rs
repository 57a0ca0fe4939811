//! What `jade serve` is told: where to listen, which database, and the limits.

use std::net::SocketAddr;
use std::time::Duration;

use facade::DatabaseUrl;

/// The server's settings.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// Where to listen (`127.0.0.1:8080`; port 0 picks a free one).
    pub addr: SocketAddr,
    /// The database: a SQLite file or a PostgreSQL server.
    pub database: DatabaseUrl,
    /// How long one request's work (an action, a new game) may take before it is answered
    /// "took too long".
    pub work_limit: Duration,
    /// The largest request body accepted, in bytes.
    pub body_limit: usize,
    /// Whether the session cookie is marked `Secure` (behind HTTPS).
    pub secure_cookies: bool,
}

impl ServeOptions {
    /// The default work limit.
    pub const WORK_LIMIT: Duration = Duration::from_secs(10);
    /// The default body limit: 64 KiB, room for any 25×25 puzzle with its candidates.
    pub const BODY_LIMIT: usize = 64 * 1024;

    /// Settings listening on `addr` with `database` and the default limits.
    pub fn new(addr: SocketAddr, database: DatabaseUrl) -> ServeOptions {
        ServeOptions {
            addr,
            database,
            work_limit: ServeOptions::WORK_LIMIT,
            body_limit: ServeOptions::BODY_LIMIT,
            secure_cookies: false,
        }
    }
}
