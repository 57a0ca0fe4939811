//! Units: the rows, columns and blocks in which each digit appears once.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A row, column or block, 0-based inside, 1-based when written ("row 1", "block 9").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Unit {
    /// A row (the thesis' "fila", `fN`).
    Row(u8),
    /// A column (`cN`).
    Column(u8),
    /// A block (the thesis' "bloque"), numbered left to right, top to bottom.
    Block(u8),
}

impl Unit {
    /// The 0-based index within its kind.
    pub fn index(self) -> usize {
        match self {
            Unit::Row(i) | Unit::Column(i) | Unit::Block(i) => i as usize,
        }
    }

    /// "row", "column" or "block".
    pub fn kind_name(self) -> &'static str {
        match self {
            Unit::Row(_) => "row",
            Unit::Column(_) => "column",
            Unit::Block(_) => "block",
        }
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind_name(), self.index() + 1)
    }
}
