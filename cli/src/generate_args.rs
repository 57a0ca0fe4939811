//! The options of `jade generate`.

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{ArgGroup, Args};
use dn::{Level, RatingRange};
use facade::Symmetry;

use crate::args::{DatabaseArg, FileFormat};

/// Options of `jade generate`.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("grade").args(["level", "rating"]).multiple(true)))]
pub(crate) struct GenerateArgs {
    /// The level wanted (4×4, 9×9 and 16×16): very-easy, easy, medium, hard, very-hard or
    /// extreme; without it, any minimal puzzle.
    #[arg(long)]
    pub(crate) level: Option<Level>,
    /// The rating wanted on Sudoku Explainer's scale, a range LOW..HIGH (`6.0..7.5`) or one
    /// value (`4.2`); with `--level`, a puzzle must fit both. A search finding none within
    /// a minute gives up.
    #[arg(long, value_name = "LOW..HIGH", conflicts_with = "clues")]
    pub(crate) rating: Option<RatingRange>,
    /// Keep looking for the best puzzle of the level or rating (most applications of the
    /// level's patterns) for `--minutes`, instead of taking the first one found.
    #[arg(long, requires = "grade")]
    pub(crate) best: bool,
    /// How long `--best` looks, in minutes (more than 0, at most a day: 1440).
    #[arg(long, default_value_t = 1.0, requires = "best", value_parser = parse_minutes)]
    pub(crate) minutes: f64,
    /// How many puzzles.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    pub(crate) count: u32,
    /// The seed (puzzle k of a batch uses seed + k); random when absent, and printed so
    /// the puzzles can be made again.
    #[arg(long)]
    pub(crate) seed: Option<u64>,
    /// Symmetry of the givens: none, rotate180, rotate90, mirror (left-right),
    /// mirror-horizontal, diagonal or anti-diagonal.
    #[arg(long, default_value = "none")]
    pub(crate) symmetry: Symmetry,
    /// An exact number of givens (the puzzle stays unique but is no longer minimal).
    #[arg(long, conflicts_with = "level")]
    pub(crate) clues: Option<usize>,
    /// Board side: 4, 9, 16 or 25.
    #[arg(long, default_value = "9", value_parser = side_parser())]
    pub(crate) size: usize,
    /// How long minimising one puzzle may take, in seconds; the givens not tried by then
    /// stay and the puzzle is said not proven minimal. Default: no limit up to 9×9, 60 on
    /// 16×16 and 25×25. With `--clues` below 23 on 9×9: how long the search for so few
    /// givens looks (default 60).
    #[arg(long, value_name = "SECONDS", value_parser = clap::value_parser!(u64).range(1..))]
    pub(crate) time_limit: Option<u64>,
    /// The format to print each puzzle in.
    #[arg(long, value_enum, default_value_t = FileFormat::Txt)]
    pub(crate) to: FileFormat,
    /// In text, print each puzzle's solution after it (a `# solution` line, then the
    /// solution in the format of `--to`); JSON always has it.
    #[arg(long, visible_alias = "solution")]
    pub(crate) show_solution: bool,
    /// Worker threads for batches (default: one per core).
    #[arg(long)]
    pub(crate) threads: Option<usize>,
    /// Puzzles that practise the techniques you needed hints for most (see `jade stats`):
    /// 9×9 puzzles where the technique is, at some step, the easiest that applies; puzzle
    /// k practises the k-th most needed of the first three, then round again.
    #[arg(long, visible_alias = "practice", conflicts_with_all = ["level", "best", "clues", "symmetry", "size", "time_limit", "threads"])]
    pub(crate) practise: bool,
    /// The statistics database `--practise` reads.
    #[command(flatten)]
    pub(crate) database: DatabaseArg,
    /// Grade the level without the uniqueness techniques (Unique Rectangles, Hidden
    /// Rectangle, BUG+1), as a player who does not use them would solve the puzzle.
    #[arg(long, requires = "level")]
    pub(crate) no_uniqueness: bool,
}

/// The longest `--best` search allowed, in minutes (a day).
pub(crate) const MAX_MINUTES: f64 = 1440.0;

/// Accepts a number of minutes above 0 and at most [`MAX_MINUTES`]; anything else
/// (negative, zero, not a number, infinite, huge) is a usage error that says the range.
fn parse_minutes(text: &str) -> Result<f64, String> {
    let range = format!("expected a number of minutes above 0 and at most {MAX_MINUTES} (a day)");
    match text.trim().parse::<f64>() {
        Ok(minutes) if minutes > 0.0 && minutes <= MAX_MINUTES => Ok(minutes),
        Ok(_) => Err(format!("{text} is out of range: {range}")),
        Err(_) => Err(format!("{text} is not a number: {range}")),
    }
}

/// Accepts 4, 9, 16 or 25.
fn side_parser() -> impl TypedValueParser<Value = usize> {
    PossibleValuesParser::new(["4", "9", "16", "25"])
        .map(|side| side.parse().expect("one of the listed sides"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minutes_out_of_range_are_refused_with_the_range() {
        assert_eq!(parse_minutes("2.5"), Ok(2.5));
        assert_eq!(parse_minutes("1440"), Ok(1440.0));
        for bad in ["1e300", "NaN", "inf", "-1", "0", "1441", "soon"] {
            let error = parse_minutes(bad).unwrap_err();
            assert!(error.contains("at most 1440"), "{bad}: {error}");
        }
    }
}
