//! Printing results: text for people, one JSON object per line for programs.

use std::io::Write;

use dn::{Grid, SolutionStatus, SudokuDN};
use serde_json::{Value, json};

/// The JSON fields every per-puzzle answer shares: the puzzle, the status, the solution.
pub(crate) fn status_json(board: &SudokuDN, status: &SolutionStatus) -> serde_json::Map<String, Value> {
    let mut object = serde_json::Map::new();
    object.insert("puzzle".into(), json!(board.givens().to_string()));
    object.insert("status".into(), json!(status.name()));
    object.insert("solution".into(), json!(status.any_solution().map(Grid::to_string)));
    if let SolutionStatus::Multiple(a, b) = status {
        object.insert("solutions".into(), json!([a.to_string(), b.to_string()]));
    }
    object
}

/// Writes one JSON object on its own line.
pub(crate) fn json_line(out: &mut impl Write, object: serde_json::Map<String, Value>) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, &Value::Object(object))?;
    writeln!(out)
}

/// "unique", "multiple" or "no solution": how a person reads a status.
pub(crate) fn status_words(status: &SolutionStatus) -> &'static str {
    match status {
        SolutionStatus::None => "no solution",
        SolutionStatus::Unique(_) => "unique",
        SolutionStatus::Multiple(..) => "multiple",
    }
}

/// A one-line progress bar: `[#####.....] 50/100`.
pub(crate) fn progress_bar(done: usize, total: usize) -> String {
    const WIDTH: usize = 30;
    let filled = (done * WIDTH).checked_div(total).unwrap_or(WIDTH).min(WIDTH);
    format!("[{}{}] {done}/{total}", "#".repeat(filled), ".".repeat(WIDTH - filled))
}

/// A duration for people: `0.4 s`, `12 s`, `3.5 min`.
pub(crate) fn duration(duration: std::time::Duration) -> String {
    let seconds = duration.as_secs_f64();
    if seconds < 10.0 {
        format!("{seconds:.1} s")
    } else if seconds < 120.0 {
        format!("{seconds:.0} s")
    } else {
        format!("{:.1} min", seconds / 60.0)
    }
}
