//! `jade solve --method patterns`: solve as a person would, printing every step, the
//! patterns used and the level.

use std::io::Write;

use facade::{Action, FacadeError, PatternSolve, Refusal, SudokuLN};
use serde_json::{Map, Value, json};

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::input::Batch;
use crate::output;

pub(crate) fn run(
    source: &str,
    one_line: bool,
    techniques: facade::Techniques,
    format: OutputFormat,
) -> Result<Outcome, CliError> {
    let mut answered = 0;
    Batch::open(source)?.one_line(one_line).run(format, |out, puzzle, many| {
        let givens = puzzle.board.givens().to_string();
        let mut game = SudokuLN::new(puzzle.board.clone());
        crate::commands::limit_techniques(&mut game, techniques)?;
        let result = match game.apply(Action::SolveWithPatterns) {
            Ok(facade::Outcome::Solved(solve)) => Ok(*solve),
            Ok(other) => unreachable!("a solve answers with the solve, not {other:?}"),
            Err(error) => Err(error),
        };
        if format == OutputFormat::Text && one_line {
            return summary_line(out, result);
        }
        if format == OutputFormat::Text && many {
            if answered > 0 {
                writeln!(out)?;
            }
            writeln!(out, "line {}: {givens}", puzzle.line)?;
        }
        answered += 1;
        let mut object = output::session_json(&game);
        object.insert("line".into(), json!(puzzle.line));
        object.insert("method".into(), json!("patterns"));
        match result {
            Ok(solve) => match format {
                OutputFormat::Json => output::json_line(out, solve_json(object, &solve))?,
                OutputFormat::Text => solve_text(out, &solve)?,
            },
            Err(FacadeError::Rejected(Refusal::Unsound(problems))) => {
                let reasons: Vec<String> = problems.iter().map(ToString::to_string).collect();
                match format {
                    OutputFormat::Json => {
                        object.insert("solved".into(), json!(false));
                        object.insert("steps".into(), json!([]));
                        object.insert("pattern_counts".into(), json!({}));
                        object.insert("board".into(), Value::Null);
                        object.insert("problems".into(), json!(reasons));
                        output::json_line(out, object)?
                    }
                    OutputFormat::Text => {
                        writeln!(out, "cannot solve with patterns: {}", reasons.join("; "))?
                    }
                }
                return Ok(false);
            }
            Err(other) => return Err(other.into()),
        }
        Ok(true)
    })
}

/// `--one-line`: `<board reached> <level> <value>` (the solution when solved), or
/// `inconsistent: <problems>`.
fn summary_line(out: &mut impl Write, result: Result<PatternSolve, FacadeError>) -> Result<bool, CliError> {
    match result {
        Ok(solve) => {
            let difficulty = &solve.difficulty;
            writeln!(out, "{} {} {:.2}", solve.board.grid(), difficulty.id, difficulty.value)?;
            Ok(true)
        }
        Err(FacadeError::Rejected(refusal @ Refusal::Unsound(_))) => {
            writeln!(out, "inconsistent: {refusal}")?;
            Ok(false)
        }
        Err(other) => Err(other.into()),
    }
}

/// The solve's fields added to the puzzle's `object`: whether logic finished, every step,
/// the pattern counts, the board where it got stuck (`.pm`) and the difficulty.
fn solve_json(mut object: Map<String, Value>, solve: &PatternSolve) -> Map<String, Value> {
    let counts: Map<String, Value> =
        solve.counts.iter().map(|u| (u.id.to_string(), json!(u.count))).collect();
    object.insert("solved".into(), json!(solve.solved));
    object.insert("steps".into(), json!(solve.steps.iter().map(output::hint_json).collect::<Vec<_>>()));
    object.insert("pattern_counts".into(), Value::Object(counts));
    let stuck = (!solve.solved).then(|| SudokuLN::new(solve.board.clone()).pencil_marks());
    object.insert("board".into(), json!(stuck));
    output::difficulty_json(&mut object, &solve.difficulty);
    object
}

fn solve_text(out: &mut impl Write, solve: &PatternSolve) -> std::io::Result<()> {
    for (number, step) in solve.steps.iter().enumerate() {
        writeln!(out, "{}. {step}", number + 1)?;
    }
    writeln!(out)?;
    output::pattern_table(out, solve)?;
    if solve.solved {
        writeln!(out, "solution: {}", solve.board.grid())
    } else {
        writeln!(
            out,
            "stuck after {} steps: logic alone cannot finish (it would take {}); the board reached:",
            solve.steps.len(),
            facade::beyond_the_patterns()
        )?;
        write!(out, "{}", SudokuLN::new(solve.board.clone()).pencil_marks())
    }
}
