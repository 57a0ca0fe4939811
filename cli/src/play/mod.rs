//! The parts of `jade play`: the command parser and the board printer.

pub(crate) mod board;
pub(crate) mod command;
