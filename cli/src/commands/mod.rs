//! One module per subcommand; `run` dispatches.

mod check;
mod completions;
mod convert;
pub(crate) mod count;
mod example;
mod explain;
pub(crate) mod generate;
mod hint;
mod man;
pub(crate) mod play;
mod practise;
mod print;
mod rate;
mod serve;
mod singles;
mod solve;
mod solve_patterns;
mod stats;
mod step;
mod steps;

use std::io::IsTerminal;

use clap::CommandFactory;

use crate::args::{Cli, Command, Method, OutputFormat};
use crate::error::{CliError, Outcome};

/// Runs the parsed command line.
pub(crate) fn run(cli: &Cli) -> Result<Outcome, CliError> {
    let Some(command) = &cli.command else { return no_command(cli.format) };
    match command {
        Command::Check { input, deviations: true, .. } => check::deviations(input, cli.format),
        Command::Check { input, method, one_line, max_nodes, .. } => {
            check::run(input, engine(*method), node_limit(*max_nodes), *one_line, cli.format)
        }
        Command::Solve { input, method, one_line, max_nodes, no_uniqueness } => match method.engine() {
            Some(method) => solve::run(input, engine(method), node_limit(*max_nodes), *one_line, cli.format),
            None => solve_patterns::run(input, *one_line, techniques(*no_uniqueness), cli.format),
        },
        Command::Count { input, limit, max_nodes } => {
            count::run(input, limit.get(), node_limit(*max_nodes), cli.format)
        }
        Command::Convert { input, to, output } => convert::run(input, *to, output.as_deref(), cli.format),
        Command::Example { pattern, seed, output, show_solution } => {
            example::run(pattern, *seed, output.as_deref(), *show_solution, cli.format)
        }
        Command::Generate(args) => generate::run(args, cli.format),
        Command::Print(args) => print::run(args, cli.format),
        Command::Hint { input, pattern, reveal, no_uniqueness } => {
            hint::run(input, pattern.as_deref(), *reveal, techniques(*no_uniqueness), cli.format)
        }
        Command::Step { input, pattern, output, no_uniqueness } => {
            step::run(input, pattern.as_deref(), output.as_deref(), techniques(*no_uniqueness), cli.format)
        }
        Command::Steps { input, no_uniqueness } => steps::run(input, techniques(*no_uniqueness), cli.format),
        Command::Singles { input } => singles::run(input, cli.format),
        Command::Rate { input, threads, no_uniqueness } => {
            rate::run(input, *threads, techniques(*no_uniqueness), cli.format)
        }
        Command::Explain { pattern, list } => explain::run(pattern.as_deref(), *list, cli.format),
        Command::Play { file, level, seed, database } => {
            play::run(file.as_deref(), *level, *seed, database.database.as_deref(), cli.format)
        }
        Command::Stats { chart, database } => {
            stats::run(chart.as_deref(), database.database.as_deref(), cli.format)
        }
        Command::Serve { addr, database, work_limit, secure_cookies } => {
            serve::run(*addr, database.as_deref(), *work_limit, *secure_cookies, cli.format)
        }
        Command::Menu => crate::menu::run(cli.format),
        Command::Completions { shell } => completions::run(*shell, cli.format),
        Command::Man { dir } => man::run(dir.as_deref(), cli.format),
    }
}

/// `jade` alone: the menu for a person at a terminal, usage (exit 2) for a script.
fn no_command(format: OutputFormat) -> Result<Outcome, CliError> {
    if std::io::stdin().is_terminal() {
        return crate::menu::run(format);
    }
    Cli::command()
        .error(
            clap::error::ErrorKind::MissingSubcommand,
            "a command is needed (`jade menu` opens the console menu)",
        )
        .exit()
}

fn engine(method: Method) -> facade::Engine {
    match method {
        Method::Dlx => facade::Engine::DancingLinks,
        Method::Backtrack => facade::Engine::Backtracking,
        Method::Fast => facade::Engine::Fast,
    }
}

/// The techniques `--no-uniqueness` asks for: all, or all but the uniqueness ones.
pub(crate) fn techniques(no_uniqueness: bool) -> facade::Techniques {
    if no_uniqueness { facade::Techniques::WITHOUT_UNIQUENESS } else { facade::Techniques::ALL }
}

/// Turns the uniqueness techniques off in `game` when `techniques` leave them out (a
/// session saved with them off keeps them off either way).
pub(crate) fn limit_techniques(
    game: &mut facade::SudokuLN,
    techniques: facade::Techniques,
) -> Result<(), CliError> {
    if !techniques.uniqueness {
        game.apply(facade::Action::Uniqueness(false))?;
    }
    Ok(())
}

/// The node limit `--max-nodes` asks for: the default when absent, none for 0.
fn node_limit(max_nodes: Option<u64>) -> facade::NodeLimit {
    max_nodes.map_or(facade::NodeLimit::Default, facade::NodeLimit::from_count)
}
