//! The keyboard: which key press means which [`Message`], and the window's focus events.

use iced::keyboard::{self, Key, key::Named};
use iced::{Event, event, window};

use crate::message::{Direction, Message};

/// The message a key press means, if any: arrows move the selection, Escape clears it,
/// Delete and Backspace clear the cell, characters go to the app with their Ctrl state
/// (it knows the board size, so which letters are digits).
pub fn key_message(event: keyboard::Event) -> Option<Message> {
    let keyboard::Event::KeyPressed { key, modifiers, .. } = event else {
        return None;
    };
    match key {
        Key::Named(named) => match named {
            Named::ArrowUp => Some(Message::MoveSelection(Direction::Up)),
            Named::ArrowDown => Some(Message::MoveSelection(Direction::Down)),
            Named::ArrowLeft => Some(Message::MoveSelection(Direction::Left)),
            Named::ArrowRight => Some(Message::MoveSelection(Direction::Right)),
            Named::Escape => Some(Message::ClearSelection),
            Named::Delete | Named::Backspace => Some(Message::ClearCell),
            _ => None,
        },
        Key::Character(text) => {
            let key = text.chars().next()?.to_ascii_lowercase();
            Some(Message::Char { key, ctrl: modifiers.command() })
        }
        Key::Unidentified => None,
    }
}

/// The window gaining or losing the focus (the clock pauses meanwhile).
pub fn focus_message(event: Event, _status: event::Status, _window: window::Id) -> Option<Message> {
    match event {
        Event::Window(window::Event::Focused) => Some(Message::Focus(true)),
        Event::Window(window::Event::Unfocused) => Some(Message::Focus(false)),
        _ => None,
    }
}
