//! A board a format cannot say: writing it would give a text that reads back as another
//! board, so JADE refuses and names the cell and the format that can.

use std::fmt;

use dn::{Coord, Digit};

use super::Format;

/// Why a board cannot be written in a format without changing its meaning.
///
/// Displays like `cannot write the board as .ssc: f4c6 holds the placed value 5, which
/// .ssc reads back as a given; write it as .pm, which keeps it`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unwritable {
    /// The format asked for.
    pub format: Format,
    /// The first cell (in row order) the format cannot say.
    pub cell: Coord,
    /// What the cell holds that the format would change.
    pub loss: Loss,
}

/// What a cell holds that a format would read back as something else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loss {
    /// A value the player placed (not a given): it would come back as a given.
    PlacedValue(Digit),
    /// An empty cell with exactly one candidate: it would come back as a given.
    SingleCandidate(Digit),
}

impl fmt::Display for Unwritable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (format, cell) = (self.format, self.cell);
        write!(f, "cannot write the board as .{format}: {cell} ")?;
        match self.loss {
            Loss::PlacedValue(digit) => write!(f, "holds the placed value {digit}")?,
            Loss::SingleCandidate(digit) => write!(f, "has the single candidate {digit}")?,
        }
        write!(f, ", which .{format} reads back as a given; write it as .{}, which keeps it", Format::Pm)
    }
}

impl std::error::Error for Unwritable {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_message_names_the_cell_what_it_holds_and_the_format_that_keeps_it() {
        let five = Digit::new(5).unwrap();
        let placed =
            Unwritable { format: Format::Ssc, cell: Coord { row: 3, col: 5 }, loss: Loss::PlacedValue(five) };
        assert_eq!(
            placed.to_string(),
            "cannot write the board as .ssc: f4c6 holds the placed value 5, which .ssc reads back as a given; \
             write it as .pm, which keeps it"
        );
        let single = Unwritable { loss: Loss::SingleCandidate(five), ..placed };
        assert!(
            single.to_string().contains("f4c6 has the single candidate 5, which .ssc reads back as a given")
        );
    }
}
