//! `jade rate`: the difficulty of every puzzle of a file, on all cores, one answer per
//! line in the input's order as soon as it is known, with a progress bar on a terminal and
//! a count per answer at the end.

use std::io::Write;
use std::num::NonZeroUsize;
use std::time::Instant;

use dn::Level;
use facade::{BadPuzzle, RateAnswer, RatedPuzzle, rate_stream};
use serde_json::json;

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::input::Batch;
use crate::output;
use crate::progress::ProgressBar;

pub(crate) fn run(
    source: &str,
    threads: Option<NonZeroUsize>,
    techniques: facade::Techniques,
    format: OutputFormat,
) -> Result<Outcome, CliError> {
    let batch = Batch::open(source)?;
    let (size, position) = (batch.size, batch.position.clone());
    let started = Instant::now();
    let mut bar = ProgressBar::on_terminal(size);
    let (mut answers, mut last_line) = (0, 0);
    let mut tally = Tally::default();
    let mut out = std::io::stdout().lock();
    let mut failure: Option<CliError> = None;
    rate_stream(batch.entries(), threads, techniques, |answer| {
        let written = match answer {
            Ok(entry) => {
                last_line = entry.as_ref().map_or_else(|bad| bad.line, |rated| rated.puzzle.line);
                tally.count(&entry);
                bar.clear();
                write_answer(&mut out, &entry, format).and_then(|()| out.flush()).map_err(CliError::from)
            }
            Err(error) => Err(CliError::from(error)),
        };
        answers += 1;
        bar.show(answers, position.bytes_through(last_line));
        match written {
            Ok(()) => true,
            Err(error) => {
                failure = Some(error);
                false
            }
        }
    });
    bar.clear();
    if let Some(error) = failure {
        return Err(error);
    }
    if format == OutputFormat::Text {
        eprintln!("{}", tally.summary(started.elapsed().as_secs_f64()));
    }
    Ok(tally.outcome())
}

/// Writes one answer: `<puzzle> <level> <value> (cost C, score S)` for a rated puzzle,
/// `<puzzle> invalid|none|multiple` otherwise, `line N: ...` for a line with no puzzle.
fn write_answer(
    out: &mut impl Write,
    entry: &Result<RatedPuzzle, BadPuzzle>,
    format: OutputFormat,
) -> std::io::Result<()> {
    let rated = match entry {
        Ok(rated) => rated,
        Err(bad) => {
            return match format {
                OutputFormat::Json => output::json_line(out, output::bad_puzzle_json(bad)),
                OutputFormat::Text => writeln!(out, "{}", bad.error),
            };
        }
    };
    let puzzle = rated.puzzle.board.givens().to_string();
    match format {
        OutputFormat::Json => {
            let mut object = serde_json::Map::new();
            object.insert("line".into(), json!(rated.puzzle.line));
            object.insert("puzzle".into(), json!(puzzle));
            object.insert("status".into(), json!(rated.answer.status()));
            match &rated.answer {
                RateAnswer::Rated(rating, solution) => {
                    object.insert("solution".into(), json!(solution.to_string()));
                    output::difficulty_json(&mut object, &rating.difficulty);
                }
                RateAnswer::Invalid(conflicts) => {
                    object.insert("solution".into(), json!(null));
                    let rules: Vec<String> = conflicts.iter().map(ToString::to_string).collect();
                    object.insert("conflicts".into(), json!(rules));
                }
                RateAnswer::NoSolution | RateAnswer::Undecided(_) => {
                    object.insert("solution".into(), json!(null));
                }
                RateAnswer::Multiple(a, b) => {
                    object.insert("solution".into(), json!(null));
                    object.insert("solutions".into(), json!([a.to_string(), b.to_string()]));
                }
            }
            output::json_line(out, object)
        }
        OutputFormat::Text => match &rated.answer {
            RateAnswer::Rated(rating, _) => {
                let difficulty = &rating.difficulty;
                writeln!(out, "{puzzle} {} {}", difficulty.id, output::difficulty_numbers(difficulty))
            }
            RateAnswer::Invalid(conflicts) => {
                let rules: Vec<String> = conflicts.iter().map(ToString::to_string).collect();
                writeln!(out, "{puzzle} invalid: {}", rules.join("; "))
            }
            answer => writeln!(out, "{puzzle} {}", answer.status()),
        },
    }
}

/// How many answers of each kind a run gave.
#[derive(Default)]
struct Tally {
    levels: Vec<Option<Level>>,
    invalid: usize,
    none: usize,
    multiple: usize,
    undecided: usize,
    bad_lines: usize,
}

impl Tally {
    fn count(&mut self, entry: &Result<RatedPuzzle, BadPuzzle>) {
        match entry.as_ref().map(|rated| &rated.answer) {
            Ok(RateAnswer::Rated(rating, _)) => self.levels.push(rating.difficulty.level),
            Ok(RateAnswer::Invalid(_)) => self.invalid += 1,
            Ok(RateAnswer::NoSolution) => self.none += 1,
            Ok(RateAnswer::Multiple(..)) => self.multiple += 1,
            Ok(RateAnswer::Undecided(_)) => self.undecided += 1,
            Err(_) => self.bad_lines += 1,
        }
    }

    /// Exit 1 when any line was not a puzzle with exactly one solution.
    fn outcome(&self) -> Outcome {
        if self.invalid + self.none + self.multiple + self.undecided + self.bad_lines == 0 {
            Outcome::Success
        } else {
            Outcome::PuzzleProblem
        }
    }

    /// "3 puzzles rated in 0.01 s: very easy 1, easy 2, …, beyond extreme 0", then the
    /// lines that got no level.
    fn summary(&self, seconds: f64) -> String {
        let count = |level: Option<Level>| self.levels.iter().filter(|&&l| l == level).count();
        let mut parts: Vec<String> =
            Level::ALL.iter().map(|&level| format!("{} {}", level.label(), count(Some(level)))).collect();
        parts.push(format!("beyond extreme {}", count(None)));
        let mut summary =
            format!("{} puzzles rated in {seconds:.2} s: {}", self.levels.len(), parts.join(", "));
        let unrated = [
            ("invalid", self.invalid),
            ("no solution", self.none),
            ("multiple solutions", self.multiple),
            ("not a puzzle", self.bad_lines),
        ];
        let unrated: Vec<String> =
            unrated.iter().filter(|(_, n)| *n > 0).map(|(what, n)| format!("{what} {n}")).collect();
        if !unrated.is_empty() {
            summary.push_str(&format!("; not rated: {}", unrated.join(", ")));
        }
        summary
    }
}
