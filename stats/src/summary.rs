//! What the statistics say, read from the database: games and times per level, progress
//! day by day, and the techniques the player needed most help with.
//!
//! Games solved alone (no step applied by the tutor) and games solved with tutor steps
//! count differently: both are games played, but only games solved alone give times (mean
//! and best), since a tutor step shortens the solve by work the player did not do.

use std::time::Duration;

use dn::{Level, PatternId};
use rusqlite::Row;

use crate::error::{StatsError, StatsErrorKind};
use crate::record::HintCounts;
use crate::store::StatsStore;

/// The player's statistics.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    /// Games finished.
    pub games: u32,
    /// Of those, solved alone (no tutor step).
    pub alone: u32,
    /// Per level, easiest first (beyond extreme, then unrated, last).
    pub levels: Vec<LevelSummary>,
    /// Per day (UTC) with a finished game, oldest first.
    pub days: Vec<DaySummary>,
    /// The techniques that gave help, the most needed first.
    pub techniques: Vec<TechniqueNeed>,
}

/// The games of one level.
#[derive(Clone, Debug, PartialEq)]
pub struct LevelSummary {
    /// The level id (`easy`, `beyond-extreme`), or `None` for unrated puzzles.
    pub level: Option<String>,
    /// Games finished.
    pub games: u32,
    /// Of those, solved alone.
    pub alone: u32,
    /// The mean time of the games solved alone, if any.
    pub mean: Option<Duration>,
    /// The best time of the games solved alone, if any.
    pub best: Option<Duration>,
}

/// The games of one day: the progress over time.
#[derive(Clone, Debug, PartialEq)]
pub struct DaySummary {
    /// The day, `2026-11-24` (UTC).
    pub date: String,
    /// Games finished that day.
    pub games: u32,
    /// Of those, solved alone.
    pub alone: u32,
    /// The mean time of that day's games solved alone, if any.
    pub mean: Option<Duration>,
    /// Hints shown in that day's games.
    pub hints: u32,
    /// Tutor steps in that day's games.
    pub tutor_steps: u32,
}

/// How much help one technique gave over every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TechniqueNeed {
    /// The technique.
    pub pattern: PatternId,
    /// Games in which it gave help.
    pub games: u32,
    /// Its hints shown, by reveal level.
    pub hints: HintCounts,
    /// Its steps the tutor applied.
    pub tutor_steps: u32,
}

impl TechniqueNeed {
    /// How often the player needed it: hints shown at any level plus tutor steps.
    pub fn times(&self) -> u32 {
        self.hints.total().saturating_add(self.tutor_steps)
    }
}

impl Summary {
    /// The techniques to practise: the `count` the player needed most often, most first.
    pub fn practice(&self, count: usize) -> Vec<PatternId> {
        self.techniques.iter().take(count).map(|need| need.pattern).collect()
    }
}

/// Where a level id sorts: the levels easiest first, then beyond extreme, then unrated.
pub(crate) fn level_rank(level: Option<&str>) -> usize {
    match level {
        Some(id) => match id.parse::<Level>() {
            Ok(level) => level.rank(),
            Err(_) => Level::ALL.len(),
        },
        None => Level::ALL.len() + 1,
    }
}

/// A mean or best time in seconds read from SQL (`NULL` when no game gives one).
fn time(seconds: Option<f64>) -> Option<Duration> {
    seconds.and_then(|s| Duration::try_from_secs_f64(s).ok())
}

/// Reads an unsigned count column.
fn count(row: &Row<'_>, column: usize) -> rusqlite::Result<u32> {
    row.get::<_, Option<i64>>(column).map(|n| u32::try_from(n.unwrap_or(0).max(0)).unwrap_or(u32::MAX))
}

impl StatsStore {
    /// Everything the statistics say.
    pub fn summary(&self) -> Result<Summary, StatsError> {
        let failed = |e| StatsError::new(&self.path, "read the statistics", StatsErrorKind::Sqlite(e));
        let (games, alone) = self
            .connection
            .query_row("SELECT COUNT(*), SUM(tutor_steps = 0) FROM games", [], |row| {
                Ok((count(row, 0)?, count(row, 1)?))
            })
            .map_err(failed)?;
        Ok(Summary {
            games,
            alone,
            levels: self.levels().map_err(failed)?,
            days: self.days().map_err(failed)?,
            techniques: self.techniques()?,
        })
    }

    fn levels(&self) -> rusqlite::Result<Vec<LevelSummary>> {
        let mut statement = self.connection.prepare(
            "SELECT level, COUNT(*), SUM(tutor_steps = 0),
                    AVG(CASE WHEN tutor_steps = 0 THEN seconds END),
                    MIN(CASE WHEN tutor_steps = 0 THEN seconds END)
             FROM games GROUP BY level",
        )?;
        let mut levels = statement
            .query_map([], |row| {
                Ok(LevelSummary {
                    level: row.get(0)?,
                    games: count(row, 1)?,
                    alone: count(row, 2)?,
                    mean: time(row.get(3)?),
                    best: time(row.get(4)?),
                })
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        levels.sort_by_key(|summary| level_rank(summary.level.as_deref()));
        Ok(levels)
    }

    fn days(&self) -> rusqlite::Result<Vec<DaySummary>> {
        let mut statement = self.connection.prepare(
            "SELECT date(finished_at, 'unixepoch') AS day, COUNT(*), SUM(tutor_steps = 0),
                    AVG(CASE WHEN tutor_steps = 0 THEN seconds END),
                    SUM(hints_area + hints_technique + hints_full), SUM(tutor_steps)
             FROM games GROUP BY day ORDER BY day",
        )?;
        statement
            .query_map([], |row| {
                Ok(DaySummary {
                    date: row.get::<_, Option<String>>(0)?.unwrap_or_default(),
                    games: count(row, 1)?,
                    alone: count(row, 2)?,
                    mean: time(row.get(3)?),
                    hints: count(row, 4)?,
                    tutor_steps: count(row, 5)?,
                })
            })?
            .collect()
    }

    fn techniques(&self) -> Result<Vec<TechniqueNeed>, StatsError> {
        let failed = |e| StatsError::new(&self.path, "read the statistics", StatsErrorKind::Sqlite(e));
        let mut statement = self
            .connection
            .prepare(
                "SELECT pattern, COUNT(*), SUM(hints_area), SUM(hints_technique), SUM(hints_full),
                        SUM(tutor_steps)
                 FROM game_techniques GROUP BY pattern",
            )
            .map_err(failed)?;
        let rows = statement
            .query_map([], |row| {
                let hints =
                    HintCounts { area: count(row, 2)?, technique: count(row, 3)?, full: count(row, 4)? };
                Ok((row.get::<_, String>(0)?, count(row, 1)?, hints, count(row, 5)?))
            })
            .map_err(failed)?
            .collect::<rusqlite::Result<Vec<_>>>()
            .map_err(failed)?;
        let mut needs = Vec::with_capacity(rows.len());
        for (pattern, games, hints, tutor_steps) in rows {
            let Some(pattern) = PatternId::from_name(&pattern) else {
                let what = format!("'{pattern}' is no technique id");
                return Err(StatsError::new(
                    &self.path,
                    "read the statistics",
                    StatsErrorKind::Damaged(what),
                ));
            };
            needs.push(TechniqueNeed { pattern, games, hints, tutor_steps });
        }
        needs.sort_by(|a, b| {
            b.times().cmp(&a.times()).then(b.games.cmp(&a.games)).then(a.pattern.cmp(&b.pattern))
        });
        Ok(needs)
    }
}
