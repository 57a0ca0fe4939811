//! Sets of cells, as bit sets: [`CellSet`] holds cells of a whole board (up to 25×25),
//! [`Positions`] holds places `0..side` of one unit (or line numbers). Patterns combine
//! them with `&`, `|` and `-` instead of juggling raw integer masks.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Sub, SubAssign};

use crate::CellIndex;

/// The number of 64-bit words a [`CellSet`] needs for 625 cells.
const WORDS: usize = 10;

/// A set of cells of one board, by [`CellIndex`] (at most 625 cells: 25×25).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CellSet([u64; WORDS]);

impl CellSet {
    /// No cell.
    pub const EMPTY: CellSet = CellSet([0; WORDS]);

    /// The set holding just `cell`.
    #[inline]
    pub fn single(cell: CellIndex) -> CellSet {
        let mut set = CellSet::EMPTY;
        set.insert(cell);
        set
    }

    /// Adds `cell`; whether it was absent.
    #[inline]
    pub fn insert(&mut self, cell: CellIndex) -> bool {
        let (word, bit) = (cell.index() / 64, 1u64 << (cell.index() % 64));
        let absent = self.0[word] & bit == 0;
        self.0[word] |= bit;
        absent
    }

    /// Removes `cell`; whether it was there.
    #[inline]
    pub fn remove(&mut self, cell: CellIndex) -> bool {
        let present = self.contains(cell);
        self.0[cell.index() / 64] &= !(1u64 << (cell.index() % 64));
        present
    }

    /// Whether `cell` is in the set.
    #[inline]
    pub fn contains(&self, cell: CellIndex) -> bool {
        self.0[cell.index() / 64] & (1u64 << (cell.index() % 64)) != 0
    }

    /// How many cells the set holds.
    #[inline]
    pub fn len(&self) -> usize {
        // Small boards leave the high words empty: skip them rather than count their bits.
        self.0.iter().filter(|&&w| w != 0).map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The cell with the smallest index.
    #[inline]
    pub fn first(&self) -> Option<CellIndex> {
        self.iter().next()
    }

    /// The set as one 128-bit word (bit `k` = cell `k`), or `None` when it holds a cell
    /// from 128 on.
    #[inline]
    pub fn to_u128(&self) -> Option<u128> {
        self.0[2..].iter().all(|&w| w == 0).then(|| u128::from(self.0[0]) | u128::from(self.0[1]) << 64)
    }

    /// The set of the cells whose bits are set in `word` (bit `k` = cell `k`): the inverse
    /// of [`to_u128`](CellSet::to_u128).
    #[inline]
    pub fn from_u128(word: u128) -> CellSet {
        let mut set = CellSet::EMPTY;
        set.0[0] = word as u64;
        set.0[1] = (word >> 64) as u64;
        set
    }

    /// The cells in increasing index order.
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = CellIndex> + '_ {
        Cells { words: &self.0, at: 0, word: self.0[0] }
    }
}

impl FromIterator<CellIndex> for CellSet {
    fn from_iter<I: IntoIterator<Item = CellIndex>>(iter: I) -> CellSet {
        let mut set = CellSet::EMPTY;
        set.extend(iter);
        set
    }
}

impl Extend<CellIndex> for CellSet {
    fn extend<I: IntoIterator<Item = CellIndex>>(&mut self, iter: I) {
        for cell in iter {
            self.insert(cell);
        }
    }
}

impl<'a> FromIterator<&'a CellIndex> for CellSet {
    fn from_iter<I: IntoIterator<Item = &'a CellIndex>>(iter: I) -> CellSet {
        iter.into_iter().copied().collect()
    }
}

impl fmt::Debug for CellSet {
    /// The cell indexes, e.g. `{0, 12, 80}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(CellIndex::index)).finish()
    }
}

macro_rules! word_ops {
    ($set:ident, $op:ident, $method:ident, $assign:ident, $assign_method:ident, |$a:ident, $b:ident| $body:expr) => {
        impl $op for $set {
            type Output = $set;
            #[inline]
            fn $method(mut self, rhs: $set) -> $set {
                self.$assign_method(rhs);
                self
            }
        }

        impl $assign for $set {
            #[inline]
            fn $assign_method(&mut self, rhs: $set) {
                for (a, b) in self.0.iter_mut().zip(rhs.0) {
                    let ($a, $b) = (*a, b);
                    *a = $body;
                }
            }
        }
    };
}

word_ops!(CellSet, BitAnd, bitand, BitAndAssign, bitand_assign, |a, b| a & b);
word_ops!(CellSet, BitOr, bitor, BitOrAssign, bitor_assign, |a, b| a | b);
word_ops!(CellSet, Sub, sub, SubAssign, sub_assign, |a, b| a & !b);

/// A set of places `0..side` in one unit (bit `k` = the unit's `k`-th cell), or of line
/// numbers: where a digit can go in a row, which rows a fish uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Positions(u32);

impl Positions {
    /// No place.
    pub const EMPTY: Positions = Positions(0);

    /// The set holding just place `k`.
    #[inline]
    pub const fn single(k: usize) -> Positions {
        Positions(1 << k)
    }

    /// Adds place `k`.
    #[inline]
    pub fn insert(&mut self, k: usize) {
        self.0 |= 1 << k;
    }

    /// Whether place `k` is in the set.
    #[inline]
    pub const fn contains(self, k: usize) -> bool {
        self.0 & (1 << k) != 0
    }

    /// How many places the set holds.
    #[inline]
    pub const fn len(self) -> usize {
        crate::count_ones(self.0) as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every place of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: Positions) -> bool {
        self.0 & !other.0 == 0
    }

    /// The smallest place.
    #[inline]
    pub fn first(self) -> Option<usize> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as usize)
    }

    /// The places in increasing order.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = usize> {
        BitIndexes(u64::from(self.0))
    }

    /// Every subset of the set except the empty one and the set itself, largest first.
    pub fn proper_subsets(self) -> impl Iterator<Item = Positions> {
        let whole = self.0;
        let mut part = whole;
        std::iter::from_fn(move || {
            part = part.wrapping_sub(1) & whole;
            (part != 0).then_some(Positions(part))
        })
    }
}

impl FromIterator<usize> for Positions {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Positions {
        let mut set = Positions::EMPTY;
        for k in iter {
            set.insert(k);
        }
        set
    }
}

impl BitOr for Positions {
    type Output = Positions;
    #[inline]
    fn bitor(self, rhs: Positions) -> Positions {
        Positions(self.0 | rhs.0)
    }
}

impl BitOrAssign for Positions {
    #[inline]
    fn bitor_assign(&mut self, rhs: Positions) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for Positions {
    type Output = Positions;
    #[inline]
    fn bitand(self, rhs: Positions) -> Positions {
        Positions(self.0 & rhs.0)
    }
}

impl Sub for Positions {
    type Output = Positions;
    #[inline]
    fn sub(self, rhs: Positions) -> Positions {
        Positions(self.0 & !rhs.0)
    }
}

/// The indexes of the set bits of a word, lowest first.
struct BitIndexes(u64);

/// The cells of a [`CellSet`] in increasing order: the word being read (its cells already
/// given cleared) and its place among the set's words.
struct Cells<'a> {
    words: &'a [u64; WORDS],
    at: usize,
    word: u64,
}

impl Iterator for Cells<'_> {
    type Item = CellIndex;
    #[inline]
    fn next(&mut self) -> Option<CellIndex> {
        while self.word == 0 {
            self.at += 1;
            if self.at == WORDS {
                self.at -= 1;
                return None;
            }
            self.word = self.words[self.at];
        }
        let bit = self.word.trailing_zeros() as usize;
        self.word &= self.word - 1;
        Some(CellIndex::new(self.at * 64 + bit))
    }
}

impl Iterator for BitIndexes {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(indexes: &[usize]) -> CellSet {
        indexes.iter().map(|&i| CellIndex::new(i)).collect()
    }

    #[test]
    fn cell_sets_cover_a_twenty_five_board() {
        let mut set = cells(&[0, 63, 64, 624]);
        assert_eq!(set.len(), 4);
        assert_eq!((cells(&[5, 200, 400, 401]).len(), CellSet::EMPTY.len()), (4, 0));
        assert!(set.contains(CellIndex::new(624)) && !set.contains(CellIndex::new(1)));
        assert!(!set.insert(CellIndex::new(63)));
        assert!(set.remove(CellIndex::new(0)) && !set.remove(CellIndex::new(0)));
        assert_eq!(set.iter().map(CellIndex::index).collect::<Vec<_>>(), [63, 64, 624]);
        assert_eq!(set.first(), Some(CellIndex::new(63)));
        assert_eq!(format!("{set:?}"), "{63, 64, 624}");
    }

    #[test]
    fn cells_come_in_order_across_every_word_and_stop_for_good() {
        let indexes = [0, 1, 63, 64, 127, 128, 300, 575, 576, 624];
        assert_eq!(cells(&indexes).iter().map(CellIndex::index).collect::<Vec<_>>(), indexes);
        assert_eq!(cells(&[624]).iter().map(CellIndex::index).collect::<Vec<_>>(), [624]);
        assert_eq!(CellSet::EMPTY.iter().count(), 0);
        let set = cells(&[5]);
        let mut iter = set.iter();
        assert_eq!((iter.next(), iter.next(), iter.next()), (Some(CellIndex::new(5)), None, None));
    }

    #[test]
    fn cell_set_operations() {
        let (a, b) = (cells(&[1, 2, 100]), cells(&[2, 100, 300]));
        assert_eq!(a & b, cells(&[2, 100]));
        assert_eq!(a | b, cells(&[1, 2, 100, 300]));
        assert_eq!(a - b, cells(&[1]));
        assert!((a - a).is_empty() && CellSet::EMPTY.first().is_none());
    }

    #[test]
    fn cells_below_128_fit_one_word() {
        assert_eq!(cells(&[0, 63, 64, 127]).to_u128(), Some(1 | 1 << 63 | 1 << 64 | 1 << 127));
        assert_eq!(CellSet::EMPTY.to_u128(), Some(0));
        assert_eq!(cells(&[1, 128]).to_u128(), None);
        let set = cells(&[0, 5, 63, 64, 100, 127]);
        assert_eq!(CellSet::from_u128(set.to_u128().unwrap()), set);
    }

    #[test]
    fn positions_are_places_of_a_unit() {
        let p: Positions = [0, 3, 8].into_iter().collect();
        assert_eq!(p.len(), 3);
        assert!(p.contains(3) && !p.contains(4));
        assert_eq!(p.iter().collect::<Vec<_>>(), [0, 3, 8]);
        assert_eq!(p.first(), Some(0));
        assert!(Positions::single(3).is_subset(p) && !p.is_subset(Positions::single(3)));
        assert_eq!((p - Positions::single(0)) & p, [3, 8].into_iter().collect());
        let subsets: Vec<Positions> = p.proper_subsets().collect();
        assert_eq!(subsets.len(), 6);
        assert!(subsets.iter().all(|s| s.is_subset(p) && *s != p && !s.is_empty()));
    }
}
