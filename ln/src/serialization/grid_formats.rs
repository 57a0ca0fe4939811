//! Writing the value-only formats: `.txt`, `.sdk`, `.sud` and `.ss`.

use dn::{Digit, SudokuDN};

/// The board's values on one line, `.` for empty (`.txt`), with a line end.
pub(super) fn write_txt(board: &SudokuDN) -> String {
    let mut text: String = board.cells().map(|(_, c)| symbol(c.value, '.')).collect();
    text.push('\n');
    text
}

/// One line per row, `empty` for empty cells (`.sdk` with `.`, `.sud` with `0`).
pub(super) fn write_rows(board: &SudokuDN, empty: char) -> String {
    let side = board.geometry().side();
    let mut text = String::with_capacity(side * (side + 1));
    for (cell, c) in board.cells() {
        text.push(symbol(c.value, empty));
        if board.geometry().col_of(cell) + 1 == side {
            text.push('\n');
        }
    }
    text
}

/// The `.sdk` grid drawn in boxes (`.ss`): `*---*` frame lines, `|` between boxes and
/// `|---+---|` between bands of boxes.
pub(super) fn write_ss(board: &SudokuDN) -> String {
    let geometry = board.geometry();
    let n = geometry.box_size();
    let frame = format!("*{}*\n", "-".repeat(n * n + n - 1));
    let separator = format!("|{}|\n", vec!["-".repeat(n); n].join("+"));
    let mut text = frame.clone();
    for row in 0..geometry.side() {
        if row > 0 && row % n == 0 {
            text.push_str(&separator);
        }
        for col in 0..geometry.side() {
            if col % n == 0 {
                text.push('|');
            }
            text.push(symbol(board[(row, col)].value, '.'));
        }
        text.push_str("|\n");
    }
    text.push_str(&frame);
    text
}

/// The character of a value, `empty` for none.
pub(super) fn symbol(value: Option<Digit>, empty: char) -> char {
    value.map_or(empty, Digit::to_char)
}
