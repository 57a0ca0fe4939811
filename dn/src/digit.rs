//! Digits and cell indices: small typed values that cannot be mixed up with each other.

use std::fmt;
use std::num::NonZeroU8;

use serde::{Deserialize, Serialize};

/// The largest digit of any supported board (25×25).
pub const MAX_DIGIT: u8 = 25;

/// A digit `1..=25` that a cell may hold. Written `1`-`9`, then `A`-`P` for 10-25.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Digit(NonZeroU8);

impl Digit {
    /// The digit with value `value`, if it is in `1..=25`.
    #[inline]
    pub const fn new(value: u8) -> Option<Digit> {
        if value >= 1 && value <= MAX_DIGIT {
            match NonZeroU8::new(value) {
                Some(v) => Some(Digit(v)),
                None => None,
            }
        } else {
            None
        }
    }

    /// The digit's value, `1..=25`.
    #[inline]
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// The digit's 0-based position (`value - 1`), used for bit sets and tables.
    #[inline]
    pub const fn index(self) -> usize {
        self.0.get() as usize - 1
    }

    /// The digit at 0-based position `index`.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Digit> {
        if index < MAX_DIGIT as usize { Digit::new(index as u8 + 1) } else { None }
    }

    /// The character that writes this digit: `1`-`9`, then `A`-`P`.
    pub fn to_char(self) -> char {
        let v = self.get();
        if v <= 9 { (b'0' + v) as char } else { (b'A' + v - 10) as char }
    }

    /// The digit a character writes (`1`-`9`, `A`-`P` or `a`-`p`), if any.
    pub fn from_char(c: char) -> Option<Digit> {
        match c {
            '1'..='9' => Digit::new(c as u8 - b'0'),
            'A'..='P' => Digit::new(c as u8 - b'A' + 10),
            'a'..='p' => Digit::new(c as u8 - b'a' + 10),
            _ => None,
        }
    }
}

impl TryFrom<u8> for Digit {
    type Error = String;
    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Digit::new(value).ok_or_else(|| format!("{value} is not a digit 1-{MAX_DIGIT}"))
    }
}

impl From<Digit> for u8 {
    fn from(digit: Digit) -> u8 {
        digit.get()
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}

/// A cell's position on a board, counted row by row from 0. Which row and column it is
/// depends on the board's [`Geometry`](crate::Geometry).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CellIndex(u16);

impl CellIndex {
    /// The cell at row-major position `index`.
    #[inline]
    pub const fn new(index: usize) -> CellIndex {
        CellIndex(index as u16)
    }

    /// The row-major position.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_round_trip_through_chars() {
        for v in 1..=MAX_DIGIT {
            let d = Digit::new(v).unwrap();
            assert_eq!(Digit::from_char(d.to_char()), Some(d));
            assert_eq!(Digit::from_index(d.index()), Some(d));
        }
        assert_eq!(Digit::new(0), None);
        assert_eq!(Digit::new(26), None);
        assert_eq!(Digit::from_char('G').map(Digit::get), Some(16));
        assert_eq!(Digit::from_char('0'), None);
        assert_eq!(Digit::from_char('Q'), None);
    }
}
