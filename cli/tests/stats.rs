//! `jade stats`, and the games `jade play` records for it: each test keeps its own
//! statistics database in a temporary folder (`--database`).

mod common;

use std::path::{Path, PathBuf};

use common::{jade, jade_with_input, stderr, stdout};
use serde_json::Value;

/// The first puzzle of `kaggle_rohanrao_20k_easy.txt`: singles solve it.
const EASY: &str = ".7.....43.4...961.8..6349...94.52...35846..2....8..53..8..7..919.21....5..7.4.8.2";

/// A temporary folder with the database path in it.
struct Scratch {
    folder: tempfile::TempDir,
}

impl Scratch {
    fn new() -> Scratch {
        Scratch { folder: tempfile::tempdir().expect("a temporary folder") }
    }

    fn database(&self) -> PathBuf {
        self.folder.path().join("player/stats.sqlite3")
    }

    fn path(&self, name: &str) -> PathBuf {
        self.folder.path().join(name)
    }

    /// `jade play PUZZLE` with `script`, recording into this database.
    fn play(&self, puzzle: &str, script: &str) -> String {
        let database = self.database();
        let output = jade_with_input(&["play", puzzle, "--database", text(&database)], script);
        assert!(output.status.success(), "{}", stderr(&output));
        stdout(&output)
    }

    /// `jade --format json stats`, parsed.
    fn stats_json(&self) -> Value {
        let database = self.database();
        let output = jade(&["--format", "json", "stats", "--database", text(&database)]);
        assert!(output.status.success(), "{}", stderr(&output));
        serde_json::from_str(stdout(&output).trim()).expect("one JSON object")
    }
}

fn text(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

/// `set` commands that place every missing digit of `puzzle` from its solution.
fn solving_script(puzzle: &str) -> String {
    let output = jade(&["solve", puzzle, "--one-line"]);
    let solution = stdout(&output).trim().to_string();
    assert_eq!(solution.len(), 81, "{solution}");
    let mut script = String::new();
    for (index, (given, digit)) in puzzle.chars().zip(solution.chars()).enumerate() {
        if given == '.' {
            script.push_str(&format!("set f{}c{} {digit}\n", index / 9 + 1, index % 9 + 1));
        }
    }
    script
}

/// The level `jade rate` gives `puzzle`.
fn rated_level(puzzle: &str) -> String {
    let output = jade(&["--format", "json", "rate", puzzle]);
    let rating: Value = serde_json::from_str(stdout(&output).trim()).expect("JSON");
    rating["level"].as_str().expect("a level").to_string()
}

#[test]
fn a_game_solved_alone_in_play_is_recorded_with_its_level_and_time() {
    let scratch = Scratch::new();
    let out = scratch.play(EASY, &solving_script(EASY));
    assert!(out.contains("Solved in "), "{out}");
    assert_eq!(out.matches("recorded in your statistics").count(), 1, "{out}");
    let stats = scratch.stats_json();
    assert_eq!((stats["games"].as_u64(), stats["alone"].as_u64()), (Some(1), Some(1)));
    let level = &stats["levels"][0];
    assert_eq!(level["level"].as_str(), Some(rated_level(EASY).as_str()));
    assert!(level["best_seconds"].as_f64().is_some(), "a game solved alone has a time: {stats}");
    assert_eq!(stats["techniques"], serde_json::json!([]), "no help asked for");
    assert_eq!(stats["database"].as_str(), Some(text(&scratch.database())));
}

#[test]
fn a_game_solved_with_tutor_steps_counts_its_help_and_gives_no_time() {
    let scratch = Scratch::new();
    let out = scratch.play(EASY, "hint\nhint\nhint\nsingles\n");
    assert!(out.contains("recorded in your statistics"), "{out}");
    let stats = scratch.stats_json();
    assert_eq!((stats["games"].as_u64(), stats["alone"].as_u64()), (Some(1), Some(0)));
    assert_eq!(stats["levels"][0]["best_seconds"], Value::Null, "tutor steps: no time");
    let first = &stats["techniques"][0];
    let hints = &first["hints"];
    let levels = (hints["area"].as_u64(), hints["technique"].as_u64(), hints["full"].as_u64());
    assert_eq!(levels, (Some(1), Some(1), Some(1)), "{stats}");
    assert!(first["tutor_steps"].as_u64().is_some_and(|n| n > 0), "{stats}");
    assert!(stats["days"][0]["tutor_steps"].as_u64().is_some_and(|n| n > 0), "{stats}");

    let text_output = jade(&["stats", "--database", text(&scratch.database())]);
    let out = stdout(&text_output);
    assert!(out.starts_with("1 game, 0 solved alone"), "{out}");
    assert!(out.contains("techniques you needed most"), "{out}");
    assert!(out.contains("jade generate --practise"), "{out}");
}

#[test]
fn a_game_solved_again_after_an_undo_is_recorded_once() {
    let scratch = Scratch::new();
    let out = scratch.play(EASY, "singles\nundo\nsingles\n");
    assert_eq!(out.matches("Solved in ").count(), 2, "{out}");
    assert_eq!(out.matches("recorded in your statistics").count(), 1, "{out}");
    assert_eq!(scratch.stats_json()["games"].as_u64(), Some(1));
}

#[test]
fn a_game_not_finished_is_not_recorded() {
    let scratch = Scratch::new();
    let out = scratch.play(EASY, "hint\nquit\n");
    assert!(!out.contains("recorded"), "{out}");
    let output = jade(&["stats", "--database", text(&scratch.database())]);
    assert!(stdout(&output).starts_with("no games recorded yet in "), "{}", stdout(&output));
}

#[test]
fn the_chart_is_svg_written_atomically_and_never_into_a_fifo() {
    let scratch = Scratch::new();
    scratch.play(EASY, "hint\nsingles\n");
    let chart = scratch.path("chart.svg");
    let database = scratch.database();
    let output = jade(&["stats", "--database", text(&database), "--chart", text(&chart)]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).contains(&format!("chart written to {}", chart.display())));
    let svg = std::fs::read_to_string(&chart).expect("the chart is written");
    assert!(
        svg.starts_with("<svg") && svg.contains("Games per level") && svg.contains("hidden-single"),
        "{svg}"
    );

    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let fifo = scratch.path("pipe.svg");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if !made.is_ok_and(|status| status.success()) {
            eprintln!("skipped: the mkfifo command is not available");
            return;
        }
        let output = jade(&["stats", "--database", text(&database), "--chart", text(&fifo)]);
        assert_eq!(output.status.code(), Some(2));
        assert!(stderr(&output).contains("it is a FIFO, not a regular file"), "{}", stderr(&output));
        assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
    }
}

#[test]
fn a_database_that_cannot_be_opened_is_one_line_and_exit_2() {
    let scratch = Scratch::new();
    let folder = scratch.path("a-folder");
    std::fs::create_dir(&folder).unwrap();
    let output = jade(&["stats", "--database", text(&folder)]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(message.starts_with(&format!("jade: {}: cannot open the statistics database", folder.display())));
    assert_eq!(message.lines().count(), 1, "{message}");
}

#[test]
fn a_database_that_cannot_take_the_game_leaves_the_game_going() {
    let scratch = Scratch::new();
    let folder = scratch.path("a-folder");
    std::fs::create_dir(&folder).unwrap();
    let output = jade_with_input(&["play", EASY, "--database", text(&folder)], "singles\nboard\n");
    assert!(output.status.success());
    let out = stdout(&output);
    assert!(out.contains("error: the game is not recorded: "), "{out}");
    assert!(out.matches("Solved in ").count() == 1 && out.trim_end().ends_with("| unique"), "{out}");
}

/// Thesis figure 2.1: one solution; Locked Candidates apply to it.
const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

#[test]
fn practise_needs_statistics_with_help_in_them() {
    let scratch = Scratch::new();
    let database = scratch.database();
    let output = jade(&["generate", "--practise", "--database", text(&database)]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).starts_with("jade: nothing to practise yet: "), "{}", stderr(&output));
    scratch.play(EASY, &solving_script(EASY));
    let output = jade(&["generate", "--practise", "--database", text(&database)]);
    assert_eq!(output.status.code(), Some(2), "a game solved alone needed no technique");
}

#[test]
fn practise_makes_puzzles_that_need_the_techniques_needed_most() {
    let scratch = Scratch::new();
    scratch.play(FIG_2_1, "hint locked-candidates\nhint locked-candidates\nbruteforce\n");
    let stats = scratch.stats_json();
    assert_eq!(stats["techniques"][0]["pattern"], "locked-candidates", "{stats}");
    let database = scratch.database();
    let args = [
        "--format",
        "json",
        "generate",
        "--practise",
        "--count",
        "2",
        "--seed",
        "4",
        "--database",
        text(&database),
    ];
    let output = jade(&args);
    assert!(output.status.success(), "{}", stderr(&output));
    let lines: Vec<Value> = stdout(&output).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 2);
    for (k, line) in lines.iter().enumerate() {
        assert_eq!(line["practise"], "locked-candidates", "the only technique needed, round again");
        assert_eq!(line["seed"], 4 + k as u64);
        let puzzle = line["puzzle"].as_str().unwrap();
        let solve = jade(&["--format", "json", "solve", puzzle, "--method", "patterns"]);
        let solve: Value = serde_json::from_str(stdout(&solve).trim()).unwrap();
        assert!(solve["pattern_counts"]["locked-candidates"].as_u64().is_some_and(|n| n > 0), "{solve}");
    }
    let text_output = jade(&["generate", "--practise", "--seed", "4", "--database", text(&database)]);
    let out = stdout(&text_output);
    assert!(out.starts_with("# practise locked-candidates (Locked Candidates"), "{out}");
    assert_eq!(out.lines().nth(1), lines[0]["puzzle"].as_str(), "the same seed, the same puzzle");
}
