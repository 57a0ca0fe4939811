//! The almost locked sets of each unit, kept per thread from one position to the next.
//!
//! A unit's sets depend only on the candidates of its cells, and a step of a solving path
//! changes the candidates of a few units: the table of a position (see
//! [`AlsTable`](super::als::AlsTable)) searches again only the units whose candidates
//! differ from the last search of the same unit, and shares the sets of the others.

use std::cell::RefCell;
use std::rc::Rc;

use dn::{CandidateSet, CellIndex, CellSet, Geometry, Unit};

use super::PatternBoard;
use super::als::{Als, SetCells, SetWords, rank};

/// The largest almost locked set searched on boards up to 9×9, in cells (a unit of nine
/// empty cells has sets of one to eight cells).
const MAX_CELLS: usize = SetCells::MOST;

/// The largest almost locked set searched on bigger boards, where the number of sets
/// grows too fast to take them all.
const MAX_CELLS_BIG: usize = 3;

thread_local! {
    static UNIT_SETS: RefCell<UnitSets> = const { RefCell::new(UnitSets { geometry: None, slots: Vec::new() }) };
}

/// The sets last searched in each unit of one geometry, by the unit's number in
/// [`PatternBoard::units`].
struct UnitSets {
    geometry: Option<Geometry>,
    slots: Vec<Slot>,
}

/// One unit's last search: the candidates of its cells then, and the sets found.
#[derive(Default)]
struct Slot {
    candidates: Vec<CandidateSet>,
    sets: Vec<Rc<Als>>,
}

/// Every almost locked set of `board` in the order of the units (rows, columns, blocks),
/// each unit's in the order [`UnitSearch`] finds them, each set of cells once.
pub(super) fn by_unit(board: &PatternBoard) -> Vec<Rc<Als>> {
    UNIT_SETS.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.geometry != Some(board.geometry()) {
            *cache = UnitSets { geometry: Some(board.geometry()), slots: Vec::new() };
        }
        // As many as the last search found, most of which it shares.
        let mut found = Vec::with_capacity(cache.slots.iter().map(|slot| slot.sets.len()).sum());
        for (number, unit) in board.units().enumerate() {
            if cache.slots.len() <= number {
                cache.slots.resize_with(number + 1, Slot::default);
            }
            let slot = &mut cache.slots[number];
            let cells = board.cells_of(unit);
            let same = slot.candidates.len() == cells.len()
                && cells.iter().zip(&slot.candidates).all(|(&cell, &had)| board.candidates(cell) == had);
            if !same {
                slot.candidates.clear();
                slot.candidates.extend(cells.iter().map(|&cell| board.candidates(cell)));
                slot.sets = searched(board, unit);
            }
            found.extend(slot.sets.iter().cloned());
        }
        found
    })
}

/// The almost locked sets of `unit` searched afresh, in the order [`UnitSearch`] finds
/// them. Cells without candidates take no part.
pub(super) fn searched(board: &PatternBoard, unit: Unit) -> Vec<Rc<Als>> {
    let max_cells = if board.side() <= 9 { MAX_CELLS } else { MAX_CELLS_BIG };
    let open: Vec<CellIndex> =
        board.cells_of(unit).iter().copied().filter(|&c| !board.candidates(c).is_empty()).collect();
    let digits: Vec<CandidateSet> = open.iter().map(|&c| board.candidates(c)).collect();
    let most = max_cells.min(open.len().saturating_sub(1));
    let mut found = Vec::with_capacity(32);
    let mut chosen = Vec::with_capacity(most);
    let words = board.side() <= 9 && board.geometry().cell_count() <= 128;
    let mut search = UnitSearch { board, unit, open: &open, digits: &digits, most, words, found: &mut found };
    search.extend(0, &mut chosen, CandidateSet::EMPTY);
    found
}

/// The search for almost locked sets among the open cells of one unit.
struct UnitSearch<'a> {
    board: &'a PatternBoard,
    unit: Unit,
    /// The unit's cells with candidates.
    open: &'a [CellIndex],
    /// The candidates of each of `open`.
    digits: &'a [CandidateSet],
    /// The most cells of a set: fewer than `open` (all of them are locked, not almost).
    most: usize,
    /// Whether the sets are made in machine words (see [`SetWords`]).
    words: bool,
    /// The sets found.
    found: &'a mut Vec<Rc<Als>>,
}

impl UnitSearch<'_> {
    /// Adds cells from `open[start..]` to `chosen` (whose candidates are `digits`),
    /// recording every almost locked set on the way. A set has one digit more than cells,
    /// so a branch whose digits outnumber the cells it can still reach (plus one) is left.
    fn extend(&mut self, start: usize, chosen: &mut Vec<CellIndex>, digits: CandidateSet) {
        for k in start..self.open.len() {
            let grown = digits | self.digits[k];
            if grown.len() > self.most + 1 {
                continue;
            }
            chosen.push(self.open[k]);
            if grown.len() == chosen.len() + 1 {
                self.record(chosen, grown);
            }
            let reach = self.most.min(chosen.len() + self.open.len() - k - 1);
            if chosen.len() < reach && grown.len() <= reach + 1 {
                self.extend(k + 1, chosen, grown);
            }
            chosen.pop();
        }
    }

    /// Keeps the set `cells` with candidates `digits` unless an earlier unit gives it
    /// too: a single cell comes from its row only, cells of one row or column inside a
    /// block from the line only.
    fn record(&mut self, cells: &[CellIndex], digits: CandidateSet) {
        let board = self.board;
        let geometry = board.geometry();
        let same = |of: fn(Geometry, CellIndex) -> usize| {
            cells.iter().all(|&c| of(geometry, c) == of(geometry, cells[0]))
        };
        let earlier = match self.unit {
            Unit::Row(_) => false,
            Unit::Column(_) => cells.len() == 1,
            Unit::Block(_) => same(Geometry::row_of) || same(Geometry::col_of),
        };
        if earlier {
            return;
        }
        let set: CellSet = cells.iter().copied().collect();
        let (by_digit, words) = if self.words {
            (Vec::new(), Some(words_of(board, cells)))
        } else {
            (by_digit(board, cells, digits), None)
        };
        let unit = if cells.len() == 1 { board.units_of(cells[0])[0] } else { self.unit };
        self.found.push(Rc::new(Als { unit, cells: SetCells::of(cells), set, digits, by_digit, words }));
    }
}

/// For each of `digits` (the candidates of `cells`) in order, the cells holding it and the
/// cells that see all of those.
fn by_digit(board: &PatternBoard, cells: &[CellIndex], digits: CandidateSet) -> Vec<(CellSet, CellSet)> {
    let mut by_digit = vec![(CellSet::EMPTY, CellSet::EMPTY); digits.len()];
    for &cell in cells {
        let peers = board.peer_set(cell);
        for digit in board.candidates(cell) {
            let Some(k) = rank(digits, digit) else { continue };
            let (holders, seen) = &mut by_digit[k];
            *seen = if holders.is_empty() { *peers } else { *seen & *peers };
            holders.insert(cell);
        }
    }
    by_digit
}

/// The set of `cells` in machine words, on a board of at most 9 digits and 128 cells.
///
/// The cells seeing a digit's holders start as every cell and lose those a holder does
/// not see; a digit without holders gets none at the end.
fn words_of(board: &PatternBoard, cells: &[CellIndex]) -> SetWords {
    let mut words = SetWords { cells: 0, by_digit: [(0, u128::MAX); 9] };
    for &cell in cells {
        let bit = 1u128 << cell.index();
        let peers = board.peer_set(cell).to_u128().unwrap_or_default();
        words.cells |= bit;
        let mut rest = board.candidates(cell).bits();
        while rest != 0 {
            let (holders, seen) = &mut words.by_digit[rest.trailing_zeros() as usize];
            *seen &= peers;
            *holders |= bit;
            rest &= rest - 1;
        }
    }
    for (holders, seen) in &mut words.by_digit {
        if *holders == 0 {
            *seen = 0;
        }
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{board_from_line, step_along};

    #[test]
    fn the_sets_in_words_are_the_sets_in_cell_sets() {
        let mut compared = 0;
        for grid in &crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 10) {
            let board = board_from_line(&grid.to_string());
            for als in board.units().flat_map(|unit| searched(&board, unit)) {
                let words = als.words.as_ref().expect("a 9x9 board takes words");
                assert_eq!(CellSet::from_u128(words.cells), als.set, "{grid}");
                let cells = by_digit(&board, &als.cells, als.digits);
                for (k, digit) in als.digits.iter().enumerate() {
                    assert_eq!((als.holders(digit), als.seen_by_all(digit)), cells[k], "{grid}");
                    compared += 1;
                }
                for digit in (0..9).filter_map(dn::Digit::from_index).filter(|&d| !als.digits.contains(d)) {
                    assert_eq!(
                        (als.holders(digit), als.seen_by_all(digit)),
                        (CellSet::EMPTY, CellSet::EMPTY)
                    );
                }
            }
        }
        assert!(compared > 1000, "the boards have sets: {compared}");
    }

    #[test]
    fn the_kept_sets_are_those_searched_afresh() {
        let mut shared = 0;
        let grids = crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 10);
        for grid in &grids {
            let mut board = board_from_line(&grid.to_string());
            let mut last: Vec<Rc<Als>> = Vec::new();
            for step in 0..40 {
                let kept = by_unit(&board);
                let fresh: Vec<Rc<Als>> = board.units().flat_map(|unit| searched(&board, unit)).collect();
                assert_eq!(kept, fresh, "{grid} after {step} steps");
                shared += kept.iter().filter(|als| last.iter().any(|had| Rc::ptr_eq(als, had))).count();
                last = kept;
                // A step: every fifth one places a cell's first candidate, the others remove it.
                if !step_along(&mut board, step % 5 == 4) {
                    break;
                }
            }
        }
        assert!(grids.is_empty() || shared > 1000, "the unchanged units share their sets: {shared}");
    }
}
