//! Locked Candidates (thesis 3.5): a digit whose places in one unit all lie in the
//! intersection with a second unit must be placed there in the second unit too.
//!
//! Type 1 (box-line reduction): in a row or column the digit fits only inside one block, so
//! the rest of that block loses it. Type 2 (pointing): in a block the digit fits only inside
//! one row or column, so the rest of that line loses it.
//!
//! A step whose removals leave the digit a single place in a unit of the source's kind (a
//! pointing that leaves one place in another block on the line, a claiming that leaves one
//! in another line through the block) is Sudoku Explainer's "direct" form, rated 1.7
//! (pointing) or 1.9 (claiming) instead of 2.6 and 2.8; it is found first, since it leads
//! straight to a value.

use dn::{CandidateSet, CellIndex, Coord, Digit, ExplainerRating, Hint, Level, Role, Unit};

use super::draft::Draft;
use super::subsets::cell_list;
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// A digit confined to one line inside a block, or to one block inside a line, leaves the rest of the other unit.
pub(crate) struct LockedCandidates;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("locked-candidates"),
    name: "Locked Candidates",
    level: Level::Medium,
    family: Family::Intersections,
    section: Some("3.5"),
    explainer: ExplainerRating::tenths(26),
    summary: "A digit confined to one line inside a block, or to one block inside a line, leaves the rest of the other unit.",
};

impl Pattern for LockedCandidates {
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

    /// 2.6 when a block points into a line, 2.8 when a line claims a block, 1.7 and 1.9 in
    /// their direct forms (as Sudoku Explainer). `hint` is the step [`Pattern::find`] gives
    /// on `board`.
    fn explainer_rating(&self, hint: &Hint, board: &PatternBoard) -> ExplainerRating {
        match first_locked_in(board, CandidateSet::full(board.side())) {
            Some(((source, _, _), direct, _)) => rating_of(source, direct),
            None => rating_from_cells(hint),
        }
    }

    fn apply_first(&self, board: &mut PatternBoard) -> Option<(ExplainerRating, bool)> {
        let (rating, changed, _) = self.apply_first_in_digits(board, CandidateSet::full(board.side()))?;
        Some((rating, changed))
    }

    fn apply_first_in_digits(
        &self,
        board: &mut PatternBoard,
        digits: CandidateSet,
    ) -> Option<(ExplainerRating, bool, CandidateSet)> {
        let ((source, target, digit), direct, busy) = first_locked_in(board, digits)?;
        let mut changed = false;
        for &cell in board.cells_of(target) {
            if outside_of(board, cell, source, digit) {
                changed |= board.eliminate(cell, digit);
            }
        }
        Some((rating_of(source, direct), changed, busy))
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        let (source, target, digit) = first_locked(board)?;
        build(board, source, target, digit, explain)
    }
}

/// A locked candidates step: the unit the digit is confined in, the unit it is confined to,
/// and the digit.
type Locked = (Unit, Unit, Digit);

/// The value on Sudoku Explainer's scale of a step confined in `source`, in its direct
/// form or not.
fn rating_of(source: Unit, direct: bool) -> ExplainerRating {
    match (source, direct) {
        (Unit::Block(_), true) => ExplainerRating::tenths(17),
        (_, true) => ExplainerRating::tenths(19),
        (Unit::Block(_), false) => INFO.explainer,
        (_, false) => ExplainerRating::tenths(28),
    }
}

/// The plain value read from a hint alone (pointing when the removals lie on the line of the
/// pattern's cells): used only if the hint was not found on `board`.
fn rating_from_cells(hint: &Hint) -> ExplainerRating {
    let pattern: Vec<Coord> = hint.cells.iter().filter(|c| c.role == Role::Pattern).map(|c| c.cell).collect();
    let on_their_line =
        |t: Coord| pattern.iter().all(|p| p.row == t.row) || pattern.iter().all(|p| p.col == t.col);
    if hint.eliminations.iter().all(|e| on_their_line(e.cell)) { INFO.explainer } else { ExplainerRating::tenths(28) }
}

/// The first locked candidates that remove something in its direct form if there is one,
/// else the first at all (units in [`PatternBoard::units`] order, digits in order).
fn first_locked(board: &PatternBoard) -> Option<Locked> {
    first_locked_in(board, CandidateSet::full(board.side())).map(|(step, _, _)| step)
}

/// [`first_locked`] among the steps on `digits`, whether it is the direct form, and the
/// digits of `digits` that may have steps: those with a step when the search went through
/// every unit (no direct form anywhere), else all of `digits`.
fn first_locked_in(board: &PatternBoard, digits: CandidateSet) -> Option<(Locked, bool, CandidateSet)> {
    let digits = digits & CandidateSet::full(board.side());
    match board.side() {
        4 => Places::<4>::of(board, digits).first_locked(digits),
        9 => Places::<9>::of(board, digits).first_locked(digits),
        16 => Places::<16>::of(board, digits).first_locked(digits),
        25 => Places::<25>::of(board, digits).first_locked(digits),
        side => unreachable!("no board has a side of {side}"),
    }
}

/// A unit as its kind ([`ROW`], [`COLUMN`] or [`BLOCK`]) and its number among that kind.
type At = (usize, usize);

/// The kinds of unit, as [`Places`] indexes them.
const ROW: usize = 0;
/// See [`ROW`].
const COLUMN: usize = 1;
/// See [`ROW`].
const BLOCK: usize = 2;

/// The unit at `at`.
fn unit((kind, line): At) -> Unit {
    let line = line as u8;
    match kind {
        ROW => Unit::Row(line),
        COLUMN => Unit::Column(line),
        _ => Unit::Block(line),
    }
}

/// Where each digit can go in each unit of a board of side `S`, as bits of the unit's
/// places (place `k` = the unit's `k`-th cell in reading order).
struct Places<const S: usize> {
    /// By kind of unit, unit and digit index.
    bits: [[[u32; S]; S]; 3],
}

impl<const S: usize> Places<S> {
    /// The blocks' side.
    const N: usize = S.isqrt();
    /// The places of a block's first column.
    const BLOCK_COLUMN: u32 = {
        let mut mask = 0;
        let mut i = 0;
        while i < Self::N {
            mask |= 1 << (i * Self::N);
            i += 1;
        }
        mask
    };
    /// The places of a block's first row, or of a line's first block.
    const SEGMENT: u32 = (1 << Self::N) - 1;

    /// The places of `digits` on `board` (the other digits have none).
    fn of(board: &PatternBoard, digits: CandidateSet) -> Places<S> {
        let mut bits = [[[0; S]; S]; 3];
        let candidates = board.all_candidates();
        for row in 0..S {
            for col in 0..S {
                let mut rest = (candidates[row * S + col] & digits).bits();
                let block = row / Self::N * Self::N + col / Self::N;
                let in_block = row % Self::N * Self::N + col % Self::N;
                while rest != 0 {
                    let index = rest.trailing_zeros() as usize;
                    bits[ROW][row][index] |= 1 << col;
                    bits[COLUMN][col][index] |= 1 << row;
                    bits[BLOCK][block][index] |= 1 << in_block;
                    rest &= rest - 1;
                }
            }
        }
        Places { bits }
    }

    /// See [`first_locked_in`]: the units in [`PatternBoard::units`] order, `digits` in
    /// order in each.
    fn first_locked(&self, digits: CandidateSet) -> Option<(Locked, bool, CandidateSet)> {
        let mut first = None;
        let mut busy = 0;
        for kind in [ROW, COLUMN, BLOCK] {
            for line in 0..S {
                let mut rest = digits.bits();
                while rest != 0 {
                    let index = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    let positions = self.bits[kind][line][index];
                    if positions & positions.wrapping_sub(1) == 0 {
                        continue;
                    }
                    let source = (kind, line);
                    let Some(target) = Self::confining_unit(source, positions) else { continue };
                    if self.at(target, index) & !Self::meet(target, source) == 0 {
                        continue;
                    }
                    let step = (unit(source), unit(target), Digit::from_index(index)?);
                    if self.is_direct(source, target, index) {
                        return Some((step, true, digits));
                    }
                    first = first.or(Some(step));
                    busy |= 1 << index;
                }
            }
        }
        first.map(|step| (step, false, CandidateSet::from_bits(busy)))
    }

    /// The places of the digit at `index` in the unit at `at`.
    #[inline]
    fn at(&self, (kind, line): At, index: usize) -> u32 {
        self.bits[kind][line][index]
    }

    /// The places of the unit at `at` that lie in `other`, a line and a block that cross
    /// (either way round).
    fn meet((kind, _): At, (other_kind, other): At) -> u32 {
        let n = Self::N;
        match (kind, other_kind) {
            (ROW, _) => Self::SEGMENT << (other % n * n),
            (COLUMN, _) => Self::SEGMENT << (other / n * n),
            (_, ROW) => Self::SEGMENT << (other % n * n),
            _ => Self::BLOCK_COLUMN << (other % n),
        }
    }

    /// The unit that also holds every place at `positions` of the unit at `at`: for a row
    /// or column the one block they share, for a block the one row or column they share;
    /// `None` if they spread over several.
    fn confining_unit((kind, line): At, positions: u32) -> Option<At> {
        let n = Self::N;
        let first = positions.trailing_zeros() as usize;
        let in_segment = positions & !(Self::SEGMENT << (first / n * n)) == 0;
        match kind {
            ROW => in_segment.then_some((BLOCK, line / n * n + first / n)),
            COLUMN => in_segment.then_some((BLOCK, first / n * n + line / n)),
            _ if in_segment => Some((ROW, line / n * n + first / n)),
            _ => (positions & !(Self::BLOCK_COLUMN << (first % n)) == 0)
                .then_some((COLUMN, line % n * n + first % n)),
        }
    }

    /// Whether removing the digit at `index` from `target` outside `source` leaves it a
    /// single place in a unit of the same kind as `source` that had more than one (Sudoku
    /// Explainer's direct pointing and claiming).
    fn is_direct(&self, source: At, target: At, index: usize) -> bool {
        let n = Self::N;
        let line = target.1;
        let mut removed = self.at(target, index) & !Self::meet(target, source);
        while removed != 0 {
            let k = removed.trailing_zeros() as usize;
            removed &= removed - 1;
            // The unit of `source`'s kind through the target's `k`-th cell.
            let through = match (source.0, target.0) {
                (ROW, _) => (ROW, line / n * n + k / n),
                (COLUMN, _) => (COLUMN, line % n * n + k % n),
                (_, ROW) => (BLOCK, line / n * n + k / n),
                _ => (BLOCK, k / n * n + line / n),
            };
            let places = self.at(through, index);
            let kept = places & !Self::meet(through, target);
            if places & places.wrapping_sub(1) != 0 && kept != 0 && kept & (kept - 1) == 0 {
                return true;
            }
        }
        false
    }
}

/// Whether `cell` has `digit` and lies outside `source`: a candidate the step removes.
fn outside_of(board: &PatternBoard, cell: CellIndex, source: Unit, digit: Digit) -> bool {
    board.has(cell, digit) && !belongs(board, cell, source)
}

/// Whether `cell` belongs to `unit`.
fn belongs(board: &PatternBoard, cell: CellIndex, unit: Unit) -> bool {
    board.units_of(cell).contains(&unit)
}

/// The hint when `digit`, confined in `source` to its intersection with `target`, is
/// still a candidate in the rest of `target`; `None` otherwise.
fn build(board: &PatternBoard, source: Unit, target: Unit, digit: Digit, explain: bool) -> Option<Hint> {
    let outside = |cell: CellIndex| outside_of(board, cell, source, digit);
    let mut draft = Draft::new(&INFO, board);
    draft.cells(board.cells_with(source, digit), Role::Pattern);
    for cell in board.cells_of(target).iter().copied().filter(|&cell| outside(cell)) {
        draft.eliminate(cell, digit);
    }
    draft.finish(explain, |hint| {
        let kind = match source {
            Unit::Block(_) => "type 2 (pointing)",
            _ => "type 1 (box-line reduction)",
        };
        let removed: Vec<String> = hint.eliminations.iter().map(|e| e.cell.to_string()).collect();
        format!(
            "Locked Candidates {kind} on {digit}: in {source} the {digit} can only go in {}, which all lie \
             in {target}, so the {digit} of {target} must be one of them; remove {digit} from the other \
             cells of {target}: {}.",
            cell_list(board, board.cells_with(source, digit)),
            removed.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{
        EMPTY, Fixture, board_from_candidates, board_from_line, board_from_rows,
    };
    use crate::patterns::subsets::captured::TOP1465_11_STEP17;
    use dn::{Geometry, Grid};

    /// Line 20 of `17clue_49158.txt` after 27 steps: the 6 of row 3 fits only f3c1 and f3c3.
    const CLUE17_20_STEP27: &str = "
        2689 23789 2345689 789 34 =1 25 678 678
        289  23789 234589  789 34 =6 25 78  =1
        168  178   68      78  =5 =2 =9 =3  =4
        289  2389  2389    =6  78 =5 =4 =1  379
        =5   389   =1      =2  78 =4 =6 79  379
        =4   =6    =7      =1  =9 =3 =8 =5  =2
        1289 1289  289     =3  =6 89 =7 =4  =5
        =7   =4    689     =5  =1 89 =3 =2  689
        =3   =5    689     =4  =2 =7 =1 689 689";

    /// Line 62 of `17clue_49158.txt` after 16 steps: the 8 of block 4 fits only f4c1 and f4c3.
    const CLUE17_62_STEP16: &str = "
        1789 135679 1234789 14689 16789 156789 2368 6789  356789
        789  35679  234789  4689  6789  56789  2368 6789  =1
        1789 15679  1789    1689  =2    =3     68   =4    56789
        1789 1379   13789   13689 =5    =4     1368 =2    36789
        =2   1379   =5      13689 1689  1689   =4   16789 36789
        =4   139    =6      =7    189   =2     =5   189   389
        =5   =4     179     =2    =3    179    168  168   68
        =6   =8     19      =5    =4    19     =7   =3    =2
        =3   =2     17      168   1678  1678   =9   =5    =4";

    /// Built: 1s in f4c2 and f5c3 leave column 1 as the only place for 1 in block 1.
    const POINTING_DOWN: [&str; 5] = [".........", ".........", ".........", ".1.......", "..1......"];

    pub(super) static FIXTURES: [Fixture; 5] = [
        Fixture {
            pattern: "locked-candidates",
            source: "line 20 of 17clue_49158.txt after 27 steps: type 1, the 6 of row 3 inside block 1",
            board: || board_from_candidates(CLUE17_20_STEP27),
            applies: true,
            expected: &["-6f1c1", "-6f1c3"],
        },
        Fixture {
            pattern: "locked-candidates",
            source: "line 62 of 17clue_49158.txt after 16 steps: type 2, the 8 of block 4 inside row 4",
            board: || board_from_candidates(CLUE17_62_STEP16),
            applies: true,
            expected: &["-8f4c4", "-8f4c7", "-8f4c9"],
        },
        Fixture {
            pattern: "locked-candidates",
            source: "built: type 2, the 1 of block 1 inside column 1",
            board: || board_from_rows(&POINTING_DOWN),
            applies: true,
            expected: &["-1f7c1", "-1f8c1", "-1f9c1"],
        },
        Fixture {
            pattern: "locked-candidates",
            source: "line 11 of magictour_top1465.txt after 17 steps: Hidden Triples is the easiest pattern",
            board: || board_from_candidates(TOP1465_11_STEP17),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "locked-candidates",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    /// An empty board of `geometry` with `digit` removed from the cells named.
    fn empty_without(geometry: Geometry, digit: u8, cells: &[(usize, usize)]) -> PatternBoard {
        let grid = Grid::new(geometry, vec![0; geometry.cell_count()]).unwrap();
        let mut board = PatternBoard::with_computed_candidates(&grid);
        for &(row, col) in cells {
            board.eliminate(geometry.cell_at(row, col).unwrap(), Digit::new(digit).unwrap());
        }
        board
    }

    #[test]
    fn type_1_explanation_names_the_line_and_the_block() {
        let hint = LockedCandidates.find(&board_from_candidates(CLUE17_20_STEP27), true).unwrap();
        assert_eq!(
            hint.explanation,
            "Locked Candidates type 1 (box-line reduction) on 6: in row 3 the 6 can only go in f3c1 \
             and f3c3, which all lie in block 1, so the 6 of block 1 must be one of them; remove 6 from the \
             other cells of block 1: f1c1, f1c3."
        );
    }

    #[test]
    fn type_2_explanation_names_the_block_and_the_line() {
        let hint = LockedCandidates.find(&board_from_rows(&POINTING_DOWN), true).unwrap();
        assert!(hint.explanation.starts_with("Locked Candidates type 2 (pointing) on 1: in block 1"));
        assert!(hint.explanation.ends_with("remove 1 from the other cells of column 1: f7c1, f8c1, f9c1."));
        let pattern: Vec<String> =
            hint.cells.iter().filter(|c| c.role == Role::Pattern).map(|c| c.cell.to_string()).collect();
        assert_eq!(pattern, ["f1c1", "f2c1", "f3c1"]);
    }

    #[test]
    fn pointing_rates_below_claiming_as_in_sudoku_explainer() {
        let rate = |board: PatternBoard| {
            let hint = LockedCandidates.find(&board, false).unwrap();
            LockedCandidates.explainer_rating(&hint, &board).to_string()
        };
        assert_eq!(rate(board_from_rows(&POINTING_DOWN)), "2.6");
        assert_eq!(rate(board_from_candidates(CLUE17_62_STEP16)), "2.6");
        assert_eq!(rate(board_from_candidates(CLUE17_20_STEP27)), "2.8");
    }

    /// A candidate grid where every cell holds 2..9 except the cells listed with the
    /// candidates they hold instead.
    fn grid_with(cells: &[(usize, &str)]) -> PatternBoard {
        let fields: Vec<String> = (0..81)
            .map(|i| cells.iter().find(|(at, _)| *at == i).map_or("23456789", |(_, c)| c).to_string())
            .collect();
        board_from_candidates(&fields.join(" "))
    }

    /// Built: block 1's 1 lies in f1c1/f1c2, so f1c4 loses it; block 2 then keeps its 1
    /// only in f2c5 (a direct pointing) unless f3c6 holds a 1 as well.
    fn pointing(also_f3c6: bool) -> PatternBoard {
        let mut cells = vec![(0, "12"), (1, "13"), (3, "14"), (13, "15")];
        if also_f3c6 {
            cells.push((23, "16"));
        }
        grid_with(&cells)
    }

    #[test]
    fn a_pointing_that_leaves_a_hidden_single_is_the_direct_form() {
        for (board, value) in [(pointing(false), "1.7"), (pointing(true), "2.6")] {
            let hint = LockedCandidates.find(&board, false).unwrap();
            assert_eq!(hint.changes(), "remove 1 from f1c4");
            assert_eq!(LockedCandidates.explainer_rating(&hint, &board).to_string(), value);
            let mut quick = board.clone();
            assert_eq!(LockedCandidates.apply_first(&mut quick).map(|(r, _)| r.to_string()), Some(value.into()));
        }
    }

    #[test]
    fn a_direct_step_is_found_before_an_earlier_plain_one() {
        // Row 9's 2 lies in f9c1/f9c2 (block 7): a plain claiming, met first in unit order.
        let mut cells = vec![(0, "12"), (1, "13"), (3, "14"), (13, "15"), (72, "23"), (73, "24")];
        cells.extend((74..81).map(|at| (at, "3456789")));
        let board = grid_with(&cells);
        let (source, _, digit) = first_locked(&board).unwrap();
        assert_eq!((source, digit.get()), (Unit::Block(0), 1), "the direct pointing wins");
        let plain = grid_with(&[(72, "23"), (73, "24")].into_iter().chain((74..81).map(|at| (at, "3456789"))).collect::<Vec<_>>());
        let (source, _, digit) = first_locked(&plain).unwrap();
        assert_eq!((source, digit.get()), (Unit::Row(8), 2), "alone, the claiming is found");
        assert_eq!(LockedCandidates.apply_first(&mut plain.clone()).map(|(r, _)| r.to_string()), Some("2.8".into()));
    }

    #[test]
    fn works_on_four_and_sixteen_sized_boards() {
        // Built: without 1 in f2c1 and f2c2, row 2's 1 lies in block 2 (type 1).
        let four = empty_without(Geometry::FOUR, 1, &[(1, 0), (1, 1)]);
        let hint = LockedCandidates.find(&four, false).unwrap();
        let removed: Vec<String> = hint.eliminations.iter().map(|e| e.cell.to_string()).collect();
        assert_eq!(removed, ["f1c3", "f1c4"]);
        // Built: without 1 in columns 2-4 of block 1, block 1's 1 lies in column 1 (type 2).
        let cells: Vec<(usize, usize)> = (0..4).flat_map(|r| (1..4).map(move |c| (r, c))).collect();
        let sixteen = empty_without(Geometry::SIXTEEN, 1, &cells);
        let hint = LockedCandidates.find(&sixteen, false).unwrap();
        assert_eq!(hint.eliminations.len(), 12);
        assert!(hint.eliminations.iter().all(|e| e.cell.col == 0 && e.cell.row >= 4));
    }

    /// The search as it was written unit by unit (the reference the table of places must
    /// agree with): the first step in its direct form, else the first at all, and whether
    /// it is direct.
    fn reference(board: &PatternBoard) -> Option<(Locked, bool)> {
        let direct = |source: Unit, target: Unit, digit: Digit| {
            let kind = match source {
                Unit::Row(_) => 0,
                Unit::Column(_) => 1,
                Unit::Block(_) => 2,
            };
            let removed = board.cells_of(target).iter().filter(|&&cell| outside_of(board, cell, source, digit));
            removed.into_iter().any(|&cell| {
                let places: Vec<_> = board.cells_with(board.units_of(cell)[kind], digit).collect();
                places.len() > 1 && places.iter().filter(|&&other| !belongs(board, other, target)).count() == 1
            })
        };
        let mut first = None;
        for unit in board.units() {
            for digit in (1..=board.side() as u8).filter_map(Digit::new) {
                let places: Vec<_> = board.cells_with(unit, digit).collect();
                if places.len() < 2 {
                    continue;
                }
                let shared = |kind: usize| {
                    let units = board.units_of(places[0])[kind];
                    places.iter().all(|&cell| board.units_of(cell)[kind] == units).then_some(units)
                };
                let other = match unit {
                    Unit::Block(_) => shared(0).or_else(|| shared(1)),
                    _ => shared(2),
                };
                let Some(other) = other else { continue };
                if board.cells_of(other).iter().any(|&cell| outside_of(board, cell, unit, digit)) {
                    if direct(unit, other, digit) {
                        return Some(((unit, other, digit), true));
                    }
                    first = first.or(Some(((unit, other, digit), false)));
                }
            }
        }
        first
    }

    #[test]
    fn the_table_of_places_finds_what_the_unit_by_unit_search_finds() {
        let mut boards = Vec::new();
        for grid in crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 20) {
            let mut board = PatternBoard::with_computed_candidates(&grid);
            boards.push(board.clone());
            while let Some(hint) = crate::patterns::next_hint(&board, None, crate::patterns::Techniques::ALL, false)
            {
                if !board.apply(&hint) {
                    break;
                }
                boards.push(board.clone());
            }
        }
        // Larger and smaller boards: candidates struck out by a fixed sequence.
        for geometry in [Geometry::FOUR, Geometry::SIXTEEN, Geometry::TWENTY_FIVE] {
            let mut board = PatternBoard::with_computed_candidates(&Grid::empty(geometry));
            let mut state = 12345u64;
            for _ in 0..geometry.cell_count() * 4 {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let cell = CellIndex::new((state >> 33) as usize % geometry.cell_count());
                let digit = Digit::new(((state >> 20) as usize % geometry.side()) as u8 + 1).unwrap();
                board.eliminate(cell, digit);
                boards.push(board.clone());
            }
        }
        for board in &boards {
            let step = |digits| first_locked_in(board, digits).map(|(step, direct, _)| (step, direct));
            assert_eq!(step(CandidateSet::full(board.side())), reference(board));
            let digits = CandidateSet::from_bits(0b1010_0110_1001_0101_1010_0110);
            assert_eq!(step(digits), reference(&board.keeping_digits(digits)));
            // The digits not reported busy have no step.
            let full = CandidateSet::full(board.side());
            let busy = first_locked_in(board, full).map_or(CandidateSet::EMPTY, |(_, _, busy)| busy);
            for digit in full - busy {
                assert_eq!(reference(&board.keeping_digits(CandidateSet::single(digit))), None);
            }
        }
    }
}
