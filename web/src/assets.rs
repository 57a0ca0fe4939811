//! The page's files (`web/assets`), compiled into the binary: `/` is `index.html`, the
//! rest is under `/assets/`.

use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::error::ApiError;

/// The files of `web/assets` (none while the page is not written: then `/` says so).
#[derive(rust_embed::Embed)]
#[folder = "assets/"]
#[allow_missing = true]
struct Assets;

/// The file `path` with its content type, or a `404`.
fn asset(path: &str) -> Response {
    match Assets::get(path) {
        Some(file) => {
            let kind = content_type(path);
            ([(header::CONTENT_TYPE, kind), (header::CACHE_CONTROL, "no-cache")], file.data.into_owned())
                .into_response()
        }
        None => ApiError::new(StatusCode::NOT_FOUND, format!("no file '{path}' in the page")).into_response(),
    }
}

/// The content type of a file, by its extension.
fn content_type(path: &str) -> &'static str {
    match path.rsplit_once('.').map(|(_, extension)| extension) {
        Some("html") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("json") => "application/json",
        Some("ico") => "image/x-icon",
        _ => "application/octet-stream",
    }
}

/// `GET /`.
pub(crate) async fn index() -> Response {
    asset("index.html")
}

/// `GET /assets/{path}`.
pub(crate) async fn file(Path(path): Path<String>) -> Response {
    asset(&path)
}
