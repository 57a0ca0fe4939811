//! Computing candidates: the digits each empty cell can still take by the rules alone.

use dn::{CandidateSet, SudokuDN};

/// Sets every empty cell's candidates to the digits that no cell of its row, column or block
/// holds, and clears the candidates of cells that hold a value.
pub fn compute_candidates(board: &mut SudokuDN) {
    let geometry = board.geometry();
    let placed: Vec<CandidateSet> = geometry.units().map(|unit| board.placed_in(unit)).collect();
    let side = geometry.side();
    let full = CandidateSet::full(side);
    for cell in geometry.cells() {
        if board[cell].value.is_some() {
            board[cell].candidates = CandidateSet::EMPTY;
            continue;
        }
        let seen = placed[geometry.row_of(cell)]
            | placed[side + geometry.col_of(cell)]
            | placed[2 * side + geometry.block_of(cell)];
        board[cell].candidates = full - seen;
    }
}

/// Whether any empty cell notes a candidate.
pub fn has_candidates(board: &SudokuDN) -> bool {
    board.cells().any(|(_, cell)| cell.value.is_none() && !cell.candidates.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use dn::{Geometry, Grid};

    #[test]
    fn candidates_of_the_thesis_board() {
        let line = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";
        let values = line.bytes().map(|b| if b == b'.' { 0 } else { b - b'0' }).collect();
        let mut board = SudokuDN::from_grid(&Grid::new(Geometry::NINE, values).unwrap());
        assert!(!has_candidates(&board));
        compute_candidates(&mut board);
        assert!(has_candidates(&board));
        assert_eq!(board.cell_by_name("f1c1").unwrap().candidates.to_string(), "36");
        assert_eq!(board.cell_by_name("f5c7").unwrap().candidates.to_string(), "12379");
        assert!(board.cell_by_name("f1c2").unwrap().candidates.is_empty());
    }
}
