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
/// One step of the tests that walk through positions: the first cell with two candidates
/// or more loses its first one, or is set to it when `place`; `false` when no cell has two.
pub(crate) fn step_along(board: &mut PatternBoard, place: bool) -> bool {
    let Some(cell) = board.empty_cells().find(|&c| board.candidates(c).len() >= 2) else { return false };
    let Some(digit) = board.candidates(cell).first() else { return false };
    if place {
        board.place(cell, digit);
    } else {
        board.eliminate(cell, digit);
    }
    true
}

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

/// A board written as `jade example` prints it (the pencil-mark grid: `<d>` given, `*d*`
/// placed, other digits candidates, with or without its `# pencil marks` line): paste the
/// grid into a `const` and read it with this. Any format `SerializacionLN::parse` reads works.
pub(crate) fn board_from_marks(text: &str) -> PatternBoard {
    let board =
        crate::serialization::SerializacionLN::parse(text).expect("a board as `jade example` prints it");
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

#[cfg(test)]
mod tests {
    use super::*;

    /// `jade example x-wing --seed 1`, its board as printed.
    const X_WING_EXAMPLE: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.---------------.---------------.---------------.
| *9*  *3*  *7* | *2*  *8*  <1> | *5*  <6>  <4> |
| 146  <8>  146 | 56   456  <9> | *7*  <2>  *3* |
| 46   <5>  <2> | <7>  346  36  | <1>  *8*  *9* |
:---------------+---------------+---------------:
| *8*  47   *9* | 45   *1*  57  | <6>  <3>  <2> |
| 23   27   46  | 46   *9*  37  | *8*  15   15  |
| 36   <1>  *5* | <8>  36   <2> | *4*  <9>  *7* |
:---------------+---------------+---------------:
| 124  246  14  | *3*  27   *8* | *9*  57   56  |
| <7>  <9>  <3> | <1>  56   56  | *2*  *4*  <8> |
| <5>  26   *8* | *9*  27   <4> | <3>  17   16  |
'---------------'---------------'---------------'
";

    #[test]
    fn the_board_jade_example_prints_reads_back_with_its_candidates() {
        let board = board_from_marks(X_WING_EXAMPLE);
        let at = |name| board.geometry().cell_of(cell(name)).unwrap();
        assert_eq!(board.value(at("f1c1")), Digit::new(9));
        assert_eq!(board.candidates(at("f2c1")).to_string(), "146");
        assert_eq!(board.candidates(at("f9c9")).to_string(), "16");
    }
}
