//! Remote Pairs (thesis 3.11, figure 3.18): a chain of cells that all hold exactly the same
//! two candidates `a/b`, each cell seeing the next. Two neighbours on the chain cannot take
//! the same digit, so the digits alternate: cells an odd number of links apart hold
//! different digits, one `a` and the other `b`. A cell outside the chain that sees two such
//! cells can take neither `a` nor `b`.
//!
//! Two cells one link apart are a Naked Pair (thesis 3.3), which comes earlier; Remote
//! Pairs only uses chain ends 3, 5, … links apart, so every chain it shows has at least
//! four cells. The chain is the shortest one between its ends.
//!
//! Roles: the chain's cells alternate `ColourA` (the start and every second cell) and
//! `ColourB`, the two digits' colours of the thesis' figure; the links are `Bivalue` steps
//! labelled with the digit the `from` cell holds if the start holds `a`.

use dn::{CandidateSet, CellIndex, CellSet, ExplainerRating, Hint, Level, LinkKind, Role};

use super::draft::Draft;
use super::subsets::cell_list;
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// A chain of cells with the same two candidates alternates them; a cell seeing both parities loses both.
pub(crate) struct RemotePairs;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("remote-pairs"),
    name: "Remote Pairs",
    level: Level::Hard,
    family: Family::Chains,
    section: Some("3.11"),
    // Remote Pairs are a Y-Chain to Sudoku Explainer: 6.6, growing with the length (two nodes per cell).
    explainer: ExplainerRating::tenths(66),
    summary: "A chain of cells with the same two candidates alternates them; a cell seeing both parities loses both.",
};

impl Pattern for RemotePairs {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
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

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        let bivalue: Vec<(CellIndex, CandidateSet)> = board
            .empty_cells()
            .map(|cell| (cell, board.candidates(cell)))
            .filter(|(_, digits)| digits.len() == 2)
            .collect();
        let mut group = Vec::with_capacity(bivalue.len());
        let mut search = Bfs::default();
        for (i, &(_, pair)) in bivalue.iter().enumerate() {
            if bivalue[..i].iter().any(|&(_, other)| other == pair) {
                continue;
            }
            group.clear();
            group.extend(bivalue[i..].iter().filter(|&&(_, digits)| digits == pair).map(|&(cell, _)| cell));
            if group.len() < 4 {
                continue;
            }
            if let Some(hint) = search.in_group(board, &group, pair, explain) {
                return Some(hint);
            }
        }
        None
    }
}

/// Breadth-first search over the cells of one pair; buffers kept between groups.
#[derive(Default)]
struct Bfs {
    /// For each cell of the group, the cell it was reached from (`usize::MAX`: not reached).
    parent: Vec<usize>,
    /// For each cell of the group, its distance in links from the start.
    distance: Vec<usize>,
    /// The queue of cells to expand.
    queue: Vec<usize>,
}

impl Bfs {
    /// The first Remote Pairs hint among `group`, the cells whose candidates are `pair`.
    fn in_group(
        &mut self,
        board: &PatternBoard,
        group: &[CellIndex],
        pair: CandidateSet,
        explain: bool,
    ) -> Option<Hint> {
        for start in 0..group.len() {
            self.run(board, group, start);
            for end in 0..group.len() {
                let d = self.distance[end];
                if d == usize::MAX || d < 3 || d.is_multiple_of(2) {
                    continue;
                }
                let (x, y) = (group[start], group[end]);
                let target =
                    |&cell: &CellIndex| board.sees(cell, y) && !(board.candidates(cell) & pair).is_empty();
                if board.peers(x).iter().any(target) {
                    let chain = self.path(group, end);
                    return hint(board, &chain, pair, explain);
                }
            }
        }
        None
    }

    /// Distances and parents from `group[start]` along cells that see each other.
    fn run(&mut self, board: &PatternBoard, group: &[CellIndex], start: usize) {
        self.parent.clear();
        self.parent.resize(group.len(), usize::MAX);
        self.distance.clear();
        self.distance.resize(group.len(), usize::MAX);
        self.queue.clear();
        self.distance[start] = 0;
        self.queue.push(start);
        let mut head = 0;
        while let Some(&at) = self.queue.get(head) {
            head += 1;
            for next in 0..group.len() {
                if self.distance[next] == usize::MAX && board.sees(group[at], group[next]) {
                    self.distance[next] = self.distance[at] + 1;
                    self.parent[next] = at;
                    self.queue.push(next);
                }
            }
        }
    }

    /// The cells from the start to `group[end]`, in order.
    fn path(&self, group: &[CellIndex], end: usize) -> Vec<CellIndex> {
        let mut chain = vec![group[end]];
        let mut at = end;
        while self.distance[at] != 0 {
            at = self.parent[at];
            chain.push(group[at]);
        }
        chain.reverse();
        chain
    }
}

/// The hint of `chain` (odd number of links, at least 3) on the digits of `pair`: every
/// cell seeing both ends loses both digits.
fn hint(board: &PatternBoard, chain: &[CellIndex], pair: CandidateSet, explain: bool) -> Option<Hint> {
    let mut digits = pair.iter();
    let (a, b) = (digits.next()?, digits.next()?);
    let (&first, &last) = (chain.first()?, chain.last()?);
    let mut draft = Draft::new(&INFO, board);
    for (k, &cell) in chain.iter().enumerate() {
        draft.cell(cell, if k.is_multiple_of(2) { Role::ColourA } else { Role::ColourB });
    }
    let (from, to) = (draft.node(first, b), draft.node(first, a));
    draft.link(from, to, LinkKind::Strong);
    for (k, pair_of_cells) in chain.windows(2).enumerate() {
        let (held, other) = if k.is_multiple_of(2) { (a, b) } else { (b, a) };
        draft.forced_step(pair_of_cells[0], pair_of_cells[1], held, other);
    }
    for &cell in board.peers(first) {
        if board.sees(cell, last) {
            draft.eliminate(cell, a);
            draft.eliminate(cell, b);
        }
    }
    draft.finish(explain, |hint| {
        let mut targets: Vec<String> = hint.eliminations.iter().map(|e| e.cell.to_string()).collect();
        targets.dedup();
        format!(
            "Remote Pairs on {a}/{b}: {} hold only {a}/{b} and each sees the next, so the {a} and the {b} \
             alternate along the chain and its ends {} and {}, {} links apart, hold one the {a} and the \
             other the {b}; remove {a} and {b} from the cells that see both ends: {}.",
            cell_list(board, chain.iter().copied()),
            board.coord(first),
            board.coord(last),
            chain.len() - 1,
            targets.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_candidates, board_from_line};
    use crate::patterns::x_wing::tests::FIGURE_3_9;
    use dn::{Digit, Geometry, Grid};

    /// Thesis figure 3.18: the 3/7 cells f6c5, f6c2, f9c2 and f8c1 form a chain; f8c5 sees
    /// both ends.
    const FIGURE_3_18: &str = "
        27  =8 =3 =9  27  =1  =6 =4 =5
        =4  =9 =1 =3  =6  =5  =8 =2 =7
        =6  =5 27 247 =8  247 =3 =9 =1
        257 =1 27 257 =9  =6  =4 =8 =3
        235 =6 =8 25  =4  23  =1 =7 =9
        =9  37 =4 =1  37  =8  =5 =6 =2
        =1  =2 =6 =8  =5  =9  =7 =3 =4
        37  =4 =5 =6  237 23  =9 =1 =8
        =8  37 =9 47  =1  47  =2 =5 =6";

    /// Line 81 of `magictour_top1465.txt` after 26 steps: the 2/6 chain f5c8, f5c6, f6c4,
    /// f8c4.
    const TOP1465_81_STEP26: &str = "
        =2    1359 139    179 =6   =4   79 135  =8
        159   =7   =4     =3  59   =8   26 1256 256
        1359  68   68     179 =2   579  79 135  =4
        =6    =2   357    79  3579 3579 =4 =8   =1
        1379  139  1379   =4  =8   26   =5 26   37
        =8    =4   357    26  =1   357  26 =9   37
        179   1689 126789 =5  79   2679 =3 =4   269
        34579 3569 23679  26  3479 =1   =8 256  2569
        3459  3569 2369   =8  349  2369 =1 =7   2569";

    /// Line 213 of `magictour_top1465.txt` after 50 steps: the 3/5 chain f6c2, f9c2, f7c3,
    /// f7c5; only the 3 of f6c5 goes.
    const TOP1465_213_STEP50: &str = "
        =5  =2 =4  =9 =8 =7 13   =6 13
        78  =6 78  =3 =2 =1 45   =9 45
        =3  =9 =1  =6 45 45 =8   =7 =2
        =2  =7 36  =1 =9 34 46   =5 =8
        189 =4 89  =5 =6 =2 19   =3 =7
        19  35 356 =7 34 =8 1469 =2 14
        =4  =1 35  =2 35 =6 =7   =8 =9
        =6  =8 =2  =4 =7 =9 35   =1 35
        79  35 79  =8 =1 35 =2   =4 =6";

    pub(super) static FIXTURES: [Fixture; 5] = [
        Fixture {
            pattern: "remote-pairs",
            source: "thesis figure 3.18: the 3/7 chain f6c5-f6c2-f9c2-f8c1, f8c5 loses 3 and 7",
            board: || board_from_candidates(FIGURE_3_18),
            applies: true,
            expected: &["-3f8c5", "-7f8c5"],
        },
        Fixture {
            pattern: "remote-pairs",
            source: "line 81 of magictour_top1465.txt after 26 steps: the 2/6 chain f5c8-f5c6-f6c4-f8c4",
            board: || board_from_candidates(TOP1465_81_STEP26),
            applies: true,
            expected: &["-2f8c8", "-6f8c8"],
        },
        Fixture {
            pattern: "remote-pairs",
            source: "line 213 of magictour_top1465.txt after 50 steps: the 3/5 chain f6c2-f9c2-f7c3-f7c5",
            board: || board_from_candidates(TOP1465_213_STEP50),
            applies: true,
            expected: &["-3f6c5"],
        },
        Fixture {
            pattern: "remote-pairs",
            source: "thesis figure 3.9 (the X-Wing board): no four cells share a pair",
            board: || board_from_candidates(FIGURE_3_9),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "remote-pairs",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn explanation_links_and_colours_follow_the_chain() {
        let hint = RemotePairs.find(&board_from_candidates(FIGURE_3_18), true).unwrap();
        assert_eq!(
            hint.explanation,
            "Remote Pairs on 3/7: f6c5, f6c2, f9c2 and f8c1 hold only 3/7 and each sees the next, so the 3 \
             and the 7 alternate along the chain and its ends f6c5 and f8c1, 3 links apart, hold one the 3 \
             and the other the 7; remove 3 and 7 from the cells that see both ends: f8c5."
        );
        let links: Vec<String> = hint.links.iter().map(ToString::to_string).collect();
        assert_eq!(
            links,
            [
                "f6c5(7) = f6c5(3)",
                "f6c5(3) - f6c2(3)",
                "f6c2(3) = f6c2(7)",
                "f6c2(7) - f9c2(7)",
                "f9c2(7) = f9c2(3)",
                "f9c2(3) - f8c1(3)",
                "f8c1(3) = f8c1(7)"
            ]
        );
        let colours: Vec<Role> = hint.cells.iter().map(|c| c.role).collect();
        assert_eq!(colours, [Role::ColourA, Role::ColourB, Role::ColourA, Role::ColourB, Role::Target]);
    }

    #[test]
    fn a_naked_pair_alone_is_not_a_remote_pair() {
        // Built: f1c1 and f1c2 hold only 1/2; Naked Pairs, not Remote Pairs, removes them.
        let mut board = board_from_line(EMPTY);
        for cell in [0, 1] {
            for digit in 3..=9 {
                board.eliminate(CellIndex::new(cell), Digit::new(digit).unwrap());
            }
        }
        assert!(RemotePairs.find(&board, false).is_none());
    }

    #[test]
    fn works_on_a_sixteen_sized_board() {
        // Built: f1c1, f1c5, f5c5 and f5c9 hold only 1/2; f1c9 and f5c1 see both ends.
        let geometry = Geometry::SIXTEEN;
        let mut board = PatternBoard::with_computed_candidates(&Grid::new(geometry, vec![0; 256]).unwrap());
        for (row, col) in [(0, 0), (0, 4), (4, 4), (4, 8)] {
            let cell = geometry.cell_at(row, col).unwrap();
            for digit in 3..=16 {
                board.eliminate(cell, Digit::new(digit).unwrap());
            }
        }
        let hint = RemotePairs.find(&board, false).unwrap();
        let removed: Vec<String> =
            hint.eliminations.iter().map(|e| format!("-{}{}", e.digit, e.cell)).collect();
        assert_eq!(removed, ["-1f1c9", "-2f1c9", "-1f5c1", "-2f5c1"]);
    }
}
