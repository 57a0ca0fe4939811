//! One block of a board ("bloque"): the `n × n` square of cells.

use serde::{Deserialize, Serialize};

use crate::{CandidateSet, CellDN, Digit};

/// A block: its cells row by row.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BlockDN {
    cells: Vec<CellDN>,
}

impl BlockDN {
    /// A block of `side` empty cells.
    pub fn empty(side: usize) -> BlockDN {
        BlockDN { cells: vec![CellDN::default(); side] }
    }

    /// The cells, row by row within the block.
    pub fn cells(&self) -> &[CellDN] {
        &self.cells
    }

    /// The cells, mutable.
    pub fn cells_mut(&mut self) -> &mut [CellDN] {
        &mut self.cells
    }

    /// Whether some cell of the block holds `digit`.
    pub fn contains(&self, digit: Digit) -> bool {
        self.cells.iter().any(|c| c.value == Some(digit))
    }

    /// The digits placed in the block.
    pub fn placed(&self) -> CandidateSet {
        self.cells.iter().filter_map(|c| c.value).collect()
    }
}
