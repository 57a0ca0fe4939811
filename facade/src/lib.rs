//! `SudokuLN`, the façade (thesis 6.2.3): the one entry point JADE's front ends call.
//!
//! A front end (the `jade` CLI, the `jade-gui` desktop app) depends on this crate and on `dn`
//! only. Everything it needs is a method here; the logic behind it lives in `ln`.
//!
//! ```
//! use facade::{Engine, SudokuLN};
//! let line = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";
//! let game = SudokuLN::from_text(line).unwrap();
//! let report = game.check(Engine::Fast);
//! assert_eq!(report.status.name(), "unique");
//! ```

mod batch;
mod error;
mod generate;
mod print;
mod session;

pub use batch::{Puzzle, PuzzleSolver, export_puzzles, load_puzzles, read_puzzles, save_bytes, save_text};
pub use error::FacadeError;
pub use generate::{
    GenerateRequest, GeneratedPuzzle, PatternExample, expected_time, generate, generate_one, pattern_example,
};
pub use ln::generator::{Progress, SearchMode, Symmetry};
pub use ln::serialization::Format;
pub use ln::solver::{Engine, Search};
pub use print::{Booklet, PerPage, PrintOptions, print_pdf, print_svg};
pub use session::{CheckReport, SudokuLN};
