#!/usr/bin/env bash
# Wordwright build script. Every command does its own set-up on a fresh machine.
#
#   ./build.sh          build dist/ (the static site: index.html, www/, wasm, dictionary and ranking
#                       blobs with their licences; the blobs held to their size budgets)
#   ./build.sh serve    build, then serve dist/ on http://127.0.0.1:8080
#   ./build.sh test     fmt, clippy, rustdoc, native tests, wasm tests in headless Chromium, end-to-end tests
#   ./build.sh bench    benchmarks (native solvers, the same in wasm, browser load), results in
#                       target/bench/, then the figures of README.md and docs/ rewritten from them
#   ./build.sh fuzz     every cargo-fuzz target under fuzz/ for FUZZ_SECONDS each (default 30)
#   ./build.sh eval     ranking evaluation on tests/data/eval/, the development set, then on
#                       tests/data/eval/held-out/ and the rule checks tests/data/eval/checks/
#                       (release CLI only), results in target/eval/,
#                       then the evaluation's figures in README.md and docs/ rewritten from them
#                       (extra arguments go to scripts/eval.mjs, e.g. ./build.sh eval --only idiom,
#                       for the development set alone; such a partial run leaves the docs alone)
set -euo pipefail
cd "$(dirname "$0")"

WASM_BINDGEN_VERSION=0.2.130
TARGET=wasm32-unknown-unknown
# wasm-opt for the shipped modules. --low-memory-unused lets it fold constant offsets into loads
# and stores (the low 1 KB of memory is the deepest end of the 1 MB stack, which the stack-first
# layout leaves unused until the stack is all but full); the strip flags drop the producers and
# target_features sections, which no browser reads. Together 1.5 KB gzip (docs/wasm-size.md).
# --one-caller-inline-max-function-size 0 keeps a function called from one place out of its
# caller unless it is small enough to inline anyway: binaryen's default inlines every such
# function, which welded the commands into one 140 KB function that the browser compiled whole
# on the first query; without it the module is 17 KB gzip smaller (docs/wasm-size.md: its speed).
WASM_OPT_FLAGS="-Oz --converge --low-memory-unused --strip-producers --strip-target-features --one-caller-inline-max-function-size 0"
PORT="${PORT:-8080}"

step() { printf '\n==> %s\n' "$*"; }
die() { printf 'build.sh: %s\n' "$*" >&2; exit 1; }

ensure_rust_target() {
  if ! rustup target list --installed | grep -qx "$TARGET"; then
    step "adding the $TARGET target"
    rustup target add "$TARGET"
  fi
}

ensure_wasm_bindgen() {
  local pinned
  pinned=$(sed -n 's/^wasm-bindgen = "=\(.*\)"/\1/p' Cargo.toml)
  [ "$pinned" = "$WASM_BINDGEN_VERSION" ] || die "Cargo.toml pins wasm-bindgen $pinned but build.sh expects $WASM_BINDGEN_VERSION; make them agree"
  local have=""
  if command -v wasm-bindgen >/dev/null 2>&1; then
    have=$(wasm-bindgen --version | awk '{print $2}')
  fi
  if [ "$have" != "$WASM_BINDGEN_VERSION" ]; then
    step "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (have: ${have:-none}; takes a few minutes)"
    # --locked can fail when a locked dependency is newer than the registry mirror; retry without.
    cargo install wasm-bindgen-cli --version "=$WASM_BINDGEN_VERSION" --locked ||
      cargo install wasm-bindgen-cli --version "=$WASM_BINDGEN_VERSION"
  fi
  have=$(wasm-bindgen --version | awk '{print $2}')
  [ "$have" = "$WASM_BINDGEN_VERSION" ] || die "wasm-bindgen $have is on PATH but $WASM_BINDGEN_VERSION is needed"
}

ensure_npm() {
  if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] ||
     [ package-lock.json -nt node_modules/.package-lock.json ]; then
    step "npm ci (binaryen for wasm-opt, playwright-core)"
    npm ci --no-audit --no-fund
  fi
  local v
  v=$(node_modules/.bin/wasm-opt --version | grep -o '[0-9]\+' | head -1)
  [ "${v:-0}" -ge 110 ] || die "wasm-opt version $v is older than 110 (binaryen bug 4711 breaks the page); run npm ci"
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    step "installing Debian's chromium and chromium-driver"
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-driver
  fi
}

build() {
  ensure_rust_target
  ensure_wasm_bindgen
  ensure_npm
  step "native CLI (release)"
  cargo build --release --bin wordwright
  step "wasm module"
  cargo build --target "$TARGET" --profile wasm --lib
  rm -rf dist
  mkdir -p dist/pkg dist/dict dist/www
  wasm-bindgen --target web --no-typescript --out-dir dist/pkg "target/$TARGET/wasm/wordwright.wasm"
  step "wasm-opt $WASM_OPT_FLAGS"
  node_modules/.bin/wasm-opt $WASM_OPT_FLAGS dist/pkg/wordwright_bg.wasm -o dist/pkg/wordwright_bg.opt.wasm
  mv dist/pkg/wordwright_bg.opt.wasm dist/pkg/wordwright_bg.wasm
  node scripts/check-wasm.mjs dist/pkg wordwright
  step "wasm module with the puzzle makers and word lists (--features make,wordlists; the worker loads it on the first Make or word list)"
  cargo build --target "$TARGET" --profile wasm-make --lib --features make,wordlists
  wasm-bindgen --target web --no-typescript --out-dir dist/pkg --out-name wordwright_make \
    "target/$TARGET/wasm-make/wordwright.wasm"
  node_modules/.bin/wasm-opt $WASM_OPT_FLAGS dist/pkg/wordwright_make_bg.wasm -o dist/pkg/wordwright_make_bg.opt.wasm
  mv dist/pkg/wordwright_make_bg.opt.wasm dist/pkg/wordwright_make_bg.wasm
  node scripts/check-wasm.mjs dist/pkg wordwright_make
  step "data blobs (dictionary tiers, ranking data)"
  target/release/wordwright export-blob default dist/dict/default.wwdb
  target/release/wordwright export-blob extended dist/dict/extended.wwdb
  target/release/wordwright export-blob ranking dist/dict/ranking.wwdb
  target/release/wordwright export-blob names dist/dict/names.wwdb
  node scripts/compress.mjs dist/dict/default.wwdb dist/dict/extended.wwdb dist/dict/ranking.wwdb dist/dict/names.wwdb
  rm dist/dict/*.wwdb
  step "site files"
  cp index.html frame.html dist/
  cp -r www/. dist/www/
  # The core's option declarations, for the tabs (labels, bounds, defaults, help, notices).
  { printf '// Written by build.sh from `wordwright help --json`: the option declarations of the core.\nexport default '
    target/release/wordwright help --json | node -e 'process.stdout.write(JSON.stringify(JSON.parse(require("fs").readFileSync(0, "utf8"))))'
    printf ';\n'; } > dist/www/schema.js
  mv dist/www/embed.js dist/embed.js
  mv dist/www/embed-demo.html dist/embed.html
  cp LICENSE dist/LICENSE.txt
  # Each data source's licence beside the blobs made from it (credits: `wordwright help credits`).
  cp data/SCOWL-COPYRIGHT dist/dict/SCOWL-COPYRIGHT.txt
  cp data/SCOWL-README-COPYRIGHT dist/dict/SCOWL-README-COPYRIGHT.txt
  cp data/wordfreq/LICENSE dist/dict/WORDFREQ-LICENSE.txt
  cp data/lm/LICENSE dist/dict/POCKETSPHINX-LM-LICENSE.txt
  cp data/wordnet/LICENSE dist/dict/WORDNET-LICENSE.txt
  cp data/offensive/LICENSE dist/dict/CUSS-LICENSE.txt
  node scripts/icons.mjs dist/icons
  node scripts/sw-build.mjs dist
  # Brotli copies of the site's text files and the wasm, served in their place (scripts/serve.mjs).
  find dist -type f \( -name '*.html' -o -name '*.js' -o -name '*.css' -o -name '*.wasm' -o -name '*.json' \
    -o -name '*.webmanifest' -o -name '*.txt' -o -name '*.svg' \) -print0 | xargs -0 node scripts/compress.mjs --brotli-only
  node scripts/sizes.mjs dist
}

# The bench page (never in dist/): the wasm module built with the `bench` feature (Engine.bench,
# the reference solvers) and the `make` feature (the makers' rows), the page and the dictionary
# blobs, in target/bench/site; optimised with the shipped modules' flags, so its timings are theirs.
bench_site() {
  step "bench page: wasm module with the reference solvers and the makers (--features bench,make)"
  cargo build --target "$TARGET" --profile wasm-bench --lib --features bench,make
  local site=target/bench/site
  rm -rf "$site"
  mkdir -p "$site/pkg" "$site/dict"
  wasm-bindgen --target web --no-typescript --out-dir "$site/pkg" "target/$TARGET/wasm-bench/wordwright.wasm"
  node_modules/.bin/wasm-opt $WASM_OPT_FLAGS "$site/pkg/wordwright_bg.wasm" -o "$site/pkg/wordwright_bg.opt.wasm"
  mv "$site/pkg/wordwright_bg.opt.wasm" "$site/pkg/wordwright_bg.wasm"
  cp dist/dict/default.wwdb.gz dist/dict/extended.wwdb.gz dist/dict/ranking.wwdb.gz dist/dict/names.wwdb.gz "$site/dict/"
  cp benches/page/* "$site/"
}

run_tests() {
  ensure_chromium
  build
  step "cargo fmt --check"
  cargo fmt --all -- --check
  step "cargo clippy (warnings denied)"
  cargo clippy --all-targets -- -D warnings
  cargo clippy --target "$TARGET" --lib -- -D warnings
  cargo clippy --target "$TARGET" --lib --features bench -- -D warnings
  cargo clippy --target "$TARGET" --lib --features make,wordlists -- -D warnings
  step "cargo doc (warnings denied: every doc link resolves)"
  RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --document-private-items --features make,wordlists
  RUSTDOCFLAGS="-D warnings" cargo doc --no-deps
  step "native tests"
  cargo test
  step "wasm-bindgen tests in headless Chromium"
  # The second module's features: its engine is the first's plus makers and word lists.
  CHROMEDRIVER=/usr/bin/chromedriver cargo test --target "$TARGET" --test wasm --features make,wordlists
  step "end-to-end tests (playwright-core + /usr/bin/chromium)"
  node --test --test-concurrency=1 tests/e2e/
}

# The fuzz targets (fuzz/, its own cargo workspace) need the nightly toolchain and cargo-fuzz.
# Each target runs from a temporary copy of its committed seeds (fuzz/corpus/<target>/), so the
# corpus libFuzzer grows stays out of git; a crash leaves its input in fuzz/artifacts/<target>/.
run_fuzz() {
  local seconds="${FUZZ_SECONDS:-30}"
  [[ "$seconds" =~ ^[1-9][0-9]*$ ]] || die "FUZZ_SECONDS must be a whole number of seconds, not '$seconds'"
  rustup toolchain list | grep -q '^nightly' ||
    die "the nightly toolchain is missing (rustup toolchain list); cargo-fuzz needs it: rustup toolchain install nightly"
  if ! cargo +nightly fuzz --version >/dev/null 2>&1; then
    step "installing cargo-fuzz (takes a few minutes)"
    cargo install cargo-fuzz
  fi
  step "building the fuzz targets (nightly, AddressSanitizer)"
  (cd fuzz && cargo +nightly fuzz build)
  local failed=() target
  FUZZ_WORK=$(mktemp -d)
  trap 'rm -rf "$FUZZ_WORK"' EXIT
  mkdir -p target/fuzz
  for target in $(cd fuzz && cargo +nightly fuzz list); do
    step "fuzzing $target for ${seconds}s"
    mkdir -p "$FUZZ_WORK/$target"
    cp fuzz/corpus/"$target"/* "$FUZZ_WORK/$target/" 2>/dev/null || true
    # -timeout: any input taking over 10 s is a hang; -rss_limit_mb: over 2 GB is a runaway allocation.
    if (cd fuzz && cargo +nightly fuzz run "$target" "$FUZZ_WORK/$target" -- \
          -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1) \
          >"target/fuzz/$target.log" 2>&1; then
      grep -h 'stat::number_of_executed_units' "target/fuzz/$target.log" | awk -v t="$target" '{print t ": " $2 " runs, no crash"}'
    else
      failed+=("$target")
      grep -h -A3 -E 'panicked at|ERROR: libFuzzer|SUMMARY' "target/fuzz/$target.log" | head -20 || true
      printf '%s: FAILED (log target/fuzz/%s.log, input in fuzz/artifacts/%s/)\n' "$target" "$target" "$target"
    fi
  done
  [ ${#failed[@]} -eq 0 ] || die "fuzz targets failed: ${failed[*]}; reproduce one with: cd fuzz && cargo +nightly fuzz run TARGET artifacts/TARGET/FILE"
  printf '\nall fuzz targets ran %ss each without a crash (logs in target/fuzz/)\n' "$seconds"
}

case "${1:-build}" in
  build) build ;;
  serve)
    build
    step "serving dist/ (Ctrl-C to stop)"
    exec node scripts/serve.mjs dist "$PORT"
    ;;
  test) run_tests ;;
  bench)
    ensure_chromium
    build
    bench_site
    # Load average (1, 5, 15 min) and the time at the start, for the run's description.
    echo "$(cut -d' ' -f1-3 /proc/loadavg) $(date +%s)" > target/bench/load-start.txt
    step "native benchmarks (each writes target/bench/<bench>.json; its tables go to <bench>.md)"
    for bench in benches/*.rs; do
      bench=$(basename "$bench" .rs)
      step "cargo bench --bench $bench"
      cargo bench --bench "$bench" | tee "target/bench/$bench.md"
    done
    step "the same workloads in wasm (bench page in headless Chromium)"
    node scripts/bench-wasm.mjs
    step "cold start in headless Chromium"
    node scripts/bench-browser.mjs
    step "the table (target/bench/bench.md and bench.json)"
    node scripts/bench-merge.mjs
    step "figures into the docs (README.md, docs/*.md) from target/bench/bench.json"
    node scripts/docs-figures.mjs --only bench
    ;;
  fuzz) run_fuzz ;;
  eval)
    shift
    command -v node >/dev/null 2>&1 || die "node (20 or later) is needed for scripts/eval.mjs"
    step "native CLI (release)"
    cargo build --release --bin wordwright
    step "ranking evaluation (target/eval/eval.md and eval.json)"
    node scripts/eval.mjs "$@"
    # Only a whole run speaks for the evaluation set; a partial one (--only, --level, ...) stays
    # in target/eval/.
    if [ $# -eq 0 ]; then
      step "ranking evaluation, held-out set (target/eval/held-out.md and held-out.json)"
      node scripts/eval.mjs --set held-out
      step "ranking evaluation, rule checks (target/eval/checks.md and checks.json)"
      node scripts/eval.mjs --set checks
      step "figures into the docs (README.md, docs/*.md) from target/eval/eval.json, held-out.json and checks.json"
      node scripts/docs-figures.mjs --only eval
      node scripts/docs-figures.mjs --only held-out
      node scripts/docs-figures.mjs --only checks
    else
      step "not writing the docs' figures: a run with arguments ($*) is not the whole evaluation"
    fi
    ;;
  *) die "unknown command '$1'; use: ./build.sh [build|serve|test|bench|fuzz|eval]" ;;
esac
