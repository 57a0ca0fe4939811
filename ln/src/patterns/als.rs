//! Almost Locked Sets, shared by ALS-XZ, ALS-XY-Wing and Death Blossom.
//!
//! An almost locked set (ALS) is `N` cells of one unit holding `N + 1` candidates between
//! them (a cell with two candidates is the smallest). Take away one of its digits and the
//! rest is locked: its `N` cells must hold the `N` other digits, one each.
//!
//! Two almost locked sets without common cells have a *restricted common* candidate `x`
//! when both hold `x` and every cell of one holding `x` sees every cell of the other
//! holding `x`: then at most one of the two holds `x`, and the other one is locked without
//! it. The patterns chain sets along restricted commons.

use std::cell::OnceCell;
use std::rc::Rc;

use dn::{CandidateSet, CellIndex, CellSet, Digit, Unit};

use super::PatternBoard;
use super::als_units;
use super::position_cache::{PositionCache, cached};
use super::subsets::and_list;
use super::text;

#[cfg(test)]
pub(crate) mod around_check;
mod links;

pub(crate) use links::Links;
use links::SetsSeeing;

/// An almost locked set: `N` cells of one unit with `N + 1` candidates.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Als {
    /// The unit its cells share (for one cell, the cell's row).
    pub(crate) unit: Unit,
    /// Its cells, in reading order.
    pub(crate) cells: SetCells,
    /// Its cells as a set.
    pub(crate) set: CellSet,
    /// The candidates of its cells together.
    pub(crate) digits: CandidateSet,
    /// On boards bigger than 9×9, for each of its digits in order: the cells of the set
    /// holding the digit, and the cells (outside those) that see every one of them.
    /// Empty where [`words`](Als::words) holds them.
    pub(super) by_digit: Vec<(CellSet, CellSet)>,
    /// On boards of at most 9 digits and 128 cells, the same in machine words.
    pub(super) words: Option<SetWords>,
}

/// The cells of an almost locked set, in reading order, kept in the set itself: at most
/// [`SetCells::MOST`], the most cells a set is searched with on any board.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct SetCells {
    len: u8,
    cells: [CellIndex; SetCells::MOST],
}

impl SetCells {
    /// The most cells of a set.
    pub(crate) const MOST: usize = 8;

    /// The cells `cells` (at most [`MOST`](SetCells::MOST)).
    pub(crate) fn of(cells: &[CellIndex]) -> SetCells {
        let mut set = SetCells { len: cells.len() as u8, cells: [CellIndex::new(0); SetCells::MOST] };
        set.cells[..cells.len()].copy_from_slice(cells);
        set
    }
}

impl std::ops::Deref for SetCells {
    type Target = [CellIndex];

    fn deref(&self) -> &[CellIndex] {
        &self.cells[..usize::from(self.len)]
    }
}

impl std::fmt::Debug for SetCells {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// An almost locked set in machine words, on boards of at most 9 digits and 128 cells.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct SetWords {
    /// Its cells' bits.
    pub(super) cells: u128,
    /// By digit index: the cells of the set holding the digit, and the cells (outside
    /// those) that see every one of them; both empty for a digit it does not hold.
    pub(super) by_digit: [(u128, u128); 9],
}

impl Als {
    /// The number of cells.
    pub(crate) fn size(&self) -> usize {
        self.cells.len()
    }

    /// The cells of the set that hold `digit` (empty if none does).
    pub(crate) fn holders(&self, digit: Digit) -> CellSet {
        match &self.words {
            Some(words) => {
                words.by_digit.get(digit.index()).map_or(CellSet::EMPTY, |w| CellSet::from_u128(w.0))
            }
            None => rank(self.digits, digit).map_or(CellSet::EMPTY, |k| self.by_digit[k].0),
        }
    }

    /// The cells that see every cell of the set holding `digit` (empty if none does).
    pub(crate) fn seen_by_all(&self, digit: Digit) -> CellSet {
        match &self.words {
            Some(words) => {
                words.by_digit.get(digit.index()).map_or(CellSet::EMPTY, |w| CellSet::from_u128(w.1))
            }
            None => rank(self.digits, digit).map_or(CellSet::EMPTY, |k| self.by_digit[k].1),
        }
    }

    /// Whether the two sets share a cell.
    pub(crate) fn overlaps(&self, other: &Als) -> bool {
        !(self.set & other.set).is_empty()
    }

    /// The set in words: `f1c2 and f1c5 (row 1, 2/5/7)`, or `f4c5 (5/7)` for one cell.
    pub(crate) fn describe(&self, board: &PatternBoard) -> String {
        let cells = and_list(self.cells.iter().map(|&c| board.coord(c).to_string()).collect());
        if self.cells.len() == 1 {
            format!("{cells} ({})", text::digits(self.digits))
        } else {
            format!("{cells} ({}, {})", self.unit, text::digits(self.digits))
        }
    }
}

/// Where `digit` comes among `digits` (counting from 0), if it is one of them.
pub(super) fn rank(digits: CandidateSet, digit: Digit) -> Option<usize> {
    let below = digits.bits() & ((1 << digit.index()) - 1);
    digits.contains(digit).then_some(dn::count_ones(below) as usize)
}

/// Every almost locked set of `board`, smallest first (then in the order of the units:
/// rows, columns, blocks), each set of cells once. Cells without candidates take no part.
pub(crate) fn almost_locked_sets(board: &PatternBoard) -> Vec<Rc<Als>> {
    let mut found = als_units::by_unit(board);
    found.sort_by_key(|als| als.size());
    found
}

/// The almost locked sets of one position with what the patterns ask of them, built once
/// per position and shared by every pattern of sets (see
/// [`position_cache`](super::position_cache)).
pub(crate) struct AlsTable {
    /// Every almost locked set, as [`almost_locked_sets`] lists them.
    pub(crate) sets: Vec<Rc<Als>>,
    /// The cells holding each digit (by digit index).
    places: Vec<CellSet>,
    /// The sets in machine words with their index, on boards where they fit (built when
    /// first asked).
    words: OnceCell<Option<Words>>,
    /// For each set, the sets it shares a restricted common with and those commons (built
    /// when first asked).
    links: OnceCell<Links>,
}

/// The sets of a position in machine words, and which of them each cell sees.
struct Words {
    small: SmallSets,
    index: SetsSeeing,
    /// By digit index: the cells holding the digit.
    places: [u128; 9],
}

thread_local! {
    static TABLE: PositionCache<AlsTable> = const { PositionCache::new() };
}

impl AlsTable {
    /// The table of `board`'s position.
    pub(crate) fn of(board: &PatternBoard) -> Rc<AlsTable> {
        cached(&TABLE, board, |board| {
            let mut places = vec![CellSet::EMPTY; board.side()];
            for cell in board.empty_cells() {
                for digit in board.candidates(cell) {
                    places[digit.index()].insert(cell);
                }
            }
            AlsTable {
                sets: almost_locked_sets(board),
                places,
                words: OnceCell::new(),
                links: OnceCell::new(),
            }
        })
    }

    /// For each set, the other sets it shares a restricted common with, in the order of
    /// the sets (each pair listed at both ends), and those commons.
    pub(crate) fn links(&self) -> &Links {
        self.links.get_or_init(|| match self.words() {
            Some(words) => words.index.links(&words.small),
            None => links_of(&self.sets),
        })
    }

    /// The sets in words, when they fit.
    fn words(&self) -> Option<&Words> {
        self.words
            .get_or_init(|| {
                let small = SmallSets::of(&self.sets)?;
                let mut places = [0; 9];
                for (words, cells) in places.iter_mut().zip(&self.places) {
                    *words = cells.to_u128()?;
                }
                let index = SetsSeeing::of(&small, places);
                Some(Words { small, index, places })
            })
            .as_ref()
    }

    /// Whether a cell holding `digit` sees every holder of it in each of `sets` (indices):
    /// whether [`seeing_all`](AlsTable::seeing_all) of them is not empty.
    pub(crate) fn all_seen(&self, sets: &[u32], digit: Digit) -> bool {
        match self.seen_words() {
            Some(words) => words.all_seen(sets, digit),
            None => {
                let sets: Vec<&Als> = sets.iter().map(|&set| &*self.sets[set as usize]).collect();
                !self.seeing_all(&sets, digit).is_empty()
            }
        }
    }

    /// What [`all_seen`](AlsTable::all_seen) reads, to be asked many times without looking
    /// the words up each time; `None` where the sets are not in words.
    pub(crate) fn seen_words(&self) -> Option<SeenWords<'_>> {
        self.words().map(|words| SeenWords { places: &words.places, by_digit: &words.small.by_digit })
    }

    /// By set, its digits that some cell holding the digit, outside the set, sees in every
    /// one of its places there: the digits `d` with [`ends`](AlsTable::ends)`(set, d).any()`.
    pub(crate) fn seen_digits(&self) -> Vec<CandidateSet> {
        match self.words() {
            Some(words) => words.index.seen_digits(),
            None => {
                let sets = self.sets.iter().enumerate();
                sets.map(|(i, als)| als.digits.iter().filter(|&z| self.ends(i as u32, z).any()).collect())
                    .collect()
            }
        }
    }

    /// Each set's cells in one machine word (by set index), on boards where they fit.
    pub(crate) fn cell_words(&self) -> Option<&[u128]> {
        self.words().map(|words| words.small.cells.as_slice())
    }

    /// The sets (indices, in their order) holding a cell of `cells`: those a search around
    /// the cells that changed since it last found nothing looks at (see
    /// [`Reads::Units`](super::Reads::Units)).
    pub(crate) fn holding_any(&self, cells: &CellSet) -> Vec<u32> {
        let numbers = 0..self.sets.len() as u32;
        match (self.cell_words(), cells.to_u128()) {
            (Some(words), Some(cells)) => numbers.filter(|&s| words[s as usize] & cells != 0).collect(),
            _ => numbers.filter(|&s| !(self.sets[s as usize].set & *cells).is_empty()).collect(),
        }
    }

    /// The test of the other end of a chain of sets from the set `start` (index) on
    /// `digit`: whether a cell holding the digit sees every holder of it in both sets.
    pub(crate) fn ends(&self, start: u32, digit: Digit) -> Ends<'_> {
        match self.words() {
            Some(words) => {
                let x = digit.index();
                let cells = words.places[x] & words.small.by_digit[start as usize][x].1;
                Ends::Words { cells, x, by_digit: &words.small.by_digit }
            }
            None => Ends::Sets { table: self, start, digit },
        }
    }

    /// The sets (indices, in their order) holding `digit` whose every cell holding it sees
    /// `cell`: the petals of a Death Blossom on the stem `cell`.
    ///
    /// They go into `found`, cleared first (so its room serves stem after stem).
    pub(crate) fn seeing_cell(
        &self,
        board: &PatternBoard,
        cell: CellIndex,
        digit: Digit,
        found: &mut Vec<u32>,
    ) {
        found.clear();
        if let Some(words) = self.words()
            && words.index.seeing(digit.index(), cell.index(), found)
        {
            return;
        }
        let peers = board.peer_set(cell);
        let sees = |als: &Als| als.digits.contains(digit) && (als.holders(digit) - *peers).is_empty();
        found.extend((0..self.sets.len() as u32).filter(|&s| sees(&self.sets[s as usize])));
    }

    /// The 64-bit words of a row of sets for
    /// [`each_seeing_all`](AlsTable::each_seeing_all), where the sets are in words.
    pub(crate) fn row_width(&self) -> Option<usize> {
        self.words().map(|words| words.index.width())
    }

    /// Calls `visit` with each set (index, in order) among `among` (a row of
    /// [`row_width`](AlsTable::row_width) words, bit `s` for set `s`) whose every holder of
    /// the digit of index `x` sees every cell of `cells`, cells holding the digit; nothing
    /// where the sets are not in words.
    pub(crate) fn each_seeing_all(&self, x: usize, cells: u128, among: &[u64], visit: impl FnMut(usize)) {
        if let Some(words) = self.words() {
            words.index.each_seeing_all(x, cells, among, visit);
        }
    }

    /// The cells holding `digit` that see every holder of `digit` in every set of `sets`.
    pub(crate) fn seeing_all(&self, sets: &[&Als], digit: Digit) -> CellSet {
        let places = self.places.get(digit.index()).copied().unwrap_or_default();
        sets.iter().fold(places, |cells, als| cells & als.seen_by_all(digit))
    }
}

/// The cells holding each digit and, by set, those seeing all its holders of each digit, in
/// words (see [`AlsTable::seen_words`]).
#[derive(Clone, Copy)]
pub(crate) struct SeenWords<'a> {
    /// By digit index: the cells holding the digit.
    places: &'a [u128; 9],
    /// By set and digit index: its cells holding the digit, and the cells seeing all of them.
    by_digit: &'a [[(u128, u128); 9]],
}

impl SeenWords<'_> {
    /// By digit index, the cells of the set `set` holding the digit and the cells (outside
    /// those) that see every one of them (none of either for a digit it does not hold).
    #[inline]
    pub(crate) fn seeing_each(&self, set: u32) -> &[(u128, u128); 9] {
        &self.by_digit[set as usize]
    }

    /// The cells holding the digit of index `x`.
    #[inline]
    pub(crate) fn holding(&self, x: usize) -> u128 {
        self.places[x]
    }

    /// [`AlsTable::all_seen`]: whether a cell holding `digit` sees every holder of it in
    /// each of `sets` (indices).
    #[inline]
    pub(crate) fn all_seen(&self, sets: &[u32], digit: Digit) -> bool {
        let x = digit.index();
        sets.iter().fold(self.places[x], |cells, &set| cells & self.by_digit[set as usize][x].1) != 0
    }
}

/// Whether a cell holding a digit sees every holder of it in one set and in another (see
/// [`AlsTable::ends`]).
pub(crate) enum Ends<'a> {
    /// Sets in words: the cells holding the digit (of index `x`) that see every holder of
    /// it in the one set, and every set's cells seeing all its holders of each digit.
    Words { cells: u128, x: usize, by_digit: &'a [[(u128, u128); 9]] },
    /// Bigger boards: the table, the one set and the digit.
    Sets { table: &'a AlsTable, start: u32, digit: Digit },
}

impl Ends<'_> {
    /// The cells holding the digit that see every holder of it in the one set, where the
    /// sets are in words.
    pub(crate) fn cells(&self) -> Option<u128> {
        match *self {
            Ends::Words { cells, .. } => Some(cells),
            Ends::Sets { .. } => None,
        }
    }

    /// Whether some cell holding the digit sees every holder of it in the one set.
    pub(crate) fn any(&self) -> bool {
        match *self {
            Ends::Words { cells, .. } => cells != 0,
            Ends::Sets { table, start, digit } => table.all_seen(&[start], digit),
        }
    }

    /// Whether some cell holding the digit sees every holder of it in the one set and in
    /// the set `other` (index).
    pub(crate) fn with(&self, other: u32) -> bool {
        match *self {
            Ends::Words { cells, x, by_digit } => cells & by_digit[other as usize][x].1 != 0,
            Ends::Sets { table, start, digit } => table.all_seen(&[start, other], digit),
        }
    }
}

/// For each of `sets`, the others it shares a restricted common with and those commons
/// (see [`AlsTable::links`]), pair by pair with [`restricted_commons`].
fn links_of(sets: &[Rc<Als>]) -> Links {
    let mut pairs = Vec::new();
    for (i, a) in sets.iter().enumerate() {
        for (j, b) in sets.iter().enumerate().skip(i + 1) {
            let commons = restricted_commons(a, b);
            if !commons.is_empty() {
                pairs.push((i as u32, j as u32, commons));
            }
        }
    }
    Links::of_pairs(sets.len(), &pairs)
}

/// The sets of a board of at most 128 cells and 9 digits with their cells in one machine
/// word each: [`links_of`] compares every pair of sets, and a [`CellSet`] spans every
/// size up to 25×25.
struct SmallSets {
    /// By set: its digits' bits.
    digits: Vec<u32>,
    /// By set: its cells' bits.
    cells: Vec<u128>,
    /// By set and digit index: the cells holding the digit, and those seeing all of them.
    by_digit: Vec<[(u128, u128); 9]>,
}

impl SmallSets {
    /// The sets in words, or `None` when a cell or a digit does not fit (the sets carry
    /// no [`SetWords`]).
    fn of(sets: &[Rc<Als>]) -> Option<SmallSets> {
        let mut small = SmallSets {
            digits: Vec::with_capacity(sets.len()),
            cells: Vec::with_capacity(sets.len()),
            by_digit: Vec::with_capacity(sets.len()),
        };
        for als in sets {
            let words = als.words.as_ref()?;
            small.digits.push(als.digits.bits());
            small.cells.push(words.cells);
            small.by_digit.push(words.by_digit);
        }
        Some(small)
    }
}

/// The restricted common candidates of two sets that share no cell: the digits both hold
/// where every holder in one sees every holder in the other. Empty when they overlap.
pub(crate) fn restricted_commons(a: &Als, b: &Als) -> CandidateSet {
    let common = a.digits & b.digits;
    if common.is_empty() || a.overlaps(b) {
        return CandidateSet::EMPTY;
    }
    common.iter().filter(|&x| (b.holders(x) - a.seen_by_all(x)).is_empty()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{board_from_line, empty_with};
    use dn::Geometry;

    fn names(board: &PatternBoard, als: &Als) -> Vec<String> {
        als.cells.iter().map(|&c| board.coord(c).to_string()).collect()
    }

    #[test]
    fn sets_have_one_candidate_more_than_cells_and_come_smallest_first() {
        // Built: f1c1 keeps 1/2, f1c2 2/3, f1c3 1/3; every other cell all nine digits.
        let board = empty_with(Geometry::NINE, &[("f1c1", "12"), ("f1c2", "23"), ("f1c3", "13")]);
        let sets = almost_locked_sets(&board);
        assert!(sets.windows(2).all(|w| w[0].size() <= w[1].size()));
        for als in &sets {
            assert_eq!(als.digits.len(), als.size() + 1, "{:?}", names(&board, als));
        }
        let pair =
            sets.iter().find(|s| names(&board, s) == ["f1c1", "f1c2"]).expect("f1c1 and f1c2 are an ALS");
        assert_eq!(pair.unit, Unit::Row(0));
        assert_eq!(pair.describe(&board), "f1c1 and f1c2 (row 1, 1/2/3)");
        // f1c1, f1c2, f1c3 hold three digits in three cells: locked, not almost locked.
        assert!(!sets.iter().any(|s| names(&board, s) == ["f1c1", "f1c2", "f1c3"]));
        // The same cells from the row and from the block are one set.
        assert_eq!(sets.iter().filter(|s| names(&board, s) == ["f1c1", "f1c2"]).count(), 1);
    }

    #[test]
    fn restricted_commons_need_every_holder_to_see_every_other() {
        // Built: f1c1 (1/2) and f1c5 (1/3) see each other, so 1 is a restricted common;
        // f5c9 (1/3) does not see f1c1.
        let board = empty_with(Geometry::NINE, &[("f1c1", "12"), ("f1c5", "13"), ("f5c9", "13")]);
        let sets = almost_locked_sets(&board);
        let single = |name: &str| sets.iter().find(|s| names(&board, s) == [name]).expect("a bivalue cell");
        let one = CandidateSet::single(Digit::new(1).unwrap());
        assert_eq!(restricted_commons(single("f1c1"), single("f1c5")), one);
        assert_eq!(restricted_commons(single("f1c1"), single("f5c9")), CandidateSet::EMPTY);
        assert_eq!(restricted_commons(single("f1c1"), single("f1c1")), CandidateSet::EMPTY);
    }

    #[test]
    fn the_word_sized_links_are_the_pairwise_ones() {
        let lines = crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 20);
        let mut linked = 0;
        for grid in &lines {
            let board = board_from_line(&grid.to_string());
            let sets = almost_locked_sets(&board);
            let words = SmallSets::of(&sets).expect("a 9x9 board fits in words");
            let places = std::array::from_fn(|x| {
                let digit = Digit::from_index(x).expect("a digit of 9x9");
                board
                    .empty_cells()
                    .filter(|&c| board.candidates(c).contains(digit))
                    .fold(0, |w, c| w | 1 << c.index())
            });
            let small = SetsSeeing::of(&words, places).links(&words);
            assert_eq!(small, links_of(&sets), "{grid}");
            linked += small.iter().map(<[_]>::len).sum::<usize>();
        }
        assert!(lines.is_empty() || linked > 1000, "the boards have restricted commons: {linked}");
        let big = empty_with(Geometry::SIXTEEN, &[("f1c1", "12"), ("f1c5", "13")]);
        assert!(SmallSets::of(&almost_locked_sets(&big)).is_none(), "16x16 takes the pairwise path");
    }

    #[test]
    fn the_indexed_sets_seeing_a_cell_are_those_filtered() {
        for grid in &crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 5) {
            let board = board_from_line(&grid.to_string());
            let table = AlsTable::of(&board);
            for cell in board.empty_cells() {
                for digit in board.candidates(cell) {
                    let filtered: Vec<u32> = (0..table.sets.len() as u32)
                        .filter(|&s| {
                            let als = &table.sets[s as usize];
                            als.digits.contains(digit)
                                && (als.holders(digit) - *board.peer_set(cell)).is_empty()
                        })
                        .collect();
                    let mut found = vec![u32::MAX];
                    table.seeing_cell(&board, cell, digit, &mut found);
                    assert_eq!(found, filtered, "{grid}");
                }
            }
        }
    }

    #[test]
    fn the_ends_in_words_are_the_cells_seeing_both_sets() {
        let mut seen = [0, 0];
        for grid in &crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 5) {
            let board = board_from_line(&grid.to_string());
            let table = AlsTable::of(&board);
            let sets = &table.sets;
            for (i, a) in sets.iter().enumerate() {
                for digit in a.digits {
                    let ends = table.ends(i as u32, digit);
                    assert!(matches!(ends, Ends::Words { .. }), "a 9x9 board fits in words");
                    assert_eq!(ends.any(), !table.seeing_all(&[a], digit).is_empty(), "{grid}");
                    for (j, b) in sets.iter().enumerate().step_by(7) {
                        let with = ends.with(j as u32);
                        assert_eq!(with, !table.seeing_all(&[a, b], digit).is_empty(), "{grid}");
                        seen[usize::from(with)] += 1;
                    }
                }
            }
        }
        assert!(seen[0] == 0 || seen.iter().all(|&n| n > 100), "both answers: {seen:?}");
    }

    #[test]
    fn the_seen_digits_are_those_whose_ends_see_something() {
        for grid in &crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 5) {
            let board = board_from_line(&grid.to_string());
            let table = AlsTable::of(&board);
            let ends: Vec<CandidateSet> = (0..table.sets.len())
                .map(|i| table.sets[i].digits.iter().filter(|&z| table.ends(i as u32, z).any()).collect())
                .collect();
            assert_eq!(table.seen_digits(), ends, "{grid}");
        }
    }

    #[test]
    fn a_solved_board_has_none() {
        let solved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        assert!(almost_locked_sets(&board_from_line(solved)).is_empty());
    }
}
