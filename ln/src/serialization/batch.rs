//! Reading boards written on one line each (`.txt`, and batch files of many puzzles).

use dn::{Geometry, SudokuDN};

use super::cells::{board_of, value_cell};
use super::error::{ParseError, ParseErrorKind};
use super::lines::Line;

/// The board written on `line`: its first whitespace-separated word holds every cell, row
/// by row; anything after that word (a rating, a name) is ignored.
pub(super) fn read_board_line(line: Line<'_>) -> Result<SudokuDN, ParseError> {
    let start = line.text.chars().take_while(|c| c.is_whitespace()).count();
    let word: Vec<char> = line.text.chars().skip(start).take_while(|c| !c.is_whitespace()).collect();
    let geometry = Geometry::from_cell_count(word.len()).map_err(|_| {
        ParseError::on_line(
            line.number,
            ParseErrorKind::BoardCells { expected: near(word.len()), found: word.len() },
        )
    })?;
    let cells = word
        .iter()
        .enumerate()
        .map(|(i, &c)| value_cell(c, geometry, line.number, start + i + 1))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(board_of(geometry, cells))
}

/// The length of a board's first word, if it is one of the one-line board lengths.
pub(super) fn board_word_length(line: Line<'_>) -> Option<usize> {
    let length = line.text.split_whitespace().next().map_or(0, |word| word.chars().count());
    Geometry::from_cell_count(length).is_ok().then_some(length)
}

/// The board a line of `cells` cells was probably meant to hold: the one whose cell count
/// is within a quarter of it.
fn near(cells: usize) -> Option<Geometry> {
    Geometry::ALL.into_iter().find(|g| 5 * cells >= 4 * g.cell_count() && 4 * cells <= 5 * g.cell_count())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<SudokuDN, String> {
        read_board_line(Line { number: 3, text }).map_err(|e| e.to_string())
    }

    const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

    #[test]
    fn a_line_holds_one_board_and_may_carry_a_rating() {
        let board = read(FIG_2_1).unwrap();
        assert_eq!(board.grid().to_string(), FIG_2_1);
        assert_eq!(board.given_count(), 41);
        let rated = read(&format!("  {}\t 4.5 hard", FIG_2_1.replace('.', "0"))).unwrap();
        assert_eq!(rated, board);
        assert_eq!(read("1..2..1..2..3..4").unwrap().geometry(), Geometry::FOUR);
    }

    #[test]
    fn wrong_lengths_and_characters_are_reported() {
        assert_eq!(read(&FIG_2_1[1..]), Err("line 3: expected 81 cells (9×9), found 80".to_string()));
        assert_eq!(
            read("123"),
            Err("line 3: expected 16, 81, 256 or 625 cells (4×4, 9×9, 16×16 or 25×25), found 3".to_string())
        );
        let bad = format!(" {}x{}", &FIG_2_1[..5], &FIG_2_1[6..]);
        assert_eq!(
            read(&bad),
            Err("line 3, column 7: expected a digit 1-9, '.' or '0', found 'x'".to_string())
        );
    }

    #[test]
    fn board_words_are_recognised() {
        assert_eq!(board_word_length(Line { number: 1, text: FIG_2_1 }), Some(81));
        assert_eq!(board_word_length(Line { number: 1, text: ".8.9.2..5" }), None);
        assert_eq!(board_word_length(Line { number: 1, text: "" }), None);
    }
}
