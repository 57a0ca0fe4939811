//! The candidates of a board and their propagation to a fixed point: naked singles, hidden
//! singles in every unit, and locked candidates between blocks and lines.

use super::shape::Shape;

/// The mark of a solved cell, beside its one digit bit (boards have at most 25 digits).
const SOLVED: u32 = 1 << 31;

/// The givens or the guesses break a rule: the board has no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Contradiction;

/// Candidates of every cell (bit `d` for digit `d + 1`, plus [`SOLVED`] once placed) and
/// the cells left with one candidate that are not placed yet.
#[derive(Debug)]
pub(super) struct Board {
    shape: &'static Shape,
    /// Each cell's candidates, with the solved mark.
    pub(super) cand: Vec<u32>,
    /// Cells brought down to one candidate, waiting to be placed.
    queue: Vec<u16>,
}

impl Board {
    /// A board of `shape` with every digit possible everywhere.
    pub(super) fn new(shape: &'static Shape) -> Board {
        let cells = shape.side * shape.side;
        Board { shape, cand: vec![shape.full; cells], queue: Vec::with_capacity(cells) }
    }

    /// Places the givens `values` (`0` empty) and propagates.
    pub(super) fn load(&mut self, values: &[u8]) -> Result<(), Contradiction> {
        self.cand.fill(self.shape.full);
        self.queue.clear();
        for (cell, &value) in values.iter().enumerate() {
            if value != 0 {
                let bit = 1u32.checked_shl(u32::from(value) - 1).filter(|b| b & self.shape.full != 0);
                self.place(cell, bit.ok_or(Contradiction)?)?;
            }
        }
        self.propagate()
    }

    /// The value of each cell (`0` while unsolved).
    pub(super) fn values(&self) -> Vec<u8> {
        self.cand
            .iter()
            .map(|&c| if c & SOLVED != 0 { (c & !SOLVED).trailing_zeros() as u8 + 1 } else { 0 })
            .collect()
    }

    /// The guesses to branch on, into `moves` as (cell, digit bit): the digits of the
    /// unsolved cell with the fewest candidates or, when some unit has a digit with fewer
    /// places left, that digit's places. Says `false`, leaving `moves` empty, when every
    /// cell is solved.
    pub(super) fn branch(&self, moves: &mut Vec<(u16, u32)>) -> bool {
        moves.clear();
        let mut best: Option<(usize, u32)> = None;
        let mut fewest = u32::MAX;
        for (cell, &c) in self.cand.iter().enumerate() {
            if c & SOLVED == 0 {
                let n = c.count_ones();
                if n < fewest {
                    (best, fewest) = (Some((cell, c)), n);
                    if n <= 2 {
                        break;
                    }
                }
            }
        }
        let Some((cell, digits)) = best else { return false };
        if fewest > 2
            && let Some((unit, bit)) = self.digit_with_two_places()
        {
            moves.extend(unit.iter().filter(|&&c| self.cand[usize::from(c)] & bit != 0).map(|&c| (c, bit)));
            return true;
        }
        let mut rest = digits;
        while rest != 0 {
            moves.push((cell as u16, rest & rest.wrapping_neg()));
            rest &= rest - 1;
        }
        true
    }

    /// A unit and an unplaced digit with exactly two places left in it, if any.
    fn digit_with_two_places(&self) -> Option<(&'static [u16], u32)> {
        for unit in &self.shape.units {
            let (mut once, mut twice, mut more) = (0u32, 0u32, 0u32);
            for &cell in unit {
                let c = self.cand[usize::from(cell)];
                if c & SOLVED == 0 {
                    more |= twice & c;
                    twice |= once & c;
                    once |= c;
                }
            }
            let two = twice & !more;
            if two != 0 {
                return Some((unit, two & two.wrapping_neg()));
            }
        }
        None
    }

    /// Places digit `bit` in `cell`, removes it from the cell's peers, and propagates.
    pub(super) fn guess(&mut self, cell: usize, bit: u32) -> Result<(), Contradiction> {
        self.place(cell, bit)?;
        self.propagate()
    }

    /// Copies the candidates of `other` (same shape).
    pub(super) fn copy_from(&mut self, other: &[u32]) {
        self.cand.copy_from_slice(other);
        self.queue.clear();
    }

    /// Puts digit `bit` into `cell` and takes it from the cell's peers; cells left with one
    /// candidate join the queue.
    fn place(&mut self, cell: usize, bit: u32) -> Result<(), Contradiction> {
        let c = self.cand[cell];
        if c & bit == 0 {
            return Err(Contradiction);
        }
        if c & SOLVED != 0 {
            return Ok(());
        }
        self.cand[cell] = bit | SOLVED;
        for &peer in &self.shape.peers[cell] {
            self.remove(usize::from(peer), bit)?;
        }
        Ok(())
    }

    /// Takes the digits `mask` from `cell`; an empty cell is a contradiction, a cell left
    /// with one candidate joins the queue.
    #[inline]
    fn remove(&mut self, cell: usize, mask: u32) -> Result<(), Contradiction> {
        let c = self.cand[cell];
        if c & mask == 0 {
            return Ok(());
        }
        let left = c & !mask;
        self.cand[cell] = left;
        let digits = left & !SOLVED;
        if digits == 0 {
            return Err(Contradiction);
        }
        if digits.is_power_of_two() {
            self.queue.push(cell as u16);
        }
        Ok(())
    }

    /// Places the queued cells, then hidden singles, then applies locked candidates, until
    /// none of them changes anything.
    fn propagate(&mut self) -> Result<(), Contradiction> {
        loop {
            while let Some(cell) = self.queue.pop() {
                let c = self.cand[usize::from(cell)];
                if c & SOLVED == 0 {
                    self.place(usize::from(cell), c)?;
                }
            }
            if self.hidden_singles()? || (std::env::var_os("NOLC").is_none() && self.locked_candidates()?) {
                continue;
            }
            return Ok(());
        }
    }

    /// Places every digit that has one cell left in some unit; says whether it placed any.
    /// A digit with no cell left in a unit is a contradiction.
    fn hidden_singles(&mut self) -> Result<bool, Contradiction> {
        let shape = self.shape;
        let mut placed = false;
        for unit in &shape.units {
            let (mut once, mut twice) = (0u32, 0u32);
            for &cell in unit {
                let c = self.cand[usize::from(cell)] & !SOLVED;
                twice |= once & c;
                once |= c;
            }
            if once != shape.full {
                return Err(Contradiction);
            }
            let mut singles = once & !twice;
            while singles != 0 {
                let bit = singles & singles.wrapping_neg();
                singles &= singles - 1;
                let cell = unit.iter().map(|&c| usize::from(c)).find(|&c| self.cand[c] & bit != 0);
                let cell = cell.ok_or(Contradiction)?;
                if self.cand[cell] & SOLVED == 0 {
                    self.place(cell, bit)?;
                    placed = true;
                }
            }
        }
        Ok(placed)
    }

    /// Locked candidates: a digit confined to one line within a block leaves the rest of
    /// the line (pointing), and a digit confined to one block within a line leaves the rest
    /// of the block (claiming). Says whether it removed any candidate.
    fn locked_candidates(&mut self) -> Result<bool, Contradiction> {
        let shape = self.shape;
        let masks: Vec<u32> = shape
            .crossings
            .iter()
            .map(|x| x.cells.iter().fold(0, |m, &c| m | self.cand[usize::from(c)]) & !SOLVED)
            .collect();
        let only_one = |group: &[usize]| -> u32 {
            let (mut once, mut twice) = (0u32, 0u32);
            for &x in group {
                twice |= once & masks[x];
                once |= masks[x];
            }
            once & !twice
        };
        let mut changed = false;
        for groups in &shape.block_crossings {
            for group in groups {
                let locked = only_one(group);
                for &x in group {
                    let digits = locked & masks[x];
                    if digits != 0 {
                        let crossing = &shape.crossings[x];
                        changed |= self.remove_outside(&shape.units[crossing.line], digits, |c| {
                            usize::from(shape.block_of[c]) == crossing.block
                        })?;
                    }
                }
            }
        }
        for group in &shape.line_crossings {
            let locked = only_one(group);
            for &x in group {
                let digits = locked & masks[x];
                if digits != 0 {
                    let crossing = &shape.crossings[x];
                    let line = &shape.units[crossing.line];
                    changed |=
                        self.remove_outside(&shape.units[2 * shape.side + crossing.block], digits, |c| {
                            line.contains(&(c as u16))
                        })?;
                }
            }
        }
        Ok(changed)
    }

    /// Removes `digits` from the unsolved cells of `unit` that are not `inside` the
    /// crossing; says whether any candidate went.
    fn remove_outside(
        &mut self,
        unit: &[u16],
        digits: u32,
        inside: impl Fn(usize) -> bool,
    ) -> Result<bool, Contradiction> {
        let mut changed = false;
        for &cell in unit {
            let cell = usize::from(cell);
            if self.cand[cell] & digits != 0 && self.cand[cell] & SOLVED == 0 && !inside(cell) {
                self.remove(cell, digits)?;
                changed = true;
            }
        }
        Ok(changed)
    }
}
