//! HoDoKu's highlight buttons: shade every cell that can still hold a digit, or every
//! cell with exactly two candidates (bivalue cells, where XY-Wings and XY-Chains live).
//! Only the window's view changes; the game does not.

use dn::{Coord, Digit};
use facade::BoardView;
use iced::widget::{button, row, text};
use iced::{Element, Length};

use crate::message::{GameMessage, Message};

/// What the board highlights.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Highlight {
    /// The empty cells whose candidates include the digit.
    Digit(Digit),
    /// The empty cells with exactly two candidates.
    Bivalue,
}

/// The cells `highlight` shades on `view`, in row order.
pub fn highlighted(view: &BoardView, highlight: Highlight) -> Vec<Coord> {
    let shaded = |candidates: dn::CandidateSet| match highlight {
        Highlight::Digit(digit) => candidates.contains(digit),
        Highlight::Bivalue => candidates.len() == 2,
    };
    view.cells.iter().filter(|c| c.value.is_none() && shaded(c.candidates)).map(|c| c.cell).collect()
}

/// The highlight buttons under the board: one per digit of the board and "2 cands";
/// the one on is drawn pressed, and pressing it again turns it off.
pub fn view<'a>(side: usize, on: Option<Highlight>) -> Element<'a, Message> {
    let toggle = |highlight: Highlight, label: String| {
        let pressed = on == Some(highlight);
        let next = if pressed { None } else { Some(highlight) };
        button(text(label).size(12))
            .padding([2, 5])
            .width(Length::Shrink)
            .style(if pressed { button::primary } else { button::secondary })
            .on_press(Message::Game(GameMessage::Highlight(next)))
    };
    let mut bar = row![text("Highlight:").size(14)].spacing(3).align_y(iced::Center);
    for digit in (0..side).filter_map(Digit::from_index) {
        bar = bar.push(toggle(Highlight::Digit(digit), digit.to_char().to_string()));
    }
    bar.push(toggle(Highlight::Bivalue, "2 cands".into())).into()
}

#[cfg(test)]
mod tests {
    use dn::{CandidateSet, Geometry, SudokuDN};
    use facade::SudokuLN;

    use super::*;

    #[test]
    fn a_digit_shades_the_empty_cells_that_can_hold_it_and_bivalue_the_pairs() {
        let mut board = SudokuDN::empty(Geometry::FOUR);
        let d = |n| Digit::new(n).unwrap();
        board[(0, 0)].candidates = [1, 2].into_iter().map(d).collect();
        board[(0, 1)].candidates = [2, 3, 4].into_iter().map(d).collect();
        board[(1, 0)].value = Some(d(2));
        board[(1, 0)].candidates = CandidateSet::single(d(2));
        board[(3, 3)].candidates = [3, 4].into_iter().map(d).collect();
        let view = SudokuLN::new(board).view();
        assert_eq!(highlighted(&view, Highlight::Digit(d(2))), [Coord::new(0, 0), Coord::new(0, 1)]);
        assert_eq!(highlighted(&view, Highlight::Digit(d(4))), [Coord::new(0, 1), Coord::new(3, 3)]);
        assert_eq!(highlighted(&view, Highlight::Bivalue), [Coord::new(0, 0), Coord::new(3, 3)]);
    }
}
