//! `jade solve`: the solution of each puzzle by a trial-and-error engine, given only when
//! it is the puzzle's one solution, each as soon as it is read.

use std::io::Write;

use dn::{SolutionStatus, SudokuDN};
use std::sync::Arc;

use facade::{Engine, Format, NodeLimit, PuzzleSolver, SudokuLN};
use serde_json::json;

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::input::Batch;
use crate::output;
use crate::search_watch::SearchWatch;

pub(crate) fn run(
    source: &str,
    engine: Engine,
    limit: NodeLimit,
    one_line: bool,
    format: OutputFormat,
) -> Result<Outcome, CliError> {
    let (watch, live) = SearchWatch::on_terminal();
    let mut solver = PuzzleSolver::new(engine).with_node_limit(limit).with_meter(Arc::clone(&watch.nodes));
    Batch::open(source)?.one_line(one_line).run(format, |out, puzzle, many| {
        watch.start(puzzle.line);
        let status = solver.status(&puzzle.board);
        watch.stop();
        let _paused = live.pause();
        match format {
            OutputFormat::Json => {
                let mut object = output::status_json(puzzle.line, &puzzle.board, &status);
                output::insert_max_nodes(&mut object, solver.node_limit(puzzle.board.geometry()));
                object.insert("method".into(), json!(engine.name()));
                output::json_line(out, object)?;
            }
            OutputFormat::Text => match &status {
                SolutionStatus::Unique(solution) if many => writeln!(out, "{solution}")?,
                SolutionStatus::Unique(solution) => {
                    write!(out, "{}", SudokuLN::new(SudokuDN::from_grid(solution)).export(Format::Ss)?)?
                }
                SolutionStatus::Multiple(a, b) if many => writeln!(out, "multiple {a} {b}")?,
                SolutionStatus::Multiple(a, b) => {
                    writeln!(out, "multiple: the puzzle has several solutions, for example")?;
                    writeln!(out, "solution 1: {a}")?;
                    writeln!(out, "solution 2: {b}")?;
                }
                SolutionStatus::None => writeln!(out, "no solution")?,
                SolutionStatus::Undecided { nodes } if many => writeln!(out, "undecided {nodes}")?,
                SolutionStatus::Undecided { nodes } => writeln!(out, "{}", output::undecided_advice(*nodes))?,
            },
        }
        Ok(status.unique().is_some())
    })
}
