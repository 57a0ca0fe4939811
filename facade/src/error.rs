//! The errors the façade reports to front ends.

use std::fmt;
use std::path::PathBuf;

use dn::{Coord, Digit};
use ln::serialization::{ParseError, SerializationError};

use crate::Problem;

/// Why a façade operation failed. Every variant says what and where.
#[derive(Debug)]
pub enum FacadeError {
    /// The text is not a board JADE can read: which file (if any), which line and column,
    /// what was expected.
    Parse {
        /// The file read, or `None` for text given directly.
        path: Option<PathBuf>,
        /// The reader's error, with line and column.
        error: ParseError,
    },
    /// The file holds no board or session JADE can read (a damaged session, a file too
    /// large for any board); reported as the kind `parse` too.
    Unreadable {
        /// The file read, or `None` for text given directly.
        path: Option<PathBuf>,
        /// What is wrong with it.
        message: String,
    },
    /// The input holds no board, or several where one was expected.
    PuzzleCount {
        /// The file read, or `None` for text given directly.
        path: Option<PathBuf>,
        /// How many boards were found.
        found: usize,
    },
    /// Reading or writing a file failed.
    Io {
        /// The file.
        path: PathBuf,
        /// What was being done, as a verb phrase after "cannot": `open`, `read`.
        action: &'static str,
        /// The system's error.
        source: std::io::Error,
    },
    /// The operation does not apply to this board (e.g. several boards into one layout).
    Unsupported(String),
    /// A move the session refuses, and why (a given cannot change, a cell off the board…);
    /// nothing changed.
    Rejected(Refusal),
    /// No solving pattern has this id.
    UnknownPattern {
        /// The id asked for.
        id: String,
        /// Every registered id, easiest pattern first.
        valid: Vec<&'static str>,
    },
    /// The statistics database could not be opened, read or written.
    Statistics(stats::StatsError),
}

impl FacadeError {
    /// Whether the failure is about the puzzle itself (bad board) rather than the
    /// environment (files, usage). Front ends use it to choose an exit code.
    pub fn is_puzzle_problem(&self) -> bool {
        matches!(
            self,
            FacadeError::Parse { .. } | FacadeError::Unreadable { .. } | FacadeError::PuzzleCount { .. }
        )
    }

    /// A short stable name for the kind of failure, for programs: `parse`,
    /// `puzzle-count`, `io`, `unsupported`, `rejected`, `unknown-pattern` or `statistics`.
    pub fn kind(&self) -> &'static str {
        match self {
            FacadeError::Parse { .. } | FacadeError::Unreadable { .. } => "parse",
            FacadeError::PuzzleCount { .. } => "puzzle-count",
            FacadeError::Io { .. } => "io",
            FacadeError::Unsupported(_) => "unsupported",
            FacadeError::Rejected(_) => "rejected",
            FacadeError::UnknownPattern { .. } => "unknown-pattern",
            FacadeError::Statistics(_) => "statistics",
        }
    }

    pub(crate) fn from_serialization(error: SerializationError, path: Option<PathBuf>) -> FacadeError {
        match error {
            SerializationError::Parse { path: inner, error } => {
                FacadeError::Parse { path: inner.or(path), error }
            }
            SerializationError::Io { path, action, source } => FacadeError::Io { path, action, source },
            SerializationError::Unwritable { path, error } => {
                FacadeError::Unsupported(format!("{}: {error}", path.display()))
            }
        }
    }
}

impl fmt::Display for FacadeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prefix = |f: &mut fmt::Formatter<'_>, path: &Option<PathBuf>| match path {
            Some(p) => write!(f, "{}: ", p.display()),
            None => Ok(()),
        };
        match self {
            FacadeError::Parse { path, error } => {
                prefix(f, path)?;
                write!(f, "{error}")
            }
            FacadeError::Unreadable { path, message } => {
                prefix(f, path)?;
                write!(f, "{message}")
            }
            FacadeError::PuzzleCount { path, found: 0 } => {
                prefix(f, path)?;
                write!(f, "no puzzle found")
            }
            FacadeError::PuzzleCount { path, found } => {
                prefix(f, path)?;
                write!(f, "expected one puzzle, found {found}")
            }
            FacadeError::Io { path, action, source } => {
                write!(f, "{}: cannot {action}: {source}", path.display())
            }
            FacadeError::Unsupported(message) => write!(f, "{message}"),
            FacadeError::Rejected(refusal) => write!(f, "{refusal}"),
            FacadeError::UnknownPattern { id, valid } => {
                write!(f, "unknown pattern '{id}'; the patterns are: {}", valid.join(", "))
            }
            FacadeError::Statistics(error) => write!(f, "{error}"),
        }
    }
}

impl From<stats::StatsError> for FacadeError {
    fn from(error: stats::StatsError) -> FacadeError {
        FacadeError::Statistics(error)
    }
}

impl std::error::Error for FacadeError {
    /// The reader's or the system's own error, when there is one.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            FacadeError::Parse { error, .. } => Some(error),
            FacadeError::Io { source, .. } => Some(source),
            FacadeError::Statistics(error) => Some(error),
            _ => None,
        }
    }
}

/// Why the session refused a move (the kind `rejected` of [`FacadeError`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The cell is not on this board.
    OffBoard(Coord),
    /// The digit is larger than the board's side.
    DigitOffBoard {
        /// The digit.
        digit: Digit,
        /// The board's side (9 for 9×9).
        side: usize,
    },
    /// The cell holds a given, which only changes while a new board is written.
    Given(Coord),
    /// The cell to clear is already empty.
    AlreadyEmpty(Coord),
    /// The cell holds a value, so it takes no candidates.
    HoldsValue(Coord),
    /// No candidate was named to toggle.
    NoCandidates,
    /// The candidate to colour is not noted in the cell.
    NotACandidate {
        /// The cell.
        cell: Coord,
        /// The digit it does not note.
        digit: Digit,
    },
    /// Finishing writing needs a board being written.
    NotWriting,
    /// The memory has no step before this one.
    NothingToUndo,
    /// The memory has no undone step.
    NothingToRedo,
    /// A list of steps (the steps available now, the solution path) has no step with this
    /// number.
    NoSuchStep {
        /// The number asked for, counting from 1 as the list is shown.
        number: usize,
        /// How many steps the list holds.
        count: usize,
    },
    /// The board cannot support a sound hint: what is wrong on it.
    NoSoundHint(Vec<Problem>),
    /// The board cannot be solved soundly (singles, patterns, trial and error): what is
    /// wrong on it.
    Unsound(Vec<Problem>),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |f: &mut fmt::Formatter<'_>, problems: &[Problem]| {
            let reasons: Vec<String> = problems.iter().map(ToString::to_string).collect();
            write!(f, "{}", reasons.join("; "))
        };
        match self {
            Refusal::OffBoard(cell) => write!(f, "{cell} is not on this board"),
            Refusal::DigitOffBoard { digit, side } => {
                write!(f, "{} is not a digit of a {side}×{side} board", digit.get())
            }
            Refusal::Given(cell) => write!(f, "{cell} is a given and cannot change"),
            Refusal::AlreadyEmpty(cell) => write!(f, "{cell} is already empty"),
            Refusal::HoldsValue(cell) => write!(f, "{cell} holds a value; clear it to note candidates"),
            Refusal::NoCandidates => write!(f, "name the candidates to toggle"),
            Refusal::NotACandidate { cell, digit } => {
                write!(f, "{cell} has no candidate {digit} to colour; note it first")
            }
            Refusal::NotWriting => write!(f, "no new board is being written"),
            Refusal::NothingToUndo => write!(f, "nothing to undo"),
            Refusal::NothingToRedo => write!(f, "nothing to redo"),
            Refusal::NoSuchStep { number, count: 0 } => {
                write!(f, "there is no step {number}: the list is empty")
            }
            Refusal::NoSuchStep { number, count } => {
                write!(f, "there is no step {number}: the steps are numbered 1 to {count}")
            }
            Refusal::NoSoundHint(problems) => {
                write!(f, "no sound hint is possible: ")?;
                list(f, problems)
            }
            Refusal::Unsound(problems) => list(f, problems),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::error::Error;
    use std::path::Path;

    use super::*;
    use crate::SudokuLN;

    #[test]
    fn errors_keep_the_reader_s_and_the_system_s_own_errors() {
        let error = crate::read_puzzles("123").unwrap_err();
        let source = error.source().expect("the reader's error");
        assert!(source.downcast_ref::<ParseError>().is_some(), "{source}");
        assert_eq!(error.kind(), "parse");
        let missing = SudokuLN::open(Path::new("/nonexistent/jade/x.sdk")).unwrap_err();
        let io =
            missing.source().and_then(|s| s.downcast_ref::<std::io::Error>()).expect("the system's error");
        assert_eq!(io.kind(), std::io::ErrorKind::NotFound);
        assert!(missing.to_string().starts_with("/nonexistent/jade/x.sdk: cannot open: "), "{missing}");
    }

    #[test]
    fn a_refusal_says_why_and_is_of_the_kind_rejected() {
        let mut game = SudokuLN::from_text(&".".repeat(81)).unwrap();
        let error = game.apply(crate::Action::Undo).unwrap_err();
        assert!(matches!(error, FacadeError::Rejected(Refusal::NothingToUndo)));
        assert_eq!((error.kind(), error.to_string().as_str()), ("rejected", "nothing to undo"));
    }
}
