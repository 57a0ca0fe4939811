//! A set of digits as a bit set: the candidates of a cell, the digits missing from a unit.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};

use serde::{Deserialize, Serialize};

use crate::{Digit, MAX_DIGIT};

/// A set of digits `1..=25`; bit `d - 1` stands for digit `d`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CandidateSet(u32);

impl CandidateSet {
    /// No digit.
    pub const EMPTY: CandidateSet = CandidateSet(0);

    /// All digits `1..=side`.
    #[inline]
    pub const fn full(side: usize) -> CandidateSet {
        CandidateSet(((1u64 << side) - 1) as u32)
    }

    /// The set holding just `digit`.
    #[inline]
    pub const fn single(digit: Digit) -> CandidateSet {
        CandidateSet(1 << digit.index())
    }

    /// The set with these raw bits (bit `d - 1` for digit `d`); bits above 25 are dropped.
    #[inline]
    pub const fn from_bits(bits: u32) -> CandidateSet {
        CandidateSet(bits & ((1 << MAX_DIGIT) - 1))
    }

    /// The raw bits.
    #[inline]
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// Whether `digit` is in the set.
    #[inline]
    pub const fn contains(self, digit: Digit) -> bool {
        self.0 & (1 << digit.index()) != 0
    }

    /// Adds `digit`.
    #[inline]
    pub fn insert(&mut self, digit: Digit) {
        self.0 |= 1 << digit.index();
    }

    /// Removes `digit`; says whether it was there.
    #[inline]
    pub fn remove(&mut self, digit: Digit) -> bool {
        let had = self.contains(digit);
        self.0 &= !(1 << digit.index());
        had
    }

    /// Adds `digit` if absent, removes it if present.
    #[inline]
    pub fn toggle(&mut self, digit: Digit) {
        self.0 ^= 1 << digit.index();
    }

    /// How many digits the set holds.
    #[inline]
    pub const fn len(self) -> usize {
        crate::count_ones(self.0) as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The smallest digit in the set.
    #[inline]
    pub fn first(self) -> Option<Digit> {
        (self.0 != 0).then(|| Digit::from_index(self.0.trailing_zeros() as usize)).flatten()
    }

    /// The only digit of a one-digit set.
    #[inline]
    pub fn single_digit(self) -> Option<Digit> {
        if self.len() == 1 { self.first() } else { None }
    }

    /// The digits in increasing order.
    #[inline]
    pub fn iter(self) -> Digits {
        Digits(self.0)
    }
}

/// Iterator over the digits of a [`CandidateSet`], smallest first.
#[derive(Clone, Debug)]
pub struct Digits(u32);

impl Iterator for Digits {
    type Item = Digit;
    #[inline]
    fn next(&mut self) -> Option<Digit> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Digit::from_index(index)
    }
}

impl IntoIterator for CandidateSet {
    type Item = Digit;
    type IntoIter = Digits;
    fn into_iter(self) -> Digits {
        self.iter()
    }
}

impl FromIterator<Digit> for CandidateSet {
    fn from_iter<I: IntoIterator<Item = Digit>>(iter: I) -> Self {
        let mut set = CandidateSet::EMPTY;
        for d in iter {
            set.insert(d);
        }
        set
    }
}

impl BitOr for CandidateSet {
    type Output = CandidateSet;
    fn bitor(self, rhs: Self) -> Self {
        CandidateSet(self.0 | rhs.0)
    }
}

impl BitOrAssign for CandidateSet {
    fn bitor_assign(&mut self, rhs: Self) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for CandidateSet {
    type Output = CandidateSet;
    fn bitand(self, rhs: Self) -> Self {
        CandidateSet(self.0 & rhs.0)
    }
}

impl BitAndAssign for CandidateSet {
    fn bitand_assign(&mut self, rhs: Self) {
        self.0 &= rhs.0;
    }
}

impl Sub for CandidateSet {
    type Output = CandidateSet;
    fn sub(self, rhs: Self) -> Self {
        CandidateSet(self.0 & !rhs.0)
    }
}

impl Not for CandidateSet {
    type Output = CandidateSet;
    /// The complement within all 25 digits; intersect with [`CandidateSet::full`] for a board.
    fn not(self) -> Self {
        CandidateSet::from_bits(!self.0)
    }
}

impl fmt::Display for CandidateSet {
    /// The digits run together, e.g. `1347`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in self.iter() {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(v: u8) -> Digit {
        Digit::new(v).unwrap()
    }

    #[test]
    fn set_operations() {
        let mut s = CandidateSet::EMPTY;
        s.insert(d(3));
        s.insert(d(7));
        s.insert(d(25));
        assert_eq!(s.len(), 3);
        assert_eq!(s.iter().map(Digit::get).collect::<Vec<_>>(), [3, 7, 25]);
        assert!(s.remove(d(7)));
        assert!(!s.remove(d(7)));
        assert_eq!(s.first(), Some(d(3)));
        assert_eq!(CandidateSet::full(9).len(), 9);
        assert_eq!(CandidateSet::full(25).len(), 25);
        assert_eq!((CandidateSet::full(9) - s).len(), 8);
        assert_eq!(CandidateSet::single(d(4)).single_digit(), Some(d(4)));
        assert_eq!(s.to_string(), "3P");
    }
}
