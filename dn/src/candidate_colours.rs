//! Colours painted on single candidates (HoDoKu's candidate colouring), beside the colours
//! of whole cells: few on a board, so kept as a short sorted list rather than in every
//! cell.

use serde::{Deserialize, Serialize};

use crate::{CellIndex, Colour, Digit};

/// One coloured candidate: `digit` in `cell` painted `colour`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CandidateColour {
    /// The cell.
    pub cell: CellIndex,
    /// The candidate's digit.
    pub digit: Digit,
    /// Its colour.
    pub colour: Colour,
}

/// The coloured candidates of a board, by cell then digit, each candidate once.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CandidateColours(Vec<CandidateColour>);

impl CandidateColours {
    /// Whether no candidate is coloured.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The coloured candidates, by cell then digit.
    pub fn iter(&self) -> impl Iterator<Item = CandidateColour> + '_ {
        self.0.iter().copied()
    }

    /// The colour of `digit` in `cell`, if it has one.
    pub fn get(&self, cell: CellIndex, digit: Digit) -> Option<Colour> {
        self.position(cell, digit).ok().map(|i| self.0[i].colour)
    }

    /// Paints `digit` in `cell` with `colour`, or removes its colour with `None`.
    pub fn set(&mut self, cell: CellIndex, digit: Digit, colour: Option<Colour>) {
        match (self.position(cell, digit), colour) {
            (Ok(i), Some(colour)) => self.0[i].colour = colour,
            (Ok(i), None) => {
                self.0.remove(i);
            }
            (Err(i), Some(colour)) => self.0.insert(i, CandidateColour { cell, digit, colour }),
            (Err(_), None) => {}
        }
    }

    /// Keeps only the coloured candidates `keep` accepts.
    pub fn retain(&mut self, keep: impl FnMut(&CandidateColour) -> bool) {
        self.0.retain(keep);
    }

    /// Whether the list is sorted by cell then digit with each candidate once, and every
    /// cell and digit fits a board of `cells` cells and digits up to `side` (checked on a
    /// board read from a file).
    pub fn fits(&self, cells: usize, side: usize) -> bool {
        let in_range = |c: &CandidateColour| c.cell.index() < cells && c.digit.index() < side;
        self.0.iter().all(in_range)
            && self.0.windows(2).all(|w| (w[0].cell, w[0].digit) < (w[1].cell, w[1].digit))
    }

    fn position(&self, cell: CellIndex, digit: Digit) -> Result<usize, usize> {
        self.0.binary_search_by(|c| (c.cell, c.digit).cmp(&(cell, digit)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digit(n: u8) -> Digit {
        Digit::new(n).unwrap()
    }

    #[test]
    fn a_candidate_is_painted_repainted_and_cleared_and_the_list_stays_sorted() {
        let mut colours = CandidateColours::default();
        colours.set(CellIndex::new(40), digit(7), Some(Colour::Two));
        colours.set(CellIndex::new(3), digit(9), Some(Colour::One));
        colours.set(CellIndex::new(3), digit(2), Some(Colour::Wrong));
        assert_eq!(colours.get(CellIndex::new(40), digit(7)), Some(Colour::Two));
        assert_eq!(colours.get(CellIndex::new(40), digit(6)), None);
        let order: Vec<(usize, u8)> = colours.iter().map(|c| (c.cell.index(), c.digit.get())).collect();
        assert_eq!(order, [(3, 2), (3, 9), (40, 7)]);
        assert!(colours.fits(81, 9));
        assert!(!colours.fits(40, 9), "cell 40 is off a board of 40 cells");
        colours.set(CellIndex::new(40), digit(7), Some(Colour::Five));
        assert_eq!(colours.get(CellIndex::new(40), digit(7)), Some(Colour::Five));
        colours.set(CellIndex::new(3), digit(9), None);
        colours.set(CellIndex::new(3), digit(4), None);
        colours.retain(|c| c.colour != Colour::Wrong);
        assert_eq!(colours.iter().count(), 1);
    }

    #[test]
    fn an_unsorted_or_repeated_list_read_from_a_file_does_not_fit() {
        let read: CandidateColours = serde_json::from_str(
            r#"[{"cell":5,"digit":2,"colour":"One"},{"cell":5,"digit":2,"colour":"Two"}]"#,
        )
        .unwrap();
        assert!(!read.fits(81, 9));
        let read: CandidateColours =
            serde_json::from_str(r#"[{"cell":5,"digit":12,"colour":"One"}]"#).unwrap();
        assert!(!read.fits(81, 9), "digit 12 is off a 9×9 board");
    }
}
