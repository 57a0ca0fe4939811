//! `jade steps`: every step available on a board now, easiest first (one per pattern).

use facade::StepsAnswer;
use serde_json::json;

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::{input, output};

pub(crate) fn run(
    source: &str,
    techniques: facade::Techniques,
    format: OutputFormat,
) -> Result<Outcome, CliError> {
    let mut game = input::read_one(source)?;
    crate::commands::limit_techniques(&mut game, techniques)?;
    let answer = game.steps();
    let mut out = std::io::stdout().lock();
    match format {
        OutputFormat::Json => {
            let mut object = output::session_json(&game);
            object.insert("answer".into(), json!(answer.kind()));
            object.insert("message".into(), json!(answer.to_string()));
            object.insert(
                "steps".into(),
                json!(answer.steps().iter().map(output::hint_json).collect::<Vec<_>>()),
            );
            if let StepsAnswer::Inconsistent(problems) = &answer {
                let reasons: Vec<String> = problems.iter().map(ToString::to_string).collect();
                object.insert("problems".into(), json!(reasons));
            }
            output::json_line(&mut out, object)?;
        }
        OutputFormat::Text => output::steps_text(&mut out, &answer)?,
    }
    Ok(match answer {
        StepsAnswer::Inconsistent(_) => Outcome::PuzzleProblem,
        _ => Outcome::Success,
    })
}
