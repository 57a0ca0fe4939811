//! One JSON contract for every command: each line `jade --format json …` prints is checked
//! against `docs/jade.schema.json`, both against the definition of the command that printed
//! it and against the schema as a whole, and numbers print the way people write them.

mod common;

use std::path::PathBuf;

use common::{jade, jade_with_input, stderr, stdout};
use serde_json::Value;

/// The thesis' figure 2.1: one solution, rated medium.
const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";
/// The first puzzle of `kaggle_rohanrao_20k_easy.txt`: singles solve it.
const EASY: &str = ".7.....43.4...961.8..6349...94.52...35846..2....8..53..8..7..919.21....5..7.4.8.2";
/// A 16×16 puzzle with one solution (`jade generate --size 16 --seed 11`): the patterns get
/// stuck on it (Nested Forcing Nets, the last of them, run out of their work budget).
const STUCK: &str = ".G.A7...6.8B.2F.....A..G..E.D.75.4....D..3..9....2.815...FG..E.B...C.D..............5.4.DA9...G......C..F7B..D1....F.A.E.6....C....3...68.5..1.A.......D.97F....7A.4B..2..3.F...G.CB..1.4...57....F.2.B...C5...9....G....4..C5A..5...9F..G1.26.8A321..C.........";
/// The empty 4×4 board: many solutions.
const MULTIPLE: &str = "................";
/// A 4×4 board that breaks no rule yet has no solution: f1c4 can only be 4, which
/// column 4 already holds.
const NO_SOLUTION: &str = "123....4........";
/// Figure 2.1 with a second 8 in row 1: its givens break a rule.
const BROKEN: &str = ".8.9.28.5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";
/// Figure 2.1 solved.
const SOLVED: &str = "684972315372165498915348627796514283453829761128736954547691832839257146261483579";

fn schema() -> Value {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../docs/jade.schema.json");
    let text = std::fs::read_to_string(&path).expect("docs/jade.schema.json is in the repository");
    serde_json::from_str(&text).expect("the schema is JSON")
}

/// The schema narrowed to one of its definitions, `$defs` kept so references resolve.
fn definition(schema: &Value, name: &str) -> Value {
    assert!(schema["$defs"][name].is_object(), "the schema defines {name}");
    let mut narrowed = schema.clone();
    let object = narrowed.as_object_mut().expect("the schema is an object");
    object.remove("anyOf");
    object.insert("$ref".into(), Value::String(format!("#/$defs/{name}")));
    narrowed
}

/// Every line of `text` as JSON, each valid against the whole schema and against `name`.
fn check_lines(schema: &Value, name: &str, args: &[&str], text: &str) -> Vec<Value> {
    let whole = jsonschema::validator_for(schema).expect("the schema compiles");
    let one = jsonschema::validator_for(&definition(schema, name)).expect("the definition compiles");
    let lines: Vec<Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{args:?}: not JSON ({e}): {line}")))
        .collect();
    assert!(!lines.is_empty(), "{args:?} printed no JSON");
    for value in &lines {
        let errors: Vec<String> =
            one.iter_errors(value).map(|e| format!("{e} at {}", e.instance_path())).collect();
        assert!(errors.is_empty(), "{args:?} as {name}: {errors:#?}\n{value}");
        assert!(whole.is_valid(value), "{args:?}: valid as {name} but not against the whole schema");
        assert_no_float_noise(args, value);
    }
    lines
}

/// Numbers print as people write them: `3.9`, never `3.9000000953674316`.
fn assert_no_float_noise(args: &[&str], value: &Value) {
    match value {
        Value::Number(number) if number.is_f64() => {
            let text = number.to_string();
            let decimals = text.split_once('.').map_or(0, |(_, after)| after.len());
            assert!(decimals <= 2, "{args:?}: the number {text} has {decimals} decimals");
        }
        Value::Array(items) => items.iter().for_each(|item| assert_no_float_noise(args, item)),
        Value::Object(fields) => fields.values().for_each(|field| assert_no_float_noise(args, field)),
        _ => {}
    }
}

/// Runs `jade --format json ARGS` (with `input` on stdin) and checks its lines as `name`.
fn run(schema: &Value, name: &str, args: &[&str], input: &str) -> (Option<i32>, Vec<Value>) {
    let mut full = vec!["--format", "json"];
    full.extend_from_slice(args);
    let output = jade_with_input(&full, input);
    let lines = check_lines(schema, name, &full, &stdout(&output));
    (output.status.code(), lines)
}

#[test]
fn the_schema_is_itself_valid() {
    let schema = schema();
    assert!(jsonschema::meta::is_valid(&schema), "docs/jade.schema.json is a valid JSON Schema");
}

#[test]
fn check_answers_every_kind_of_line() {
    let schema = schema();
    let input = format!("{FIG_2_1}\n{MULTIPLE}\n{BROKEN}\n{NO_SOLUTION}\n");
    let (code, lines) = run(&schema, "check", &["check", "-"], &input);
    assert_eq!(code, Some(1));
    let statuses: Vec<&str> = lines.iter().map(|l| l["status"].as_str().unwrap()).collect();
    assert_eq!(statuses, ["unique", "multiple", "invalid", "none"]);
    assert_eq!(lines[0]["solution"], SOLVED);
}

#[test]
fn count_answers_every_kind_of_line() {
    let schema = schema();
    let input = format!("{FIG_2_1}\n{MULTIPLE}\n{BROKEN}\n{NO_SOLUTION}\n");
    let (code, lines) = run(&schema, "count", &["count", "-", "--limit", "5"], &input);
    assert_eq!(code, Some(1), "broken rules fail the run");
    let statuses: Vec<&str> = lines.iter().map(|l| l["status"].as_str().unwrap()).collect();
    assert_eq!(statuses, ["unique", "multiple", "invalid", "none"]);
    assert_eq!((lines[0]["count"].as_u64(), lines[0]["solution"].as_str()), (Some(1), Some(SOLVED)));
    assert_eq!((lines[1]["count"].as_u64(), lines[1]["complete"].as_bool()), (Some(5), Some(false)));
}

#[test]
fn a_line_that_cannot_be_read_is_a_failure_object() {
    let schema = schema();
    let input = format!("{FIG_2_1}\n{}\n", &FIG_2_1[1..]);
    for command in ["check", "solve", "count", "rate"] {
        let output = jade_with_input(&["--format", "json", command, "-"], &input);
        let text = stdout(&output);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{command}: {text}");
        check_lines(&schema, "failure", &[command], lines[1]);
        let bad: Value = serde_json::from_str(lines[1]).unwrap();
        assert_eq!((bad["line"].as_u64(), bad["error"]["kind"].as_str()), (Some(2), Some("parse")));
    }
}

#[test]
fn a_command_that_fails_as_a_whole_prints_a_failure_object() {
    let schema = schema();
    let output = jade(&["--format", "json", "check", "no-such-file.sdk"]);
    assert_eq!(output.status.code(), Some(2));
    let lines = check_lines(&schema, "failure", &["check"], &stdout(&output));
    assert_eq!(lines[0]["error"]["kind"], "io");
    assert!(stderr(&output).starts_with("jade: "), "one line for people on stderr too");
}

#[test]
fn solve_answers_with_each_engine_and_with_patterns() {
    let schema = schema();
    for method in ["fast", "dlx", "backtrack"] {
        let input = format!("{FIG_2_1}\n{MULTIPLE}\n");
        let (code, lines) = run(&schema, "solve", &["solve", "-", "--method", method], &input);
        assert_eq!(code, Some(1), "{method}");
        assert_eq!(lines[0]["solution"], SOLVED);
        assert_eq!(lines[1]["status"], "multiple");
    }
    let (code, lines) = run(&schema, "solvePatterns", &["solve", FIG_2_1, "--method", "patterns"], "");
    assert_eq!(code, Some(0));
    assert_eq!((lines[0]["solved"].as_bool(), lines[0]["level"].as_str()), (Some(true), Some("medium")));
    let (_, lines) = run(&schema, "solvePatterns", &["solve", STUCK, "--method", "patterns"], "");
    assert_eq!(lines[0]["solved"], false);
    assert!(lines[0]["board"].is_string());
}

#[test]
fn rate_rates_only_puzzles_with_one_solution() {
    let schema = schema();
    let input = format!("{EASY}\n{MULTIPLE}\n{BROKEN}\n{STUCK}\n");
    let (code, lines) = run(&schema, "rate", &["rate", "-"], &input);
    assert_eq!(code, Some(1));
    assert_eq!(lines[0]["level"], "very-easy");
    assert!(lines[1].get("level").is_none());
    assert_eq!(lines[3]["level"], "beyond-extreme");
}

#[test]
fn hint_steps_step_and_singles_answer_with_the_tutor() {
    let schema = schema();
    let (code, lines) = run(&schema, "hintAnswer", &["hint", FIG_2_1], "");
    assert_eq!(code, Some(0));
    assert_eq!(lines[0]["answer"], "hint");
    let (_, lines) = run(&schema, "hintAnswer", &["hint", FIG_2_1, "--pattern", "hidden-pairs"], "");
    assert_eq!(lines[0]["answer"], "not-applicable");
    let (_, lines) = run(&schema, "hintAnswer", &["hint", SOLVED], "");
    assert_eq!(lines[0]["answer"], "solved");
    for level in ["1", "2", "3", "4"] {
        let (code, lines) = run(&schema, "hintAnswer", &["hint", FIG_2_1, "--reveal", level], "");
        assert_eq!((code, lines[0]["reveal"].to_string()), (Some(0), level.to_string()));
    }
    let (_, lines) = run(&schema, "hintAnswer", &["hint", SOLVED, "--reveal", "1"], "");
    assert_eq!(lines[0]["answer"], "solved");

    let (code, lines) = run(&schema, "steps", &["steps", FIG_2_1], "");
    assert_eq!((code, lines[0]["answer"].as_str()), (Some(0), Some("steps")));
    assert_eq!(lines[0]["steps"][0], run(&schema, "hintAnswer", &["hint", FIG_2_1], "").1[0]["hint"]);
    let (_, lines) = run(&schema, "steps", &["steps", SOLVED], "");
    assert_eq!(lines[0]["answer"], "solved");
    let (_, lines) = run(&schema, "steps", &["steps", STUCK], "");
    assert!(!lines[0]["steps"].as_array().unwrap().is_empty());
    let wrong = format!("3{}", &FIG_2_1[1..]);
    let (code, lines) = run(&schema, "steps", &["steps", &wrong], "");
    assert_eq!((code, lines[0]["answer"].as_str()), (Some(1), Some("inconsistent")));

    let (_, lines) = run(&schema, "step", &["step", FIG_2_1], "");
    assert!(lines[0]["board"].is_string());
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("next.pm");
    let (_, lines) = run(&schema, "step", &["step", FIG_2_1, "-o", out.to_str().unwrap()], "");
    assert_eq!(lines[0]["output"], out.to_str().unwrap());

    let (_, lines) = run(&schema, "singles", &["singles", EASY], "");
    assert_eq!(lines[0]["solved"], true);
}

#[test]
fn generate_and_example_describe_what_they_made() {
    let schema = schema();
    let (code, lines) = run(&schema, "generate", &["generate", "--seed", "5", "--count", "2"], "");
    assert_eq!((code, lines.len()), (Some(0), 2));
    assert_eq!(lines[0]["seed"], 5);
    run(&schema, "generate", &["generate", "--seed", "5", "--level", "easy"], "");
    run(&schema, "generate", &["generate", "--seed", "5", "--symmetry", "rotate180"], "");
    run(&schema, "generate", &["generate", "--seed", "5", "--clues", "30"], "");
    run(&schema, "generate", &["generate", "--seed", "5", "--size", "4"], "");
    let (code, lines) = run(
        &schema,
        "generate",
        &["generate", "--seed", "1", "--count", "8", "--clues", "22", "--symmetry", "rotate180"],
        "",
    );
    assert_eq!(code, Some(1), "some 22-clue rotate180 puzzles cannot be made");
    assert!(
        lines.iter().any(|line| line["status"] == "error")
            && lines.iter().any(|line| line["status"] == "unique")
    );
    let (_, lines) = run(&schema, "example", &["example", "naked-pairs", "--seed", "3"], "");
    assert_eq!(lines[0]["pattern"], "naked-pairs");
}

#[test]
fn stats_has_its_object_before_and_after_a_game() {
    let schema = schema();
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("stats.sqlite3");
    let database = database.to_str().unwrap();
    let (code, lines) = run(&schema, "stats", &["stats", "--database", database], "");
    assert_eq!((code, lines[0]["games"].as_u64()), (Some(0), Some(0)));
    let played = jade_with_input(&["play", EASY, "--database", database], "hint\nhint\nsingles\n");
    assert!(stdout(&played).contains("recorded in your statistics"), "{}", stdout(&played));
    let chart = dir.path().join("chart.svg");
    let args = ["stats", "--database", database, "--chart", chart.to_str().unwrap()];
    let (code, lines) = run(&schema, "stats", &args, "");
    assert_eq!((code, lines[0]["games"].as_u64()), (Some(0), Some(1)));
    assert_eq!(lines[0]["chart"], chart.to_str().unwrap());
    assert_eq!(lines[0]["techniques"][0]["hints"]["technique"], 1);
    let args = ["generate", "--practise", "--seed", "2", "--database", database];
    let (code, lines) = run(&schema, "generatePractise", &args, "");
    assert_eq!((code, lines[0]["practise"].as_str()), (Some(0), Some("hidden-single")));
}

#[test]
fn convert_explain_and_print_have_their_objects() {
    let schema = schema();
    let (_, lines) = run(&schema, "convert", &["convert", FIG_2_1, "--to", "sdk"], "");
    assert!(lines[0]["text"].as_str().unwrap().starts_with(".8.9.2..5\n"));
    let input = format!("{FIG_2_1}\n{EASY}\n");
    let (_, lines) = run(&schema, "convert", &["convert", "-", "--to", "txt"], &input);
    assert_eq!(lines.len(), 2);
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("board.pm");
    let (_, lines) =
        run(&schema, "convert", &["convert", FIG_2_1, "--to", "pm", "-o", out.to_str().unwrap()], "");
    assert_eq!(lines[0]["output"], out.to_str().unwrap());

    let (_, lines) = run(&schema, "explain", &["explain", "x-wing"], "");
    assert_eq!(lines[0]["pattern"], "x-wing");
    let (_, lines) = run(&schema, "explainEntry", &["explain", "--list"], "");
    assert!(lines.len() >= 16);

    let svg = dir.path().join("boards.svg");
    run(&schema, "print", &["print", FIG_2_1, "-o", svg.to_str().unwrap()], "");
}

#[test]
fn every_command_that_prints_json_is_covered_here() {
    let help = stdout(&jade(&["--help"]));
    let commands: Vec<&str> = help
        .lines()
        .skip_while(|line| !line.starts_with("Commands:"))
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .collect();
    let covered = [
        "check", "solve", "count", "rate", "hint", "steps", "step", "singles", "generate", "example",
        "convert", "explain", "print", "stats",
    ];
    let text_only = ["play", "serve", "menu", "completions", "man"];
    for command in &commands {
        assert!(
            covered.contains(command) || text_only.contains(command),
            "`jade {command}` is new: check its JSON here or list it as text only"
        );
    }
    for command in text_only {
        let output = jade(&["--format", "json", command]);
        assert_eq!(output.status.code(), Some(2), "{command} refuses JSON");
    }
}

#[test]
fn a_search_that_reaches_its_node_limit_is_undecided() {
    let schema = schema();
    let empty25 = ".".repeat(625);
    for (name, args) in [
        ("check", vec!["check", "-", "--max-nodes", "3"]),
        ("solve", vec!["solve", "-", "--max-nodes", "3"]),
        ("count", vec!["count", "-", "--max-nodes", "3"]),
    ] {
        let (code, lines) = run(&schema, name, &args, &format!("{empty25}\n"));
        assert_eq!(code, Some(1), "{args:?}");
        assert_eq!(
            (lines[0]["status"].as_str(), lines[0]["max_nodes"].as_u64()),
            (Some("undecided"), Some(3))
        );
    }
    let (_, lines) = run(&schema, "count", &["count", "-", "--max-nodes", "3"], &format!("{empty25}\n"));
    assert_eq!(
        (lines[0]["complete"].as_bool(), lines[0]["budget_reached"].as_bool()),
        (Some(false), Some(true))
    );
    let (_, lines) = run(&schema, "check", &["check", FIG_2_1], "");
    assert!(lines[0]["max_nodes"].is_null(), "9×9 searches have no default limit");
}

#[test]
fn a_twenty_five_board_is_generated_and_says_how_minimal_it_is() {
    let schema = schema();
    let args = ["generate", "--size", "25", "--seed", "7", "--time-limit", "2"];
    let (code, lines) = run(&schema, "generate", &args, "");
    assert_eq!(code, Some(0));
    let minimality = lines[0]["minimality"].as_str().unwrap();
    assert_eq!(lines[0]["minimal"].as_bool(), Some(minimality == "minimal"));
    let puzzle = lines[0]["puzzle"].as_str().unwrap();
    assert_eq!(puzzle.len(), 625);
    let (_, checked) = run(&schema, "check", &["check", puzzle, "--method", "dlx", "--max-nodes", "0"], "");
    assert_eq!(
        (checked[0]["status"].as_str(), &checked[0]["solution"]),
        (Some("unique"), &lines[0]["solution"])
    );
}

/// Figure 2.1 as a `.pm` game with f1c1 placed as `value` and candidates noted in f1c3,
/// f2c1 (`f2c1`) and f2c3.
fn figure_game(value: u8, f2c1: &str) -> String {
    let rows = [
        format!("*{value}* <8> 46 <9> . <2> . . <5>"),
        format!("{f2c1} <7> 24 <1> . <5> . <9> <8>"),
        "<9> <1> <5> <3> . <8> <6> <2> .".into(),
        "<7> <9> . <5> . <4> . <8> .".into(),
        "<4> <5> . . . . . <6> .".into(),
        ". <2> . . <3> . . <5> .".into(),
        ". <4> <7> . <9> . . . <2>".into(),
        ". <3> <9> <2> <5> <7> . . <6>".into(),
        ". <6> . <4> . . . <7> <9>".into(),
    ];
    rows.join("\n") + "\n"
}

#[test]
fn stale_candidates_and_deviations_match_the_schema() {
    let schema = schema();
    let dir = tempfile::tempdir().unwrap();
    let stale = dir.path().join("stale.pm");
    std::fs::write(&stale, figure_game(6, "236")).unwrap();
    let (code, lines) = run(&schema, "hintAnswer", &["hint", stale.to_str().unwrap()], "");
    assert_eq!((code, &lines[0]["answer"]), (Some(0), &"stale-candidates".into()));
    let (_, lines) = run(&schema, "step", &["step", stale.to_str().unwrap()], "");
    assert_eq!(lines[0]["answer"], "stale-candidates");
    let (_, lines) = run(&schema, "hintAnswer", &["hint", FIG_2_1], "");
    assert_eq!(lines[0]["note"].as_array().map(Vec::len), Some(4));

    let wrong = dir.path().join("wrong.pm");
    std::fs::write(&wrong, figure_game(3, "26")).unwrap();
    let (code, lines) = run(&schema, "hintAnswer", &["hint", wrong.to_str().unwrap()], "");
    assert_eq!((code, &lines[0]["answer"]), (Some(1), &"inconsistent".into()));
    let (code, lines) =
        run(&schema, "checkDeviations", &["check", "--deviations", wrong.to_str().unwrap()], "");
    assert_eq!(code, Some(1));
    assert_eq!(lines[0]["deviations"]["wrong_values"], serde_json::json!(["f1c1"]));
    let (code, lines) = run(&schema, "checkDeviations", &["check", "--deviations", MULTIPLE], "");
    assert_eq!((code, &lines[0]["deviations"]), (Some(1), &serde_json::Value::Null));
}
