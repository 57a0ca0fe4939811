//! The painted board (thesis 7.2.1): a `canvas` program that draws the façade's
//! [`BoardView`] at any size, hint and all, and turns clicks into messages (left: select,
//! right: colour).
//!
//! A hint's candidates are coloured by their role ([`Mark`]) and its chain is drawn the
//! way tutors draw it: each link a curve between candidate centres that bends around the
//! other digits ([`chain_route`](crate::chain_route)), an arrowhead at its end, strong
//! links solid and weak links dashed.

use dn::{Coord, Digit, Geometry};
use facade::{BoardView, CellView};
use iced::widget::canvas::{self, Action, Event, Frame, Path, Stroke, Text};
use iced::widget::text::Alignment;
use iced::{Color, Pixels, Point, Rectangle, Renderer, Theme, alignment};
use iced::{keyboard, mouse};

use crate::chain_route::{Curve, Obstacle, route};
use crate::highlight::{Highlight, highlighted};
use crate::hint_marks::{End, Mark, candidate_marks, edges};
use crate::layout::BoardLayout;
use crate::message::{GameMessage, Message};
use crate::palette::*;
use crate::zoom::CandidateSize;

/// How a cell's value is written: which character, in which colour, large and bold or not.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ValueStyle {
    /// The digit's character (`1`-`9`, then `A`-`P`).
    pub text: char,
    /// The ink.
    pub colour: Color,
    /// Givens are written larger than placed values.
    pub large: bool,
    /// The face: givens bold ([`crate::BOLD`]), placed values regular ([`crate::FONT`]), so
    /// the two differ by weight as well as by colour.
    pub font: iced::Font,
}

/// The style of a cell's value in `ink`, or `None` for an empty cell: givens large, bold and
/// in the given ink, placed values blue, either red when it breaks a rule on show.
pub fn value_style(cell: &CellView, ink: &Ink) -> Option<ValueStyle> {
    let digit = cell.value?;
    let colour = match (cell.conflict, cell.given) {
        (true, _) => CONFLICT_INK,
        (false, true) => ink.given,
        (false, false) => ink.placed,
    };
    let font = if cell.given { crate::BOLD } else { crate::FONT };
    Some(ValueStyle { text: digit.to_char(), colour, large: cell.given, font })
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
#[derive(Clone, Copy, Debug)]
pub struct BoardCanvas<'a> {
    view: &'a BoardView,
    selected: Option<Coord>,
    highlight: Option<Highlight>,
    candidate_scale: f32,
    cache: &'a canvas::Cache,
}

impl<'a> BoardCanvas<'a> {
    /// A program drawing `view` with `selected` highlighted. The board layer is kept in
    /// `cache`; the owner clears it when the board changes.
    pub fn new(view: &'a BoardView, selected: Option<Coord>, cache: &'a canvas::Cache) -> BoardCanvas<'a> {
        BoardCanvas {
            view,
            selected,
            highlight: None,
            candidate_scale: CandidateSize::default().scale(),
            cache,
        }
    }

    /// The same program, shading what `highlight` asks (drawn over the cached board).
    pub fn highlighting(self, highlight: Option<Highlight>) -> BoardCanvas<'a> {
        BoardCanvas { highlight, ..self }
    }

    /// The same program writing candidates `scale` of their place's height (View menu).
    pub fn candidate_scale(self, scale: f32) -> BoardCanvas<'a> {
        BoardCanvas { candidate_scale: scale, ..self }
    }

    fn geometry(&self) -> Geometry {
        Geometry::from_side(self.view.side).unwrap_or(Geometry::NINE)
    }

    fn layout(&self, bounds: Rectangle) -> BoardLayout {
        BoardLayout::fit(bounds.size(), self.geometry())
    }

    /// The candidate on show under `point`, if any (an empty cell noting it).
    fn candidate_at(&self, layout: &BoardLayout, point: Point) -> Option<Digit> {
        let (coord, digit) = layout.candidate_at(point)?;
        let cell = self.cell(coord)?;
        (cell.value.is_none() && cell.candidates.contains(digit)).then_some(digit)
    }

    fn cell(&self, coord: Coord) -> Option<&CellView> {
        let (row, col) = (usize::from(coord.row), usize::from(coord.col));
        (row < self.view.side && col < self.view.side).then(|| &self.view.cells[row * self.view.side + col])
    }
}

impl canvas::Program<Message> for BoardCanvas<'_> {
    /// The modifier keys held: Shift + right-click colours a candidate.
    type State = keyboard::Modifiers;

    fn update(
        &self,
        modifiers: &mut keyboard::Modifiers,
        event: &Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<Action<Message>> {
        let button = match event {
            Event::Keyboard(keyboard::Event::ModifiersChanged(now)) => {
                *modifiers = *now;
                return None;
            }
            Event::Mouse(mouse::Event::ButtonPressed(button)) => button,
            _ => return None,
        };
        let point = cursor.position_in(bounds)?;
        let layout = self.layout(bounds);
        let coord = layout.cell_at(point)?;
        let message = match button {
            mouse::Button::Left => GameMessage::SelectCell(coord),
            mouse::Button::Right if modifiers.shift() => match self.candidate_at(&layout, point) {
                Some(digit) => GameMessage::CycleCandidateColour(coord, digit),
                None => GameMessage::CycleColour(coord),
            },
            mouse::Button::Right => GameMessage::CycleColour(coord),
            _ => return None,
        };
        Some(Action::publish(Message::Game(message)).and_capture())
    }

    fn draw(
        &self,
        _state: &keyboard::Modifiers,
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        let layout = self.layout(bounds);
        let ink = crate::palette::ink(theme);
        let board = self.cache.draw(renderer, bounds.size(), |frame| {
            draw_board(frame, self.view, &layout, ink, self.candidate_scale)
        });
        let mut overlay = Frame::new(renderer, bounds.size());
        if let Some(highlight) = self.highlight {
            draw_highlight(&mut overlay, self.view, &layout, highlight);
        }
        if let Some((coord, cell)) = self.selected.and_then(|c| Some((c, self.cell(c)?))) {
            if let Some(digit) = cell.value {
                draw_same_digit(&mut overlay, self.view, &layout, digit);
            }
            draw_selection(&mut overlay, &layout, coord);
        }
        vec![board, overlay.into_geometry()]
    }

    fn mouse_interaction(
        &self,
        _state: &keyboard::Modifiers,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        match cursor.position_in(bounds).and_then(|p| self.layout(bounds).cell_at(p)) {
            Some(_) => mouse::Interaction::Pointer,
            None => mouse::Interaction::default(),
        }
    }
}

/// One chain link as drawn: its curve, and whether it is strong (solid) or weak (dashed).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DrawnLink {
    /// Where the link runs.
    pub curve: Curve,
    /// Strong links are drawn solid, weak ones dashed.
    pub strong: bool,
}

/// The chain of the hint on show as curves in `layout`, in reading order. Each link bends
/// around the digits drawn (values and candidates other than its own two ends) and around
/// the links drawn before it.
pub fn chain_links(view: &BoardView, layout: &BoardLayout) -> Vec<DrawnLink> {
    let Some(hint) = &view.hint else { return Vec::new() };
    let clearance = candidate_radius(layout);
    let board = layout.board_rect();
    let mut obstacles = digit_centres(view, layout);
    let mut drawn = Vec::new();
    for edge in edges(hint) {
        let curve =
            route(end_point(&edge.from, layout), end_point(&edge.to, layout), &obstacles, clearance, board);
        obstacles.extend([0.25, 0.5, 0.75].map(|t| Obstacle { at: curve.at(t), weight: LINK_WEIGHT }));
        drawn.push(DrawnLink { curve, strong: edge.strong });
    }
    drawn
}

/// What running through a value costs a link: more than a few candidates.
const VALUE_WEIGHT: u32 = 8;

/// What running through a link drawn before costs.
const LINK_WEIGHT: u32 = 2;

/// The radius of a candidate's circle: half its square.
fn candidate_radius(layout: &BoardLayout) -> f32 {
    Digit::new(1).map_or(0.0, |one| layout.candidate_rect(Coord::new(0, 0), one).height * 0.5)
}

/// Where a link's end is drawn: the centre of its candidate, or the middle of a group's.
fn end_point(end: &End, layout: &BoardLayout) -> Point {
    let centres: Vec<Point> =
        end.cells.iter().map(|&c| layout.candidate_rect(c, end.digit).center()).collect();
    let n = centres.len().max(1) as f32;
    Point::new(centres.iter().map(|p| p.x).sum::<f32>() / n, centres.iter().map(|p| p.y).sum::<f32>() / n)
}

/// Every digit drawn, as obstacles for the links: each candidate on show, and for a
/// value (written large) its cell's centre and four points around it, heavier.
fn digit_centres(view: &BoardView, layout: &BoardLayout) -> Vec<Obstacle> {
    let mut obstacles = Vec::new();
    for cell in &view.cells {
        if cell.value.is_some() || cell.placed.is_some() {
            let rect = layout.cell_rect(cell.cell);
            let (centre, d) = (rect.center(), rect.width * 0.22);
            let around = [(0.0, 0.0), (-d, 0.0), (d, 0.0), (0.0, -d), (0.0, d)];
            obstacles.extend(
                around.map(|(x, y)| Obstacle {
                    at: Point::new(centre.x + x, centre.y + y),
                    weight: VALUE_WEIGHT,
                }),
            );
        } else {
            let candidates =
                visible_candidates(cell, view.side).map(|d| layout.candidate_rect(cell.cell, d).center());
            obstacles.extend(candidates.map(|at| Obstacle { at, weight: 1 }));
        }
    }
    obstacles
}

/// Paper, fills, values, candidates (coloured by their role in the hint, their text
/// `candidate_scale` of their place's height), the grid, then the hint's chain on top.
fn draw_board(frame: &mut Frame, view: &BoardView, layout: &BoardLayout, ink: &Ink, candidate_scale: f32) {
    if layout.cell_size() <= 0.0 {
        return;
    }
    let board_rect = layout.board_rect();
    frame.fill_rectangle(board_rect.position(), board_rect.size(), ink.paper);
    let show_area = view.revealed.as_ref().is_some_and(|r| r.reveal < facade::Reveal::Full);
    let marks = candidate_marks(view);
    for cell in &view.cells {
        let coloured = &view.candidate_colours;
        draw_cell(frame, cell, layout, (view.side, show_area, candidate_scale), &marks, coloured, ink);
    }
    for line in layout.grid_lines() {
        frame.fill_rectangle(line.rect.position(), line.rect.size(), ink.line);
    }
    draw_labels(frame, layout, view.side, ink.label);
    if let Some(hint) = &view.hint {
        for edge in edges(hint).iter().filter(|e| e.from.cells.len() > 1 || e.to.cells.len() > 1) {
            for end in [&edge.from, &edge.to].into_iter().filter(|e| e.cells.len() > 1) {
                draw_group(frame, end, layout);
            }
        }
    }
    for link in chain_links(view, layout) {
        draw_link(frame, &link, candidate_radius(layout));
    }
}

/// The row labels f1, f2, … left of the board and the column labels c1, c2, … above it,
/// as cells are named (`f4c6`).
fn draw_labels(frame: &mut Frame, layout: &BoardLayout, side: usize, colour: Color) {
    let size = (crate::layout::MARGIN * 0.55).min(layout.cell_size() * 0.45);
    for i in 0..side {
        let (column, row) = layout.label_centres(i);
        for (content, position) in [(format!("c{}", i + 1), column), (format!("f{}", i + 1), row)] {
            frame.fill_text(Text {
                content,
                position,
                color: colour,
                size: Pixels(size),
                font: crate::FONT,
                align_x: Alignment::Center,
                align_y: alignment::Vertical::Center,
                ..Text::default()
            });
        }
    }
}

/// A group node: a rounded outline around its candidates.
fn draw_group(frame: &mut Frame, end: &End, layout: &BoardLayout) {
    let rects: Vec<Rectangle> = end.cells.iter().map(|&c| layout.candidate_rect(c, end.digit)).collect();
    let Some(first) = rects.first() else { return };
    let outline = rects.iter().skip(1).fold(*first, |all, r| all.union(r));
    let path = Path::rounded_rectangle(
        outline.position(),
        outline.size(),
        (outline.height.min(outline.width) / 2.0).into(),
    );
    frame.stroke(&path, Stroke::default().with_color(STRONG_LINK).with_width(1.5));
}

/// One link: its curve, solid or dashed, and a filled arrowhead at its end.
fn draw_link(frame: &mut Frame, link: &DrawnLink, radius: f32) {
    let (colour, dash): (Color, &[f32]) =
        if link.strong { (STRONG_LINK, &[]) } else { (WEAK_LINK, &[5.0, 4.0]) };
    let width = (radius / 4.0).clamp(1.5, 3.0);
    let curve = link.curve;
    let path = Path::new(|p| {
        p.move_to(curve.start);
        p.quadratic_curve_to(curve.control, curve.end);
    });
    let stroke = Stroke {
        line_dash: canvas::LineDash { segments: dash, offset: 0 },
        ..Stroke::default().with_color(colour).with_width(width)
    };
    frame.stroke(&path, stroke);
    let size = (radius * 1.1).min(curve.start.distance(curve.end) * 0.8).max(4.0);
    let [tip, left, right] = curve.arrowhead(size);
    let head = Path::new(|p| {
        p.move_to(tip);
        p.line_to(left);
        p.line_to(right);
        p.close();
    });
    frame.fill(&head, colour);
}

/// One cell: its fill, then its value, or the value a hint places (ringed large, unless a
/// chain passes through the cell), or its candidates with their colours (a square behind
/// a candidate the player painted) and their marks.
fn draw_cell(
    frame: &mut Frame,
    cell: &CellView,
    layout: &BoardLayout,
    (side, show_area, candidate_scale): (usize, bool, f32),
    marks: &[(Coord, Digit, Mark)],
    coloured: &[(dn::Candidate, dn::Colour)],
    ink: &Ink,
) {
    let rect = layout.cell_rect(cell.cell);
    if let Some(fill) = cell_fill(cell, show_area) {
        frame.fill_rectangle(rect.position(), rect.size(), Color { a: fill.a * ink.fill_alpha, ..fill });
    }
    if let Some(style) = value_style(cell, ink) {
        let scale = if style.large { 0.68 } else { 0.6 };
        frame.fill_text(Text { font: style.font, ..centred_text(style.text, rect, scale, style.colour) });
        return;
    }
    let on_the_chain = marks.iter().any(|&(c, _, m)| c == cell.cell && matches!(m, Mark::On | Mark::Off));
    if let Some(digit) = cell.placed.filter(|_| !on_the_chain) {
        frame.stroke(
            &Path::circle(rect.center(), rect.height * 0.4),
            Stroke::default().with_color(PLACEMENT_INK).with_width(2.0),
        );
        frame.fill_text(centred_text(digit.to_char(), rect, 0.55, PLACEMENT_INK));
        return;
    }
    for digit in visible_candidates(cell, side) {
        let small = layout.candidate_rect(cell.cell, digit);
        if let Some(&(_, colour)) = coloured.iter().find(|(c, _)| c.cell == cell.cell && c.digit == digit) {
            let fill = colour_fill(colour);
            frame.fill_rectangle(
                small.position(),
                small.size(),
                Color { a: fill.a * ink.fill_alpha, ..fill },
            );
        }
        let mark = marks.iter().find(|&&(c, d, _)| c == cell.cell && d == digit).map(|&(_, _, m)| m);
        if let Some(mark) = mark {
            frame.fill(&Path::circle(small.center(), small.height * 0.5), mark_fill(mark));
        }
        if cell.placed == Some(digit) {
            // A chain passes through the cell: its candidates stay, the value placed ringed.
            let ring = Stroke::default().with_color(PLACEMENT_INK).with_width(2.0);
            frame.stroke(&Path::circle(small.center(), small.height * 0.55), ring);
        }
        if cell.eliminated.contains(digit) {
            frame.fill_text(centred_text(digit.to_char(), small, candidate_scale, ELIMINATED_INK));
            let strike = Path::line(
                Point::new(small.x + small.width * 0.15, small.y + small.height * 0.85),
                Point::new(small.x + small.width * 0.85, small.y + small.height * 0.15),
            );
            frame.stroke(&strike, Stroke::default().with_color(ELIMINATED_INK).with_width(1.5));
        } else {
            frame.fill_text(centred_text(digit.to_char(), small, candidate_scale, ink.candidate));
        }
    }
}

/// Shades the cells `highlight` picks and, for a digit, puts a disc behind its candidates.
fn draw_highlight(frame: &mut Frame, view: &BoardView, layout: &BoardLayout, highlight: Highlight) {
    for coord in highlighted(view, highlight) {
        let rect = layout.cell_rect(coord);
        frame.fill_rectangle(rect.position(), rect.size(), HIGHLIGHT_FILL);
        if let Highlight::Digit(digit) = highlight {
            let small = layout.candidate_rect(coord, digit);
            frame.fill(&Path::circle(small.center(), small.height * 0.5), HIGHLIGHT_CANDIDATE);
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
/// embedded font's regular face.
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
    fn givens_are_large_bold_and_dark_placed_values_regular_and_blue_conflicts_red() {
        let ink = &LIGHT_INK;
        let given = value_style(&CellView { value: Some(digit(7)), given: true, ..cell() }, ink).unwrap();
        assert_eq!(given, ValueStyle { text: '7', colour: GIVEN_COLOUR, large: true, font: crate::BOLD });
        let placed = value_style(&CellView { value: Some(digit(12)), ..cell() }, ink).unwrap();
        assert_eq!(placed, ValueStyle { text: 'C', colour: PLACED_COLOUR, large: false, font: crate::FONT });
        let wrong = value_style(&CellView { value: Some(digit(3)), conflict: true, ..cell() }, ink).unwrap();
        assert_eq!(wrong.colour, CONFLICT_INK);
        assert_eq!(value_style(&cell(), ink), None);
        let dark =
            value_style(&CellView { value: Some(digit(7)), given: true, ..cell() }, &DARK_INK).unwrap();
        assert_eq!(dark.colour, DARK_INK.given, "a dark board writes givens light");
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
            let mut modifiers = keyboard::Modifiers::default();
            canvas::Program::update(&program, &mut modifiers, event, bounds, cursor)
                .and_then(|a| a.into_inner().0)
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

    #[test]
    fn shift_and_right_click_on_a_candidate_colours_the_candidate() {
        let mut board = dn::SudokuDN::empty(Geometry::NINE);
        board[(3, 5)].candidates = [2, 7].into_iter().map(digit).collect();
        let game = facade::SudokuLN::new(board);
        let (cache, view) = (canvas::Cache::new(), game.view());
        let program = BoardCanvas::new(&view, None, &cache);
        let bounds = Rectangle::new(Point::new(100.0, 50.0), Size::new(500.0, 500.0));
        let layout = BoardLayout::fit(bounds.size(), Geometry::NINE);
        let cursor = |coord, d: u8| {
            let centre = layout.candidate_rect(coord, digit(d)).center();
            mouse::Cursor::Available(Point::new(bounds.x + centre.x, bounds.y + centre.y))
        };
        let mut modifiers = keyboard::Modifiers::default();
        let mut send = |event: Event, at| {
            canvas::Program::update(&program, &mut modifiers, &event, bounds, at)
                .and_then(|a| a.into_inner().0)
        };
        let right = || Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Right));
        let (f4c6, f1c1) = (Coord::new(3, 5), Coord::new(0, 0));
        let shift = |m| Event::Keyboard(keyboard::Event::ModifiersChanged(m));
        assert_eq!(send(right(), cursor(f4c6, 7)), Some(Message::Game(GameMessage::CycleColour(f4c6))));
        assert_eq!(send(shift(keyboard::Modifiers::SHIFT), cursor(f4c6, 7)), None);
        let candidate = |coord, d| Some(Message::Game(GameMessage::CycleCandidateColour(coord, digit(d))));
        assert_eq!(send(right(), cursor(f4c6, 7)), candidate(f4c6, 7));
        assert_eq!(send(right(), cursor(f4c6, 2)), candidate(f4c6, 2));
        assert_eq!(
            send(right(), cursor(f4c6, 5)),
            Some(Message::Game(GameMessage::CycleColour(f4c6))),
            "no candidate 5 there: the cell is coloured"
        );
        assert_eq!(send(right(), cursor(f1c1, 1)), Some(Message::Game(GameMessage::CycleColour(f1c1))));
        assert_eq!(send(shift(keyboard::Modifiers::default()), cursor(f4c6, 7)), None);
        assert_eq!(send(right(), cursor(f4c6, 7)), Some(Message::Game(GameMessage::CycleColour(f4c6))));
    }

    #[test]
    fn a_chain_bends_around_the_digits_in_its_way_and_points_at_its_ends() {
        let view = facade::SudokuLN::from_example(dn::PatternId::new("xy-chain"), 1).unwrap().view();
        let layout = BoardLayout::fit(Size::new(600.0, 600.0), Geometry::NINE);
        let drawn = chain_links(&view, &layout);
        let hint = view.hint.as_ref().unwrap();
        let chain = edges(hint);
        assert_eq!(drawn.len(), chain.len());
        let radius = candidate_radius(&layout);
        for (link, edge) in drawn.iter().zip(&chain) {
            assert_eq!(link.strong, edge.strong);
            let target = end_point(&edge.to, &layout);
            assert!(link.curve.end.distance(target) <= radius + 0.5, "the arrow's tip is at the rim");
            let values =
                view.cells.iter().filter(|c| c.value.is_some()).map(|c| layout.cell_rect(c.cell).center());
            for centre in values {
                assert!(
                    link.curve.distance_to(centre) >= radius,
                    "{edge:?} runs through the value at {centre:?}"
                );
            }
        }
    }
}
