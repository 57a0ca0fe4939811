//! `jade solve`: the solution of each puzzle by a trial-and-error engine.

use std::io::Write;

use dn::{SolutionStatus, SudokuDN};
use facade::{Engine, Format, PuzzleSolver, SudokuLN};
use serde_json::json;

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::{input, output};

pub(crate) fn run(source: &str, engine: Engine, format: OutputFormat) -> Result<Outcome, CliError> {
    let puzzles = input::read(source)?;
    let many = puzzles.len() > 1;
    let mut solver = PuzzleSolver::new(engine);
    let mut out = std::io::stdout().lock();
    let mut outcome = Outcome::Success;
    for puzzle in &puzzles {
        let status = solver.status(&puzzle.board);
        match &status {
            SolutionStatus::None => outcome = Outcome::PuzzleProblem,
            SolutionStatus::Multiple(..) => {
                log::warn!("line {}: the puzzle has several solutions; showing one", puzzle.line)
            }
            SolutionStatus::Unique(_) => {}
        }
        match format {
            OutputFormat::Json => {
                let mut object = output::status_json(&puzzle.board, &status);
                object.insert("line".into(), json!(puzzle.line));
                object.insert("method".into(), json!(engine.name()));
                output::json_line(&mut out, object)?;
            }
            OutputFormat::Text => match status.any_solution() {
                Some(solution) if many => writeln!(out, "{solution}")?,
                Some(solution) => {
                    write!(out, "{}", SudokuLN::new(SudokuDN::from_grid(solution)).export(Format::Ss))?
                }
                None => writeln!(out, "no solution")?,
            },
        }
    }
    Ok(outcome)
}
