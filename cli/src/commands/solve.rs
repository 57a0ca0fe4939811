//! `jade solve`: the solution of each puzzle by a trial-and-error engine, given only when
//! it is the puzzle's one solution.

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
        if status.unique().is_none() {
            outcome = Outcome::PuzzleProblem;
        }
        match format {
            OutputFormat::Json => {
                let mut object = output::status_json(puzzle.line, &puzzle.board, &status);
                object.insert("method".into(), json!(engine.name()));
                output::json_line(&mut out, object)?;
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
    }
    Ok(outcome)
}
