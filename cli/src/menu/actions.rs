//! What each menu entry does. Each returns whether the menu goes on (`false` once the
//! input has ended).

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize};

use dn::{Grid, Level, SolutionStatus, SudokuDN};
use facade::{Engine, Format, GenerateRequest, PuzzleSolver, SolutionCounter, SudokuLN};

use super::prompt::Prompter;
use crate::commands::count::words;
use crate::commands::generate::random_seed;
use crate::commands::play::play_session;
use crate::error::CliError;

/// The largest limit a count in the menu takes.
const MOST_COUNTED: usize = 1_000_000_000;

/// The count limit when the user just presses Enter.
const DEFAULT_LIMIT: usize = 1000;

/// Asks for a level; `None` when the input has ended.
fn ask_level<R: BufRead, W: Write>(prompter: &mut Prompter<R, W>) -> Result<Option<Level>, CliError> {
    let names: Vec<String> =
        Level::ALL.iter().enumerate().map(|(i, level)| format!("{} {}", i + 1, level.label())).collect();
    let question = format!("Which level? {} (Enter: 2)", names.join(", "));
    Ok(prompter.number(&question, Level::ALL.len(), Some(2))?.map(|n| Level::ALL[n - 1]))
}

/// Play: a new puzzle of a chosen level, played with `jade play`'s commands until `quit`.
pub(super) fn play<R: BufRead, W: Write>(prompter: &mut Prompter<R, W>) -> Result<bool, CliError> {
    let Some(level) = ask_level(prompter)? else { return Ok(false) };
    let seed = random_seed();
    writeln!(
        prompter.out,
        "A new {} puzzle (seed {seed}). Type help for the commands, quit to go back.",
        level.label()
    )?;
    prompter.out.flush()?;
    play_session(SudokuLN::new_game(Some(level), seed)?, &mut prompter.commands, None)?;
    Ok(true)
}

/// Generate by level: a new puzzle of a chosen level, its solution on request.
pub(super) fn generate_level<R: BufRead, W: Write>(prompter: &mut Prompter<R, W>) -> Result<bool, CliError> {
    let Some(level) = ask_level(prompter)? else { return Ok(false) };
    generate(prompter, GenerateRequest { level: Some(level), ..request() })
}

/// Generate by clues: a unique 9×9 puzzle with exactly the number of givens asked for.
pub(super) fn generate_clues<R: BufRead, W: Write>(prompter: &mut Prompter<R, W>) -> Result<bool, CliError> {
    let question = "How many clues (givens)? From 17 to 80; the fewer, the longer it takes. (Enter: 30)";
    let Some(clues) = prompter.number(question, 80, Some(30))? else { return Ok(false) };
    generate(prompter, GenerateRequest { clues: Some(clues), ..request() })
}

/// One 9×9 puzzle from a fresh seed.
fn request() -> GenerateRequest {
    GenerateRequest { seed: random_seed(), count: 1, threads: 1, ..GenerateRequest::default() }
}

/// Generates what `request` asks for, prints it, and its solution when the user wants it.
fn generate<R: BufRead, W: Write>(
    prompter: &mut Prompter<R, W>,
    request: GenerateRequest,
) -> Result<bool, CliError> {
    writeln!(prompter.out, "Generating...")?;
    prompter.out.flush()?;
    let puzzle = match facade::generate(&request, &AtomicBool::new(false)) {
        Ok(mut puzzles) => puzzles.pop(),
        Err(error) => {
            writeln!(prompter.out, "No puzzle: {error}")?;
            return Ok(true);
        }
    };
    let Some(puzzle) = puzzle else { return Ok(true) };
    writeln!(
        prompter.out,
        "A {} puzzle with {} clues (seed {}):",
        puzzle.difficulty.label,
        puzzle.clues(),
        puzzle.seed
    )?;
    write_grid(&mut prompter.out, &puzzle.puzzle)?;
    writeln!(prompter.out, "{}", puzzle.puzzle)?;
    if prompter.yes("Show the solution?")? {
        write_grid(&mut prompter.out, &puzzle.solution)?;
    }
    Ok(true)
}

/// Solve: the solution of a typed puzzle, when it has exactly one.
pub(super) fn solve<R: BufRead, W: Write>(prompter: &mut Prompter<R, W>) -> Result<bool, CliError> {
    let Some(puzzle) = prompter.puzzle()? else { return Ok(true) };
    match PuzzleSolver::new(Engine::Fast).status(&puzzle.board) {
        SolutionStatus::Unique(solution) => {
            writeln!(prompter.out, "The solution:")?;
            write_grid(&mut prompter.out, &solution)?;
        }
        SolutionStatus::Multiple(a, b) => {
            writeln!(
                prompter.out,
                "The puzzle has several solutions, so none is the solution. Two of them:"
            )?;
            writeln!(prompter.out, "{a}\n{b}")?;
        }
        SolutionStatus::None => no_solution(prompter, &puzzle.board)?,
        SolutionStatus::Undecided { nodes } => {
            writeln!(prompter.out, "Not decided within {nodes} search nodes; try `jade check --max-nodes`.")?
        }
    }
    Ok(true)
}

/// Check: unique, several or none, and the broken rules.
pub(super) fn check<R: BufRead, W: Write>(prompter: &mut Prompter<R, W>) -> Result<bool, CliError> {
    let Some(puzzle) = prompter.puzzle()? else { return Ok(true) };
    match PuzzleSolver::new(Engine::Fast).status(&puzzle.board) {
        SolutionStatus::Unique(_) => writeln!(prompter.out, "A proper Sudoku: exactly one solution.")?,
        SolutionStatus::Multiple(a, b) => {
            writeln!(prompter.out, "Not a proper Sudoku: several solutions, for example")?;
            writeln!(prompter.out, "{a}\n{b}")?;
        }
        SolutionStatus::None => no_solution(prompter, &puzzle.board)?,
        SolutionStatus::Undecided { nodes } => {
            writeln!(prompter.out, "Not decided within {nodes} search nodes; try `jade check --max-nodes`.")?
        }
    }
    Ok(true)
}

/// "No solution", with the rules the givens break.
fn no_solution<R: BufRead, W: Write>(
    prompter: &mut Prompter<R, W>,
    board: &SudokuDN,
) -> Result<(), CliError> {
    writeln!(prompter.out, "The puzzle has no solution.")?;
    for conflict in board.conflicts() {
        writeln!(prompter.out, "Broken rule: {conflict}")?;
    }
    Ok(())
}

/// Count: the number of solutions of a typed puzzle, up to a limit.
pub(super) fn count<R: BufRead, W: Write>(prompter: &mut Prompter<R, W>) -> Result<bool, CliError> {
    let Some(puzzle) = prompter.puzzle()? else { return Ok(true) };
    let question = format!("Count up to how many solutions? (Enter: {DEFAULT_LIMIT})");
    let Some(limit) = prompter.number(&question, MOST_COUNTED, Some(DEFAULT_LIMIT))? else {
        return Ok(false);
    };
    let counted = SolutionCounter::new().count(&puzzle.board, limit, &AtomicUsize::new(0));
    writeln!(prompter.out, "{}", words(&counted))?;
    Ok(true)
}

/// Explain: a solving pattern's help page, chosen from the list.
pub(super) fn explain<R: BufRead, W: Write>(prompter: &mut Prompter<R, W>) -> Result<bool, CliError> {
    let patterns = facade::patterns();
    for (number, pattern) in patterns.iter().enumerate() {
        writeln!(prompter.out, "  {:>2}  {} ({})", number + 1, pattern.name, pattern.level.label())?;
    }
    let Some(choice) = prompter.number("Which pattern?", patterns.len(), None)? else { return Ok(false) };
    let pattern = &patterns[choice - 1];
    writeln!(prompter.out, "{}", facade::help_page(pattern.id).unwrap_or(pattern.summary))?;
    Ok(true)
}

/// Help: what the entries do and the commands that do the same from a shell.
pub(super) fn help<R: BufRead, W: Write>(prompter: &mut Prompter<R, W>) -> Result<bool, CliError> {
    writeln!(prompter.out, "{HELP}")?;
    Ok(true)
}

/// The menu's help text.
const HELP: &str = "\
Type the number of an entry and press Enter.
  Play: a new puzzle of the level you choose; type help in the game for its commands
        (set f4c6 5, hint, step, undo, save game.json, ...) and quit to come back here.
  Generate: a new puzzle with exactly one solution, of a level or with a number of clues;
        its solution is shown if you want it.
  Solve, Check, Count: type or paste a puzzle, one line of 81 characters ('.' or '0' for an
        empty cell; 16, 256 or 625 for the other sizes) or a grid ended by an empty line.
  Explain: the rule of a solving pattern, why it works and an example.
Each entry is also a command: jade play, jade generate --level L | --clues K,
jade solve, jade check, jade count, jade explain ID (jade --help lists them all).";

/// A board as a framed grid.
fn write_grid(out: &mut impl Write, grid: &Grid) -> Result<(), CliError> {
    let text = SudokuLN::new(SudokuDN::from_grid(grid)).export(Format::Ss)?;
    write!(out, "{text}")?;
    Ok(())
}
