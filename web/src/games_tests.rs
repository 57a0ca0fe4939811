//! The game handlers called directly, on a server whose workers are all busy.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use facade::{DatabaseUrl, WebStore};
use tokio::sync::Semaphore;

use crate::options::ServeOptions;
use crate::server::App;

/// A server's state on a fresh SQLite file whose workers are all taken (no permit left), so
/// anything that waits for a worker is answered "took too long" after `work_limit`.
fn no_worker_free(folder: &tempfile::TempDir, work_limit: Duration) -> Arc<App> {
    let url = DatabaseUrl::Sqlite(folder.path().join("web.sqlite3"));
    let store = WebStore::open(&url).expect("the database opens");
    let mut options = ServeOptions::new("127.0.0.1:0".parse().unwrap(), url);
    options.work_limit = work_limit;
    Arc::new(App { store: Arc::new(store), workers: Arc::new(Semaphore::new(0)), options })
}

#[test]
fn listing_the_games_waits_for_a_worker_instead_of_reading_sessions_on_the_async_threads() {
    let folder = tempfile::tempdir().unwrap();
    let app = no_worker_free(&folder, Duration::from_millis(200));
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let answer = runtime.block_on(super::list(State(app), HeaderMap::new()));
    let error = answer.expect_err("no worker was free to read the sessions");
    assert_eq!(error.status, StatusCode::SERVICE_UNAVAILABLE, "{}", error.message);
    assert!(error.message.starts_with("listing the games took too long"), "{}", error.message);
}
