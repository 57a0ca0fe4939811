//! Slow work bounded: an action, a new game or an example runs on a blocking worker, only
//! with one of the per-core permits, and is answered "took too long" past the work limit.
//! Generation is cancelled then; a search the façade cannot interrupt (a hint on 25×25)
//! finishes on its worker, still holding its permit, and its result is thrown away, so a
//! flood of slow requests holds at most one core each and never more cores than there are.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use axum::http::StatusCode;

use crate::error::ApiError;
use crate::server::Shared;

/// Runs `work` (told through its flag when it is too late to matter) within the work limit;
/// `what` names it in the answer when it takes too long.
pub(crate) async fn bounded<T: Send + 'static>(
    app: &Shared,
    what: &'static str,
    work: impl FnOnce(&AtomicBool) -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    let workers = Arc::clone(&app.workers);
    let limit = app.options.work_limit;
    let job = async move {
        let permit = workers
            .acquire_owned()
            .await
            .map_err(|_| ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "the server is stopping"))?;
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            work(&flag)
        })
        .await
        .map_err(|error| {
            log::error!("{what} failed: {error}");
            ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, format!("{what} failed on the server"))
        })?
    };
    match tokio::time::timeout(limit, job).await {
        Ok(answer) => answer,
        Err(_) => {
            cancel.store(true, Ordering::Relaxed);
            Err(ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "{what} took too long (over {} s) and was stopped; nothing changed",
                    limit.as_secs_f64()
                ),
            ))
        }
    }
}
