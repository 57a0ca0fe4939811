//! XYZ-Wing (thesis 3.13, figure 3.20): a root cell with exactly the three candidates
//! `xyz` sharing a unit with two bivalue pincers `xz` and `yz`. Whatever the root holds, one
//! of the three cells holds `z`, so every other cell that sees all three loses `z`.

use dn::{CellIndex, CellSet, ExplainerRating, Hint, Level, Role};

use super::draft::Draft;
use super::text;
use super::wings::{Root, Wing, find_wing};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// A root `xyz` seeing bivalue pincers `xz` and `yz`: cells seeing all three lose `z`.
pub(crate) struct XyzWing;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("xyz-wing"),
    name: "XYZ-Wing",
    level: Level::VeryHard,
    family: Family::Wings,
    section: Some("3.13"),
    explainer: ExplainerRating::tenths(44),
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
        find_wing(board, Root::WithZ, None, |wing, targets| build(board, wing, targets, explain))
    }

    /// Three cells; see [`find_wing`].
    fn reads(&self) -> Reads {
        Reads::Units
    }

    fn find_around(&self, board: &PatternBoard, changed: &CellSet, explain: bool) -> Option<Hint> {
        find_wing(board, Root::WithZ, Some(changed), |wing, targets| build(board, wing, targets, explain))
    }
}

/// The hint of `wing`: `z` leaves `targets`, the cells that see all three.
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
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_candidates, board_from_line, empty_with};
    use crate::patterns::xy_wing::tests::CLUE17_24_STEP37;
    use dn::Geometry;

    /// Line 337 of `17clue_49158.txt` after 33 steps: root f2c4 (5/8/9), pincers f3c5
    /// (5/9) and f4c4 (8/9).
    const CLUE17_337_STEP33: &str = "
        589 4589 =1 5689 24 56789 59 27 =3
        3589 34589 =6 589 24 5789 59 27 =1
        =7 59 =2 =1 59 =3 =6 =4 =8
        289 289 =7 89 =3 =1 =4 =6 =5
        59 =6 =3 =7 59 =4 =8 =1 =2
        =4 =1 58 =2 =6 58 =3 =9 =7
        238 238 89 34 =7 269 =1 =5 469
        =1 =7 =4 569 =8 569 =2 =3 69
        =6 235 59 34 =1 29 =7 =8 49";

    /// Line 343 of `17clue_49158.txt` after 41 steps: root f2c6 (5/6/8), pincers f3c5
    /// (5/6) and f4c6 (5/8).
    const CLUE17_343_STEP41: &str = "
        1568 =4 156 =9 =2 1568 =7 568 =3
        =9 =3 56 =7 =4 568 =2 568 =1
        18 =7 =2 18 56 =3 56 =4 =9
        16 =9 =7 568 =3 58 15 =2 =4
        =2 16 =8 56 =9 =4 =3 15 =7
        =4 =5 =3 =2 =1 =7 =8 =9 =6
        156 16 156 =4 =7 =2 =9 =3 =8
        =7 =2 =4 =3 =8 =9 16 16 =5
        =3 =8 =9 15 56 156 =4 =7 =2";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "xyz-wing",
            source: "line 337 of 17clue_49158.txt after 33 steps",
            board: || board_from_candidates(CLUE17_337_STEP33),
            applies: true,
            expected: &["-9f1c4"],
        },
        Fixture {
            pattern: "xyz-wing",
            source: "line 343 of 17clue_49158.txt after 41 steps",
            board: || board_from_candidates(CLUE17_343_STEP41),
            applies: true,
            expected: &["-5f1c6"],
        },
        Fixture {
            pattern: "xyz-wing",
            source: "line 24 of 17clue_49158.txt after 37 steps: XY-Chain is the easiest pattern",
            board: || board_from_candidates(CLUE17_24_STEP37),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "xyz-wing",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn explanation_names_root_pincers_and_targets() {
        let hint = XyzWing.find(&board_from_candidates(CLUE17_337_STEP33), true).unwrap();
        assert_eq!(
            hint.explanation,
            "XYZ-Wing on 9: the root f2c4 (5/8/9) sees the pincers f3c5 (5/9) and f4c4 (8/9). If the root is \
             not 9, one of the pincers is 9; so one of the three cells is 9, and a cell that sees all three \
             cannot be 9; remove 9 from f1c4."
        );
        let role = |role| {
            hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>()
        };
        assert_eq!(role(Role::Root), ["f2c4"]);
        assert_eq!(role(Role::Pincer), ["f3c5", "f4c4"]);
    }

    #[test]
    fn works_on_a_sixteen_sized_board() {
        // Built: root f1c1 (1/2/3), pincers f1c2 (1/3) and f2c1 (2/3), all in block 1.
        let board = empty_with(Geometry::SIXTEEN, &[("f1c1", "123"), ("f1c2", "13"), ("f2c1", "23")]);
        let hint = XyzWing.find(&board, false).unwrap();
        assert_eq!(hint.eliminations.len(), 13);
        assert!(hint.eliminations.iter().all(|e| e.digit.get() == 3 && e.cell.row < 4 && e.cell.col < 4));
    }

    #[test]
    fn a_root_with_a_third_candidate_outside_the_pincers_is_no_wing() {
        // Built: f1c1 has 1/2/4, so the pincers 1/3 and 2/3 do not cover it.
        let board = empty_with(Geometry::SIXTEEN, &[("f1c1", "124"), ("f1c2", "13"), ("f2c1", "23")]);
        assert!(XyzWing.find(&board, false).is_none());
    }
}
