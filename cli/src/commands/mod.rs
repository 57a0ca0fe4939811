//! One module per subcommand; `run` dispatches.

mod check;
mod convert;
mod generate;
mod print;
mod solve;

use crate::args::{Cli, Command, Method};
use crate::error::{CliError, Outcome};

/// Runs the parsed command line.
pub(crate) fn run(cli: &Cli) -> Result<Outcome, CliError> {
    match &cli.command {
        Command::Check { input, method } => check::run(input, engine(*method), cli.format),
        Command::Solve { input, method } => solve::run(input, engine(*method), cli.format),
        Command::Convert { input, to, output } => convert::run(input, *to, output.as_deref()),
        Command::Generate(args) => generate::run(args, cli.format),
        Command::Print(args) => print::run(args, cli.format),
    }
}

fn engine(method: Method) -> facade::Engine {
    match method {
        Method::Dlx => facade::Engine::DancingLinks,
        Method::Backtrack => facade::Engine::Backtracking,
        Method::Fast => facade::Engine::Fast,
    }
}
