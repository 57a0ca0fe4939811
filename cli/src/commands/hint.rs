//! `jade hint`: the easiest pattern that applies (or the chosen one), explained.

use std::io::Write;

use facade::HintAnswer;

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::{input, output};

pub(crate) fn run(source: &str, pattern: Option<&str>, format: OutputFormat) -> Result<Outcome, CliError> {
    let game = input::read_one(source)?;
    let answer = game.hint(pattern.map(facade::pattern_id).transpose()?)?;
    let mut out = std::io::stdout().lock();
    match format {
        OutputFormat::Json => {
            let mut object = output::session_json(&game);
            output::answer_json(&mut object, &answer);
            output::json_line(&mut out, object)?;
        }
        OutputFormat::Text => print_answer(&mut out, &answer)?,
    }
    Ok(outcome(&answer))
}

/// Prints a tutor's answer for people: the hint, or the sentence saying why there is none.
pub(crate) fn print_answer(out: &mut impl Write, answer: &HintAnswer) -> std::io::Result<()> {
    match answer {
        HintAnswer::Hint(hint) => output::hint_text(out, hint),
        other => writeln!(out, "{other}"),
    }
}

/// Exit 1 when the board cannot support a sound hint, else 0.
pub(crate) fn outcome(answer: &HintAnswer) -> Outcome {
    match answer {
        HintAnswer::Inconsistent(_) => Outcome::PuzzleProblem,
        _ => Outcome::Success,
    }
}
