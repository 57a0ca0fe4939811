//! `jade singles`: Hidden and Naked Singles until none applies.

use std::io::Write;

use serde_json::json;

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::{input, output};

pub(crate) fn run(source: &str, format: OutputFormat) -> Result<Outcome, CliError> {
    let mut game = input::read_one(source)?;
    let puzzle = game.board().givens().to_string();
    let mut out = std::io::stdout().lock();
    let steps = match game.singles() {
        Ok(steps) => steps,
        Err(problems) => {
            let reasons: Vec<String> = problems.iter().map(ToString::to_string).collect();
            match format {
                OutputFormat::Json => output::json_value_line(
                    &mut out,
                    &json!({"puzzle": puzzle, "status": "inconsistent", "problems": reasons}),
                )?,
                OutputFormat::Text => writeln!(out, "no sound step is possible: {}", reasons.join("; "))?,
            }
            return Ok(Outcome::PuzzleProblem);
        }
    };
    let solved = game.board().is_solved();
    match format {
        OutputFormat::Json => {
            let object = json!({
                "puzzle": puzzle,
                "status": if solved { "solved" } else { "stuck" },
                "steps": steps.iter().map(output::hint_json).collect::<Vec<_>>(),
                "board": game.board().grid().to_string(),
            });
            output::json_value_line(&mut out, &object)?;
        }
        OutputFormat::Text => {
            for (number, step) in steps.iter().enumerate() {
                writeln!(out, "{}. {step}", number + 1)?;
            }
            if solved {
                writeln!(out, "solved with {} singles:", steps.len())?;
                write!(out, "{}", game.pencil_marks())?;
            } else {
                writeln!(
                    out,
                    "no single applies after {} steps; the board with its candidates:",
                    steps.len()
                )?;
                write!(out, "{}", game.pencil_marks())?;
            }
        }
    }
    Ok(Outcome::Success)
}
