//! The commands of `jade play`, one a line, and their parser.

use std::path::PathBuf;

use dn::{CandidateSet, Colour, Coord, Digit, InputMode, Level, PatternId};
use facade::Action;

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
    "color",
    "colors",
    "uncolor",
    "filter",
    "pattern",
    "hint",
    "step",
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
  color CELL N        colour 1-5, 6 = marked wrong, 0 = none
  colors on|off       show or hide colours
  uncolor N|all       remove colour N, or every colour
  filter [D...]       show only candidates D... (none: all)
  pattern ID|any      hints use only pattern ID, or any
  hint [ID]           show a hint (the board is not changed)
  step [ID]           apply a hint
  singles             apply Hidden and Naked Singles until none applies
  solve               solve with patterns: pattern-use table and level
  bruteforce          solve by trial and error
  candidates          compute every candidate
  clean               remove candidates that placed values rule out
  clearcands          remove every candidate
  undo / redo / reset undo, redo, back to the start
  check               list the broken rules
  mode auto|normal    auto-eliminate candidates when placing, or not
  save FILE           save the session (JSON)
  open FILE           open a board file or a saved session
  export FILE         write the board in its extension's format (.pm if none)
  new [LEVEL]         a new puzzle: very-easy, easy, medium, hard, very-hard, extreme
  example ID          a puzzle that needs pattern ID
  write / done        write a new board (set places givens), then play it
  board / help / quit";

/// Parses one line: `Ok(None)` for a blank line or a `#` comment.
pub(crate) fn parse(line: &str) -> Result<Option<PlayCommand>, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((&name, args)) = words.split_first() else { return Ok(None) };
    if name.starts_with('#') {
        return Ok(None);
    }
    parse_words(&name.to_ascii_lowercase(), args).map(Some)
}

/// Parses a command `name` with its arguments.
fn parse_words(name: &str, args: &[&str]) -> Result<PlayCommand, String> {
    use PlayCommand as C;
    let act = |action| Ok::<_, String>(C::Act(action));
    let command = match name {
        "set" => {
            let [cell, digit] = exactly(name, args, "CELL DIGIT")?;
            act(Action::SetValue(coord(cell)?, parse_digit(digit)?))?
        }
        "clear" => act(Action::ClearValue(coord(one(name, args, "CELL")?)?))?,
        "cand" | "candidate" => act(cand(args)?)?,
        "color" | "colour" => {
            let [cell, number] = exactly(name, args, "CELL N")?;
            act(Action::Colour(coord(cell)?, colour(number)?))?
        }
        "colors" | "colours" => act(Action::ShowColours(on_off(one(name, args, "on|off")?)?))?,
        "uncolor" | "uncolour" => act(uncolor(one(name, args, "N|all")?)?)?,
        "filter" => {
            act(Action::Filter(args.iter().map(|d| parse_digit(d)).collect::<Result<CandidateSet, _>>()?))?
        }
        "pattern" => {
            let id = one(name, args, "ID|any")?;
            act(Action::SelectPattern((!id.eq_ignore_ascii_case("any")).then(|| pattern(id)).transpose()?))?
        }
        "hint" => act(Action::Hint(optional(name, args, "[ID]")?.as_deref().map(pattern).transpose()?))?,
        "step" => act(Action::Step(optional(name, args, "[ID]")?.as_deref().map(pattern).transpose()?))?,
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
fn bare(name: &str) -> Result<PlayCommand, String> {
    use PlayCommand as C;
    let action = match name {
        "singles" => Action::Singles,
        "solve" => Action::SolveWithPatterns,
        "bruteforce" => Action::SolveTrialAndError,
        "candidates" => Action::ComputeCandidates,
        "clean" => Action::CleanCandidates,
        "clearcands" => Action::ClearCandidates,
        "undo" => Action::Undo,
        "redo" => Action::Redo,
        "reset" => Action::Reset,
        "check" => Action::CheckRules,
        "done" => Action::FinishWriting,
        other => return whole_game(other),
    };
    Ok(C::Act(action))
}

/// The commands without arguments that are not moves on the session (`write` starts a
/// board of the size on show, which the game knows: [`PlayCommand::Write`]).
fn whole_game(name: &str) -> Result<PlayCommand, String> {
    use PlayCommand as C;
    Ok(match name {
        "write" => C::Write,
        "board" => C::Board,
        "help" | "?" => C::Help,
        "quit" | "exit" => C::Quit,
        _ => return Err(format!("unknown command '{name}' (type help for the list)")),
    })
}

/// `cand CELL D...`.
fn cand(args: &[&str]) -> Result<Action, String> {
    let Some((cell, digits)) = args.split_first() else { return Err(usage("cand", "CELL DIGIT...")) };
    if digits.is_empty() {
        return Err(usage("cand", "CELL DIGIT..."));
    }
    let digits = digits.iter().map(|d| parse_digit(d)).collect::<Result<_, _>>()?;
    Ok(Action::ToggleCandidates(coord(cell)?, digits))
}

/// `uncolor N|all`.
fn uncolor(arg: &str) -> Result<Action, String> {
    if arg.eq_ignore_ascii_case("all") {
        return Ok(Action::ClearColour(None));
    }
    match colour(arg)? {
        Some(c) => Ok(Action::ClearColour(Some(c))),
        None => Err("uncolor takes a colour 1-6 or all".into()),
    }
}

/// The message for a command used wrongly.
fn usage(name: &str, form: &str) -> String {
    format!("usage: {name} {form}")
}

/// Exactly `N` arguments.
fn exactly<'a, const N: usize>(name: &str, args: &[&'a str], form: &str) -> Result<[&'a str; N], String> {
    <[&str; N]>::try_from(args).map_err(|_| usage(name, form))
}

/// Exactly one argument.
fn one<'a>(name: &str, args: &[&'a str], form: &str) -> Result<&'a str, String> {
    let [arg] = exactly(name, args, form)?;
    Ok(arg)
}

/// At most one argument.
fn optional(name: &str, args: &[&str], form: &str) -> Result<Option<String>, String> {
    match args {
        [] => Ok(None),
        [arg] => Ok(Some(arg.to_string())),
        _ => Err(usage(name, form)),
    }
}

/// No arguments.
fn none(name: &str, args: &[&str]) -> Result<(), String> {
    match args.is_empty() {
        true => Ok(()),
        false => Err(format!("{name} takes no arguments")),
    }
}

/// A cell name like `f4c6`.
fn coord(text: &str) -> Result<Coord, String> {
    text.parse::<Coord>().map_err(|e| e.to_string())
}

/// A digit: a number 1-25 or a letter A-P.
fn parse_digit(text: &str) -> Result<Digit, String> {
    let bad = || format!("'{text}' is not a digit (1-9, or A-P on big boards)");
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
fn colour(text: &str) -> Result<Option<Colour>, String> {
    let bad = || format!("'{text}' is not a colour (1-5, 6 = marked wrong, 0 = none)");
    let n: u8 = text.parse().map_err(|_| bad())?;
    match n {
        0 => Ok(None),
        n => Colour::from_number(n).map(Some).ok_or_else(bad),
    }
}

/// `on` or `off`.
fn on_off(text: &str) -> Result<bool, String> {
    match text.to_ascii_lowercase().as_str() {
        "on" => Ok(true),
        "off" => Ok(false),
        _ => Err(format!("'{text}': write on or off")),
    }
}

/// `auto` or `normal`.
fn mode(text: &str) -> Result<InputMode, String> {
    match text.to_ascii_lowercase().as_str() {
        "auto" => Ok(InputMode::AutoEliminate),
        "normal" => Ok(InputMode::Normal),
        _ => Err(format!("'{text}': write auto or normal")),
    }
}

/// A pattern's id like `x-wing`.
fn pattern(text: &str) -> Result<PatternId, String> {
    facade::pattern_id(text).map_err(|e| e.to_string())
}

/// A level name; easy when absent.
fn level(text: Option<&str>) -> Result<Level, String> {
    text.map_or(Ok(Level::Easy), |t| t.parse::<Level>().map_err(|e| e.to_string()))
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
    }

    #[test]
    fn settings_parse() {
        assert_eq!(action("colors off"), Action::ShowColours(false));
        assert_eq!(action("uncolor all"), Action::ClearColour(None));
        assert_eq!(action("uncolor 3"), Action::ClearColour(Some(Colour::Three)));
        assert_eq!(action("filter 7 9"), Action::Filter([digit(7), digit(9)].into_iter().collect()));
        assert_eq!(action("filter"), Action::Filter(CandidateSet::EMPTY));
        assert_eq!(action("pattern any"), Action::SelectPattern(None));
        assert_eq!(action("pattern x-wing"), Action::SelectPattern(Some(PatternId::XWing)));
        assert_eq!(action("mode auto"), Action::Mode(InputMode::AutoEliminate));
        assert_eq!(parsed("new"), PlayCommand::New(Level::Easy));
        assert_eq!(parsed("new very-hard"), PlayCommand::New(Level::VeryHard));
    }

    #[test]
    fn tools_and_files_parse() {
        assert_eq!(action("hint"), Action::Hint(None));
        assert_eq!(action("step naked-pairs"), Action::Step(Some(PatternId::NakedPairs)));
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
            if let Err(message) = parse(name) {
                assert!(!message.contains("unknown command"), "{name}: {message}");
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
        let error = |line: &str| parse(line).expect_err(line);
        assert!(error("fly f1c1").contains("unknown command 'fly'"));
        assert_eq!(error("set f4c6"), "usage: set CELL DIGIT");
        assert!(error("set x4c6 5").contains("not a cell name"));
        assert!(error("set f4c6 0").contains("not a digit"));
        assert!(error("set f4c6 55").contains("not a digit"));
        assert!(error("color f1c1 7").contains("not a colour"));
        assert!(error("colors maybe").contains("on or off"));
        assert!(error("mode fast").contains("auto or normal"));
        assert!(error("undo now").contains("takes no arguments"));
        assert!(error("cand f1c1").contains("usage"));
        assert!(error("new impossible").contains("unknown level"));
        assert!(error("uncolor 0").contains("1-6 or all"));
        assert!(error("hint jellyfish").starts_with("unknown pattern 'jellyfish'; the patterns are: "));
    }
}
