//! The puzzle's level and numeric rating, shown from the start: rated with patterns on a
//! thread of its own (a hard puzzle takes a moment), as a subscription keyed by the
//! givens, so a new puzzle starts a new rating and the old one's answer is dropped.

use dn::Grid;
use facade::{Difficulty, SudokuLN};
use iced::Subscription;
use iced::futures::channel::oneshot;
use iced::futures::{Stream, StreamExt, future};

use crate::message::Message;

/// The largest board rated in the background (a 25×25 puzzle can take minutes).
pub const LARGEST_RATED: usize = 16;

/// The givens to rate for `game`: a puzzle with exactly one solution, not being written,
/// on a board up to [`LARGEST_RATED`].
pub fn to_rate(game: &SudokuLN) -> Option<Grid> {
    let board = game.board();
    let unique = matches!(game.givens_status(), dn::SolutionStatus::Unique(_));
    (unique && !game.settings().writing && board.geometry().side() <= LARGEST_RATED).then(|| board.givens())
}

/// The rating of `givens` as a subscription: one [`Message::Rated`] when it is known.
pub fn subscription(givens: Grid) -> Subscription<Message> {
    Subscription::run_with(givens, rate)
}

/// Rates `givens` on a new thread; the stream yields the answer once.
pub fn rate(givens: &Grid) -> impl Stream<Item = Message> + use<> {
    let givens = givens.clone();
    let (sender, receiver) = oneshot::channel();
    let key = givens.clone();
    let spawned = std::thread::Builder::new().name("jade-rating".into()).spawn(move || {
        let _ = sender.send(facade::rate_puzzle(&givens, facade::Techniques::ALL).difficulty);
    });
    if let Err(error) = spawned {
        log::warn!("cannot rate the puzzle in the background: {error}");
    }
    iced::futures::stream::once(receiver)
        .filter_map(move |answer| future::ready(answer.ok().map(|d| Message::Rated(key.clone(), d))))
}

/// How the status bar says a rating: `level hard (4.21)`.
pub fn text(difficulty: &Difficulty) -> String {
    format!("level {} ({:.2})", difficulty.label, difficulty.value)
}
