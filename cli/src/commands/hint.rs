//! `jade hint`: the easiest pattern that applies (or the chosen one), explained in full or
//! revealed a level at a time (`--reveal 1` where to look, `2` the technique, `3` all, `4`
//! apply it as `jade step` does).

use std::io::Write;

use facade::{HintAnswer, Reveal, RevealedHint};
use serde_json::json;

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::{input, output};

pub(crate) fn run(
    source: &str,
    pattern: Option<&str>,
    reveal: u8,
    techniques: facade::Techniques,
    format: OutputFormat,
) -> Result<Outcome, CliError> {
    let reveal = Reveal::from_number(reveal)
        .ok_or_else(|| CliError::Usage(format!("--reveal {reveal}: the levels are 1 to 4")))?;
    if reveal == Reveal::Apply {
        return crate::commands::step::run_at(source, pattern, None, techniques, format, Some(reveal));
    }
    let mut game = input::read_one(source)?;
    crate::commands::limit_techniques(&mut game, techniques)?;
    let answer = game.hint(pattern.map(facade::pattern_id).transpose()?)?;
    let revealed = answer.hint().map(|hint| game.render_hint(hint, reveal));
    let mut out = std::io::stdout().lock();
    match format {
        OutputFormat::Json => {
            let mut object = output::session_json(&game);
            object.insert("reveal".into(), json!(reveal.number()));
            match &revealed {
                Some(revealed) if reveal < Reveal::Full => {
                    object.insert("answer".into(), json!(answer.kind()));
                    object.insert("message".into(), json!(revealed.text));
                }
                _ => output::answer_json(&mut object, &answer),
            }
            if let Some(revealed) = &revealed {
                object.insert("revealed".into(), output::revealed_json(revealed));
            }
            output::json_line(&mut out, object)?;
        }
        OutputFormat::Text => match &revealed {
            Some(revealed) if reveal < Reveal::Full => print_revealed(&mut out, revealed)?,
            _ => print_answer(&mut out, &answer)?,
        },
    }
    Ok(outcome(&answer))
}

/// Prints a hint revealed in part: its sentence, what to look at, and how to see more.
fn print_revealed(out: &mut impl Write, revealed: &RevealedHint) -> std::io::Result<()> {
    writeln!(out, "{}", revealed.text)?;
    let area: Vec<String> = revealed.area.iter().map(ToString::to_string).collect();
    writeln!(out, "area: {}", area.join(", "))?;
    if !revealed.cells.is_empty() {
        let cells: Vec<String> =
            revealed.cells.iter().map(|c| format!("{} {}", c.cell, c.role.id())).collect();
        writeln!(out, "cells: {}", cells.join(", "))?;
    }
    writeln!(out, "more: --reveal {}", revealed.reveal.next().number())
}

/// Prints a tutor's answer for people: the hint (then, when the player must note
/// candidates to see it, the sentence naming those cells), or the sentence saying why
/// there is none.
pub(crate) fn print_answer(out: &mut impl Write, answer: &HintAnswer) -> std::io::Result<()> {
    match answer {
        HintAnswer::Hint(hint) => output::hint_text(out, hint),
        HintAnswer::NoteFirst { hint, .. } => {
            output::hint_text(out, hint)?;
            writeln!(out, "{answer}")
        }
        other => writeln!(out, "{other}"),
    }
}

/// Prints what a step did for people: the hint applied (then the cells it noted
/// candidates in so that the hint can be seen), or the sentence saying what it did or why
/// there was no step.
pub(crate) fn print_step(out: &mut impl Write, answer: &HintAnswer) -> std::io::Result<()> {
    match answer {
        HintAnswer::NoteFirst { hint, cells } => {
            output::hint_text(out, hint)?;
            writeln!(out, "{}", output::noted_line(cells))
        }
        HintAnswer::StaleCandidates(_) => writeln!(out, "{answer}: cleaned"),
        other => print_answer(out, other),
    }
}

/// Exit 1 when the board cannot support a sound hint, else 0.
pub(crate) fn outcome(answer: &HintAnswer) -> Outcome {
    match answer {
        HintAnswer::Inconsistent(_) => Outcome::PuzzleProblem,
        _ => Outcome::Success,
    }
}
