//! The built-in sample shown when `jade-gui` starts without a file: a game in progress, so
//! the window shows givens, placed values and candidates at once.

use dn::Digit;
use facade::{FacadeError, SudokuLN};

/// The sample's givens (27 clues, one solution), one line, `.` for empty.
pub const SAMPLE_GIVENS: &str =
    "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";

/// Values already placed in the sample (all agree with its solution).
pub const SAMPLE_PLACED: [(&str, u8); 6] =
    [("f1c1", 5), ("f1c2", 1), ("f3c1", 4), ("f5c1", 2), ("f7c9", 4), ("f9c9", 3)];

/// The sample game: the givens read through the façade, a few values placed, and the
/// candidates the rules allow computed by the façade. Its history starts there: there
/// is nothing to undo, so Undo cannot take its candidates away.
pub fn sample_game() -> Result<SudokuLN, FacadeError> {
    let mut board = SudokuLN::from_text(SAMPLE_GIVENS)?.board().clone();
    for (name, value) in SAMPLE_PLACED {
        if let (Ok(index), Some(digit)) = (board.index_of_name(name), Digit::new(value)) {
            board[index].value = Some(digit);
            board[index].given = false;
        }
    }
    let mut game = SudokuLN::new(board);
    game.apply(facade::Action::ComputeCandidates)?;
    Ok(SudokuLN::new(game.board().clone()))
}
