//! The board of `jade play` as text: each cell a small grid of its candidates, givens
//! plain (bold on a terminal), placed values in parentheses, and a marker column per cell
//! for its colour, a broken rule and the hint on show.

use dn::{Colour, Digit};
use facade::{BoardView, CellView};

/// The ANSI codes that make a given bold on a terminal.
const BOLD: (&str, &str) = ("\x1b[1m", "\x1b[0m");

/// The legend printed under the board.
const LEGEND: &str = "givens plain, (5) placed; marks: a-e colour 1-5, x marked wrong, ! broken rule, \
                      * hint cell, - hint removes here, + hint places here";

/// The whole board as text lines, with a column header and row names.
pub(crate) fn render(view: &BoardView, terminal: bool) -> String {
    let mut lines = vec![header(view)];
    let rule = rule_line(view);
    lines.push(rule.clone());
    for row in 0..view.side {
        lines.extend(row_lines(view, row, terminal));
        let block_end = (row + 1) % view.box_size == 0;
        lines.push(if block_end { rule.clone() } else { spacer_line(view) });
    }
    lines.push(LEGEND.to_string());
    lines.join("\n") + "\n"
}

/// Characters per cell: one marker column, then a candidate mini-grid `box_size` wide.
fn cell_width(view: &BoardView) -> usize {
    view.box_size + 1
}

/// Characters per block between two `|`: the cells and a closing space.
fn block_width(view: &BoardView) -> usize {
    view.box_size * cell_width(view) + 1
}

/// The row-name margin.
const MARGIN: usize = 4;

/// `c1 c2 …` over the middle of each cell.
fn header(view: &BoardView) -> String {
    let mut line = " ".repeat(MARGIN + 1);
    for col in 0..view.side {
        let name = format!("c{}", col + 1);
        line.push_str(&format!("{name:<width$}", width = cell_width(view)));
        if (col + 1) % view.box_size == 0 {
            line.push_str("  ");
        }
    }
    line.trim_end().to_string()
}

/// `+-----+-----+` between blocks.
fn rule_line(view: &BoardView) -> String {
    let block = "-".repeat(block_width(view));
    format!("{}+{}+", " ".repeat(MARGIN - 1), vec![block; view.box_size].join("+"))
}

/// An empty line between two rows of one block, keeping the `|`.
fn spacer_line(view: &BoardView) -> String {
    let block = " ".repeat(block_width(view));
    format!("{}|{}|", " ".repeat(MARGIN - 1), vec![block; view.box_size].join("|"))
}

/// The `box_size` text lines of board row `row`.
fn row_lines(view: &BoardView, row: usize, terminal: bool) -> Vec<String> {
    let cells = &view.cells[row * view.side..(row + 1) * view.side];
    (0..view.box_size)
        .map(|line| {
            let name = if line == view.box_size / 2 { format!("f{}", row + 1) } else { String::new() };
            let mut text = format!("{name:<width$}|", width = MARGIN - 1);
            for (col, cell) in cells.iter().enumerate() {
                text.push(marker(cell, line));
                text.push_str(&cell_line(cell, line, view.box_size, terminal));
                if (col + 1) % view.box_size == 0 {
                    text.push_str(" |");
                }
            }
            text
        })
        .collect()
}

/// Line `line` of the candidate area of `cell` (`box_size` characters, more with bold).
fn cell_line(cell: &CellView, line: usize, box_size: usize, terminal: bool) -> String {
    match cell.value {
        Some(value) => value_line(cell, value, line, box_size, terminal),
        None => (0..box_size)
            .map(|col| {
                Digit::from_index(line * box_size + col)
                    .filter(|&d| cell.candidates.contains(d))
                    .map_or('.', Digit::to_char)
            })
            .map(|c| if c == '.' { ' ' } else { c })
            .collect(),
    }
}

/// A value in the middle line: plain (bold on a terminal) for a given, `(5)` when placed.
fn value_line(cell: &CellView, value: Digit, line: usize, box_size: usize, terminal: bool) -> String {
    if line != box_size / 2 {
        return " ".repeat(box_size);
    }
    let digit = value.to_char();
    let text = match (cell.given, box_size >= 3) {
        (true, _) => format!("{digit:^box_size$}"),
        (false, true) => format!("{:^box_size$}", format!("({digit})")),
        (false, false) => format!("{:^box_size$}", format!("{digit}'")),
    };
    if cell.given && terminal { format!("{}{text}{}", BOLD.0, BOLD.1) } else { text }
}

/// The marker of `cell` on line `line`: its colour first, then a broken rule or the hint
/// cell, then what the hint changes here.
fn marker(cell: &CellView, line: usize) -> char {
    let marks = [
        cell.colour.map(colour_mark),
        if cell.conflict { Some('!') } else { cell.role.map(|_| '*') },
        if cell.placed.is_some() { Some('+') } else { (!cell.eliminated.is_empty()).then_some('-') },
    ];
    let mut present = marks.into_iter().flatten();
    present.nth(line).unwrap_or(' ')
}

/// `a`-`e` for the marking colours, `x` for marked wrong.
fn colour_mark(colour: Colour) -> char {
    match colour {
        Colour::Wrong => 'x',
        other => (b'a' + other.number() - 1) as char,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use facade::SudokuLN;

    const EASY: &str = ".7.....43.4...961.8..6349...94.52...35846..2....8..53..8..7..919.21....5..7.4.8.2";

    #[test]
    fn a_board_draws_givens_candidates_and_placed_values() {
        let mut game = SudokuLN::from_text(EASY).expect("a valid board");
        game.compute_candidates();
        game.set_value("f1c1".parse().expect("a cell"), Digit::new(9).expect("a digit"))
            .expect("an open cell");
        game.set_colour("f1c1".parse().expect("a cell"), Some(Colour::Two)).expect("on the board");
        let text = render(&game.view(), false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "     c1  c2  c3    c4  c5  c6    c7  c8  c9");
        assert_eq!(lines[1], "   +-------------+-------------+-------------+");
        assert!(lines[2].starts_with("   |b    "), "{}", lines[2]);
        assert!(lines[3].starts_with("f1 | (9)  7 "), "{}", lines[3]);
        assert!(!text.contains('\x1b'));
        assert_eq!(lines.len(), 1 + 1 + 9 * 4 + 1);
    }
}
