//! Sessions against a real SQLite file: what the table holds, and the migration that
//! hashed the tokens kept before.

use crate::web::users::token_key;
use crate::web::{DatabaseUrl, Session, WebStore};

/// A cookie's secret as the web front end makes them: 32 random bytes in hex.
const TOKEN: &str = "8f14e45fceea167a5a36dedd4bea2543c4ca4238a0b923820dcc509a6f75849b";

fn guest(token: &str) -> Session {
    Session { token: token.into(), guest: "g1".into(), user: None, csrf: "c1".into() }
}

/// Every text the sessions table holds.
fn stored(path: &std::path::Path) -> Vec<String> {
    let connection = rusqlite::Connection::open(path).unwrap();
    let mut statement = connection.prepare("SELECT token, guest, csrf FROM web_sessions").unwrap();
    let rows =
        statement.query_map([], |row| Ok([row.get::<_, String>(0)?, row.get(1)?, row.get(2)?])).unwrap();
    rows.flat_map(Result::unwrap).collect()
}

#[test]
fn a_session_is_found_by_its_token_but_the_table_holds_only_the_token_s_hash() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("web.sqlite3");
    let store = WebStore::open(&DatabaseUrl::Sqlite(path.clone())).unwrap();
    store.create_session(&guest(TOKEN), 2_000).unwrap();
    let found = store.session(TOKEN, 1_000).unwrap();
    assert_eq!(found, Some(guest(TOKEN)), "the cookie's token finds its session");
    let held = stored(&path);
    assert!(!held.iter().any(|text| text.contains(TOKEN)), "{held:?}");
    assert!(held.contains(&token_key(TOKEN)), "{held:?}");
    assert_eq!(
        store.session(&token_key(TOKEN), 1_000).unwrap(),
        None,
        "the hash read from the table opens nothing"
    );
    store.end_session(TOKEN, 1_000).unwrap();
    assert_eq!(store.session(TOKEN, 1_000).unwrap(), None);
}

#[test]
fn sessions_kept_under_their_token_before_are_hashed_by_the_migration_and_go_on_working() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("web.sqlite3");
    drop(WebStore::open(&DatabaseUrl::Sqlite(path.clone())).unwrap());
    {
        let connection = rusqlite::Connection::open(&path).unwrap();
        connection.execute("DELETE FROM web_migrations WHERE version > 1", []).unwrap();
        connection
            .execute(
                "INSERT INTO web_sessions (token, guest, csrf, expires_at) VALUES (?1, 'g1', 'c1', 2000)",
                [TOKEN],
            )
            .unwrap();
    }
    let store = WebStore::open(&DatabaseUrl::Sqlite(path.clone())).unwrap();
    assert_eq!(store.session(TOKEN, 1_000).unwrap(), Some(guest(TOKEN)));
    let held = stored(&path);
    assert!(!held.iter().any(|text| text.contains(TOKEN)), "{held:?}");
}
