//! Forcing Nets (HoDoKu's Forcing Net, Sudoku Explainer's dynamic forcing chains): assume a
//! value and follow *every* single it causes, not only one chain of them (see
//! [`net_propagation`](super::net_propagation)). Three forms, the smallest net first:
//! - **contradiction**: an assumed value leaves a cell without candidates or a digit
//!   without a place, so the cell does not hold it;
//! - **cell verity**: every value of a cell leads to the same conclusion (a value placed,
//!   or a candidate removed), so it holds;
//! - **unit verity**: every place of a digit in a unit leads to the same conclusion.
//!
//! A net's size is the number of placements its conclusion rests on, over all its
//! branches. The last resort before trial and error: it comes after the thesis' Forcing
//! Chains, which follow one chain per value of a bivalue cell.

use std::fmt::Write;

use dn::{CellIndex, Digit, ExplainerRating, Hint, Level, LinkKind, Role};

use super::draft::Draft;
use super::net_propagation::{Conclusion, Contradiction, Net, QuickNet, Reason};
use super::tables::{Tables, unit_at};
use super::text;
use super::{ExamplePuzzle, Family, Pattern, PatternBoard, PatternInfo};

/// Every consequence of an assumption (every single it causes) followed: a value that runs
/// into a contradiction is false, and a conclusion every value of a cell (or every place of
/// a digit in a unit) reaches is true.
pub(crate) struct ForcingNets;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("forcing-nets"),
    name: "Forcing Nets",
    level: Level::Extreme,
    family: Family::Forcing,
    section: None,
    // Sudoku Explainer's dynamic forcing chains (a contradiction, or a cell's or a unit's
    // values that agree, following every single each assumption causes), 8.5, growing with
    // the net's size (its links' nodes, about two per placement).
    explainer: ExplainerRating::tenths(85),
    summary: "Assume a value and follow every single it causes: a value that ends in a contradiction is \
              false, and what every value of a cell, or every place of a digit in a unit, leads to is true.",
};

/// Puzzles whose easiest path needs a Forcing Net (generated ones almost never do): lines
/// 1 and 2 are boards of the fixtures below, before any step.
static EXAMPLE_PUZZLES: [ExamplePuzzle; 3] = [
    ExamplePuzzle {
        source: "magictour_top1465.txt line 1",
        givens: "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    },
    ExamplePuzzle {
        source: "magictour_top1465.txt line 2",
        givens: "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
    },
    ExamplePuzzle {
        source: "magictour_top1465.txt line 3",
        givens: "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........",
    },
];

/// Where a net starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Start {
    /// One assumed value, which runs into a contradiction.
    Contradiction(CellIndex, Digit),
    /// Every value of a cell.
    Cell(CellIndex),
    /// Every place of a digit in a unit (numbered in table order).
    Unit(usize, Digit),
}

/// The smallest net found so far: its size, its start and its conclusion.
type Best = (usize, Start, Option<Conclusion>);

impl Pattern for ForcingNets {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    fn example_puzzles(&self) -> &'static [ExamplePuzzle] {
        &EXAMPLE_PUZZLES
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        let mut net = Net::new(board);
        let (_, start, conclusion) = smallest_net(board, &mut net)?;
        match (start, conclusion) {
            (Start::Contradiction(cell, digit), _) => contradiction_hint(board, &mut net, cell, digit, explain),
            (start, Some(conclusion)) => verity_hint(board, &mut net, start, conclusion, explain),
            (_, None) => None,
        }
    }
}

/// What each assumption left: the values placed and the board's candidates it removed
/// (other than a placed value), cell by cell, for every candidate of the board (`None` for
/// one that ran into a contradiction).
struct Outcomes {
    cells: usize,
    side: usize,
    index: Vec<Option<usize>>,
    values: Vec<u8>,
    removed: Vec<u32>,
}

impl Outcomes {
    /// Records what the net's last assumption, the digit with index `d` in `cell`, left.
    fn record(&mut self, net: &Net, cell: CellIndex, d: usize) {
        self.push_values(net.values(), cell, d);
        let start = self.removed.len();
        self.removed.resize(start + self.cells, 0);
        let removed = &mut self.removed[start..];
        for &entry in net.removed() {
            removed[entry / self.side] |= 1 << (entry % self.side);
        }
    }

    /// Records what the quick net's last assumption, the digit with index `d` in `cell`,
    /// left (the same as [`record`](Outcomes::record) of a recording net's).
    fn record_quick(&mut self, quick: &QuickNet, cell: CellIndex, d: usize) {
        self.push_values(quick.values(), cell, d);
        quick.removed_into(&mut self.removed);
    }

    /// Files `values`, what the assumption of the digit with index `d` in `cell` placed, as
    /// that assumption's outcome (its removals follow in `removed`).
    fn push_values(&mut self, values: &[u8], cell: CellIndex, d: usize) {
        self.index[cell.index() * self.side + d] = Some(self.values.len() / self.cells);
        self.values.extend_from_slice(values);
    }

    /// The outcome of assuming the digit with index `d` in `cell`, if it did not contradict.
    fn of(&self, cell: CellIndex, d: usize) -> Option<(&[u8], &[u32])> {
        let k = self.index[cell.index() * self.side + d]?;
        let range = k * self.cells..(k + 1) * self.cells;
        Some((&self.values[range.clone()], &self.removed[range]))
    }
}

/// The smallest contradiction, cell verity or unit verity net on `board` (ties: in that
/// order, then in board order), found with `net`, a recording net of the board.
fn smallest_net(board: &PatternBoard, net: &mut Net) -> Option<Best> {
    let side = board.side();
    let cells = side * side;
    let assumptions: usize = board.empty_cells().map(|cell| board.candidates(cell).len()).sum();
    let mut outcomes = Outcomes {
        cells,
        side,
        index: vec![None; cells * side],
        values: Vec::with_capacity(assumptions * cells),
        removed: Vec::with_capacity(assumptions * cells),
    };
    let mut best: Option<Best> = None;
    // The quick net tells the assumptions that contradict from the others; only those run
    // the recording net, for the size of their net.
    let mut quick = QuickNet::new(board);
    for cell in board.empty_cells() {
        for digit in board.candidates(cell) {
            if let Some(quick) = quick.as_mut()
                && !quick.contradicts(cell, digit)
            {
                outcomes.record_quick(quick, cell, digit.index());
                continue;
            }
            net.propagate(cell, digit);
            if net.contradiction().is_some() {
                let size = net.needed_for_contradiction().len();
                if best.is_none_or(|(b, ..)| size < b) {
                    best = Some((size, Start::Contradiction(cell, digit), None));
                }
                continue;
            }
            outcomes.record(net, cell, digit.index());
        }
    }
    let tables = Tables::of(board.geometry());
    // Every group's branches, one after another in one list.
    let mut groups: Vec<(Start, std::ops::Range<usize>)> = Vec::new();
    let mut all_branches: Vec<(CellIndex, Digit)> = Vec::with_capacity(2 * assumptions);
    for cell in board.empty_cells() {
        let first = all_branches.len();
        all_branches.extend(board.candidates(cell).iter().map(|d| (cell, d)));
        match all_branches.len() - first {
            0 | 1 => all_branches.truncate(first),
            _ => groups.push((Start::Cell(cell), first..all_branches.len())),
        }
    }
    for (number, unit_cells) in tables.unit_cells.iter().enumerate() {
        for digit in (0..side).filter_map(Digit::from_index) {
            let first = all_branches.len();
            all_branches.extend(unit_cells.iter().filter(|&&c| board.has(c, digit)).map(|&c| (c, digit)));
            match all_branches.len() - first {
                0 | 1 => all_branches.truncate(first),
                _ => groups.push((Start::Unit(number, digit), first..all_branches.len())),
            }
        }
    }
    let mut common = Common::default();
    for (start, range) in groups {
        let branches = &all_branches[range];
        let conclusions = common_conclusions(board, &outcomes, branches, &mut common);
        let sizes = verity_sizes(net, branches, &conclusions, best.map(|(b, ..)| b));
        for (&conclusion, size) in conclusions.iter().zip(sizes) {
            if let Some(size) = size.filter(|&s| best.is_none_or(|(b, ..)| s < b)) {
                best = Some((size, start, Some(conclusion)));
            }
        }
    }
    best
}

/// Room for what every branch of a group reached, cell by cell, kept from group to group.
#[derive(Default)]
struct Common {
    held: Vec<u8>,
    lacks: Vec<u32>,
}

/// The conclusions every branch reaches (none when a branch contradicts): values placed in
/// a cell that is empty on the board, and candidates of the board removed.
fn common_conclusions(
    board: &PatternBoard,
    outcomes: &Outcomes,
    branches: &[(CellIndex, Digit)],
    common: &mut Common,
) -> Vec<Conclusion> {
    let mut found = Vec::new();
    let mut results = branches.iter().map(|&(c, d)| outcomes.of(c, d.index()));
    let Some(Some((first_values, first_removed))) = results.next() else {
        return found;
    };
    // Cell by cell: the value every branch placed (0 if they differ) and the candidates
    // every branch removed, gathered a branch at a time; nothing is common once both are
    // empty everywhere.
    let Common { held, lacks } = common;
    held.clear();
    held.extend_from_slice(first_values);
    lacks.clear();
    lacks.extend_from_slice(first_removed);
    for result in results {
        let Some((values, removed)) = result else {
            return found;
        };
        let mut any = 0u32;
        for (h, &value) in held.iter_mut().zip(values.iter()) {
            *h = if *h == value { *h } else { 0 };
            any |= u32::from(*h);
        }
        for (l, &lost) in lacks.iter_mut().zip(removed.iter()) {
            *l &= lost;
            any |= *l;
        }
        if any == 0 {
            return found;
        }
    }
    for (i, (&value, &lost)) in held.iter().zip(lacks.iter()).enumerate() {
        let cell = CellIndex::new(i);
        if u32::from(value) | lost == 0 || board.value(cell).is_some() {
            continue;
        }
        if let Some(digit) = Digit::new(value) {
            found.push(Conclusion::Holds(cell, digit));
            continue;
        }
        for digit in dn::CandidateSet::from_bits(lost) {
            found.push(Conclusion::Lacks(cell, digit));
        }
    }
    found
}

/// For each of `conclusions`, the size of the net that reaches it from every branch: the
/// placements each branch needs for it, summed; `None` once it reaches `bound` (a smaller
/// net is known). Each branch is propagated once for all of them.
fn verity_sizes(
    net: &mut Net,
    branches: &[(CellIndex, Digit)],
    conclusions: &[Conclusion],
    bound: Option<usize>,
) -> Vec<Option<usize>> {
    let mut sizes = vec![Some(0); conclusions.len()];
    for &(cell, digit) in branches {
        if sizes.iter().all(Option::is_none) {
            break;
        }
        net.propagate(cell, digit);
        for (size, &conclusion) in sizes.iter_mut().zip(conclusions) {
            if let Some(sum) = size {
                *sum += net.needed_for(conclusion).len();
                if bound.is_some_and(|b| *sum >= b) {
                    *size = None;
                }
            }
        }
    }
    sizes
}

/// Adds the placements `needed` of the net to `draft` (the assumption as the start, the
/// others as the chain) with a link from the main cause of each: the placement that took
/// a Naked Single's last other candidate, or the one that took a Hidden Single's last
/// other place.
fn draw(draft: &mut Draft<'_>, net: &Net, needed: &[usize]) {
    for &at in needed {
        let step = net.steps()[at];
        draft.cell(step.cell, if at == 0 { Role::Start } else { Role::Chain });
        match step.reason {
            Reason::Assumed => {}
            Reason::NakedSingle => {
                let cause = (0..net.side())
                    .filter_map(Digit::from_index)
                    .filter(|&e| e != step.digit && net.had(step.cell.index(), e.index()))
                    .filter_map(|e| Some((net.remover(step.cell, e)?, e)))
                    .max_by_key(|((k, _), _)| *k);
                if let Some(((_, from), lost)) = cause {
                    draft.forced_step(from.cell, step.cell, lost, step.digit);
                }
            }
            Reason::HiddenSingle(unit) => {
                let cause = net
                    .unit_cells(unit)
                    .iter()
                    .filter(|&&c| c != step.cell && net.had(c.index(), step.digit.index()))
                    .filter_map(|&c| Some((c, net.remover(c, step.digit)?)))
                    .max_by_key(|(_, (k, _))| *k);
                if let Some((lost, (_, from))) = cause {
                    if from.cell == lost {
                        draft.hidden_step(lost, Some(from.digit), step.cell, step.digit);
                    } else {
                        let (holds, loses) = (draft.node(from.cell, step.digit), draft.node(lost, step.digit));
                        draft.link(holds, loses, LinkKind::Weak);
                        draft.hidden_step(lost, None, step.cell, step.digit);
                    }
                }
            }
        }
    }
}

/// The placements `needed` written out: `f2c4 = 1 ⇒ f2c5 = 8 (only place for 8 in row 2) ⇒ …`.
fn describe(board: &PatternBoard, net: &Net, needed: &[usize]) -> String {
    let mut text = String::new();
    for &at in needed {
        let step = net.steps()[at];
        if !text.is_empty() {
            text.push_str(" ⇒ ");
        }
        let _ = write!(text, "{} = {}", board.coord(step.cell), step.digit);
        match step.reason {
            Reason::Assumed => {}
            Reason::NakedSingle => text.push_str(" (only candidate left)"),
            Reason::HiddenSingle(unit) => {
                let _ = write!(text, " (only place for {} in {})", step.digit, net.unit(unit));
            }
        }
    }
    text
}

/// The hint of an assumed value that runs into a contradiction: the cell loses it.
fn contradiction_hint(
    board: &PatternBoard,
    net: &mut Net,
    cell: CellIndex,
    digit: Digit,
    explain: bool,
) -> Option<Hint> {
    net.propagate(cell, digit);
    let needed = net.needed_for_contradiction();
    let mut draft = Draft::new(&INFO, board);
    draft.cell(cell, Role::Start);
    draft.eliminate(cell, digit);
    draw(&mut draft, net, &needed);
    let problem = match net.contradiction()? {
        Contradiction::EmptyCell(empty) => format!("{} is left without candidates", board.coord(empty)),
        Contradiction::NoPlace(unit, lost) => format!("{lost} is left without a place in {unit}"),
    };
    let steps = describe(board, net, &needed);
    draft.finish(explain, |_| {
        let name = board.coord(cell);
        format!(
            "Forcing net from {name} = {digit} ({} placements). Suppose {name} = {digit} and follow every single it \
             causes: {steps}; and then {problem}. So {name} cannot be {digit}.",
            needed.len()
        )
    })
}

/// The hint of a verity net: every branch of `start` reaches `conclusion`.
fn verity_hint(
    board: &PatternBoard,
    net: &mut Net,
    start: Start,
    conclusion: Conclusion,
    explain: bool,
) -> Option<Hint> {
    let side = board.side();
    let branches: Vec<(CellIndex, Digit)> = match start {
        Start::Cell(cell) => board.candidates(cell).iter().map(|d| (cell, d)).collect(),
        Start::Unit(number, digit) => {
            board.cells_of(unit_at(side, number)).iter().filter(|&&c| board.has(c, digit)).map(|&c| (c, digit)).collect()
        }
        Start::Contradiction(..) => return None,
    };
    let mut draft = Draft::new(&INFO, board);
    for &(cell, _) in &branches {
        draft.cell(cell, Role::Start);
    }
    let goal = match conclusion {
        Conclusion::Holds(cell, digit) => {
            draft.place(cell, digit);
            format!("{} = {digit}", board.coord(cell))
        }
        Conclusion::Lacks(cell, digit) => {
            draft.eliminate(cell, digit);
            format!("{} cannot be {digit}", board.coord(cell))
        }
    };
    let mut written = Vec::new();
    let mut size = 0;
    for &(cell, digit) in &branches {
        net.propagate(cell, digit);
        let needed = net.needed_for(conclusion);
        size += needed.len();
        draw(&mut draft, net, &needed);
        written.push(format!("if {} = {digit}: {}", board.coord(cell), describe(board, net, &needed)));
    }
    let opening = match start {
        Start::Cell(cell) => {
            let name = board.coord(cell);
            format!(
                "Forcing net from {name} ({}, {size} placements): each of its values, followed by every single it \
                 causes, leads to {goal}",
                text::digits(board.candidates(cell))
            )
        }
        Start::Unit(number, digit) => format!(
            "Forcing net from {digit} in {} ({size} placements): each place of {digit} there, followed by every \
             single it causes, leads to {goal}",
            unit_at(side, number)
        ),
        Start::Contradiction(..) => String::new(),
    };
    let closing = match start {
        Start::Cell(cell) => format!("Whichever value {} takes, {goal}.", board.coord(cell)),
        Start::Unit(number, digit) => {
            format!("Wherever {digit} goes in {}, {goal}.", unit_at(side, number))
        }
        Start::Contradiction(..) => String::new(),
    };
    draft.finish(explain, |_| format!("{opening}. {}. {closing}", capitalised(&written.join("; "))))
}

/// `text` with its first letter in capitals.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_candidates, board_from_line};

    /// Line 1 of magictour_top1465.txt after 36 steps of the patterns before Forcing Nets.
    const TOP1465_1: &str = "
        =4 569 1268 5789 =3 1578 25 2567 579
        1237 359 12 =6 127 14579 =8 2357 3459
        23678 3569 268 45789 278 45789 345 23567 =1
        1236 346 124 378 =5 13678 23 =9 78
        123 =8 59 349 17 13479 =6 12357 357
        136 =7 59 =2 168 13689 345 135 3458
        68 46 468 =1 =9 =2 =7 35 35
        =5 =1 =3 78 678 678 =9 =4 =2
        =9 =2 =7 35 =4 35 =1 =8 =6";

    /// Line 2 of magictour_top1465.txt after 8 steps.
    const TOP1465_2: &str = "
        =7 126 =8 459 4569 4569 =3 1456 1259
        469 36 3469 =2 34569 =1 4679 45678 5789
        =5 1236 123469 78 3469 78 12469 146 129
        189 =4 1579 3579 59 3579 178 =2 =6
        =3 1267 12679 479 =8 2469 147 1457 157
        268 25678 2567 =1 2456 24567 478 =9 =3
        128 =9 12357 =6 125 2358 127 1378 =4
        12468 12368 12346 3489 =7 23489 =5 1368 1289
        12468 1235678 1234567 34589 12459 234589 12679 13678 12789";

    /// Line 7 of magictour_top1465.txt after 12 steps.
    const TOP1465_7: &str = "
        356 =4 79 3578 =1 367 =2 3689 35689
        2356 2568 268 35 2456 =9 145 =7 13456
        2356 =1 79 3578 24567 2346 4589 34689 345689
        125 2579 12 =4 =3 157 =6 1289 12789
        =8 2367 12346 179 679 167 147 =5 234
        1456 35679 1346 =2 =8 1567 1479 1349 13479
        =7 236 =5 139 249 =8 149 12469 12469
        124 28 1248 =6 24579 1247 =3 12489 1245789
        =9 2368 123468 1357 2457 12347 14578 12468 1245678";

    /// A solved board (each row the one above shifted by three, by one between bands).
    const SOLVED: &str =
        "123456789456789123789123456234567891567891234891234567345678912678912345912345678";

    pub(super) static FIXTURES: [Fixture; 5] = [
        Fixture {
            pattern: "forcing-nets",
            source: "line 1 of magictour_top1465.txt after 36 steps",
            board: || board_from_candidates(TOP1465_1),
            applies: true,
            expected: &["-1f2c6"],
        },
        Fixture {
            pattern: "forcing-nets",
            source: "line 2 of magictour_top1465.txt after 8 steps",
            board: || board_from_candidates(TOP1465_2),
            applies: true,
            expected: &["-9f2c9"],
        },
        Fixture {
            pattern: "forcing-nets",
            source: "line 7 of magictour_top1465.txt after 12 steps",
            board: || board_from_candidates(TOP1465_7),
            applies: true,
            expected: &["-3f6c2"],
        },
        Fixture {
            pattern: "forcing-nets",
            source: "empty board: every assumption leaves the rest open",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "forcing-nets",
            source: "a solved board: nothing to assume",
            board: || board_from_line(SOLVED),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn explains_the_smallest_contradiction_with_only_the_placements_it_needs() {
        let hint = ForcingNets.find(&board_from_candidates(TOP1465_1), true).unwrap();
        assert_eq!(
            hint.explanation,
            "Forcing net from f2c6 = 1 (5 placements). Suppose f2c6 = 1 and follow every single it causes: f2c6 = 1 \
             ⇒ f2c9 = 4 (only place for 4 in row 2) ⇒ f2c2 = 9 (only place for 9 in row 2) ⇒ f6c7 = 4 (only place \
             for 4 in column 7) ⇒ f2c8 = 5 (only place for 5 in row 2); and then 5 is left without a place in \
             column 7. So f2c6 cannot be 1."
        );
        assert!(hint.cells.iter().any(|c| c.cell.to_string() == "f2c6" && c.role == Role::Start));
        assert_eq!(hint.cells.iter().filter(|c| c.role == Role::Chain).count(), 4);
        assert!(hint.links.iter().any(|l| l.kind == LinkKind::Strong));
    }

    #[test]
    fn an_outcome_keeps_what_its_assumption_placed_and_removed_by_either_net() {
        for text in [TOP1465_1, TOP1465_2, TOP1465_7] {
            let board = board_from_candidates(text);
            let (mut net, mut quick) = (Net::new(&board), QuickNet::new(&board).unwrap());
            let empty = || Outcomes { cells: 81, side: 9, index: vec![None; 729], values: Vec::new(), removed: Vec::new() };
            let (mut outcomes, mut quick_outcomes) = (empty(), empty());
            for cell in board.empty_cells() {
                for digit in board.candidates(cell) {
                    net.propagate(cell, digit);
                    assert_eq!(quick.contradicts(cell, digit), net.contradiction().is_some());
                    if net.contradiction().is_some() {
                        continue;
                    }
                    outcomes.record(&net, cell, digit.index());
                    quick_outcomes.record_quick(&quick, cell, digit.index());
                    let (values, removed) = outcomes.of(cell, digit.index()).unwrap();
                    assert_eq!(quick_outcomes.of(cell, digit.index()), Some((values, removed)));
                    assert_eq!(values, net.values());
                    for (i, (&value, &kept)) in net.values().iter().zip(net.candidates()).enumerate() {
                        let held = if value == 0 { 0 } else { 1 << (value - 1) };
                        let lost = board.candidates(CellIndex::new(i)).bits() & !kept & !held;
                        assert_eq!(removed[i], lost, "cell {i} after {digit} in {cell:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_board_of_sixteen_digits_still_finds_nets_with_the_recording_net() {
        use rand::SeedableRng;
        let grid = crate::dancing_links::test_data::sixteen_puzzle();
        let solution = crate::dancing_links::SudokuDancingLinks::new(dn::Geometry::SIXTEEN)
            .fill_random(&mut rand::rngs::StdRng::seed_from_u64(16));
        let board = PatternBoard::with_computed_candidates(&grid);
        assert!(QuickNet::new(&board).is_none());
        let hint = ForcingNets.find(&board, false).expect("a false candidate contradicts");
        let value = |c: &dn::Candidate| solution.values()[board.geometry().cell_of(c.cell).unwrap().index()];
        assert!(!hint.eliminations.is_empty() || !hint.placements.is_empty());
        assert!(hint.eliminations.iter().all(|c| value(c) != c.digit.get()));
        assert!(hint.placements.iter().all(|c| value(c) == c.digit.get()));
    }

    #[test]
    fn every_branch_reaches_the_conclusions_the_verity_search_reports() {
        let checked: usize = [TOP1465_1, TOP1465_2, TOP1465_7].iter().map(|text| cell_verities(text)).sum();
        assert!(checked > 0, "some cell's values or some unit's places agree on one of the boards");
    }

    /// Checks every verity of the board written `text` (cells and units); how many groups
    /// have one.
    fn cell_verities(text: &str) -> usize {
        let board = board_from_candidates(text);
        let mut net = Net::new(&board);
        let mut outcomes =
            Outcomes { cells: 81, side: 9, index: vec![None; 729], values: Vec::new(), removed: Vec::new() };
        for cell in board.empty_cells() {
            for digit in board.candidates(cell) {
                net.propagate(cell, digit);
                if net.contradiction().is_none() {
                    outcomes.record(&net, cell, digit.index());
                }
            }
        }
        let mut checked = 0;
        let mut groups: Vec<(Start, Vec<(CellIndex, Digit)>)> = Vec::new();
        for cell in board.empty_cells() {
            groups.push((Start::Cell(cell), board.candidates(cell).iter().map(|d| (cell, d)).collect()));
        }
        for number in 0..27 {
            for digit in (0..9).filter_map(Digit::from_index) {
                let cells = board.cells_of(unit_at(9, number));
                let branches: Vec<_> = cells.iter().filter(|&&c| board.has(c, digit)).map(|&c| (c, digit)).collect();
                if branches.len() > 1 {
                    groups.push((Start::Unit(number, digit), branches));
                }
            }
        }
        let mut common = Common::default();
        for (start, branches) in groups {
            let conclusions = common_conclusions(&board, &outcomes, &branches, &mut common);
            assert_eq!(conclusions, reached_by_all(&board, &mut net, &branches), "{start:?}");
            for &conclusion in &conclusions {
                for &(cell, digit) in &branches {
                    net.propagate(cell, digit);
                    assert!(net.reaches(conclusion), "{conclusion:?} from {digit}");
                }
            }
            if let Some(&first) = conclusions.first() {
                let hint = verity_hint(&board, &mut net, start, first, true).unwrap();
                let closing = match start {
                    Start::Cell(cell) => format!("Whichever value {} takes, ", board.coord(cell)),
                    Start::Unit(number, digit) => format!("Wherever {digit} goes in {}, ", unit_at(9, number)),
                    Start::Contradiction(..) => unreachable!(),
                };
                let closing = closing + &goal_text(&board, first) + ".";
                assert!(hint.explanation.starts_with("Forcing net from "), "{}", hint.explanation);
                assert!(hint.explanation.ends_with(&closing), "{}", hint.explanation);
                checked += 1;
            }
        }
        checked
    }

    /// What every branch reaches, branch by branch: for each empty cell the value all place,
    /// or else the candidates all remove (nothing when a branch contradicts).
    fn reached_by_all(board: &PatternBoard, net: &mut Net, branches: &[(CellIndex, Digit)]) -> Vec<Conclusion> {
        let mut reached: Vec<Vec<bool>> = Vec::new();
        let conclusions: Vec<Conclusion> = board
            .empty_cells()
            .flat_map(|cell| board.candidates(cell).iter().flat_map(move |d| [Conclusion::Holds(cell, d), Conclusion::Lacks(cell, d)]))
            .collect();
        for &(cell, digit) in branches {
            net.propagate(cell, digit);
            if net.contradiction().is_some() {
                return Vec::new();
            }
            reached.push(conclusions.iter().map(|&c| net.reaches(c)).collect());
        }
        let all = |k: usize| reached.iter().all(|branch| branch[k]);
        let mut found = Vec::new();
        for cell in board.empty_cells() {
            let of_cell: Vec<usize> = (0..conclusions.len())
                .filter(|&k| matches!(conclusions[k], Conclusion::Holds(c, _) | Conclusion::Lacks(c, _) if c == cell))
                .collect();
            let holds = of_cell.iter().find(|&&k| matches!(conclusions[k], Conclusion::Holds(..)) && all(k));
            match holds {
                Some(&k) => found.push(conclusions[k]),
                None => found.extend(
                    of_cell.iter().filter(|&&k| matches!(conclusions[k], Conclusion::Lacks(..)) && all(k)).map(|&k| conclusions[k]),
                ),
            }
        }
        found
    }

    /// The conclusion as the explanations write it.
    fn goal_text(board: &PatternBoard, conclusion: Conclusion) -> String {
        match conclusion {
            Conclusion::Holds(cell, digit) => format!("{} = {digit}", board.coord(cell)),
            Conclusion::Lacks(cell, digit) => format!("{} cannot be {digit}", board.coord(cell)),
        }
    }
}
