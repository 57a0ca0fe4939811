//! Writing `.pm`, the pencil-mark grid: every cell says what it is, so the text reads back
//! as exactly the board written, whatever it holds.
//!
//! A given shows as `<5>`, a placed value as `*5*`, an empty cell as its candidates run
//! together (`137`, or `7` for a single one), or `.` when it has none. The first line is
//! the [`HEADER`] naming these marks. Cells are left-aligned and padded to the widest cell
//! of their column, two spaces apart, inside the frame pencil-mark grids are exchanged in
//! (`.---.---.` above, `:---+---:` between bands of boxes, `'---'---'` below).

use dn::{CandidateSet, CellDN, SudokuDN};

/// The first line of every `.pm` text: it names the marks, and tells a reader that a lone
/// digit is a candidate even on a board without any given or placed value.
pub(super) const HEADER: &str = "# pencil marks: <d> given, *d* placed, other digits candidates, . none";

/// The board as `.pm` text, with a line end after every line.
pub(super) fn write_pm(board: &SudokuDN) -> String {
    let geometry = board.geometry();
    let (n, side) = (geometry.box_size(), geometry.side());
    let shown: Vec<Vec<String>> =
        (0..side).map(|row| (0..side).map(|col| cell_text(&board[(row, col)], side)).collect()).collect();
    let widths: Vec<usize> =
        (0..side).map(|col| shown.iter().map(|row| row[col].chars().count()).max().unwrap_or(1)).collect();
    let box_widths: Vec<usize> =
        widths.chunks(n).map(|chunk| chunk.iter().sum::<usize>() + 2 * (chunk.len() - 1) + 2).collect();
    let rule = |ends: char, joint: char| {
        let dashes: Vec<String> = box_widths.iter().map(|&w| "-".repeat(w)).collect();
        format!("{ends}{}{ends}\n", dashes.join(&joint.to_string()))
    };
    let mut text = format!("{HEADER}\n{}", rule('.', '.'));
    for (row, cells) in shown.iter().enumerate() {
        if row > 0 && row % n == 0 {
            text.push_str(&rule(':', '+'));
        }
        for (band, chunk) in cells.chunks(n).enumerate() {
            let padded: Vec<String> = chunk
                .iter()
                .enumerate()
                .map(|(k, cell)| format!("{cell:<width$}", width = widths[band * n + k]))
                .collect();
            text.push_str(&format!("| {} ", padded.join("  ")));
        }
        text.push_str("|\n");
    }
    text.push_str(&rule('\'', '\''));
    text
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
