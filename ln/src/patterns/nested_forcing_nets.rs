//! Nested Forcing Nets (Sudoku Explainer's nested forcing chains): a forcing net whose
//! branch uses forcing nets of its own. Assume a value and follow its singles; on the board
//! that leaves, every value that runs into a contradiction of its own (a plain forcing net)
//! is false too, which takes more candidates and causes more singles; when the assumption
//! finally runs into a contradiction, it is false.
//!
//! Only offered where no plain forcing net applies (the hardest puzzles): so the search,
//! which follows up to every candidate inside every candidate, runs only there. Cells with
//! the fewest candidates are assumed first, and the first assumption that fails is offered.
//! The search is bounded: at most [`MAX_INNER`] inner nets for one assumption, and at most
//! [`WORK`] units of [`Work`] over the whole search on one board, after which the pattern does
//! not apply (the board stays beyond extreme) — so a hint on a large or pathological board
//! still answers promptly.

use std::fmt::Write;

use dn::{CellIndex, Digit, ExplainerRating, Hint, Level, Role};

use super::draft::Draft;
use super::net_propagation::{Contradiction, Net};
use super::{ExamplePuzzle, Family, Pattern, PatternBoard, PatternInfo};

/// A forcing net inside a forcing net: the values an assumption's own forcing nets rule
/// out, followed until the assumption runs into a contradiction.
pub(crate) struct NestedForcingNets;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("nested-forcing-nets"),
    name: "Nested Forcing Nets",
    level: Level::Extreme,
    family: Family::Forcing,
    section: None,
    // Sudoku Explainer's nested forcing chains start at 9.5; they grow with the number of
    // inner nets, counted as a chain's nodes.
    explainer: ExplainerRating::tenths(95),
    summary: "Assume a value, follow its singles, and on the board that leaves rule out every value that \
              runs into a contradiction of its own: when the assumption ends in a contradiction, it is false.",
};

/// The most inner nets one assumption may use before the search gives it up.
const MAX_INNER: usize = 60;

/// The most work (see [`Work`]) the search may do on one board before it gives up. The
/// puzzles of `forum_hardest_1106.txt` need at most 284,279 (a nested net on line 226;
/// top1465's at most 19,532), so this leaves a sevenfold margin; a search that runs out
/// takes about a second of CPU in a release build on a 9×9 or 16×16 board.
pub(crate) const WORK: usize = 2_000_000;

/// Puzzles whose easiest path needs a nested net (generated puzzles never do): the board
/// of the first fixture below, before any step.
static EXAMPLE_PUZZLES: [ExamplePuzzle; 2] = [
    ExamplePuzzle {
        source: "forum_hardest_1106.txt line 1",
        givens: "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
    },
    ExamplePuzzle {
        source: "forum_hardest_1106.txt line 2",
        givens: "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
    },
];

impl Pattern for NestedForcingNets {
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
        find_within(board, explain, &mut Work::new(WORK))
    }
}

/// What a search may spend and has spent, in placements: each assumption, outer or inner,
/// costs its placements and one more (setting it up), and an inner board set up costs one
/// placement a cell; a propagation's cost grows with its placements on any board size.
struct Work {
    left: usize,
    spent: usize,
}

impl Work {
    /// A budget of `placements`.
    fn new(placements: usize) -> Work {
        Work { left: placements, spent: 0 }
    }

    /// What the search spent so far.
    #[cfg(test)]
    fn spent(&self) -> usize {
        self.spent
    }

    /// Pays `cost`; false once the budget is spent.
    fn pay(&mut self, cost: usize) -> bool {
        let paid = cost.min(self.left);
        self.left -= paid;
        self.spent += paid;
        self.left > 0
    }

    /// Pays for the propagation `net` just made; false once the budget is spent.
    fn pay_for(&mut self, net: &Net) -> bool {
        self.pay(net.steps().len() + 1)
    }
}

/// The first nested net on `board` found within `work`.
fn find_within(board: &PatternBoard, explain: bool, work: &mut Work) -> Option<Hint> {
    let mut net = Net::lean(board);
    let mut order: Vec<(usize, CellIndex, Digit)> = Vec::new();
    for cell in board.empty_cells() {
        let candidates = board.candidates(cell);
        for digit in candidates {
            net.propagate(cell, digit);
            if net.contradiction().is_some() || !work.pay_for(&net) {
                return None;
            }
            order.push((candidates.len(), cell, digit));
        }
    }
    order.sort_by_key(|&(n, cell, digit)| (n, cell, digit));
    for &(_, cell, digit) in &order {
        match refute(board, &mut net, cell, digit, work) {
            Refuted::Yes(removed) => return hint(board, &mut net, cell, digit, &removed, explain),
            Refuted::No => {}
            Refuted::OutOfWork => return None,
        }
    }
    None
}

/// What following one assumption with inner nets came to.
enum Refuted {
    /// It ran into a contradiction once the inner nets had removed these candidates, in the
    /// order found.
    Yes(Vec<(CellIndex, Digit)>),
    /// The inner nets ran dry (or past [`MAX_INNER`]) first.
    No,
    /// The search's budget ran out.
    OutOfWork,
}

/// Follows assuming `digit` in `cell`, with the inner nets' removals, until it runs into a
/// contradiction or no inner net removes anything more.
fn refute(board: &PatternBoard, net: &mut Net, cell: CellIndex, digit: Digit, work: &mut Work) -> Refuted {
    let mut removed: Vec<(CellIndex, Digit)> = Vec::new();
    loop {
        net.propagate_after(&removed, cell, digit);
        if !work.pay_for(net) {
            return Refuted::OutOfWork;
        }
        if net.contradiction().is_some() {
            return Refuted::Yes(removed);
        }
        if !work.pay(board.side() * board.side()) {
            return Refuted::OutOfWork;
        }
        let inner_board = settled(board, net);
        let mut inner = Net::lean(&inner_board);
        let before = removed.len();
        for other in inner_board.empty_cells() {
            for value in inner_board.candidates(other) {
                inner.propagate(other, value);
                if !work.pay_for(&inner) {
                    return Refuted::OutOfWork;
                }
                if inner.contradiction().is_some() {
                    removed.push((other, value));
                    if removed.len() >= MAX_INNER {
                        return Refuted::No;
                    }
                }
            }
        }
        if removed.len() == before {
            return Refuted::No;
        }
    }
}

/// `board` as the net left it: its placements made and the candidates it removed gone.
fn settled(board: &PatternBoard, net: &Net) -> PatternBoard {
    let mut settled = board.clone();
    for (i, (&value, &left)) in net.values().iter().zip(net.candidates()).enumerate() {
        let cell = CellIndex::new(i);
        if board.value(cell).is_some() {
            continue;
        }
        match Digit::new(value) {
            Some(digit) => settled.place(cell, digit),
            None => {
                for lost in board.candidates(cell).iter().filter(|d| left & (1 << d.index()) == 0) {
                    settled.eliminate(cell, lost);
                }
            }
        }
    }
    settled
}

/// The hint that `digit` is not in `cell`: its singles, the inner nets' eliminations and
/// the contradiction they end in.
fn hint(
    board: &PatternBoard,
    net: &mut Net,
    cell: CellIndex,
    digit: Digit,
    removed: &[(CellIndex, Digit)],
    explain: bool,
) -> Option<Hint> {
    net.propagate(cell, digit);
    let singles: Vec<String> =
        net.steps()[1..].iter().map(|s| format!("{} = {}", board.coord(s.cell), s.digit)).collect();
    net.propagate_after(removed, cell, digit);
    let problem = match net.contradiction()? {
        Contradiction::EmptyCell(empty) => format!("{} is left without candidates", board.coord(empty)),
        Contradiction::NoPlace(unit, lost) => format!("{lost} is left without a place in {unit}"),
    };
    let mut draft = Draft::new(&INFO, board);
    draft.cell(cell, Role::Start);
    draft.eliminate(cell, digit);
    let mut previous = draft.node(cell, digit);
    for &(other, value) in removed {
        draft.cell(other, Role::Chain);
        let node = draft.node(other, value);
        draft.link(previous.clone(), node.clone(), dn::LinkKind::Weak);
        previous = node;
    }
    let name = board.coord(cell);
    let mut ruled_out = String::new();
    for (k, &(other, value)) in removed.iter().enumerate() {
        if k > 0 {
            ruled_out.push_str(", ");
        }
        let _ = write!(ruled_out, "{} ≠ {value}", board.coord(other));
    }
    let singles = if singles.is_empty() { String::from("no single at first") } else { singles.join(", ") };
    draft.finish(explain, |_| {
        format!(
            "Nested forcing net from {name} = {digit} ({} inner nets). Suppose {name} = {digit}: its singles give \
             {singles}. On that board each of the following values runs into a contradiction of its own (a \
             forcing net) and is false: {ruled_out}. With those gone, the singles that follow leave no room: \
             {problem}. So {name} cannot be {digit}.",
            removed.len()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_candidates, board_from_line};

    /// Line 1 of forum_hardest_1106.txt after one step (a Hidden Single).
    const HARDEST_1: &str = "
        12567 2457 12467 134679 13459 34567 1379 1359 =8
        15678 578 =3 16789 1589 5678 =4 159 =2
        1578 =9 147 13478 =2 34578 137 =6 157
        12358 23458 124 348 =7 =9 1368 13458 1456
        35789 34578 479 348 =6 =1 =2 34589 459
        1389 =6 149 =5 348 =2 1389 =7 149
        23679 237 =8 1234679 1349 3467 =5 149 14679
        3679 =1 679 346789 34589 345678 6789 =2 4679
        =4 27 =5 126789 189 678 16789 189 =3";

    /// Line 1 of magictour_top1465.txt after 36 steps, where a plain forcing net applies.
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

    pub(super) static FIXTURES: [Fixture; 3] = [
        Fixture {
            pattern: "nested-forcing-nets",
            source: "line 1 of forum_hardest_1106.txt after 1 step",
            board: || board_from_candidates(HARDEST_1),
            applies: true,
            expected: &["-4f4c3"],
        },
        Fixture {
            pattern: "nested-forcing-nets",
            source: "line 1 of magictour_top1465.txt after 36 steps: a plain forcing net applies",
            board: || board_from_candidates(TOP1465_1),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "nested-forcing-nets",
            source: "empty board: no assumption runs into anything",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn explains_the_assumption_its_inner_nets_and_the_contradiction() {
        let hint = NestedForcingNets.find(&board_from_candidates(HARDEST_1), true).unwrap();
        assert!(
            hint.explanation.starts_with(
                "Nested forcing net from f4c3 = 4 (26 inner nets). Suppose f4c3 = 4: its singles give f1c3 = 2, \
                 f1c2 = 4, f8c3 = 6."
            ),
            "{}",
            hint.explanation
        );
        assert!(
            hint.explanation.contains("and is false: f1c4 ≠ 3, f2c2 ≠ 7, "),
            "the help page's example names these first: {}",
            hint.explanation
        );
        assert!(hint.explanation.ends_with("f8c7 is left without candidates. So f4c3 cannot be 4."));
        assert_eq!(hint.links.len(), 26);
    }

    /// A 25×25 puzzle with one solution: `jade generate --size 25 --seed 1` (277 clues; the
    /// web tests' `TWENTY_FIVE`).
    const GENERATED_25: &str = "......P.D.G..LM...J2.B.....D.K.2FJB..H5O3.P9..........E.8..AJK.N.GHI.FD..59.865..H....A72....MEILP..P.GAN...K.4..83L...6OE..CG9.......MB.E4..O.....1...O.8B.7A2..3N.5J1CG....F...PN3..JE...M.F8...L..6..465.MD9.NIOJC.8..EP.B..7.7.1.2..C85K.LP..F......9.34..FO....8.K.....6..D.A7...KCM1...L.....9.7.....J6.B...FP.7...3E4CODI.....1.H....6.95........A..8..A.M9.CN...2741H.L.F..I56E....A.K.5..E.....J..L.ONI.5C1..O...N.6742..H...38..37.L.6.H.....C.......FB.8H.4DF39M....AK...B1JP...NJ...A..PE.DO..5.F.8C....IA.7...DL...9..K.N.O...2.M.E..G5...........1J7.CD6...D.3.H.NM41.J.5.E...I..FL9..B.....8.62I..C34O...O.8..2.I6......9M.4...J.H";

    /// The puzzle written `line` (any size), with its candidates.
    fn puzzle(line: &str) -> PatternBoard {
        let board = crate::serialization::SerializacionLN::parse(line).expect("a puzzle");
        PatternBoard::with_computed_candidates(&board.grid())
    }

    #[test]
    fn gives_up_when_the_work_budget_runs_out() {
        let board = board_from_candidates(HARDEST_1);
        let mut short = Work::new(1_000);
        assert!(find_within(&board, false, &mut short).is_none());
        assert_eq!(short.spent(), 1_000);
        let mut enough = Work::new(WORK);
        assert!(find_within(&board, false, &mut enough).is_some());
        assert!(enough.spent() > 1_000 && enough.spent() < WORK / 4, "{}", enough.spent());
    }

    #[test]
    fn a_large_board_is_answered_within_the_budget() {
        let generated = puzzle(GENERATED_25);
        let mut work = Work::new(WORK);
        assert!(find_within(&generated, false, &mut work).is_none());
        assert!(work.spent() < 1_000, "a plain net applies on it, which ends the search at once: {}", work.spent());
        let empty = puzzle(&".".repeat(625));
        let mut work = Work::new(WORK);
        assert!(find_within(&empty, false, &mut work).is_none());
        assert_eq!(work.spent(), WORK, "an empty board runs the search to the end of its budget");
    }
}
