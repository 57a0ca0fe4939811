//! XY-Wing (thesis 3.12, figure 3.19): three bivalue cells with candidates `xy` (the root,
//! the thesis' "celda raíz"), `xz` and `yz` (the pincers, "celdas ramas"), the root sharing
//! a unit with both pincers. Whatever the root holds, one pincer holds `z`, so every other
//! cell that sees both pincers loses `z`.

use dn::{CellIndex, CellSet, ExplainerRating, Hint, Level, Role};

use super::draft::Draft;
use super::text;
use super::wings::{Root, Wing, find_wing};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// A bivalue root `xy` seeing bivalue pincers `xz` and `yz`: cells seeing both pincers lose `z`.
pub(crate) struct XyWing;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("xy-wing"),
    name: "XY-Wing",
    level: Level::VeryHard,
    family: Family::Wings,
    section: Some("3.12"),
    explainer: ExplainerRating::tenths(42),
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
        find_wing(board, Root::WithoutZ, None, |wing, targets| build(board, wing, targets, explain))
    }

    /// Three cells; see [`find_wing`].
    fn reads(&self) -> Reads {
        Reads::Units
    }

    fn find_around(&self, board: &PatternBoard, changed: &CellSet, explain: bool) -> Option<Hint> {
        find_wing(board, Root::WithoutZ, Some(changed), |wing, targets| build(board, wing, targets, explain))
    }
}

/// The hint of `wing`: `z` leaves `targets`, the cells that see both pincers.
fn build(board: &PatternBoard, wing: Wing, targets: CellSet, explain: bool) -> Option<Hint> {
    let Wing { root, pincers: [first, second], z } = wing;
    let mut draft = Draft::new(&INFO, board);
    draft.cell(root, Role::Root).cells([first, second], Role::Pincer);
    for cell in targets.iter() {
        draft.eliminate(cell, z);
    }
    draft.finish(explain, |hint| {
        let named =
            |cell: CellIndex| format!("{} ({})", board.coord(cell), text::digits(board.candidates(cell)));
        let (xy, xz) = (board.candidates(root), board.candidates(first));
        let x = (xy & xz).first().map(|d| d.to_string()).unwrap_or_default();
        let y = (xy - xz).first().map(|d| d.to_string()).unwrap_or_default();
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
pub(crate) mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_candidates, board_from_line, empty_with};
    use dn::Geometry;

    /// Thesis figure 3.19 before the elimination (f4c1 still has its 9): root f4c3 (4/6),
    /// pincers f4c5 (6/9) and f5c2 (4/9).
    pub(crate) const FIGURE_3_19: &str = "
        =4 =1 =9 =5 =8 =2 =7 =3 =6
        =8 =3 =2 =6 =7 49 =5 49 =1
        =5 =6 =7 =3 49 =1 49 =8 =2
        1369 =2 46 =8 69 =5 349 16 =7
        36 49 =8 =7 =1 36 =2 =5 49
        1369 =7 =5 =4 =2 369 39 16 =8
        =2 =8 =3 =9 46 46 =1 =7 =5
        69 49 46 =1 =5 =7 =8 =2 =3
        =7 =5 =1 =2 =3 =8 =6 49 49";

    /// Line 61 of `17clue_49158.txt` after 40 steps: root f6c8 (5/8), pincers f5c9 (6/8)
    /// and f9c8 (5/6).
    const CLUE17_61_STEP40: &str = "
        79 356 24 48 567 =1 23 5689 568
        79 356 24 48 567 567 23 5689 =1
        =1 56 =8 =9 =2 =3 567 =4 567
        =8 =7 =3 56 =1 =4 56 =2 =9
        =2 =1 =5 =3 689 69 =4 =7 68
        =4 =9 =6 =7 58 =2 =1 58 =3
        56 =4 =9 =2 =3 =8 567 =1 567
        56 =8 =7 =1 =4 56 =9 =3 =2
        =3 =2 =1 56 79 79 =8 56 =4";

    /// Line 180 of `17clue_49158.txt` after 28 steps: root f5c4 (4/9), pincers f4c4 (4/8)
    /// and f5c9 (8/9).
    const CLUE17_180_STEP28: &str = "
        36789 34579 =1 689 24 57 23689 56789 2356
        36789 34579 45678 689 24 57 23689 56789 =1
        6789 579 =2 =1 89 =3 689 56789 =4
        789 4579 4578 48 =3 =1 4678 =2 56
        23 23 478 49 =5 =6 4789 =1 89
        =1 =6 458 =2 =7 89 349 59 35
        267 27 67 =3 =1 89 =5 =4 89
        =5 =1 =3 =7 89 =4 2689 689 26
        =4 =8 =9 =5 =6 =2 =1 =3 =7";

    /// Line 24 of `17clue_49158.txt` after 37 steps: an XY-Chain of four cells is the
    /// easiest pattern that applies (neither wing does).
    pub(crate) const CLUE17_24_STEP37: &str = "
        24 37 89 479 36 =1 25789 256789 26
        24 37 89 479 36 =5 2789 26789 =1
        =6 =1 =5 =8 79 =2 =3 =4 79
        =8 =2 =1 =6 =5 79 =4 79 =3
        =5 =4 =3 279 279 =8 =6 =1 79
        =9 =6 =7 =3 =1 =4 25 25 =8
        =7 =5 24 =1 289 =3 289 2689 246
        =3 =9 24 =5 78 =6 =1 78 24
        =1 =8 =6 279 =4 79 279 =3 =5";

    pub(super) static FIXTURES: [Fixture; 5] = [
        Fixture {
            pattern: "xy-wing",
            source: "thesis figure 3.19: root f4c3, pincers f4c5 and f5c2",
            board: || board_from_candidates(FIGURE_3_19),
            applies: true,
            expected: &["-9f4c1"],
        },
        Fixture {
            pattern: "xy-wing",
            source: "line 61 of 17clue_49158.txt after 40 steps",
            board: || board_from_candidates(CLUE17_61_STEP40),
            applies: true,
            expected: &["-6f7c9"],
        },
        Fixture {
            pattern: "xy-wing",
            source: "line 180 of 17clue_49158.txt after 28 steps",
            board: || board_from_candidates(CLUE17_180_STEP28),
            applies: true,
            expected: &["-8f4c7"],
        },
        Fixture {
            pattern: "xy-wing",
            source: "line 24 of 17clue_49158.txt after 37 steps: XY-Chain is the easiest pattern",
            board: || board_from_candidates(CLUE17_24_STEP37),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "xy-wing",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn explanation_names_root_pincers_and_targets() {
        let hint = XyWing.find(&board_from_candidates(FIGURE_3_19), true).unwrap();
        assert_eq!(
            hint.explanation,
            "XY-Wing on 9: the root f4c3 (4/6) sees the pincers f4c5 (6/9) and f5c2 (4/9). If the root is 6, \
             f4c5 is 9; if it is 4, f5c2 is 9. Either way one pincer is 9, so a cell that sees both pincers \
             cannot be 9; remove 9 from f4c1."
        );
        let role = |role| {
            hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>()
        };
        assert_eq!(role(Role::Root), ["f4c3"]);
        assert_eq!(role(Role::Pincer), ["f4c5", "f5c2"]);
        assert_eq!(role(Role::Target), ["f4c1"]);
    }

    #[test]
    fn works_on_a_sixteen_sized_board() {
        // Built: root f1c1 (1/2), pincers f1c5 (1/3) in row 1 and f5c1 (2/3) in column 1.
        let board = empty_with(Geometry::SIXTEEN, &[("f1c1", "12"), ("f1c5", "13"), ("f5c1", "23")]);
        let hint = XyWing.find(&board, false).unwrap();
        let removed: Vec<String> =
            hint.eliminations.iter().map(|e| format!("-{}{}", e.digit, e.cell)).collect();
        assert_eq!(removed, ["-3f5c5"]);
        assert!(hint.explanation.is_empty());
    }
}
