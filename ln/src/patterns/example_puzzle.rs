//! Puzzles a pattern keeps as examples of itself, for the patterns generated puzzles almost
//! never need (see [`Pattern::example_puzzles`](super::Pattern::example_puzzles)).

/// A puzzle from the shared puzzle sets whose easiest solving path reaches a step where the
/// pattern that keeps it is the easiest one that applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExamplePuzzle {
    /// Where it comes from: the file of the shared sets and its line (`magictour_top1465.txt
    /// line 1`).
    pub source: &'static str,
    /// Its givens on a 9×9 board, one character a cell in reading order, `.` when empty.
    pub givens: &'static str,
}
