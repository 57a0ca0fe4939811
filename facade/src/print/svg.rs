//! Writing a page's drawing list as a standalone SVG document (A4, units in points).

use std::fmt::Write;

use super::drawing::{Mark, Page, Weight};
use super::layout::{PAGE_HEIGHT, PAGE_WIDTH};

/// Styles shared by every mark, so each element carries only its own numbers.
const STYLE: &str = "line{stroke:#000;stroke-linecap:square}\
text{font-family:Helvetica,Arial,sans-serif;text-anchor:middle;fill:#000}\
.b{font-weight:bold}";

/// The page as an SVG document.
pub(crate) fn write(page: &Page) -> String {
    let mut svg = String::with_capacity(64 * page.marks.len() + 512);
    svg.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let (w, h) = (num(PAGE_WIDTH), num(PAGE_HEIGHT));
    // Writing into a String cannot fail.
    let _ = writeln!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"210mm\" height=\"297mm\" viewBox=\"0 0 {w} {h}\">"
    );
    let _ = writeln!(svg, "<style>{STYLE}</style>");
    let _ = writeln!(svg, "<rect width=\"{w}\" height=\"{h}\" fill=\"#fff\"/>");
    for mark in &page.marks {
        let _ = match mark {
            Mark::Line { from, to, width } => writeln!(
                svg,
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke-width=\"{}\"/>",
                num(from.x),
                num(from.y),
                num(to.x),
                num(to.y),
                num(*width)
            ),
            Mark::Text { at, size, weight, text } => writeln!(
                svg,
                "<text x=\"{}\" y=\"{}\" font-size=\"{}\"{}>{}</text>",
                num(at.x),
                num(at.y),
                num(*size),
                if *weight == Weight::Bold { " class=\"b\"" } else { "" },
                escape(text)
            ),
        };
    }
    svg.push_str("</svg>\n");
    svg
}

/// A number with at most two decimals and no trailing zeros.
fn num(value: f32) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" { "0".to_string() } else { text.to_string() }
}

/// `text` with the characters XML reserves written as entities.
fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&apos;"),
            c => escaped.push(c),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(42.0), "42");
        assert_eq!(num(595.28), "595.28");
        assert_eq!(num(0.5), "0.5");
        assert_eq!(num(-0.001), "0");
    }

    #[test]
    fn reserved_characters_are_escaped() {
        assert_eq!(escape("Tom & Jerry's <best>"), "Tom &amp; Jerry&apos;s &lt;best&gt;");
    }
}
