//! `jade rate`: the difficulty of every puzzle of a file, on all cores, with a progress
//! bar on a terminal and a count per level at the end.

use std::io::{IsTerminal, Write};
use std::num::NonZeroUsize;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use dn::{Grid, Level};
use facade::{RatingSummary, rate_all};
use serde_json::json;

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::{input, output};

/// Characters in the progress bar.
const BAR_WIDTH: usize = 40;

pub(crate) fn run(
    source: &str,
    threads: Option<NonZeroUsize>,
    format: OutputFormat,
) -> Result<Outcome, CliError> {
    let puzzles: Vec<Grid> = input::read(source)?.into_iter().map(|p| p.board.grid()).collect();
    let started = Instant::now();
    let show_progress = std::io::stderr().is_terminal();
    let progress = |done: usize, total: usize| {
        if show_progress {
            draw_bar(done, total);
        }
    };
    let ratings = rate_all(&puzzles, threads, progress, &AtomicBool::new(false));
    if show_progress {
        eprint!("\r{:width$}\r", "", width = BAR_WIDTH + 30);
    }
    let mut out = std::io::stdout().lock();
    for rating in &ratings {
        let difficulty = &rating.difficulty;
        match format {
            OutputFormat::Json => output::json_value_line(
                &mut out,
                &json!({
                    "puzzle": rating.puzzle.to_string(),
                    "level": difficulty.id,
                    "cost": difficulty.cost,
                    "score": difficulty.score,
                }),
            )?,
            OutputFormat::Text => {
                writeln!(out, "{} {} {:.1}", rating.puzzle, difficulty.id, difficulty.score)?
            }
        }
    }
    out.flush()?;
    if format == OutputFormat::Text {
        eprintln!("{}", summary(&ratings, started.elapsed().as_secs_f64()));
    }
    Ok(Outcome::Success)
}

fn draw_bar(done: usize, total: usize) {
    let filled = (done * BAR_WIDTH).checked_div(total).unwrap_or(BAR_WIDTH);
    eprint!("\r[{}{}] {done}/{total}", "#".repeat(filled), "-".repeat(BAR_WIDTH - filled));
}

/// "3 puzzles rated in 0.01 s: very easy 1, easy 2, …, beyond extreme 0".
fn summary(ratings: &[RatingSummary], seconds: f64) -> String {
    let count = |level: Option<Level>| ratings.iter().filter(|r| r.difficulty.level == level).count();
    let mut parts: Vec<String> =
        Level::ALL.iter().map(|&level| format!("{} {}", level.label(), count(Some(level)))).collect();
    parts.push(format!("beyond extreme {}", count(None)));
    format!("{} puzzles rated in {seconds:.2} s: {}", ratings.len(), parts.join(", "))
}
