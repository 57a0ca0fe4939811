//! One slot of a page: a board (its lines, values and candidates) or a note, with a
//! caption underneath.

use dn::SudokuDN;

use super::drawing::{Page, Point, Weight};
use super::layout::Rect;
use super::metrics::{HALF_CAP_HEIGHT, text_width};

/// What one slot shows.
#[derive(Clone, Debug)]
pub(crate) struct Slot {
    /// The board or the note.
    pub(crate) content: Content,
    /// The line under it.
    pub(crate) caption: String,
}

/// The body of a slot.
#[derive(Clone, Debug)]
pub(crate) enum Content {
    /// A board, with or without the candidates of its empty cells.
    Board {
        /// The board: givens are drawn bold, placed values regular.
        board: SudokuDN,
        /// Whether empty cells show their candidates.
        candidates: bool,
    },
    /// A framed note where a board would be (e.g. a puzzle without a unique solution).
    Note(String),
}

/// Caption size as a fraction of the slot's smaller side, and its bounds in points.
const CAPTION_SCALE: f32 = 0.05;
const CAPTION_MIN: f32 = 8.0;
const CAPTION_MAX: f32 = 14.0;
/// A value's size as a fraction of the cell; a candidate's as a fraction of its mini-cell.
const VALUE_SCALE: f32 = 0.6;
const CANDIDATE_SCALE: f32 = 0.72;

/// Draws `slot` inside `area`: the board as large a square as fits above the caption,
/// centred horizontally.
pub(crate) fn draw(page: &mut Page, area: Rect, slot: &Slot) {
    let caption_size = (area.width.min(area.height) * CAPTION_SCALE).clamp(CAPTION_MIN, CAPTION_MAX);
    let side = area.width.min(area.height - caption_size * 2.2);
    let square = Rect { x: area.x + (area.width - side) / 2.0, y: area.y, width: side, height: side };
    match &slot.content {
        Content::Board { board, candidates } => {
            draw_lines(page, square, board);
            draw_digits(page, square, board, *candidates);
        }
        Content::Note(note) => draw_note(page, square, note),
    }
    let size = fitted(&slot.caption, Weight::Regular, caption_size, area.width);
    let at = Point { x: square.centre().x, y: square.y + side + caption_size * 1.6 };
    page.text(at, size, Weight::Regular, slot.caption.as_str());
}

/// `size`, reduced so that `text` is at most `room` wide.
fn fitted(text: &str, weight: Weight, size: f32, room: f32) -> f32 {
    let width = text_width(text, weight, size);
    if width > room { size * room / width } else { size }
}

/// Thin lines between cells, then thick lines around blocks and the board over them.
fn draw_lines(page: &mut Page, square: Rect, board: &SudokuDN) {
    let geometry = board.geometry();
    let (side, box_size) = (geometry.side(), geometry.box_size());
    let cell = square.width / side as f32;
    let thin = (cell * 0.02).clamp(0.3, 0.8);
    let thick = (cell * 0.06).clamp(1.0, 2.5);
    for block_border in [false, true] {
        let width = if block_border { thick } else { thin };
        for i in (0..=side).filter(|i| (i % box_size == 0) == block_border) {
            let offset = i as f32 * cell;
            let (left, top) = (square.x, square.y);
            let (right, bottom) = (square.x + square.width, square.y + square.height);
            page.line(Point { x: left, y: top + offset }, Point { x: right, y: top + offset }, width);
            page.line(Point { x: left + offset, y: top }, Point { x: left + offset, y: bottom }, width);
        }
    }
}

/// Values in the middle of their cells (givens bold); with `candidates`, each empty cell's
/// candidates in a box-size × box-size mini-grid.
fn draw_digits(page: &mut Page, square: Rect, board: &SudokuDN, candidates: bool) {
    let geometry = board.geometry();
    let box_size = geometry.box_size();
    let cell = square.width / geometry.side() as f32;
    let mini = cell / box_size as f32;
    for (index, content) in board.cells() {
        let area = Rect {
            x: square.x + geometry.col_of(index) as f32 * cell,
            y: square.y + geometry.row_of(index) as f32 * cell,
            width: cell,
            height: cell,
        };
        match content.value {
            Some(digit) => {
                let weight = if content.given { Weight::Bold } else { Weight::Regular };
                centred(page, area, cell * VALUE_SCALE, weight, digit.to_char());
            }
            None if candidates => {
                for digit in content.candidates {
                    let k = digit.index();
                    let spot = Rect {
                        x: area.x + (k % box_size) as f32 * mini,
                        y: area.y + (k / box_size) as f32 * mini,
                        width: mini,
                        height: mini,
                    };
                    centred(page, spot, mini * CANDIDATE_SCALE, Weight::Regular, digit.to_char());
                }
            }
            None => {}
        }
    }
}

/// A one-character text that looks centred in `area`.
fn centred(page: &mut Page, area: Rect, size: f32, weight: Weight, c: char) {
    let middle = area.centre();
    page.text(Point { x: middle.x, y: middle.y + size * HALF_CAP_HEIGHT }, size, weight, c);
}

/// A thin frame with `note` in its middle.
fn draw_note(page: &mut Page, square: Rect, note: &str) {
    let (left, top) = (square.x, square.y);
    let (right, bottom) = (square.x + square.width, square.y + square.height);
    let corners = [
        Point { x: left, y: top },
        Point { x: right, y: top },
        Point { x: right, y: bottom },
        Point { x: left, y: bottom },
    ];
    for (k, &corner) in corners.iter().enumerate() {
        page.line(corner, corners[(k + 1) % corners.len()], 0.75);
    }
    let size = fitted(note, Weight::Regular, (square.width * 0.06).clamp(9.0, 16.0), square.width * 0.9);
    let middle = square.centre();
    page.text(Point { x: middle.x, y: middle.y + size * HALF_CAP_HEIGHT }, size, Weight::Regular, note);
}
