//! The parts of `jade play`: the command parser, the line reader and the board printer.

pub(crate) mod board;
pub(crate) mod command;
pub(crate) mod lines;
