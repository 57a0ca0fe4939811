//! A server on a free loopback port and a browser-like client for the web API tests. The
//! database is a fresh SQLite file, or the PostgreSQL server `$JADE_TEST_DATABASE` names
//! (scripts/test-postgres.sh); names are made unique so tests can share one database.

#![allow(dead_code, unreachable_pub)]

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use facade::DatabaseUrl;
use serde_json::{Value, json};

/// The variable naming a PostgreSQL database to test against.
pub const DATABASE_VARIABLE: &str = "JADE_TEST_DATABASE";

/// A puzzle with one solution (the thesis' figure 2.1).
pub const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

/// A 25×25 puzzle with one solution (`jade generate --size 25 --seed 1`, 277 clues).
pub const TWENTY_FIVE: &str = "......P.D.G..LM...J2.B.....D.K.2FJB..H5O3.P9..........E.8..AJK.N.GHI.FD..59.865..H....A72....MEILP..P.GAN...K.4..83L...6OE..CG9.......MB.E4..O.....1...O.8B.7A2..3N.5J1CG....F...PN3..JE...M.F8...L..6..465.MD9.NIOJC.8..EP.B..7.7.1.2..C85K.LP..F......9.34..FO....8.K.....6..D.A7...KCM1...L.....9.7.....J6.B...FP.7...3E4CODI.....1.H....6.95........A..8..A.M9.CN...2741H.L.F..I56E....A.K.5..E.....J..L.ONI.5C1..O...N.6742..H...38..37.L.6.H.....C.......FB.8H.4DF39M....AK...B1JP...NJ...A..PE.DO..5.F.8C....IA.7...DL...9..K.N.O...2.M.E..G5...........1J7.CD6...D.3.H.NM41.J.5.E...I..FL9..B.....8.62I..C34O...O.8..2.I6......9M.4...J.H";

/// A running server and the folder of its database.
pub struct TestServer {
    pub server: web::Server,
    pub url: DatabaseUrl,
    _folder: tempfile::TempDir,
}

impl TestServer {
    /// A server on the test database with default limits.
    pub fn start() -> TestServer {
        TestServer::start_with(|_| {})
    }

    /// A server whose options `tune` changes first.
    pub fn start_with(tune: impl FnOnce(&mut web::ServeOptions)) -> TestServer {
        let folder = tempfile::tempdir().expect("a temporary folder");
        let url = match std::env::var(DATABASE_VARIABLE) {
            Ok(url) if !url.is_empty() => DatabaseUrl::parse(&url),
            _ => DatabaseUrl::Sqlite(folder.path().join("web.sqlite3")),
        };
        let mut options = web::ServeOptions::new("127.0.0.1:0".parse().unwrap(), url.clone());
        tune(&mut options);
        let server = web::Server::start(options).expect("the server starts");
        TestServer { server, url, _folder: folder }
    }

    /// A second server on this server's database (as several server processes share one),
    /// with default limits that `tune` changes first.
    pub fn beside(&self, tune: impl FnOnce(&mut web::ServeOptions)) -> TestServer {
        let mut options = web::ServeOptions::new("127.0.0.1:0".parse().unwrap(), self.url.clone());
        tune(&mut options);
        let server = web::Server::start(options).expect("the second server starts");
        TestServer {
            server,
            url: self.url.clone(),
            _folder: tempfile::tempdir().expect("a temporary folder"),
        }
    }

    /// Stops the server and waits for it: the error or panic it ended with, if any.
    pub fn stop(self) -> Result<(), web::WebError> {
        self.server.stop()
    }

    /// The server's base URL.
    pub fn base(&self) -> String {
        format!("http://{}", self.server.addr())
    }

    /// A browser on this server with `other`'s session (its cookie and CSRF token).
    pub fn browser_as(&self, other: &Browser) -> Browser {
        let mut browser = self.browser();
        browser.cookie = other.cookie.clone();
        browser.csrf = other.csrf.clone();
        browser
    }

    /// A new browser with no cookie yet.
    pub fn browser(&self) -> Browser {
        Browser::new(&self.base())
    }
}

/// A name no other test uses, even against one shared database.
pub fn unique(prefix: &str) -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
    format!("{prefix}{}{}", nanos % 1_000_000_000, NEXT.fetch_add(1, Ordering::Relaxed))
}

/// An answer: status, headers that matter, and the body as JSON (or text).
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub set_cookie: Vec<String>,
    pub content_type: String,
    pub text: String,
}

impl Answer {
    /// The body as JSON.
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.text).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.text))
    }

    /// The one-line error of a failed request.
    pub fn error(&self) -> String {
        self.json()["error"].as_str().unwrap_or_else(|| panic!("no error line: {}", self.text)).to_string()
    }
}

/// A client that keeps the session cookie and the CSRF token, as the page does.
pub struct Browser {
    base: String,
    agent: ureq::Agent,
    pub cookie: Option<String>,
    pub csrf: Option<String>,
}

impl Browser {
    fn new(base: &str) -> Browser {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(120)))
            .build()
            .into();
        Browser { base: base.to_string(), agent, cookie: None, csrf: None }
    }

    fn finish(&mut self, response: Result<ureq::http::Response<ureq::Body>, ureq::Error>) -> Answer {
        let mut response = response.expect("the server answers");
        let set_cookie: Vec<String> = response
            .headers()
            .get_all("set-cookie")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .map(str::to_string)
            .collect();
        if let Some(cookie) = set_cookie.iter().find(|c| c.starts_with("jade_session=")) {
            self.cookie = cookie.split(';').next().map(str::to_string);
        }
        let content_type = response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string();
        let text =
            response.body_mut().with_config().limit(64 << 20).read_to_string().expect("a readable body");
        let answer = Answer { status: response.status().as_u16(), set_cookie, content_type, text };
        if answer.content_type.starts_with("application/json")
            && let Some(csrf) = answer.json().get("csrf").and_then(Value::as_str)
        {
            self.csrf = Some(csrf.to_string());
        }
        answer
    }

    /// `GET path`.
    pub fn get(&mut self, path: &str) -> Answer {
        let mut request = self.agent.get(format!("{}{path}", self.base));
        if let Some(cookie) = &self.cookie {
            request = request.header("Cookie", cookie);
        }
        let response = request.call();
        self.finish(response)
    }

    /// `POST path` with raw `body` of `content_type`, with the CSRF token unless `csrf`
    /// says otherwise (`Some("")`: none at all).
    pub fn post_raw(&mut self, path: &str, content_type: &str, body: &[u8], csrf: Option<&str>) -> Answer {
        let mut request =
            self.agent.post(format!("{}{path}", self.base)).header("Content-Type", content_type);
        if let Some(cookie) = &self.cookie {
            request = request.header("Cookie", cookie);
        }
        let token = csrf.map(str::to_string).or_else(|| self.csrf.clone()).unwrap_or_default();
        if !token.is_empty() {
            request = request.header("X-CSRF-Token", &token);
        }
        let response = request.send(body);
        self.finish(response)
    }

    /// `POST path` with a JSON body and the CSRF token.
    pub fn post(&mut self, path: &str, body: &Value) -> Answer {
        self.post_raw(path, "application/json", body.to_string().as_bytes(), None)
    }

    /// `GET /api/me`: a session and its token.
    pub fn me(&mut self) -> Value {
        let answer = self.get("/api/me");
        assert_eq!(answer.status, 200, "{}", answer.text);
        answer.json()
    }

    /// Signs up as `name`.
    pub fn sign_up(&mut self, name: &str) {
        self.me();
        let answer = self.post("/api/signup", &json!({"name": name, "password": "a long password"}));
        assert_eq!(answer.status, 201, "{}", answer.text);
    }

    /// A new game on `puzzle`; its view.
    pub fn new_game(&mut self, puzzle: &str) -> Value {
        let answer = self.post("/api/games", &json!({"puzzle": puzzle}));
        assert_eq!(answer.status, 201, "{}", answer.text);
        answer.json()
    }

    /// One action on game `id`: the answer.
    pub fn act(&mut self, id: &str, action: Value) -> Answer {
        self.post(&format!("/api/games/{id}/actions"), &json!({ "action": action }))
    }

    /// Places the solution in every empty cell of game `view`; the last view.
    pub fn solve_alone(&mut self, view: &Value) -> Value {
        let puzzle = view["puzzle"].as_str().unwrap();
        let solution = facade::SudokuLN::from_text(puzzle).unwrap().solution().unwrap().to_string();
        let id = view["id"].as_str().unwrap().to_string();
        let mut last = view.clone();
        for (cell, digit) in view["cells"].as_array().unwrap().iter().zip(solution.chars()) {
            if cell["value"].is_null() {
                let answer = self.act(
                    &id,
                    json!({"type": "set_value", "cell": cell["cell"], "digit": digit.to_digit(10).unwrap()}),
                );
                assert_eq!(answer.status, 200, "{}", answer.text);
                last = answer.json()["view"].clone();
            }
        }
        last
    }
}
