//! Reading single cells: a value character, or a cell's list of candidates.

use dn::{CandidateSet, CellDN, Digit, Geometry, SudokuDN};

use super::error::{ParseError, ParseErrorKind};

/// The cell one character writes: `.` or `0` is empty, a digit of the board is a given.
pub(super) fn value_cell(
    c: char,
    geometry: Geometry,
    line: usize,
    column: usize,
) -> Result<CellDN, ParseError> {
    match c {
        '.' | '0' => Ok(CellDN::default()),
        _ => board_digit(c, geometry).map(CellDN::given).ok_or_else(|| {
            ParseError::at(
                line,
                column,
                ParseErrorKind::Character { found: c, geometry, in_candidates: false },
            )
        }),
    }
}

/// The cell a whitespace-separated token writes: one character is a value (or empty), more
/// are the candidates of an empty cell.
pub(super) fn token_cell(
    token: &str,
    geometry: Geometry,
    line: usize,
    column: usize,
) -> Result<CellDN, ParseError> {
    let mut chars = token.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => value_cell(c, geometry, line, column),
        _ => {
            let mut candidates = CandidateSet::EMPTY;
            for (offset, c) in token.chars().enumerate() {
                let digit = board_digit(c, geometry).ok_or_else(|| {
                    let kind = ParseErrorKind::Character { found: c, geometry, in_candidates: true };
                    ParseError::at(line, column + offset, kind)
                })?;
                candidates.insert(digit);
            }
            Ok(CellDN { candidates, ..CellDN::default() })
        }
    }
}

/// The digit `c` writes, if it is one of the board's.
fn board_digit(c: char, geometry: Geometry) -> Option<Digit> {
    Digit::from_char(c).filter(|d| d.index() < geometry.side())
}

/// The board holding `cells` in row order; the caller gives exactly one per cell.
pub(super) fn board_of(geometry: Geometry, cells: Vec<CellDN>) -> SudokuDN {
    let mut board = SudokuDN::empty(geometry);
    for (cell, value) in geometry.cells().zip(cells) {
        board[cell] = value;
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digit(v: u8) -> Digit {
        Digit::new(v).unwrap()
    }

    #[test]
    fn values_and_empty_cells() {
        assert_eq!(value_cell('.', Geometry::NINE, 1, 1), Ok(CellDN::default()));
        assert_eq!(value_cell('0', Geometry::NINE, 1, 1), Ok(CellDN::default()));
        assert_eq!(value_cell('7', Geometry::NINE, 1, 1), Ok(CellDN::given(digit(7))));
        assert_eq!(value_cell('g', Geometry::SIXTEEN, 1, 1), Ok(CellDN::given(digit(16))));
        let error = value_cell('5', Geometry::FOUR, 2, 3).unwrap_err();
        assert_eq!(error.to_string(), "line 2, column 3: expected a digit 1-4, '.' or '0', found '5'");
    }

    #[test]
    fn candidate_tokens() {
        let cell = token_cell("1347", Geometry::NINE, 1, 1).unwrap();
        assert_eq!((cell.value, cell.candidates.to_string()), (None, "1347".to_string()));
        assert_eq!(token_cell("8", Geometry::NINE, 1, 1), Ok(CellDN::given(digit(8))));
        let error = token_cell("13.7", Geometry::NINE, 5, 10).unwrap_err();
        assert_eq!(error.to_string(), "line 5, column 12: expected a candidate digit 1-9, found '.'");
    }
}
