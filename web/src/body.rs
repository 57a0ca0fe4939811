//! Request bodies: JSON read with one clear line for every way it can be wrong (too large,
//! not JSON, the wrong fields), never axum's own plain-text rejections.

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{StatusCode, header};
use serde::de::DeserializeOwned;

use crate::error::ApiError;

/// A JSON body of type `T`.
pub(crate) struct JsonBody<T>(pub(crate) T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<JsonBody<T>, ApiError> {
        let json =
            request.headers().get(header::CONTENT_TYPE).and_then(|value| value.to_str().ok()).is_some_and(
                |value| {
                    value.split(';').next().is_some_and(|t| t.trim().eq_ignore_ascii_case("application/json"))
                },
            );
        if !json {
            return Err(ApiError::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "send the body as application/json",
            ));
        }
        let bytes = Bytes::from_request(request, state).await.map_err(|rejection| {
            let status = rejection.status();
            if status == StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::new(status, "the request body is too large")
            } else {
                ApiError::new(status, format!("the request body could not be read: {rejection}"))
            }
        })?;
        parse(&bytes).map(JsonBody)
    }
}

/// `bytes` read as JSON of type `T`, or a `400` naming the line, column and what is wrong.
pub(crate) fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    serde_json::from_slice(bytes).map_err(|error| {
        let what = if error.is_syntax() || error.is_eof() { "malformed JSON" } else { "unexpected JSON" };
        ApiError::bad_request(format!("{what}: {error}"))
    })
}
