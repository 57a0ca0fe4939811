//! ALS-XY-Wing (HoDoKu level unfair, score 320): three almost locked sets without common
//! cells, `A`, `B` and the pivot `C`. `A` and `C` have a restricted common `x`, `B` and `C`
//! a restricted common `y` (another digit), and `A` and `B` both hold a third digit `z`.
//! If neither `A` nor `B` held `z`, both would be locked: `A` would hold `x`, `B` would hold
//! `y`, and `C`, losing both, could not fill its cells. So `z` lies in `A` or `B`: every cell
//! that sees all their `z`s loses it.
//!
//! The smallest three sets (fewest cells) that remove something are reported.

use dn::{CandidateSet, CellSet, Digit, Hint, Level, Role};

use super::als::{Als, AlsTable};
use super::draft::Draft;
use super::text;
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// Two almost locked sets each joined to a pivot set by a restricted common: a digit of both lies in one of them.
pub(crate) struct AlsXyWing;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("als-xy-wing"),
    name: "ALS-XY-Wing",
    level: Level::Extreme,
    family: Family::AlmostLockedSets,
    section: None,
    explainer: dn::ExplainerRating::tenths(81),
    summary: "Two almost locked sets, each tied to a third (the pivot) by a different restricted common: \
              a digit both hold lies in one of them, so the cells seeing all its places lose it.",
};

impl Pattern for AlsXyWing {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        search(board, None, explain)
    }

    fn reads(&self) -> Reads {
        Reads::Units
    }

    fn find_around(&self, board: &PatternBoard, changed: &CellSet, explain: bool) -> Option<Hint> {
        search(board, Some(changed), explain)
    }
}

/// The smallest wing (the first in the order of pivots and their links), among the wings
/// with a set holding a cell of `changed` when given. A wing none of whose sets holds a
/// changed cell has the sets, restricted commons and places of `z` it had before the
/// change, and cells only lose candidates: the search that found nothing then would have
/// found it. So around the changes the first wing is the first of the whole search.
fn search(board: &PatternBoard, changed: Option<&CellSet>, explain: bool) -> Option<Hint> {
    let table = AlsTable::of(board);
    let (sets, linked) = (&table.sets, table.links());
    // Per set, whether a wing through it is searched: all, or those holding a changed cell.
    let hot = match changed {
        Some(cells) => {
            let mut hot = vec![false; sets.len()];
            for set in table.holding_any(cells) {
                hot[set as usize] = true;
            }
            hot
        }
        None => vec![true; sets.len()],
    };
    let words = table.cell_words();
    let overlap = |a: u32, b: u32| match words {
        Some(words) => words[a as usize] & words[b as usize] != 0,
        None => sets[a as usize].overlaps(&sets[b as usize]),
    };
    let seen = table.seen_digits();
    let sizes: Vec<usize> = sets.iter().map(|als| als.size()).collect();
    let mut best: Option<([u32; 3], [Digit; 3])> = None;
    // The size of the best wing so far (none: no bound).
    let mut smallest = usize::MAX;
    // For a pivot that holds no changed cell, the places in its links of the sets that do.
    let mut hot_links: Vec<usize> = Vec::new();
    for (c, &pivot) in sizes.iter().enumerate() {
        let links = &linked[c];
        hot_links.clear();
        if !hot[c] {
            hot_links.extend((0..links.len()).filter(|&k| hot[links[k].0 as usize]));
        }
        for (k, &(a, a_commons)) in links.iter().enumerate() {
            // With neither the pivot nor `a` changed, only the changed `b`s after `a`.
            let wings: &mut dyn Iterator<Item = &(u32, CandidateSet)> = if hot[c] || hot[a as usize] {
                &mut links[k + 1..].iter()
            } else {
                &mut hot_links[hot_links.partition_point(|&at| at <= k)..].iter().map(|&at| &links[at])
            };
            for &(b, b_commons) in wings {
                // `x` of `a`'s commons and `y` of `b`'s must differ: read from the links
                // themselves, before the sets.
                if (a_commons | b_commons).len() < 2 {
                    continue;
                }
                let size = pivot + sizes[a as usize] + sizes[b as usize];
                if size >= smallest {
                    // The links come in the order of the sets, smallest first: no later one fits.
                    break;
                }
                let zs = seen[a as usize] & seen[b as usize];
                if zs.is_empty() || overlap(a, b) {
                    continue;
                }
                if let Some(digits) = choice(&table, a, b, [a_commons, b_commons], zs) {
                    smallest = size;
                    best = Some(([a, b, c as u32], digits));
                }
            }
        }
    }
    let (sets, [x, y, z]) = best?;
    let wing = Wing { sets: sets.map(|set| Als::clone(&table.sets[set as usize])), x, y, z };
    hint(board, &table, &wing, explain)
}

/// An ALS-XY-Wing: the sets `A`, `B` and the pivot `C`, the digits `x` (of `A` and `C`), `y`
/// (of `B` and `C`) and `z` (of `A` and `B`).
struct Wing {
    sets: [Als; 3],
    x: Digit,
    y: Digit,
    z: Digit,
}

/// The first choice of `x`, `y` and `z` for the sets `a` and `b` (indices), with their
/// restricted commons with the pivot, that removes something: a cell sees all the `z`s of
/// `a` and `b`. The `z`s are among `zs`, the digits of both with a cell seeing all their
/// places in each (see [`AlsTable::seen_digits`]).
fn choice(table: &AlsTable, a: u32, b: u32, commons: [CandidateSet; 2], zs: CandidateSet) -> Option<[Digit; 3]> {
    for x in commons[0] {
        for y in commons[1] - CandidateSet::single(x) {
            for z in zs - CandidateSet::single(x) - CandidateSet::single(y) {
                if table.ends(a, z).with(b) {
                    return Some([x, y, z]);
                }
            }
        }
    }
    None
}

/// The hint of `wing`: `A` and `B` in the first and second colours, the pivot as the root.
fn hint(board: &PatternBoard, table: &AlsTable, wing: &Wing, explain: bool) -> Option<Hint> {
    let [a, b, c] = &wing.sets;
    let (x, y, z) = (wing.x, wing.y, wing.z);
    let mut draft = Draft::new(&INFO, board);
    draft.cells(a.cells.iter().copied(), Role::ColourA).cells(b.cells.iter().copied(), Role::ColourB);
    draft.cells(c.cells.iter().copied(), Role::Root);
    for cell in table.seeing_all(&[a, b], z).iter() {
        draft.eliminate(cell, z);
    }
    draft.finish(explain, |hint| {
        let places: Vec<String> = (a.holders(z) | b.holders(z)).iter().map(|c| board.coord(c).to_string()).collect();
        format!(
            "ALS-XY-Wing on {z}: A = {}, B = {} and the pivot C = {} are almost locked sets: each has one \
             candidate more than cells, so without one of its digits it has to place all the others. Every {x} \
             of A sees every {x} of C, and every {y} of B sees every {y} of C. If neither A nor B held {z}, A \
             would place its {x} and B its {y}, and C, without {x} and {y}, could not fill its cells. So {z} lies \
             in A or B, in {}, and a cell that sees all those places cannot be {z}; remove {}.",
            a.describe(board),
            b.describe(board),
            c.describe(board),
            places.join(", "),
            text::removals(&hint.eliminations)
        )
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// Line 1 of `magictour_top1465.txt` after 22 steps (puzzle 4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........), the board there.
    pub(crate) const LINE_1: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.-------------------.-------------------.----------------------.
| <4>    569   1268 | 5789   <3>  15789 | 259    2567   25679  |
| 1237   359   12   | <6>    127  14579 | <8>    2357   234579 |
| 23678  3569  268  | 45789  278  45789 | 23459  23567  <1>    |
:-------------------+-------------------+----------------------:
| 1236   346   1246 | 378    <5>  13678 | 23     <9>    2378   |
| 123    <8>   59   | 3479   17   13479 | <6>    12357  2357   |
| 136    <7>   59   | <2>    168  13689 | 345    1358   3458   |
:-------------------+-------------------+----------------------:
| 68     46    468  | <1>    *9*  <2>   | <7>    35     35     |
| <5>    12    <3>  | 78     678  678   | 129    <4>    29     |
| <9>    12    *7*  | 35     *4*  35    | 12     68     68     |
'-------------------'-------------------'----------------------'
";

    /// Line 24 of `magictour_top1465.txt` after 10 steps (puzzle 3.7..4.2....1..8..9............3..9..5.8......4.6...........5.12...7..........6..), the board there.
    pub(crate) const LINE_24: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.----------------------.---------------------.----------------------.
| <3>    168    <7>    | 59    5689   <4>    | 19     <2>    569    |
| 456    26     2456   | <1>   2569   23679  | <8>    3456   345679 |
| <9>    1268   124568 | 2357  2568   235678 | 1347   13456  34567  |
:----------------------+---------------------+----------------------:
| 1678   12678  1268   | 457   <3>    157    | 147    <9>    4568   |
| 167    <5>    39     | <8>   1249   1279   | 12347  1346   3467   |
| 178    <4>    39     | <6>   1259   12579  | 1237   1358   3578   |
:----------------------+---------------------+----------------------:
| 4678   36789  468    | 2349  24689  23689  | <5>    3478   <1>    |
| <2>    1368   14568  | 345   <7>    1568   | 349    348    3489   |
| 14578  13789  1458   | 3459  14589  13589  | <6>    3478   *2*    |
'----------------------'---------------------'----------------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "als-xy-wing",
            source: "line 1 of magictour_top1465.txt after 22 steps",
            board: || board_from_marks(LINE_1),
            applies: true,
            expected: &["-2f3c7"],
        },
        Fixture {
            pattern: "als-xy-wing",
            source: "line 24 of magictour_top1465.txt after 10 steps",
            board: || board_from_marks(LINE_24),
            applies: true,
            expected: &["-5f4c4"],
        },
        Fixture {
            pattern: "als-xy-wing",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "als-xy-wing",
            source: "the board of `jade example skyscraper --seed 2`: none here",
            board: || board_from_marks(crate::patterns::skyscraper::tests::EXAMPLE_SEED_2),
            applies: false,
            expected: &[],
        },
    ];

    /// The first `x`, `y` and `z` with a cell seeing every `z` of `A` and `B`, tried one by one.
    fn tried(table: &AlsTable, [a, b]: [&Als; 2], commons: [CandidateSet; 2]) -> Option<(Digit, Digit, Digit)> {
        for x in commons[0] {
            for y in commons[1] - CandidateSet::single(x) {
                for z in (a.digits & b.digits) - CandidateSet::single(x) - CandidateSet::single(y) {
                    if !table.seeing_all(&[a, b], z).is_empty() {
                        return Some((x, y, z));
                    }
                }
            }
        }
        None
    }

    #[test]
    fn the_wing_is_the_first_choice_tried_one_by_one() {
        let mut wings = [0, 0];
        for grid in &crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 10) {
            let board = board_from_line(&grid.to_string());
            let table = AlsTable::of(&board);
            let seen = table.seen_digits();
            for linked in table.links().iter() {
                for (k, &(a, a_commons)) in linked.iter().enumerate() {
                    for &(b, b_commons) in &linked[k + 1..] {
                        let (sa, sb) = (&*table.sets[a as usize], &*table.sets[b as usize]);
                        if sa.overlaps(sb) {
                            continue;
                        }
                        let zs = seen[a as usize] & seen[b as usize];
                        let found = choice(&table, a, b, [a_commons, b_commons], zs).map(|[x, y, z]| (x, y, z));
                        assert_eq!(found, tried(&table, [sa, sb], [a_commons, b_commons]), "{grid}");
                        wings[usize::from(found.is_some())] += 1;
                    }
                }
            }
        }
        assert!(wings[0] == 0 || wings.iter().all(|&n| n > 100), "wings and no wings: {wings:?}");
    }

    #[test]
    fn the_explanation_names_the_sets_and_the_drawing_colours_them() {
        let hint = AlsXyWing.find(&board_from_marks(LINE_1), true).expect("the first board applies");
        assert_eq!(
            hint.explanation,
            "ALS-XY-Wing on 2: A = f4c7 (2/3), B = f1c2, f1c4, f1c7, f1c8 and f1c9 (row 1, 2/5/6/7/8/9) and \
             the pivot C = f4c4 and f8c4 (column 4, 3/7/8) are almost locked sets: each has one candidate \
             more than cells, so without one of its digits it has to place all the others. Every 3 of A sees \
             every 3 of C, and every 8 of B sees every 8 of C. If neither A nor B held 2, A would place its \
             3 and B its 8, and C, without 3 and 8, could not fill its cells. So 2 lies in A or B, in f1c7, \
             f1c8, f1c9, f4c7, and a cell that sees all those places cannot be 2; remove 2 from f3c7."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::ColourA), ["f4c7"]);
        assert_eq!(role(Role::ColourB), ["f1c2", "f1c4", "f1c7", "f1c8", "f1c9"]);
        assert_eq!(role(Role::Root), ["f4c4", "f8c4"]);
        assert_eq!(role(Role::Target), ["f3c7"]);
    }
}
