//! The parts of `jade play`: the command parser, where the commands come from (the line
//! editor or plain lines) and the board printer.

pub(crate) mod board;
pub(crate) mod command;
pub(crate) mod input;
pub(crate) mod lines;
