//! Generator tests: determinism, uniqueness, minimality, symmetry, clue counts, sizes.

use super::*;

fn minimal(generated: &Generated, orbits: &[Vec<usize>], engine: Engine) -> bool {
    let mut counter = SolutionCounter::new(engine, generated.puzzle.geometry());
    let mut values = generated.puzzle.values().to_vec();
    orbits.iter().filter(|o| values[o[0]] != 0).cloned().collect::<Vec<_>>().iter().all(|orbit| {
        let kept: Vec<u8> = orbit.iter().map(|&c| values[c]).collect();
        orbit.iter().for_each(|&c| values[c] = 0);
        let still_unique = counter.count(&values) == Some(1);
        orbit.iter().zip(&kept).for_each(|(&c, &v)| values[c] = v);
        !still_unique
    })
}

#[test]
fn same_seed_same_puzzle_and_every_puzzle_unique_and_minimal() {
    let mut generator = GeneracionLN::new(GeneratorOptions::default());
    for seed in 0..40 {
        let a = generator.generate(seed).unwrap();
        assert_eq!(a, generator.generate(seed).unwrap(), "seed {seed}");
        assert!(a.solution.is_solution_of(&a.puzzle));
        assert!(
            minimal(&a, &Symmetry::None.orbits(Geometry::NINE), Engine::Fast),
            "seed {seed}: {}",
            a.puzzle
        );
        assert!((17..=40).contains(&a.clues()), "{} clues", a.clues());
    }
    assert_ne!(generator.generate(1).unwrap().puzzle, generator.generate(2).unwrap().puzzle);
}

#[test]
fn dancing_links_gives_the_same_puzzles() {
    let mut fast = GeneracionLN::new(GeneratorOptions::default());
    let mut dlx =
        GeneracionLN::new(GeneratorOptions { engine: Engine::DancingLinks, ..GeneratorOptions::default() });
    for seed in 100..110 {
        assert_eq!(fast.generate(seed).unwrap().puzzle, dlx.generate(seed).unwrap().puzzle, "seed {seed}");
    }
}

#[test]
fn symmetries_hold_and_puzzles_are_minimal_by_orbit() {
    for symmetry in Symmetry::ALL {
        let options = GeneratorOptions { symmetry, ..GeneratorOptions::default() };
        let mut generator = GeneracionLN::new(options);
        for seed in 0..5 {
            let g = generator.generate(seed).unwrap();
            assert!(
                symmetry.holds(Geometry::NINE, g.puzzle.values()),
                "{symmetry} seed {seed}: {}",
                g.puzzle
            );
            assert!(minimal(&g, &symmetry.orbits(Geometry::NINE), Engine::Fast), "{symmetry} seed {seed}");
        }
    }
}

#[test]
fn clue_counts_are_met_exactly() {
    for wanted in [24, 30, 45] {
        let mut generator =
            GeneracionLN::new(GeneratorOptions { clues: Some(wanted), ..GeneratorOptions::default() });
        for seed in 0..5 {
            let g = generator.generate(seed).unwrap();
            assert_eq!(g.clues(), wanted);
            assert!(g.solution.is_solution_of(&g.puzzle));
            assert_eq!(SolutionCounter::new(Engine::Fast, Geometry::NINE).count(g.puzzle.values()), Some(1));
        }
    }
    let mut impossible =
        GeneracionLN::new(GeneratorOptions { clues: Some(82), ..GeneratorOptions::default() });
    assert!(matches!(impossible.generate(1), Err(GenerationError::CluesOutOfRange { .. })));
}

#[test]
fn other_sizes_generate_unique_minimal_puzzles() {
    for geometry in [Geometry::FOUR, Geometry::SIXTEEN] {
        let mut generator = GeneracionLN::new(GeneratorOptions { geometry, ..GeneratorOptions::default() });
        for seed in 0..3 {
            let g = generator.generate(seed).unwrap();
            assert_eq!(g.puzzle.geometry(), geometry);
            assert!(g.solution.is_solution_of(&g.puzzle));
            if g.proven_minimal {
                assert!(
                    minimal(&g, &Symmetry::None.orbits(geometry), Engine::DancingLinks),
                    "{geometry} seed {seed}"
                );
            }
        }
    }
}
