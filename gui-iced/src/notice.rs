//! The notice line's content as data: news, "Solved in 3:12!", bad news from a move, or an
//! error kept typed until the one place that writes it ([`Notice`]'s `Display`).

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use facade::{CheckReport, FacadeError, Outcome, UnknownFormat};

/// How a line in the notice bar reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// Plain news.
    Info,
    /// Something went wrong (nothing changed).
    Error,
    /// The puzzle is solved.
    Success,
}

/// Why something the player asked for did not happen: the façade's typed error, or one of
/// the window's own reasons. Shared (`Arc`) so that messages carrying it stay cheap to clone.
#[derive(Clone, Debug)]
pub enum GuiError {
    /// The façade refused or failed (a bad file, a refused move, a failed search…).
    Facade(Arc<FacadeError>),
    /// A move needs a board, and none is loaded.
    NoBoard,
    /// The open/save panel was confirmed with an empty path.
    NoPath,
    /// A board was to be saved under a name whose extension is no board format.
    UnknownExtension(UnknownFormat),
    /// The background search could not start its thread.
    Thread(Arc<std::io::Error>),
}

impl From<FacadeError> for GuiError {
    fn from(error: FacadeError) -> GuiError {
        GuiError::Facade(Arc::new(error))
    }
}

impl PartialEq for GuiError {
    /// Equal when they are the same error: the same shared error, or the same reason.
    fn eq(&self, other: &GuiError) -> bool {
        match (self, other) {
            (GuiError::Facade(a), GuiError::Facade(b)) => Arc::ptr_eq(a, b),
            (GuiError::Thread(a), GuiError::Thread(b)) => Arc::ptr_eq(a, b),
            (GuiError::UnknownExtension(a), GuiError::UnknownExtension(b)) => a == b,
            (GuiError::NoBoard, GuiError::NoBoard) | (GuiError::NoPath, GuiError::NoPath) => true,
            _ => false,
        }
    }
}

impl fmt::Display for GuiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GuiError::Facade(error) => write!(f, "{error}"),
            GuiError::NoBoard => write!(f, "open or generate a board first"),
            GuiError::NoPath => write!(f, "type a path first"),
            GuiError::UnknownExtension(error) => write!(f, "unknown extension: {error}"),
            GuiError::Thread(error) => write!(f, "cannot start the search: {error}"),
        }
    }
}

impl std::error::Error for GuiError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            GuiError::Facade(error) => Some(error.as_ref()),
            GuiError::Thread(error) => Some(error.as_ref()),
            GuiError::UnknownExtension(error) => Some(error),
            GuiError::NoBoard | GuiError::NoPath => None,
        }
    }
}

/// One line of news for the notice bar.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// Plain news (what a move did, a file saved…).
    Info(String),
    /// The player's board became solved after this time on the clock.
    Solved(Duration),
    /// A move's outcome that is bad news: broken rules, a written board without one solution.
    Setback(Outcome),
    /// Nothing happened, and why.
    Error(GuiError),
    /// A board just opened has no solution, several, or givens that break a rule (thesis
    /// 6.3): hints and steps need exactly one.
    Check(CheckReport),
}

impl Notice {
    /// How the line reads: news, an error, or a success.
    pub fn kind(&self) -> NoticeKind {
        match self {
            Notice::Info(_) => NoticeKind::Info,
            Notice::Solved(_) => NoticeKind::Success,
            Notice::Setback(_) | Notice::Error(_) | Notice::Check(_) => NoticeKind::Error,
        }
    }
}

impl From<GuiError> for Notice {
    fn from(error: GuiError) -> Notice {
        Notice::Error(error)
    }
}

impl From<FacadeError> for Notice {
    fn from(error: FacadeError) -> Notice {
        Notice::Error(error.into())
    }
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::Info(text) => f.write_str(text),
            Notice::Solved(time) => write!(f, "Solved in {}!", crate::clock::format_duration(*time)),
            Notice::Setback(outcome) => write!(f, "{outcome}"),
            Notice::Error(error) => write!(f, "{error}"),
            Notice::Check(report) => write!(f, "{report}"),
        }
    }
}
