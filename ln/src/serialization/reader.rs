//! Reading boards from a stream with bounded memory: a file of many puzzles one per line is
//! answered line by line as it is read, never held whole; a grid (one board over several
//! lines) is held up to [`BOARD_FILE_LIMIT`]; a line is kept up to [`LINE_LIMIT`] bytes and
//! a longer one is skipped and reported; a NUL byte ends the reading (binary data such as
//! `/dev/zero` is no board file).

use std::collections::VecDeque;
use std::io::{self, BufRead};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use super::batch::read_board_line;
use super::detect::read_entries;
use super::error::{ParseError, ParseErrorKind, SerializationError};
use super::lines::Line;
use super::pm_read;
use super::{Format, Parsed};

/// The most bytes a board drawn over several lines may take, comments included. No board
/// format needs more: a 25×25 `.ssc` with every candidate shown is about 20 KB.
pub const BOARD_FILE_LIMIT: usize = 1 << 20;

/// The most bytes of one line that are kept. No board line comes close: a one-line 25×25
/// board is 625 characters, a 25×25 `.ssc` row about 700.
pub const LINE_LIMIT: usize = 16 << 10;

/// Content lines (not blank, not comments) after which a text that has not yet shown its
/// layout is read one board per line: no grid has that many rows.
const GRID_LINES: usize = 64;

/// The longest word a grid row can hold: all 25 candidates of a 25×25 cell.
const LONGEST_CELL: usize = 25;

/// A line or grid that holds no readable board, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadBoard {
    /// Where (line, column) and what.
    pub error: ParseError,
    /// The line as read, trimmed, for a line of a one-per-line file of reasonable length.
    pub text: Option<String>,
}

/// One answer of a stream: a board, or the line (or grid) that holds none.
pub type BoardEntry = Result<Parsed, BadBoard>;

/// How far a [`BoardReader`] has read, in bytes and lines, readable from another thread.
#[derive(Clone, Debug, Default)]
pub struct ReadPosition(Arc<[AtomicU64; 2]>);

impl ReadPosition {
    /// The bytes read so far.
    pub fn get(&self) -> u64 {
        self.0[0].load(Ordering::Relaxed)
    }

    /// The lines read so far.
    pub fn lines(&self) -> u64 {
        self.0[1].load(Ordering::Relaxed)
    }

    /// About how many bytes the input holds up to the end of `line`: the bytes read so far
    /// shared out evenly over the lines read so far.
    pub fn bytes_through(&self, line: usize) -> u64 {
        let (bytes, lines) = (self.get(), self.lines());
        if lines == 0 {
            0
        } else {
            (bytes as u128 * (line as u128).min(lines as u128) / lines as u128) as u64
        }
    }

    fn advance(&self, bytes: usize) {
        self.0[0].fetch_add(bytes as u64, Ordering::Relaxed);
    }

    fn count_line(&self) {
        self.0[1].fetch_add(1, Ordering::Relaxed);
    }
}

/// The boards of a stream, one answer at a time: an iterator of [`BoardEntry`], or a
/// [`SerializationError`] that ends it (the input cannot be read, holds binary data, or
/// holds a grid larger than [`BOARD_FILE_LIMIT`]).
///
/// The layout is decided from the first content lines, as [`super::SerializacionLN::parse_all`]
/// decides it for a whole text: box bars, rule lines or pencil marks make a grid, a first word as long as
/// a board (or longer than any grid cell) makes one board per line, and otherwise the
/// reader looks further (at most 64 content lines, or to the end of a shorter text).
pub struct BoardReader<R> {
    lines: LineReader<R>,
    hint: Option<Format>,
    path: Option<PathBuf>,
    queue: VecDeque<Result<BoardEntry, SerializationError>>,
    state: State,
}

/// What the reader does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// The layout is not known yet.
    Deciding,
    /// Boards one per line: each line read is answered.
    OnePerLine,
    /// Nothing more to read.
    Done,
}

/// The layout the first lines show.
enum Layout {
    Grid,
    OnePerLine,
}

impl<R: BufRead> BoardReader<R> {
    /// A reader of `source`. `hint` (the file's extension) settles sixteen lines of sixteen
    /// cells; `path` names the file in errors.
    pub fn new(source: R, hint: Option<Format>, path: Option<&Path>) -> BoardReader<R> {
        BoardReader {
            lines: LineReader::new(source),
            hint,
            path: path.map(Path::to_path_buf),
            queue: VecDeque::new(),
            state: State::Deciding,
        }
    }

    /// How far the reader has got, shared with other threads.
    pub fn position(&self) -> ReadPosition {
        self.lines.position.clone()
    }

    fn fail(&self, error: ParseError) -> SerializationError {
        SerializationError::Parse { path: self.path.clone(), error }
    }

    fn io(&self, source: io::Error) -> SerializationError {
        SerializationError::Io {
            path: self.path.clone().unwrap_or_else(|| PathBuf::from("<stdin>")),
            action: "read the input",
            source,
        }
    }

    /// The next line, or `None` at the end; a read error or binary data ends the reading.
    fn next_line(&mut self) -> Result<Option<RawLine>, SerializationError> {
        match self.lines.next_line() {
            Ok(line) => Ok(line),
            Err(LineFailure::Io(source)) => Err(self.io(source)),
            Err(LineFailure::Binary { line, column }) => {
                Err(self.fail(ParseError::at(line, column, ParseErrorKind::Binary)))
            }
        }
    }

    /// Reads the first lines until the layout shows, and queues their answers.
    fn decide(&mut self) -> Result<(), SerializationError> {
        let mut buffered: Vec<RawLine> = Vec::new();
        let mut bytes = 0;
        let mut content = 0;
        let mut sixteens = 0;
        let layout = loop {
            let Some(line) = self.next_line()? else { break None };
            bytes += line.text.len() + 1;
            let view = line.view();
            let is_content = !view.is_blank() && !view.is_comment();
            let pencil_marks = !line.too_long && pm_read::is_pencil_mark_grid(std::slice::from_ref(&view));
            let shows = if pencil_marks {
                Some(Layout::Grid)
            } else if !is_content {
                None
            } else {
                content += 1;
                sixteens += usize::from(first_word_length(&view) == 16);
                layout_of(&line, self.hint).or_else(|| {
                    (sixteens > 16 || content > GRID_LINES || bytes > BOARD_FILE_LIMIT)
                        .then_some(Layout::OnePerLine)
                })
            };
            buffered.push(line);
            if shows.is_some() {
                break shows;
            }
        };
        match layout {
            Some(Layout::OnePerLine) => {
                for line in buffered {
                    if let Some(entry) = self.line_entry(line) {
                        self.queue.push_back(Ok(entry));
                    }
                }
                self.state = State::OnePerLine;
            }
            Some(Layout::Grid) => {
                while let Some(line) = self.next_line()? {
                    bytes += line.text.len() + 1;
                    if bytes > BOARD_FILE_LIMIT {
                        let error = ParseError::on_line(
                            line.number,
                            ParseErrorKind::TooLarge { limit: BOARD_FILE_LIMIT },
                        );
                        return Err(self.fail(error));
                    }
                    buffered.push(line);
                }
                self.read_whole(&buffered);
                self.state = State::Done;
            }
            None => {
                self.read_whole(&buffered);
                self.state = State::Done;
            }
        }
        Ok(())
    }

    /// Queues the answers of a whole text (all of it is in `lines`), read as
    /// [`super::SerializacionLN::parse_all`] reads it but answering line by line.
    fn read_whole(&mut self, lines: &[RawLine]) {
        if let Some(long) = lines.iter().find(|line| line.too_long) {
            let error = ParseError::on_line(long.number, ParseErrorKind::LineTooLong { limit: LINE_LIMIT });
            self.queue.push_back(Ok(Err(BadBoard { error, text: None })));
            return;
        }
        let text: Vec<&str> = lines.iter().map(|line| line.text.as_str()).collect();
        let Ok(entries) = read_entries(&text.join("\n"), self.hint) else { return };
        let one_per_line = entries.format == Some(Format::Txt) || entries.boards.len() > 1;
        for entry in entries.boards {
            let entry = entry.map_err(|error| {
                let text = one_per_line
                    .then(|| lines.iter().find(|l| l.number == error.line).map(|l| l.text.trim().to_string()))
                    .flatten();
                BadBoard { error, text }
            });
            self.queue.push_back(Ok(entry));
        }
    }

    /// The answer of one line of a one-per-line text; `None` for a blank or comment line.
    fn line_entry(&self, line: RawLine) -> Option<BoardEntry> {
        let view = line.view();
        if line.too_long {
            let error = ParseError::on_line(line.number, ParseErrorKind::LineTooLong { limit: LINE_LIMIT });
            return Some(Err(BadBoard { error, text: None }));
        }
        if view.is_blank() || view.is_comment() {
            return None;
        }
        Some(
            read_board_line(view)
                .map(|board| Parsed { line: line.number, board })
                .map_err(|error| BadBoard { error, text: Some(line.text.trim().to_string()) }),
        )
    }
}

impl<R: BufRead> Iterator for BoardReader<R> {
    type Item = Result<BoardEntry, SerializationError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(answer) = self.queue.pop_front() {
                return Some(answer);
            }
            let step = match self.state {
                State::Done => return None,
                State::Deciding => self.decide().map(|()| None),
                State::OnePerLine => match self.next_line() {
                    Ok(Some(line)) => Ok(self.line_entry(line)),
                    Ok(None) => {
                        self.state = State::Done;
                        Ok(None)
                    }
                    Err(error) => Err(error),
                },
            };
            match step {
                Ok(Some(entry)) => return Some(Ok(entry)),
                Ok(None) => {}
                Err(error) => {
                    self.state = State::Done;
                    self.queue.clear();
                    return Some(Err(error));
                }
            }
        }
    }
}

/// The layout one content line shows by itself: bars or rules draw a grid; a line too long
/// for a grid, or whose first word is a whole board or longer than any grid cell, is one
/// board per line.
/// Sixteen characters are a 4×4 board only with more words on the line or a `.txt` hint
/// (else it may be a row of a 16×16 grid).
fn layout_of(line: &RawLine, hint: Option<Format>) -> Option<Layout> {
    let view = line.view();
    let first = first_word_length(&view);
    let more_words = view.text.split_whitespace().nth(1).is_some();
    let a_board =
        matches!(first, 81 | 256 | 625) || (first == 16 && (more_words || hint == Some(Format::Txt)));
    if !line.too_long && (view.is_rule() || view.has_bars()) {
        Some(Layout::Grid)
    } else if line.too_long || a_board || first > LONGEST_CELL {
        Some(Layout::OnePerLine)
    } else {
        None
    }
}

/// The characters in the line's first word.
fn first_word_length(line: &Line<'_>) -> usize {
    line.text.split_whitespace().next().map_or(0, |word| word.chars().count())
}

/// One line as read: its number, its text (at most [`LINE_LIMIT`] bytes of it) and
/// whether it was longer.
struct RawLine {
    number: usize,
    text: String,
    too_long: bool,
}

impl RawLine {
    fn view(&self) -> Line<'_> {
        Line { number: self.number, text: &self.text }
    }
}

/// Why a line could not be read.
enum LineFailure {
    Io(io::Error),
    Binary { line: usize, column: usize },
}

impl From<io::Error> for LineFailure {
    fn from(error: io::Error) -> Self {
        LineFailure::Io(error)
    }
}

/// Splits a byte stream into lines as [`super::lines::split`] splits a text (`\n`, `\r\n`
/// or a lone `\r` ends a line; a leading byte order mark is dropped), keeping at most
/// [`LINE_LIMIT`] bytes of each.
struct LineReader<R> {
    source: R,
    number: usize,
    after_cr: bool,
    position: ReadPosition,
}

impl<R: BufRead> LineReader<R> {
    fn new(source: R) -> LineReader<R> {
        LineReader { source, number: 0, after_cr: false, position: ReadPosition::default() }
    }

    fn next_line(&mut self) -> Result<Option<RawLine>, LineFailure> {
        let mut kept: Vec<u8> = Vec::new();
        let mut length = 0;
        let mut started = false;
        loop {
            let buffer = match self.source.fill_buf() {
                Ok(buffer) => buffer,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(error.into()),
            };
            if buffer.is_empty() {
                if !started {
                    return Ok(None);
                }
                break;
            }
            if std::mem::take(&mut self.after_cr) && buffer[0] == b'\n' {
                self.source.consume(1);
                self.position.advance(1);
                continue;
            }
            started = true;
            let end = buffer.iter().position(|&b| matches!(b, b'\n' | b'\r' | 0));
            let part = &buffer[..end.unwrap_or(buffer.len())];
            kept.extend_from_slice(&part[..part.len().min((LINE_LIMIT + 1).saturating_sub(kept.len()))]);
            length += part.len();
            let consumed = match end {
                Some(at) if buffer[at] == 0 => {
                    let line = self.number + 1;
                    let column = String::from_utf8_lossy(&kept).chars().count() + 1;
                    return Err(LineFailure::Binary { line, column });
                }
                Some(at) => {
                    self.after_cr = buffer[at] == b'\r';
                    at + 1
                }
                None => buffer.len(),
            };
            self.source.consume(consumed);
            self.position.advance(consumed);
            if end.is_some() {
                break;
            }
        }
        self.number += 1;
        self.position.count_line();
        if self.number == 1 && kept.starts_with("\u{feff}".as_bytes()) {
            kept.drain(..3);
            length -= 3;
        }
        let too_long = length > LINE_LIMIT;
        kept.truncate(LINE_LIMIT);
        Ok(Some(RawLine { number: self.number, text: String::from_utf8_lossy(&kept).into_owned(), too_long }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

    /// Each answer as text: the board's line and givens, or the error.
    fn answers(text: &[u8]) -> Vec<String> {
        BoardReader::new(text, None, None)
            .map(|answer| match answer {
                Ok(Ok(parsed)) => format!("{}: {}", parsed.line, parsed.board.givens()),
                Ok(Err(bad)) => format!("{} [{}]", bad.error, bad.text.unwrap_or_default()),
                Err(error) => format!("stop: {error}"),
            })
            .collect()
    }

    #[test]
    fn every_line_of_a_batch_gets_its_answer_whatever_the_others_hold() {
        let text = format!("# list\r\n{FIG_2_1}\r\n{}\n\n{}x\r{FIG_2_1} 4.5\n", &FIG_2_1[1..], FIG_2_1);
        assert_eq!(
            answers(text.as_bytes()),
            [
                format!("2: {FIG_2_1}"),
                format!("line 3: expected 81 cells (9×9), found 80 [{}]", &FIG_2_1[1..]),
                format!("line 5: expected 81 cells (9×9), found 82 [{FIG_2_1}x]"),
                format!("6: {FIG_2_1}"),
            ]
        );
    }

    #[test]
    fn a_bad_line_first_does_not_hide_the_rest() {
        let text = format!("{}\n{FIG_2_1}\n", &FIG_2_1[..80]);
        let found = answers(text.as_bytes());
        assert_eq!(found.len(), 2);
        assert!(found[0].starts_with("line 1: expected 81 cells (9×9), found 80"), "{found:?}");
        let short = format!("123\n{FIG_2_1}\n456\n");
        let found = answers(short.as_bytes());
        assert_eq!(found.len(), 3, "{found:?}");
        assert_eq!(found[1], format!("2: {FIG_2_1}"));
    }

    #[test]
    fn grids_are_read_whole_as_before() {
        let sdk = ".8.9.2..5\n.7.1.5.98\n9153.862.\n79.5.4.8.\n45.....6.\n.2..3..5.\n.47.9...2\n.39257..6\n.6.4...79\n";
        assert_eq!(answers(sdk.as_bytes()), [format!("1: {FIG_2_1}")]);
        let bad = sdk.replace("79.5.4", "79.5x4");
        let found = answers(bad.as_bytes());
        assert_eq!(found, ["line 4, column 5: expected a digit 1-9, '.' or '0', found 'x' []"]);
        let framed = "*-----------*\n|.8.|9.2|..5|\n";
        assert!(
            answers(framed.as_bytes())[0].starts_with("line "),
            "a framed grid of one row is one bad grid"
        );
        assert!(answers(b"").is_empty() && answers(b"# nothing\n\n").is_empty());
    }

    #[test]
    fn binary_data_stops_the_reading_at_once() {
        let text = format!("{FIG_2_1}\n12\0{FIG_2_1}\n");
        assert_eq!(
            answers(text.as_bytes()),
            [
                format!("1: {FIG_2_1}"),
                "stop: line 2, column 3: found a NUL byte: this is binary data, not a board file".into()
            ]
        );
        let zeros = std::io::Read::take(std::io::repeat(0), 1 << 40);
        let mut reader = BoardReader::new(std::io::BufReader::new(zeros), None, Some(Path::new("/dev/zero")));
        let first = reader.next().map(|answer| answer.map_err(|e| e.to_string()));
        assert!(
            matches!(first, Some(Err(ref e)) if e.starts_with("/dev/zero: line 1, column 1: found a NUL byte")),
            "{first:?}"
        );
        assert!(reader.next().is_none());
    }

    #[test]
    fn a_long_line_is_skipped_unkept_and_reported() {
        let long = ".".repeat(3 * LINE_LIMIT);
        let text = format!("{FIG_2_1}\n{long}\n{FIG_2_1}\n");
        let mut reader = BoardReader::new(text.as_bytes(), None, None);
        assert!(matches!(reader.next(), Some(Ok(Ok(_)))));
        let Some(Ok(Err(bad))) = reader.next() else { panic!("the long line is reported") };
        assert_eq!(
            bad.error.to_string(),
            "line 2: line longer than 16 KiB, more than any board line holds; skipped"
        );
        assert_eq!(bad.text, None);
        assert!(matches!(reader.next(), Some(Ok(Ok(p))) if p.line == 3));
        assert_eq!(reader.position().get(), text.len() as u64);
        assert_eq!(reader.position().lines(), 3);
        assert_eq!(reader.position().bytes_through(2), text.len() as u64 * 2 / 3);
        assert_eq!(answers(long.as_bytes()).len(), 1, "a lone long line");
    }

    #[test]
    fn a_grid_larger_than_any_board_file_is_refused() {
        let mut text = String::from("*-----------*\n");
        text.push_str(&"# comment\n".repeat(BOARD_FILE_LIMIT / 10 + 1));
        let found = answers(text.as_bytes());
        assert_eq!(found.len(), 1);
        assert!(found[0].starts_with("stop: line ") && found[0].contains("at most 1 MiB"), "{found:?}");
    }

    #[test]
    fn many_short_lines_become_one_answer_each_past_the_grid_limit() {
        let text = "123\n".repeat(GRID_LINES + 10);
        let found = answers(text.as_bytes());
        assert_eq!(found.len(), GRID_LINES + 10);
        assert!(found.iter().all(|a| a.starts_with("line ") && a.contains("found 3")), "{:?}", &found[..2]);
    }

    #[test]
    fn every_format_of_every_size_reads_as_parse_all_reads_it() {
        for geometry in dn::Geometry::ALL {
            let mut board = dn::SudokuDN::empty(geometry);
            let first = geometry.cells().next().expect("a cell");
            board[first] = dn::CellDN::given(dn::Digit::new(1).expect("a digit"));
            crate::candidates::compute_candidates(&mut board);
            for format in Format::ALL {
                let Ok(text) = super::super::SerializacionLN::write(&board, format) else { continue };
                let expected =
                    super::super::SerializacionLN::parse_all(&text).expect("written text reads back");
                let streamed: Vec<Parsed> = BoardReader::new(text.as_bytes(), Some(format), None)
                    .map(|answer| answer.expect("no stop").expect("a board"))
                    .collect();
                assert_eq!(streamed, expected, "{geometry} {format:?}");
            }
        }
    }

    #[test]
    fn sixteen_lines_of_sixteen_follow_the_hint() {
        let row = "1...............";
        let text = [row; 16].join("\n");
        assert_eq!(BoardReader::new(text.as_bytes(), None, None).count(), 1);
        assert_eq!(BoardReader::new(text.as_bytes(), Some(Format::Txt), None).count(), 16);
        let more = [row; 17].join("\n");
        assert_eq!(BoardReader::new(more.as_bytes(), None, None).count(), 17);
    }
}
