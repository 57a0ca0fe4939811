//! Generation through the façade: seeds, minimality, clue counts.

use super::*;

fn request(level: Option<Level>, seed: u64, count: usize) -> GenerateRequest {
    GenerateRequest { level, seed, count, threads: 1, ..GenerateRequest::default() }
}

fn run(request: &GenerateRequest) -> Vec<GeneratedPuzzle> {
    generate(request, &AtomicBool::new(false)).expect("these requests can be met")
}

#[test]
fn a_graded_puzzle_carries_the_seed_asked_for_which_makes_it_again() {
    let batch = run(&request(Some(Level::Medium), 7, 2));
    assert_eq!(batch.iter().map(|p| p.seed).collect::<Vec<_>>(), [7, 8]);
    let again = run(&request(Some(Level::Medium), batch[1].seed, 1));
    assert_eq!(again[0].puzzle, batch[1].puzzle);
    assert_eq!(again[0].seed, 8);
}

#[test]
fn symmetric_puzzles_say_minimal_only_when_no_single_given_can_go() {
    let symmetric = GenerateRequest { symmetry: Symmetry::Rotate180, ..request(None, 1, 8) };
    let puzzles = run(&symmetric);
    for puzzle in &puzzles {
        assert_eq!(puzzle.minimal_under_symmetry, Some(Minimality::Minimal));
        let removable = removable_givens(&puzzle.puzzle);
        assert_eq!(puzzle.minimal.is_minimal(), removable == 0, "{}", puzzle.puzzle);
    }
    assert!(puzzles.iter().any(|p| !p.minimal.is_minimal()), "rotate180 puzzles with a removable given");
    let clues = GenerateRequest { clues: Some(40), ..request(None, 1, 2) };
    for puzzle in run(&clues) {
        assert_eq!(puzzle.clues(), 40);
        assert_eq!(puzzle.minimal, Minimality::NotMinimal);
        assert_eq!(puzzle.minimal_under_symmetry, None);
    }
}

#[test]
fn a_clue_count_the_symmetry_cannot_give_is_refused_before_generating() {
    let request = GenerateRequest { symmetry: Symmetry::Rotate90, clues: Some(26), ..request(None, 1, 1) };
    let error = generate(&request, &AtomicBool::new(false)).unwrap_err();
    assert!(error.to_string().contains("nearest counts it can give are 25 and 28"), "{error}");
    let exact = run(&GenerateRequest { clues: Some(25), ..request });
    assert_eq!(exact[0].clues(), 25);
}

#[test]
fn a_rating_range_is_met_and_refused_where_it_cannot_be() {
    let range: RatingRange = "3.0..4.5".parse().unwrap();
    for puzzle in run(&GenerateRequest { rating: Some(range), ..request(None, 3, 2) }) {
        let step = puzzle.difficulty.explainer.expect("a rated puzzle is finished by the patterns");
        assert!(range.contains(step.rating), "{} rated {}", puzzle.puzzle, step.rating);
        assert!(!step.name.is_empty());
    }
    for refused in [
        GenerateRequest { rating: Some(range), clues: Some(30), ..request(None, 1, 1) },
        GenerateRequest { rating: Some(range), geometry: Geometry::TWENTY_FIVE, ..request(None, 1, 1) },
    ] {
        assert!(matches!(generate(&refused, &AtomicBool::new(false)), Err(FacadeError::Unsupported(_))));
    }
}

/// How many givens of `puzzle` can be removed one at a time with the solution staying unique.
fn removable_givens(puzzle: &Grid) -> usize {
    let mut solver = ln::Engine::Fast.solver(puzzle.geometry());
    let mut values = puzzle.values().to_vec();
    let mut removable = 0;
    for cell in 0..values.len() {
        let given = std::mem::take(&mut values[cell]);
        if given != 0 {
            let fewer = Grid::new(puzzle.geometry(), values.clone()).expect("values of the puzzle");
            removable += usize::from(solver.search(&fewer, 2).count == 1);
        }
        values[cell] = given;
    }
    removable
}

#[test]
fn a_stream_answers_every_puzzle_in_order_including_those_that_cannot_be_made() {
    let request =
        GenerateRequest { clues: Some(22), symmetry: Symmetry::Rotate180, threads: 2, ..request(None, 1, 8) };
    let mut answers = Vec::new();
    generate_stream(&request, &AtomicBool::new(false), |answer| {
        answers.push(answer);
        true
    })
    .unwrap();
    let seeds: Vec<u64> = answers.iter().map(|a| a.as_ref().map_or_else(|f| f.seed, |p| p.seed)).collect();
    assert_eq!(seeds, (1..=8).collect::<Vec<_>>());
    let made = answers.iter().filter(|a| a.is_ok()).count();
    assert!(made > 0 && made < 8, "some 22-clue rotate180 puzzles are made and some not: {made} of 8");
    for answer in &answers {
        match answer {
            Ok(puzzle) => assert_eq!(puzzle.clues(), 22),
            Err(failure) => {
                assert!(failure.message.contains("no puzzle with 22 clues"), "{}", failure.message)
            }
        }
    }
    let mut first = Vec::new();
    generate_stream(&request, &AtomicBool::new(false), |answer| {
        first.push(answer);
        false
    })
    .unwrap();
    assert_eq!(first, answers[..1]);
}
