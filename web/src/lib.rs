//! JADE's web version (thesis 7.3): the tutor in a browser. Only the presentation changes:
//! the page (`web/assets`, served from the binary) sends the façade's actions as JSON
//! (`docs/api.md`), and every game lives in the database as the façade's session text, so
//! any number of server processes can answer one player. Users sign up and in (Argon2
//! password hashes, session cookies, CSRF tokens, rate-limited sign-ins), finished games
//! go to their statistics, and users are ranked by level.
//!
//! `jade serve` calls [`serve`]; tests start a [`Server`] on a free loopback port.

mod accounts;
mod action_json;
mod assets;
mod auth;
mod body;
mod error;
mod games;
mod options;
mod outcome_json;
mod records;
mod server;
mod view_json;
mod work;

pub use error::WebError;
pub use options::ServeOptions;
pub use server::{Server, serve};
