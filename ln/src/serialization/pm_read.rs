//! Reading pencil-mark grids: JADE's `.pm` and the grids other programs exchange.
//!
//! Frame lines (`.---.`, `:---+---:`, `'---'`, `*---*`, `|---+---|`) are skipped; `|` and
//! whitespace separate cells. A cell is `<5>` (a given), `*5*` (a placed value), a run of
//! candidates (`137`) or `.` (empty, no candidate). A lone digit is a single candidate
//! when the text carries JADE's header or any `<d>`/`*d*` mark; a grid with neither comes
//! from a program that marks nothing, where a lone digit is a solved cell, read as a given
//! (as in `.ssc`).

use dn::{CandidateSet, CellDN, Digit, Geometry, SudokuDN};

use super::cells::board_of;
use super::error::{ParseError, ParseErrorKind};
use super::lines::Line;
use super::pm::HEADER;

/// Whether `lines` hold a pencil-mark grid: JADE's header, a frame line only pencil-mark
/// grids draw (starting with `.`, `:` or `'`), or a marked cell.
pub(super) fn is_pencil_mark_grid(lines: &[Line<'_>]) -> bool {
    lines.iter().any(|line| {
        is_header(line)
            || (line.text.trim_start().starts_with(['.', ':', '\'']) && is_frame(line))
            || has_marked_cell(line)
    })
}

/// Whether `line` (not a comment) holds a marked cell, `<d>` or `*d*`.
fn has_marked_cell(line: &Line<'_>) -> bool {
    line.text.contains(['<', '*'])
        && !line.is_comment()
        && line.tokens().iter().any(|&(_, token)| is_marked(token))
}

/// Reads the one pencil-mark grid on `lines` (the whole text).
pub(super) fn read_pm(lines: &[Line<'_>]) -> Result<SudokuDN, ParseError> {
    let marked = lines.iter().any(|line| is_header(line) || has_marked_cell(line));
    let rows: Vec<&Line<'_>> =
        lines.iter().filter(|l| !l.is_blank() && !l.is_comment() && !is_frame(l)).collect();
    let geometry = Geometry::from_side(rows.len()).map_err(|_| {
        let expected = rows.first().and_then(|r| Geometry::from_side(r.tokens().len()).ok());
        let line = match expected {
            Some(g) if rows.len() > g.side() => rows[g.side()].number,
            _ => rows.last().map_or(1, |r| r.number),
        };
        ParseError::on_line(line, ParseErrorKind::Rows { expected, found: rows.len() })
    })?;
    let mut cells = Vec::with_capacity(geometry.cell_count());
    for row in rows {
        let tokens = row.tokens();
        if tokens.len() != geometry.side() {
            let kind = ParseErrorKind::RowCells { geometry, found: tokens.len() };
            return Err(ParseError {
                line: row.number,
                column: tokens.get(geometry.side()).map(|t| t.0),
                kind,
            });
        }
        for (column, token) in tokens {
            cells.push(pencil_mark_cell(token, geometry, marked, row.number, column)?);
        }
    }
    Ok(board_of(geometry, cells))
}

/// Whether `line` is JADE's `.pm` header.
fn is_header(line: &Line<'_>) -> bool {
    line.text.trim() == HEADER
}

/// Whether `line` only draws the frame: `.`, `:`, `'`, `+`, `*`, `|`, `-` and `=`, with at
/// least one `-` or `=`.
fn is_frame(line: &Line<'_>) -> bool {
    let text = line.text.trim();
    text.contains(['-', '='])
        && text.chars().all(|c| matches!(c, '.' | ':' | '\'' | '+' | '*' | '|' | '-' | '='))
}

/// Whether `token` is a marked value, `<d>` or `*d*` (whatever `d` is).
fn is_marked(token: &str) -> bool {
    let chars: Vec<char> = token.chars().collect();
    matches!(chars.as_slice(), ['<', c, '>'] | ['*', c, '*'] if c.is_alphanumeric())
}

/// The cell `token` writes, found on `line` at `column`; `marked` says whether a lone
/// digit is a candidate (JADE's `.pm`) or a given (a grid that marks nothing).
fn pencil_mark_cell(
    token: &str,
    geometry: Geometry,
    marked: bool,
    line: usize,
    column: usize,
) -> Result<CellDN, ParseError> {
    let digit = |c: char| Digit::from_char(c).filter(|d| d.index() < geometry.side());
    let chars: Vec<char> = token.chars().collect();
    let wrong = || {
        let kind = ParseErrorKind::PencilMark { found: token.to_string(), geometry };
        ParseError::at(line, column, kind)
    };
    match chars.as_slice() {
        ['.'] | ['0'] => Ok(CellDN::default()),
        ['<', c, '>'] => digit(*c).map(CellDN::given).ok_or_else(wrong),
        ['*', c, '*'] => digit(*c).map(|d| CellDN { value: Some(d), ..CellDN::default() }).ok_or_else(wrong),
        [c] if !marked => digit(*c).map(CellDN::given).ok_or_else(wrong),
        [first, ..] if digit(*first).is_some() => {
            let mut candidates = CandidateSet::EMPTY;
            for (offset, &c) in chars.iter().enumerate() {
                let d = digit(c).ok_or_else(|| {
                    let kind = ParseErrorKind::Character { found: c, geometry, in_candidates: true };
                    ParseError::at(line, column + offset, kind)
                })?;
                candidates.insert(d);
            }
            Ok(CellDN { candidates, ..CellDN::default() })
        }
        _ => Err(wrong()),
    }
}

#[cfg(test)]
mod tests {
    use super::super::lines::split;
    use super::*;

    fn read(text: &str) -> Result<SudokuDN, String> {
        read_pm(&split(text)).map_err(|e| e.to_string())
    }

    const FOUR: &str = "\
.-----------.----------.
| <1>  *2*  | 34   .   |
| 3    34   | <1>  <2> |
:-----------+----------:
| 2    <1>  | *3*  4   |
| <4>  3    | <2>  1   |
'-----------'----------'
";

    #[test]
    fn marks_tell_givens_placed_values_and_single_candidates_apart() {
        let board = read(FOUR).unwrap();
        let cell = |name: &str| *board.cell_by_name(name).unwrap();
        assert_eq!((cell("f1c1").number(), cell("f1c1").given), (1, true));
        assert_eq!((cell("f1c2").number(), cell("f1c2").given), (2, false));
        assert_eq!(cell("f1c3").candidates.to_string(), "34");
        assert_eq!(cell("f1c4"), CellDN::default());
        assert_eq!((cell("f2c1").value, cell("f2c1").candidates.to_string()), (None, "3".to_string()));
        assert!(is_pencil_mark_grid(&split(FOUR)));
    }

    #[test]
    fn a_grid_that_marks_nothing_reads_lone_digits_as_givens() {
        let plain = FOUR
            .replace("<1>", "1 ")
            .replace("<2>", "2 ")
            .replace("<4>", "4 ")
            .replace("*2*", "2  ")
            .replace("*3*", "3  ");
        let board = read(&plain).unwrap();
        assert!(board.cell_by_name("f2c1").unwrap().given);
        assert_eq!(board.cell_by_name("f1c3").unwrap().candidates.to_string(), "34");
        assert!(is_pencil_mark_grid(&split(&plain)));
        let with_header = format!("{HEADER}\n{plain}");
        assert_eq!(read(&with_header).unwrap().cell_by_name("f2c1").unwrap().value, None);
    }

    #[test]
    fn bad_cells_are_reported_where_they_are() {
        assert_eq!(
            read(&FOUR.replace("<1>  *2*", "<5>  *2*")),
            Err("line 2, column 3: expected a cell of a 4×4 pencil-mark grid (<d> given, *d* placed, \
                 candidates such as 34, or '.'; digits 1-4), found '<5>'"
                .to_string())
        );
        assert_eq!(
            read(&FOUR.replace("| 34 ", "| 3x ")),
            Err("line 2, column 16: expected a candidate digit 1-4, found 'x'".to_string())
        );
        assert_eq!(
            read(&FOUR.replace("| 2    <1>  |", "| 2    <1>  4 |")),
            Err("line 5, column 22: expected 4 cells in a row (4×4), found 5".to_string())
        );
    }
}
