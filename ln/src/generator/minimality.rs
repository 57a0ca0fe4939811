//! Checking minimality for real: no single given (or, under a symmetry, no orbit of givens)
//! can be removed with the solution staying unique.

use super::counter::SolutionCounter;

/// Whether any group of givens can be removed from a unique puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Minimality {
    /// Checked: removing any one group leaves several solutions.
    Minimal,
    /// Some group can go and the solution stays unique.
    NotMinimal,
    /// A removal check ran out of its work budget (large boards), or the time limit
    /// stopped minimising, before deciding, and no removable group was found.
    Unproven,
}

impl Minimality {
    /// True only when minimality was checked and holds.
    pub fn is_minimal(self) -> bool {
        self == Minimality::Minimal
    }

    /// `Minimal` when `undecided` groups were left undecided is 0, else `Unproven` (for a
    /// board the generator minimised: every group it kept was checked).
    pub(crate) fn after_minimising(undecided: usize) -> Minimality {
        if undecided == 0 { Minimality::Minimal } else { Minimality::Unproven }
    }
}

/// Checks the unique puzzle `values` (0 = empty) group by group: each filled orbit of
/// `orbits` is emptied in turn and the solutions counted. Stops at the first group that
/// can go.
pub(crate) fn check(counter: &mut SolutionCounter, values: &[u8], orbits: &[Vec<usize>]) -> Minimality {
    let mut board = values.to_vec();
    let mut undecided = false;
    for orbit in orbits.iter().filter(|orbit| orbit.iter().any(|&cell| values[cell] != 0)) {
        orbit.iter().for_each(|&cell| board[cell] = 0);
        let unique = counter.unique_without(&mut board, orbit, values);
        orbit.iter().for_each(|&cell| board[cell] = values[cell]);
        match unique {
            Some(true) => return Minimality::NotMinimal,
            Some(false) => {}
            None => undecided = true,
        }
    }
    if undecided { Minimality::Unproven } else { Minimality::Minimal }
}
