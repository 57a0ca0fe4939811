//! The server: the routes of `docs/api.md` on the shared state, started by `jade serve`
//! ([`serve`], until Ctrl-C) or by tests ([`Server::start`], until dropped).

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use facade::WebStore;
use tokio::sync::{Semaphore, oneshot};

use crate::error::{ApiError, WebError};
use crate::options::ServeOptions;
use crate::{accounts, assets, games, records};

/// What every request shares: the database, the workers for slow work, the settings.
pub(crate) struct App {
    /// The database.
    pub(crate) store: Arc<WebStore>,
    /// One permit per core: slow work (actions, new games) runs only with one, so requests
    /// that take long cannot take every core.
    pub(crate) workers: Arc<Semaphore>,
    /// The settings.
    pub(crate) options: ServeOptions,
}

/// The state handlers receive.
pub(crate) type Shared = Arc<App>;

/// Every route of the API and the page.
fn router(app: Shared) -> Router {
    let body_limit = app.options.body_limit;
    Router::new()
        .route("/api/me", get(accounts::me))
        .route("/api/signup", post(accounts::signup))
        .route("/api/login", post(accounts::login))
        .route("/api/logout", post(accounts::logout))
        .route("/api/games", get(games::list).post(games::create))
        .route("/api/games/{id}", get(games::show))
        .route("/api/games/{id}/actions", post(games::act))
        .route("/api/games/{id}/steps", get(games::steps))
        .route("/api/games/{id}/session", get(games::session_file))
        .route("/api/patterns", get(records::patterns))
        .route("/api/stats", get(records::stats))
        .route("/api/stats/chart.svg", get(records::chart))
        .route("/api/rankings", get(records::rankings))
        .route("/", get(assets::index))
        .route("/assets/{*path}", get(assets::file))
        .fallback(|| async { ApiError::new(axum::http::StatusCode::NOT_FOUND, "no such page or API route") })
        .layer(DefaultBodyLimit::max(body_limit))
        .with_state(app)
}

/// Opens the database and binds the address: the listener and the shared state, ready to
/// run.
async fn prepare(options: ServeOptions) -> Result<(tokio::net::TcpListener, Shared), WebError> {
    // Bound first, so that no failure after the database is open drops it on this runtime.
    let listener = tokio::net::TcpListener::bind(options.addr)
        .await
        .map_err(|source| WebError::Io { action: format!("listen on {}", options.addr), source })?;
    let url = options.database.clone();
    let store = tokio::task::spawn_blocking(move || WebStore::open(&url))
        .await
        .map_err(|e| WebError::Io { action: "open the database".into(), source: std::io::Error::other(e) })?
        .map_err(WebError::Database)?;
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let app = Arc::new(App { store: Arc::new(store), workers: Arc::new(Semaphore::new(cores)), options });
    Ok((listener, app))
}

/// Runs `router` on `listener` until `stop` resolves.
async fn run(
    listener: tokio::net::TcpListener,
    router: Router,
    stop: impl Future<Output = ()> + Send + 'static,
) -> Result<(), WebError> {
    axum::serve(listener, router.into_make_service_with_connect_info::<SocketAddr>())
        .with_graceful_shutdown(stop)
        .await
        .map_err(|source| WebError::Io { action: "serve".into(), source })
}

/// The tokio runtime the server runs on.
fn runtime() -> Result<tokio::runtime::Runtime, WebError> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|source| WebError::Io { action: "start the server's threads".into(), source })
}

/// Runs the server with `options` on a runtime of its own until `stop` resolves; `ready` is
/// told the address it listens on (port 0 picks one).
///
/// The shared state is let go only after the runtime has ended: a PostgreSQL connection
/// owns a runtime of its own, and tokio aborts when one runtime is dropped inside another.
fn run_to_end(
    options: ServeOptions,
    ready: impl FnOnce(SocketAddr),
    stop: impl Future<Output = ()> + Send + 'static,
) -> Result<(), WebError> {
    let runtime = runtime()?;
    let mut kept: Option<Shared> = None;
    let served = runtime.block_on(async {
        let (listener, app) = prepare(options).await?;
        kept = Some(Arc::clone(&app));
        let addr =
            listener.local_addr().map_err(|source| WebError::Io { action: "listen".into(), source })?;
        ready(addr);
        run(listener, router(app), stop).await
    });
    drop(runtime);
    drop(kept);
    served
}

/// Serves JADE's web version with `options` until Ctrl-C; `ready` is told the address it
/// listens on (port 0 picks one).
pub fn serve(options: ServeOptions, ready: impl FnOnce(SocketAddr)) -> Result<(), WebError> {
    run_to_end(options, ready, async {
        let _ = tokio::signal::ctrl_c().await;
    })
}

/// A server running on its own threads, stopped when dropped.
pub struct Server {
    addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<Result<(), WebError>>>,
}

impl Server {
    /// Starts a server with `options` and waits until it listens.
    pub fn start(options: ServeOptions) -> Result<Server, WebError> {
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        let (stop_tx, stop_rx) = oneshot::channel::<()>();
        let thread = std::thread::spawn(move || {
            let failed_tx = ready_tx.clone();
            let started = run_to_end(
                options,
                |addr| {
                    let _ = ready_tx.send(Ok(addr));
                },
                async {
                    let _ = stop_rx.await;
                },
            );
            if let Err(error) = &started {
                let _ = failed_tx.send(Err(error.to_string()));
            }
            started
        });
        match ready_rx.recv() {
            Ok(Ok(addr)) => Ok(Server { addr, stop: Some(stop_tx), thread: Some(thread) }),
            Ok(Err(_)) | Err(_) => Err(thread.join().map_or_else(
                |_| WebError::Io {
                    action: "start the server".into(),
                    source: std::io::Error::other("it panicked"),
                },
                |result| {
                    result.err().unwrap_or(WebError::Io {
                        action: "start the server".into(),
                        source: std::io::Error::other("it stopped at once"),
                    })
                },
            )),
        }
    }

    /// Where it listens.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops the server and waits for its threads: the error it ended with, if any, or a
    /// panic on its threads as an error (`Drop` does the same and ignores the outcome).
    pub fn stop(mut self) -> Result<(), WebError> {
        self.stop_and_wait()
    }

    /// Tells the server to stop and waits for its thread.
    fn stop_and_wait(&mut self) -> Result<(), WebError> {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        match self.thread.take().map(std::thread::JoinHandle::join) {
            None => Ok(()),
            Some(Ok(result)) => result,
            Some(Err(panic)) => {
                let message = panic
                    .downcast_ref::<&str>()
                    .map(|text| (*text).to_owned())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "no message".to_owned());
                Err(WebError::Io {
                    action: "stop the server".into(),
                    source: std::io::Error::other(format!("its thread panicked: {message}")),
                })
            }
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.stop_and_wait();
    }
}
