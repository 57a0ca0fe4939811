//! `jade convert`: a puzzle in another file format.

use std::io::Write;
use std::path::Path;

use facade::{Format, export_puzzles, save_text};

use crate::args::FileFormat;
use crate::error::{CliError, Outcome};
use crate::input;

pub(crate) fn run(source: &str, to: FileFormat, output: Option<&Path>) -> Result<Outcome, CliError> {
    let puzzles = input::read(source)?;
    let text = export_puzzles(&puzzles, format(to)).map_err(|e| CliError::Usage(e.to_string()))?;
    match output {
        Some(path) => save_text(path, &text)?,
        None => std::io::stdout().lock().write_all(text.as_bytes())?,
    }
    Ok(Outcome::Success)
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
