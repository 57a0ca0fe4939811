//! XYZ-Wing (thesis 3.13, figure 3.20): a root cell with exactly the three candidates
//! `xyz` sharing a unit with two bivalue pincers `xz` and `yz`. Whatever the root holds, one
//! of the three cells holds `z`, so every other cell that sees all three loses `z`.

use dn::{CellIndex, Digit, Hint, Level, Role};

use super::draft::Draft;
use super::text;
use super::{Pattern, PatternBoard, PatternInfo};

/// A root `xyz` seeing bivalue pincers `xz` and `yz`: cells seeing all three lose `z`.
pub(crate) struct XyzWing;

static INFO: PatternInfo = PatternInfo {
    id: "xyz-wing",
    name: "XYZ-Wing",
    level: Level::VeryHard,
    index: 12,
    section: "3.13",
    summary: "A cell xyz sees two bivalue cells xz and yz: one of the three is z, so the cells that see all \
              three lose z.",
};

impl Pattern for XyzWing {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        for root in board.empty_cells() {
            let xyz = board.candidates(root).bits();
            if xyz.count_ones() != 3 {
                continue;
            }
            let peers = board.peers(root);
            for (k, &first) in peers.iter().enumerate() {
                let xz = board.candidates(first).bits();
                if xz.count_ones() != 2 || xz & !xyz != 0 {
                    continue;
                }
                for &second in &peers[k + 1..] {
                    let yz = board.candidates(second).bits();
                    if yz.count_ones() != 2 || yz & !xyz != 0 || yz == xz {
                        continue;
                    }
                    let z = Digit::from_index((xz & yz).trailing_zeros() as usize)?;
                    if let Some(hint) = build(board, root, [first, second], z, explain) {
                        return Some(hint);
                    }
                }
            }
        }
        None
    }
}

/// The hint of the wing with `root` and `pincers` on `z`, if a cell seeing all three
/// still has `z`.
fn build(
    board: &PatternBoard,
    root: CellIndex,
    pincers: [CellIndex; 2],
    z: Digit,
    explain: bool,
) -> Option<Hint> {
    let [first, second] = pincers;
    let target = |cell: CellIndex| {
        cell != first
            && cell != second
            && board.has(cell, z)
            && board.sees(cell, first)
            && board.sees(cell, second)
    };
    if !board.peers(root).iter().any(|&cell| target(cell)) {
        return None;
    }
    let mut draft = Draft::new(&INFO, board);
    draft.cell(root, Role::Root).cells(pincers, Role::Pincer);
    for &cell in board.peers(root).iter().filter(|&&cell| target(cell)) {
        draft.eliminate(cell, z);
    }
    draft.finish(explain, |hint| {
        let named =
            |cell: CellIndex| format!("{} ({})", board.coord(cell), text::digits(board.candidates(cell)));
        let removed: Vec<String> = hint.eliminations.iter().map(|e| e.cell.to_string()).collect();
        format!(
            "XYZ-Wing on {z}: the root {} sees the pincers {} and {}. If the root is not {z}, one of the \
             pincers is {z}; so one of the three cells is {z}, and a cell that sees all three cannot be {z}; \
             remove {z} from {}.",
            named(root),
            named(first),
            named(second),
            removed.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line};

    pub(super) static FIXTURES: [Fixture; 1] = [Fixture {
        pattern: "xyz-wing",
        source: "empty board",
        board: || board_from_line(EMPTY),
        applies: false,
        expected: &[],
    }];
}
