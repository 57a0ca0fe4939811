//! XY-Chain (thesis 3.14, figures 3.21-3.24), found through the bivalue graph of 3.14.1:
//! its vertices are the cells with exactly two candidates, and two vertices that share a
//! unit are joined by an edge labelled with each candidate they have in common.
//!
//! A path without repetitions reads as a chain of deductions (the thesis' rule 1): if the
//! first cell is not `z` it holds its other candidate `a`; the next cell, joined by an edge
//! labelled `a`, cannot be `a` and holds its other candidate; and so on. When the last cell
//! of the path is forced to `z`, one of the two ends holds `z` whatever happens, so every
//! other cell that sees both ends loses `z`. The thesis' rule 2 (a cycle where only two
//! consecutive edges carry the same digit `d`: their shared cell is not `d`, so it holds its
//! other candidate) is the case where that bivalue cell sees both ends of the path formed by
//! the rest of the cycle: the hint places its other candidate (figure 3.24: f2c2 = 9).
//!
//! The search is breadth first from every end and digit, so the hint is the shortest chain
//! (at least three cells; an XY-Wing is the three-cell case).

use std::fmt::Write;

use dn::{CandidateSet, CellIndex, CellSet, Digit, ExplainerRating, Hint, Level, LinkKind, Role};

use super::draft::Draft;
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// A chain of bivalue cells whose two ends cannot both miss `z`: cells seeing both ends lose `z`.
pub(crate) struct XyChain;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("xy-chain"),
    name: "XY-Chain",
    level: Level::Extreme,
    family: Family::Chains,
    section: Some("3.14"),
    // An XY-Chain is Sudoku Explainer's Y-Chain: 6.6, growing with its length (two nodes per cell).
    explainer: ExplainerRating::tenths(66),
    summary: "A chain of bivalue cells, each forcing the next, shows that one of its two ends is z: the cells \
              that see both ends lose z.",
};

/// The fewest cells a chain has (fewer would be a Naked Pair).
const MIN_CELLS: usize = 3;

/// "No node": the predecessor of a chain's first node.
const NONE: u32 = u32::MAX;

/// One cell of a chain with the value the chain forces on it.
type Forced = (CellIndex, Digit);

impl Pattern for XyChain {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        // An XY-Chain is an alternating inference chain over bivalue cells.
        if super::chain_engine::known_to_have_no_chain(board) {
            return None;
        }
        // Only from the candidates the chain check keeps, where it was made: an XY-Chain is
        // a chain of that check's net.
        let may_start = super::chain_engine::candidates_that_may_start(board);
        let chain = shortest_chain(board, may_start.as_deref())?;
        build(board, &chain, explain)
    }

    /// The bivalue cells and their pairs; see [`Pattern::find_around`] below.
    fn reads(&self) -> Reads {
        Reads::Units
    }

    /// The whole board again, only where a bivalue cell may have come or gone (see
    /// [`PatternBoard::bivalue_cells_may_differ`]).
    fn find_around(&self, board: &PatternBoard, changed: &CellSet, explain: bool) -> Option<Hint> {
        board.bivalue_cells_may_differ(changed).then(|| self.find(board, explain)).flatten()
    }
}

/// The bivalue graph walked breadth first from one start: node `cell · side + digit` means
/// "the cell holds the digit".
struct Search<'b> {
    /// The board walked.
    board: &'b PatternBoard,
    /// Its side (digits per cell).
    side: usize,
    /// For each node reached, the node it was reached from ([`NONE`] otherwise).
    previous: Vec<u32>,
    /// For each node reached, its number of steps from the start.
    depth: Vec<u16>,
    /// The nodes of the current walk in the order reached.
    queue: Vec<u32>,
}

impl<'b> Search<'b> {
    /// Room for walks on `board`.
    fn new(board: &'b PatternBoard) -> Search<'b> {
        let side = board.side();
        let nodes = side * side * side;
        Search {
            board,
            side,
            previous: vec![NONE; nodes],
            depth: vec![0; nodes],
            queue: Vec::with_capacity(nodes),
        }
    }

    /// The node of `cell` holding `digit`.
    #[inline]
    fn node(&self, cell: CellIndex, digit: usize) -> u32 {
        (cell.index() * self.side + digit) as u32
    }

    /// The cell and value of `node`.
    #[inline]
    fn forced(&self, node: u32) -> Option<Forced> {
        let node = node as usize;
        Some((CellIndex::new(node / self.side), Digit::from_index(node % self.side)?))
    }

    /// Whether the chain ending at `node` passes through `cell`.
    fn on_path(&self, mut node: u32, cell: CellIndex) -> bool {
        while node != NONE {
            if node as usize / self.side == cell.index() {
                return true;
            }
            node = self.previous[node as usize];
        }
        false
    }

    /// The chain from the start to `node`.
    fn path(&self, mut node: u32) -> Vec<Forced> {
        let mut path = Vec::new();
        while node != NONE {
            path.extend(self.forced(node));
            node = self.previous[node as usize];
        }
        path.reverse();
        path
    }

    /// The shortest chain (fewer than `limit` cells) that starts in `start`, supposed not
    /// to be `z`, and ends in another cell forced to be `z` with a cell seeing both ends
    /// that still has `z`.
    fn walk(&mut self, start: CellIndex, z: Digit, limit: usize) -> Option<Vec<Forced>> {
        let board = self.board;
        for &node in &self.queue {
            self.previous[node as usize] = NONE;
        }
        self.queue.clear();
        let first = self.node(start, (board.candidates(start) - CandidateSet::single(z)).first()?.index());
        self.depth[first as usize] = 0;
        self.queue.push(first);
        let mut head = 0;
        while head < self.queue.len() {
            let node = self.queue[head];
            head += 1;
            let cells = self.depth[node as usize] as usize + 2;
            if cells >= limit {
                return None;
            }
            let Some((cell, value)) = self.forced(node) else { continue };
            for &peer in board.peers(cell) {
                let digits = board.candidates(peer);
                if peer == start || !digits.contains(value) || digits.len() != 2 {
                    continue;
                }
                let Some(other) = (digits - CandidateSet::single(value)).first().map(Digit::index) else {
                    continue;
                };
                let next = self.node(peer, other);
                if self.previous[next as usize] != NONE || next == first || self.on_path(node, peer) {
                    continue;
                }
                self.previous[next as usize] = node;
                self.depth[next as usize] = self.depth[node as usize] + 1;
                self.queue.push(next);
                if other == z.index() && cells >= MIN_CELLS && has_target(board, start, peer, z) {
                    return Some(self.path(next));
                }
            }
        }
        None
    }
}

/// Whether a cell other than the ends sees both `start` and `end` and has `z`.
fn has_target(board: &PatternBoard, start: CellIndex, end: CellIndex, z: Digit) -> bool {
    board.peers(start).iter().any(|&cell| cell != end && board.has(cell, z) && board.sees(cell, end))
}

/// The shortest productive chain over every start cell and digit (the first in board
/// order among the shortest), starting only where `may_start` (by `cell · side + digit
/// index`) allows when given.
fn shortest_chain(board: &PatternBoard, may_start: Option<&[bool]>) -> Option<(Digit, Vec<Forced>)> {
    let bivalue: Vec<CellIndex> =
        board.empty_cells().filter(|&cell| board.candidates(cell).len() == 2).collect();
    if bivalue.len() < MIN_CELLS {
        return None;
    }
    // The starts, each a bivalue cell supposed not to hold one of its digits.
    let allowed = |&(start, z): &(CellIndex, Digit)| {
        may_start.is_none_or(|may| may[start.index() * board.side() + z.index()])
    };
    let pairs = bivalue.iter().flat_map(|&start| board.candidates(start).iter().map(move |z| (start, z)));
    let starts: Vec<(CellIndex, Digit)> = pairs.filter(allowed).collect();
    if starts.is_empty() {
        return None;
    }
    let mut search = Search::new(board);
    let mut best: Option<(Digit, Vec<Forced>)> = None;
    for (start, z) in starts {
        let limit = best.as_ref().map_or(usize::MAX, |(_, chain)| chain.len());
        if let Some(chain) = search.walk(start, z, limit) {
            best = Some((z, chain));
            if best.as_ref().is_some_and(|(_, chain)| chain.len() == MIN_CELLS) {
                return best;
            }
        }
    }
    best
}

/// The hint of `chain` on `z`: the first cell is supposed not `z` and the last is forced to `z`.
fn build(board: &PatternBoard, (z, chain): &(Digit, Vec<Forced>), explain: bool) -> Option<Hint> {
    let z = *z;
    let (&(start, _), &(end, _)) = (chain.first()?, chain.last()?);
    let mut draft = Draft::new(&INFO, board);
    draft.cell(start, Role::Start).cell(end, Role::Start);
    let (not_z, first_value) = (draft.node(start, z), draft.node(start, chain[0].1));
    draft.link(not_z, first_value, LinkKind::Strong);
    for pair in chain.windows(2) {
        let ((from, value), (to, other)) = (pair[0], pair[1]);
        draft.cell(to, Role::Chain).forced_step(from, to, value, other);
    }
    for &cell in board.peers(start) {
        if cell != end && board.sees(cell, end) {
            match cycle_value(board, cell, z) {
                Some(other) => {
                    draft.place(cell, other);
                }
                None => {
                    draft.eliminate(cell, z);
                }
            }
        }
    }
    draft.finish(explain, |hint| {
        let mut walk = format!("if {} is not {z} it is {}", board.coord(start), chain[0].1);
        for &(cell, value) in &chain[1..] {
            let _ = write!(walk, ", so {} is {value}", board.coord(cell));
        }
        let removed: Vec<String> = hint.eliminations.iter().map(|e| e.cell.to_string()).collect();
        let mut changes: Vec<String> = Vec::new();
        if !removed.is_empty() {
            changes.push(format!("remove {z} from {}", removed.join(", ")));
        }
        changes.extend(hint.placements.iter().map(|p| {
            format!(
                "{} has only {z} and {} and closes the cycle, so {} = {}",
                p.cell, p.digit, p.cell, p.digit
            )
        }));
        format!(
            "XY-Chain on {z}: {walk}; either way one end of the chain ({} or {}) is {z}, so a cell that sees \
             both ends cannot be {z}; {}.",
            board.coord(start),
            board.coord(end),
            changes.join("; ")
        )
    })
}

/// The thesis' rule 2 (3.14.2): a target `cell` with only `z` and one other candidate
/// closes a cycle of bivalue cells with the chain, so it loses `z` and holds the other one.
fn cycle_value(board: &PatternBoard, cell: CellIndex, z: Digit) -> Option<Digit> {
    let candidates = board.candidates(cell);
    if candidates.len() != 2 || !board.has(cell, z) {
        return None;
    }
    candidates.into_iter().find(|&digit| digit != z)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{
        EMPTY, FIGURE_3_25, Fixture, board_from_candidates, board_from_line, empty_with,
    };
    use crate::patterns::subsets::captured::TOP1465_11_STEP17;
    use crate::patterns::xy_wing::tests::{CLUE17_24_STEP37, FIGURE_3_19};
    use dn::Geometry;

    /// Line 55 of `17clue_49158.txt` after 41 steps: a four-cell chain on 5 from f2c5 to f9c7.
    const CLUE17_55_STEP41: &str = "
        79 456 =2 48 =1 567 5689 569 =3
        79 456 =3 48 56 567 25689 2569 =1
        =1 56 =8 =9 =2 =3 =7 =4 56
        =8 =7 =4 56 =9 =2 =1 =3 56
        23 =9 =5 =1 38 46 26 =7 48
        23 =1 =6 =7 38 45 259 259 48
        56 =2 =1 =3 56 =9 =4 =8 =7
        56 =8 =7 =2 =4 =1 =3 56 =9
        =4 =3 =9 56 =7 =8 56 =1 =2";

    /// Along the easiest paths of real puzzles: where the chain check has been made, the
    /// search from the starts it keeps finds the chain the search from every bivalue cell
    /// finds, and it keeps out starts where chains are found.
    #[test]
    fn the_starts_the_chain_check_keeps_find_the_chain_all_starts_find() {
        let x_chain = crate::patterns::by_id(dn::PatternId::new("x-chain")).expect("registered");
        let (mut compared, mut found, mut left_out) = (0, 0, 0);
        for grid in &crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 16) {
            let mut board = PatternBoard::with_computed_candidates(grid);
            for _ in 0..80 {
                // X-Chain's search makes the check the rating path makes before XY-Chain.
                let _ = x_chain.find(&board, false);
                if let Some(may) = crate::patterns::chain_engine::candidates_that_may_start(&board) {
                    let everywhere = shortest_chain(&board, None);
                    assert_eq!(shortest_chain(&board, Some(&may)), everywhere, "{grid}");
                    compared += 1;
                    if everywhere.is_some() {
                        found += 1;
                        let candidates: usize = board.empty_cells().map(|c| board.candidates(c).len()).sum();
                        left_out += usize::from(may.iter().filter(|&&m| m).count() < candidates);
                    }
                }
                let Some(step) = crate::patterns::PATTERNS.iter().find_map(|p| p.find(&board, false)) else { break };
                board.apply(&step);
            }
        }
        assert!(compared == 0 || (found > 10 && left_out > 10), "{compared} compared, {found} found, {left_out}");
    }

    pub(super) static FIXTURES: [Fixture; 6] = [
        Fixture {
            pattern: "xy-chain",
            source: "thesis figure 3.21 (= figure 3.25): the shortest chain runs f2c2-f3c3-f6c3-f6c6-f6c8",
            board: || board_from_candidates(FIGURE_3_25),
            applies: true,
            expected: &["-9f2c8"],
        },
        Fixture {
            pattern: "xy-chain",
            source: "line 24 of 17clue_49158.txt after 37 steps",
            board: || board_from_candidates(CLUE17_24_STEP37),
            applies: true,
            expected: &["-7f1c8", "-7f2c8"],
        },
        Fixture {
            pattern: "xy-chain",
            source: "line 55 of 17clue_49158.txt after 41 steps",
            board: || board_from_candidates(CLUE17_55_STEP41),
            applies: true,
            expected: &["-5f2c7"],
        },
        Fixture {
            pattern: "xy-chain",
            source: "thesis figure 3.19: the XY-Wing is the three-cell chain f4c5-f4c3-f5c2",
            board: || board_from_candidates(FIGURE_3_19),
            applies: true,
            expected: &["-9f4c1"],
        },
        Fixture {
            pattern: "xy-chain",
            source: "line 11 of magictour_top1465.txt after 17 steps: Hidden Triples is the easiest pattern",
            board: || board_from_candidates(TOP1465_11_STEP17),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "xy-chain",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_rule_2_cycle_of_figure_3_24_places_9_in_f2c2() {
        let board = board_from_candidates(FIGURE_3_25);
        let digit = |d| Digit::new(d).unwrap();
        let forced = |name: &str, d| {
            (
                CellIndex::new(
                    Geometry::NINE.cell_of(crate::patterns::fixtures::cell(name)).unwrap().index(),
                ),
                digit(d),
            )
        };
        // The cycle of figure 3.23 without f2c2: if f8c2 is not 3 it is 8, …, so f3c3 is 3.
        let chain = vec![
            forced("f8c2", 8),
            forced("f8c1", 3),
            forced("f1c1", 1),
            forced("f1c5", 3),
            forced("f5c5", 1),
            forced("f6c6", 3),
            forced("f6c3", 8),
            forced("f3c3", 3),
        ];
        let hint = build(&board, &(digit(3), chain), true).expect("f2c2 sees both ends");
        let placed: Vec<String> = hint.placements.iter().map(|p| format!("{}={}", p.cell, p.digit)).collect();
        assert_eq!(placed, ["f2c2=9"], "{}", hint.explanation);
        assert!(hint.explanation.contains("so f2c2 = 9"), "{}", hint.explanation);
    }

    #[test]
    fn explanation_walks_the_chain() {
        let hint = XyChain.find(&board_from_candidates(CLUE17_24_STEP37), true).unwrap();
        assert_eq!(
            hint.explanation,
            "XY-Chain on 7: if f3c9 is not 7 it is 9, so f3c5 is 7, so f8c5 is 8, so f8c8 is 7; either way \
             one end of the chain (f3c9 or f8c8) is 7, so a cell that sees both ends cannot be 7; remove 7 \
             from f1c8, f2c8."
        );
        let links: Vec<String> = hint.links.iter().map(ToString::to_string).collect();
        assert_eq!(
            links,
            [
                "f3c9(7) = f3c9(9)",
                "f3c9(9) - f3c5(9)",
                "f3c5(9) = f3c5(7)",
                "f3c5(7) - f8c5(7)",
                "f8c5(7) = f8c5(8)",
                "f8c5(8) - f8c8(8)",
                "f8c8(8) = f8c8(7)"
            ]
        );
        let kinds: Vec<LinkKind> = hint.links.iter().map(|l| l.kind).collect();
        assert!(kinds.chunks(2).all(|pair| pair[0] == LinkKind::Strong && pair.get(1).is_none_or(|&k| k == LinkKind::Weak)));
        let board = board_from_candidates(CLUE17_24_STEP37);
        assert_eq!(XyChain.explainer_rating(&hint, &board).to_string(), "6.7", "four cells: eight nodes, 6.6 + 0.1");
        let role = |role| {
            hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>()
        };
        assert_eq!(role(Role::Start), ["f3c9", "f8c8"]);
        assert_eq!(role(Role::Chain), ["f3c5", "f8c5"]);
    }

    #[test]
    fn works_on_a_sixteen_sized_board() {
        // Built: f1c5 (1/3) - f1c1 (1/2) - f5c1 (2/3): f5c5 sees both ends and loses 3.
        let board = empty_with(Geometry::SIXTEEN, &[("f1c1", "12"), ("f1c5", "13"), ("f5c1", "23")]);
        let hint = XyChain.find(&board, false).unwrap();
        let removed: Vec<String> =
            hint.eliminations.iter().map(|e| format!("-{}{}", e.digit, e.cell)).collect();
        assert_eq!(removed, ["-3f5c5"]);
        assert_eq!(hint.links.len(), 5, "a strong link in each of the three cells, a weak link between each two");
    }

    #[test]
    fn two_cells_are_not_a_chain() {
        // Built: a lone pair f1c1 (1/2) - f1c2 (1/2) is a Naked Pair, not an XY-Chain.
        let board = empty_with(Geometry::FOUR, &[("f1c1", "12"), ("f1c2", "12")]);
        assert!(XyChain.find(&board, false).is_none());
    }
}
