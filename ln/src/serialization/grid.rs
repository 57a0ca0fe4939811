//! Reading one board drawn over several lines, one row a line: `.sdk`, `.sud`, `.ss`,
//! `.ssc`, and looser layouts (padding, box bars, spaces for empty cells).
//!
//! Frame and separator lines are skipped; `|` and whitespace separate cells. A grid
//! without box bars whose lines are no longer than a row, and where some row holds spaces
//! that nothing else explains, is read by *positions*: every character is a cell, a space
//! is an empty cell (` 63 8 4`) and short lines are padded with empty cells. Otherwise
//! each row is read in the first way that gives it exactly one cell per column:
//! - *characters*: every character other than whitespace and `|` is a cell (`.8.|9.2|..5`);
//! - *words*: every whitespace-separated word is a cell, several digits being the
//!   candidates of an empty cell (`.ssc`).

use dn::{CellDN, Geometry, SudokuDN};

use super::Format;
use super::cells::{board_of, token_cell, value_cell};
use super::error::{ParseError, ParseErrorKind};
use super::lines::Line;

/// A board read from a grid, and the format its layout matches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct GridBoard {
    /// The board.
    pub(super) board: SudokuDN,
    /// `.ss` or `.ssc` for boxed grids, `.ssc` for candidate grids, else `.sdk` or `.sud`.
    pub(super) format: Format,
}

/// One row line with its cells found both ways.
struct Row<'a> {
    line: Line<'a>,
    symbols: Vec<(usize, char)>,
    words: Vec<(usize, &'a str)>,
}

impl<'a> Row<'a> {
    fn new(line: Line<'a>) -> Row<'a> {
        Row { line, symbols: line.symbols(), words: line.tokens() }
    }

    /// Whether the row is read word by word: the words fit and the characters do not.
    fn by_words(&self, side: usize) -> bool {
        self.symbols.len() != side && self.words.len() == side
    }

    /// Whether only spaces standing for empty cells explain the row: it holds a space
    /// before its last cell and neither its characters nor its words fit.
    fn needs_positions(&self, side: usize) -> bool {
        self.symbols.len() != side && self.words.len() != side && self.line.trimmed_end().contains(' ')
    }

    /// Whether the row could be a row of a grid with spaces for empty cells.
    fn fits_positions(&self, side: usize) -> bool {
        !self.line.has_bars() && self.line.trimmed_end().chars().count() <= side
    }
}

/// Reads the one board drawn on `lines` (the whole text); `framed` says whether it draws
/// boxes (`|` bars or rule lines), which rules out spaces standing for empty cells.
pub(super) fn read_grid(lines: &[Line<'_>], framed: bool) -> Result<GridBoard, ParseError> {
    let lines = row_lines(lines, framed);
    let rows: Vec<Row<'_>> = lines.into_iter().map(Row::new).collect();
    let geometry = Geometry::from_side(rows.len()).map_err(|_| row_count_error(&rows))?;
    let side = geometry.side();
    let positions = !framed
        && rows.iter().all(|r| r.fits_positions(side))
        && rows.iter().any(|r| r.needs_positions(side));
    let by_words = !positions && rows.iter().any(|r| r.by_words(side));
    let mut cells = Vec::with_capacity(geometry.cell_count());
    for row in &rows {
        let number = row.line.number;
        if positions {
            for (column, c) in row.line.trimmed_end().chars().enumerate() {
                cells.push(if c == ' ' {
                    CellDN::default()
                } else {
                    value_cell(c, geometry, number, column + 1)?
                });
            }
            cells.resize(cells.len() + side - row.line.trimmed_end().chars().count(), CellDN::default());
        } else if row.symbols.len() == side {
            for &(column, c) in &row.symbols {
                cells.push(value_cell(c, geometry, number, column)?);
            }
        } else if row.words.len() == side {
            for &(column, word) in &row.words {
                cells.push(token_cell(word, geometry, number, column)?);
            }
        } else {
            let found: Vec<usize> = if by_words {
                row.words.iter().map(|w| w.0).collect()
            } else {
                row.symbols.iter().map(|s| s.0).collect()
            };
            let kind = ParseErrorKind::RowCells { geometry, found: found.len() };
            return Err(ParseError { line: number, column: found.get(side).copied(), kind });
        }
    }
    let board = board_of(geometry, cells);
    Ok(GridBoard { format: layout(&rows, &board, framed, geometry), board })
}

/// The lines that hold rows. Blank lines inside the grid count as rows of empty cells when
/// that is what makes the row count right (a grid with spaces for empty cells whose empty
/// row was trimmed away).
fn row_lines<'a>(lines: &[Line<'a>], framed: bool) -> Vec<Line<'a>> {
    let is_row = |l: &Line<'_>| !l.is_blank() && !l.is_comment() && !l.is_rule();
    let rows: Vec<Line<'a>> = lines.iter().copied().filter(is_row).collect();
    if framed || Geometry::from_side(rows.len()).is_ok() {
        return rows;
    }
    let (Some(first), Some(last)) = (rows.first(), rows.last()) else { return rows };
    let span: Vec<Line<'a>> = lines
        .iter()
        .copied()
        .filter(|l| (first.number..=last.number).contains(&l.number) && !l.is_comment())
        .collect();
    if Geometry::from_side(span.len()).is_ok() { span } else { rows }
}

/// The error for a grid whose row count is no board's, at the first extra row or the last.
fn row_count_error(rows: &[Row<'_>]) -> ParseError {
    let expected = rows.first().and_then(|r| {
        Geometry::from_side(r.symbols.len()).or_else(|_| Geometry::from_side(r.words.len())).ok()
    });
    let line = match expected {
        Some(g) if rows.len() > g.side() => rows.get(g.side()).map(|r| r.line.number),
        _ => rows.last().map(|r| r.line.number),
    };
    ParseError::on_line(line.unwrap_or(1), ParseErrorKind::Rows { expected, found: rows.len() })
}

/// The format a grid's layout matches.
fn layout(rows: &[Row<'_>], board: &SudokuDN, framed: bool, geometry: Geometry) -> Format {
    let spaced = rows.iter().any(|r| r.words.len() > geometry.box_size());
    let candidates = board.cells().any(|(_, c)| !c.candidates.is_empty());
    let zeros = rows.iter().any(|r| r.symbols.iter().any(|s| s.1 == '0'));
    let dots = rows.iter().any(|r| r.symbols.iter().any(|s| s.1 == '.'));
    match (framed, spaced, candidates) {
        (_, _, true) | (true, true, _) => Format::Ssc,
        (true, false, _) => Format::Ss,
        _ if zeros && !dots => Format::Sud,
        _ => Format::Sdk,
    }
}

#[cfg(test)]
mod tests {
    use super::super::lines::split;
    use super::*;

    const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

    fn read(text: &str) -> Result<GridBoard, String> {
        let lines = split(text);
        let framed = lines.iter().any(|l| l.is_rule() || l.has_bars());
        read_grid(&lines, framed).map_err(|e| e.to_string())
    }

    fn rows_of(line: &str, width: usize) -> Vec<&str> {
        (0..line.len() / width).map(|r| &line[r * width..(r + 1) * width]).collect()
    }

    #[test]
    fn padded_and_boxed_layouts_read_alike() {
        let sdk = rows_of(FIG_2_1, 9).join("\n");
        let explainer = rows_of(FIG_2_1, 9)
            .iter()
            .map(|r| {
                let spaced: Vec<String> = r.chars().map(String::from).collect();
                format!("{} | {} | {}", spaced[..3].join(" "), spaced[3..6].join(" "), spaced[6..].join(" "))
            })
            .collect::<Vec<_>>()
            .join("\n------+-------+------\n");
        let expected = read(&sdk).unwrap().board;
        assert_eq!(read(&sdk).unwrap().format, Format::Sdk);
        assert_eq!(read(&explainer).unwrap().board, expected);
        assert_eq!(read(&sdk.replace('.', "0")).unwrap().format, Format::Sud);
        assert_eq!(read(&sdk.replace('\n', "\n\n")).unwrap().board, expected);
    }

    #[test]
    fn spaces_stand_for_empty_cells_in_plain_grids() {
        let text = " 63 8 4\n 9   4  7\n4   2\n  72 3 58\n 5  4\n  8   2 4\n6     7\n  5 36\n 3 87  26\n";
        let board = read(text).unwrap().board;
        assert_eq!(
            board.grid().to_string(),
            ".63.8.4...9...4..74...2......72.3.58.5..4......8...2.46.....7....5.36....3.87..26"
        );
        let with_empty_row = text.replace("4   2\n", "\n");
        assert_eq!(read(&with_empty_row).unwrap().board.grid().to_string()[18..27], *".........");
    }

    #[test]
    fn row_errors_point_at_the_row() {
        let mut rows = rows_of(FIG_2_1, 9);
        rows[3] = "79.5.4.8";
        assert_eq!(
            read(&rows.join("\n")),
            Err("line 4: expected 9 cells in a row (9×9), found 8".to_string())
        );
        rows[3] = "79.5.4.8.1";
        assert_eq!(
            read(&rows.join("\n")),
            Err("line 4, column 10: expected 9 cells in a row (9×9), found 10".to_string())
        );
        rows[3] = "79.5.4x8.";
        assert_eq!(
            read(&rows.join("\n")),
            Err("line 4, column 7: expected a digit 1-9, '.' or '0', found 'x'".to_string())
        );
        let eight = rows_of(FIG_2_1, 9)[..8].join("\n");
        assert_eq!(read(&eight), Err("line 8: expected 9 rows (9×9), found 8".to_string()));
        let ten = format!("{}\n.........", rows_of(FIG_2_1, 9).join("\n"));
        assert_eq!(read(&ten), Err("line 10: expected 9 rows (9×9), found 10".to_string()));
    }
}
