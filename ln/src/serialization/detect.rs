//! Telling from a text's content whether it holds one grid or boards one per line, and
//! reading it accordingly.

use super::batch::{board_word_length, read_board_line};
use super::error::{ParseError, ParseErrorKind};
use super::grid::read_grid;
use super::lines::{Line, split};
use super::pm_read;
use super::{Format, Parsed};

/// The boards of a text and the format its layout matches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Reading {
    /// The boards, in the order of the text.
    pub(super) boards: Vec<Parsed>,
    /// The format the layout matches (`.txt` for boards one per line).
    pub(super) format: Format,
}

/// The longest word a grid row can hold: all 25 candidates of a 25×25 cell.
const LONGEST_CELL: usize = 25;

/// Reads every board of `text`. The content decides the layout; `hint` (usually the file's
/// extension) only settles the one ambiguous case, sixteen lines of sixteen cells, which
/// is a 16×16 grid unless the hint is `.txt` (sixteen 4×4 boards).
pub(super) fn read_text(text: &str, hint: Option<Format>) -> Result<Reading, ParseError> {
    let entries = read_entries(text, hint)?;
    let boards = entries.boards.into_iter().collect::<Result<Vec<_>, _>>()?;
    let format = entries.format.unwrap_or(Format::Txt);
    Ok(Reading { boards, format })
}

/// The answers a text gives board by board: one grid, or one answer per content line.
pub(super) struct Entries {
    /// Each board or the problem that kept it from being read, in the order of the text.
    pub(super) boards: Vec<Result<Parsed, ParseError>>,
    /// The format the layout matches, when the boards were read (`.txt` for lines).
    pub(super) format: Option<Format>,
}

/// Like [`read_text`], but a text of boards one per line answers line by line: a bad line
/// is its own error and the others are still read. An error only for a text without any
/// board.
pub(super) fn read_entries(text: &str, hint: Option<Format>) -> Result<Entries, ParseError> {
    let lines = split(text);
    let content: Vec<Line<'_>> = lines.iter().copied().filter(|l| !l.is_blank() && !l.is_comment()).collect();
    let Some(first) = content.first() else {
        return Err(ParseError::on_line(1, ParseErrorKind::NoBoard));
    };
    if pm_read::is_pencil_mark_grid(&lines) {
        let board = pm_read::read_pm(&lines).map(|board| Parsed { line: first.number, board });
        let format = board.as_ref().ok().map(|_| Format::Pm);
        return Ok(Entries { boards: vec![board], format });
    }
    let framed = content.iter().any(|l| l.is_rule() || l.has_bars());
    if framed || is_grid(&content, hint) {
        let grid = read_grid(&lines, framed);
        let format = grid.as_ref().ok().map(|grid| grid.format);
        let board = grid.map(|grid| Parsed { line: first.number, board: grid.board });
        return Ok(Entries { boards: vec![board], format });
    }
    let boards =
        content.iter().map(|&line| read_board_line(line).map(|board| Parsed { line: line.number, board }));
    Ok(Entries { boards: boards.collect(), format: Some(Format::Txt) })
}

/// Whether unframed content lines are the rows of one grid rather than boards one per line.
fn is_grid(content: &[Line<'_>], hint: Option<Format>) -> bool {
    if content.len() < 2 {
        return false;
    }
    let lengths: Vec<Option<usize>> = content.iter().map(|&l| board_word_length(l)).collect();
    if lengths.iter().all(Option::is_some) {
        let sixteen_rows = content.len() == 16
            && lengths.iter().all(|&l| l == Some(16))
            && content.iter().all(|l| l.text.split_whitespace().count() == 1);
        return sixteen_rows && hint != Some(Format::Txt);
    }
    content.iter().all(|l| l.text.split_whitespace().all(|w| w.chars().count() <= LONGEST_CELL))
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

    fn format_of(text: &str) -> Result<Format, String> {
        read_text(text, None).map(|r| r.format).map_err(|e| e.to_string())
    }

    #[test]
    fn batches_skip_comments_and_blank_lines() {
        let text =
            format!("# top list\r\n\r\n{FIG_2_1} 1.2\r\n  # next\r\n{}\r\n", FIG_2_1.replace('.', "0"));
        let reading = read_text(&text, None).unwrap();
        assert_eq!(reading.format, Format::Txt);
        let lines: Vec<usize> = reading.boards.iter().map(|p| p.line).collect();
        assert_eq!(lines, [3, 5]);
        assert_eq!(reading.boards[0].board, reading.boards[1].board);
    }

    #[test]
    fn sixteen_lines_of_sixteen_are_a_grid_unless_the_hint_says_txt() {
        let row = "1...............";
        let text = [row; 16].join("\n");
        let grid = read_text(&text, None).unwrap();
        assert_eq!((grid.boards.len(), grid.format), (1, Format::Sdk));
        assert_eq!(read_text(&text, Some(Format::Txt)).unwrap().boards.len(), 16);
        assert_eq!(read_text(&[row; 3].join("\n"), Some(Format::Sdk)).unwrap().boards.len(), 3);
    }

    #[test]
    fn nothing_to_read() {
        assert_eq!(
            format_of(""),
            Err("line 1: expected a board, found only blank lines and comments".into())
        );
        assert!(format_of("# only\n\n").is_err());
    }

    #[test]
    fn a_short_line_in_a_batch_is_reported_as_a_board_line() {
        let text = format!("{FIG_2_1}\n{}\n{FIG_2_1}\n", &FIG_2_1[..80]);
        assert_eq!(format_of(&text), Err("line 2: expected 81 cells (9×9), found 80".into()));
    }
}
