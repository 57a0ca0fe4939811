//! Forcing Chains (thesis 3.15), the "dual implication chains" version: assume each value
//! of a bivalue cell and follow the forced values through the extended bivalue graph and
//! the bilocation graph (see [`implication_graph`](super::implication_graph)).
//!
//! Three forms, tried in this order:
//! 1. the thesis' cycle: assuming one value of the start cell forces, step by step through
//!    the two graphs, the start cell's other value; the assumption is false and the start
//!    cell takes its other value;
//! 2. two walks through the same graphs, one from each value of the start cell, force the
//!    same value in another cell, so that cell takes it (the thesis' stated intent);
//! 3. the same, following each value with every Naked and Hidden Single it causes on the
//!    board (a bounded number of them), and also when one value leads to a contradiction
//!    (see [`forcing_propagation`](super::forcing_propagation)).

use std::fmt::Write;

use dn::{CellIndex, Digit, ExplainerRating, Hint, Level, Role};

use super::draft::Draft;
use super::forcing_propagation;
use super::implication_graph::{Closing, ImplicationGraph, Node, Step, Walk};
use super::text;
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// Each candidate of a bivalue cell, followed through bivalue and bilocation steps (and then
/// through every single it causes), either contradicts itself or forces, with the other
/// candidate, the same value somewhere.
pub(crate) struct ForcingChains;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("forcing-chains"),
    name: "Forcing Chains",
    level: Level::Extreme,
    family: Family::Forcing,
    section: Some("3.15"),
    explainer: ExplainerRating::tenths(70),
    summary: "Assume each value of a bivalue cell and follow what it forces: a value that forces its own \
              opposite is false, and a value both assumptions force is placed.",
};

/// One link of a chain: a cell, how it was reached, and the value it is forced to hold.
type Forced = (CellIndex, Step, Digit);

impl Pattern for ForcingChains {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    /// An assumption that forces its own opposite (the placement is in the start cell) is
    /// Sudoku Explainer's forcing chain, 7.0; two chains from the two values of a cell that
    /// agree are its cell forcing chains, 8.0. A step that needs the singles each value
    /// causes on the board (the third form, found only when the two graphs give nothing) is
    /// SE's dynamic forcing chain, 8.5. All grow with the length (their links' nodes); the
    /// third form's branches keep every single they cause, needed by the conclusion or not,
    /// so half its links are counted (on the held-out anchors, 76 % of the puzzles it rates
    /// are then within ±0.5 of SE, against 66 % with all and 10 % as a static chain).
    fn explainer_rating(&self, hint: &Hint, board: &PatternBoard) -> ExplainerRating {
        let base = if chains_in_graphs(board, false).is_none() {
            DYNAMIC
        } else if hint
            .placements
            .iter()
            .all(|p| hint.cells.iter().any(|c| c.cell == p.cell && c.role == Role::Start))
        {
            INFO.explainer
        } else {
            ExplainerRating::tenths(80)
        };
        let nodes = if base == DYNAMIC { hint.links.len() / 2 + 1 } else { hint.links.len() + 1 };
        super::chain_rating(base, nodes)
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        if !board.empty_cells().any(|cell| board.candidates(cell).len() == 2) {
            return None;
        }
        chains_in_graphs(board, explain).or_else(|| forcing_propagation::find(&INFO, board, explain))
    }
}

/// Sudoku Explainer's value for a forcing chain that follows every single it causes (its
/// "dynamic forcing chains").
const DYNAMIC: ExplainerRating = ExplainerRating::tenths(85);

/// The first two forms: a walk through the two graphs that forces its own start cell's other
/// value, or two walks from a cell's two values that meet; `None` when neither applies.
fn chains_in_graphs(board: &PatternBoard, explain: bool) -> Option<Hint> {
    let graph = ImplicationGraph::new(board);
    let (mut first, mut second) = (Walk::new(board), Walk::new(board));
    let mut agreement = None;
    for start in board.empty_cells() {
        let candidates = board.candidates(start);
        if candidates.len() != 2 {
            continue;
        }
        let mut digits = candidates.iter();
        let (a, b) = (digits.next()?, digits.next()?);
        if let Some(closing) = graph.walk(start, a, &mut first) {
            return cycle_hint(&graph, &first, closing, explain);
        }
        if let Some(closing) = graph.walk(start, b, &mut second) {
            return cycle_hint(&graph, &second, closing, explain);
        }
        if agreement.is_none() {
            agreement = common_node(&first, &second).map(|target| (start, a, b, target));
        }
    }
    let (start, a, b, target) = agreement?;
    graph.walk(start, a, &mut first);
    graph.walk(start, b, &mut second);
    dual_hint(&graph, &first, &second, target, explain)
}

/// A node both walks reach (a cell both assumptions force to the same value, not the
/// start cell): the one with the shortest chains first, then in board order.
fn common_node(first: &Walk, second: &Walk) -> Option<Node> {
    first
        .reached()
        .iter()
        .skip(1)
        .copied()
        .filter(|&node| second.has(node))
        .min_by_key(|&node| (first.depth(node) + second.depth(node), node))
}

/// The chain from the start of `walk` to `node`, with each cell's forced value.
fn chain(walk: &Walk, side: usize, node: Node) -> Vec<Forced> {
    walk.path_to(node).into_iter().map(|(n, step)| (n.cell(side), step, n.digit(side))).collect()
}

/// Adds the chain's cells (roles Start and Chain) and its links to `draft`.
fn draw(draft: &mut Draft<'_>, side: usize, chain: &[Forced]) {
    for (k, &(cell, step, value)) in chain.iter().enumerate() {
        draft.cell(cell, if k == 0 { Role::Start } else { Role::Chain });
        match step {
            Step::Assumed => {}
            Step::Bivalue { from } => {
                draft.forced_step(from.cell(side), cell, from.digit(side), value);
            }
            Step::Bilocation { from, .. } => {
                draft.hidden_step(from.cell(side), Some(from.digit(side)), cell, value);
            }
        }
    }
}

/// The hint of a cycle: the walk's assumption forces the start cell's other value.
fn cycle_hint(graph: &ImplicationGraph<'_>, walk: &Walk, closing: Closing, explain: bool) -> Option<Hint> {
    let board = graph.board();
    let side = board.side();
    let (start, assumed) = (walk.start().cell(side), walk.start().digit(side));
    let mut forced = chain(walk, side, closing.step.from()?);
    forced.push((start, closing.step, closing.value));
    let mut draft = Draft::new(&INFO, board);
    draft.cell(start, Role::Start);
    draft.place(start, closing.value);
    draw(&mut draft, side, &forced);
    draft.finish(explain, |_| {
        let name = board.coord(start);
        format!(
            "Forcing chain from {name} ({}). Suppose {name} = {assumed}: {}. The assumption forces \
             {name} to be {value}, a contradiction, so {name} cannot be {assumed} and {name} = {value}.",
            text::digits(board.candidates(start)),
            steps(graph, &forced),
            value = closing.value
        )
    })
}

/// The hint of two chains from the two values of the start cell that agree on `target`.
fn dual_hint(
    graph: &ImplicationGraph<'_>,
    first: &Walk,
    second: &Walk,
    target: Node,
    explain: bool,
) -> Option<Hint> {
    let board = graph.board();
    let side = board.side();
    let start = first.start().cell(side);
    let (cell, value) = (target.cell(side), target.digit(side));
    let (one, two) = (chain(first, side, target), chain(second, side, target));
    let mut draft = Draft::new(&INFO, board);
    draft.place(cell, value);
    draw(&mut draft, side, &one);
    draw(&mut draft, side, &two);
    draft.finish(explain, |_| {
        let (name, goal) = (board.coord(start), board.coord(cell));
        format!(
            "Forcing chains from {name} ({}): both of its values lead to {goal} = {value}. {}; {}. \
             Whichever value {name} takes, {goal} = {value}.",
            text::digits(board.candidates(start)),
            steps(graph, &one),
            steps(graph, &two)
        )
    })
}

/// The chain written in the thesis' style: `f6c6 = 1 ⇒ f5c5 = 3 (only other candidate) ⇒
/// f3c1 = 1 (only place for 1 in column 1)`.
fn steps(graph: &ImplicationGraph<'_>, chain: &[Forced]) -> String {
    let board = graph.board();
    let mut text = String::new();
    for &(cell, step, value) in chain {
        if !text.is_empty() {
            text.push_str(" ⇒ ");
        }
        let _ = write!(text, "{} = {value}", board.coord(cell));
        match step {
            Step::Assumed => {}
            Step::Bivalue { .. } => text.push_str(" (only other candidate)"),
            Step::Bilocation { unit, .. } => {
                let _ = write!(text, " (only place for {value} in {})", graph.unit(unit));
            }
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{
        EMPTY, FIGURE_3_25, Fixture, board_from_candidates, board_from_line, cell,
    };
    use dn::{Geometry, Grid};

    /// Line 240 of magictour_top1465.txt after 25 steps with the first eight patterns: a cycle
    /// through both graphs closing at f4c5.
    const TOP1465_240: &str = "
        89 18 189 =5 =4 =6 =3 =2 =7
        27 27 =4 =3 =1 =8 =5 =9 =6
        =5 =3 =6 =7 =9 =2 =1 =8 =4
        =1 248 2389 248 23 349 =7 =6 =5
        789 =5 789 18 =6 179 =4 =3 =2
        =6 247 237 24 =5 347 =8 =1 =9
        23478 =6 12378 124 23 1345 =9 57 13
        23 12 =5 =9 =7 13 =6 =4 =8
        347 =9 137 =6 =8 1345 =2 57 13";

    /// Line 378 of magictour_top1465.txt after 1 step: both values of f2c4 place 2 in f2c1.
    const TOP1465_378: &str = "
        34 =8 37 =6 =5 49 1479 1379 =2
        2346 =9 356 18 1248 =7 146 135 1456
        246 =1 567 =3 24 249 4679 579 =8
        =7 26 1689 589 268 25689 12689 =4 =3
        12368 236 13689 =4 23678 23689 =5 1789 1679
        =5 =4 3689 789 23678 =1 26789 789 679
        168 567 =2 1578 =9 4568 =3 1578 1457
        =9 3567 135678 1578 134678 34568 1478 =2 1457
        138 357 =4 =2 1378 358 1789 =6 1579";

    /// Line 198 of magictour_top1465.txt after 1 step: f1c2 = 3 leaves 8 without a place.
    const TOP1465_198: &str = "
        =2 34 =6 =5 379 37 19 1479 =8
        57 58 578 789 =4 =1 =3 25679 25679
        =9 3458 =1 378 23678 23678 256 24567 24567
        146 2469 249 1489 =5 248 =7 =3 12469
        =8 23459 234579 =6 12379 2347 1259 12459 12459
        134567 234569 234579 134789 123789 23478 125689 1245689 124569
        356 =7 23589 138 1368 3568 =4 125689 123569
        3456 34568 3458 =2 13678 =9 1568 15678 13567
        3456 =1 234589 3478 3678 345678 25689 256789 235679";

    /// Line 11 of magictour_top1465.txt after 1 step: both values of f5c5, followed by
    /// their singles, place 3 in f5c3.
    const TOP1465_11: &str = "
        34679 =8 23479 259 =1 234679 5679 2569 2567
        14679 12467 =5 289 246789 246789 6789 =3 12678
        13679 12367 12379 2589 2356789 236789 =4 125689 125678
        134 1234 1234 =6 2489 =5 389 =7 1348
        =8 =9 347 =1 47 47 =2 456 3456
        14567 124567 1247 =3 24789 24789 5689 145689 14568
        =2 3457 3478 58 3568 368 =1 4568 =9
        13459 1345 =6 =7 23589 12389 358 2458 23458
        13579 1357 13789 =4 235689 123689 35678 2568 235678";

    /// Line 1 of magictour_top1465.txt, where every solver of the collection gets stuck.
    const TOP1465_1: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    pub(super) static FIXTURES: [Fixture; 7] = [
        Fixture {
            pattern: "forcing-chains",
            source: "thesis figure 3.25 (the example of figure 3.28)",
            board: || board_from_candidates(FIGURE_3_25),
            applies: true,
            expected: &["+1f1c1"],
        },
        Fixture {
            pattern: "forcing-chains",
            source: "line 240 of magictour_top1465.txt after 25 steps",
            board: || board_from_candidates(TOP1465_240),
            applies: true,
            expected: &["+3f4c5"],
        },
        Fixture {
            pattern: "forcing-chains",
            source: "line 378 of magictour_top1465.txt after 1 step",
            board: || board_from_candidates(TOP1465_378),
            applies: true,
            expected: &["+2f2c1"],
        },
        Fixture {
            pattern: "forcing-chains",
            source: "line 198 of magictour_top1465.txt after 1 step",
            board: || board_from_candidates(TOP1465_198),
            applies: true,
            expected: &["+4f1c2"],
        },
        Fixture {
            pattern: "forcing-chains",
            source: "line 11 of magictour_top1465.txt after 1 step",
            board: || board_from_candidates(TOP1465_11),
            applies: true,
            expected: &["+3f5c3"],
        },
        Fixture {
            pattern: "forcing-chains",
            source: "line 1 of magictour_top1465.txt, the start position (no bivalue cell)",
            board: || board_from_line(TOP1465_1),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "forcing-chains",
            source: "empty board: no bivalue cell to start from",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn finds_the_thesis_cycle_from_f6c6() {
        // Thesis figure 3.28: f6c6 = 1 leads back to f6c6 = 3 through both graphs.
        let board = board_from_candidates(FIGURE_3_25);
        let graph = ImplicationGraph::new(&board);
        let mut walk = Walk::new(&board);
        let f6c6 = board.geometry().cell_of(cell("f6c6")).unwrap();
        let closing = graph.walk(f6c6, Digit::new(1).unwrap(), &mut walk).unwrap();
        assert_eq!(closing.value.get(), 3);
        let hint = cycle_hint(&graph, &walk, closing, true).unwrap();
        assert_eq!(hint.placements[0].cell, cell("f6c6"));
        assert!(hint.explanation.starts_with("Forcing chain from f6c6 (1/3). Suppose f6c6 = 1: f6c6 = 1 ⇒"));
        assert!(hint.explanation.ends_with("so f6c6 cannot be 1 and f6c6 = 3."), "{}", hint.explanation);
    }

    #[test]
    fn explains_a_cycle_step_by_step_with_links() {
        let hint = ForcingChains.find(&board_from_candidates(FIGURE_3_25), true).unwrap();
        assert_eq!(
            hint.explanation,
            "Forcing chain from f1c1 (1/3). Suppose f1c1 = 3: f1c1 = 3 ⇒ f1c5 = 1 (only other candidate) ⇒ \
             f5c5 = 3 (only other candidate) ⇒ f5c9 = 1 (only place for 1 in row 5) ⇒ f2c9 = 9 (only other \
             candidate) ⇒ f2c2 = 3 (only other candidate) ⇒ f1c1 = 1 (only other candidate). The assumption \
             forces f1c1 to be 1, a contradiction, so f1c1 cannot be 3 and f1c1 = 1."
        );
        let links: Vec<String> = hint.links.iter().map(ToString::to_string).collect();
        assert_eq!(
            links.join(", "),
            "f1c1(3) - f1c5(3), f1c5(3) = f1c5(1), f1c5(1) - f5c5(1), f5c5(1) = f5c5(3), f5c5(3) - f5c5(1), \
             f5c5(1) = f5c9(1), f5c9(1) - f2c9(1), f2c9(1) = f2c9(9), f2c9(9) - f2c2(9), f2c2(9) = f2c2(3), \
             f2c2(3) - f1c1(3), f1c1(3) = f1c1(1)"
        );
        assert!(hint.cells.iter().any(|c| c.cell == cell("f1c1") && c.role == Role::Start));
        assert_eq!(hint.cells.iter().filter(|c| c.role == Role::Chain).count(), 5);
    }

    #[test]
    fn explains_two_chains_that_agree() {
        let hint = ForcingChains.find(&board_from_candidates(TOP1465_378), true).unwrap();
        assert_eq!(
            hint.explanation,
            "Forcing chains from f2c4 (1/8): both of its values lead to f2c1 = 2. f2c4 = 1 ⇒ f2c5 = 8 (only \
             place for 8 in row 2) ⇒ f2c1 = 2 (only place for 2 in row 2); f2c4 = 8 ⇒ f2c5 = 1 (only place for 1 \
             in block 2) ⇒ f2c1 = 2 (only place for 2 in row 2). Whichever value f2c4 takes, f2c1 = 2."
        );
        let links: Vec<String> = hint.links.iter().map(ToString::to_string).collect();
        assert_eq!(
            links.join(", "),
            "f2c4(1) - f2c4(8), f2c4(8) = f2c5(8), f2c5(8) - f2c5(2), f2c5(2) = f2c1(2), \
             f2c4(8) - f2c4(1), f2c4(1) = f2c5(1), f2c5(1) - f2c5(2), f2c5(2) = f2c1(2)"
        );
        assert!(hint.cells.iter().any(|c| c.cell == cell("f2c1") && c.role == Role::Target));
    }

    #[test]
    fn explains_a_contradiction_found_with_singles() {
        let hint = ForcingChains.find(&board_from_candidates(TOP1465_198), true).unwrap();
        assert!(
            hint.explanation
                .starts_with("Forcing chain from f1c2 (3/4). Suppose f1c2 = 3: f1c2 = 3 ⇒ f1c8 = 4")
        );
        assert!(
            hint.explanation
                .ends_with("and then 8 is left without a place in row 3. So f1c2 cannot be 3 and f1c2 = 4."),
            "{}",
            hint.explanation
        );
    }

    #[test]
    fn explains_singles_that_agree() {
        let hint = ForcingChains.find(&board_from_candidates(TOP1465_11), true).unwrap();
        assert!(
            hint.explanation.contains("f5c5 = 4 ⇒ f5c6 = 7 (only candidate left) ⇒ f5c3 = 3"),
            "{}",
            hint.explanation
        );
        assert!(hint.explanation.ends_with("Whichever value f5c5 takes, f5c3 = 3."));
    }

    #[test]
    fn chains_through_the_graphs_rate_as_static_and_chains_with_singles_as_dynamic() {
        let rating = |candidates: &str| {
            let board = board_from_candidates(candidates);
            let hint = ForcingChains.find(&board, false).unwrap();
            ForcingChains.explainer_rating(&hint, &board).in_tenths()
        };
        // The thesis cycle (a contradiction in the graphs): 7.0 and up; two walks that meet:
        // 8.0 and up; the singles of each value (a contradiction, then an agreement): 8.5 and up.
        assert!((70..80).contains(&rating(FIGURE_3_25)), "{}", rating(FIGURE_3_25));
        assert!((80..85).contains(&rating(TOP1465_378)), "{}", rating(TOP1465_378));
        assert!(rating(TOP1465_198) >= 85, "{}", rating(TOP1465_198));
        assert!(rating(TOP1465_11) >= 85, "{}", rating(TOP1465_11));
    }

    #[test]
    fn nothing_without_a_bivalue_cell_on_sixteen_by_sixteen() {
        let board = PatternBoard::with_computed_candidates(&Grid::empty(Geometry::SIXTEEN));
        assert!(ForcingChains.find(&board, true).is_none());
    }
}
