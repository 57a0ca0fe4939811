//! The general "dual implication" of Forcing Chains: each value of a bivalue cell is
//! followed with the singles it causes, up to a bounded number of placements (the
//! propagation of [`net_propagation`](super::net_propagation), bounded), and the two
//! branches either agree on a value somewhere or one of them runs into a contradiction.
//!
//! Every placement is a consequence of the assumption and the placements before it (a
//! cell left with one candidate, or a digit left with one place in a unit), so if the
//! assumption holds in the solution, so does every placement; and a contradiction (a cell
//! or a unit left without any place for something) proves the assumption false.

use std::fmt::Write;

use dn::{Digit, Hint, Role};

use super::draft::Draft;
use super::net_propagation::{Contradiction, Net, Placed, Reason};
use super::{PatternBoard, PatternInfo, text};

/// The most placements one branch makes (the assumption included).
pub(crate) const MAX_PLACEMENTS: usize = 40;

/// The first bivalue cell (in board order) whose two values, each followed by its singles,
/// either agree on a value somewhere (that value is placed) or where one of them leads to a
/// contradiction (the other is placed); the hint of `info`.
pub(crate) fn find(info: &'static PatternInfo, board: &PatternBoard, explain: bool) -> Option<Hint> {
    let (mut first, mut second) = (Net::bounded(board, MAX_PLACEMENTS), Net::bounded(board, MAX_PLACEMENTS));
    for start in board.empty_cells() {
        let candidates = board.candidates(start);
        if candidates.len() != 2 {
            continue;
        }
        let mut digits = candidates.iter();
        let (a, b) = (digits.next()?, digits.next()?);
        first.propagate(start, a);
        second.propagate(start, b);
        match (first.contradiction(), second.contradiction()) {
            (Some(_), None) => return contradiction_hint(info, board, &first, b, explain),
            (None, Some(_)) => return contradiction_hint(info, board, &second, a, explain),
            (Some(_), Some(_)) => continue,
            (None, None) => {}
        }
        if let Some((i, j)) = agreement(&first, &second) {
            return agreement_hint(info, board, &first, &second, (i, j), explain);
        }
    }
    None
}

/// The placements (by position in each branch) that both branches make, the pair with the
/// earliest placements first.
fn agreement(first: &Net, second: &Net) -> Option<(usize, usize)> {
    first
        .steps()
        .iter()
        .enumerate()
        .skip(1)
        .filter(|(_, p)| second.value(p.cell) == Some(p.digit))
        .filter_map(|(i, p)| Some((i, second.steps().iter().position(|q| q.cell == p.cell)?)))
        .min_by_key(|&(i, j)| (i + j, i))
}

/// Adds the placements of `steps` to `draft`: the start cell, the chain cells and a link
/// from each placement's cause (a bivalue link from the placement that left a cell one
/// candidate, a bilocation link from the cell that lost the last other place of a digit).
fn draw(draft: &mut Draft<'_>, branch: &Net, steps: &[Placed]) {
    for (k, step) in steps.iter().enumerate() {
        draft.cell(step.cell, if k == 0 { Role::Start } else { Role::Chain });
        let Some(cause) = step.cause else { continue };
        match step.reason {
            Reason::Assumed => {}
            Reason::NakedSingle => {
                if let Some(held) = branch.value(cause) {
                    draft.forced_step(cause, step.cell, held, step.digit);
                }
            }
            Reason::HiddenSingle(_) => {
                draft.hidden_step(cause, branch.value(cause), step.cell, step.digit);
            }
        }
    }
}

/// One branch written out: `f2c4 = 1 ⇒ f2c5 = 8 (only place for 8 in row 2) ⇒ …`.
fn describe(board: &PatternBoard, net: &Net, steps: &[Placed]) -> String {
    let mut text = String::new();
    for step in steps {
        if !text.is_empty() {
            text.push_str(" ⇒ ");
        }
        let _ = write!(text, "{} = {}", board.coord(step.cell), step.digit);
        match step.reason {
            Reason::Assumed => {}
            Reason::NakedSingle => text.push_str(" (only candidate left)"),
            Reason::HiddenSingle(number) => {
                let _ = write!(text, " (only place for {} in {})", step.digit, net.unit(number));
            }
        }
    }
    text
}

/// The hint of a branch that contradicts itself: the start cell takes its other value.
fn contradiction_hint(
    info: &'static PatternInfo,
    board: &PatternBoard,
    branch: &Net,
    other: Digit,
    explain: bool,
) -> Option<Hint> {
    let steps = branch.steps();
    let start = steps.first()?;
    let mut draft = Draft::new(info, board);
    draft.cell(start.cell, Role::Start);
    draft.place(start.cell, other);
    draw(&mut draft, branch, steps);
    draft.finish(explain, |_| {
        let name = board.coord(start.cell);
        let problem = match branch.contradiction() {
            Some(Contradiction::EmptyCell(cell)) => format!("{} is left without candidates", board.coord(cell)),
            Some(Contradiction::NoPlace(unit, digit)) => format!("{digit} is left without a place in {unit}"),
            None => String::new(),
        };
        format!(
            "Forcing chain from {name} ({}). Suppose {name} = {}: {}, and then {problem}. So {name} cannot be {} \
             and {name} = {other}.",
            text::digits(board.candidates(start.cell)),
            start.digit,
            describe(board, branch, steps),
            start.digit
        )
    })
}

/// The hint of two branches that place the same value: at positions `i` of `first` and
/// `j` of `second`.
fn agreement_hint(
    info: &'static PatternInfo,
    board: &PatternBoard,
    first: &Net,
    second: &Net,
    (i, j): (usize, usize),
    explain: bool,
) -> Option<Hint> {
    let (one, two) = (&first.steps()[..=i], &second.steps()[..=j]);
    let target = one[i];
    let start = one.first()?.cell;
    let mut draft = Draft::new(info, board);
    draft.place(target.cell, target.digit);
    draw(&mut draft, first, one);
    draw(&mut draft, second, two);
    draft.finish(explain, |_| {
        let (name, goal, value) = (board.coord(start), board.coord(target.cell), target.digit);
        format!(
            "Forcing chains from {name} ({}): both of its values lead to {goal} = {value}, following the \
             singles each one causes. {}; {}. Whichever value {name} takes, {goal} = {value}.",
            text::digits(board.candidates(start)),
            describe(board, first, one),
            describe(board, second, two)
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{FIGURE_3_25, board_from_candidates, cell};

    #[test]
    fn the_false_value_contradicts_and_the_true_one_solves() {
        let board = board_from_candidates(FIGURE_3_25);
        let f6c6 = board.geometry().cell_of(cell("f6c6")).unwrap();
        let f1c1 = board.geometry().cell_of(cell("f1c1")).unwrap();
        let mut branch = Net::bounded(&board, MAX_PLACEMENTS);
        branch.propagate(f6c6, Digit::new(1).unwrap());
        assert!(branch.contradiction().is_some());
        branch.propagate(f6c6, Digit::new(3).unwrap());
        assert_eq!(branch.contradiction(), None);
        assert_eq!(branch.value(f1c1).map(Digit::get), Some(1));
        assert_eq!(branch.steps()[0].reason, Reason::Assumed);
        assert!(branch.steps()[1..].iter().all(|s| s.cause.is_some()));
    }

    #[test]
    fn a_branch_stops_at_its_placement_limit() {
        let board = board_from_candidates(FIGURE_3_25);
        let f6c6 = board.geometry().cell_of(cell("f6c6")).unwrap();
        let three = Digit::new(3).unwrap();
        let mut free = Net::new(&board);
        free.propagate(f6c6, three);
        assert!(free.steps().len() > 3, "the unbounded net places more than the limit");
        let mut bounded = Net::bounded(&board, 3);
        bounded.propagate(f6c6, three);
        assert_eq!(bounded.steps(), &free.steps()[..3]);
    }
}
