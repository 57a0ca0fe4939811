//! The work budget of a search: how many search-tree nodes it may visit, where it reports
//! the nodes visited so far, and the limits used when the user names none.

use std::sync::Arc;
use std::sync::atomic::AtomicU64;

use dn::Geometry;

use crate::solver::Engine;

/// How much work one search may do, and where it reports the work done so far.
#[derive(Clone, Debug, Default)]
pub struct Budget {
    /// The most search-tree nodes (digits or rows tried) one search may visit; `None`: no
    /// limit.
    pub nodes: Option<u64>,
    /// Receives the nodes visited by the search under way, every few hundred nodes (for a
    /// progress display on another thread); engines that cannot report leave it alone.
    pub meter: Option<Arc<AtomicU64>>,
}

/// The node limit a user asked for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NodeLimit {
    /// The engine's default for the board size (see [`NodeLimit::nodes`]).
    #[default]
    Default,
    /// At most this many nodes per search.
    At(u64),
    /// No limit.
    Unlimited,
}

impl NodeLimit {
    /// The limit as the user writes it: `0` means none.
    pub fn from_count(nodes: u64) -> NodeLimit {
        if nodes == 0 { NodeLimit::Unlimited } else { NodeLimit::At(nodes) }
    }

    /// The nodes one search of `engine` may visit on a board of `geometry`. By default
    /// 4×4 and 9×9 searches are not limited (they end within milliseconds); on 16×16 and
    /// 25×25 a search stops after a few seconds' worth of nodes of its engine: 100,000 for
    /// `fast` (each node propagates the whole board), 100,000,000 for `dlx` and
    /// `backtrack`.
    pub fn nodes(self, engine: Engine, geometry: Geometry) -> Option<u64> {
        match self {
            NodeLimit::At(nodes) => Some(nodes),
            NodeLimit::Unlimited => None,
            NodeLimit::Default if geometry.box_size() <= 3 => None,
            NodeLimit::Default => Some(match engine {
                Engine::Fast => 100_000,
                Engine::DancingLinks | Engine::Backtracking => 100_000_000,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::Ordering;

    use dn::{Grid, SolutionStatus};

    use super::*;
    use crate::solver::solution_status;

    #[test]
    fn every_large_board_engine_stops_at_its_budget_and_says_undecided() {
        let empty = Grid::empty(Geometry::TWENTY_FIVE);
        for engine in Engine::ALL {
            let mut solver = engine.solver(Geometry::TWENTY_FIVE);
            solver.set_budget(Budget { nodes: Some(3), meter: None });
            let search = solver.search(&empty, 1000);
            assert_eq!(search.budget_reached, Some(3), "{}", engine.name());
            assert_eq!(solution_status(solver.as_mut(), &empty), SolutionStatus::Undecided { nodes: 3 });
            solver.set_budget(Budget::default());
            assert_eq!(solver.search(&Grid::empty(Geometry::FOUR), 1000).count, 288, "{}", engine.name());
        }
    }

    #[test]
    fn the_meter_hears_the_nodes_of_the_search() {
        let meter = Arc::new(AtomicU64::new(0));
        let solvers: [Box<dyn crate::TrialAndError>; 2] = [
            Box::new(crate::propagation::PropagatingSolver::new(Geometry::SIXTEEN)),
            Engine::Backtracking.solver(Geometry::SIXTEEN),
        ];
        for mut solver in solvers {
            solver.set_budget(Budget { nodes: None, meter: Some(Arc::clone(&meter)) });
            let search = solver.search(&Grid::empty(Geometry::SIXTEEN), 2);
            assert_eq!(meter.load(Ordering::Relaxed), search.work, "{}", solver.name());
        }
    }

    #[test]
    fn only_large_boards_have_a_default_limit() {
        for engine in Engine::ALL {
            assert_eq!(NodeLimit::Default.nodes(engine, Geometry::NINE), None);
            assert!(NodeLimit::Default.nodes(engine, Geometry::SIXTEEN).is_some());
            assert_eq!(NodeLimit::from_count(0).nodes(engine, Geometry::SIXTEEN), None);
            assert_eq!(NodeLimit::from_count(7).nodes(engine, Geometry::NINE), Some(7));
        }
    }
}
