//! The painted board (thesis 7.2.1): a `canvas` program that draws the façade's
//! [`BoardView`] at any size, hint and all, and turns clicks into messages (left: select,
//! right: colour).

use dn::{Coord, Digit, Geometry, LinkKind};
use facade::{BoardView, CellView};
use iced::mouse;
use iced::widget::canvas::{self, Action, Event, Frame, Path, Stroke, Text};
use iced::widget::text::Alignment;
use iced::{Color, Pixels, Point, Rectangle, Renderer, Theme, alignment};

use crate::layout::BoardLayout;
use crate::message::{GameMessage, Message};
use crate::palette::*;

/// How a cell's value is written: which character, in which colour, large or not.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ValueStyle {
    /// The digit's character (`1`-`9`, then `A`-`P`).
    pub text: char,
    /// The ink.
    pub colour: Color,
    /// Givens are written larger than placed values.
    pub large: bool,
}

/// The style of a cell's value, or `None` for an empty cell: givens large and dark, placed
/// values blue, either red when it breaks a rule on show.
pub fn value_style(cell: &CellView) -> Option<ValueStyle> {
    let digit = cell.value?;
    let colour = match (cell.conflict, cell.given) {
        (true, _) => CONFLICT_INK,
        (false, true) => GIVEN_COLOUR,
        (false, false) => PLACED_COLOUR,
    };
    Some(ValueStyle { text: digit.to_char(), colour, large: cell.given })
}

/// The fill behind a cell: a broken rule first, then a deviation from the solution, then
/// its role in the hint, then its colour, then, with `show_area` (a hint revealed only in
/// part), the area the hint points at.
pub fn cell_fill(cell: &CellView, show_area: bool) -> Option<Color> {
    if cell.conflict {
        return Some(CONFLICT_FILL);
    }
    if cell.deviation {
        return Some(DEVIATION_FILL);
    }
    let area = (show_area && cell.in_area).then_some(AREA_FILL);
    cell.role.map(role_fill).or(cell.colour.map(colour_fill)).or(area)
}

/// The candidates drawn in a cell: the filtered ones plus those the hint eliminates, only
/// digits that exist on a board of `side` digits.
pub fn visible_candidates(cell: &CellView, side: usize) -> impl Iterator<Item = Digit> {
    let mut all = cell.candidates;
    if cell.value.is_none() {
        for digit in cell.eliminated.iter() {
            all.insert(digit);
        }
    }
    all.iter().filter(move |d| d.index() < side)
}

/// The canvas program drawing one board view and the selected cell.
#[derive(Debug)]
pub struct BoardCanvas<'a> {
    view: &'a BoardView,
    selected: Option<Coord>,
    cache: &'a canvas::Cache,
}

impl<'a> BoardCanvas<'a> {
    /// A program drawing `view` with `selected` highlighted. The board layer is kept in
    /// `cache`; the owner clears it when the board changes.
    pub fn new(view: &'a BoardView, selected: Option<Coord>, cache: &'a canvas::Cache) -> BoardCanvas<'a> {
        BoardCanvas { view, selected, cache }
    }

    fn geometry(&self) -> Geometry {
        Geometry::from_side(self.view.side).unwrap_or(Geometry::NINE)
    }

    fn layout(&self, bounds: Rectangle) -> BoardLayout {
        BoardLayout::fit(bounds.size(), self.geometry())
    }

    fn cell(&self, coord: Coord) -> Option<&CellView> {
        let (row, col) = (usize::from(coord.row), usize::from(coord.col));
        (row < self.view.side && col < self.view.side).then(|| &self.view.cells[row * self.view.side + col])
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
        let Event::Mouse(mouse::Event::ButtonPressed(button)) = event else {
            return None;
        };
        let coord = self.layout(bounds).cell_at(cursor.position_in(bounds)?)?;
        let message = match button {
            mouse::Button::Left => GameMessage::SelectCell(coord),
            mouse::Button::Right => GameMessage::CycleColour(coord),
            _ => return None,
        };
        Some(Action::publish(Message::Game(message)).and_capture())
    }

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        let layout = self.layout(bounds);
        let board = self.cache.draw(renderer, bounds.size(), |frame| draw_board(frame, self.view, &layout));
        let mut overlay = Frame::new(renderer, bounds.size());
        if let Some((coord, cell)) = self.selected.and_then(|c| Some((c, self.cell(c)?))) {
            if let Some(digit) = cell.value {
                draw_same_digit(&mut overlay, self.view, &layout, digit);
            }
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

/// Paper, fills, values, candidates, the grid, then the hint's chain links on top.
fn draw_board(frame: &mut Frame, view: &BoardView, layout: &BoardLayout) {
    if layout.cell_size() <= 0.0 {
        return;
    }
    let board_rect = layout.board_rect();
    frame.fill_rectangle(board_rect.position(), board_rect.size(), BOARD_BACKGROUND);
    let show_area = view.revealed.as_ref().is_some_and(|r| r.reveal < facade::Reveal::Full);
    for cell in &view.cells {
        draw_cell(frame, cell, layout, view.side, show_area);
    }
    for line in layout.grid_lines() {
        frame.fill_rectangle(line.rect.position(), line.rect.size(), LINE_COLOUR);
    }
    if let Some(hint) = &view.hint {
        for link in &hint.links {
            let from = layout.candidate_rect(link.from, link.digit).center();
            let to = layout.candidate_rect(link.to, link.digit).center();
            let (colour, dash): (Color, &[f32]) = match link.kind {
                LinkKind::Bilocation => (STRONG_LINK, &[]),
                LinkKind::Bivalue => (WEAK_LINK, &[6.0, 4.0]),
            };
            let stroke = Stroke {
                line_dash: canvas::LineDash { segments: dash, offset: 0 },
                ..Stroke::default().with_color(colour).with_width(2.5)
            };
            frame.stroke(&Path::line(from, to), stroke);
            let radius = layout.candidate_rect(link.to, link.digit).height * 0.45;
            for end in [from, to] {
                frame
                    .stroke(&Path::circle(end, radius), Stroke::default().with_color(colour).with_width(1.5));
            }
        }
    }
}

fn draw_cell(frame: &mut Frame, cell: &CellView, layout: &BoardLayout, side: usize, show_area: bool) {
    let rect = layout.cell_rect(cell.cell);
    if let Some(fill) = cell_fill(cell, show_area) {
        frame.fill_rectangle(rect.position(), rect.size(), fill);
    }
    if let Some(style) = value_style(cell) {
        let scale = if style.large { 0.68 } else { 0.6 };
        frame.fill_text(centred_text(style.text, rect, scale, style.colour));
        return;
    }
    if let Some(digit) = cell.placed {
        frame.stroke(
            &Path::circle(rect.center(), rect.height * 0.4),
            Stroke::default().with_color(PLACEMENT_INK).with_width(2.0),
        );
        frame.fill_text(centred_text(digit.to_char(), rect, 0.55, PLACEMENT_INK));
        return;
    }
    for digit in visible_candidates(cell, side) {
        let small = layout.candidate_rect(cell.cell, digit);
        if cell.eliminated.contains(digit) {
            frame.fill_text(centred_text(digit.to_char(), small, 0.8, ELIMINATED_INK));
            let strike = Path::line(
                Point::new(small.x + small.width * 0.15, small.y + small.height * 0.85),
                Point::new(small.x + small.width * 0.85, small.y + small.height * 0.15),
            );
            frame.stroke(&strike, Stroke::default().with_color(ELIMINATED_INK).with_width(1.5));
        } else {
            frame.fill_text(centred_text(digit.to_char(), small, 0.8, CANDIDATE_COLOUR));
        }
    }
}

/// Tints the cells holding `digit` and rings the candidates `digit`.
fn draw_same_digit(frame: &mut Frame, view: &BoardView, layout: &BoardLayout, digit: Digit) {
    for cell in &view.cells {
        if cell.value == Some(digit) {
            let rect = layout.cell_rect(cell.cell);
            frame.fill_rectangle(rect.position(), rect.size(), SAME_DIGIT_FILL);
        } else if cell.value.is_none() && cell.candidates.contains(digit) {
            let small = layout.candidate_rect(cell.cell, digit);
            frame.fill(&Path::circle(small.center(), small.height * 0.5), SAME_DIGIT_CANDIDATE);
        }
    }
}

fn draw_selection(frame: &mut Frame, layout: &BoardLayout, coord: Coord) {
    let rect = layout.cell_rect(coord);
    frame.fill_rectangle(rect.position(), rect.size(), SELECTION_FILL);
    let inset = layout.thick_width();
    let outline = Path::rectangle(
        Point::new(rect.x + inset, rect.y + inset),
        iced::Size::new((rect.width - 2.0 * inset).max(0.0), (rect.height - 2.0 * inset).max(0.0)),
    );
    frame.stroke(&outline, Stroke::default().with_color(SELECTION_OUTLINE).with_width(2.0));
}

/// One character centred in `rect`, its size a `scale` of the rectangle's height, in the
/// embedded font's only (regular) face: a bold request would fall back to whatever bold
/// font the machine has.
fn centred_text(character: char, rect: Rectangle, scale: f32, colour: Color) -> Text {
    Text {
        content: character.to_string(),
        position: rect.center(),
        color: colour,
        size: Pixels(rect.height * scale),
        font: crate::FONT,
        align_x: Alignment::Center,
        align_y: alignment::Vertical::Center,
        ..Text::default()
    }
}

#[cfg(test)]
mod tests {
    use dn::{CandidateSet, Colour, Role};
    use iced::Size;

    use super::*;

    fn digit(n: u8) -> Digit {
        Digit::new(n).unwrap()
    }

    fn cell() -> CellView {
        CellView {
            cell: Coord::new(0, 0),
            value: None,
            given: false,
            candidates: CandidateSet::EMPTY,
            colour: None,
            conflict: false,
            in_area: false,
            deviation: false,
            role: None,
            eliminated: CandidateSet::EMPTY,
            placed: None,
        }
    }

    #[test]
    fn givens_are_large_and_dark_placed_values_blue_conflicts_red() {
        let given = value_style(&CellView { value: Some(digit(7)), given: true, ..cell() }).unwrap();
        assert_eq!(given, ValueStyle { text: '7', colour: GIVEN_COLOUR, large: true });
        let placed = value_style(&CellView { value: Some(digit(12)), ..cell() }).unwrap();
        assert_eq!(placed, ValueStyle { text: 'C', colour: PLACED_COLOUR, large: false });
        let wrong = value_style(&CellView { value: Some(digit(3)), conflict: true, ..cell() }).unwrap();
        assert_eq!(wrong.colour, CONFLICT_INK);
        assert_eq!(value_style(&cell()), None);
    }

    #[test]
    fn conflicts_beat_hint_roles_which_beat_colours_which_beat_the_area() {
        let coloured = CellView { colour: Some(Colour::Two), ..cell() };
        assert_eq!(cell_fill(&coloured, true), Some(colour_fill(Colour::Two)));
        let role = CellView { role: Some(Role::Pattern), ..coloured };
        assert_eq!(cell_fill(&role, true), Some(role_fill(Role::Pattern)));
        assert_eq!(cell_fill(&CellView { conflict: true, ..role }, true), Some(CONFLICT_FILL));
        assert_eq!(cell_fill(&cell(), true), None);
        assert_eq!(cell_fill(&CellView { deviation: true, ..role }, true), Some(DEVIATION_FILL));
        let area = CellView { in_area: true, ..cell() };
        assert_eq!(cell_fill(&area, true), Some(AREA_FILL));
        assert_eq!(cell_fill(&area, false), None, "the area is drawn only while the hint is partly revealed");
        assert_eq!(cell_fill(&CellView { in_area: true, ..coloured }, true), Some(colour_fill(Colour::Two)));
    }

    #[test]
    fn eliminated_candidates_are_drawn_with_the_others_on_the_board_only() {
        let set: CandidateSet = [1, 4, 9, 16].into_iter().map(digit).collect();
        let empty = CellView { candidates: set, eliminated: CandidateSet::single(digit(2)), ..cell() };
        let seen = |side| visible_candidates(&empty, side).map(Digit::get).collect::<Vec<_>>();
        assert_eq!(seen(9), [1, 2, 4, 9]);
        assert_eq!(seen(16), [1, 2, 4, 9, 16]);
        assert_eq!(seen(4), [1, 2, 4]);
        let full = CellView { value: Some(digit(4)), ..empty };
        assert_eq!(visible_candidates(&full, 9).map(Digit::get).collect::<Vec<_>>(), [1, 4, 9]);
    }

    #[test]
    fn left_click_selects_and_right_click_colours() {
        let game = facade::SudokuLN::new(dn::SudokuDN::empty(Geometry::NINE));
        let cache = canvas::Cache::new();
        let view = game.view();
        let program = BoardCanvas::new(&view, None, &cache);
        let bounds = Rectangle::new(Point::new(100.0, 50.0), Size::new(500.0, 500.0));
        let layout = BoardLayout::fit(bounds.size(), Geometry::NINE);
        let target = layout.cell_rect(Coord::new(3, 5)).center();
        let at = mouse::Cursor::Available(Point::new(bounds.x + target.x, bounds.y + target.y));
        let press = |b| Event::Mouse(mouse::Event::ButtonPressed(b));
        let message = |event: &Event, cursor| {
            canvas::Program::update(&program, &mut (), event, bounds, cursor).and_then(|a| a.into_inner().0)
        };
        assert_eq!(
            message(&press(mouse::Button::Left), at),
            Some(Message::Game(GameMessage::SelectCell(Coord::new(3, 5))))
        );
        assert_eq!(
            message(&press(mouse::Button::Right), at),
            Some(Message::Game(GameMessage::CycleColour(Coord::new(3, 5))))
        );
        assert_eq!(message(&press(mouse::Button::Middle), at), None);
        let margin = mouse::Cursor::Available(Point::new(bounds.x + 2.0, bounds.y + 2.0));
        assert_eq!(message(&press(mouse::Button::Left), margin), None);
        assert_eq!(message(&press(mouse::Button::Left), mouse::Cursor::Unavailable), None);
    }
}
