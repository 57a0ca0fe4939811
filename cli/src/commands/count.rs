//! `jade count`: how many solutions each puzzle has, up to a limit, counted with Dancing
//! Links; one answer per line as soon as it is known, with a live line on a terminal.

use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use facade::{NodeLimit, Puzzle, ReadPosition, SolutionCount, SolutionCounter};
use serde_json::json;

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::input::{Batch, write_bad};
use crate::live_line::LiveLine;
use crate::output;

/// How long one count runs before the live line shows it.
const SHOW_AFTER: Duration = Duration::from_millis(250);

pub(crate) fn run(
    source: &str,
    limit: usize,
    max_nodes: NodeLimit,
    format: OutputFormat,
) -> Result<Outcome, CliError> {
    let batch = Batch::open(source)?;
    let many = batch.many;
    let watch = Arc::new(Watch::new(batch.size, batch.position.clone()));
    let live = {
        let watch = Arc::clone(&watch);
        LiveLine::on_terminal(move || watch.describe(many))
    };
    let mut counter = SolutionCounter::new().with_node_limit(max_nodes).with_meter(Arc::clone(&watch.nodes));
    let mut out = std::io::stdout().lock();
    let mut fine = true;
    for entry in batch.entries() {
        match entry? {
            Ok(puzzle) => {
                watch.start(puzzle.line);
                let counted = counter.count(&puzzle.board, limit, &watch.found);
                let max_nodes = counter.node_limit(puzzle.board.geometry());
                let conflicts: Vec<String> =
                    puzzle.board.conflicts().iter().map(ToString::to_string).collect();
                fine &= conflicts.is_empty() && counted.budget_reached.is_none();
                let _paused = live.pause();
                write_count(&mut out, &puzzle, (&counted, max_nodes), &conflicts, format, many)?;
                out.flush()?;
            }
            Err(bad) => {
                fine = false;
                let _paused = live.pause();
                write_bad(&mut out, source, bad, format, many)?;
                out.flush()?;
            }
        }
        watch.answered.fetch_add(1, Ordering::Relaxed);
    }
    Ok(if fine { Outcome::Success } else { Outcome::PuzzleProblem })
}

/// Writes one count: `<puzzle> <count>` a line for a file of many (`more than N` past the
/// limit); for one puzzle, the count in words and the solution when it is unique.
fn write_count(
    out: &mut impl Write,
    puzzle: &Puzzle,
    (counted, max_nodes): (&SolutionCount, Option<u64>),
    conflicts: &[String],
    format: OutputFormat,
    many: bool,
) -> std::io::Result<()> {
    match format {
        OutputFormat::Json => {
            let mut object = output::status_json(puzzle.line, &puzzle.board, &counted.status);
            object.insert("count".into(), json!(counted.count));
            object.insert("limit".into(), json!(counted.limit));
            object.insert("complete".into(), json!(counted.complete));
            object.insert("budget_reached".into(), json!(counted.budget_reached.is_some()));
            output::insert_max_nodes(&mut object, max_nodes);
            output::json_line(out, object)
        }
        OutputFormat::Text if many => {
            write!(out, "{} {}", puzzle.board.givens(), number(counted))?;
            for conflict in conflicts {
                write!(out, "; {conflict}")?;
            }
            writeln!(out)
        }
        OutputFormat::Text => {
            writeln!(out, "{}", words(counted))?;
            if let Some(solution) = counted.status.unique() {
                writeln!(out, "solution: {solution}")?;
            }
            conflicts.iter().try_for_each(|conflict| writeln!(out, "{conflict}"))
        }
    }
}

/// `288`, `more than 1000` when the count stopped at its limit, or `at least 3
/// (undecided within 100000 nodes)` when it stopped at the node limit.
fn number(counted: &SolutionCount) -> String {
    match counted.budget_reached {
        Some(nodes) => format!("at least {} (undecided within {nodes} nodes)", counted.count),
        None if counted.complete => counted.count.to_string(),
        None => format!("more than {}", counted.limit),
    }
}

/// The count for people: `no solution`, `1 solution (unique)`, `288 solutions`,
/// `more than 1000 solutions (the limit; raise it with --limit)`, or `at least 3
/// solutions; not decided within …` when the node limit came first.
pub(crate) fn words(counted: &SolutionCount) -> String {
    if let Some(nodes) = counted.budget_reached {
        return format!("at least {} solutions; {}", counted.count, output::undecided_advice(nodes));
    }
    match (counted.complete, counted.count) {
        (false, _) => format!("more than {} solutions (the limit; raise it with --limit)", counted.limit),
        (true, 0) => "no solution".to_string(),
        (true, 1) => "1 solution (unique)".to_string(),
        (true, n) => format!("{n} solutions"),
    }
}

/// What the live line reads while the counts go on.
struct Watch {
    /// Solutions found so far by the count under way.
    found: AtomicUsize,
    /// Search nodes of the count under way (16×16 and 25×25 boards).
    nodes: Arc<AtomicU64>,
    /// Puzzles answered.
    answered: AtomicUsize,
    /// The input line of the count under way.
    line: AtomicUsize,
    /// When the count under way started, in milliseconds since `started`.
    line_started: AtomicU64,
    started: Instant,
    size: Option<u64>,
    position: ReadPosition,
}

impl Watch {
    fn new(size: Option<u64>, position: ReadPosition) -> Watch {
        Watch {
            found: AtomicUsize::new(0),
            nodes: Arc::new(AtomicU64::new(0)),
            answered: AtomicUsize::new(0),
            line: AtomicUsize::new(0),
            line_started: AtomicU64::new(0),
            started: Instant::now(),
            size,
            position,
        }
    }

    /// Notes that the count of the puzzle on `line` begins.
    fn start(&self, line: usize) {
        self.found.store(0, Ordering::Relaxed);
        self.nodes.store(0, Ordering::Relaxed);
        self.line.store(line, Ordering::Relaxed);
        self.line_started.store(self.started.elapsed().as_millis() as u64, Ordering::Relaxed);
    }

    /// `[####......] 40% 12 answered; line 13: 4500 solutions so far, 2.1 s`: the batch's
    /// share read (for many puzzles) and the count under way once it has run a while.
    fn describe(&self, many: bool) -> Option<String> {
        let since = Duration::from_millis(self.line_started.load(Ordering::Relaxed));
        let running = self.started.elapsed().saturating_sub(since);
        let current = (running >= SHOW_AFTER).then(|| {
            let nodes = self.nodes.load(Ordering::Relaxed);
            format!(
                "line {}: {} solutions so far, {}{}",
                self.line.load(Ordering::Relaxed),
                self.found.load(Ordering::Relaxed),
                if nodes > 0 { format!("{nodes} nodes, ") } else { String::new() },
                output::duration(running)
            )
        });
        let answered = self.answered.load(Ordering::Relaxed);
        let batch = many.then(|| match self.size {
            Some(size) if size > 0 => {
                let share = self.position.get().min(size) as f64 / size as f64;
                format!("{} {answered} answered", output::progress_share(share))
            }
            _ => format!("{answered} answered"),
        });
        match (batch, current) {
            (Some(batch), Some(current)) => Some(format!("{batch}; {current}")),
            (batch, current) => batch.or(current),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counted(count: usize, complete: bool) -> SolutionCount {
        SolutionCount { count, limit: 1000, complete, budget_reached: None, status: dn::SolutionStatus::None }
    }

    #[test]
    fn counts_read_as_people_say_them() {
        assert_eq!(words(&counted(0, true)), "no solution");
        assert_eq!(words(&counted(1, true)), "1 solution (unique)");
        assert_eq!(words(&counted(288, true)), "288 solutions");
        assert_eq!(
            words(&counted(1000, false)),
            "more than 1000 solutions (the limit; raise it with --limit)"
        );
        assert_eq!(number(&counted(1000, false)), "more than 1000");
        assert_eq!(number(&counted(1000, true)), "1000");
    }
}
