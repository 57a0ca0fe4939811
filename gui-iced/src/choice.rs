//! [`Choice`]: a value with the label a `pick_list` shows for it.

use std::fmt;

/// A value and its label; equal when the values are equal.
#[derive(Clone, Debug)]
pub struct Choice<T> {
    /// The value chosen.
    pub value: T,
    /// What the list shows.
    pub label: String,
}

impl<T> Choice<T> {
    /// `value` shown as `label`.
    pub fn new(value: T, label: impl Into<String>) -> Choice<T> {
        Choice { value, label: label.into() }
    }
}

impl<T: PartialEq> PartialEq for Choice<T> {
    fn eq(&self, other: &Choice<T>) -> bool {
        self.value == other.value
    }
}

impl<T> fmt::Display for Choice<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}
