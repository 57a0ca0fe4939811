//! Solving with patterns (thesis ch. 3): each pattern is a strategy that looks at a board
//! with candidates and returns a [`Hint`] — what it found, what it changes and why.
//!
//! One pattern is one file implementing [`Pattern`], its help page, and one line in the
//! `registry!` list below ([`registry`] explains it). The list runs easiest step first: a
//! pattern's position there is its place in the search ("Any" takes the first that
//! applies) and in the menus.

#[macro_use]
pub mod registry;

mod als;
mod als_units;
mod bits;
mod board;
mod buckets;
mod chain_engine;
mod components;
mod draft;
mod example_puzzle;
mod explainer;
mod family;
mod fish;
mod rating;
mod rectangles;
mod search_memo;
mod single_runs;
mod solve;
mod subsets;
pub(crate) mod tables;
mod techniques;
mod text;
mod wings;

mod coloring;
mod forcing_propagation;
mod implication_graph;
mod net_propagation;
mod position_cache;
mod strong_links;

// The registry: every pattern, easiest step first. Adding a pattern is one line here.
registry! {
    hidden_single::HiddenSingle,
    naked_single::NakedSingle,
    locked_candidates::LockedCandidates,
    naked_pairs::NakedPairs,
    hidden_pairs::HiddenPairs,
    naked_triples::NakedTriples,
    unique_rectangle_1::UniqueRectangle1,
    unique_rectangle_2::UniqueRectangle2,
    unique_rectangle_4::UniqueRectangle4,
    unique_rectangle_3::UniqueRectangle3,
    hidden_rectangle::HiddenRectangle,
    bug_plus_one::BugPlusOne,
    naked_quadruples::NakedQuadruples,
    turbot_fish::TurbotFish,
    empty_rectangle::EmptyRectangle,
    skyscraper::Skyscraper,
    finned_x_wing::FinnedXWing,
    x_wing::XWing,
    remote_pairs::RemotePairs,
    swordfish::Swordfish,
    hidden_triples::HiddenTriples,
    two_string_kite::TwoStringKite,
    w_wing::WWing,
    hidden_quadruples::HiddenQuadruples,
    sashimi_x_wing::SashimiXWing,
    simple_coloring::SimpleColoring,
    xy_wing::XyWing,
    jellyfish::Jellyfish,
    xyz_wing::XyzWing,
    multi_colors::MultiColors,
    finned_swordfish::FinnedSwordfish,
    sashimi_swordfish::SashimiSwordfish,
    finned_jellyfish::FinnedJellyfish,
    sue_de_coq::SueDeCoq,
    sashimi_jellyfish::SashimiJellyfish,
    x_chain::XChain,
    xy_chain::XyChain,
    nice_loop::NiceLoop,
    aic::Aic,
    grouped_nice_loop::GroupedNiceLoop,
    grouped_aic::GroupedAic,
    als_xz::AlsXz,
    als_xy_wing::AlsXyWing,
    als_chain::AlsChain,
    death_blossom::DeathBlossom,
    aic_with_als::AicWithAls,
    forcing_chains::ForcingChains,
    forcing_nets::ForcingNets,
    nested_forcing_nets::NestedForcingNets,
}

#[cfg(test)]
mod fixture_tests;
#[cfg(test)]
mod fixtures;

pub use board::PatternBoard;
pub use example_puzzle::ExamplePuzzle;
pub use explainer::{HardestStep, chain_rating};
pub use family::Family;
pub use rating::{Difficulty, Rating, rate};
pub use registry::{by_id, position};
pub use solve::{
    PatternCounts, SolveReport, available_steps, next_hint, solve_singles, solve_with_patterns,
    solve_with_patterns_up_to,
};
pub use techniques::Techniques;

use dn::{CandidateSet, CellSet, ExplainerRating, Hint, Level};

/// What describes a pattern: its stable id, display name, level, family and thesis section.
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
    /// The thesis section that defines it (`3.8`), or `None` for a technique from beyond
    /// the thesis' sixteen.
    pub section: Option<&'static str>,
    /// Its value on Sudoku Explainer's scale (SE's own value, or the community's for a
    /// technique SE lacks; the table and its sources are in docs/manual.md). A pattern whose
    /// steps rate differently (a block's Hidden Single below a line's, a chain by its
    /// length) gives its usual step's value here, the shortest chain's for a chain, and
    /// rates each step with [`Pattern::explainer_rating`].
    pub explainer: ExplainerRating,
    /// One sentence saying what the pattern does.
    pub summary: &'static str,
}

/// What a pattern's search reads of the board. Batch rating remembers the candidates of the
/// position where a pattern last found nothing and, when what the pattern reads of them is
/// unchanged, does not search again: the step found is always the one a full search finds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reads {
    /// Any candidate of the board.
    Board,
    /// Each digit's steps depend on that digit's candidates only, and the first step found
    /// is the same on a board keeping only the candidates of the digits that have steps
    /// (fish, chains on one digit, locked candidates): digits whose candidates did not
    /// change since the pattern last found nothing are left out of its search.
    OneDigit,
    /// Each step lies in a few units and depends only on their cells' candidates (Sue de
    /// Coq: a line and a block; the naked and hidden subsets: one unit; the uniqueness
    /// patterns: a rectangle's corners, or their rows, columns and blocks; XY- and
    /// XYZ-Wing: three cells; W-Wing: two cells and a unit; XY-Chain: the bivalue cells;
    /// the patterns of almost locked sets: their sets' cells; candidates removed outside
    /// only ever taking steps away):
    /// the search is told the cells whose candidates changed since the pattern last found
    /// nothing and looks only at the steps whose units hold one ([`Pattern::find_around`]).
    Units,
}

/// A solving pattern (the thesis' `IPatron`): finds one application on a board.
pub trait Pattern: Sync {
    /// The pattern's description.
    fn info(&self) -> &'static PatternInfo;

    /// The first application of the pattern on `board` that changes something (removes a
    /// candidate or places a value), or `None`. With `explain` false the hint's
    /// explanation may be left empty (batch rating does not read it).
    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint>;

    /// The value of `hint`, one of this pattern's steps found on `board`, on Sudoku
    /// Explainer's scale: the pattern's [`PatternInfo::explainer`], grown with the hint's
    /// length ([`chain_rating`]) when its family is [rated by
    /// length](Family::rated_by_length). A pattern whose steps rate otherwise overrides it.
    fn explainer_rating(&self, hint: &Hint, _board: &PatternBoard) -> ExplainerRating {
        let info = self.info();
        if info.family.rated_by_length() {
            chain_rating(info.explainer, hint.links.len() + 1)
        } else {
            info.explainer
        }
    }

    /// What the pattern's search reads of the board: batch rating searches again only
    /// where that changed since the pattern last found nothing (see [`Reads`]). Every
    /// candidate by default.
    fn reads(&self) -> Reads {
        Reads::Board
    }

    /// [`Pattern::find`] among the steps on `digits`, for a pattern that reads
    /// [`Reads::OneDigit`]: by default a search of the board keeping only their candidates.
    fn find_in_digits(&self, board: &PatternBoard, digits: CandidateSet, explain: bool) -> Option<Hint> {
        self.find(&board.keeping_digits(digits), explain)
    }

    /// [`Pattern::apply_first`] among the steps on `digits`, for a pattern that reads
    /// [`Reads::OneDigit`], with the digits of `digits` that may have had steps on the
    /// board searched (the step's own among them): by default the step
    /// [`Pattern::find_in_digits`] gives, applied, and all of `digits`.
    fn apply_first_in_digits(
        &self,
        board: &mut PatternBoard,
        digits: CandidateSet,
    ) -> Option<(ExplainerRating, bool, CandidateSet)> {
        if digits == CandidateSet::full(board.side()) {
            let (rating, changed) = self.apply_first(board)?;
            return Some((rating, changed, digits));
        }
        let hint = self.find_in_digits(board, digits, false)?;
        let rating = self.explainer_rating(&hint, board);
        Some((rating, board.apply(&hint), digits))
    }

    /// [`Pattern::find`] among the steps whose units hold a cell of `changed`, for a pattern
    /// that reads [`Reads::Units`] (the first of those steps in the order `find` searches);
    /// any other pattern searches the whole board.
    fn find_around(&self, board: &PatternBoard, changed: &CellSet, explain: bool) -> Option<Hint> {
        let _ = changed;
        self.find(board, explain)
    }

    /// [`Pattern::apply_first`] among the steps whose units hold a cell of `changed`, for a
    /// pattern that reads [`Reads::Units`]: by default the step [`Pattern::find_around`]
    /// gives, applied.
    fn apply_first_around(
        &self,
        board: &mut PatternBoard,
        changed: &CellSet,
    ) -> Option<(ExplainerRating, bool)> {
        let hint = self.find_around(board, changed, false)?;
        let rating = self.explainer_rating(&hint, board);
        Some((rating, board.apply(&hint)))
    }

    /// Takes the pattern's first step (the one [`Pattern::find`] returns) straight onto
    /// `board`, as batch rating does: its value on Sudoku Explainer's scale and whether it
    /// changed the board, or `None` when the pattern does not apply. The default builds the
    /// hint and applies it; the singles, met on nearly every step, skip the hint.
    fn apply_first(&self, board: &mut PatternBoard) -> Option<(ExplainerRating, bool)> {
        let hint = self.find(board, false)?;
        let rating = self.explainer_rating(&hint, board);
        Some((rating, board.apply(&hint)))
    }

    /// Puzzles from the shared sets whose easiest path needs the pattern, kept by the
    /// patterns generated puzzles almost never need: their examples fall back on these
    /// after a short search (see [`crate::generator::pattern_example`]). None by default.
    fn example_puzzles(&self) -> &'static [ExamplePuzzle] {
        &[]
    }

    /// Boards where the pattern applies and where it must not (every pattern has both).
    #[cfg(test)]
    #[allow(private_interfaces)]
    fn fixtures(&self) -> &'static [fixtures::Fixture];
}
