//! The menu's questions: a line, a number from a list, yes or no, a puzzle typed or pasted.
//! Answers come from the same source as `jade play`'s commands (the line editor at a
//! terminal, plain lines from a pipe), so a game started from the menu reads on from it.

use std::io::{BufRead, Write};

use facade::{FacadeError, Puzzle, read_puzzles};

use crate::error::CliError;
use crate::play::input::Commands;
use crate::play::lines::Line;

/// Asks questions on standard output and reads the answers.
pub(crate) struct Prompter<R: BufRead, W: Write> {
    /// Where the answers come from.
    pub(crate) commands: Commands<R>,
    /// Where the questions go.
    pub(crate) out: W,
}

impl<R: BufRead, W: Write> Prompter<R, W> {
    /// The next line, trimmed; `None` when the input has ended.
    pub(crate) fn line(&mut self) -> Result<Option<String>, CliError> {
        self.out.flush()?;
        loop {
            match self.commands.next_line() {
                None => return Ok(None),
                Some(Err(source)) => {
                    return Err(FacadeError::Io {
                        path: "<stdin>".into(),
                        action: "read the answer",
                        source,
                    }
                    .into());
                }
                Some(Ok(Line::Text(text))) => return Ok(Some(text.trim().to_string())),
                Some(Ok(Line::Skipped(why))) => writeln!(self.out, "{why}")?,
            }
        }
    }

    /// A number from `1..=last` after `question`; an empty answer is `default` when there
    /// is one. Asks again after anything else; `None` when the input has ended.
    pub(crate) fn number(
        &mut self,
        question: &str,
        last: usize,
        default: Option<usize>,
    ) -> Result<Option<usize>, CliError> {
        writeln!(self.out, "{question}")?;
        loop {
            let Some(answer) = self.line()? else { return Ok(None) };
            match parse_number(&answer, last, default) {
                Ok(number) => return Ok(Some(number)),
                Err(message) => writeln!(self.out, "{message}")?,
            }
        }
    }

    /// Yes or no after `question`; an empty answer (or the end of input) is no.
    pub(crate) fn yes(&mut self, question: &str) -> Result<bool, CliError> {
        writeln!(self.out, "{question} [y/N]")?;
        loop {
            let Some(answer) = self.line()? else { return Ok(false) };
            match answer.to_ascii_lowercase().as_str() {
                "y" | "yes" | "s" | "si" | "sí" => return Ok(true),
                "" | "n" | "no" => return Ok(false),
                _ => writeln!(self.out, "Please answer y or n.")?,
            }
        }
    }

    /// A puzzle typed or pasted: one line of 16, 81, 256 or 625 cells, or a grid of
    /// several lines ended by an empty line. `None` when nothing was typed or the input has
    /// ended; a text that is not one board is told and `None` returned.
    pub(crate) fn puzzle(&mut self) -> Result<Option<Puzzle>, CliError> {
        writeln!(
            self.out,
            "Type or paste the puzzle: one line ('.' or '0' for an empty cell), or the rows of a \
             grid followed by an empty line. An empty line goes back."
        )?;
        let Some(first) = self.line()? else { return Ok(None) };
        if first.is_empty() {
            return Ok(None);
        }
        let mut text = first.clone();
        if read_puzzles(&first).map_or(true, |puzzles| puzzles.len() != 1) {
            while let Some(line) = self.line()? {
                if line.is_empty() {
                    break;
                }
                text.push('\n');
                text.push_str(&line);
            }
        }
        match read_puzzles(&text) {
            Ok(mut puzzles) if puzzles.len() == 1 => Ok(puzzles.pop()),
            Ok(puzzles) => {
                writeln!(self.out, "That is {} puzzles; type one.", puzzles.len())?;
                Ok(None)
            }
            Err(error) => {
                writeln!(self.out, "That is not a puzzle: {error}")?;
                Ok(None)
            }
        }
    }
}

/// The number `answer` names in `1..=last`, or `default` for an empty answer; otherwise
/// what to type instead.
fn parse_number(answer: &str, last: usize, default: Option<usize>) -> Result<usize, String> {
    match (answer, default) {
        ("", Some(default)) => Ok(default),
        _ => answer
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=last).contains(n))
            .ok_or_else(|| format!("Please type a number from 1 to {last}.")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::lines::Lines;

    fn prompter(input: &'static str) -> Prompter<&'static [u8], Vec<u8>> {
        Prompter {
            commands: Commands::Lines { lines: Lines::new(input.as_bytes()), prompt: false },
            out: Vec::new(),
        }
    }

    #[test]
    fn numbers_are_asked_again_until_one_fits() {
        assert_eq!(parse_number("3", 9, None), Ok(3));
        assert_eq!(parse_number("", 9, Some(2)), Ok(2));
        assert!(parse_number("", 9, None).is_err());
        assert!(parse_number("10", 9, None).is_err());
        assert!(parse_number("0", 9, None).is_err());
        let mut asked = prompter("x\n12\n4\n");
        assert_eq!(asked.number("Which?", 9, None).unwrap(), Some(4));
        let said = String::from_utf8(asked.out).unwrap();
        assert_eq!(said.matches("Please type a number from 1 to 9.").count(), 2, "{said}");
    }

    #[test]
    fn a_grid_is_read_up_to_the_empty_line() {
        let grid = "1.3.\n..1.\n.1..\n...1\n\n";
        let puzzle = prompter(grid).puzzle().unwrap().expect("a 4×4 grid");
        assert_eq!(puzzle.board.givens().to_string(), "1.3...1..1.....1");
        let line = prompter("................\n").puzzle().unwrap().expect("one line");
        assert_eq!(line.board.geometry().side(), 4);
        assert!(prompter("12345\n\n").puzzle().unwrap().is_none());
        assert!(prompter("").puzzle().unwrap().is_none());
    }

    #[test]
    fn an_empty_answer_is_no() {
        assert!(!prompter("\n").yes("Show?").unwrap());
        assert!(prompter("maybe\ny\n").yes("Show?").unwrap());
    }
}
