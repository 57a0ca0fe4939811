//! A progress line on stderr for long batch runs, drawn only when stderr is a terminal and
//! cleared before each answer so that answers on the same terminal stay readable.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

/// How often the line is redrawn at most.
const REDRAW_EVERY: Duration = Duration::from_millis(100);

/// Characters in the bar.
const WIDTH: usize = 30;

/// The progress line of a batch: `[######........] 40% 1234 answered`, or `1234 answered`
/// when the input's size is unknown.
pub(crate) struct ProgressBar {
    visible: bool,
    total: Option<u64>,
    drawn: bool,
    last: Option<Instant>,
}

impl ProgressBar {
    /// A bar out of `total` (bytes of the input, or puzzles), shown only when stderr is a
    /// terminal.
    pub(crate) fn on_terminal(total: Option<u64>) -> ProgressBar {
        ProgressBar { visible: std::io::stderr().is_terminal(), total, drawn: false, last: None }
    }

    /// Redraws the line (at most every 100 ms): `answers` given so far, `position` of
    /// `total` reached.
    pub(crate) fn show(&mut self, answers: usize, position: u64) {
        let now = Instant::now();
        if !self.visible || self.last.is_some_and(|last| now.duration_since(last) < REDRAW_EVERY) {
            return;
        }
        self.last = Some(now);
        self.drawn = true;
        eprint!("\r{}", line(answers, position, self.total));
    }

    /// Removes the line, if drawn, so the next output starts on a clean line.
    pub(crate) fn clear(&mut self) {
        if self.drawn {
            eprint!("\r{:width$}\r", "", width = WIDTH + 30);
            self.drawn = false;
            self.last = None;
        }
    }
}

/// `[######........] 40% 1234 answered`, or `1234 answered` without a total.
fn line(answers: usize, position: u64, total: Option<u64>) -> String {
    match total {
        Some(total) if total > 0 => {
            let share = position.min(total) as f64 / total as f64;
            let filled = (share * WIDTH as f64) as usize;
            format!(
                "[{}{}] {:>3.0}% {answers} answered",
                "#".repeat(filled),
                ".".repeat(WIDTH - filled),
                share * 100.0
            )
        }
        _ => format!("{answers} answered"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_shows_the_share_done_or_the_count() {
        assert_eq!(line(5, 50, Some(100)), format!("[{}{}]  50% 5 answered", "#".repeat(15), ".".repeat(15)));
        assert_eq!(line(7, 0, None), "7 answered");
        assert_eq!(line(1, 9, Some(0)), "1 answered");
    }
}
