//! `jade play`'s input: any bytes, read as numbered lines (long and non-UTF-8 lines
//! skipped) and parsed as commands, without a panic; each command that needs no file and
//! no generator is then played on a small session, as the game would.
//!
//! The reader and the parser are compiled from the CLI's own files (they use `std` and `dn`
//! only), so the binary crate needs no library target for them.

#![no_main]

#[allow(dead_code, unreachable_pub)]
#[path = "../../cli/src/play/command.rs"]
mod command;
#[allow(dead_code, unreachable_pub)]
#[path = "../../cli/src/play/lines.rs"]
mod lines;

use command::PlayCommand;
use dn::CandidateSet;
use facade::{Engine, SudokuLN};
use libfuzzer_sys::fuzz_target;
use lines::{Line, Lines};

/// A 4×4 puzzle with one solution: small enough for every command to be quick.
const PUZZLE: &str = ".4.....2..3.1...";

/// Plays `command` on `game` the way `jade play` does, leaving out what touches files or
/// generates puzzles.
fn play(game: &mut SudokuLN, command: PlayCommand) {
    match command {
        PlayCommand::Set(cell, digit) => drop(game.set_value(cell, digit)),
        PlayCommand::Clear(cell) => drop(game.clear_value(cell)),
        PlayCommand::Cand(cell, digits) => {
            for digit in digits {
                drop(game.toggle_candidate(cell, digit));
            }
        }
        PlayCommand::Color(cell, colour) => drop(game.set_colour(cell, colour)),
        PlayCommand::Colors(show) => game.show_colours(show),
        PlayCommand::Uncolor(Some(colour)) => game.clear_colour(colour),
        PlayCommand::Uncolor(None) => game.clear_colours(),
        PlayCommand::Filter(digits) => game.set_filter(digits.into_iter().fold(CandidateSet::EMPTY, |mut set, d| {
            set.insert(d);
            set
        })),
        PlayCommand::Pattern(id) => game.select_pattern(id),
        PlayCommand::Hint(id) => drop(game.show_hint(id)),
        PlayCommand::Step(id) => drop(game.step(id)),
        PlayCommand::Singles => drop(game.singles()),
        PlayCommand::Solve => drop(game.solve_with_patterns()),
        PlayCommand::Bruteforce => drop(game.solve_trial_and_error()),
        PlayCommand::Candidates => game.compute_candidates(),
        PlayCommand::Clean => game.clean_candidates(),
        PlayCommand::ClearCands => game.clear_candidates(),
        PlayCommand::Undo => drop(game.undo()),
        PlayCommand::Redo => drop(game.redo()),
        PlayCommand::Reset => game.reset(),
        PlayCommand::Check => drop(game.check_rules()),
        PlayCommand::Mode(mode) => game.set_mode(mode),
        PlayCommand::Write => game.write_new(game.board().geometry()),
        PlayCommand::Done => drop(game.finish_writing()),
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
