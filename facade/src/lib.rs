//! `SudokuLN`, the façade (thesis 6.2.3): the one entry point JADE's front ends call, and
//! the whole tutor session they drive (boards, memory, settings, clock, view).
//!
//! A front end (the `jade` CLI, the `jade-gui` desktop app) depends on this crate and on `dn`
//! only. Everything it needs is a method here or plain data returned by one; the logic
//! behind it lives in `ln`.
//!
//! ```
//! use facade::{Engine, HintAnswer, SudokuLN};
//! let line = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";
//! let mut game = SudokuLN::from_text(line).unwrap();
//! let report = game.check(Engine::Fast);
//! assert_eq!(report.status.name(), "unique");
//! assert!(game.hint(Some(dn::PatternId::new("naked-pairs"))).is_ok());
//!
//! let easy = ".7.....43.4...961.8..6349...94.52...35846..2....8..53..8..7..919.21....5..7.4.8.2";
//! let mut game = SudokuLN::from_text(easy).unwrap();
//! let HintAnswer::Hint(hint) = game.step(None).unwrap() else { panic!("a single applies") };
//! assert_eq!(hint.pattern, dn::PatternId::new("hidden-single"));
//! let solve = game.solve_with_patterns().unwrap();
//! assert!(solve.solved && game.board().is_solved());
//!
//! // Every change is one step in the memory: undo walks back to the start.
//! while game.undo() {}
//! assert_eq!(game.board(), SudokuLN::from_text(easy).unwrap().board());
//! game.set_value("f1c1".parse().unwrap(), dn::Digit::new(6).unwrap()).unwrap();
//! assert_eq!(game.view().cells[0].value.map(|d| d.get()), Some(6));
//! ```

mod action;
mod batch;
mod bounded_read;
mod clock;
mod consistency;
mod counting;
mod deviations;
mod editing;
mod error;
mod generate;
mod help;
mod in_order;
mod patterns;
mod player_view;
#[cfg(test)]
mod player_view_tests;
mod print;
mod rating;
mod reveal;
mod session;
mod session_file;
#[cfg(test)]
mod session_tests;
mod solution_path;
#[cfg(test)]
mod solution_path_tests;
mod solver_calls;
mod solving;
#[cfg(test)]
mod solving_tests;
mod statistics;
mod statistics_chart;
#[cfg(test)]
mod statistics_tests;
mod steps;
#[cfg(test)]
mod steps_tests;
mod tally;
mod tutor;
#[cfg(test)]
mod tutor_tests;
#[cfg(test)]
mod uniqueness_tests;
mod view;

pub use action::{Action, Outcome};
pub use batch::{
    BadPuzzle, Entry, Puzzle, PuzzleSolver, PuzzleStream, export_puzzles, load_puzzles, read_puzzles,
    save_bytes, save_text,
};
pub use consistency::Problem;
pub use counting::{SolutionCount, SolutionCounter};
pub use deviations::Deviations;
pub use error::{FacadeError, Refusal};
pub use generate::{
    GenerateAnswer, GenerateRequest, GeneratedPuzzle, GenerationFailure, PatternExample, default_time_limit,
    expected_time, generate, generate_one, generate_one_on, generate_stream, generate_stream_metered,
    pattern_example,
};
pub use help::help_page;
pub use ln::budget::NodeLimit;
pub use ln::generator::{GenerationMeter, Minimality, Progress, SearchMode, Symmetry};
pub use ln::patterns::Techniques;
pub use ln::serialization::{Format, ReadPosition, UnknownFormat};
pub use ln::solver::{Engine, Search};
pub use patterns::{Family, PatternSummary, beyond_the_patterns, pattern, pattern_id, patterns};
pub use print::{Booklet, PerPage, PrintOptions, print_pdf, print_svg, save_svg_pages, svg_page_path};
pub use rating::{RateAnswer, RatedPuzzle, RatingSummary, rate_checked, rate_puzzle, rate_stream};
pub use reveal::{Reveal, RevealAnswer, RevealedHint};
pub use session::{CheckReport, SudokuLN};
pub use solution_path::{PathStep, ReplayPosition, ReplayTo, SolutionPath};
pub use solving::{Difficulty, ExplainerStep, PatternSolve, PatternUse};
pub use statistics::{open_statistics, record_game, statistics_path};
pub use statistics_chart::statistics_chart_svg;
pub use stats::web::{DatabaseUrl, GameRow, NewGame, Ranking, Session, StoreError, User, WebStore};
pub use stats::{
    DATABASE_VARIABLE, DaySummary, GameRecord, HintCounts, LevelSummary, StatsError, StatsStore, Summary,
    TechniqueNeed, TechniqueUse,
};
pub use steps::StepsAnswer;
pub use tutor::HintAnswer;
pub use view::{BoardView, CellView};
