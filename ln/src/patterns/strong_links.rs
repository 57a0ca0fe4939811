//! The search shared by the single-digit patterns made of two strong links (Skyscraper,
//! 2-String Kite, Turbot Fish): a strong link is a unit where a digit has exactly two
//! places, so one of them holds it. Two strong links `a1 = a2` and `b1 = b2` on one digit
//! whose inner ends `a2` and `b1` see each other cannot both have their inner end true, so
//! one of the outer ends `a1`, `b2` holds the digit: every cell that sees both outer ends
//! loses it. The patterns differ only in the shape of the two links.

use std::cell::RefCell;
use std::rc::Rc;

use dn::{CandidateSet, CellIndex, CellSet, Digit, Hint, Role, Unit};

use super::draft::Draft;
use super::position_cache::{PositionCache, cached};
use super::{PatternBoard, PatternInfo};

/// A unit where a digit has exactly two places.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct StrongLink {
    /// The unit.
    pub(crate) unit: Unit,
    /// Its two places, in reading order.
    pub(crate) cells: [CellIndex; 2],
}

/// Two strong links on one digit joined by their inner ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TwoLinks {
    /// The digit.
    pub(crate) digit: Digit,
    /// The first link's unit.
    pub(crate) first: Unit,
    /// The second link's unit.
    pub(crate) second: Unit,
    /// The outer end of the first link (`a1`), one of which holds the digit with `b2`.
    pub(crate) start: CellIndex,
    /// The inner end of the first link (`a2`).
    pub(crate) inner_first: CellIndex,
    /// The inner end of the second link (`b1`), which sees `a2`.
    pub(crate) inner_second: CellIndex,
    /// The outer end of the second link (`b2`).
    pub(crate) end: CellIndex,
}

impl TwoLinks {
    /// The four cells in chain order: outer, inner, inner, outer.
    pub(crate) fn chain(&self) -> [CellIndex; 4] {
        [self.start, self.inner_first, self.inner_second, self.end]
    }
}

/// Every strong link of `digit` on `board`: rows, then columns, then blocks.
pub(crate) fn strong_links(board: &PatternBoard, digit: Digit) -> Vec<StrongLink> {
    let places = board.places_by_unit(digit);
    let pairs =
        board.units().enumerate().filter_map(|(k, unit)| Some(StrongLink { unit, cells: places.pair(k)? }));
    pairs.collect()
}

/// The first pair of strong links whose shape `fits` and whose `build` gives a hint:
/// digits in order, then pairs of links in the order of [`strong_links`], each link either
/// way round. `build` gets the links and the cells that lose the digit (never empty).
pub(crate) fn find_two_links(
    board: &PatternBoard,
    fits: impl Fn(&PatternBoard, &TwoLinks) -> bool,
    build: impl FnMut(TwoLinks, CellSet) -> Option<Hint>,
) -> Option<Hint> {
    find_two_links_in(board, CandidateSet::full(board.side()), fits, build)
}

/// [`find_two_links`] among the steps on `digits` (what it finds on the board keeping only
/// their candidates). Each digit's joined pairs of links that remove something, whatever
/// their shape, are listed once per position and kept, so that the patterns of the
/// different shapes asked about it in turn only filter them.
pub(crate) fn find_two_links_in(
    board: &PatternBoard,
    digits: CandidateSet,
    fits: impl Fn(&PatternBoard, &TwoLinks) -> bool,
    mut build: impl FnMut(TwoLinks, CellSet) -> Option<Hint>,
) -> Option<Hint> {
    let kept = cached(&JOINED, board, |board| RefCell::new(vec![None; board.side()]));
    for digit in digits {
        let pairs = Rc::clone(
            kept.borrow_mut()[digit.index()].get_or_insert_with(|| Rc::new(joined_links(board, digit))),
        );
        for &(found, targets) in pairs.iter() {
            if fits(board, &found)
                && let Some(hint) = build(found, targets)
            {
                return Some(hint);
            }
        }
    }
    None
}

/// A digit's pairs of joined strong links with the cells they remove the digit from.
type Joined = Rc<Vec<(TwoLinks, CellSet)>>;

thread_local! {
    /// Each digit's joined pairs (by digit index) on the last position asked, as far as
    /// they were listed.
    static JOINED: PositionCache<RefCell<Vec<Option<Joined>>>> = const { PositionCache::new() };
}

/// Every pair of strong links of `digit` whose inner ends see each other and whose outer
/// ends both see a cell holding the digit (outside the four), with those cells: pairs of
/// links in the order of [`strong_links`], each link either way round.
fn joined_links(board: &PatternBoard, digit: Digit) -> Vec<(TwoLinks, CellSet)> {
    let mut joined = Vec::new();
    let holders = board.cells_with_candidate(digit);
    // Two links on four different cells: a digit with fewer places has none (as on the
    // boards of the digits a batch search leaves out).
    if holders.len() < 4 {
        return joined;
    }
    let links = strong_links(board, digit);
    for (i, a) in links.iter().enumerate() {
        for b in &links[i + 1..] {
            for [start, inner_first] in [a.cells, [a.cells[1], a.cells[0]]] {
                for [inner_second, end] in [b.cells, [b.cells[1], b.cells[0]]] {
                    let cells = [start, inner_first, inner_second, end];
                    let distinct = (0..4).all(|x| (x + 1..4).all(|y| cells[x] != cells[y]));
                    if !distinct || !board.sees(inner_first, inner_second) {
                        continue;
                    }
                    let found = TwoLinks {
                        digit,
                        first: a.unit,
                        second: b.unit,
                        start,
                        inner_first,
                        inner_second,
                        end,
                    };
                    let mut targets = *board.peer_set(start) & *board.peer_set(end) & holders;
                    for cell in cells {
                        targets.remove(cell);
                    }
                    if !targets.is_empty() {
                        joined.push((found, targets));
                    }
                }
            }
        }
    }
    joined
}

/// Whether `unit` is a row.
pub(crate) fn is_row(unit: Unit) -> bool {
    matches!(unit, Unit::Row(_))
}

/// Whether `unit` is a column.
pub(crate) fn is_column(unit: Unit) -> bool {
    matches!(unit, Unit::Column(_))
}

/// Whether both links lie in parallel lines (two rows, or two columns) with their inner
/// ends in one cross line: a Skyscraper, or an X-Wing when the outer ends line up too.
pub(crate) fn is_parallel_joined(board: &PatternBoard, links: &TwoLinks) -> bool {
    let rows = is_row(links.first) && is_row(links.second);
    let columns = is_column(links.first) && is_column(links.second);
    (rows || columns) && across(board, links, links.inner_first) == across(board, links, links.inner_second)
}

/// The cross line of `cell` for links in parallel lines: its column for rows, its row for columns.
fn across(board: &PatternBoard, links: &TwoLinks, cell: CellIndex) -> usize {
    let geometry = board.geometry();
    if is_row(links.first) { geometry.col_of(cell) } else { geometry.row_of(cell) }
}

/// A Skyscraper's shape: both links in rows (or both in columns), the inner ends in one
/// column (or row), the outer ends not (that would be an X-Wing).
pub(crate) fn is_skyscraper(board: &PatternBoard, links: &TwoLinks) -> bool {
    is_parallel_joined(board, links) && across(board, links, links.start) != across(board, links, links.end)
}

/// A 2-String Kite's shape: one link in a row, the other in a column, the inner ends in one
/// block.
pub(crate) fn is_kite(board: &PatternBoard, links: &TwoLinks) -> bool {
    let mixed =
        (is_row(links.first) && is_column(links.second)) || (is_column(links.first) && is_row(links.second));
    let geometry = board.geometry();
    mixed && geometry.block_of(links.inner_first) == geometry.block_of(links.inner_second)
}

/// The hint of `links` for the pattern `info`: the four cells as the pattern, the two strong
/// links drawn, the digit removed from `targets`.
pub(crate) fn two_links_hint(
    info: &'static PatternInfo,
    board: &PatternBoard,
    links: TwoLinks,
    targets: CellSet,
    explain: bool,
) -> Option<Hint> {
    let digit = links.digit;
    let mut draft = Draft::new(info, board);
    draft.cells(links.chain(), Role::Pattern);
    draft.strong(links.start, links.inner_first, digit);
    draft.strong(links.inner_second, links.end, digit);
    for cell in targets.iter() {
        draft.eliminate(cell, digit);
    }
    draft.finish(explain, |hint| {
        let [a1, a2, b1, b2] = links.chain().map(|cell| board.coord(cell));
        let removed: Vec<String> = hint.eliminations.iter().map(|e| e.cell.to_string()).collect();
        format!(
            "{} on {digit}: in {} the {digit} is in {a1} or {a2}, in {} in {b1} or {b2}. {a2} and {b1} see each \
             other, so they are not both {digit}: {a1} or {b2} is {digit}, and a cell that sees both cannot be \
             {digit}; remove {digit} from {}.",
            info.name,
            links.first,
            links.second,
            removed.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`find_two_links`] as first written: every digit, every pair of links, on the board
    /// as given; `build` sees every pair in order.
    fn reference(
        board: &PatternBoard,
        fits: impl Fn(&PatternBoard, &TwoLinks) -> bool,
        mut build: impl FnMut(TwoLinks, CellSet) -> Option<Hint>,
    ) -> Option<Hint> {
        for digit in (0..board.side()).filter_map(Digit::from_index) {
            let holders = board.cells_with_candidate(digit);
            let links = strong_links(board, digit);
            for (i, a) in links.iter().enumerate() {
                for b in &links[i + 1..] {
                    for [start, inner_first] in [a.cells, [a.cells[1], a.cells[0]]] {
                        for [inner_second, end] in [b.cells, [b.cells[1], b.cells[0]]] {
                            let cells = [start, inner_first, inner_second, end];
                            let distinct = (0..4).all(|x| (x + 1..4).all(|y| cells[x] != cells[y]));
                            if !distinct || !board.sees(inner_first, inner_second) {
                                continue;
                            }
                            let found = TwoLinks {
                                digit,
                                first: a.unit,
                                second: b.unit,
                                start,
                                inner_first,
                                inner_second,
                                end,
                            };
                            if !fits(board, &found) {
                                continue;
                            }
                            let mut targets = *board.peer_set(start) & *board.peer_set(end) & holders;
                            for cell in cells {
                                targets.remove(cell);
                            }
                            if !targets.is_empty()
                                && let Some(hint) = build(found, targets)
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

    #[test]
    fn the_kept_pairs_give_each_shape_what_the_board_keeping_the_digits_gives() {
        let shapes: [fn(&PatternBoard, &TwoLinks) -> bool; 3] = [is_skyscraper, is_kite, |board, links| {
            !is_parallel_joined(board, links) && !is_kite(board, links)
        }];
        let mut seen = 0;
        // The first puzzles of magictour_top1465.txt, their candidates thinned out at random
        // (seeded), down to two a cell at least.
        let grids = crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 40);
        for (k, grid) in grids.iter().enumerate() {
            let mut board = PatternBoard::with_computed_candidates(grid);
            let mut state = (k as u64).wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            for cell in board.geometry().cells() {
                for digit in board.candidates(cell).iter() {
                    state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    if board.candidates(cell).len() > 2 && (state >> 33).is_multiple_of(2) {
                        board.eliminate(cell, digit);
                    }
                }
            }
            let digits: CandidateSet =
                (0..9).filter(|d| (k + d) % 3 != 0).filter_map(Digit::from_index).collect();
            for fits in shapes {
                let (mut fast, mut slow) = (Vec::new(), Vec::new());
                find_two_links_in(&board, digits, fits, |links, targets| {
                    fast.push((links, targets));
                    None
                });
                reference(&board.keeping_digits(digits), fits, |links, targets| {
                    slow.push((links, targets));
                    None
                });
                assert_eq!(fast, slow, "puzzle {k}");
                let (mut whole, mut first) = (Vec::new(), Vec::new());
                find_two_links(&board, fits, |links, targets| {
                    whole.push((links, targets));
                    None
                });
                reference(&board, fits, |links, targets| {
                    first.push((links, targets));
                    None
                });
                assert_eq!(whole, first, "puzzle {k}, every digit");
                seen += fast.len();
            }
        }
        assert!(grids.is_empty() || seen > 200, "{seen} pairs of links");
    }
}
