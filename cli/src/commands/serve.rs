//! `jade serve`: the web version (the `web` front end) on an address, until Ctrl-C.

use std::net::SocketAddr;
use std::time::Duration;

use facade::DatabaseUrl;

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};

/// The web database's file name beside the statistics database.
const WEB_DATABASE: &str = "web.sqlite3";

pub(crate) fn run(
    addr: SocketAddr,
    database: Option<&str>,
    work_limit: u64,
    secure_cookies: bool,
    format: OutputFormat,
) -> Result<Outcome, CliError> {
    if format == OutputFormat::Json {
        return Err(CliError::Usage("jade serve talks in text only; --format json does not apply".into()));
    }
    if work_limit == 0 {
        return Err(CliError::Usage("--work-limit must be at least 1 second".into()));
    }
    let database = match database {
        Some(url) => DatabaseUrl::parse(url),
        None => DatabaseUrl::Sqlite(facade::statistics_path(None)?.with_file_name(WEB_DATABASE)),
    };
    let described = database.describe();
    let mut options = web::ServeOptions::new(addr, database);
    options.work_limit = Duration::from_secs(work_limit);
    options.secure_cookies = secure_cookies;
    web::serve(options, |listening| {
        eprintln!("jade: the web version is at http://{listening}/ ({described}); Ctrl-C stops it");
    })
    .map_err(CliError::Server)?;
    Ok(Outcome::Success)
}
