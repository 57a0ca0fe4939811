//! The façade.
