//! `jade completions SHELL`: the shell completion script, generated from the clap
//! definitions of the command line so it always matches it.

use clap::CommandFactory;
use clap_complete::Shell;

use crate::args::{Cli, OutputFormat};
use crate::error::{CliError, Outcome};

/// Prints the completion script for `shell` on standard output.
pub(crate) fn run(shell: Shell, format: OutputFormat) -> Result<Outcome, CliError> {
    if format == OutputFormat::Json {
        return Err(CliError::Usage(
            "jade completions prints a shell script; --format json does not apply".into(),
        ));
    }
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "jade", &mut script);
    std::io::Write::write_all(&mut std::io::stdout().lock(), &script)?;
    Ok(Outcome::Success)
}
