//! The subset search shared by Naked and Hidden Pairs and Triples (thesis 3.3, 3.4, 3.6,
//! 3.7): `size` cells of a unit whose candidates lie within `size` digits (naked), or
//! `size` digits of a unit whose places lie within `size` cells (hidden).
//!
//! Both are the same search over bit masks: pick `size` items (cells or digits) whose masks
//! (their digits or their places) have a union of exactly `size` bits.

use dn::{CandidateSet, CellIndex, Digit, Hint, Role, Unit};

use super::draft::Draft;
use super::{PatternBoard, PatternInfo, text};

/// A subset found in a unit: the cells (bit `k` = the unit's `k`-th cell) and the digits
/// (bit `d - 1` = digit `d`) it ties together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Subset {
    /// The unit holding the subset.
    pub(crate) unit: Unit,
    /// The subset's cells, as positions in the unit.
    pub(crate) positions: u32,
    /// The subset's digits.
    pub(crate) digits: u32,
}

impl Subset {
    /// The subset's cells, in reading order.
    pub(crate) fn cells(&self, board: &PatternBoard) -> impl Iterator<Item = CellIndex> + use<> {
        let positions = self.positions;
        board
            .cells_of(self.unit)
            .iter()
            .enumerate()
            .filter(move |(k, _)| positions & (1 << k) != 0)
            .map(|(_, &c)| c)
    }

    /// The unit's other cells, in reading order.
    pub(crate) fn others(&self, board: &PatternBoard) -> impl Iterator<Item = CellIndex> + use<> {
        let positions = self.positions;
        board
            .cells_of(self.unit)
            .iter()
            .enumerate()
            .filter(move |(k, _)| positions & (1 << k) == 0)
            .map(|(_, &c)| c)
    }
}

/// Every unit, as the bits of their numbers (rows, then columns, then blocks).
pub(crate) const EVERY_UNIT: u128 = u128::MAX;

/// The first naked subset of `size` cells (each with 2 to `size` candidates, together
/// exactly `size` digits) whose digits are still candidates elsewhere in its unit. Units
/// in order rows, columns, blocks; cells in reading order.
pub(crate) fn find_naked(board: &PatternBoard, size: usize) -> Option<Subset> {
    find_naked_in(board, size, EVERY_UNIT)
}

/// [`find_naked`] among `units` (bits of their numbers): a subset depends only on its
/// unit's candidates, so a search after a change needs only the units that changed.
pub(crate) fn find_naked_in(board: &PatternBoard, size: usize, units: u128) -> Option<Subset> {
    let side = board.side();
    let mut masks = [0u32; 32];
    for (number, unit) in board.units().enumerate() {
        if units & (1 << number) == 0 {
            continue;
        }
        let mut pool = 0u32;
        for (k, &cell) in board.cells_of(unit).iter().enumerate() {
            let bits = board.candidates(cell).bits();
            masks[k] = bits;
            let count = dn::count_ones(bits) as usize;
            if (2..=size).contains(&count) {
                pool |= 1 << k;
            }
        }
        if (dn::count_ones(pool) as usize) < size {
            continue;
        }
        let masks = &masks[..side];
        let changes = |positions: u32, digits: u32| {
            masks.iter().enumerate().any(|(k, &m)| positions & (1 << k) == 0 && m & digits != 0)
        };
        if let Some((positions, digits)) = search(masks, pool, size, 0, 0, &changes) {
            return Some(Subset { unit, positions, digits });
        }
    }
    None
}

/// The first hidden subset of `size` digits (each with 2 to `size` places in the unit,
/// together exactly `size` cells) whose cells still have other candidates. Units in order
/// rows, columns, blocks; digits ascending.
pub(crate) fn find_hidden(board: &PatternBoard, size: usize) -> Option<Subset> {
    find_hidden_by(board, size, false, EVERY_UNIT).map(|(subset, _)| subset)
}

/// Like [`find_hidden`], but the first subset in Sudoku Explainer's direct form if there is
/// one (its removals leave another digit of the unit a single place: a Hidden Single
/// follows), and whether the subset returned is in that form.
pub(crate) fn find_hidden_direct_first(board: &PatternBoard, size: usize) -> Option<(Subset, bool)> {
    find_hidden_by(board, size, true, EVERY_UNIT)
}

/// The hidden subset search among `units` (bits of their numbers; see [`find_naked_in`]);
/// with `prefer_direct`, a direct subset anywhere wins over an earlier plain one.
pub(crate) fn find_hidden_by(
    board: &PatternBoard,
    size: usize,
    prefer_direct: bool,
    units: u128,
) -> Option<(Subset, bool)> {
    let side = board.side();
    let mut places = [0u32; 32];
    let mut cell_masks = [0u32; 32];
    let mut first = None;
    for (number, unit) in board.units().enumerate() {
        if units & (1 << number) == 0 {
            continue;
        }
        places[..side].fill(0);
        for (k, &cell) in board.cells_of(unit).iter().enumerate() {
            let bits = board.candidates(cell).bits();
            cell_masks[k] = bits;
            let mut rest = bits;
            while rest != 0 {
                places[rest.trailing_zeros() as usize] |= 1 << k;
                rest &= rest - 1;
            }
        }
        let mut pool = 0u32;
        for (d, &p) in places[..side].iter().enumerate() {
            if (2..=size).contains(&(dn::count_ones(p) as usize)) {
                pool |= 1 << d;
            }
        }
        if (dn::count_ones(pool) as usize) < size {
            continue;
        }
        let cell_masks = &cell_masks[..side];
        let places = &places[..side];
        let changes = |digits: u32, positions: u32| {
            cell_masks.iter().enumerate().any(|(k, &m)| positions & (1 << k) != 0 && m & !digits != 0)
        };
        if prefer_direct {
            let direct = |digits: u32, positions: u32| {
                changes(digits, positions) && leaves_a_single(places, digits, positions)
            };
            if let Some((digits, positions)) = search(places, pool, size, 0, 0, &direct) {
                return Some((Subset { unit, positions, digits }, true));
            }
        }
        if first.is_none() {
            first = search(places, pool, size, 0, 0, &changes)
                .map(|(digits, positions)| (Subset { unit, positions, digits }, false));
            if !prefer_direct && first.is_some() {
                return first;
            }
        }
    }
    first
}

/// Whether a digit outside `digits` that has several places in the unit keeps exactly one
/// once the subset's cells (`positions`) lose it.
fn leaves_a_single(places: &[u32], digits: u32, positions: u32) -> bool {
    places
        .iter()
        .enumerate()
        .any(|(d, &p)| digits & (1 << d) == 0 && dn::count_ones(p) > 1 && (p & !positions).is_power_of_two())
}

/// Takes the hidden subset onto `board`: its cells lose every candidate outside its digits.
/// Whether that changed the board.
pub(crate) fn apply_hidden(board: &mut PatternBoard, subset: Subset) -> bool {
    let digits = CandidateSet::from_bits(subset.digits);
    let mut changed = false;
    for cell in subset.cells(board) {
        for digit in board.candidates(cell) {
            if !digits.contains(digit) {
                changed |= board.eliminate(cell, digit);
            }
        }
    }
    changed
}

/// Takes the naked subset onto `board`: the unit's other cells lose its digits. Whether
/// that changed the board.
pub(crate) fn apply_naked(board: &mut PatternBoard, subset: Subset) -> bool {
    let digits = CandidateSet::from_bits(subset.digits);
    let mut changed = false;
    for cell in subset.others(board) {
        for digit in digits {
            changed |= board.eliminate(cell, digit);
        }
    }
    changed
}

/// The hint of a naked subset: its cells are the pattern; its digits leave the unit's
/// other cells. `noun` names the subset in the explanation (`Naked Pair`).
pub(crate) fn naked_hint(
    info: &'static PatternInfo,
    board: &PatternBoard,
    subset: Subset,
    noun: &str,
    explain: bool,
) -> Option<Hint> {
    let digits = CandidateSet::from_bits(subset.digits);
    let mut draft = Draft::new(info, board);
    draft.cells(subset.cells(board), Role::Pattern);
    for cell in subset.others(board) {
        for digit in digits {
            draft.eliminate(cell, digit);
        }
    }
    draft.finish(explain, |hint| {
        let unit = subset.unit;
        format!(
            "{noun} {} in {unit}: {} have no candidates other than {}, so these {} cells hold those {} \
             digits between them; remove them from the other cells of the {}: {}.",
            text::digits(digits),
            cell_list(board, subset.cells(board)),
            text::digits(digits),
            count_word(digits.len()),
            count_word(digits.len()),
            unit.kind_name(),
            text::removals(&hint.eliminations)
        )
    })
}

/// The hint of a hidden subset: its cells are the pattern and lose every candidate
/// outside its digits. `noun` names the subset in the explanation (`Hidden Pair`).
pub(crate) fn hidden_hint(
    info: &'static PatternInfo,
    board: &PatternBoard,
    subset: Subset,
    noun: &str,
    explain: bool,
) -> Option<Hint> {
    let digits = CandidateSet::from_bits(subset.digits);
    let mut draft = Draft::new(info, board);
    draft.cells(subset.cells(board), Role::Pattern);
    for cell in subset.cells(board) {
        for digit in board.candidates(cell) {
            if !digits.contains(digit) {
                draft.eliminate(cell, digit);
            }
        }
    }
    draft.finish(explain, |hint| {
        let unit = subset.unit;
        let count = count_word(digits.len());
        format!(
            "{noun} {} in {unit}: {} can only go in {}, so these {count} cells take those {count} digits \
             and nothing else; remove their other candidates: {}.",
            text::digits(digits),
            these_digits(digits),
            cell_list(board, subset.cells(board)),
            text::removals_by_cell(&hint.eliminations)
        )
    })
}

/// "the 6 and the 7", "the 1, the 2 and the 6".
fn these_digits(digits: CandidateSet) -> String {
    and_list(digits.iter().map(|d: Digit| format!("the {d}")).collect())
}

/// Cell names joined by commas and a final "and": `f1c1, f2c2 and f3c3`.
pub(crate) fn cell_list(board: &PatternBoard, cells: impl Iterator<Item = CellIndex>) -> String {
    and_list(cells.map(|cell| board.coord(cell).to_string()).collect())
}

/// Words joined by commas and a final "and".
pub(crate) fn and_list(words: Vec<String>) -> String {
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => words.concat(),
    }
}

/// "two", "three", "four", or the number.
fn count_word(n: usize) -> String {
    match n {
        2 => "two".into(),
        3 => "three".into(),
        4 => "four".into(),
        _ => n.to_string(),
    }
}

/// Depth-first search for `size` more items of `pool` (bits into `masks`, taken in
/// ascending order) such that the union of their masks with `union` has exactly the final
/// item count of bits and `accept(items, union)` holds. Returns the chosen items and union.
fn search(
    masks: &[u32],
    pool: u32,
    size: usize,
    chosen: u32,
    union: u32,
    accept: &dyn Fn(u32, u32) -> bool,
) -> Option<(u32, u32)> {
    let target = dn::count_ones(chosen) as usize + size;
    let mut rest = pool;
    // The items left in `rest`, counted once and then one fewer a turn.
    let mut left = dn::count_ones(rest) as usize;
    while rest != 0 {
        if left < size {
            return None;
        }
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        left -= 1;
        let joined = union | masks[i];
        if dn::count_ones(joined) as usize > target {
            continue;
        }
        let picked = chosen | (1 << i);
        if size == 1 {
            if dn::count_ones(joined) as usize == target && accept(picked, joined) {
                return Some((picked, joined));
            }
        } else if let Some(found) = search(masks, rest, size - 1, picked, joined, accept) {
            return Some(found);
        }
    }
    None
}

/// Candidate grids captured from real solves (`board_from_candidates` format), shared by
/// the fixtures of the subset and Locked Candidates patterns.
#[cfg(test)]
pub(crate) mod captured {
    /// Line 180 of `17clue_49158.txt` after 25 steps: a Hidden Pair 2/3 in row 5 is the
    /// easiest pattern that applies (no Naked Pair/Triple, Locked Candidates or Hidden Triple).
    pub(crate) const CLUE17_180_STEP25: &str = "
        36789 34579 =1    689  24 57 23689 56789 2356
        36789 34579 45678 689  24 57 23689 56789 =1
        6789  579   =2    =1   89 =3 689   56789 =4
        789   4579  4578  489  =3 =1 46789 =2    56
        23789 23479 478   489  =5 =6 4789  =1    89
        =1    =6    458   =2   =7 89 3489  589   35
        267   27    67    =3   =1 89 =5    =4    89
        =5    =1    =3    =7   89 =4 2689  689   26
        =4    =8    =9    =5   =6 =2 =1    =3    =7";

    /// The same board after the Hidden Pair: f5c1 and f5c2 hold only 2 and 3.
    pub(crate) const CLUE17_180_STEP26: &str = "
        36789 34579 =1    689  24 57 23689 56789 2356
        36789 34579 45678 689  24 57 23689 56789 =1
        6789  579   =2    =1   89 =3 689   56789 =4
        789   4579  4578  489  =3 =1 46789 =2    56
        23    23    478   489  =5 =6 4789  =1    89
        =1    =6    458   =2   =7 89 3489  589   35
        267   27    67    =3   =1 89 =5    =4    89
        =5    =1    =3    =7   89 =4 2689  689   26
        =4    =8    =9    =5   =6 =2 =1    =3    =7";

    /// Line 11 of `magictour_top1465.txt` after 17 steps: a Hidden Triple 1/2/9 in column 6
    /// is the easiest pattern that applies (no Naked Pair/Triple, Locked Candidates or
    /// Hidden Pair).
    pub(crate) const TOP1465_11_STEP17: &str = "
        34679 =8   249 259  =1    3467  567   2569   2567
        14679 1246 =5  289  4678  4678  678   =3     12678
        13679 1236 129 2589 35678 3678  =4    125689 125678
        14    124  124 =6   89    =5    389   =7     38
        =8    =9   =3  =1   47    47    =2    56     56
        56    56   =7  =3   289   289   89    14     14
        =2    =7   48  58   3568  368   =1    4568   =9
        13459 1345 =6  =7   2589  1289  358   2458   23458
        1359  135  189 =4   25689 12689 35678 2568   235678";

    /// The same board after the Hidden Triple: f6c6, f8c6 and f9c6 keep only 1, 2 and 9.
    pub(crate) const TOP1465_11_STEP18: &str = "
        34679 =8   249 259  =1    3467  567   2569   2567
        14679 1246 =5  289  4678  4678  678   =3     12678
        13679 1236 129 2589 35678 3678  =4    125689 125678
        14    124  124 =6   89    =5    389   =7     38
        =8    =9   =3  =1   47    47    =2    56     56
        56    56   =7  =3   289   29    89    14     14
        =2    =7   48  58   3568  368   =1    4568   =9
        13459 1345 =6  =7   2589  129   358   2458   23458
        1359  135  189 =4   25689 129   35678 2568   235678";
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `search` as first written: the items left counted at every turn.
    fn search_by_definition(
        masks: &[u32],
        pool: u32,
        size: usize,
        chosen: u32,
        union: u32,
        accept: &dyn Fn(u32, u32) -> bool,
    ) -> Option<(u32, u32)> {
        let target = chosen.count_ones() as usize + size;
        let mut rest = pool;
        while rest != 0 {
            if (rest.count_ones() as usize) < size {
                return None;
            }
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let joined = union | masks[i];
            if joined.count_ones() as usize > target {
                continue;
            }
            let picked = chosen | (1 << i);
            if size == 1 {
                if joined.count_ones() as usize == target && accept(picked, joined) {
                    return Some((picked, joined));
                }
            } else if let Some(found) = search_by_definition(masks, rest, size - 1, picked, joined, accept) {
                return Some(found);
            }
        }
        None
    }

    #[test]
    fn search_counting_the_items_left_once_finds_what_counting_every_turn_finds() {
        // Masks: pseudo-random sets of 1 to 4 of nine digits, nine items, every pool.
        let mut state = 12345u64;
        let mut next = || {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (state >> 33) as u32
        };
        let accepts: [&dyn Fn(u32, u32) -> bool; 2] = [&|_, _| true, &|items, _| items & 1 == 0];
        for _ in 0..40 {
            let masks: Vec<u32> = (0..9).map(|_| (next() & next() | 1 << (next() % 9)) & 0x1ff).collect();
            for pool in (0..512u32).step_by(7) {
                for size in 1..=4 {
                    for accept in accepts {
                        assert_eq!(
                            search(&masks, pool, size, 0, 0, accept),
                            search_by_definition(&masks, pool, size, 0, 0, accept)
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn search_finds_a_pair_and_a_triple_by_union() {
        let masks = [0b011, 0b111, 0b011, 0b110, 0b101];
        let any = |_: u32, _: u32| true;
        assert_eq!(search(&masks, 0b11111, 2, 0, 0, &any), Some((0b00101, 0b011)));
        let not_first = |items: u32, _: u32| items & 1 == 0;
        assert_eq!(search(&masks, 0b11111, 2, 0, 0, &not_first), None);
        assert_eq!(search(&masks, 0b11110, 3, 0, 0, &any), Some((0b01110, 0b111)));
    }

    /// A 4×4 board from a 16-character line, candidates computed.
    fn four(line: &str) -> PatternBoard {
        let values = line.bytes().map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 }).collect();
        PatternBoard::with_computed_candidates(&dn::Grid::new(dn::Geometry::FOUR, values).unwrap())
    }

    #[test]
    fn subsets_work_on_a_four_by_four_board() {
        // Built: 1 and 2 in f2c1 and f2c2 leave f1c1 and f1c2 with 3/4, and the 1 and 2 of
        // row 1 with f1c3 and f1c4 only.
        let board = four("....12..........");
        let naked = find_naked(&board, 2).expect("a naked pair");
        assert_eq!((naked.unit, naked.positions, naked.digits), (Unit::Row(0), 0b0011, 0b1100));
        let hidden = find_hidden(&board, 2).expect("a hidden pair");
        assert_eq!((hidden.unit, hidden.positions, hidden.digits), (Unit::Row(0), 0b1100, 0b0011));
    }

    #[test]
    fn a_search_among_some_units_looks_only_there() {
        let board = four("....12..........");
        let row_one = 1u128;
        assert_eq!(find_naked_in(&board, 2, row_one), find_naked(&board, 2));
        assert_eq!(find_naked_in(&board, 2, 0), None);
        let hidden = find_hidden_by(&board, 2, false, row_one).map(|(subset, _)| subset);
        assert_eq!(hidden, find_hidden(&board, 2));
        assert_eq!(find_hidden_by(&board, 2, true, 0), None);
    }
}
