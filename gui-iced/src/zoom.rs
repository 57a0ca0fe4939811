//! How large the board is drawn: the zoom (Ctrl+plus, Ctrl+minus, Ctrl+0), the smallest
//! cell a 16×16 or 25×25 board gets so its candidates stay readable, and the candidates'
//! text size (View menu). Pure arithmetic, tested alone; a board larger than the space
//! for it scrolls.

use std::fmt;

use dn::Geometry;
use iced::Size;

use crate::layout::{BoardLayout, MARGIN};

/// The zoom factors, smallest to largest; 1 (the board fitted to the window) is the start.
const FACTORS: [f32; 9] = [0.5, 0.67, 0.8, 1.0, 1.25, 1.5, 2.0, 2.5, 3.0];

/// Where the zoom starts, and Ctrl+0 brings it back: the board fitted to the window.
const ACTUAL: usize = 3;

/// The smallest width a candidate gets on boards of 16 digits or more, in pixels: its
/// text is then about 9 pixels high, the least that reads comfortably.
pub const MIN_CANDIDATE: f32 = 13.0;

/// A change of the zoom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZoomStep {
    /// One factor larger (Ctrl+plus).
    In,
    /// One factor smaller (Ctrl+minus).
    Out,
    /// Back to the board fitted to the window (Ctrl+0).
    Reset,
}

/// The zoom: one of a few factors applied to the fitted board's cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Zoom(usize);

impl Default for Zoom {
    fn default() -> Zoom {
        Zoom(ACTUAL)
    }
}

impl Zoom {
    /// The zoom after `step` (it stays at either end of the range).
    pub fn after(self, step: ZoomStep) -> Zoom {
        match step {
            ZoomStep::In => Zoom((self.0 + 1).min(FACTORS.len() - 1)),
            ZoomStep::Out => Zoom(self.0.saturating_sub(1)),
            ZoomStep::Reset => Zoom::default(),
        }
    }

    /// The factor applied to the cells.
    pub fn factor(self) -> f32 {
        FACTORS[self.0]
    }
}

impl fmt::Display for Zoom {
    /// `125 %`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.0} %", self.factor() * 100.0)
    }
}

/// The candidates' text size (View menu).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CandidateSize {
    /// Smaller than usual: more air between the candidates.
    Small,
    /// The usual size.
    #[default]
    Normal,
    /// Larger: as large as the candidate's place in the cell allows.
    Large,
}

impl CandidateSize {
    /// Every size, smallest first.
    pub const ALL: [CandidateSize; 3] = [CandidateSize::Small, CandidateSize::Normal, CandidateSize::Large];

    /// The candidate's text height as a share of its place in the cell.
    pub fn scale(self) -> f32 {
        match self {
            CandidateSize::Small => 0.62,
            CandidateSize::Normal => 0.8,
            CandidateSize::Large => 0.98,
        }
    }

    /// Its name in the View menu.
    pub fn label(self) -> &'static str {
        match self {
            CandidateSize::Small => "Small candidates",
            CandidateSize::Normal => "Normal candidates",
            CandidateSize::Large => "Large candidates",
        }
    }
}

/// The smallest cell of a `geometry` board: room for [`MIN_CANDIDATE`] per candidate on
/// boards of 16 digits or more, no minimum below (a 9×9 board always fits the window).
pub fn min_cell(geometry: Geometry) -> f32 {
    if geometry.side() >= 16 { geometry.box_size() as f32 * MIN_CANDIDATE } else { 0.0 }
}

/// The side of the square the board is drawn in when `available` is the space for it, or
/// `None` when the board is simply fitted to that space (zoom 1 and cells large enough).
/// A side larger than the space means the board scrolls.
pub fn board_side(available: Size, geometry: Geometry, zoom: Zoom) -> Option<f32> {
    let fitted = BoardLayout::fit(available, geometry).cell_size();
    let cell = (fitted.max(min_cell(geometry)) * zoom.factor()).floor().max(1.0);
    (cell != fitted).then(|| cell * geometry.side() as f32 + 2.0 * MARGIN)
}

#[cfg(test)]
mod tests {
    use dn::{Coord, Digit};

    use super::*;

    const WINDOW: Size = Size { width: 700.0, height: 700.0 };

    #[test]
    fn a_nine_by_nine_board_fits_the_window_until_zoomed() {
        assert_eq!(board_side(WINDOW, Geometry::NINE, Zoom::default()), None);
        let larger = Zoom::default().after(ZoomStep::In).after(ZoomStep::In);
        assert_eq!(larger.to_string(), "150 %");
        let side = board_side(WINDOW, Geometry::NINE, larger).unwrap();
        assert!(side > WINDOW.width, "zoomed in, it is larger than the window and scrolls: {side}");
        let smaller = board_side(WINDOW, Geometry::NINE, Zoom::default().after(ZoomStep::Out)).unwrap();
        assert!(smaller < WINDOW.width * 0.85, "{smaller}");
    }

    #[test]
    fn candidates_of_sixteen_and_twenty_five_digit_boards_stay_readable() {
        for geometry in [Geometry::SIXTEEN, Geometry::TWENTY_FIVE] {
            let fitted = BoardLayout::fit(WINDOW, geometry);
            let last = Digit::from_index(geometry.side() - 1).unwrap();
            let tiny = fitted.candidate_rect(Coord::new(0, 0), last).height * CandidateSize::Normal.scale();
            assert!(tiny < 9.0, "{geometry}: fitted to the window, candidates are {tiny} px");
            let side = board_side(WINDOW, geometry, Zoom::default()).expect("a larger board");
            let layout = BoardLayout::fit(Size::new(side, side), geometry);
            let text = layout.candidate_rect(Coord::new(0, 0), last).height * CandidateSize::Normal.scale();
            assert!(text >= 9.0, "{geometry}: candidates {text} px high on a board of {side} px");
            assert!(side > WINDOW.width, "{geometry}: so the board scrolls");
        }
    }

    #[test]
    fn the_zoom_stays_in_its_range_and_ctrl_0_resets_it() {
        let mut zoom = Zoom::default();
        for _ in 0..20 {
            zoom = zoom.after(ZoomStep::In);
        }
        assert_eq!(zoom.factor(), 3.0);
        for _ in 0..20 {
            zoom = zoom.after(ZoomStep::Out);
        }
        assert_eq!(zoom.factor(), 0.5);
        assert_eq!(zoom.after(ZoomStep::Reset), Zoom::default());
        assert!(CandidateSize::ALL.windows(2).all(|w| w[0].scale() < w[1].scale()));
    }
}
