//! `jade play`: an interactive game on a tutor session. Reads one command a line from
//! standard input (with line editing and history when a person types at a terminal) until
//! `quit` or the end of input, printing the board after each change, in colour on a colour
//! terminal.

use crate::commands::generate::random_seed;
use std::fmt;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

use dn::{Level, SolutionStatus};
use facade::Outcome as Said;
use facade::{
    Action, FacadeError, Format, HintAnswer, PatternSolve, Refusal, Reveal, SudokuLN, UnknownFormat,
};

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::output;
use crate::play::board;
use crate::play::command::{self, CommandError, HELP, PlayCommand};
use crate::play::input::Commands;
use crate::play::lines::Line;

/// Starts the game on `file` (a board file, a saved session or a puzzle string) or on a
/// new puzzle of `level` (easy by default), then plays until the input ends.
pub(crate) fn run(
    file: Option<&str>,
    level: Option<Level>,
    seed: Option<u64>,
    database: Option<&Path>,
    format: OutputFormat,
) -> Result<Outcome, CliError> {
    if format == OutputFormat::Json {
        return Err(CliError::Usage("jade play talks in text only; --format json does not apply".into()));
    }
    let session = match file {
        Some(file) => open_argument(file)?,
        None => {
            let seed = seed.unwrap_or_else(random_seed);
            let level = level.unwrap_or(Level::Easy);
            writeln!(std::io::stdout(), "a new {} puzzle (seed {seed})", level.label())?;
            SudokuLN::new_game(Some(level), seed)?
        }
    };
    play_session(session, &mut Commands::from_stdin(), database)?;
    Ok(Outcome::Success)
}

/// Plays `session` on standard output with the commands of `input` until `quit` or the
/// end of the input (the console menu starts its games this way and reads on after).
/// Every game solved is recorded in the statistics database `database` (the default one
/// when `None`).
pub(crate) fn play_session<R: BufRead>(
    session: SudokuLN,
    input: &mut Commands<R>,
    database: Option<&Path>,
) -> Result<(), CliError> {
    let stdout = std::io::stdout();
    let colour = anstream::AutoStream::choice(&stdout) != anstream::ColorChoice::Never;
    let mut game = Game::new(session, stdout, colour);
    game.database = database.map(Path::to_path_buf);
    game.play(input)
}

/// The session `file` names: an existing file (a board or a saved session), else a puzzle
/// written out.
fn open_argument(file: &str) -> Result<SudokuLN, FacadeError> {
    if !Path::new(file).exists() && crate::input::looks_like_a_puzzle(file) {
        SudokuLN::from_text(file)
    } else {
        SudokuLN::open(Path::new(file))
    }
}

/// Whether the game goes on after a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    /// Read the next command.
    Continue,
    /// The player quit.
    Quit,
}

/// The running game: the session, where it prints, and what was already said.
struct Game<W: Write> {
    /// The tutor session.
    session: SudokuLN,
    /// Where everything is printed.
    out: W,
    /// Whether the board is drawn in colour (a colour terminal, `NO_COLOR` unset).
    colour: bool,
    /// Whether "Solved" was said for the board on show.
    announced: bool,
    /// The statistics database solved games go to, when not the default one.
    database: Option<PathBuf>,
}

impl<W: Write> Game<W> {
    /// A game on `session` printing to `out`.
    fn new(mut session: SudokuLN, out: W, colour: bool) -> Game<W> {
        session.start_clock();
        Game { session, out, colour, announced: false, database: None }
    }

    /// Prints the board and what it holds (none / one / several solutions), then runs
    /// each line of `input` until `quit` or its end; a line that cannot be a command gets
    /// an `error:` line and the game goes on.
    fn play<R: BufRead>(&mut self, input: &mut Commands<R>) -> Result<(), CliError> {
        self.print_board()?;
        self.say_solutions()?;
        self.out.flush()?;
        while let Some(line) = input.next_line() {
            let line = line.map_err(|source| FacadeError::Io {
                path: "<stdin>".into(),
                action: "read the commands",
                source,
            })?;
            match line {
                Line::Text(line) => {
                    if self.line(&line)? == Flow::Quit {
                        return Ok(());
                    }
                }
                Line::Skipped(why) => writeln!(self.out, "error: {why}")?,
            }
            self.out.flush()?;
        }
        Ok(())
    }

    /// Runs one line; errors become an `error:` line and the game goes on.
    fn line(&mut self, line: &str) -> std::io::Result<Flow> {
        let flow = match command::parse(line) {
            Ok(None) => Ok(Flow::Continue),
            Ok(Some(command)) => self.execute(command),
            Err(error) => Err(LineError::Command(error)),
        };
        match flow {
            Ok(flow) => Ok(flow),
            Err(error) => {
                writeln!(self.out, "error: {error}")?;
                Ok(Flow::Continue)
            }
        }
    }

    /// Runs one command; `Err` holds the one-line message for the player.
    fn execute(&mut self, command: PlayCommand) -> Result<Flow, LineError> {
        use PlayCommand as C;
        match command {
            C::Act(action) => self.act(action)?,
            C::Write => self.act(Action::WriteNew(self.session.board().geometry()))?,
            C::Save(path) => {
                self.session.save_session(&path)?;
                self.say(&format!("session saved to {}", path.display()))?;
            }
            C::Export(path) => self.export(&path)?,
            C::Open(path) => self.replace(SudokuLN::open(&path)?, &format!("opened {}", path.display()))?,
            C::New(level) => {
                let seed = random_seed();
                let game = SudokuLN::new_game(Some(level), seed)?;
                self.replace(game, &format!("a new {} puzzle (seed {seed})", level.label()))?;
            }
            C::Example(id) => {
                let game = SudokuLN::from_example(id, random_seed())?;
                self.replace(game, &format!("an example of {id}; hint on show:"))?;
                self.print_hint_on_show()?;
            }
            C::Board => self.print_board()?,
            C::Help => {
                self.say(HELP)?;
                self.say(board::LEGEND)?;
            }
            C::Quit => return Ok(Flow::Quit),
        }
        Ok(Flow::Continue)
    }

    /// Applies a move to the session and prints its outcome. A board that cannot support
    /// a sound hint gets its one sentence with the command that shows what is wrong.
    fn act(&mut self, action: Action) -> Result<(), LineError> {
        let outcome = match self.session.apply(action) {
            Err(FacadeError::Rejected(Refusal::NoSoundHint(problems))) => {
                let answer = HintAnswer::Inconsistent(problems);
                return self.say(&with_command(answer.to_string(), answer.remedy()));
            }
            other => other?,
        };
        if let Said::Written(SolutionStatus::Unique(_)) = outcome {
            self.session.start_clock();
            self.announced = false;
        }
        self.render(&outcome)
    }

    /// Prints an outcome: its text (a hint explained cell by cell, with the sentence
    /// saying which cells to note when it needs them; a solve as its pattern-use table),
    /// then the board when it changed or has something new on show.
    fn render(&mut self, outcome: &Said) -> Result<(), LineError> {
        match outcome {
            Said::Hint(answer) => {
                if let Some(hint) = answer.hint() {
                    output::hint_text(&mut self.out, hint)?;
                }
                if !matches!(answer, HintAnswer::Hint(_)) {
                    self.say(&with_command(answer.to_string(), answer.remedy()))?;
                }
            }
            Said::Revealed(revealed) => {
                let note = self.session.cells_to_note_on_show();
                let remedy = (!note.is_empty()).then(|| Action::NoteCandidates(note.clone()));
                match self.session.view().hint.filter(|_| revealed.reveal == Reveal::Full) {
                    Some(hint) => {
                        output::hint_text(&mut self.out, &hint)?;
                        if remedy.is_some() {
                            let note = HintAnswer::NoteFirst { hint, cells: note };
                            self.say(&with_command(note.to_string(), remedy))?;
                        }
                    }
                    None => self.say(&with_command(revealed.text.clone(), remedy))?,
                }
            }
            Said::Stepped(answer) => crate::commands::hint::print_step(&mut self.out, answer)?,
            Said::Solved(solve) => solve_table(&mut self.out, solve)?,
            Said::Steps(answer) => output::steps_text(&mut self.out, answer)?,
            Said::Path(path) => {
                self.say(&outcome.to_string())?;
                for (number, step) in path.steps.iter().enumerate() {
                    writeln!(self.out, "{:>3}. {}", number + 1, output::step_line(&step.hint))?;
                }
            }
            Said::Replay(Some(_)) => {
                self.say(&outcome.to_string())?;
                self.print_hint_on_show()?;
            }
            other => self.say(&other.to_string())?,
        }
        let board_changed = match outcome {
            Said::Hint(answer) => answer.hint().is_some(),
            Said::Stepped(answer) => {
                answer.hint().is_some() || matches!(answer, HintAnswer::StaleCandidates(_))
            }
            Said::Singles(steps) => !steps.is_empty(),
            Said::Rules(conflicts) => !conflicts.is_empty(),
            Said::Steps(_) | Said::Path(_) => false,
            Said::Deviations(deviations) => !deviations.is_empty(),
            Said::Written(status) => matches!(status, SolutionStatus::Unique(_)),
            _ => true,
        };
        if board_changed {
            self.print_board()?;
        }
        Ok(())
    }

    /// `export FILE`: the board in the format of the file's extension, `.pm` (which keeps
    /// everything) when it has none.
    fn export(&mut self, path: &Path) -> Result<(), LineError> {
        let format = Format::for_path(path)
            .map_err(|error| LineError::Extension { path: path.to_path_buf(), error })?;
        self.session.save(path, format)?;
        self.say(&format!("board written to {} ({format})", path.display()))
    }

    /// Plays `session` from now on, saying `what`, printing its board and saying how
    /// many solutions it has.
    fn replace(&mut self, mut session: SudokuLN, what: &str) -> Result<(), LineError> {
        session.start_clock();
        self.session = session;
        self.announced = false;
        self.say(what)?;
        self.print_board()?;
        Ok(self.say_solutions()?)
    }

    /// Says, when the board's puzzle has no solution or several (with two as evidence),
    /// that hints and steps need exactly one (thesis 6.3); the status line says `unique`
    /// otherwise. Nothing while a new board is being written.
    fn say_solutions(&mut self) -> std::io::Result<()> {
        let check = self.session.givens_check();
        if self.session.settings().writing || (check.conflicts.is_empty() && check.status.unique().is_some())
        {
            return Ok(());
        }
        writeln!(self.out, "{check}")
    }

    /// Prints the hint on show, if any.
    fn print_hint_on_show(&mut self) -> Result<(), LineError> {
        match self.session.view().hint {
            Some(hint) => Ok(output::hint_text(&mut self.out, &hint)?),
            None => Ok(()),
        }
    }

    /// One message line.
    fn say(&mut self, message: &str) -> Result<(), LineError> {
        Ok(writeln!(self.out, "{message}")?)
    }

    /// The board with a status line, and "Solved in …!" the first time it is solved.
    fn print_board(&mut self) -> std::io::Result<()> {
        let view = self.session.view();
        write!(self.out, "{}", board::render(&view, self.colour))?;
        let solutions = (!view.writing).then(|| solutions_word(self.session.givens_status()));
        writeln!(self.out, "{}", status_line(&view, solutions))?;
        if view.replay.is_some() {
            return Ok(());
        }
        if view.solved && !self.announced {
            writeln!(self.out, "Solved in {}!", output::duration(view.elapsed))?;
            self.record_game()?;
        }
        self.announced = view.solved;
        Ok(())
    }
}

impl<W: Write> Game<W> {
    /// Records the solved game in the statistics; a database that cannot take it gets an
    /// `error:` line and the game goes on.
    fn record_game(&mut self) -> std::io::Result<()> {
        let Some(game) = self.session.finished_game() else { return Ok(()) };
        match facade::record_game(self.database.as_deref(), &game) {
            Ok(true) => writeln!(self.out, "recorded in your statistics (jade stats)"),
            Ok(false) => Ok(()),
            Err(error) => writeln!(self.out, "error: the game is not recorded: {error}"),
        }
    }
}

/// `unique`, `no solution`, `multiple` or `undecided` (as `jade check` says): what the puzzle holds,
/// for the status line.
fn solutions_word(status: &SolutionStatus) -> &'static str {
    match status {
        SolutionStatus::Unique(_) => "unique",
        SolutionStatus::None => "no solution",
        SolutionStatus::Multiple(..) => "multiple",
        SolutionStatus::Undecided { .. } => "undecided",
    }
}

/// `mode normal | filter 7 9 | pattern x-wing | 12 s | unique`: the settings at a
/// glance, and how many solutions the puzzle has (`solutions`, none while writing).
fn status_line(view: &facade::BoardView, solutions: Option<&str>) -> String {
    let mut parts = vec![match view.mode {
        dn::InputMode::Normal => "mode normal".to_string(),
        dn::InputMode::AutoEliminate => "mode auto".to_string(),
    }];
    if !view.filter.is_empty() {
        let digits: Vec<String> = view.filter.iter().map(|d| d.to_string()).collect();
        parts.push(format!("filter {}", digits.join(" ")));
    }
    if let Some(pattern) = &view.pattern {
        parts.push(format!("pattern {pattern}"));
    }
    if view.writing {
        parts.push("writing a new board".into());
    }
    if let Some(at) = view.replay {
        let point = match at.taken < at.steps {
            true => format!("replay: step {} of {}", at.taken + 1, at.steps),
            false => format!("replay: the end, after {} steps", at.steps),
        };
        parts.push(format!("{point} (goto off to leave)"));
    }
    parts.push(output::duration(view.elapsed));
    parts.extend(solutions.map(String::from));
    parts.join(" | ")
}

/// `sentence`, and the play command that does `remedy` when there is one:
/// `… (type: note f1c1 f2c1)`, `(type: clean)`, `(type: deviations)`.
fn with_command(sentence: String, remedy: Option<Action>) -> String {
    let command = match remedy {
        Some(Action::NoteCandidates(cells)) => {
            let names: Vec<String> = cells.iter().map(ToString::to_string).collect();
            format!("note {}", names.join(" "))
        }
        Some(Action::CleanCandidates) => "clean".into(),
        Some(Action::ShowDeviations) => "deviations".into(),
        _ => return sentence,
    };
    format!("{sentence} (type: {command})")
}

/// The pattern-use table and the level of a solve.
fn solve_table(out: &mut impl Write, solve: &PatternSolve) -> std::io::Result<()> {
    writeln!(out, "{} steps", solve.steps.len())?;
    output::pattern_table(out, solve)?;
    if !solve.solved {
        writeln!(out, "stuck: logic alone cannot finish (bruteforce can)")?;
    }
    Ok(())
}

/// Why a line of the game did nothing; printed as `error: …`, and the game goes on.
#[derive(Debug)]
enum LineError {
    /// The line is no command.
    Command(CommandError),
    /// The session refused the move, or a file could not be read or written.
    Game(FacadeError),
    /// `export` to a file whose extension names no format.
    Extension {
        /// The file named.
        path: PathBuf,
        /// Why its extension names no format.
        error: UnknownFormat,
    },
    /// Printing failed.
    Output(std::io::Error),
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::Command(error) => write!(f, "{error}"),
            LineError::Game(error) => write!(f, "{error}"),
            LineError::Extension { path, error } => {
                write!(f, "{}: unknown extension: {error}", path.display())
            }
            LineError::Output(error) => write!(f, "{error}"),
        }
    }
}

impl From<FacadeError> for LineError {
    fn from(error: FacadeError) -> LineError {
        LineError::Game(error)
    }
}

impl From<std::io::Error> for LineError {
    fn from(error: std::io::Error) -> LineError {
        LineError::Output(error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_status_line_names_the_settings() {
        let mut game = SudokuLN::from_text(&".".repeat(81)).expect("an empty board");
        game.set_filter([dn::Digit::new(7).expect("a digit")].into_iter().collect());
        game.select_pattern(Some(dn::PatternId::new("x-wing")));
        let line = status_line(&game.view(), Some("multiple"));
        assert!(line.starts_with("mode normal | filter 7 | pattern x-wing | "), "{line}");
        assert!(line.ends_with(" | multiple"), "{line}");
    }
}
