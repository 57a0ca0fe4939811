//! Counting the ones of a small word: the sets of a 9×9 board (digits of a cell, places
//! of a unit) are nine bits, whose count is read from a table of 512 bytes in one load.
//! The baseline x86-64 target has no population-count instruction, and the portable
//! count takes a dozen operations.

/// The number of ones of each nine-bit word.
const NINE: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut word = 0;
    while word < 512 {
        table[word] = (word as u32).count_ones() as u8;
        word += 1;
    }
    table
};

/// The number of ones of `word`: one table read for a word of nine bits or fewer.
#[inline]
pub const fn count_ones(word: u32) -> u32 {
    if word < 512 { NINE[word as usize] as u32 } else { word.count_ones() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_count_is_the_number_of_ones_of_every_small_word_and_of_wider_ones() {
        for word in 0..4096u32 {
            assert_eq!(count_ones(word), word.count_ones(), "{word:#b}");
        }
        for word in [u32::MAX, 1 << 31, 0x8000_01FF, 0x0155_5555] {
            assert_eq!(count_ones(word), word.count_ones(), "{word:#b}");
        }
    }
}
