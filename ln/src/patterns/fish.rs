//! The fish search shared by X-Wing (thesis 3.8) and Swordfish (thesis 3.9): `size` base
//! lines (rows, or columns) in which every place of a digit lies within `size` cover lines
//! of the other kind. Each base line must take the digit once, in a different cover line,
//! so the base lines fill every cover line with the digit and the rest of the cover lines
//! lose it.
//!
//! The thesis calls the fish with rows as base lines "vertical" (its eliminations run down
//! the columns) and the one with columns as base lines "horizontal"; both are searched.

use dn::{Digit, Hint, Role, Unit};

use super::draft::Draft;
use super::subsets::and_list;
use super::{PatternBoard, PatternInfo};

/// A fish found on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fish {
    /// The digit.
    pub(crate) digit: Digit,
    /// Whether the base lines are rows (the cover lines then are columns).
    pub(crate) base_rows: bool,
    /// The base lines (bit `i` = row or column `i`, 0-based).
    pub(crate) base: u32,
    /// The cover lines (bit `i` = column or row `i`, 0-based).
    pub(crate) cover: u32,
}

impl Fish {
    /// Base line number `i` as a unit.
    fn base_line(&self, i: usize) -> Unit {
        if self.base_rows { Unit::Row(i as u8) } else { Unit::Column(i as u8) }
    }

    /// Cover line number `i` as a unit.
    fn cover_line(&self, i: usize) -> Unit {
        if self.base_rows { Unit::Column(i as u8) } else { Unit::Row(i as u8) }
    }
}

/// The indexes of the set bits of `mask`, lowest first.
fn bits(mask: u32) -> impl Iterator<Item = usize> {
    (0..32).filter(move |i| mask & (1 << i) != 0)
}

/// The first fish of `size` lines that removes something: digits in order, for each digit
/// rows as base lines first, then columns. Every base line holds the digit in 2 to `size`
/// places. A fish that contains a smaller fish (a Swordfish made of an X-Wing plus a line)
/// is skipped: the smaller fish is the one to report.
pub(crate) fn find_fish(board: &PatternBoard, size: usize) -> Option<Fish> {
    let side = board.side();
    let mut masks = [0u32; 32];
    for index in 0..side {
        let digit = Digit::from_index(index)?;
        for base_rows in [true, false] {
            let mut eligible = 0u32;
            for (i, mask) in masks[..side].iter_mut().enumerate() {
                let line = if base_rows { Unit::Row(i as u8) } else { Unit::Column(i as u8) };
                *mask = board.positions(line, digit);
                if (2..=size).contains(&(mask.count_ones() as usize)) {
                    eligible |= 1 << i;
                }
            }
            let search = Search { masks: &masks[..side], eligible, size };
            if let Some((base, cover)) = search.from(0, 0, 0) {
                return Some(Fish { digit, base_rows, base, cover });
            }
        }
    }
    None
}

/// One digit's places in every line of one orientation, and the search over them.
struct Search<'m> {
    /// Bit `k` of `masks[i]`: the digit fits the `k`-th cell of line `i`.
    masks: &'m [u32],
    /// The lines that may be base lines.
    eligible: u32,
    /// The number of base lines.
    size: usize,
}

impl Search<'_> {
    /// The first set of base lines extending `chosen` (lines from `start` on) whose places
    /// lie in `size` cover lines and that removes something: `(base, cover)`.
    fn from(&self, start: usize, chosen: u32, union: u32) -> Option<(u32, u32)> {
        if chosen.count_ones() as usize == self.size {
            let found = union.count_ones() as usize == self.size
                && self.removes(chosen, union)
                && !self.nested(chosen);
            return found.then_some((chosen, union));
        }
        for i in start..self.masks.len() {
            let grown = union | self.masks[i];
            if self.eligible & (1 << i) != 0
                && grown.count_ones() as usize <= self.size
                && let Some(found) = self.from(i + 1, chosen | 1 << i, grown)
            {
                return Some(found);
            }
        }
        None
    }

    /// Whether a line outside `base` still has the digit in one of the `cover` lines.
    fn removes(&self, base: u32, cover: u32) -> bool {
        self.masks.iter().enumerate().any(|(i, &mask)| base & (1 << i) == 0 && mask & cover != 0)
    }

    /// Whether some of the lines of `base` (at least two, not all) form a smaller fish.
    fn nested(&self, base: u32) -> bool {
        let mut part = (base - 1) & base;
        while part != 0 {
            let union = bits(part).fold(0, |union, i| union | self.masks[i]);
            if part.count_ones() >= 2 && union.count_ones() <= part.count_ones() {
                return true;
            }
            part = (part - 1) & base;
        }
        false
    }
}

/// The hint of `fish`: its corner cells as the pattern, the digit removed from the rest of
/// the cover lines. `why` writes the clause after "so" in the explanation.
pub(crate) fn fish_hint(
    info: &'static PatternInfo,
    board: &PatternBoard,
    fish: Fish,
    why: fn(Fish) -> String,
    explain: bool,
) -> Option<Hint> {
    let digit = fish.digit;
    let mut draft = Draft::new(info, board);
    for i in bits(fish.base) {
        draft.cells(board.cells_with(fish.base_line(i), digit), Role::Pattern);
    }
    for line in bits(fish.cover).map(|i| fish.cover_line(i)) {
        for (k, &cell) in board.cells_of(line).iter().enumerate() {
            if fish.base & (1 << k) == 0 {
                draft.eliminate(cell, digit);
            }
        }
    }
    draft.finish(explain, |hint| {
        let (base, cover) = (lines(fish, fish.base, true), lines(fish, fish.cover, false));
        let removed: Vec<String> = hint.eliminations.iter().map(|e| e.cell.to_string()).collect();
        format!(
            "{} on {digit}: in {base} the {digit} can only go in {cover}, so {}; remove {digit} from \
             the other cells of {cover}: {}.",
            info.name,
            why(fish),
            removed.join(", ")
        )
    })
}

/// The base (`base` true) or cover lines of `mask` in words: `rows 1 and 7`.
fn lines(fish: Fish, mask: u32, base: bool) -> String {
    let rows = fish.base_rows == base;
    let numbers: Vec<String> = bits(mask).map(|i| (i + 1).to_string()).collect();
    format!("{} {}", if rows { "rows" } else { "columns" }, and_list(numbers))
}
