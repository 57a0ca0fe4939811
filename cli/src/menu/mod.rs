//! The console menu (`jade menu`, and `jade` alone at a terminal): a numbered list of what
//! JADE does, chosen by typing its number, looping until Quit or the end of the input, as
//! the console programs JADE's reference documents describe.

mod actions;
mod prompt;

use std::io::{BufRead, Write};

use crate::args::OutputFormat;
use crate::error::{CliError, Outcome};
use crate::play::input::Commands;
use prompt::Prompter;

/// The menu's entries, in the order shown; an entry's number is its place plus one.
const ENTRIES: [(&str, Entry); 9] = [
    ("Play a new puzzle", Entry::Play),
    ("Generate a puzzle of a level", Entry::GenerateLevel),
    ("Generate a puzzle with a number of clues", Entry::GenerateClues),
    ("Solve a puzzle you type or paste", Entry::Solve),
    ("Check a puzzle: one solution, several or none", Entry::Check),
    ("Count a puzzle's solutions", Entry::Count),
    ("Explain a solving pattern", Entry::Explain),
    ("Help", Entry::Help),
    ("Quit", Entry::Quit),
];

/// What a menu entry does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Entry {
    Play,
    GenerateLevel,
    GenerateClues,
    Solve,
    Check,
    Count,
    Explain,
    Help,
    Quit,
}

/// Runs the menu on standard input and output until Quit or the end of the input.
pub(crate) fn run(format: OutputFormat) -> Result<Outcome, CliError> {
    if format == OutputFormat::Json {
        return Err(CliError::Usage("the menu talks in text only; --format json does not apply".into()));
    }
    let mut prompter = Prompter { commands: Commands::from_stdin(), out: std::io::stdout() };
    run_on(&mut prompter)?;
    Ok(Outcome::Success)
}

/// The menu loop on any input and output.
fn run_on<R: BufRead, W: Write>(prompter: &mut Prompter<R, W>) -> Result<(), CliError> {
    writeln!(prompter.out, "JADE: Sudoku tutor, solver and generator")?;
    loop {
        writeln!(prompter.out)?;
        for (number, (label, _)) in ENTRIES.iter().enumerate() {
            writeln!(prompter.out, "  {}  {label}", number + 1)?;
        }
        let Some(choice) = prompter.number("Choose a number:", ENTRIES.len(), None)? else { break };
        let entry = ENTRIES[choice - 1].1;
        let carry_on = match entry {
            Entry::Play => actions::play(prompter)?,
            Entry::GenerateLevel => actions::generate_level(prompter)?,
            Entry::GenerateClues => actions::generate_clues(prompter)?,
            Entry::Solve => actions::solve(prompter)?,
            Entry::Check => actions::check(prompter)?,
            Entry::Count => actions::count(prompter)?,
            Entry::Explain => actions::explain(prompter)?,
            Entry::Help => actions::help(prompter)?,
            Entry::Quit => false,
        };
        if !carry_on {
            break;
        }
    }
    writeln!(prompter.out, "Goodbye.")?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::lines::Lines;

    fn transcript(input: &'static str) -> String {
        let commands = Commands::Lines { lines: Lines::new(input.as_bytes()), prompt: false };
        let mut prompter = Prompter { commands, out: Vec::new() };
        run_on(&mut prompter).expect("the menu runs in memory");
        String::from_utf8(prompter.out).expect("text")
    }

    #[test]
    fn the_menu_loops_until_quit() {
        let said = transcript("8\n12\n9\n");
        assert_eq!(said.matches("  1  Play a new puzzle").count(), 2, "{said}");
        assert!(said.contains("Please type a number from 1 to 9."), "{said}");
        assert!(said.ends_with("Goodbye.\n"), "{said}");
    }

    #[test]
    fn the_end_of_the_input_ends_the_menu() {
        assert!(transcript("").ends_with("Goodbye.\n"));
    }
}
