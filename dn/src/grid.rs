//! A board's values alone: what trial-and-error engines read and write.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{Digit, Geometry};

/// The values of a board, row by row, `0` for an empty cell.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Grid {
    geometry: Geometry,
    values: Vec<u8>,
}

/// A value list that does not fit the geometry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GridError {
    /// The list has the wrong length.
    Length {
        /// Cells the geometry needs.
        expected: usize,
        /// Values given.
        found: usize,
    },
    /// A value is larger than the board's largest digit.
    Value {
        /// Row-major position of the bad value.
        index: usize,
        /// The value.
        value: u8,
    },
}

impl fmt::Display for GridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GridError::Length { expected, found } => write!(f, "expected {expected} cells, found {found}"),
            GridError::Value { index, value } => {
                write!(f, "value {value} at cell {index} is too large for the board")
            }
        }
    }
}

impl std::error::Error for GridError {}

impl Grid {
    /// An empty grid.
    pub fn empty(geometry: Geometry) -> Grid {
        Grid { geometry, values: vec![0; geometry.cell_count()] }
    }

    /// A grid from row-major values (`0` empty, `1..=side` digits).
    pub fn new(geometry: Geometry, values: Vec<u8>) -> Result<Grid, GridError> {
        if values.len() != geometry.cell_count() {
            return Err(GridError::Length { expected: geometry.cell_count(), found: values.len() });
        }
        if let Some((index, &value)) = values.iter().enumerate().find(|&(_, &v)| v as usize > geometry.side())
        {
            return Err(GridError::Value { index, value });
        }
        Ok(Grid { geometry, values })
    }

    /// The board shape.
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The values, row by row, `0` for empty.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// The value of cell `index` as a digit.
    pub fn digit(&self, index: usize) -> Option<Digit> {
        Digit::new(self.values[index])
    }

    /// How many cells hold a value.
    pub fn filled(&self) -> usize {
        self.values.iter().filter(|&&v| v != 0).count()
    }

    /// Whether every cell holds a value.
    pub fn is_full(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Whether `self` is complete, breaks no rule and keeps every value of `puzzle`.
    pub fn is_solution_of(&self, puzzle: &Grid) -> bool {
        self.geometry == puzzle.geometry
            && self.is_full()
            && self.values.iter().zip(&puzzle.values).all(|(&s, &p)| p == 0 || p == s)
            && self.geometry.units().all(|unit| {
                let mut seen = 0u32;
                self.geometry.cells_of(unit).all(|c| {
                    let bit = 1u32 << self.values[c.index()];
                    let fresh = seen & bit == 0;
                    seen |= bit;
                    fresh
                })
            })
    }
}

impl fmt::Display for Grid {
    /// One line, `.` for empty cells (the `.txt` layout).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &v in &self.values {
            let c = Digit::new(v).map_or('.', Digit::to_char);
            write!(f, "{c}")?;
        }
        Ok(())
    }
}
