//! JADE's player statistics (thesis 7.3): every finished game, kept in an embedded SQLite
//! database (no server; the file is in the platform's data directory, or where
//! `$JADE_DATABASE` says), and what they say: games and times per level, progress over
//! time, the techniques the player needed most help with.
//!
//! This crate is data, like `dn`: it stores and reads records and knows nothing of the
//! logic. The façade turns a finished session into a [`GameRecord`] and front ends reach
//! this crate only through the façade's re-exports.
//!
//! ```
//! use std::time::Duration;
//! use stats::{GameRecord, HintCounts, StatsStore, TechniqueUse};
//!
//! let folder = tempfile::tempdir().unwrap();
//! let mut store = StatsStore::open(&folder.path().join("stats.sqlite3")).unwrap();
//! let pair = TechniqueUse {
//!     pattern: dn::PatternId::new("naked-pairs"),
//!     hints: HintCounts { area: 1, technique: 1, full: 0 },
//!     tutor_steps: 0,
//! };
//! let game = GameRecord {
//!     key: "game-1".into(),
//!     puzzle: ".".repeat(81),
//!     side: 9,
//!     level: Some("medium".into()),
//!     rating: None,
//!     time: Duration::from_secs(300),
//!     hints: pair.hints,
//!     tutor_steps: 0,
//!     mistakes: 1,
//!     finished_at: 1_764_000_000,
//!     techniques: vec![pair],
//! };
//! assert!(store.record(&game).unwrap());
//! assert!(!store.record(&game).unwrap(), "a game is recorded once");
//! let summary = store.summary().unwrap();
//! assert_eq!((summary.games, summary.alone), (1, 1));
//! assert_eq!(summary.levels[0].best, Some(Duration::from_secs(300)));
//! assert_eq!(summary.practice(3), [dn::PatternId::new("naked-pairs")]);
//! ```

mod error;
mod location;
mod record;
mod schema;
mod store;
mod summary;
#[cfg(test)]
mod tests;
pub mod web;

pub use error::{StatsError, StatsErrorKind};
pub use location::{DATABASE_VARIABLE, default_database_path};
pub use record::{GameRecord, HintCounts, TechniqueUse};
pub use store::StatsStore;
pub use summary::{DaySummary, LevelSummary, Summary, TechniqueNeed};
