//! The small legend under a hint's explanation: what the colours of its candidates mean
//! and, for a chain, what solid and dashed arrows mean, drawn as the board draws them.

use iced::widget::canvas::{self, Frame, Path, Stroke, Text};
use iced::widget::text::Alignment;
use iced::{Color, Element, Fill, Pixels, Point, Rectangle, Renderer, Theme, alignment, mouse};

use crate::hint_marks::Mark;
use crate::message::Message;
use crate::palette::{STRONG_LINK, WEAK_LINK, mark_fill};

/// The height of one line of the legend, in logical pixels.
const LINE: f32 = 20.0;

/// The candidate colours, in the order the legend names them.
const MARKS: [(Mark, &str); 4] =
    [(Mark::Pattern, "pattern"), (Mark::On, "true"), (Mark::Off, "false"), (Mark::Eliminated, "removed")];

/// The legend of a hint; with `chain`, the two kinds of link too.
pub fn view<'a>(chain: bool) -> Element<'a, Message> {
    let lines = if chain { 3.0 } else { 1.0 };
    canvas::Canvas::new(Legend { chain }).width(Fill).height(LINE * lines + 4.0).into()
}

/// The legend as a canvas program.
#[derive(Clone, Copy, Debug)]
struct Legend {
    chain: bool,
}

impl canvas::Program<Message> for Legend {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let ink = theme.palette().text;
        let mut y = LINE / 2.0 + 2.0;
        let column = (bounds.width / MARKS.len() as f32).max(60.0);
        for (k, (mark, name)) in MARKS.into_iter().enumerate() {
            let x = 8.0 + k as f32 * column;
            frame.fill(&Path::circle(Point::new(x, y), 7.0), mark_fill(mark));
            frame.fill_text(label(name, Point::new(x + 11.0, y), ink));
        }
        if self.chain {
            for (strong, words) in [
                (true, "strong: if one end is false, the other is true"),
                (false, "weak: if one end is true, the other is false"),
            ] {
                y += LINE;
                arrow(&mut frame, Point::new(4.0, y), Point::new(40.0, y), strong);
                frame.fill_text(label(words, Point::new(48.0, y), ink));
            }
        }
        vec![frame.into_geometry()]
    }
}

/// A short arrow from `from` to `to` as the board draws a link.
fn arrow(frame: &mut Frame, from: Point, to: Point, strong: bool) {
    let (colour, dash): (Color, &[f32]) = if strong { (STRONG_LINK, &[]) } else { (WEAK_LINK, &[5.0, 4.0]) };
    let stroke = Stroke {
        line_dash: canvas::LineDash { segments: dash, offset: 0 },
        ..Stroke::default().with_color(colour).with_width(2.0)
    };
    frame.stroke(&Path::line(from, Point::new(to.x - 6.0, to.y)), stroke);
    let head = Path::new(|p| {
        p.move_to(to);
        p.line_to(Point::new(to.x - 8.0, to.y - 4.0));
        p.line_to(Point::new(to.x - 8.0, to.y + 4.0));
        p.close();
    });
    frame.fill(&head, colour);
}

fn label(words: &str, at: Point, colour: Color) -> Text {
    Text {
        content: words.to_string(),
        position: at,
        color: colour,
        size: Pixels(12.0),
        font: crate::FONT,
        align_x: Alignment::Left,
        align_y: alignment::Vertical::Center,
        ..Text::default()
    }
}
