//! `jade-gui [--pattern ID] [--hint] [--dark] [FILE]`: opens FILE (or the built-in sample) in JADE's desktop window.

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    env_logger::init();
    let args = gui::Args::parse();
    if let Some(problem) = gui::missing_display() {
        eprintln!("jade-gui: {problem}");
        return ExitCode::from(2);
    }
    // iced panics when the window system refuses it (e.g. an unreachable DISPLAY); the
    // panic message is printed, and the exit code says "environment problem".
    match std::panic::catch_unwind(|| gui::run(args)) {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(error)) => {
            eprintln!("jade-gui: cannot run the window: {error}");
            ExitCode::from(2)
        }
        Err(_) => {
            eprintln!("jade-gui: the window system failed (see the message above)");
            ExitCode::from(2)
        }
    }
}
