//! XY-Wing (thesis 3.12, figure 3.19): three bivalue cells with candidates `xy` (the root,
//! the thesis' "celda raíz"), `xz` and `yz` (the pincers, "celdas ramas"), the root sharing
//! a unit with both pincers. Whatever the root holds, one pincer holds `z`, so every other
//! cell that sees both pincers loses `z`.

use dn::{CellIndex, Digit, Hint, Level, Role};

use super::draft::Draft;
use super::text;
use super::{Pattern, PatternBoard, PatternInfo};

/// A bivalue root `xy` seeing bivalue pincers `xz` and `yz`: cells seeing both pincers lose `z`.
pub(crate) struct XyWing;

static INFO: PatternInfo = PatternInfo {
    id: "xy-wing",
    name: "XY-Wing",
    level: Level::VeryHard,
    index: 11,
    section: "3.12",
    summary: "A bivalue cell xy sees two bivalue cells xz and yz: one of them is z, so the cells that see \
              both lose z.",
};

impl Pattern for XyWing {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        for root in board.empty_cells() {
            let xy = board.candidates(root).bits();
            if xy.count_ones() != 2 {
                continue;
            }
            let peers = board.peers(root);
            for (k, &first) in peers.iter().enumerate() {
                let xz = board.candidates(first).bits();
                if xz.count_ones() != 2 || (xz & xy).count_ones() != 1 {
                    continue;
                }
                for &second in &peers[k + 1..] {
                    if board.candidates(second).bits() != xy ^ xz {
                        continue;
                    }
                    let z = Digit::from_index((xz & !xy).trailing_zeros() as usize)?;
                    if let Some(hint) = build(board, root, [first, second], z, explain) {
                        return Some(hint);
                    }
                }
            }
        }
        None
    }
}

/// The hint of the wing with `root` and `pincers` on `z`, if a cell seeing both pincers
/// still has `z`.
fn build(
    board: &PatternBoard,
    root: CellIndex,
    pincers: [CellIndex; 2],
    z: Digit,
    explain: bool,
) -> Option<Hint> {
    let [first, second] = pincers;
    let target = |cell: CellIndex| cell != second && board.has(cell, z) && board.sees(cell, second);
    if !board.peers(first).iter().any(|&cell| target(cell)) {
        return None;
    }
    let mut draft = Draft::new(&INFO, board);
    draft.cell(root, Role::Root).cells(pincers, Role::Pincer);
    for &cell in board.peers(first).iter().filter(|&&cell| target(cell)) {
        draft.eliminate(cell, z);
    }
    draft.finish(explain, |hint| {
        let named =
            |cell: CellIndex| format!("{} ({})", board.coord(cell), text::digits(board.candidates(cell)));
        let digit = |bits: u32| Digit::from_index(bits.trailing_zeros() as usize).map(|d| d.to_string());
        let (xy, xz) = (board.candidates(root).bits(), board.candidates(first).bits());
        let x = digit(xy & xz).unwrap_or_default();
        let y = digit(xy & !xz).unwrap_or_default();
        let removed: Vec<String> = hint.eliminations.iter().map(|e| e.cell.to_string()).collect();
        format!(
            "XY-Wing on {z}: the root {} sees the pincers {} and {}. If the root is {x}, {} is {z}; if it is \
             {y}, {} is {z}. Either way one pincer is {z}, so a cell that sees both pincers cannot be {z}; \
             remove {z} from {}.",
            named(root),
            named(first),
            named(second),
            board.coord(first),
            board.coord(second),
            removed.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_candidates, board_from_line};

    pub(super) static FIXTURES: [Fixture; 1] = [Fixture {
        pattern: "xy-wing",
        source: "empty board",
        board: || board_from_line(EMPTY),
        applies: false,
        expected: &[],
    }];

    #[test]
    fn placeholder() {
        let _ = board_from_candidates;
    }
}
