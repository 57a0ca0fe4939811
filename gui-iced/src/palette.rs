//! The board's colours: paper, ink, the five marking colours and "wrong", conflicts, and
//! the roles a hint gives its cells.

use dn::{Colour, Role};
use iced::{Color, Theme};

use crate::hint_marks::Mark;

/// Paper colour of the board.
pub const BOARD_BACKGROUND: Color = Color::from_rgb8(0xFF, 0xFF, 0xFF);
/// Ink of the row and column labels around the board.
pub const LABEL_INK: Color = Color::from_rgb8(0x80, 0x80, 0x80);
/// Colour of the grid lines.
pub const LINE_COLOUR: Color = Color::from_rgb8(0x1A, 0x1A, 0x1A);
/// Colour of the givens (drawn larger than placed values).
pub const GIVEN_COLOUR: Color = Color::from_rgb8(0x1A, 0x1A, 0x1A);
/// Colour of the values the player (or the solver) placed.
pub const PLACED_COLOUR: Color = Color::from_rgb8(0x1F, 0x5F, 0xBF);
/// Colour of the small candidate digits.
pub const CANDIDATE_COLOUR: Color = Color::from_rgb8(0x70, 0x70, 0x70);
/// Translucent fill over the selected cell.
pub const SELECTION_FILL: Color = Color::from_rgba8(0xFF, 0xD5, 0x4F, 0.45);
/// Outline of the selected cell.
pub const SELECTION_OUTLINE: Color = Color::from_rgb8(0xE0, 0x8A, 0x00);
/// Fill of the cells holding the selected cell's digit.
pub const SAME_DIGIT_FILL: Color = Color::from_rgba8(0x4F, 0x8F, 0xFF, 0.18);
/// Disc behind candidates of the selected cell's digit.
pub const SAME_DIGIT_CANDIDATE: Color = Color::from_rgba8(0x4F, 0x8F, 0xFF, 0.35);
/// Fill of the cells the highlight buttons shade (a digit's possible places, bivalue cells).
pub const HIGHLIGHT_FILL: Color = Color::from_rgba8(0x7C, 0xD6, 0x5A, 0.30);
/// Disc behind the highlighted digit's candidates.
pub const HIGHLIGHT_CANDIDATE: Color = Color::from_rgba8(0x2E, 0x7D, 0x32, 0.35);
/// Fill of the cells breaking a rule after "check rules".
pub const CONFLICT_FILL: Color = Color::from_rgb8(0xFF, 0xB3, 0xB3);
/// Ink of a value breaking a rule.
pub const CONFLICT_INK: Color = Color::from_rgb8(0xC6, 0x28, 0x28);
/// Fill of the cells "show deviations" finds wrong (a wrong value, or candidates without
/// the true digit).
pub const DEVIATION_FILL: Color = Color::from_rgb8(0xFF, 0xC2, 0x66);
/// Fill of the cells in the area a hint points at (reveal level 1 and up).
pub const AREA_FILL: Color = Color::from_rgb8(0xFF, 0xF8, 0xD6);
/// Ink of candidates a hint eliminates (also their strike line).
pub const ELIMINATED_INK: Color = Color::from_rgb8(0xD3, 0x2F, 0x2F);
/// Ink of the value a hint places.
pub const PLACEMENT_INK: Color = Color::from_rgb8(0x1B, 0x8A, 0x3A);
/// A chain's strong links (drawn solid): if one end is false, the other is true.
pub const STRONG_LINK: Color = Color::from_rgb8(0x1B, 0x6E, 0x3A);
/// A chain's weak links (drawn dashed): if one end is true, the other is false.
pub const WEAK_LINK: Color = Color::from_rgb8(0x8E, 0x24, 0xAA);

/// The inks of the board that follow the window's theme: paper, lines, values,
/// candidates, labels, and how opaque the pastel fills are laid on the paper.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ink {
    /// The board's paper.
    pub paper: Color,
    /// The grid lines.
    pub line: Color,
    /// The givens.
    pub given: Color,
    /// The values placed.
    pub placed: Color,
    /// The candidates.
    pub candidate: Color,
    /// The row and column labels.
    pub label: Color,
    /// The opacity of cell fills (role, colour, conflict): full on white paper, less on dark
    /// paper so that light digits stay readable on them.
    pub fill_alpha: f32,
}

/// The light board, like a printed puzzle.
pub const LIGHT_INK: Ink = Ink {
    paper: BOARD_BACKGROUND,
    line: LINE_COLOUR,
    given: GIVEN_COLOUR,
    placed: PLACED_COLOUR,
    candidate: CANDIDATE_COLOUR,
    label: LABEL_INK,
    fill_alpha: 1.0,
};

/// The dark board: dark paper, light digits, softened fills.
pub const DARK_INK: Ink = Ink {
    paper: Color::from_rgb8(0x1F, 0x21, 0x24),
    line: Color::from_rgb8(0xC8, 0xC8, 0xC8),
    given: Color::from_rgb8(0xF4, 0xF4, 0xF4),
    placed: Color::from_rgb8(0x82, 0xB8, 0xFF),
    candidate: Color::from_rgb8(0xB0, 0xB0, 0xB0),
    label: Color::from_rgb8(0x9A, 0x9A, 0x9A),
    fill_alpha: 0.45,
};

/// The board's inks for `theme`.
pub fn ink(theme: &Theme) -> &'static Ink {
    if theme.extended_palette().is_dark { &DARK_INK } else { &LIGHT_INK }
}

/// The disc behind a candidate with `mark` in the hint on show.
pub fn mark_fill(mark: Mark) -> Color {
    match mark {
        Mark::Pattern => Color::from_rgba8(0xFF, 0xB3, 0x00, 0.55),
        Mark::On => Color::from_rgba8(0x43, 0xA0, 0x47, 0.45),
        Mark::Off => Color::from_rgba8(0x8E, 0x24, 0xAA, 0.30),
        Mark::Eliminated => Color::from_rgba8(0xE5, 0x39, 0x35, 0.22),
    }
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

/// The background of a cell with `role` in the hint on show.
pub fn role_fill(role: Role) -> Color {
    match role {
        Role::Pattern => Color::from_rgb8(0xFF, 0xF1, 0x76),
        Role::Root => Color::from_rgb8(0xFF, 0xB7, 0x4D),
        Role::Pincer => Color::from_rgb8(0xFF, 0xE0, 0x82),
        Role::Fin => Color::from_rgb8(0x9F, 0xA8, 0xDA),
        Role::ColourA => Color::from_rgb8(0x81, 0xD4, 0xFA),
        Role::ColourB => Color::from_rgb8(0xA5, 0xD6, 0xA7),
        Role::ColourC => Color::from_rgb8(0xCE, 0x93, 0xD8),
        Role::ColourD => Color::from_rgb8(0xFF, 0xCC, 0xBC),
        Role::Chain => Color::from_rgb8(0xE1, 0xF5, 0xFE),
        Role::Start => Color::from_rgb8(0xB2, 0xDF, 0xDB),
        Role::Target => Color::from_rgb8(0xE0, 0xE0, 0xE0),
    }
}

/// The colour after `colour` when a cell is right-clicked: none, 1…5, wrong, none.
pub fn next_colour(colour: Option<Colour>) -> Option<Colour> {
    match colour {
        None => Some(Colour::One),
        Some(c) => Colour::ALL.iter().position(|&a| a == c).and_then(|i| Colour::ALL.get(i + 1)).copied(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_colour_and_role_has_its_own_fill() {
        let fills: Vec<Color> = Colour::ALL.into_iter().map(colour_fill).collect();
        for (i, a) in fills.iter().enumerate() {
            assert!(fills[i + 1..].iter().all(|b| b != a));
            assert_ne!(*a, BOARD_BACKGROUND);
        }
        assert_ne!(role_fill(Role::Pattern), role_fill(Role::Target));
        assert_ne!(role_fill(Role::Fin), role_fill(Role::Pattern));
    }

    #[test]
    fn a_chain_s_start_does_not_look_like_a_conflict() {
        let distance = |a: Color, b: Color| {
            ((a.r - b.r).powi(2) + (a.g - b.g).powi(2) + (a.b - b.b).powi(2)).sqrt() * 255.0
        };
        let start = role_fill(Role::Start);
        assert!(distance(start, CONFLICT_FILL) > 80.0, "{start:?} is too near the conflict fill");
        assert!(distance(start, DEVIATION_FILL) > 80.0, "{start:?} is too near the deviation fill");
        assert!(start.r < start.g, "no red in it");
    }

    #[test]
    fn digits_stand_out_from_the_paper_in_both_themes() {
        let luminance = |c: Color| 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
        for (theme, ink) in [(Theme::Light, &LIGHT_INK), (Theme::Dark, &DARK_INK)] {
            assert_eq!(super::ink(&theme), ink);
            let paper = luminance(ink.paper);
            for (what, colour) in [("given", ink.given), ("placed", ink.placed), ("lines", ink.line)] {
                assert!((luminance(colour) - paper).abs() > 0.35, "{theme}: {what} on the paper");
            }
        }
        assert!(luminance(DARK_INK.paper) < 0.2, "the dark board is dark");
    }

    #[test]
    fn right_clicks_cycle_through_every_colour_and_back() {
        let mut colour = None;
        let mut seen = Vec::new();
        for _ in 0..7 {
            colour = next_colour(colour);
            seen.push(colour);
        }
        assert_eq!(seen[..6].iter().flatten().count(), 6);
        assert_eq!(seen[6], None);
    }
}
