//! JADE's business logic ("lógica de negocio", thesis 6.2.3): reading and writing boards,
//! the engines that solve them by trial and error, and the solving patterns a person uses.

pub mod backtracking;
pub mod budget;
pub mod candidates;
pub mod dancing_links;
pub mod fast;
pub mod generator;
pub mod patterns;
pub mod propagation;
pub mod serialization;
pub mod solver;

pub use budget::{Budget, NodeLimit};
pub use dancing_links::{MotorDancingLinks, SudokuDancingLinks};
pub use generator::{GeneracionLN, Generated, GenerationError, GeneratorOptions, Symmetry};
pub use patterns::{Family, Pattern, PatternBoard, PatternInfo};
pub use serialization::SerializacionLN;
pub use solver::{Engine, Search, TrialAndError, solution_status};
