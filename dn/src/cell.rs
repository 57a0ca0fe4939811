//! One cell of a board ("casilla").

use serde::{Deserialize, Serialize};

use crate::{CandidateSet, Colour, Digit};

/// A cell: its value (if any), whether that value is a given, the candidates the player
/// keeps for it (any subset, possibly wrong) and an optional colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CellDN {
    /// The placed or given digit.
    pub value: Option<Digit>,
    /// Whether the value is one of the puzzle's givens (it cannot be changed).
    pub given: bool,
    /// The candidates noted in the cell.
    pub candidates: CandidateSet,
    /// The colour painted on the cell.
    pub colour: Option<Colour>,
}

impl CellDN {
    /// A cell holding the given `digit`.
    pub fn given(digit: Digit) -> CellDN {
        CellDN { value: Some(digit), given: true, ..CellDN::default() }
    }

    /// Whether the cell has no value.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.value.is_none()
    }

    /// The value as a number, 0 when empty.
    #[inline]
    pub fn number(&self) -> u8 {
        self.value.map_or(0, Digit::get)
    }
}
