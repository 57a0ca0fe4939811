//! JADE against the ratings players know, on held-out puzzles: HoDoKu 2.2's level and score
//! and Sudoku Explainer's rating (ER), measured once with the anchors themselves and kept in
//! `tests/anchors/ratings.csv` by shared file and line (how: `tests/anchors/README.md`).
//!
//! - Issue 14: on the puzzles both anchors rate easy to hard, JADE's level is at most one
//!   above the level their ratings map to, and no step takes a chain where a simpler
//!   pattern applies.
//! - Issue 15: JADE's rating on Sudoku Explainer's scale follows SE's ER (Spearman's rank
//!   correlation, and the share within ±0.5).
//!
//! The default run takes every fourth row; `-- --ignored` takes them all.

use dn::Level;
use jade_tests::{data_dir, grid, repo_root};
use ln::patterns::{Difficulty, Family, PATTERNS, PatternBoard, Techniques, by_id, solve_with_patterns};

/// One puzzle of the table: where it is, and what the anchors said.
struct Anchored {
    file: String,
    line: usize,
    puzzle: String,
    hodoku_level: String,
    se_er: f64,
    sukaku_er: f64,
}

/// Every `step`-th row of the table whose puzzle can be read, or `None` (after saying so)
/// when the shared collections are absent.
fn anchored(step: usize) -> Option<Vec<Anchored>> {
    let table = std::fs::read_to_string(repo_root().join("tests/anchors/ratings.csv"))
        .expect("the table is in the repo");
    let mut files: Vec<(String, Vec<String>)> = Vec::new();
    let mut rows = Vec::new();
    for row in table.lines().skip(1).step_by(step) {
        let fields: Vec<&str> = row.split(',').collect();
        let [file, line, hodoku_level, _score, se_er, sukaku_er] = fields[..] else {
            panic!("a row of six fields: {row}")
        };
        if !files.iter().any(|(name, _)| name == file) {
            let path = data_dir().join(file);
            let Ok(text) = std::fs::read_to_string(&path) else {
                eprintln!(
                    "skipped: {} is absent (the shared puzzle collections live in ../shared/data)",
                    path.display()
                );
                return None;
            };
            files.push((file.to_string(), text.lines().map(|l| l.trim().to_string()).collect()));
        }
        let lines = &files.iter().find(|(name, _)| name == file).expect("read above").1;
        let line: usize = line.parse().expect("a line number");
        rows.push(Anchored {
            file: file.to_string(),
            line,
            puzzle: lines[line - 1].clone(),
            hodoku_level: hodoku_level.to_string(),
            se_er: se_er.parse().expect("an ER"),
            sukaku_er: sukaku_er.parse().expect("an ER"),
        });
    }
    Some(rows)
}

/// The JADE level HoDoKu's level maps to: its Easy puzzles need singles (easy), Medium
/// ones intersections and pairs (medium), Hard ones basic fish, wings and single-digit
/// patterns (hard), Unfair ones what JADE calls very hard, Extreme ones chains (extreme).
fn level_of_hodoku(level: &str) -> Option<Level> {
    match level {
        "Easy" => Some(Level::Easy),
        "Medium" => Some(Level::Medium),
        "Hard" => Some(Level::Hard),
        "Unfair" => Some(Level::VeryHard),
        "Extreme" => Some(Level::Extreme),
        _ => None,
    }
}

/// The JADE level an ER maps to, by the techniques SE rates there: hidden singles up to
/// 1.5 (very easy), naked singles up to 2.5 (easy), intersections, pairs and X-Wing up to
/// 3.4 (medium), triples, Swordfish and the wings up to 4.4 (hard), uniqueness,
/// quadruples, Jellyfish, BUG and X-Cycles up to 6.5 (very hard), chains above (extreme).
fn level_of_er(er: f64) -> Level {
    match er {
        er if er <= 1.5 => Level::VeryEasy,
        er if er <= 2.5 => Level::Easy,
        er if er <= 3.4 => Level::Medium,
        er if er <= 4.4 => Level::Hard,
        er if er <= 6.5 => Level::VeryHard,
        _ => Level::Extreme,
    }
}

/// Whether a pattern is a chain (the families of chains and forcing chains).
fn is_chain(family: Family) -> bool {
    matches!(family, Family::Chains | Family::Forcing)
}

/// The level the anchors' ratings map to when both rate the puzzle easy to hard: the
/// higher of the two levels they map to.
fn anchors_level(row: &Anchored) -> Option<Level> {
    let hodoku = level_of_hodoku(&row.hodoku_level).filter(|&l| l <= Level::Hard)?;
    let se = Some(level_of_er(row.se_er)).filter(|&l| l <= Level::Hard)?;
    Some(hodoku.max(se))
}

fn levels_stay_within_one_of_the_anchors(step: usize) {
    let Some(rows) = anchored(step) else { return };
    let (mut checked, mut above, mut chains, mut chain_where_simpler) = (0, Vec::new(), 0, Vec::new());
    for row in &rows {
        let Some(anchor) = anchors_level(row) else { continue };
        checked += 1;
        let report = solve_with_patterns(
            PatternBoard::with_computed_candidates(&grid(&row.puzzle)),
            Techniques::ALL,
            true,
            false,
        );
        let level = match report.rating.difficulty {
            Difficulty::Level(level) => Some(level),
            Difficulty::BeyondExtreme => None,
        };
        if level.is_none_or(|level| level.rank() > anchor.rank() + 1) {
            above.push(format!("{}:{} JADE {:?}, anchors {anchor:?}", row.file, row.line, level));
        }
        let mut board = PatternBoard::with_computed_candidates(&grid(&row.puzzle));
        for step in &report.steps {
            let family = by_id(step.pattern).map(|p| p.info().family);
            if family.is_some_and(is_chain) {
                chains += 1;
                let simpler =
                    PATTERNS.iter().find(|p| !is_chain(p.info().family) && p.find(&board, false).is_some());
                if let Some(simpler) = simpler {
                    chain_where_simpler.push(format!(
                        "{}:{} {} where {} applies",
                        row.file,
                        row.line,
                        step.pattern,
                        simpler.info().id
                    ));
                }
            }
            board.apply(step);
        }
    }
    eprintln!(
        "{checked} puzzles both anchors rate easy to hard: {} more than one level above the anchors, \
         {chains} chain steps, {} of them where a simpler pattern applies",
        above.len(),
        chain_where_simpler.len()
    );
    assert!(checked > 0, "the table has puzzles the anchors rate easy to hard");
    assert!(above.is_empty(), "JADE's level is more than one above the anchors':\n{}", above.join("\n"));
    assert!(
        chain_where_simpler.is_empty(),
        "chains where a simpler pattern applies:\n{}",
        chain_where_simpler.join("\n")
    );
}

#[test]
fn on_puzzles_the_anchors_rate_easy_to_hard_jade_is_at_most_one_level_above() {
    levels_stay_within_one_of_the_anchors(4);
}

#[test]
#[ignore = "every row of the table; run with --ignored"]
fn on_every_puzzle_the_anchors_rate_easy_to_hard_jade_is_at_most_one_level_above() {
    levels_stay_within_one_of_the_anchors(1);
}

/// The ranks of `values` (1-based, ties sharing their average rank).
fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut ranks = vec![0.0; values.len()];
    let mut start = 0;
    while start < order.len() {
        let mut end = start;
        while end + 1 < order.len() && values[order[end + 1]] == values[order[start]] {
            end += 1;
        }
        let average = (start + end) as f64 / 2.0 + 1.0;
        for &at in &order[start..=end] {
            ranks[at] = average;
        }
        start = end + 1;
    }
    ranks
}

/// Spearman's rank correlation of `a` and `b` (Pearson's on their ranks).
fn spearman(a: &[f64], b: &[f64]) -> f64 {
    let (ra, rb) = (ranks(a), ranks(b));
    let n = ra.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let cov: f64 = ra.iter().zip(&rb).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let (va, vb): (f64, f64) =
        (ra.iter().map(|x| (x - ma).powi(2)).sum(), rb.iter().map(|y| (y - mb).powi(2)).sum());
    cov / (va * vb).sqrt()
}

#[test]
fn spearman_counts_ties_and_order() {
    assert!((spearman(&[1.0, 2.0, 3.0], &[10.0, 20.0, 30.0]) - 1.0).abs() < 1e-12);
    assert!((spearman(&[1.0, 2.0, 3.0], &[3.0, 2.0, 1.0]) + 1.0).abs() < 1e-12);
    assert_eq!(ranks(&[5.0, 1.0, 5.0, 2.0]), [3.5, 1.0, 3.5, 2.0]);
}

/// How JADE's ratings compare with an anchor's on the puzzles JADE finishes: Spearman's
/// correlation and the share (percent) within ±0.5.
fn agreement(pairs: &[(f64, f64)]) -> (f64, f64) {
    let (jade, anchor): (Vec<f64>, Vec<f64>) = pairs.iter().copied().unzip();
    let close = pairs.iter().filter(|(j, a)| (j - a).abs() <= 0.5 + 1e-9).count();
    (spearman(&jade, &anchor), 100.0 * close as f64 / pairs.len().max(1) as f64)
}

/// JADE's rating against SE's ER on every `step`-th row: the share of puzzles JADE
/// finishes, and on those Spearman's correlation and the share within ±0.5 (also against
/// SukakuExplainer's default ER, printed only); asserts the floors measured when the table
/// was made: `(finished %, Spearman, within %)`.
fn ratings_follow_sudoku_explainer(step: usize, floors: (f64, f64, f64)) {
    let Some(rows) = anchored(step) else { return };
    let (mut se, mut sukaku) = (Vec::new(), Vec::new());
    for row in &rows {
        let report = solve_with_patterns(
            PatternBoard::with_computed_candidates(&grid(&row.puzzle)),
            Techniques::ALL,
            false,
            false,
        );
        if let Some(hardest) = report.rating.explainer {
            se.push((hardest.rating.value(), row.se_er));
            sukaku.push((hardest.rating.value(), row.sukaku_er));
        }
    }
    let finished = 100.0 * se.len() as f64 / rows.len() as f64;
    let (rho, within) = agreement(&se);
    let (sukaku_rho, sukaku_within) = agreement(&sukaku);
    eprintln!(
        "{} puzzles: JADE rates {} ({finished:.1} %); on those Spearman {rho:.3} with SE's ER and \
         {within:.1} % within ±0.5 (issue 15 wants 0.95 and 80 %); with SukakuExplainer's default \
         ER {sukaku_rho:.3} and {sukaku_within:.1} %",
        rows.len(),
        se.len()
    );
    let (finished_floor, rho_floor, within_floor) = floors;
    assert!(
        finished >= finished_floor,
        "JADE finished {finished:.1} % of the puzzles, it reached {finished_floor} %"
    );
    assert!(rho >= rho_floor, "Spearman {rho:.3} with SE's ER, it reached {rho_floor}");
    assert!(within >= within_floor, "{within:.1} % within ±0.5 of SE's ER, it reached {within_floor} %");
}

/// Measured 2026-11-24 with the chains and almost locked sets of issue 15 and the uniqueness
/// techniques of issue 14 (every fourth row, 354 puzzles): JADE rates 94.1 %; Spearman 0.980
/// and 59.5 % within ±0.5 of SE's ER; 66.1 % once Forcing Chains' third form is rated as
/// SE's dynamic forcing chains; 84.1 % (Spearman 0.986) once SE's direct forms are rated and
/// the techniques SE lacks take the value of the SE technique that makes the same
/// elimination (docs/manual.md). With Forcing Nets JADE rates all 354: Spearman 0.985 and
/// 84.7 % within ±0.5; with ALS Chain, AIC with ALS and Nested Forcing Nets (2026-11-25)
/// Spearman 0.986 and 85.3 %. Floors rounded down.
#[test]
fn the_rating_follows_sudoku_explainers_on_held_out_puzzles() {
    ratings_follow_sudoku_explainer(4, (99.5, 0.980, 84.0));
}

/// Measured 2026-11-24 with the chains and almost locked sets of issue 15, the uniqueness
/// techniques of issue 14 and Forcing Chains' third form rated as SE's dynamic forcing chains
/// (all 1,416 rows): JADE rates 92.7 %; Spearman 0.979 and 67.1 % within ±0.5 of SE's ER
/// (SukakuExplainer's default ER: 0.983 and 71.5 %). With SE's direct forms and the values
/// of the SE techniques that make the eliminations of those SE lacks: Spearman 0.984 and
/// 83.9 % (SukakuExplainer's: 0.988 and 75.2 %). With Forcing Nets JADE rates all 1,416:
/// Spearman 0.984 and 85.0 % within ±0.5 (SukakuExplainer's: 0.987 and 76.8 %). With ALS
/// Chain, AIC with ALS and Nested Forcing Nets (2026-11-25): Spearman 0.984 and 84.4 %
/// (SukakuExplainer's: 0.987 and 76.6 %). Floors rounded down.
#[test]
#[ignore = "every row of the table; run with --ignored"]
fn the_rating_follows_sudoku_explainers_on_every_held_out_puzzle() {
    ratings_follow_sudoku_explainer(1, (99.5, 0.980, 84.0));
}
