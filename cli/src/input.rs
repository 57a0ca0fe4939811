//! Where a command's puzzles come from: a file, standard input, or the argument itself,
//! read as a stream of answers (one per puzzle line, or one for a grid).

use std::io::Write;
use std::iter::Peekable;
use std::path::{Path, PathBuf};

use facade::{BadPuzzle, Entry, FacadeError, Puzzle, PuzzleStream, ReadPosition, SudokuLN};

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::output;

/// The puzzles named by `input`, one answer at a time: `-` is standard input, an existing
/// path is a file, and a string of puzzle characters about as long as a board is the
/// puzzle itself (so a mistyped puzzle is reported as one, not as a missing file).
pub(crate) fn stream(input: &str) -> Result<PuzzleStream, CliError> {
    if input == "-" {
        Ok(PuzzleStream::stdin())
    } else if Path::new(input).exists() || !looks_like_a_puzzle(input) {
        Ok(PuzzleStream::open(Path::new(input))?)
    } else {
        Ok(PuzzleStream::from_text(input))
    }
}

/// The file `input` names, for error messages; `None` for standard input or a puzzle.
fn source_path(input: &str) -> Option<PathBuf> {
    (input != "-" && Path::new(input).exists()).then(|| PathBuf::from(input))
}

/// Every puzzle named by `input`, for the commands that need them all at once; the first
/// line that holds no puzzle is the error.
pub(crate) fn read(input: &str) -> Result<Vec<Puzzle>, CliError> {
    let mut puzzles = Vec::new();
    for entry in stream(input)? {
        match entry? {
            Ok(puzzle) => puzzles.push(puzzle),
            Err(bad) => return Err(bad_input(input, bad).into()),
        }
    }
    if puzzles.is_empty() {
        return Err(FacadeError::PuzzleCount { path: Some(input.into()), found: 0 }.into());
    }
    Ok(puzzles)
}

/// A bad line as the error of the whole input, naming the file.
fn bad_input(input: &str, bad: BadPuzzle) -> FacadeError {
    match bad.error {
        FacadeError::Parse { error, .. } => FacadeError::Parse { path: source_path(input), error },
        other => other,
    }
}

/// Reads the one board named by `input`, for the commands that work on a single board.
/// The puzzles after the first are only counted (for the error), never kept.
pub(crate) fn read_one(input: &str) -> Result<SudokuLN, CliError> {
    let mut first = None;
    let mut found = 0;
    for entry in stream(input)? {
        match entry? {
            Ok(puzzle) => {
                found += 1;
                first.get_or_insert(puzzle);
            }
            Err(bad) => return Err(bad_input(input, bad).into()),
        }
    }
    match first {
        Some(puzzle) if found == 1 => Ok(SudokuLN::new(puzzle.board)),
        _ => Err(FacadeError::PuzzleCount { path: Some(input.into()), found }.into()),
    }
}

/// The answers of a batch command's input, in order, and whether there is more than one.
pub(crate) struct Batch {
    entries: Peekable<PuzzleStream>,
    first: Option<Result<Entry, FacadeError>>,
    /// Whether each answer gets one line of text: the input holds more than one, or
    /// `--one-line` asks for it.
    pub(crate) many: bool,
    /// The input's size in bytes, when known.
    pub(crate) size: Option<u64>,
    /// How far the input has been read.
    pub(crate) position: ReadPosition,
    input: String,
}

impl Batch {
    /// Opens `input` and reads ahead to its second answer, to know whether it holds one
    /// puzzle or many. An input without any puzzle is an error.
    pub(crate) fn open(input: &str) -> Result<Batch, CliError> {
        let stream = stream(input)?;
        let (size, position) = (stream.size(), stream.position());
        let mut entries = stream.peekable();
        let first = entries.next();
        if first.is_none() {
            return Err(FacadeError::PuzzleCount { path: Some(input.into()), found: 0 }.into());
        }
        let many = entries.peek().is_some();
        Ok(Batch { entries, first, many, size, position, input: input.to_string() })
    }

    /// The batch, answered one line per puzzle even when it holds only one if `one_line`.
    pub(crate) fn one_line(mut self, one_line: bool) -> Batch {
        self.many |= one_line;
        self
    }

    /// Every answer in order: an error that ended the input comes last.
    pub(crate) fn entries(self) -> impl Iterator<Item = Result<Entry, FacadeError>> + Send {
        self.first.into_iter().chain(self.entries)
    }

    /// Runs `answer` on every puzzle in order, writing each bad line's answer in its place
    /// (`line 3: ...` in text, an error object in JSON; a lone bad board is the command's
    /// error). `answer` says whether the puzzle was fine; the outcome is a puzzle problem
    /// when any line was bad or any answer was not fine.
    pub(crate) fn run(
        self,
        format: OutputFormat,
        mut answer: impl FnMut(&mut std::io::StdoutLock<'static>, &Puzzle, bool) -> Result<bool, CliError>,
    ) -> Result<Outcome, CliError> {
        let (many, input) = (self.many, self.input.clone());
        let mut out = std::io::stdout().lock();
        let mut fine = true;
        for entry in self.entries() {
            match entry? {
                Ok(puzzle) => fine &= answer(&mut out, &puzzle, many)?,
                Err(bad) => {
                    fine = false;
                    write_bad(&mut out, &input, bad, format, many)?;
                }
            }
            out.flush()?;
        }
        Ok(if fine { Outcome::Success } else { Outcome::PuzzleProblem })
    }
}

/// Writes the answer of a line that holds no puzzle; a lone bad board in text is the
/// command's error (one line on stderr).
pub(crate) fn write_bad(
    out: &mut impl Write,
    input: &str,
    bad: BadPuzzle,
    format: OutputFormat,
    many: bool,
) -> Result<(), CliError> {
    match format {
        OutputFormat::Json => output::json_line(out, output::bad_puzzle_json(&bad))?,
        OutputFormat::Text if many => writeln!(out, "{}", bad.error)?,
        OutputFormat::Text => return Err(bad_input(input, bad).into()),
    }
    Ok(())
}

/// Whether an argument is a puzzle written out rather than a file name: digits and `.`
/// (letters too for the 16×16 and 25×25 lengths) and about as many characters as a board
/// has cells (within a quarter of 16, 81, 256 or 625).
pub(crate) fn looks_like_a_puzzle(text: &str) -> bool {
    let length = text.chars().count();
    let near =
        [16, 81, 256, 625].into_iter().find(|&cells| 5 * length >= 4 * cells && 4 * length <= 5 * cells);
    match near {
        Some(cells) if cells >= 256 => text.chars().all(|c| c.is_ascii_alphanumeric() || c == '.'),
        Some(_) => text.chars().all(|c| c.is_ascii_digit() || c == '.'),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn puzzle_strings_are_told_from_file_names() {
        assert!(looks_like_a_puzzle(&".".repeat(81)));
        assert!(looks_like_a_puzzle(&"0".repeat(81)));
        assert!(looks_like_a_puzzle(&"0".repeat(80)), "a mistyped puzzle is a puzzle");
        assert!(looks_like_a_puzzle(&"5".repeat(82)));
        assert!(looks_like_a_puzzle(&"A.".repeat(128)));
        assert!(!looks_like_a_puzzle("puzzles.txt"));
        assert!(!looks_like_a_puzzle("data/hard.sdk"));
        assert!(!looks_like_a_puzzle("2024.01.05.sdk"));
        assert!(!looks_like_a_puzzle(&"0".repeat(40)));
    }
}
