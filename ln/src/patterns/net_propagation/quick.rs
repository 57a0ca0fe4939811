//! The propagation of [`Net`](super::Net) without its records, for boards of at most 9
//! digits and 128 cells: whether an assumption runs into a contradiction and, when it does
//! not, the values it places and the candidates it removes. Forcing Nets asks this of every
//! candidate of the board and needs a net's records only for the few that contradict.
//!
//! The same singles follow as in the recording net, by the same triggers: a cell is looked
//! at only when it loses a candidate to a placement in a peer (a Naked Single when one is
//! left, a contradiction when none is), a unit's places of a digit only when one of them
//! loses the digit while the digit is not placed in the unit (a Hidden Single when one
//! place is left, a contradiction when none is), and a queued single whose candidate is
//! gone is a contradiction. A single already on the board before the assumption is applied
//! only once something triggers it.
//!
//! Why the order of the singles does not matter. A set of placements removes candidates
//! (a placed cell's other candidates, the digit from the cell's peers). Each trigger is a
//! property of the removed candidates that stays true as more are removed, unless it turns
//! into a contradiction (a cell that lost a candidate and has one left keeps one or none),
//! and a contradiction stays one; a trigger in a unit where the net placed the digit names
//! that placement, so the units skipped as settled change nothing. Hence every placement a
//! run makes before a contradiction belongs to the least set of placements closed under the
//! triggers (each is triggered by earlier ones); a run that ends without a contradiction
//! has followed every trigger of its placements, so they are closed and are that least set;
//! and if the least set meets a contradiction, every run meets one. So whether an
//! assumption contradicts and, when it does not, what it places and removes are the same in
//! any order: this net keeps a stack where the recording net keeps a queue. It mirrors
//! [`Net::new`](super::Net::new), the unbounded net of Forcing Nets (a net bounded to a
//! number of placements stops at a point that depends on the order).
//!
//! The unit places it counts are exact because a board never has a candidate a placed peer
//! rules out (the invariant of [`PatternBoard`]): a digit settled in a unit before the
//! assumption has no place there to lose, and a digit the net places in a unit takes every
//! other place of it at once.

use std::sync::OnceLock;

use dn::{CellIndex, Digit, Geometry};

use super::super::PatternBoard;
use super::super::tables::Tables;

/// The most cells a board of the quick net has (a bit of a `u128` each).
const CELLS: usize = 128;

/// The most units (a bit of a `u32` each), a power of two so that a masked index needs no
/// bounds check.
const UNITS: usize = 32;

/// The most digits (a bit of a `u16` each), a power of two as [`UNITS`].
const DIGITS: usize = 16;

/// The cells, peers and units of a board size as bit masks (bit `i` is cell `i`).
struct Shape {
    /// The peers of each cell.
    peers: [u128; CELLS],
    /// The cells of each unit, in table order.
    unit_cells: [u128; UNITS],
    /// The row, column and block of each cell as bits of their table numbers.
    unit_bits: [u32; CELLS],
    /// The row, column and block table numbers of each cell.
    cell_units: [[u8; 3]; CELLS],
}

impl Shape {
    /// The masks of `geometry` (at most 128 cells), built once per size.
    fn of(geometry: Geometry) -> &'static Shape {
        static SHAPES: [OnceLock<Shape>; 2] = [const { OnceLock::new() }; 2];
        SHAPES[geometry.box_size() - 2].get_or_init(|| Shape::build(Tables::of(geometry)))
    }

    fn build(tables: &Tables) -> Shape {
        let mask = |cells: &[CellIndex]| cells.iter().fold(0u128, |m, c| m | 1 << c.index());
        let mut shape = Shape {
            peers: [0; CELLS],
            unit_cells: [0; UNITS],
            unit_bits: [0; CELLS],
            cell_units: [[0; 3]; CELLS],
        };
        for (cell, peers) in tables.peers.iter().enumerate() {
            shape.peers[cell] = mask(peers);
            shape.unit_bits[cell] = tables.unit_bits[cell] as u32;
            shape.cell_units[cell] = tables.cell_units[cell].map(|n| n as u8);
        }
        for (number, cells) in tables.unit_cells.iter().enumerate() {
            shape.unit_cells[number] = mask(cells);
        }
        shape
    }
}

/// The quick propagation of one assumption at a time on one board, reused from assumption
/// to assumption.
pub(crate) struct QuickNet {
    shape: &'static Shape,
    /// The number of cells of the board.
    size: usize,
    base_cells: [u16; CELLS],
    /// Each cell's candidates (none once the net places a value in it).
    cells: [u16; CELLS],
    base_digits: [u128; DIGITS],
    /// For each digit (by index), the cells that still have it as a candidate.
    digits: [u128; DIGITS],
    /// For each digit, the units (bits of table numbers) the net placed it in.
    done: [u32; DIGITS],
    values: [u8; CELLS],
    /// The cells the net placed a value in (to clear them for the next assumption, and to
    /// leave their values out of the removed candidates).
    placed: Vec<u8>,
    /// The singles to apply: cell and digit index.
    stack: Vec<(u8, u8)>,
}

impl QuickNet {
    /// Room for quick nets on `board`; `None` for a board of more than 9 digits (which
    /// keeps the recording net).
    pub(crate) fn new(board: &PatternBoard) -> Option<QuickNet> {
        let geometry = board.geometry();
        if geometry.side() > 9 {
            return None;
        }
        let size = geometry.side() * geometry.side();
        let mut base_cells = [0u16; CELLS];
        let mut base_digits = [0u128; DIGITS];
        for (i, cell) in base_cells.iter_mut().enumerate().take(size) {
            *cell = board.candidates(CellIndex::new(i)).bits() as u16;
            for (d, digit) in base_digits.iter_mut().enumerate() {
                *digit |= u128::from(*cell >> d & 1) << i;
            }
        }
        Some(QuickNet {
            shape: Shape::of(geometry),
            size,
            base_cells,
            cells: base_cells,
            base_digits,
            digits: base_digits,
            done: [0; DIGITS],
            values: [0; CELLS],
            placed: Vec::with_capacity(size),
            stack: Vec::with_capacity(4 * size),
        })
    }

    /// The values the last assumption placed, cell by cell (the digit plus one, or 0).
    pub(crate) fn values(&self) -> &[u8] {
        &self.values[..self.size]
    }

    /// Appends to `removed`, cell by cell, the board's candidates the last assumption
    /// removed, a placed value not: what the recording net's [`removed`](super::Net::removed)
    /// lists.
    pub(crate) fn removed_into(&self, removed: &mut Vec<u32>) {
        let start = removed.len();
        let (base, left) = (&self.base_cells[..self.size], &self.cells[..self.size]);
        removed.extend(base.iter().zip(left).map(|(&base, &left)| u32::from(base & !left)));
        for &cell in &self.placed {
            let cell = usize::from(cell);
            removed[start + cell] &= !((1 << self.values[cell]) >> 1);
        }
    }

    /// Assumes `start` holds `digit` and applies the singles that follow until none is left;
    /// whether a contradiction appears on the way.
    pub(crate) fn contradicts(&mut self, start: CellIndex, digit: Digit) -> bool {
        self.reset();
        self.stack.push((start.index() as u8, digit.index() as u8));
        while let Some((cell, d)) = self.stack.pop() {
            let (cell, d) = (usize::from(cell) & (CELLS - 1), usize::from(d) & (DIGITS - 1));
            if self.values[cell] == d as u8 + 1 {
                continue;
            }
            if self.cells[cell] & (1 << d) == 0 || self.place(cell, d) {
                return true;
            }
        }
        false
    }

    /// Clears the previous assumption's placements and removals.
    fn reset(&mut self) {
        for &cell in &self.placed {
            self.values[usize::from(cell) & (CELLS - 1)] = 0;
        }
        self.placed.clear();
        self.stack.clear();
        self.cells = self.base_cells;
        self.digits = self.base_digits;
        self.done = [0; DIGITS];
    }

    /// Places the digit with index `d` in `cell`, removes it from the peers and stacks the
    /// singles this triggers; whether a contradiction appears.
    fn place(&mut self, cell: usize, d: usize) -> bool {
        let shape = self.shape;
        let bit = 1u128 << cell;
        self.values[cell] = d as u8 + 1;
        self.placed.push(cell as u8);
        self.done[d] |= shape.unit_bits[cell];
        let mut others = self.cells[cell] & !(1 << d);
        self.cells[cell] = 0;
        while others != 0 {
            let e = others.trailing_zeros() as usize & (DIGITS - 1);
            others &= others - 1;
            self.digits[e] &= !bit;
            for &number in &shape.cell_units[cell] {
                if self.check_unit(usize::from(number) & (UNITS - 1), e) {
                    return true;
                }
            }
        }
        let hit = self.digits[d] & shape.peers[cell];
        self.digits[d] &= !(hit | bit);
        self.take_from_peers(hit, d)
    }

    /// Removes the digit with index `d` from the cells `hit` (peers of a placement of it):
    /// stacks the Naked Singles this leaves, then looks at the units of those cells where
    /// the digit is not placed; whether a contradiction appears.
    fn take_from_peers(&mut self, hit: u128, d: usize) -> bool {
        let shape = self.shape;
        let mut units = 0u32;
        let mut rest = hit;
        while rest != 0 {
            let peer = rest.trailing_zeros() as usize & (CELLS - 1);
            rest &= rest - 1;
            let left = self.cells[peer] & !(1 << d);
            self.cells[peer] = left;
            if left == 0 {
                return true;
            }
            if left & (left - 1) == 0 {
                self.stack.push((peer as u8, left.trailing_zeros() as u8));
            }
            units |= shape.unit_bits[peer];
        }
        units &= !self.done[d];
        while units != 0 {
            let number = units.trailing_zeros() as usize & (UNITS - 1);
            units &= units - 1;
            if self.check_unit(number, d) {
                return true;
            }
        }
        false
    }

    /// Looks at the places of the digit with index `e` in the unit numbered `number`, which
    /// just lost one: stacks a Hidden Single when one is left; whether none is.
    #[inline(always)]
    fn check_unit(&mut self, number: usize, e: usize) -> bool {
        let places = self.digits[e] & self.shape.unit_cells[number];
        if places & places.wrapping_sub(1) == 0 {
            if places == 0 {
                return true;
            }
            self.stack.push((places.trailing_zeros() as u8, e as u8));
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use dn::{Grid, Hint};

    use super::super::Net;
    use super::*;
    use crate::dancing_links::test_data::{holes, puzzles, sixteen_puzzle};
    use crate::patterns::fixtures::step_along;
    use crate::patterns::{Techniques, next_hint};

    /// What both nets tell on `board`, for every candidate: whether it contradicts and, when
    /// not, the values and the removed candidates. The assumptions and the contradictions
    /// seen.
    fn agree(board: &PatternBoard) -> (usize, usize) {
        let (side, size) = (board.side(), board.side() * board.side());
        let mut net = Net::new(board);
        let mut quick = QuickNet::new(board).expect("a board of at most 9 digits");
        let (mut assumptions, mut contradictions) = (0, 0);
        for cell in board.empty_cells() {
            for digit in board.candidates(cell) {
                net.propagate(cell, digit);
                let contradicts = quick.contradicts(cell, digit);
                assert_eq!(
                    contradicts,
                    net.contradiction().is_some(),
                    "{digit} in {cell:?}\n{}",
                    board.grid()
                );
                assumptions += 1;
                if contradicts {
                    contradictions += 1;
                    continue;
                }
                assert_eq!(quick.values(), net.values(), "{digit} in {cell:?}");
                let mut expected = vec![0u32; size];
                for &entry in net.removed() {
                    expected[entry / side] |= 1 << (entry % side);
                }
                let mut removed = Vec::new();
                quick.removed_into(&mut removed);
                assert_eq!(removed, expected, "{digit} in {cell:?}");
            }
        }
        (assumptions, contradictions)
    }

    /// Checks the position `board` and two positions a wrong turn away: its first
    /// undecided cell without its first candidate (often a pending single, at times a
    /// contradiction) and with it placed.
    fn agree_around(board: &PatternBoard, seen: &mut (usize, usize)) {
        let mut add = |(a, c): (usize, usize)| {
            seen.0 += a;
            seen.1 += c;
        };
        add(agree(board));
        for place in [false, true] {
            let mut turned = board.clone();
            if step_along(&mut turned, place) {
                add(agree(&turned));
            }
        }
    }

    /// The positions along the path the easiest hints take from `grid`, at most `steps`.
    fn path(grid: &Grid, steps: usize) -> Vec<PatternBoard> {
        let mut board = PatternBoard::with_computed_candidates(grid);
        let mut boards = vec![board.clone()];
        while boards.len() < steps
            && let Some(hint) = next_hint(&board, None, Techniques::ALL, false)
            && apply(&mut board, &hint)
        {
            boards.push(board.clone());
        }
        boards
    }

    /// Applies `hint` to `board`; whether it changed.
    fn apply(board: &mut PatternBoard, hint: &Hint) -> bool {
        board.apply(hint)
    }

    #[test]
    fn the_quick_net_agrees_with_the_recording_net_along_real_paths() {
        let mut seen = (0, 0);
        for file in ["magictour_top1465.txt", "forum_hardest_1106.txt"] {
            for grid in puzzles(file, 12) {
                for board in path(&grid, 200) {
                    agree_around(&board, &mut seen);
                }
            }
        }
        if seen.0 > 0 {
            assert!(seen.1 > 1000 && seen.0 > 2 * seen.1, "assumptions and contradictions: {seen:?}");
        }
    }

    #[test]
    fn the_quick_net_agrees_on_boards_with_pending_singles_and_contradictions() {
        let mut seen = (0, 0);
        for grid in puzzles("magictour_top1465.txt", 6) {
            for place in [false, true] {
                let mut board = PatternBoard::with_computed_candidates(&grid);
                for _ in 0..40 {
                    agree_around(&board, &mut seen);
                    if !step_along(&mut board, place) {
                        break;
                    }
                }
            }
        }
        for geometry in [Geometry::FOUR, Geometry::NINE] {
            let mut board = PatternBoard::with_computed_candidates(&holes(geometry, 7, 2));
            let mut state = 12345u64;
            for _ in 0..geometry.cell_count() * 2 {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let cell = CellIndex::new((state >> 33) as usize % geometry.cell_count());
                let digit = Digit::new(((state >> 20) as usize % geometry.side()) as u8 + 1).unwrap();
                board.eliminate(cell, digit);
                agree_around(&board, &mut seen);
            }
        }
        assert!(seen.1 > 100, "some assumptions contradict: {seen:?}");
    }

    #[test]
    fn a_cell_or_a_unit_already_without_a_place_is_not_a_contradiction_of_the_net() {
        let grid = Grid::empty(Geometry::NINE);
        let mut board = PatternBoard::with_computed_candidates(&grid);
        let first = CellIndex::new(0);
        for digit in board.candidates(first) {
            board.eliminate(first, digit);
        }
        let seven = Digit::new(7).unwrap();
        for &cell in board.cells_numbered(10) {
            board.eliminate(cell, seven);
        }
        let (assumptions, _) = agree(&board);
        assert!(assumptions > 500);
    }

    #[test]
    fn a_board_of_more_than_nine_digits_keeps_the_recording_net() {
        let board = PatternBoard::with_computed_candidates(&sixteen_puzzle());
        assert!(QuickNet::new(&board).is_none());
        assert!(
            QuickNet::new(&PatternBoard::with_computed_candidates(&Grid::empty(Geometry::FOUR))).is_some()
        );
    }
}
