//! `jade step`: apply one hint and write the board with its candidates: as a `.pm`
//! pencil-mark grid, or in the format the output file's extension names.

use std::io::Write;
use std::path::Path;

use facade::{Action, FacadeError, Format, HintAnswer, Refusal, Reveal};
use serde_json::json;

use crate::args::OutputFormat;
use crate::commands::hint::{outcome, print_step};
use crate::error::{CliError, Outcome};
use crate::{input, output};

pub(crate) fn run(
    source: &str,
    pattern: Option<&str>,
    target: Option<&Path>,
    techniques: facade::Techniques,
    format: OutputFormat,
) -> Result<Outcome, CliError> {
    run_at(source, pattern, target, techniques, format, None)
}

/// [`run`], for `jade hint --reveal 4` too: its JSON then says the `reveal` level.
pub(crate) fn run_at(
    source: &str,
    pattern: Option<&str>,
    target: Option<&Path>,
    techniques: facade::Techniques,
    format: OutputFormat,
    reveal: Option<Reveal>,
) -> Result<Outcome, CliError> {
    let written = target.map(|path| board_format(path).map(|format| (path, format))).transpose()?;
    let mut game = input::read_one(source)?;
    crate::commands::limit_techniques(&mut game, techniques)?;
    let pattern = pattern.map(facade::pattern_id).transpose()?;
    let answer = match game.apply(Action::Step(pattern)) {
        Ok(facade::Outcome::Stepped(answer)) => answer,
        Ok(other) => unreachable!("a step answers with a step, not {other:?}"),
        Err(FacadeError::Rejected(Refusal::NoSoundHint(problems))) => HintAnswer::Inconsistent(problems),
        Err(other) => return Err(other.into()),
    };
    let changed = answer.hint().is_some() || matches!(answer, HintAnswer::StaleCandidates(_));
    if let (true, Some((path, format))) = (changed, written) {
        game.save(path, format)?;
    }
    let board = (changed && target.is_none()).then(|| game.pencil_marks());
    let mut out = std::io::stdout().lock();
    match format {
        OutputFormat::Json => {
            let mut object = output::session_json(&game);
            if let Some(reveal) = reveal {
                object.insert("reveal".into(), json!(reveal.number()));
            }
            output::answer_json(&mut object, &answer);
            object.insert("board".into(), json!(board));
            let written = target.filter(|_| changed).map(|p| p.display().to_string());
            object.insert("output".into(), json!(written));
            output::json_line(&mut out, object)?;
        }
        OutputFormat::Text => {
            print_step(&mut out, &answer)?;
            match (board, target) {
                (Some(board), _) => write!(out, "\n{board}")?,
                (None, Some(path)) if changed => writeln!(out, "wrote {}", path.display())?,
                _ => {}
            }
        }
    }
    Ok(outcome(&answer))
}

/// The format a board written to `path` takes: the one its extension names, `.pm` when it
/// has none; an extension of no format is a usage error.
pub(crate) fn board_format(path: &Path) -> Result<Format, CliError> {
    Format::for_path(path).map_err(|e| CliError::Usage(format!("{}: unknown extension: {e}", path.display())))
}
