//! ALS Chain (HoDoKu's ALS-Chain, level unfair, score 340): almost locked sets `A₁ … Aₙ`,
//! each two neighbours joined by a restricted common `rₖ` (every `rₖ` of one sees every
//! `rₖ` of the other), and the common entering a set never the one leaving it. A digit `z`
//! of both ends, other than the first and the last common, lies in one of the ends:
//! if `A₁` held no `z` it would place `r₁`, so `A₂` could not hold `r₁` and would place
//! `r₂`, … so `Aₙ`, without `rₙ₋₁`, would place `z`. Every cell that sees all the `z`s of
//! both ends loses it.
//!
//! ALS-XZ and ALS-XY-Wing are its chains of two and three sets; this pattern searches
//! chains of [`FEWEST`] to [`MOST`] sets without common cells, the fewest sets first (the
//! first start in the order of [`almost_locked_sets`] among equals), breadth first from
//! each start that reaches, at any length, a state it could end on ([`reach`]).

use std::cell::RefCell;
use std::fmt::Write;
use std::rc::Rc;

use dn::{ChainNode, Digit, ExplainerRating, Hint, Level, LinkKind, NodeKind, Role};

use super::als::{Als, AlsTable, Ends};
use super::draft::Draft;
use super::text;
use super::{Family, Pattern, PatternBoard, PatternInfo};

mod reach;

use reach::Reach;

/// Almost locked sets chained by restricted commons: a digit of both ends lies in one of them.
pub(crate) struct AlsChain;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("als-chain"),
    name: "ALS Chain",
    level: Level::Extreme,
    family: Family::AlmostLockedSets,
    section: None,
    explainer: ExplainerRating::tenths(82),
    summary: "Almost locked sets in a row, each tied to the next by a restricted common: if the first lacks a \
              digit, each places the common that empties the next, and the last places the digit; so the cells \
              seeing all its places in both ends lose it.",
};

/// The fewest sets of a chain: two are an ALS-XZ, three an ALS-XY-Wing.
const FEWEST: usize = 4;

/// The most sets of a chain: long enough for the chains HoDoKu's paths use, short enough
/// to read.
const MOST: usize = 6;

/// The most chain states the walks of one search expand, so a board full of sets stays
/// quick (a start that reaches no state to end on is not walked and takes nothing).
const BUDGET: usize = 400_000;

/// The colours of the sets along the chain (neighbours always differ).
const ROLES: [Role; 4] = [Role::ColourA, Role::ColourB, Role::ColourC, Role::ColourD];

/// The names of the sets along the chain.
const LETTERS: [char; MOST] = ['A', 'B', 'C', 'D', 'E', 'F'];

impl Pattern for AlsChain {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    /// As ALS-XZ (two sets, 8.0) and ALS-XY-Wing (three, 8.1), a tenth for each set: 8.0 +
    /// 0.1 · (sets − 2).
    fn explainer_rating(&self, hint: &Hint, _board: &PatternBoard) -> ExplainerRating {
        let sets = hint.links.len().div_ceil(2);
        ExplainerRating::tenths(80).plus_tenths(sets.saturating_sub(2) as u16)
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        let table = AlsTable::of(board);
        WALKER.with(|walker| {
            let mut walker = walker.borrow_mut();
            walker.prepare(&table, board.side());
            let best = shortest(&table, &mut walker);
            hint(board, &table, &best?, explain)
        })
    }
}

thread_local! {
    /// The walker of this thread's searches, its arrays kept from one search to the next.
    static WALKER: RefCell<Walker> = const { RefCell::new(Walker::empty()) };
}

/// The chain of `table`'s board walked with `walker` (prepared for it): the shortest, the
/// first start's among equals.
fn shortest(table: &AlsTable, walker: &mut Walker) -> Option<Chain> {
    let mut best: Option<Chain> = None;
    for (start, als) in table.sets.iter().enumerate() {
        for z in als.digits {
            let most = best.as_ref().map_or(MOST, |chain| chain.sets.len() - 1);
            if most < FEWEST || walker.budget == 0 {
                break;
            }
            let ends = table.ends(start as u32, z);
            if !ends.any() || !walker.may_conclude(table, &ends, start, z) {
                continue;
            }
            if let Some(chain) = walker.walk(table, &ends, start, z, most) {
                best = Some(chain);
            }
        }
    }
    best
}

/// A chain: the sets in order (indices into the board's sets), the digit `z` of its ends,
/// and the commons joining each set to the next.
struct Chain {
    sets: Vec<u32>,
    z: Digit,
    commons: Vec<Digit>,
}

/// "No state": the predecessor of a walk's start.
const NONE: u32 = u32::MAX;

/// Breadth-first walks over (set, digit it lacks) states, reused from start to start. The
/// state of a set that lacks a digit is that it places all its other digits; its number
/// is the set's shifted left by `steps.shift` bits, with the digit's index in those bits.
struct Walker {
    /// Where a walk goes from each state.
    steps: Steps,
    /// By state, the number of the last walk that reached it.
    visit: Vec<u32>,
    /// The number of the current walk.
    stamp: u32,
    /// The states of the current walk in the order reached, each with the place of the
    /// state it was reached from (`NONE` for the start); a level of the walk follows the
    /// one before.
    queue: Vec<(u32, u32)>,
    budget: usize,
    /// What each state reaches at all, for telling the starts not worth a walk.
    reach: Reach,
}

impl Walker {
    /// A walker with nothing to walk yet.
    const fn empty() -> Walker {
        Walker {
            steps: Steps { shift: 0, ranges: Vec::new(), list: Vec::new() },
            visit: Vec::new(),
            stamp: 0,
            queue: Vec::new(),
            budget: BUDGET,
            reach: Reach::empty(),
        }
    }

    /// A walker over the sets linked by `links` (see [`AlsTable::links`]) on a board of
    /// `side` digits.
    #[cfg(test)]
    fn new(table: &AlsTable, side: usize) -> Walker {
        let mut walker = Walker::empty();
        walker.prepare(table, side);
        walker
    }

    /// Prepares the walker for a search over the sets of `table` linked by their
    /// restricted commons ([`AlsTable::links`]) on a board of `side` digits, with the whole
    /// budget; the arrays of the last search are reused (a state's old mark is older than
    /// any walk to come).
    fn prepare(&mut self, table: &AlsTable, side: usize) {
        let links = table.links();
        let shift = side.next_power_of_two().trailing_zeros();
        let states = links.len() << shift;
        let Steps { shift: numbered, ranges, list } = &mut self.steps;
        *numbered = shift;
        ranges.clear();
        list.clear();
        for linked in links.iter() {
            let start = list.len() as u32;
            for &(next, commons) in linked {
                // The commons' indices straight from their bits.
                let mut rest = commons.bits();
                while rest != 0 {
                    list.push(next << shift | rest.trailing_zeros());
                    rest &= rest - 1;
                }
            }
            ranges.push((start, list.len() as u32));
        }
        if self.visit.len() < states {
            self.visit.resize(states, 0);
        }
        self.budget = BUDGET;
        self.reach.prepare(states);
    }

    /// Whether a walk from the set `start` lacking `z`, whose ends are `ends`, may conclude
    /// (see [`reach`]); so it may wherever the sets are not in words.
    fn may_conclude(&mut self, table: &AlsTable, ends: &Ends, start: usize, z: Digit) -> bool {
        let (Some(words), Some(cells)) = (table.seen_words(), ends.cells()) else { return true };
        let state = (start as u32) << self.steps.shift | z.index() as u32;
        self.reach.may_conclude(&self.steps, &words, state, z.index(), cells)
    }

    /// The shortest chain of [`FEWEST`] to `most` sets from the set `start` lacking `z` to a
    /// set that then places `z`, which removes something (a cell seeing all the `z`s of
    /// both: `ends`). The walk goes level by level (all the states of one number of sets,
    /// then the next), each state taken from the budget as it is expanded.
    fn walk(&mut self, table: &AlsTable, ends: &Ends, start: usize, z: Digit, most: usize) -> Option<Chain> {
        if self.stamp == u32::MAX {
            self.visit.fill(0);
            self.stamp = 0;
        }
        self.stamp += 1;
        let (shift, stamp, z_index) = (self.steps.shift, self.stamp, z.index() as u32);
        let mask = (1 << shift) - 1;
        let Walker { steps, visit, queue, budget, .. } = self;
        queue.clear();
        let first = (start as u32) << shift | z_index;
        visit[first as usize] = stamp;
        queue.push((first, NONE));
        // The number of sets of a chain ending at a state of the next level.
        let (mut level_start, mut count) = (0, 2);
        loop {
            let level_end = queue.len();
            if level_start == level_end || *budget == 0 {
                return None;
            }
            if count > most {
                // The first state of a level too deep is taken, and ends the walk.
                *budget -= 1;
                return None;
            }
            for head in level_start..level_end {
                if *budget == 0 {
                    return None;
                }
                *budget -= 1;
                for target in steps.from(queue[head].0) {
                    if visit[target as usize] == stamp {
                        continue;
                    }
                    visit[target as usize] = stamp;
                    queue.push((target, head as u32));
                    if count < FEWEST || target & mask == z_index || !ends.with(target >> shift) {
                        continue;
                    }
                    if let Some(chain) = chain(queue, shift, &table.sets, queue.len() - 1, z) {
                        return Some(chain);
                    }
                }
            }
            level_start = level_end;
            count += 1;
        }
    }
}

/// Where a walk goes from each state: a set lacking a digit places all its others, so it
/// goes to each set it shares a restricted common with lacking that common, but for the
/// digit it lacks (the common entering a set never leaves it).
struct Steps {
    /// The states' numbers are their set's shifted left by `shift` bits.
    shift: u32,
    /// By set, where its part of `list` lies.
    ranges: Vec<(u32, u32)>,
    /// By set, for each linked set (in the order of the links) and each of their commons,
    /// that set lacking the common.
    list: Vec<u32>,
}

impl Steps {
    /// The set of `state` and the index of the digit it lacks.
    #[inline]
    fn split(&self, state: u32) -> (u32, u32) {
        (state >> self.shift, state & ((1 << self.shift) - 1))
    }

    /// The part of `list` of the set of `state`: its steps are those [`Steps::step`] takes.
    #[inline]
    fn part(&self, state: u32) -> &[u32] {
        let (from, to) = self.ranges[(state >> self.shift) as usize];
        &self.list[from as usize..to as usize]
    }

    /// `target`, an item of the part of `state`, if a walk goes there from `state`: not to
    /// a set lacking the digit `state` lacks.
    #[inline]
    fn step(&self, state: u32, target: u32) -> Option<u32> {
        (self.split(target).1 != self.split(state).1).then_some(target)
    }

    /// The states a walk goes to from `state`, in order.
    #[inline]
    fn from(&self, state: u32) -> impl Iterator<Item = u32> + '_ {
        self.part(state).iter().filter_map(move |&target| self.step(state, target))
    }
}

/// The chain ending at the state in place `at` of a walk's `queue` (states numbered with
/// `shift`), or `None` when two of its sets share a cell.
fn chain(queue: &[(u32, u32)], shift: u32, sets: &[Rc<Als>], at: usize, z: Digit) -> Option<Chain> {
    if overlapping(queue, shift, sets, at) {
        return None;
    }
    let mut chain = Chain { sets: Vec::new(), z, commons: Vec::new() };
    let mut at = at as u32;
    while at != NONE {
        let (state, parent) = queue[at as usize];
        chain.sets.push(state >> shift);
        if parent != NONE {
            chain.commons.push(Digit::from_index((state & ((1 << shift) - 1)) as usize)?);
        }
        at = parent;
    }
    chain.sets.reverse();
    chain.commons.reverse();
    Some(chain)
}

/// Whether two sets of the chain ending at the state in place `at` of a walk's `queue`
/// (states numbered with `shift`) share a cell.
fn overlapping(queue: &[(u32, u32)], shift: u32, sets: &[Rc<Als>], at: usize) -> bool {
    let mut taken = dn::CellSet::EMPTY;
    let mut at = at as u32;
    while at != NONE {
        let (state, parent) = queue[at as usize];
        let cells = sets[(state >> shift) as usize].set;
        if !(taken & cells).is_empty() {
            return true;
        }
        taken |= cells;
        at = parent;
    }
    false
}

/// The chain node of `digit` in `als`: its cells holding the digit, a candidate for a
/// one-cell set.
fn node(board: &PatternBoard, als: &Als, digit: Digit) -> ChainNode {
    let cells = als.holders(digit).iter().map(|c| board.coord(c)).collect();
    let kind = if als.size() == 1 { NodeKind::Candidate } else { NodeKind::Als };
    ChainNode { cells, digit, kind }
}

/// The hint of `chain`: each set in its colour, the links of the chain as an AIC (strong
/// inside a set from the digit it lacks to the digit it then places, weak on each common
/// between two sets), the removals as targets.
fn hint(board: &PatternBoard, table: &AlsTable, chain: &Chain, explain: bool) -> Option<Hint> {
    let sets = &table.sets;
    let chained: Vec<&Als> = chain.sets.iter().map(|&s| &*sets[s as usize]).collect();
    let (first, last) = (*chained.first()?, *chained.last()?);
    let z = chain.z;
    let mut draft = Draft::new(&INFO, board);
    for (k, als) in chained.iter().enumerate() {
        draft.cells(als.cells.iter().copied(), ROLES[k % ROLES.len()]);
    }
    let lacked = |k: usize| if k == 0 { z } else { chain.commons[k - 1] };
    let placed = |k: usize| chain.commons.get(k).copied().unwrap_or(z);
    for (k, als) in chained.iter().enumerate() {
        draft.link(node(board, als, lacked(k)), node(board, als, placed(k)), LinkKind::Strong);
        if let Some(next) = chained.get(k + 1) {
            draft.link(node(board, als, placed(k)), node(board, next, placed(k)), LinkKind::Weak);
        }
    }
    for cell in table.seeing_all(&[first, last], z).iter() {
        draft.eliminate(cell, z);
    }
    draft.finish(explain, |hint| {
        let name = |k: usize| match &chained[k].cells[..] {
            [cell] => board.coord(*cell).to_string(),
            _ => LETTERS[k].to_string(),
        };
        let lacks = |k: usize, d: Digit| match chained[k].size() {
            1 => format!("{} is not {d}", name(k)),
            _ => format!("{} holds no {d}", name(k)),
        };
        let places = |k: usize, d: Digit| match chained[k].size() {
            1 => format!("it is {d}"),
            _ => format!("it places its {d}"),
        };
        let listed: Vec<String> =
            chained.iter().enumerate().map(|(k, als)| format!("{} = {}", LETTERS[k], als.describe(board))).collect();
        let mut text = format!(
            "ALS Chain on {z}: {} are almost locked sets: each has one candidate more than cells, so without one \
             of its digits it has to place all the others. If {}, {}",
            super::subsets::and_list(listed),
            lacks(0, z),
            places(0, placed(0)),
        );
        for k in 1..chained.len() {
            let d = lacked(k);
            let why = match (chained[k].size(), chained[k - 1].size()) {
                (1, 1) => format!("it sees {}", name(k - 1)),
                (1, _) => format!("it sees every {d} of {}", name(k - 1)),
                (_, 1) => format!("every {d} of {} sees {}", name(k), name(k - 1)),
                _ => format!("every {d} of {} sees every {d} of {}", name(k), name(k - 1)),
            };
            let _ = write!(text, "; then {} ({why}), so {}", lacks(k, d), places(k, placed(k)));
        }
        let places: Vec<String> =
            (first.holders(z) | last.holders(z)).iter().map(|c| board.coord(c).to_string()).collect();
        let _ = write!(
            text,
            ". So {z} lies in {} or {}, in {}, and a cell that sees all those places cannot be {z}; remove {}.",
            name(0),
            name(chained.len() - 1),
            places.join(", "),
            text::removals(&hint.eliminations)
        );
        text
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// Line 24 of `magictour_top1465.txt` after 21 steps (puzzle 3.7..4.2....1..8..9............3..9..5.8......4.6...........5.12...7..........6..), the board there.
    pub(crate) const LINE_24: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.----------------------.--------------------.--------------------.
| *3*    168    *7*    | 59    5689   *4*   | 19     *2*   569   |
| 456    26     2456   | *1*   2569   23679 | *8*    3456  34679 |
| *9*    1268   124568 | 2357  2568   23678 | 1347   1456  34567 |
:----------------------+--------------------+--------------------:
| 1678   12678  1268   | 47    *3*    157   | 147    *9*   4568  |
| 167    *5*    39     | *8*   1249   1279  | 12347  146   3467  |
| 178    *4*    39     | *6*   129    12579 | 1237   158   3578  |
:----------------------+--------------------+--------------------:
| 4678   36789  468    | 2349  24689  23689 | *5*    3478  *1*   |
| *2*    1368   14568  | 35    *7*    168   | 49     48    3489  |
| 14578  13789  1458   | 3459  1589   1389  | *6*    3478  *2*   |
'----------------------'--------------------'--------------------'
";

    /// Line 30 of `magictour_top1465.txt` after 21 steps (puzzle 2...4.5...1.....3............6...8.2.7.3.9......1.....4...5.6.....7...9...8......), the board there.
    pub(crate) const LINE_30: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.----------------------.----------------------.-------------------.
| *2*     368    379   | 689   *4*    13678   | *5*   68    1789  |
| 56789   *1*    4579  | 2568  2689   25678   | 279   *3*   4789  |
| 356789  45689  34579 | 2568  12369  1235678 | 1279  2468  14789 |
:----------------------+----------------------+-------------------:
| 39      39     *6*   | 45    *7*    45      | *8*   *1*   *2*   |
| 18      *7*    12    | *3*   28     *9*     | *4*   *5*   *6*   |
| 58      2458   245   | *1*   268    268     | 39    *7*   39    |
:----------------------+----------------------+-------------------:
| *4*     239    1379  | 289   *5*    138     | *6*   28    1378  |
| 1356    256    1235  | *7*   12368  123468  | 123   *9*   13458 |
| 13679   2569   *8*   | 246   12369  12346   | 1237  24    13457 |
'----------------------'----------------------'-------------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "als-chain",
            source: "line 24 of magictour_top1465.txt after 21 steps: four sets from f1c7 to f4c4-f4c7",
            board: || board_from_marks(LINE_24),
            applies: true,
            expected: &["-1f3c7", "-1f5c7", "-1f6c7"],
        },
        Fixture {
            pattern: "als-chain",
            source: "line 30 of magictour_top1465.txt after 21 steps",
            board: || board_from_marks(LINE_30),
            applies: true,
            expected: &["-8f1c6"],
        },
        Fixture {
            pattern: "als-chain",
            source: "line 24 of magictour_top1465.txt after 10 steps, where ALS-XY-Wing applies",
            board: || board_from_marks(crate::patterns::als_xy_wing::tests::LINE_24),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "als-chain",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_follows_the_chain_set_by_set() {
        let hint = AlsChain.find(&board_from_marks(LINE_24), true).expect("the board applies");
        assert_eq!(
            hint.explanation,
            "ALS Chain on 1: A = f1c7 (1/9), B = f1c4 and f8c4 (column 4, 3/5/9), C = f1c2, f2c2, f3c2, f4c2 \
             and f8c2 (column 2, 1/2/3/6/7/8) and D = f4c4 and f4c7 (row 4, 1/4/7) are almost locked sets: each \
             has one candidate more than cells, so without one of its digits it has to place all the others. If \
             f1c7 is not 1, it is 9; then B holds no 9 (every 9 of B sees f1c7), so it places its 3; then C holds \
             no 3 (every 3 of C sees every 3 of B), so it places its 7; then D holds no 7 (every 7 of D sees every \
             7 of C), so it places its 1. So 1 lies in f1c7 or D, in f1c7, f4c7, and a cell that sees all those \
             places cannot be 1; remove 1 from f3c7, f5c7, f6c7."
        );
    }

    #[test]
    fn the_links_alternate_strong_inside_a_set_and_weak_between_sets_and_say_als() {
        let hint = AlsChain.find(&board_from_marks(LINE_24), false).expect("the board applies");
        let links: Vec<String> = hint.links.iter().map(ToString::to_string).collect();
        assert_eq!(
            links,
            [
                "f1c7(1) = f1c7(9)",
                "f1c7(9) - als f1c4(9)",
                "als f1c4(9) = als f8c4(3)",
                "als f8c4(3) - als f8c2(3)",
                "als f8c2(3) = als f4c2(7)",
                "als f4c2(7) - als f4c4,f4c7(7)",
                "als f4c4,f4c7(7) = als f4c7(1)",
            ]
        );
        assert!(hint.links.windows(2).all(|w| w[0].to == w[1].from), "each link leaves where the last arrived");
        let roles: Vec<Role> = hint.cells.iter().map(|c| c.role).collect();
        assert_eq!(&roles[..3], [Role::ColourA, Role::ColourB, Role::ColourB]);
    }

    #[test]
    fn the_rating_grows_a_tenth_a_set_from_als_xz() {
        let board = board_from_marks(LINE_24);
        let hint = AlsChain.find(&board, false).expect("the board applies");
        assert_eq!(AlsChain.explainer_rating(&hint, &board), ExplainerRating::tenths(82));
        let longer = Hint { links: [hint.links.clone(), hint.links[..4].to_vec()].concat(), ..hint };
        assert_eq!(AlsChain.explainer_rating(&longer, &board), ExplainerRating::tenths(84));
    }

    /// The walk as it was written first, state by state with the depth tracked at each
    /// pop, each state's steps made from the links and the lacked digit's skipped one by
    /// one: the reference the walk must match, budget included.
    fn reference_walk(walker: &mut Walker, table: &AlsTable, ends: &Ends, start: usize, z: Digit, most: usize) -> Option<Chain> {
        walker.stamp += 1;
        walker.queue.clear();
        let shift = walker.steps.shift;
        let (mask, z_index) = ((1 << shift) - 1, z.index() as u32);
        let first = (start as u32) << shift | z_index;
        walker.visit[first as usize] = walker.stamp;
        walker.queue.push((first, NONE));
        let (mut head, mut depth, mut level_end) = (0, 1, 1);
        while head < walker.queue.len() && walker.budget > 0 {
            if head == level_end {
                depth += 1;
                level_end = walker.queue.len();
            }
            let (state, at) = (walker.queue[head].0, head as u32);
            head += 1;
            walker.budget -= 1;
            let count = depth + 1;
            if count > most {
                return None;
            }
            let (set, lacked) = ((state >> shift) as usize, state & mask);
            let steps: Vec<u32> = table.links()[set]
                .iter()
                .flat_map(|&(next, commons)| commons.iter().map(move |common| next << shift | common.index() as u32))
                .collect();
            for target in steps {
                if target & mask == lacked || walker.visit[target as usize] == walker.stamp {
                    continue;
                }
                walker.visit[target as usize] = walker.stamp;
                walker.queue.push((target, at));
                if count < FEWEST || target & mask == z_index || !ends.with(target >> shift) {
                    continue;
                }
                if let Some(chain) = chain(&walker.queue, shift, &table.sets, walker.queue.len() - 1, z) {
                    return Some(chain);
                }
            }
        }
        None
    }

    #[test]
    fn the_walk_by_levels_finds_what_the_walk_by_states_finds_and_spends_the_same_budget() {
        let mut boards: Vec<PatternBoard> = vec![board_from_marks(LINE_24)];
        for grid in &crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 6) {
            boards.push(board_from_line(&grid.to_string()));
        }
        let (mut walks, mut found) = (0, 0);
        for board in &boards {
            let table = AlsTable::of(board);
            for budget in [1, 2, 17, 300, 5_000, BUDGET] {
                let mut walker = Walker::new(&table, board.side());
                let mut reference = Walker::new(&table, board.side());
                walker.budget = budget;
                reference.budget = budget;
                for (start, als) in table.sets.iter().enumerate() {
                    for z in als.digits {
                        let ends = table.ends(start as u32, z);
                        for most in [FEWEST, MOST] {
                            let got = walker.walk(&table, &ends, start, z, most);
                            let want = reference_walk(&mut reference, &table, &ends, start, z, most);
                            let key = |c: &Option<Chain>| c.as_ref().map(|c| (c.sets.clone(), c.commons.clone()));
                            assert_eq!(key(&got), key(&want), "start {start}, z {z}, budget {budget}");
                            assert_eq!(walker.budget, reference.budget, "start {start}, z {z}");
                            walks += 1;
                            found += usize::from(got.is_some());
                        }
                    }
                }
            }
        }
        assert!(walks > 10_000 && found > 0, "{walks} walks, {found} chains");
    }

    /// Whether a plain search of the walker's steps from the set `start` lacking `z` reaches
    /// a state lacking another digit whose set ends a chain from `start` on `z`, `start`'s
    /// own states included (as [`Walker::may_conclude`] counts them).
    fn reaches_an_end(walker: &Walker, table: &AlsTable, start: usize, z: Digit) -> bool {
        let (shift, x) = (walker.steps.shift, z.index() as u32);
        let ends = table.ends(start as u32, z);
        let first = (start as u32) << shift | x;
        let mut seen = vec![false; walker.visit.len()];
        let mut todo = vec![first];
        seen[first as usize] = true;
        while let Some(state) = todo.pop() {
            if state & ((1 << shift) - 1) != x && ends.with(state >> shift) {
                return true;
            }
            for next in walker.steps.from(state) {
                if !seen[next as usize] {
                    seen[next as usize] = true;
                    todo.push(next);
                }
            }
        }
        false
    }

    /// Along the easiest paths of real puzzles: the check tells exactly the starts from
    /// which a plain search reaches an end; no start left out has a chain; and most are
    /// left out (here, at every position of the paths, about four in five; at the
    /// positions where batch rating asks ALS Chain, 99.5 %).
    #[test]
    fn a_start_that_reaches_no_end_has_no_chain_and_most_reach_none() {
        let (mut skipped, mut walked) = (0, 0);
        for grid in &crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 12) {
            let mut board = PatternBoard::with_computed_candidates(grid);
            let steps = crate::patterns::solve_with_patterns(board.clone(), crate::patterns::Techniques::ALL, true, false).steps;
            for step in steps.iter().take(40) {
                let table = AlsTable::of(&board);
                let mut walker = Walker::new(&table, board.side());
                // Later starts first, so that many are told from states visited before.
                for (start, als) in table.sets.iter().enumerate().rev() {
                    for z in als.digits {
                        let ends = table.ends(start as u32, z);
                        if !ends.any() {
                            continue;
                        }
                        let may = walker.may_conclude(&table, &ends, start, z);
                        assert_eq!(may, reaches_an_end(&walker, &table, start, z), "{grid}: start {start}, z {z}");
                        if may {
                            walked += 1;
                            continue;
                        }
                        skipped += 1;
                        walker.budget = BUDGET;
                        let chain = walker.walk(&table, &ends, start, z, MOST);
                        assert!(chain.is_none(), "{grid}: start {start}, z {z}");
                    }
                }
                board.apply(step);
            }
        }
        assert!(skipped > 3 * walked, "{skipped} starts left out, {walked} walked");
    }
}
