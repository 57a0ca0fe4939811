//! Multi-Colors (thesis 3.10.3): two conjugate chains of the same digit, coloured A/B and
//! C/D; exactly one colour of each chain holds the digit.
//!
//! Type 1: a colour of one chain sees both colours of the other chain (maybe through
//! different cells); one of those is true, so the colour is false and its cells lose the
//! digit. Type 2: a cell of colour A sees a cell of colour C, so A and C are not both true
//! and one of B and D is; a cell that sees a B cell and a D cell loses the digit.

use dn::{CellIndex, CellSet, Digit, ExplainerRating, Hint, Level, Role};

use super::coloring::{Clusters, Colour};
use super::draft::Draft;
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// Two conjugate chains of a digit: a colour seeing both colours of the other chain is false; when two colours meet, a cell seeing both their partners loses the digit.
pub(crate) struct MultiColors;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("multi-colors"),
    name: "Multi-Colors",
    level: Level::Extreme,
    family: Family::Coloring,
    section: Some("3.10.3"),
    explainer: ExplainerRating::tenths(67),
    summary: "Two conjugate chains of a digit: a colour seeing both colours of the other chain is false; when two colours meet, a cell seeing both their partners loses the digit.",
};

impl Pattern for MultiColors {
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
            let usable = |k: &usize| clusters.is_consistent(*k);
            let sets = colour_sets(board, &clusters);
            for first in (0..clusters.count()).filter(usable) {
                for second in (first + 1..clusters.count()).filter(usable) {
                    let chains = Chains { board, clusters: &clusters, digit, sets: &sets };
                    if let Some(hint) = chains.type_1(first, second).or_else(|| chains.type_2(first, second))
                    {
                        return Some(hint.finish(explain));
                    }
                }
            }
        }
        None
    }
}

/// Each colour's cells and the cells seeing one of them (see
/// [`Clusters::colour_and_seen`]), by cluster and side.
type ColourSets = Vec<[(CellSet, CellSet); 2]>;

/// The [`ColourSets`] of every cluster (empty for the inconsistent ones, never read).
fn colour_sets(board: &PatternBoard, clusters: &Clusters) -> ColourSets {
    (0..clusters.count())
        .map(|k| {
            if clusters.is_consistent(k) {
                Chains::colours(k).map(|colour| clusters.colour_and_seen(board, colour))
            } else {
                [(CellSet::EMPTY, CellSet::EMPTY); 2]
            }
        })
        .collect()
}

/// The clusters of one digit on a board.
struct Chains<'a> {
    /// The board.
    board: &'a PatternBoard,
    /// The coloured clusters of `digit`.
    clusters: &'a Clusters,
    /// The digit.
    digit: Digit,
    /// Each colour's cells and the cells seeing them: a cell of `a` sees one of `c` exactly
    /// when `a`'s cells and `c`'s seen cells meet, so [`Clusters::related`] is asked only then.
    sets: &'a [[(CellSet, CellSet); 2]],
}

/// The four colours of a finding: A and B of one chain, C and D of the other.
#[derive(Clone, Copy)]
struct Four {
    /// Colour A: the false colour (type 1) or the colour that sees C (type 2).
    a: Colour,
    /// Colour C.
    c: Colour,
}

impl Four {
    /// Colour B, A's partner.
    fn b(self) -> Colour {
        self.a.other()
    }

    /// Colour D, C's partner.
    fn d(self) -> Colour {
        self.c.other()
    }
}

/// A finding before its hint is built.
enum Found {
    /// Colour A sees a C cell (first pair) and a D cell (second pair).
    Type1(Four, (CellIndex, CellIndex), (CellIndex, CellIndex)),
    /// An A cell sees a C cell; the cells seeing both B and D lose the digit.
    Type2(Four, (CellIndex, CellIndex)),
}

/// A finding ready to become a hint.
struct Finding<'a> {
    /// Where it was found.
    chains: &'a Chains<'a>,
    /// What was found.
    found: Found,
}

impl Chains<'_> {
    /// The two colours of cluster `k`.
    fn colours(k: usize) -> [Colour; 2] {
        [Colour { cluster: k, side: 0 }, Colour { cluster: k, side: 1 }]
    }

    /// The cells of `colour` and the cells seeing one.
    fn set(&self, colour: Colour) -> (CellSet, CellSet) {
        self.sets[colour.cluster][usize::from(colour.side)]
    }

    /// A cell of `a` that sees a cell of `b`, with that cell ([`Clusters::related`]), asked
    /// only when the colours' sets say there is one.
    fn related(&self, a: Colour, b: Colour) -> Option<(CellIndex, CellIndex)> {
        if (self.set(a).0 & self.set(b).1).is_empty() {
            return None;
        }
        self.clusters.related(self.board, a, b)
    }

    /// Type 1: a colour of either chain related to both colours of the other.
    fn type_1(&self, first: usize, second: usize) -> Option<Finding<'_>> {
        let pairs = [(first, second), (second, first)];
        for (own, other) in pairs {
            for a in Self::colours(own) {
                let c = Colour { cluster: other, side: 0 };
                let Some(to_c) = self.related(a, c) else { continue };
                let Some(to_d) = self.related(a, c.other()) else { continue };
                return Some(Finding { chains: self, found: Found::Type1(Four { a, c }, to_c, to_d) });
            }
        }
        None
    }

    /// Type 2: a colour of the first chain meets a colour of the second, and some cell
    /// sees both partners.
    fn type_2(&self, first: usize, second: usize) -> Option<Finding<'_>> {
        for a in Self::colours(first) {
            for c in Self::colours(second) {
                let Some(meet) = self.related(a, c) else { continue };
                let four = Four { a, c };
                let seeing_both = self.set(four.b()).1 & self.set(four.d()).1;
                if seeing_both.iter().any(|cell| self.board.has(cell, self.digit)) {
                    return Some(Finding { chains: self, found: Found::Type2(four, meet) });
                }
            }
        }
        None
    }

    /// The cells with the digit that see a B cell and a D cell.
    fn targets(&self, four: Four) -> impl Iterator<Item = CellIndex> + '_ {
        let (board, clusters) = (self.board, self.clusters);
        (0..board.geometry().cell_count()).map(CellIndex::new).filter(move |&cell| {
            board.has(cell, self.digit)
                && clusters.seen_cell(board, cell, four.b()).is_some()
                && clusters.seen_cell(board, cell, four.d()).is_some()
        })
    }

    /// The colours' description shared by both types.
    fn colours_text(&self, four: Four) -> String {
        let list = |colour| self.clusters.describe(self.board, colour);
        format!(
            "the conjugate pairs of {digit} (the only two places of {digit} in a unit) form two chains; \
             colouring each alternately, exactly one colour of each chain holds the {digit}s: colours \
             A ({}) / B ({}) and colours C ({}) / D ({})",
            list(four.a),
            list(four.b()),
            list(four.c),
            list(four.d()),
            digit = self.digit
        )
    }
}

impl Finding<'_> {
    /// The hint, with its explanation when `explain` is true.
    fn finish(self, explain: bool) -> Hint {
        let chains = self.chains;
        let (board, clusters, digit) = (chains.board, chains.clusters, chains.digit);
        let four = match self.found {
            Found::Type1(four, ..) | Found::Type2(four, _) => four,
        };
        let mut draft = Draft::new(&INFO, board);
        let roles = [
            (four.a, Role::ColourA),
            (four.b(), Role::ColourB),
            (four.c, Role::ColourC),
            (four.d(), Role::ColourD),
        ];
        for (colour, role) in roles {
            clusters.add_cells(&mut draft, colour, role);
        }
        clusters.add_links(&mut draft, four.a.cluster, digit);
        clusters.add_links(&mut draft, four.c.cluster, digit);
        match self.found {
            Found::Type1(..) => clusters.cells_of(four.a).for_each(|cell| {
                draft.eliminate(cell, digit);
            }),
            Found::Type2(..) => chains.targets(four).for_each(|cell| {
                draft.eliminate(cell, digit);
            }),
        }
        let text = |hint: &Hint| self.text(hint, four);
        draft.finish(explain, text).unwrap_or_else(|| unreachable!("a finding always removes a candidate"))
    }

    /// The explanation.
    fn text(&self, hint: &Hint, four: Four) -> String {
        let chains = self.chains;
        let coord = |cell| chains.board.coord(cell);
        let removed: Vec<String> = hint.eliminations.iter().map(|e| e.cell.to_string()).collect();
        let digit = chains.digit;
        let colours = chains.colours_text(four);
        match self.found {
            Found::Type1(_, to_c, to_d) => format!(
                "Multi-Colors type 1 on {digit}: {colours}. Colour A sees both colours of the other chain \
                 ({} sees {} of colour C, {} sees {} of colour D), and one of C and D is true, so colour A \
                 is false; remove {digit} from every colour-A cell: {}.",
                coord(to_c.0),
                coord(to_c.1),
                coord(to_d.0),
                coord(to_d.1),
                removed.join(", ")
            ),
            Found::Type2(_, meet) => format!(
                "Multi-Colors type 2 on {digit}: {colours}. The colour-A cell {} sees the colour-C cell {}, \
                 so A and C are not both true and one of B and D is; remove {digit} from the cells that see \
                 both a colour-B and a colour-D cell: {}.",
                coord(meet.0),
                coord(meet.1),
                removed.join(", ")
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::coloring::boards::{four_by_four_with_ones, top1465_and_cut};
    use crate::patterns::fixtures::{EMPTY, FIGURE_3_25, Fixture, board_from_candidates, board_from_line};
    use crate::patterns::subsets::captured::TOP1465_11_STEP17;

    /// The first finding on two chains as first written: every colour pair related cell by
    /// cell, type 2's targets by scanning the board and each cell's peers.
    fn finding_by_definition(chains: &Chains, first: usize, second: usize) -> Option<Hint> {
        let (board, clusters) = (chains.board, chains.clusters);
        for (own, other) in [(first, second), (second, first)] {
            for a in Chains::colours(own) {
                let c = Colour { cluster: other, side: 0 };
                let Some(to_c) = clusters.related(board, a, c) else { continue };
                let Some(to_d) = clusters.related(board, a, c.other()) else { continue };
                return Some(Finding { chains, found: Found::Type1(Four { a, c }, to_c, to_d) }.finish(true));
            }
        }
        for a in Chains::colours(first) {
            for c in Chains::colours(second) {
                let Some(meet) = clusters.related(board, a, c) else { continue };
                let four = Four { a, c };
                if chains.targets(four).next().is_some() {
                    return Some(Finding { chains, found: Found::Type2(four, meet) }.finish(true));
                }
            }
        }
        None
    }

    #[test]
    fn every_pair_of_chains_gives_the_finding_the_cell_by_cell_search_gives() {
        // Boards: the fixtures' boards, and the first six puzzles of magictour_top1465.txt
        // with their candidates, each also with every cell's candidates cut to its first three.
        let mut boards: Vec<PatternBoard> = FIXTURES.iter().map(|fixture| (fixture.board)()).collect();
        boards.extend(top1465_and_cut());
        let (mut pairs, mut found) = (0, 0);
        for board in &boards {
            let mut clusters = Clusters::new(board);
            for digit in board.digits_left() {
                clusters.build(board, digit);
                let sets = colour_sets(board, &clusters);
                let usable: Vec<usize> = (0..clusters.count()).filter(|&k| clusters.is_consistent(k)).collect();
                for (i, &first) in usable.iter().enumerate() {
                    for &second in &usable[i + 1..] {
                        let chains = Chains { board, clusters: &clusters, digit, sets: &sets };
                        let fast = chains.type_1(first, second).or_else(|| chains.type_2(first, second));
                        let fast = fast.map(|finding| finding.finish(true));
                        assert_eq!(fast, finding_by_definition(&chains, first, second));
                        pairs += 1;
                        found += usize::from(fast.is_some());
                    }
                }
            }
        }
        assert!(pairs > 100 && found > 10, "{pairs} pairs, {found} findings");
    }

    /// Line 343 of `17clue_49158.txt` after 40 steps: a type 1 on 8.
    const CLUE17_343_STEP40: &str = "
        1568 =4 1568 =9 =2 1568 =7 568 =3
        =9 =3 568 =7 =4 568 =2 568 =1
        18 =7 =2 18 56 =3 56 =4 =9
        168 =9 =7 568 =3 68 15 =2 =4
        =2 16 168 568 =9 =4 =3 15 =7
        =4 =5 =3 =2 =1 =7 =8 =9 =6
        156 16 156 =4 =7 =2 =9 =3 =8
        =7 =2 =4 =3 =8 =9 16 16 =5
        =3 =8 =9 16 56 156 =4 =7 =2";

    /// Line 375 of `17clue_49158.txt` after 32 steps: a type 2 on 8.
    const CLUE17_375_STEP32: &str = "
        5789 389 =1 589 =4 67 589 36 =2
        45789 3489 5789 589 =2 67 589 36 =1
        =6 89 =2 =1 589 =3 =7 =4 589
        4789 489 789 3589 3589 =1 =6 =2 579
        =2 =5 789 489 =6 49 =3 =1 79
        =1 =6 =3 =2 =7 59 =4 589 589
        359 =2 =6 =7 359 =8 =1 59 =4
        589 =1 =4 =6 59 =2 589 =7 =3
        3589 =7 589 3459 =1 459 =2 589 =6";

    /// Thesis figure 3.14 (a Simple Coloring board): 6 forms one chain, no two chains.
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

    pub(super) static FIXTURES: [Fixture; 6] = [
        Fixture {
            pattern: "multi-colors",
            source: "line 343 of 17clue_49158.txt after 40 steps (with the patterns up to Hidden Triples plus the two colorings): type 1 on 8",
            board: || board_from_candidates(CLUE17_343_STEP40),
            applies: true,
            expected: &["-8f4c1", "-8f5c4"],
        },
        Fixture {
            pattern: "multi-colors",
            source: "line 375 of 17clue_49158.txt after 32 steps (with the patterns up to Hidden Triples plus the two colorings): type 2 on 8",
            board: || board_from_candidates(CLUE17_375_STEP32),
            applies: true,
            expected: &["-8f4c1"],
        },
        Fixture {
            pattern: "multi-colors",
            source: "thesis figure 3.25: type 2 on 1 (f5c9 and f2c9 meet; f3c8 sees both partners)",
            board: || board_from_candidates(FIGURE_3_25),
            applies: true,
            expected: &["-1f3c8"],
        },
        Fixture {
            pattern: "multi-colors",
            source: "thesis figure 3.14: a single conjugate chain",
            board: || board_from_candidates(FIGURE_3_14),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "multi-colors",
            source: "line 11 of magictour_top1465.txt after 17 steps: no pair of chains gives anything",
            board: || board_from_candidates(TOP1465_11_STEP17),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "multi-colors",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn type_1_explanation_names_both_relations() {
        let hint = MultiColors.find(&board_from_candidates(CLUE17_343_STEP40), true).unwrap();
        assert_eq!(
            hint.explanation,
            "Multi-Colors type 1 on 8: the conjugate pairs of 8 (the only two places of 8 in a unit) form \
             two chains; colouring each alternately, exactly one colour of each chain holds the 8s: colours \
             A (f4c1 and f5c4) / B (f5c3) and colours C (f3c1) / D (f3c4). Colour A sees both colours of the \
             other chain (f4c1 sees f3c1 of colour C, f5c4 sees f3c4 of colour D), and one of C and D is \
             true, so colour A is false; remove 8 from every colour-A cell: f4c1, f5c4."
        );
        let count = |role| hint.cells.iter().filter(|c| c.role == role).count();
        let roles = [Role::ColourA, Role::ColourB, Role::ColourC, Role::ColourD];
        assert_eq!(roles.map(count), [2, 1, 1, 1]);
        assert_eq!(hint.links.len(), 3);
    }

    #[test]
    fn type_2_explanation_names_the_meeting_colours() {
        let hint = MultiColors.find(&board_from_candidates(CLUE17_375_STEP32), true).unwrap();
        assert!(
            hint.explanation.contains(
                "The colour-A cell f3c5 sees the colour-C cell f3c9, so A and C are not both true and one \
                 of B and D is; remove 8 from the cells that see both a colour-B and a colour-D cell: f4c1."
            ),
            "{}",
            hint.explanation
        );
        assert!(hint.cells.iter().any(|c| c.role == Role::Target));
    }

    #[test]
    fn works_on_a_four_by_four_board() {
        let ones = [
            "f1c1", "f1c3", "f2c1", "f2c2", "f2c3", "f2c4", "f3c1", "f3c3", "f3c4", "f4c1", "f4c2", "f4c3",
            "f4c4",
        ];
        let hint = MultiColors.find(&four_by_four_with_ones(&ones), true).unwrap();
        let removed: Vec<String> =
            hint.eliminations.iter().map(|e| format!("-{}{}", e.digit, e.cell)).collect();
        assert_eq!(removed, ["-1f4c3"]);
        assert!(hint.explanation.starts_with("Multi-Colors type 2 on 1:"), "{}", hint.explanation);
    }

    #[test]
    fn explanation_is_skipped_when_not_asked() {
        let hint = MultiColors.find(&board_from_candidates(CLUE17_375_STEP32), false).unwrap();
        assert!(hint.explanation.is_empty());
    }
}
