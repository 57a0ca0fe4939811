//! Following an assumption with singles: place an assumed value in a copy of the
//! candidates and apply the Naked and Hidden Singles it causes, one after another, up to a
//! bounded number of placements — the general "dual implication" of Forcing Chains.
//!
//! Every placement is a consequence of the assumption and the placements before it (a
//! cell left with one candidate, or a digit left with one place in a unit), so if the
//! assumption holds in the solution, so does every placement; and a contradiction (a cell
//! or a unit left without any place for something) proves the assumption false.

use std::fmt::Write;

use dn::{CellIndex, Digit, Hint, Role, Unit};

use super::draft::Draft;
use super::tables::{unit_at, unit_number};
use super::{PatternBoard, PatternInfo, text};

/// The most placements one branch makes (the assumption included).
pub(crate) const MAX_PLACEMENTS: usize = 40;

/// Why a branch placed a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reason {
    /// The assumption.
    Assumed,
    /// The cell had no other candidate left.
    NakedSingle,
    /// The digit had no other place left in the unit.
    HiddenSingle(Unit),
}

/// One placement of a branch, with the placement whose eliminations triggered it.
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

/// What a branch ran into that cannot happen in a solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Contradiction {
    /// The cell has no candidate left.
    EmptyCell(CellIndex),
    /// The digit has no place left in the unit.
    NoPlace(Unit, Digit),
}

/// A queued single: cell, digit index, reason and cause.
type Pending = (CellIndex, usize, Reason, Option<CellIndex>);

/// One branch: the candidates as the assumption leaves them, and the placements so far.
/// Reused from branch to branch so propagating allocates nothing.
pub(crate) struct Branch {
    side: usize,
    base_candidates: Vec<u32>,
    base_counts: Vec<u8>,
    base_done: Vec<u32>,
    candidates: Vec<u32>,
    counts: Vec<u8>,
    done: Vec<u32>,
    values: Vec<u8>,
    queue: Vec<Pending>,
    steps: Vec<Placed>,
    contradiction: Option<Contradiction>,
}

impl Branch {
    /// Room for branches on `board`, whose candidates every branch starts from.
    pub(crate) fn new(board: &PatternBoard) -> Branch {
        let side = board.side();
        let cells = side * side;
        let base_candidates: Vec<u32> =
            (0..cells).map(|i| board.candidates(CellIndex::new(i)).bits()).collect();
        let mut base_counts = vec![0u8; 3 * side * side];
        let mut base_done = vec![0u32; 3 * side];
        let full = (1u32 << side) - 1;
        for (number, unit) in board.units().enumerate() {
            let mut seen = 0u32;
            for &cell in board.cells_of(unit) {
                let mut rest = base_candidates[cell.index()];
                seen |= rest;
                while rest != 0 {
                    base_counts[number * side + rest.trailing_zeros() as usize] += 1;
                    rest &= rest - 1;
                }
            }
            base_done[number] = full & !seen;
        }
        Branch {
            side,
            candidates: base_candidates.clone(),
            counts: base_counts.clone(),
            done: base_done.clone(),
            base_candidates,
            base_counts,
            base_done,
            values: vec![0; cells],
            queue: Vec::with_capacity(cells),
            steps: Vec::with_capacity(MAX_PLACEMENTS),
            contradiction: None,
        }
    }

    /// The placements, the assumption first.
    pub(crate) fn steps(&self) -> &[Placed] {
        &self.steps
    }

    /// The contradiction the branch ran into, if any.
    pub(crate) fn contradiction(&self) -> Option<Contradiction> {
        self.contradiction
    }

    /// The value the branch placed in `cell`, if any.
    #[inline]
    pub(crate) fn value(&self, cell: CellIndex) -> Option<Digit> {
        Digit::new(self.values[cell.index()])
    }

    /// Assumes `start` holds `digit` and applies the singles that follow, until none is
    /// left, a contradiction appears or [`MAX_PLACEMENTS`] values are placed.
    pub(crate) fn propagate(&mut self, board: &PatternBoard, start: CellIndex, digit: Digit) {
        for step in &self.steps {
            self.values[step.cell.index()] = 0;
        }
        self.candidates.copy_from_slice(&self.base_candidates);
        self.counts.copy_from_slice(&self.base_counts);
        self.done.copy_from_slice(&self.base_done);
        self.steps.clear();
        self.queue.clear();
        self.contradiction = None;
        self.queue.push((start, digit.index(), Reason::Assumed, None));
        let mut head = 0;
        while head < self.queue.len() && self.contradiction.is_none() && self.steps.len() < MAX_PLACEMENTS {
            let (cell, d, reason, cause) = self.queue[head];
            head += 1;
            if self.values[cell.index()] == d as u8 + 1 {
                continue;
            }
            if self.candidates[cell.index()] & (1 << d) == 0 {
                self.contradiction = Some(Contradiction::EmptyCell(cell));
                break;
            }
            self.place(board, cell, d, reason, cause);
        }
    }

    /// Places the digit with index `d` in `cell`, removes it from the peers and queues the
    /// singles this leaves.
    fn place(
        &mut self,
        board: &PatternBoard,
        cell: CellIndex,
        d: usize,
        reason: Reason,
        cause: Option<CellIndex>,
    ) {
        let side = self.side;
        let digit = Digit::from_index(d).expect("a digit index below the side");
        self.steps.push(Placed { cell, digit, reason, cause });
        self.values[cell.index()] = digit.get();
        let others = self.candidates[cell.index()] & !(1 << d);
        self.candidates[cell.index()] = 0;
        for unit in board.units_of(cell) {
            self.done[unit_number(side, unit)] |= 1 << d;
        }
        let mut rest = others;
        while rest != 0 {
            let e = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            self.lose(board, cell, e);
        }
        for &peer in board.peers(cell) {
            let bits = self.candidates[peer.index()];
            if bits & (1 << d) == 0 {
                continue;
            }
            self.candidates[peer.index()] = bits & !(1 << d);
            match self.candidates[peer.index()] {
                0 => self.contradiction = Some(Contradiction::EmptyCell(peer)),
                left if left.count_ones() == 1 => {
                    let single = left.trailing_zeros() as usize;
                    self.queue.push((peer, single, Reason::NakedSingle, Some(cell)));
                }
                _ => {}
            }
            self.lose(board, peer, d);
        }
    }

    /// Counts that `cell` lost the digit with index `e` in each of its units, queueing a
    /// Hidden Single or noting a contradiction when the digit is left with one place or none.
    fn lose(&mut self, board: &PatternBoard, cell: CellIndex, e: usize) {
        let side = self.side;
        for unit in board.units_of(cell) {
            let number = unit_number(side, unit);
            let count = &mut self.counts[number * side + e];
            *count = count.saturating_sub(1);
            if self.done[number] & (1 << e) != 0 {
                continue;
            }
            match *count {
                0 => {
                    let digit = Digit::from_index(e).expect("a digit index below the side");
                    self.contradiction = Some(Contradiction::NoPlace(unit_at(side, number), digit));
                }
                1 => {
                    let cells = board.cells_of(unit);
                    if let Some(&only) = cells.iter().find(|c| self.candidates[c.index()] & (1 << e) != 0) {
                        self.queue.push((only, e, Reason::HiddenSingle(unit), Some(cell)));
                    }
                }
                _ => {}
            }
        }
    }
}

/// The first bivalue cell (in board order) whose two values, each followed by its singles,
/// either agree on a value somewhere (that value is placed) or where one of them leads to a
/// contradiction (the other is placed); the hint of `info`.
pub(crate) fn find(info: &'static PatternInfo, board: &PatternBoard, explain: bool) -> Option<Hint> {
    let (mut first, mut second) = (Branch::new(board), Branch::new(board));
    for start in board.empty_cells() {
        let candidates = board.candidates(start);
        if candidates.len() != 2 {
            continue;
        }
        let mut digits = candidates.iter();
        let (a, b) = (digits.next()?, digits.next()?);
        first.propagate(board, start, a);
        second.propagate(board, start, b);
        match (first.contradiction(), second.contradiction()) {
            (Some(_), None) => return contradiction_hint(info, board, &first, b, explain),
            (None, Some(_)) => return contradiction_hint(info, board, &second, a, explain),
            (Some(_), Some(_)) => continue,
            (None, None) => {}
        }
        if let Some((i, j)) = agreement(&first, &second) {
            return agreement_hint(info, board, &first, &second, (i, j), explain);
        }
    }
    None
}

/// The placements (by position in each branch) that both branches make, the pair with the
/// earliest placements first.
fn agreement(first: &Branch, second: &Branch) -> Option<(usize, usize)> {
    first
        .steps()
        .iter()
        .enumerate()
        .skip(1)
        .filter(|(_, p)| second.value(p.cell) == Some(p.digit))
        .filter_map(|(i, p)| Some((i, second.steps().iter().position(|q| q.cell == p.cell)?)))
        .min_by_key(|&(i, j)| (i + j, i))
}

/// Adds the placements of `steps` to `draft`: the start cell, the chain cells and a link
/// from each placement's cause (a bivalue link from the placement that left a cell one
/// candidate, a bilocation link from the cell that lost the last other place of a digit).
fn draw(draft: &mut Draft<'_>, branch: &Branch, steps: &[Placed]) {
    for (k, step) in steps.iter().enumerate() {
        draft.cell(step.cell, if k == 0 { Role::Start } else { Role::Chain });
        let Some(cause) = step.cause else { continue };
        match step.reason {
            Reason::Assumed => {}
            Reason::NakedSingle => {
                if let Some(held) = branch.value(cause) {
                    draft.forced_step(cause, step.cell, held, step.digit);
                }
            }
            Reason::HiddenSingle(_) => {
                draft.hidden_step(cause, branch.value(cause), step.cell, step.digit);
            }
        }
    }
}

/// One branch written out: `f2c4 = 1 ⇒ f2c5 = 8 (only place for 8 in row 2) ⇒ …`.
fn describe(board: &PatternBoard, steps: &[Placed]) -> String {
    let mut text = String::new();
    for step in steps {
        if !text.is_empty() {
            text.push_str(" ⇒ ");
        }
        let _ = write!(text, "{} = {}", board.coord(step.cell), step.digit);
        match step.reason {
            Reason::Assumed => {}
            Reason::NakedSingle => text.push_str(" (only candidate left)"),
            Reason::HiddenSingle(unit) => {
                let _ = write!(text, " (only place for {} in {unit})", step.digit);
            }
        }
    }
    text
}

/// The hint of a branch that contradicts itself: the start cell takes its other value.
fn contradiction_hint(
    info: &'static PatternInfo,
    board: &PatternBoard,
    branch: &Branch,
    other: Digit,
    explain: bool,
) -> Option<Hint> {
    let steps = branch.steps();
    let start = steps.first()?;
    let mut draft = Draft::new(info, board);
    draft.cell(start.cell, Role::Start);
    draft.place(start.cell, other);
    draw(&mut draft, branch, steps);
    draft.finish(explain, |_| {
        let name = board.coord(start.cell);
        let problem = match branch.contradiction() {
            Some(Contradiction::EmptyCell(cell)) => format!("{} is left without candidates", board.coord(cell)),
            Some(Contradiction::NoPlace(unit, digit)) => format!("{digit} is left without a place in {unit}"),
            None => String::new(),
        };
        format!(
            "Forcing chain from {name} ({}). Suppose {name} = {}: {}, and then {problem}. So {name} cannot be {} \
             and {name} = {other}.",
            text::digits(board.candidates(start.cell)),
            start.digit,
            describe(board, steps),
            start.digit
        )
    })
}

/// The hint of two branches that place the same value: at positions `i` of `first` and
/// `j` of `second`.
fn agreement_hint(
    info: &'static PatternInfo,
    board: &PatternBoard,
    first: &Branch,
    second: &Branch,
    (i, j): (usize, usize),
    explain: bool,
) -> Option<Hint> {
    let (one, two) = (&first.steps()[..=i], &second.steps()[..=j]);
    let target = one[i];
    let start = one.first()?.cell;
    let mut draft = Draft::new(info, board);
    draft.place(target.cell, target.digit);
    draw(&mut draft, first, one);
    draw(&mut draft, second, two);
    draft.finish(explain, |_| {
        let (name, goal, value) = (board.coord(start), board.coord(target.cell), target.digit);
        format!(
            "Forcing chains from {name} ({}): both of its values lead to {goal} = {value}, following the \
             singles each one causes. {}; {}. Whichever value {name} takes, {goal} = {value}.",
            text::digits(board.candidates(start)),
            describe(board, one),
            describe(board, two)
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{FIGURE_3_25, board_from_candidates, cell};

    #[test]
    fn the_false_value_contradicts_and_the_true_one_solves() {
        let board = board_from_candidates(FIGURE_3_25);
        let f6c6 = board.geometry().cell_of(cell("f6c6")).unwrap();
        let f1c1 = board.geometry().cell_of(cell("f1c1")).unwrap();
        let mut branch = Branch::new(&board);
        branch.propagate(&board, f6c6, Digit::new(1).unwrap());
        assert!(branch.contradiction().is_some());
        branch.propagate(&board, f6c6, Digit::new(3).unwrap());
        assert_eq!(branch.contradiction(), None);
        assert_eq!(branch.value(f1c1).map(Digit::get), Some(1));
        assert_eq!(branch.steps()[0].reason, Reason::Assumed);
        assert!(branch.steps()[1..].iter().all(|s| s.cause.is_some()));
    }
}
