//! Solving with patterns (thesis ch. 3): each pattern is a strategy that looks at a board
//! with candidates and returns a [`Hint`] — what it found, what it changes and why.
//!
//! One pattern is one file implementing [`Pattern`] plus one line in [`registry`]. The
//! registry lists the patterns by thesis index; "Any" takes the first that applies in
//! [`SEARCH_ORDER`], easiest step first.

mod board;
mod draft;
mod family;
mod fish;
mod rating;
pub mod registry;
mod solve;
mod subsets;
pub(crate) mod tables;
mod text;

mod coloring;
mod forcing_chains;
mod forcing_propagation;
mod hidden_pairs;
mod hidden_single;
mod hidden_triples;
mod implication_graph;
mod locked_candidates;
mod multi_colors;
mod naked_pairs;
mod naked_single;
mod naked_triples;
mod remote_pairs;
mod simple_coloring;
mod swordfish;
mod x_wing;
mod xy_chain;
mod xy_wing;
mod xyz_wing;

#[cfg(test)]
mod fixture_tests;
#[cfg(test)]
mod fixtures;

pub use board::PatternBoard;
pub use family::Family;
pub use rating::{Difficulty, Rating, rate};
pub use registry::{PATTERNS, SEARCH_ORDER, by_id, menu_order, search_order};
pub use solve::{PatternCounts, SolveReport, available_steps, next_hint, solve_singles, solve_with_patterns};

use dn::{Hint, Level};

/// What describes a pattern: its stable id, display name, level, family and place in the thesis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PatternInfo {
    /// Which pattern (written `x-wing` in CLI `--pattern`, JSON, help page file names).
    pub id: dn::PatternId,
    /// Display name, e.g. `X-Wing`.
    pub name: &'static str,
    /// The difficulty level the pattern belongs to (SPEC §4.2).
    pub level: Level,
    /// The family of techniques it belongs to (Subsets, Basic Fish, …): what a first,
    /// vague hint names.
    pub family: Family,
    /// The thesis' difficulty index, 0 (Hidden Single) to 15 (Forcing Chains); also the
    /// pattern's position in the registry.
    pub index: usize,
    /// The thesis section that defines it, e.g. `3.8`; menus sort by it.
    pub section: &'static str,
    /// One sentence saying what the pattern does.
    pub summary: &'static str,
}

/// A solving pattern (the thesis' `IPatron`): finds one application on a board.
pub trait Pattern: Sync {
    /// The pattern's description.
    fn info(&self) -> &'static PatternInfo;

    /// The first application of the pattern on `board` that changes something (removes a
    /// candidate or places a value), or `None`. With `explain` false the hint's
    /// explanation may be left empty (batch rating does not read it).
    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint>;

    /// Boards where the pattern applies and where it must not (every pattern has both).
    #[cfg(test)]
    #[allow(private_interfaces)]
    fn fixtures(&self) -> &'static [fixtures::Fixture];
}
