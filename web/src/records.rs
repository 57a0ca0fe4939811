//! What the statistics say: the player's own (`/api/stats`, drawn by the façade as SVG),
//! rankings between users by level, and the pattern list the page's menus show.

use std::time::Duration;

use axum::Json;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, header};
use axum::response::Response;
use dn::Level;
use facade::{Summary, TechniqueNeed};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::auth::{Visitor, db};
use crate::error::ApiError;
use crate::server::Shared;

/// How many techniques the practice suggestion names.
const PRACTISE: usize = 3;

/// Seconds with at most two decimals, or `null`.
fn seconds(time: Option<Duration>) -> Value {
    time.map_or(Value::Null, |t| json!((t.as_secs_f64() * 100.0).round() / 100.0))
}

/// A technique's display name (its id when the registry has no such pattern).
fn technique(need: &TechniqueNeed) -> Value {
    let name = facade::pattern(need.pattern)
        .map_or_else(|_| need.pattern.as_str().to_string(), |p| p.name.to_string());
    json!({
        "pattern": need.pattern,
        "name": name,
        "games": need.games,
        "hints": {"area": need.hints.area, "technique": need.hints.technique, "full": need.hints.full},
        "tutor_steps": need.tutor_steps,
        "times": need.times(),
    })
}

/// The statistics as the fields of `jade --format json stats`.
fn summary_json(summary: &Summary) -> Value {
    json!({
        "games": summary.games,
        "alone": summary.alone,
        "levels": summary.levels.iter().map(|l| json!({
            "level": l.level, "games": l.games, "alone": l.alone,
            "mean_seconds": seconds(l.mean), "best_seconds": seconds(l.best),
        })).collect::<Vec<_>>(),
        "days": summary.days.iter().map(|d| json!({
            "date": d.date, "games": d.games, "alone": d.alone, "mean_seconds": seconds(d.mean),
            "hints": d.hints, "tutor_steps": d.tutor_steps,
        })).collect::<Vec<_>>(),
        "techniques": summary.techniques.iter().map(technique).collect::<Vec<_>>(),
        "practise": summary.practice(PRACTISE),
    })
}

/// The statistics of the visitor's finished games.
async fn summary(app: &Shared, visitor: &Visitor) -> Result<Summary, ApiError> {
    let owner = visitor.session.owner();
    let records = db(app, move |store| store.records_of(&owner)).await?;
    Ok(Summary::of_records(&records))
}

/// `GET /api/stats`.
pub(crate) async fn stats(State(app): State<Shared>, headers: HeaderMap) -> Result<Response, ApiError> {
    let visitor = Visitor::of(&app, &headers).await?;
    let summary = summary(&app, &visitor).await?;
    Ok(visitor.answer(Json(summary_json(&summary))))
}

/// `GET /api/stats/chart.svg`.
pub(crate) async fn chart(State(app): State<Shared>, headers: HeaderMap) -> Result<Response, ApiError> {
    let visitor = Visitor::of(&app, &headers).await?;
    let summary = summary(&app, &visitor).await?;
    let svg = tokio::task::spawn_blocking(move || facade::statistics_chart_svg(&summary))
        .await
        .map_err(|e| ApiError::new(axum::http::StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
    Ok(visitor.answer(([(header::CONTENT_TYPE, "image/svg+xml")], svg)))
}

/// The query of `/api/rankings`.
#[derive(Deserialize)]
pub(crate) struct RankingQuery {
    level: Option<String>,
}

/// The ranking of one level.
async fn ranking(app: &Shared, level: Level) -> Result<Value, ApiError> {
    let id = level.id();
    let rankings = db(app, move |store| store.rankings(id)).await?;
    Ok(json!({
        "level": id,
        "rankings": rankings.iter().enumerate().map(|(i, r)| json!({
            "rank": i + 1, "name": r.name, "games": r.games, "alone": r.alone,
            "mean_seconds": seconds(Some(r.mean)), "best_seconds": seconds(Some(r.best)),
        })).collect::<Vec<_>>(),
    }))
}

/// `GET /api/rankings[?level=…]`.
pub(crate) async fn rankings(
    State(app): State<Shared>,
    query: Result<Query<RankingQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::bad_request(e.body_text()))?;
    match query.level {
        Some(text) => {
            let level = text.parse::<Level>().map_err(|e| ApiError::bad_request(e.to_string()))?;
            Ok(Json(ranking(&app, level).await?))
        }
        None => {
            let mut levels = Vec::new();
            for level in Level::ALL {
                levels.push(ranking(&app, level).await?);
            }
            Ok(Json(json!({ "levels": levels })))
        }
    }
}

/// `GET /api/patterns`: every pattern, easiest first.
pub(crate) async fn patterns() -> Json<Value> {
    let patterns: Vec<Value> = facade::patterns()
        .iter()
        .map(|p| {
            json!({
                "id": p.id, "name": p.name, "level": p.level.id(), "family": p.family.as_str(),
                "section": p.section, "summary": p.summary,
            })
        })
        .collect();
    Json(json!({ "patterns": patterns }))
}
