//! The game clock: time spent playing, paused while the window is not in use or the
//! puzzle is solved. It saturates at [`Duration::MAX`] rather than wrap or panic, whatever
//! time a saved session started it from.

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
            self.banked = self.banked.saturating_add(since.elapsed());
        }
    }

    /// Whether the clock is running.
    pub(crate) fn is_running(&self) -> bool {
        self.since.is_some()
    }

    /// Time counted so far, including the current run.
    pub(crate) fn elapsed(&self) -> Duration {
        self.banked.saturating_add(self.since.map_or(Duration::ZERO, |since| since.elapsed()))
    }

    /// A clock that has counted `banked` and has been running since `since` (for tests of
    /// long runs without waiting).
    #[cfg(test)]
    pub(crate) fn running_since(banked: Duration, since: Instant) -> Clock {
        Clock { banked, since: Some(since) }
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

    #[test]
    fn a_clock_at_the_top_of_its_range_stays_there() {
        let second_ago = Instant::now().checked_sub(Duration::from_secs(1)).unwrap();
        let mut clock = Clock::running_since(Duration::MAX, second_ago);
        assert_eq!(clock.elapsed(), Duration::MAX);
        clock.pause();
        assert_eq!(clock.elapsed(), Duration::MAX);
    }
}
