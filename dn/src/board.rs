//! The board ("tablero"): blocks of cells, with indexers by position and by name.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

use crate::{
    BlockDN, CandidateColours, CandidateSet, CellDN, CellIndex, CellNameError, Colour, Coord, Digit,
    Geometry, Grid, Unit,
};

/// A Sudoku board, composed of blocks composed of cells (thesis 6.2.1).
///
/// Index it by [`CellIndex`], by `(row, col)` (0-based) or by [`Coord`]; look a cell up by
/// its name with [`SudokuDN::cell_by_name`].
///
/// ```
/// use dn::{Digit, Geometry, SudokuDN};
/// let mut board = SudokuDN::empty(Geometry::NINE);
/// board[(3, 5)].value = Digit::new(7);
/// assert_eq!(board.cell_by_name("f4c6").unwrap().number(), 7);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SudokuDN {
    geometry: Geometry,
    blocks: Vec<BlockDN>,
    /// Single candidates the player painted (a board saved before there were any reads
    /// with none).
    #[serde(default, skip_serializing_if = "CandidateColours::is_empty")]
    candidate_colours: CandidateColours,
}

/// Cells of one unit holding the same digit: a broken rule, named once for the whole group.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Conflict {
    /// The unit the cells share.
    pub unit: Unit,
    /// The repeated digit.
    pub digit: Digit,
    /// Every cell of the unit holding the digit (two or more), in reading order.
    pub cells: Vec<Coord>,
}

impl fmt::Display for Conflict {
    /// `f1c2 and f1c7 both hold 8 in row 1`; for more cells
    /// `f1c1, f1c2, f1c9 all hold 5 in row 1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.cells.as_slice() {
            [a, b] => write!(f, "{a} and {b} both hold {} in {}", self.digit, self.unit),
            cells => {
                let names: Vec<String> = cells.iter().map(ToString::to_string).collect();
                write!(f, "{} all hold {} in {}", names.join(", "), self.digit, self.unit)
            }
        }
    }
}

impl SudokuDN {
    /// A board with every cell empty and no candidates.
    pub fn empty(geometry: Geometry) -> SudokuDN {
        SudokuDN {
            geometry,
            blocks: vec![BlockDN::empty(geometry.side()); geometry.side()],
            candidate_colours: CandidateColours::default(),
        }
    }

    /// A board whose non-empty values are givens.
    pub fn from_grid(grid: &Grid) -> SudokuDN {
        let mut board = SudokuDN::empty(grid.geometry());
        for cell in grid.geometry().cells() {
            if let Some(d) = grid.digit(cell.index()) {
                board[cell] = CellDN::given(d);
            }
        }
        board
    }

    /// The board shape.
    #[inline]
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The blocks, left to right, top to bottom.
    pub fn blocks(&self) -> &[BlockDN] {
        &self.blocks
    }

    /// The values alone.
    pub fn grid(&self) -> Grid {
        let values = self.geometry.cells().map(|c| self[c].number()).collect();
        Grid::new(self.geometry, values).expect("a board's values always fit its geometry")
    }

    /// The givens alone (placed, non-given values dropped).
    pub fn givens(&self) -> Grid {
        let values =
            self.geometry.cells().map(|c| if self[c].given { self[c].number() } else { 0 }).collect();
        Grid::new(self.geometry, values).expect("a board's values always fit its geometry")
    }

    /// The cell named like `f4c6` or `r4c6`.
    pub fn cell_by_name(&self, name: &str) -> Result<&CellDN, CellNameError> {
        let index = self.index_of_name(name)?;
        Ok(&self[index])
    }

    /// The position of the cell named like `f4c6` or `r4c6`.
    pub fn index_of_name(&self, name: &str) -> Result<CellIndex, CellNameError> {
        let coord: Coord = name.parse()?;
        self.geometry
            .cell_of(coord)
            .ok_or_else(|| CellNameError { text: name.to_string(), reason: "it lies outside the board" })
    }

    /// The cell's name, e.g. `f4c6`.
    pub fn name_of(&self, cell: CellIndex) -> Coord {
        self.geometry.coord(cell)
    }

    /// Whether the board's parts fit its geometry: one block per block position, one cell
    /// per place in a block, every digit, candidate and coloured candidate within the
    /// board's side. A board built in code always is; one read from a saved file is checked
    /// with this.
    pub fn is_well_formed(&self) -> bool {
        let side = self.geometry.side();
        let full = CandidateSet::full(side);
        self.blocks.len() == side
            && self.candidate_colours.fits(self.geometry.cell_count(), side)
            && self.blocks.iter().all(|block| {
                block.cells().len() == side
                    && block.cells().iter().all(|cell| {
                        cell.value.is_none_or(|d| (1..=side).contains(&(d.get() as usize)))
                            && cell.candidates.bits() & !full.bits() == 0
                    })
            })
    }

    /// The colours painted on single candidates (kept when the candidate goes, drawn
    /// only while it is there).
    pub fn candidate_colours(&self) -> &CandidateColours {
        &self.candidate_colours
    }

    /// The colours painted on single candidates, to change them.
    pub fn candidate_colours_mut(&mut self) -> &mut CandidateColours {
        &mut self.candidate_colours
    }

    /// The colour of candidate `digit` in `cell`, if it is painted.
    pub fn candidate_colour(&self, cell: CellIndex, digit: Digit) -> Option<Colour> {
        self.candidate_colours.get(cell, digit)
    }

    /// Every cell with its position, in row order.
    pub fn cells(&self) -> impl Iterator<Item = (CellIndex, &CellDN)> {
        self.geometry.cells().map(move |c| (c, &self[c]))
    }

    /// The peers of a cell (same row, column or block).
    pub fn peers(&self, cell: CellIndex) -> impl Iterator<Item = CellIndex> {
        self.geometry.peers(cell)
    }

    /// The cells of a unit.
    pub fn cells_of(&self, unit: Unit) -> impl Iterator<Item = CellIndex> {
        self.geometry.cells_of(unit)
    }

    /// The digits placed in a unit.
    pub fn placed_in(&self, unit: Unit) -> CandidateSet {
        match unit {
            Unit::Block(b) => self.blocks[b as usize].placed(),
            _ => self.cells_of(unit).filter_map(|c| self[c].value).collect(),
        }
    }

    /// Whether `digit` is placed somewhere in `unit`.
    pub fn unit_contains(&self, unit: Unit, digit: Digit) -> bool {
        match unit {
            Unit::Block(b) => self.blocks[b as usize].contains(digit),
            _ => self.cells_of(unit).any(|c| self[c].value == Some(digit)),
        }
    }

    /// Whether some peer of `cell` holds `digit`.
    pub fn peer_holds(&self, cell: CellIndex, digit: Digit) -> bool {
        self.geometry.units_of(cell).into_iter().any(|u| self.unit_contains(u, digit))
    }

    /// How many givens the board has.
    pub fn given_count(&self) -> usize {
        self.cells().filter(|(_, c)| c.given).count()
    }

    /// How many cells are still empty.
    pub fn empty_count(&self) -> usize {
        self.cells().filter(|(_, c)| c.is_empty()).count()
    }

    /// Whether every cell holds a value and no rule is broken.
    pub fn is_solved(&self) -> bool {
        self.empty_count() == 0 && self.conflicts().is_empty()
    }

    /// Every digit repeated within a row, column or block, once per unit with all the
    /// cells that hold it, units in order (rows, columns, blocks) and digits in the order
    /// they first appear in the unit.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut found = Vec::new();
        for unit in self.geometry.units() {
            let cells: Vec<CellIndex> = self.cells_of(unit).collect();
            let mut digits: Vec<Digit> = Vec::new();
            for &cell in &cells {
                if let Some(digit) = self[cell].value.filter(|d| !digits.contains(d)) {
                    digits.push(digit);
                }
            }
            for digit in digits {
                let holding: Vec<Coord> = cells
                    .iter()
                    .filter(|&&c| self[c].value == Some(digit))
                    .map(|&c| self.name_of(c))
                    .collect();
                if holding.len() > 1 {
                    found.push(Conflict { unit, digit, cells: holding });
                }
            }
        }
        found
    }

    fn locate(&self, cell: CellIndex) -> (usize, usize) {
        (self.geometry.block_of(cell), self.geometry.offset_in_block(cell))
    }
}

impl Index<CellIndex> for SudokuDN {
    type Output = CellDN;
    #[inline]
    fn index(&self, cell: CellIndex) -> &CellDN {
        let (b, k) = self.locate(cell);
        &self.blocks[b].cells()[k]
    }
}

impl IndexMut<CellIndex> for SudokuDN {
    #[inline]
    fn index_mut(&mut self, cell: CellIndex) -> &mut CellDN {
        let (b, k) = self.locate(cell);
        &mut self.blocks[b].cells_mut()[k]
    }
}

impl Index<(usize, usize)> for SudokuDN {
    type Output = CellDN;
    /// Panics when `(row, col)` is off the board.
    fn index(&self, (row, col): (usize, usize)) -> &CellDN {
        let cell = self.geometry.cell_at(row, col).expect("row and column lie on the board");
        &self[cell]
    }
}

impl IndexMut<(usize, usize)> for SudokuDN {
    /// Panics when `(row, col)` is off the board.
    fn index_mut(&mut self, (row, col): (usize, usize)) -> &mut CellDN {
        let cell = self.geometry.cell_at(row, col).expect("row and column lie on the board");
        &mut self[cell]
    }
}

impl Index<Coord> for SudokuDN {
    type Output = CellDN;
    /// Panics when the coordinate is off the board.
    fn index(&self, coord: Coord) -> &CellDN {
        &self[(coord.row as usize, coord.col as usize)]
    }
}

impl IndexMut<Coord> for SudokuDN {
    /// Panics when the coordinate is off the board.
    fn index_mut(&mut self, coord: Coord) -> &mut CellDN {
        &mut self[(coord.row as usize, coord.col as usize)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(line: &str) -> SudokuDN {
        let values = line.bytes().map(|b| if b == b'.' { 0 } else { b - b'0' }).collect();
        SudokuDN::from_grid(&Grid::new(Geometry::NINE, values).unwrap())
    }

    const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

    #[test]
    fn indexers_agree() {
        let b = board(FIG_2_1);
        assert_eq!(b[(0, 1)].number(), 8);
        assert_eq!(b.cell_by_name("f1c2").unwrap().number(), 8);
        assert_eq!(b[Coord::new(8, 8)].number(), 9);
        assert!(b.cell_by_name("f10c1").is_err());
        assert_eq!(b.grid().to_string(), FIG_2_1);
        assert_eq!(b.given_count(), 41);
    }

    #[test]
    fn unit_queries() {
        let b = board(FIG_2_1);
        let nine = Digit::new(9).unwrap();
        assert!(b.unit_contains(Unit::Row(0), nine));
        assert!(b.unit_contains(Unit::Block(1), nine));
        assert!(!b.unit_contains(Unit::Column(0), Digit::new(8).unwrap()));
        assert_eq!(b.placed_in(Unit::Row(0)).to_string(), "2589");
        assert!(b.conflicts().is_empty());
    }

    #[test]
    fn conflicts_name_cells_and_unit() {
        let mut line = FIG_2_1.to_string();
        line.replace_range(6..7, "8");
        let conflicts = board(&line).conflicts();
        let text: Vec<String> = conflicts.iter().map(ToString::to_string).collect();
        assert!(text.contains(&"f1c2 and f1c7 both hold 8 in row 1".to_string()), "{text:?}");
    }

    #[test]
    fn a_digit_repeated_three_times_is_one_conflict_naming_every_cell() {
        let mut line = FIG_2_1.to_string();
        line.replace_range(0..1, "5");
        line.replace_range(2..3, "5");
        let conflicts = board(&line).conflicts();
        let text: Vec<String> = conflicts.iter().map(ToString::to_string).collect();
        let in_row: Vec<&String> = text.iter().filter(|t| t.ends_with("in row 1")).collect();
        assert_eq!(in_row, ["f1c1, f1c3, f1c9 all hold 5 in row 1"], "{text:?}");
        assert_eq!(conflicts.iter().filter(|c| c.unit == Unit::Row(0)).count(), 1);
    }
}
