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

use dn::{CellIndex, Digit, Hint, Level, LinkKind, Role};

use super::draft::Draft;
use super::subsets::cell_list;
use super::{Pattern, PatternBoard, PatternInfo};

/// A chain of cells with the same two candidates alternates them; a cell seeing both parities loses both.
pub(crate) struct RemotePairs;

static INFO: PatternInfo = PatternInfo {
    id: "remote-pairs",
    name: "Remote Pairs",
    level: Level::Hard,
    index: 7,
    section: "3.11",
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

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        let bivalue: Vec<(CellIndex, u32)> = board
            .empty_cells()
            .map(|cell| (cell, board.candidates(cell).bits()))
            .filter(|(_, bits)| bits.count_ones() == 2)
            .collect();
        let mut group = Vec::with_capacity(bivalue.len());
        let mut search = Bfs::default();
        for (i, &(_, pair)) in bivalue.iter().enumerate() {
            if bivalue[..i].iter().any(|&(_, other)| other == pair) {
                continue;
            }
            group.clear();
            group.extend(bivalue[i..].iter().filter(|&&(_, bits)| bits == pair).map(|&(cell, _)| cell));
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
    fn in_group(&mut self, board: &PatternBoard, group: &[CellIndex], pair: u32, explain: bool) -> Option<Hint> {
        for start in 0..group.len() {
            self.run(board, group, start);
            for end in 0..group.len() {
                let d = self.distance[end];
                if d == usize::MAX || d < 3 || d % 2 == 0 {
                    continue;
                }
                let (x, y) = (group[start], group[end]);
                let target = |&cell: &CellIndex| board.sees(cell, y) && board.candidates(cell).bits() & pair != 0;
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
fn hint(board: &PatternBoard, chain: &[CellIndex], pair: u32, explain: bool) -> Option<Hint> {
    let a = Digit::from_index(pair.trailing_zeros() as usize)?;
    let b = Digit::from_index((31 - pair.leading_zeros()) as usize)?;
    let (&first, &last) = (chain.first()?, chain.last()?);
    let mut draft = Draft::new(&INFO, board);
    for (k, &cell) in chain.iter().enumerate() {
        draft.cell(cell, if k % 2 == 0 { Role::ColourA } else { Role::ColourB });
    }
    for (k, pair_of_cells) in chain.windows(2).enumerate() {
        draft.link(pair_of_cells[0], pair_of_cells[1], if k % 2 == 0 { a } else { b }, LinkKind::Bivalue);
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
    use crate::patterns::fixtures::Fixture;

    pub(super) static FIXTURES: [Fixture; 0] = [];
}
