//! ALS-XZ (HoDoKu level unfair, score 300): two almost locked sets `A` and `B` without
//! common cells and with a restricted common candidate `x` (every `x` of `A` sees every
//! `x` of `B`). At most one of them holds `x`, so the other is locked without it and
//! places all its other digits. A digit `z` both hold then lies in one of them: every cell
//! that sees all the `z`s of both loses `z`.
//!
//! Doubly linked, with two restricted commons `x` and `y`: each set holds exactly one of
//! them, so both `x` and `y` are placed inside the two sets and every other digit of a
//! set inside that set; cells seeing all of those places lose the digit.
//!
//! The smallest pair of sets (fewest cells) that removes something is reported.
//!
//! A pair depends only on its sets' cells, and the cells it removes from only lose
//! candidates along a solving path: a pair that removes something now removed something
//! wherever both sets had the same candidates. So after a position where the search found
//! nothing, only the pairs with a set holding a changed cell are searched again
//! ([`Reads::Units`]).

use dn::{CandidateSet, CellIndex, CellSet, Digit, Hint, Level, Role};

use super::als::{Als, AlsTable};
use super::draft::Draft;
use super::subsets::and_list;
use super::text;
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// Two almost locked sets joined by a restricted common: the digits both hold are in one of them.
pub(crate) struct AlsXz;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("als-xz"),
    name: "ALS-XZ",
    level: Level::Extreme,
    family: Family::AlmostLockedSets,
    section: None,
    explainer: dn::ExplainerRating::tenths(80),
    summary: "Two almost locked sets that cannot both hold a digit x: one of them places every other digit, \
              so a digit z of both lies in one of them and the cells seeing all its places lose it.",
};

impl Pattern for AlsXz {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        let table = AlsTable::of(board);
        let (sets, links) = (&table.sets, table.links());
        let mut best: Option<(usize, &Als, &Als, CandidateSet)> = None;
        for (i, a) in sets.iter().enumerate() {
            if best.is_some_and(|(size, ..)| 2 * a.size() >= size) {
                break;
            }
            for &(j, commons) in links[i].iter().filter(|&&(j, _)| j as usize > i) {
                let b = &sets[j as usize];
                let size = a.size() + b.size();
                if best.is_some_and(|(smallest, ..)| size >= smallest) {
                    break;
                }
                if removes(&table, [i as u32, j], [a, b], commons) {
                    best = Some((size, a, b, commons));
                }
            }
        }
        let (_, a, b, commons) = best?;
        hint(board, &table, a, b, commons, explain)
    }

    fn reads(&self) -> Reads {
        Reads::Units
    }

    fn find_around(&self, board: &PatternBoard, changed: &CellSet, explain: bool) -> Option<Hint> {
        let table = AlsTable::of(board);
        let (sets, links) = (&table.sets, table.links());
        // `find` keeps the first pair of the smallest size, in the order of its sets: the
        // least (size, first set, second set).
        let mut best: Option<(usize, u32, u32, CandidateSet)> = None;
        for t in table.holding_any(changed) {
            for &(other, commons) in &links[t as usize] {
                let size = sets[t as usize].size() + sets[other as usize].size();
                let (i, j) = (t.min(other), t.max(other));
                if best.is_some_and(|(smallest, bi, bj, _)| (size, i, j) >= (smallest, bi, bj)) {
                    // The links come in the order of the sets, smallest first: the later
                    // pairs of `t` come later in that order too.
                    break;
                }
                let (a, b) = (&sets[i as usize], &sets[j as usize]);
                if removes(&table, [i, j], [a, b], commons) {
                    best = Some((size, i, j, commons));
                }
            }
        }
        let (_, i, j, commons) = best?;
        hint(board, &table, &sets[i as usize], &sets[j as usize], commons, explain)
    }
}

/// Whether the pair `a`, `b` (indices `i`, `j`) with restricted commons `commons` removes
/// something: whether [`removals`] is not empty, without listing the cells.
fn removes(table: &AlsTable, [i, j]: [u32; 2], [a, b]: [&Als; 2], commons: CandidateSet) -> bool {
    if commons.len() == 1 {
        return ((a.digits & b.digits) - commons).iter().any(|z| table.ends(i, z).with(j));
    }
    let linked: CandidateSet = commons.iter().take(2).collect();
    linked.iter().any(|x| table.ends(i, x).with(j))
        || (a.digits - linked).iter().any(|digit| table.ends(i, digit).any())
        || (b.digits - linked).iter().any(|digit| table.ends(j, digit).any())
}

/// What the pair `a`, `b` with restricted commons `commons` removes: `(cell, digit)`.
fn removals(table: &AlsTable, a: &Als, b: &Als, commons: CandidateSet) -> Vec<(CellIndex, Digit)> {
    let mut removed = Vec::new();
    let mut remove = |digit: Digit, sets: &[&Als]| {
        removed.extend(table.seeing_all(sets, digit).iter().map(|cell| (cell, digit)));
    };
    if commons.len() == 1 {
        for z in (a.digits & b.digits) - commons {
            remove(z, &[a, b]);
        }
    } else {
        let linked: CandidateSet = commons.iter().take(2).collect();
        for x in linked {
            remove(x, &[a, b]);
        }
        for als in [a, b] {
            for digit in als.digits - linked {
                remove(digit, &[als]);
            }
        }
    }
    removed
}

/// The hint of the pair: the first set's cells in the first colour, the second's in the
/// second, the removals as targets.
fn hint(
    board: &PatternBoard,
    table: &AlsTable,
    a: &Als,
    b: &Als,
    commons: CandidateSet,
    explain: bool,
) -> Option<Hint> {
    let mut draft = Draft::new(&INFO, board);
    draft.cells(a.cells.iter().copied(), Role::ColourA).cells(b.cells.iter().copied(), Role::ColourB);
    let removed = removals(table, a, b, commons);
    for &(cell, digit) in &removed {
        draft.eliminate(cell, digit);
    }
    draft.finish(explain, |hint| {
        let sets = format!(
            "{} and {} are almost locked sets: each has one candidate more than cells, so without one of \
             its digits it has to place all the others",
            a.describe(board),
            b.describe(board)
        );
        let changes = text::removals(&hint.eliminations);
        if commons.len() == 1 {
            let x = commons.first().map(|d| d.to_string()).unwrap_or_default();
            let mut zs: Vec<Digit> = removed.iter().map(|&(_, z)| z).collect();
            zs.dedup();
            let places: Vec<String> = zs
                .iter()
                .map(|&z| {
                    let cells: Vec<String> =
                        (a.holders(z) | b.holders(z)).iter().map(|c| board.coord(c).to_string()).collect();
                    format!("{z} (in {})", cells.join(", "))
                })
                .collect();
            format!(
                "ALS-XZ: {sets}. {x} is a restricted common: every {x} of the first sees every {x} of the \
                 second, so at most one of them holds {x} and the other places all its other digits. So {} \
                 lies in one of the two sets, and a cell that sees all those places cannot hold it; remove {changes}.",
                and_list(places),
            )
        } else {
            let linked: Vec<String> = commons.iter().take(2).map(|d| d.to_string()).collect();
            let (x, y) = (&linked[0], &linked[1]);
            format!(
                "ALS-XZ, doubly linked: {sets}. Both {x} and {y} are restricted commons: every {x} of one \
                 sees every {x} of the other, and the same for {y}. Each set needs {x} or {y} (without both \
                 it could not fill its cells) and they cannot take the same one, so each holds exactly one: \
                 {x} and {y} are placed in the two sets, and every other digit of a set inside that set. A \
                 cell that sees all the places of such a digit cannot hold it; remove {changes}."
            )
        }
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// Line 12 of `magictour_top1465.txt` after 22 steps (puzzle 8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........), the board there.
    pub(crate) const LINE_12: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.-----------------------.--------------------.--------------------.
| <8>    *1*     <9>    | 46     26   246    | <3>  57      57    |
| 246    234     2346   | <7>    *5*  <1>    | 24   89      89    |
| <5>    24      *7*    | 89     *3*  89     | 246  16      12    |
:-----------------------+--------------------+--------------------:
| 19     <7>     18     | 35     *4*  35     | 189  <2>     <6>   |
| <3>    248     12468  | 68     <9>  2678   | 178  1578    1578  |
| 269    2589    2568   | <1>    267  2678   | 789  <4>     *3*   |
:-----------------------+--------------------+--------------------:
| 179    <6>     1358   | <2>    17   3579   | 178  13789   <4>   |
| 12479  2349    1234   | 3469   <8>  34679  | <5>  13679   1279  |
| 12479  234589  123458 | 34569  167  345679 | 26   136789  12789 |
'-----------------------'--------------------'--------------------'
";

    /// Line 7 of `magictour_top1465.txt` after 7 steps (puzzle .4..1.2.......9.7..1..........43.6..8......5....2.....7.5..8......6..3..9........), the board there.
    pub(crate) const LINE_7: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.----------------------.--------------------.-----------------------.
| 356    <4>    79     | 3578  <1>    367   | <2>    3689   35689   |
| 2356   23568  2368   | 35    2456   <9>   | 145    <7>    13456   |
| 2356   <1>    79     | 3578  24567  23467 | 4589   34689  345689  |
:----------------------+--------------------+-----------------------:
| 125    2579   12     | <4>   <3>    157   | <6>    1289   12789   |
| <8>    2367   12346  | 179   679    167   | 147    <5>    12347   |
| 13456  35679  1346   | <2>   *8*    1567  | 1479   1349   13479   |
:----------------------+--------------------+-----------------------:
| <7>    236    <5>    | 139   249    <8>   | 149    12469  12469   |
| 124    28     1248   | <6>   24579  1247  | <3>    12489  1245789 |
| <9>    2368   123468 | 1357  2457   12347 | 14578  12468  1245678 |
'----------------------'--------------------'-----------------------'
";

    /// Line 23 of `magictour_top1465.txt` after 19 steps (puzzle ....4...1.3.6.....8........1.9..5.........87....2......7....26.5...94.........3..), the board there.
    pub(crate) const LINE_23: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.----------------------.------------------.-----------------------.
| 267   2569    2567   | 589  <4>   23789 | 5679   23589  <1>     |
| 247   <3>     12457  | <6>  1258  12789 | 4579   24589  245789  |
| <8>   124569  124567 | 159  1235  12379 | 45679  23459  2345679 |
:----------------------+------------------+-----------------------:
| <1>   2468    <9>    | 48   *7*   <5>   | 46     234    236     |
| 2346  2456    23456  | 149  136   1369  | <8>    <7>    2569    |
| 3467  4568    345678 | <2>  368   3689  | 14569  1459   4569    |
:----------------------+------------------+-----------------------:
| 349   <7>     34     | 158  158   18    | <2>    <6>    49      |
| <5>   26      26     | *3*  <9>   <4>   | 17     18     78      |
| 49    18      18     | *7*  26    26    | <3>    459    459     |
'----------------------'------------------'-----------------------'
";

    pub(super) static FIXTURES: [Fixture; 5] = [
        Fixture {
            pattern: "als-xz",
            source: "line 12 of magictour_top1465.txt after 22 steps",
            board: || board_from_marks(LINE_12),
            applies: true,
            expected: &["-8f4c7", "-8f7c3"],
        },
        Fixture {
            pattern: "als-xz",
            source: "line 7 of magictour_top1465.txt after 7 steps",
            board: || board_from_marks(LINE_7),
            applies: true,
            expected: &["-7f3c6"],
        },
        Fixture {
            pattern: "als-xz",
            source: "line 23 of magictour_top1465.txt after 19 steps",
            board: || board_from_marks(LINE_23),
            applies: true,
            expected: &["-5f2c9", "-5f3c9", "-9f2c9", "-9f3c9", "-4f2c9", "-4f3c9", "-4f6c9", "-4f9c8", "-4f6c7", "-4f6c8", "-6f6c7"],
        },
        Fixture {
            pattern: "als-xz",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "als-xz",
            source: "the board of `jade example skyscraper --seed 2`: none here",
            board: || board_from_marks(crate::patterns::skyscraper::tests::EXAMPLE_SEED_2),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn a_pair_removes_something_when_its_removals_are_not_empty() {
        let mut pairs = [0, 0];
        for grid in &crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 20) {
            let board = board_from_line(&grid.to_string());
            let table = AlsTable::of(&board);
            for (i, linked) in table.links().iter().enumerate() {
                for &(j, commons) in linked {
                    let (a, b) = (&*table.sets[i], &*table.sets[j as usize]);
                    let removes = removes(&table, [i as u32, j], [a, b], commons);
                    assert_eq!(removes, !removals(&table, a, b, commons).is_empty(), "{grid}");
                    pairs[usize::from(removes)] += 1;
                }
            }
        }
        assert!(pairs[0] == 0 || pairs.iter().all(|&n| n > 100), "both kinds of pairs: {pairs:?}");
    }

    #[test]
    fn the_search_around_the_changed_cells_finds_the_whole_search() {
        let found = crate::patterns::als::around_check::assert_around_finds_the_whole_search(&AlsXz, 12);
        assert!(found >= 20, "boards with a pair: {found}");
    }

    #[test]
    fn the_explanation_names_the_sets_and_the_drawing_colours_them() {
        let hint = AlsXz.find(&board_from_marks(LINE_12), true).expect("the first board applies");
        assert_eq!(
            hint.explanation,
            "ALS-XZ: f4c1 and f4c3 (row 4, 1/8/9) and f7c1, f7c5 and f7c7 (row 7, 1/7/8/9) are almost locked \
             sets: each has one candidate more than cells, so without one of its digits it has to place all \
             the others. 9 is a restricted common: every 9 of the first sees every 9 of the second, so at \
             most one of them holds 9 and the other places all its other digits. So 8 (in f4c3, f7c7) lies \
             in one of the two sets, and a cell that sees all those places cannot hold it; remove 8 from \
             f4c7, f7c3."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::ColourA), ["f4c1", "f4c3"]);
        assert_eq!(role(Role::ColourB), ["f7c1", "f7c5", "f7c7"]);
        assert_eq!(role(Role::Target), ["f4c7", "f7c3"]);
    }
}
