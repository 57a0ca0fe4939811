//! Where a command's puzzles come from: a file, standard input, or the argument itself.

use std::io::Read;
use std::path::Path;

use facade::{FacadeError, Puzzle, SudokuLN, load_puzzles, read_puzzles};

use crate::error::CliError;

/// Reads the puzzles named by `input`: `-` is standard input, an existing path is a file,
/// and a string of puzzle characters is the puzzle itself.
pub(crate) fn read(input: &str) -> Result<Vec<Puzzle>, CliError> {
    let puzzles = if input == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).map_err(|e| FacadeError::Io {
            path: "<stdin>".into(),
            message: format!("cannot read standard input: {e}"),
        })?;
        read_puzzles(&text)?
    } else if Path::new(input).exists() || !looks_like_a_puzzle(input) {
        load_puzzles(Path::new(input))?
    } else {
        read_puzzles(input)?
    };
    if puzzles.is_empty() {
        return Err(FacadeError::PuzzleCount { path: Some(input.into()), found: 0 }.into());
    }
    Ok(puzzles)
}

/// Reads the one board named by `input`, for the commands that work on a single board.
pub(crate) fn read_one(input: &str) -> Result<SudokuLN, CliError> {
    let mut puzzles = read(input)?;
    if puzzles.len() > 1 {
        return Err(FacadeError::PuzzleCount { path: Some(input.into()), found: puzzles.len() }.into());
    }
    Ok(SudokuLN::new(puzzles.remove(0).board))
}

/// Whether an argument is a puzzle written out (16, 81, 256 or 625 puzzle characters)
/// rather than a file name.
pub(crate) fn looks_like_a_puzzle(text: &str) -> bool {
    matches!(text.chars().count(), 16 | 81 | 256 | 625)
        && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '.')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn puzzle_strings_are_told_from_file_names() {
        assert!(looks_like_a_puzzle(&".".repeat(81)));
        assert!(looks_like_a_puzzle(&"0".repeat(81)));
        assert!(!looks_like_a_puzzle("puzzles.txt"));
        assert!(!looks_like_a_puzzle("data/hard.sdk"));
    }
}
