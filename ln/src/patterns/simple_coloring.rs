//! Simple Coloring, also called Colors (thesis 3.10.2): one conjugate chain of a digit,
//! coloured with two alternating colours, exactly one of which holds the digit.
//!
//! Type 1: two cells of the same colour share a unit, so that colour is false and every
//! cell of it loses the digit. Type 2 (for a chain without type 1): a cell that shares a
//! unit with cells of both colours loses the digit, whichever colour is true.

use dn::{CellIndex, Digit, Hint, Level, Role};

use super::coloring::{Clusters, Colour};
use super::draft::Draft;
use super::{Pattern, PatternBoard, PatternInfo};

/// One conjugate chain of a digit, two-coloured: a colour that meets itself is false, and a cell seeing both colours loses the digit.
pub(crate) struct SimpleColoring;

static INFO: PatternInfo = PatternInfo {
    id: "simple-coloring",
    name: "Simple Coloring",
    level: Level::VeryHard,
    index: 10,
    section: "3.10.2",
    summary: "One conjugate chain of a digit, two-coloured: a colour that meets itself is false, and a cell seeing both colours loses the digit.",
};

impl Pattern for SimpleColoring {
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
    match (clusters.clash(board, a), clusters.clash(board, a.other())) {
        (Some(pair), None) => type_1(board, clusters, a, pair, digit, explain),
        (None, Some(pair)) => type_1(board, clusters, a.other(), pair, digit, explain),
        (None, None) => type_2(board, clusters, k, digit, explain),
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
fn type_2(board: &PatternBoard, clusters: &Clusters, k: usize, digit: Digit, explain: bool) -> Option<Hint> {
    let a = Colour { cluster: k, side: 0 };
    let b = a.other();
    let sees_both = |cell: CellIndex| {
        board.has(cell, digit)
            && !clusters.has_colour(cell, a)
            && !clusters.has_colour(cell, b)
            && clusters.seen_cell(board, cell, a).is_some()
            && clusters.seen_cell(board, cell, b).is_some()
    };
    let cells = board.geometry().cell_count();
    let first = (0..cells).map(CellIndex::new).find(|&cell| sees_both(cell))?;
    let mut draft = coloured_draft(board, clusters, k, digit);
    for cell in (first.index()..cells).map(CellIndex::new).filter(|&cell| sees_both(cell)) {
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
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line};

    pub(super) static FIXTURES: [Fixture; 1] = [Fixture {
        pattern: "simple-coloring",
        source: "empty board",
        board: || board_from_line(EMPTY),
        applies: false,
        expected: &[],
    }];
}
