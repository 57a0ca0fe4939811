//! Board geometry: how many cells, rows, columns and blocks a board of box size `n` has.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{CellIndex, Coord, Unit};

/// The shape of a board with blocks of `n × n` cells, `n` in `2..=5`.
///
/// A board has `n²` rows, `n²` columns, `n²` blocks and `n⁴` cells; digits run from 1 to
/// `n²`. Cells are numbered row by row from 0 ([`CellIndex`]); blocks left to right, top to
/// bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Geometry {
    box_size: u8,
}

/// A box size outside `2..=5`, or a cell count that is no board's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GeometryError {
    /// The rejected box size or cell count.
    pub value: usize,
}

impl fmt::Display for GeometryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} does not describe a board (box sizes 2 to 5: 4×4, 9×9, 16×16 or 25×25)", self.value)
    }
}

impl std::error::Error for GeometryError {}

impl Geometry {
    /// The 4×4 board (blocks of 2×2).
    pub const FOUR: Geometry = Geometry { box_size: 2 };
    /// The classic 9×9 board (blocks of 3×3).
    pub const NINE: Geometry = Geometry { box_size: 3 };
    /// The 16×16 board (blocks of 4×4).
    pub const SIXTEEN: Geometry = Geometry { box_size: 4 };
    /// The 25×25 board (blocks of 5×5).
    pub const TWENTY_FIVE: Geometry = Geometry { box_size: 5 };
    /// Every supported geometry, smallest first.
    pub const ALL: [Geometry; 4] = [Self::FOUR, Self::NINE, Self::SIXTEEN, Self::TWENTY_FIVE];

    /// The geometry with blocks of `box_size × box_size` cells.
    pub fn new(box_size: usize) -> Result<Geometry, GeometryError> {
        match box_size {
            2..=5 => Ok(Geometry { box_size: box_size as u8 }),
            _ => Err(GeometryError { value: box_size }),
        }
    }

    /// The geometry whose boards have `cells` cells (16, 81, 256 or 625).
    pub fn from_cell_count(cells: usize) -> Result<Geometry, GeometryError> {
        Self::ALL.into_iter().find(|g| g.cell_count() == cells).ok_or(GeometryError { value: cells })
    }

    /// The geometry whose rows have `side` cells (4, 9, 16 or 25).
    pub fn from_side(side: usize) -> Result<Geometry, GeometryError> {
        Self::ALL.into_iter().find(|g| g.side() == side).ok_or(GeometryError { value: side })
    }

    /// Block width and height `n`.
    #[inline]
    pub fn box_size(self) -> usize {
        self.box_size as usize
    }

    /// Cells per row, column and block, which is also the largest digit: `n²`.
    #[inline]
    pub fn side(self) -> usize {
        let n = self.box_size as usize;
        n * n
    }

    /// Cells on the board: `n⁴`.
    #[inline]
    pub fn cell_count(self) -> usize {
        self.side() * self.side()
    }

    /// Rows, columns and blocks together: `3·n²`.
    #[inline]
    pub fn unit_count(self) -> usize {
        3 * self.side()
    }

    /// The cell at `(row, col)` (0-based), if both are on the board.
    #[inline]
    pub fn cell_at(self, row: usize, col: usize) -> Option<CellIndex> {
        let side = self.side();
        (row < side && col < side).then(|| CellIndex::new(row * side + col))
    }

    /// The cell a [`Coord`] names, if it is on the board.
    #[inline]
    pub fn cell_of(self, coord: Coord) -> Option<CellIndex> {
        self.cell_at(coord.row as usize, coord.col as usize)
    }

    /// The coordinates of a cell.
    #[inline]
    pub fn coord(self, cell: CellIndex) -> Coord {
        let side = self.side();
        Coord::new(cell.index() / side, cell.index() % side)
    }

    /// The 0-based row of a cell.
    #[inline]
    pub fn row_of(self, cell: CellIndex) -> usize {
        cell.index() / self.side()
    }

    /// The 0-based column of a cell.
    #[inline]
    pub fn col_of(self, cell: CellIndex) -> usize {
        cell.index() % self.side()
    }

    /// The 0-based block of a cell (blocks numbered left to right, top to bottom).
    #[inline]
    pub fn block_of(self, cell: CellIndex) -> usize {
        let n = self.box_size();
        (self.row_of(cell) / n) * n + self.col_of(cell) / n
    }

    /// The position of a cell inside its block (0-based, row by row).
    #[inline]
    pub fn offset_in_block(self, cell: CellIndex) -> usize {
        let n = self.box_size();
        (self.row_of(cell) % n) * n + self.col_of(cell) % n
    }

    /// The `k`-th cell (row by row) of block `block`.
    #[inline]
    pub fn block_cell(self, block: usize, k: usize) -> CellIndex {
        let n = self.box_size();
        let row = (block / n) * n + k / n;
        let col = (block % n) * n + k % n;
        CellIndex::new(row * self.side() + col)
    }

    /// Every cell of the board, in row order.
    pub fn cells(self) -> impl Iterator<Item = CellIndex> {
        (0..self.cell_count()).map(CellIndex::new)
    }

    /// The cells of one unit, in reading order.
    pub fn cells_of(self, unit: Unit) -> impl Iterator<Item = CellIndex> {
        let side = self.side();
        (0..side).map(move |k| match unit {
            Unit::Row(r) => CellIndex::new(r as usize * side + k),
            Unit::Column(c) => CellIndex::new(k * side + c as usize),
            Unit::Block(b) => self.block_cell(b as usize, k),
        })
    }

    /// Every unit: all rows, then all columns, then all blocks.
    pub fn units(self) -> impl Iterator<Item = Unit> {
        let side = self.side() as u8;
        (0..side).map(Unit::Row).chain((0..side).map(Unit::Column)).chain((0..side).map(Unit::Block))
    }

    /// The row, column and block a cell belongs to.
    pub fn units_of(self, cell: CellIndex) -> [Unit; 3] {
        [
            Unit::Row(self.row_of(cell) as u8),
            Unit::Column(self.col_of(cell) as u8),
            Unit::Block(self.block_of(cell) as u8),
        ]
    }

    /// Whether two different cells share a row, column or block.
    #[inline]
    pub fn sees(self, a: CellIndex, b: CellIndex) -> bool {
        a != b
            && (self.row_of(a) == self.row_of(b)
                || self.col_of(a) == self.col_of(b)
                || self.block_of(a) == self.block_of(b))
    }

    /// The peers of a cell: every other cell in its row, column or block, in row order.
    pub fn peers(self, cell: CellIndex) -> impl Iterator<Item = CellIndex> {
        self.cells().filter(move |&other| self.sees(cell, other))
    }
}

impl Default for Geometry {
    fn default() -> Self {
        Geometry::NINE
    }
}

impl TryFrom<u8> for Geometry {
    type Error = GeometryError;
    fn try_from(box_size: u8) -> Result<Self, Self::Error> {
        Geometry::new(box_size as usize)
    }
}

impl From<Geometry> for u8 {
    fn from(geometry: Geometry) -> u8 {
        geometry.box_size
    }
}

impl fmt::Display for Geometry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{0}×{0}", self.side())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_follow_the_box_size() {
        let sizes: Vec<_> = Geometry::ALL.iter().map(|g| (g.side(), g.cell_count())).collect();
        assert_eq!(sizes, [(4, 16), (9, 81), (16, 256), (25, 625)]);
        assert!(Geometry::new(1).is_err());
        assert!(Geometry::new(6).is_err());
        assert_eq!(Geometry::from_cell_count(256), Ok(Geometry::SIXTEEN));
        assert!(Geometry::from_cell_count(80).is_err());
    }

    #[test]
    fn nine_by_nine_peers_and_blocks() {
        let g = Geometry::NINE;
        let f4c6 = g.cell_at(3, 5).unwrap();
        assert_eq!(g.block_of(f4c6), 4);
        assert_eq!(g.peers(f4c6).count(), 20);
        assert_eq!(g.block_cell(8, 8), g.cell_at(8, 8).unwrap());
        for unit in g.units() {
            assert_eq!(g.cells_of(unit).count(), 9);
        }
        assert_eq!(g.units().count(), 27);
    }

    #[test]
    fn every_size_has_consistent_blocks() {
        for g in Geometry::ALL {
            for cell in g.cells() {
                let block = g.block_of(cell);
                assert_eq!(g.block_cell(block, g.offset_in_block(cell)), cell);
                assert_eq!(g.peers(cell).count(), 3 * g.side() - 2 * g.box_size() - 1);
            }
        }
    }
}
