//! Test helpers: boards written as text, cell names, and the fixture table every pattern
//! must have an entry in.

use dn::{CandidateSet, CellIndex, Coord, Digit, Geometry, Grid, SudokuDN};

use super::PatternBoard;

/// A 9×9 board from rows of values (`.` empty; missing rows are empty) with candidates
/// computed.
pub(crate) fn board_from_rows(rows: &[&str]) -> PatternBoard {
    let mut line = rows.concat();
    line.push_str(&".".repeat(81usize.saturating_sub(line.len())));
    PatternBoard::with_computed_candidates(&grid(&line))
}

/// A board from an 81-character line with candidates computed.
pub(crate) fn board_from_line(line: &str) -> PatternBoard {
    PatternBoard::with_computed_candidates(&grid(line))
}

fn grid(line: &str) -> Grid {
    let values = line.bytes().map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 }).collect();
    Grid::new(Geometry::NINE, values).expect("an 81-character board")
}

/// A board from a candidate grid: 81 whitespace-separated fields, each a placed digit
/// written `=5`... or the cell's candidates (`126`). Values as single digits preceded by
/// `=` are placed; every other field lists candidates.
pub(crate) fn board_from_candidates(text: &str) -> PatternBoard {
    let fields: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(fields.len(), 81, "a candidate grid needs 81 fields");
    let mut board = SudokuDN::empty(Geometry::NINE);
    for (i, field) in fields.iter().enumerate() {
        let cell = CellIndex::new(i);
        if let Some(value) = field.strip_prefix('=') {
            board[cell].value = Digit::new(value.parse().expect("a digit after '='"));
        } else {
            board[cell].candidates = field
                .chars()
                .map(|c| Digit::from_char(c).expect("candidate digits"))
                .collect::<CandidateSet>();
        }
    }
    PatternBoard::from_dn(&board)
}

/// An empty board of `geometry` where each named cell (`f1c5`) keeps only the candidates
/// listed with it (`13`).
pub(crate) fn empty_with(geometry: Geometry, cells: &[(&str, &str)]) -> PatternBoard {
    let grid = Grid::new(geometry, vec![0; geometry.cell_count()]).expect("an empty grid");
    let mut board = PatternBoard::with_computed_candidates(&grid);
    for &(name, keep) in cells {
        let at = geometry.cell_of(cell(name)).expect("a cell of the board");
        for digit in board.candidates(at) {
            if !keep.chars().any(|c| Digit::from_char(c) == Some(digit)) {
                board.eliminate(at, digit);
            }
        }
    }
    board
}

/// The coordinate named `name` (`f4c6`).
pub(crate) fn cell(name: &str) -> Coord {
    name.parse().expect("a cell name")
}

/// A board for one pattern: where it comes from, whether the pattern applies, and what
/// the first application must change (`-2f3c4` removes 2 from f3c4, `+5f1c1` places 5).
pub(crate) struct Fixture {
    /// The pattern id.
    pub(crate) pattern: &'static str,
    /// Where the board comes from (thesis figure, collection line, built by hand).
    pub(crate) source: &'static str,
    /// The board.
    pub(crate) board: fn() -> PatternBoard,
    /// Whether the pattern must find something.
    pub(crate) applies: bool,
    /// The exact changes of the first application, when it applies.
    pub(crate) expected: &'static [&'static str],
}

/// An empty 9×9 board.
pub(crate) const EMPTY: &str =
    ".................................................................................";

/// Thesis figure 3.25, the board of the chain examples (figures 3.27-3.28); its solution
/// has 1 in f1c1 and 3 in f6c6.
pub(crate) const FIGURE_3_25: &str = "
        13 =7 =2 =6 13 =9 =8 =5 =4
        =4 39 =5 =7 =8 =2 =6 139 19
        1389 =6 38 13 =5 =4 =2 139 =7
        =7 =4 =1 =9 =2 =8 =5 =6 =3
        389 389 =6 =5 13 =7 =4 =2 189
        =5 =2 38 =4 =6 13 =7 19 189
        =6 =1 =4 =8 =9 =5 =3 =7 =2
        38 38 =9 =2 =7 =6 =1 =4 =5
        =2 =5 =7 13 =4 13 =9 =8 =6";
