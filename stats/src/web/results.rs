//! Finished games read back: one player's statistics, and rankings between users.

use std::collections::BTreeMap;
use std::time::Duration;

use dn::PatternId;

use crate::record::{GameRecord, HintCounts, TechniqueUse};
use crate::summary::{DaySummary, LevelSummary, Summary, TechniqueNeed, level_rank};
use crate::web::sql::Value;
use crate::web::{StoreError, WebStore};

/// One user's place in the ranking of a level.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranking {
    /// The user's name.
    pub name: String,
    /// Games of the level finished.
    pub games: u32,
    /// Of those, solved alone (no tutor step): the games the times come from.
    pub alone: u32,
    /// Mean time of the games solved alone.
    pub mean: Duration,
    /// Best time of the games solved alone.
    pub best: Duration,
}

/// A count read from the database.
fn count(value: &Value) -> u32 {
    u32::try_from(value.int().max(0)).unwrap_or(u32::MAX)
}

/// A time in seconds read from the database.
fn seconds(value: &Value) -> Duration {
    value.real().and_then(|s| Duration::try_from_secs_f64(s).ok()).unwrap_or_default()
}

impl WebStore {
    /// The finished games of `owner`, oldest first.
    pub fn records_of(&self, owner: &str) -> Result<Vec<GameRecord>, StoreError> {
        let (games, techniques) = self.pool.with(|connection| {
            connection.plain(|sql| {
                let games = sql.query(
                    "SELECT game_key, puzzle, side, level, rating, seconds, hints_area, hints_technique,
                            hints_full, tutor_steps, mistakes, finished_at
                     FROM web_results WHERE owner = ? ORDER BY finished_at, game_key",
                    &[owner.into()],
                )?;
                let techniques = sql.query(
                    "SELECT t.game_key, t.pattern, t.hints_area, t.hints_technique, t.hints_full, t.tutor_steps
                     FROM web_result_techniques t JOIN web_results r ON r.game_key = t.game_key
                     WHERE r.owner = ?",
                    &[owner.into()],
                )?;
                Ok((games, techniques))
            })
        })?;
        let mut by_game: BTreeMap<String, Vec<TechniqueUse>> = BTreeMap::new();
        for row in &techniques {
            let Some(pattern) = row[1].text().and_then(PatternId::from_name) else { continue };
            by_game.entry(row[0].string()).or_default().push(TechniqueUse {
                pattern,
                hints: HintCounts { area: count(&row[2]), technique: count(&row[3]), full: count(&row[4]) },
                tutor_steps: count(&row[5]),
            });
        }
        Ok(games
            .iter()
            .map(|row| GameRecord {
                key: row[0].string(),
                puzzle: row[1].string(),
                side: u8::try_from(row[2].int()).unwrap_or(u8::MAX),
                level: row[3].text().map(str::to_string),
                rating: row[4].real(),
                time: seconds(&row[5]),
                hints: HintCounts { area: count(&row[6]), technique: count(&row[7]), full: count(&row[8]) },
                tutor_steps: count(&row[9]),
                mistakes: count(&row[10]),
                finished_at: row[11].int(),
                techniques: by_game.remove(&row[0].string()).unwrap_or_default(),
            })
            .collect())
    }

    /// The signed-in users who solved a game of `level` alone, fastest mean time first
    /// (ties: more games solved alone, then the name).
    pub fn rankings(&self, level: &str) -> Result<Vec<Ranking>, StoreError> {
        let rows = self.pool.with(|connection| {
            connection.plain(|sql| {
                sql.query(
                    "SELECT u.name, COUNT(*), SUM(CASE WHEN r.tutor_steps = 0 THEN 1 ELSE 0 END),
                            AVG(CASE WHEN r.tutor_steps = 0 THEN r.seconds END),
                            MIN(CASE WHEN r.tutor_steps = 0 THEN r.seconds END)
                     FROM web_results r JOIN web_users u ON u.id = r.user_id
                     WHERE r.level = ?
                     GROUP BY u.name",
                    &[level.into()],
                )
            })
        })?;
        let mut rankings: Vec<Ranking> = rows
            .iter()
            .filter(|row| count(&row[2]) > 0)
            .map(|row| Ranking {
                name: row[0].string(),
                games: count(&row[1]),
                alone: count(&row[2]),
                mean: seconds(&row[3]),
                best: seconds(&row[4]),
            })
            .collect();
        rankings.sort_by(|a, b| a.mean.cmp(&b.mean).then(b.alone.cmp(&a.alone)).then(a.name.cmp(&b.name)));
        Ok(rankings)
    }
}

impl Summary {
    /// The statistics of `games` (what [`crate::StatsStore::summary`] reads from the
    /// player's own database, here worked out from the records).
    pub fn of_records(games: &[GameRecord]) -> Summary {
        let mut levels: BTreeMap<(usize, Option<String>), Vec<&GameRecord>> = BTreeMap::new();
        let mut days: BTreeMap<String, Vec<&GameRecord>> = BTreeMap::new();
        let mut techniques: BTreeMap<PatternId, TechniqueNeed> = BTreeMap::new();
        for game in games {
            levels.entry((level_rank(game.level.as_deref()), game.level.clone())).or_default().push(game);
            days.entry(date(game.finished_at)).or_default().push(game);
            for used in &game.techniques {
                let need = techniques.entry(used.pattern).or_insert(TechniqueNeed {
                    pattern: used.pattern,
                    games: 0,
                    hints: HintCounts::default(),
                    tutor_steps: 0,
                });
                need.games += 1;
                need.hints = need.hints.plus(used.hints);
                need.tutor_steps = need.tutor_steps.saturating_add(used.tutor_steps);
            }
        }
        let alone = |games: &[&GameRecord]| -> Vec<Duration> {
            games.iter().filter(|g| g.solved_alone()).map(|g| g.time).collect()
        };
        let mean = |times: &[Duration]| {
            (!times.is_empty())
                .then(|| times.iter().sum::<Duration>() / u32::try_from(times.len()).unwrap_or(u32::MAX))
        };
        let mut needs: Vec<TechniqueNeed> = techniques.into_values().collect();
        needs.sort_by(|a, b| {
            b.times().cmp(&a.times()).then(b.games.cmp(&a.games)).then(a.pattern.cmp(&b.pattern))
        });
        Summary {
            games: u32::try_from(games.len()).unwrap_or(u32::MAX),
            alone: u32::try_from(games.iter().filter(|g| g.solved_alone()).count()).unwrap_or(u32::MAX),
            levels: levels
                .into_iter()
                .map(|((_, level), games)| {
                    let times = alone(&games);
                    LevelSummary {
                        level,
                        games: u32::try_from(games.len()).unwrap_or(u32::MAX),
                        alone: u32::try_from(times.len()).unwrap_or(u32::MAX),
                        mean: mean(&times),
                        best: times.iter().min().copied(),
                    }
                })
                .collect(),
            days: days
                .into_iter()
                .map(|(date, games)| {
                    let times = alone(&games);
                    DaySummary {
                        date,
                        games: u32::try_from(games.len()).unwrap_or(u32::MAX),
                        alone: u32::try_from(times.len()).unwrap_or(u32::MAX),
                        mean: mean(&times),
                        hints: games.iter().fold(0u32, |sum, g| sum.saturating_add(g.hints.total())),
                        tutor_steps: games.iter().fold(0u32, |sum, g| sum.saturating_add(g.tutor_steps)),
                    }
                })
                .collect(),
            techniques: needs,
        }
    }
}

/// The UTC date of `seconds` since 1970, `2026-11-24` (Howard Hinnant's civil-from-days).
fn date(seconds: i64) -> String {
    let days = seconds.div_euclid(86_400);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 { month_index + 3 } else { month_index - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_utc_days() {
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(date(1_764_000_000), "2025-11-24");
        assert_eq!(date(951_782_400), "2000-02-29");
    }
}
