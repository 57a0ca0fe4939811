//! Many puzzles at once: reading files of one puzzle per line and checking them in turn
//! with one reused engine.

use std::collections::HashMap;
use std::fs::File;
use std::io::{BufRead, BufReader, Cursor};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicU64;

use dn::{Geometry, SolutionStatus, SudokuDN};
use ln::budget::{Budget, NodeLimit};
use ln::serialization::{BoardReader, Format, ReadPosition, SerializacionLN};
use ln::solver::{Engine, Search, TrialAndError, solution_status};

use crate::FacadeError;
use crate::solver_calls;

/// A puzzle read from a text, with the line it started on (the reader's own type).
pub use ln::serialization::Parsed as Puzzle;

/// A line (or grid) of the input that holds no readable board, and why.
#[derive(Debug)]
pub struct BadPuzzle {
    /// 1-based line of the problem.
    pub line: usize,
    /// The line as read, when it is one line of a batch of reasonable length.
    pub text: Option<String>,
    /// What is wrong, with line and column (a [`FacadeError::Parse`]).
    pub error: FacadeError,
}

/// One answer of a batch input: a puzzle, or a line that holds none.
pub type Entry = Result<Puzzle, BadPuzzle>;

/// The puzzles of a file, standard input or a text, answered one at a time as they are
/// read, with bounded memory: a file of many puzzles one per line is never held whole, a
/// line that holds no board is its own answer ([`BadPuzzle`]) and the others are still
/// read. An error ends the stream: the input cannot be read, is binary data (a NUL byte,
/// e.g. `/dev/zero`), or is a grid larger than any board file (1 MiB).
pub struct PuzzleStream {
    reader: BoardReader<Box<dyn BufRead + Send>>,
    path: Option<PathBuf>,
    size: Option<u64>,
}

impl PuzzleStream {
    /// The puzzles of the file at `path`; its extension only settles sixteen lines of
    /// sixteen cells (sixteen 4×4 puzzles in a `.txt`, else one 16×16 grid).
    pub fn open(path: &Path) -> Result<PuzzleStream, FacadeError> {
        let file = File::open(path).map_err(|source| FacadeError::Io {
            path: path.to_path_buf(),
            action: "open",
            source,
        })?;
        let size = file.metadata().ok().filter(|m| m.is_file()).map(|m| m.len());
        let source: Box<dyn BufRead + Send> = Box::new(BufReader::new(file));
        Ok(PuzzleStream {
            reader: SerializacionLN::reader(source, Format::from_path(path), Some(path)),
            path: Some(path.to_path_buf()),
            size,
        })
    }

    /// The puzzles of standard input.
    pub fn stdin() -> PuzzleStream {
        let source: Box<dyn BufRead + Send> = Box::new(BufReader::new(std::io::stdin()));
        PuzzleStream { reader: SerializacionLN::reader(source, None, None), path: None, size: None }
    }

    /// The puzzles of `text` (e.g. a puzzle written out on the command line).
    pub fn from_text(text: &str) -> PuzzleStream {
        let size = Some(text.len() as u64);
        let source: Box<dyn BufRead + Send> = Box::new(Cursor::new(text.as_bytes().to_vec()));
        PuzzleStream { reader: SerializacionLN::reader(source, None, None), path: None, size }
    }

    /// The input's size in bytes, when known (a regular file or a text).
    pub fn size(&self) -> Option<u64> {
        self.size
    }

    /// How many bytes have been read, readable from another thread while the stream is
    /// consumed (for a progress bar against [`PuzzleStream::size`]).
    pub fn position(&self) -> ReadPosition {
        self.reader.position()
    }
}

impl Iterator for PuzzleStream {
    type Item = Result<Entry, FacadeError>;

    fn next(&mut self) -> Option<Self::Item> {
        let answer = self.reader.next()?;
        Some(match answer {
            Ok(Ok(parsed)) => Ok(Ok(parsed)),
            Ok(Err(bad)) => Ok(Err(BadPuzzle {
                line: bad.error.line,
                text: bad.text,
                error: FacadeError::Parse { path: None, error: bad.error },
            })),
            Err(error) => Err(FacadeError::from_serialization(error, self.path.clone())),
        })
    }
}

/// Reads every board in `text`: one board in any layout, or many one per line.
pub fn read_puzzles(text: &str) -> Result<Vec<Puzzle>, FacadeError> {
    SerializacionLN::parse_all(text).map_err(|error| FacadeError::Parse { path: None, error })
}

/// Reads every board in the file at `path`.
pub fn load_puzzles(path: &Path) -> Result<Vec<Puzzle>, FacadeError> {
    SerializacionLN::load(path).map_err(|e| FacadeError::from_serialization(e, Some(path.to_path_buf())))
}

/// Every board in `bytes`, the content of the file at `path` (read by the caller).
pub(crate) fn file_puzzles(bytes: &[u8], path: &Path) -> Result<Vec<Puzzle>, FacadeError> {
    SerializacionLN::parse_file_text(&String::from_utf8_lossy(bytes), path)
        .map_err(|e| FacadeError::from_serialization(e, Some(path.to_path_buf())))
}

/// Writes many boards in `format`: one per line for `.txt`; the grid layouts hold one
/// board only.
/// A board without candidates gets the computed ones when written as `.ssc` or `.pm`;
/// a board `.ssc` cannot say is an error naming the cell.
pub fn export_puzzles(puzzles: &[Puzzle], format: Format) -> Result<String, FacadeError> {
    let write = |board: &SudokuDN| {
        SerializacionLN::write(board, format).map_err(|e| FacadeError::Unsupported(e.to_string()))
    };
    match puzzles {
        [one] if !format.values_only() && !ln::candidates::has_candidates(&one.board) => {
            let mut board = one.board.clone();
            ln::candidates::compute_candidates(&mut board);
            write(&board)
        }
        [one] => write(&one.board),
        _ if format == Format::Txt => puzzles.iter().map(|p| write(&p.board)).collect(),
        _ => Err(FacadeError::Unsupported(format!(
            "{} puzzles cannot share one .{} file; convert them --to txt (one per line)",
            puzzles.len(),
            format.extension()
        ))),
    }
}

/// Saves text atomically (used for batch output).
pub fn save_text(path: &Path, text: &str) -> Result<(), FacadeError> {
    SerializacionLN::save_text(path, text)
        .map_err(|e| FacadeError::from_serialization(e, Some(path.to_path_buf())))
}

/// Saves bytes atomically (used for printable PDFs).
pub fn save_bytes(path: &Path, bytes: &[u8]) -> Result<(), FacadeError> {
    SerializacionLN::save_bytes(path, bytes)
        .map_err(|e| FacadeError::from_serialization(e, Some(path.to_path_buf())))
}

pub(crate) fn single(mut puzzles: Vec<Puzzle>, path: Option<&Path>) -> Result<SudokuDN, FacadeError> {
    match puzzles.len() {
        1 => Ok(puzzles.remove(0).board),
        found => Err(FacadeError::PuzzleCount { path: path.map(Path::to_path_buf), found }),
    }
}

/// Checks many puzzles with one engine, reusing its tables for every puzzle of a size.
pub struct PuzzleSolver {
    engine: Engine,
    limit: NodeLimit,
    meter: Option<Arc<AtomicU64>>,
    solvers: HashMap<Geometry, Box<dyn TrialAndError>>,
}

impl PuzzleSolver {
    /// A solver that will use `engine`, within the default node limit.
    pub fn new(engine: Engine) -> PuzzleSolver {
        PuzzleSolver { engine, limit: NodeLimit::Default, meter: None, solvers: HashMap::new() }
    }

    /// The same solver with every search bounded by `limit`.
    pub fn with_node_limit(self, limit: NodeLimit) -> PuzzleSolver {
        PuzzleSolver { limit, solvers: HashMap::new(), ..self }
    }

    /// The same solver reporting the nodes of the search under way to `meter` (engines
    /// that can: `backtrack`, and `fast` beyond 9×9 once its Dancing Links pass is over),
    /// for a progress display.
    pub fn with_meter(self, meter: Arc<AtomicU64>) -> PuzzleSolver {
        PuzzleSolver { meter: Some(meter), solvers: HashMap::new(), ..self }
    }

    /// The node limit of a search on a board of `geometry` (`None`: unlimited).
    pub fn node_limit(&self, geometry: Geometry) -> Option<u64> {
        self.limit.nodes(self.engine, geometry)
    }

    fn solver(&mut self, geometry: Geometry) -> &mut dyn TrialAndError {
        let (engine, limit) = (self.engine, self.limit);
        let budget = Budget { nodes: None, meter: self.meter.clone() };
        self.solvers
            .entry(geometry)
            .or_insert_with(|| solver_calls::bounded(engine, geometry, budget, limit))
            .as_mut()
    }

    /// None / unique / multiple for `board`'s values, or undecided when the search
    /// reached its node limit.
    pub fn status(&mut self, board: &SudokuDN) -> SolutionStatus {
        solution_status(self.solver(board.geometry()), &board.grid())
    }

    /// Counts solutions of `board` up to `limit`, with the work the engine did (within the
    /// node limit: see [`Search::budget_reached`]).
    pub fn count(&mut self, board: &SudokuDN, limit: usize) -> Search {
        self.solver(board.geometry()).search(&board.grid(), limit)
    }
}
