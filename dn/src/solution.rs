//! How many solutions a board has, with the evidence.

use serde::{Deserialize, Serialize};

use crate::Grid;

/// The answer to "does this board have exactly one solution?".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SolutionStatus {
    /// No way to complete the board.
    None,
    /// Exactly one solution.
    Unique(Grid),
    /// Two or more solutions; two different ones as evidence.
    Multiple(Grid, Grid),
    /// The search reached its work budget before it could tell: at most one solution
    /// found so far.
    Undecided {
        /// The node budget the search reached.
        nodes: u64,
    },
}

impl SolutionStatus {
    /// `"none"`, `"unique"` or `"multiple"`.
    pub fn name(&self) -> &'static str {
        match self {
            SolutionStatus::None => "none",
            SolutionStatus::Unique(_) => "unique",
            SolutionStatus::Multiple(..) => "multiple",
            SolutionStatus::Undecided { .. } => "undecided",
        }
    }

    /// The solution when it is unique.
    pub fn unique(&self) -> Option<&Grid> {
        match self {
            SolutionStatus::Unique(g) => Some(g),
            _ => None,
        }
    }

    /// Some solution, when there is at least one.
    pub fn any_solution(&self) -> Option<&Grid> {
        match self {
            SolutionStatus::None | SolutionStatus::Undecided { .. } => None,
            SolutionStatus::Unique(g) | SolutionStatus::Multiple(g, _) => Some(g),
        }
    }
}
