//! Cell names: `f4c6` is row 4, column 6 (the thesis' "fila/columna"); `r4c6` is accepted too.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A cell's row and column, 0-based inside, written 1-based as `f4c6`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Coord {
    /// 0-based row.
    pub row: u8,
    /// 0-based column.
    pub col: u8,
}

impl Coord {
    /// The coordinate of 0-based `row` and `col`.
    #[inline]
    pub const fn new(row: usize, col: usize) -> Coord {
        Coord { row: row as u8, col: col as u8 }
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "f{}c{}", self.row + 1, self.col + 1)
    }
}

/// Why a text is not a cell name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellNameError {
    /// The text that was given.
    pub text: String,
    /// What is wrong with it.
    pub reason: &'static str,
}

impl fmt::Display for CellNameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a cell name ({}); write it like f4c6 or r4c6", self.text, self.reason)
    }
}

impl std::error::Error for CellNameError {}

impl FromStr for Coord {
    type Err = CellNameError;

    /// Parses `f4c6`, `r4c6` (any case); rows and columns count from 1.
    fn from_str(text: &str) -> Result<Coord, CellNameError> {
        let err = |reason| CellNameError { text: text.to_string(), reason };
        let lower = text.trim().to_ascii_lowercase();
        let rest = lower
            .strip_prefix('f')
            .or_else(|| lower.strip_prefix('r'))
            .ok_or_else(|| err("it must start with f or r"))?;
        let (row, col) = rest.split_once('c').ok_or_else(|| err("the column part 'cN' is missing"))?;
        let parse = |part: &str, what| -> Result<u8, CellNameError> {
            match part.parse::<u8>() {
                Ok(v) if (1..=25).contains(&v) => Ok(v - 1),
                _ => Err(err(what)),
            }
        };
        Ok(Coord {
            row: parse(row, "the row must be a number 1-25")?,
            col: parse(col, "the column must be a number 1-25")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_and_print() {
        let c: Coord = "f4c6".parse().unwrap();
        assert_eq!(c, Coord::new(3, 5));
        assert_eq!(c.to_string(), "f4c6");
        assert_eq!("R4C6".parse::<Coord>(), Ok(c));
        assert_eq!("f16c12".parse::<Coord>(), Ok(Coord::new(15, 11)));
        for bad in ["", "x4c6", "f4", "f0c1", "f4c", "f26c1", "fac1"] {
            assert!(bad.parse::<Coord>().is_err(), "{bad} should not parse");
        }
    }
}
