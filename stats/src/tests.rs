//! The statistics against a real SQLite file in a temporary folder.

use std::time::Duration;

use dn::PatternId;

use crate::{GameRecord, HintCounts, StatsErrorKind, StatsStore, TechniqueUse};

/// 2025-11-24 12:00 UTC.
const NOON: i64 = 1_763_985_600;
const DAY: i64 = 86_400;

fn game(key: &str, level: Option<&str>, seconds: u64, tutor_steps: u32, finished_at: i64) -> GameRecord {
    GameRecord {
        key: key.into(),
        puzzle: ".".repeat(81),
        side: 9,
        level: level.map(String::from),
        rating: None,
        time: Duration::from_secs(seconds),
        hints: HintCounts::default(),
        tutor_steps,
        mistakes: 0,
        finished_at,
        techniques: Vec::new(),
    }
}

fn helped(pattern: &str, hints: HintCounts, tutor_steps: u32) -> TechniqueUse {
    TechniqueUse { pattern: PatternId::new(pattern), hints, tutor_steps }
}

fn open(folder: &tempfile::TempDir) -> StatsStore {
    StatsStore::open(&folder.path().join("nested/folder/stats.sqlite3")).expect("the database opens")
}

#[test]
fn games_are_kept_across_openings_and_times_count_only_games_solved_alone() {
    let folder = tempfile::tempdir().unwrap();
    {
        let mut store = open(&folder);
        store.record(&game("a", Some("easy"), 200, 0, NOON)).unwrap();
        store.record(&game("b", Some("easy"), 100, 0, NOON + 60)).unwrap();
        store.record(&game("c", Some("easy"), 10, 5, NOON + 120)).unwrap();
        store.record(&game("d", Some("hard"), 900, 2, NOON + DAY)).unwrap();
    }
    let summary = open(&folder).summary().unwrap();
    assert_eq!((summary.games, summary.alone), (4, 2));
    let easy = &summary.levels[0];
    assert_eq!((easy.level.as_deref(), easy.games, easy.alone), (Some("easy"), 3, 2));
    assert_eq!(easy.mean, Some(Duration::from_secs(150)), "the 10 s game had tutor steps");
    assert_eq!(easy.best, Some(Duration::from_secs(100)));
    let hard = &summary.levels[1];
    assert_eq!((hard.level.as_deref(), hard.games, hard.alone, hard.mean), (Some("hard"), 1, 0, None));
    let days: Vec<(&str, u32, u32)> =
        summary.days.iter().map(|d| (d.date.as_str(), d.games, d.tutor_steps)).collect();
    assert_eq!(days, [("2025-11-24", 3, 5), ("2025-11-25", 1, 2)]);
}

#[test]
fn levels_sort_easiest_first_then_beyond_extreme_then_unrated() {
    let folder = tempfile::tempdir().unwrap();
    let mut store = open(&folder);
    for (key, level) in
        [("1", None), ("2", Some("beyond-extreme")), ("3", Some("extreme")), ("4", Some("very-easy"))]
    {
        store.record(&game(key, level, 60, 0, NOON)).unwrap();
    }
    let levels: Vec<Option<String>> = store.summary().unwrap().levels.into_iter().map(|l| l.level).collect();
    let expected = [Some("very-easy"), Some("extreme"), Some("beyond-extreme"), None];
    assert_eq!(levels, expected.map(|l| l.map(String::from)));
}

#[test]
fn a_game_recorded_twice_is_kept_once() {
    let folder = tempfile::tempdir().unwrap();
    let mut store = open(&folder);
    assert!(store.record(&game("same", Some("easy"), 60, 0, NOON)).unwrap());
    assert!(!store.record(&game("same", Some("easy"), 30, 0, NOON + 5)).unwrap());
    let summary = store.summary().unwrap();
    assert_eq!(summary.games, 1);
    assert_eq!(summary.levels[0].best, Some(Duration::from_secs(60)), "the first record stays");
}

#[test]
fn a_failed_recording_leaves_nothing_behind() {
    let folder = tempfile::tempdir().unwrap();
    let mut store = open(&folder);
    let mut broken = game("broken", Some("easy"), 60, 0, NOON);
    let once = helped("x-wing", HintCounts { full: 1, ..HintCounts::default() }, 0);
    broken.techniques = vec![once, once];
    let error = store.record(&broken).unwrap_err();
    assert!(matches!(*error.kind, StatsErrorKind::Sqlite(_)), "{error}");
    assert!(error.to_string().contains("cannot record the game"), "{error}");
    let summary = store.summary().unwrap();
    assert_eq!(summary.games, 0, "the game row went with the failed technique row");
    assert!(summary.techniques.is_empty());
}

#[test]
fn the_most_needed_techniques_come_first() {
    let folder = tempfile::tempdir().unwrap();
    let mut store = open(&folder);
    let mut first = game("1", Some("hard"), 600, 1, NOON);
    first.techniques = vec![
        helped("x-wing", HintCounts { area: 1, technique: 1, full: 0 }, 1),
        helped("naked-pairs", HintCounts { area: 1, ..HintCounts::default() }, 0),
    ];
    let mut second = game("2", Some("hard"), 500, 0, NOON + 10);
    second.techniques = vec![helped("naked-pairs", HintCounts { full: 1, ..HintCounts::default() }, 0)];
    let mut third = game("3", Some("medium"), 400, 0, NOON + 20);
    third.techniques = vec![helped("hidden-pairs", HintCounts { area: 2, ..HintCounts::default() }, 0)];
    for record in [&first, &second, &third] {
        store.record(record).unwrap();
    }
    let summary = store.summary().unwrap();
    let needs: Vec<(String, u32, u32)> =
        summary.techniques.iter().map(|n| (n.pattern.to_string(), n.games, n.times())).collect();
    assert_eq!(
        needs,
        [("x-wing".into(), 1, 3), ("naked-pairs".into(), 2, 2), ("hidden-pairs".into(), 1, 2)],
        "most times first, then most games"
    );
    assert_eq!(summary.practice(2), [PatternId::new("x-wing"), PatternId::new("naked-pairs")]);
}

#[test]
fn an_empty_database_says_nothing_was_played() {
    let folder = tempfile::tempdir().unwrap();
    let summary = open(&folder).summary().unwrap();
    assert_eq!(summary, crate::Summary::default());
}

#[test]
fn a_database_from_a_newer_jade_is_refused_and_left_alone() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("stats.sqlite3");
    {
        let connection = rusqlite::Connection::open(&path).unwrap();
        connection.pragma_update(None, "user_version", 99).unwrap();
    }
    let error = StatsStore::open(&path).unwrap_err();
    assert!(matches!(*error.kind, StatsErrorKind::Migration(_)), "{error}");
    assert!(error.to_string().starts_with(&format!("{}: cannot open", path.display())), "{error}");
    let connection = rusqlite::Connection::open(&path).unwrap();
    let version: i64 = connection.pragma_query_value(None, "user_version", |row| row.get(0)).unwrap();
    assert_eq!(version, 99);
}

#[test]
fn a_file_that_is_no_database_is_refused_with_its_name() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("stats.sqlite3");
    std::fs::write(&path, "this is not SQLite, just text that is long enough to have a header").unwrap();
    let error = StatsStore::open(&path).unwrap_err();
    assert!(error.to_string().starts_with(&format!("{}: cannot open", path.display())), "{error}");
}

#[test]
fn the_web_version_s_summary_of_records_says_what_the_database_says() {
    let folder = tempfile::tempdir().unwrap();
    let mut store = open(&folder);
    let pairs = HintCounts { area: 2, technique: 1, full: 0 };
    let mut with_help = game("h", Some("hard"), 900, 2, NOON + DAY);
    with_help.hints = pairs;
    with_help.techniques = vec![helped("naked-pairs", pairs, 0), helped("x-wing", HintCounts::default(), 2)];
    let games = [
        game("a", Some("easy"), 200, 0, NOON),
        game("b", Some("easy"), 100, 0, NOON + 60),
        game("c", None, 10, 5, NOON + 120),
        game("d", Some("beyond-extreme"), 400, 0, NOON - DAY),
        with_help,
    ];
    for record in &games {
        store.record(record).unwrap();
    }
    assert_eq!(crate::Summary::of_records(&games), store.summary().unwrap());
}
