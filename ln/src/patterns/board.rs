//! The board the patterns read: values and candidates in flat arrays with the size's
//! lookup tables, kept consistent (no candidate is a digit already placed among the
//! cell's peers).

use dn::{CandidateSet, CellIndex, CellSet, Coord, Digit, Geometry, Grid, Hint, Positions, SudokuDN, Unit};

use super::tables::{Tables, unit_at, unit_number};

/// Values and candidates of a board, as the solving patterns see it.
///
/// Invariant: an empty cell's candidates never include a digit placed in one of its
/// peers, and a filled cell has no candidates. Every constructor and every change keeps it.
#[derive(Clone, Debug)]
pub struct PatternBoard {
    geometry: Geometry,
    tables: &'static Tables,
    values: Vec<u8>,
    candidates: Vec<CandidateSet>,
    /// How many cells have no value.
    empty: usize,
    /// The units (bits of their table numbers) whose candidates may have changed since a
    /// search last found nothing in them: batch rating's Hidden Single looks only there.
    unsettled: u128,
}

impl PartialEq for PatternBoard {
    /// Equal when the size, values and candidates are (the tables follow from the size).
    fn eq(&self, other: &PatternBoard) -> bool {
        self.geometry == other.geometry && self.values == other.values && self.candidates == other.candidates
    }
}

impl Eq for PatternBoard {}

impl PatternBoard {
    /// The board of `grid` with every empty cell's candidates computed from the values.
    pub fn with_computed_candidates(grid: &Grid) -> PatternBoard {
        let geometry = grid.geometry();
        let full = CandidateSet::full(geometry.side()).bits();
        let mut board = PatternBoard::blank(geometry, grid.values().to_vec());
        let mut placed = [0u32; MOST_UNITS];
        for (cell, &value) in board.values.iter().enumerate() {
            if value != 0 {
                for &unit in &board.tables.cell_units[cell] {
                    placed[unit] |= 1 << (value - 1);
                }
            }
        }
        for (cell, candidates) in board.candidates.iter_mut().enumerate() {
            if board.values[cell] == 0 {
                let seen = board.tables.cell_units[cell].iter().fold(0, |seen, &unit| seen | placed[unit]);
                *candidates = CandidateSet::from_bits(full & !seen);
            }
        }
        board
    }

    /// The board of a player's `board`: its values and its noted candidates, less the
    /// candidates a placed peer already rules out. An empty cell with no candidates noted
    /// stays without candidates (the patterns then see a cell that can take nothing).
    pub fn from_dn(board: &SudokuDN) -> PatternBoard {
        let geometry = board.geometry();
        let values = geometry.cells().map(|cell| board[cell].number()).collect();
        let mut result = PatternBoard::blank(geometry, values);
        for cell in geometry.cells() {
            if board[cell].is_empty() {
                result.candidates[cell.index()] = board[cell].candidates;
            }
        }
        result.remove_seen_candidates();
        result
    }

    fn blank(geometry: Geometry, values: Vec<u8>) -> PatternBoard {
        let candidates = vec![CandidateSet::EMPTY; values.len()];
        let empty = values.iter().filter(|&&v| v == 0).count();
        PatternBoard {
            geometry,
            tables: Tables::of(geometry),
            values,
            candidates,
            empty,
            unsettled: u128::MAX,
        }
    }

    fn remove_seen_candidates(&mut self) {
        for cell in 0..self.values.len() {
            if let Some(digit) = Digit::new(self.values[cell]) {
                for &peer in &self.tables.peers[cell] {
                    self.candidates[peer.index()].remove(digit);
                }
            }
        }
    }

    /// The board size.
    #[inline]
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The number of cells in a unit (and of digits).
    #[inline]
    pub fn side(&self) -> usize {
        self.geometry.side()
    }

    /// The value of a cell, if it has one.
    #[inline]
    pub fn value(&self, cell: CellIndex) -> Option<Digit> {
        Digit::new(self.values[cell.index()])
    }

    /// The candidates of a cell (empty when it holds a value).
    #[inline]
    pub fn candidates(&self, cell: CellIndex) -> CandidateSet {
        self.candidates[cell.index()]
    }

    /// Whether `cell` has `digit` as a candidate.
    #[inline]
    pub fn has(&self, cell: CellIndex, digit: Digit) -> bool {
        self.candidates[cell.index()].contains(digit)
    }

    /// The values as a grid.
    pub fn grid(&self) -> Grid {
        Grid::new(self.geometry, self.values.clone()).expect("values fit the geometry")
    }

    /// The name of a cell's position (`f4c6` when displayed).
    #[inline]
    pub fn coord(&self, cell: CellIndex) -> Coord {
        self.geometry.coord(cell)
    }

    /// Every cell without a value.
    pub fn empty_cells(&self) -> impl Iterator<Item = CellIndex> + '_ {
        (0..self.values.len()).filter(|&i| self.values[i] == 0).map(CellIndex::new)
    }

    /// Whether every cell holds a value.
    pub fn is_solved(&self) -> bool {
        self.empty == 0
    }

    /// Every unit: rows, then columns, then blocks.
    pub fn units(&self) -> impl Iterator<Item = Unit> + use<> {
        self.geometry.units()
    }

    /// The cells of `unit` in reading order.
    #[inline]
    pub fn cells_of(&self, unit: Unit) -> &'static [CellIndex] {
        &self.tables.unit_cells[unit_number(self.side(), unit)]
    }

    /// The row, column and block of a cell.
    #[inline]
    pub fn units_of(&self, cell: CellIndex) -> [Unit; 3] {
        self.tables.cell_units[cell.index()].map(|n| unit_at(self.side(), n))
    }

    /// The numbers of a cell's row, column and block (rows, then columns, then blocks, as
    /// [`PatternBoard::unsettled_units`] numbers them).
    #[inline]
    pub(crate) fn unit_numbers(&self, cell: CellIndex) -> [usize; 3] {
        self.tables.cell_units[cell.index()]
    }

    /// Whether a bivalue cell may have come or gone, the cells of `changed` having lost
    /// candidates: a changed cell left with three candidates or more had four or more and
    /// never was one. A pattern that reads only the bivalue cells, and whose targets only
    /// lose candidates, finds nothing again where it found nothing while this is false.
    pub(crate) fn bivalue_cells_may_differ(&self, changed: &CellSet) -> bool {
        changed.iter().any(|cell| self.candidates(cell).len() < 3)
    }

    /// The places of `digit` unit by unit, read in one pass over the cells: see
    /// [`UnitPlaces`].
    pub(crate) fn places_by_unit(&self, digit: Digit) -> UnitPlaces {
        let mut places = UnitPlaces { first: [[0; 2]; MOST_UNITS], count: [0; MOST_UNITS] };
        // A filled cell has no candidates: the candidates alone tell the places.
        let cells = self.candidates.iter().zip(&self.tables.cell_units).enumerate();
        for (cell, (_, units)) in cells.filter(|(_, (set, _))| set.contains(digit)) {
            for &unit in units {
                if let Some(slot) = places.first[unit].get_mut(usize::from(places.count[unit])) {
                    *slot = cell as u16;
                }
                places.count[unit] = places.count[unit].saturating_add(1);
            }
        }
        places
    }

    /// The peers of a cell.
    #[inline]
    pub fn peers(&self, cell: CellIndex) -> &'static [CellIndex] {
        &self.tables.peers[cell.index()]
    }

    /// The peers of a cell as a set: `peer_set(a) & peer_set(b)` is every cell that sees both.
    #[inline]
    pub fn peer_set(&self, cell: CellIndex) -> &'static CellSet {
        &self.tables.peer_sets[cell.index()]
    }

    /// The empty cells that have `digit` as a candidate.
    pub fn cells_with_candidate(&self, digit: Digit) -> CellSet {
        self.empty_cells().filter(|&cell| self.has(cell, digit)).collect()
    }

    /// Whether two different cells share a unit.
    #[inline]
    pub fn sees(&self, a: CellIndex, b: CellIndex) -> bool {
        // The units by table: the geometry's row, column and block take divisions.
        let (ua, ub) = (self.unit_numbers(a), self.unit_numbers(b));
        a != b && (ua[0] == ub[0] || ua[1] == ub[1] || ua[2] == ub[2])
    }

    /// The places of `unit` (place `k` = the unit's `k`-th cell) where `digit` is a candidate.
    #[inline]
    pub fn positions(&self, unit: Unit, digit: Digit) -> Positions {
        let mut places = Positions::EMPTY;
        for (k, cell) in self.cells_of(unit).iter().enumerate() {
            if self.candidates[cell.index()].contains(digit) {
                places.insert(k);
            }
        }
        places
    }

    /// The cells of `unit` that have `digit` as a candidate.
    pub fn cells_with(&self, unit: Unit, digit: Digit) -> impl Iterator<Item = CellIndex> + '_ {
        self.cells_of(unit).iter().copied().filter(move |&cell| self.has(cell, digit))
    }

    /// Whether `digit` is already placed somewhere in `unit`.
    pub fn is_placed(&self, unit: Unit, digit: Digit) -> bool {
        self.cells_of(unit).iter().any(|cell| self.values[cell.index()] == digit.get())
    }

    /// Places `digit` in `cell` and removes it from the peers' candidates.
    pub fn place(&mut self, cell: CellIndex, digit: Digit) {
        if self.values[cell.index()] == 0 {
            self.empty -= 1;
        }
        self.values[cell.index()] = digit.get();
        self.candidates[cell.index()] = CandidateSet::EMPTY;
        let bits = &self.tables.unit_bits;
        let mut changed = bits[cell.index()];
        for &peer in self.tables.peers[cell.index()].iter() {
            let candidates = &mut self.candidates[peer.index()];
            if candidates.contains(digit) {
                candidates.remove(digit);
                changed |= bits[peer.index()];
            }
        }
        self.unsettled |= changed;
    }

    /// Removes `digit` from `cell`'s candidates; whether it was there.
    pub fn eliminate(&mut self, cell: CellIndex, digit: Digit) -> bool {
        let removed = self.candidates[cell.index()].remove(digit);
        if removed {
            self.unsettled |= self.tables.unit_bits[cell.index()];
        }
        removed
    }

    /// The units (bits of their numbers: rows, then columns, then blocks) whose candidates
    /// may have changed since [`PatternBoard::settle`] was last called for them.
    #[inline]
    pub(crate) fn unsettled_units(&self) -> u128 {
        self.unsettled
    }

    /// The units (bits of their numbers, as [`PatternBoard::unsettled_units`]) that hold a
    /// cell of `cells`.
    pub(crate) fn units_holding(&self, cells: &CellSet) -> u128 {
        cells.iter().fold(0, |units, cell| units | self.tables.unit_bits[cell.index()])
    }

    /// The units of `cell` (bits of their numbers, as [`PatternBoard::units_holding`]).
    #[inline]
    pub(crate) fn units_of_cell(&self, cell: CellIndex) -> u128 {
        self.tables.unit_bits[cell.index()]
    }

    /// Notes that a search found nothing in the unit numbered `number`: it is looked at
    /// again only once its candidates change.
    #[inline]
    pub(crate) fn settle(&mut self, number: usize) {
        self.unsettled &= !(1u128 << number);
    }

    /// The cells of the unit numbered `number` (rows, then columns, then blocks).
    #[inline]
    pub(crate) fn cells_numbered(&self, number: usize) -> &'static [CellIndex] {
        &self.tables.unit_cells[number]
    }

    /// The number of `cell`'s block among the blocks (`0..side`).
    #[inline]
    pub(crate) fn block_number(&self, cell: CellIndex) -> usize {
        self.tables.cell_units[cell.index()][2] - 2 * self.side()
    }

    /// Every cell's candidates, in cell order (empty for a filled cell).
    #[inline]
    pub(crate) fn all_candidates(&self) -> &[CandidateSet] {
        &self.candidates
    }

    /// The cells whose candidates differ from `before` (every cell's candidates of an
    /// earlier board, in cell order), when this board only lost candidates since; `None`
    /// when a cell has one `before` lacks, or the boards differ in size. The searches that
    /// remember a board where they found nothing look again only around these cells.
    pub(crate) fn lost_since(&self, before: &[CandidateSet]) -> Option<CellSet> {
        if before.len() != self.candidates.len() {
            return None;
        }
        let mut cells = CellSet::EMPTY;
        for (cell, (&was, &is)) in before.iter().zip(&self.candidates).enumerate() {
            if was != is {
                if !(is - was).is_empty() {
                    return None;
                }
                cells.insert(CellIndex::new(cell));
            }
        }
        Some(cells)
    }

    /// The digits still a candidate somewhere: a search of one digit at a time skips the
    /// others (on the boards [`keeping_digits`](PatternBoard::keeping_digits) makes, most).
    pub(crate) fn digits_left(&self) -> CandidateSet {
        self.candidates.iter().fold(CandidateSet::EMPTY, |left, &candidates| left | candidates)
    }

    /// The same board with only the candidates of `digits` kept: the other digits' steps
    /// vanish while those of `digits` stay exactly as they were.
    pub(crate) fn keeping_digits(&self, digits: CandidateSet) -> PatternBoard {
        let mut kept = self.clone();
        for candidates in &mut kept.candidates {
            *candidates &= digits;
        }
        kept
    }

    /// Applies a hint's placements and eliminations; whether anything changed.
    pub fn apply(&mut self, hint: &Hint) -> bool {
        let mut changed = false;
        for placement in &hint.placements {
            if let Some(cell) = self.geometry.cell_of(placement.cell)
                && self.values[cell.index()] == 0
            {
                self.place(cell, placement.digit);
                changed = true;
            }
        }
        for elimination in &hint.eliminations {
            if let Some(cell) = self.geometry.cell_of(elimination.cell) {
                changed |= self.eliminate(cell, elimination.digit);
            }
        }
        changed
    }

    /// Copies the values and candidates into a player's board (placed values are not
    /// givens; colours and givens of `board` are kept).
    pub fn write_into(&self, board: &mut SudokuDN) {
        for cell in self.geometry.cells() {
            let target = &mut board[cell];
            if !target.given {
                target.value = self.value(cell);
            }
            target.candidates = self.candidates(cell);
        }
    }
}

/// The most units of a board: three times the largest side, 25.
const MOST_UNITS: usize = 75;

/// One digit's places in each unit of a board (by unit number: rows, then columns, then
/// blocks), as [`PatternBoard::places_by_unit`] reads them: the first two of each in
/// reading order, and how many it has.
pub(crate) struct UnitPlaces {
    first: [[u16; 2]; MOST_UNITS],
    count: [u8; MOST_UNITS],
}

impl UnitPlaces {
    /// The two places of unit number `unit`, in reading order, if it has exactly two: a
    /// strong link.
    #[inline]
    pub(crate) fn pair(&self, unit: usize) -> Option<[CellIndex; 2]> {
        (self.count[unit] == 2).then(|| self.first[unit].map(|cell| CellIndex::new(usize::from(cell))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn line_board(line: &str) -> PatternBoard {
        let values = line.bytes().map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 }).collect();
        PatternBoard::with_computed_candidates(&Grid::new(Geometry::NINE, values).unwrap())
    }

    #[test]
    fn the_places_by_unit_are_the_strong_links_of_each_unit() {
        let boards = [
            line_board("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"),
            PatternBoard::with_computed_candidates(&Grid::empty(Geometry::SIXTEEN)),
        ];
        let mut pairs = 0;
        for board in &boards {
            for digit in (0..board.side()).filter_map(Digit::from_index) {
                let places = board.places_by_unit(digit);
                for (k, unit) in board.units().enumerate() {
                    let cells: Vec<CellIndex> = board.cells_with(unit, digit).collect();
                    let expected = (cells.len() == 2).then(|| [cells[0], cells[1]]);
                    assert_eq!(places.pair(k), expected, "{unit:?} on {digit}");
                    pairs += usize::from(expected.is_some());
                }
            }
        }
        assert!(pairs > 10, "{pairs}");
    }

    #[test]
    fn cells_see_each_other_as_the_geometry_says() {
        for geometry in [Geometry::FOUR, Geometry::NINE, Geometry::SIXTEEN] {
            let board = PatternBoard::with_computed_candidates(&Grid::empty(geometry));
            for a in geometry.cells() {
                for b in geometry.cells() {
                    assert_eq!(board.sees(a, b), geometry.sees(a, b), "{a:?} and {b:?} on {geometry:?}");
                }
            }
        }
    }

    #[test]
    fn computed_candidates_respect_the_values() {
        let board =
            line_board(".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79");
        let f1c1 = board.geometry().cell_of("f1c1".parse().unwrap()).unwrap();
        assert_eq!(board.candidates(f1c1).to_string(), "36");
        assert_eq!(board.peers(f1c1).len(), 20);
        assert_eq!(board.cells_of(Unit::Block(8)).len(), 9);
        let one = Digit::new(1).unwrap();
        assert!(board.is_placed(Unit::Row(1), one));
        assert!(board.positions(Unit::Row(1), one).is_empty());
    }

    #[test]
    fn the_digits_left_are_those_some_cell_still_has() {
        let board =
            line_board(".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79");
        assert_eq!(board.digits_left(), CandidateSet::full(9));
        let kept: CandidateSet = [2, 7].into_iter().filter_map(Digit::new).collect();
        let few = board.keeping_digits(kept);
        assert_eq!(few.digits_left(), kept);
        let solved =
            line_board("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
        assert!(solved.digits_left().is_empty());
    }

    #[test]
    fn placing_clears_peers_and_round_trips_through_dn() {
        let mut board =
            line_board(".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79");
        let f1c1 = CellIndex::new(0);
        let three = Digit::new(3).unwrap();
        board.place(f1c1, three);
        assert!(board.peers(f1c1).iter().all(|&p| !board.has(p, three)));
        let mut dn = SudokuDN::from_grid(&board.grid());
        board.write_into(&mut dn);
        assert_eq!(PatternBoard::from_dn(&dn), board);
    }
}
