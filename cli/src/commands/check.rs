//! `jade check`: none / unique / multiple, and the rules the givens break.

use std::io::Write;

use dn::SolutionStatus;
use facade::{Engine, PuzzleSolver};
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
        let conflicts = puzzle.board.conflicts();
        let status = solver.status(&puzzle.board);
        if !matches!(status, SolutionStatus::Unique(_)) {
            outcome = Outcome::PuzzleProblem;
        }
        match format {
            OutputFormat::Json => {
                let mut object = output::status_json(puzzle.line, &puzzle.board, &status);
                let rules: Vec<String> = conflicts.iter().map(ToString::to_string).collect();
                object.insert("conflicts".into(), json!(rules));
                output::json_line(&mut out, object)?;
            }
            OutputFormat::Text if many => {
                write!(out, "{} {}", puzzle.board.givens(), output::status_words(&status))?;
                for conflict in &conflicts {
                    write!(out, "; {conflict}")?;
                }
                writeln!(out)?;
            }
            OutputFormat::Text => {
                writeln!(out, "{}", output::status_words(&status))?;
                if let SolutionStatus::Multiple(a, b) = &status {
                    writeln!(out, "solution 1: {a}")?;
                    writeln!(out, "solution 2: {b}")?;
                }
                for conflict in &conflicts {
                    writeln!(out, "{conflict}")?;
                }
            }
        }
    }
    Ok(outcome)
}
