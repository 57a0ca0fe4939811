//! Drawing a board whose cells show text of different widths (`.ssc`, `.pm`): each cell is
//! left-aligned and padded to the widest cell of its column, and boxes are framed by rule
//! lines, so the boxes line up whatever the cells hold.

use dn::{CellDN, SudokuDN};

/// How one framed layout draws its lines.
pub(super) struct Frame {
    /// What stands between two cells of one box.
    pub(super) gap: &'static str,
    /// The ends and the joint of the rule above the board.
    pub(super) top: (char, char),
    /// The ends and the joint of the rule between two bands of boxes.
    pub(super) between: (char, char),
    /// The ends and the joint of the rule below the board.
    pub(super) bottom: (char, char),
}

/// `board` drawn in `frame`, each cell showing `cell_text(cell, side)`, with a line end
/// after every line: `| a  b  c | d …|` rows between rule lines.
pub(super) fn draw(board: &SudokuDN, frame: &Frame, cell_text: impl Fn(&CellDN, usize) -> String) -> String {
    let geometry = board.geometry();
    let (n, side) = (geometry.box_size(), geometry.side());
    let shown: Vec<Vec<String>> =
        (0..side).map(|row| (0..side).map(|col| cell_text(&board[(row, col)], side)).collect()).collect();
    let widths: Vec<usize> =
        (0..side).map(|col| shown.iter().map(|row| row[col].chars().count()).max().unwrap_or(1)).collect();
    let box_widths: Vec<usize> = widths
        .chunks(n)
        .map(|chunk| chunk.iter().sum::<usize>() + frame.gap.len() * (chunk.len() - 1) + 2)
        .collect();
    let rule = |(ends, joint): (char, char)| {
        let dashes: Vec<String> = box_widths.iter().map(|&w| "-".repeat(w)).collect();
        format!("{ends}{}{ends}\n", dashes.join(&joint.to_string()))
    };
    let mut text = rule(frame.top);
    for (row, cells) in shown.iter().enumerate() {
        if row > 0 && row % n == 0 {
            text.push_str(&rule(frame.between));
        }
        for (band, chunk) in cells.chunks(n).enumerate() {
            let padded: Vec<String> = chunk
                .iter()
                .enumerate()
                .map(|(k, cell)| format!("{cell:<width$}", width = widths[band * n + k]))
                .collect();
            text.push_str(&format!("| {} ", padded.join(frame.gap)));
        }
        text.push_str("|\n");
    }
    text.push_str(&rule(frame.bottom));
    text
}
