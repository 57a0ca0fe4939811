//! `jade man`: the manual pages, generated from the clap definitions of the command line so
//! they always match it: `jade.1` on standard output, or with `--dir` one page for `jade` and
//! one for each subcommand (`jade-check.1`, …), as packagers install them.

use std::io::Write;
use std::path::Path;

use clap::CommandFactory;
use clap_mangen::Man;

use crate::args::{Cli, OutputFormat};
use crate::error::{CliError, Outcome};

/// Prints `jade.1`, or writes every page into `dir` (created when absent), each replaced
/// atomically.
pub(crate) fn run(dir: Option<&Path>, format: OutputFormat) -> Result<Outcome, CliError> {
    if format == OutputFormat::Json {
        return Err(CliError::Usage("jade man prints roff pages; --format json does not apply".into()));
    }
    let pages = pages();
    match dir {
        None => {
            let (_, jade) = pages.last().expect("the page of jade itself comes last");
            std::io::stdout().lock().write_all(jade)?;
        }
        Some(dir) => {
            let mut out = std::io::stdout().lock();
            std::fs::create_dir_all(dir).map_err(|source| facade::FacadeError::Io {
                path: dir.to_path_buf(),
                action: "create the directory",
                source,
            })?;
            for (name, page) in &pages {
                let path = dir.join(name);
                facade::save_bytes(&path, page)?;
                writeln!(out, "{}", path.display())?;
            }
        }
    }
    Ok(Outcome::Success)
}

/// Every page as (file name, roff text): the subcommands' first, `jade.1` last.
fn pages() -> Vec<(String, Vec<u8>)> {
    let mut command = Cli::command().disable_help_subcommand(true);
    command.build();
    let mut pages = Vec::new();
    for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
        let man = Man::new(sub.clone()).manual(MANUAL).source(SOURCE);
        let mut roff = Vec::new();
        man.render(&mut roff).expect("rendering into memory cannot fail");
        pages.push((man.get_filename(), roff));
    }
    let man = Man::new(command).manual(MANUAL).source(SOURCE);
    pages.push((man.get_filename(), main_page(&man)));
    pages
}

/// The manual the pages belong to (the centre of their footer).
const MANUAL: &str = "JADE";

/// The program and version every page names (the left of its footer).
const SOURCE: &str = concat!("jade ", env!("CARGO_PKG_VERSION"));

/// The sections `jade.1` adds to what clap knows, in roff, before the VERSION section.
const EXTRA_SECTIONS: &str = r#".SH "EXIT STATUS"
.TP
\fB0\fR
Success.
.TP
\fB1\fR
A puzzle problem: a bad board, or a puzzle with no or several solutions.
.TP
\fB2\fR
Bad usage, or a file or stream that cannot be read or written.
.SH ENVIRONMENT
.TP
\fBRUST_LOG\fR
How much to log on standard error, e.g. \fBRUST_LOG=debug\fR (default: warnings).
.TP
\fBNO_COLOR\fR
When set (to anything but the empty string), \fBjade play\fR draws its board without colours.
.TP
\fBCLICOLOR_FORCE\fR
When set (to anything but the empty string), \fBjade play\fR draws its board in colour even when the output is no terminal (\fBNO_COLOR\fR wins).
.SH "SEE ALSO"
The user manual, \fIdocs/manual.md\fR in JADE's sources; \fBjade help\fR \fISUBCOMMAND\fR.
"#;

/// `jade.1`: clap's sections, then exit status, environment and see also, then the version.
fn main_page(man: &Man) -> Vec<u8> {
    let mut roff = Vec::new();
    let sections = [
        Man::render_title,
        Man::render_name_section,
        Man::render_synopsis_section,
        Man::render_description_section,
        Man::render_options_section,
        Man::render_subcommands_section,
    ];
    for section in sections {
        section(man, &mut roff).expect("rendering into memory cannot fail");
    }
    roff.extend_from_slice(EXTRA_SECTIONS.as_bytes());
    man.render_version_section(&mut roff).expect("rendering into memory cannot fail");
    roff
}
