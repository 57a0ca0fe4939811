//! `jade convert`: a puzzle in another file format.

use std::io::Write;
use std::path::Path;

use facade::{Format, Puzzle, export_puzzles, save_text};
use serde_json::{Map, json};

use crate::args::{FileFormat, OutputFormat};
use crate::error::{CliError, Outcome};
use crate::{input, output};

/// Writes the puzzles of `source` in the format `to`, to `target` or standard output; in
/// JSON, one object per puzzle says its format and its text (or the file written).
pub(crate) fn run(
    source: &str,
    to: FileFormat,
    target: Option<&Path>,
    format: OutputFormat,
) -> Result<Outcome, CliError> {
    let puzzles = input::read(source)?;
    let to = self::format(to);
    let text = export_puzzles(&puzzles, to).map_err(|e| CliError::Usage(e.to_string()))?;
    if let Some(path) = target {
        save_text(path, &text)?;
    }
    let mut out = std::io::stdout().lock();
    match format {
        OutputFormat::Text if target.is_none() => out.write_all(text.as_bytes())?,
        OutputFormat::Text => {}
        OutputFormat::Json => {
            for puzzle in &puzzles {
                output::json_line(&mut out, puzzle_json(puzzle, to, target)?)?;
            }
        }
    }
    Ok(Outcome::Success)
}

/// One converted puzzle in JSON: its line, givens and format, and its text or the file.
fn puzzle_json(
    puzzle: &Puzzle,
    to: Format,
    target: Option<&Path>,
) -> Result<Map<String, serde_json::Value>, CliError> {
    let mut object = Map::new();
    object.insert("line".into(), json!(puzzle.line));
    object.insert("puzzle".into(), json!(puzzle.board.givens().to_string()));
    object.insert("format".into(), json!(to.extension()));
    match target {
        Some(path) => object.insert("output".into(), json!(path.display().to_string())),
        None => {
            let text = export_puzzles(std::slice::from_ref(puzzle), to)
                .map_err(|e| CliError::Usage(e.to_string()))?;
            object.insert("text".into(), json!(text))
        }
    };
    Ok(object)
}

pub(super) fn format(to: FileFormat) -> Format {
    match to {
        FileFormat::Txt => Format::Txt,
        FileFormat::Sdk => Format::Sdk,
        FileFormat::Ss => Format::Ss,
        FileFormat::Sud => Format::Sud,
        FileFormat::Ssc => Format::Ssc,
        FileFormat::Pm => Format::Pm,
    }
}
