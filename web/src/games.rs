//! Games: made from a puzzle, a level, a pattern example or a board to write, then driven
//! one action per request. Each request reads the game's session text from the database, applies the
//! action on a worker, and saves it back only if no other request saved it meanwhile; the
//! request that solves a game records it in the statistics in the same transaction.

use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::Response;
use dn::{Geometry, Level, SolutionStatus, SudokuDN};
use facade::{Action, GameRow, GenerateRequest, NewGame, SudokuLN, Techniques, WebStore};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::action_json::{ActionRequest, pattern};
use crate::auth::{Visitor, now_ms, random_key};
use crate::body::JsonBody;
use crate::error::ApiError;
use crate::outcome_json::outcome;
use crate::server::Shared;
use crate::view_json::{board, hints};
use crate::work::bounded;

/// The most games `GET /api/games` lists.
const LISTED: i64 = 50;

/// The body of `POST /api/games`: exactly one of the four.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CreateRequest {
    puzzle: Option<String>,
    generate: Option<GenerateJson>,
    example: Option<String>,
    write: Option<WriteJson>,
    seed: Option<u64>,
}

/// A board to write: its size.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct WriteJson {
    size: usize,
}

/// A puzzle to generate.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct GenerateJson {
    level: Option<String>,
    size: Option<usize>,
    seed: Option<u64>,
}

/// The game's JSON: its board view with the game's own fields.
fn game_json(game: &NewGame, session: &SudokuLN, recorded: bool) -> Value {
    let mut object = board(&session.view());
    object.insert("id".into(), json!(game.id));
    object.insert("puzzle".into(), json!(session.board().givens().to_string()));
    object.insert("level".into(), json!(game.level));
    object.insert("rating".into(), json!(game.rating.map(|r| (r * 100.0).round() / 100.0)));
    object.insert("recorded".into(), json!(recorded));
    Value::Object(object)
}

/// The level id and sorting number of the puzzle of `session`, when it is rated (9×9 and
/// smaller boards with one solution, as the statistics rate them).
fn rating(session: &SudokuLN) -> (Option<String>, Option<f64>) {
    if session.board().geometry().side() > 9 || session.solution().is_none() {
        return (None, None);
    }
    let difficulty = facade::rate_puzzle(&session.board().givens(), Techniques::ALL).difficulty;
    (Some(difficulty.id.to_string()), Some(difficulty.value))
}

/// A random seed for a generator when none is asked for.
fn seed(asked: Option<u64>) -> u64 {
    asked.unwrap_or_else(|| u64::from_str_radix(&random_key(8), 16).unwrap_or(0))
}

/// A game on the puzzle `text`, which must have exactly one solution.
fn from_text(text: &str) -> Result<SudokuLN, ApiError> {
    let session = SudokuLN::from_text(text)?;
    let check = session.givens_check();
    if !check.conflicts.is_empty() || !matches!(check.status, SolutionStatus::Unique(_)) {
        return Err(ApiError::refused(check.to_string()));
    }
    Ok(session)
}

/// A game in which the player writes a new empty board of the size asked for, to start it
/// as a puzzle (`finish_writing`) once it has one solution.
fn writing(request: &WriteJson) -> Result<SudokuLN, ApiError> {
    let size = request.size;
    let geometry = Geometry::from_side(size)
        .map_err(|_| ApiError::bad_request(format!("{size} is not a board size: 4, 9, 16 or 25")))?;
    let mut session = SudokuLN::new(SudokuDN::empty(geometry));
    session.apply(Action::WriteNew(geometry))?;
    Ok(session)
}

/// A game on a generated puzzle.
fn generated(request: &GenerateJson, cancel: &AtomicBool) -> Result<SudokuLN, ApiError> {
    let level = request
        .level
        .as_deref()
        .map(|text| Level::from_str(text).map_err(|e| ApiError::bad_request(e.to_string())))
        .transpose()?;
    let size = request.size.unwrap_or(9);
    let geometry = Geometry::from_side(size)
        .ok()
        .filter(|g| g.side() <= 16)
        .ok_or_else(|| ApiError::bad_request(format!("{size} is not a size to generate: 4, 9 or 16")))?;
    let generate = GenerateRequest {
        level,
        geometry,
        seed: seed(request.seed),
        count: 1,
        threads: 1,
        time_limit: facade::default_time_limit(geometry),
        ..GenerateRequest::default()
    };
    let puzzle = facade::generate(&generate, cancel)?
        .pop()
        .ok_or_else(|| ApiError::refused("the generator made no puzzle"))?;
    Ok(SudokuLN::new(SudokuDN::from_grid(&puzzle.puzzle)))
}

/// `POST /api/games`.
pub(crate) async fn create(
    State(app): State<Shared>,
    headers: HeaderMap,
    JsonBody(request): JsonBody<CreateRequest>,
) -> Result<Response, ApiError> {
    let visitor = Visitor::of(&app, &headers).await?;
    visitor.check_csrf(&headers)?;
    let owner = visitor.session.owner();
    let store = app.store.clone();
    let made = bounded(&app, "making the game", move |cancel| {
        let session = match (&request.puzzle, &request.generate, &request.example, &request.write) {
            (Some(text), None, None, None) => from_text(text)?,
            (None, Some(generate), None, None) => generated(generate, cancel)?,
            (None, None, Some(id), None) => {
                let id = pattern(Some(id))?.ok_or_else(|| ApiError::bad_request("name a pattern"))?;
                SudokuLN::from_example(id, seed(request.seed))?
            }
            (None, None, None, Some(write)) => writing(write)?,
            _ => {
                return Err(ApiError::bad_request("send exactly one of puzzle, generate, example and write"));
            }
        };
        let (level, rating) = if request.write.is_some() { (None, None) } else { rating(&session) };
        let game = NewGame {
            id: random_key(16),
            owner,
            session: session.session_json(),
            side: session.board().geometry().side() as i64,
            level,
            rating,
            created_at_ms: now_ms(),
        };
        if cancel.load(std::sync::atomic::Ordering::Relaxed) {
            return Err(ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "making the game took too long"));
        }
        store.create_game(&game)?;
        Ok(game_json(&game, &session, false))
    })
    .await?;
    Ok(visitor.answer((StatusCode::CREATED, Json(made))))
}

/// The game `id` of `owner` as stored, or a `404`.
fn owned(store: &WebStore, id: &str, owner: &str) -> Result<GameRow, ApiError> {
    store.game(id)?.filter(|row| row.game.owner == owner).ok_or_else(ApiError::no_game)
}

/// The session of `row`, its clock brought up to now.
fn resumed(row: &GameRow, now: i64) -> Result<SudokuLN, ApiError> {
    let away = Duration::from_millis(u64::try_from(now - row.saved_at_ms).unwrap_or(0));
    SudokuLN::resume_session_json(&row.game.session, away).map_err(|e| {
        log::error!("game {}: {e}", row.game.id);
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, format!("the game is damaged: {e}"))
    })
}

/// Whether `id` looks like a game key (so the database is not asked about anything else).
fn check_id(id: &str) -> Result<(), ApiError> {
    if id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(())
    } else {
        Err(ApiError::no_game())
    }
}

/// The visitor and the answer `read` makes from the visitor's game `id`: its stored row
/// and its session, clock brought up to now. The game is read on a worker within the work
/// limit (`what` names it when that runs out), never on the async threads.
async fn read_game<T: Send + 'static>(
    app: &Shared,
    id: String,
    headers: &HeaderMap,
    what: &'static str,
    read: impl FnOnce(&GameRow, SudokuLN) -> Result<T, ApiError> + Send + 'static,
) -> Result<(Visitor, T), ApiError> {
    check_id(&id)?;
    let visitor = Visitor::of(app, headers).await?;
    let owner = visitor.session.owner();
    let store = app.store.clone();
    let answer = bounded(app, what, move |_| {
        let row = owned(&store, &id, &owner)?;
        let session = resumed(&row, now_ms())?;
        read(&row, session)
    })
    .await?;
    Ok((visitor, answer))
}

/// `GET /api/games/{id}`.
pub(crate) async fn show(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let (visitor, view) = read_game(&app, id, &headers, "reading the game", |row, session| {
        Ok(game_json(&row.game, &session, row.recorded))
    })
    .await?;
    Ok(visitor.answer(Json(view)))
}

/// `GET /api/games/{id}/steps`: the steps available now; nothing changes.
pub(crate) async fn steps(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let (visitor, steps) = read_game(&app, id, &headers, "finding the steps", |_, session| {
        let answer = session.steps();
        Ok(json!({"answer": answer.kind(), "message": answer.to_string(), "steps": hints(answer.steps())}))
    })
    .await?;
    Ok(visitor.answer(Json(steps)))
}

/// `GET /api/games/{id}/session`: the façade's session file, to open in `jade play` or
/// the desktop program.
pub(crate) async fn session_file(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let (visitor, text) =
        read_game(&app, id, &headers, "reading the game", |_, session| Ok(session.session_json())).await?;
    Ok(visitor.answer(([(header::CONTENT_TYPE, "application/json")], text)))
}

/// The list `GET /api/games` answers: the newest games of `owner`, each with its clock
/// read from its session (work that grows with the games, so it runs on a worker).
fn listing(store: &WebStore, owner: &str) -> Result<Vec<Value>, ApiError> {
    let now = now_ms();
    let rows = store.games_of(owner, LISTED)?;
    Ok(rows
        .iter()
        .map(|row| {
            let elapsed =
                resumed(row, now).map_or(0, |s| u64::try_from(s.elapsed().as_millis()).unwrap_or(u64::MAX));
            json!({
                "id": row.game.id,
                "size": row.game.side,
                "level": row.game.level,
                "solved": row.solved,
                "elapsed_ms": elapsed,
            })
        })
        .collect())
}

/// `GET /api/games`: this player's games, newest first, read on a worker within the work
/// limit.
pub(crate) async fn list(State(app): State<Shared>, headers: HeaderMap) -> Result<Response, ApiError> {
    let visitor = Visitor::of(&app, &headers).await?;
    let owner = visitor.session.owner();
    let store = app.store.clone();
    let games = bounded(&app, "listing the games", move |_| listing(&store, &owner)).await?;
    Ok(visitor.answer(Json(json!({ "games": games }))))
}

/// `POST /api/games/{id}/actions`: one action applied; the game saved (and recorded when
/// this action solved it).
pub(crate) async fn act(
    State(app): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
    JsonBody(request): JsonBody<ActionRequest>,
) -> Result<Response, ApiError> {
    check_id(&id)?;
    let visitor = Visitor::of(&app, &headers).await?;
    visitor.check_csrf(&headers)?;
    let action = request.action.into_action()?;
    let owner = visitor.session.owner();
    let user = visitor.session.user.as_ref().map(|user| user.id.clone());
    let store = app.store.clone();
    let answer = bounded(&app, "the action", move |cancel| {
        let row = owned(&store, &id, &owner)?;
        let now = now_ms();
        let mut session = resumed(&row, now)?;
        let done = session.apply(action)?;
        let solved = session.board().is_solved();
        let record = if row.recorded { None } else { session.finished_game() };
        if cancel.load(std::sync::atomic::Ordering::Relaxed) {
            return Err(ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "the action took too long; nothing changed",
            ));
        }
        let finished = record.as_ref().map(|record| (record, user.as_deref()));
        if !store.save_game(&row, &session.session_json(), solved, now, finished)? {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                "the game changed in another request meanwhile: reload it and try again",
            ));
        }
        let recorded = row.recorded || record.is_some();
        Ok(json!({"outcome": outcome(&done), "view": game_json(&row.game, &session, recorded)}))
    })
    .await?;
    Ok(visitor.answer(Json(answer)))
}

#[cfg(test)]
#[path = "games_tests.rs"]
mod tests;
