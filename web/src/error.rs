//! Errors: the one-line JSON answer of a failed request, and why the server could not start.

use std::fmt;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use facade::{FacadeError, StoreError};

/// A request that failed: its status and the one line that says why, answered as
/// `{"error": "…"}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ApiError {
    /// The HTTP status (4xx, or 503).
    pub(crate) status: StatusCode,
    /// What went wrong, for people.
    pub(crate) message: String,
}

impl ApiError {
    /// An error with `status` saying `message`.
    pub(crate) fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError { status, message: message.into() }
    }

    /// `400`: the request does not fit the API.
    pub(crate) fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, message)
    }

    /// `422`: the request fits, but the puzzle or the game refuses it.
    pub(crate) fn refused(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, message)
    }

    /// `404` for a game that is not there (or not this player's: not said apart).
    pub(crate) fn no_game() -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, "no such game")
    }
}

impl From<StoreError> for ApiError {
    /// The database failed: `503`, logged with its details.
    fn from(error: StoreError) -> ApiError {
        log::error!("{error}");
        ApiError::new(StatusCode::SERVICE_UNAVAILABLE, format!("the database is unavailable: {error}"))
    }
}

impl From<FacadeError> for ApiError {
    /// The game or the puzzle refused: `422` with the façade's sentence.
    fn from(error: FacadeError) -> ApiError {
        ApiError::refused(error.to_string())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, axum::Json(serde_json::json!({ "error": self.message }))).into_response()
    }
}

/// Why the server could not start or stopped.
#[derive(Debug)]
pub enum WebError {
    /// The database could not be opened or migrated.
    Database(StoreError),
    /// The address could not be listened on, or the server failed.
    Io {
        /// What was being done.
        action: String,
        /// The system's error.
        source: std::io::Error,
    },
}

impl fmt::Display for WebError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WebError::Database(error) => write!(f, "{error}"),
            WebError::Io { action, source } => write!(f, "cannot {action}: {source}"),
        }
    }
}

impl std::error::Error for WebError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            WebError::Database(error) => Some(error),
            WebError::Io { source, .. } => Some(source),
        }
    }
}
