//! The errors the façade reports to front ends.

use std::fmt;
use std::path::PathBuf;

use ln::serialization::SerializationError;

/// Why a façade operation failed. Every variant says what and where.
#[derive(Debug)]
pub enum FacadeError {
    /// The text is not a board JADE can read: which file (if any), which line and column,
    /// what was expected.
    Parse {
        /// The file read, or `None` for text given directly.
        path: Option<PathBuf>,
        /// The reader's own message, with line and column.
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
        /// The system's message, with what was being done.
        message: String,
    },
    /// The operation does not apply to this board (e.g. several boards into one layout).
    Unsupported(String),
    /// A move the session refuses, and why (a given cannot change, a cell off the board…).
    Rejected(String),
    /// No solving pattern has this id.
    UnknownPattern {
        /// The id asked for.
        id: String,
        /// Every registered id, easiest pattern first.
        valid: Vec<&'static str>,
    },
}

impl FacadeError {
    /// Whether the failure is about the puzzle itself (bad board) rather than the
    /// environment (files, usage). Front ends use it to choose an exit code.
    pub fn is_puzzle_problem(&self) -> bool {
        matches!(self, FacadeError::Parse { .. } | FacadeError::PuzzleCount { .. })
    }

    /// A short stable name for the kind of failure, for programs: `parse`,
    /// `puzzle-count`, `io`, `unsupported`, `rejected` or `unknown-pattern`.
    pub fn kind(&self) -> &'static str {
        match self {
            FacadeError::Parse { .. } => "parse",
            FacadeError::PuzzleCount { .. } => "puzzle-count",
            FacadeError::Io { .. } => "io",
            FacadeError::Unsupported(_) => "unsupported",
            FacadeError::Rejected(_) => "rejected",
            FacadeError::UnknownPattern { .. } => "unknown-pattern",
        }
    }

    pub(crate) fn from_serialization(error: SerializationError, path: Option<PathBuf>) -> FacadeError {
        match error {
            SerializationError::Parse { path: inner, error } => {
                FacadeError::Parse { path: inner.or(path), message: error.to_string() }
            }
            SerializationError::Io { path, action, source } => {
                FacadeError::Io { path, message: format!("cannot {action}: {source}") }
            }
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
            FacadeError::Parse { path, message } => {
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
            FacadeError::Io { path, message } => write!(f, "{}: {message}", path.display()),
            FacadeError::Unsupported(message) | FacadeError::Rejected(message) => write!(f, "{message}"),
            FacadeError::UnknownPattern { id, valid } => {
                write!(f, "unknown pattern '{id}'; the patterns are: {}", valid.join(", "))
            }
        }
    }
}

impl std::error::Error for FacadeError {}
