//! What an assumption forces, with the reason for every step: the propagation of Forcing
//! Nets. An assumed value is placed in a copy of the candidates, and every Naked and Hidden
//! Single it causes follows, one after another, until none is left or the board runs into a
//! contradiction (a cell without candidates, a digit without a place in a unit).
//!
//! Unlike a chain, a step of a net may rest on several earlier steps (a cell whose last
//! three candidates were taken by three different placements). So every removed candidate
//! remembers the placement that removed it, and [`Net::needed`] walks back from a
//! conclusion to the placements it really rests on: the net that is shown, and whose size
//! rates it. Each placement is a consequence of the assumption and the placements before
//! it, so if the assumption holds in the solution, every placement does; a contradiction
//! proves the assumption false.

use std::sync::OnceLock;

use dn::{CellIndex, Digit, Geometry, Unit};

use super::PatternBoard;
use super::tables::{Tables, unit_at};

mod quick;

pub(crate) use quick::QuickNet;

/// The mark of a candidate no placement removed.
const KEPT: u16 = u16::MAX;

/// The mark of a candidate removed before the assumption (see [`Net::propagate_after`]).
const GIVEN: u16 = u16::MAX - 1;

/// Why a net placed a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reason {
    /// The assumption.
    Assumed,
    /// The cell had no other candidate left.
    NakedSingle,
    /// The digit had no other place left in the unit (numbered in table order).
    HiddenSingle(u16),
}

/// One placement of a net.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Placed {
    /// The cell.
    pub(crate) cell: CellIndex,
    /// The value.
    pub(crate) digit: Digit,
    /// Why.
    pub(crate) reason: Reason,
    /// For a Naked Single, the cell whose placement took the cell's last other candidate;
    /// for a Hidden Single, the cell of the unit that lost the digit's last other place.
    pub(crate) cause: Option<CellIndex>,
}

/// What a net ran into that cannot happen in a solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Contradiction {
    /// The cell has no candidate left.
    EmptyCell(CellIndex),
    /// The digit has no place left in the unit.
    NoPlace(Unit, Digit),
}

/// A conclusion a net reaches: a cell holding a value, or a cell not holding one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Conclusion {
    /// The cell holds the digit.
    Holds(CellIndex, Digit),
    /// The cell does not hold the digit.
    Lacks(CellIndex, Digit),
}

/// A queued single: cell, digit index, reason and cause.
type Pending = (CellIndex, usize, Reason, Option<CellIndex>);

/// The propagation of one assumption at a time on one board; reused from assumption to
/// assumption so that propagating allocates nothing.
pub(crate) struct Net {
    tables: &'static Tables,
    /// Each cell's position in its three units (see [`unit_positions`]).
    positions: &'static [[u8; 3]],
    side: usize,
    base_candidates: Vec<u32>,
    base_places: Vec<u32>,
    base_done: Vec<u32>,
    candidates: Vec<u32>,
    /// For each unit and digit (`number * side + digit`), the positions in the unit (bits,
    /// in table order) of the cells that still have the digit; exact where the digit is not
    /// done in the unit (and not updated once it is).
    places: Vec<u32>,
    done: Vec<u32>,
    /// Room for a set of cells as bits, empty between uses.
    peer_words: Vec<u64>,
    values: Vec<u8>,
    removed_by: Vec<u16>,
    /// The entries of `removed_by` the current assumption wrote, so that the next one
    /// clears only those (a reset costs what the propagation did, on any board size).
    written: Vec<usize>,
    queue: Vec<Pending>,
    steps: Vec<Placed>,
    contradiction: Option<Contradiction>,
    marks: Vec<bool>,
    /// The most placements one assumption makes (the assumption included).
    limit: usize,
    /// Whether removals are recorded (see [`lean`](Net::lean)).
    record: bool,
}

impl Net {
    /// Room for nets on `board`, whose candidates every assumption starts from.
    pub(crate) fn new(board: &PatternBoard) -> Net {
        Net::bounded(board, usize::MAX)
    }

    /// Like [`new`](Net::new), but the net does not record which placement removed each
    /// candidate: its steps, values, candidates and contradiction are the same, but
    /// [`reaches`](Net::reaches) a removal, [`needed_for`](Net::needed_for),
    /// [`needed_for_contradiction`](Net::needed_for_contradiction),
    /// [`remover`](Net::remover) and [`removed`](Net::removed) may not be asked. For the
    /// searches that only ask whether an assumption contradicts and how far it goes.
    pub(crate) fn lean(board: &PatternBoard) -> Net {
        Net { record: false, ..Net::new(board) }
    }

    /// Like [`new`](Net::new), but every assumption stops after `limit` placements (the
    /// assumption included): the bounded propagation of Forcing Chains.
    pub(crate) fn bounded(board: &PatternBoard, limit: usize) -> Net {
        let side = board.side();
        let tables = Tables::of(board.geometry());
        let cells = side * side;
        let base_candidates: Vec<u32> =
            (0..cells).map(|i| board.candidates(CellIndex::new(i)).bits()).collect();
        let mut base_places = vec![0u32; 3 * side * side];
        let mut base_done = vec![0u32; 3 * side];
        let full = (1u32 << side) - 1;
        for (number, cells) in tables.unit_cells.iter().enumerate() {
            let mut seen = 0u32;
            for (position, cell) in cells.iter().enumerate() {
                let mut rest = base_candidates[cell.index()];
                seen |= rest;
                while rest != 0 {
                    base_places[number * side + rest.trailing_zeros() as usize] |= 1 << position;
                    rest &= rest - 1;
                }
            }
            let placed = cells.iter().filter_map(|&c| board.value(c)).fold(0, |m, d| m | 1 << d.index());
            base_done[number] = full & (placed | !seen);
        }
        Net {
            tables,
            positions: unit_positions(board.geometry()),
            side,
            candidates: base_candidates.clone(),
            places: base_places.clone(),
            done: base_done.clone(),
            base_candidates,
            base_places,
            base_done,
            values: vec![0; cells],
            peer_words: vec![0; cells.div_ceil(64)],
            removed_by: vec![KEPT; cells * side],
            written: Vec::with_capacity(cells),
            queue: Vec::with_capacity(cells),
            steps: Vec::with_capacity(cells),
            contradiction: None,
            marks: Vec::with_capacity(cells),
            limit,
            record: true,
        }
    }

    /// The placements, the assumption first.
    pub(crate) fn steps(&self) -> &[Placed] {
        &self.steps
    }

    /// The contradiction the net ran into, if any.
    pub(crate) fn contradiction(&self) -> Option<Contradiction> {
        self.contradiction
    }

    /// Whether the board had the candidate `digit` (by index) in `cell` before the assumption.
    #[inline]
    pub(crate) fn had(&self, cell: usize, digit: usize) -> bool {
        self.base_candidates[cell] & (1 << digit) != 0
    }

    /// The value the net placed in `cell`, if any.
    #[inline]
    pub(crate) fn value(&self, cell: CellIndex) -> Option<Digit> {
        Digit::new(self.values[cell.index()])
    }

    /// The values the net placed, cell by cell (the digit plus one, or 0).
    pub(crate) fn values(&self) -> &[u8] {
        &self.values
    }

    /// The candidates the net left, cell by cell (placed cells have none).
    pub(crate) fn candidates(&self) -> &[u32] {
        &self.candidates
    }

    /// The board's candidates the last assumption removed (its givens included, a placed
    /// value not), each as `cell * side + digit index`, in the order removed.
    pub(crate) fn removed(&self) -> &[usize] {
        debug_assert!(self.record, "a lean net records no removals");
        &self.written
    }

    /// Assumes `start` holds `digit` and applies the singles that follow, until none is
    /// left, a contradiction appears or the net's placement limit is reached.
    pub(crate) fn propagate(&mut self, start: CellIndex, digit: Digit) {
        self.propagate_after(&[], start, digit);
    }

    /// Removes the candidates `removed` (known false under the assumption), then assumes
    /// `start` holds `digit` and applies the singles that follow both. A removed candidate
    /// is a given of the net: [`needed_for`](Net::needed_for) does not walk past it.
    pub(crate) fn propagate_after(&mut self, removed: &[(CellIndex, Digit)], start: CellIndex, digit: Digit) {
        self.reset();
        let (mut state, _) = self.state();
        for &(cell, lost) in removed {
            let (i, e) = (cell.index(), lost.index());
            if state.candidates[i] & (1 << e) == 0 {
                continue;
            }
            state.candidates[i] &= !(1 << e);
            state.mark_removed(i * state.side + e, GIVEN);
            match state.candidates[i] {
                0 if state.values[i] == 0 => *state.contradiction = Some(Contradiction::EmptyCell(cell)),
                left if left & (left - 1) == 0 => {
                    state.queue.push((cell, left.trailing_zeros() as usize, Reason::NakedSingle, None));
                }
                _ => {}
            }
            state.lose(cell, e);
        }
        self.queue.push((start, digit.index(), Reason::Assumed, None));
        self.run();
    }

    /// Clears the previous assumption's placements and removals.
    fn reset(&mut self) {
        for step in &self.steps {
            self.values[step.cell.index()] = 0;
        }
        self.candidates.copy_from_slice(&self.base_candidates);
        self.places.copy_from_slice(&self.base_places);
        self.done.copy_from_slice(&self.base_done);
        for &entry in &self.written {
            self.removed_by[entry] = KEPT;
        }
        self.written.clear();
        self.steps.clear();
        self.queue.clear();
        self.contradiction = None;
    }

    /// Applies the queued singles until none is left or a contradiction appears.
    fn run(&mut self) {
        let mut head = 0;
        while head < self.queue.len() && self.contradiction.is_none() && self.steps.len() < self.limit {
            let (cell, d, reason, cause) = self.queue[head];
            head += 1;
            if self.values[cell.index()] == d as u8 + 1 {
                continue;
            }
            if self.candidates[cell.index()] & (1 << d) == 0 {
                let digit = Digit::from_index(d).expect("a digit index below the side");
                self.contradiction = Some(match reason {
                    Reason::HiddenSingle(unit) => {
                        Contradiction::NoPlace(unit_at(self.side, unit.into()), digit)
                    }
                    _ => Contradiction::EmptyCell(cell),
                });
                break;
            }
            self.place(cell, d, reason, cause);
        }
    }

    /// Places the digit with index `d` in `cell`, removes it from the peers and queues the
    /// singles this leaves.
    fn place(&mut self, cell: CellIndex, d: usize, reason: Reason, cause: Option<CellIndex>) {
        let at = self.steps.len() as u16;
        let digit = Digit::from_index(d).expect("a digit index below the side");
        self.steps.push(Placed { cell, digit, reason, cause });
        for &unit in &self.tables.cell_units[cell.index()] {
            self.done[unit] |= 1 << d;
        }
        let (mut state, peer_words) = self.state();
        let side = state.side;
        state.values[cell.index()] = d as u8 + 1;
        let others = state.candidates[cell.index()] & !(1 << d);
        state.candidates[cell.index()] = 0;
        let mut rest = others;
        while rest != 0 {
            let e = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            state.mark_removed(cell.index() * side + e, at);
            state.lose(cell, e);
        }
        // The peers that still have the digit, in board order: the cells of the three
        // units' places of it (exact, the digit was not done in them) other than `cell`.
        let (mut low, mut high) = (usize::MAX, 0);
        let positions = state.positions[cell.index()];
        for (k, &number) in state.tables.cell_units[cell.index()].iter().enumerate() {
            let mut rest = state.places[number * side + d] & !(1 << positions[k]);
            while rest != 0 {
                let peer = state.tables.unit_cells[number][rest.trailing_zeros() as usize].index();
                rest &= rest - 1;
                peer_words[peer / 64] |= 1 << (peer % 64);
                low = low.min(peer / 64);
                high = high.max(peer / 64);
            }
        }
        let words = if low <= high { &mut peer_words[low..=high] } else { &mut [] };
        for (offset, slot) in words.iter_mut().enumerate() {
            let word = low + offset;
            let mut bits = std::mem::take(slot);
            while bits != 0 {
                let peer = CellIndex::new(word * 64 + bits.trailing_zeros() as usize);
                bits &= bits - 1;
                let left = state.candidates[peer.index()] & !(1 << d);
                state.candidates[peer.index()] = left;
                state.mark_removed(peer.index() * side + d, at);
                if left == 0 {
                    *state.contradiction = Some(Contradiction::EmptyCell(peer));
                } else if left & (left - 1) == 0 {
                    let single = left.trailing_zeros() as usize;
                    state.queue.push((peer, single, Reason::NakedSingle, Some(cell)));
                }
                state.lose(peer, d);
            }
        }
    }

    /// The parts a removal changes, borrowed apart (see [`State`]), and the room for a set
    /// of cells.
    fn state(&mut self) -> (State<'_>, &mut [u64]) {
        let state = State {
            tables: self.tables,
            positions: self.positions,
            side: self.side,
            values: &mut self.values,
            candidates: &mut self.candidates,
            places: &mut self.places,
            done: &self.done,
            removed_by: &mut self.removed_by,
            written: &mut self.written,
            record: self.record,
            queue: &mut self.queue,
            contradiction: &mut self.contradiction,
        };
        (state, &mut self.peer_words)
    }

    /// Whether the net reaches `conclusion` (without a contradiction).
    pub(crate) fn reaches(&self, conclusion: Conclusion) -> bool {
        debug_assert!(self.record, "a lean net records no removals");
        match conclusion {
            Conclusion::Holds(cell, digit) => self.values[cell.index()] == digit.get(),
            Conclusion::Lacks(cell, digit) => {
                self.removed_by[cell.index() * self.side + digit.index()] != KEPT
            }
        }
    }

    /// The placements (by position in [`steps`](Net::steps), in order) that `conclusion`
    /// rests on, the assumption included; empty when the net does not reach it.
    pub(crate) fn needed_for(&mut self, conclusion: Conclusion) -> Vec<usize> {
        if !self.reaches(conclusion) {
            return Vec::new();
        }
        let root = match conclusion {
            Conclusion::Holds(cell, _) => self.steps.iter().position(|s| s.cell == cell),
            Conclusion::Lacks(cell, digit) => {
                Some(self.removed_by[cell.index() * self.side + digit.index()] as usize)
            }
        };
        self.needed(root.into_iter().collect())
    }

    /// The placements the contradiction rests on, in order; empty without a contradiction.
    pub(crate) fn needed_for_contradiction(&mut self) -> Vec<usize> {
        debug_assert!(self.record, "a lean net records no removals");
        let side = self.side;
        let roots: Vec<usize> = match self.contradiction {
            None => return Vec::new(),
            Some(Contradiction::EmptyCell(cell)) => (0..side)
                .filter(|&e| self.had(cell.index(), e))
                .map(|e| self.removed_by[cell.index() * side + e] as usize)
                .collect(),
            Some(Contradiction::NoPlace(unit, digit)) => {
                let number = super::tables::unit_number(side, unit);
                self.tables.unit_cells[number]
                    .iter()
                    .filter(|c| self.had(c.index(), digit.index()))
                    .map(|c| self.removed_by[c.index() * side + digit.index()] as usize)
                    .collect()
            }
        };
        self.needed(roots)
    }

    /// The placements `roots` rest on (themselves included), in order: a Naked Single rests
    /// on the placements that took the cell's other candidates, a Hidden Single on those that
    /// took the digit from the unit's other cells.
    fn needed(&mut self, mut stack: Vec<usize>) -> Vec<usize> {
        let side = self.side;
        self.marks.clear();
        self.marks.resize(self.steps.len(), false);
        while let Some(at) = stack.pop() {
            if at >= self.steps.len() || self.marks[at] {
                continue;
            }
            self.marks[at] = true;
            let Placed { cell, digit, reason, .. } = self.steps[at];
            match reason {
                Reason::Assumed => {}
                Reason::NakedSingle => {
                    for e in (0..side).filter(|&e| e != digit.index() && self.had(cell.index(), e)) {
                        stack.push(self.removed_by[cell.index() * side + e] as usize);
                    }
                }
                Reason::HiddenSingle(unit) => {
                    for other in &self.tables.unit_cells[unit as usize] {
                        if *other != cell && self.had(other.index(), digit.index()) {
                            stack.push(self.removed_by[other.index() * side + digit.index()] as usize);
                        }
                    }
                }
            }
        }
        (0..self.steps.len()).filter(|&at| self.marks[at]).collect()
    }

    /// The unit numbered `number` in table order.
    pub(crate) fn unit(&self, number: u16) -> Unit {
        unit_at(self.side, number.into())
    }

    /// The placement that removed the candidate `digit` from `cell`, with its position in
    /// [`steps`](Net::steps), if one did.
    pub(crate) fn remover(&self, cell: CellIndex, digit: Digit) -> Option<(usize, Placed)> {
        debug_assert!(self.record, "a lean net records no removals");
        let at = self.removed_by[cell.index() * self.side + digit.index()] as usize;
        Some((at, *self.steps.get(at)?))
    }

    /// The number of cells in a unit (and of digits).
    pub(crate) fn side(&self) -> usize {
        self.side
    }

    /// The cells of the unit numbered `number` in table order.
    pub(crate) fn unit_cells(&self, number: u16) -> &'static [CellIndex] {
        &self.tables.unit_cells[number as usize]
    }
}

/// The parts of a [`Net`] that placing a value and removing candidates change, each borrowed
/// on its own so that the loops keep them at hand instead of reading them through the net.
struct State<'a> {
    tables: &'static Tables,
    positions: &'static [[u8; 3]],
    side: usize,
    values: &'a mut [u8],
    candidates: &'a mut [u32],
    places: &'a mut [u32],
    done: &'a [u32],
    removed_by: &'a mut [u16],
    written: &'a mut Vec<usize>,
    record: bool,
    queue: &'a mut Vec<Pending>,
    contradiction: &'a mut Option<Contradiction>,
}

impl State<'_> {
    /// Notes that `by` (a placement's position, or [`GIVEN`]) removed the candidate at
    /// `entry` of `removed_by`.
    #[inline(always)]
    fn mark_removed(&mut self, entry: usize, by: u16) {
        if self.record {
            self.removed_by[entry] = by;
            self.written.push(entry);
        }
    }

    /// Notes that `cell` lost the digit with index `e` in each of its units, queueing a
    /// Hidden Single or noting a contradiction when the digit is left with one place or none.
    #[inline(always)]
    fn lose(&mut self, cell: CellIndex, e: usize) {
        let side = self.side;
        let positions = self.positions[cell.index()];
        for (k, &number) in self.tables.cell_units[cell.index()].iter().enumerate() {
            if self.done[number] & (1 << e) != 0 {
                continue;
            }
            let places = &mut self.places[number * side + e];
            *places &= !(1 << positions[k]);
            let left = *places;
            if left == 0 {
                let digit = Digit::from_index(e).expect("a digit index below the side");
                *self.contradiction = Some(Contradiction::NoPlace(unit_at(side, number), digit));
            } else if left & (left - 1) == 0 {
                let only = self.tables.unit_cells[number][left.trailing_zeros() as usize];
                self.queue.push((only, e, Reason::HiddenSingle(number as u16), Some(cell)));
            }
        }
    }
}

/// Each cell's position in its row, column and block (in the order of the tables' units of
/// the cell): the bit of the cell in [`Net`]'s places of those units. Built once per size.
fn unit_positions(geometry: Geometry) -> &'static [[u8; 3]] {
    static POSITIONS: [OnceLock<Vec<[u8; 3]>>; 4] = [const { OnceLock::new() }; 4];
    POSITIONS[geometry.box_size() - 2].get_or_init(|| {
        let tables = Tables::of(geometry);
        let mut positions = vec![[0u8; 3]; tables.cell_units.len()];
        for (number, cells) in tables.unit_cells.iter().enumerate() {
            for (position, cell) in cells.iter().enumerate() {
                let k = tables.cell_units[cell.index()]
                    .iter()
                    .position(|&n| n == number)
                    .expect("a unit of the cell");
                positions[cell.index()][k] = position as u8;
            }
        }
        positions
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, FIGURE_3_25, board_from_candidates, board_from_line, cell};

    /// Line 1 of magictour_top1465.txt, before any step.
    const TOP1465_1: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    /// The propagation by its definition, read cell by cell: the peers that lose the digit
    /// in board order, a unit's places of a digit counted by scanning it. The placements,
    /// the contradiction and the candidates left.
    fn by_definition(
        board: &PatternBoard,
        start: CellIndex,
        digit: Digit,
    ) -> (Vec<Placed>, Option<Contradiction>, Vec<u32>) {
        let (side, tables) = (board.side(), Tables::of(board.geometry()));
        let mut candidates: Vec<u32> =
            (0..side * side).map(|i| board.candidates(CellIndex::new(i)).bits()).collect();
        let mut done: Vec<u32> = tables
            .unit_cells
            .iter()
            .map(|cells| {
                let held = cells.iter().filter_map(|&c| board.value(c)).fold(0, |m, d| m | 1 << d.index());
                let seen = cells.iter().fold(0, |m, c| m | candidates[c.index()]);
                ((1 << side) - 1) & (held | !seen)
            })
            .collect();
        let (mut steps, mut contradiction) = (Vec::new(), None);
        let mut queue: Vec<Pending> = vec![(start, digit.index(), Reason::Assumed, None)];
        let lose = |candidates: &[u32],
                    done: &[u32],
                    cell: CellIndex,
                    e: usize,
                    queue: &mut Vec<Pending>,
                    contradiction: &mut Option<Contradiction>| {
            for &number in &tables.cell_units[cell.index()] {
                if done[number] & (1 << e) != 0 {
                    continue;
                }
                let left: Vec<CellIndex> = tables.unit_cells[number]
                    .iter()
                    .copied()
                    .filter(|c| candidates[c.index()] & (1 << e) != 0)
                    .collect();
                match left[..] {
                    [] => {
                        *contradiction =
                            Some(Contradiction::NoPlace(unit_at(side, number), Digit::from_index(e).unwrap()))
                    }
                    [only] => queue.push((only, e, Reason::HiddenSingle(number as u16), Some(cell))),
                    _ => {}
                }
            }
        };
        let mut head = 0;
        while head < queue.len() && contradiction.is_none() {
            let (cell, d, reason, cause) = queue[head];
            head += 1;
            if steps.iter().any(|p: &Placed| p.cell == cell && p.digit.index() == d) {
                continue;
            }
            if candidates[cell.index()] & (1 << d) == 0 {
                contradiction = Some(match reason {
                    Reason::HiddenSingle(unit) => {
                        Contradiction::NoPlace(unit_at(side, unit.into()), Digit::from_index(d).unwrap())
                    }
                    _ => Contradiction::EmptyCell(cell),
                });
                break;
            }
            steps.push(Placed { cell, digit: Digit::from_index(d).unwrap(), reason, cause });
            let others = candidates[cell.index()] & !(1 << d);
            candidates[cell.index()] = 0;
            for &unit in &tables.cell_units[cell.index()] {
                done[unit] |= 1 << d;
            }
            for e in (0..side).filter(|&e| others & (1 << e) != 0) {
                lose(&candidates, &done, cell, e, &mut queue, &mut contradiction);
            }
            for &peer in &tables.peers[cell.index()] {
                if candidates[peer.index()] & (1 << d) == 0 {
                    continue;
                }
                candidates[peer.index()] &= !(1 << d);
                match candidates[peer.index()] {
                    0 => contradiction = Some(Contradiction::EmptyCell(peer)),
                    left if left.is_power_of_two() => {
                        queue.push((peer, left.trailing_zeros() as usize, Reason::NakedSingle, Some(cell)));
                    }
                    _ => {}
                }
                lose(&candidates, &done, peer, d, &mut queue, &mut contradiction);
            }
        }
        (steps, contradiction, candidates)
    }

    #[test]
    fn every_assumption_propagates_as_its_definition_does() {
        for board in [board_from_candidates(FIGURE_3_25), board_from_line(TOP1465_1), board_from_line(EMPTY)]
        {
            let mut net = Net::new(&board);
            for cell in board.empty_cells() {
                for digit in board.candidates(cell) {
                    net.propagate(cell, digit);
                    let (steps, contradiction, candidates) = by_definition(&board, cell, digit);
                    assert_eq!(
                        (net.steps(), net.contradiction()),
                        (&steps[..], contradiction),
                        "{digit} in {cell:?}"
                    );
                    assert_eq!(net.candidates(), &candidates[..]);
                }
            }
        }
    }

    #[test]
    fn a_lean_net_propagates_as_a_recording_one() {
        for board in [board_from_candidates(FIGURE_3_25), board_from_line(TOP1465_1)] {
            let (mut full, mut lean) = (Net::new(&board), Net::lean(&board));
            let removed = [(
                board.empty_cells().nth(3).unwrap(),
                board.candidates(board.empty_cells().nth(3).unwrap()).iter().next().unwrap(),
            )];
            for cell in board.empty_cells() {
                for digit in board.candidates(cell) {
                    for given in [&removed[..0], &removed[..]] {
                        full.propagate_after(given, cell, digit);
                        lean.propagate_after(given, cell, digit);
                        assert_eq!(
                            (full.steps(), full.contradiction()),
                            (lean.steps(), lean.contradiction())
                        );
                        assert_eq!((full.values(), full.candidates()), (lean.values(), lean.candidates()));
                    }
                }
            }
            assert!(lean.written.is_empty() && lean.removed_by.iter().all(|&by| by == KEPT));
        }
    }

    #[test]
    fn the_places_of_each_open_unit_and_digit_are_the_cells_left_with_it() {
        for board in [board_from_candidates(FIGURE_3_25), board_from_line(TOP1465_1)] {
            let mut net = Net::new(&board);
            let side = net.side;
            for cell in board.empty_cells() {
                for digit in board.candidates(cell) {
                    net.propagate(cell, digit);
                    for (number, cells) in net.tables.unit_cells.iter().enumerate() {
                        for e in (0..side).filter(|&e| net.done[number] & (1 << e) == 0) {
                            let left = cells
                                .iter()
                                .enumerate()
                                .filter(|(_, c)| net.candidates[c.index()] & (1 << e) != 0)
                                .fold(0u32, |m, (p, _)| m | 1 << p);
                            assert_eq!(net.places[number * side + e], left, "unit {number}, digit {e}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_false_value_contradicts_and_the_net_names_what_it_rests_on() {
        let board = board_from_candidates(FIGURE_3_25);
        let at = |name| board.geometry().cell_of(cell(name)).unwrap();
        let mut net = Net::new(&board);
        net.propagate(at("f6c6"), Digit::new(1).unwrap());
        assert!(net.contradiction().is_some());
        let needed = net.needed_for_contradiction();
        assert_eq!(needed.first(), Some(&0), "the net rests on the assumption");
        assert!(needed.len() <= net.steps().len());
        net.propagate(at("f6c6"), Digit::new(3).unwrap());
        assert_eq!(net.contradiction(), None);
        let one = Digit::new(1).unwrap();
        assert!(net.reaches(Conclusion::Holds(at("f1c1"), one)));
        let needed = net.needed_for(Conclusion::Holds(at("f1c1"), one));
        assert_eq!(net.steps()[*needed.last().unwrap()].cell, at("f1c1"));
        assert!(needed.windows(2).all(|w| w[0] < w[1]));
    }
}
