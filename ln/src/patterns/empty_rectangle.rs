//! Empty Rectangle (HoDoKu level hard, score 120): in a block, a digit's places all lie in
//! one row and one column of the block (the rest of the block, a rectangle, is empty of
//! it). With a strong link on the digit in a line that crosses the block's row (or column)
//! outside the block, the cell where the link's other end meets the block's column (or
//! row) loses the digit: if it held it, the link would put the digit on the block's row and
//! the cell itself would take the block's column, leaving the block no place for it.

use dn::{CellIndex, Digit, ExplainerRating, Hint, Level, Role, Unit};

use super::draft::Draft;
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// A block whose places for a digit form a cross, and a strong link that sees its arm.
pub(crate) struct EmptyRectangle;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("empty-rectangle"),
    name: "Empty Rectangle",
    level: Level::Hard,
    family: Family::SingleDigit,
    section: None,
    explainer: ExplainerRating::tenths(66),
    summary: "A digit confined to one row and one column of a block, and a line with two places for it \
              crossing that row: the cell where the line's other place meets the block's column loses it.",
};

/// One Empty Rectangle found: the block's cross and the strong link.
struct Found {
    digit: Digit,
    block: usize,
    /// The row and column of the block's cross.
    cross: (usize, usize),
    /// The strong link: the end on the cross's row (or column) line, then the other end.
    link: [CellIndex; 2],
    target: CellIndex,
}

impl Pattern for EmptyRectangle {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    fn reads(&self) -> Reads {
        Reads::OneDigit
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        let geometry = board.geometry();
        let (side, size) = (board.side(), geometry.box_size());
        for digit in board.digits_left() {
            // The strong links of the digit: each row's and each column's two places, if
            // it has exactly two, read once for every block and cross (rows are units
            // `0..side`, columns `side..2 · side`).
            let places = board.places_by_unit(digit);
            let (row_pair, column_pair) = (|r: usize| places.pair(r), |c: usize| places.pair(side + c));
            for block in 0..side {
                let (top, left) = (block / size * size, block % size * size);
                // The block's places (bit `k` for its `k`-th), and those on each of its
                // rows and columns.
                let (mut all, mut on_row, mut on_col) = (0u32, [0u32; 5], [0u32; 5]);
                for (k, cell) in board.cells_of(Unit::Block(block as u8)).iter().enumerate() {
                    if board.has(*cell, digit) {
                        all |= 1 << k;
                        on_row[geometry.row_of(*cell) - top] |= 1 << k;
                        on_col[geometry.col_of(*cell) - left] |= 1 << k;
                    }
                }
                if dn::count_ones(all) < 2 {
                    continue;
                }
                for row in top..top + size {
                    for col in left..left + size {
                        let (on_row, on_col) = (on_row[row - top], on_col[col - left]);
                        // Every place on the cross, not all on its row nor all on its column.
                        if on_row | on_col != all || on_row == all || on_col == all {
                            continue;
                        }
                        let found = |link: [CellIndex; 2], target| Found { digit, block, cross: (row, col), link, target };
                        for other in (0..side).filter(|c| !(left..left + size).contains(c)) {
                            // A strong link in column `other`: one end on the cross's row, the other outside the block's rows.
                            if let Some(hint) = link_in(column_pair(other), |c| geometry.row_of(c) == row)
                                .filter(|&[_, far]| !(top..top + size).contains(&geometry.row_of(far)))
                                .and_then(|link| geometry.cell_at(geometry.row_of(link[1]), col).map(|t| found(link, t)))
                                .and_then(|f| build(board, f, explain))
                            {
                                return Some(hint);
                            }
                        }
                        for other in (0..side).filter(|r| !(top..top + size).contains(r)) {
                            // A strong link in row `other`: one end on the cross's column, the other outside the block's columns.
                            if let Some(hint) = link_in(row_pair(other), |c| geometry.col_of(c) == col)
                                .filter(|&[_, far]| !(left..left + size).contains(&geometry.col_of(far)))
                                .and_then(|link| geometry.cell_at(row, geometry.col_of(link[1])).map(|t| found(link, t)))
                                .and_then(|f| build(board, f, explain))
                            {
                                return Some(hint);
                            }
                        }
                    }
                }
            }
        }
        None
    }
}

/// The strong link `pair` (the two places of a digit in a line, if it has exactly two)
/// with one end where `near` holds, as `[near end, other end]`.
fn link_in(pair: Option<[CellIndex; 2]>, near: impl Fn(CellIndex) -> bool) -> Option<[CellIndex; 2]> {
    let [a, b] = pair?;
    match (near(a), near(b)) {
        (true, false) => Some([a, b]),
        (false, true) => Some([b, a]),
        _ => None,
    }
}

/// The hint of `found`, if its target still has the digit.
fn build(board: &PatternBoard, found: Found, explain: bool) -> Option<Hint> {
    let digit = found.digit;
    if !board.has(found.target, digit) {
        return None;
    }
    let mut draft = Draft::new(&INFO, board);
    draft.cells(board.cells_with(Unit::Block(found.block as u8), digit), Role::Pattern);
    draft.cells(found.link, Role::Chain);
    draft.strong(found.link[1], found.link[0], digit);
    draft.eliminate(found.target, digit);
    draft.finish(explain, |_| {
        let (row, col) = found.cross;
        let [near, far] = found.link.map(|c| board.coord(c));
        let target = board.coord(found.target);
        format!(
            "Empty Rectangle on {digit}: in block {} the {digit} can only go in row {} or column {}. {near} and \
             {far} are the only places for {digit} in their line. If {target} were {digit}, {far} would not be, so \
             {near} would be; then the block could place its {digit} neither in row {} nor in column {}. So \
             remove {digit} from {target}.",
            found.block + 1,
            row + 1,
            col + 1,
            row + 1,
            col + 1,
        )
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use dn::Role;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    // `jade example empty-rectangle --seed 1` (puzzle .7............5.6.2..14........3.85.1..8..7.69.........2.6..1.4..34......4..9.538), prints the same board as
    // `two_string_kite`'s example seed 1.
    use crate::patterns::two_string_kite::tests::EXAMPLE_SEED_1;

    // `jade example empty-rectangle --seed 2` (puzzle .2...6....8.....9........48.6.4..........5.3...8..1......69.35.7.1.5......9.142..), prints the same board as
    // `skyscraper`'s example seed 2.
    use crate::patterns::skyscraper::tests::EXAMPLE_SEED_2;

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "empty-rectangle",
            source: "jade example empty-rectangle --seed 1",
            board: || board_from_marks(EXAMPLE_SEED_1),
            applies: true,
            expected: &["-7f4c4"],
        },
        Fixture {
            pattern: "empty-rectangle",
            source: "jade example empty-rectangle --seed 2",
            board: || board_from_marks(EXAMPLE_SEED_2),
            applies: true,
            expected: &["-9f4c1"],
        },
        Fixture {
            pattern: "empty-rectangle",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "empty-rectangle",
            source: "the board of `jade example w-wing --seed 1`: a W-Wing, no Empty Rectangle",
            board: || board_from_marks(crate::patterns::w_wing::tests::EXAMPLE_SEED_1),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_cells_and_the_drawing_marks_them() {
        let hint = EmptyRectangle.find(&board_from_marks(EXAMPLE_SEED_1), true).expect("the example applies");
        assert_eq!(
            hint.explanation,
            "Empty Rectangle on 7: in block 4 the 7 can only go in row 4 or column 3. f9c3 and f9c4 are \
             the only places for 7 in their line. If f4c4 were 7, f9c4 would not be, so f9c3 would be; \
             then the block could place its 7 neither in row 4 nor in column 3. So remove 7 from f4c4."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f4c1", "f4c3", "f6c3"]);
        assert_eq!(role(Role::Chain), ["f9c3", "f9c4"]);
        assert_eq!(role(Role::Target), ["f4c4"]);
        assert_eq!(hint.links.len(), 1);
    }
}
