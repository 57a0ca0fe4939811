//! `jade play`'s input: any bytes, read as numbered lines (long and non-UTF-8 lines
//! skipped) and parsed as commands, without a panic; each command that needs no file and
//! no generator is then played on a small session, as the game would.
//!
//! The reader and the parser are compiled from the CLI's own files (they use `std`, `dn`
//! and `facade` only), so the binary crate needs no library target for them.

#![no_main]

#[allow(dead_code, unreachable_pub)]
#[path = "../../cli/src/play/command.rs"]
mod command;
#[allow(dead_code, unreachable_pub)]
#[path = "../../cli/src/play/lines.rs"]
mod lines;

use command::PlayCommand;
use facade::{Action, Engine, SudokuLN};
use libfuzzer_sys::fuzz_target;
use lines::{Line, Lines};

/// A 4×4 puzzle with one solution: small enough for every command to be quick.
const PUZZLE: &str = ".4.....2..3.1...";

/// Plays `command` on `game` the way `jade play` does (every move through
/// `SudokuLN::apply`), leaving out what touches files or generates puzzles.
fn play(game: &mut SudokuLN, command: PlayCommand) {
    match command {
        PlayCommand::Act(action) => drop(game.apply(action)),
        PlayCommand::Write => drop(game.apply(Action::WriteNew(game.board().geometry()))),
        PlayCommand::Board => drop(game.view()),
        PlayCommand::Save(_)
        | PlayCommand::Open(_)
        | PlayCommand::Export(_)
        | PlayCommand::New(_)
        | PlayCommand::Example(_)
        | PlayCommand::Help
        | PlayCommand::Quit => {}
    }
}

fuzz_target!(|data: &[u8]| {
    let mut game = SudokuLN::from_text(PUZZLE).expect("the puzzle reads");
    let mut lines = Lines::new(data);
    while let Some(Ok(line)) = lines.next_line() {
        let Line::Text(text) = line else { continue };
        if let Ok(Some(command)) = command::parse(&text) {
            play(&mut game, command);
        }
    }
    let _ = game.view();
    let _ = game.check(Engine::Fast);
});
