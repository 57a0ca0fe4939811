//! `jade generate`: new puzzles, minimal and unique, optionally of a level or a rating.

use std::io::{IsTerminal, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use dn::{Geometry, SudokuDN};
use facade::{
    GenerateAnswer, GenerateRequest, GeneratedPuzzle, GenerationFailure, GenerationMeter, Minimality,
    SearchMode, SudokuLN, Symmetry,
};
use serde_json::json;

use crate::args::{FileFormat, OutputFormat};
use crate::error::{CliError, Outcome};
use crate::generate_args::GenerateArgs;
use crate::live_line::LiveLine;
use crate::output;
use crate::progress::ProgressBar;

pub(crate) fn run(args: &GenerateArgs, format: OutputFormat) -> Result<Outcome, CliError> {
    if args.practise {
        return super::practise::run(args, format);
    }
    let seed = args.seed.unwrap_or_else(random_seed);
    let level = args.level;
    let mode = if args.best {
        let limit = Duration::try_from_secs_f64(args.minutes * 60.0).map_err(|_| {
            CliError::Usage(format!("--minutes {} is not a time JADE can wait", args.minutes))
        })?;
        SearchMode::BestWithin(limit)
    } else {
        SearchMode::FirstFound
    };
    let geometry = Geometry::from_side(args.size).map_err(|e| CliError::Usage(e.to_string()))?;
    let request = GenerateRequest {
        level,
        rating: args.rating,
        mode,
        symmetry: args.symmetry,
        clues: args.clues,
        geometry,
        seed,
        count: args.count as usize,
        threads: args.threads.unwrap_or(0),
        time_limit: args.time_limit.map(Duration::from_secs).or_else(|| facade::default_time_limit(geometry)),
        techniques: crate::commands::techniques(args.no_uniqueness),
    };
    let terminal = std::io::stderr().is_terminal();
    if terminal
        && geometry == Geometry::NINE
        && request.rating.is_none()
        && let Some(level) = level
    {
        let per_puzzle = match mode {
            SearchMode::BestWithin(limit) => limit,
            SearchMode::FirstFound => facade::expected_time(level),
        };
        eprintln!("expected time for a {level} puzzle: about {}", output::duration(per_puzzle));
    }
    log::info!("generating {} puzzle(s) from seed {seed}", request.count);
    let mut out = std::io::stdout().lock();
    if let Some(level) = level
        && terminal
        && request.count == 1
        && request.rating.is_none()
    {
        let puzzle = generate_watched(&request, level)?;
        write_answer(&mut out, &Ok(puzzle), format, args)?;
        return Ok(Outcome::Success);
    }
    let mut bar = ProgressBar::on_terminal(Some(request.count as u64));
    let meter = Arc::new(GenerationMeter::default());
    let few_clues = geometry == Geometry::NINE && args.clues.is_some_and(|k| k < FEW_CLUES_BELOW);
    let live = (geometry.box_size() >= 4 || few_clues).then(|| {
        let (meter, started) = (Arc::clone(&meter), Instant::now());
        LiveLine::on_terminal(move || Some(generation_progress(&meter, started.elapsed(), few_clues)))
    });
    let (mut answers, mut failed) = (0, 0);
    let mut failure: Option<CliError> = None;
    facade::generate_stream_metered(&request, &AtomicBool::new(false), &meter, |answer| {
        let _paused = live.as_ref().map(LiveLine::pause);
        bar.clear();
        failed += usize::from(answer.is_err());
        let written = write_answer(&mut out, &answer, format, args).and_then(|()| out.flush());
        answers += 1;
        bar.show(answers, answers as u64);
        match written {
            Ok(()) => true,
            Err(error) => {
                failure = Some(error.into());
                false
            }
        }
    })?;
    bar.clear();
    match failure {
        Some(error) => Err(error),
        None if failed > 0 => Ok(Outcome::PuzzleProblem),
        None => Ok(Outcome::Success),
    }
}

/// Clue counts below this on 9×9 go through the few-clue walk, which shows its progress.
const FEW_CLUES_BELOW: usize = 23;

/// The live line while large puzzles are made, `312 givens, 140 solution counts, 4.2 s`,
/// or while the few-clue walk looks, `fewest givens so far: 21, 4.2 s`.
fn generation_progress(meter: &GenerationMeter, elapsed: Duration, few_clues: bool) -> String {
    if few_clues {
        let fewest = match meter.givens.load(Ordering::Relaxed) {
            usize::MAX | 0 => "none yet".to_string(),
            n => n.to_string(),
        };
        return format!("fewest givens so far: {fewest}, {}", output::duration(elapsed));
    }
    format!(
        "{} givens, {} solution counts, {}",
        meter.givens.load(Ordering::Relaxed),
        meter.checks.load(Ordering::Relaxed),
        output::duration(elapsed)
    )
}

/// Writes one answer: the puzzle (a comment line, then the puzzle in the format of `--to`;
/// or one JSON object), or why it could not be made (a comment line; or a JSON error object).
fn write_answer(
    out: &mut impl Write,
    answer: &GenerateAnswer,
    format: OutputFormat,
    args: &GenerateArgs,
) -> std::io::Result<()> {
    match (answer, format) {
        (Ok(puzzle), OutputFormat::Json) => output::json_line(out, puzzle_json(puzzle, args.symmetry)),
        (Ok(puzzle), OutputFormat::Text) => write_text(out, puzzle, args.to, args.show_solution),
        (Err(failure), OutputFormat::Json) => output::json_line(out, failure_json(failure)),
        (Err(failure), OutputFormat::Text) => writeln!(out, "# seed {}: {}", failure.seed, failure.message),
    }
}

/// One graded puzzle with a live line on stderr: candidates tried, best score so far and
/// time (out of the limit in best-within mode).
fn generate_watched(request: &GenerateRequest, level: dn::Level) -> Result<GeneratedPuzzle, CliError> {
    let mut report = |p: &facade::Progress| {
        let best = p.best_score.map_or_else(|| "none yet".to_string(), |s| format!("{s:.1}"));
        let time = match request.mode {
            SearchMode::BestWithin(limit) => {
                format!("{} of {}", output::duration(p.elapsed), output::duration(limit))
            }
            SearchMode::FirstFound => output::duration(p.elapsed),
        };
        eprint!("\r{} tried, best {best}, {time}   ", p.tried);
    };
    let puzzle = facade::generate_one_on(request, level, &mut report, &AtomicBool::new(false));
    eprintln!();
    Ok(puzzle?)
}

/// A comment line with the rating and seed, then the puzzle in `to`'s format, and with
/// `solution` a `# solution` line and the solution in the same format.
fn write_text(
    out: &mut impl Write,
    puzzle: &GeneratedPuzzle,
    to: FileFormat,
    solution: bool,
) -> std::io::Result<()> {
    writeln!(
        out,
        "# {} {}, {} clues, seed {}{}",
        puzzle.difficulty.id,
        output::difficulty_numbers(&puzzle.difficulty),
        puzzle.clues(),
        puzzle.seed,
        minimality_words(puzzle)
    )?;
    write_grid(out, &puzzle.puzzle, to)?;
    if solution {
        writeln!(out, "# solution")?;
        write_grid(out, &puzzle.solution, to)?;
    }
    Ok(())
}

/// `grid` in `to`'s format, ending with a line end.
pub(crate) fn write_grid(out: &mut impl Write, grid: &dn::Grid, to: FileFormat) -> std::io::Result<()> {
    let text = SudokuLN::new(SudokuDN::from_grid(grid))
        .export(super::convert::format(to))
        .map_err(std::io::Error::other)?;
    write!(out, "{text}")?;
    if !text.ends_with('\n') {
        writeln!(out)?;
    }
    Ok(())
}

/// What the header says of minimality: nothing for a minimal puzzle, else what holds.
fn minimality_words(puzzle: &GeneratedPuzzle) -> &'static str {
    match (puzzle.minimal, puzzle.minimal_under_symmetry) {
        (Minimality::Minimal, _) => "",
        (Minimality::Unproven, _) => ", minimality not proven",
        (Minimality::NotMinimal, Some(Minimality::Minimal)) => ", minimal under its symmetry only",
        (Minimality::NotMinimal, _) => ", not minimal",
    }
}

/// `minimal`, `not-minimal` or `unproven`.
fn minimality_name(minimality: Minimality) -> &'static str {
    match minimality {
        Minimality::Minimal => "minimal",
        Minimality::NotMinimal => "not-minimal",
        Minimality::Unproven => "unproven",
    }
}

/// The JSON object of one generated puzzle made with `symmetry`.
fn puzzle_json(puzzle: &GeneratedPuzzle, symmetry: Symmetry) -> serde_json::Map<String, serde_json::Value> {
    let counts: serde_json::Map<String, serde_json::Value> =
        puzzle.pattern_counts.iter().map(|used| (used.id.to_string(), json!(used.count))).collect();
    let mut object = serde_json::Map::new();
    object.insert("puzzle".into(), json!(puzzle.puzzle.to_string()));
    object.insert("status".into(), json!("unique"));
    object.insert("solution".into(), json!(puzzle.solution.to_string()));
    output::difficulty_json(&mut object, &puzzle.difficulty);
    object.insert("clues".into(), json!(puzzle.clues()));
    object.insert("seed".into(), json!(puzzle.seed));
    object.insert("minimal".into(), json!(puzzle.minimal.is_minimal()));
    object.insert("minimality".into(), json!(minimality_name(puzzle.minimal)));
    if let Some(under) = puzzle.minimal_under_symmetry {
        object.insert("minimal_under_symmetry".into(), json!(under.is_minimal()));
    }
    if symmetry != Symmetry::None {
        object.insert("symmetry".into(), json!(symmetry.id()));
    }
    object.insert("pattern_counts".into(), serde_json::Value::Object(counts));
    object
}

/// The JSON object of a puzzle that could not be made:
/// `{"seed": 9, "puzzle": null, "status": "error", "error": {"kind": "generation", ...}}`.
fn failure_json(failure: &GenerationFailure) -> serde_json::Map<String, serde_json::Value> {
    let mut object = serde_json::Map::new();
    object.insert("seed".into(), json!(failure.seed));
    object.insert("puzzle".into(), serde_json::Value::Null);
    object.insert("status".into(), json!("error"));
    object.insert("error".into(), json!({"kind": "generation", "message": failure.message}));
    object
}

/// A seed from the clock, for runs that give none.
pub(crate) fn random_seed() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
}
