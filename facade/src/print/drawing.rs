//! The drawing list: everything a page shows, as lines and texts placed in points.
//!
//! The layout computes these once; the SVG and PDF writers only translate them.

/// A position on the page in points, from the top-left corner, `y` growing downwards.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Point {
    /// Distance from the left edge.
    pub(crate) x: f32,
    /// Distance from the top edge.
    pub(crate) y: f32,
}

/// The weight of a text: givens are bold, everything else regular.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Weight {
    /// Helvetica.
    Regular,
    /// Helvetica-Bold.
    Bold,
}

/// One thing drawn on a page.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Mark {
    /// A straight black line with square ends.
    Line {
        /// One end.
        from: Point,
        /// The other end.
        to: Point,
        /// Stroke width in points.
        width: f32,
    },
    /// A line of black text centred on a point of its baseline.
    Text {
        /// The middle of the text's baseline.
        at: Point,
        /// Font size in points.
        size: f32,
        /// Regular or bold.
        weight: Weight,
        /// What it says.
        text: String,
    },
}

/// One page: its marks in drawing order.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Page {
    /// The marks, drawn first to last.
    pub(crate) marks: Vec<Mark>,
}

impl Page {
    /// Adds a line.
    pub(crate) fn line(&mut self, from: Point, to: Point, width: f32) {
        self.marks.push(Mark::Line { from, to, width });
    }

    /// Adds a text centred on `at`'s baseline.
    pub(crate) fn text(&mut self, at: Point, size: f32, weight: Weight, text: impl Into<String>) {
        self.marks.push(Mark::Text { at, size, weight, text: text.into() });
    }
}
