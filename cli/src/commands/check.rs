//! `jade check`: none / unique / multiple, and the rules the givens break, for each puzzle
//! as soon as it is read; with `--deviations`, the cells of one game that disagree with the
//! solution.

use std::io::Write;

use dn::SolutionStatus;
use std::sync::Arc;

use facade::{Engine, FacadeError, NodeLimit, PuzzleSolver, Refusal};
use serde_json::json;

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::input::Batch;
use crate::search_watch::SearchWatch;
use crate::{input, output};

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

/// `jade check --deviations`: the puzzle's status (of its givens), then the cells whose
/// value is wrong or whose noted candidates lack the true digit, named without digits.
/// Exit 1 when there are some, or when the puzzle has no single solution to compare with.
pub(crate) fn deviations(source: &str, format: OutputFormat) -> Result<Outcome, CliError> {
    let game = input::read_one(source)?;
    let found = match game.deviations() {
        Ok(found) => Some(found),
        Err(FacadeError::Rejected(Refusal::Unsound(_))) => None,
        Err(other) => return Err(other.into()),
    };
    let mut out = std::io::stdout().lock();
    match format {
        OutputFormat::Json => {
            let mut object = output::session_json(&game);
            let names = |cells: &[dn::Coord]| cells.iter().map(ToString::to_string).collect::<Vec<_>>();
            let deviations = found.as_ref().map(
                |d| json!({"wrong_values": names(&d.wrong_values), "lost_digits": names(&d.lost_digits)}),
            );
            object.insert("deviations".into(), json!(deviations));
            output::json_line(&mut out, object)?;
        }
        OutputFormat::Text => {
            let givens = dn::SudokuDN::from_grid(&game.board().givens());
            writeln!(out, "{}", output::status_words(&givens, game.givens_status()))?;
            if let Some(found) = &found {
                writeln!(out, "{found}")?;
            }
        }
    }
    let fine = found.is_some_and(|d| d.is_empty());
    Ok(if fine { Outcome::Success } else { Outcome::PuzzleProblem })
}
