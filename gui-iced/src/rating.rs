//! The puzzle's level and numeric rating, shown from the start: rated with patterns on a
//! thread of its own (a hard puzzle takes a moment), as a subscription keyed by the
//! givens and the techniques the game allows, so a new puzzle, or the uniqueness
//! techniques switched off or on, starts a new rating and the old one's answer is dropped.

use dn::Grid;
use facade::{Difficulty, SudokuLN, Techniques};
use iced::Subscription;
use iced::futures::channel::oneshot;
use iced::futures::{Stream, StreamExt, future};

use crate::message::Message;

/// The largest board rated in the background (a 25×25 puzzle can take minutes).
pub const LARGEST_RATED: usize = 16;

/// What a rating is of: the givens, and the patterns the game lets a solve use.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RatingKey {
    /// The puzzle.
    pub givens: Grid,
    /// The game's techniques (without the uniqueness ones when the player switched them off).
    pub techniques: Techniques,
}

/// What to rate for `game`: a puzzle with exactly one solution, not being written, on a
/// board up to [`LARGEST_RATED`], with the techniques the game allows.
pub fn to_rate(game: &SudokuLN) -> Option<RatingKey> {
    let board = game.board();
    let unique = matches!(game.givens_status(), dn::SolutionStatus::Unique(_));
    (unique && !game.settings().writing && board.geometry().side() <= LARGEST_RATED)
        .then(|| RatingKey { givens: board.givens(), techniques: game.techniques() })
}

/// The rating of `key` as a subscription: one [`Message::Rated`] when it is known.
pub fn subscription(key: RatingKey) -> Subscription<Message> {
    Subscription::run_with(key, rate)
}

/// Rates `key`'s givens with its techniques on a new thread; the stream yields the answer
/// once.
pub fn rate(key: &RatingKey) -> impl Stream<Item = Message> + use<> {
    let (sender, receiver) = oneshot::channel();
    let RatingKey { givens, techniques } = key.clone();
    let spawned = std::thread::Builder::new().name("jade-rating".into()).spawn(move || {
        let _ = sender.send(facade::rate_puzzle(&givens, techniques).difficulty);
    });
    if let Err(error) = spawned {
        log::warn!("cannot rate the puzzle in the background: {error}");
    }
    let key = key.clone();
    iced::futures::stream::once(receiver)
        .filter_map(move |answer| future::ready(answer.ok().map(|d| Message::Rated(key.clone(), d))))
}

/// How the status bar says a rating: `level hard (4.21)`.
pub fn text(difficulty: &Difficulty) -> String {
    format!("level {} ({:.2})", difficulty.label, difficulty.value)
}
