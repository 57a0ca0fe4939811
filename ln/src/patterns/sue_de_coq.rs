//! Sue de Coq (HoDoKu level unfair, score 250): two or three cells `C` where a line (row or
//! column) crosses a block, holding `V` with at least two digits more than cells; cells `L`
//! of the rest of the line holding `DL`, cells `B` of the rest of the block holding `DB`,
//! with `DL` and `DB` disjoint, each sharing a digit with `V`, and as many digits in
//! `V ∪ DL ∪ DB` as cells in `C`, `L` and `B` together.
//!
//! No digit can appear twice in those cells: a digit of `DL` only fits the cells of the
//! line (`C` and `L`), one of `DB` only those of the block, the rest of `V` only `C`. So each
//! digit is placed exactly once among them: the rest of the line loses `DL` and `V` less
//! `DB`, the rest of the block `DB` and `V` less `DL`.
//!
//! Lines are searched rows first, then columns; the smallest `L` and `B` first.

use dn::{CandidateSet, CellIndex, CellSet, Hint, Level, Role, Unit};

use super::bits::ones;
use super::draft::Draft;
use super::subsets::and_list;
use super::text;
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

mod choices;

/// Crossing cells with two digits too many, completed by cells of the line and of the block.
pub(crate) struct SueDeCoq;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("sue-de-coq"),
    name: "Sue de Coq",
    level: Level::Extreme,
    family: Family::AlmostLockedSets,
    section: None,
    explainer: dn::ExplainerRating::tenths(70),
    summary: "Cells where a line crosses a block, with two digits more than cells, completed by cells of the \
              line and of the block that share no digit: each digit is placed once among them, so the rest of \
              the line and of the block lose them.",
};

/// The most cells taken from the rest of the line, or of the block, on boards bigger than
/// 9×9 (on 9×9 boards all six are tried).
const MAX_REST_BIG: usize = 3;

impl Pattern for SueDeCoq {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn reads(&self) -> Reads {
        Reads::Units
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        search(board, None, explain)
    }

    fn find_around(&self, board: &PatternBoard, changed: &CellSet, explain: bool) -> Option<Hint> {
        search(board, Some(changed), explain)
    }
}

/// The first Sue de Coq on `board`, among the lines and blocks that hold a cell of
/// `changed` when it is given: lines (rows, then columns), then the blocks they cross.
fn search(board: &PatternBoard, changed: Option<&CellSet>, explain: bool) -> Option<Hint> {
        let geometry = board.geometry();
        let side = board.side();
        let max_rest = if side <= 9 { side } else { MAX_REST_BIG };
        let lines = (0..side as u8).map(Unit::Row).chain((0..side as u8).map(Unit::Column));
        let (mut crossing, mut line_rest, mut block_rest) = (Vec::new(), Vec::new(), Vec::new());
        // The parts, in buffers kept from crossing to crossing.
        let (mut cores, mut line_parts, mut block_parts) = (Vec::new(), Vec::new(), BlockParts::default());
        let holds_changed = |unit| board.cells_of(unit).iter().any(|&c| changed.is_none_or(|set| set.contains(c)));
        // Each block's open cells and whether it holds a changed cell, once for its lines.
        let blocks_open: Vec<CellSet> =
            (0..side as u8).map(|b| open_cells(board, board.cells_of(Unit::Block(b)))).collect();
        let blocks_changed: Vec<bool> = (0..side as u8).map(|b| holds_changed(Unit::Block(b))).collect();
        for line in lines {
            let line_cells = open_cells(board, board.cells_of(line));
            // The blocks the line's open cells lie in, as bits read in increasing order.
            let mut blocks = 0u64;
            for &cell in board.cells_of(line) {
                if line_cells.contains(cell) {
                    blocks |= 1 << geometry.block_of(cell);
                }
            }
            let line_changed = holds_changed(line);
            while blocks != 0 {
                let block_index = blocks.trailing_zeros() as usize;
                blocks &= blocks - 1;
                let block = Unit::Block(block_index as u8);
                if !line_changed && !blocks_changed[block_index] {
                    continue;
                }
                let block_cells = blocks_open[block_index];
                list_cells(line_cells & block_cells, &mut crossing);
                list_cells(line_cells - block_cells, &mut line_rest);
                list_cells(block_cells - line_cells, &mut block_rest);
                let mut rests_made = false;
                parts(board, &crossing, crossing.len(), &mut cores);
                for &core in &cores {
                    if core.len() < 2 || core.digits.len() < core.len() + 2 {
                        continue;
                    }
                    if !rests_made {
                        parts(board, &line_rest, max_rest, &mut line_parts);
                        block_parts.make(board, &block_rest, max_rest);
                        rests_made = true;
                    }
                    let found = Found {
                        line,
                        block,
                        core,
                        line_cells,
                        block_cells,
                        crossing: &crossing,
                        line_rest: &line_rest,
                        block_rest: &block_rest,
                    };
                    if let Some(hint) = found.search(board, &line_parts, &block_parts, explain) {
                        return Some(hint);
                    }
                }
            }
        }
        None
}

/// The cells of a unit that are empty and have candidates.
fn open_cells(board: &PatternBoard, cells: &[CellIndex]) -> CellSet {
    cells.iter().copied().filter(|&c| !board.candidates(c).is_empty()).collect()
}

/// The cells of `set` in increasing order, into `list` (its previous contents go): read
/// from one word on boards of at most 128 cells.
fn list_cells(set: CellSet, list: &mut Vec<CellIndex>) {
    list.clear();
    match set.to_u128() {
        Some(word) => list.extend(ones(word).map(CellIndex::new)),
        None => list.extend(set.iter()),
    }
}

/// Some cells of a list (bit `k` for its `k`-th cell) and their candidates together.
#[derive(Clone, Copy)]
struct Part {
    chosen: u32,
    digits: CandidateSet,
}

impl Part {
    /// The number of cells.
    fn len(self) -> usize {
        dn::count_ones(self.chosen) as usize
    }

    /// The cells, taken from the list `of` the part was chosen in, in its order.
    fn cells(self, of: &[CellIndex]) -> Vec<CellIndex> {
        self.iter(of).collect()
    }

    /// The cells as a set (see [`Part::cells`]).
    fn set(self, of: &[CellIndex]) -> CellSet {
        self.iter(of).collect()
    }

    /// The cells of `of` the part holds.
    fn iter(self, of: &[CellIndex]) -> impl Iterator<Item = CellIndex> + '_ {
        of.iter().enumerate().filter(move |&(k, _)| self.chosen & 1 << k != 0).map(|(_, &cell)| cell)
    }
}

/// Every non-empty choice of at most `max` cells of `cells` (at most 32), fewest cells
/// first; among choices of as many cells, in the order of a depth-first search that lists
/// all the children of a choice (one more cell, from after its last) and then searches
/// them, last child first ([`choices`]). They are written to `sorted`, whose previous
/// contents go.
fn parts(board: &PatternBoard, cells: &[CellIndex], max: usize, sorted: &mut Vec<Part>) {
    sorted.clear();
    let max = max.min(cells.len());
    if max == 0 {
        return;
    }
    let mut candidates = [CandidateSet::EMPTY; 32];
    for (slot, &cell) in candidates.iter_mut().zip(cells) {
        *slot = board.candidates(cell);
    }
    choices::with(cells.len(), max, |order| {
        if cells.len() <= DIGITS_BY_MASK {
            // The digits of every choice from the choice without its lowest cell.
            let mut digits = [CandidateSet::EMPTY; 1 << DIGITS_BY_MASK];
            for mask in 1..1usize << cells.len() {
                digits[mask] = digits[mask & (mask - 1)] | candidates[mask.trailing_zeros() as usize];
            }
            sorted.extend(order.iter().map(|&chosen| Part { chosen, digits: digits[chosen as usize] }));
        } else {
            sorted.extend(order.iter().map(|&chosen| Part { chosen, digits: digits_of(chosen, &candidates) }));
        }
    });
}

/// The candidates of the cells of `chosen` (bit `k`: the `k`-th of `candidates`) together.
fn digits_of(chosen: u32, candidates: &[CandidateSet; 32]) -> CandidateSet {
    ones(u128::from(chosen)).fold(CandidateSet::EMPTY, |digits, k| digits | candidates[k])
}

/// The most cells of a list whose choices get their digits from a table over every subset.
const DIGITS_BY_MASK: usize = 6;

/// The most open cells in the rest of a block for its parts to be indexed by their cells.
const MAX_INDEXED: usize = 6;

/// The parts of the rest of a block (see [`parts`]), the candidates of its cells, and, when
/// it has at most [`MAX_INDEXED`] cells, each part's place in the list by its cells.
#[derive(Default)]
struct BlockParts {
    /// The parts, fewest cells first.
    parts: Vec<Part>,
    /// The candidates of each cell of the rest of the block.
    cells: Vec<CandidateSet>,
    /// `index[chosen]`: where the part made of the cells `chosen` is in `parts` (`u16::MAX`
    /// when it is not there); empty when the rest of the block has too many cells.
    index: Vec<u16>,
}

impl BlockParts {
    /// The parts of at most `max` cells of `cells`, indexed when there are few cells.
    #[cfg(test)]
    fn of(board: &PatternBoard, cells: &[CellIndex], max: usize) -> BlockParts {
        let mut block = BlockParts::default();
        block.make(board, cells, max);
        block
    }

    /// Makes these the parts of at most `max` cells of `cells` (the parts, the
    /// cells' candidates and the index), reusing the room of the previous ones.
    fn make(&mut self, board: &PatternBoard, cells: &[CellIndex], max: usize) {
        parts(board, cells, max, &mut self.parts);
        self.index.clear();
        if cells.len() <= MAX_INDEXED {
            self.index.resize(1 << cells.len(), u16::MAX);
            for (at, part) in self.parts.iter().enumerate() {
                self.index[part.chosen as usize] = at as u16;
            }
        }
        self.cells.clear();
        self.cells.extend(cells.iter().map(|&c| board.candidates(c)));
    }
}

/// The line, the block and the crossing cells being tried.
struct Found<'a> {
    line: Unit,
    block: Unit,
    /// The crossing cells tried, of `crossing`.
    core: Part,
    line_cells: CellSet,
    block_cells: CellSet,
    /// The open cells where the line crosses the block, and those of the rest of the line
    /// and of the block: the lists the parts are chosen in.
    crossing: &'a [CellIndex],
    line_rest: &'a [CellIndex],
    block_rest: &'a [CellIndex],
}

impl Found<'_> {
    /// The first completion by cells of the rest of the line and of the block that removes
    /// something, as a hint.
    fn search(&self, board: &PatternBoard, line_parts: &[Part], block: &BlockParts, explain: bool) -> Option<Hint> {
        self.first_completion(line_parts, block, |l, b| self.hint(board, l, b, explain))
    }

    /// The first of `visit`'s answers on the parts `l` of the line and `b` of the block that
    /// complete the crossing cells (both sharing a digit with them, none with each other,
    /// as many digits in all as cells), `l` and then `b` in the order of their lists. When
    /// the block's parts are indexed by their cells, only the parts made of cells without
    /// a digit of `l` are looked at ([`BlockParts::index`]).
    fn first_completion<R>(
        &self,
        line_parts: &[Part],
        block: &BlockParts,
        mut visit: impl FnMut(Part, Part) -> Option<R>,
    ) -> Option<R> {
        let v = self.core.digits;
        let n = self.core.len();
        let completes = |l: Part, b: Part| (v | l.digits | b.digits).len() == n + l.len() + b.len();
        for &l in line_parts.iter().filter(|l| !(l.digits & v).is_empty()) {
            if block.index.is_empty() {
                for &b in block.parts.iter().filter(|b| !(b.digits & v).is_empty() && (b.digits & l.digits).is_empty()) {
                    if completes(l, b)
                        && let Some(found) = visit(l, b)
                    {
                        return Some(found);
                    }
                }
                continue;
            }
            let allowed = block.cells.iter().enumerate().fold(0u32, |allowed, (k, &candidates)| {
                if (candidates & l.digits).is_empty() { allowed | 1 << k } else { allowed }
            });
            // The places in `parts` of the fitting parts, as bits: read back in increasing order.
            let mut hits = 0u64;
            let mut chosen = allowed;
            while chosen != 0 {
                let at = block.index[chosen as usize];
                if let Some(&b) = block.parts.get(usize::from(at))
                    && !(b.digits & v).is_empty()
                    && completes(l, b)
                {
                    hits |= 1 << at;
                }
                chosen = (chosen - 1) & allowed;
            }
            while hits != 0 {
                let at = hits.trailing_zeros() as usize;
                hits &= hits - 1;
                if let Some(found) = visit(l, block.parts[at]) {
                    return Some(found);
                }
            }
        }
        None
    }

    /// The hint of the crossing cells completed by `l` and `b`: the crossing as the
    /// pattern, the line's cells in the first colour, the block's in the second.
    fn hint(&self, board: &PatternBoard, l: Part, b: Part, explain: bool) -> Option<Hint> {
        let v = self.core.digits;
        let used = self.core.set(self.crossing) | l.set(self.line_rest) | b.set(self.block_rest);
        let line_loses = (l.digits | v) - b.digits;
        let block_loses = (b.digits | v) - l.digits;
        let losing = [(self.line_cells, line_loses), (self.block_cells, block_loses)];
        if losing.iter().all(|&(cells, loses)| (cells - used).iter().all(|c| (board.candidates(c) & loses).is_empty())) {
            return None;
        }
        let (core, l_cells, b_cells) =
            (self.core.cells(self.crossing), l.cells(self.line_rest), b.cells(self.block_rest));
        let mut draft = Draft::new(&INFO, board);
        draft.cells(core.iter().copied(), Role::Pattern);
        draft.cells(l_cells.iter().copied(), Role::ColourA).cells(b_cells.iter().copied(), Role::ColourB);
        for (cells, loses) in losing {
            for cell in (cells - used).iter() {
                for digit in loses {
                    draft.eliminate(cell, digit);
                }
            }
        }
        draft.finish(explain, |hint| {
            let names = |cells: &[CellIndex]| and_list(cells.iter().map(|&c| board.coord(c).to_string()).collect());
            let (line, block) = (self.line, self.block);
            let total = core.len() + l_cells.len() + b_cells.len();
            format!(
                "Sue de Coq: where {line} crosses {block}, {} hold {} — {} digits for {} cells. {} in {line} \
                 hold{} {} and {} in {block} hold{} {}, with no digit in common. These {total} cells have {total} \
                 digits between them, and none can be placed twice: a digit of {} only fits the cells of {line}, \
                 one of {} only those of {block}, any other only the crossing. So each digit is placed once among \
                 them: the rest of {line} loses {}, the rest of {block} loses {}; remove {}.",
                names(&core),
                text::digits(v),
                v.len(),
                core.len(),
                names(&l_cells),
                if l_cells.len() == 1 { "s" } else { "" },
                text::digits(l.digits),
                names(&b_cells),
                if b_cells.len() == 1 { "s" } else { "" },
                text::digits(b.digits),
                text::digits(l.digits),
                text::digits(b.digits),
                text::digits(line_loses),
                text::digits(block_loses),
                text::removals(&hint.eliminations)
            )
        })
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// Line 25 of `magictour_top1465.txt` after 21 steps (puzzle ...9.31..6.7....8.2.........5....4......6..2..1.......8...7.......3..5.....4....9), the board there.
    pub(crate) const LINE_25: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.------------------.-------------------.----------------------.
| 45    48    458  | <9>   *2*   <3>   | <1>    67     67     |
| <6>   39    <7>  | 15    145   145   | 239    <8>    23     |
| <2>   39    *1*  | 67    *8*   67    | 39     45     45     |
:------------------+-------------------+----------------------:
| 379   <5>   26   | 1278  139   1279  | <4>    13679  13678  |
| 3479  478   3489 | 157   <6>   14579 | 37     <2>    1357   |
| 3479  <1>   26   | 2578  3459  24579 | 3678   35679  35678  |
:------------------+-------------------+----------------------:
| <8>   246   3459 | 1256  <7>   12569 | 236    1346   12346  |
| 1479  2467  49   | <3>   19    12689 | <5>    1467   124678 |
| 1357  267   35   | <4>   15    12568 | 23678  1367   <9>    |
'------------------'-------------------'----------------------'
";

    /// Line 13 of `magictour_top1465.txt` after 21 steps (puzzle 6.9.....8...7.1...4............6...4.2.....3..3....5...1.5...7.8...9..........2..), the board there.
    pub(crate) const LINE_13: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.---------------.--------------------.----------------------.
| <6>  57   <9> | 234    2345  2345  | 1347   1245    <8>   |
| 23   58   23  | <7>    458   <1>   | 469    4569    569   |
| <4>  578  *1* | 69     2358  69    | 37     25      2357  |
:---------------+--------------------+----------------------:
| 157  *9*  *8* | 123    <6>   2357  | 17     12      <4>   |
| 157  <2>  46  | 1489   1457  45789 | 16789  <3>     1679  |
| 17   <3>  46  | 12489  1247  2479  | <5>    12689   12679 |
:---------------+--------------------+----------------------:
| 239  <1>  23  | <5>    34    3468  | 34689  <7>     369   |
| <8>  46   57  | 12346  <9>   23467 | 1346   1456    1356  |
| 39   46   57  | 13468  1347  34678 | <2>    145689  13569 |
'---------------'--------------------'----------------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "sue-de-coq",
            source: "line 25 of magictour_top1465.txt after 21 steps",
            board: || board_from_marks(LINE_25),
            applies: true,
            expected: &["-1f8c6", "-1f8c8", "-1f8c9", "-9f8c6", "-4f7c3", "-7f9c1"],
        },
        Fixture {
            pattern: "sue-de-coq",
            source: "line 13 of magictour_top1465.txt after 21 steps",
            board: || board_from_marks(LINE_13),
            applies: true,
            expected: &["-1f6c8", "-1f8c8", "-1f9c8", "-2f6c8", "-4f1c7", "-5f3c9"],
        },
        Fixture {
            pattern: "sue-de-coq",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "sue-de-coq",
            source: "the board of `jade example jellyfish --seed 1`: none here",
            board: || board_from_marks(crate::patterns::jellyfish::tests::EXAMPLE_SEED_1),
            applies: false,
            expected: &[],
        },
    ];

    /// The parts of `parts` in a fresh list.
    fn listed_parts(board: &PatternBoard, cells: &[CellIndex], max: usize) -> Vec<Part> {
        let mut sorted = Vec::new();
        parts(board, cells, max, &mut sorted);
        sorted
    }

    #[test]
    fn parts_and_block_parts_written_over_longer_ones_are_those_of_fresh_lists() {
        // Boards: those of `boards` (positions of top1465 lines 13 and 25, thinned puzzles).
        for board in boards() {
            let (mut reused, mut block) = (Vec::new(), BlockParts::default());
            let mut lists = Vec::new();
            for unit in [Unit::Row(3), Unit::Block(4), Unit::Column(0), Unit::Block(0), Unit::Row(8)] {
                let cells: Vec<CellIndex> = open_cells(&board, board.cells_of(unit)).iter().collect();
                lists.push(cells);
            }
            for cells in lists.iter().chain(lists.iter().rev()) {
                for len in 0..=cells.len() {
                    for max in [1, 2, 3, 9] {
                        let fresh: Vec<(u32, CandidateSet)> =
                            listed_parts(&board, &cells[..len], max).iter().map(|p| (p.chosen, p.digits)).collect();
                        parts(&board, &cells[..len], max, &mut reused);
                        assert_eq!(reused.iter().map(|p| (p.chosen, p.digits)).collect::<Vec<_>>(), fresh);
                        block.make(&board, &cells[..len], max);
                        let once = BlockParts::of(&board, &cells[..len], max);
                        let parts_of = |b: &BlockParts| b.parts.iter().map(|p| (p.chosen, p.digits)).collect::<Vec<_>>();
                        assert_eq!(parts_of(&block), parts_of(&once));
                        assert_eq!((&block.cells, &block.index), (&once.cells, &once.index));
                    }
                }
            }
        }
    }

    /// `parts` as first written: a depth-first search on a stack, then a stable sort by
    /// the number of cells.
    fn parts_by_stack(board: &PatternBoard, cells: &[CellIndex], max: usize) -> Vec<(u32, CandidateSet)> {
        let mut all = Vec::new();
        let mut stack = vec![(0usize, 0u32, CandidateSet::EMPTY, 0usize)];
        while let Some((start, chosen, digits, size)) = stack.pop() {
            for (k, &cell) in cells.iter().enumerate().skip(start) {
                let grown = (chosen | 1 << k, digits | board.candidates(cell));
                if size + 1 < max {
                    stack.push((k + 1, grown.0, grown.1, size + 1));
                }
                all.push((size + 1, grown));
            }
        }
        all.sort_by_key(|&(size, _)| size);
        all.into_iter().map(|(_, part)| part).collect()
    }

    /// The boards of the fixtures, and three lines of `magictour_top1465.txt` with their
    /// candidates computed, then thinned out at random (seeded) down to one candidate a cell
    /// at least.
    fn boards() -> Vec<PatternBoard> {
        let mut boards = vec![board_from_marks(LINE_25), board_from_marks(LINE_13)];
        boards.push(board_from_marks(crate::patterns::jellyfish::tests::EXAMPLE_SEED_1));
        for line in [
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "...9.31..6.7....8.2.........5....4......6..2..1.......8...7.......3..5.....4....9",
            "6.9.....8...7.1...4............6...4.2.....3..3....5...1.5...7.8...9..........2..",
        ] {
            let board = board_from_line(line);
            for seed in 0..40u64 {
                let mut thinned = board.clone();
                let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                for cell in board.geometry().cells() {
                    for digit in board.candidates(cell).iter() {
                        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                        if thinned.candidates(cell).len() > 1 && (state >> 33) % 256 >= 150 {
                            thinned.eliminate(cell, digit);
                        }
                    }
                }
                boards.push(thinned);
            }
        }
        boards
    }

    #[test]
    fn parts_come_in_the_order_of_the_search_on_a_stack() {
        for board in boards() {
            let cells: Vec<CellIndex> = open_cells(&board, board.cells_of(Unit::Row(3))).iter().collect();
            for len in 0..=cells.len() {
                for max in 1..=len.max(1) + 1 {
                    let fast: Vec<(u32, CandidateSet)> =
                        listed_parts(&board, &cells[..len], max).iter().map(|p| (p.chosen, p.digits)).collect();
                    assert_eq!(fast, parts_by_stack(&board, &cells[..len], max), "{len} cells, at most {max}");
                }
            }
        }
    }

    #[test]
    fn indexed_block_parts_complete_the_crossing_as_the_whole_list_does() {
        let mut completions = 0;
        for board in boards() {
            let geometry = board.geometry();
            for row in 0..9u8 {
                for block in (0..9u8).filter(|&b| b / 3 == row / 3) {
                    let line_cells = open_cells(&board, board.cells_of(Unit::Row(row)));
                    let block_cells = open_cells(&board, board.cells_of(Unit::Block(block)));
                    let crossing: Vec<CellIndex> = (line_cells & block_cells).iter().collect();
                    let line_rest: Vec<CellIndex> = (line_cells - block_cells).iter().collect();
                    let block_rest: Vec<CellIndex> = (block_cells - line_cells).iter().collect();
                    assert!(block_rest.iter().all(|&c| geometry.block_of(c) == usize::from(block)));
                    let line_parts = listed_parts(&board, &line_rest, 9);
                    let indexed = BlockParts::of(&board, &block_rest, 9);
                    assert!(!indexed.index.is_empty());
                    let listed = BlockParts { index: Vec::new(), ..BlockParts::of(&board, &block_rest, 9) };
                    for core in listed_parts(&board, &crossing, crossing.len()) {
                        let found = Found {
                            line: Unit::Row(row),
                            block: Unit::Block(block),
                            core,
                            line_cells,
                            block_cells,
                            crossing: &crossing,
                            line_rest: &line_rest,
                            block_rest: &block_rest,
                        };
                        let all = |block: &BlockParts| {
                            let mut seen = Vec::new();
                            found.first_completion(&line_parts, block, |l, b| {
                                seen.push((l.chosen, b.chosen));
                                None::<()>
                            });
                            seen
                        };
                        let seen = all(&indexed);
                        assert_eq!(seen, all(&listed), "row {row}, block {block}");
                        completions += seen.len();
                    }
                }
            }
        }
        assert!(completions > 10_000, "{completions}");
    }

    #[test]
    fn a_search_around_changed_cells_looks_only_at_the_lines_and_blocks_holding_one() {
        let board = board_from_marks(LINE_25);
        let cells = |names: &[&str]| -> CellSet {
            names.iter().map(|name| board.geometry().cell_of(name.parse().unwrap()).unwrap()).collect()
        };
        let whole = SueDeCoq.find(&board, false).expect("row 8 and block 7");
        let everywhere: CellSet = board.geometry().cells().collect();
        assert_eq!(SueDeCoq.find_around(&board, &everywhere, false).as_ref(), Some(&whole));
        assert_eq!(SueDeCoq.find_around(&board, &cells(&["f8c9"]), false).as_ref(), Some(&whole), "in row 8");
        assert_eq!(SueDeCoq.find_around(&board, &cells(&["f9c3"]), false).as_ref(), Some(&whole), "in block 7");
        let elsewhere = SueDeCoq.find_around(&board, &cells(&["f1c9"]), false);
        assert_ne!(elsewhere.as_ref(), Some(&whole), "row 1, column 9 and block 3 only");
        assert_eq!(SueDeCoq.find_around(&board, &CellSet::EMPTY, false), None);
    }

    #[test]
    fn the_explanation_names_the_sets_and_the_drawing_colours_them() {
        let hint = SueDeCoq.find(&board_from_marks(LINE_25), true).expect("the first board applies");
        assert_eq!(
            hint.explanation,
            "Sue de Coq: where row 8 crosses block 7, f8c1, f8c2 and f8c3 hold 1/2/4/6/7/9 — 6 digits for 3 \
             cells. f8c5 in row 8 holds 1/9 and f7c2 and f9c2 in block 7 hold 2/4/6/7, with no digit in \
             common. These 6 cells have 6 digits between them, and none can be placed twice: a digit of 1/9 \
             only fits the cells of row 8, one of 2/4/6/7 only those of block 7, any other only the \
             crossing. So each digit is placed once among them: the rest of row 8 loses 1/9, the rest of \
             block 7 loses 2/4/6/7; remove 1 from f8c6, f8c8, f8c9; 9 from f8c6; 4 from f7c3; 7 from f9c1."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f8c1", "f8c2", "f8c3"]);
        assert_eq!(role(Role::ColourA), ["f8c5"]);
        assert_eq!(role(Role::ColourB), ["f7c2", "f9c2"]);
        assert_eq!(role(Role::Target), ["f8c6", "f8c8", "f8c9", "f7c3", "f9c1"]);
    }
}
