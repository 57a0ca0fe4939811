//! Compiles tdoku's solver from a clone named by `TDOKU_DIR` (the repository root).

fn main() {
    println!("cargo:rerun-if-env-changed=TDOKU_DIR");
    let dir = std::env::var("TDOKU_DIR")
        .expect("set TDOKU_DIR to a clone of https://github.com/t-dillon/tdoku (see docs/PERFORMANCE.md)");
    let source = format!("{dir}/src/solver_dpll_triad_simd.cc");
    println!("cargo:rerun-if-changed={source}");
    let mut build = cc::Build::new();
    build.cpp(true).file(&source).flag("-std=c++17").flag("-O3").flag("-DNDEBUG").warnings(false);
    if std::env::var_os("CARGO_FEATURE_NATIVE").is_some() {
        build.flag("-march=native");
    }
    build.compile("tdoku");
}
