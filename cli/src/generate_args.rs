//! The options of `jade generate`.

use clap::Args;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use dn::Level;
use facade::Symmetry;

use crate::args::FileFormat;

/// Options of `jade generate`.
#[derive(Debug, Args)]
pub(crate) struct GenerateArgs {
    /// The level wanted (9×9 only): very-easy, easy, medium, hard, very-hard or extreme;
    /// without it, any minimal puzzle.
    #[arg(long)]
    pub(crate) level: Option<Level>,
    /// Keep looking for the best puzzle of the level (most applications of its patterns)
    /// for `--minutes`, instead of taking the first one found.
    #[arg(long, requires = "level")]
    pub(crate) best: bool,
    /// How long `--best` looks, in minutes.
    #[arg(long, default_value_t = 1.0, requires = "best")]
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
    /// Board side: 4, 9 or 16.
    #[arg(long, default_value = "9", value_parser = side_parser())]
    pub(crate) size: usize,
    /// The format to print each puzzle in.
    #[arg(long, value_enum, default_value_t = FileFormat::Txt)]
    pub(crate) to: FileFormat,
    /// Worker threads for batches (default: one per core).
    #[arg(long)]
    pub(crate) threads: Option<usize>,
}

/// Accepts 4, 9 or 16.
fn side_parser() -> impl TypedValueParser<Value = usize> {
    PossibleValuesParser::new(["4", "9", "16"]).map(|side| side.parse().expect("one of the listed sides"))
}
