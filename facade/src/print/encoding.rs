//! Text to bytes for the standard PDF fonts, which read WinAnsiEncoding (Windows-1252).

/// The Windows-1252 byte for each character of 0x80..=0x9F, in order; `None` where
/// Windows-1252 leaves the byte unused.
const HIGH: [Option<char>; 32] = [
    Some('\u{20AC}'),
    None,
    Some('\u{201A}'),
    Some('\u{0192}'),
    Some('\u{201E}'),
    Some('\u{2026}'),
    Some('\u{2020}'),
    Some('\u{2021}'),
    Some('\u{02C6}'),
    Some('\u{2030}'),
    Some('\u{0160}'),
    Some('\u{2039}'),
    Some('\u{0152}'),
    None,
    Some('\u{017D}'),
    None,
    None,
    Some('\u{2018}'),
    Some('\u{2019}'),
    Some('\u{201C}'),
    Some('\u{201D}'),
    Some('\u{2022}'),
    Some('\u{2013}'),
    Some('\u{2014}'),
    Some('\u{02DC}'),
    Some('\u{2122}'),
    Some('\u{0161}'),
    Some('\u{203A}'),
    Some('\u{0153}'),
    None,
    Some('\u{017E}'),
    Some('\u{0178}'),
];

/// `text` in WinAnsiEncoding; characters it cannot write become `?`.
pub(crate) fn win_ansi(text: &str) -> Vec<u8> {
    text.chars().map(byte).collect()
}

fn byte(c: char) -> u8 {
    match c as u32 {
        code @ (0x20..=0x7E | 0xA0..=0xFF) => code as u8,
        _ => HIGH.iter().position(|&h| h == Some(c)).map_or(b'?', |k| 0x80 + k as u8),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascii_latin1_and_dashes_are_written_and_the_rest_replaced() {
        assert_eq!(win_ansi("Puzzle 3"), b"Puzzle 3");
        assert_eq!(win_ansi("Soluci\u{f3}n"), b"Soluci\xf3n");
        assert_eq!(win_ansi("a \u{2014} b \u{20AC}"), b"a \x97 b \x80");
        assert_eq!(win_ansi("\u{6570}\n"), b"??");
    }
}
