//! `jade singles`: Hidden and Naked Singles until none applies.

use std::io::Write;

use facade::{Action, FacadeError, Refusal};
use serde_json::json;

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::{input, output};

pub(crate) fn run(source: &str, format: OutputFormat) -> Result<Outcome, CliError> {
    let mut game = input::read_one(source)?;
    let mut out = std::io::stdout().lock();
    let steps = match game.apply(Action::Singles) {
        Ok(facade::Outcome::Singles(steps)) => steps,
        Ok(other) => unreachable!("singles answer with their steps, not {other:?}"),
        Err(FacadeError::Rejected(Refusal::Unsound(problems))) => {
            let reasons: Vec<String> = problems.iter().map(ToString::to_string).collect();
            match format {
                OutputFormat::Json => {
                    let mut object = output::session_json(&game);
                    object.insert("solved".into(), json!(false));
                    object.insert("steps".into(), json!([]));
                    object.insert("board".into(), json!(game.pencil_marks()));
                    object.insert("problems".into(), json!(reasons));
                    output::json_line(&mut out, object)?
                }
                OutputFormat::Text => writeln!(out, "no sound step is possible: {}", reasons.join("; "))?,
            }
            return Ok(Outcome::PuzzleProblem);
        }
        Err(other) => return Err(other.into()),
    };
    let solved = game.board().is_solved();
    match format {
        OutputFormat::Json => {
            let mut object = output::session_json(&game);
            object.insert("solved".into(), json!(solved));
            object.insert("steps".into(), json!(steps.iter().map(output::hint_json).collect::<Vec<_>>()));
            object.insert("board".into(), json!(game.pencil_marks()));
            output::json_line(&mut out, object)?;
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
