//! The command line, as clap parses it.

use std::num::NonZeroUsize;
use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

/// JADE: a Sudoku tutor, solver and generator.
#[derive(Debug, Parser)]
#[command(name = "jade", version, about, propagate_version = true)]
pub(crate) struct Cli {
    /// How to print results.
    #[arg(long, global = true, value_enum, default_value_t = OutputFormat::Text)]
    pub(crate) format: OutputFormat,

    /// What to do; without a command, the console menu when standard input is a terminal.
    #[command(subcommand)]
    pub(crate) command: Option<Command>,
}

/// Text for people, JSON (one object per puzzle, one per line) for programs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum OutputFormat {
    /// Plain text.
    Text,
    /// One JSON object per puzzle, one per line.
    Json,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Say whether each puzzle has no, exactly one, or several solutions, and which givens
    /// break a rule. Exits 0 only when every puzzle has exactly one solution.
    Check {
        /// A puzzle file (any format, or one puzzle per line), `-` for standard input, or
        /// the puzzle itself as an 81-character string.
        input: String,
        /// The trial-and-error engine that counts solutions.
        #[arg(long, value_enum, default_value_t = Method::Fast)]
        method: Method,
        /// One line per puzzle even for a single puzzle: `<puzzle> <status>[; broken rules]`.
        #[arg(long)]
        one_line: bool,
        /// Stop a search after N search-tree nodes and answer "undecided" (0: no limit).
        /// Default: no limit on 4×4 and 9×9; on 16×16 and 25×25, 100000 for `fast` and
        /// 100000000 for `dlx` and `backtrack`.
        #[arg(long, value_name = "N")]
        max_nodes: Option<u64>,
        /// For one board with placed values or candidates (a `.pm` game): the cells whose
        /// value is wrong or whose candidates lack the true digit, without saying digits.
        #[arg(long, conflicts_with = "one_line")]
        deviations: bool,
    },
    /// Solve each puzzle and print its solution (one line per puzzle for a file of many);
    /// with `--method patterns`, solve as a person would and print every step, the
    /// patterns used and the level.
    Solve {
        /// A puzzle file (any format, or one puzzle per line), `-` for standard input, or
        /// the puzzle itself as an 81-character string.
        input: String,
        /// The solving patterns, Dancing Links, backtracking with markers, or the fast
        /// bit-set solver.
        #[arg(long, value_enum, default_value_t = SolveMethod::Fast)]
        method: SolveMethod,
        /// One line per puzzle even for a single puzzle: the solution on one line instead of
        /// the grid (with `--method patterns`: the board reached, the level and its value).
        #[arg(long)]
        one_line: bool,
        /// Stop a search after N search-tree nodes and answer "undecided" (0: no limit).
        /// Default: no limit on 4×4 and 9×9; on 16×16 and 25×25, 100000 for `fast` and
        /// 100000000 for `dlx` and `backtrack`.
        #[arg(long, value_name = "N")]
        max_nodes: Option<u64>,
        /// With `--method patterns`: leave out the uniqueness techniques (Unique Rectangles,
        /// Hidden Rectangle, BUG+1), which assume the puzzle has one solution.
        #[arg(long)]
        no_uniqueness: bool,
    },
    /// Count each puzzle's solutions, up to `--limit` (then "more than N"), with Dancing
    /// Links (the propagating engine on 16×16 and 25×25); one line per puzzle as soon as
    /// it is counted.
    Count {
        /// A puzzle file (any format, or one puzzle per line), `-` for standard input, or
        /// the puzzle itself.
        input: String,
        /// Stop counting a puzzle after this many solutions.
        #[arg(long, value_name = "N", default_value_t = NonZeroUsize::new(1000).expect("not zero"))]
        limit: NonZeroUsize,
        /// Stop a count after N search-tree nodes and say what was found so far (0: no
        /// limit). Default: no limit on 4×4 and 9×9, 100000 on 16×16 and 25×25.
        #[arg(long, value_name = "N")]
        max_nodes: Option<u64>,
    },
    /// Show the easiest pattern that applies to a board (or only the one chosen with
    /// `--pattern`), with its explanation, or only part of it with `--reveal 1` or `2`;
    /// the board is not changed (except with `--reveal 4`, which applies it like `step`).
    Hint {
        /// A file with one board (`.pm` keeps your candidates and placed values), `-`, or
        /// the puzzle itself.
        input: String,
        /// Only this pattern (see `jade explain --list`).
        #[arg(long, value_name = "ID")]
        pattern: Option<String>,
        /// How much to reveal: 1 where to look (the area and the technique's family), 2 the
        /// technique with its digits and cells, 3 the whole hint, 4 apply it (as `step`).
        #[arg(long, value_name = "N", default_value_t = 3, value_parser = clap::value_parser!(u8).range(1..=4))]
        reveal: u8,
        /// Leave out the uniqueness techniques (Unique Rectangles, Hidden Rectangle, BUG+1),
        /// which assume the puzzle has one solution.
        #[arg(long)]
        no_uniqueness: bool,
    },
    /// Apply one hint and write the board with its candidates, as a `.pm` pencil-mark grid
    /// unless the output file's extension names another format.
    Step {
        /// A file with one board (`.pm` keeps your candidates and placed values), `-`, or
        /// the puzzle itself.
        input: String,
        /// Only this pattern (see `jade explain --list`).
        #[arg(long, value_name = "ID")]
        pattern: Option<String>,
        /// Where to write the board (replaced atomically), in the format of its extension
        /// (`.pm` when it has none); standard output when absent.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Leave out the uniqueness techniques (Unique Rectangles, Hidden Rectangle, BUG+1),
        /// which assume the puzzle has one solution.
        #[arg(long)]
        no_uniqueness: bool,
    },
    /// List every step available on a board now, easiest first: each pattern that applies
    /// with its level and what it changes (its first application; `hint --pattern ID`
    /// explains one). The board is not changed.
    Steps {
        /// A file with one board (`.pm` keeps your candidates and placed values), `-`, or
        /// the puzzle itself.
        input: String,
        /// Leave out the uniqueness techniques (Unique Rectangles, Hidden Rectangle, BUG+1),
        /// which assume the puzzle has one solution.
        #[arg(long)]
        no_uniqueness: bool,
    },
    /// Apply Hidden and Naked Singles until none applies; print the steps and the board.
    Singles {
        /// A file with one board, `-`, or the puzzle itself.
        input: String,
    },
    /// Rate the difficulty of every puzzle of a file, one line each, on all cores.
    Rate {
        /// A file of puzzles (one per line), `-` for standard input, or one puzzle.
        input: String,
        /// How many threads to use; all cores when absent.
        #[arg(long, value_name = "N")]
        threads: Option<NonZeroUsize>,
        /// Leave out the uniqueness techniques (Unique Rectangles, Hidden Rectangle, BUG+1),
        /// which assume the puzzle has one solution.
        #[arg(long)]
        no_uniqueness: bool,
    },
    /// Print a solving pattern's help page: the rule, why it works, an example.
    Explain {
        /// The pattern's id, e.g. `x-wing`.
        #[arg(required_unless_present = "list")]
        pattern: Option<String>,
        /// List every pattern instead, easiest first.
        #[arg(long, conflicts_with = "pattern")]
        list: bool,
    },
    /// A puzzle that needs PATTERN: the board solved up to the step where PATTERN is the
    /// easiest that applies (with candidates, as a `.pm` pencil-mark grid) and its hint.
    Example {
        /// The pattern's id, e.g. `x-wing` (see `jade explain --list`).
        pattern: String,
        /// The seed; the same seed gives the same example.
        #[arg(long)]
        seed: Option<u64>,
        /// Also write the board to this file (replaced atomically), in the format of its
        /// extension (`.pm` when it has none).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// In text, print the puzzle's solution after it (a `solution:` line); JSON always
        /// has it.
        #[arg(long, visible_alias = "solution")]
        show_solution: bool,
    },
    /// Generate new puzzles: unique and minimal, optionally of a level (4×4, 9×9, 16×16),
    /// with a symmetry or an exact number of clues; 25×25 too.
    Generate(crate::generate_args::GenerateArgs),
    /// Write a puzzle in another file format.
    Convert {
        /// A puzzle file (any format), `-` for standard input, or an 81-character string.
        input: String,
        /// The format to write.
        #[arg(long, value_enum)]
        to: FileFormat,
        /// Where to write (replaced atomically); standard output when absent.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Print puzzles for paper as a PDF or SVG: one or several boards a page, optionally
    /// with candidates and with solution pages after the puzzles.
    Print(PrintArgs),
    /// Play interactively: one command a line (`set f4c6 5`, `cand f4c6 5 7`, `hint`,
    /// `undo`, `save game.json`, …; `help` lists them) until `quit` or the end of input.
    Play {
        /// A board file (any format), a saved session, or the puzzle itself; without it, a
        /// new generated puzzle.
        file: Option<String>,
        /// The level of the new puzzle when no FILE is given.
        #[arg(long, conflicts_with = "file")]
        level: Option<dn::Level>,
        /// The seed of the new puzzle; random when absent.
        #[arg(long, conflicts_with = "file")]
        seed: Option<u64>,
        /// Where a solved game is recorded.
        #[command(flatten)]
        database: DatabaseArg,
    },
    /// Your statistics from the games finished in `jade play`, the console menu and
    /// jade-gui: games and mean and best time per level, progress day by day, and the
    /// techniques you needed hints for most.
    Stats {
        /// Also draw the statistics as an SVG chart into this file (replaced atomically).
        #[arg(long, value_name = "FILE")]
        chart: Option<PathBuf>,
        /// The statistics database to read.
        #[command(flatten)]
        database: DatabaseArg,
    },
    /// The web version: serve the tutor to browsers on ADDR (open http://ADDR/), with
    /// users, their statistics and rankings kept in a database; Ctrl-C stops it.
    Serve {
        /// Where to listen: an address and port (port 0 picks a free one).
        #[arg(long, default_value = "127.0.0.1:8080")]
        addr: std::net::SocketAddr,
        /// The database: a SQLite file (created when absent) or a `postgres://user@host/db`
        /// URL. Default: web.sqlite3 beside the statistics database (~/.local/share/jade on
        /// Linux).
        #[arg(long, value_name = "URL")]
        database: Option<String>,
        /// How many seconds one request's work (an action, a new game) may take before it
        /// is answered "took too long".
        #[arg(long, value_name = "SECONDS", default_value_t = 10)]
        work_limit: u64,
        /// Mark the session cookie `Secure` (when the server is behind HTTPS).
        #[arg(long)]
        secure_cookies: bool,
    },
    /// The console menu: play, generate, solve, check or count a puzzle you type, explain a
    /// pattern, chosen by number until Quit (what `jade` alone does at a terminal).
    Menu,
    /// Print the shell completion script for SHELL, e.g.
    /// `jade completions bash > ~/.local/share/bash-completion/completions/jade`.
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the manual page jade.1 (roff), or with `--dir` write jade.1 and a page for each
    /// subcommand (jade-check.1, …) into a directory, e.g. for `/usr/share/man/man1`.
    Man {
        /// The directory to write the pages into (created when absent; pages are replaced
        /// atomically).
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
}

/// The statistics database, when not the default one.
#[derive(Debug, Default, clap::Args)]
pub(crate) struct DatabaseArg {
    /// The statistics database (an SQLite file, created when absent). Default:
    /// $JADE_DATABASE when set, else stats.sqlite3 in the platform's data directory
    /// (~/.local/share/jade on Linux).
    #[arg(long, value_name = "PATH")]
    pub(crate) database: Option<PathBuf>,
}

/// The arguments of `jade print`.
#[derive(Debug, clap::Args)]
pub(crate) struct PrintArgs {
    /// Puzzle files (any format, or one puzzle per line), `-` for standard input, or
    /// puzzles written out as strings; printed in the order given.
    #[arg(required = true)]
    pub(crate) inputs: Vec<String>,
    /// The file to write, replaced atomically: `OUT.pdf` holds every page; with `OUT.svg`
    /// page 1 goes to OUT.svg and the next pages to OUT-2.svg, OUT-3.svg, ...
    #[arg(short, long)]
    pub(crate) output: PathBuf,
    /// Boards on each puzzle page: 1, 2, 4 or 6.
    #[arg(long, default_value_t = facade::PerPage::One)]
    pub(crate) per_page: facade::PerPage,
    /// Show the candidates of empty cells (the file's own, or computed when it has none).
    #[arg(long)]
    pub(crate) candidates: bool,
    /// Add pages with each puzzle's solution, smaller and several a page; a puzzle without
    /// exactly one solution gets a note instead (and the exit code is 1).
    #[arg(long)]
    pub(crate) solutions: bool,
    /// A title for the captions (instead of "Puzzle N") and the PDF's properties.
    #[arg(long)]
    pub(crate) title: Option<String>,
}

/// A trial-and-error engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Method {
    /// Dancing Links (Algorithm X on the exact-cover matrix).
    Dlx,
    /// Backtracking with row, column and block markers.
    Backtrack,
    /// The fast bit-set solver with singles propagation (9×9; other sizes use Dancing Links).
    Fast,
}

/// How `solve` solves: with the patterns a person uses, or with an engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum SolveMethod {
    /// The solving patterns, easiest first, reporting each step and the level.
    Patterns,
    /// Dancing Links (Algorithm X on the exact-cover matrix).
    Dlx,
    /// Backtracking with row, column and block markers.
    Backtrack,
    /// The fast bit-set solver with singles propagation (9×9; other sizes use Dancing Links).
    Fast,
}

impl SolveMethod {
    /// The trial-and-error engine, or `None` for the patterns.
    pub(crate) fn engine(self) -> Option<Method> {
        match self {
            SolveMethod::Patterns => None,
            SolveMethod::Dlx => Some(Method::Dlx),
            SolveMethod::Backtrack => Some(Method::Backtrack),
            SolveMethod::Fast => Some(Method::Fast),
        }
    }
}

/// A board file format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum FileFormat {
    /// One line, `.` for empty.
    Txt,
    /// One line per row, `.` for empty.
    Sdk,
    /// Rows split into boxes with frame lines.
    Ss,
    /// One line per row, `0` for empty.
    Sud,
    /// Like `ss`, with each cell's candidates; refused for a board with a placed value or
    /// a single candidate, which it would read back as a given.
    Ssc,
    /// The pencil-mark grid: givens `<5>`, placed values `*5*` and candidates kept apart.
    Pm,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }
}
