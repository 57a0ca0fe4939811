//! The search: propagation of the band words to a fixed point, singles, stack pairing and
//! guesses (see the module documentation of `fast` for the layout).

use super::tables::{
    BAND, BAND_OF, BOXES, BY_STACK, COLUMN, KEEP, LONE_CELLS, MINI_ROW_FIRSTS, MINI_ROWS_KEPT, NIBBLE,
    OTHERS, PEERS, POINTED, ROW, ROWS, SLOTS, SPREAD, STACK_KEPT, STRIDE, UNITS, WORDS_USED,
    mini_row_pattern,
};

/// Below this many open cells at the search's first guess the search is a quick one (see
/// [`Run::quick`]).
const QUICK_BELOW: u32 = 48;

/// Every word's flag in a dirty set: bit `10·b + d` for digit `d + 1` in band `b`, the
/// word's own index.
const WORDS: u32 = ROW | ROW << STRIDE | ROW << (2 * STRIDE);

/// The index of the word of digit `d + 1` in band `b`.
#[inline(always)]
const fn at(d: usize, b: usize) -> usize {
    STRIDE * b + d
}

/// The index of the word of band `b` that holds its unsolved cells (masked, so that an
/// index from a table is seen to be in range).
#[inline(always)]
const fn open(b: usize) -> usize {
    slot(at(STRIDE - 1, b) as u32)
}

/// The flag of the word of digit `d + 1` in band `b` in a dirty set.
#[inline(always)]
const fn flag(d: usize, b: usize) -> u32 {
    1 << at(d, b)
}

/// `n` (a bit of a band word or of a dirty set) as an index into a table of [`SLOTS`]
/// entries, masked so that the compiler sees it in range.
#[inline(always)]
const fn slot(n: u32) -> usize {
    (n & 31) as usize
}

/// The whole state a guess saves and restores.
#[derive(Clone, Copy, Debug)]
struct Board {
    /// Ten words per band: word `10·b + d` holds the cells of band `b` where digit `d + 1`
    /// may go, word `10·b + 9` ([`open`]) the cells of the band that hold no placed digit
    /// yet (a word's cells outside them are where its digit is placed, since a placed cell
    /// leaves every other digit's word). The two words past them stay empty.
    cand: [u32; SLOTS],
}

impl Board {
    /// The empty board: every digit possible everywhere.
    const EMPTY: Board = {
        let mut cand = [0; SLOTS];
        let mut i = 0;
        while i < WORDS_USED {
            cand[i] = BAND;
            i += 1;
        }
        Board { cand }
    };

    /// The unsolved cells of each band.
    #[inline(always)]
    fn unsolved(&self) -> [u32; 3] {
        [self.cand[open(0)], self.cand[open(1)], self.cand[open(2)]]
    }
}

/// A small seeded random generator (SplitMix64) for random grids.
#[derive(Clone, Copy, Debug)]
pub(super) struct Rng(u64);

impl Rng {
    /// The generator started from `seed`.
    pub(super) fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next pseudo-random number.
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A random set bit of the non-zero `set`.
    fn pick(&mut self, set: u32) -> u32 {
        let mut n = (self.next() % u64::from(set.count_ones())) as u32;
        let mut rest = set;
        while n > 0 {
            rest &= rest - 1;
            n -= 1;
        }
        rest & rest.wrapping_neg()
    }
}

/// One search: the board, the words still to propagate, and what was found so far.
pub(super) struct Run<'a> {
    board: Board,
    /// Words changed since they were last propagated (see [`flag`]).
    dirty: u32,
    /// Words changed since the last [`digit_scan`](Run::digit_scan) (see [`flag`]).
    touched: u32,
    /// Per band, the unsolved cells with two candidates, as the last naked-singles pass
    /// found them.
    pairs: [u32; 3],
    /// Solutions found.
    count: u32,
    /// Stop after this many solutions.
    limit: u32,
    /// Guesses made.
    guesses: u64,
    /// Where the first solutions go, as many as it holds.
    kept: &'a mut [[u8; 81]],
    /// Picks the digit to guess at random when set.
    rng: Option<Rng>,
    /// Set at the first guess when fewer than [`QUICK_BELOW`] cells are open (and no digit
    /// is picked at random): the tree below is small, so from then on the search guesses on
    /// the first cell with two candidates and leaves out the digit scan, which cost more
    /// at every node than the guesses they save there.
    quick: bool,
}

impl<'a> Run<'a> {
    /// A search that stops after `limit` (at least 1) solutions and writes the first ones
    /// into `kept`.
    pub(super) fn new(limit: u32, kept: &'a mut [[u8; 81]], rng: Option<Rng>) -> Run<'a> {
        Run {
            board: Board::EMPTY,
            dirty: WORDS,
            touched: WORDS,
            pairs: [0; 3],
            count: 0,
            limit: limit.max(1),
            guesses: 0,
            kept,
            rng,
            quick: false,
        }
    }

    /// Solutions found.
    pub(super) fn count(&self) -> u32 {
        self.count
    }

    /// Guesses made.
    pub(super) fn guesses(&self) -> u64 {
        self.guesses
    }

    /// Whether the search turned quick at its first guess (see [`Run::quick`]).
    #[cfg(test)]
    pub(super) fn is_quick(&self) -> bool {
        self.quick
    }

    /// Places the givens (`0` empty, `1..=9` digits); `false` when a value is out of range
    /// or two givens clash.
    ///
    /// The board is built in one pass: each given is checked against the units its digit
    /// already holds, then every word is computed at once from them.
    pub(super) fn load(&mut self, cells: &[u8; 81]) -> bool {
        // Per digit, the units holding it, as in `UNITS`.
        let mut seen = [0u32; 9];
        let mut given = [0u32; SLOTS];
        let mut filled = [0u32; 3];
        for (b, band) in cells.chunks_exact(27).enumerate() {
            let mut cells = 0u32;
            for (k, &value) in band.iter().enumerate() {
                cells |= u32::from(value != 0) << k;
            }
            filled[b] = cells;
            while cells != 0 {
                let k = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let value = usize::from(band[k]);
                if value > 9 {
                    return false;
                }
                let (d, units) = (value - 1, UNITS[27 * b + k]);
                if seen[d] & units != 0 {
                    return false;
                }
                seen[d] |= units;
                given[at(d, b)] |= 1 << k;
            }
        }
        let board = &mut self.board;
        for b in 0..3 {
            board.cand[open(b)] = BAND & !filled[b];
            for (d, &units) in seen.iter().enumerate() {
                let (rows, boxes) = (units >> (3 * b) & 7, units >> (18 + 3 * b) & 7);
                let taken =
                    filled[b] | ROWS[rows as usize] | BOXES[boxes as usize] | ((units >> 9 & ROW) * COLUMN);
                board.cand[at(d, b)] = BAND & !taken | given[at(d, b)];
            }
        }
        true
    }

    /// Takes digit `d + 1` out of the candidates of `cell` (0-80) on the loaded board.
    pub(super) fn strike(&mut self, cell: usize, d: usize) {
        let b = cell / 27;
        self.board.cand[at(d, b)] &= !(1 << (cell % 27));
        self.dirty |= flag(d, b);
        self.touched |= flag(d, b);
    }

    /// Searches from the loaded board; `true` once `limit` solutions are found.
    pub(super) fn search(&mut self) -> bool {
        loop {
            let pairs = match self.reduce() {
                Reduced::Contradiction => return false,
                Reduced::Solved => {
                    self.record();
                    return self.count >= self.limit;
                }
                Reduced::Stuck(pairs) => pairs,
            };
            if self.guesses == 0 && self.rng.is_none() {
                let open: u32 = self.board.unsolved().iter().map(|&u| u.count_ones()).sum();
                self.quick = open < QUICK_BELOW;
            }
            let (d, b, bit, rest) = self.choose(&pairs);
            if self.branch(d, b, bit, rest) {
                return true;
            }
        }
    }

    /// Places what can be placed and removes what can be removed until nothing changes.
    fn reduce(&mut self) -> Reduced {
        loop {
            if !self.propagate() {
                return Reduced::Contradiction;
            }
            if self.board.unsolved() == [0; 3] {
                return Reduced::Solved;
            }
            match self.naked_singles() {
                Singles::Contradiction => return Reduced::Contradiction,
                Singles::Placed => continue,
                Singles::Nothing => {}
            }
            if self.quick || !self.digit_scan() {
                return Reduced::Stuck(self.pairs);
            }
        }
    }

    /// Guesses digit `d + 1` in the cell `bit` of band `b` and searches on; coming back
    /// (unless `limit` solutions were found: `true`), takes the digit out of the cell.
    fn branch(&mut self, d: usize, b: usize, bit: u32, rest: u32) -> bool {
        self.guesses += 1;
        let saved = self.board;
        self.board.cand[at(d, b)] &= KEEP[slot(bit.trailing_zeros())];
        self.dirty = flag(d, b);
        if self.search() {
            return true;
        }
        // The saved board had nothing left for the digit scan to find.
        self.board = saved;
        self.touched = 0;
        self.board.cand[at(d, b)] &= !bit;
        self.dirty = flag(d, b);
        if rest.is_power_of_two() {
            // The cell had two digits: the other one is placed there now.
            let other = rest.trailing_zeros() as usize;
            self.board.cand[at(other, b)] &= KEEP[slot(bit.trailing_zeros())];
            self.dirty |= flag(other, b);
        }
        false
    }

    /// Propagates every dirty word; `false` on a contradiction.
    ///
    /// It goes in sweeps: each sweep takes the words dirty when it starts and updates them
    /// in order, and the words they make dirty wait for the next sweep. The next word to
    /// update then never waits for the one before it to finish, which the processor uses
    /// to overlap them (the fixed point reached, and so the search, is the same as one
    /// word at a time). A word changed while it still waits in the sweep is updated there,
    /// after the change, so it is not marked for the next sweep too.
    fn propagate(&mut self) -> bool {
        let mut done = 0u32;
        while self.dirty != 0 {
            let mut sweep = std::mem::take(&mut self.dirty);
            done |= sweep;
            while sweep != 0 {
                let i = slot(sweep.trailing_zeros());
                sweep &= sweep - 1;
                if !self.update(i, sweep) {
                    return false;
                }
            }
        }
        self.touched |= done;
        true
    }

    /// Propagates word `i` (digit `i % 10 + 1` in band `i / 10`): keeps the mini-rows some
    /// placement in the band uses, then places the digit in each row left with one cell
    /// that is not solved yet (a solved one is where the digit is already placed);
    /// `false` on a contradiction (no placement of the digit left in the band, or, after a
    /// placement, a column without the digit). `pending`: the words still to update in
    /// this sweep.
    #[inline(always)]
    fn update(&mut self, i: usize, pending: u32) -> bool {
        let before = self.board.cand[i];
        let pattern = mini_row_pattern(before);
        let w = before & MINI_ROWS_KEPT[pattern];
        if w == 0 {
            return false;
        }
        // A row is left with one cell when one mini-row is kept in it and that one has a
        // single cell (masking keeps or drops whole mini-rows). The mini-rows with two
        // cells or more, as their first cell, are found beside the table lookups.
        let crowded =
            (before & before >> 1 | before >> 1 & before >> 2 | before & before >> 2) & MINI_ROW_FIRSTS;
        let b = usize::from(BAND_OF[i]);
        let solved = w & LONE_CELLS[pattern] & !(crowded * 7) & self.board.cand[open(b)];
        let fine = solved == 0 || self.settle(i, b, w, solved, pending);
        self.board.cand[i] = w;
        fine
    }

    /// Places the digit of word `i` (whose cells are now `w`) in the cells `solved` of its
    /// band `b`: clears them for every digit, and the columns `w` holds alone in a box in
    /// the digit's other bands; the caller stores word `i` after.
    /// Of the words changed, those in `pending` are updated later in this sweep anyway.
    /// `false` when a column is left with no cell for the digit in any band: a contradiction
    /// that the updates to come would find only some words later, if at all before the
    /// next digit scan.
    #[inline(always)]
    fn settle(&mut self, i: usize, b: usize, w: u32, solved: u32, pending: u32) -> bool {
        // The band's ten words, its unsolved cells among them, cleared in one loop (the
        // `min` only shows the compiler that the ten words are on the board).
        let base = at(0, b).min(at(0, 2));
        let mut changed = 0;
        for (k, x) in self.board.cand[base..base + STRIDE].iter_mut().enumerate() {
            changed |= u32::from(*x & solved != 0) << k;
            *x &= !solved;
        }
        let (pointed, columns) = self.strike_pointed(i, w);
        let dirty = (changed & ROW) << base & !(1 << i) | pointed;
        self.dirty |= dirty & !pending;
        columns == ROW
    }

    /// Clears, in the digit's words of the other two bands, each column that is the only
    /// one left to the digit in a box of word `i` (whose cells are `w`): the digit's place
    /// in that box is in that column. A placed cell's column is one of them. Returns the
    /// flags of the words that changed, and the columns (bits 0-8) where one of the three
    /// bands still has the digit.
    #[inline(always)]
    fn strike_pointed(&mut self, i: usize, w: u32) -> (u32, u32) {
        let mine = (w | w >> 9 | w >> 18) & ROW;
        let keep = POINTED[mine as usize];
        let (mut changed, mut left) = (0, 0);
        for j in OTHERS[i] {
            let j = slot(u32::from(j));
            let (x, kept) = (self.board.cand[j], self.board.cand[j] & keep);
            changed |= u32::from(x != kept) << j;
            self.board.cand[j] = kept;
            left |= kept;
        }
        (changed, mine | (left | left >> 9 | left >> 18) & ROW)
    }

    /// Places every unsolved cell left with one candidate, and keeps in `pairs` the
    /// unsolved cells of each band with two. The three bands are counted in one loop, their
    /// three chains of operations side by side (a band that did not change since the last
    /// pass has no single and the same pairs, so counting it again changes nothing).
    fn naked_singles(&mut self) -> Singles {
        let (mut one, mut two, mut three) = ([0u32; 3], [0u32; 3], [0u32; 3]);
        for d in 0..9 {
            for b in 0..3 {
                let x = self.board.cand[at(d, b)];
                three[b] |= two[b] & x;
                two[b] |= one[b] & x;
                one[b] |= x;
            }
        }
        let u = self.board.unsolved();
        if (u[0] & !one[0]) | (u[1] & !one[1]) | (u[2] & !one[2]) != 0 {
            return Singles::Contradiction;
        }
        let mut placed = false;
        for b in 0..3 {
            self.pairs[b] = two[b] & !three[b] & u[b];
            let singles = u[b] & !two[b];
            if singles != 0 {
                placed = true;
                self.place_singles(b, singles);
            }
        }
        if placed { Singles::Placed } else { Singles::Nothing }
    }

    /// Places the cells `singles` of band `b`, each with the one digit it has left.
    fn place_singles(&mut self, b: usize, singles: u32) {
        for d in 0..9 {
            let i = at(d, b);
            let before = self.board.cand[i];
            let mut mine = before & singles;
            if mine == 0 {
                continue;
            }
            while mine != 0 {
                let k = slot(mine.trailing_zeros());
                mine &= mine - 1;
                self.board.cand[i] &= KEEP[k];
                // Placed here rather than by the word's update: no other digit has the
                // cell, so what is left is its row and the columns in the other bands. A
                // cell a single before it struck stays unsolved, for the next pass.
                if self.board.cand[i] & 1 << k != 0 {
                    self.board.cand[open(b)] &= !(1 << k);
                    self.dirty |= self.strike_pointed(i, self.board.cand[i]).0;
                }
            }
            // The word is updated again only if it lost cells: a placed row needs nothing.
            self.dirty |= u32::from(self.board.cand[i] != before) << i;
        }
    }

    /// For each digit whose words changed since the last scan, keeps in each stack only the
    /// columns that some placement (once in each column and box of the stack) uses; `true`
    /// if any word changed.
    ///
    /// A column left with one unsolved cell for the digit (a hidden single in a column)
    /// needs no search of its own: only that cell's band has the digit in the column, so
    /// the pairing gives the column to that band and clears the band's other columns of the
    /// stack; the cell is then alone in its box, and the band word's update places it.
    fn digit_scan(&mut self) -> bool {
        let mut changed = false;
        let touched = std::mem::take(&mut self.touched);
        let mut digits = (touched | touched >> STRIDE | touched >> (2 * STRIDE)) & ROW;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let w = [self.board.cand[at(d, 0)], self.board.cand[at(d, 1)], self.board.cand[at(d, 2)]];
            changed |= self.stacks(d, w);
        }
        changed
    }

    /// Keeps, in each stack, the columns of digit `d + 1` (whose words are `w`) that some
    /// placement once in each band and column of the stack uses; `true` if any went.
    #[inline(always)]
    fn stacks(&mut self, d: usize, w: [u32; 3]) -> bool {
        // Bit `9·s + 3·b + c`: band `b` still has the digit in column `c` of stack `s`.
        let present = w
            .iter()
            .enumerate()
            .fold(0, |p, (b, &x)| p | BY_STACK[((x | x >> 9 | x >> 18) & ROW) as usize] << (3 * b));
        let keep = STACK_KEPT[(present & 0x1FF) as usize]
            | STACK_KEPT[(present >> 9 & 0x1FF) as usize] << 9
            | STACK_KEPT[(present >> 18 & 0x1FF) as usize] << 18;
        if keep & present == present {
            return false;
        }
        for b in 0..3 {
            let k = keep >> (3 * b);
            let columns = k & 7 | (k >> 9 & 7) << 3 | (k >> 18 & 7) << 6;
            let (x, kept) = (self.board.cand[at(d, b)], columns * COLUMN);
            self.board.cand[at(d, b)] = x & kept;
            self.dirty |= u32::from(x & !kept != 0) << at(d, b);
        }
        true
    }

    /// The digit, band and cell bit of the guess to make: the cell with two candidates
    /// that sees the most unsolved cells (so that both branches propagate far; in a quick
    /// search the first one), else the first cell with the fewest candidates.
    fn choose(&mut self, pairs: &[u32; 3]) -> (usize, usize, u32, u32) {
        let pair = if self.quick { first_pair(pairs) } else { self.busiest(pairs) };
        let (b, bit) = pair.unwrap_or_else(|| self.fewest());
        let mut digits = 0u32;
        for d in 0..9 {
            digits |= u32::from(self.board.cand[at(d, b)] & bit != 0) << d;
        }
        let digit = match &mut self.rng {
            Some(rng) => rng.pick(digits),
            None => digits & digits.wrapping_neg(),
        };
        (digit.trailing_zeros() as usize, b, bit, digits & !digit)
    }

    /// The band and bit of the cell among `pairs` that sees the most unsolved cells (the
    /// last one on a tie).
    fn busiest(&self, pairs: &[u32; 3]) -> Option<(usize, u32)> {
        // The best so far as one number, compared without a branch: the cells seen (bits
        // 8 and up), then the band (bits 5-6) and the bit (0-4), so that ties go to the
        // last cell; bit 7 tells a cell from none.
        let mut best = 0u32;
        let u = self.board.unsolved();
        // Per band, nibble `c`: the unsolved cells of column `c` in the band.
        let columns = u.map(|x| {
            SPREAD[(x & ROW) as usize] + SPREAD[(x >> 9 & ROW) as usize] + SPREAD[(x >> 18 & ROW) as usize]
        });
        let all = columns[0] + columns[1] + columns[2];
        for b in 0..3 {
            // Nibble `c`: the unsolved cells of column `c` in the other two bands.
            let outside = all - columns[b];
            let mut cells = pairs[b];
            while cells != 0 {
                let k = cells.trailing_zeros();
                cells &= cells - 1;
                let seen = u[b] & PEERS[slot(k)];
                // Each row's nine bits counted from `dn`'s table (masked, so no wider word
                // reaches it).
                let n = dn::count_ones(seen & ROW)
                    + dn::count_ones(seen >> 9 & ROW)
                    + dn::count_ones(seen >> 18 & ROW)
                    + (outside >> NIBBLE[slot(k)] & 15) as u32;
                best = best.max(n << 8 | (b as u32) << 5 | k | 0x80);
            }
        }
        (best != 0).then(|| ((best >> 5 & 3) as usize, 1 << (best & 31)))
    }

    /// The band and bit of the first unsolved cell with the fewest candidates.
    fn fewest(&self) -> (usize, u32) {
        let mut best = (0, 0, u32::MAX);
        for (b, &unsolved) in self.board.unsolved().iter().enumerate() {
            let mut cells = unsolved;
            while cells != 0 {
                let bit = cells & cells.wrapping_neg();
                cells &= cells - 1;
                let n = (0..9).filter(|&d| self.board.cand[at(d, b)] & bit != 0).count() as u32;
                if n < best.2 {
                    best = (b, bit, n);
                }
            }
        }
        (best.0, best.1)
    }

    /// Counts the solution on the board and keeps it if there is room.
    fn record(&mut self) {
        if let Some(out) = self.kept.get_mut(self.count as usize) {
            for b in 0..3 {
                for d in 0..9 {
                    // A solved word holds one cell in each row.
                    let w = self.board.cand[at(d, b)];
                    for r in 0..3 {
                        let c = ((w >> (9 * r) & ROW).trailing_zeros() as usize).min(8);
                        out[27 * b + 9 * r + c] = d as u8 + 1;
                    }
                }
            }
        }
        self.count += 1;
    }
}

/// The band and bit of the first cell among `pairs`.
fn first_pair(pairs: &[u32; 3]) -> Option<(usize, u32)> {
    let b = pairs.iter().position(|&p| p != 0)?;
    Some((b, pairs[b] & pairs[b].wrapping_neg()))
}

/// What a naked-singles pass did.
enum Singles {
    /// An unsolved cell has no candidate left.
    Contradiction,
    /// Some cells were placed; propagate again.
    Placed,
    /// No cell has a single candidate.
    Nothing,
}

/// Where [`Run::reduce`] got to.
enum Reduced {
    /// A rule is broken: no solution from here.
    Contradiction,
    /// Every cell is solved.
    Solved,
    /// Nothing more to place or remove; the unsolved cells of each band with two
    /// candidates.
    Stuck([u32; 3]),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_placement_clears_the_columns_the_boxes_of_its_band_point_at() {
        let mut run = Run::new(1, &mut [], None);
        // Digit 1 in the first band: row 1 only at c1 (placed), box 2 only in column 5
        // (rows 2 and 3), box 3 in columns 8 and 9. Columns 1 and 5 leave the other bands.
        let cell = |r: u32, c: u32| 1 << (9 * r + c);
        run.board.cand[at(0, 0)] = cell(0, 0) | cell(1, 4) | cell(2, 4) | cell(1, 7) | cell(2, 8);
        run.dirty = flag(0, 0);
        assert!(run.propagate());
        for j in [at(0, 1), at(0, 2)] {
            assert_eq!(run.board.cand[j], BAND & !(COLUMN | COLUMN << 4), "word {j}");
        }
        // The placed cell leaves the band's other digits.
        assert_eq!(run.board.cand[at(1, 0)], BAND & !1);
    }

    #[test]
    fn a_placement_clears_its_cell_from_the_band_and_its_unsolved_cells_only() {
        let mut run = Run::new(1, &mut [], None);
        // Digit 9 in band 1: row 1 of the band only at its first cell (r4c1), placed.
        run.board.cand[at(8, 1)] = BAND & !(ROW & !1);
        run.dirty = flag(8, 1);
        assert!(run.propagate());
        assert_eq!(run.board.unsolved(), [BAND, BAND & !1, BAND]);
        for d in 0..8 {
            assert_eq!(run.board.cand[at(d, 1)] & 1, 0, "r4c1 left digit {}", d + 1);
        }
        // The words beside band 1's ten (band 0's unsolved cells, band 2's first digits)
        // keep the cell's bit; only column 1 leaves digit 9 in the other bands.
        assert_eq!(run.board.cand[open(0)], BAND);
        assert_eq!(run.board.cand[at(0, 2)], BAND);
        assert_eq!(run.board.cand[at(1, 2)], BAND);
        assert_eq!(run.board.cand[at(8, 2)], BAND & !COLUMN);
    }

    #[test]
    fn a_placement_that_leaves_a_column_without_its_digit_is_a_contradiction() {
        let mut run = Run::new(1, &mut [], None);
        // Digit 1: no band has it in column 9; the first band has row 1 only at r1c1 (placed)
        // and nothing else wrong. No word's own update finds the column empty, the placement
        // does.
        run.board.cand[at(0, 0)] = BAND & !(ROW & !1) & !(COLUMN << 8);
        run.board.cand[at(0, 1)] = BAND & !(COLUMN << 8);
        run.board.cand[at(0, 2)] = BAND & !(COLUMN << 8);
        run.dirty = flag(0, 0);
        assert!(!run.propagate());
    }

    #[test]
    fn a_hidden_single_in_a_column_is_placed_by_the_stack_pairing() {
        let mut run = Run::new(1, &mut [], None);
        // Digit 1: column 1 keeps one cell, r4c1 (band 2, row 1 of the band); the other
        // two bands have no 1 in column 1 at all.
        run.board.cand[at(0, 0)] = BAND & !COLUMN;
        run.board.cand[at(0, 2)] = BAND & !COLUMN;
        run.board.cand[at(0, 1)] = BAND & !(1 << 9 | 1 << 18);
        run.dirty = WORDS;
        assert!(run.propagate());
        assert_eq!(run.board.unsolved(), [BAND; 3], "nothing is placed before the scan");
        assert!(run.digit_scan());
        assert!(run.propagate());
        assert_eq!(run.board.cand[at(0, 1)] & ROW, 1, "row 4 keeps only r4c1");
        assert_eq!(run.board.unsolved()[1] & 1, 0, "r4c1 is solved");
        assert_eq!(run.board.cand[at(1, 1)] & 1, 0, "r4c1 left digit 2");
    }
}
