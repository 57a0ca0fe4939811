//! Splitting a text into numbered lines and a line into cells, whatever its line ends,
//! byte order mark or padding.

/// One line of the text, without its line end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Line<'a> {
    /// 1-based line number.
    pub(super) number: usize,
    /// The line's text.
    pub(super) text: &'a str,
}

impl<'a> Line<'a> {
    /// Whether the line holds nothing but whitespace.
    pub(super) fn is_blank(&self) -> bool {
        self.text.trim().is_empty()
    }

    /// Whether the line is a `#` comment.
    pub(super) fn is_comment(&self) -> bool {
        self.text.trim_start().starts_with('#')
    }

    /// Whether the line only draws a grid: frame lines (`*-----*`) and box separators
    /// (`|---+---|`), made of `-`, `=`, `+`, `*` and `|`, with at least one of the first four.
    pub(super) fn is_rule(&self) -> bool {
        let drawn = |c: char| matches!(c, '-' | '=' | '+' | '*');
        self.text.chars().all(|c| drawn(c) || c == '|' || c.is_whitespace()) && self.text.chars().any(drawn)
    }

    /// Whether the line uses `|` to draw boxes.
    pub(super) fn has_bars(&self) -> bool {
        self.text.contains('|')
    }

    /// The characters that stand for cells (everything but whitespace and `|`), with
    /// their 1-based columns.
    pub(super) fn symbols(&self) -> Vec<(usize, char)> {
        self.columns().filter(|&(_, c)| !is_gap(c)).collect()
    }

    /// The runs of cell characters between whitespace and `|`, with their 1-based
    /// starting columns.
    pub(super) fn tokens(&self) -> Vec<(usize, &'a str)> {
        let mut tokens = Vec::new();
        let mut start: Option<(usize, usize)> = None;
        for (column, (byte, c)) in self.text.char_indices().enumerate() {
            match (is_gap(c), start) {
                (true, Some((col, from))) => {
                    tokens.push((col, &self.text[from..byte]));
                    start = None;
                }
                (false, None) => start = Some((column + 1, byte)),
                _ => {}
            }
        }
        if let Some((col, from)) = start {
            tokens.push((col, &self.text[from..]));
        }
        tokens
    }

    /// The characters with their 1-based columns.
    pub(super) fn columns(&self) -> impl Iterator<Item = (usize, char)> + 'a {
        self.text.chars().enumerate().map(|(i, c)| (i + 1, c))
    }

    /// The line with trailing whitespace removed, read cell by cell: where a grid uses
    /// spaces for empty cells, every character is one cell.
    pub(super) fn trimmed_end(&self) -> &'a str {
        self.text.trim_end()
    }
}

/// Whether `c` separates cells rather than being one.
fn is_gap(c: char) -> bool {
    c.is_whitespace() || c == '|'
}

/// The text's lines, numbered from 1: a leading UTF-8 byte order mark is dropped and
/// `\n`, `\r\n` and a lone `\r` all end a line. A final line end does not start a line.
pub(super) fn split(text: &str) -> Vec<Line<'_>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let (line, next) = match rest.find(['\n', '\r']) {
            Some(end) if rest[end..].starts_with("\r\n") => (&rest[..end], &rest[end + 2..]),
            Some(end) => (&rest[..end], &rest[end + 1..]),
            None => (rest, ""),
        };
        lines.push(Line { number: lines.len() + 1, text: line });
        rest = next;
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &str) -> Vec<&str> {
        split(text).into_iter().map(|l| l.text).collect()
    }

    #[test]
    fn line_ends_and_byte_order_marks_are_dropped() {
        assert_eq!(texts("\u{feff}ab\r\ncd\ref\n\ngh"), ["ab", "cd", "ef", "", "gh"]);
        assert_eq!(texts("ab\n"), ["ab"]);
        assert_eq!(texts(""), Vec::<&str>::new());
        let numbers: Vec<usize> = split("a\n\nb").iter().map(|l| l.number).collect();
        assert_eq!(numbers, [1, 2, 3]);
    }

    #[test]
    fn lines_know_their_kind() {
        let line = |text| Line { number: 1, text };
        assert!(line("*-----------*").is_rule());
        assert!(line("|---+---+---|").is_rule());
        assert!(line("------+-------+------").is_rule());
        assert!(!line("|.8.|9.2|..5|").is_rule());
        assert!(!line("   ").is_rule());
        assert!(line("  # rated 3.4").is_comment());
        assert!(line(" \t ").is_blank());
    }

    #[test]
    fn cells_are_found_between_gaps() {
        let line = Line { number: 1, text: "| 36   8 346  |é|" };
        assert_eq!(line.tokens(), [(3, "36"), (8, "8"), (10, "346"), (16, "é")]);
        assert_eq!(line.symbols().len(), 7);
        assert_eq!(Line { number: 1, text: "ab" }.tokens(), [(1, "ab")]);
        assert_eq!(Line { number: 1, text: " 63 8  " }.trimmed_end(), " 63 8");
    }
}
