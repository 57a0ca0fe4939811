//! The board of `jade play` as text. A 9×9 board takes 20 lines of at most 76 columns, so
//! with the status line, a message and the prompt it fits an 80×24 terminal: each row is
//! two lines, each cell two mark columns and its candidates (1-5 above 6-9); givens are
//! plain, placed values in parentheses. On a colour terminal givens are bold, placed values
//! cyan, candidates grey, broken rules red, and the hint's changes green (placed) and
//! magenta (removed); the marks keep saying the same in plain text.

use anstyle::{AnsiColor, Style};
use dn::{Candidate, Colour, Digit};
use facade::{BoardView, CellView};

/// What the marks mean, printed by `help`.
pub(crate) const LEGEND: &str = "(5) placed; marks: a-e colour 1-5, x wrong, ! broken rule, * hint cell, + places, - removes,\n? value or candidates disagree with the solution (after deviations)";

/// The text styles of a colour terminal.
mod style {
    use super::*;

    /// A given.
    pub(super) const GIVEN: Style = Style::new().bold();
    /// A value the player placed.
    pub(super) const PLACED: Style = AnsiColor::Cyan.on_default();
    /// A candidate.
    pub(super) const CANDIDATE: Style = AnsiColor::BrightBlack.on_default();
    /// A cell breaking a rule: its value or candidates and its `!`.
    pub(super) const CONFLICT: Style = AnsiColor::Red.on_default().bold();
    /// A cell of the hint on show: its `*`.
    pub(super) const HINT: Style = AnsiColor::Yellow.on_default().bold();
    /// What the hint places: the `+` and the digit.
    pub(super) const PLACES: Style = AnsiColor::Green.on_default().bold();
    /// What the hint removes: the `-` and the digits.
    pub(super) const REMOVES: Style = AnsiColor::Magenta.on_default().bold();
}

/// Mark columns before each cell's candidates.
const MARKS: usize = 2;

/// How the board is drawn: its size and whether to use colours.
struct Layout {
    /// Cells per row.
    side: usize,
    /// Cells per block side.
    box_size: usize,
    /// Text lines per board row.
    lines: usize,
    /// Candidate columns per cell.
    width: usize,
    /// The row-name margin, `f1 ` or `f25 `.
    margin: usize,
    /// Whether to write ANSI colours.
    colour: bool,
}

impl Layout {
    /// The layout of `view`: two lines a row up to 9×9, a block-sized grid above.
    fn of(view: &BoardView, colour: bool) -> Layout {
        let lines = if view.box_size <= 3 { 2 } else { view.box_size };
        Layout {
            side: view.side,
            box_size: view.box_size,
            lines,
            width: view.side.div_ceil(lines).max(3),
            margin: format!("f{} ", view.side).len(),
            colour,
        }
    }

    /// Characters a cell takes, marks included.
    fn cell(&self) -> usize {
        MARKS + self.width
    }

    /// Characters a block takes between two `|`: its cells, one space apart.
    fn block(&self) -> usize {
        self.box_size * self.cell() + self.box_size - 1
    }

    /// `text` in `style`, when colours are on.
    fn paint(&self, text: &str, style: Style) -> String {
        if self.colour && !text.trim().is_empty() {
            format!("{}{text}{}", style.render(), style.render_reset())
        } else {
            text.to_string()
        }
    }
}

/// The whole board as text lines: a column header, the rows with their names, and a rule
/// between blocks.
pub(crate) fn render(view: &BoardView, colour: bool) -> String {
    let layout = Layout::of(view, colour);
    let mut lines = vec![header(&layout)];
    for row in 0..layout.side {
        if row > 0 && row % layout.box_size == 0 {
            lines.push(rule_line(&layout));
        }
        lines.extend(row_lines(view, &layout, row));
    }
    if !view.candidate_colours.is_empty() {
        lines.push(coloured_candidates(view, &layout));
    }
    lines.join("\n") + "\n"
}

/// `coloured candidates: 7 in f4c6 (b), …`, the marks as for cells.
fn coloured_candidates(view: &BoardView, layout: &Layout) -> String {
    let each: Vec<String> = view
        .candidate_colours
        .iter()
        .map(|&(candidate, colour)| {
            let mark = layout.paint(&colour_mark(colour).to_string(), colour_style(colour));
            format!("{} in {} ({mark})", candidate.digit, candidate.cell)
        })
        .collect();
    format!("coloured candidates: {}", each.join(", "))
}

/// `c1 c2 …` over the middle of each cell's candidates.
fn header(layout: &Layout) -> String {
    let mut line = " ".repeat(layout.margin + 1);
    for col in 0..layout.side {
        let name = format!("c{}", col + 1);
        line.push_str(&format!("{}{name:^width$} ", " ".repeat(MARKS), width = layout.width));
    }
    line.trim_end().to_string()
}

/// `+------+------+` between blocks.
fn rule_line(layout: &Layout) -> String {
    let block = "-".repeat(layout.block());
    format!("{}+{}+", " ".repeat(layout.margin), vec![block; layout.box_size].join("+"))
}

/// The text lines of board row `row`.
fn row_lines(view: &BoardView, layout: &Layout, row: usize) -> Vec<String> {
    let cells = &view.cells[row * layout.side..(row + 1) * layout.side];
    (0..layout.lines)
        .map(|line| {
            let name = if line == 0 { format!("f{}", row + 1) } else { String::new() };
            let mut text = format!("{name:<width$}|", width = layout.margin);
            for (col, cell) in cells.iter().enumerate() {
                text.push_str(&marks(cell, line, layout));
                text.push_str(&cell_line(cell, line, layout, &view.candidate_colours));
                text.push(if (col + 1) % layout.box_size == 0 { '|' } else { ' ' });
            }
            text
        })
        .collect()
}

/// Line `line` of the candidates of `cell` (`coloured`: the board's coloured candidates),
/// or its value on the first line.
fn cell_line(cell: &CellView, line: usize, layout: &Layout, coloured: &[(Candidate, Colour)]) -> String {
    let width = layout.width;
    if let Some(value) = cell.value {
        if line > 0 {
            return " ".repeat(width);
        }
        let digit = value.to_char();
        let (text, style) = match cell.given {
            true => (format!("{digit:^width$}"), style::GIVEN),
            false => (format!("{:^width$}", format!("({digit})")), style::PLACED),
        };
        return layout.paint(&text, if cell.conflict { style::CONFLICT } else { style });
    }
    let shown: Vec<Option<Digit>> = (0..width)
        .map(|col| {
            Digit::from_index(line * width + col)
                .filter(|&d| d.get() as usize <= layout.side && cell.candidates.contains(d))
        })
        .collect();
    let mut text = String::new();
    let mut run = String::new();
    let mut run_style = style::CANDIDATE;
    for digit in shown {
        let colour = |d: Digit| {
            coloured.iter().find(|(c, _)| c.cell == cell.cell && c.digit == d).map(|&(_, colour)| colour)
        };
        let style = digit.map_or(run_style, |d| candidate_style(cell, d, colour(d)));
        if style != run_style {
            text.push_str(&layout.paint(&run, run_style));
            run.clear();
            run_style = style;
        }
        run.push(digit.map_or(' ', Digit::to_char));
    }
    text + &layout.paint(&run, run_style)
}

/// How candidate `digit` of `cell` is painted: what the hint does to it, else a broken
/// rule, else its `colour` (painted by the player), else plain grey.
fn candidate_style(cell: &CellView, digit: Digit, colour: Option<Colour>) -> Style {
    if cell.placed == Some(digit) {
        style::PLACES
    } else if cell.eliminated.contains(digit) {
        style::REMOVES
    } else if cell.conflict {
        style::CONFLICT
    } else if let Some(colour) = colour {
        colour_style(colour)
    } else {
        style::CANDIDATE
    }
}

/// The two mark columns of `cell` on line `line`: its colour and a broken rule, a
/// deviation from the solution or a hint cell on the first, what the hint changes here on the second.
fn marks(cell: &CellView, line: usize, layout: &Layout) -> String {
    match line {
        0 => {
            let colour = match cell.colour {
                Some(colour) => layout.paint(&colour_mark(colour).to_string(), colour_style(colour)),
                None => " ".to_string(),
            };
            let rule = match (cell.conflict, cell.deviation, cell.role) {
                (true, _, _) => layout.paint("!", style::CONFLICT),
                (false, true, _) => layout.paint("?", style::CONFLICT),
                (false, false, Some(_)) => layout.paint("*", style::HINT),
                (false, false, None) => " ".to_string(),
            };
            colour + &rule
        }
        1 if cell.placed.is_some() => layout.paint("+", style::PLACES) + " ",
        1 if !cell.eliminated.is_empty() => layout.paint("-", style::REMOVES) + " ",
        _ => " ".repeat(MARKS),
    }
}

/// `a`-`e` for the marking colours, `x` for marked wrong.
fn colour_mark(colour: Colour) -> char {
    match colour {
        Colour::Wrong => 'x',
        other => (b'a' + other.number() - 1) as char,
    }
}

/// Black on the marking colour's background (close to the desktop program's colours).
fn colour_style(colour: Colour) -> Style {
    let background = match colour {
        Colour::One => AnsiColor::Yellow,
        Colour::Two => AnsiColor::Green,
        Colour::Three => AnsiColor::Cyan,
        Colour::Four => AnsiColor::Blue,
        Colour::Five => AnsiColor::Magenta,
        Colour::Wrong => AnsiColor::Red,
    };
    AnsiColor::Black.on(background)
}

#[cfg(test)]
mod tests {
    use super::*;
    use facade::SudokuLN;

    const EASY: &str = ".7.....43.4...961.8..6349...94.52...35846..2....8..53..8..7..919.21....5..7.4.8.2";

    fn cell(name: &str) -> dn::Coord {
        name.parse().expect("a cell name")
    }

    fn game() -> SudokuLN {
        let mut game = SudokuLN::from_text(EASY).expect("a valid board");
        game.compute_candidates();
        game.set_value(cell("f1c1"), Digit::new(6).expect("a digit")).expect("an open cell");
        game.set_colour(cell("f1c1"), Some(Colour::Two)).expect("on the board");
        game
    }

    #[test]
    fn a_board_draws_givens_candidates_and_placed_values() {
        let text = render(&game().view(), false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "       c1      c2      c3      c4      c5      c6      c7      c8      c9");
        assert!(lines[1].starts_with("f1 |b  (6)      7     1   5|"), "{}", lines[1]);
        assert!(lines[2].starts_with("   |                  6  9 |"), "{}", lines[2]);
        assert_eq!(lines[7], "   +-----------------------+-----------------------+-----------------------+");
        assert!(!text.contains('\x1b'));
        assert_eq!(lines.len(), 1 + 9 * 2 + 2);
        assert!(lines.iter().all(|line| line.chars().count() <= 76), "{text}");
    }

    #[test]
    fn colours_tell_givens_placed_values_candidates_and_conflicts_apart() {
        let mut game = game();
        game.set_value(cell("f1c3"), Digit::new(7).expect("a digit")).expect("an open cell");
        game.check_rules();
        let text = render(&game.view(), true);
        let painted = |text: &str, style: Style| format!("{}{text}{}", style.render(), style.render_reset());
        assert!(text.contains(&painted(" (6) ", style::PLACED)), "{text}");
        assert!(text.contains(&painted("  7  ", style::CONFLICT)), "the given 7 breaks a rule: {text}");
        assert!(text.contains(&painted(" (7) ", style::CONFLICT)), "{text}");
        assert!(text.contains(&painted("!", style::CONFLICT)), "{text}");
        assert!(text.contains(&painted("  4  ", style::GIVEN)), "{text}");
        assert!(text.contains(&painted("1   5", style::CANDIDATE)), "{text}");
        assert!(text.contains(&painted("b", colour_style(Colour::Two))), "{text}");
        assert_eq!(anstream::adapter::strip_str(&text).to_string(), render(&game.view(), false));
    }

    #[test]
    fn a_coloured_candidate_is_painted_and_listed_under_the_board() {
        let mut game = game();
        let (index, noted) =
            game.board().cells().find(|(_, c)| c.is_empty() && c.candidates.len() > 1).expect("candidates");
        let (at, digit) = (game.board().name_of(index), noted.candidates.iter().last().expect("a digit"));
        assert!(!render(&game.view(), false).contains("coloured candidates"));
        game.set_candidate_colour(at, digit, Some(Colour::Three)).expect("a noted candidate");
        let plain = render(&game.view(), false);
        assert_eq!(plain.lines().last(), Some(format!("coloured candidates: {digit} in {at} (c)").as_str()));
        let text = render(&game.view(), true);
        let style = colour_style(Colour::Three);
        assert!(text.contains(&format!("{}{digit}", style.render())), "{text}");
        assert_eq!(anstream::adapter::strip_str(&text).to_string(), plain);
    }

    #[test]
    fn a_hint_paints_what_it_places_and_removes() {
        let mut game = game();
        game.clean_candidates();
        game.show_hint(Some(dn::PatternId::new("naked-single"))).expect("a hint");
        let view = game.view();
        let text = render(&view, true);
        let target = view.cells.iter().find(|c| c.placed.is_some()).expect("the hint places a digit");
        let digit = target.placed.expect("a digit").to_char().to_string();
        assert!(
            text.contains(&format!("{}+{}", style::PLACES.render(), style::PLACES.render_reset())),
            "{text}"
        );
        assert!(text.contains(&format!("{}{digit}", style::PLACES.render())), "{text}");
    }

    #[test]
    fn deviations_on_show_are_marked_with_a_question_mark() {
        let mut game = SudokuLN::from_text(EASY).expect("a valid board");
        let wrong = if game.solution().and_then(|s| s.digit(0)).map(|d| d.get()) == Some(1) { 2 } else { 1 };
        game.set_value(cell("f1c1"), Digit::new(wrong).expect("a digit")).expect("an open cell");
        assert!(!render(&game.view(), false).contains('?'));
        game.show_deviations().expect("the puzzle has one solution");
        let text = render(&game.view(), false);
        assert!(text.lines().nth(1).is_some_and(|line| line.starts_with("f1 | ?")), "{text}");
    }

    #[test]
    fn every_size_keeps_its_rows_aligned() {
        for side in [4usize, 9, 16, 25] {
            let game = SudokuLN::from_text(&".".repeat(side * side)).expect("an empty board");
            let text = render(&game.view(), false);
            let rows: Vec<&str> = text.lines().skip(1).filter(|l| !l.contains('+')).collect();
            let width = rows[0].chars().count();
            assert!(rows.iter().all(|row| row.chars().count() == width), "{side}: {text}");
        }
    }
}
