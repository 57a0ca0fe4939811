//! `jade explain`: a solving pattern's help page, or the list of patterns.

use std::io::Write;

use facade::{help_page, pattern, pattern_id, patterns};
use serde_json::json;

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::output;

pub(crate) fn run(id: Option<&str>, list: bool, format: OutputFormat) -> Result<Outcome, CliError> {
    let mut out = std::io::stdout().lock();
    if list {
        for summary in patterns() {
            match format {
                OutputFormat::Json => output::json_value_line(
                    &mut out,
                    &json!({
                        "pattern": summary.id,
                        "name": summary.name,
                        "level": summary.level.id(),
                        "section": summary.section,
                        "summary": summary.summary,
                    }),
                )?,
                OutputFormat::Text => {
                    writeln!(out, "{:<18} {} ({})", summary.id, summary.name, summary.level.label())?
                }
            }
        }
        return Ok(Outcome::Success);
    }
    let id = id.ok_or_else(|| CliError::Usage("name a pattern, or use --list".into()))?;
    let summary = pattern(pattern_id(id)?)?;
    let page = help_page(summary.id).unwrap_or(summary.summary);
    match format {
        OutputFormat::Json => output::json_value_line(
            &mut out,
            &json!({"pattern": summary.id, "name": summary.name, "level": summary.level.id(), "page": page}),
        )?,
        OutputFormat::Text => write!(out, "{page}")?,
    }
    Ok(Outcome::Success)
}
