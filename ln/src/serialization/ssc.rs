//! Writing `.ssc`: the `.ss` layout where every empty cell shows its candidates.
//!
//! Each cell shows its value, else its candidates run together (`1347`), else `.` when it
//! has none; cells are left-aligned and padded to the widest cell of their column, with
//! one space between cells and around the box bars, so boxes line up.
//!
//! A cell showing one digit reads back as a given, so `.ssc` cannot say a placed value
//! or an empty cell with a single candidate: [`first_loss`] finds such a cell, and the
//! writer is only called on boards without one.

use dn::{CandidateSet, CellDN, SudokuDN};

use super::Format;
use super::drawing::{Frame, draw};
use super::grid_formats::symbol;
use super::unwritable::{Loss, Unwritable};

/// The first cell, in row order, that `.ssc` would read back as something else: a placed
/// value or an empty cell with one candidate.
pub(super) fn first_loss(board: &SudokuDN) -> Option<Unwritable> {
    let full = CandidateSet::full(board.geometry().side());
    board.cells().find_map(|(index, cell)| {
        let loss = match cell.value {
            Some(digit) if !cell.given => Loss::PlacedValue(digit),
            Some(_) => return None,
            None => Loss::SingleCandidate((cell.candidates & full).single_digit()?),
        };
        Some(Unwritable { format: Format::Ssc, cell: board.name_of(index), loss })
    })
}

/// How `.ssc` frames its boxes: one space between cells, `*---*` above and below,
/// `|---+---|` between bands.
const FRAME: Frame = Frame { gap: " ", top: ('*', '-'), between: ('|', '+'), bottom: ('*', '-') };

/// The board as `.ssc` text, with a line end after every line.
pub(super) fn write_ssc(board: &SudokuDN) -> String {
    draw(board, &FRAME, cell_text)
}

/// What a cell shows: its value, its candidates (those on a board of `side` digits), or
/// `.` for an empty cell without any.
fn cell_text(cell: &CellDN, side: usize) -> String {
    let candidates = cell.candidates & CandidateSet::full(side);
    match cell.value {
        Some(_) => symbol(cell.value, '.').to_string(),
        None if candidates.is_empty() => ".".to_string(),
        None => candidates.to_string(),
    }
}
