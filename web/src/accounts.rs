//! Signing up, in and out, and who is signed in (`/api/me`). Failed sign-ins are counted
//! in the database per name and per address, so every server process enforces the limit.

use std::net::SocketAddr;
use std::time::Duration;

use axum::Json;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use facade::{Session, User};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::auth::{Visitor, db, hash_password, now_ms, password_matches, random_key};
use crate::body::JsonBody;
use crate::error::ApiError;
use crate::server::Shared;

/// The window failed sign-ins are counted in.
const FAILURE_WINDOW: Duration = Duration::from_secs(15 * 60);
/// Failed sign-ins allowed for one name within the window.
const FAILURES_PER_NAME: u64 = 5;
/// Failed sign-ins allowed from one address within the window.
const FAILURES_PER_ADDRESS: u64 = 20;

/// A name and a password.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Credentials {
    name: String,
    password: String,
}

/// `{"user": …, "csrf": …}` for `session`.
fn whoami(session: &Session) -> Value {
    json!({
        "user": session.user.as_ref().map(|user| json!({"name": user.name})),
        "csrf": session.csrf,
    })
}

/// `GET /api/me`: the session (a guest session is made when there is none).
pub(crate) async fn me(State(app): State<Shared>, headers: HeaderMap) -> Result<Response, ApiError> {
    let visitor = Visitor::of(&app, &headers).await?;
    Ok(visitor.answer(Json(whoami(&visitor.session))))
}

/// Refuses names and passwords the rules do not allow.
fn check_new(credentials: &Credentials) -> Result<(), ApiError> {
    let name = &credentials.name;
    let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.');
    if name.is_empty() || name.chars().count() > 32 || !name.chars().all(allowed) {
        return Err(ApiError::bad_request("a name is 1 to 32 letters, digits, '_', '-' or '.'"));
    }
    let length = credentials.password.chars().count();
    if !(8..=256).contains(&length) {
        return Err(ApiError::bad_request("a password is 8 to 256 characters"));
    }
    Ok(())
}

/// A new signed-in session for `user` in place of `visitor`'s, which gives the user its
/// guest games.
async fn sign_in(
    app: &Shared,
    visitor: &Visitor,
    user: User,
    status: StatusCode,
) -> Result<Response, ApiError> {
    let old = visitor.session.clone();
    let adopted = user.clone();
    let now = now_ms();
    db(app, move |store| {
        if old.user.is_none() {
            store.adopt(&old.owner(), &adopted)?;
        }
        store.end_session(&old.token, now)
    })
    .await?;
    let session =
        Session { token: random_key(32), guest: random_key(16), user: Some(user), csrf: random_key(32) };
    let signed_in = Visitor::begin(app, session).await?;
    Ok(signed_in.answer((status, Json(whoami(&signed_in.session)))))
}

/// `POST /api/signup`.
pub(crate) async fn signup(
    State(app): State<Shared>,
    headers: HeaderMap,
    JsonBody(credentials): JsonBody<Credentials>,
) -> Result<Response, ApiError> {
    let visitor = Visitor::of(&app, &headers).await?;
    visitor.check_csrf(&headers)?;
    check_new(&credentials)?;
    let password = credentials.password;
    let hash = tokio::task::spawn_blocking(move || hash_password(&password))
        .await
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))??;
    let user = User { id: random_key(16), name: credentials.name };
    let added = user.clone();
    let created = db(&app, move |store| store.create_user(&added.id, &added.name, &hash, now_ms())).await?;
    if !created {
        return Err(ApiError::new(StatusCode::CONFLICT, format!("the name '{}' is taken", user.name)));
    }
    sign_in(&app, &visitor, user, StatusCode::CREATED).await
}

/// `POST /api/login`: refused for a while after too many failures for the name or from
/// the address.
pub(crate) async fn login(
    State(app): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    JsonBody(credentials): JsonBody<Credentials>,
) -> Result<Response, ApiError> {
    let visitor = Visitor::of(&app, &headers).await?;
    visitor.check_csrf(&headers)?;
    let by_name = format!("name:{}", credentials.name);
    let by_address = format!("address:{}", peer.ip());
    let now = now_ms();
    let since = now - FAILURE_WINDOW.as_millis() as i64;
    let (name_key, address_key) = (by_name.clone(), by_address.clone());
    let (names, addresses) = db(&app, move |store| {
        Ok((store.failed_sign_ins(&name_key, since)?, store.failed_sign_ins(&address_key, since)?))
    })
    .await?;
    for ((failures, oldest), allowed, whom) in
        [(names, FAILURES_PER_NAME, "for this name"), (addresses, FAILURES_PER_ADDRESS, "from this address")]
    {
        if failures >= allowed {
            let wait = oldest.map_or(FAILURE_WINDOW.as_millis() as i64, |at| at - since).max(0);
            let minutes = (wait + 59_999) / 60_000;
            return Err(ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                format!("too many failed sign-ins {whom}: try again in {minutes} min"),
            ));
        }
    }
    let name = credentials.name.clone();
    let found = db(&app, move |store| store.user_by_name(&name)).await?;
    let password = credentials.password;
    let matched = tokio::task::spawn_blocking(move || match found {
        Some((user, hash)) if password_matches(&password, &hash) => Some(user),
        _ => None,
    })
    .await
    .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
    match matched {
        Some(user) => sign_in(&app, &visitor, user, StatusCode::OK).await,
        None => {
            db(&app, move |store| store.note_failed_sign_in(&[&by_name, &by_address], now, since)).await?;
            Err(ApiError::new(StatusCode::UNAUTHORIZED, "wrong name or password"))
        }
    }
}

/// `POST /api/logout`: a fresh guest session.
pub(crate) async fn logout(State(app): State<Shared>, headers: HeaderMap) -> Result<Response, ApiError> {
    let visitor = Visitor::of(&app, &headers).await?;
    visitor.check_csrf(&headers)?;
    let token = visitor.session.token.clone();
    let now = now_ms();
    db(&app, move |store| store.end_session(&token, now)).await?;
    let session = Session { token: random_key(32), guest: random_key(16), user: None, csrf: random_key(32) };
    let guest = Visitor::begin(&app, session).await?;
    Ok(guest.answer(Json(whoami(&guest.session))))
}
