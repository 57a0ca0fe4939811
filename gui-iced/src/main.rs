//! `jade-gui [--pattern ID] [--hint] [FILE]`: opens FILE (or the built-in sample) in JADE's desktop window.

use std::process::ExitCode;

fn main() -> ExitCode {
    env_logger::init();
    match gui::parse_args(std::env::args_os().skip(1)) {
        Ok(gui::Launch::Help) => {
            println!("{}", gui::USAGE);
            ExitCode::SUCCESS
        }
        Ok(gui::Launch::Window { source, hint, pattern }) => {
            if let Some(problem) = gui::missing_display() {
                eprintln!("jade-gui: {problem}");
                return ExitCode::from(2);
            }
            // iced panics when the window system refuses it (e.g. an unreachable DISPLAY);
            // the panic message is printed, and the exit code says "environment problem".
            match std::panic::catch_unwind(|| gui::run(source, hint, pattern)) {
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
        Err(message) => {
            eprintln!("jade-gui: {message}\n\n{}", gui::USAGE);
            ExitCode::from(2)
        }
    }
}
