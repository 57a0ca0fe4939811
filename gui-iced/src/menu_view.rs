//! The menu bar as drawn (iced 0.14 has no native one): a row of titles, the open menu
//! dropped under its title on a layer of its own above the window, and the toolbar.
//!
//! While a menu is open, a transparent layer covers the window under it: a click there
//! closes the menu and reaches nothing else.

use iced::widget::{button, column, container, mouse_area, opaque, row, scrollable, space, text};
use iced::{Background, Border, Color, Element, Fill, Shadow, Theme, Vector};

use crate::file_panel::FilePurpose;
use crate::menu_bar::{Menu, MenuItem};
use crate::message::{Command, Message, Shortcut};
use facade::{Action, BoardView};

/// The width of a drop-down menu.
const MENU_WIDTH: f32 = 290.0;

/// The tallest a drop-down menu grows before it scrolls (the Help and Pattern menus).
const MENU_MAX_HEIGHT: f32 = 520.0;

/// The text size of the bar and the menus.
const MENU_TEXT: f32 = 13.0;

/// A title in the bar: it opens its menu, or closes it when it is the one open.
fn title<'a>(menu: &'a Menu, index: usize, open: Option<usize>) -> Element<'a, Message> {
    let is_open = open == Some(index);
    let message = if is_open { Message::CloseMenu } else { Message::OpenMenu(index) };
    button(text(menu.title.as_str()).size(MENU_TEXT))
        .padding([3, 10])
        .on_press(message)
        .style(move |theme: &Theme, status| {
            let palette = theme.extended_palette();
            let lit = is_open || matches!(status, button::Status::Hovered | button::Status::Pressed);
            button::Style {
                background: lit.then_some(Background::Color(palette.background.strong.color)),
                text_color: palette.background.base.text,
                border: Border::default().rounded(3),
                ..button::Style::default()
            }
        })
        .into()
}

/// The bar of menu titles, on one line.
pub fn bar(menus: &[Menu], open: Option<usize>) -> Element<'_, Message> {
    row(menus.iter().enumerate().map(|(i, menu)| title(menu, i, open))).spacing(2).into()
}

/// One item of a drop-down: its label on the left, its key on the right; grey and deaf
/// when it cannot act; `lit` (by the arrow keys) as if the mouse were over it.
fn entry(item: &MenuItem, lit: bool) -> Element<'_, Message> {
    let keys = text(item.keys.as_deref().unwrap_or_default()).size(MENU_TEXT - 1.0);
    let line = row![text(item.label.as_str()).size(MENU_TEXT).width(Fill), keys].spacing(12);
    button(line)
        .width(Fill)
        .padding([4, 10])
        .on_press_maybe(item.enabled.then(|| Message::Command(item.command.clone())))
        .style(move |theme: &Theme, status| {
            let palette = theme.extended_palette();
            let status =
                if lit && status == button::Status::Active { button::Status::Hovered } else { status };
            match status {
                button::Status::Hovered | button::Status::Pressed => button::Style {
                    background: Some(Background::Color(palette.primary.weak.color)),
                    text_color: palette.primary.weak.text,
                    border: Border::default().rounded(2),
                    ..button::Style::default()
                },
                button::Status::Active => {
                    button::Style { text_color: palette.background.base.text, ..button::Style::default() }
                }
                button::Status::Disabled => {
                    button::Style { text_color: palette.background.strong.color, ..button::Style::default() }
                }
            }
        })
        .into()
}

/// The open menu's items in a framed box, scrolling when they are many; item `cursor`
/// lit.
fn drop_down(menu: &Menu, cursor: Option<usize>) -> Element<'_, Message> {
    let entries = menu.items.iter().enumerate().map(|(i, item)| entry(item, cursor == Some(i)));
    let items = column(entries).padding(4).width(MENU_WIDTH);
    let framed =
        container(scrollable(items).spacing(2)).max_height(MENU_MAX_HEIGHT).style(|theme: &Theme| {
            let palette = theme.extended_palette();
            container::Style {
                background: Some(Background::Color(palette.background.base.color)),
                border: Border { color: palette.background.strong.color, width: 1.0, radius: 4.0.into() },
                shadow: Shadow {
                    color: Color::from_rgba(0.0, 0.0, 0.0, 0.25),
                    offset: Vector::new(0.0, 3.0),
                    blur_radius: 8.0,
                },
                text_color: Some(palette.background.base.text),
                ..container::Style::default()
            }
        });
    opaque(framed)
}

/// The layers drawn over the window while menu `open` is open: the catcher that closes it
/// on a click anywhere else; every title (at the very places the bar has them, `padding`
/// from the window's corner), so a click on another title opens its menu; then the titles
/// up to the open one again with the menu dropped under its title (item `cursor` lit). The
/// drop-down is wider than its title, so the titles after it cannot share its row.
pub fn open_layers(
    menus: &[Menu],
    open: usize,
    cursor: Option<usize>,
    padding: f32,
) -> Vec<Element<'_, Message>> {
    let catcher = mouse_area(space().width(Fill).height(Fill))
        .on_press(Message::CloseMenu)
        .on_right_press(Message::CloseMenu);
    let every_title = container(bar(menus, Some(open))).padding(padding);
    let titles = menus.iter().enumerate().take(open + 1).map(|(i, menu)| {
        if i == open {
            column![title(menu, i, Some(open)), drop_down(menu, cursor)].into()
        } else {
            title(menu, i, Some(open))
        }
    });
    vec![catcher.into(), every_title.into(), container(row(titles).spacing(2)).padding(padding).into()]
}

/// The toolbar: Undo, Redo, Hint, Step (with their keys), Steps, Check (disabled when
/// they cannot act).
pub fn toolbar<'a>(view: Option<&BoardView>) -> Element<'a, Message> {
    let tool = |label: &str, command: Command, enabled: bool| {
        button(text(label.to_string()).size(14)).on_press_maybe(enabled.then_some(Message::Command(command)))
    };
    let loaded = view.is_some();
    row![
        tool("Undo", Command::Act(Action::Undo), view.is_some_and(|v| v.can_undo)),
        tool("Redo", Command::Act(Action::Redo), view.is_some_and(|v| v.can_redo)),
        tool(&format!("Hint ({})", Shortcut::Hint.key()), Command::Act(Action::HintMore), loaded),
        tool(&format!("Step ({})", Shortcut::Step.key()), Command::Act(Action::Step(None)), loaded),
        tool("Steps", Command::Act(Action::Steps), loaded),
        tool("Check", Command::Act(Action::CheckRules), loaded),
        tool("Generate…", Command::Generate, true),
        tool("Open…", Command::File(FilePurpose::Open), true),
    ]
    .spacing(6)
    .width(Fill)
    .into()
}
