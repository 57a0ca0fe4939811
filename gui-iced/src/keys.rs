//! The keyboard: which key press means which [`Message`], and the window's focus events.

use iced::keyboard::{self, Key, key::Named};
use iced::{Event, event, window};

use crate::message::{Direction, GameMessage, Message, Shortcut};

/// The message a key press means, if any: arrows move the selection (or through an open
/// menu, whose item Enter chooses), Escape clears it,
/// Delete and Backspace clear the cell, F2 asks for a hint and F3 takes a step on every
/// board size, characters go to the app with their Ctrl state (it knows the board size,
/// so which letters are digits).
pub fn key_message(event: keyboard::Event) -> Option<Message> {
    let keyboard::Event::KeyPressed { key, modifiers, .. } = event else {
        return None;
    };
    match key {
        Key::Named(named) => match named {
            Named::ArrowUp => Some(Message::Game(GameMessage::MoveSelection(Direction::Up))),
            Named::ArrowDown => Some(Message::Game(GameMessage::MoveSelection(Direction::Down))),
            Named::ArrowLeft => Some(Message::Game(GameMessage::MoveSelection(Direction::Left))),
            Named::ArrowRight => Some(Message::Game(GameMessage::MoveSelection(Direction::Right))),
            Named::Escape => Some(Message::Escape),
            Named::Enter => Some(Message::Enter),
            Named::Delete | Named::Backspace => Some(Message::Game(GameMessage::ClearCell)),
            Named::F2 => Some(Message::Game(GameMessage::Shortcut(Shortcut::Hint))),
            Named::F3 => Some(Message::Game(GameMessage::Shortcut(Shortcut::Step))),
            _ => None,
        },
        Key::Character(text) => {
            let key = text.chars().next()?.to_ascii_lowercase();
            Some(Message::Game(GameMessage::Char { key, ctrl: modifiers.command() }))
        }
        Key::Unidentified => None,
    }
}

/// The window gaining or losing the focus (the clock pauses meanwhile).
pub fn focus_message(event: Event, _status: event::Status, _window: window::Id) -> Option<Message> {
    match event {
        Event::Window(window::Event::Focused) => Some(Message::Game(GameMessage::Focus(true))),
        Event::Window(window::Event::Unfocused) => Some(Message::Game(GameMessage::Focus(false))),
        _ => None,
    }
}
