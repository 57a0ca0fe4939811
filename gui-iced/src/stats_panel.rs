//! The statistics screen in the side panel: the player's games and times per level, a bar
//! chart of games per level (iced's canvas), the techniques needed most, and a Practise
//! button per technique that opens the pattern-example dialog on it.

use facade::{Summary, TechniqueNeed};
use iced::mouse;
use iced::widget::canvas::{self, Frame, Text};
use iced::widget::text::Alignment;
use iced::widget::{Column, button, canvas as canvas_widget, column, row, text};
use iced::{Color, Element, Fill, Pixels, Point, Rectangle, Renderer, Size, Theme, alignment};

use crate::message::{Command, Message};

/// How many techniques the screen lists.
const TECHNIQUES_LISTED: usize = 5;

/// All games, games solved alone, and the labels of the chart.
const ALL_GAMES: Color = Color::from_rgb8(0x9e, 0xb3, 0xc2);
const ALONE: Color = Color::from_rgb8(0x2e, 0x7d, 0x32);
const INK: Color = Color::from_rgb8(0x33, 0x33, 0x33);

/// What the statistics screen shows: the summary read, or why it could not be read.
#[derive(Clone, Debug, PartialEq)]
pub struct StatsPanel {
    /// The statistics, or the one line saying why there are none.
    pub summary: Result<Summary, String>,
}

impl StatsPanel {
    /// The screen for the database at `store` (none: the window records nothing).
    pub fn read(store: Option<&std::path::Path>) -> StatsPanel {
        let summary = match store {
            Some(store) => facade::open_statistics(Some(store))
                .and_then(|db| db.summary().map_err(facade::FacadeError::from))
                .map_err(|error| error.to_string()),
            None => Err("no statistics database: set JADE_DATABASE to a file".into()),
        };
        StatsPanel { summary }
    }

    /// The screen's widgets.
    pub fn view<'a>(&self) -> Column<'a, Message> {
        let summary = match &self.summary {
            Ok(summary) => summary,
            Err(error) => {
                return column![text("Statistics").size(18).font(crate::BOLD), text(error.clone()).size(14)]
                    .spacing(8);
            }
        };
        if summary.games == 0 {
            return column![
                text("Statistics").size(18).font(crate::BOLD),
                text("No game finished yet: solve a puzzle and it is recorded here.").size(14)
            ]
            .spacing(8);
        }
        let games = if summary.games == 1 { "game" } else { "games" };
        let mut content = column![
            text("Statistics").size(18).font(crate::BOLD),
            text(format!("{} {games}, {} solved alone", summary.games, summary.alone)).size(14),
            canvas_widget(LevelBars { summary: summary.clone() }).width(Fill).height(160),
        ]
        .spacing(8);
        for level in &summary.levels {
            let label =
                level.level.as_deref().map_or_else(|| "unrated".to_string(), |id| id.replace('-', " "));
            let times = match (level.mean, level.best) {
                (Some(mean), Some(best)) => format!(
                    "mean {}, best {}",
                    crate::clock::format_duration(mean),
                    crate::clock::format_duration(best)
                ),
                _ => "no game solved alone".into(),
            };
            content = content
                .push(text(format!("{label}: {} ({} alone), {times}", level.games, level.alone)).size(13));
        }
        if !summary.techniques.is_empty() {
            content = content.push(text("Techniques you needed most").size(15));
        }
        for need in summary.techniques.iter().take(TECHNIQUES_LISTED) {
            content = content.push(technique_row(need));
        }
        content
    }
}

/// One technique: its name, how often it was needed, and a button to practise it.
fn technique_row<'a>(need: &TechniqueNeed) -> Element<'a, Message> {
    let name =
        facade::pattern(need.pattern).map_or_else(|_| need.pattern.to_string(), |p| p.name.to_string());
    row![
        text(format!("{name}: needed {}", times(need.times()))).size(13).width(Fill),
        button(text("Practise").size(13)).on_press(Message::Command(Command::Practise(need.pattern))),
    ]
    .spacing(8)
    .into()
}

/// `1 time`, `3 times`.
fn times(count: u32) -> String {
    if count == 1 { "1 time".into() } else { format!("{count} times") }
}

/// The bar chart of games per level: all games, and beside them the games solved alone.
#[derive(Clone, Debug)]
struct LevelBars {
    summary: Summary,
}

impl canvas::Program<Message> for LevelBars {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        for bar in bars(&self.summary, bounds.size()) {
            frame.fill_rectangle(bar.rect.position(), bar.rect.size(), bar.colour);
        }
        for (label, position) in labels(&self.summary, bounds.size()) {
            frame.fill_text(Text {
                content: label,
                position,
                color: INK,
                size: Pixels(11.0),
                font: crate::FONT,
                align_x: Alignment::Center,
                align_y: alignment::Vertical::Top,
                ..Text::default()
            });
        }
        vec![frame.into_geometry()]
    }
}

/// One bar of the chart.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Bar {
    rect: Rectangle,
    colour: Color,
}

/// The height kept under the bars for the level names.
const LABEL_HEIGHT: f32 = 16.0;

/// The bars of `summary` in a chart of `size`: two per level, the tallest reaching the top.
fn bars(summary: &Summary, size: Size) -> Vec<Bar> {
    let count = summary.levels.len().max(1) as f32;
    let slot = size.width / count;
    let most = summary.levels.iter().map(|l| l.games).max().unwrap_or(0).max(1) as f32;
    let room = (size.height - LABEL_HEIGHT).max(0.0);
    let mut out = Vec::new();
    for (i, level) in summary.levels.iter().enumerate() {
        let left = slot * i as f32 + slot * 0.15;
        let width = slot * 0.35;
        for (k, (games, colour)) in [(level.games, ALL_GAMES), (level.alone, ALONE)].into_iter().enumerate() {
            let height = room * games as f32 / most;
            let x = left + width * k as f32;
            out.push(Bar {
                rect: Rectangle::new(Point::new(x, room - height), Size::new(width, height)),
                colour,
            });
        }
    }
    out
}

/// The level names under their bars.
fn labels(summary: &Summary, size: Size) -> Vec<(String, Point)> {
    let slot = size.width / summary.levels.len().max(1) as f32;
    let top = (size.height - LABEL_HEIGHT).max(0.0) + 2.0;
    summary
        .levels
        .iter()
        .enumerate()
        .map(|(i, level)| {
            let label =
                level.level.as_deref().map_or_else(|| "unrated".to_string(), |id| id.replace('-', " "));
            (label, Point::new(slot * (i as f32 + 0.5), top))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use facade::LevelSummary;

    use super::*;

    fn level(id: &str, games: u32, alone: u32) -> LevelSummary {
        LevelSummary { level: Some(id.into()), games, alone, mean: None, best: None }
    }

    #[test]
    fn the_tallest_bar_fills_the_chart_and_the_others_are_in_proportion() {
        let summary = Summary {
            games: 6,
            alone: 3,
            levels: vec![level("easy", 4, 2), level("hard", 2, 1)],
            ..Summary::default()
        };
        let size = Size::new(200.0, 116.0);
        let bars = bars(&summary, size);
        let heights: Vec<f32> = bars.iter().map(|b| b.rect.height).collect();
        assert_eq!(heights, [100.0, 50.0, 50.0, 25.0]);
        assert!(bars.iter().all(|b| b.rect.y + b.rect.height == 100.0), "bars stand on one line");
        assert!(bars[2].rect.x >= 100.0, "the second level's bars are in its half");
    }
}
