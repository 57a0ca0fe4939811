//! The pattern commands end to end: `hint`, `steps`, `step`, `singles`, `solve --method patterns`,
//! `rate` and `explain`, in text and JSON, with their exit codes.

mod common;

use common::{jade, json_lines, stderr, stdout};

/// The first puzzle of `kaggle_rohanrao_20k_easy.txt`: Hidden Singles solve it in 44 steps.
const KAGGLE_FIRST: &str =
    ".7.....43.4...961.8..6349...94.52...35846..2....8..53..8..7..919.21....5..7.4.8.2";
const KAGGLE_FIRST_SOLUTION: &str =
    "679518243543729618821634957794352186358461729216897534485276391962183475137945862";
/// KAGGLE_FIRST with f1c2 changed from 7 to 6: a wrong value and nothing else.
const KAGGLE_WRONG_F1C2: &str =
    ".6.....43.4...961.8..6349...94.52...35846..2....8..53..8..7..919.21....5..7.4.8.2";
/// A 16×16 puzzle with one solution (`jade generate --size 16 --seed 11`): the patterns get
/// stuck on it (Nested Forcing Nets, the last of them, run out of their work budget).
const STUCK: &str = ".G.A7...6.8B.2F.....A..G..E.D.75.4....D..3..9....2.815...FG..E.B...C.D..............5.4.DA9...G......C..F7B..D1....F.A.E.6....C....3...68.5..1.A.......D.97F....7A.4B..2..3.F...G.CB..1.4...57....F.2.B...C5...9....G....4..C5A..5...9F..G1.26.8A321..C.........";
/// The first three puzzles of `magictour_top1465.txt`.
const TOP1465_FIRST_THREE: [&str; 3] = [
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
    "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........",
];

fn pattern_ids() -> Vec<String> {
    let out = jade(&["explain", "--list", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    json_lines(&out).iter().map(|p| p["pattern"].as_str().unwrap().to_string()).collect()
}

#[test]
fn hint_json_has_the_hint_object_shape() {
    let out = jade(&["hint", KAGGLE_FIRST, "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let hint = &json_lines(&out)[0]["hint"];
    let mut keys: Vec<&str> = hint.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        ["cells", "eliminations", "explanation", "level", "links", "name", "pattern", "placements"]
    );
    assert_eq!(hint["pattern"], "hidden-single");
    assert_eq!(hint["level"], "very-easy");
    let placement = &hint["placements"][0];
    let cell = placement["cell"].as_str().unwrap();
    let (row, col) = cell[1..].split_once('c').unwrap();
    let index = (row.parse::<usize>().unwrap() - 1) * 9 + col.parse::<usize>().unwrap() - 1;
    assert_eq!(placement["digit"], KAGGLE_FIRST_SOLUTION[index..=index].parse::<u64>().unwrap());
    assert!(hint["cells"].as_array().unwrap().iter().any(|c| c["cell"] == cell && c["role"] == "target"));
    assert!(hint["explanation"].as_str().unwrap().contains(cell));
}

#[test]
fn hint_text_names_the_pattern_level_and_change() {
    let out = jade(&["hint", KAGGLE_FIRST]);
    let text = stdout(&out);
    assert!(text.starts_with("Hidden Single (very easy)\n"), "{text}");
    assert!(text.contains("\nplace: f"), "{text}");
}

#[test]
fn a_pattern_that_does_not_apply_says_so() {
    // A solved grid with one cell emptied: only singles can apply.
    let one_gap = ".84972315372165498915348627796514283453829761128736954547691832839257146261483579";
    let out = jade(&["hint", one_gap, "--pattern", "x-wing"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "X-Wing does not apply here\n");
    let out = jade(&["hint", one_gap, "--pattern", "x-wing", "--format", "json"]);
    assert_eq!(json_lines(&out)[0]["answer"], "not-applicable");
}

#[test]
fn an_unknown_pattern_exits_two_listing_the_ids() {
    let out = jade(&["hint", KAGGLE_FIRST, "--pattern", "no-such-pattern"]);
    assert_eq!(out.status.code(), Some(2));
    let error = stderr(&out);
    assert_eq!(error.lines().count(), 1, "{error}");
    assert!(error.contains("unknown pattern 'no-such-pattern'") && error.contains("naked-pairs"), "{error}");
}

#[test]
fn steps_lists_each_pattern_that_applies_with_the_hint_it_gives() {
    let puzzle = TOP1465_FIRST_THREE[0];
    let out = jade(&["steps", puzzle]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let mut lines = text.lines();
    let count =
        json_lines(&jade(&["steps", puzzle, "--format", "json"]))[0]["steps"].as_array().unwrap().len();
    assert_eq!(lines.next(), Some(format!("{count} steps available, easiest first").as_str()));
    let mut listed = 0;
    for pattern in json_lines(&jade(&["explain", "--list", "--format", "json"])) {
        let (id, name) = (pattern["pattern"].as_str().unwrap(), pattern["name"].as_str().unwrap());
        let line = text.lines().find(|l| l.contains(&format!(". {name} (")));
        let hint = json_lines(&jade(&["hint", puzzle, "--pattern", id, "--format", "json"])).remove(0);
        if hint["answer"] != "hint" {
            assert_eq!(line, None, "{id} does not apply, yet it is listed");
            continue;
        }
        listed += 1;
        let line = line.unwrap_or_else(|| panic!("{id} applies but is not listed:\n{text}"));
        for placement in hint["hint"]["placements"].as_array().unwrap() {
            let placed = format!("{}={}", placement["cell"].as_str().unwrap(), placement["digit"]);
            assert!(line.contains(&placed), "{line}");
        }
        for elimination in hint["hint"]["eliminations"].as_array().unwrap() {
            assert!(line.contains(elimination["cell"].as_str().unwrap()), "{line}");
        }
    }
    assert_eq!(listed, count, "{text}");
    assert_eq!(lines.count(), count);
}

#[test]
fn steps_on_a_solved_or_wrong_board_say_why_there_are_none() {
    let out = jade(&["steps", KAGGLE_FIRST_SOLUTION]);
    assert_eq!((out.status.code(), stdout(&out).as_str()), (Some(0), "the board is already solved\n"));
    let out = jade(&["steps", KAGGLE_WRONG_F1C2]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out),
        "no sound hint is possible: the puzzle has no solution; the value in f1c2 is probably wrong\n"
    );
}

#[test]
fn a_wrong_value_exits_one_with_a_clear_line() {
    let out = jade(&["hint", KAGGLE_WRONG_F1C2]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out),
        "no sound hint is possible: the puzzle has no solution; the value in f1c2 is probably wrong\n"
    );
    let out = jade(&["step", KAGGLE_WRONG_F1C2, "--format", "json"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(json_lines(&out)[0]["answer"], "inconsistent");
    let out = jade(&["singles", KAGGLE_WRONG_F1C2]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).contains("the value in f1c2 is probably wrong"), "{}", stdout(&out));
}

#[test]
fn step_writes_a_pm_board_that_reloads_with_its_candidates() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("next.pm");
    let target = path.to_str().unwrap();
    let out = jade(&["step", KAGGLE_FIRST, "-o", target]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.starts_with("Hidden Single") && text.ends_with(&format!("wrote {target}\n")), "{text}");
    let written = std::fs::read_to_string(&path).unwrap();
    assert!(written.lines().count() >= 13, "{written}");
    let check = jade(&["check", target]);
    assert_eq!(stdout(&check), "unique\n");
    let again = jade(&["step", target, "--format", "json"]);
    assert_eq!(again.status.code(), Some(0), "{}", stderr(&again));
    let answer = &json_lines(&again)[0];
    assert_eq!(answer["answer"], "hint");
    assert!(answer["board"].as_str().unwrap().contains("*"), "the board comes back as .pm");
    assert_ne!(
        answer["hint"]["placements"],
        json_lines(&jade(&["hint", KAGGLE_FIRST, "--format", "json"]))[0]["hint"]["placements"]
    );
}

#[test]
fn singles_solve_the_first_kaggle_puzzle() {
    let out = jade(&["singles", KAGGLE_FIRST, "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let answer = &json_lines(&out)[0];
    assert_eq!((&answer["status"], &answer["solved"]), (&"unique".into(), &true.into()));
    assert_eq!(answer["solution"], KAGGLE_FIRST_SOLUTION);
    assert!(answer["board"].as_str().unwrap().contains("*6*"), "the board shows the placed values as .pm");
    assert_eq!(answer["steps"].as_array().unwrap().len(), 44);
    let text = stdout(&jade(&["singles", KAGGLE_FIRST]));
    assert!(
        text.starts_with("1. Hidden Single: ")
            && text.contains("44. ")
            && text.contains("solved with 44 singles"),
        "{text}"
    );
}

#[test]
fn solve_with_patterns_reports_steps_counts_and_level() {
    let out = jade(&["solve", KAGGLE_FIRST, "--method", "patterns", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let report = &json_lines(&out)[0];
    assert_eq!(report["puzzle"], KAGGLE_FIRST);
    assert_eq!((&report["status"], &report["solved"]), (&"unique".into(), &true.into()));
    assert_eq!(report["solution"], KAGGLE_FIRST_SOLUTION);
    assert_eq!(report["level"], "very-easy");
    assert_eq!(report["score"], 44.0);
    let steps = report["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 44);
    assert_eq!(steps[0]["placements"][0]["digit"].as_u64().map(|d| (1..=9).contains(&d)), Some(true));
    assert!(steps.iter().all(|s| s["eliminations"].is_array() && s["explanation"].as_str().is_some_and(|e| !e.is_empty())));
    let counts = report["pattern_counts"].as_object().unwrap();
    assert_eq!(counts.values().map(|n| n.as_u64().unwrap()).sum::<u64>(), 44);
    let text = stdout(&jade(&["solve", KAGGLE_FIRST, "--method", "patterns"]));
    assert!(text.starts_with("1. Hidden Single: "), "{text}");
    assert!(text.contains("\npattern ") && text.contains("\nlevel: "), "{text}");
}

#[test]
fn solve_with_patterns_gives_one_report_per_puzzle_and_the_board_where_it_stuck() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("two.txt");
    std::fs::write(&path, format!("{KAGGLE_FIRST}\n{STUCK}\n")).unwrap();
    let out = jade(&["solve", path.to_str().unwrap(), "--method", "patterns", "--format", "json"]);
    let reports = json_lines(&out);
    assert_eq!(reports.len(), 2);
    assert_eq!(reports[1]["line"], 2);
    assert_eq!((&reports[1]["status"], &reports[1]["solved"]), (&"unique".into(), &false.into()));
    assert_eq!(reports[1]["level"], "beyond-extreme");
    assert_eq!(reports[1]["solution"].as_str().unwrap().len(), 256, "the puzzle's solution, found by trial");
    assert!(
        reports[1]["board"].as_str().unwrap().starts_with("# pencil marks"),
        "where logic got stuck, as .pm"
    );
}

#[test]
fn rate_prints_one_line_per_puzzle_and_a_summary() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("three.txt");
    let puzzles = [KAGGLE_FIRST, STUCK, TOP1465_FIRST_THREE[1]];
    std::fs::write(&path, puzzles.join("\n") + "\n").unwrap();
    let file = path.to_str().unwrap();
    let out = jade(&["rate", file, "--threads", "2"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    for (line, puzzle) in lines.iter().zip(puzzles) {
        let fields: Vec<&str> = line.split(' ').collect();
        let finished = fields[1] != "beyond-extreme";
        assert_eq!(fields.len(), if finished { 10 } else { 9 }, "{line}");
        assert_eq!(fields[7], "ER", "{line}");
        assert_eq!(fields[0], puzzle);
        assert!(fields[2].parse::<f64>().is_ok(), "{line}");
    }
    assert_eq!(
        lines[0],
        format!("{KAGGLE_FIRST} very-easy 1.81 (cost 44, score 44.0) ER 1.2 hidden-single"),
        "44 Hidden Singles, the hardest in a block"
    );
    assert!(lines[1].ends_with(" ER -"), "the patterns do not finish it: no rating: {}", lines[1]);
    let summary = stderr(&out);
    assert!(summary.starts_with("3 puzzles rated in ") && summary.contains("beyond extreme"), "{summary}");
    assert!(!summary.contains('['), "no progress bar when stderr is not a terminal");
    let json = json_lines(&jade(&["rate", file, "--format", "json"]));
    assert_eq!(json.len(), 3);
    for (rating, puzzle) in json.iter().zip(puzzles) {
        assert_eq!(rating["puzzle"], puzzle);
        assert!(
            rating["level"].is_string() && rating["cost"].is_u64() && rating["score"].is_f64(),
            "{rating}"
        );
    }
}

#[test]
fn explain_prints_a_page_for_every_pattern() {
    let ids = pattern_ids();
    let registered: Vec<String> = facade::patterns().iter().map(|p| p.id.to_string()).collect();
    assert_eq!(ids, registered, "--list names every registered pattern, easiest first");
    for id in &ids {
        let out = jade(&["explain", id]);
        assert_eq!(out.status.code(), Some(0), "{id}: {}", stderr(&out));
        let page = stdout(&out);
        assert!(page.starts_with("# ") && page.contains(&format!("id `{id}`")), "{id}");
    }
    let out = jade(&["explain", "naked-pairs", "--format", "json"]);
    assert_eq!(json_lines(&out)[0]["name"], "Naked Pairs");
}

#[test]
fn explain_rejects_an_unknown_id_and_a_missing_one() {
    let out = jade(&["explain", "no-such-pattern"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("hidden-single"), "{}", stderr(&out));
    assert_eq!(jade(&["explain"]).status.code(), Some(2));
}

#[test]
fn no_uniqueness_leaves_the_rectangles_out_of_solves_and_ratings() {
    let puzzle = TOP1465_FIRST_THREE[0];
    let report = |args: &[&str]| {
        let out = jade(args);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        json_lines(&out).remove(0)
    };
    let is_uniqueness = |id: &String| id.contains("rectangle") || id == "bug-plus-one";
    let used = |report: &serde_json::Value| {
        report["pattern_counts"].as_object().unwrap().keys().cloned().collect::<Vec<_>>()
    };
    let with = report(&["solve", puzzle, "--method", "patterns", "--format", "json"]);
    assert!(used(&with).iter().any(is_uniqueness), "{with}");
    let without = report(&["solve", puzzle, "--method", "patterns", "--no-uniqueness", "--format", "json"]);
    assert!(!used(&without).iter().any(is_uniqueness), "{without}");
    assert_ne!(with["score"], without["score"]);
    let rated = report(&["rate", puzzle, "--format", "json"]);
    assert_eq!((&rated["level"], &rated["score"]), (&with["level"], &with["score"]));
    let rated = report(&["rate", puzzle, "--no-uniqueness", "--format", "json"]);
    assert_eq!((&rated["level"], &rated["score"]), (&without["level"], &without["score"]));
}
