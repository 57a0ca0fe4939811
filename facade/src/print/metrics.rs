//! Text widths of the two standard PDF fonts, so texts can be centred and fitted.
//!
//! The numbers are the Adobe font metrics of Helvetica and Helvetica-Bold for the
//! printable ASCII characters, in thousandths of the font size.

use super::drawing::Weight;

/// Widths of `' '..='~'` in Helvetica.
const REGULAR: [u16; 95] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // ' '..'/'
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // '0'..'?'
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // '@'..'O'
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // 'P'..'_'
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // '`'..'o'
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // 'p'..'~'
];

/// Widths of `' '..='~'` in Helvetica-Bold.
const BOLD: [u16; 95] = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, // ' '..'/'
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, // '0'..'?'
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, // '@'..'O'
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, // 'P'..'_'
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, // '`'..'o'
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, // 'p'..'~'
];

/// The width used for characters outside printable ASCII (a typical letter's).
const OTHER: u16 = 556;

/// Half the height of a digit or capital above the baseline, as a fraction of the font
/// size: a text whose baseline sits this far below a point looks centred on it.
pub(crate) const HALF_CAP_HEIGHT: f32 = 0.359;

/// The width of `text` set in `weight` at `size` points.
pub(crate) fn text_width(text: &str, weight: Weight, size: f32) -> f32 {
    let table = match weight {
        Weight::Regular => &REGULAR,
        Weight::Bold => &BOLD,
    };
    let thousandths: u32 = text
        .chars()
        .map(|c| match c {
            ' '..='~' => table[c as usize - ' ' as usize],
            _ => OTHER,
        })
        .map(u32::from)
        .sum();
    thousandths as f32 * size / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_are_all_as_wide_in_both_weights() {
        for weight in [Weight::Regular, Weight::Bold] {
            assert_eq!(text_width("0123456789", weight, 10.0), 55.6);
        }
    }

    #[test]
    fn bold_is_wider_and_other_characters_get_a_typical_width() {
        assert!(text_width("Puzzle", Weight::Bold, 12.0) > text_width("Puzzle", Weight::Regular, 12.0));
        assert_eq!(text_width("é", Weight::Regular, 1000.0), 556.0);
        assert_eq!(text_width("M", Weight::Regular, 1000.0), 833.0);
    }
}
