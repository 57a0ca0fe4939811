//! `SerializacionLN`: reading and writing boards in the file formats of thesis 2.3.1
//! (SPEC §3) for every board size.
//!
//! | format | layout |
//! |---|---|
//! | `.txt` | all cells on one line, `.` for empty; a file may hold many, one per line |
//! | `.sdk` | one line per row, `.` for empty |
//! | `.ss`  | the `.sdk` rows drawn in boxes: `*---*` frames, `|` bars, `|---+---|` separators |
//! | `.sud` | like `.sdk` with `0` for empty |
//! | `.ssc` | like `.ss`, every cell showing its value or its candidates, columns padded |
//! | `.pm`  | the pencil-mark grid: `<5>` a given, `*5*` a placed value, `137` candidates, `.` none |
//!
//! Digits are `1-9` then `A-P` (16×16 uses `1-9`, `A-G`); the board size follows from the
//! cell count (16, 81, 256, 625) or the number of rows (4, 9, 16, 25).
//!
//! **Reading** goes by content, never by extension alone: a text is either one grid (any
//! layout above, with any padding, `|` bars and rule lines) or boards one per line. It
//! accepts CRLF or CR line ends, a UTF-8 byte order mark, `.` or `0` for empty cells, a
//! grid with spaces for empty cells (trailing spaces may be missing), `#` comment lines
//! and blank lines, and text after a one-line board (a rating) separated by whitespace.
//! A pencil-mark grid is known by its header line, its `.---.`/`:---+---:`/`'---'`
//! frame or a `<d>`/`*d*` cell. Every problem is a [`ParseError`] with the line, the
//! column and what was expected.
//!
//! **What each format keeps.** JADE never writes a board that would read back as a
//! different one:
//! - `.pm` keeps everything that matters to the game: givens, placed values and every
//!   empty cell's candidates (a single one or none included). It is what JADE writes when
//!   the user names no format. Its first line names the marks; a pencil-mark grid from
//!   another program without that line and without any `<d>`/`*d*` mark reads a lone digit
//!   as a given, as `.ssc` does.
//! - `.ssc` (the thesis' format) shows one digit for a given, a placed value and a cell
//!   with one candidate alike, and reads it back as a given. It is written only for boards
//!   where that changes nothing: a board with a placed value or a single-candidate cell
//!   is refused with an [`Unwritable`] that names the first such cell and `.pm`.
//! - `.txt`, `.sdk`, `.ss` and `.sud` keep the values only: every value, given or placed,
//!   is written and reads back as a given; candidates are dropped. Front ends write them
//!   only when the user chose that format, or for a board whose values are all givens
//!   and that has no candidates (a puzzle, a solution), which they keep whole.
//!
//! Colours are kept by none of these formats (a saved session keeps them).
//!
//! **Writing** gives exactly the samples in `shared/formats`, ending with a line end.
//! **Saving** writes a temporary file beside the target and renames it over the target, so
//! a failed save leaves the old file whole.
//!
//! ```
//! use ln::serialization::{Format, SerializacionLN};
//! let text = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";
//! let board = SerializacionLN::parse(text).unwrap();
//! assert_eq!(SerializacionLN::detect(text), Some(Format::Txt));
//! assert!(SerializacionLN::write(&board, Format::Ss).unwrap().starts_with("*-----------*\n|.8.|9.2|..5|\n"));
//! let pm = SerializacionLN::write(&board, Format::Pm).unwrap();
//! assert_eq!(pm.lines().nth(2), Some("| .    <8>  .   | <9>  .    <2> | .    .    <5> |"));
//! assert_eq!(SerializacionLN::parse(&pm), Ok(board));
//! let error = SerializacionLN::parse(&text.replace("7.1", "7x1")).unwrap_err();
//! assert_eq!(error.to_string(), "line 1, column 12: expected a digit 1-9, '.' or '0', found 'x'");
//! ```

mod atomic;
mod batch;
mod cells;
mod detect;
mod drawing;
mod error;
mod format;
mod grid;
mod grid_formats;
mod lines;
mod pm;
mod pm_read;
mod reader;
mod ssc;
mod unwritable;

#[cfg(test)]
mod property_tests;
#[cfg(test)]
mod sample_tests;

use std::fs;
use std::io;
use std::path::Path;

use dn::SudokuDN;

pub use error::{ParseError, ParseErrorKind, SerializationError};
pub use format::{Format, UnknownFormat};
pub use reader::{BOARD_FILE_LIMIT, BadBoard, BoardEntry, BoardReader, LINE_LIMIT, ReadPosition};
pub use unwritable::{Loss, Unwritable};

/// A board read from a text, with the line it starts on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The 1-based line of the text where the board starts.
    pub line: usize,
    /// The board: values as givens (`.pm` tells placed ones apart), candidates as `.ssc`
    /// or `.pm` gave them.
    pub board: SudokuDN,
}

/// Reading and writing boards in every file format (thesis "SerializacionLN").
#[derive(Clone, Copy, Debug, Default)]
pub struct SerializacionLN;

impl SerializacionLN {
    /// The format `text`'s layout matches, or `None` when it is no readable board.
    /// Boards one per line are [`Format::Txt`].
    pub fn detect(text: &str) -> Option<Format> {
        detect::read_text(text, None).ok().map(|reading| reading.format)
    }

    /// The one board of `text`, in any layout; an error if it holds none or several.
    pub fn parse(text: &str) -> Result<SudokuDN, ParseError> {
        let mut boards = Self::parse_all(text)?;
        match boards.get(1) {
            Some(second) => {
                Err(ParseError::on_line(second.line, ParseErrorKind::SeveralBoards { found: boards.len() }))
            }
            None => boards.pop().map(|p| p.board).ok_or(ParseError::on_line(1, ParseErrorKind::NoBoard)),
        }
    }

    /// Every board of `text`: one grid in any layout, or many boards one per line.
    pub fn parse_all(text: &str) -> Result<Vec<Parsed>, ParseError> {
        detect::read_text(text, None).map(|reading| reading.boards)
    }

    /// The board written in `format`, ending with a line end. `.txt`, `.sdk`, `.ss` and
    /// `.sud` write the values (givens and placed ones), which read back as givens; `.pm`
    /// writes everything; `.ssc` writes candidates too, and refuses a board with a placed
    /// value or a single candidate, which it would read back as a given.
    pub fn write(board: &SudokuDN, format: Format) -> Result<String, Unwritable> {
        Ok(match format {
            Format::Txt => grid_formats::write_txt(board),
            Format::Sdk => grid_formats::write_rows(board, '.'),
            Format::Sud => grid_formats::write_rows(board, '0'),
            Format::Ss => grid_formats::write_ss(board),
            Format::Ssc => match ssc::first_loss(board) {
                Some(loss) => return Err(loss),
                None => ssc::write_ssc(board),
            },
            Format::Pm => Self::pencil_marks(board),
        })
    }

    /// The board as a `.pm` pencil-mark grid, the format that can say every board.
    pub fn pencil_marks(board: &SudokuDN) -> String {
        pm::write_pm(board)
    }

    /// Every board in the file at `path`. The content decides the layout; the extension
    /// only settles sixteen lines of sixteen cells (sixteen 4×4 boards in a `.txt`, else a
    /// 16×16 grid).
    ///
    /// The file is read as [`BoardReader`] reads it: a file of many puzzles line by line,
    /// a grid at most [`BOARD_FILE_LIMIT`] bytes, binary data refused at its first NUL byte.
    /// The first line that holds no board is the error.
    pub fn load(path: &Path) -> Result<Vec<Parsed>, SerializationError> {
        let file = fs::File::open(path).map_err(|source| SerializationError::Io {
            path: path.to_path_buf(),
            action: "read the file",
            source,
        })?;
        let reader = Self::reader(io::BufReader::new(file), Format::from_path(path), Some(path));
        let mut boards = Vec::new();
        for answer in reader {
            match answer? {
                Ok(parsed) => boards.push(parsed),
                Err(bad) => {
                    return Err(SerializationError::Parse {
                        path: Some(path.to_path_buf()),
                        error: bad.error,
                    });
                }
            }
        }
        if boards.is_empty() {
            let error = ParseError::on_line(1, ParseErrorKind::NoBoard);
            return Err(SerializationError::Parse { path: Some(path.to_path_buf()), error });
        }
        Ok(boards)
    }

    /// The boards of `source`, answered one at a time with bounded memory (see
    /// [`BoardReader`]). `hint` (the file's extension) settles sixteen lines of sixteen
    /// cells; `path` names the file in errors.
    pub fn reader<R: io::BufRead>(source: R, hint: Option<Format>, path: Option<&Path>) -> BoardReader<R> {
        BoardReader::new(source, hint, path)
    }

    /// Every board of `text`, already read from the file at `path`: as
    /// [`SerializacionLN::load`], for callers that read the file themselves (once, bounded).
    pub fn parse_file_text(text: &str, path: &Path) -> Result<Vec<Parsed>, SerializationError> {
        detect::read_text(text, Format::from_path(path))
            .map(|reading| reading.boards)
            .map_err(|error| SerializationError::Parse { path: Some(path.to_path_buf()), error })
    }

    /// Saves `board` in `format` at `path`, atomically: the old file survives a failure,
    /// and is left alone when `format` cannot say the board.
    pub fn save(path: &Path, board: &SudokuDN, format: Format) -> Result<(), SerializationError> {
        let text = Self::write(board, format)
            .map_err(|error| SerializationError::Unwritable { path: path.to_path_buf(), error })?;
        Self::save_text(path, &text)
    }

    /// Saves `text` at `path`, atomically (for batch output and sessions).
    pub fn save_text(path: &Path, text: &str) -> Result<(), SerializationError> {
        atomic::save_atomically(path, text)
    }

    /// Saves `bytes` at `path`, atomically (for binary output such as printable PDFs).
    pub fn save_bytes(path: &Path, bytes: &[u8]) -> Result<(), SerializationError> {
        atomic::save_atomically(path, bytes)
    }
}
