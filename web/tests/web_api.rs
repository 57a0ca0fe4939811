//! The web API driven over HTTP on loopback as a browser drives it: a whole game to solved,
//! the statistics after it, users and rankings, and every kind of bad input (an answer in
//! 4xx with one line, and the server still answering).

mod common;

use common::{FIG_2_1, TWENTY_FIVE, TestServer, unique};
use serde_json::json;

#[test]
fn a_guest_gets_a_session_cookie_with_the_safe_flags_and_a_csrf_token() {
    let server = TestServer::start();
    let mut browser = server.browser();
    let answer = browser.get("/api/me");
    assert_eq!(answer.status, 200);
    let cookie = answer.set_cookie.iter().find(|c| c.starts_with("jade_session=")).expect("a session cookie");
    for flag in ["HttpOnly", "SameSite=Strict", "Path=/"] {
        assert!(cookie.split("; ").any(|part| part == flag), "{flag} missing: {cookie}");
    }
    let me = answer.json();
    assert!(me["user"].is_null());
    assert!(me["csrf"].as_str().is_some_and(|t| t.len() >= 32), "{me}");
    let again = browser.get("/api/me");
    assert!(again.set_cookie.is_empty(), "a known session keeps its cookie");
    assert_eq!(again.json()["csrf"], me["csrf"]);
}

#[test]
fn a_whole_game_is_played_to_solved_and_counts_in_the_statistics() {
    let server = TestServer::start();
    let mut browser = server.browser();
    browser.me();
    let view = browser.new_game(FIG_2_1);
    let id = view["id"].as_str().unwrap().to_string();
    assert_eq!((view["size"].as_u64(), view["cells"].as_array().unwrap().len()), (Some(9), 81));
    assert_eq!(view["solved"], false);
    assert!(view["level"].is_string() && view["rating"].is_number(), "{view}");

    let hint = browser.act(&id, json!({"type": "hint_at", "level": 2}));
    assert_eq!(hint.status, 200, "{}", hint.text);
    let hint = hint.json();
    assert_eq!(hint["outcome"]["kind"], "revealed");
    assert_eq!(hint["view"]["revealed"]["level"], 2);
    let shown = browser.get(&format!("/api/games/{id}")).json();
    assert_eq!(shown["revealed"]["level"], 2, "the hint on show is kept between requests");
    let more = browser.act(&id, json!({"type": "hint_more"})).json();
    assert_eq!(more["view"]["revealed"]["level"], 3, "{more}");

    let steps = browser.get(&format!("/api/games/{id}/steps")).json();
    assert_eq!(steps["answer"], "steps");
    assert!(steps["steps"][0]["pattern"].is_string(), "{steps}");

    let last = browser.solve_alone(&view);
    assert_eq!((last["solved"].as_bool(), last["recorded"].as_bool()), (Some(true), Some(true)), "{last}");
    let undone = browser.act(&id, json!({"type": "undo"}));
    assert_eq!(undone.status, 200);
    assert_eq!(undone.json()["view"]["can_redo"], true);
    browser.act(&id, json!({"type": "redo"}));

    let stats = browser.get("/api/stats").json();
    assert_eq!(
        (stats["games"].as_u64(), stats["alone"].as_u64()),
        (Some(1), Some(1)),
        "recorded once: {stats}"
    );
    assert_eq!(stats["levels"][0]["level"], view["level"]);
    assert!(stats["levels"][0]["best_seconds"].is_number(), "{stats}");
    let needed = stats["techniques"][0]["hints"].clone();
    assert_eq!((needed["technique"].as_u64(), needed["full"].as_u64()), (Some(1), Some(1)), "{stats}");

    let chart = browser.get("/api/stats/chart.svg");
    assert_eq!((chart.status, chart.content_type.as_str()), (200, "image/svg+xml"));
    assert!(chart.text.contains("<svg"));
    let listed = browser.get("/api/games").json();
    assert_eq!(listed["games"][0]["id"], id.as_str());
    assert_eq!(listed["games"][0]["solved"], true);
}

#[test]
fn games_come_from_a_level_and_from_a_pattern_example() {
    let server = TestServer::start();
    let mut browser = server.browser();
    browser.me();
    let generated = browser.post("/api/games", &json!({"generate": {"level": "easy", "size": 9, "seed": 7}}));
    assert_eq!(generated.status, 201, "{}", generated.text);
    assert_eq!(generated.json()["level"], "easy");
    let example = browser.post("/api/games", &json!({"example": "x-wing", "seed": 1}));
    assert_eq!(example.status, 201, "{}", example.text);
    assert_eq!(example.json()["hint"]["pattern"], "x-wing");
    let patterns = browser.get("/api/patterns").json();
    assert_eq!(patterns["patterns"][0]["id"], "hidden-single");
}

#[test]
fn users_are_ranked_by_level_on_the_games_they_solved_alone() {
    let server = TestServer::start();
    let level = {
        let mut probe = server.browser();
        probe.me();
        probe.new_game(FIG_2_1)["level"].as_str().unwrap().to_string()
    };
    let (alone, helped, twice) = (unique("ana"), unique("bea"), unique("cai"));
    for (name, games, tutored) in [(&alone, 1, false), (&helped, 1, true), (&twice, 2, false)] {
        let mut browser = server.browser();
        browser.sign_up(name);
        for _ in 0..games {
            let view = browser.new_game(FIG_2_1);
            if tutored {
                let id = view["id"].as_str().unwrap();
                let step = browser.act(id, json!({"type": "step"}));
                assert_eq!(step.status, 200, "{}", step.text);
                let view = step.json()["view"].clone();
                browser.solve_alone(&view);
            } else {
                browser.solve_alone(&view);
            }
        }
    }
    let mut guest = server.browser();
    guest.me();
    let view = guest.new_game(FIG_2_1);
    guest.solve_alone(&view);

    let ranking = server.browser().get(&format!("/api/rankings?level={level}")).json();
    assert_eq!(ranking["level"], level.as_str());
    let ours: Vec<&serde_json::Value> = ranking["rankings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| [&alone, &helped, &twice].iter().any(|n| r["name"] == n.as_str()))
        .collect();
    let names: Vec<&str> = ours.iter().map(|r| r["name"].as_str().unwrap()).collect();
    assert_eq!(ours.len(), 2, "only games solved alone rank, guests never: {names:?}");
    assert!(names.contains(&alone.as_str()) && names.contains(&twice.as_str()), "{names:?}");
    let means: Vec<f64> = ours.iter().map(|r| r["mean_seconds"].as_f64().unwrap()).collect();
    assert!(means[0] <= means[1], "fastest mean first: {ranking}");
    let cai = ours.iter().find(|r| r["name"] == twice.as_str()).unwrap();
    assert_eq!((cai["games"].as_u64(), cai["alone"].as_u64()), (Some(2), Some(2)));
    let all = server.browser().get("/api/rankings").json();
    assert_eq!(all["levels"].as_array().unwrap().len(), 6);
    assert_eq!(server.browser().get("/api/rankings?level=hardest").status, 400);
}

#[test]
fn signing_in_keeps_the_guest_s_games_and_signing_out_leaves_them_to_the_user() {
    let server = TestServer::start();
    let mut browser = server.browser();
    browser.me();
    let id = browser.new_game(FIG_2_1)["id"].as_str().unwrap().to_string();
    let name = unique("dee");
    let signed = browser.post("/api/signup", &json!({"name": name, "password": "a long password"}));
    assert_eq!(signed.status, 201, "{}", signed.text);
    assert_eq!(signed.json()["user"]["name"], name.as_str());
    assert_eq!(browser.get(&format!("/api/games/{id}")).status, 200, "the guest's game is the user's now");
    let taken = browser.post("/api/signup", &json!({"name": name, "password": "another password"}));
    assert_eq!(taken.status, 409);
    browser.post("/api/logout", &json!({}));
    assert_eq!(browser.get(&format!("/api/games/{id}")).status, 404, "signed out: not this guest's game");
    let back = browser.post("/api/login", &json!({"name": name, "password": "a long password"}));
    assert_eq!(back.status, 200, "{}", back.text);
    assert_eq!(browser.get(&format!("/api/games/{id}")).status, 200);
}

#[test]
fn failed_sign_ins_are_limited_per_name() {
    let server = TestServer::start();
    let name = unique("eve");
    server.browser().sign_up(&name);
    let mut attacker = server.browser();
    attacker.me();
    for _ in 0..5 {
        let answer = attacker.post("/api/login", &json!({"name": name, "password": "guessing wrong"}));
        assert_eq!((answer.status, answer.error().as_str()), (401, "wrong name or password"));
    }
    let blocked = attacker.post("/api/login", &json!({"name": name, "password": "a long password"}));
    assert_eq!(blocked.status, 429, "{}", blocked.text);
    assert!(blocked.error().contains("too many failed sign-ins"), "{}", blocked.error());
}

#[test]
fn state_changing_requests_without_the_csrf_token_are_refused() {
    let server = TestServer::start();
    let mut browser = server.browser();
    browser.me();
    let body = json!({"puzzle": FIG_2_1}).to_string();
    let missing = browser.post_raw("/api/games", "application/json", body.as_bytes(), Some(""));
    assert_eq!(missing.status, 403);
    assert!(missing.error().contains("X-CSRF-Token"), "{}", missing.error());
    let wrong = browser.post_raw("/api/games", "application/json", body.as_bytes(), Some("0123456789abcdef"));
    assert_eq!(wrong.status, 403);
    let mut other = server.browser();
    other.me();
    let foreign = other.csrf.clone().unwrap();
    let crossed = browser.post_raw("/api/games", "application/json", body.as_bytes(), Some(&foreign));
    assert_eq!(crossed.status, 403, "another session's token is no token");
    assert_eq!(browser.get("/api/games").json()["games"].as_array().unwrap().len(), 0, "nothing was made");
}

#[test]
fn bad_input_gets_a_4xx_with_one_line_and_the_server_goes_on() {
    let server = TestServer::start_with(|options| options.body_limit = 4096);
    let mut browser = server.browser();
    browser.me();
    let id = browser.new_game(FIG_2_1)["id"].as_str().unwrap().to_string();
    let actions = format!("/api/games/{id}/actions");
    let huge = format!("{{\"puzzle\": \"{}\"}}", ".".repeat(10_000));
    let cases: Vec<(&str, &str, Vec<u8>, u16, &str)> = vec![
        ("/api/games", "application/json", huge.into_bytes(), 413, "too large"),
        ("/api/games", "application/json", b"{\"puzzle\": ".to_vec(), 400, "malformed JSON"),
        ("/api/games", "application/json", b"[1, 2]".to_vec(), 400, "unexpected JSON"),
        ("/api/games", "text/plain", b"{}".to_vec(), 415, "application/json"),
        ("/api/games", "application/json", b"{}".to_vec(), 400, "exactly one of"),
        ("/api/games", "application/json", br#"{"puzzle": "12345"}"#.to_vec(), 422, ""),
        (
            "/api/games",
            "application/json",
            format!("{{\"puzzle\": \"{}\"}}", ".".repeat(81)).into_bytes(),
            422,
            "several solutions",
        ),
        (
            "/api/games",
            "application/json",
            format!("{{\"puzzle\": \"11{}\"}}", ".".repeat(79)).into_bytes(),
            422,
            "break a rule",
        ),
        ("/api/games", "application/json", br#"{"generate": {"size": 7}}"#.to_vec(), 400, "7 is not a size"),
        ("/api/games", "application/json", br#"{"generate": {"level": "impossible"}}"#.to_vec(), 400, ""),
        ("/api/games", "application/json", br#"{"example": "y-wing"}"#.to_vec(), 400, "'y-wing'"),
        (
            &actions,
            "application/json",
            br#"{"action": {"type": "teleport"}}"#.to_vec(),
            400,
            "unknown variant",
        ),
        (
            &actions,
            "application/json",
            br#"{"action": {"type": "set_value", "cell": "f0c0", "digit": 1}}"#.to_vec(),
            400,
            "not a cell name",
        ),
        (
            &actions,
            "application/json",
            br#"{"action": {"type": "set_value", "cell": "f12c1", "digit": 1}}"#.to_vec(),
            422,
            "not on this board",
        ),
        (
            &actions,
            "application/json",
            br#"{"action": {"type": "set_value", "cell": "f1c2", "digit": 3}}"#.to_vec(),
            422,
            "is a given",
        ),
        (
            &actions,
            "application/json",
            br#"{"action": {"type": "set_value", "cell": "f1c1", "digit": 300}}"#.to_vec(),
            400,
            "",
        ),
        (&actions, "application/json", br#"{"action": {"type": "redo"}}"#.to_vec(), 422, "nothing to redo"),
        (
            &actions,
            "application/json",
            br#"{"action": {"type": "write_new", "size": 10}}"#.to_vec(),
            400,
            "not a board size",
        ),
        (
            "/api/games/0123456789abcdef0123456789abcdef/actions",
            "application/json",
            br#"{"action": {"type": "undo"}}"#.to_vec(),
            404,
            "no such game",
        ),
        (
            "/api/games/..%2F..%2Fetc/actions",
            "application/json",
            br#"{"action": {"type": "undo"}}"#.to_vec(),
            404,
            "",
        ),
    ];
    for (path, content_type, body, status, said) in cases {
        let answer = browser.post_raw(path, content_type, &body, None);
        assert_eq!(
            answer.status,
            status,
            "{path} {}: {}",
            String::from_utf8_lossy(&body[..body.len().min(80)]),
            answer.text
        );
        let error = answer.error();
        assert!(error.contains(said) && !error.contains('\n'), "{path}: {error}");
    }
    for path in ["/api/nothing", "/assets/../../Cargo.toml", "/api/games/zz", "/api/rankings?level=1&level=2"]
    {
        let answer = browser.get(path);
        assert!((400..500).contains(&answer.status), "{path}: {} {}", answer.status, answer.text);
    }
    let mut stranger = server.browser();
    stranger.me();
    assert_eq!(stranger.get(&format!("/api/games/{id}")).status, 404, "another player's game is not there");
    assert_eq!(browser.get(&format!("/api/games/{id}")).status, 200, "the server still answers");
    assert_eq!(browser.get("/api/me").status, 200);
}

#[test]
fn work_past_the_limit_is_answered_took_too_long_and_changes_nothing() {
    let server = TestServer::start_with(|options| options.work_limit = std::time::Duration::from_millis(1));
    let mut browser = server.browser();
    browser.me();
    let answer = browser.post("/api/games", &json!({"generate": {"size": 16, "seed": 3}}));
    assert_eq!(answer.status, 503, "{}", answer.text);
    assert!(answer.error().contains("took too long"), "{}", answer.error());
    assert_eq!(browser.get("/api/me").status, 200, "the server still answers");
    let calm = server.beside(|_| {});
    let listed = calm.browser_as(&browser).get("/api/games");
    assert_eq!(listed.status, 200, "{}", listed.text);
    assert_eq!(listed.json()["games"].as_array().unwrap().len(), 0, "nothing was made");
}

#[test]
fn the_database_never_holds_a_session_cookie_s_secret() {
    let server = TestServer::start();
    let mut browser = server.browser();
    browser.sign_up(&unique("fay"));
    let name = browser.me()["user"]["name"].clone();
    assert!(name.is_string(), "the cookie keeps the user signed in: {name}");
    let cookie = browser.cookie.clone().expect("a session cookie");
    let token = cookie.split_once('=').map(|(_, token)| token.to_string()).unwrap();
    assert!(token.len() >= 32, "{cookie}");
    let facade::DatabaseUrl::Sqlite(path) = &server.url else {
        eprintln!("the database files are read on SQLite only (the store's own tests cover the rest)");
        return;
    };
    let folder = path.parent().unwrap();
    let files: Vec<std::path::PathBuf> = std::fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|file| file.file_name().unwrap().to_string_lossy().starts_with("web.sqlite3"))
        .collect();
    assert!(!files.is_empty(), "no database file in {}", folder.display());
    for file in files {
        let bytes = std::fs::read(&file).unwrap();
        let found = bytes.windows(token.len()).any(|window| window == token.as_bytes());
        assert!(!found, "{} holds the cookie's secret", file.display());
    }
}

#[test]
fn a_hint_on_a_twenty_five_board_past_the_work_limit_is_a_503_that_changes_nothing() {
    let server = TestServer::start();
    let mut browser = server.browser();
    browser.me();
    let view = browser.new_game(TWENTY_FIVE);
    assert_eq!(view["size"], 25);
    let id = view["id"].as_str().unwrap().to_string();
    let hurried = server.beside(|options| options.work_limit = std::time::Duration::from_millis(1));
    let mut player = hurried.browser_as(&browser);
    let hint = player.act(&id, json!({"type": "hint_at", "level": 3}));
    assert_eq!(hint.status, 503, "{}", hint.text);
    let error = hint.error();
    assert!(error.starts_with("the action took too long (over 0.001 s)"), "{error}");
    assert!(error.ends_with("nothing changed") && !error.contains('\n'), "{error}");
    assert_eq!(player.get("/api/me").status, 200, "the server still answers");
    let shown = browser.get(&format!("/api/games/{id}"));
    assert_eq!(shown.status, 200, "{}", shown.text);
    assert!(shown.json()["revealed"].is_null(), "no hint was kept: {}", shown.text);
    let hint = browser.act(&id, json!({"type": "hint_at", "level": 3}));
    assert_eq!(hint.status, 200, "within the default limit the same hint comes: {}", hint.text);
}

#[test]
fn a_board_written_by_the_player_starts_as_a_puzzle_only_with_one_solution() {
    let server = TestServer::start();
    let mut browser = server.browser();
    browser.me();
    let made = browser.post("/api/games", &json!({"write": {"size": 4}}));
    assert_eq!(made.status, 201, "{}", made.text);
    let view = made.json();
    assert_eq!((view["size"].as_u64(), view["writing"].as_bool()), (Some(4), Some(true)), "{view}");
    assert!(
        view["level"].is_null() && view["cells"].as_array().unwrap().iter().all(|c| c["value"].is_null())
    );
    let id = view["id"].as_str().unwrap().to_string();
    for (cell, digit) in [("f2c1", 3), ("f2c2", 4), ("f4c1", 1)] {
        let placed = browser.act(&id, json!({"type": "set_value", "cell": cell, "digit": digit}));
        assert_eq!(placed.status, 200, "{}", placed.text);
    }
    let early = browser.act(&id, json!({"type": "finish_writing"}));
    assert_eq!(early.status, 200, "{}", early.text);
    let early = early.json();
    assert_eq!(
        (early["outcome"]["kind"].as_str(), early["outcome"]["status"].as_str()),
        (Some("written"), Some("multiple"))
    );
    assert_eq!(early["view"]["writing"], true, "writing goes on: {early}");
    browser.act(&id, json!({"type": "set_value", "cell": "f4c4", "digit": 2}));
    let started = browser.act(&id, json!({"type": "finish_writing"})).json();
    assert_eq!(started["outcome"]["status"], "unique", "{started}");
    let view = &started["view"];
    assert_eq!((view["writing"].as_bool(), view["puzzle"].as_str()), (Some(false), Some("....34......1..2")));
    assert!(view["cells"][4]["given"].as_bool().unwrap(), "the written values are the givens: {view}");
    for bad in [json!({"write": {"size": 10}}), json!({"write": {"size": 9}, "puzzle": FIG_2_1})] {
        let refused = browser.post("/api/games", &bad);
        assert_eq!(refused.status, 400, "{bad}: {}", refused.text);
    }
}

#[test]
fn the_server_stops_cleanly_after_a_game_was_played_on_its_database() {
    let server = TestServer::start();
    let mut browser = server.browser();
    browser.me();
    let view = browser.new_game(FIG_2_1);
    let id = view["id"].as_str().unwrap().to_string();
    let hint = browser.act(&id, json!({"type": "hint_at", "level": 1}));
    assert_eq!(hint.status, 200, "{}", hint.text);
    drop(browser);
    server.stop().expect("the server stops without an error and without a panic");
}
