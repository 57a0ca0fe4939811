//! `jade generate --practise`: puzzles that need the techniques the player needed hints
//! for most (thesis 2.1.3's learning loop, from the player's own statistics). Puzzle k
//! practises the k-th most needed technique, round the first few, each a puzzle where that
//! technique is, at some step, the easiest that applies.

use std::io::{IsTerminal, Write};
use std::path::Path;
use std::sync::atomic::AtomicBool;

use dn::PatternId;
use facade::PatternExample;
use serde_json::json;

use crate::args::OutputFormat;
use crate::commands::generate::{random_seed, write_grid};
use crate::error::{CliError, Outcome};
use crate::generate_args::GenerateArgs;
use crate::output;

/// How many of the most needed techniques the puzzles go round.
const TECHNIQUES_PRACTISED: usize = 3;

pub(crate) fn run(args: &GenerateArgs, format: OutputFormat) -> Result<Outcome, CliError> {
    let techniques = techniques_to_practise(args.database.database.as_deref())?;
    let seed = args.seed.unwrap_or_else(random_seed);
    let terminal = std::io::stderr().is_terminal();
    let mut out = std::io::stdout().lock();
    for k in 0..u64::from(args.count) {
        let pattern = techniques[(k as usize) % techniques.len()];
        let seed = seed.wrapping_add(k);
        log::info!("looking for a puzzle that practises {pattern} from seed {seed}");
        let mut progress = |p: &facade::Progress| {
            if terminal {
                eprint!("\rpractising {pattern}: {} puzzles tried, {}", p.tried, output::duration(p.elapsed));
            }
        };
        let example = facade::pattern_example(pattern, seed, &mut progress, &AtomicBool::new(false))?;
        if terminal {
            eprintln!();
        }
        match format {
            OutputFormat::Json => output::json_line(&mut out, practice_json(&example, seed))?,
            OutputFormat::Text => write_text(&mut out, &example, seed, args)?,
        }
        out.flush()?;
    }
    Ok(Outcome::Success)
}

/// The techniques the player needed most that this JADE knows, most needed first; an
/// error when the statistics record none.
fn techniques_to_practise(database: Option<&Path>) -> Result<Vec<PatternId>, CliError> {
    let path = facade::statistics_path(database)?;
    let summary = facade::open_statistics(Some(&path))?.summary().map_err(facade::FacadeError::from)?;
    let known: Vec<PatternId> = summary
        .techniques
        .iter()
        .map(|need| need.pattern)
        .filter(|&id| facade::pattern(id).is_ok())
        .collect();
    if known.is_empty() {
        return Err(CliError::Usage(format!(
            "nothing to practise yet: {} records no hint or tutor step; finish a game with hints in jade play or jade-gui first",
            path.display()
        )));
    }
    Ok(known.into_iter().take(TECHNIQUES_PRACTISED).collect())
}

/// A comment line naming the technique, then the puzzle in `--to`'s format (and its
/// solution with `--show-solution`).
fn write_text(
    out: &mut impl Write,
    example: &PatternExample,
    seed: u64,
    args: &GenerateArgs,
) -> std::io::Result<()> {
    writeln!(
        out,
        "# practise {} ({}), seed {seed}, {} clues",
        example.hint.pattern,
        example.hint.name,
        example.puzzle.to_string().chars().filter(|&c| c != '.').count()
    )?;
    write_grid(out, &example.puzzle, args.to)?;
    if args.show_solution {
        writeln!(out, "# solution")?;
        write_grid(out, &example.solution, args.to)?;
    }
    Ok(())
}

/// One practice puzzle as JSON.
fn practice_json(example: &PatternExample, seed: u64) -> serde_json::Map<String, serde_json::Value> {
    let mut object = serde_json::Map::new();
    object.insert("practise".into(), json!(example.hint.pattern.to_string()));
    object.insert("name".into(), json!(example.hint.name));
    object.insert("puzzle".into(), json!(example.puzzle.to_string()));
    object.insert("status".into(), json!("unique"));
    object.insert("solution".into(), json!(example.solution.to_string()));
    object.insert("seed".into(), json!(seed));
    object.insert("tried".into(), json!(example.tried));
    object
}
