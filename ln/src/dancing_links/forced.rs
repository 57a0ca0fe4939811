//! What the `dlx` engine loads for a puzzle: its givens, the singles they force, and the
//! candidate moves left.
//!
//! Before searching, Algorithm X takes every column with one row left (a cell with one
//! digit left, or a digit with one place left in a row, column or block: the naked and
//! hidden singles), one search node each, until none is left; only then does it branch.
//! Those moves are in every solution, so they are found here instead, on digit masks, and
//! loaded as pre-selected rows with the givens. The matrix the search then starts from is
//! the one the dance would have reached before its first branch, and the search from there
//! is the same: same solutions in the same order, same link updates counted (the loading
//! counts the unlinks the forced moves would have made), only fewer search nodes. On an
//! easy puzzle that is the whole search.
//!
//! The singles are placed in passes over the board until a pass places none. A single that
//! an earlier placement in the same pass contradicts (its cell filled, or its digit taken
//! in one of its units) is skipped; the search then finds the contradiction on its own.

use dn::{Geometry, Grid, Unit};

/// A puzzle's moves as rows of the Sudoku matrix (`cell·side + digit index`), with the
/// buffers reused from one puzzle to the next.
#[derive(Clone, Debug)]
pub(super) struct ForcedMoves {
    side: usize,
    /// The row, column and block of each cell.
    units: Vec<[u16; 3]>,
    /// The cells of each unit: rows, then columns, then blocks, `side` cells each.
    members: Vec<u16>,
    /// The peers of each cell, `peer_count` cells each.
    peers: Vec<u16>,
    peer_count: usize,
    /// The board as the singles fill it (0 = empty).
    values: Vec<u8>,
    /// The digits (bit `digit index`) each empty cell can still take; 0 for a filled one.
    free: Vec<u32>,
    /// Cells found with one digit left, to be filled.
    naked: Vec<u16>,
    /// Whether some empty cell has no digit left (the puzzle has no solution).
    stuck: bool,
    /// The moves to pre-select: the givens, then the singles in the order placed.
    pub(super) selected: Vec<usize>,
    /// Room for every move of the board; the first `candidate_count` are the moves that
    /// fit the board once the selected ones are made, in increasing order. Written by
    /// index, so that listing them costs no growth checks.
    candidates: Vec<usize>,
    candidate_count: usize,
}

impl ForcedMoves {
    /// The buffers for boards of `geometry`.
    pub(super) fn new(geometry: Geometry) -> ForcedMoves {
        let units = geometry
            .cells()
            .map(|cell| {
                [geometry.row_of(cell), geometry.col_of(cell), geometry.block_of(cell)].map(|u| u as u16)
            })
            .collect();
        let members = geometry
            .units()
            .flat_map(|unit: Unit| geometry.cells_of(unit))
            .map(|cell| cell.index() as u16)
            .collect();
        let peers: Vec<u16> =
            geometry.cells().flat_map(|cell| geometry.peers(cell)).map(|peer| peer.index() as u16).collect();
        let cells = geometry.cell_count();
        ForcedMoves {
            side: geometry.side(),
            units,
            members,
            peer_count: peers.len() / cells,
            peers,
            values: Vec::with_capacity(cells),
            free: vec![0; cells],
            naked: Vec::with_capacity(cells),
            stuck: false,
            selected: Vec::with_capacity(cells),
            candidates: vec![0; cells * geometry.side()],
            candidate_count: 0,
        }
    }

    /// The moves that fit the board once the selected ones are made, in increasing order,
    /// as the last [`prepare`](Self::prepare) left them.
    pub(super) fn candidates(&self) -> &[usize] {
        &self.candidates[..self.candidate_count]
    }

    /// The board with the selected moves made (0 = empty), as the last
    /// [`prepare`](Self::prepare) left it.
    pub(super) fn board(&self) -> &[u8] {
        &self.values
    }

    /// Works out `puzzle`'s moves: its givens and the singles they force (unless two givens
    /// clash, when the givens alone are kept and loading will refuse them), and the
    /// candidates left.
    pub(super) fn prepare(&mut self, puzzle: &Grid) {
        let side = self.side;
        self.values.clear();
        self.values.extend_from_slice(puzzle.values());
        self.selected.clear();
        let mut used = [[0u32; 3]; 32];
        let mut clash = false;
        for (cell, &value) in self.values.iter().enumerate().filter(|&(_, &v)| v != 0) {
            let digit = usize::from(value) - 1;
            self.selected.push(cell * side + digit);
            for (kind, &unit) in self.units[cell].iter().enumerate() {
                let used = &mut used[usize::from(unit) & 31][kind];
                clash |= *used & (1 << digit) != 0;
                *used |= 1 << digit;
            }
        }
        let all = (1u32 << side) - 1;
        self.naked.clear();
        self.stuck = false;
        let cells = self.free.iter_mut().zip(&self.values).zip(&self.units);
        for (cell, ((free, &value), units)) in cells.enumerate() {
            *free = 0;
            if value == 0 {
                let [row, col, block] = units.map(|u| usize::from(u) & 31);
                *free = !(used[row][0] | used[col][1] | used[block][2]) & all;
                if single(*free) {
                    self.naked.push(cell as u16);
                }
            }
        }
        if !clash {
            self.place_singles();
        }
        let mut count = 0;
        for (cell, &free) in self.free.iter().enumerate() {
            let mut free = free;
            while free != 0 {
                self.candidates[count] = cell * side + free.trailing_zeros() as usize;
                count += 1;
                free &= free - 1;
            }
        }
        self.candidate_count = count;
    }

    /// Fills naked singles until none is left, then looks for hidden ones, until neither
    /// kind is found or a cell is left without a digit.
    fn place_singles(&mut self) {
        loop {
            while let Some(cell) = self.naked.pop() {
                let cell = usize::from(cell);
                let free = self.free[cell];
                if free != 0 {
                    self.place(cell, free.trailing_zeros() as usize);
                }
                if self.stuck {
                    return;
                }
            }
            if !self.find_hidden_singles() {
                return;
            }
        }
    }

    /// Writes digit index `digit` into the empty cell `cell`, records the move and takes
    /// the digit from the cell's peers, noting those left with one digit (or none).
    fn place(&mut self, cell: usize, digit: usize) {
        self.values[cell] = digit as u8 + 1;
        self.free[cell] = 0;
        self.selected.push(cell * self.side + digit);
        let bit = 1u32 << digit;
        let peers = &self.peers[cell * self.peer_count..(cell + 1) * self.peer_count];
        for &peer in peers {
            let free = &mut self.free[usize::from(peer)];
            if *free & bit != 0 {
                *free &= !bit;
                if single(*free) {
                    self.naked.push(peer);
                } else if *free == 0 {
                    self.stuck = true;
                }
            }
        }
    }

    /// In every unit, finds each digit with exactly one place left there and queues that
    /// place as a cell to fill with it (its other digits dropped); whether any was found.
    fn find_hidden_singles(&mut self) -> bool {
        let side = self.side;
        let mut found = false;
        for unit in self.members.chunks_exact(side) {
            let (mut once, mut twice) = (0u32, 0u32);
            for &cell in unit {
                let free = self.free[usize::from(cell)];
                twice |= once & free;
                once |= free;
            }
            let mut hidden = once & !twice;
            while hidden != 0 {
                let bit = hidden & hidden.wrapping_neg();
                hidden &= hidden - 1;
                if let Some(&cell) = unit.iter().find(|&&cell| self.free[usize::from(cell)] & bit != 0) {
                    // Two hidden digits in one cell: a contradiction, left to the search.
                    if !single(self.free[usize::from(cell)]) || self.free[usize::from(cell)] == bit {
                        self.free[usize::from(cell)] = bit;
                        self.naked.push(cell);
                        found = true;
                    }
                }
            }
        }
        found
    }
}

/// Whether the digit mask `free` holds exactly one digit (without a population count,
/// which the baseline x86-64 target lacks).
#[inline(always)]
fn single(free: u32) -> bool {
    free != 0 && free & (free - 1) == 0
}
