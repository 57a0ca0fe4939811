//! Death Blossom (HoDoKu level unfair, score 360): a stem cell and one almost locked set,
//! a petal, for each of its candidates `d`, the petal's cells holding `d` all seeing the
//! stem; the petals share no cell. Whatever the stem holds, that petal loses the digit and
//! has to place all its others. A digit `z` every petal holds (and the stem does not) is
//! therefore in one of the petals: every cell that sees all their `z`s loses it.
//!
//! Stems of two to four candidates are searched; the smallest blossom (fewest cells in its
//! petals) that removes something is reported. A stem is searched only if, for some digit
//! `z` it lacks, a cell holding `z` sees, for each of its candidates, every `z` of one of
//! the sets that may be that candidate's petal: most stems fail this at once
//! ([`may_remove`]).

use std::cell::RefCell;
use std::ops::{BitAnd, BitOr};
use std::rc::Rc;

use dn::{CandidateSet, CellIndex, CellSet, Digit, Hint, Level, Role};

use super::als::{Als, AlsTable, SeenWords};
use super::draft::Draft;
use super::text;
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// A cell whose every candidate empties a petal of the digit: a digit of every petal lies in one of them.
pub(crate) struct DeathBlossom;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("death-blossom"),
    name: "Death Blossom",
    level: Level::Extreme,
    family: Family::AlmostLockedSets,
    section: None,
    explainer: dn::ExplainerRating::tenths(82),
    summary: "A cell with an almost locked set for each of its candidates, all that digit's places in the set \
              seeing the cell: a digit of every set lies in one of them, so the cells seeing all its places lose it.",
};

/// The most candidates a stem may have (one colour per petal).
const MAX_STEM: usize = 4;

/// The most steps of the search for petals per stem, so a board full of sets stays quick.
const PETAL_BUDGET: usize = 20_000;

/// The roles of the petals, in the order of the stem's candidates.
const PETAL_ROLES: [Role; MAX_STEM] = [Role::ColourA, Role::ColourB, Role::ColourC, Role::ColourD];

impl Pattern for DeathBlossom {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        let table = AlsTable::of(board);
        let best = EMPTY_SEARCH.with(|last| search(board, &table, &mut last.borrow_mut(), PETAL_BUDGET));
        hint(board, &table, &best?, explain)
    }
}

/// The smallest blossom of `board` with `budget` steps per stem, searched only around the
/// cells changed since `last` where it applies (see [`blossom`]); `last` becomes
/// `board` when no blossom is found and no stem's budget runs out.
fn search(board: &PatternBoard, table: &AlsTable, last: &mut Option<Vec<CandidateSet>>, budget: usize) -> Option<Blossom> {
    let changed = last.as_deref().and_then(|last| board.lost_since(last));
    let (best, complete) = match table.cell_words() {
        Some(words) => blossom(board, table, |set| words[set as usize], changed, budget),
        None => blossom(board, table, |set| table.sets[set as usize].set, changed, budget),
    };
    if best.is_none() && complete {
        *last = Some(board.all_candidates().to_vec());
    }
    best
}

thread_local! {
    /// The candidates of every cell of the last board whose search found no blossom with no
    /// stem's budget running out, on this thread.
    static EMPTY_SEARCH: RefCell<Option<Vec<CandidateSet>>> = const { RefCell::new(None) };
}

/// The smallest blossom of `board` (the first stem's among equals), the cells of the
/// table's sets given by `cells` by their index, each stem's search stopping after
/// `budget` steps; and whether no stem's budget ran out.
///
/// With `changed`, the cells whose candidates differ from those of a board whose whole
/// search found nothing and ran out of no budget (the present board only lost candidates
/// since), a stem is searched only if it or one of its petals holds a changed cell: a
/// blossom none of whose cells changed would have been one there, so the others have none. Each stem has its own budget
/// and the smallest size so far only shrinks with a blossom found, so leaving out a stem
/// without a blossom changes nothing else.
fn blossom<C: Cells>(
    board: &PatternBoard,
    table: &AlsTable,
    cells: impl Fn(u32) -> C,
    changed: Option<CellSet>,
    budget: usize,
) -> (Option<Blossom>, bool) {
    let changed = changed.map(|set| (set, C::of(set)));
    let mut complete = true;
    let mut best: Option<Blossom> = None;
    let mut options = Vec::new();
    let mut petals: Vec<Vec<Petal<C>>> = (0..MAX_STEM).map(|_| Vec::new()).collect();
    let words = table.seen_words();
    'stems: for stem in board.empty_cells() {
        let digits = board.candidates(stem);
        if !(2..=MAX_STEM).contains(&digits.len()) {
            continue;
        }
        for (digit, petals) in digits.iter().zip(&mut petals) {
            table.seeing_cell(board, stem, digit, &mut options);
            if options.is_empty() {
                continue 'stems;
            }
            petals.clear();
            petals.extend(options.iter().map(|&number| Petal::of(table, number, cells(number))));
        }
        if let Some((set, words)) = changed
            && !set.contains(stem)
            && petals[..digits.len()].iter().flatten().all(|petal| (petal.cells & words).is_empty())
        {
            continue;
        }
        let outside = CandidateSet::full(board.side()) - digits;
        if let Some(words) = &words
            && !may_remove(words, &petals[..digits.len()], outside)
        {
            continue;
        }
        let mut search = Search {
            table,
            words,
            stem,
            petals: &petals[..digits.len()],
            chosen: Vec::new(),
            taken: C::EMPTY,
            smallest: best.as_ref().map_or(usize::MAX, |b| b.size),
            best: best.take(),
            budget,
        };
        search.grow(0, 0, CandidateSet::full(board.side()) - digits);
        complete &= search.budget > 0;
        best = search.best;
    }
    (best, complete)
}

/// Whether a blossom whose petals are among `petals` (for each candidate of the stem, the
/// sets that may be its petal) may remove a digit of `outside` (those the stem lacks):
/// whether a cell holding such a digit `z` sees, for each candidate, every `z` of one of
/// its options. A stem without is not searched: no choice of petals removes anything.
fn may_remove<C>(words: &SeenWords<'_>, petals: &[Vec<Petal<C>>], outside: CandidateSet) -> bool {
    let mut cells = [u128::MAX; 9];
    for options in petals {
        let mut seen = [0u128; 9];
        for petal in options {
            let seeing = words.seeing_each(petal.number);
            for z in petal.digits & outside {
                seen[z.index()] |= seeing[z.index()].1;
            }
        }
        for (cells, seen) in cells.iter_mut().zip(seen) {
            *cells &= seen;
        }
    }
    outside.iter().any(|z| cells[z.index()] & words.holding(z.index()) != 0)
}

/// Cells as the search for petals compares them: a [`CellSet`](dn::CellSet), or one
/// machine word where the sets fit in words (see [`AlsTable::cell_words`]).
trait Cells: Copy + BitAnd<Output = Self> + BitOr<Output = Self> {
    /// No cell.
    const EMPTY: Self;

    /// The cells of `set`, on a board where this type holds them all.
    fn of(set: CellSet) -> Self;

    /// Whether there is no cell.
    fn is_empty(self) -> bool;
}

impl Cells for u128 {
    const EMPTY: u128 = 0;

    fn of(set: CellSet) -> u128 {
        set.to_u128().expect("sets in words are on boards of at most 128 cells")
    }

    fn is_empty(self) -> bool {
        self == 0
    }
}

impl Cells for CellSet {
    const EMPTY: CellSet = CellSet::EMPTY;

    fn of(set: CellSet) -> CellSet {
        set
    }

    fn is_empty(self) -> bool {
        CellSet::is_empty(&self)
    }
}

/// A set that may be the petal of one of the stem's candidates, with what the search asks
/// of it.
#[derive(Clone, Copy)]
struct Petal<C> {
    /// The set's index.
    number: u32,
    size: usize,
    digits: CandidateSet,
    cells: C,
}

impl<C> Petal<C> {
    /// The petal of the set `number` of `table`, whose cells are `cells`.
    fn of(table: &AlsTable, number: u32, cells: C) -> Petal<C> {
        let als = &table.sets[number as usize];
        Petal { number, size: als.size(), digits: als.digits, cells }
    }
}

/// A Death Blossom: the stem, its petals in the order of its candidates, the digit removed
/// and the number of cells in the petals.
struct Blossom {
    stem: CellIndex,
    petals: Vec<Rc<Als>>,
    z: Digit,
    size: usize,
}

/// The search for the smallest blossom on one stem: one petal per candidate.
struct Search<'a, C> {
    table: &'a AlsTable,
    /// The table's words for the test of a blossom's removals, where they fit.
    words: Option<SeenWords<'a>>,
    stem: CellIndex,
    /// For each candidate of the stem, the sets that may be its petal.
    petals: &'a [Vec<Petal<C>>],
    /// The petals chosen so far (indices).
    chosen: Vec<u32>,
    /// The cells of the petals chosen.
    taken: C,
    /// The size of `best` (`usize::MAX` without one).
    smallest: usize,
    best: Option<Blossom>,
    budget: usize,
}

impl<C: Cells> Search<'_, C> {
    /// Chooses a petal for the stem's candidate number `k` and on, the petals chosen so far
    /// having `size` cells and the digits `common` (outside the stem) in common.
    ///
    /// Each call that gets past the size and the budget is a step of the budget, and so is
    /// each last petal tried (see [`last_petal`](Search::last_petal)).
    fn grow(&mut self, k: usize, size: usize, common: CandidateSet) {
        if size >= self.smallest || self.budget == 0 {
            return;
        }
        self.budget -= 1;
        if k + 1 == self.petals.len() {
            self.last_petal(size, common);
            return;
        }
        let options = &self.petals[k];
        for petal in options {
            if size + petal.size >= self.smallest {
                // The options come smallest first (the order of the sets): no later one fits.
                break;
            }
            let shared = common & petal.digits;
            if shared.is_empty() || !(self.taken & petal.cells).is_empty() {
                continue;
            }
            let taken = self.taken;
            self.taken = taken | petal.cells;
            self.chosen.push(petal.number);
            self.grow(k + 1, size + petal.size, shared);
            self.chosen.pop();
            self.taken = taken;
            if self.budget == 0 {
                return;
            }
        }
    }

    /// Chooses the last petal, the others having `size` cells and the digits `common` in
    /// common: each petal that fits is a step of the budget (as a call of
    /// [`grow`](Search::grow) for the blossom would be), and a blossom when a cell holding
    /// one of the digits both have sees all its holders in every petal.
    fn last_petal(&mut self, size: usize, common: CandidateSet) {
        let options = &self.petals[self.petals.len() - 1];
        for petal in options {
            let total = size + petal.size;
            if total >= self.smallest {
                // The options come smallest first (the order of the sets): no later one fits.
                break;
            }
            let shared = common & petal.digits;
            if shared.is_empty() || !(self.taken & petal.cells).is_empty() {
                continue;
            }
            if self.budget == 0 {
                return;
            }
            self.budget -= 1;
            self.chosen.push(petal.number);
            if let Some(z) = shared.iter().find(|&z| self.all_seen(z)) {
                let petals = self.chosen.iter().map(|&p| Rc::clone(&self.table.sets[p as usize])).collect();
                self.best = Some(Blossom { stem: self.stem, petals, z, size: total });
                self.smallest = total;
            }
            self.chosen.pop();
        }
    }

    /// Whether a cell holding `z` sees every holder of it in the petals chosen.
    #[inline]
    fn all_seen(&self, z: Digit) -> bool {
        match &self.words {
            Some(words) => words.all_seen(&self.chosen, z),
            None => self.table.all_seen(&self.chosen, z),
        }
    }
}

/// The hint of `blossom`: the stem as the root, each petal in its own colour.
fn hint(board: &PatternBoard, table: &AlsTable, blossom: &Blossom, explain: bool) -> Option<Hint> {
    let z = blossom.z;
    let mut draft = Draft::new(&INFO, board);
    draft.cell(blossom.stem, Role::Root);
    for (petal, role) in blossom.petals.iter().zip(PETAL_ROLES) {
        draft.cells(petal.cells.iter().copied(), role);
    }
    let petals: Vec<&Als> = blossom.petals.iter().map(|petal| &**petal).collect();
    for cell in table.seeing_all(&petals, z).iter() {
        draft.eliminate(cell, z);
    }
    draft.finish(explain, |hint| {
        let digits = board.candidates(blossom.stem);
        let each: Vec<String> =
            digits.iter().zip(&blossom.petals).map(|(d, petal)| format!("for {d}, {}", petal.describe(board))).collect();
        let places: Vec<String> = blossom
            .petals
            .iter()
            .fold(dn::CellSet::EMPTY, |all, p| all | p.holders(z))
            .iter()
            .map(|c| board.coord(c).to_string())
            .collect();
        format!(
            "Death Blossom on {z}: the stem {} is {}. Each of its candidates has a petal, an almost locked set \
             (one candidate more than cells) whose cells with that digit all see the stem: {}. Whatever the stem \
             holds, that petal loses the digit and has to place all its others, {z} among them. So {z} lies in \
             one of the petals, in {}, and a cell that sees all those places cannot be {z}; remove {}.",
            board.coord(blossom.stem),
            or_list(digits),
            each.join("; "),
            places.join(", "),
            text::removals(&hint.eliminations)
        )
    })
}

/// Digits joined by commas and a final "or": `1, 4 or 7`.
fn or_list(digits: CandidateSet) -> String {
    let words: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => words.concat(),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// Line 284 of `magictour_top1465.txt` after 26 steps (puzzle .47.2....8....1....3....9.2.....5...6..81..5.....4.....7....3.4...9...1.4..27.8..), the board there.
    pub(crate) const LINE_284: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.----------------------.----------------.------------------.
| 59     <4>    <7>    | 36   <2>  69   | 156  38    1368  |
| <8>    259    259    | *4*  369  <1>  | 56   *7*   36    |
| *1*    <3>    *6*    | *5*  *8*  *7*  | <9>  *4*   <2>   |
:----------------------+----------------+------------------:
| 237    1289   123489 | 367  39   <5>  | 124  2368  13689 |
| <6>    29     2349   | <8>  <1>  239  | 247  <5>   379   |
| 23579  12589  123589 | 367  <4>  2369 | 126  2368  13689 |
:----------------------+----------------+------------------:
| 259    <7>    259    | *1*  56   *8*  | <3>  269   <4>   |
| 235    2568   2358   | <9>  356  *4*  | 267  <1>   67    |
| <4>    169    139    | <2>  <7>  36   | <8>  69    *5*   |
'----------------------'----------------'------------------'
";

    /// Line 311 of `magictour_top1465.txt` after 19 steps (puzzle 5.1.94....2.6.59................2.17.3..4..6.......5.........2.....3.8...6.8.93..), the board there.
    pub(crate) const LINE_311: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.----------------------.-----------------.------------------.
| <5>    78      <1>   | 27    <9>  <4>  | 67   378   2368  |
| 3478   <2>     3478  | <6>   18   <5>  | <9>  478   148   |
| 4679   479     4679  | 127   128  *3*  | 17   4578  12458 |
:----------------------+-----------------+------------------:
| 689    589     5689  | *3*   56   <2>  | *4*  <1>   <7>   |
| 17     <3>     57    | 159   <4>  78   | *2*  <6>   89    |
| 12467  147     2467  | 19    67   1678 | <5>  389   389   |
:----------------------+-----------------+------------------:
| 3489   145789  3489  | 145   567  167  | 167  <2>   14569 |
| 12479  14579   24579 | 1245  <3>  167  | <8>  4579  14569 |
| 1247   <6>     2457  | <8>   12   <9>  | <3>  457   145   |
'----------------------'-----------------'------------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "death-blossom",
            source: "line 284 of magictour_top1465.txt after 26 steps",
            board: || board_from_marks(LINE_284),
            applies: true,
            expected: &["-6f9c6"],
        },
        Fixture {
            pattern: "death-blossom",
            source: "line 311 of magictour_top1465.txt after 19 steps",
            board: || board_from_marks(LINE_311),
            applies: true,
            expected: &["-7f3c3"],
        },
        Fixture {
            pattern: "death-blossom",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "death-blossom",
            source: "the board of `jade example skyscraper --seed 2`: none here",
            board: || board_from_marks(crate::patterns::skyscraper::tests::EXAMPLE_SEED_2),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_search_on_words_finds_the_blossom_of_the_search_on_cell_sets() {
        let mut boards = vec![board_from_marks(LINE_284), board_from_marks(LINE_311)];
        for grid in &crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 30) {
            boards.push(board_from_line(&grid.to_string()));
        }
        let mut found = 0;
        for board in &boards {
            let table = AlsTable::of(board);
            let words = table.cell_words().expect("a 9x9 board fits in words");
            let key = |blossom: Blossom| {
                let petals: Vec<_> = blossom.petals.iter().map(|p| p.cells).collect();
                (blossom.stem, petals, blossom.z, blossom.size)
            };
            let on_words = blossom(board, &table, |set| words[set as usize], None, PETAL_BUDGET).0.map(key);
            found += usize::from(on_words.is_some());
            let on_sets = blossom(board, &table, |set| table.sets[set as usize].set, None, PETAL_BUDGET).0;
            assert_eq!(on_words, on_sets.map(key));
        }
        assert!(found >= 2, "blossoms found: {found}");
    }

    /// The search as it was before [`Search::last_petal`]: every petal, the last one too, a
    /// call of its own, the blossom tested at the call after the last petal.
    fn reference_grow(search: &mut Search<u128>, k: usize, size: usize, common: CandidateSet) {
        if size >= search.smallest || search.budget == 0 {
            return;
        }
        search.budget -= 1;
        if k == search.petals.len() {
            if let Some(z) = common.iter().find(|&z| search.table.all_seen(&search.chosen, z)) {
                let petals = search.chosen.iter().map(|&p| Rc::clone(&search.table.sets[p as usize])).collect();
                search.best = Some(Blossom { stem: search.stem, petals, z, size });
                search.smallest = size;
            }
            return;
        }
        for petal in &search.petals[k] {
            if size + petal.size >= search.smallest {
                break;
            }
            let shared = common & petal.digits;
            if shared.is_empty() || !(search.taken & petal.cells).is_empty() {
                continue;
            }
            let taken = search.taken;
            search.taken = taken | petal.cells;
            search.chosen.push(petal.number);
            reference_grow(search, k + 1, size + petal.size, shared);
            search.chosen.pop();
            search.taken = taken;
            if search.budget == 0 {
                return;
            }
        }
    }

    /// For every stem of `board`, the search and the reference with `budget` steps, the
    /// smallest size so far carried from stem to stem: the blossom found and the budget
    /// left must agree. Returns the blossoms found and the stems whose budget ran out.
    fn compare_stems(board: &PatternBoard, budget: usize) -> (usize, usize) {
        let table = AlsTable::of(board);
        let (mut smallest, mut found, mut spent) = (usize::MAX, 0, 0);
        for (stem, petals) in stems(board, &table) {
            let digits = board.candidates(stem);
            let search = || Search {
                table: &table,
                words: table.seen_words(),
                stem,
                petals: &petals,
                chosen: Vec::new(),
                taken: 0,
                smallest,
                best: None,
                budget,
            };
            let common = CandidateSet::full(board.side()) - digits;
            let (mut fast, mut slow) = (search(), search());
            fast.grow(0, 0, common);
            reference_grow(&mut slow, 0, 0, common);
            let key = |b: &Blossom| (b.stem, b.petals.iter().map(|p| p.cells).collect::<Vec<_>>(), b.z, b.size);
            assert_eq!(fast.best.as_ref().map(key), slow.best.as_ref().map(key), "stem {stem:?}, budget {budget}");
            assert_eq!(fast.budget, slow.budget, "stem {stem:?}, budget {budget}");
            smallest = slow.smallest;
            found += usize::from(slow.best.is_some());
            spent += usize::from(slow.budget == 0);
        }
        (found, spent)
    }

    /// Each stem of `board` (two to four candidates, each with an option) with its options
    /// for each petal, as [`blossom`] finds them.
    fn stems(board: &PatternBoard, table: &AlsTable) -> Vec<(CellIndex, Vec<Vec<Petal<u128>>>)> {
        let words = table.cell_words().expect("a 9x9 board fits in words");
        let mut options = Vec::new();
        let mut stems = Vec::new();
        'stems: for stem in board.empty_cells() {
            let digits = board.candidates(stem);
            if !(2..=MAX_STEM).contains(&digits.len()) {
                continue;
            }
            let mut petals = Vec::new();
            for digit in digits {
                table.seeing_cell(board, stem, digit, &mut options);
                if options.is_empty() {
                    continue 'stems;
                }
                petals.push(options.iter().map(|&n| Petal::of(table, n, words[n as usize])).collect::<Vec<_>>());
            }
            stems.push((stem, petals));
        }
        stems
    }

    /// Along the first steps of real puzzles: wherever [`may_remove`] leaves a stem out,
    /// the reference search of that stem with no limit finds no blossom; and many stems are
    /// left out.
    #[test]
    fn a_stem_left_out_has_no_blossom_and_many_are() {
        let (mut left_out, mut searched) = (0, 0);
        let grids = crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 40);
        for grid in &grids {
            let mut board = board_from_line(&grid.to_string());
            for step in 0..30 {
                let table = AlsTable::of(&board);
                let words = table.seen_words().expect("a 9x9 board fits in words");
                for (stem, petals) in stems(&board, &table) {
                    let outside = CandidateSet::full(board.side()) - board.candidates(stem);
                    if may_remove(&words, &petals, outside) {
                        searched += 1;
                        continue;
                    }
                    left_out += 1;
                    let mut search = Search {
                        table: &table,
                        words: Some(words),
                        stem,
                        petals: &petals,
                        chosen: Vec::new(),
                        taken: 0,
                        smallest: usize::MAX,
                        best: None,
                        budget: usize::MAX,
                    };
                    reference_grow(&mut search, 0, 0, outside);
                    assert!(search.best.is_none(), "{grid} after {step} steps: stem {stem:?}");
                }
                if !crate::patterns::fixtures::step_along(&mut board, step % 3 == 2) {
                    break;
                }
            }
        }
        // About 11,000 left out and 28,000 searched on these early positions.
        assert!(grids.is_empty() || 4 * left_out > searched, "{left_out} stems left out, {searched} searched");
    }

    #[test]
    fn the_last_petal_takes_the_steps_and_finds_the_blossoms_of_the_reference() {
        let mut boards = vec![board_from_marks(LINE_284), board_from_marks(LINE_311)];
        for grid in &crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 40) {
            let mut board = board_from_line(&grid.to_string());
            for step in 0..8 {
                boards.push(board.clone());
                if !crate::patterns::fixtures::step_along(&mut board, step % 4 == 3) {
                    break;
                }
            }
        }
        let (mut found, mut spent) = (0, 0);
        for board in &boards {
            for budget in [1, 2, 3, 7, 40, 300, 2_000, PETAL_BUDGET] {
                let (f, s) = compare_stems(board, budget);
                found += f;
                spent += s;
            }
        }
        // Without the data file only the two boards above (16 blossoms over the budgets).
        assert!(found >= 16, "blossoms found: {found}");
        assert!(boards.len() <= 2 || (found > 500 && spent > 10_000), "found {found}, budgets spent {spent}");
    }

    #[test]
    fn the_search_around_the_changes_finds_the_blossom_of_the_whole_search() {
        let grids = crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 40);
        let key = |b: Blossom| (b.stem, b.petals.iter().map(|p| p.cells).collect::<Vec<_>>(), b.z, b.size);
        let (mut around, mut found) = (0, 0);
        for budget in [2, 5, 12, 40, 600, PETAL_BUDGET] {
            let mut last = None;
            for grid in &grids {
                let mut board = board_from_line(&grid.to_string());
                for step in 0..30 {
                    let table = AlsTable::of(&board);
                    around += usize::from(last.as_deref().and_then(|last| board.lost_since(last)).is_some());
                    let fast = search(&board, &table, &mut last, budget).map(key);
                    let words = table.cell_words().expect("a 9x9 board fits in words");
                    let whole = blossom(&board, &table, |set| words[set as usize], None, budget).0.map(key);
                    found += usize::from(whole.is_some());
                    assert_eq!(fast, whole, "{grid} after {step} steps, budget {budget}");
                    // Every third step places the cell's first candidate, the others remove it.
                    if !crate::patterns::fixtures::step_along(&mut board, step % 3 == 2) {
                        break;
                    }
                }
            }
        }
        assert!(grids.is_empty() || (around > 1_000 && found > 100), "around {around}, found {found}");
    }

    #[test]
    fn the_explanation_names_the_sets_and_the_drawing_colours_them() {
        let hint = DeathBlossom.find(&board_from_marks(LINE_284), true).expect("the first board applies");
        assert_eq!(
            hint.explanation,
            "Death Blossom on 6: the stem f8c1 is 2, 3 or 5. Each of its candidates has a petal, an almost \
             locked set (one candidate more than cells) whose cells with that digit all see the stem: for 2, \
             f7c1, f7c3 and f7c5 (row 7, 2/5/6/9); for 3, f9c2, f9c3 and f9c8 (row 9, 1/3/6/9); for 5, f1c1 \
             and f1c6 (row 1, 5/6/9). Whatever the stem holds, that petal loses the digit and has to place \
             all its others, 6 among them. So 6 lies in one of the petals, in f1c6, f7c5, f9c2, f9c8, and a \
             cell that sees all those places cannot be 6; remove 6 from f9c6."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Root), ["f8c1"]);
        assert_eq!(role(Role::ColourA), ["f7c1", "f7c3", "f7c5"]);
        assert_eq!(role(Role::ColourB), ["f9c2", "f9c3", "f9c8"]);
        assert_eq!(role(Role::ColourC), ["f1c1", "f1c6"]);
        assert_eq!(role(Role::Target), ["f9c6"]);
    }
}
