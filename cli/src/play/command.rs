//! The commands of `jade play`, one a line, and their parser.

use std::path::PathBuf;

use std::fmt;

use dn::{CandidateSet, CellNameError, Colour, Coord, Digit, InputMode, Level, LevelError, PatternId};
use facade::{Action, ReplayTo, Reveal};

/// One command the player typed: a move on the session (the façade's [`Action`]), or one
/// of the game's own commands on files, games and the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum PlayCommand {
    /// `set`, `clear`, `cand`, `color`, `hint`, `step`, `undo`, … (see [`HELP`]).
    Act(Action),
    /// `save FILE`: save the session (JSON).
    Save(PathBuf),
    /// `open FILE`: open a board or a saved session.
    Open(PathBuf),
    /// `export FILE`: write the board in the format of the extension, `.pm` when none.
    Export(PathBuf),
    /// `new [LEVEL]`: a new generated puzzle.
    New(Level),
    /// `example ID`: a puzzle that needs a pattern.
    Example(PatternId),
    /// `write`: start writing a new board of the size on show.
    Write,
    /// `board`: print the board again.
    Board,
    /// `help`: list the commands.
    Help,
    /// `quit`.
    Quit,
}

/// Every command's name, for Tab completion.
pub(crate) const NAMES: &[&str] = &[
    "set",
    "clear",
    "cand",
    "note",
    "color",
    "colors",
    "uncolor",
    "filter",
    "pattern",
    "uniqueness",
    "hint",
    "step",
    "steps",
    "path",
    "goto",
    "singles",
    "solve",
    "bruteforce",
    "candidates",
    "clean",
    "clearcands",
    "undo",
    "redo",
    "reset",
    "check",
    "deviations",
    "mode",
    "save",
    "open",
    "export",
    "new",
    "example",
    "write",
    "done",
    "board",
    "help",
    "quit",
];

/// The help text of `jade play`.
pub(crate) const HELP: &str = "\
commands (cells are written f4c6 = row 4, column 6):
  set CELL D          place digit D (a given while writing)
  clear CELL          empty a cell
  cand CELL D...      toggle candidates D...
  note CELL...        note the candidates the values allow in these cells
  color CELL [D] N    colour a cell, or its candidate D: 1-5, 6 = wrong, 0 = none
  colors on|off       show or hide colours
  uncolor N|all       remove colour N, or every colour
  filter [D...]       show only candidates D... (none: all)
  pattern ID|any      hints use only pattern ID, or any
  uniqueness on|off   hints and solves may use Unique Rectangles and BUG+1, or not
  hint                a level more of the hint: 1 where to look, 2 what, 3 all, 4 apply
  hint N | ID [N]     level N of the hint; ID: pattern ID's hint (all, or level N)
  step [ID]           apply a hint
  steps [N]           list every step available now, easiest first; N shows step N
  path                the solution path from here: every step a solve would take
  goto N|end|off      replay: the board where path step N is taken, the end, or back
  singles             apply Hidden and Naked Singles until none applies
  solve               solve with patterns: pattern-use table and level
  bruteforce          solve by trial and error
  candidates          compute every candidate
  clean               remove candidates that placed values rule out
  clearcands          remove every candidate
  undo / redo / reset undo, redo, back to the start
  check               list the broken rules
  deviations          mark the cells whose value or candidates disagree with the solution
  mode auto|normal    auto-eliminate candidates when placing, or not
  save FILE           save the session (JSON)
  open FILE           open a board file or a saved session
  export FILE         write the board in its extension's format (.pm if none)
  new [LEVEL]         a new puzzle: very-easy, easy, medium, hard, very-hard, extreme
  example ID          a puzzle that needs pattern ID
  write / done        write a new board (set places givens), then play it
  board / help / quit";

/// Why a line is no command; the game prints it as `error: …` and goes on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum CommandError {
    /// No command has this name.
    Unknown(String),
    /// The command was given other arguments than it takes: its name and its form.
    Usage(String, &'static str),
    /// The command takes no arguments.
    NoArguments(String),
    /// Not a cell name.
    Cell(CellNameError),
    /// Not a digit.
    Digit(String),
    /// Not a colour number.
    Colour(String),
    /// `uncolor` needs a colour, not 0.
    NoColour,
    /// Neither `on` nor `off`.
    OnOff(String),
    /// Neither `auto` nor `normal`.
    Mode(String),
    /// No level has this name.
    Level(LevelError),
    /// No pattern has this id: the message listing the valid ones.
    Pattern(String),
    /// Not a step number (1, 2, …).
    StepNumber(String),
    /// Neither a step number nor `end` nor `off`.
    Goto(String),
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommandError::Unknown(name) => write!(f, "unknown command '{name}' (type help for the list)"),
            CommandError::Usage(name, form) => write!(f, "usage: {name} {form}"),
            CommandError::NoArguments(name) => write!(f, "{name} takes no arguments"),
            CommandError::Cell(error) => write!(f, "{error}"),
            CommandError::Digit(text) => write!(f, "'{text}' is not a digit (1-9, or A-P on big boards)"),
            CommandError::Colour(text) => {
                write!(f, "'{text}' is not a colour (1-5, 6 = marked wrong, 0 = none)")
            }
            CommandError::NoColour => write!(f, "uncolor takes a colour 1-6 or all"),
            CommandError::OnOff(text) => write!(f, "'{text}': write on or off"),
            CommandError::Mode(text) => write!(f, "'{text}': write auto or normal"),
            CommandError::Level(error) => write!(f, "{error}"),
            CommandError::Pattern(error) => write!(f, "{error}"),
            CommandError::StepNumber(text) => write!(f, "'{text}' is not a step number (1, 2, …)"),
            CommandError::Goto(text) => write!(f, "'{text}': write a step number, end or off"),
        }
    }
}

impl std::error::Error for CommandError {}

/// Parses one line: `Ok(None)` for a blank line or a `#` comment.
pub(crate) fn parse(line: &str) -> Result<Option<PlayCommand>, CommandError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((&name, args)) = words.split_first() else { return Ok(None) };
    if name.starts_with('#') {
        return Ok(None);
    }
    parse_words(&name.to_ascii_lowercase(), args).map(Some)
}

/// Parses a command `name` with its arguments.
fn parse_words(name: &str, args: &[&str]) -> Result<PlayCommand, CommandError> {
    use PlayCommand as C;
    let act = |action| Ok::<_, CommandError>(C::Act(action));
    let command = match name {
        "set" => {
            let [cell, digit] = exactly(name, args, "CELL DIGIT")?;
            act(Action::SetValue(coord(cell)?, parse_digit(digit)?))?
        }
        "clear" => act(Action::ClearValue(coord(one(name, args, "CELL")?)?))?,
        "cand" | "candidate" => act(cand(args)?)?,
        "note" => act(note(args)?)?,
        "color" | "colour" => match args {
            [cell, number] => act(Action::Colour(coord(cell)?, colour(number)?))?,
            [cell, digit, number] => {
                act(Action::CandidateColour(coord(cell)?, parse_digit(digit)?, colour(number)?))?
            }
            _ => return Err(usage(name, "CELL [D] N")),
        },
        "colors" | "colours" => act(Action::ShowColours(on_off(one(name, args, "on|off")?)?))?,
        "uncolor" | "uncolour" => act(uncolor(one(name, args, "N|all")?)?)?,
        "filter" => {
            act(Action::Filter(args.iter().map(|d| parse_digit(d)).collect::<Result<CandidateSet, _>>()?))?
        }
        "uniqueness" => act(Action::Uniqueness(on_off(one(name, args, "on|off")?)?))?,
        "pattern" => {
            let id = one(name, args, "ID|any")?;
            act(Action::SelectPattern((!id.eq_ignore_ascii_case("any")).then(|| pattern(id)).transpose()?))?
        }
        "hint" => act(hint(args)?)?,
        "step" => act(Action::Step(optional(name, args, "[ID]")?.as_deref().map(pattern).transpose()?))?,
        "steps" => act(match optional(name, args, "[N]")? {
            Some(number) => Action::ShowStep(step_number(&number)? - 1),
            None => Action::Steps,
        })?,
        "goto" => act(Action::Replay(replay_to(one(name, args, "N|end|off")?)?))?,
        "mode" => act(Action::Mode(mode(one(name, args, "auto|normal")?)?))?,
        "save" => C::Save(one(name, args, "FILE")?.into()),
        "open" => C::Open(one(name, args, "FILE")?.into()),
        "export" => C::Export(one(name, args, "FILE")?.into()),
        "new" => C::New(level(optional(name, args, "[LEVEL]")?.as_deref())?),
        "example" => C::Example(pattern(one(name, args, "ID")?)?),
        _ => {
            let command = bare(name)?;
            none(name, args)?;
            command
        }
    };
    Ok(command)
}

/// The commands without arguments.
fn bare(name: &str) -> Result<PlayCommand, CommandError> {
    use PlayCommand as C;
    let action = match name {
        "singles" => Action::Singles,
        "path" => Action::SolutionPath,
        "solve" => Action::SolveWithPatterns,
        "bruteforce" => Action::SolveTrialAndError,
        "candidates" => Action::ComputeCandidates,
        "clean" => Action::CleanCandidates,
        "clearcands" => Action::ClearCandidates,
        "undo" => Action::Undo,
        "redo" => Action::Redo,
        "reset" => Action::Reset,
        "check" => Action::CheckRules,
        "deviations" => Action::ShowDeviations,
        "done" => Action::FinishWriting,
        other => return whole_game(other),
    };
    Ok(C::Act(action))
}

/// The commands without arguments that are not moves on the session (`write` starts a
/// board of the size on show, which the game knows: [`PlayCommand::Write`]).
fn whole_game(name: &str) -> Result<PlayCommand, CommandError> {
    use PlayCommand as C;
    Ok(match name {
        "write" => C::Write,
        "board" => C::Board,
        "help" | "?" => C::Help,
        "quit" | "exit" => C::Quit,
        _ => return Err(CommandError::Unknown(name.to_string())),
    })
}

/// `cand CELL D...`.
fn cand(args: &[&str]) -> Result<Action, CommandError> {
    let Some((cell, digits)) = args.split_first() else { return Err(usage("cand", "CELL DIGIT...")) };
    if digits.is_empty() {
        return Err(usage("cand", "CELL DIGIT..."));
    }
    let digits = digits.iter().map(|d| parse_digit(d)).collect::<Result<_, _>>()?;
    Ok(Action::ToggleCandidates(coord(cell)?, digits))
}

/// `hint`: one level more of the hint on show; `hint N`: level N (1-4) of it; `hint ID`:
/// pattern ID's hint in full; `hint ID N`: level N of pattern ID's hint.
fn hint(args: &[&str]) -> Result<Action, CommandError> {
    const FORM: &str = "[N|ID] or ID N (N: 1 where to look, 2 the technique, 3 all, 4 apply)";
    let level = |text: &str| text.parse().ok().and_then(Reveal::from_number);
    Ok(match args {
        [] => Action::HintMore,
        [n] if n.bytes().all(|b| b.is_ascii_digit()) => {
            Action::HintAt(None, level(n).ok_or_else(|| usage("hint", FORM))?)
        }
        [id] => Action::Hint(Some(pattern(id)?)),
        [id, n] => Action::HintAt(Some(pattern(id)?), level(n).ok_or_else(|| usage("hint", FORM))?),
        _ => return Err(usage("hint", FORM)),
    })
}

/// `note CELL...`.
fn note(args: &[&str]) -> Result<Action, CommandError> {
    if args.is_empty() {
        return Err(usage("note", "CELL..."));
    }
    Ok(Action::NoteCandidates(args.iter().map(|cell| coord(cell)).collect::<Result<_, _>>()?))
}

/// `uncolor N|all`.
fn uncolor(arg: &str) -> Result<Action, CommandError> {
    if arg.eq_ignore_ascii_case("all") {
        return Ok(Action::ClearColour(None));
    }
    match colour(arg)? {
        Some(c) => Ok(Action::ClearColour(Some(c))),
        None => Err(CommandError::NoColour),
    }
}

/// The error for a command used wrongly.
fn usage(name: &str, form: &'static str) -> CommandError {
    CommandError::Usage(name.to_string(), form)
}

/// Exactly `N` arguments.
fn exactly<'a, const N: usize>(
    name: &str,
    args: &[&'a str],
    form: &'static str,
) -> Result<[&'a str; N], CommandError> {
    <[&str; N]>::try_from(args).map_err(|_| usage(name, form))
}

/// Exactly one argument.
fn one<'a>(name: &str, args: &[&'a str], form: &'static str) -> Result<&'a str, CommandError> {
    let [arg] = exactly(name, args, form)?;
    Ok(arg)
}

/// At most one argument.
fn optional(name: &str, args: &[&str], form: &'static str) -> Result<Option<String>, CommandError> {
    match args {
        [] => Ok(None),
        [arg] => Ok(Some(arg.to_string())),
        _ => Err(usage(name, form)),
    }
}

/// No arguments.
fn none(name: &str, args: &[&str]) -> Result<(), CommandError> {
    match args.is_empty() {
        true => Ok(()),
        false => Err(CommandError::NoArguments(name.to_string())),
    }
}

/// A cell name like `f4c6`.
fn coord(text: &str) -> Result<Coord, CommandError> {
    text.parse::<Coord>().map_err(CommandError::Cell)
}

/// A digit: a number 1-25 or a letter A-P.
fn parse_digit(text: &str) -> Result<Digit, CommandError> {
    let bad = || CommandError::Digit(text.to_string());
    if let Ok(n) = text.parse::<u8>() {
        return Digit::new(n).ok_or_else(bad);
    }
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Digit::from_char(c).ok_or_else(bad),
        _ => Err(bad()),
    }
}

/// A colour number: 1-5, 6 for marked wrong, 0 for none.
fn colour(text: &str) -> Result<Option<Colour>, CommandError> {
    let bad = || CommandError::Colour(text.to_string());
    let n: u8 = text.parse().map_err(|_| bad())?;
    match n {
        0 => Ok(None),
        n => Colour::from_number(n).map(Some).ok_or_else(bad),
    }
}

/// `on` or `off`.
fn on_off(text: &str) -> Result<bool, CommandError> {
    match text.to_ascii_lowercase().as_str() {
        "on" => Ok(true),
        "off" => Ok(false),
        _ => Err(CommandError::OnOff(text.to_string())),
    }
}

/// `auto` or `normal`.
fn mode(text: &str) -> Result<InputMode, CommandError> {
    match text.to_ascii_lowercase().as_str() {
        "auto" => Ok(InputMode::AutoEliminate),
        "normal" => Ok(InputMode::Normal),
        _ => Err(CommandError::Mode(text.to_string())),
    }
}

/// A pattern's id like `x-wing`.
fn pattern(text: &str) -> Result<PatternId, CommandError> {
    facade::pattern_id(text).map_err(|error| CommandError::Pattern(error.to_string()))
}

/// A step number as lists show it, from 1.
fn step_number(text: &str) -> Result<usize, CommandError> {
    text.parse::<usize>().ok().filter(|&n| n > 0).ok_or_else(|| CommandError::StepNumber(text.to_string()))
}

/// Where `goto` goes: step N of the path (from 1) where it is taken, its end, or `off`
/// back to the game's board.
fn replay_to(text: &str) -> Result<ReplayTo, CommandError> {
    match text.to_ascii_lowercase().as_str() {
        "end" => Ok(ReplayTo::End),
        "off" => Ok(ReplayTo::Leave),
        _ => match step_number(text) {
            Ok(number) => Ok(ReplayTo::After(number - 1)),
            Err(_) => Err(CommandError::Goto(text.to_string())),
        },
    }
}

/// A level name; easy when absent.
fn level(text: Option<&str>) -> Result<Level, CommandError> {
    text.map_or(Ok(Level::Easy), |t| t.parse::<Level>().map_err(CommandError::Level))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digit(n: u8) -> Digit {
        Digit::new(n).expect("a test digit")
    }

    fn parsed(line: &str) -> PlayCommand {
        parse(line).expect("parses").expect("a command")
    }

    /// The move `line` parses to.
    fn action(line: &str) -> Action {
        match parsed(line) {
            PlayCommand::Act(action) => action,
            other => panic!("{line}: {other:?} is no move"),
        }
    }

    #[test]
    fn moves_parse() {
        let cell = Coord::new(3, 5);
        assert_eq!(action("set f4c6 5"), Action::SetValue(cell, digit(5)));
        assert_eq!(action("  SET r4c6 5 "), Action::SetValue(cell, digit(5)));
        assert_eq!(action("clear f4c6"), Action::ClearValue(cell));
        assert_eq!(action("cand f4c6 5 7"), Action::ToggleCandidates(cell, vec![digit(5), digit(7)]));
        assert_eq!(action("color f4c6 2"), Action::Colour(cell, Some(Colour::Two)));
        assert_eq!(action("color f4c6 6"), Action::Colour(cell, Some(Colour::Wrong)));
        assert_eq!(action("color f4c6 0"), Action::Colour(cell, None));
        assert_eq!(action("color f4c6 7 3"), Action::CandidateColour(cell, digit(7), Some(Colour::Three)));
        assert_eq!(action("colour f4c6 7 0"), Action::CandidateColour(cell, digit(7), None));
    }

    #[test]
    fn settings_parse() {
        assert_eq!(action("colors off"), Action::ShowColours(false));
        assert_eq!(action("uncolor all"), Action::ClearColour(None));
        assert_eq!(action("uncolor 3"), Action::ClearColour(Some(Colour::Three)));
        assert_eq!(action("filter 7 9"), Action::Filter([digit(7), digit(9)].into_iter().collect()));
        assert_eq!(action("filter"), Action::Filter(CandidateSet::EMPTY));
        assert_eq!(action("pattern any"), Action::SelectPattern(None));
        assert_eq!(action("uniqueness off"), Action::Uniqueness(false));
        assert_eq!(action("uniqueness on"), Action::Uniqueness(true));
        assert_eq!(action("pattern x-wing"), Action::SelectPattern(Some(PatternId::new("x-wing"))));
        assert_eq!(action("mode auto"), Action::Mode(InputMode::AutoEliminate));
        assert_eq!(parsed("new"), PlayCommand::New(Level::Easy));
        assert_eq!(parsed("new very-hard"), PlayCommand::New(Level::VeryHard));
    }

    #[test]
    fn tools_and_files_parse() {
        assert_eq!(action("hint"), Action::HintMore);
        assert_eq!(action("hint 2"), Action::HintAt(None, Reveal::Technique));
        assert_eq!(action("hint x-wing"), Action::Hint(Some(PatternId::new("x-wing"))));
        assert_eq!(action("hint x-wing 1"), Action::HintAt(Some(PatternId::new("x-wing")), Reveal::Area));
        assert_eq!(action("step naked-pairs"), Action::Step(Some(PatternId::new("naked-pairs"))));
        assert_eq!(action("steps"), Action::Steps);
        assert_eq!(action("steps 3"), Action::ShowStep(2));
        assert_eq!(action("path"), Action::SolutionPath);
        assert_eq!(action("goto 1"), Action::Replay(ReplayTo::After(0)));
        assert_eq!(action("goto END"), Action::Replay(ReplayTo::End));
        assert_eq!(action("goto off"), Action::Replay(ReplayTo::Leave));
        assert_eq!(parsed("save game.json"), PlayCommand::Save("game.json".into()));
        assert_eq!(parsed("export a.ssc"), PlayCommand::Export("a.ssc".into()));
        for (line, command) in [
            ("singles", PlayCommand::Act(Action::Singles)),
            ("undo", PlayCommand::Act(Action::Undo)),
            ("done", PlayCommand::Act(Action::FinishWriting)),
            ("write", PlayCommand::Write),
            ("quit", PlayCommand::Quit),
        ] {
            assert_eq!(parsed(line), command);
        }
    }

    #[test]
    fn every_completed_name_is_a_command() {
        for name in NAMES {
            if let Err(error) = parse(name) {
                assert!(!matches!(error, CommandError::Unknown(_)), "{name}: {error}");
            }
        }
        for line in HELP.lines().skip(1) {
            let name = line.split_whitespace().next().expect("a help line names a command");
            assert!(NAMES.contains(&name), "{name} is missing from NAMES");
        }
    }

    #[test]
    fn blank_lines_and_comments_are_skipped() {
        assert_eq!(parse(""), Ok(None));
        assert_eq!(parse("   "), Ok(None));
        assert_eq!(parse("# a comment"), Ok(None));
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        let error = |line: &str| parse(line).expect_err(line).to_string();
        assert!(error("fly f1c1").contains("unknown command 'fly'"));
        assert_eq!(error("set f4c6"), "usage: set CELL DIGIT");
        assert!(error("set x4c6 5").contains("not a cell name"));
        assert!(error("set f4c6 0").contains("not a digit"));
        assert!(error("set f4c6 55").contains("not a digit"));
        assert!(error("color f1c1 7").contains("not a colour"));
        assert!(error("color f1c1").contains("usage: color CELL [D] N"));
        assert!(error("color f1c1 0 1").contains("not a digit"));
        assert!(error("colors maybe").contains("on or off"));
        assert!(error("uniqueness").contains("usage: uniqueness on|off"));
        assert!(error("mode fast").contains("auto or normal"));
        assert!(error("undo now").contains("takes no arguments"));
        assert!(error("cand f1c1").contains("usage"));
        assert!(error("new impossible").contains("unknown level"));
        assert!(error("uncolor 0").contains("1-6 or all"));
        assert_eq!(error("steps 0"), "'0' is not a step number (1, 2, …)");
        assert_eq!(error("steps x"), "'x' is not a step number (1, 2, …)");
        assert_eq!(error("steps 1 2"), "usage: steps [N]");
        assert_eq!(error("goto 0"), "'0': write a step number, end or off");
        assert_eq!(error("goto"), "usage: goto N|end|off");
        assert!(
            error("hint no-such-pattern")
                .starts_with("unknown pattern 'no-such-pattern'; the patterns are: ")
        );
        assert!(error("hint 5").starts_with("usage: hint "), "{}", error("hint 5"));
        assert!(error("hint x-wing 0").starts_with("usage: hint "));
        assert!(error("hint x-wing 1 2").starts_with("usage: hint "));
    }
}
