//! W-Wing (HoDoKu level hard, score 150): two cells with the same two candidates `x` and
//! `y` that do not see each other, and a strong link on `x` (a unit with two places for it)
//! with one end seeing each cell. The two cells cannot both be `x` (the link's unit would
//! lose its `x`), so one of them is `y`: every cell that sees both loses `y`.

use dn::{CandidateSet, CellIndex, CellSet, Digit, ExplainerRating, Hint, Level, Role};

use super::draft::Draft;
use super::strong_links::{StrongLink, strong_links};
use super::text;
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// Two equal bivalue cells joined by a strong link on one of their digits: cells seeing both lose the other.
pub(crate) struct WWing;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("w-wing"),
    name: "W-Wing",
    level: Level::Hard,
    family: Family::Wings,
    section: None,
    explainer: ExplainerRating::tenths(70),
    summary: "Two cells with the same two digits, joined by a line where one digit has just two places, \
              one seeing each cell: one of the cells holds the other digit, so the cells that see both lose it.",
};

impl Pattern for WWing {
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

    /// Two cells and the unit of the link; see [`search`].
    fn reads(&self) -> Reads {
        Reads::Units
    }

    fn find_around(&self, board: &PatternBoard, changed: &CellSet, explain: bool) -> Option<Hint> {
        search(board, Some(changed), explain)
    }
}

/// The first W-Wing on `board`: pairs of bivalue cells in board order, then the link's digit
/// in order, then the links of the digit in unit order. With `changed`, only the wings whose
/// two cells or whose link's unit hold a cell of it: a wing depends only on those cells'
/// candidates, and the cells it removes a digit from only lose candidates, so where a search
/// found none, a wing with none of them changed since still removes nothing.
fn search(board: &PatternBoard, changed: Option<&CellSet>, explain: bool) -> Option<Hint> {
    let touched = |cell: CellIndex| changed.is_none_or(|set| set.contains(cell));
    let bivalue: Vec<CellIndex> = board.empty_cells().filter(|&c| board.candidates(c).len() == 2).collect();
    let mut links: Vec<Option<Vec<StrongLink>>> = vec![None; board.side()];
    for (i, &a) in bivalue.iter().enumerate() {
        let pair = board.candidates(a);
        for &b in &bivalue[i + 1..] {
            if board.candidates(b) != pair || board.sees(a, b) {
                continue;
            }
            let cells_changed = touched(a) || touched(b);
            for link_digit in pair {
                let removed = (pair - CandidateSet::single(link_digit)).first()?;
                let targets: CellSet =
                    (*board.peer_set(a) & *board.peer_set(b)).iter().filter(|&c| board.has(c, removed)).collect();
                if targets.is_empty() {
                    continue;
                }
                let digit_links = links[link_digit.index()].get_or_insert_with(|| strong_links(board, link_digit));
                for link in digit_links.iter() {
                    let [p, q] = link.cells;
                    if [p, q].iter().any(|&c| c == a || c == b) {
                        continue;
                    }
                    if !cells_changed && !board.cells_of(link.unit).iter().any(|&c| touched(c)) {
                        continue;
                    }
                    let ends = if board.sees(p, a) && board.sees(q, b) {
                        [p, q]
                    } else if board.sees(q, a) && board.sees(p, b) {
                        [q, p]
                    } else {
                        continue;
                    };
                    let wing = Wing { cells: [a, b], link: ends, link_digit, removed };
                    if let Some(hint) = build(board, wing, targets, explain) {
                        return Some(hint);
                    }
                }
            }
        }
    }
    None
}

/// A W-Wing: the two bivalue cells, the link's ends (the first seeing the first cell), the
/// link's digit and the digit removed.
struct Wing {
    cells: [CellIndex; 2],
    link: [CellIndex; 2],
    link_digit: Digit,
    removed: Digit,
}

fn build(board: &PatternBoard, wing: Wing, targets: CellSet, explain: bool) -> Option<Hint> {
    let Wing { cells: [a, b], link: [p, q], link_digit: x, removed: y } = wing;
    let mut draft = Draft::new(&INFO, board);
    draft.cells([a, b], Role::Pincer).cells([p, q], Role::Chain);
    draft.strong(p, q, x);
    for cell in targets.iter() {
        draft.eliminate(cell, y);
    }
    draft.finish(explain, |hint| {
        let name = |c: CellIndex| board.coord(c).to_string();
        let pair = text::digits(board.candidates(a));
        let removed: Vec<String> = hint.eliminations.iter().map(|e| e.cell.to_string()).collect();
        format!(
            "W-Wing on {y}: {} and {} are both {pair}. {} and {} are the only places for {x} in their unit, {} \
             sees {} and {} sees {}. If both cells were {x}, neither place could be {x}; so one of the cells is \
             {y}, and a cell that sees both cannot be {y}; remove {y} from {}.",
            name(a),
            name(b),
            name(p),
            name(q),
            name(p),
            name(a),
            name(q),
            name(b),
            removed.join(", ")
        )
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use dn::Role;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// `jade example w-wing --seed 1` (puzzle ..8...9..1.........5.83...45.......3..94..5...2.....674..1....5..2...7.8.6..8....), the board it prints.
    pub(crate) const EXAMPLE_SEED_1: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.---------------.------------------.---------------.
| 37   347  <8> | 267  12467  126  | <9>  *5*  26  |
| <1>  *9*  47  | *5*  2467   267  | 38   38   26  |
| *2*  <5>  *6* | <8>  <3>    *9*  | *1*  *7*  <4> |
:---------------+------------------+---------------:
| <5>  47   147 | 267  1267   1678 | 28   *9*  <3> |
| *6*  37   <9> | <4>  27     2378 | <5>  28   *1* |
| *8*  <2>  13  | *9*  15     135  | *4*  <6>  <7> |
:---------------+------------------+---------------:
| <4>  *8*  37  | <1>  *9*    27   | *6*  23   <5> |
| *9*  *1*  <2> | *3*  56     56   | <7>  *4*  <8> |
| 37   <6>  *5* | 27   <8>    *4*  | 23   *1*  *9* |
'---------------'------------------'---------------'
";

    /// `jade example w-wing --seed 2` (puzzle ....5......5..238...3.6...4518.4....2..7..6.......1...6.9...2.7...3..9...2.....3.), the board it prints.
    pub(crate) const EXAMPLE_SEED_2: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.---------------.---------------.---------------.
| *9*  *4*  *2* | *8*  <5>  *3* | *1*  *7*  *6* |
| 17   *6*  <5> | *4*  17   <2> | <3>  <8>  *9* |
| 17   *8*  <3> | 19   <6>  79  | *5*  *2*  <4> |
:---------------+---------------+---------------:
| <5>  <1>  <8> | *2*  <4>  *6* | *7*  *9*  *3* |
| <2>  *9*  *4* | <7>  *3*  58  | <6>  15   158 |
| *3*  *7*  *6* | 59   89   <1> | 48   45   *2* |
:---------------+---------------+---------------:
| <6>  *3*  <9> | 15   18   458 | <2>  145  <7> |
| 48   *5*  17  | <3>  *2*  47  | <9>  *6*  18  |
| 48   <2>  17  | *6*  179  579 | 48   <3>  15  |
'---------------'---------------'---------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "w-wing",
            source: "jade example w-wing --seed 1",
            board: || board_from_marks(EXAMPLE_SEED_1),
            applies: true,
            expected: &["-7f4c6", "-7f5c6"],
        },
        Fixture {
            pattern: "w-wing",
            source: "jade example w-wing --seed 2",
            board: || board_from_marks(EXAMPLE_SEED_2),
            applies: true,
            expected: &["-1f7c8"],
        },
        Fixture {
            pattern: "w-wing",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "w-wing",
            source: "thesis figure 3.9 (the X-Wing board): no W-Wing",
            board: || crate::patterns::fixtures::board_from_candidates(crate::patterns::x_wing::tests::FIGURE_3_9),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_cells_and_the_drawing_marks_them() {
        let hint = WWing.find(&board_from_marks(EXAMPLE_SEED_1), true).expect("the example applies");
        assert_eq!(
            hint.explanation,
            "W-Wing on 7: f5c5 and f7c6 are both 2/7. f5c8 and f7c8 are the only places for 2 in their \
             unit, f5c8 sees f5c5 and f7c8 sees f7c6. If both cells were 2, neither place could be 2; \
             so one of the cells is 7, and a cell that sees both cannot be 7; remove 7 from f4c6, f5c6."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pincer), ["f5c5", "f7c6"]);
        assert_eq!(role(Role::Chain), ["f5c8", "f7c8"]);
        assert_eq!(role(Role::Target), ["f4c6", "f5c6"]);
        assert_eq!(hint.links.len(), 1);
    }
}
