//! The player's commands read from a pipe or a file: one a line, numbered, each at most
//! [`MAX_LINE`] bytes, and a line that is not UTF-8 text reported instead of ending the game.

use std::io::BufRead;

/// The longest command line read; longer lines are skipped with a message (no command is
/// anywhere near this long, and an endless line must not fill the memory).
pub(crate) const MAX_LINE: usize = 4096;

/// One line of input: a command to run, or why the line was skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Line {
    /// The line's text, without its line end.
    Text(String),
    /// The line cannot be a command; the message says which line and why.
    Skipped(String),
}

/// The lines of `input`, numbered from 1.
pub(crate) struct Lines<R: BufRead> {
    /// Where the lines come from.
    input: R,
    /// The number of the last line read.
    number: usize,
}

impl<R: BufRead> Lines<R> {
    /// The lines of `input`.
    pub(crate) fn new(input: R) -> Lines<R> {
        Lines { input, number: 0 }
    }

    /// The next line; `None` at the end of the input, `Err` when it cannot be read.
    pub(crate) fn next_line(&mut self) -> Option<std::io::Result<Line>> {
        let mut bytes = Vec::new();
        let read = std::io::Read::take(&mut self.input, MAX_LINE as u64 + 1).read_until(b'\n', &mut bytes);
        match read {
            Ok(0) => return None,
            Ok(_) => {}
            Err(error) => return Some(Err(error)),
        }
        self.number += 1;
        if bytes.len() > MAX_LINE && !bytes.ends_with(b"\n") {
            if let Err(error) = self.skip_rest_of_line() {
                return Some(Err(error));
            }
            return Some(Ok(Line::Skipped(format!(
                "line {}: longer than {MAX_LINE} bytes; ignored",
                self.number
            ))));
        }
        let text = bytes.strip_suffix(b"\n").unwrap_or(&bytes);
        let text = text.strip_suffix(b"\r").unwrap_or(text);
        Some(Ok(match String::from_utf8(text.to_vec()) {
            Ok(text) => Line::Text(text),
            Err(_) => Line::Skipped(format!("line {}: not UTF-8 text; ignored", self.number)),
        }))
    }

    /// Reads past the next line end, keeping nothing.
    fn skip_rest_of_line(&mut self) -> std::io::Result<()> {
        loop {
            let buffer = self.input.fill_buf()?;
            if buffer.is_empty() {
                return Ok(());
            }
            match buffer.iter().position(|&b| b == b'\n') {
                Some(end) => {
                    self.input.consume(end + 1);
                    return Ok(());
                }
                None => {
                    let all = buffer.len();
                    self.input.consume(all);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(input: &[u8]) -> Vec<Line> {
        let mut lines = Lines::new(input);
        std::iter::from_fn(|| lines.next_line()).map(|line| line.expect("read from memory")).collect()
    }

    fn text(line: &str) -> Line {
        Line::Text(line.into())
    }

    #[test]
    fn lines_lose_their_ends_and_the_last_needs_none() {
        assert_eq!(
            all(b"set f1c1 9\r\nundo\n\nquit"),
            [text("set f1c1 9"), text("undo"), text(""), text("quit")]
        );
        assert_eq!(all(b""), []);
    }

    #[test]
    fn a_line_that_is_not_utf8_is_reported_and_the_next_ones_still_come() {
        let lines = all(b"board\nundo\nset f1c1 9\n\xff\xfe bad\nsave game.json\n");
        assert_eq!(lines[3], Line::Skipped("line 4: not UTF-8 text; ignored".into()));
        assert_eq!(lines[4], text("save game.json"));
    }

    #[test]
    fn an_overlong_line_is_skipped_whole() {
        let mut input = vec![b'x'; MAX_LINE * 3];
        input.extend_from_slice(b"\nquit\n");
        let lines = all(&input);
        assert_eq!(
            lines,
            [Line::Skipped(format!("line 1: longer than {MAX_LINE} bytes; ignored")), text("quit")]
        );
        let exactly = format!("{}\n", "y".repeat(MAX_LINE));
        assert_eq!(all(exactly.as_bytes()), [text(&"y".repeat(MAX_LINE))]);
    }
}
