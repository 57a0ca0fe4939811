//! The game clock: time spent playing, paused while the window is not in use or the
//! puzzle is solved.

use std::time::{Duration, Instant};

/// Elapsed playing time; runs between [`Clock::start`] and [`Clock::pause`].
#[derive(Clone, Debug, Default)]
pub(crate) struct Clock {
    banked: Duration,
    since: Option<Instant>,
}

impl Clock {
    /// A stopped clock that has already counted `elapsed`.
    pub(crate) fn with_elapsed(elapsed: Duration) -> Clock {
        Clock { banked: elapsed, since: None }
    }

    /// Starts (or keeps) the clock running.
    pub(crate) fn start(&mut self) {
        self.since.get_or_insert_with(Instant::now);
    }

    /// Stops the clock, keeping the time counted so far.
    pub(crate) fn pause(&mut self) {
        if let Some(since) = self.since.take() {
            self.banked += since.elapsed();
        }
    }

    /// Whether the clock is running.
    pub(crate) fn is_running(&self) -> bool {
        self.since.is_some()
    }

    /// Time counted so far, including the current run.
    pub(crate) fn elapsed(&self) -> Duration {
        self.banked + self.since.map_or(Duration::ZERO, |since| since.elapsed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pausing_keeps_the_time_and_starting_twice_does_not_restart() {
        let mut clock = Clock::with_elapsed(Duration::from_secs(5));
        assert!(!clock.is_running());
        assert_eq!(clock.elapsed(), Duration::from_secs(5));
        clock.start();
        clock.start();
        assert!(clock.is_running());
        clock.pause();
        assert!(!clock.is_running());
        assert!(clock.elapsed() >= Duration::from_secs(5));
    }
}
