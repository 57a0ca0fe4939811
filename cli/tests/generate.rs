//! `jade generate` end to end: reproducible seeds, JSON fields, options, usage errors.

mod common;

use common::{jade, json_lines, stdout};

/// The number of solutions of a puzzle line, by `jade check --format json`.
fn status(puzzle: &str) -> String {
    let out = jade(&["check", puzzle, "--format", "json"]);
    json_lines(&out)[0]["status"].as_str().unwrap().to_string()
}

#[test]
fn the_same_seed_gives_the_same_puzzle() {
    let a = jade(&["generate", "--seed", "11"]);
    let b = jade(&["generate", "--seed", "11"]);
    assert_eq!(a.status.code(), Some(0));
    assert_eq!(stdout(&a), stdout(&b));
    let text = stdout(&a);
    assert!(text.starts_with("# ") && text.contains("seed 11"), "{text}");
    let puzzle = text.lines().nth(1).unwrap();
    assert_eq!(puzzle.len(), 81);
    assert_eq!(status(puzzle), "unique");
}

#[test]
fn json_gives_every_field_per_puzzle() {
    let out =
        jade(&["generate", "--seed", "5", "--count", "3", "--symmetry", "rotate180", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0));
    let puzzles = json_lines(&out);
    assert_eq!(puzzles.len(), 3);
    for (k, p) in puzzles.iter().enumerate() {
        for field in ["puzzle", "solution", "level", "score", "clues", "seed", "pattern_counts"] {
            assert!(p.get(field).is_some(), "missing {field}: {p}");
        }
        assert_eq!(p["seed"], 5 + k as u64);
        let puzzle = p["puzzle"].as_str().unwrap();
        let cells: Vec<char> = puzzle.chars().collect();
        assert!((0..81).all(|i| (cells[i] == '.') == (cells[80 - i] == '.')), "not symmetric: {puzzle}");
        assert_eq!(p["clues"], cells.iter().filter(|&&c| c != '.').count());
    }
}

#[test]
fn levels_clue_counts_and_sizes_are_honoured() {
    let out = jade(&["generate", "--level", "easy", "--seed", "2", "--format", "json"]);
    assert_eq!(json_lines(&out)[0]["level"], "easy");
    let out = jade(&["generate", "--clues", "32", "--seed", "2", "--format", "json"]);
    assert_eq!(json_lines(&out)[0]["clues"], 32);
    let out = jade(&["generate", "--size", "4", "--seed", "2", "--format", "json"]);
    let puzzle = json_lines(&out)[0]["puzzle"].as_str().unwrap().to_string();
    assert_eq!(puzzle.len(), 16);
    assert_eq!(status(&puzzle), "unique");
}

#[test]
fn bad_options_are_usage_errors() {
    assert_eq!(jade(&["generate", "--size", "5"]).status.code(), Some(2));
    assert_eq!(jade(&["generate", "--level", "easy", "--clues", "30"]).status.code(), Some(2));
    assert_eq!(jade(&["generate", "--best"]).status.code(), Some(2));
    let out = jade(&["generate", "--level", "hard", "--size", "25"]);
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn a_rating_range_is_honoured_alone_and_with_a_level() {
    let out = jade(&["generate", "--rating", "3.0..4.5", "--count", "2", "--seed", "3", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    for puzzle in json_lines(&out) {
        let rating = puzzle["explainer_rating"].as_f64().unwrap();
        assert!((3.0..=4.5).contains(&rating), "{puzzle}");
        assert!(puzzle["explainer_pattern"].is_string(), "{puzzle}");
    }
    let out = jade(&["generate", "--rating", "2.3", "--level", "easy", "--seed", "3", "--format", "json"]);
    let puzzle = &json_lines(&out)[0];
    assert_eq!((puzzle["level"].as_str(), puzzle["explainer_rating"].as_f64()), (Some("easy"), Some(2.3)));
    let text =
        String::from_utf8_lossy(&jade(&["generate", "--rating", "2.3", "--seed", "3"]).stdout).to_string();
    assert!(text.lines().next().unwrap().contains(" ER 2.3 "), "{text}");
}

#[test]
fn bad_rating_ranges_are_usage_errors_that_say_what_is_wrong() {
    for (range, why) in
        [("7.5..6", "its low end is above its high end"), ("hard", "not a rating"), ("6.25", "not a rating")]
    {
        let out = jade(&["generate", "--rating", range]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "--rating {range}: {stderr}");
        assert!(stderr.contains(why) && !stderr.contains("panicked"), "--rating {range}: {stderr}");
    }
    assert_eq!(jade(&["generate", "--rating", "4..5", "--clues", "30"]).status.code(), Some(2));
    assert_eq!(jade(&["generate", "--rating", "4..5", "--size", "25"]).status.code(), Some(2));
}

#[test]
fn minutes_out_of_range_are_usage_errors_not_panics() {
    for minutes in ["1e300", "NaN", "inf", "-1", "0"] {
        let out = jade(&["generate", "--level", "easy", "--best", &format!("--minutes={minutes}")]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "--minutes {minutes}: {stderr}");
        assert!(stderr.contains("at most 1440"), "--minutes {minutes}: {stderr}");
        assert!(!stderr.contains("panicked"), "--minutes {minutes}: {stderr}");
    }
}

/// The seed in a header line `# ... seed S` (and whatever follows it).
fn header_seed(text: &str) -> u64 {
    let header = text.lines().next().unwrap();
    let after = header.split("seed ").nth(1).unwrap_or_else(|| panic!("no seed in {header}"));
    after.split(|c: char| !c.is_ascii_digit()).next().unwrap().parse().unwrap()
}

#[test]
fn the_seed_printed_is_the_seed_given_and_makes_the_puzzle_again() {
    let out = jade(&["generate", "--level", "medium", "--seed", "7"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(header_seed(&stdout(&out)), 7, "{}", stdout(&out));
    let out = jade(&["generate", "--level", "easy", "--count", "2", "--seed", "7", "--format", "json"]);
    let seeds: Vec<_> = json_lines(&out).iter().map(|p| p["seed"].as_u64().unwrap()).collect();
    assert_eq!(seeds, [7, 8]);
    let random = jade(&["generate", "--level", "easy"]);
    let seed = header_seed(&stdout(&random)).to_string();
    let again = jade(&["generate", "--level", "easy", "--seed", &seed]);
    assert_eq!(stdout(&again), stdout(&random));
}

/// For each puzzle, whether no single given can be removed with the puzzle staying unique,
/// asked of `jade check` on a file of every puzzle with one given removed.
fn truly_minimal(puzzles: &[String]) -> Vec<bool> {
    let mut fewer = Vec::new();
    let mut owner = Vec::new();
    for (k, puzzle) in puzzles.iter().enumerate() {
        for (i, c) in puzzle.char_indices().filter(|(_, c)| *c != '.') {
            fewer.push(format!("{}.{}", &puzzle[..i], &puzzle[i + c.len_utf8()..]));
            owner.push(k);
        }
    }
    let dir = std::env::temp_dir().join(format!("jade-generate-minimal-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("fewer-{}.txt", puzzles.len()));
    std::fs::write(&file, fewer.join("\n") + "\n").unwrap();
    let answers = json_lines(&jade(&["check", file.to_str().unwrap(), "--format", "json"]));
    assert_eq!(answers.len(), fewer.len());
    let mut minimal = vec![true; puzzles.len()];
    for (answer, &k) in answers.iter().zip(&owner) {
        if answer["status"] == "unique" {
            minimal[k] = false;
        }
    }
    minimal
}

/// The puzzles and JSON objects of a `jade generate --format json` run.
fn generated(args: &[&str]) -> (Vec<String>, Vec<serde_json::Value>) {
    let mut all = vec!["generate", "--format", "json"];
    all.extend_from_slice(args);
    let out = jade(&all);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let objects = json_lines(&out);
    (objects.iter().map(|p| p["puzzle"].as_str().unwrap().to_string()).collect(), objects)
}

#[test]
fn minimal_is_true_only_when_no_single_given_can_go() {
    let (puzzles, objects) = generated(&["--symmetry", "rotate180", "--count", "12", "--seed", "1"]);
    let truth = truly_minimal(&puzzles);
    for (object, truly) in objects.iter().zip(&truth) {
        assert_eq!(object["minimal"], *truly, "{object}");
        assert_eq!(object["minimal_under_symmetry"], true, "{object}");
    }
    assert!(truth.contains(&false), "some rotate180 puzzle has a removable given");
    for clues in ["28", "30", "40", "60"] {
        let (puzzles, objects) = generated(&["--clues", clues, "--count", "3", "--seed", "1"]);
        let truth = truly_minimal(&puzzles);
        for (object, truly) in objects.iter().zip(&truth) {
            assert_eq!(object["minimal"], *truly, "--clues {clues}: {object}");
            assert!(object.get("minimal_under_symmetry").is_none(), "{object}");
        }
    }
    let (puzzles, objects) = generated(&["--count", "4", "--seed", "3"]);
    assert_eq!(truly_minimal(&puzzles), [true; 4]);
    assert!(objects.iter().all(|o| o["minimal"] == true));
}

#[test]
fn a_clue_count_under_a_symmetry_is_exact_or_refused() {
    let out = jade(&["generate", "--clues", "26", "--symmetry", "rotate90", "--seed", "1"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stdout(&out).is_empty());
    assert!(stderr.contains("cannot give 26 clues") && stderr.contains("25 and 28"), "{stderr}");
    // Few minimal rotate90 puzzles have 25 givens or fewer: about one seed in four finds
    // none within its attempts, and seeds 9 to 11 each find one.
    for clues in [25, 28] {
        let (puzzles, objects) = generated(&[
            "--clues",
            &clues.to_string(),
            "--symmetry",
            "rotate90",
            "--count",
            "3",
            "--seed",
            "9",
        ]);
        for (puzzle, object) in puzzles.iter().zip(&objects) {
            assert_eq!(object["clues"], clues);
            assert_eq!(puzzle.chars().filter(|&c| c != '.').count(), clues);
            assert_eq!(status(puzzle), "unique");
        }
    }
}

#[test]
fn a_puzzle_that_cannot_be_made_gets_its_own_line_in_order_and_exit_1() {
    let out = jade(&[
        "generate",
        "--clues",
        "22",
        "--symmetry",
        "rotate180",
        "--count",
        "8",
        "--seed",
        "1",
        "--threads",
        "2",
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    let comments: Vec<&str> = text.lines().filter(|line| line.starts_with('#')).collect();
    assert_eq!(comments.len(), 8, "{text}");
    for (k, comment) in comments.iter().enumerate() {
        assert_eq!(header_seed(comment), 1 + k as u64, "{text}");
    }
    let failed = comments.iter().filter(|c| c.contains("no puzzle with 22 clues")).count();
    assert!(failed > 0 && failed < 8, "{text}");
    assert_eq!(text.lines().count(), 8 + (8 - failed), "a puzzle line after each header: {text}");
    let out = jade(&[
        "generate",
        "--clues",
        "22",
        "--symmetry",
        "rotate180",
        "--count",
        "8",
        "--seed",
        "1",
        "--format",
        "json",
    ]);
    let objects = json_lines(&out);
    assert_eq!(objects.len(), 8);
    for object in &objects {
        let made = object["status"] == "unique";
        assert!(made || object["status"] == "error", "{object}");
        assert_eq!(object["puzzle"].is_string(), made, "{object}");
        assert_eq!(object["solution"].is_string(), made, "{object}");
        assert_eq!(object["error"]["kind"] == "generation", !made, "{object}");
    }
}

#[test]
fn puzzles_are_printed_as_they_are_made_not_at_the_end() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_jade"))
        .args(["generate", "--count", "1000000", "--seed", "1", "--threads", "1"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("jade runs");
    let stdout = child.stdout.take().unwrap();
    let (sender, receiver) = std::sync::mpsc::channel();
    let (stop, stopped) = std::sync::mpsc::channel::<()>();
    std::thread::spawn(move || {
        let mut reader = BufReader::new(stdout);
        let lines: Vec<String> = (&mut reader).lines().take(4).map_while(Result::ok).collect();
        let _ = sender.send(lines);
        // The pipe stays open until the child is polled: closing it earlier would end the
        // run (a closed pipe is a normal end for jade) before `try_wait` looks at it.
        let _ = stopped.recv();
        drop(reader);
    });
    // A safety net for the old behaviour (everything at the end), not a speed check.
    let lines = receiver.recv_timeout(std::time::Duration::from_secs(120));
    let still_running = child.try_wait().expect("the child can be polled").is_none();
    child.kill().expect("the child can be stopped");
    let _ = stop.send(());
    child.wait().expect("the child ends");
    let lines = lines.expect("the first puzzles arrive while the run goes on");
    assert_eq!(lines.len(), 4);
    assert!(still_running, "a million puzzles are not all made yet");
    assert_eq!(header_seed(&lines[0]), 1);
    assert_eq!(header_seed(&lines[2]), 2);
    assert_eq!(lines[1].len(), 81);
}

#[test]
fn few_clues_down_to_19_are_exact_and_unique() {
    for clues in [20usize, 19] {
        let wanted = clues.to_string();
        let (puzzles, objects) = generated(&["--clues", &wanted, "--count", "2", "--seed", "4"]);
        let truth = truly_minimal(&puzzles);
        for ((puzzle, object), truly) in puzzles.iter().zip(&objects).zip(&truth) {
            assert_eq!(puzzle.chars().filter(|&c| c != '.').count(), clues, "{puzzle}");
            assert_eq!(status(puzzle), "unique", "{puzzle}");
            assert_eq!(object["minimal"], *truly, "{object}");
        }
    }
}

#[test]
fn show_solution_prints_each_solution_after_its_puzzle() {
    let out = jade(&["generate", "--seed", "8", "--count", "2", "--show-solution"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 8, "{text}");
    for pair in lines.chunks(4) {
        assert_eq!(pair[2], "# solution", "{text}");
        let solved = jade(&["--format", "json", "solve", pair[1]]);
        assert_eq!(json_lines(&solved)[0]["solution"], pair[3], "{text}");
    }
    let plain = jade(&["generate", "--seed", "8", "--count", "2"]);
    assert!(!stdout(&plain).contains("# solution"), "only when asked");
}

#[test]
fn a_few_clue_search_stops_at_its_time_limit_with_the_fewest_reached() {
    let out = jade(&["generate", "--clues", "17", "--seed", "1", "--time-limit", "1"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(text.contains("no puzzle with 17 clues found within 1 s (fewest reached: "), "{text}");
}

#[test]
fn example_prints_the_solution_on_request() {
    let out = jade(&["example", "naked-pairs", "--seed", "3", "--solution"]);
    let text = String::from_utf8_lossy(&out.stdout);
    let line = |prefix: &str| text.lines().find_map(|l| l.strip_prefix(prefix)).map(str::to_string);
    let (puzzle, solution) = (line("puzzle: ").unwrap(), line("solution: ").unwrap());
    assert_eq!(solution.len(), 81);
    assert!(puzzle.chars().zip(solution.chars()).all(|(p, s)| s.is_ascii_digit() && (p == '.' || p == s)));
    let plain = jade(&["example", "naked-pairs", "--seed", "3"]);
    assert!(!String::from_utf8_lossy(&plain.stdout).contains("solution: "));
}
