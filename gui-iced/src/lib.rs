//! GUI.
