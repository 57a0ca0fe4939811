//! A difficulty on Sudoku Explainer's scale (1.0 … 11+), the numeric rating players quote
//! beside a puzzle ("ER 7.2"), and a range of them for asking the generator.
//!
//! Values are kept in tenths, as the scale is written, so that comparing and adding the
//! tenths a long chain earns is exact.

use std::fmt;
use std::str::FromStr;

/// A value on Sudoku Explainer's scale, in tenths: `ExplainerRating::tenths(32)` is 3.2
/// (an X-Wing).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ExplainerRating(u16);

impl ExplainerRating {
    /// The rating `tenths / 10` (`tenths(26)` is 2.6).
    pub const fn tenths(tenths: u16) -> ExplainerRating {
        ExplainerRating(tenths)
    }

    /// The number of tenths (26 for 2.6).
    pub const fn in_tenths(self) -> u16 {
        self.0
    }

    /// The rating as a number, `2.6`.
    pub fn value(self) -> f64 {
        f64::from(self.0) / 10.0
    }

    /// This rating raised by `tenths` tenths (a chain's length bonus).
    pub const fn plus_tenths(self, tenths: u16) -> ExplainerRating {
        ExplainerRating(self.0.saturating_add(tenths))
    }
}

impl fmt::Display for ExplainerRating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// Why a text is not a rating or a range of ratings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RatingError {
    /// Not a number with at most one decimal between 0.0 and 999.9.
    NotARating(String),
    /// The range's low end is above its high end.
    Reversed(ExplainerRating, ExplainerRating),
}

impl fmt::Display for RatingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RatingError::NotARating(text) => write!(
                f,
                "'{text}' is not a rating: expected a number with at most one decimal (e.g. 6.5), or a \
                 range LOW..HIGH (e.g. 6.0..7.5)"
            ),
            RatingError::Reversed(low, high) => {
                write!(f, "the rating range {low}..{high} is empty: its low end is above its high end")
            }
        }
    }
}

impl std::error::Error for RatingError {}

impl FromStr for ExplainerRating {
    type Err = RatingError;

    /// Reads `7`, `7.2` or `7.` (at most one decimal; not negative).
    fn from_str(text: &str) -> Result<ExplainerRating, RatingError> {
        let bad = || RatingError::NotARating(text.to_string());
        let trimmed = text.trim();
        let (whole, tenth) = trimmed.split_once('.').unwrap_or((trimmed, ""));
        let all_digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty() || whole.len() > 3 || tenth.len() > 1 || !all_digits(whole) || !all_digits(tenth)
        {
            return Err(bad());
        }
        let whole: u16 = whole.parse().map_err(|_| bad())?;
        let tenth: u16 = if tenth.is_empty() { 0 } else { tenth.parse().map_err(|_| bad())? };
        Ok(ExplainerRating(whole * 10 + tenth))
    }
}

/// The ratings from `low` to `high`, both included, written `6.0..7.5` (a single value
/// `7.2` is the range of that value alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RatingRange {
    /// The lowest rating in the range.
    pub low: ExplainerRating,
    /// The highest rating in the range.
    pub high: ExplainerRating,
}

impl RatingRange {
    /// Whether `rating` lies in the range.
    pub fn contains(self, rating: ExplainerRating) -> bool {
        self.low <= rating && rating <= self.high
    }
}

impl fmt::Display for RatingRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.low, self.high)
    }
}

impl FromStr for RatingRange {
    type Err = RatingError;

    /// Reads `LOW..HIGH` (`6.0..7.5`, `6..7.5`) or one rating.
    fn from_str(text: &str) -> Result<RatingRange, RatingError> {
        let whole = |error: RatingError| match error {
            RatingError::NotARating(_) => RatingError::NotARating(text.to_string()),
            reversed => reversed,
        };
        let (low, high) = match text.split_once("..") {
            Some((low, high)) => (low.parse().map_err(whole)?, high.parse().map_err(whole)?),
            None => {
                let only: ExplainerRating = text.parse().map_err(whole)?;
                (only, only)
            }
        };
        if low > high {
            return Err(RatingError::Reversed(low, high));
        }
        Ok(RatingRange { low, high })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_read_and_print_in_tenths() {
        assert_eq!("7.2".parse(), Ok(ExplainerRating::tenths(72)));
        assert_eq!("7".parse(), Ok(ExplainerRating::tenths(70)));
        assert_eq!(" 11.0 ".parse(), Ok(ExplainerRating::tenths(110)));
        assert_eq!(ExplainerRating::tenths(26).to_string(), "2.6");
        assert_eq!(ExplainerRating::tenths(110).to_string(), "11.0");
        assert_eq!(ExplainerRating::tenths(66).plus_tenths(2), ExplainerRating::tenths(68));
        assert!((ExplainerRating::tenths(66).value() - 6.6).abs() < 1e-12);
        for bad in ["", "x", "7.25", "-1", ".5", "1e2", "7,2", "1000"] {
            assert_eq!(bad.parse::<ExplainerRating>(), Err(RatingError::NotARating(bad.into())), "{bad}");
        }
    }

    #[test]
    fn ranges_read_both_ends_and_refuse_reversed_ones() {
        let range: RatingRange = "6.0..7.5".parse().unwrap();
        assert_eq!((range.low, range.high), (ExplainerRating::tenths(60), ExplainerRating::tenths(75)));
        assert!(range.contains(ExplainerRating::tenths(60)) && range.contains(ExplainerRating::tenths(75)));
        assert!(!range.contains(ExplainerRating::tenths(76)) && !range.contains(ExplainerRating::tenths(59)));
        assert_eq!(range.to_string(), "6.0..7.5");
        assert_eq!("7.2".parse::<RatingRange>().map(|r| (r.low, r.high).0 == r.high), Ok(true));
        assert_eq!(
            "7.5..6".parse::<RatingRange>(),
            Err(RatingError::Reversed(ExplainerRating::tenths(75), ExplainerRating::tenths(60)))
        );
        assert_eq!("6..x".parse::<RatingRange>(), Err(RatingError::NotARating("6..x".into())));
        assert!(RatingError::NotARating("q".into()).to_string().contains("6.0..7.5"));
    }
}
