//! `jade solve --method patterns`: solve as a person would, printing every step, the
//! patterns used and the level.

use std::io::Write;

use facade::{PatternSolve, SudokuLN};
use serde_json::{Map, Value, json};

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::input::Batch;
use crate::output;

pub(crate) fn run(source: &str, one_line: bool, format: OutputFormat) -> Result<Outcome, CliError> {
    let mut answered = 0;
    Batch::open(source)?.one_line(one_line).run(format, |out, puzzle, many| {
        let givens = puzzle.board.givens().to_string();
        let mut game = SudokuLN::new(puzzle.board.clone());
        let result = game.solve_with_patterns();
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
        match result {
            Ok(solve) => match format {
                OutputFormat::Json => output::json_value_line(out, &solve_json(&givens, puzzle.line, &solve))?,
                OutputFormat::Text => solve_text(out, &solve)?,
            },
            Err(problems) => {
                let reasons: Vec<String> = problems.iter().map(ToString::to_string).collect();
                match format {
                    OutputFormat::Json => output::json_value_line(
                        out,
                        &json!({"puzzle": givens, "line": puzzle.line, "status": "inconsistent", "problems": reasons}),
                    )?,
                    OutputFormat::Text => writeln!(out, "cannot solve with patterns: {}", reasons.join("; "))?,
                }
                return Ok(false);
            }
        }
        Ok(true)
    })
}

/// `--one-line`: `<board reached> <level> <value>` (the solution when solved), or
/// `inconsistent: <problems>`.
fn summary_line(
    out: &mut impl Write,
    result: Result<PatternSolve, Vec<facade::Problem>>,
) -> Result<bool, CliError> {
    match result {
        Ok(solve) => {
            let difficulty = &solve.difficulty;
            writeln!(out, "{} {} {:.2}", solve.board.grid(), difficulty.id, difficulty.value)?;
            Ok(true)
        }
        Err(problems) => {
            let reasons: Vec<String> = problems.iter().map(ToString::to_string).collect();
            writeln!(out, "inconsistent: {}", reasons.join("; "))?;
            Ok(false)
        }
    }
}

fn solve_json(puzzle: &str, line: usize, solve: &PatternSolve) -> Value {
    let counts: Map<String, Value> =
        solve.counts.iter().map(|u| (u.id.to_string(), json!(u.count))).collect();
    let reached = solve.board.grid().to_string();
    let mut object = json!({
        "puzzle": puzzle,
        "line": line,
        "status": if solve.solved { "solved" } else { "stuck" },
        "steps": solve.steps.iter().map(output::hint_json).collect::<Vec<_>>(),
        "pattern_counts": counts,
        "solution": solve.solved.then_some(&reached),
        "board": (!solve.solved).then_some(&reached),
    });
    if let Value::Object(fields) = &mut object {
        output::difficulty_json(fields, &solve.difficulty);
    }
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
            "stuck after {} steps: logic alone cannot finish; the board reached:",
            solve.steps.len()
        )?;
        write!(out, "{}", SudokuLN::new(solve.board.clone()).pencil_marks())
    }
}
