//! Swordfish (thesis 3.9): three rows in which every place of a digit lies within the same
//! three columns (or three columns and three rows), with two or three places per row. Each
//! row takes the digit in a different one of the three columns, so the three columns get
//! their digit from these rows and the rest of the columns loses it.
//!
//! A Swordfish that contains an X-Wing (two of its rows already confined to two columns)
//! is not reported: the X-Wing explains it and comes first; every Swordfish found is a
//! true three-line fish.

use dn::{Hint, Level};

use super::fish::{find_fish, fish_hint};
use super::{Pattern, PatternBoard, PatternInfo};

/// Three rows with a digit only in the same three columns remove it from the rest of those columns (and vice versa).
pub(crate) struct Swordfish;

static INFO: PatternInfo = PatternInfo {
    id: "swordfish",
    name: "Swordfish",
    level: Level::Hard,
    index: 8,
    section: "3.9",
    summary: "Three rows with a digit only in the same three columns remove it from the rest of those columns (and vice versa).",
};

impl Pattern for Swordfish {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        let fish = find_fish(board, 3)?;
        let why = format!("these three lines hold the {0}s of all three", fish.digit);
        fish_hint(&INFO, board, fish, &why, explain)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::Fixture;

    pub(super) static FIXTURES: [Fixture; 0] = [];
}
