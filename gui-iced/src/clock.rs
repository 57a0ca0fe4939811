//! The clock in the status bar: how times are written.

use std::time::Duration;

/// A short time to wait: `N ms` below one second, else as [`format_duration`].
pub fn format_wait(duration: Duration) -> String {
    if duration < Duration::from_secs(1) {
        format!("{} ms", duration.as_millis().max(1))
    } else {
        format_duration(duration)
    }
}

/// A clock's reading: `m:ss`, or `h:mm:ss` from an hour on (whole seconds).
pub fn format_duration(duration: Duration) -> String {
    let secs = duration.as_secs();
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 { format!("{h}:{m:02}:{s:02}") } else { format!("{m}:{s:02}") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_like_a_clock() {
        assert_eq!(format_duration(Duration::from_secs(192)), "3:12");
        assert_eq!(format_duration(Duration::ZERO), "0:00");
        assert_eq!(format_duration(Duration::from_secs(3725)), "1:02:05");
        assert_eq!(format_duration(Duration::from_millis(999)), "0:00");
        assert_eq!(format_wait(Duration::from_micros(2_100)), "2 ms");
        assert_eq!(format_wait(Duration::from_secs(61)), "1:01");
    }
}
