//! AIC with ALS nodes (HoDoKu's Grouped Nice Loop/AIC with "ALS nodes" allowed; Sudoku
//! Explainer finds such eliminations only with its Cell Forcing Chains, 8.0 and up): a
//! Grouped AIC whose nodes may also be a digit of an almost locked set of two or more
//! cells. A chain enters the set weakly, "the set holds no `d`" (every `d` of the set sees
//! the node before); the set then places all its other digits, a strong link to "the set
//! holds `e`"; and it leaves weakly to a node of `e` that sees every `e` of the set.
//!
//! Every chain this pattern offers passes through at least one set (one without is a
//! Grouped AIC, searched before) and starts at a candidate or a group; at most
//! [`READABLE`](super::chain_engine::READABLE) links, the shortest first.

use dn::{Hint, Level};

use super::chain_engine::{self, Form, Search};
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// An AIC through almost locked sets: a candidate that sees both ends is false.
pub(crate) struct AicWithAls;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("aic-with-als"),
    name: "AIC with ALS",
    level: Level::Extreme,
    family: Family::Chains,
    section: None,
    // As a Grouped AIC (SE's Cell and Region Forcing Chains, 8.0 + length).
    explainer: dn::ExplainerRating::tenths(80),
    summary: "An alternating chain whose nodes may be a digit of an almost locked set: without the digit it \
              entered by, the set places the one it leaves by. One of the two ends is true, so a candidate that \
              sees both ends is false.",
};

/// Any digits, grouped and ALS nodes, open chains.
const SEARCH: Search =
    Search { single_digit: false, grouped: true, als: true, form: Form::Chain, max_links: chain_engine::READABLE };

impl Pattern for AicWithAls {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        chain_engine::find(&INFO, board, SEARCH, explain)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};
    use dn::{LinkKind, NodeKind};

    /// Line 2 of `magictour_top1465.txt` after 8 steps (puzzle 7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........), the board there.
    const LINE_2: &str = "
.-------------------------.----------------------.---------------------.
| *7*    126      *8*     | 459    4569   4569   | *3*    1456   1259  |
| 469    36       3469    | *2*    34569  *1*    | 4679   45678  5789  |
| *5*    1236     123469  | 78     3469   78     | 12469  146    129   |
:-------------------------+----------------------+---------------------:
| 189    *4*      1579    | 3579   59     3579   | 178    *2*    *6*   |
| *3*    1267     12679   | 479    *8*    2469   | 147    1457   157   |
| 268    25678    2567    | *1*    2456   24567  | 478    *9*    *3*   |
:-------------------------+----------------------+---------------------:
| 128    *9*      12357   | *6*    125    2358   | 127    1378   *4*   |
| 12468  12368    12346   | 3489   *7*    23489  | *5*    1368   1289  |
| 12468  1235678  1234567 | 34589  12459  234589 | 12679  13678  12789 |
'-------------------------'----------------------'---------------------'
";

    /// Line 7 of `magictour_top1465.txt` after 12 steps (puzzle .4..1.2.......9.7..1..........43.6..8......5....2.....7.5..8......6..3..9........), the board there.
    const LINE_7: &str = "
.---------------------.--------------------.-----------------------.
| 356   *4*    79     | 3578  *1*    367   | *2*    3689   35689   |
| 2356  2568   268    | 35    2456   *9*   | 145    *7*    13456   |
| 2356  *1*    79     | 3578  24567  2346  | 4589   34689  345689  |
:---------------------+--------------------+-----------------------:
| 125   2579   12     | *4*   *3*    157   | *6*    1289   12789   |
| *8*   2367   12346  | 179   679    167   | 147    *5*    234     |
| 1456  35679  1346   | *2*   *8*    1567  | 1479   1349   13479   |
:---------------------+--------------------+-----------------------:
| *7*   236    *5*    | 139   249    *8*   | 149    12469  12469   |
| 124   28     1248   | *6*   24579  1247  | *3*    12489  1245789 |
| *9*   2368   123468 | 1357  2457   12347 | 14578  12468  1245678 |
'---------------------'--------------------'-----------------------'
";

    /// A solved board with f1c1, f3c5, f6c9 and f9c4 emptied: each keeps one candidate.
    const FOUR_SINGLES: &str =
        ".346789126721953481983.256785976142342685379171392485.961537284287419635345.86179";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "aic-with-als",
            source: "line 2 of magictour_top1465.txt after 8 steps: through the set f2c1-f2c2-f2c3-f2c5",
            board: || board_from_marks(LINE_2),
            applies: true,
            expected: &["-9f2c7", "-9f2c9"],
        },
        Fixture {
            pattern: "aic-with-als",
            source: "line 7 of magictour_top1465.txt after 12 steps: through two sets",
            board: || board_from_marks(LINE_7),
            applies: true,
            expected: &["-2f8c9"],
        },
        Fixture {
            pattern: "aic-with-als",
            source: "a solved board with four cells emptied: no almost locked set of two cells or more",
            board: || board_from_line(FOUR_SINGLES),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "aic-with-als",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_set_is_a_strong_link_explained_and_drawn_as_als() {
        let hint = AicWithAls.find(&board_from_marks(LINE_2), true).expect("the board applies");
        assert_eq!(
            hint.explanation,
            "If f2c1 is not 9, then f4c1 is 9 (the only other place for 9 in column 1), so f4c5 is not 9, so \
             f4c5 is 5 (its only other candidate), so f2c5 is not 5, so 9 is in one of f2c1, f2c3, f2c5 (f2c1, \
             f2c2, f2c3 and f2c5 hold 3/4/5/6/9 in row 2, an almost locked set: without 5 they place all their \
             other digits). So f2c1 is 9 or 9 is in one of f2c1, f2c3, f2c5: a candidate that sees both ends is \
             false; remove 9 from f2c7, f2c9."
        );
        let links: Vec<String> = hint.links.iter().map(ToString::to_string).collect();
        assert_eq!(
            links,
            [
                "f2c1(9) = f4c1(9)",
                "f4c1(9) - f4c5(9)",
                "f4c5(9) = f4c5(5)",
                "f4c5(5) - als f2c5(5)",
                "als f2c5(5) = als f2c1,f2c3,f2c5(9)",
            ]
        );
        let inside = hint.links.last().expect("links");
        assert_eq!((inside.from.kind, inside.to.kind, inside.kind), (NodeKind::Als, NodeKind::Als, LinkKind::Strong));
        assert!(hint.cells.iter().any(|c| c.cell.to_string() == "f2c2"), "the whole set is drawn");
    }

    #[test]
    fn the_other_chains_never_use_sets() {
        for id in ["aic", "grouped-aic", "nice-loop", "grouped-nice-loop", "x-chain"] {
            let pattern = crate::patterns::by_id(dn::PatternId::new(id)).expect("registered");
            for board in [LINE_2, LINE_7] {
                if let Some(hint) = pattern.find(&board_from_marks(board), false) {
                    let kinds = hint.links.iter().flat_map(|l| [l.from.kind, l.to.kind]);
                    assert!(kinds.into_iter().all(|k| k != NodeKind::Als), "{id}");
                }
            }
        }
    }
}
