//! The implication graph of Forcing Chains (thesis 3.15): the extended bivalue graph and
//! the bilocation graph walked together from an assumed value of a bivalue cell.
//!
//! A node is a cell holding a value. From a node where cell `x` holds `v` a walk may take
//! - a bivalue step labelled `v` to a peer `y` with exactly two candidates `{v, w}`: `y`
//!   cannot hold `v`, so it holds `w` (a Naked Single deduction);
//! - a bilocation step labelled `n ≠ v` to `y`, where `x` and `y` are the only two cells of
//!   a shared unit with the candidate `n`: `x` does not hold `n`, so `y` does (a Hidden
//!   Single deduction).
//!
//! These are exactly the thesis' continuation rules (after a bivalue arrival the value is
//! the other candidate and the walk goes on by bivalue edges labelled with it or by
//! bilocation edges labelled otherwise; after a bilocation arrival the value is the edge's
//! digit, with the same two options), so every node of a walk is a genuine consequence of
//! the assumption: if the assumption holds in the solution, so does every node.

use dn::{CellIndex, Digit, Unit};

use super::PatternBoard;
use super::tables::{unit_at, unit_number};

/// The longest chain of steps a walk follows from its start.
pub(crate) const MAX_STEPS: u8 = 24;

/// A cell holding a value, numbered `cell · side + digit index`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Node(u32);

impl Node {
    /// The node of `cell` holding the digit with index `digit` on a board of `side`.
    #[inline]
    fn new(cell: usize, digit: usize, side: usize) -> Node {
        Node((cell * side + digit) as u32)
    }

    /// The cell.
    #[inline]
    pub(crate) fn cell(self, side: usize) -> CellIndex {
        CellIndex::new(self.0 as usize / side)
    }

    /// The value.
    #[inline]
    pub(crate) fn digit(self, side: usize) -> Digit {
        Digit::from_index(self.0 as usize % side).expect("a digit index below the side")
    }
}

/// How a node was reached in a walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// The assumption itself.
    Assumed,
    /// A bivalue step from the node `from` (whose cell holds the digit this cell loses).
    Bivalue { from: Node },
    /// A bilocation step from the node `from` inside the unit numbered `unit`.
    Bilocation { from: Node, unit: u16 },
}

impl Step {
    /// The node the step comes from, if it is not the assumption.
    pub(crate) fn from(self) -> Option<Node> {
        match self {
            Step::Assumed => None,
            Step::Bivalue { from } | Step::Bilocation { from, .. } => Some(from),
        }
    }
}

/// A step that reaches the start cell with its other value: the assumption contradicts
/// itself (the thesis' closing conditions of step 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Closing {
    /// The step arriving at the start cell.
    pub(crate) step: Step,
    /// The value it forces there (never the assumed one).
    pub(crate) value: Digit,
}

/// The nodes one walk reached, reused from walk to walk so walking allocates nothing.
pub(crate) struct Walk {
    side: usize,
    start: Node,
    reached: Vec<bool>,
    depth: Vec<u8>,
    step: Vec<Step>,
    order: Vec<Node>,
}

impl Walk {
    /// Room for walks on `board`.
    pub(crate) fn new(board: &PatternBoard) -> Walk {
        let side = board.side();
        let nodes = side * side * side;
        Walk {
            side,
            start: Node(0),
            reached: vec![false; nodes],
            depth: vec![0; nodes],
            step: vec![Step::Assumed; nodes],
            order: Vec::with_capacity(nodes),
        }
    }

    /// Whether the walk forces `node` (its cell holds its value).
    #[inline]
    pub(crate) fn has(&self, node: Node) -> bool {
        self.reached[node.0 as usize]
    }

    /// The number of steps from the start to `node`.
    #[inline]
    pub(crate) fn depth(&self, node: Node) -> usize {
        self.depth[node.0 as usize] as usize
    }

    /// The nodes reached, in the order they were reached (the start first).
    pub(crate) fn reached(&self) -> &[Node] {
        &self.order
    }

    /// The start node: the start cell holding the assumed value.
    pub(crate) fn start(&self) -> Node {
        self.start
    }

    /// The nodes from the start to `node` with the step that reached each one.
    pub(crate) fn path_to(&self, node: Node) -> Vec<(Node, Step)> {
        let mut path = Vec::with_capacity(self.depth(node) + 1);
        let mut current = Some(node);
        while let Some(n) = current {
            let step = self.step[n.0 as usize];
            path.push((n, step));
            current = step.from();
        }
        path.reverse();
        path
    }

    fn reset(&mut self, start: Node) {
        for &n in &self.order {
            self.reached[n.0 as usize] = false;
        }
        self.order.clear();
        self.start = start;
        self.reach(start, 0, Step::Assumed);
    }

    #[inline]
    fn reach(&mut self, node: Node, depth: u8, step: Step) {
        let i = node.0 as usize;
        self.reached[i] = true;
        self.depth[i] = depth;
        self.step[i] = step;
        self.order.push(node);
    }

    /// Whether the chain from the start to `node` passes through `cell`.
    fn on_path(&self, node: Node, cell: CellIndex) -> bool {
        let mut current = Some(node);
        while let Some(n) = current {
            if n.cell(self.side) == cell {
                return true;
            }
            current = self.step[n.0 as usize].from();
        }
        false
    }

    /// Records that `cell` holds the digit with index `digit`, unless the chain that gets
    /// there already passed through `cell` (chains never repeat a cell); a closing when
    /// `cell` is the start cell and the digit is not its assumed value.
    #[inline]
    fn arrive(&mut self, cell: CellIndex, digit: usize, depth: u8, step: Step) -> Option<Closing> {
        let side = self.side;
        if cell == self.start.cell(side) {
            let value = Digit::from_index(digit)?;
            return (value != self.start.digit(side)).then_some(Closing { step, value });
        }
        let node = Node::new(cell.index(), digit, side);
        if !self.has(node) && !step.from().is_some_and(|from| self.on_path(from, cell)) {
            self.reach(node, depth, step);
        }
        None
    }
}

/// The conjugate pairs of a board: for every unit and digit, the positions of the digit in
/// the unit when there are exactly two of them, else 0.
pub(crate) struct ImplicationGraph<'b> {
    board: &'b PatternBoard,
    conjugates: Vec<u32>,
}

impl<'b> ImplicationGraph<'b> {
    /// The graph of `board`.
    pub(crate) fn new(board: &'b PatternBoard) -> ImplicationGraph<'b> {
        let side = board.side();
        let mut conjugates = vec![0u32; 3 * side * side];
        for (number, unit) in board.units().enumerate() {
            let mut masks = [0u32; 25];
            for (k, &cell) in board.cells_of(unit).iter().enumerate() {
                let mut rest = board.candidates(cell).bits();
                while rest != 0 {
                    masks[rest.trailing_zeros() as usize] |= 1 << k;
                    rest &= rest - 1;
                }
            }
            for (d, &mask) in masks.iter().enumerate().take(side) {
                if dn::count_ones(mask) == 2 {
                    conjugates[number * side + d] = mask;
                }
            }
        }
        ImplicationGraph { board, conjugates }
    }

    /// The board the graph was built from.
    pub(crate) fn board(&self) -> &'b PatternBoard {
        self.board
    }

    /// The unit a bilocation step uses.
    pub(crate) fn unit(&self, number: u16) -> Unit {
        unit_at(self.board.side(), number as usize)
    }

    /// The cell paired with `cell` for the digit with index `digit` in the unit numbered
    /// `unit`, if the two are the only places of the digit there.
    #[inline]
    fn conjugate(&self, unit: usize, cell: CellIndex, digit: usize) -> Option<CellIndex> {
        let side = self.board.side();
        let mask = self.conjugates[unit * side + digit];
        if mask == 0 {
            return None;
        }
        let cells = self.board.cells_of(unit_at(side, unit));
        let first = cells[mask.trailing_zeros() as usize];
        let second = cells[(31 - mask.leading_zeros()) as usize];
        Some(if first == cell { second } else { first })
    }

    /// Walks from `start` holding `digit` (breadth first, each node reached once by a
    /// chain that repeats no cell, at most [`MAX_STEPS`] steps deep) and records every forced value in `walk`. Returns the
    /// first step that forces another value on `start`, if any.
    pub(crate) fn walk(&self, start: CellIndex, digit: Digit, walk: &mut Walk) -> Option<Closing> {
        let board = self.board;
        let side = board.side();
        walk.reset(Node::new(start.index(), digit.index(), side));
        let mut head = 0;
        while head < walk.order.len() {
            let node = walk.order[head];
            head += 1;
            let depth = walk.depth(node) as u8;
            if depth >= MAX_STEPS {
                continue;
            }
            let cell = node.cell(side);
            let v_bit = 1u32 << node.digit(side).index();
            for &peer in board.peers(cell) {
                let set = board.candidates(peer);
                let bits = set.bits();
                if bits & v_bit == 0 || set.len() != 2 {
                    continue;
                }
                let other = (bits & !v_bit).trailing_zeros() as usize;
                let closing = walk.arrive(peer, other, depth + 1, Step::Bivalue { from: node });
                if closing.is_some() {
                    return closing;
                }
            }
            let others = board.candidates(cell).bits() & !v_bit;
            for unit in board.units_of(cell) {
                let number = unit_number(side, unit);
                let mut rest = others;
                while rest != 0 {
                    let d = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    let Some(peer) = self.conjugate(number, cell, d) else { continue };
                    let step = Step::Bilocation { from: node, unit: number as u16 };
                    let closing = walk.arrive(peer, d, depth + 1, step);
                    if closing.is_some() {
                        return closing;
                    }
                }
            }
        }
        None
    }
}
