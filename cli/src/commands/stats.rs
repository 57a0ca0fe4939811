//! `jade stats`: the player's statistics from the games finished in `jade play`, the
//! console menu and jade-gui: games and times per level, progress day by day, the
//! techniques needed most; with `--chart FILE`, the same drawn as SVG.

use std::io::Write;
use std::path::Path;
use std::time::Duration;

use facade::{Summary, TechniqueNeed};
use serde_json::{Value, json};

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::output;

/// How many techniques the text lists.
const TECHNIQUES_LISTED: usize = 10;

pub(crate) fn run(
    chart: Option<&Path>,
    database: Option<&Path>,
    format: OutputFormat,
) -> Result<Outcome, CliError> {
    let path = facade::statistics_path(database)?;
    let summary = facade::open_statistics(Some(&path))?.summary().map_err(facade::FacadeError::from)?;
    if let Some(chart) = chart {
        facade::save_text(chart, &facade::statistics_chart_svg(&summary))?;
    }
    let mut out = std::io::stdout().lock();
    match format {
        OutputFormat::Json => output::json_line(&mut out, summary_json(&summary, &path, chart))?,
        OutputFormat::Text => write_text(&mut out, &summary, &path, chart)?,
    }
    Ok(Outcome::Success)
}

/// `very easy`, `beyond extreme`, or `unrated`.
fn level_label(level: Option<&str>) -> String {
    level.map_or_else(|| "unrated".into(), |id| id.replace('-', " "))
}

/// A time, or `-` when there is none.
fn time_text(time: Option<Duration>) -> String {
    time.map_or_else(|| "-".into(), output::duration)
}

/// The technique's display name (`X-Wing`), or its id when this JADE does not know it.
fn technique_name(need: &TechniqueNeed) -> String {
    facade::pattern(need.pattern).map_or_else(|_| need.pattern.to_string(), |p| p.name.to_string())
}

fn write_text(
    out: &mut impl Write,
    summary: &Summary,
    path: &Path,
    chart: Option<&Path>,
) -> std::io::Result<()> {
    if summary.games == 0 {
        writeln!(
            out,
            "no games recorded yet in {}: solve a puzzle in jade play or jade-gui",
            path.display()
        )?;
    } else {
        let games = if summary.games == 1 { "game" } else { "games" };
        writeln!(
            out,
            "{} {games}, {} solved alone (times count only games solved alone, without tutor steps)",
            summary.games, summary.alone
        )?;
        writeln!(out, "\n{:<16}{:>6}{:>7}{:>11}{:>11}", "level", "games", "alone", "mean time", "best time")?;
        for level in &summary.levels {
            writeln!(
                out,
                "{:<16}{:>6}{:>7}{:>11}{:>11}",
                level_label(level.level.as_deref()),
                level.games,
                level.alone,
                time_text(level.mean),
                time_text(level.best)
            )?;
        }
        writeln!(out, "\nprogress by day (UTC)")?;
        writeln!(
            out,
            "{:<12}{:>6}{:>7}{:>11}{:>7}{:>13}",
            "date", "games", "alone", "mean time", "hints", "tutor steps"
        )?;
        for day in &summary.days {
            writeln!(
                out,
                "{:<12}{:>6}{:>7}{:>11}{:>7}{:>13}",
                day.date,
                day.games,
                day.alone,
                time_text(day.mean),
                day.hints,
                day.tutor_steps
            )?;
        }
        write_techniques(out, summary)?;
    }
    if let Some(chart) = chart {
        writeln!(out, "chart written to {}", chart.display())?;
    }
    Ok(())
}

/// The techniques needed most, and how to practise them.
fn write_techniques(out: &mut impl Write, summary: &Summary) -> std::io::Result<()> {
    if summary.techniques.is_empty() {
        return writeln!(out, "\nno hint or tutor step needed yet");
    }
    writeln!(
        out,
        "\ntechniques you needed most (hints shown at levels 1, 2 and 3; steps the tutor applied)"
    )?;
    writeln!(out, "{:<24}{:>6}{:>12}{:>7}", "technique", "games", "hints 1/2/3", "steps")?;
    for need in summary.techniques.iter().take(TECHNIQUES_LISTED) {
        let hints = format!("{}/{}/{}", need.hints.area, need.hints.technique, need.hints.full);
        writeln!(out, "{:<24}{:>6}{:>12}{:>7}", technique_name(need), need.games, hints, need.tutor_steps)?;
    }
    writeln!(out, "practise them: jade generate --practise")
}

/// A time in seconds to the millisecond, or null.
fn seconds(time: Option<Duration>) -> Value {
    time.map_or(Value::Null, |t| json!((t.as_secs_f64() * 1000.0).round() / 1000.0))
}

fn summary_json(summary: &Summary, path: &Path, chart: Option<&Path>) -> serde_json::Map<String, Value> {
    let levels: Vec<Value> = summary
        .levels
        .iter()
        .map(|level| {
            json!({
                "level": level.level,
                "games": level.games,
                "alone": level.alone,
                "mean_seconds": seconds(level.mean),
                "best_seconds": seconds(level.best),
            })
        })
        .collect();
    let days: Vec<Value> = summary
        .days
        .iter()
        .map(|day| {
            json!({
                "date": day.date,
                "games": day.games,
                "alone": day.alone,
                "mean_seconds": seconds(day.mean),
                "hints": day.hints,
                "tutor_steps": day.tutor_steps,
            })
        })
        .collect();
    let techniques: Vec<Value> = summary
        .techniques
        .iter()
        .map(|need| {
            json!({
                "pattern": need.pattern.to_string(),
                "name": technique_name(need),
                "games": need.games,
                "hints": {"area": need.hints.area, "technique": need.hints.technique, "full": need.hints.full},
                "tutor_steps": need.tutor_steps,
                "times": need.times(),
            })
        })
        .collect();
    let mut object = serde_json::Map::new();
    object.insert("database".into(), json!(path.display().to_string()));
    object.insert("games".into(), json!(summary.games));
    object.insert("alone".into(), json!(summary.alone));
    object.insert("levels".into(), Value::Array(levels));
    object.insert("days".into(), Value::Array(days));
    object.insert("techniques".into(), Value::Array(techniques));
    object.insert("chart".into(), json!(chart.map(|c| c.display().to_string())));
    object
}
