//! Cell colours the player paints while reasoning (thesis 2.3.6).

use serde::{Deserialize, Serialize};

/// One of the five marking colours, or "marked wrong" (drawn red).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Colour {
    /// First marking colour.
    One,
    /// Second marking colour.
    Two,
    /// Third marking colour.
    Three,
    /// Fourth marking colour.
    Four,
    /// Fifth marking colour.
    Five,
    /// The player marks the cell as wrong.
    Wrong,
}

impl Colour {
    /// All colours, the five marking colours first.
    pub const ALL: [Colour; 6] =
        [Colour::One, Colour::Two, Colour::Three, Colour::Four, Colour::Five, Colour::Wrong];

    /// The colour numbered `n` (1-5 marking colours, 6 marked wrong).
    pub fn from_number(n: u8) -> Option<Colour> {
        Colour::ALL.get((n as usize).checked_sub(1)?).copied()
    }

    /// This colour's number (1-5, 6 for marked wrong).
    pub fn number(self) -> u8 {
        Colour::ALL.iter().position(|&c| c == self).unwrap_or(5) as u8 + 1
    }
}
