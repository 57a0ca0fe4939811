//! The colour bar under the board: five marking colours, "wrong" and "none" for the
//! selected cell.

use dn::Colour;
use iced::widget::{button, row, text};
use iced::{Background, Element};

use crate::message::{GameMessage, Message};
use crate::palette::colour_fill;

/// The bar; its buttons are disabled while no cell is selected.
pub fn view<'a>(enabled: bool) -> Element<'a, Message> {
    let mut bar = row![text("Colour:").size(14)].spacing(6).align_y(iced::Center);
    for colour in Colour::ALL {
        let label = match colour {
            Colour::Wrong => "Wrong".to_string(),
            _ => colour.number().to_string(),
        };
        let fill = colour_fill(colour);
        let swatch = button(text(label).size(13))
            .style(move |theme, status| button::Style {
                background: Some(Background::Color(fill)),
                ..button::secondary(theme, status)
            })
            .on_press_maybe(enabled.then_some(Message::Game(GameMessage::PaintSelected(Some(colour)))));
        bar = bar.push(swatch);
    }
    bar.push(
        button(text("None").size(13))
            .style(button::secondary)
            .on_press_maybe(enabled.then_some(Message::Game(GameMessage::PaintSelected(None)))),
    )
    .into()
}
