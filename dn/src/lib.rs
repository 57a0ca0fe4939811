//! JADE's business data ("datos de negocio", thesis 6.2.1): the board and its parts, the
//! undo memory, and the plain data that flows between the layers.
//!
//! This crate holds data and the queries its data alone can answer (a block knows whether
//! it holds a digit; it cannot find an X-Wing). It depends on nothing of JADE's.
//!
//! ```
//! use dn::{Geometry, Grid, SudokuDN};
//! let line = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";
//! let values = line.bytes().map(|b| if b == b'.' { 0 } else { b - b'0' }).collect();
//! let board = SudokuDN::from_grid(&Grid::new(Geometry::NINE, values).unwrap());
//! assert_eq!(board.cell_by_name("f1c2").unwrap().number(), 8);
//! assert!(board.conflicts().is_empty());
//! ```

mod block;
mod board;
mod candidate_colours;
mod candidates;
mod cell;
mod cell_set;
mod colour;
mod coord;
mod digit;
mod explainer_rating;
mod geometry;
mod grid;
mod hint;
mod level;
mod memory;
mod memory_file;
mod ones;
mod pattern_id;
mod settings;
mod solution;
mod unit;

pub use block::BlockDN;
pub use board::{Conflict, SudokuDN};
pub use candidate_colours::{CandidateColour, CandidateColours};
pub use candidates::{CandidateSet, Digits};
pub use cell::CellDN;
pub use cell_set::{CellSet, Positions};
pub use colour::Colour;
pub use coord::{CellNameError, Coord};
pub use digit::{CellIndex, Digit, MAX_DIGIT};
pub use explainer_rating::{ExplainerRating, RatingError, RatingRange};
pub use geometry::{Geometry, GeometryError};
pub use grid::{Grid, GridError};
pub use hint::{
    Candidate, ChainLink, ChainNode, Hint, LinkKind, NodeKind, PatternCell, Role, removals_by_digit,
};
pub use level::{Level, LevelError};
pub use memory::{EstadoDN, MemoriaJuego};
pub use ones::count_ones;
pub use pattern_id::PatternId;
pub use settings::{InputMode, TutorSettings};
pub use solution::SolutionStatus;
pub use unit::Unit;
