//! Generation through the façade: seeds, minimality, clue counts.

use super::*;

fn request(level: Option<Level>, seed: u64, count: usize) -> GenerateRequest {
    GenerateRequest { level, seed, count, threads: 1, ..GenerateRequest::default() }
}

fn run(request: &GenerateRequest) -> Vec<GeneratedPuzzle> {
    generate(request, &|_, _| {}, &AtomicBool::new(false)).expect("these requests can be met")
}

#[test]
fn a_graded_puzzle_carries_the_seed_asked_for_which_makes_it_again() {
    let batch = run(&request(Some(Level::Medium), 7, 2));
    assert_eq!(batch.iter().map(|p| p.seed).collect::<Vec<_>>(), [7, 8]);
    let again = run(&request(Some(Level::Medium), batch[1].seed, 1));
    assert_eq!(again[0].puzzle, batch[1].puzzle);
    assert_eq!(again[0].seed, 8);
}
