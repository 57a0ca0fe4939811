//! The set bits of a 128-bit word, lowest first: how the patterns that keep cells as one
//! machine word on boards of at most 128 cells (the chain net) read
//! them back as cell indices; and one bit of a row of 64-bit words.

/// The indices of the one bits of `word`, lowest first.
#[inline]
pub(crate) fn ones(word: u128) -> Ones {
    Ones { low: word as u64, high: (word >> 64) as u64 }
}

/// The iterator of [`ones`]: the bits left in each half of the word, read as 64-bit words
/// (the upper half of a board's cells is often empty), its length known.
#[derive(Clone, Copy)]
pub(crate) struct Ones {
    low: u64,
    high: u64,
}

impl Iterator for Ones {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.low != 0 {
            let k = self.low.trailing_zeros() as usize;
            self.low &= self.low - 1;
            return Some(k);
        }
        if self.high != 0 {
            let k = self.high.trailing_zeros() as usize;
            self.high &= self.high - 1;
            return Some(64 + k);
        }
        None
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let count = (self.low.count_ones() + self.high.count_ones()) as usize;
        (count, Some(count))
    }
}

impl ExactSizeIterator for Ones {}

/// Whether bit `n` of the row `words` (bit `n % 64` of word `n / 64`) is set; a bit past
/// the row's end is not.
#[inline]
pub(crate) fn has_bit(words: &[u64], n: u32) -> bool {
    words.get(n as usize / 64).is_some_and(|&word| word >> (n % 64) & 1 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_one_bits_come_lowest_first() {
        assert_eq!(ones(1 | 1 << 5 | 1 << 64 | 1 << 127).collect::<Vec<_>>(), [0, 5, 64, 127]);
        assert_eq!(ones(0).count(), 0);
    }

    #[test]
    fn a_bit_of_a_row_is_read_from_its_word() {
        let row = [1 << 3, 1 << 63];
        assert!(has_bit(&row, 3) && has_bit(&row, 127));
        assert!(!has_bit(&row, 4) && !has_bit(&row, 64) && !has_bit(&row, 128));
    }
}
