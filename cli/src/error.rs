//! The CLI's errors and exit codes.

use std::fmt;
use std::process::ExitCode;

use facade::FacadeError;

/// A failure that ends the command with one line on stderr.
#[derive(Debug)]
pub(crate) enum CliError {
    /// From the façade: a bad puzzle (exit 1) or I/O (exit 2).
    Facade(FacadeError),
    /// Bad usage the argument parser could not catch (exit 2).
    Usage(String),
    /// Writing to standard output failed (exit 2).
    Output(std::io::Error),
    /// The web server could not start or failed (exit 2).
    Server(web::WebError),
}

impl CliError {
    /// Whether the failure is only that standard output was closed (`jade … | head`): a
    /// normal end, not an error.
    pub(crate) fn is_closed_output(&self) -> bool {
        matches!(self, CliError::Output(e) if e.kind() == std::io::ErrorKind::BrokenPipe)
    }

    /// The error's kind in JSON: the façade's (`parse`, `io`, …), `usage` or `output`.
    pub(crate) fn kind(&self) -> &'static str {
        match self {
            CliError::Facade(e) => e.kind(),
            CliError::Usage(_) => "usage",
            CliError::Output(_) => "output",
            CliError::Server(_) => "server",
        }
    }

    /// 1 for a puzzle problem, 2 for usage and I/O.
    pub(crate) fn exit_code(&self) -> ExitCode {
        match self {
            CliError::Facade(e) if e.is_puzzle_problem() => ExitCode::from(1),
            _ => ExitCode::from(2),
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Facade(e) => write!(f, "{e}"),
            CliError::Usage(message) => write!(f, "{message}"),
            CliError::Output(e) => write!(f, "cannot write the output: {e}"),
            CliError::Server(e) => write!(f, "{e}"),
        }
    }
}

impl From<FacadeError> for CliError {
    fn from(e: FacadeError) -> Self {
        CliError::Facade(e)
    }
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> Self {
        CliError::Output(e)
    }
}

/// How a command that ran to the end went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Everything asked for was done.
    Success,
    /// The command ran, but some puzzle has no or several solutions (exit 1).
    PuzzleProblem,
}

impl Outcome {
    /// 0 or 1.
    pub(crate) fn exit_code(self) -> ExitCode {
        match self {
            Outcome::Success => ExitCode::SUCCESS,
            Outcome::PuzzleProblem => ExitCode::from(1),
        }
    }
}
