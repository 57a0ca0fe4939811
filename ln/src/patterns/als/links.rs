//! Which sets each cell sees whole, as rows of bits over the sets of a position: the
//! restricted commons of every pair of sets ([`AlsTable::links`](super::AlsTable::links))
//! and the petals of a Death Blossom ([`AlsTable::seeing_cell`](super::AlsTable::seeing_cell)),
//! on boards whose sets fit in machine words.
//!
//! A cell `h` holding `x` sees every holder of `x` in a set exactly when `h` is among the
//! set's cells seeing all its holders of `x`. So the sets whose every holder of `x` sees
//! every holder of `x` in another set are the sets common to the rows of that other set's
//! holders: a set's restricted commons are a few `and`s of rows, not a test per pair.

use dn::CandidateSet;

use super::SmallSets;

/// For each set of a position, the sets it shares a restricted common with and those
/// commons, in one flat list: `links[set]` is the set's part of it.
#[derive(Debug, PartialEq)]
pub(crate) struct Links {
    /// By set, where its part of `list` ends (it starts where the set before ends).
    ends: Vec<u32>,
    list: Vec<(u32, CandidateSet)>,
}

impl Links {
    /// The links of `pairs` (each pair of sets once, as (first, second, commons), in the
    /// order of their first set then their second) among `count` sets, listed at both
    /// ends: a set's part gets the sets before it first, in their order, then those after.
    pub(super) fn of_pairs(count: usize, pairs: &[(u32, u32, CandidateSet)]) -> Links {
        let mut ends = vec![0u32; count];
        for &(i, j, _) in pairs {
            ends[i as usize] += 1;
            ends[j as usize] += 1;
        }
        let mut sum = 0;
        for end in &mut ends {
            sum += *end;
            *end = sum;
        }
        // Filled from the end of each part backwards, the pairs taken in reverse order.
        let mut next = ends.clone();
        let mut list = vec![(0, CandidateSet::EMPTY); sum as usize];
        for &(i, j, shared) in pairs.iter().rev() {
            for (at, other) in [(i, j), (j, i)] {
                next[at as usize] -= 1;
                list[next[at as usize] as usize] = (other, shared);
            }
        }
        Links { ends, list }
    }

    /// The number of sets.
    pub(crate) fn len(&self) -> usize {
        self.ends.len()
    }

    /// Each set's links, in the order of the sets.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &[(u32, CandidateSet)]> {
        (0..self.len()).map(|set| &self[set])
    }
}

impl std::ops::Index<usize> for Links {
    type Output = [(u32, CandidateSet)];

    fn index(&self, set: usize) -> &Self::Output {
        let start = if set == 0 { 0 } else { self.ends[set - 1] as usize };
        &self.list[start..self.ends[set] as usize]
    }
}

/// For each digit and each cell holding it, the sets holding the digit whose every holder
/// of it the cell sees, as a row of bits over the sets' indices.
pub(super) struct SetsSeeing {
    /// The 64-bit words of a row.
    width: usize,
    /// By digit index: the cells holding it.
    places: [u128; 9],
    /// At `128 · x + c`, the number of the row of the cell `c` for the digit of index `x`
    /// (set only for the cells holding it).
    rows: Vec<u32>,
    /// The rows, `width` words each.
    bits: Vec<u64>,
    /// By set: its digits some cell holding the digit (outside the set) sees in all the
    /// set's places of it, as bits of digit indices. Only on those can it have partners.
    seen: Vec<u32>,
}

/// Calls `visit` with the index of every one bit of `word`, lowest first.
#[inline]
fn each_one(word: u128, mut visit: impl FnMut(usize)) {
    for (half, offset) in [(word as u64, 0), ((word >> 64) as u64, 64)] {
        let mut rest = half;
        while rest != 0 {
            visit(offset + rest.trailing_zeros() as usize);
            rest &= rest - 1;
        }
    }
}

/// The indices of the digits of `bits` (a [`CandidateSet`]'s bits), lowest first.
#[inline]
fn digit_indices(bits: u32) -> impl Iterator<Item = usize> {
    let mut rest = bits;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let x = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            x
        })
    })
}

impl SetsSeeing {
    /// The rows of `small`'s sets on a board whose cells holding each digit (by index) are
    /// `places`.
    pub(super) fn of(small: &SmallSets, places: [u128; 9]) -> SetsSeeing {
        let width = match small.cells.len().div_ceil(64) {
            0 | 1 => 1,
            2 => 2,
            3 | 4 => 4,
            5..=8 => 8,
            words => words,
        };
        SetsSeeing::with_width(small, places, width)
    }

    /// [`of`](SetsSeeing::of) on rows of `width` words (at least the sets' count over 64).
    fn with_width(small: &SmallSets, places: [u128; 9], width: usize) -> SetsSeeing {
        // No row for a cell not holding the digit: a look-up there fails loudly.
        let mut rows = vec![u32::MAX; 9 * 128];
        let mut count = 0;
        for (x, &cells) in places.iter().enumerate() {
            each_one(cells, |cell| {
                rows[128 * x + cell] = count;
                count += 1;
            });
        }
        let mut bits = vec![0u64; count as usize * width];
        let mut seen = Vec::with_capacity(small.digits.len());
        for (set, (&digits, by_digit)) in small.digits.iter().zip(&small.by_digit).enumerate() {
            let (word, bit) = (set / 64, 1u64 << (set % 64));
            let mut seen_digits = 0;
            for x in digit_indices(digits) {
                let cells = by_digit[x].1 & places[x];
                if cells != 0 {
                    seen_digits |= 1 << x;
                }
                each_one(cells, |cell| {
                    bits[rows[128 * x + cell] as usize * width + word] |= bit;
                });
            }
            seen.push(seen_digits);
        }
        SetsSeeing { width, places, rows, bits, seen }
    }

    /// By set, its digits that some cell holding the digit, outside the set, sees in every
    /// one of its places there (see [`AlsTable::seen_digits`](super::AlsTable::seen_digits)).
    pub(super) fn seen_digits(&self) -> Vec<CandidateSet> {
        self.seen.iter().map(|&bits| CandidateSet::from_bits(bits)).collect()
    }

    /// The row of the cell of index `cell` for the digit of index `x`, from its word `from`
    /// on, if the cell holds the digit.
    #[inline]
    fn row(&self, x: usize, cell: usize, from: usize) -> Option<&[u64]> {
        (self.places[x] & 1 << cell != 0).then(|| {
            let start = self.rows[128 * x + cell] as usize * self.width;
            &self.bits[start + from..start + self.width]
        })
    }

    /// The sets (indices, in order) holding the digit of index `x` whose every holder of it
    /// sees the cell of index `cell`, into `found`; `false` (and `found` untouched) when the
    /// cell does not hold the digit.
    pub(super) fn seeing(&self, x: usize, cell: usize, found: &mut Vec<u32>) -> bool {
        let Some(row) = self.row(x, cell, 0) else { return false };
        for (k, &word) in row.iter().enumerate() {
            each_one(u128::from(word), |bit| found.push((64 * k + bit) as u32));
        }
        true
    }

    /// The 64-bit words of a row of sets.
    pub(super) fn width(&self) -> usize {
        self.width
    }

    /// Calls `visit` with each set (index, in order) among `among` (a row of sets,
    /// [`width`](SetsSeeing::width) words) whose every holder of the digit of index `x`
    /// sees every cell of `cells`, each of which holds the digit: the `and` of those
    /// cells' rows.
    pub(super) fn each_seeing_all(&self, x: usize, cells: u128, among: &[u64], visit: impl FnMut(usize)) {
        match self.width {
            1 => self.each_seeing_all_in::<1>(x, cells, among, visit),
            2 => self.each_seeing_all_in::<2>(x, cells, among, visit),
            4 => self.each_seeing_all_in::<4>(x, cells, among, visit),
            8 => self.each_seeing_all_in::<8>(x, cells, among, visit),
            _ => {
                let mut found = among.to_vec();
                each_one(cells, |cell| {
                    let row = self.row(x, cell, 0).unwrap_or(&[]);
                    found.iter_mut().zip(row).for_each(|(word, &bits)| *word &= bits);
                });
                each_set(&found, visit);
            }
        }
    }

    /// [`each_seeing_all`](SetsSeeing::each_seeing_all) on rows of `W` words.
    fn each_seeing_all_in<const W: usize>(
        &self,
        x: usize,
        cells: u128,
        among: &[u64],
        visit: impl FnMut(usize),
    ) {
        let (rows, _) = self.bits.as_chunks::<W>();
        let mut found: [u64; W] = std::array::from_fn(|k| among[k]);
        each_one(cells, |cell| {
            let row = &rows[self.rows[128 * x + cell] as usize];
            for k in 0..W {
                found[k] &= row[k];
            }
        });
        each_set(&found, visit);
    }

    /// For each of `small`'s sets, the others it shares a restricted common with, in the
    /// order of the sets, and those commons: what the pairwise comparison gives. Each pair
    /// is found once, from its first set, and listed at both ends: a set's list gets the
    /// sets before it first, in their order, then those after it.
    pub(super) fn links(&self, small: &SmallSets) -> Links {
        let pairs = match self.width {
            1 => self.pairs::<1>(small),
            2 => self.pairs::<2>(small),
            4 => self.pairs::<4>(small),
            8 => self.pairs::<8>(small),
            _ => self.pairs_any_width(small),
        };
        Links::of_pairs(small.cells.len(), &pairs)
    }

    /// The pairs of sets with their restricted commons, each once, in the order of its
    /// first set then its second, on rows of `W` words (the table's width): a row is a
    /// fixed array, so its `and`s and `or`s are a few straight instructions.
    fn pairs<const W: usize>(&self, small: &SmallSets) -> Vec<(u32, u32, CandidateSet)> {
        let (rows, _) = self.bits.as_chunks::<W>();
        let mut common = [[0u64; W]; 9];
        let mut pairs = Vec::new();
        for i in 0..small.cells.len() {
            let by_digit = &small.by_digit[i];
            // Only the sets after `i`: the words before its own and its bits up to `i` cleared.
            let (from, below) = (i / 64, (2u64 << (i % 64)).wrapping_sub(1));
            let keep: [u64; W] = std::array::from_fn(|k| match k.cmp(&from) {
                std::cmp::Ordering::Less => 0,
                std::cmp::Ordering::Equal => !below,
                std::cmp::Ordering::Greater => u64::MAX,
            });
            let mut any = [0u64; W];
            // Without a cell holding x that sees all the set's places of it, no partner on x.
            for x in digit_indices(self.seen[i]) {
                let mut found = keep;
                // The set's holders of x hold it, so each has its row.
                each_one(by_digit[x].0, |cell| {
                    let row = &rows[self.rows[128 * x + cell] as usize];
                    for k in 0..W {
                        found[k] &= row[k];
                    }
                });
                for k in 0..W {
                    any[k] |= found[k];
                }
                common[x] = found;
            }
            let any = any.iter().copied().enumerate();
            push_partners(&mut pairs, small, i, self.seen[i], any, |x, k| common[x][k]);
        }
        pairs
    }

    /// [`pairs`](SetsSeeing::pairs) on rows of any width.
    fn pairs_any_width(&self, small: &SmallSets) -> Vec<(u32, u32, CandidateSet)> {
        let (count, width) = (small.cells.len(), self.width);

        // By digit index, the sets after the current one sharing it as a restricted common.
        let mut common = vec![0u64; 9 * width];
        // The sets after the current one sharing some restricted common with it.
        let mut any = vec![0u64; width];
        let mut pairs: Vec<(u32, u32, CandidateSet)> = Vec::new();
        for i in 0..count {
            let by_digit = &small.by_digit[i];
            // Only the sets after `i`: from `i`'s own word on, its bits up to `i` cleared.
            let (from, below) = (i / 64, (2u64 << (i % 64)).wrapping_sub(1));
            any[from..].fill(0);
            // Without a cell holding x that sees all the set's places of it, no partner on x.
            for x in digit_indices(self.seen[i]) {
                let found = &mut common[x * width + from..(x + 1) * width];
                found.fill(u64::MAX);
                each_one(by_digit[x].0, |cell| match self.row(x, cell, from) {
                    Some(row) => found.iter_mut().zip(row).for_each(|(word, &bits)| *word &= bits),
                    None => found.fill(0),
                });
                found[0] &= !below;
                any[from..].iter_mut().zip(found.iter()).for_each(|(word, &bits)| *word |= bits);
            }
            let words = any.iter().copied().enumerate().skip(from);
            push_partners(&mut pairs, small, i, self.seen[i], words, |x, k| common[x * width + k]);
        }
        pairs
    }
}

/// Calls `visit` with the index of every one bit of the row `words`, lowest first.
#[inline]
fn each_set(words: &[u64], mut visit: impl FnMut(usize)) {
    for (k, &word) in words.iter().enumerate() {
        let mut rest = word;
        while rest != 0 {
            visit(64 * k + rest.trailing_zeros() as usize);
            rest &= rest - 1;
        }
    }
}

/// Appends the pairs of set `i` with the later sets its restricted commons reach: the bits
/// of `any` (word number, word), each set once, left out when it shares a cell with `i`,
/// with the digits `x` among `digits` (bits of digit indices: those of `i` that may have
/// partners) whose `common(x, word number)` has its bit.
fn push_partners(
    pairs: &mut Vec<(u32, u32, CandidateSet)>,
    small: &SmallSets,
    i: usize,
    digits: u32,
    any: impl Iterator<Item = (usize, u64)>,
    common: impl Fn(usize, usize) -> u64,
) {
    let cells = small.cells[i];
    for (k, word) in any {
        let mut rest = word;
        while rest != 0 {
            let bit = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let j = 64 * k + bit;
            if cells & small.cells[j] != 0 {
                continue;
            }
            let shared = digit_indices(digits)
                .filter(|&x| common(x, k) >> bit & 1 != 0)
                .fold(0, |shared, x| shared | 1 << x);
            pairs.push((i as u32, j as u32, CandidateSet::from_bits(shared)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{AlsTable, links_of};
    use super::*;
    use crate::patterns::PatternBoard;
    use crate::patterns::fixtures::{board_from_line, step_along};

    /// The cells holding each digit of `board`, by digit index.
    fn places(board: &PatternBoard) -> [u128; 9] {
        std::array::from_fn(|x| {
            let holds = |cell: dn::CellIndex| board.candidates(cell).iter().any(|d| d.index() == x);
            board.empty_cells().filter(|&c| holds(c)).fold(0, |w, c| w | 1 << c.index())
        })
    }

    #[test]
    fn the_rows_give_the_pairwise_links_at_every_width_along_solving_paths() {
        let (mut positions, mut linked) = (0, 0);
        for grid in &crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 8) {
            let mut board = board_from_line(&grid.to_string());
            for step in 0..12 {
                let table = AlsTable::of(&board);
                let small = SmallSets::of(&table.sets).expect("a 9x9 board fits in words");
                let pairwise = links_of(&table.sets);
                let fitting = SetsSeeing::of(&small, places(&board));
                assert_eq!(fitting.links(&small), pairwise, "{grid} after {step} steps");
                let wide = small.cells.len().div_ceil(64) + 3;
                assert_eq!(
                    SetsSeeing::with_width(&small, places(&board), wide).links(&small),
                    pairwise,
                    "{grid}"
                );
                linked += pairwise.iter().map(<[_]>::len).sum::<usize>();
                positions += 1;
                // A step: remove a cell's first candidate (every fourth step places it).
                if !step_along(&mut board, step % 4 == 3) {
                    break;
                }
            }
        }
        assert!(positions == 0 || linked > 10_000, "the positions have restricted commons: {linked}");
    }

    #[test]
    fn a_set_lists_its_partners_in_the_order_of_the_pairs_at_both_ends() {
        let commons = |bits| CandidateSet::from_bits(bits);
        let pairs = [(0, 2, commons(1)), (0, 3, commons(2)), (1, 2, commons(4)), (2, 3, commons(8))];
        let links = Links::of_pairs(5, &pairs);
        let mut pushed: Vec<Vec<(u32, CandidateSet)>> = vec![Vec::new(); 5];
        for &(i, j, shared) in &pairs {
            pushed[i as usize].push((j, shared));
            pushed[j as usize].push((i, shared));
        }
        assert_eq!(links.len(), 5);
        assert_eq!(links.iter().collect::<Vec<_>>(), pushed.iter().map(Vec::as_slice).collect::<Vec<_>>());
        assert_eq!(&links[2], &[(0, commons(1)), (1, commons(4)), (3, commons(8))][..]);
        assert!(links[4].is_empty(), "a set without partners");
    }

    #[test]
    fn the_rows_give_the_sets_a_cell_sees_whole() {
        for grid in &crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 5) {
            let board = board_from_line(&grid.to_string());
            let table = AlsTable::of(&board);
            let small = SmallSets::of(&table.sets).expect("a 9x9 board fits in words");
            let seeing = SetsSeeing::with_width(&small, places(&board), 7);
            for cell in board.geometry().cells() {
                for digit in (0..9).filter_map(dn::Digit::from_index) {
                    let peers = board.peer_set(cell);
                    let filtered: Vec<u32> = (0..table.sets.len() as u32)
                        .filter(|&s| {
                            let als = &table.sets[s as usize];
                            als.digits.contains(digit) && (als.holders(digit) - *peers).is_empty()
                        })
                        .collect();
                    let mut found = Vec::new();
                    if seeing.seeing(digit.index(), cell.index(), &mut found) {
                        assert_eq!(found, filtered, "{grid}");
                    } else {
                        assert!(
                            !board.candidates(cell).contains(digit),
                            "{grid}: a cell holding the digit has a row"
                        );
                    }
                }
            }
        }
    }
}
