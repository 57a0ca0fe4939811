//! `jade check`: none / unique / multiple, and the rules the givens break, for each puzzle
//! as soon as it is read.

use std::io::Write;

use dn::SolutionStatus;
use std::sync::Arc;

use facade::{Engine, NodeLimit, PuzzleSolver};
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
        let conflicts = puzzle.board.conflicts();
        watch.start(puzzle.line);
        let status = solver.status(&puzzle.board);
        watch.stop();
        let _paused = live.pause();
        match format {
            OutputFormat::Json => {
                let mut object = output::status_json(puzzle.line, &puzzle.board, &status);
                output::insert_max_nodes(&mut object, solver.node_limit(puzzle.board.geometry()));
                object.entry("conflicts").or_insert_with(|| json!([]));
                output::json_line(out, object)?;
            }
            OutputFormat::Text if many => {
                write!(out, "{} {}", puzzle.board.givens(), output::status_words(&puzzle.board, &status))?;
                for conflict in &conflicts {
                    write!(out, "; {conflict}")?;
                }
                writeln!(out)?;
            }
            OutputFormat::Text => {
                writeln!(out, "{}", output::status_words(&puzzle.board, &status))?;
                if let SolutionStatus::Multiple(a, b) = &status {
                    writeln!(out, "solution 1: {a}")?;
                    writeln!(out, "solution 2: {b}")?;
                }
                if let SolutionStatus::Undecided { nodes } = &status {
                    writeln!(out, "{}", output::undecided_advice(*nodes))?;
                }
                for conflict in &conflicts {
                    writeln!(out, "{conflict}")?;
                }
            }
        }
        Ok(status.unique().is_some())
    })
}
