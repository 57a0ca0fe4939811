//! The painted board (thesis 7.2.1): a `canvas` program that draws a [`SudokuDN`] of any
//! size and turns a click on a cell into [`Message::SelectCell`].

use dn::{CellDN, Colour, Coord, Digit, SudokuDN};
use iced::font::Weight;
use iced::mouse;
use iced::widget::canvas::{self, Action, Event, Frame, Geometry, Text};
use iced::widget::text::Alignment;
use iced::{Color, Font, Pixels, Point, Rectangle, Renderer, Theme, alignment};

use crate::app::Message;
use crate::layout::BoardLayout;

/// Paper colour of the board.
pub const BOARD_BACKGROUND: Color = Color::from_rgb8(0xFF, 0xFF, 0xFF);
/// Colour of the grid lines.
pub const LINE_COLOUR: Color = Color::from_rgb8(0x1A, 0x1A, 0x1A);
/// Colour of the givens (drawn bold).
pub const GIVEN_COLOUR: Color = Color::from_rgb8(0x1A, 0x1A, 0x1A);
/// Colour of the values the player (or the solver) placed.
pub const PLACED_COLOUR: Color = Color::from_rgb8(0x1F, 0x5F, 0xBF);
/// Colour of the small candidate digits.
pub const CANDIDATE_COLOUR: Color = Color::from_rgb8(0x70, 0x70, 0x70);
/// Translucent fill over the selected cell.
pub const SELECTION_FILL: Color = Color::from_rgba8(0xFF, 0xD5, 0x4F, 0.45);
/// Outline of the selected cell.
pub const SELECTION_OUTLINE: Color = Color::from_rgb8(0xE0, 0x8A, 0x00);

/// How a cell's value is written: which character, in which colour, bold or not.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ValueStyle {
    /// The digit's character (`1`-`9`, then `A`-`P`).
    pub text: char,
    /// The ink.
    pub colour: Color,
    /// Givens are bold.
    pub bold: bool,
}

/// The style of a cell's value, or `None` for an empty cell.
pub fn value_style(cell: &CellDN) -> Option<ValueStyle> {
    let digit = cell.value?;
    Some(if cell.given {
        ValueStyle { text: digit.to_char(), colour: GIVEN_COLOUR, bold: true }
    } else {
        ValueStyle { text: digit.to_char(), colour: PLACED_COLOUR, bold: false }
    })
}

/// The background of a cell painted with `colour` (five pastel marking colours; red for
/// "marked wrong").
pub fn colour_fill(colour: Colour) -> Color {
    match colour {
        Colour::One => Color::from_rgb8(0xFF, 0xD6, 0xA5),
        Colour::Two => Color::from_rgb8(0xCA, 0xF2, 0xBF),
        Colour::Three => Color::from_rgb8(0xB5, 0xE8, 0xF7),
        Colour::Four => Color::from_rgb8(0xD9, 0xD0, 0xFF),
        Colour::Five => Color::from_rgb8(0xFF, 0xD1, 0xEC),
        Colour::Wrong => Color::from_rgb8(0xFF, 0x8A, 0x8A),
    }
}

/// The candidates drawn in a cell: none when it holds a value, and only digits that exist
/// on a board of `side` digits.
pub fn visible_candidates(cell: &CellDN, side: usize) -> impl Iterator<Item = Digit> {
    let candidates = if cell.is_empty() { cell.candidates } else { dn::CandidateSet::EMPTY };
    candidates.iter().filter(move |d| d.index() < side)
}

/// The canvas program drawing one board and the selected cell.
#[derive(Debug)]
pub struct BoardCanvas<'a> {
    board: &'a SudokuDN,
    selected: Option<Coord>,
    cache: &'a canvas::Cache,
}

impl<'a> BoardCanvas<'a> {
    /// A program drawing `board` with `selected` highlighted. The board layer is kept in
    /// `cache`; the owner clears it when the board changes.
    pub fn new(board: &'a SudokuDN, selected: Option<Coord>, cache: &'a canvas::Cache) -> BoardCanvas<'a> {
        BoardCanvas { board, selected, cache }
    }

    fn layout(&self, bounds: Rectangle) -> BoardLayout {
        BoardLayout::fit(bounds.size(), self.board.geometry())
    }
}

impl canvas::Program<Message> for BoardCanvas<'_> {
    type State = ();

    fn update(
        &self,
        _state: &mut (),
        event: &Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<Action<Message>> {
        let Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) = event else {
            return None;
        };
        let coord = self.layout(bounds).cell_at(cursor.position_in(bounds)?)?;
        Some(Action::publish(Message::SelectCell(coord)).and_capture())
    }

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let layout = self.layout(bounds);
        let board = self.cache.draw(renderer, bounds.size(), |frame| draw_board(frame, self.board, &layout));
        let mut overlay = Frame::new(renderer, bounds.size());
        if let Some(coord) = self.selected.filter(|&c| self.board.geometry().cell_of(c).is_some()) {
            draw_selection(&mut overlay, &layout, coord);
        }
        vec![board, overlay.into_geometry()]
    }

    fn mouse_interaction(&self, _state: &(), bounds: Rectangle, cursor: mouse::Cursor) -> mouse::Interaction {
        match cursor.position_in(bounds).and_then(|p| self.layout(bounds).cell_at(p)) {
            Some(_) => mouse::Interaction::Pointer,
            None => mouse::Interaction::default(),
        }
    }
}

/// Paper, cell colours, values, candidates, then the grid on top.
fn draw_board(frame: &mut Frame, board: &SudokuDN, layout: &BoardLayout) {
    if layout.cell_size() <= 0.0 {
        return;
    }
    let board_rect = layout.board_rect();
    frame.fill_rectangle(board_rect.position(), board_rect.size(), BOARD_BACKGROUND);
    let side = board.geometry().side();
    for (index, cell) in board.cells() {
        let coord = board.name_of(index);
        let rect = layout.cell_rect(coord);
        if let Some(colour) = cell.colour {
            frame.fill_rectangle(rect.position(), rect.size(), colour_fill(colour));
        }
        if let Some(style) = value_style(cell) {
            let weight = if style.bold { Weight::Bold } else { Weight::Normal };
            frame.fill_text(centred_text(style.text, rect, 0.62, style.colour, weight));
        }
        for digit in visible_candidates(cell, side) {
            let small = layout.candidate_rect(coord, digit);
            frame.fill_text(centred_text(digit.to_char(), small, 0.8, CANDIDATE_COLOUR, Weight::Normal));
        }
    }
    for line in layout.grid_lines() {
        frame.fill_rectangle(line.rect.position(), line.rect.size(), LINE_COLOUR);
    }
}

fn draw_selection(frame: &mut Frame, layout: &BoardLayout, coord: Coord) {
    let rect = layout.cell_rect(coord);
    frame.fill_rectangle(rect.position(), rect.size(), SELECTION_FILL);
    let inset = layout.thick_width();
    let outline = canvas::Path::rectangle(
        Point::new(rect.x + inset, rect.y + inset),
        iced::Size::new((rect.width - 2.0 * inset).max(0.0), (rect.height - 2.0 * inset).max(0.0)),
    );
    frame.stroke(&outline, canvas::Stroke::default().with_color(SELECTION_OUTLINE).with_width(2.0));
}

/// One character centred in `rect`, its size a `scale` of the rectangle's height.
fn centred_text(character: char, rect: Rectangle, scale: f32, colour: Color, weight: Weight) -> Text {
    Text {
        content: character.to_string(),
        position: rect.center(),
        color: colour,
        size: Pixels(rect.height * scale),
        font: Font { weight, ..Font::DEFAULT },
        align_x: Alignment::Center,
        align_y: alignment::Vertical::Center,
        ..Text::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dn::CandidateSet;
    use iced::Size;

    fn digit(v: u8) -> Digit {
        Digit::new(v).unwrap()
    }

    #[test]
    fn givens_are_bold_and_dark_placed_values_blue() {
        let given = value_style(&CellDN::given(digit(7))).unwrap();
        assert_eq!(given, ValueStyle { text: '7', colour: GIVEN_COLOUR, bold: true });
        let placed = CellDN { value: Some(digit(12)), ..CellDN::default() };
        let placed = value_style(&placed).unwrap();
        assert_eq!(placed, ValueStyle { text: 'C', colour: PLACED_COLOUR, bold: false });
        assert_ne!(GIVEN_COLOUR, PLACED_COLOUR);
        assert_eq!(value_style(&CellDN::default()), None);
    }

    #[test]
    fn candidates_show_only_in_empty_cells_and_on_the_board() {
        let set: CandidateSet = [1, 4, 9, 16].into_iter().map(digit).collect();
        let empty = CellDN { candidates: set, ..CellDN::default() };
        let seen = |side| visible_candidates(&empty, side).map(Digit::get).collect::<Vec<_>>();
        assert_eq!(seen(9), [1, 4, 9]);
        assert_eq!(seen(16), [1, 4, 9, 16]);
        assert_eq!(seen(4), [1, 4]);
        let full = CellDN { value: Some(digit(4)), candidates: set, ..CellDN::default() };
        assert_eq!(visible_candidates(&full, 9).count(), 0);
    }

    #[test]
    fn every_colour_has_its_own_fill() {
        let fills: Vec<Color> = Colour::ALL.into_iter().map(colour_fill).collect();
        for (i, a) in fills.iter().enumerate() {
            assert!(fills[i + 1..].iter().all(|b| b != a));
            assert_ne!(*a, BOARD_BACKGROUND);
        }
    }

    #[test]
    fn a_left_click_on_a_cell_selects_it() {
        let board = SudokuDN::empty(dn::Geometry::NINE);
        let cache = canvas::Cache::new();
        let program = BoardCanvas::new(&board, None, &cache);
        let bounds = Rectangle::new(Point::new(100.0, 50.0), Size::new(500.0, 500.0));
        let layout = BoardLayout::fit(bounds.size(), board.geometry());
        let target = layout.cell_rect(Coord::new(3, 5)).center();
        let at = mouse::Cursor::Available(Point::new(bounds.x + target.x, bounds.y + target.y));
        let press = Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left));
        let action = canvas::Program::update(&program, &mut (), &press, bounds, at).unwrap();
        let (message, _redraw, status) = action.into_inner();
        assert!(matches!(message, Some(Message::SelectCell(c)) if c == Coord::new(3, 5)));
        assert_eq!(status, iced::event::Status::Captured);

        let right = Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Right));
        assert!(canvas::Program::update(&program, &mut (), &right, bounds, at).is_none());
        let margin = mouse::Cursor::Available(Point::new(bounds.x + 2.0, bounds.y + 2.0));
        assert!(canvas::Program::update(&program, &mut (), &press, bounds, margin).is_none());
        assert!(
            canvas::Program::update(&program, &mut (), &press, bounds, mouse::Cursor::Unavailable).is_none()
        );
    }
}
