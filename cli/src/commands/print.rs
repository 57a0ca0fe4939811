//! `jade print`: puzzles on A4 pages as one PDF or one SVG file per page.

use std::io::Write;
use std::path::{Path, PathBuf};

use facade::{Booklet, PrintOptions, save_bytes, save_svg_pages};
use serde_json::json;

use crate::args::{OutputFormat, PrintArgs};
use crate::error::{CliError, Outcome};
use crate::input;

/// The two kinds of file `jade print` writes, told by the output's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Pdf,
    Svg,
}

pub(crate) fn run(args: &PrintArgs, format: OutputFormat) -> Result<Outcome, CliError> {
    let kind = kind(&args.output)?;
    let mut boards = Vec::new();
    for source in &args.inputs {
        boards.extend(input::read(source)?.into_iter().map(|puzzle| puzzle.board));
    }
    let options = PrintOptions {
        per_page: args.per_page,
        candidates: args.candidates,
        solution_page: args.solutions,
        title: args.title.clone(),
    };
    let booklet = Booklet::new(&boards, &options);
    let written = match kind {
        Kind::Pdf => {
            save_bytes(&args.output, &booklet.to_pdf())?;
            vec![args.output.clone()]
        }
        Kind::Svg => save_svg_pages(&args.output, &booklet.to_svg())?,
    };
    report(&booklet, &written, format)?;
    for number in booklet.without_unique_solution() {
        eprintln!("jade: puzzle {number} has no unique solution; its solution slot shows a note");
    }
    Ok(if booklet.without_unique_solution().is_empty() { Outcome::Success } else { Outcome::PuzzleProblem })
}

/// PDF or SVG from the output's extension; anything else is a usage error.
fn kind(output: &Path) -> Result<Kind, CliError> {
    match output.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase).as_deref() {
        Some("pdf") => Ok(Kind::Pdf),
        Some("svg") => Ok(Kind::Svg),
        _ => Err(CliError::Usage(format!(
            "{}: cannot tell what to write; name the output OUT.pdf or OUT.svg",
            output.display()
        ))),
    }
}

/// What was written: a line for people, or one JSON object.
fn report(booklet: &Booklet, written: &[PathBuf], format: OutputFormat) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    let paths: Vec<String> = written.iter().map(|p| p.display().to_string()).collect();
    match format {
        OutputFormat::Json => {
            let object = json!({
                "output": paths,
                "pages": booklet.page_count(),
                "boards": booklet.board_count(),
            });
            writeln!(out, "{object}")?;
        }
        OutputFormat::Text => {
            let plural = |n: usize, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
            writeln!(
                out,
                "{} on {}: {}",
                plural(booklet.board_count(), "puzzle"),
                plural(booklet.page_count(), "page"),
                paths.join(", ")
            )?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_extension_chooses_the_kind() {
        assert_eq!(kind(Path::new("a.PDF")).unwrap(), Kind::Pdf);
        assert_eq!(kind(Path::new("a.svg")).unwrap(), Kind::Svg);
        assert!(kind(Path::new("a.png")).is_err());
        assert!(kind(Path::new("noextension")).is_err());
    }
}
