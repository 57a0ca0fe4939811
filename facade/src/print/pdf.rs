//! Writing drawing lists as an A4 PDF with pdf-writer and the standard Helvetica fonts
//! (which every reader has, so nothing is embedded).

use pdf_writer::types::LineCapStyle;
use pdf_writer::{Content, Name, Pdf, Rect, Ref, Str, TextStr};

use super::drawing::{Mark, Page, Point, Weight};
use super::encoding::win_ansi;
use super::layout::{PAGE_HEIGHT, PAGE_WIDTH};
use super::metrics::text_width;

const CATALOG: Ref = Ref::new(1);
const PAGE_TREE: Ref = Ref::new(2);
const REGULAR: Ref = Ref::new(3);
const BOLD: Ref = Ref::new(4);
const INFO: Ref = Ref::new(5);
/// The first id of the per-page objects: page `k` is `FIRST_PAGE + 2k`, its content the next.
const FIRST_PAGE: i32 = 6;

/// The resource names the content streams use for the two fonts.
const REGULAR_NAME: Name<'static> = Name(b"F1");
const BOLD_NAME: Name<'static> = Name(b"F2");

/// The whole document: one A4 page per drawing list, titled `title`.
pub(crate) fn write(pages: &[Page], title: &str) -> Vec<u8> {
    let mut pdf = Pdf::new();
    let page_ids: Vec<Ref> = (0..pages.len()).map(|k| Ref::new(FIRST_PAGE + 2 * k as i32)).collect();
    pdf.catalog(CATALOG).pages(PAGE_TREE);
    pdf.pages(PAGE_TREE).kids(page_ids.iter().copied()).count(pages.len() as i32);
    for (page, &id) in pages.iter().zip(&page_ids) {
        let content_id = Ref::new(id.get() + 1);
        let mut writer = pdf.page(id);
        writer.parent(PAGE_TREE).media_box(Rect::new(0.0, 0.0, PAGE_WIDTH, PAGE_HEIGHT)).contents(content_id);
        writer.resources().fonts().pair(REGULAR_NAME, REGULAR).pair(BOLD_NAME, BOLD);
        drop(writer);
        pdf.stream(content_id, &content(page));
    }
    for (id, name) in [(REGULAR, Name(b"Helvetica")), (BOLD, Name(b"Helvetica-Bold"))] {
        pdf.type1_font(id).base_font(name).encoding_predefined(Name(b"WinAnsiEncoding"));
    }
    pdf.document_info(INFO).title(TextStr(title)).producer(TextStr("JADE"));
    pdf.finish()
}

/// The content stream of one page. Runs of lines of one width share a path; runs of texts
/// share a text object.
fn content(page: &Page) -> Vec<u8> {
    let mut content = Content::new();
    content.set_line_cap(LineCapStyle::ProjectingSquareCap);
    let mut state = State::Idle;
    let mut line_width = None;
    let mut font = None;
    for mark in &page.marks {
        match mark {
            Mark::Line { from, to, width } => {
                if state == State::Text {
                    content.end_text();
                }
                if line_width != Some(*width) {
                    if state == State::Path {
                        content.stroke();
                    }
                    content.set_line_width(*width);
                    line_width = Some(*width);
                }
                let (from, to) = (flip(*from), flip(*to));
                content.move_to(from.x, from.y).line_to(to.x, to.y);
                state = State::Path;
            }
            Mark::Text { at, size, weight, text } => {
                match state {
                    State::Path => {
                        content.stroke();
                        content.begin_text();
                    }
                    State::Idle => {
                        content.begin_text();
                    }
                    State::Text => {}
                }
                if font != Some((*weight, *size)) {
                    let name = if *weight == Weight::Bold { BOLD_NAME } else { REGULAR_NAME };
                    content.set_font(name, *size);
                    font = Some((*weight, *size));
                }
                let start = flip(Point { x: at.x - text_width(text, *weight, *size) / 2.0, y: at.y });
                content.set_text_matrix([1.0, 0.0, 0.0, 1.0, start.x, start.y]);
                content.show(Str(&win_ansi(text)));
                state = State::Text;
            }
        }
    }
    match state {
        State::Path => {
            content.stroke();
        }
        State::Text => {
            content.end_text();
        }
        State::Idle => {}
    }
    content.finish().into_vec()
}

/// What the content stream has open.
#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    /// Nothing.
    Idle,
    /// A path of lines not yet stroked.
    Path,
    /// A text object.
    Text,
}

/// A point of the page (origin top-left, y down) in PDF space (origin bottom-left, y up).
fn flip(point: Point) -> Point {
    Point { x: point.x, y: PAGE_HEIGHT - point.y }
}
