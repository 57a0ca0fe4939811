//! Page geometry: the A4 sheet, its margins and the slots boards are placed in.

use super::PerPage;
use super::drawing::Point;

/// A4 width in points.
pub(crate) const PAGE_WIDTH: f32 = 595.28;
/// A4 height in points.
pub(crate) const PAGE_HEIGHT: f32 = 841.89;
/// White space kept on every side of the page.
pub(crate) const MARGIN: f32 = 42.0;
/// Height kept at the bottom for the page number.
const FOOTER: f32 = 24.0;
/// Space between two slots.
const GUTTER: f32 = 24.0;
/// Font size of the page number.
pub(crate) const FOOTER_SIZE: f32 = 9.0;

/// A rectangle on the page, in points from the top-left corner.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Rect {
    /// Left edge.
    pub(crate) x: f32,
    /// Top edge.
    pub(crate) y: f32,
    /// Width.
    pub(crate) width: f32,
    /// Height.
    pub(crate) height: f32,
}

impl Rect {
    /// The point in the middle.
    pub(crate) fn centre(self) -> Point {
        Point { x: self.x + self.width / 2.0, y: self.y + self.height / 2.0 }
    }
}

/// The slots of a page holding `per_page` boards, in reading order.
pub(crate) fn slots(per_page: PerPage) -> Vec<Rect> {
    let (columns, rows) = per_page.grid();
    let gaps = |n: usize| GUTTER * (n - 1) as f32;
    let width = (PAGE_WIDTH - 2.0 * MARGIN - gaps(columns)) / columns as f32;
    let height = (PAGE_HEIGHT - 2.0 * MARGIN - FOOTER - gaps(rows)) / rows as f32;
    (0..rows)
        .flat_map(|row| (0..columns).map(move |column| (row, column)))
        .map(|(row, column)| Rect {
            x: MARGIN + column as f32 * (width + GUTTER),
            y: MARGIN + row as f32 * (height + GUTTER),
            width,
            height,
        })
        .collect()
}

/// Where the page number's baseline is centred.
pub(crate) fn footer() -> Point {
    Point { x: PAGE_WIDTH / 2.0, y: PAGE_HEIGHT - MARGIN }
}
