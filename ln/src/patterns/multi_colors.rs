//! Multi-Colors (thesis 3.10.3): two conjugate chains of the same digit, coloured A/B and
//! C/D; exactly one colour of each chain holds the digit.
//!
//! Type 1: a colour of one chain sees both colours of the other chain (maybe through
//! different cells); one of those is true, so the colour is false and its cells lose the
//! digit. Type 2: a cell of colour A sees a cell of colour C, so A and C are not both true
//! and one of B and D is; a cell that sees a B cell and a D cell loses the digit.

use dn::{CellIndex, Digit, Hint, Level, Role};

use super::coloring::{Clusters, Colour};
use super::draft::Draft;
use super::{Pattern, PatternBoard, PatternInfo};

/// Two conjugate chains of a digit: a colour seeing both colours of the other chain is false; when two colours meet, a cell seeing both their partners loses the digit.
pub(crate) struct MultiColors;

static INFO: PatternInfo = PatternInfo {
    id: "multi-colors",
    name: "Multi-Colors",
    level: Level::Extreme,
    index: 13,
    section: "3.10.3",
    summary: "Two conjugate chains of a digit: a colour seeing both colours of the other chain is false; when two colours meet, a cell seeing both their partners loses the digit.",
};

impl Pattern for MultiColors {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        let mut clusters = Clusters::new(board);
        for index in 0..board.side() {
            let digit = Digit::from_index(index)?;
            clusters.build(board, digit);
            let usable = |k: &usize| clusters.is_consistent(*k);
            for first in (0..clusters.count()).filter(usable) {
                for second in (first + 1..clusters.count()).filter(usable) {
                    let chains = Chains { board, clusters: &clusters, digit };
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

/// The clusters of one digit on a board.
struct Chains<'a> {
    /// The board.
    board: &'a PatternBoard,
    /// The coloured clusters of `digit`.
    clusters: &'a Clusters,
    /// The digit.
    digit: Digit,
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

    /// Type 1: a colour of either chain related to both colours of the other.
    fn type_1(&self, first: usize, second: usize) -> Option<Finding<'_>> {
        let pairs = [(first, second), (second, first)];
        for (own, other) in pairs {
            for a in Self::colours(own) {
                let c = Colour { cluster: other, side: 0 };
                let Some(to_c) = self.clusters.related(self.board, a, c) else { continue };
                let Some(to_d) = self.clusters.related(self.board, a, c.other()) else { continue };
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
                let Some(meet) = self.clusters.related(self.board, a, c) else { continue };
                let four = Four { a, c };
                if self.targets(four).next().is_some() {
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
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line};

    pub(super) static FIXTURES: [Fixture; 1] = [Fixture {
        pattern: "multi-colors",
        source: "empty board",
        board: || board_from_line(EMPTY),
        applies: false,
        expected: &[],
    }];
}
