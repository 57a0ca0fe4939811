//! The fish search shared by X-Wing (thesis 3.8), Swordfish (thesis 3.9) and Jellyfish: `size` base
//! lines (rows, or columns) in which every place of a digit lies within `size` cover lines
//! of the other kind. Each base line must take the digit once, in a different cover line,
//! so the base lines fill every cover line with the digit and the rest of the cover lines
//! lose it.
//!
//! A finned fish (Finned and Sashimi X-Wing, Swordfish, Jellyfish) is a fish with extra places, the
//! fins, all in one block: see [`find_finned_fish`].
//!
//! The thesis calls the fish with rows as base lines "vertical" (its eliminations run down
//! the columns) and the one with columns as base lines "horizontal"; both are searched.

use dn::{CellIndex, CellSet, Digit, Hint, Positions, Role, Unit};

use super::draft::Draft;
use super::subsets::and_list;
use super::{PatternBoard, PatternInfo};

/// A fish found on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fish {
    /// The digit.
    pub(crate) digit: Digit,
    /// Whether the base lines are rows (the cover lines then are columns).
    pub(crate) base_rows: bool,
    /// The base lines (row or column numbers, 0-based).
    pub(crate) base: Positions,
    /// The cover lines (column or row numbers, 0-based).
    pub(crate) cover: Positions,
}

impl Fish {
    /// Base line number `i` as a unit.
    fn base_line(&self, i: usize) -> Unit {
        if self.base_rows { Unit::Row(i as u8) } else { Unit::Column(i as u8) }
    }

    /// Cover line number `i` as a unit.
    fn cover_line(&self, i: usize) -> Unit {
        if self.base_rows { Unit::Column(i as u8) } else { Unit::Row(i as u8) }
    }
}

/// The first fish of `size` lines that removes something: digits in order, for each digit
/// rows as base lines first, then columns. Every base line holds the digit in 2 to `size`
/// places. A fish that contains a smaller fish (a Swordfish made of an X-Wing plus a line)
/// is skipped: the smaller fish is the one to report.
pub(crate) fn find_fish(board: &PatternBoard, size: usize) -> Option<Fish> {
    let side = board.side();
    let mut places = [Positions::EMPTY; 32];
    for index in 0..side {
        let digit = Digit::from_index(index)?;
        for base_rows in [true, false] {
            let mut eligible = Positions::EMPTY;
            for (i, line_places) in places[..side].iter_mut().enumerate() {
                let line = if base_rows { Unit::Row(i as u8) } else { Unit::Column(i as u8) };
                *line_places = board.positions(line, digit);
                if (2..=size).contains(&line_places.len()) {
                    eligible.insert(i);
                }
            }
            let search = Search { places: &places[..side], eligible, size };
            if let Some((base, cover)) = search.from(0, Positions::EMPTY, Positions::EMPTY) {
                return Some(Fish { digit, base_rows, base, cover });
            }
        }
    }
    None
}

/// One digit's places in every line of one orientation, and the search over them.
struct Search<'m> {
    /// `places[i]`: the places of line `i` where the digit fits.
    places: &'m [Positions],
    /// The lines that may be base lines.
    eligible: Positions,
    /// The number of base lines.
    size: usize,
}

impl Search<'_> {
    /// The first set of base lines extending `chosen` (lines from `start` on) whose places
    /// lie in `size` cover lines and that removes something: `(base, cover)`.
    fn from(&self, start: usize, chosen: Positions, union: Positions) -> Option<(Positions, Positions)> {
        if chosen.len() == self.size {
            let found = union.len() == self.size && self.removes(chosen, union) && !self.nested(chosen);
            return found.then_some((chosen, union));
        }
        for i in start..self.places.len() {
            let grown = union | self.places[i];
            if self.eligible.contains(i)
                && grown.len() <= self.size
                && let Some(found) = self.from(i + 1, chosen | Positions::single(i), grown)
            {
                return Some(found);
            }
        }
        None
    }

    /// Whether a line outside `base` still has the digit in one of the `cover` lines.
    fn removes(&self, base: Positions, cover: Positions) -> bool {
        self.places.iter().enumerate().any(|(i, &places)| !base.contains(i) && !(places & cover).is_empty())
    }

    /// Whether some of the lines of `base` (at least two, not all) form a smaller fish.
    fn nested(&self, base: Positions) -> bool {
        base.proper_subsets().any(|part| {
            let union = part.iter().fold(Positions::EMPTY, |union, i| union | self.places[i]);
            part.len() >= 2 && union.len() <= part.len()
        })
    }
}

/// The hint of `fish`: its corner cells as the pattern, the digit removed from the rest of
/// the cover lines. `why` writes the clause after "so" in the explanation.
pub(crate) fn fish_hint(
    info: &'static PatternInfo,
    board: &PatternBoard,
    fish: Fish,
    why: fn(Fish) -> String,
    explain: bool,
) -> Option<Hint> {
    let digit = fish.digit;
    let mut draft = Draft::new(info, board);
    for i in fish.base.iter() {
        draft.cells(board.cells_with(fish.base_line(i), digit), Role::Pattern);
    }
    for line in fish.cover.iter().map(|i| fish.cover_line(i)) {
        for (k, &cell) in board.cells_of(line).iter().enumerate() {
            if !fish.base.contains(k) {
                draft.eliminate(cell, digit);
            }
        }
    }
    draft.finish(explain, |hint| {
        let (base, cover) = (lines(fish, fish.base, true), lines(fish, fish.cover, false));
        let removed: Vec<String> = hint.eliminations.iter().map(|e| e.cell.to_string()).collect();
        format!(
            "{} on {digit}: in {base} the {digit} can only go in {cover}, so {}; remove {digit} from \
             the other cells of {cover}: {}.",
            info.name,
            why(fish),
            removed.join(", ")
        )
    })
}

/// The base (`base` true) or cover lines `set` in words: `rows 1 and 7`.
fn lines(fish: Fish, set: Positions, base: bool) -> String {
    let rows = fish.base_rows == base;
    let numbers: Vec<String> = set.iter().map(|i| (i + 1).to_string()).collect();
    format!("{} {}", if rows { "rows" } else { "columns" }, and_list(numbers))
}

/// Whether a finned fish keeps every corner of its body (finned) or misses one (sashimi: a
/// base line with a single place in the cover lines once its fins are set aside).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fins {
    /// Every base line has two places or more in the cover lines.
    Finned,
    /// Some base line has a single place in the cover lines.
    Sashimi,
}

/// A finned fish found on a board: the fish without its fins, the fins (all in one block)
/// and the cells that lose the digit (in the cover lines, outside the base lines, in the
/// fins' block).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FinnedFish {
    /// The fish's digit, base and cover lines.
    pub(crate) fish: Fish,
    /// The places of the base lines outside the cover lines.
    pub(crate) fins: Vec<CellIndex>,
    /// The cells that lose the digit.
    pub(crate) targets: CellSet,
}

/// The first finned (or sashimi, as `kind` says) fish of `size` lines that removes
/// something: digits in order, rows as base lines first, then sets of base lines and of
/// cover lines in increasing order. If the fins are all false the base lines make a fish
/// and the cover lines lose the digit elsewhere; if a fin is true, every cell seeing all the
/// fins loses it. The cells in both cases are the targets.
pub(crate) fn find_finned_fish(board: &PatternBoard, size: usize, kind: Fins) -> Option<FinnedFish> {
    let side = board.side();
    let geometry = board.geometry();
    for index in 0..side {
        let digit = Digit::from_index(index)?;
        for base_rows in [true, false] {
            let cell = |line: usize, place: usize| {
                if base_rows { geometry.cell_at(line, place) } else { geometry.cell_at(place, line) }
            };
            let places: Vec<Positions> = (0..side)
                .map(|i| {
                    board.positions(if base_rows { Unit::Row(i as u8) } else { Unit::Column(i as u8) }, digit)
                })
                .collect();
            let eligible: Vec<usize> = (0..side).filter(|&i| places[i].len() >= 2).collect();
            for base in combinations(&eligible, size) {
                let union = base.iter().fold(Positions::EMPTY, |union, &i| union | places[i]);
                // The fins lie in one block, so in at most `box_size` lines besides the cover.
                if union.len() <= size || union.len() > size + geometry.box_size() {
                    continue;
                }
                for cover in subsets_of(union, size) {
                    let mut fin_lines = (union - cover).iter().map(|k| k / geometry.box_size());
                    let band = fin_lines.next();
                    if band.is_none() || fin_lines.any(|b| Some(b) != band) {
                        continue;
                    }
                    let bodies = base.iter().map(|&i| (places[i] & cover).len());
                    let (empty, single) = bodies.fold((false, false), |(e, s), n| (e || n == 0, s || n == 1));
                    if empty || (single != (kind == Fins::Sashimi)) {
                        continue;
                    }
                    let fins: Vec<CellIndex> = base
                        .iter()
                        .flat_map(|&i| (places[i] - cover).iter().filter_map(move |k| cell(i, k)))
                        .collect();
                    let Some(&first) = fins.first() else { continue };
                    let block = geometry.block_of(first);
                    if fins.iter().any(|&f| geometry.block_of(f) != block) {
                        continue;
                    }
                    let base_set: Positions = base.iter().copied().collect();
                    let targets: CellSet = board
                        .cells_with(Unit::Block(block as u8), digit)
                        .filter(|&c| {
                            let (line, place) = if base_rows {
                                (geometry.row_of(c), geometry.col_of(c))
                            } else {
                                (geometry.col_of(c), geometry.row_of(c))
                            };
                            cover.contains(place) && !base_set.contains(line)
                        })
                        .collect();
                    if !targets.is_empty() {
                        let fish = Fish { digit, base_rows, base: base_set, cover };
                        return Some(FinnedFish { fish, fins, targets });
                    }
                }
            }
        }
    }
    None
}

/// Every `size`-element subset of `set`, in increasing (lexicographic) order of their
/// sorted places, without allocating per subset.
fn subsets_of(set: Positions, size: usize) -> impl Iterator<Item = Positions> {
    let items: Vec<usize> = set.iter().collect();
    let n = items.len();
    let mut picks: Vec<usize> = (0..size).collect();
    let mut done = size > n;
    std::iter::from_fn(move || {
        if done {
            return None;
        }
        let subset: Positions = picks.iter().map(|&k| items[k]).collect();
        match (0..size).rev().find(|&i| picks[i] < n - size + i) {
            Some(i) => {
                picks[i] += 1;
                for j in i + 1..size {
                    picks[j] = picks[j - 1] + 1;
                }
            }
            None => done = true,
        }
        Some(subset)
    })
}

/// Every `size`-element subset of `items`, in increasing order.
fn combinations(items: &[usize], size: usize) -> Vec<Vec<usize>> {
    if size == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for (k, &first) in items.iter().enumerate() {
        for mut rest in combinations(&items[k + 1..], size - 1) {
            rest.insert(0, first);
            all.push(rest);
        }
    }
    all
}

/// The hint of a finned fish for the pattern `info`: the body as the pattern, the fins as
/// fins, the digit removed from the targets.
pub(crate) fn finned_fish_hint(
    info: &'static PatternInfo,
    board: &PatternBoard,
    found: FinnedFish,
    explain: bool,
) -> Option<Hint> {
    let fish = found.fish;
    let digit = fish.digit;
    let mut draft = Draft::new(info, board);
    for i in fish.base.iter() {
        let body = board.cells_with(fish.base_line(i), digit).filter(|c| !found.fins.contains(c));
        draft.cells(body, Role::Pattern);
    }
    draft.cells(found.fins.iter().copied(), Role::Fin);
    for cell in found.targets.iter() {
        draft.eliminate(cell, digit);
    }
    draft.finish(explain, |hint| {
        let (base, cover) = (lines(fish, fish.base, true), lines(fish, fish.cover, false));
        let fins: Vec<String> = found.fins.iter().map(|&c| board.coord(c).to_string()).collect();
        let removed: Vec<String> = hint.eliminations.iter().map(|e| e.cell.to_string()).collect();
        format!(
            "{} on {digit}: in {base} the {digit} can only go in {cover}, except for the fin{} {}. If no fin \
             is {digit}, the {digit}s of {cover} are in {base}; if a fin is, the cells that see it are not. \
             Either way a cell of {cover} outside {base} that sees {} cannot be {digit}; remove {digit} from {}.",
            info.name,
            if fins.len() == 1 { "" } else { "s" },
            and_list(fins.clone()),
            if fins.len() == 1 { "the fin" } else { "every fin" },
            removed.join(", ")
        )
    })
}
