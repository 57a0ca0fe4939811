//! What a hint on show marks on its candidates, read from the façade's view: the chain's
//! links as edges between candidates (strong or weak, in reading order), and each
//! candidate's role (the pattern's digit, on or off along the chain, eliminated). Pure
//! data, tested alone; `board_canvas` draws it.

use dn::{CandidateSet, ChainNode, Coord, Digit, Hint, LinkKind, Role};
use facade::BoardView;

/// One end of a link as drawn: a digit in one cell, or in several (a grouped node).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct End {
    /// The cells, one for a single candidate.
    pub cells: Vec<Coord>,
    /// The digit.
    pub digit: Digit,
}

/// One link of a chain as drawn: an arrow from `from` to `to`, solid when strong (if
/// `from` is false, `to` is true) and dashed when weak (if `from` is true, `to` is false).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    /// Where the arrow starts.
    pub from: End,
    /// Where it points.
    pub to: End,
    /// Strong (drawn solid) or weak (drawn dashed).
    pub strong: bool,
}

/// What a candidate is in the hint on show; a candidate has at most one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// The pattern's digit in one of its cells (a fish's corners, a pair's digits).
    Pattern,
    /// True along the chain (a strong link arrives at it, a weak one leaves it).
    On,
    /// False along the chain (a weak link arrives at it, a strong one leaves it).
    Off,
    /// The hint removes it.
    Eliminated,
}

/// The chain of `hint` as edges in reading order: each link from its `from` node to its
/// `to` node (a candidate, or a group of cells for one digit), strong or weak.
pub fn edges(hint: &Hint) -> Vec<Edge> {
    let end = |node: &ChainNode| End { cells: node.cells.clone(), digit: node.digit };
    hint.links
        .iter()
        .map(|link| Edge { from: end(&link.from), to: end(&link.to), strong: link.kind == LinkKind::Strong })
        .collect()
}

/// Every candidate the hint on show marks, with its mark: eliminations first, then the
/// chain's nodes (on or off, by the links arriving and leaving), then the hint's digits in
/// the cells that form the pattern (not in the cells a chain only passes through).
pub fn candidate_marks(view: &BoardView) -> Vec<(Coord, Digit, Mark)> {
    let Some(hint) = &view.hint else { return Vec::new() };
    let mut marks: Vec<(Coord, Digit, Mark)> = Vec::new();
    let mut mark = |cell: Coord, digit: Digit, what: Mark| {
        if !marks.iter().any(|&(c, d, _)| c == cell && d == digit) {
            marks.push((cell, digit, what));
        }
    };
    for elimination in &hint.eliminations {
        mark(elimination.cell, elimination.digit, Mark::Eliminated);
    }
    for edge in edges(hint) {
        let (leaving, arriving) = if edge.strong { (Mark::Off, Mark::On) } else { (Mark::On, Mark::Off) };
        for &cell in &edge.from.cells {
            mark(cell, edge.from.digit, leaving);
        }
        for &cell in &edge.to.cells {
            mark(cell, edge.to.digit, arriving);
        }
    }
    let digits: CandidateSet = hint
        .eliminations
        .iter()
        .chain(&hint.placements)
        .map(|c| c.digit)
        .chain(hint.links.iter().map(|l| l.from.digit))
        .collect();
    for cell in hint.cells.iter().filter(|c| !matches!(c.role, Role::Target | Role::Chain)) {
        let Some(view_cell) = view.cells.iter().find(|v| v.cell == cell.cell) else { continue };
        for digit in view_cell.candidates.iter().filter(|&d| digits.contains(d)) {
            mark(cell.cell, digit, Mark::Pattern);
        }
    }
    marks
}

#[cfg(test)]
mod tests {
    use dn::PatternId;
    use facade::SudokuLN;

    use super::*;

    fn example(id: &str) -> BoardView {
        let view = SudokuLN::from_example(PatternId::new(id), 1).unwrap().view();
        assert!(view.hint.is_some(), "the {id} example shows its hint");
        view
    }

    #[test]
    fn an_xy_chain_alternates_weak_links_between_cells_and_strong_ones_inside_them() {
        let view = example("xy-chain");
        let chain = edges(view.hint.as_ref().unwrap());
        assert!(chain.len() >= 4, "{chain:?}");
        for (k, pair) in chain.windows(2).enumerate() {
            assert_eq!(pair[0].to, pair[1].from, "link {k} arrives where the next leaves");
            assert_ne!(pair[0].strong, pair[1].strong, "links {k} and {} alternate", k + 1);
        }
        for edge in &chain {
            let same_cell = edge.from.cells == edge.to.cells;
            assert_eq!(edge.strong, same_cell, "strong inside a cell, weak between cells: {edge:?}");
        }
    }

    #[test]
    fn candidates_are_marked_by_their_role_along_the_chain() {
        let view = example("xy-chain");
        let hint = view.hint.as_ref().unwrap();
        let marks = candidate_marks(&view);
        let mark_of = |cell, digit| marks.iter().find(|&&(c, d, _)| c == cell && d == digit).map(|m| m.2);
        for elimination in &hint.eliminations {
            assert_eq!(mark_of(elimination.cell, elimination.digit), Some(Mark::Eliminated));
        }
        for edge in edges(hint) {
            let arriving = mark_of(edge.to.cells[0], edge.to.digit);
            assert_eq!(arriving, Some(if edge.strong { Mark::On } else { Mark::Off }), "{edge:?}");
        }
    }

    #[test]
    fn a_fish_marks_its_digit_in_its_corners_only() {
        let view = example("x-wing");
        let hint = view.hint.as_ref().unwrap();
        let digit = hint.eliminations[0].digit;
        let marks = candidate_marks(&view);
        let corners: Vec<Coord> =
            hint.cells.iter().filter(|c| c.role == Role::Pattern).map(|c| c.cell).collect();
        assert_eq!(corners.len(), 4);
        for corner in corners {
            assert!(marks.contains(&(corner, digit, Mark::Pattern)), "{corner}");
        }
        assert!(marks.iter().all(|&(_, d, _)| d == digit), "only the fish's digit: {marks:?}");
    }
}
