//! The wing search shared by XY-Wing (thesis 3.12) and XYZ-Wing (thesis 3.13): a root cell
//! and two bivalue pincers it sees, `xz` and `yz`, sharing one digit `z` and nothing else.
//! The root holds `x` and `y` (XY-Wing) or `x`, `y` and `z` (XYZ-Wing), so whatever it
//! holds, one of the pincers (or, for XYZ-Wing, the root itself) is `z`: every cell that
//! sees all of them that can be `z` loses `z`.

use dn::{CandidateSet, CellIndex, CellSet, Digit, Hint};

use super::PatternBoard;

/// A wing found on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Wing {
    /// The cell both pincers are seen by.
    pub(crate) root: CellIndex,
    /// The two bivalue cells, in the order the root's peers list them.
    pub(crate) pincers: [CellIndex; 2],
    /// The digit the pincers share.
    pub(crate) z: Digit,
}

/// Whether the root also holds `z` (XYZ-Wing) or not (XY-Wing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Root {
    /// The root is `xy`.
    WithoutZ,
    /// The root is `xyz`.
    WithZ,
}

/// The first wing of the `root` kind whose `build` gives a hint: roots in cell order, then
/// pairs of pincers in the order of the root's peers. `build` receives the wing and the
/// cells that lose `z` (never empty). With `changed`, only the wings with a cell in it: a
/// wing is three cells and depends only on their candidates, and the cells it removes `z`
/// from only lose candidates, so where a search found none, a wing with none of its cells
/// changed since still removes nothing ([`Pattern::find_around`](super::Pattern::find_around)).
pub(crate) fn find_wing(
    board: &PatternBoard,
    root: Root,
    changed: Option<&CellSet>,
    mut build: impl FnMut(Wing, CellSet) -> Option<Hint>,
) -> Option<Hint> {
    let root_size = if root == Root::WithZ { 3 } else { 2 };
    let touched = |cell: CellIndex| changed.is_none_or(|set| set.contains(cell));
    for centre in board.empty_cells() {
        let root_digits = board.candidates(centre);
        if root_digits.len() != root_size {
            continue;
        }
        // A root outside `changed` needs a changed pincer, among its peers.
        let centre_changed = touched(centre);
        if !centre_changed && changed.is_some_and(|set| (*board.peer_set(centre) & *set).is_empty()) {
            continue;
        }
        let pincers =
            board.peers(centre).iter().copied().filter(|&p| pincer_fits(board.candidates(p), root_digits));
        let pincers: Vec<CellIndex> = pincers.collect();
        for (k, &first) in pincers.iter().enumerate() {
            for &second in &pincers[k + 1..] {
                if !(centre_changed || touched(first) || touched(second)) {
                    continue;
                }
                let Some(z) = shared_digit(board, root, root_digits, [first, second]) else {
                    continue;
                };
                let wing = Wing { root: centre, pincers: [first, second], z };
                let targets = wing.targets(board, root);
                if !targets.is_empty()
                    && let Some(hint) = build(wing, targets)
                {
                    return Some(hint);
                }
            }
        }
    }
    None
}

/// Whether a cell with `digits` can be a pincer of a root with `root_digits`: bivalue,
/// sharing at least one digit with the root.
fn pincer_fits(digits: CandidateSet, root_digits: CandidateSet) -> bool {
    digits.len() == 2 && !(digits & root_digits).is_empty()
}

/// The digit `z` when `pincers` and the root with `root_digits` form a wing of the `root`
/// kind: the pincers share exactly `z`, and their other digits with (for XYZ) `z` are the root's.
fn shared_digit(
    board: &PatternBoard,
    root: Root,
    root_digits: CandidateSet,
    pincers: [CellIndex; 2],
) -> Option<Digit> {
    let (a, b) = (board.candidates(pincers[0]), board.candidates(pincers[1]));
    let z = (a & b).single_digit()?;
    let others = (a | b) - CandidateSet::single(z);
    let expected = match root {
        Root::WithoutZ => others,
        Root::WithZ => a | b,
    };
    (root_digits == expected).then_some(z)
}

impl Wing {
    /// The cells other than the wing's that see both pincers (and the root, when it holds
    /// `z`) and have `z`.
    fn targets(&self, board: &PatternBoard, root: Root) -> CellSet {
        let [first, second] = self.pincers;
        let mut seen = *board.peer_set(first) & *board.peer_set(second);
        if root == Root::WithZ {
            seen &= *board.peer_set(self.root);
        }
        seen.remove(self.root);
        seen.iter().filter(|&cell| board.has(cell, self.z)).collect()
    }
}
