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

use std::cell::RefCell;

use dn::{CandidateSet, CellIndex, CellSet, Digit, Hint, Positions, Role, Unit};

use super::draft::Draft;
use super::position_cache::{PositionCache, cached};
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
    let mut lines = [[Positions::EMPTY; 32]; 2];
    for digit in board.digits_left() {
        line_places(board, digit, &mut lines);
        for (base_rows, places) in [(true, &lines[0]), (false, &lines[1])] {
            let mut eligible = Positions::EMPTY;
            for (i, line_places) in places[..side].iter().enumerate() {
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

/// The places of `digit` in every row (`lines[0][r]`: the columns where it fits in row `r`)
/// and every column (`lines[1][c]`: the rows), read in one pass over the cells: what
/// [`PatternBoard::positions`] gives line by line.
fn line_places(board: &PatternBoard, digit: Digit, lines: &mut [[Positions; 32]; 2]) {
    let side = board.side();
    let [rows, columns] = lines;
    rows[..side].fill(Positions::EMPTY);
    columns[..side].fill(Positions::EMPTY);
    for (r, row) in board.all_candidates().chunks(side).enumerate() {
        for (c, candidates) in row.iter().enumerate() {
            if candidates.contains(digit) {
                rows[r].insert(c);
                columns[c].insert(r);
            }
        }
    }
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
    Finned = 0,
    /// Some base line has a single place in the cover lines.
    Sashimi = 1,
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
    find_finned_fish_in(board, board.digits_left(), size, kind)
}

/// [`find_finned_fish`] among the steps on `digits` (what it finds on the board keeping
/// only their candidates). Each digit's first finned and first sashimi fish of `size`
/// lines are searched together and kept for the position, so that the patterns of both
/// kinds asked about it in turn search each digit once.
pub(crate) fn find_finned_fish_in(
    board: &PatternBoard,
    digits: CandidateSet,
    size: usize,
    kind: Fins,
) -> Option<FinnedFish> {
    let kept = cached(&FINNED, board, |_| RefCell::new(vec![None; 5 * 32]));
    let mut kept = kept.borrow_mut();
    for digit in board.digits_left() & digits {
        let both = kept[size * 32 + digit.index()].get_or_insert_with(|| finned_fish_of(board, digit, size));
        if let Some(found) = &both[kind as usize] {
            return Some(found.clone());
        }
    }
    None
}

/// One digit's first finned and first sashimi fish of one size (indexed by [`Fins`]).
type BothKinds = [Option<FinnedFish>; 2];

thread_local! {
    /// Each digit's first finned and first sashimi fish of each size (at `size · 32 +
    /// digit index`) on the last position asked, as far as they were searched.
    static FINNED: PositionCache<RefCell<Vec<Option<BothKinds>>>> = const { PositionCache::new() };
}

/// The first finned and the first sashimi fish of `size` lines on `digit` (indexed by
/// [`Fins`]): rows as base lines first, then columns, sets of base lines and of cover lines
/// in increasing order.
fn finned_fish_of(board: &PatternBoard, digit: Digit, size: usize) -> BothKinds {
    let side = board.side();
    let n = board.geometry().box_size();
    let mut bands = [Positions::EMPTY; 8];
    for (b, band) in bands[..n].iter_mut().enumerate() {
        *band = (b * n..b * n + n).collect();
    }
    let mut lines = [[Positions::EMPTY; 32]; 2];
    line_places(board, digit, &mut lines);
    let mut found = [None, None];
    for (base_rows, places) in [(true, &lines[0]), (false, &lines[1])] {
        let (places, bands) = (&places[..side], &bands[..n]);
        let eligible = (0..side).filter(|&i| places[i].len() >= 2).collect();
        let open = [found[0].is_none(), found[1].is_none()];
        let mut search =
            FinnedSearch { board, digit, base_rows, places, bands, size, open, found: [None, None] };
        search.from(eligible, Positions::EMPTY, Positions::EMPTY);
        for (kept, new) in found.iter_mut().zip(search.found) {
            if kept.is_none() {
                *kept = new;
            }
        }
        if found.iter().all(Option::is_some) {
            break;
        }
    }
    found
}

/// One digit's places in every line of one orientation, and the finned fish search over
/// them (without allocating until a fish is found), for the kinds still open.
struct FinnedSearch<'b> {
    /// The board searched.
    board: &'b PatternBoard,
    /// The digit.
    digit: Digit,
    /// Whether the base lines are rows.
    base_rows: bool,
    /// `places[i]`: the places of line `i` where the digit fits.
    places: &'b [Positions],
    /// The places of each band (`box_size` consecutive lines of the other kind).
    bands: &'b [Positions],
    /// The number of base lines.
    size: usize,
    /// The kinds still searched (indexed by [`Fins`]).
    open: [bool; 2],
    /// The first fish of each kind found.
    found: BothKinds,
}

impl FinnedSearch<'_> {
    /// Searches the base lines extending `chosen` with lines of `left` (in increasing
    /// order) for the first finned fish of each open kind; `union` holds the places of
    /// `chosen`. Whether every kind is found. The fins lie in one block and some cover
    /// places lie in it (the targets do), so the places outside some band are fewer than
    /// `size`: a union without such a band is cut off early.
    fn from(&mut self, left: Positions, chosen: Positions, union: Positions) -> bool {
        if chosen.len() == self.size {
            if union.len() > self.size {
                self.covers(chosen, union);
            }
            return self.open == [false, false];
        }
        let mut rest = left;
        while let Some(i) = rest.first() {
            rest = rest - Positions::single(i);
            let grown = union | self.places[i];
            if self.bands.iter().any(|&band| (grown - band).len() < self.size)
                && self.from(rest, chosen | Positions::single(i), grown)
            {
                return true;
            }
        }
        false
    }

    /// For each open kind, the first set of `size` cover lines among `union` (in
    /// increasing order, as sorted lists) that makes `base` a finned fish of that kind with
    /// something to remove. The fins lie in one band, so a cover holds every place of
    /// `union` outside that band and some of the places inside it (at least one: the
    /// targets are in the fins' block, in the cover, on a line outside `base`): only those
    /// covers are tried, each by [`FinnedSearch::fits`] on the places of each band of
    /// lines, and the first in increasing order that fits is the one
    /// [`FinnedSearch::with_cover`] builds.
    fn covers(&mut self, base: Positions, union: Positions) {
        let n = self.bands.len();
        let (mut in_base, mut others) = ([Positions::EMPTY; 8], [Positions::EMPTY; 8]);
        for (i, &places) in self.places.iter().enumerate() {
            if base.contains(i) {
                in_base[i / n] |= places;
            } else {
                others[i / n] |= places;
            }
        }
        let all_others = others[..n].iter().fold(Positions::EMPTY, |all, &places| all | places);
        let lines = LineBands { in_base: &in_base[..n], others: &others[..n] };
        let mut best: [Option<Positions>; 2] = [None, None];
        for &band in self.bands {
            let (outside, inside) = (union - band, union & band);
            if (inside & all_others).is_empty() || outside.len() >= self.size {
                continue;
            }
            let wanted = self.size - outside.len();
            for part in inside.proper_subsets() {
                if (part & all_others).is_empty() || part.len() != wanted {
                    continue;
                }
                let cover = outside | part;
                let better =
                    |kind: usize| self.open[kind] && best[kind].is_none_or(|best| comes_first(cover, best));
                if (better(0) || better(1))
                    && let Some(kind) = self.fits(base, &lines, cover, part, inside - part)
                    && better(kind as usize)
                {
                    best[kind as usize] = Some(cover);
                }
            }
        }
        for kind in [Fins::Finned, Fins::Sashimi] {
            if let Some(cover) = best[kind as usize] {
                self.found[kind as usize] = self.with_cover(base, union, cover, kind);
                self.open[kind as usize] = false;
            }
        }
    }

    /// The kind of finned fish that removes something `base` and `cover` make, if they
    /// make one, its fins (the places of `base` outside `cover`) being `fins` and the
    /// cover's places in the fins' band of places being `part`: what
    /// [`FinnedSearch::with_cover`] checks, read from `lines`. The fins' lines must lie in
    /// one band of lines, and a line of that band outside `base` must have the digit in
    /// `part` (the targets: the fins' block, in the cover, outside the base lines).
    fn fits(
        &self,
        base: Positions,
        lines: &LineBands,
        cover: Positions,
        part: Positions,
        fins: Positions,
    ) -> Option<Fins> {
        let mut fin_band = None;
        for (b, &places) in lines.in_base.iter().enumerate() {
            if !(places & fins).is_empty() {
                if fin_band.is_some() {
                    return None;
                }
                fin_band = Some(b);
            }
        }
        if (lines.others[fin_band?] & part).is_empty() {
            return None;
        }
        let mut single = false;
        for i in base.iter() {
            let body = self.places[i] & cover;
            if body.is_empty() {
                return None;
            }
            single |= body.len() == 1;
        }
        Some(if single { Fins::Sashimi } else { Fins::Finned })
    }

    /// The finned fish of `base` (whose places are `union`) and `cover` if it is of the
    /// kind `kind`, its fins (the places outside the cover) lie in one block and it removes
    /// something.
    fn with_cover(
        &self,
        base: Positions,
        union: Positions,
        cover: Positions,
        kind: Fins,
    ) -> Option<FinnedFish> {
        let geometry = self.board.geometry();
        let n = geometry.box_size();
        let band = |k: usize| self.bands[k / n];
        let fin_places = union - cover;
        if !fin_places.is_subset(band(fin_places.first()?)) {
            return None;
        }
        let (mut empty, mut single) = (false, false);
        let mut fin_lines = Positions::EMPTY;
        for i in base.iter() {
            let body = (self.places[i] & cover).len();
            empty |= body == 0;
            single |= body == 1;
            if !(self.places[i] - cover).is_empty() {
                fin_lines.insert(i);
            }
        }
        if empty || single != (kind == Fins::Sashimi) {
            return None;
        }
        let first_line = fin_lines.first()?;
        if !fin_lines.is_subset(band(first_line)) {
            return None;
        }
        let cell = |line: usize, place: usize| {
            if self.base_rows { geometry.cell_at(line, place) } else { geometry.cell_at(place, line) }
        };
        let first_fin = (self.places[first_line] - cover).first()?;
        let block = geometry.block_of(cell(first_line, first_fin)?);
        let targets: CellSet = self
            .board
            .cells_with(Unit::Block(block as u8), self.digit)
            .filter(|&c| {
                let (line, place) = if self.base_rows {
                    (geometry.row_of(c), geometry.col_of(c))
                } else {
                    (geometry.col_of(c), geometry.row_of(c))
                };
                cover.contains(place) && !base.contains(line)
            })
            .collect();
        if targets.is_empty() {
            return None;
        }
        let fins = base
            .iter()
            .flat_map(|i| (self.places[i] - cover).iter().filter_map(move |k| cell(i, k)))
            .collect();
        let fish = Fish { digit: self.digit, base_rows: self.base_rows, base, cover };
        Some(FinnedFish { fish, fins, targets })
    }
}

/// The places of a digit in each band of lines, for one set of base lines: those of the
/// base lines and those of the other lines.
struct LineBands<'a> {
    /// `in_base[b]`: the places of the base lines of band `b`.
    in_base: &'a [Positions],
    /// `others[b]`: the places of the other lines of band `b`.
    others: &'a [Positions],
}

/// Whether the set `a` comes before the set `b` of the same size as sorted lists: the
/// first place where they differ is in `a`.
fn comes_first(a: Positions, b: Positions) -> bool {
    ((a - b) | (b - a)).first().is_some_and(|k| a.contains(k))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::board_from_line;
    use dn::{Geometry, Grid};

    /// The finned fish search as first written: every set of base lines, then every set of
    /// cover lines among their places, in increasing order, checked one by one.
    fn reference(board: &PatternBoard, size: usize, kind: Fins) -> Option<FinnedFish> {
        let (side, geometry) = (board.side(), board.geometry());
        let lines: Vec<usize> = (0..side).collect();
        for index in 0..side {
            let digit = Digit::from_index(index)?;
            for base_rows in [true, false] {
                let cell = |line: usize, place: usize| {
                    if base_rows { geometry.cell_at(line, place) } else { geometry.cell_at(place, line) }
                };
                let line = |i: usize| if base_rows { Unit::Row(i as u8) } else { Unit::Column(i as u8) };
                let places: Vec<Positions> = (0..side).map(|i| board.positions(line(i), digit)).collect();
                for base in
                    subsets(&lines, size).into_iter().filter(|b| b.iter().all(|&i| places[i].len() >= 2))
                {
                    let union = base.iter().fold(Positions::EMPTY, |u, &i| u | places[i]);
                    let union_list: Vec<usize> = union.iter().collect();
                    for cover_list in subsets(&union_list, size) {
                        let cover: Positions = cover_list.iter().copied().collect();
                        let fins: Vec<CellIndex> = base
                            .iter()
                            .flat_map(|&i| (places[i] - cover).iter().filter_map(move |k| cell(i, k)))
                            .collect();
                        let bodies: Vec<usize> = base.iter().map(|&i| (places[i] & cover).len()).collect();
                        let Some(&first) = fins.first() else { continue };
                        let block = geometry.block_of(first);
                        if bodies.contains(&0)
                            || bodies.contains(&1) != (kind == Fins::Sashimi)
                            || fins.iter().any(|&f| geometry.block_of(f) != block)
                        {
                            continue;
                        }
                        let base_set: Positions = base.iter().copied().collect();
                        let targets: CellSet = board
                            .cells_with(Unit::Block(block as u8), digit)
                            .filter(|&c| {
                                let (l, p) = if base_rows {
                                    (geometry.row_of(c), geometry.col_of(c))
                                } else {
                                    (geometry.col_of(c), geometry.row_of(c))
                                };
                                cover.contains(p) && !base_set.contains(l)
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

    /// Every `size`-element subset of `items`, in increasing order.
    fn subsets(items: &[usize], size: usize) -> Vec<Vec<usize>> {
        if size == 0 {
            return vec![Vec::new()];
        }
        let mut all = Vec::new();
        for (k, &first) in items.iter().enumerate() {
            for mut rest in subsets(&items[k + 1..], size - 1) {
                rest.insert(0, first);
                all.push(rest);
            }
        }
        all
    }

    /// A board of `geometry` whose candidates are thinned out at random (seeded): each
    /// candidate stays with probability `keep` in 256.
    fn thinned(geometry: Geometry, seed: u64, keep: u64) -> PatternBoard {
        let grid = Grid::new(geometry, vec![0; geometry.cell_count()]).unwrap();
        let mut board = PatternBoard::with_computed_candidates(&grid);
        let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        for cell in geometry.cells() {
            for digit in board.candidates(cell).iter() {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                if (state >> 33) % 256 >= keep {
                    board.eliminate(cell, digit);
                }
            }
        }
        board
    }

    #[test]
    fn line_places_are_the_positions_of_every_row_and_column() {
        for seed in 0..20 {
            for board in [thinned(Geometry::NINE, seed, 90), thinned(Geometry::FOUR, seed, 150)] {
                let mut lines = [[Positions::EMPTY; 32]; 2];
                for digit in (0..board.side()).filter_map(Digit::from_index) {
                    line_places(&board, digit, &mut lines);
                    for (i, (&row, &column)) in lines[0].iter().zip(&lines[1]).take(board.side()).enumerate()
                    {
                        assert_eq!(row, board.positions(Unit::Row(i as u8), digit));
                        assert_eq!(column, board.positions(Unit::Column(i as u8), digit));
                    }
                }
            }
        }
    }

    #[test]
    fn fits_says_what_building_the_finned_fish_says() {
        let (mut fitting, mut tried) = (0, 0);
        for seed in 0..60 {
            let keep = [40, 60, 80][seed as usize % 3];
            for board in [thinned(Geometry::NINE, seed, keep), thinned(Geometry::FOUR, seed, keep + 60)] {
                let (side, n) = (board.side(), board.geometry().box_size());
                let bands: Vec<Positions> = (0..n).map(|b| (b * n..b * n + n).collect()).collect();
                let digit = Digit::from_index(seed as usize % side).unwrap();
                let lines: Vec<usize> = (0..side).collect();
                for (base_rows, size) in [(true, 2), (false, 3), (true, 3)] {
                    let line = |i: usize| if base_rows { Unit::Row(i as u8) } else { Unit::Column(i as u8) };
                    let places: Vec<Positions> = (0..side).map(|i| board.positions(line(i), digit)).collect();
                    let search = FinnedSearch {
                        board: &board,
                        digit,
                        base_rows,
                        places: &places,
                        bands: &bands,
                        size,
                        open: [true, true],
                        found: [None, None],
                    };
                    for chosen in subsets(&lines, size) {
                        let base: Positions = chosen.iter().copied().collect();
                        let union = chosen.iter().fold(Positions::EMPTY, |u, &i| u | places[i]);
                        let (mut in_base, mut others) =
                            (vec![Positions::EMPTY; n], vec![Positions::EMPTY; n]);
                        for i in 0..side {
                            let side_of = if base.contains(i) { &mut in_base } else { &mut others };
                            side_of[i / n] |= places[i];
                        }
                        let bands_of_lines = LineBands { in_base: &in_base, others: &others };
                        for &band in &bands {
                            let (outside, inside) = (union - band, union & band);
                            for part in inside.proper_subsets() {
                                let cover = outside | part;
                                let fits = search.fits(base, &bands_of_lines, cover, part, inside - part);
                                for kind in [Fins::Finned, Fins::Sashimi] {
                                    let built = search.with_cover(base, union, cover, kind).is_some();
                                    assert_eq!(fits == Some(kind), built, "seed {seed}");
                                }
                                fitting += usize::from(fits.is_some());
                                tried += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(fitting > 1000 && tried > 3 * fitting, "{fitting} of {tried} covers fit");
    }

    #[test]
    fn a_search_among_some_digits_finds_what_the_board_keeping_them_has() {
        let mut found = 0;
        for seed in 0..80 {
            let board = thinned(Geometry::NINE, seed, [40, 60, 80][seed as usize % 3]);
            let digits: CandidateSet = (0..9)
                .filter(|k| (seed >> (k % 5)) & 1 == 1 || k % 3 == 0)
                .filter_map(Digit::from_index)
                .collect();
            // Both kinds and every size in turn on one position, as the registry asks them.
            for size in 2..=4 {
                for kind in [Fins::Finned, Fins::Sashimi] {
                    let kept = board.keeping_digits(digits);
                    let fast = find_finned_fish_in(&board, digits, size, kind);
                    assert_eq!(fast, reference(&kept, size, kind), "seed {seed}, size {size}, {kind:?}");
                    assert_eq!(find_finned_fish(&board, size, kind), reference(&board, size, kind));
                    found += usize::from(fast.is_some());
                }
            }
        }
        assert!(found > 100, "{found}");
    }

    #[test]
    fn the_pruned_finned_fish_search_finds_what_trying_every_cover_finds() {
        let mut found = 0;
        for seed in 0..150 {
            let keep = [40, 60, 80][seed as usize % 3];
            for board in [thinned(Geometry::NINE, seed, keep), thinned(Geometry::FOUR, seed, keep + 60)] {
                for size in 2..=4 {
                    for kind in [Fins::Finned, Fins::Sashimi] {
                        let fast = find_finned_fish(&board, size, kind);
                        assert_eq!(fast, reference(&board, size, kind), "seed {seed}, size {size}, {kind:?}");
                        found += usize::from(fast.is_some());
                    }
                }
            }
        }
        let line = "..21..3.931.4...7.8..6...2..34...8.....7...9.2...........2..14.....8..5...6..5...";
        let board = board_from_line(line);
        for size in 2..=4 {
            assert_eq!(find_finned_fish(&board, size, Fins::Finned), reference(&board, size, Fins::Finned));
        }
        assert!(found > 300, "the random boards hold finned fish of every kind: {found}");
    }
}
