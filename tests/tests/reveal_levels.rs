//! Progressive hints over real boards (issue 13): on mid-solve boards from the shared
//! collections, every step available there, revealed at level 1 or 2, never names a cell
//! that loses a candidate, the candidates removed or the value placed; level 3 gives them.
//!
//! Default run: 200 boards (40 from each of five collections, each walked a different
//! number of steps into its solve), every step listed on each.

use std::collections::BTreeMap;

use dn::{Digit, Hint, Role};
use facade::{Reveal, RevealedHint, StepsAnswer, SudokuLN};
use jade_tests::corpus;

/// The collections the boards come from.
const SETS: [&str; 5] = [
    "kaggle_rohanrao_20k_easy.txt",
    "magictour_top1465.txt",
    "17clue_49158.txt",
    "norvig_top95.txt",
    "forum_hardest_1106.txt",
];

/// A session on `puzzle` walked `walk` easiest steps into its solve, stopping on the last
/// board that is not yet solved.
fn mid_solve(puzzle: &str, walk: usize) -> SudokuLN {
    let mut game = SudokuLN::from_text(puzzle).expect("a puzzle of the collection");
    for _ in 0..walk {
        let before = game.clone();
        let answer = game.step(None).expect("a sound board");
        match answer.hint() {
            Some(_) if !game.board().is_solved() => {}
            Some(_) => return before,
            None => break,
        }
    }
    game
}

/// `hint` with every placed digit changed: levels 1 and 2 must say the same about it.
fn other_placed_digits(hint: &Hint) -> Hint {
    let mut other = hint.clone();
    for placement in &mut other.placements {
        placement.digit = Digit::new(placement.digit.get() % 9 + 1).expect("a digit");
    }
    other
}

/// Panics when `revealed` (level 1 or 2) tells what `hint` removes or places.
fn keeps_the_answer_back(game: &SudokuLN, revealed: &RevealedHint, hint: &Hint, puzzle: &str) {
    let text = &revealed.text;
    for elimination in &hint.eliminations {
        assert!(
            !text.contains(&elimination.cell.to_string()),
            "{puzzle}: {} names {}: {text}",
            hint.name,
            elimination.cell
        );
    }
    if !hint.eliminations.is_empty() {
        assert!(!text.contains(&dn::removals_by_digit(&hint.eliminations)), "{puzzle}: {text}");
    }
    let other = game.render_hint(&other_placed_digits(hint), revealed.reveal);
    assert_eq!(&other.text, text, "{puzzle}: the text depends on the placed value");
    assert!(hint.placements.iter().all(|p| !revealed.digits.contains(&p.digit)), "{puzzle}: {revealed:?}");
    assert!(revealed.eliminations.is_empty() && revealed.placements.is_empty() && revealed.links.is_empty());
    let fills = |cell| hint.placements.iter().any(|p| p.cell == cell);
    assert!(revealed.cells.iter().all(|c| c.role != Role::Target || fills(c.cell)), "{puzzle}: {revealed:?}");
}

/// Checks every step available on `game` at levels 1 to 3; counts them by pattern.
fn check(game: &SudokuLN, puzzle: &str, seen: &mut BTreeMap<String, usize>) {
    let steps = match game.steps() {
        StepsAnswer::Steps(steps) => steps,
        StepsAnswer::NothingApplies => return,
        other => panic!("{puzzle}: an unsolved, sound board, yet: {other}"),
    };
    for hint in &steps {
        let area = game.render_hint(hint, Reveal::Area);
        assert!(
            !area.area.is_empty() && area.pattern.is_none() && area.cells.is_empty(),
            "{puzzle}: {area:?}"
        );
        keeps_the_answer_back(game, &area, hint, puzzle);
        let technique = game.render_hint(hint, Reveal::Technique);
        assert_eq!(technique.pattern, Some(hint.pattern));
        keeps_the_answer_back(game, &technique, hint, puzzle);
        let full = game.render_hint(hint, Reveal::Full);
        for elimination in &hint.eliminations {
            assert!(
                full.text.contains(&elimination.cell.to_string()),
                "{puzzle}: level 3 lacks {elimination}: {}",
                full.text
            );
        }
        assert_eq!((&full.eliminations, &full.placements), (&hint.eliminations, &hint.placements));
        *seen.entry(hint.name.to_string()).or_default() += 1;
    }
}

#[test]
fn levels_1_and_2_keep_the_answer_back_on_200_boards() {
    let mut seen = BTreeMap::new();
    for name in SETS {
        let Some(puzzles) = corpus(name, Some(40)) else { continue };
        for (number, puzzle) in puzzles.iter().enumerate() {
            check(&mid_solve(puzzle, number * 7 % 45), puzzle, &mut seen);
        }
    }
    eprintln!("steps revealed, by pattern: {seen:?}");
}
