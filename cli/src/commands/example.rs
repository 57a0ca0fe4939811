//! `jade example`: a puzzle that needs a chosen pattern, solved up to the step where the
//! pattern is the easiest one that applies, with the candidates at that point and the hint.

use std::io::{IsTerminal, Write};
use std::path::Path;
use std::sync::atomic::AtomicBool;

use facade::{PatternExample, SudokuLN};
use serde_json::json;

use crate::args::OutputFormat;
use crate::commands::generate::random_seed;
use crate::commands::step::board_format;
use crate::error::{CliError, Outcome};
use crate::output;

pub(crate) fn run(
    pattern: &str,
    seed: Option<u64>,
    target: Option<&Path>,
    show_solution: bool,
    format: OutputFormat,
) -> Result<Outcome, CliError> {
    let written = target.map(|path| board_format(path).map(|format| (path, format))).transpose()?;
    let seed = seed.unwrap_or_else(random_seed);
    let terminal = std::io::stderr().is_terminal();
    let mut progress = |p: &facade::Progress| {
        if terminal {
            eprint!("\rsearching: {} puzzles tried, {}", p.tried, output::duration(p.elapsed));
        }
    };
    log::info!("looking for an example of {pattern} from seed {seed}");
    let example =
        facade::pattern_example(facade::pattern_id(pattern)?, seed, &mut progress, &AtomicBool::new(false))?;
    if terminal {
        eprintln!();
    }
    let game = SudokuLN::new(example.board.clone());
    if let Some((path, format)) = written {
        game.save(path, format)?;
    }
    let board = game.pencil_marks();
    let mut out = std::io::stdout().lock();
    match format {
        OutputFormat::Json => {
            let mut object = output::session_json(&game);
            object.insert("pattern".into(), json!(pattern));
            object.insert("seed".into(), json!(seed));
            object.insert("tried".into(), json!(example.tried));
            object.insert("source".into(), json!(example.source));
            object.insert("board".into(), json!(board));
            object.insert("hint".into(), output::hint_json(&example.hint));
            let written = written.map(|(path, _)| path.display().to_string());
            object.insert("output".into(), json!(written));
            output::json_line(&mut out, object)?;
        }
        OutputFormat::Text => write_text(&mut out, &example, seed, &board, (target, show_solution))?,
    }
    Ok(Outcome::Success)
}

/// The puzzle (and its solution when asked for), the board reached (unless it went to a
/// file) and the hint, for people.
fn write_text(
    out: &mut impl Write,
    example: &PatternExample,
    seed: u64,
    board: &str,
    (target, show_solution): (Option<&Path>, bool),
) -> std::io::Result<()> {
    writeln!(out, "# {} example, seed {seed} ({} puzzles tried)", example.hint.name, example.tried)?;
    if let Some(source) = example.source {
        writeln!(out, "# rare in generated puzzles: {source}, transformed")?;
    }
    writeln!(out, "puzzle: {}", example.puzzle)?;
    if show_solution {
        writeln!(out, "solution: {}", example.solution)?;
    }
    match target {
        Some(path) => writeln!(out, "board with candidates written to {}", path.display())?,
        None => write!(out, "\n{board}\n")?,
    }
    output::hint_text(out, &example.hint)
}
