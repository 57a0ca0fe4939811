//! Dancing Links (thesis 4.2): Knuth's Algorithm X on an exact-cover matrix, and the
//! Sudoku matrix of thesis 4.2.2 built on it.
//!
//! [`MotorDancingLinks`] is a generic exact-cover engine: it knows rows and columns, not
//! boards. [`SudokuDancingLinks`] maps a board of any size onto it and is the `dlx`
//! trial-and-error engine.
//!
//! ```
//! use ln::MotorDancingLinks;
//! // Columns 0..3; the rows {0, 1}, {2} and {1, 2}.
//! let mut matrix = MotorDancingLinks::new(3, [vec![0, 1], vec![2], vec![1, 2]]).unwrap();
//! let mut covers = Vec::new();
//! assert_eq!(matrix.search_with(10, |rows| covers.push(rows.to_vec())), 1);
//! assert_eq!(covers, [vec![0, 1]]);
//! ```

mod forced;
mod matrix;
mod sudoku;

#[cfg(test)]
pub(crate) mod test_data;
#[cfg(test)]
mod tests;

pub use matrix::{MAX_COLUMN_ROWS, MatrixError, MotorDancingLinks, Work};
pub use sudoku::SudokuDancingLinks;
