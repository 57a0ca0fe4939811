//! Who is asking: the session cookie (a guest session is made for a browser without one),
//! the CSRF token state-changing requests carry, password hashes, and the database calls
//! run off the async threads.

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use facade::{Session, WebStore};
use rand::{Rng, SeedableRng};

use crate::error::ApiError;
use crate::server::Shared;

/// The session cookie's name.
pub(crate) const COOKIE: &str = "jade_session";

/// The header that carries the CSRF token.
pub(crate) const CSRF_HEADER: &str = "x-csrf-token";

/// How long a session lasts.
const SESSION_LIFE: Duration = Duration::from_secs(30 * 24 * 3600);

/// Milliseconds since 1970.
pub(crate) fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// A random key of `bytes` bytes from the system's generator, in hex.
pub(crate) fn random_key(bytes: usize) -> String {
    let mut rng = rand::rngs::StdRng::from_os_rng();
    (0..bytes).map(|_| format!("{:02x}", rng.random::<u8>())).collect()
}

/// Runs `work` on the database off the async threads.
pub(crate) async fn db<T: Send + 'static>(
    app: &Shared,
    work: impl FnOnce(&WebStore) -> Result<T, facade::StoreError> + Send + 'static,
) -> Result<T, ApiError> {
    let store = Arc::clone(&app.store);
    tokio::task::spawn_blocking(move || work(&store))
        .await
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, format!("the request failed: {e}")))?
        .map_err(ApiError::from)
}

/// The browser asking: its session, and the cookie to set when the session is new.
pub(crate) struct Visitor {
    /// The session.
    pub(crate) session: Session,
    /// `Set-Cookie` for a session made by this request.
    pub(crate) cookie: Option<HeaderValue>,
}

impl Visitor {
    /// The visitor's session, a new guest session when the cookie names none (or an expired
    /// one).
    pub(crate) async fn of(app: &Shared, headers: &HeaderMap) -> Result<Visitor, ApiError> {
        if let Some(token) = cookie(headers) {
            let now = now_ms();
            if let Some(session) = db(app, move |store| store.session(&token, now)).await? {
                return Ok(Visitor { session, cookie: None });
            }
        }
        let session =
            Session { token: random_key(32), guest: random_key(16), user: None, csrf: random_key(32) };
        Visitor::begin(app, session).await
    }

    /// Keeps `session` as a new session and sets its cookie.
    pub(crate) async fn begin(app: &Shared, session: Session) -> Result<Visitor, ApiError> {
        let expires = now_ms().saturating_add(SESSION_LIFE.as_millis() as i64);
        let kept = session.clone();
        db(app, move |store| store.create_session(&kept, expires)).await?;
        let cookie = set_cookie(&session.token, SESSION_LIFE, app.options.secure_cookies);
        Ok(Visitor { session, cookie: Some(cookie) })
    }

    /// Refuses a state-changing request whose `X-CSRF-Token` is not this session's.
    pub(crate) fn check_csrf(&self, headers: &HeaderMap) -> Result<(), ApiError> {
        let sent = headers.get(CSRF_HEADER).and_then(|value| value.to_str().ok()).unwrap_or_default();
        if sent.is_empty() {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                "missing X-CSRF-Token header: get the token from /api/me",
            ));
        }
        if !same(sent.as_bytes(), self.session.csrf.as_bytes()) {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                "wrong X-CSRF-Token: get the token from /api/me",
            ));
        }
        Ok(())
    }

    /// `response` with the session cookie set when the session is new.
    pub(crate) fn answer(&self, response: impl IntoResponse) -> Response {
        let mut response = response.into_response();
        if let Some(cookie) = &self.cookie {
            response.headers_mut().append(header::SET_COOKIE, cookie.clone());
        }
        response
    }
}

/// Compares two secrets in time that does not depend on where they differ.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |diff, (x, y)| diff | (x ^ y)) == 0
}

/// The session token of the request's `Cookie` header, if any.
fn cookie(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .map(|(_, token)| token.trim().to_string())
        .filter(|token| !token.is_empty() && token.len() <= 128)
}

/// The `Set-Cookie` value of a session cookie that lasts `life`.
pub(crate) fn set_cookie(token: &str, life: Duration, secure: bool) -> HeaderValue {
    let secure = if secure { "; Secure" } else { "" };
    let text =
        format!("{COOKIE}={token}; HttpOnly; SameSite=Strict; Path=/; Max-Age={}{secure}", life.as_secs());
    HeaderValue::from_str(&text).unwrap_or_else(|_| HeaderValue::from_static("jade_session=; Path=/"))
}

/// The Argon2id hash of `password` with a fresh salt, as a PHC string.
pub(crate) fn hash_password(password: &str) -> Result<String, ApiError> {
    let salt: [u8; 16] = rand::rngs::StdRng::from_os_rng().random();
    let salt = SaltString::encode_b64(&salt)
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
    argon2::Argon2::default().hash_password(password.as_bytes(), &salt).map(|hash| hash.to_string()).map_err(
        |e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, format!("cannot hash the password: {e}")),
    )
}

/// Whether `password` matches the PHC string `hash`.
pub(crate) fn password_matches(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash)
        .is_ok_and(|parsed| argon2::Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_session_cookie_is_read_among_others() {
        let mut headers = HeaderMap::new();
        headers.insert(header::COOKIE, HeaderValue::from_static("theme=dark; jade_session=abc123; x=y"));
        assert_eq!(cookie(&headers).as_deref(), Some("abc123"));
        headers.insert(header::COOKIE, HeaderValue::from_static("jade_session_old=abc"));
        assert_eq!(cookie(&headers), None);
    }

    #[test]
    fn a_password_matches_its_hash_only() {
        let hash = hash_password("correct horse").unwrap();
        assert!(hash.starts_with("$argon2id$"), "{hash}");
        assert!(password_matches("correct horse", &hash));
        assert!(!password_matches("correct horsf", &hash));
        assert!(!password_matches("correct horse", "not a hash"));
    }
}
