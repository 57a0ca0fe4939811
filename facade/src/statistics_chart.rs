//! The player's statistics drawn as one SVG page (`plotters`): games per level (all, and
//! solved alone), the mean time of the games solved alone day by day, and the techniques
//! the player needed most.

use plotters::coord::Shift;
use plotters::coord::types::RangedCoordf64;
use plotters::prelude::*;
use stats::Summary;

/// The page's size in pixels.
const SIZE: (u32, u32) = (900, 1000);

/// The most techniques the chart shows.
const TECHNIQUES_SHOWN: usize = 8;

/// Games with tutor steps, games solved alone, the time line, the techniques.
const ALL_GAMES: RGBColor = RGBColor(0x9e, 0xb3, 0xc2);
const ALONE: RGBColor = RGBColor(0x2e, 0x7d, 0x32);
const TIME: RGBColor = RGBColor(0x15, 0x65, 0xc0);
const NEEDED: RGBColor = RGBColor(0xc6, 0x28, 0x28);

/// The statistics as an SVG document.
pub fn statistics_chart_svg(summary: &Summary) -> String {
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, SIZE).into_drawing_area();
        // Drawing into a string cannot fail; a chart that could not be drawn leaves its
        // part of the page empty rather than losing the rest.
        let _ = root.fill(&WHITE);
        let parts = root.split_evenly((3, 1));
        if let Err(error) = levels_chart(&parts[0], summary) {
            log::warn!("the chart of levels could not be drawn: {error}");
        }
        if let Err(error) = progress_chart(&parts[1], summary) {
            log::warn!("the chart of progress could not be drawn: {error}");
        }
        if let Err(error) = techniques_chart(&parts[2], summary) {
            log::warn!("the chart of techniques could not be drawn: {error}");
        }
        let _ = root.present();
    }
    svg
}

type Area<'a> = DrawingArea<SVGBackend<'a>, Shift>;
type Drawn = Result<(), Box<dyn std::error::Error>>;
type Bars<'a, 'b> = ChartContext<'a, SVGBackend<'b>, Cartesian2d<RangedCoordf64, RangedCoordf64>>;

/// The label of a level id (`very easy`), `unrated` for none.
fn level_label(level: Option<&str>) -> String {
    match level {
        Some(id) => id.replace('-', " "),
        None => "unrated".into(),
    }
}

/// Bars of games per level: all games, and beside them the games solved alone.
fn levels_chart(area: &Area<'_>, summary: &Summary) -> Drawn {
    let labels: Vec<String> = summary.levels.iter().map(|l| level_label(l.level.as_deref())).collect();
    let most = summary.levels.iter().map(|l| l.games).max().unwrap_or(0).max(1);
    let mut chart =
        bar_axes(area, "Games per level (grey: all, green: solved alone)", &labels, most, "games")?;
    chart.draw_series(summary.levels.iter().enumerate().map(|(i, level)| {
        let x = i as f64;
        Rectangle::new([(x - 0.35, 0.0), (x, f64::from(level.games))], ALL_GAMES.filled())
    }))?;
    chart.draw_series(summary.levels.iter().enumerate().map(|(i, level)| {
        let x = i as f64;
        Rectangle::new([(x, 0.0), (x + 0.35, f64::from(level.alone))], ALONE.filled())
    }))?;
    Ok(())
}

/// The axes of a bar chart titled `caption`: one category per label along x, counts up to
/// `most` (whole numbers) along y, described as `counted`.
fn bar_axes<'a, 'b>(
    area: &'a Area<'b>,
    caption: &str,
    labels: &[String],
    most: u32,
    counted: &str,
) -> Result<Bars<'a, 'b>, Box<dyn std::error::Error>> {
    let mut chart = ChartBuilder::on(area)
        .caption(caption, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(30)
        .y_label_area_size(40)
        .build_cartesian_2d(-0.5f64..(labels.len().max(1) as f64 - 0.5), 0f64..f64::from(most) * 1.1)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(labels.len().max(1))
        .x_label_formatter(&|x| label_at(labels, *x))
        .y_labels((most as usize + 1).min(11))
        .y_label_formatter(&whole)
        .y_desc(counted)
        .draw()?;
    Ok(chart)
}

/// A count on an axis: whole numbers only.
fn whole(y: &f64) -> String {
    if y.fract() == 0.0 { format!("{y:.0}") } else { String::new() }
}

/// The label of the category at `x`, when `x` is one.
fn label_at(labels: &[String], x: f64) -> String {
    let nearest = x.round();
    if (x - nearest).abs() > 0.01 || nearest < 0.0 {
        return String::new();
    }
    labels.get(nearest as usize).cloned().unwrap_or_default()
}

/// The mean time (minutes) of the games solved alone, day by day, as a line with points.
fn progress_chart(area: &Area<'_>, summary: &Summary) -> Drawn {
    let dates: Vec<String> = summary.days.iter().map(|d| d.date.clone()).collect();
    let points: Vec<(f64, f64)> = summary
        .days
        .iter()
        .enumerate()
        .filter_map(|(i, day)| day.mean.map(|mean| (i as f64, mean.as_secs_f64() / 60.0)))
        .collect();
    let longest = points.iter().map(|&(_, minutes)| minutes).fold(1.0, f64::max);
    let mut chart = ChartBuilder::on(area)
        .caption("Mean time of the games solved alone, by day", ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(30)
        .y_label_area_size(40)
        .build_cartesian_2d(-0.5f64..(dates.len().max(1) as f64 - 0.5), 0f64..longest * 1.1)?;
    chart
        .configure_mesh()
        .x_labels(dates.len().clamp(1, 10))
        .x_label_formatter(&|x| label_at(&dates, *x))
        .y_desc("minutes")
        .draw()?;
    chart.draw_series(LineSeries::new(points.iter().copied(), TIME.stroke_width(2)))?;
    chart.draw_series(points.iter().map(|&point| Circle::new(point, 4, TIME.filled())))?;
    Ok(())
}

/// Bars of how often each technique was needed (hints at any level and tutor steps), the
/// most needed first.
fn techniques_chart(area: &Area<'_>, summary: &Summary) -> Drawn {
    let shown = &summary.techniques[..summary.techniques.len().min(TECHNIQUES_SHOWN)];
    let labels: Vec<String> = shown.iter().map(|need| need.pattern.to_string()).collect();
    let most = shown.iter().map(|need| need.times()).max().unwrap_or(0).max(1);
    let mut chart =
        bar_axes(area, "Techniques you needed most (hints and tutor steps)", &labels, most, "times needed")?;
    chart.draw_series(shown.iter().enumerate().map(|(i, need)| {
        let x = i as f64;
        Rectangle::new([(x - 0.35, 0.0), (x + 0.35, f64::from(need.times()))], NEEDED.filled())
    }))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use stats::{DaySummary, HintCounts, LevelSummary, TechniqueNeed};

    use super::*;

    #[test]
    fn the_chart_names_every_level_day_and_technique() {
        let summary = Summary {
            games: 3,
            alone: 2,
            levels: vec![LevelSummary {
                level: Some("very-easy".into()),
                games: 3,
                alone: 2,
                mean: Some(Duration::from_secs(150)),
                best: Some(Duration::from_secs(100)),
            }],
            days: vec![DaySummary {
                date: "2025-11-24".into(),
                games: 3,
                alone: 2,
                mean: Some(Duration::from_secs(150)),
                hints: 4,
                tutor_steps: 1,
            }],
            techniques: vec![TechniqueNeed {
                pattern: dn::PatternId::new("x-wing"),
                games: 1,
                hints: HintCounts { area: 1, technique: 1, full: 1 },
                tutor_steps: 1,
            }],
        };
        let svg = statistics_chart_svg(&summary);
        let document = roxmltree::Document::parse(&svg).expect("the chart is well-formed SVG");
        assert_eq!(document.root_element().tag_name().name(), "svg");
        for text in ["very easy", "2025-11-24", "x-wing", "Games per level"] {
            assert!(svg.contains(text), "the chart names {text}");
        }
    }

    #[test]
    fn an_empty_summary_draws_empty_charts() {
        let svg = statistics_chart_svg(&Summary::default());
        assert!(roxmltree::Document::parse(&svg).is_ok());
        assert!(svg.contains("Techniques you needed most"));
    }
}
