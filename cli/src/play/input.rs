//! Where the player's commands come from: a person at a terminal types with line editing,
//! history and Tab completion (rustyline); a pipe or a file is read as plain lines.

use std::io::{BufRead, IsTerminal, Write};

use rustyline::completion::{Completer, FilenameCompleter, Pair};
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{Context, Editor, Helper};

use crate::play::command::NAMES;
use crate::play::lines::{Line, Lines};

/// The prompt shown to a person.
const PROMPT: &str = "> ";

/// The source of the player's commands.
pub(crate) enum Commands<R: BufRead> {
    /// A person at a terminal: rustyline prompts, edits and keeps the history.
    Editor {
        /// The line editor.
        editor: Box<Editor<Completion, DefaultHistory>>,
        /// The number of the last line read.
        number: usize,
    },
    /// A pipe or a file: plain lines; `prompt` when a person types but no editor could
    /// start.
    Lines {
        /// The lines.
        lines: Lines<R>,
        /// Whether to print `> ` before each line.
        prompt: bool,
    },
}

impl Commands<std::io::StdinLock<'static>> {
    /// The editor when standard input is a terminal, else its plain lines.
    pub(crate) fn from_stdin() -> Self {
        let stdin = std::io::stdin();
        if stdin.is_terminal() {
            match Editor::new() {
                Ok(mut editor) => {
                    editor.set_helper(Some(Completion::default()));
                    return Commands::Editor { editor: Box::new(editor), number: 0 };
                }
                Err(error) => log::warn!("no line editing: {error}"),
            }
        }
        Commands::Lines { prompt: stdin.is_terminal(), lines: Lines::new(stdin.lock()) }
    }
}

impl<R: BufRead> Commands<R> {
    /// The next line; `None` at the end (`quit` aside: Ctrl-D at a terminal, the end of a
    /// pipe); `Err` when the input cannot be read.
    pub(crate) fn next_line(&mut self) -> Option<std::io::Result<Line>> {
        match self {
            Commands::Editor { editor, number } => {
                *number += 1;
                read_edited(editor, *number)
            }
            Commands::Lines { lines, prompt } => {
                if *prompt {
                    let mut stdout = std::io::stdout();
                    if let Err(error) = write!(stdout, "{PROMPT}").and_then(|()| stdout.flush()) {
                        return Some(Err(error));
                    }
                }
                lines.next_line()
            }
        }
    }
}

/// One line typed at the editor, kept in the history; Ctrl-C drops the line being typed.
fn read_edited(
    editor: &mut Editor<Completion, DefaultHistory>,
    number: usize,
) -> Option<std::io::Result<Line>> {
    match editor.readline(PROMPT) {
        Ok(line) => {
            if let Err(error) = editor.add_history_entry(line.as_str()) {
                log::warn!("the history cannot keep line {number}: {error}");
            }
            Some(Ok(Line::Text(line)))
        }
        Err(ReadlineError::Interrupted) => Some(Ok(Line::Text(String::new()))),
        Err(ReadlineError::Eof) => None,
        Err(ReadlineError::Io(error)) if error.kind() == std::io::ErrorKind::InvalidData => {
            Some(Ok(Line::Skipped(format!("line {number}: not UTF-8 text; ignored"))))
        }
        Err(ReadlineError::Io(error)) => Some(Err(error)),
        Err(other) => Some(Err(std::io::Error::other(other))),
    }
}

/// Tab completion: command names first, then what each command takes (pattern ids,
/// levels, on/off, auto/normal, file names).
#[derive(Default)]
pub(crate) struct Completion {
    /// File names for `save`, `open` and `export`.
    files: FilenameCompleter,
}

impl Completer for Completion {
    type Candidate = Pair;

    fn complete(&self, line: &str, pos: usize, ctx: &Context<'_>) -> rustyline::Result<(usize, Vec<Pair>)> {
        let before = &line[..pos];
        let start = before.rfind(char::is_whitespace).map_or(0, |i| i + 1);
        let word = &before[start..];
        let command = before[..start].split_whitespace().next().map(str::to_ascii_lowercase);
        let choices: Vec<String> = match command.as_deref() {
            None => NAMES.iter().map(|name| name.to_string()).collect(),
            Some("save" | "open" | "export") => return self.files.complete(line, pos, ctx),
            Some(command) => arguments(command),
        };
        let pairs = choices
            .into_iter()
            .filter(|choice| choice.starts_with(word))
            .map(|choice| Pair { display: choice.clone(), replacement: choice })
            .collect();
        Ok((start, pairs))
    }
}

/// The words `command` takes, for completion.
fn arguments(command: &str) -> Vec<String> {
    let words: &[&str] = match command {
        "hint" | "step" | "example" => return facade::patterns().iter().map(|p| p.id.to_string()).collect(),
        "pattern" => return std::iter::once("any".to_string()).chain(arguments("hint")).collect(),
        "new" => &["very-easy", "easy", "medium", "hard", "very-hard", "extreme"],
        "mode" => &["auto", "normal"],
        "colors" | "colours" => &["on", "off"],
        "uncolor" | "uncolour" => &["all"],
        _ => &[],
    };
    words.iter().map(|word| word.to_string()).collect()
}

impl Hinter for Completion {
    type Hint = String;
}

impl Highlighter for Completion {}

impl Validator for Completion {}

impl Helper for Completion {}

#[cfg(test)]
mod tests {
    use super::*;

    fn completions(line: &str) -> (usize, Vec<String>) {
        let history = DefaultHistory::new();
        let (start, pairs) = Completion::default()
            .complete(line, line.len(), &Context::new(&history))
            .expect("completion works in memory");
        (start, pairs.into_iter().map(|pair| pair.replacement).collect())
    }

    #[test]
    fn tab_completes_commands_and_their_arguments() {
        assert_eq!(completions("und"), (0, vec!["undo".to_string()]));
        assert_eq!(completions("step x-w"), (5, vec!["x-wing".to_string()]));
        assert_eq!(completions("new very-"), (4, vec!["very-easy".to_string(), "very-hard".to_string()]));
        assert_eq!(completions("mode a"), (5, vec!["auto".to_string()]));
        assert_eq!(completions("set f1c1 "), (9, vec![]));
    }

    #[test]
    fn piped_lines_come_without_a_prompt() {
        let mut commands = Commands::Lines { lines: Lines::new(&b"undo\nquit\n"[..]), prompt: false };
        let line = commands.next_line().expect("a line").expect("read from memory");
        assert_eq!(line, Line::Text("undo".into()));
    }
}
