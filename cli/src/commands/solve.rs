//! `jade solve`: the solution of each puzzle by a trial-and-error engine, given only when
//! it is the puzzle's one solution, each as soon as it is read.

use std::io::Write;

use dn::{SolutionStatus, SudokuDN};
use facade::{Engine, Format, PuzzleSolver, SudokuLN};
use serde_json::json;

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::input::Batch;
use crate::output;

pub(crate) fn run(
    source: &str,
    engine: Engine,
    one_line: bool,
    format: OutputFormat,
) -> Result<Outcome, CliError> {
    let mut solver = PuzzleSolver::new(engine);
    Batch::open(source)?.one_line(one_line).run(format, |out, puzzle, many| {
        let status = solver.status(&puzzle.board);
        match format {
            OutputFormat::Json => {
                let mut object = output::status_json(puzzle.line, &puzzle.board, &status);
                object.insert("method".into(), json!(engine.name()));
                output::json_line(out, object)?;
            }
            OutputFormat::Text => match &status {
                SolutionStatus::Unique(solution) if many => writeln!(out, "{solution}")?,
                SolutionStatus::Unique(solution) => {
                    write!(out, "{}", SudokuLN::new(SudokuDN::from_grid(solution)).export(Format::Ss)?)?
                }
                SolutionStatus::Multiple(a, b) if many => writeln!(out, "multiple {a} {b}")?,
                SolutionStatus::Multiple(a, b) => {
                    writeln!(out, "multiple: the puzzle has several solutions, for example")?;
                    writeln!(out, "solution 1: {a}")?;
                    writeln!(out, "solution 2: {b}")?;
                }
                SolutionStatus::None => writeln!(out, "no solution")?,
            },
        }
        Ok(status.unique().is_some())
    })
}
