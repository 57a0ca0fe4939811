//! What can go wrong reading or saving a board: typed, with the line and column.

use std::fmt;
use std::io;
use std::path::PathBuf;

use dn::Geometry;

use super::unwritable::Unwritable;

/// Text that is not a board JADE can read: where (1-based line and column) and what.
///
/// Displays like `line 4, column 7: expected a digit 1-9, '.' or '0', found 'x'`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The 1-based line the problem is on.
    pub line: usize,
    /// The 1-based column (in characters) when one character is to blame.
    pub column: Option<usize>,
    /// What was expected and what was found.
    pub kind: ParseErrorKind,
}

/// The ways a text can fail to be a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// A character that cannot stand where it is.
    Character {
        /// The character found.
        found: char,
        /// The board being read, which sets the digits allowed.
        geometry: Geometry,
        /// Whether the character is inside a cell's candidate list, where only digits go.
        in_candidates: bool,
    },
    /// A cell of a pencil-mark grid that is none of `<d>`, `*d*`, candidates or `.`.
    PencilMark {
        /// The cell's text.
        found: String,
        /// The board being read, which sets the digits allowed.
        geometry: Geometry,
    },
    /// A row of a grid holding the wrong number of cells.
    RowCells {
        /// The board being read.
        geometry: Geometry,
        /// The cells found on the line.
        found: usize,
    },
    /// A one-line board holding a number of cells that is no board's.
    BoardCells {
        /// The board the line probably meant, when its length is close to one.
        expected: Option<Geometry>,
        /// The cells found on the line.
        found: usize,
    },
    /// A grid with the wrong number of rows.
    Rows {
        /// The board the rows' width suggests, if any.
        expected: Option<Geometry>,
        /// The rows found.
        found: usize,
    },
    /// No board at all: the text is empty or holds only blank lines and comments.
    NoBoard,
    /// Several boards where exactly one was expected; the error's line is the second's.
    SeveralBoards {
        /// How many boards the text holds.
        found: usize,
    },
    /// A NUL byte: the input is binary data, not text (an endless `/dev/zero` ends here).
    Binary,
    /// A line longer than any board line can be; it is skipped unread.
    LineTooLong {
        /// The most bytes a line may hold.
        limit: usize,
    },
    /// A grid (one board drawn over several lines) larger than any board file needs.
    TooLarge {
        /// The most bytes a one-board file may hold.
        limit: usize,
    },
}

impl ParseError {
    /// An error on `line` at `column` (both 1-based).
    pub fn at(line: usize, column: usize, kind: ParseErrorKind) -> ParseError {
        ParseError { line, column: Some(column), kind }
    }

    /// An error about the whole of `line` (1-based).
    pub fn on_line(line: usize, kind: ParseErrorKind) -> ParseError {
        ParseError { line, column: None, kind }
    }
}

/// The digits of a board as a reader sees them: `1-9`, or `1-9 or A-G` for 16×16.
fn digit_range(geometry: Geometry) -> String {
    match geometry.side() {
        side if side <= 9 => format!("1-{side}"),
        side => format!("1-9 or A-{}", char::from(b'A' + (side - 10) as u8)),
    }
}

/// `16 KiB`, `1 MiB`: a limit as people write it.
fn bytes(count: usize) -> String {
    match count {
        n if n >= 1 << 20 && n.is_multiple_of(1 << 20) => format!("{} MiB", n >> 20),
        n if n >= 1 << 10 && n.is_multiple_of(1 << 10) => format!("{} KiB", n >> 10),
        n => format!("{n} bytes"),
    }
}

const ALL_SIZES: &str = "4×4, 9×9, 16×16 or 25×25";

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseErrorKind::Character { found, geometry, in_candidates: false } => {
                let digits = digit_range(*geometry);
                write!(f, "expected a digit {digits}, '.' or '0', found '{}'", found.escape_debug())
            }
            ParseErrorKind::Character { found, geometry, in_candidates: true } => {
                let digits = digit_range(*geometry);
                write!(f, "expected a candidate digit {digits}, found '{}'", found.escape_debug())
            }
            ParseErrorKind::PencilMark { found, geometry } => write!(
                f,
                "expected a cell of a {geometry} pencil-mark grid (<d> given, *d* placed, candidates \
                 such as 34, or '.'; digits {}), found '{}'",
                digit_range(*geometry),
                found.escape_debug()
            ),
            ParseErrorKind::RowCells { geometry, found } => {
                write!(f, "expected {} cells in a row ({geometry}), found {found}", geometry.side())
            }
            ParseErrorKind::BoardCells { expected: Some(geometry), found } => {
                write!(f, "expected {} cells ({geometry}), found {found}", geometry.cell_count())
            }
            ParseErrorKind::BoardCells { expected: None, found } => {
                write!(f, "expected 16, 81, 256 or 625 cells ({ALL_SIZES}), found {found}")
            }
            ParseErrorKind::Rows { expected: Some(geometry), found } => {
                write!(f, "expected {} rows ({geometry}), found {found}", geometry.side())
            }
            ParseErrorKind::Rows { expected: None, found } => {
                write!(f, "expected 4, 9, 16 or 25 rows ({ALL_SIZES}), found {found}")
            }
            ParseErrorKind::NoBoard => {
                write!(f, "expected a board, found only blank lines and comments")
            }
            ParseErrorKind::SeveralBoards { found } => {
                write!(f, "expected one board, found {found} (the second starts here)")
            }
            ParseErrorKind::Binary => write!(f, "found a NUL byte: this is binary data, not a board file"),
            ParseErrorKind::LineTooLong { limit } => {
                write!(f, "line longer than {}, more than any board line holds; skipped", bytes(*limit))
            }
            ParseErrorKind::TooLarge { limit } => write!(
                f,
                "a board drawn over several lines holds at most {}; this one is larger (files of one \
                 puzzle per line have no limit)",
                bytes(*limit)
            ),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            Some(column) => write!(f, "line {}, column {column}: {}", self.line, self.kind),
            None => write!(f, "line {}: {}", self.line, self.kind),
        }
    }
}

impl std::error::Error for ParseError {}

/// Why loading or saving a board file failed.
#[derive(Debug)]
pub enum SerializationError {
    /// The board cannot be written in the format asked for without changing its meaning.
    Unwritable {
        /// The file that was to be written.
        path: PathBuf,
        /// The cell and what the format would change.
        error: Unwritable,
    },
    /// The text is not a board.
    Parse {
        /// The file read, `None` for text that came from elsewhere.
        path: Option<PathBuf>,
        /// Where and what.
        error: ParseError,
    },
    /// The file system refused.
    Io {
        /// The file being read or saved.
        path: PathBuf,
        /// What was being done, as a verb phrase after "cannot": `"read the file"`.
        action: &'static str,
        /// The system's error.
        source: io::Error,
    },
}

impl fmt::Display for SerializationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SerializationError::Parse { path: Some(path), error } => write!(f, "{}: {error}", path.display()),
            SerializationError::Parse { path: None, error } => write!(f, "{error}"),
            SerializationError::Io { path, action, source } => {
                write!(f, "{}: cannot {action}: {source}", path.display())
            }
            SerializationError::Unwritable { path, error } => write!(f, "{}: {error}", path.display()),
        }
    }
}

impl std::error::Error for SerializationError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SerializationError::Parse { error, .. } => Some(error),
            SerializationError::Io { source, .. } => Some(source),
            SerializationError::Unwritable { error, .. } => Some(error),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn character(found: char, geometry: Geometry, in_candidates: bool) -> ParseErrorKind {
        ParseErrorKind::Character { found, geometry, in_candidates }
    }

    #[test]
    fn messages_say_where_what_was_expected_and_what_was_found() {
        let cases = [
            (
                ParseError::at(4, 7, character('x', Geometry::NINE, false)),
                "line 4, column 7: expected a digit 1-9, '.' or '0', found 'x'",
            ),
            (
                ParseError::at(2, 1, character('H', Geometry::SIXTEEN, false)),
                "line 2, column 1: expected a digit 1-9 or A-G, '.' or '0', found 'H'",
            ),
            (
                ParseError::at(1, 3, character('\t', Geometry::FOUR, true)),
                "line 1, column 3: expected a candidate digit 1-4, found '\\t'",
            ),
            (
                ParseError::on_line(3, ParseErrorKind::RowCells { geometry: Geometry::NINE, found: 8 }),
                "line 3: expected 9 cells in a row (9×9), found 8",
            ),
            (
                ParseError::on_line(
                    1,
                    ParseErrorKind::BoardCells { expected: Some(Geometry::NINE), found: 80 },
                ),
                "line 1: expected 81 cells (9×9), found 80",
            ),
            (
                ParseError::on_line(1, ParseErrorKind::BoardCells { expected: None, found: 40 }),
                "line 1: expected 16, 81, 256 or 625 cells (4×4, 9×9, 16×16 or 25×25), found 40",
            ),
            (
                ParseError::on_line(8, ParseErrorKind::Rows { expected: Some(Geometry::NINE), found: 8 }),
                "line 8: expected 9 rows (9×9), found 8",
            ),
            (
                ParseError::on_line(7, ParseErrorKind::Rows { expected: None, found: 7 }),
                "line 7: expected 4, 9, 16 or 25 rows (4×4, 9×9, 16×16 or 25×25), found 7",
            ),
            (
                ParseError::on_line(1, ParseErrorKind::NoBoard),
                "line 1: expected a board, found only blank lines and comments",
            ),
            (
                ParseError::on_line(2, ParseErrorKind::SeveralBoards { found: 3 }),
                "line 2: expected one board, found 3 (the second starts here)",
            ),
            (
                ParseError::at(1, 1, ParseErrorKind::Binary),
                "line 1, column 1: found a NUL byte: this is binary data, not a board file",
            ),
            (
                ParseError::on_line(5, ParseErrorKind::LineTooLong { limit: 16 << 10 }),
                "line 5: line longer than 16 KiB, more than any board line holds; skipped",
            ),
            (
                ParseError::on_line(40, ParseErrorKind::TooLarge { limit: 1 << 20 }),
                "line 40: a board drawn over several lines holds at most 1 MiB; this one is larger \
                 (files of one puzzle per line have no limit)",
            ),
        ];
        for (error, text) in cases {
            assert_eq!(error.to_string(), text);
        }
        assert_eq!(digit_range(Geometry::TWENTY_FIVE), "1-9 or A-P");
    }

    #[test]
    fn serialization_errors_name_the_file() {
        let error = ParseError::at(4, 7, character('x', Geometry::NINE, false));
        let parse = SerializationError::Parse { path: Some(PathBuf::from("puzzles.txt")), error };
        assert_eq!(
            parse.to_string(),
            "puzzles.txt: line 4, column 7: expected a digit 1-9, '.' or '0', found 'x'"
        );
        let io = SerializationError::Io {
            path: PathBuf::from("out/board.sdk"),
            action: "read the file",
            source: io::Error::new(io::ErrorKind::NotFound, "not found"),
        };
        assert_eq!(io.to_string(), "out/board.sdk: cannot read the file: not found");
        assert!(std::error::Error::source(&io).is_some());
    }
}
