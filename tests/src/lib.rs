//! Helpers shared by the workspace tests.
