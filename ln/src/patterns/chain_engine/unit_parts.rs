//! The places of one digit in one unit, and what a net makes of them: the grouped nodes of
//! a block and the strong links inside a unit.
//!
//! On boards up to 9×9 both depend only on which of the unit's cells hold the digit (a
//! mask: bit `k` for the unit's `k`-th cell in reading order) and on the kind of unit
//! (rows and columns split the same way, blocks their own), so [`UnitParts`] works them out
//! once per board shape for every mask, by the same rules as the nets of bigger boards
//! apply place by place, and the nets read them from that table.

use std::sync::OnceLock;

use dn::{CellIndex, Digit, Unit};

use super::super::PatternBoard;

/// The cells of one unit holding one digit, in reading order, with the numbers of their
/// row, column and block.
pub(super) struct Places {
    pub(super) cells: [CellIndex; 25],
    units: [[usize; 3]; 25],
    pub(super) len: usize,
}

/// Which of a place's units a part of the places shares ([`Places::parts_by`]).
pub(super) const ROW: usize = 0;
pub(super) const COLUMN: usize = 1;
pub(super) const BLOCK: usize = 2;

impl Places {
    /// No places: a buffer for [`fill`](Places::fill), made once per net.
    pub(super) fn new() -> Places {
        Places { cells: [CellIndex::new(0); 25], units: [[0; 3]; 25], len: 0 }
    }

    /// Holds the places of `digit` in `unit` instead of what it held.
    pub(super) fn fill(&mut self, board: &PatternBoard, unit: Unit, digit: Digit) {
        self.len = 0;
        for &cell in board.cells_of(unit) {
            if board.has(cell, digit) {
                self.cells[self.len] = cell;
                self.units[self.len] = board.unit_numbers(cell);
                self.len += 1;
            }
        }
    }

    /// The places sharing their `which` unit ([`ROW`], [`COLUMN`], [`BLOCK`]) with each
    /// place, each such part once, in the order of its first place, when it has two places
    /// or more: as masks of places (bit `k`, place `k`).
    pub(super) fn parts_by(&self, which: usize) -> impl Iterator<Item = u32> + '_ {
        let units = &self.units[..self.len];
        (0..units.len()).filter_map(move |k| {
            let first = units[k][which];
            if units[..k].iter().any(|u| u[which] == first) {
                return None;
            }
            let part = (k..units.len()).filter(|&j| units[j][which] == first).fold(0u32, |m, j| m | 1 << j);
            (dn::count_ones(part) >= 2).then_some(part)
        })
    }

    /// The places of `mask`, in order.
    pub(super) fn of_mask(&self, mask: u32) -> impl Iterator<Item = CellIndex> + '_ {
        self.cells[..self.len].iter().enumerate().filter(move |(k, _)| mask & 1 << k != 0).map(|(_, &c)| c)
    }

    /// Whether the places of `mask` (two or more) lie in one box∩line.
    pub(super) fn in_one_box_line(&self, mask: u32) -> bool {
        let mut bits = mask & (u32::MAX >> (32 - self.len.max(1)));
        let mut places = std::iter::from_fn(|| {
            (bits != 0).then(|| {
                let k = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                self.units[k]
            })
        });
        let (Some(first), Some(second)) = (places.next(), places.next()) else { return false };
        let line = if first[ROW] == second[ROW] { ROW } else { COLUMN };
        [second].into_iter().chain(places).all(|u| u[BLOCK] == first[BLOCK] && u[line] == first[line])
    }

    /// The ways to split the places into two parts that may be two strongly linked nodes,
    /// in order, as (part, rest) masks of places: each place alone, then the places sharing
    /// a row or a column (in a block) or a block (in a line), when both parts fit in a
    /// box∩line (`most` cells). Whether both parts are nodes is for the caller to ask.
    pub(super) fn splits(&self, block: bool, most: usize) -> impl Iterator<Item = (u32, u32)> + '_ {
        // A node holds at most a box∩line: two of them hold at most twice that.
        let open = (2..=2 * most).contains(&self.len);
        let all = if open { (1u32 << self.len) - 1 } else { 0 };
        let singles = (0..if open { self.len } else { 0 }).map(|k| 1u32 << k);
        let keys: &[usize] = match (open, block) {
            (false, _) => &[],
            (true, true) => &[ROW, COLUMN],
            (true, false) => &[BLOCK],
        };
        let parts = keys.iter().flat_map(|&which| self.parts_by(which));
        let fits = move |part: u32| {
            dn::count_ones(part) as usize <= most && dn::count_ones(all & !part) as usize <= most
        };
        singles.chain(parts).filter(move |&part| fits(part)).map(move |part| (part, all & !part))
    }

    /// Whether the places of `mask` are those of a node: one place, or every place of a
    /// box∩line (two or more, the cells of its grouped node).
    fn whole_node(&self, mask: u32) -> bool {
        if mask.is_power_of_two() {
            return true;
        }
        if !self.in_one_box_line(mask) {
            return false;
        }
        let (first, second) = (mask.trailing_zeros() as usize, (mask & (mask - 1)).trailing_zeros() as usize);
        let (a, b) = (self.units[first], self.units[second]);
        let line = if a[ROW] == b[ROW] { ROW } else { COLUMN };
        let whole =
            (0..self.len).filter(|&k| self.units[k][BLOCK] == a[BLOCK] && self.units[k][line] == a[line]);
        whole.fold(0u32, |m, k| m | 1 << k) == mask
    }

    /// The places of `mask` as a mask of the unit's cells (bit `k`, the unit's `k`-th
    /// cell), the places being those of `positions` (the unit's cells holding the digit).
    fn positions_of(mask: u32, positions: u32) -> u16 {
        let mut out = 0u16;
        let (mut rest, mut k) = (positions, 0);
        while rest != 0 {
            let p = rest.trailing_zeros();
            rest &= rest - 1;
            if mask & 1 << k != 0 {
                out |= 1 << p;
            }
            k += 1;
        }
        out
    }
}

/// For every mask of a unit's cells holding a digit: the grouped nodes it makes in a block
/// and the strong links it makes in each kind of unit, in the order a net lists them.
pub(super) struct UnitParts {
    /// By kind (0: row or column, 1: block) and mask, `kind · 2^side + mask`: where its
    /// links begin in `links` (and end at the next one's start).
    link_start: Vec<u32>,
    /// The links, each as the masks of its two nodes' cells (the first one's first).
    links: Vec<(u16, u16)>,
    /// By block mask: where its grouped nodes begin in `groups`.
    group_start: Vec<u32>,
    /// The grouped nodes' cells as masks: each block's row groups, then its column groups,
    /// each in the order of its first cell.
    groups: Vec<u16>,
    /// By cell: its place in its row, its column and its block.
    pub(super) positions: Vec<[u8; 3]>,
    /// Cells per unit.
    side: usize,
}

/// The tables of the 4×4 and 9×9 boards, made when first asked.
static FOUR: OnceLock<UnitParts> = OnceLock::new();
static NINE: OnceLock<UnitParts> = OnceLock::new();

impl UnitParts {
    /// The table of `board`'s shape, on boards up to 9×9 (`None` on bigger ones).
    pub(super) fn of(board: &PatternBoard) -> Option<&'static UnitParts> {
        match board.geometry().box_size() {
            2 => Some(FOUR.get_or_init(|| UnitParts::new(board))),
            3 => Some(NINE.get_or_init(|| UnitParts::new(board))),
            _ => None,
        }
    }

    /// The table of `board`'s shape, worked out from its first row and first block.
    fn new(board: &PatternBoard) -> UnitParts {
        let (side, most) = (board.side(), board.geometry().box_size());
        let masks = 1u32 << side;
        let (mut link_start, mut links) = (Vec::with_capacity(2 * masks as usize + 1), Vec::new());
        let (mut group_start, mut groups) = (Vec::with_capacity(masks as usize + 1), Vec::new());
        let mut places = Places::new();
        for (kind, unit) in [Unit::Row(0), Unit::Block(0)].into_iter().enumerate() {
            let cells = board.cells_of(unit);
            for mask in 0..masks {
                places.len = 0;
                for (_, &cell) in cells.iter().enumerate().filter(|&(k, _)| mask & 1 << k != 0) {
                    places.cells[places.len] = cell;
                    places.units[places.len] = board.unit_numbers(cell);
                    places.len += 1;
                }
                link_start.push(links.len() as u32);
                let whole = places
                    .splits(kind == 1, most)
                    .filter(|&(a, b)| places.whole_node(a) && places.whole_node(b));
                links.extend(
                    whole.map(|(a, b)| (Places::positions_of(a, mask), Places::positions_of(b, mask))),
                );
                if kind == 1 {
                    group_start.push(groups.len() as u32);
                    let parts = places.parts_by(ROW).chain(places.parts_by(COLUMN));
                    groups.extend(parts.map(|part| Places::positions_of(part, mask)));
                }
            }
        }
        link_start.push(links.len() as u32);
        group_start.push(groups.len() as u32);
        let position = |cell: CellIndex, unit: Unit| board.cells_of(unit).iter().position(|&c| c == cell);
        let positions = (0..board.geometry().cell_count())
            .map(|cell| {
                let cell = CellIndex::new(cell);
                board.units_of(cell).map(|unit| position(cell, unit).unwrap_or(0) as u8)
            })
            .collect();
        UnitParts { link_start, links, group_start, groups, positions, side }
    }

    /// The strong links of the places `mask` in a block (`block`) or a line.
    pub(super) fn links(&self, block: bool, mask: u16) -> &[(u16, u16)] {
        let at = (usize::from(block) << self.side) + usize::from(mask);
        &self.links[self.link_start[at] as usize..self.link_start[at + 1] as usize]
    }

    /// The grouped nodes of the places `mask` in a block.
    pub(super) fn groups(&self, mask: u16) -> &[u16] {
        let at = usize::from(mask);
        &self.groups[self.group_start[at] as usize..self.group_start[at + 1] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::board_from_line;

    #[test]
    fn links_and_groups_of_a_few_masks() {
        let board = board_from_line(&".".repeat(81));
        let table = UnitParts::of(&board).expect("a 9×9 table");
        // Two places of a line: each alone against the other.
        assert_eq!(table.links(false, 0b1_0001), [(0b1, 0b1_0000), (0b1_0000, 0b1)]);
        // Three places of a line, two in one block: the lone one against the block's pair.
        assert_eq!(table.links(false, 0b1_0000_0011), [(0b1_0000_0000, 0b11), (0b11, 0b1_0000_0000)]);
        // Three places in a block's first row: no two nodes make them.
        assert!(table.links(true, 0b111).is_empty());
        assert_eq!(table.groups(0b111), [0b111]);
        // A block's first row pair and a place below the first: the column pair is a group too.
        assert_eq!(table.groups(0b1011), [0b11, 0b1001]);
        // Places in three blocks of a line: no strong link.
        assert!(table.links(false, 0b1_0010_0100).is_empty());
        assert_eq!(table.positions[10], [1, 1, 4]);
    }
}
