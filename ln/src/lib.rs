//! JADE's business logic.
