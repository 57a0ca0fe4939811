//! Conjugate chains for the Coloring patterns (thesis 3.10.1), shared by Simple Coloring
//! and Multi-Colors.
//!
//! For one digit, two cells are conjugate when they are the only places of the digit in a
//! unit: exactly one of them holds it. The conjugate pairs link cells into chains
//! ("cadenas conjugadas", here clusters); colouring each cluster with two alternating
//! colours splits it into two sets of which exactly one holds the digit. A cluster whose
//! links close an odd loop cannot be two-coloured (the candidates are already wrong) and is
//! marked inconsistent so that no pattern draws a conclusion from it.

use dn::{CellIndex, CellSet, Digit, Role};

use super::PatternBoard;
use super::draft::Draft;
use super::subsets::cell_list;

/// No cell: the end of a partner list or a chain's first cell's parent.
const NONE: u16 = u16::MAX;

/// The conjugate clusters of one digit, two-coloured; the buffers are reused from digit to
/// digit.
pub(crate) struct Clusters {
    /// Per cell: 0 when not coloured, else `cluster * 2 + colour + 1`.
    label: Vec<u16>,
    /// Per cell: its conjugate partners (one per unit at most), `NONE`-padded.
    partners: Vec<[u16; 3]>,
    /// The coloured cells, cluster after cluster, each cluster in breadth-first order.
    cells: Vec<CellIndex>,
    /// Parallel to `cells`: the cell it was reached from (`NONE` for a cluster's first).
    parents: Vec<u16>,
    /// Cluster `k` is `cells[starts[k]..starts[k + 1]]`.
    starts: Vec<usize>,
    /// Whether cluster `k` is properly two-coloured.
    consistent: Vec<bool>,
}

/// One colour of one cluster.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Colour {
    /// The cluster's number.
    pub(crate) cluster: usize,
    /// 0 or 1.
    pub(crate) side: u8,
}

impl Colour {
    /// The conjugate colour: the other colour of the same cluster.
    pub(crate) fn other(self) -> Colour {
        Colour { cluster: self.cluster, side: 1 - self.side }
    }

    /// The per-cell label of the colour.
    fn label(self) -> u16 {
        (self.cluster * 2 + self.side as usize + 1) as u16
    }
}

impl Clusters {
    /// Empty buffers for boards the size of `board`.
    pub(crate) fn new(board: &PatternBoard) -> Clusters {
        let cells = board.geometry().cell_count();
        Clusters {
            label: vec![0; cells],
            partners: vec![[NONE; 3]; cells],
            cells: Vec::with_capacity(cells),
            parents: Vec::with_capacity(cells),
            starts: Vec::with_capacity(cells / 2 + 1),
            consistent: Vec::with_capacity(cells / 2),
        }
    }

    /// Builds and colours the clusters of `digit` on `board`.
    pub(crate) fn build(&mut self, board: &PatternBoard, digit: Digit) {
        self.label.fill(0);
        self.partners.fill([NONE; 3]);
        self.cells.clear();
        self.parents.clear();
        self.starts.clear();
        self.consistent.clear();
        self.link_conjugates(board, digit);
        self.starts.push(0);
        for cell in 0..self.label.len() {
            if self.label[cell] == 0 && self.partners[cell][0] != NONE {
                self.colour_cluster(cell);
            }
        }
    }

    /// Records every conjugate pair of `digit` as partners.
    fn link_conjugates(&mut self, board: &PatternBoard, digit: Digit) {
        let places = board.places_by_unit(digit);
        for unit in 0..3 * board.side() {
            if let Some([a, b]) = places.pair(unit) {
                let (a, b) = (a.index() as u16, b.index() as u16);
                self.add_partner(a, b);
                self.add_partner(b, a);
            }
        }
    }

    /// Adds `partner` to `cell`'s partners unless already there.
    fn add_partner(&mut self, cell: u16, partner: u16) {
        let slots = &mut self.partners[cell as usize];
        if let Some(slot) = slots.iter_mut().find(|slot| **slot == NONE || **slot == partner) {
            *slot = partner;
        }
    }

    /// Colours the cluster of `first` breadth-first, alternating colours.
    fn colour_cluster(&mut self, first: usize) {
        let cluster = self.starts.len() - 1;
        let base = (cluster * 2 + 1) as u16;
        let mut consistent = true;
        self.label[first] = base;
        self.cells.push(CellIndex::new(first));
        self.parents.push(NONE);
        let mut next = self.cells.len() - 1;
        while next < self.cells.len() {
            let cell = self.cells[next].index();
            let opposite = if self.label[cell] == base { base + 1 } else { base };
            for partner in self.partners[cell].into_iter().take_while(|&p| p != NONE) {
                let label = &mut self.label[partner as usize];
                if *label == 0 {
                    *label = opposite;
                    self.cells.push(CellIndex::new(partner as usize));
                    self.parents.push(cell as u16);
                } else if *label != opposite {
                    consistent = false;
                }
            }
            next += 1;
        }
        self.starts.push(self.cells.len());
        self.consistent.push(consistent);
    }

    /// The number of clusters.
    pub(crate) fn count(&self) -> usize {
        self.consistent.len()
    }

    /// Whether cluster `k` is two-coloured without contradiction (only those are usable).
    pub(crate) fn is_consistent(&self, k: usize) -> bool {
        self.consistent[k]
    }

    /// The cells of cluster `k`.
    pub(crate) fn cluster_cells(&self, k: usize) -> &[CellIndex] {
        &self.cells[self.starts[k]..self.starts[k + 1]]
    }

    /// The cells of `colour`.
    pub(crate) fn cells_of(&self, colour: Colour) -> impl Iterator<Item = CellIndex> + '_ {
        let label = colour.label();
        self.cluster_cells(colour.cluster).iter().copied().filter(move |c| self.label[c.index()] == label)
    }

    /// Whether `cell` has `colour` (the searches read the colours' sets instead).
    #[cfg(test)]
    pub(crate) fn has_colour(&self, cell: CellIndex, colour: Colour) -> bool {
        self.label[cell.index()] == colour.label()
    }

    /// The cells of `colour` as a set, and the cells that see one of them (a cell sees a
    /// cell of `colour` exactly when it is a peer of one: [`Clusters::seen_cell`] finds one).
    pub(crate) fn colour_and_seen(&self, board: &PatternBoard, colour: Colour) -> (CellSet, CellSet) {
        let (mut cells, mut seen) = (CellSet::EMPTY, CellSet::EMPTY);
        for cell in self.cells_of(colour) {
            cells.insert(cell);
            seen |= *board.peer_set(cell);
        }
        (cells, seen)
    }

    /// A cell of `colour` that `cell` sees, if any.
    pub(crate) fn seen_cell(
        &self,
        board: &PatternBoard,
        cell: CellIndex,
        colour: Colour,
    ) -> Option<CellIndex> {
        let label = colour.label();
        board.peers(cell).iter().copied().find(|peer| self.label[peer.index()] == label)
    }

    /// Two cells of the same colour `colour` that see each other, if any.
    pub(crate) fn clash(&self, board: &PatternBoard, colour: Colour) -> Option<(CellIndex, CellIndex)> {
        self.related(board, colour, colour)
    }

    /// A cell of `a` that sees a (different) cell of `b`, with that cell, if any.
    pub(crate) fn related(
        &self,
        board: &PatternBoard,
        a: Colour,
        b: Colour,
    ) -> Option<(CellIndex, CellIndex)> {
        self.cells_of(a).find_map(|cell| self.seen_cell(board, cell, b).map(|seen| (cell, seen)))
    }

    /// Adds the conjugate links of `digit` in cluster `k` to `draft`, as bilocation links
    /// from the cell each was reached from.
    pub(crate) fn add_links(&self, draft: &mut Draft<'_>, k: usize, digit: Digit) {
        for i in self.starts[k]..self.starts[k + 1] {
            if self.parents[i] != NONE {
                let from = CellIndex::new(self.parents[i] as usize);
                draft.strong(from, self.cells[i], digit);
            }
        }
    }

    /// Adds the cells of `colour` to `draft` with `role`.
    pub(crate) fn add_cells(&self, draft: &mut Draft<'_>, colour: Colour, role: Role) {
        draft.cells(self.cells_of(colour), role);
    }

    /// "f1c1, f2c3 and f5c5": the cells of `colour`.
    pub(crate) fn describe(&self, board: &PatternBoard, colour: Colour) -> String {
        cell_list(board, self.cells_of(colour))
    }
}

/// Test boards for the Coloring patterns.
#[cfg(test)]
pub(crate) mod boards {
    use dn::{CandidateSet, Digit, Geometry, SudokuDN};

    use crate::patterns::PatternBoard;
    use crate::patterns::fixtures::{board_from_line, cell};

    /// The first six puzzles of magictour_top1465.txt with their candidates, each followed
    /// by the same board with every cell's candidates cut to its first three.
    pub(crate) fn top1465_and_cut() -> Vec<PatternBoard> {
        let mut boards = Vec::new();
        for line in [
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
            "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........",
            "3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....",
            "5..7..6....38...........2..62.4............917............35.8.4.....1......9....",
            "4..7..6....38...........2..62.5............917............43.8.5.....1......9....",
        ] {
            let board = board_from_line(line);
            let mut cut = board.clone();
            for cell in board.geometry().cells() {
                let keep: CandidateSet = board.candidates(cell).iter().take(3).collect();
                for digit in board.candidates(cell) - keep {
                    cut.eliminate(cell, digit);
                }
            }
            boards.extend([board, cut]);
        }
        boards
    }

    /// An empty 4×4 board where every cell may hold 2, 3 or 4, and 1 only in `ones`: the
    /// other digits have four places in every unit, so only 1 has conjugate pairs.
    pub(crate) fn four_by_four_with_ones(ones: &[&str]) -> PatternBoard {
        let geometry = Geometry::new(2).expect("the 4×4 size");
        let mut board = SudokuDN::empty(geometry);
        let digit = |d| Digit::new(d).expect("a digit");
        let others: CandidateSet = [2, 3, 4].into_iter().map(digit).collect();
        for position in geometry.cells() {
            board[position].candidates = others;
        }
        for name in ones {
            let position = geometry.cell_of(cell(name)).expect("a 4×4 cell");
            board[position].candidates.insert(digit(1));
        }
        PatternBoard::from_dn(&board)
    }
}
