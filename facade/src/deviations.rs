//! "Show deviations" (HoDoKu's name): which cells disagree with the puzzle's solution, a
//! wrong value or noted candidates that lost the cell's true digit, without saying any
//! digit.

use std::fmt;

use dn::{Coord, SudokuDN};

use crate::consistency::{lost_digits, wrong_values};
use crate::{FacadeError, Refusal, SudokuLN};

/// The cells of the player's board that disagree with the solution; no digits.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Deviations {
    /// Cells holding a value the solution does not have there.
    pub wrong_values: Vec<Coord>,
    /// Empty cells whose noted candidates lack the cell's true digit.
    pub lost_digits: Vec<Coord>,
}

impl Deviations {
    /// Whether every value and every noted candidate set agrees with the solution.
    pub fn is_empty(&self) -> bool {
        self.wrong_values.is_empty() && self.lost_digits.is_empty()
    }

    /// Every deviating cell, wrong values first.
    pub fn cells(&self) -> impl Iterator<Item = Coord> + '_ {
        self.wrong_values.iter().chain(&self.lost_digits).copied()
    }
}

impl fmt::Display for Deviations {
    /// `no deviations: …`, or one line per kind naming the cells.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return write!(
                f,
                "no deviations: every value and every noted candidate agrees with the solution"
            );
        }
        let names = |cells: &[Coord]| cells.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
        let mut lines = Vec::new();
        if !self.wrong_values.is_empty() {
            lines.push(format!("wrong values: {}", names(&self.wrong_values)));
        }
        if !self.lost_digits.is_empty() {
            lines.push(format!("candidates without the true digit: {}", names(&self.lost_digits)));
        }
        write!(f, "{}", lines.join("\n"))
    }
}

impl SudokuLN {
    /// The cells whose value is wrong or whose noted candidates lack the true digit
    /// (a cell with no candidates noted lacks nothing). Refused when the givens do not
    /// have exactly one solution: there is nothing to compare with.
    pub fn deviations(&self) -> Result<Deviations, FacadeError> {
        let givens = SudokuDN::from_grid(&self.board().givens());
        let solution = crate::consistency::givens_solution(&givens, self.givens_status())
            .map_err(|problems| FacadeError::Rejected(Refusal::Unsound(problems)))?;
        Ok(Deviations {
            wrong_values: wrong_values(self.board(), solution),
            lost_digits: lost_digits(self.board(), solution),
        })
    }

    /// Like [`SudokuLN::deviations`], and the cells stay on show (in [`SudokuLN::view`])
    /// until the next change.
    pub fn show_deviations(&mut self) -> Result<Deviations, FacadeError> {
        let deviations = self.deviations()?;
        self.shown.deviations = deviations.cells().collect();
        Ok(deviations)
    }
}
