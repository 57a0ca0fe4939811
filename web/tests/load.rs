//! A bounded load test on loopback (run it on purpose: `cargo test --release -p jade-web
//! --test load -- --ignored --nocapture`, or against PostgreSQL with
//! `scripts/test-postgres.sh --release --test load -- --ignored --nocapture`): 200 browsers
//! at once, each playing its own game to solved, 20,000 requests in all. It reports the
//! latencies, and fails on any error answer or any finished game missing from the
//! statistics.

mod common;

use std::time::{Duration, Instant};

use common::{FIG_2_1, TestServer};
use serde_json::json;

/// Browsers playing at once.
const GAMES: usize = 200;
/// Requests each browser sends.
const REQUESTS_PER_GAME: usize = 100;

/// What one browser saw: the latency of each request and the answers that were errors.
struct Run {
    latencies: Vec<Duration>,
    errors: Vec<String>,
}

/// Sends `request`, noting its latency and whether it failed.
fn timed(run: &mut Run, what: &str, request: impl FnOnce() -> common::Answer) -> common::Answer {
    let start = Instant::now();
    let answer = request();
    run.latencies.push(start.elapsed());
    if answer.status >= 300 {
        run.errors.push(format!("{what}: {} {}", answer.status, answer.text));
    }
    answer
}

/// One browser: a session, a game, every empty cell filled with a look at the board after
/// each move, then its statistics until it has sent its share of requests.
fn play(server: &TestServer) -> Run {
    let mut browser = server.browser();
    let mut run = Run { latencies: Vec::new(), errors: Vec::new() };
    timed(&mut run, "me", || browser.get("/api/me"));
    let created = timed(&mut run, "new game", || browser.post("/api/games", &json!({"puzzle": FIG_2_1})));
    if created.status != 201 {
        return run;
    }
    let view = created.json();
    let id = view["id"].as_str().unwrap().to_string();
    let solution = facade::SudokuLN::from_text(FIG_2_1).unwrap().solution().unwrap().to_string();
    for (cell, digit) in view["cells"].as_array().unwrap().iter().zip(solution.chars()) {
        if cell["value"].is_null() {
            let action =
                json!({"action": {"type": "set_value", "cell": cell["cell"], "digit": digit.to_digit(10)}});
            timed(&mut run, "set_value", || browser.post(&format!("/api/games/{id}/actions"), &action));
            timed(&mut run, "view", || browser.get(&format!("/api/games/{id}")));
        }
    }
    while run.latencies.len() < REQUESTS_PER_GAME - 1 {
        timed(&mut run, "patterns", || browser.get("/api/patterns"));
    }
    let stats = timed(&mut run, "stats", || browser.get("/api/stats"));
    if stats.status == 200 && stats.json()["games"] != 1 {
        run.errors.push(format!("the finished game is not in the statistics: {}", stats.text));
    }
    run
}

/// The latency at `share` (0 to 1) of sorted `latencies`.
fn percentile(latencies: &[Duration], share: f64) -> Duration {
    let index = ((latencies.len() as f64 - 1.0) * share).round() as usize;
    latencies[index.min(latencies.len() - 1)]
}

#[test]
#[ignore = "a load test: minutes of work; run it on purpose"]
fn two_hundred_games_at_once_twenty_thousand_requests_no_error_nothing_lost() {
    let server = TestServer::start();
    let start = Instant::now();
    let runs: Vec<Run> = std::thread::scope(|scope| {
        let players: Vec<_> = (0..GAMES).map(|_| scope.spawn(|| play(&server))).collect();
        players.into_iter().map(|player| player.join().expect("a player thread")).collect()
    });
    let took = start.elapsed();
    let mut latencies: Vec<Duration> = runs.iter().flat_map(|run| run.latencies.iter().copied()).collect();
    latencies.sort_unstable();
    let errors: Vec<&String> = runs.iter().flat_map(|run| &run.errors).collect();
    println!(
        "{} games, {} requests in {:.1} s ({:.0} requests/s) on {}: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms, {} errors",
        GAMES,
        latencies.len(),
        took.as_secs_f64(),
        latencies.len() as f64 / took.as_secs_f64(),
        server.url.describe(),
        percentile(&latencies, 0.5).as_secs_f64() * 1e3,
        percentile(&latencies, 0.99).as_secs_f64() * 1e3,
        latencies.last().unwrap().as_secs_f64() * 1e3,
        errors.len()
    );
    assert_eq!(latencies.len(), GAMES * REQUESTS_PER_GAME);
    assert!(
        errors.is_empty(),
        "{} errors, the first: {:?}",
        errors.len(),
        errors.iter().take(5).collect::<Vec<_>>()
    );
}
