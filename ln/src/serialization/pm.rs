//! Writing `.pm`, the pencil-mark grid: every cell says what it is, so the text reads back
//! as exactly the board written, whatever it holds.
//!
//! A given shows as `<5>`, a placed value as `*5*`, an empty cell as its candidates run
//! together (`137`, or `7` for a single one), or `.` when it has none. The first line is
//! the [`HEADER`] naming these marks. Cells are left-aligned and padded to the widest cell
//! of their column, two spaces apart, inside the frame pencil-mark grids are exchanged in
//! (`.---.---.` above, `:---+---:` between bands of boxes, `'---'---'` below).

use dn::{CandidateSet, CellDN, SudokuDN};

use super::drawing::{Frame, draw};

/// The first line of every `.pm` text: it names the marks, and tells a reader that a lone
/// digit is a candidate even on a board without any given or placed value.
pub(super) const HEADER: &str = "# pencil marks: <d> given, *d* placed, other digits candidates, . none";

/// How `.pm` frames its boxes: two spaces between cells, `.---.` above, `:---+---:`
/// between bands, `'---'` below.
const FRAME: Frame = Frame { gap: "  ", top: ('.', '.'), between: (':', '+'), bottom: ('\'', '\'') };

/// The board as `.pm` text, with a line end after every line.
pub(super) fn write_pm(board: &SudokuDN) -> String {
    format!("{HEADER}\n{}", draw(board, &FRAME, cell_text))
}

/// What a cell shows: `<d>` for a given, `*d*` for a placed value, its candidates (those
/// on a board of `side` digits), or `.` for an empty cell without any.
fn cell_text(cell: &CellDN, side: usize) -> String {
    let candidates = cell.candidates & CandidateSet::full(side);
    match cell.value {
        Some(digit) if cell.given => format!("<{digit}>"),
        Some(digit) => format!("*{digit}*"),
        None if candidates.is_empty() => ".".to_string(),
        None => candidates.to_string(),
    }
}
