//! X-Wing (thesis 3.8): two rows in which a digit fits only in the same two columns (or
//! two columns in which it fits only in the same two rows). Each row takes the digit in
//! one of the two columns, each in a different one, so the two digits lie on one of the
//! diagonals of the rectangle and the rest of both columns loses the digit.

use dn::{Hint, Level};

use super::fish::{find_fish, fish_hint};
use super::{Pattern, PatternBoard, PatternInfo};

/// Two rows with a digit only in the same two columns remove it from the rest of those columns (and vice versa).
pub(crate) struct XWing;

static INFO: PatternInfo = PatternInfo {
    id: "x-wing",
    name: "X-Wing",
    level: Level::Hard,
    index: 6,
    section: "3.8",
    summary: "Two rows with a digit only in the same two columns remove it from the rest of those columns (and vice versa).",
};

impl Pattern for XWing {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        let fish = find_fish(board, 2)?;
        let why = format!("one of the two diagonals holds both {0}s", fish.digit);
        fish_hint(&INFO, board, fish, &why, explain)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::Fixture;

    pub(super) static FIXTURES: [Fixture; 0] = [];
}
