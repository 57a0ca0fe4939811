//! One module per subcommand; `run` dispatches.

mod check;
mod completions;
mod convert;
mod example;
mod explain;
mod generate;
mod hint;
mod man;
mod play;
mod print;
mod rate;
mod singles;
mod solve;
mod solve_patterns;
mod step;

use crate::args::{Cli, Command, Method};
use crate::error::{CliError, Outcome};

/// Runs the parsed command line.
pub(crate) fn run(cli: &Cli) -> Result<Outcome, CliError> {
    match &cli.command {
        Command::Check { input, method, one_line } => {
            check::run(input, engine(*method), *one_line, cli.format)
        }
        Command::Solve { input, method, one_line } => match method.engine() {
            Some(method) => solve::run(input, engine(method), *one_line, cli.format),
            None => solve_patterns::run(input, *one_line, cli.format),
        },
        Command::Convert { input, to, output } => convert::run(input, *to, output.as_deref(), cli.format),
        Command::Example { pattern, seed, output } => {
            example::run(pattern, *seed, output.as_deref(), cli.format)
        }
        Command::Generate(args) => generate::run(args, cli.format),
        Command::Print(args) => print::run(args, cli.format),
        Command::Hint { input, pattern } => hint::run(input, pattern.as_deref(), cli.format),
        Command::Step { input, pattern, output } => {
            step::run(input, pattern.as_deref(), output.as_deref(), cli.format)
        }
        Command::Singles { input } => singles::run(input, cli.format),
        Command::Rate { input, threads } => rate::run(input, *threads, cli.format),
        Command::Explain { pattern, list } => explain::run(pattern.as_deref(), *list, cli.format),
        Command::Play { file, level, seed } => play::run(file.as_deref(), *level, *seed, cli.format),
        Command::Completions { shell } => completions::run(*shell, cli.format),
        Command::Man { dir } => man::run(dir.as_deref(), cli.format),
    }
}

fn engine(method: Method) -> facade::Engine {
    match method {
        Method::Dlx => facade::Engine::DancingLinks,
        Method::Backtrack => facade::Engine::Backtracking,
        Method::Fast => facade::Engine::Fast,
    }
}
