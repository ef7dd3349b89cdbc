//! The `wordwright` command: see `wordwright help` and the README.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(wordwright::cli::run(&args));
}
