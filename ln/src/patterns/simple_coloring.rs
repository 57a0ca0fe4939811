//! Simple Coloring, also called Colors (thesis 3.10.2): one conjugate chain of a digit,
//! coloured with two alternating colours, exactly one of which holds the digit.
//!
//! Type 1: two cells of the same colour share a unit, so that colour is false and every
//! cell of it loses the digit. Type 2 (for a chain without type 1): a cell that shares a
//! unit with cells of both colours loses the digit, whichever colour is true. The thesis
//! allows that cell to be on the chain too, but a chain cell that sees a cell of its own
//! colour is already type 1, so type 2 only has to look at the cells off the chain.

use dn::{CellIndex, CellSet, Digit, ExplainerRating, Hint, Level, Role};

use super::coloring::{Clusters, Colour};
use super::draft::Draft;
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// One conjugate chain of a digit, two-coloured: a colour that meets itself is false, and a cell seeing both colours loses the digit.
pub(crate) struct SimpleColoring;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("simple-coloring"),
    name: "Simple Coloring",
    level: Level::VeryHard,
    family: Family::Coloring,
    section: Some("3.10.2"),
    explainer: ExplainerRating::tenths(66),
    summary: "One conjugate chain of a digit, two-coloured: a colour that meets itself is false, and a cell seeing both colours loses the digit.",
};

impl Pattern for SimpleColoring {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    fn reads(&self) -> Reads {
        Reads::OneDigit
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        let mut clusters = Clusters::new(board);
        for digit in board.digits_left() {
            clusters.build(board, digit);
            for k in (0..clusters.count()).filter(|&k| clusters.is_consistent(k)) {
                if let Some(hint) = in_chain(board, &clusters, k, digit, explain) {
                    return Some(hint);
                }
            }
        }
        None
    }
}

/// Type 1 on chain `k` if one of its colours meets itself, else type 2.
fn in_chain(
    board: &PatternBoard,
    clusters: &Clusters,
    k: usize,
    digit: Digit,
    explain: bool,
) -> Option<Hint> {
    let a = Colour { cluster: k, side: 0 };
    // Each colour's cells and the cells seeing one: a colour meets itself exactly when one
    // of its cells sees another, and only then is the pair looked for.
    let (a_cells, a_seen) = clusters.colour_and_seen(board, a);
    let (b_cells, b_seen) = clusters.colour_and_seen(board, a.other());
    let clash = |colour, cells: CellSet, seen: CellSet| {
        if (cells & seen).is_empty() { None } else { clusters.clash(board, colour) }
    };
    match (clash(a, a_cells, a_seen), clash(a.other(), b_cells, b_seen)) {
        (Some(pair), None) => type_1(board, clusters, a, pair, digit, explain),
        (None, Some(pair)) => type_1(board, clusters, a.other(), pair, digit, explain),
        (None, None) => type_2(board, clusters, k, digit, (a_seen & b_seen) - a_cells - b_cells, explain),
        (Some(_), Some(_)) => None,
    }
}

/// "colour A" or "colour B".
fn name(colour: Colour) -> &'static str {
    if colour.side == 0 { "colour A" } else { "colour B" }
}

/// The draft with both colours of chain `k` and its links.
fn coloured_draft<'b>(board: &'b PatternBoard, clusters: &Clusters, k: usize, digit: Digit) -> Draft<'b> {
    let mut draft = Draft::new(&INFO, board);
    let a = Colour { cluster: k, side: 0 };
    clusters.add_cells(&mut draft, a, Role::ColourA);
    clusters.add_cells(&mut draft, a.other(), Role::ColourB);
    clusters.add_links(&mut draft, k, digit);
    draft
}

/// The chain's description shared by both types.
fn chain_text(board: &PatternBoard, clusters: &Clusters, k: usize, digit: Digit) -> String {
    let a = Colour { cluster: k, side: 0 };
    format!(
        "the conjugate pairs of {digit} (the only two places of {digit} in a unit) form a chain; colouring \
         it alternately, exactly one colour holds the {digit}s: colour A is {}, colour B is {}",
        clusters.describe(board, a),
        clusters.describe(board, a.other())
    )
}

/// Type 1: `false_colour` meets itself in `pair`, so its cells lose `digit`.
fn type_1(
    board: &PatternBoard,
    clusters: &Clusters,
    false_colour: Colour,
    pair: (CellIndex, CellIndex),
    digit: Digit,
    explain: bool,
) -> Option<Hint> {
    let mut draft = coloured_draft(board, clusters, false_colour.cluster, digit);
    for cell in clusters.cells_of(false_colour) {
        draft.eliminate(cell, digit);
    }
    draft.finish(explain, |hint| {
        let removed: Vec<String> = hint.eliminations.iter().map(|e| e.cell.to_string()).collect();
        let colour = name(false_colour);
        format!(
            "Simple Coloring type 1 on {digit}: {}. The cells {} and {} of {colour} share a unit, so {colour} \
             is false; remove {digit} from every cell of {colour}: {}.",
            chain_text(board, clusters, false_colour.cluster, digit),
            board.coord(pair.0),
            board.coord(pair.1),
            removed.join(", ")
        )
    })
}

/// Type 2: the cells outside chain `k` that see cells of both its colours lose `digit`.
/// `seeing_both`: the uncoloured cells that see cells of both colours of chain `k`.
fn type_2(
    board: &PatternBoard,
    clusters: &Clusters,
    k: usize,
    digit: Digit,
    seeing_both: CellSet,
    explain: bool,
) -> Option<Hint> {
    let a = Colour { cluster: k, side: 0 };
    let b = a.other();
    let mut targets = seeing_both.iter().filter(|&cell| board.has(cell, digit)).peekable();
    targets.peek()?;
    let mut draft = coloured_draft(board, clusters, k, digit);
    for cell in targets {
        draft.eliminate(cell, digit);
    }
    draft.finish(explain, |hint| {
        let removed: Vec<String> = hint
            .eliminations
            .iter()
            .filter_map(|e| board.geometry().cell_of(e.cell))
            .map(|cell| {
                let seen =
                    |colour| clusters.seen_cell(board, cell, colour).map(|c| board.coord(c).to_string());
                format!(
                    "{} (sees {} and {})",
                    board.coord(cell),
                    seen(a).unwrap_or_default(),
                    seen(b).unwrap_or_default()
                )
            })
            .collect();
        format!(
            "Simple Coloring type 2 on {digit}: {}. Whichever colour is true, a cell that sees cells of both \
             colours cannot hold {digit}; remove {digit} from {}.",
            chain_text(board, clusters, k, digit),
            removed.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::coloring::boards::{four_by_four_with_ones, top1465_and_cut};
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_candidates, board_from_line};
    use crate::patterns::subsets::captured::TOP1465_11_STEP17;

    /// `in_chain` as first written: the clashes looked for cell by cell, type 2's cells by
    /// scanning the board and each cell's peers.
    fn in_chain_by_definition(
        board: &PatternBoard,
        clusters: &Clusters,
        k: usize,
        digit: Digit,
        explain: bool,
    ) -> Option<Hint> {
        let a = Colour { cluster: k, side: 0 };
        match (clusters.clash(board, a), clusters.clash(board, a.other())) {
            (Some(pair), None) => type_1(board, clusters, a, pair, digit, explain),
            (None, Some(pair)) => type_1(board, clusters, a.other(), pair, digit, explain),
            (None, None) => {
                let b = a.other();
                let sees_both = |cell: CellIndex| {
                    board.has(cell, digit)
                        && !clusters.has_colour(cell, a)
                        && !clusters.has_colour(cell, b)
                        && clusters.seen_cell(board, cell, a).is_some()
                        && clusters.seen_cell(board, cell, b).is_some()
                };
                let all: CellSet = board.geometry().cells().filter(|&c| sees_both(c)).collect();
                all.first()?;
                type_2(board, clusters, k, digit, all, explain)
            }
            (Some(_), Some(_)) => None,
        }
    }

    #[test]
    fn every_chain_gives_the_step_the_cell_by_cell_search_gives() {
        // Boards: the first six puzzles of magictour_top1465.txt with their candidates, each
        // also with every cell's candidates cut to its first three, the captured position of
        // line 11 and the thesis figure 3.14.
        let mut boards = vec![board_from_candidates(TOP1465_11_STEP17), board_from_candidates(FIGURE_3_14)];
        boards.extend(top1465_and_cut());
        let (mut chains, mut steps) = (0, 0);
        for board in &boards {
            let mut clusters = Clusters::new(board);
            for digit in board.digits_left() {
                clusters.build(board, digit);
                for k in (0..clusters.count()).filter(|&k| clusters.is_consistent(k)) {
                    for explain in [false, true] {
                        let fast = in_chain(board, &clusters, k, digit, explain);
                        assert_eq!(fast, in_chain_by_definition(board, &clusters, k, digit, explain));
                        chains += 1;
                        steps += usize::from(fast.is_some());
                    }
                }
            }
        }
        assert!(chains > 100 && steps > 10, "{chains} chains, {steps} steps");
    }

    /// Thesis figure 3.14: the conjugate chain of 6 has two cells of one colour in row 3.
    const FIGURE_3_14: &str = "
        =9 =6 =1 =3 =7 =2 =8 =4 =5
        =5 =3 =2 =6 =4 =8 =9 =7 =1
        =4 =8 =7 =9 =5 =1 236 36 26
        =3 =4 =8 =7 26 =5 26 =1 =9
        =2 =5 =9 =8 =1 36 =7 36 =4
        =7 =1 =6 =4 23 =9 =5 =8 23
        =1 =2 =4 =5 =8 36 36 =9 =7
        =8 =9 =5 =1 36 =7 =4 =2 36
        =6 =7 =3 =2 =9 =4 =1 =5 =8";

    /// Line 55 of `17clue_49158.txt` after 42 steps: a type 1 on 6 (f9c7 and f5c7 meet).
    const CLUE17_55_STEP42: &str = "
        79 456 =2 48 =1 567 5689 69 =3
        79 456 =3 48 56 567 2689 269 =1
        =1 56 =8 =9 =2 =3 =7 =4 56
        =8 =7 =4 56 =9 =2 =1 =3 56
        23 =9 =5 =1 38 46 26 =7 48
        23 =1 =6 =7 38 45 29 259 48
        56 =2 =1 =3 56 =9 =4 =8 =7
        56 =8 =7 =2 =4 =1 =3 56 =9
        =4 =3 =9 56 =7 =8 56 =1 =2";

    /// Line 24 of `17clue_49158.txt` after 37 steps: a type 2 on 7 removes one candidate.
    const CLUE17_24_STEP37: &str = "
        24 37 89 479 36 =1 25789 256789 26
        24 37 89 479 36 =5 2789 26789 =1
        =6 =1 =5 =8 79 =2 =3 =4 79
        =8 =2 =1 =6 =5 79 =4 79 =3
        =5 =4 =3 279 279 =8 =6 =1 79
        =9 =6 =7 =3 =1 =4 25 25 =8
        =7 =5 24 =1 289 =3 289 2689 246
        =3 =9 24 =5 78 =6 =1 78 24
        =1 =8 =6 279 =4 79 279 =3 =5";

    /// Line 55 of `17clue_49158.txt` after 41 steps: a type 2 on 5 removes four candidates.
    const CLUE17_55_STEP41: &str = "
        79 456 =2 48 =1 567 5689 569 =3
        79 456 =3 48 56 567 25689 2569 =1
        =1 56 =8 =9 =2 =3 =7 =4 56
        =8 =7 =4 56 =9 =2 =1 =3 56
        23 =9 =5 =1 38 46 26 =7 48
        23 =1 =6 =7 38 45 259 259 48
        56 =2 =1 =3 56 =9 =4 =8 =7
        56 =8 =7 =2 =4 =1 =3 56 =9
        =4 =3 =9 56 =7 =8 56 =1 =2";

    pub(super) static FIXTURES: [Fixture; 6] = [
        Fixture {
            pattern: "simple-coloring",
            source: "thesis figure 3.14: type 1 on 6, the colour with two cells in row 3 is false",
            board: || board_from_candidates(FIGURE_3_14),
            applies: true,
            expected: &["-6f3c8", "-6f5c6", "-6f4c7", "-6f7c7", "-6f8c5", "-6f3c9"],
        },
        Fixture {
            pattern: "simple-coloring",
            source: "line 55 of 17clue_49158.txt after 42 steps (with the patterns up to Hidden Triples plus the two colorings): type 1 on 6",
            board: || board_from_candidates(CLUE17_55_STEP42),
            applies: true,
            expected: &["-6f7c5", "-6f8c1", "-6f9c7", "-6f4c4", "-6f3c9", "-6f5c7"],
        },
        Fixture {
            pattern: "simple-coloring",
            source: "line 24 of 17clue_49158.txt after 37 steps (with the patterns up to Hidden Triples plus the two colorings): type 2 on 7",
            board: || board_from_candidates(CLUE17_24_STEP37),
            applies: true,
            expected: &["-7f8c5"],
        },
        Fixture {
            pattern: "simple-coloring",
            source: "line 55 of 17clue_49158.txt after 41 steps (with the patterns up to Hidden Triples plus the two colorings): type 2 on 5",
            board: || board_from_candidates(CLUE17_55_STEP41),
            applies: true,
            expected: &["-5f1c8", "-5f2c7", "-5f2c8", "-5f6c7"],
        },
        Fixture {
            pattern: "simple-coloring",
            source: "line 11 of magictour_top1465.txt after 17 steps: no chain gives anything",
            board: || board_from_candidates(TOP1465_11_STEP17),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "simple-coloring",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn type_2_explanation_names_the_colours_and_what_each_target_sees() {
        let hint = SimpleColoring.find(&board_from_candidates(CLUE17_24_STEP37), true).unwrap();
        assert_eq!(
            hint.explanation,
            "Simple Coloring type 2 on 7: the conjugate pairs of 7 (the only two places of 7 in a unit) \
             form a chain; colouring it alternately, exactly one colour holds the 7s: colour A is f3c5, \
             f5c9 and f4c6, colour B is f3c9, f4c8 and f9c6. Whichever colour is true, a cell that sees \
             cells of both colours cannot hold 7; remove 7 from f8c5 (sees f3c5 and f9c6)."
        );
        let count = |role| hint.cells.iter().filter(|c| c.role == role).count();
        assert_eq!((count(Role::ColourA), count(Role::ColourB), count(Role::Target)), (3, 3, 1));
        assert_eq!(hint.links.len(), 5, "a chain of six cells has five conjugate links");
    }

    #[test]
    fn type_1_explanation_names_the_clash() {
        let hint = SimpleColoring.find(&board_from_candidates(FIGURE_3_14), true).unwrap();
        assert!(hint.explanation.starts_with("Simple Coloring type 1 on 6:"), "{}", hint.explanation);
        assert!(
            hint.explanation.contains(
                "The cells f3c8 and f3c9 of colour A share a unit, so colour A is false; remove 6 from every \
                 cell of colour A: f3c8, f5c6, f4c7, f7c7, f8c5, f3c9."
            ),
            "{}",
            hint.explanation
        );
    }

    #[test]
    fn works_on_a_four_by_four_board() {
        let ones = ["f1c1", "f1c3", "f2c2", "f2c4", "f3c2", "f3c3", "f4c1", "f4c2", "f4c4"];
        let hint = SimpleColoring.find(&four_by_four_with_ones(&ones), true).unwrap();
        let mut removed: Vec<String> =
            hint.eliminations.iter().map(|e| format!("-{}{}", e.digit, e.cell)).collect();
        removed.sort();
        assert_eq!(removed, ["-1f1c3", "-1f2c2", "-1f3c2", "-1f4c1", "-1f4c4"]);
        assert!(
            hint.explanation.contains("The cells f4c1 and f3c2 of colour B share a unit"),
            "{}",
            hint.explanation
        );
    }

    #[test]
    fn explanation_is_skipped_when_not_asked() {
        let hint = SimpleColoring.find(&board_from_candidates(CLUE17_55_STEP41), false).unwrap();
        assert!(hint.explanation.is_empty());
    }
}
