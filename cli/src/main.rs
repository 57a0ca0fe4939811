//! `jade`: the command-line Sudoku tutor, solver and generator.
//!
//! `main` only parses the arguments, runs the command and maps the outcome to an exit
//! code: 0 success, 1 a puzzle problem (bad board, no or several solutions), 2 usage or I/O.
//! A reader that closes standard output early (`jade … | head`) ends the command normally:
//! exit 0, nothing on stderr. With `--format json` a command that fails as a whole also
//! prints its failure as one JSON object on standard output, for programs.

mod args;
mod commands;
mod error;
mod generate_args;
mod input;
mod live_line;
mod menu;
mod output;
mod play;
mod progress;
mod search_watch;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn")).init();
    let cli = args::Cli::parse();
    match commands::run(&cli) {
        Ok(outcome) => outcome.exit_code(),
        Err(error) if error.is_closed_output() => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("jade: {error}");
            if cli.format == args::OutputFormat::Json && !matches!(error, error::CliError::Output(_)) {
                println!("{}", output::failure_json(error.kind(), &error.to_string()));
            }
            error.exit_code()
        }
    }
}
