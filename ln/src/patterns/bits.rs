//! The set bits of a 128-bit word, lowest first: how the patterns that keep cells as one
//! machine word on boards of at most 128 cells (the chain net) read
//! them back as cell indices.

/// The indices of the one bits of `word`, lowest first.
pub(crate) fn ones(word: u128) -> impl Iterator<Item = usize> {
    let mut rest = word;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let k = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            k
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_one_bits_come_lowest_first() {
        assert_eq!(ones(1 | 1 << 5 | 1 << 64 | 1 << 127).collect::<Vec<_>>(), [0, 5, 64, 127]);
        assert_eq!(ones(0).count(), 0);
    }
}
