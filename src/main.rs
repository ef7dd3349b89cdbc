//! The `wordwright` command: see `wordwright help` and the README.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(wordwright::cli::run(&args));
}

/// The command line is native only; the wasm build of this binary does nothing.
#[cfg(target_arch = "wasm32")]
fn main() {}
