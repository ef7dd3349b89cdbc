// What each change of a round cost the wasm module: builds the shipped module at a list of commits
// as build.sh did during the round (cargo --profile wasm, wasm-bindgen --target web, wasm-opt -Oz
// --converge, with today's tools for every commit; build.sh has since added flags that take about
// 1.5 KB gzip off every module, left out here so that the rows compare: docs/wasm-size.md) and
// measures it as scripts/check-wasm.mjs does (gzip level 9; also raw and brotli q11). Writes target/wasm-size/history.json, which
// scripts/docs-figures.mjs turns into the table of docs/wasm-size.md.
//
//   node scripts/wasm-size-history.mjs [--round previous|this] [--force] [COMMIT[=LABEL] ...]
//
// Without commits, the lists of ROUNDS below (or of one round); each row records its round, which
// names its table (`figures:wasm-history:ROUND`). A commit whose crate does not build for wasm32
// (work in progress) is recorded with the error's first line instead of sizes. A commit already in history.json is not built again unless
// --force is given. Each commit is unpacked with `git archive` into a temporary directory (no
// worktree is added) and built with one shared CARGO_TARGET_DIR (target/wasm-size/cargo), so only
// the crate itself recompiles. Needs node_modules (npm ci) and wasm-bindgen on PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = new URL('../', import.meta.url).pathname;
const OUT = join(ROOT, 'target/wasm-size');
const HISTORY = join(OUT, 'history.json');
const TARGET = 'wasm32-unknown-unknown';

/**
 * The rounds measured, in order: [commit, what changed, the commit it is compared with (default:
 * the row before that built)]. A row's figure against its base is the cost of the change.
 */
const ROUNDS = {
  // The previous round's size work, each change against the commit before it.
  previous: [
    ['b5127fc', 'before the size work: the word finder and five solvers'],
    ['82d659a', 'one shared sort (src/sort.rs) instead of a std sort per call site'],
    ['acf9d3a', 'ASCII case mapping, quote() instead of {:?}, our own argument reader, answers as serde_json text'],
    ['744c2e3', 'the Talc allocator instead of dlmalloc'],
  ],
  // This round's changes that touched src/ or Cargo.*: first as they reached `main`, then the
  // `vocab` branch, whose first commits are work in progress that builds only from 9a98612 on,
  // then `main` after `vocab` was merged. A change that lands adds its row here.
  this: [
    ['f9d2578', 'end of the previous round (word finder, five solvers, faster indexes)'],
    ['cc09272', 'main: assign split into files; ranking, spelling and eval data (no wasm code)'],
    ['39cfb99', 'main: the pattern language'],
    ['a6dda2e', 'main: indexes owned by the dictionary, Shelf', '39cfb99'],
    ['ac583ab', 'vocab: options declared once, one command registry, notes'],
    ['e78a331', 'vocab: merge main (assign split, data)'],
    ['6924713', 'vocab: unknown-option messages'],
    ['f2a181e', 'vocab: merge main (the pattern language); words --share'],
    ['9a98612', 'vocab: all of the above, plus the boundary on serde-wasm-bindgen (one error channel), one Count, the JSON reader for tile sets; against main with the pattern language', '39cfb99'],
    ['b60e0d6', 'vocab: the page reads the core declarations (schema.js)'],
    ['08e12af', 'vocab: merge main (indexes owned by the dictionary, Shelf)'],
    ['af0764c', 'vocab: messages unified by the option reader'],
    ['b15ddb3', 'vocab: clippy and fmt'],
    ['d198452', 'vocab: answers through serde-wasm-bindgen to_value instead of serde_json text'],
    // Then `main` again, one row per change that reached it (its first-parent line).
    ['45850b3', 'main: the UKACD notice written once'],
    ['1ae9f2f', "main: serde-wasm-bindgen's error text is the JS error's"],
    ['566cbbb', 'main: the text layer (decoding files, cleaning every value, notes)'],
    ['97bc619', 'main: blob v2 (sections; frequencies and spellings), --spelling, the ranking data reader'],
    ['4d7e2cb', 'main: anagram groups, patterns read from their end'],
    ['5f06423', 'main: fix-ups after those merges'],
  ],
};

const args = process.argv.slice(2);
const force = args.includes('--force');
const roundArg = args.includes('--round') ? args[args.indexOf('--round') + 1] : null;
if (roundArg && !ROUNDS[roundArg]) throw new Error(`--round takes ${Object.keys(ROUNDS).join(' or ')}`);
const wanted = args.filter((a, i) => a !== '--force' && a !== '--round' && args[i - 1] !== '--round').map((a) => {
  const [c, ...label] = a.split('=');
  return [c, label.join('=') || null, roundArg ?? 'other', null];
});
const ALL = Object.entries(ROUNDS).flatMap(([round, list]) => list.map(([c, label, base]) => [c, label, round, base ?? null]));
const list = wanted.length ? wanted : roundArg ? ALL.filter((r) => r[2] === roundArg) : ALL;

function sh(cmd, argv, opts = {}) {
  const r = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 64 << 20, ...opts });
  if (r.status !== 0) {
    throw new Error(`${cmd} ${argv.join(' ')} failed (exit ${r.status}):\n${(r.stderr || '').slice(-3000)}`);
  }
  return r.stdout;
}

const commitDate = (commit) => sh('git', ['log', '-1', '--format=%cI', commit], { cwd: ROOT }).trim();
const history = existsSync(HISTORY) ? JSON.parse(readFileSync(HISTORY, 'utf8')) : [];
mkdirSync(OUT, { recursive: true });
const cargoTarget = join(OUT, 'cargo');
const wasmOpt = join(ROOT, 'node_modules/.bin/wasm-opt');
if (!existsSync(wasmOpt)) throw new Error('node_modules/.bin/wasm-opt is missing: run npm ci --no-audit --no-fund');
const tools = {
  rustc: sh('rustc', ['--version']).trim(),
  wasm_bindgen: sh('wasm-bindgen', ['--version']).trim(),
  wasm_opt: sh(wasmOpt, ['--version']).trim(),
};

for (const [short, givenLabel, round, baseShort] of list) {
  const commit = sh('git', ['rev-parse', `${short}^{commit}`], { cwd: ROOT }).trim();
  const base = baseShort ? sh('git', ['rev-parse', `${baseShort}^{commit}`], { cwd: ROOT }).trim() : null;
  const subject = sh('git', ['log', '-1', '--format=%s', commit], { cwd: ROOT }).trim();
  const label = givenLabel ?? ALL.find(([c]) => commit.startsWith(c))?.[1] ?? subject;
  const at = history.findIndex((r) => r.commit === commit);
  if (at >= 0 && !force) {
    history[at].label = label;
    history[at].round = round;
    history[at].base = base;
    const kept = history[at].error ? 'does not build for wasm32' : `${(history[at].gzip / 1024).toFixed(1)} KB gzip`;
    console.log(`${short}: kept (${kept})`);
    continue;
  }
  const dir = mkdtempSync(join(tmpdir(), 'ww-size-'));
  try {
    console.log(`${short}: building (${subject.slice(0, 70)})`);
    // tar -m: the files get the time of extraction, not the commit's, so that cargo (whose
    // fingerprints compare file times, and whose unit hashes do not include the source path)
    // rebuilds the crate instead of taking the previous commit's output as fresh.
    sh('sh', ['-c', `git archive --format=tar ${commit} | tar -x -m -C "${dir}"`], { cwd: ROOT });
    const out = join(cargoTarget, TARGET, 'wasm/wordwright.wasm');
    rmSync(out, { force: true });
    const built = spawnSync('cargo', ['build', '--target', TARGET, '--profile', 'wasm', '--lib'], {
      cwd: dir, encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, CARGO_TARGET_DIR: cargoTarget },
    });
    if (built.status !== 0) {
      const first = (built.stderr.split('\n').find((l) => l.startsWith('error')) ?? 'cargo build failed').trim();
      const row = { commit, round, base, subject, label, date: commitDate(commit), error: first, tools };
      if (at >= 0) history[at] = row;
      else history.push(row);
      console.log(`${short}: does not build for wasm32: ${first}`);
      writeFileSync(HISTORY, `${JSON.stringify(history, null, 2)}\n`);
      continue;
    }
    const pkg = join(dir, 'pkg');
    if (!/Compiling wordwright /.test(built.stderr) || !existsSync(out)) {
      throw new Error(`${short}: cargo did not rebuild the crate; delete ${cargoTarget} and run again`);
    }
    sh('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-dir', pkg, out]);
    sh(wasmOpt, ['-Oz', '--converge', join(pkg, 'wordwright_bg.wasm'), '-o', join(pkg, 'opt.wasm')]);
    const bytes = readFileSync(join(pkg, 'opt.wasm'));
    const row = {
      commit,
      round,
      base,
      subject,
      label,
      date: commitDate(commit),
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      tools,
    };
    if (at >= 0) history[at] = row;
    else history.push(row);
    console.log(`${short}: ${(row.gzip / 1024).toFixed(1)} KB gzip, ${(row.raw / 1024).toFixed(1)} KB raw`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  writeFileSync(HISTORY, `${JSON.stringify(history, null, 2)}\n`);
}
// Rows in the order of the rounds' lists, then any others kept from earlier runs.
const order = (r) => {
  const i = ALL.findIndex(([c]) => r.commit.startsWith(c));
  return i < 0 ? ALL.length : i;
};
history.sort((a, b) => order(a) - order(b));
writeFileSync(HISTORY, `${JSON.stringify(history, null, 2)}\n`);
console.log(`wrote ${HISTORY}`);
