// Writes every figure table of README.md and docs/*.md from the JSON the measurements leave:
// target/bench/bench.json (`./build.sh bench`, joined by scripts/bench-merge.mjs),
// target/eval/eval.json, held-out.json and checks.json (`./build.sh eval`) and target/wasm-size/history.json
// (scripts/wasm-size-history.mjs). No figure in the docs is typed by hand.
//
//   node scripts/docs-figures.mjs [--only bench|eval|held-out|checks|wasm-size] [--check]
//
// A table lives between two markers, `<!-- figures:NAME:start -->` and `<!-- figures:NAME:end -->`;
// NAME picks the renderer below (an unknown NAME is an error). A block whose JSON is missing keeps
// what it holds, so the committed docs carry the figures of the last run; a block that would stay
// empty is an error (exit 1, after the other blocks are written). The output depends on the JSON
// alone (dates come from the JSON), so a second run changes nothing. --only rewrites the blocks of
// one source; --check changes no file and exits 1 if one would change or a block is empty.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../', import.meta.url).pathname;
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const check = args.includes('--check');
const SOURCES = {
  bench: 'target/bench/bench.json',
  eval: 'target/eval/eval.json',
  'held-out': 'target/eval/held-out.json',
  checks: 'target/eval/checks.json',
  'wasm-size': 'target/wasm-size/history.json',
};
if (only && !SOURCES[only]) throw new Error(`--only takes ${Object.keys(SOURCES).join(', ')}, not ${only}`);
const load = (source) => {
  const p = join(ROOT, SOURCES[source]);
  return existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')) : null;
};

// ---- Formatting ----------------------------------------------------------------------------------
const thousands = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** Milliseconds with about three significant digits. */
function ms(x) {
  if (x === null || x === undefined) return '-';
  if (x >= 100) return thousands(Math.round(x));
  if (x >= 10) return x.toFixed(1);
  if (x >= 1) return x.toFixed(2);
  return x.toFixed(3);
}
const ratio = (r, complete = true) => {
  if (r === null || r === undefined) return '-';
  const s = r >= 10 ? thousands(Math.round(r)) : r.toFixed(1);
  return `${complete ? '' : '> '}${s}x`;
};
const kb = (bytes) => (bytes === null || bytes === undefined ? '-' : `${(bytes / 1024).toFixed(1)} KB`);
const pct = (n, d) => (d ? `${Math.round((100 * n) / d)}%` : '-');
const day = (iso) => (iso ? iso.slice(0, 10) : '?');
/** A change in bytes: KB with a sign, or bytes when it is under 0.1 KB. */
const delta = (d) => {
  const sign = d >= 0 ? '+' : '−';
  return Math.abs(d) < 103 ? `${sign}${Math.abs(d)} bytes` : `${sign}${kb(Math.abs(d))}`;
};
const cell = (s) => String(s).replace(/\|/g, '\\|');
const table = (head, rows) => [
  `| ${head.join(' | ')} |`,
  `|${head.map(() => '---').join('|')}|`,
  ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
].join('\n');

// ---- Bench ---------------------------------------------------------------------------------------
class Bench {
  constructor(rows) {
    this.rows = rows;
    this.run = rows.find((r) => r.where === 'run') ?? {};
    this.native = rows.filter((r) => r.where === 'native' && r.command);
    this.dictionary = rows.filter((r) => r.where === 'native' && r.solver === 'dictionary');
    this.wasm = new Map(rows.filter((r) => r.where === 'wasm').map((r) => [r.workload, r]));
    this.browser = rows.filter((r) => r.where === 'browser');
    this.sizes = rows.filter((r) => r.where === 'size');
  }

  /** "measured ..." line: the run's date, commit and machine. */
  source() {
    const r = this.run;
    const load = r.load_start && r.load_end ? `; load average ${r.load_start[0]} at the start, ${r.load_end[0]} at the end` : '';
    return `Measured ${day(r.date)} by \`./build.sh bench\`${r.commit ? ` at ${r.commit}` : ''} (${r.cores ?? '?'} cores${load}); [figures.md](${this.link})`;
  }

  baseline(r) {
    if (r.baseline_ms === null || r.baseline_ms === undefined) return '-';
    return `${r.baseline_complete ? '' : '> '}${ms(r.baseline_ms)}`;
  }

  /** Ours against the baseline, natively and in wasm, for the given native rows. */
  sideBySide(rows, { prefix = null } = {}) {
    const body = rows.map((n) => {
      const w = this.wasm.get(n.workload);
      const name = prefix && n.workload.startsWith(prefix) ? n.workload.slice(prefix.length) : n.workload;
      const notes = [n.note, w && w.note ? `wasm: ${w.note}` : ''].filter(Boolean).join('; ');
      return [name, ms(n.ours_ms), this.baseline(n), ratio(n.ratio, n.baseline_complete),
        w ? ms(w.ours_ms) : '-', w ? this.baseline(w) : '-', w ? ratio(w.ratio, w.baseline_complete) : '-', notes];
    });
    return table(['workload', 'native: ours ms', 'native: baseline ms', 'ratio', 'wasm: ours ms', 'wasm: baseline ms', 'ratio', 'baseline; notes'], body);
  }

  byCommand(command) {
    const rows = this.native.filter((r) => r.command === command);
    if (!rows.length) throw new Error(`bench.json has no native rows for the command ${command}`);
    const prefix = `${rows[0].workload.split(':')[0]}: `;
    return `${this.sideBySide(rows, { prefix })}\n\n${this.source()}.`;
  }

  /** Every maker with its default settings (benches/make.rs), natively and in wasm, against the
   * issue's target of 1 s in wasm. */
  makers() {
    const rows = this.native.filter((r) => r.command.startsWith('make-'));
    if (!rows.length) throw new Error('bench.json has no rows of makers (benches/make.rs)');
    const body = rows.map((n) => {
      const w = this.wasm.get(n.workload);
      return [`make ${n.command.slice('make-'.length)}`, ms(n.ours_ms), w ? ms(w.ours_ms) : '-',
        w ? (w.ours_ms <= 1000 ? 'yes' : 'no') : '-', n.note ?? ''];
    });
    return `${table(['maker (default settings, level 70)', 'native ms (median of 20 seeds)', 'wasm ms (median of 20 seeds)', 'within 1 s in wasm', 'notes (the native run)'], body)}\n\n${this.source()}.`;
  }

  coldStart() {
    const g = (x) => (x === undefined || x === null ? '-' : x.toFixed(0));
    const tiers = this.browser.filter((r) => r.blank_mark_ms === undefined);
    // The first answer against a blank page (scripts/bench-browser.mjs), when the run measured it.
    const blank = this.browser.filter((r) => r.blank_mark_ms !== undefined).map((r) => `\n\nThe ${r.workload}, median of ${r.runs} cold loads each, taken in turn:\n\n${
      table(['blank page: script mark ms', 'first paint ms', 'the worker starts ms', 'first answer ms', 'first paint / blank', 'worker start / blank', 'first answer / blank'],
        [[g(r.blank_mark_ms), g(r.first_paint_ms), g(r.worker_start_ms), g(r.first_answer_ms), `${r.first_paint_ratio.toFixed(2)}x`,
          r.worker_start_ratio === undefined ? '-' : `${r.worker_start_ratio.toFixed(2)}x`, `${r.first_answer_ratio.toFixed(2)}x`]])}${
      // The floors: pages doing only part of the app's work, loaded in the same turns.
      r.floors ? `\n\nIn the same turns, pages that do only part of that work (the floors: what this machine and browser take before any page has done the rest):\n\n${
        table(['floor', 'ms', '/ blank'], r.floors.map((x) => [x.what, g(x.ms), `${x.ratio.toFixed(2)}x`]))}` : ''}`).join('');
    return `${table(['workload', 'wasm ready ms', 'dictionary ready ms', 'first answer ms', 'blob→ready ms (in the worker)', 'dictionary bytes (decoded)', 'bytes on the wire', 'wasm memory'],
      tiers.map((r) => [r.workload, g(r.wasm_ready_ms), g(r.dictionary_ready_ms), g(r.first_answer_ms), ms(r.blob_to_ready_ms),
        thousands(r.dictionary_bytes_decoded), thousands(r.total_bytes), thousands(r.wasm_memory_bytes)]))}${blank}\n\n${this.source()}.`;
  }

  sizeTable() {
    return `${table(['what', 'raw', 'gzip', 'brotli', 'ceiling (gzip)'],
      this.sizes.map((r) => [r.workload, kb(r.raw_bytes), kb(r.gzip_bytes), kb(r.brotli_bytes), r.ceiling_gzip_bytes ? kb(r.ceiling_gzip_bytes) : '']))}\n\n${this.source()}.`;
  }

  dictionaryTable() {
    return `${table(['workload (native, level 70 unless said)', 'median ms'], this.dictionary.map((r) => [r.workload, ms(r.ours_ms)]))}\n\n${this.source()}.`;
  }

  runTable() {
    const r = this.run;
    const rows = [
      ['date', r.date ?? '?'],
      ['commit', r.commit ?? '?'],
      ['machine', `${r.cores ?? '?'} cores (${r.cpu ?? '?'}), ${r.memory_bytes ? `${(r.memory_bytes / 2 ** 30).toFixed(1)} GB` : '?'}`],
      ['load average (1, 5, 15 min)', `${r.load_start ? r.load_start.join(', ') : '?'} at the start; ${r.load_end ? r.load_end.join(', ') : '?'} at the end`],
      ['whole `./build.sh bench`', r.seconds ? `${Math.floor(r.seconds / 60)} min ${r.seconds % 60} s` : '?'],
      ['tools', [r.rustc, r.node ? `node ${r.node}` : null, r.chromium].filter(Boolean).join('; ')],
    ];
    return table(['run', ''], rows);
  }

  /** The word finder's targets (issue 15) against their rows in wasm: the slowest typical pattern,
   * the slowest first page of a 12-15 letter phrase anagram (default options), anagram groups over
   * level 95, and the slowest adversarial pattern with how its step budget ended it. */
  finderTargets() {
    const words = this.native.filter((r) => r.command === 'words');
    const slowest = (rows) => rows.map((n) => ({ n, w: this.wasm.get(n.workload) }))
      .filter((x) => x.w).sort((a, b) => b.w.ours_ms - a.w.ours_ms)[0];
    const picks = [
      ['typical patterns, level 95 (the slowest)', words.filter((r) => /^pattern /.test(r.workload) && r.level === 95), 20],
      ['phrase anagrams of 12-15 letters, first 20 (the slowest)',
        words.filter((r) => /\((1[2-5]) letters, 1-3 words, level 70\), first 20 \(shown/.test(r.workload)), 200],
      ['anagram groups, level 95', words.filter((r) => r.workload === 'anagram groups' && r.level === 95), 150],
      ['adversarial patterns, level 95 (the slowest)', words.filter((r) => /^adversarial pattern /.test(r.workload) && r.level === 95), null],
    ];
    const body = [];
    for (const [what, rows, target] of picks) {
      const x = slowest(rows);
      if (!x) throw new Error(`bench.json has no wasm rows for "${what}"`);
      const name = x.n.workload.replace(/^(adversarial )?pattern /, '').replace(/^phrase anagram /, '');
      // No time target for the worst patterns: what the row's note says of its step budget.
      const budget = () => {
        const m = /(\d+) budget steps, complete: (true|false)/.exec(x.n.note ?? '');
        if (!m) throw new Error(`the row "${x.n.workload}" does not say how it ended`);
        return m[2] === 'true' ? `finished within its step budget (${thousands(Number(m[1]))} steps)`
          : `stopped by its step budget (${thousands(Number(m[1]))} steps)`;
      };
      body.push([what, name, ms(x.w.ours_ms), ms(x.n.ours_ms), target === null ? budget()
        : `${target} ms: ${x.w.ours_ms <= target ? 'met' : 'not met'}`]);
    }
    return `${table(['workload', 'row', 'wasm ms', 'native ms', 'target (wasm)'], body)}\n\n${this.source()}.`;
  }

  /** The README's few figures: sizes, the cold start, one typical workload per puzzle. */
  headline() {
    const find = (pred, what) => {
      const r = this.native.find(pred);
      if (!r) process.stderr.write(`docs-figures: the headline's row "${what}" is not in bench.json\n`);
      return r;
    };
    const picks = [
      ['Jumble', (r) => r.command === 'jumble', 'the first Jumble workload'],
      ['Word ladder', (r) => r.command === 'ladder' && /5 letters/.test(r.workload), '5-letter ladders'],
      ['Graph facts', (r) => r.command === 'graph' && /level 95, 5 letters/.test(r.workload), 'graph level 95, 5 letters'],
      ['Tile rack', (r) => r.command === 'rack' && r.workload.includes('aeinr??'), 'rack aeinr??'],
      ['Letter dice', (r) => r.command === 'dice', 'the first dice workload'],
      ['Symbols', (r) => r.command === 'assign' && /cryptogram, level 70/.test(r.workload), 'assign cryptogram level 70'],
      ['Word finder', (r) => r.command === 'words' && r.baseline_ms !== null, 'the first pattern workload'],
      ['Phrase anagrams', (r) => r.command === 'words' && /13 letters, 1-3 words, level 70\), first 20 \(shown/.test(r.workload), 'a 13-letter phrase, first page'],
    ];
    const rows = [];
    for (const [puzzle, pred, what] of picks) {
      const n = find(pred, what);
      if (!n) continue;
      const w = this.wasm.get(n.workload);
      const name = n.workload.replace(/^[a-z]+: /, '');
      const vs = w && w.ratio !== null ? `${ratio(w.ratio, w.baseline_complete)} (wasm)`
        : n.ratio !== null ? `${ratio(n.ratio, n.baseline_complete)} (native)` : 'baseline not run';
      rows.push([puzzle, name, w ? ms(w.ours_ms) : '-', ms(n.ours_ms), vs]);
    }
    const size = (name) => this.sizes.find((r) => r.workload === name);
    const mod = size('wasm module');
    const dict = size('default dictionary blob');
    const cold = this.browser.find((r) => /default/.test(r.workload));
    const blank = this.browser.find((r) => r.blank_mark_ms !== undefined);
    // The floors of scripts/bench-browser.mjs, in its order: the engine in a worker, on the main
    // thread, the page's markup without scripts.
    const floorOf = (r, i) => r.floors?.[i];
    const lines = [
      table(['puzzle', 'workload', 'in the page (wasm) ms', 'native ms', 'faster than the classic solver'], rows),
      '',
      [
        mod ? `The WebAssembly module is ${kb(mod.gzip_bytes)} gzip${mod.ceiling_gzip_bytes ? ` (the build fails over ${kb(mod.ceiling_gzip_bytes)})` : ''}` : null,
        dict ? `the default dictionary ${kb(dict.brotli_bytes)} brotli (${kb(dict.gzip_bytes)} gzip)` : null,
        cold ? `and a first visit shows its first answer ${cold.first_answer_ms.toFixed(0)} ms after navigation, in headless Chromium` : null,
      ].filter(Boolean).join(', ') + '.'
        + (blank ? ` Side by side with a blank page (its one script's mark at ${blank.blank_mark_ms.toFixed(0)} ms), the first answer of \`#words?pattern=?a?e\` comes at ${blank.first_answer_ratio.toFixed(1)}x that mark and the first paint at ${blank.first_paint_ratio.toFixed(2)}x (the targets are 2x and 1.2x; [docs/offline-and-embedding.md](docs/offline-and-embedding.md#load-figures))${blank.worker_start_ratio === undefined ? '' : `; the solver worker's own module begins to run at ${blank.worker_start_ratio.toFixed(2)}x, before it has downloaded or compiled anything`}.${
          floorOf(blank, 0) && floorOf(blank, 1) && floorOf(blank, 2) ? ` A page that only downloads and compiles the wasm module and downloads the dictionary, and does nothing else, is done at ${floorOf(blank, 0).ratio.toFixed(2)}x in a worker and ${floorOf(blank, 1).ratio.toFixed(2)}x on the main thread, and index.html without its scripts first paints at ${floorOf(blank, 2).ratio.toFixed(2)}x: the floors this machine leaves.` : ''}` : ''),
      '',
      `${this.source()}.`,
    ];
    return lines.join('\n');
  }

  all() {
    const commands = [...new Set(this.native.map((r) => r.command))];
    return commands.map((c) => {
      const rows = this.native.filter((r) => r.command === c);
      return `**\`${c}\`**\n\n${this.sideBySide(rows, { prefix: `${rows[0].workload.split(':')[0]}: ` })}`;
    }).join('\n\n') + `\n\n${this.source()}.`;
  }
}

// ---- Eval ----------------------------------------------------------------------------------------
class Eval {
  constructor(doc) {
    this.doc = doc;
    this.s = doc.summary;
  }

  source() {
    const d = this.doc;
    const set = {
      'held-out': ' on the held-out set (tests/data/eval/held-out/, never tuned on; ',
      checks: ' on the rule checks (tests/data/eval/checks/; ',
    }[d.set] ?? ' (';
    return `Evaluated ${day(d.date)} by \`./build.sh eval\`${set}level ${d.default_level}, default budget, first ${d.limit} answers listed); [figures.md](${this.link})`;
  }

  summaryRow(label, s) {
    if (!s || !s.cases) return [label, '0', '-', '-', '-', '-', '-', '-', '-'];
    return [label, s.cases, `${s.first} (${pct(s.first, s.cases)})`, `${s.top10} (${pct(s.top10, s.cases)})`, s.not_in_list,
      `${s.reachable}`, `${pct(s.first_of_reachable, s.reachable)}`, s.incomplete, `${ms(s.median_ms)} / ${ms(s.max_ms)}`];
  }

  summaryTable(rows) {
    return table(['cases', 'n', 'ranked first', 'in the first 10', 'not listed', 'reachable', 'first, of reachable', 'budget ran out', 'ms median / max'], rows);
  }

  jumble() {
    const s = this.s;
    const heldOut = this.doc.set === 'held-out';
    return `${this.summaryTable([
      ...(heldOut ? [] : [
        this.summaryRow('all Jumble cases', s.jumble),
        this.summaryRow('published puzzles (jumble-published)', s['jumble-published']),
        this.summaryRow('published answers as pooled letters (jumble-answer)', s['jumble-answer']),
      ]),
      this.summaryRow('set phrases as pooled letters (idiom)', s.idiom),
      ...Object.entries(s.jumble_by_words).map(([w, v]) => this.summaryRow(`answers of ${w} word${w === '1' ? '' : 's'}`, v)),
    ])}\n\n${this.source()}.`;
  }

  cryptogram() {
    const s = this.s;
    return `${this.summaryTable([
      this.summaryRow('all cryptograms', s.cryptogram),
      ...Object.entries(s.cryptogram_by_words).map(([w, v]) => this.summaryRow(`${w} words`, v)),
      ...Object.entries(s.cryptogram_by_source).filter(([, v]) => v.cases).map(([k, v]) => this.summaryRow(`source: ${k}`, v)),
    ])}\n\n${this.source()}.`;
  }

  /** The rule checks, a row a check, with the sources they draw on. */
  checks() {
    const s = this.s;
    return `${this.summaryTable([
      ...Object.entries(s.cryptogram_by_check).map(([k, v]) => this.summaryRow(`check: ${k}`, v)),
      ...Object.entries(s.cryptogram_by_source).filter(([, v]) => v.cases).map(([k, v]) => this.summaryRow(`all checks, source: ${k}`, v)),
    ])}\n\n${this.source()}.`;
  }

  published() {
    const rows = this.doc.cases.filter((c) => c.kind === 'jumble-published').map((c) => [
      c.source, c.expected.toUpperCase(), c.rank === null ? 'not listed' : c.rank, c.count ?? '-', c.first ?? '-']);
    return `${table(['source', 'published answer', 'rank', 'answers', 'ranked first'], rows)}\n\n${this.source()}.`;
  }

  misses() {
    const rows = this.doc.cases.filter((c) => c.rank !== 1).map((c) => [
      c.id, c.expected, c.error ? `error: ${c.error}` : c.rank === null ? 'not listed' : c.tied > 1 ? `${c.rank} (${c.tied - 1} other${c.tied > 2 ? 's' : ''} at its cost)` : c.rank,
      c.count ?? '-', c.complete === false ? 'no' : 'yes', c.reachable ? 'yes' : 'no', c.first ?? (c.reason ? `none: ${c.reason}` : '-')]);
    return `${table(['case', 'expected', 'rank', 'answers', 'complete', 'reachable', 'ranked first'], rows)}\n\n${this.source()}.`;
  }

  headline() {
    const s = this.s;
    const row = (label, v) => [label, v.cases, `${v.first} (${pct(v.first, v.cases)})`, `${v.top10} (${pct(v.top10, v.cases)})`];
    // The same counts over the cases whose answer the dictionary can spell at all.
    const reachable = (label, v) => row(label, { cases: v.reachable, first: v.first_of_reachable, top10: v.top10_of_reachable });
    const heldOut = this.doc.set === 'held-out';
    const targets = heldOut ? '' : '\n\nThe targets, over all the cases: a Jumble\'s expected answer first in 80% and in the first 10 in 97%; a cryptogram\'s plaintext first in 95%.';
    return `${table(['evaluation', 'cases', 'expected answer ranked first', 'in the first 10'], [
      row(heldOut ? 'Jumble: set phrases' : 'Jumble: published puzzles, published answers and set phrases', s.jumble),
      reachable('of which those whose answer words are all in the dictionary', s.jumble),
      row('Cryptograms of 8 to 16 words', s.cryptogram),
      reachable('of which those whose plaintext words are all in the dictionary', s.cryptogram),
      row('of which famous quotations (Debian\'s fortune cookies)', s.cryptogram_by_source.quotes),
    ])}${targets}\n\n${this.source()}.`;
  }
}

// ---- Wasm size history ---------------------------------------------------------------------------
/** One round's rows of history.json: each build, and its gzip size against its base (the commit it
 * names, or the row before it that built). */
function wasmHistory(all, round) {
  const rows = all.filter((r) => r.round === round);
  if (!rows.length) throw new Error(`target/wasm-size/history.json has no rows for the round "${round}"`);
  const short = (c) => `\`${c.slice(0, 7)}\``;
  let prev = null;
  const body = rows.map((r) => {
    if (r.error) return [short(r.commit), r.label, '-', '-', '-', `does not build for wasm32 (${r.error.replace(/`/g, '')})`];
    const base = r.base ? all.find((x) => x.commit === r.base && !x.error) : prev;
    prev = r;
    if (!base) return [short(r.commit), r.label, kb(r.raw), kb(r.gzip), kb(r.brotli), ''];
    return [short(r.commit), r.label, kb(r.raw), kb(r.gzip), kb(r.brotli), `${delta(r.gzip - base.gzip)} against ${short(base.commit)}`];
  });
  const built = rows.filter((r) => !r.error);
  const [first, last] = [built[0], built[built.length - 1]];
  const total = first && last && first !== last
    ? `From ${short(first.commit)} to ${short(last.commit)}: ${delta(last.gzip - first.gzip)} gzip, ${kb(last.gzip)} in all. `
    : '';
  const tools = rows.find((r) => r.tools)?.tools;
  return `${table(['commit', 'change', 'raw', 'gzip', 'brotli', 'cost (gzip)'], body)}\n\n${total}` +
    `Built by \`node scripts/wasm-size-history.mjs\`${tools ? ` with ${tools.rustc}, ${tools.wasm_bindgen}, ${tools.wasm_opt}` : ''}.`;
}

// ---- Blocks --------------------------------------------------------------------------------------
const data = {};
for (const source of Object.keys(SOURCES)) {
  if (!only || only === source) data[source] = load(source);
}
const bench = data.bench ? new Bench(data.bench) : null;
const evaluation = data.eval ? new Eval(data.eval) : null;
const heldOut = data['held-out'] ? new Eval(data['held-out']) : null;
const checks = data.checks ? new Eval(data.checks) : null;

/** NAME → [source, render(file)]; `file` is the path the block is in, for relative links. */
function renderer(name) {
  const link = (file) => (file.startsWith('docs/') ? 'figures.md' : 'docs/figures.md');
  const b = (f) => ['bench', (file) => { bench.link = link(file); return f(bench); }];
  const e = (f) => ['eval', (file) => { evaluation.link = link(file); return f(evaluation); }];
  const h = (f) => ['held-out', (file) => { heldOut.link = link(file); return f(heldOut); }];
  const c = (f) => ['checks', (file) => { checks.link = link(file); return f(checks); }];
  if (name.startsWith('bench:')) return b((x) => x.byCommand(name.slice('bench:'.length)));
  if (name.startsWith('wasm-history:')) return ['wasm-size', () => wasmHistory(data['wasm-size'], name.slice('wasm-history:'.length))];
  const known = {
    headline: b((x) => x.headline()),
    'finder-targets': b((x) => x.finderTargets()),
    all: b((x) => x.all()),
    run: b((x) => x.runTable()),
    'cold-start': b((x) => x.coldStart()),
    makers: b((x) => x.makers()),
    sizes: b((x) => x.sizeTable()),
    dictionary: b((x) => x.dictionaryTable()),
    'eval:headline': e((x) => x.headline()),
    'eval:jumble': e((x) => x.jumble()),
    'eval:jumble-published': e((x) => x.published()),
    'eval:cryptogram': e((x) => x.cryptogram()),
    'eval:misses': e((x) => x.misses()),
    'held-out:headline': h((x) => x.headline()),
    'held-out:jumble': h((x) => x.jumble()),
    'held-out:cryptogram': h((x) => x.cryptogram()),
    'checks:cryptogram': c((x) => x.checks()),
  };
  return known[name] ?? null;
}

/** What fills a source's blocks. */
const MAKES = {
  bench: '`./build.sh bench`',
  eval: '`./build.sh eval`',
  'held-out': '`./build.sh eval`',
  checks: '`./build.sh eval`',
  'wasm-size': '`node scripts/wasm-size-history.mjs` then `node scripts/docs-figures.mjs --only wasm-size`',
};

const files = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
const BLOCK = /<!-- figures:([a-z0-9:-]+):start -->\n[\s\S]*?<!-- figures:\1:end -->/g;
let changed = 0;
let written = 0;
const empty = [];
for (const file of files) {
  const path = join(ROOT, file);
  const text = readFileSync(path, 'utf8');
  const starts = (text.match(/<!-- figures:[a-z0-9:-]+:start -->/g) ?? []).length;
  let blocks = 0;
  const out = text.replace(BLOCK, (whole, name) => {
    blocks += 1;
    const r = renderer(name);
    if (!r) throw new Error(`${file}: unknown figures block "${name}"`);
    const [source, render] = r;
    if ((only && only !== source) || !data[source]) return whole;
    written += 1;
    return `<!-- figures:${name}:start -->\n${render(file)}\n<!-- figures:${name}:end -->`;
  });
  if (blocks !== starts) throw new Error(`${file}: a figures block has no matching end marker`);
  for (const [, name, body] of out.matchAll(/<!-- figures:([a-z0-9:-]+):start -->\n([\s\S]*?)<!-- figures:\1:end -->/g)) {
    if (!body.trim()) empty.push(`${file}: the figures block "${name}" is empty; ${MAKES[renderer(name)[0]]} fills it`);
  }
  if (out !== text) {
    changed += 1;
    if (check) console.log(`${file}: figures differ from the JSON`);
    else writeFileSync(path, out);
  }
}
const missing = Object.entries(SOURCES).filter(([k]) => (!only || only === k) && !data[k]).map(([, p]) => p);
console.log(`docs-figures: ${written} blocks from the JSON, ${changed} files ${check ? 'would change' : 'changed'}` +
  `${missing.length ? `; no ${missing.join(', ')}: those blocks keep their content` : ''}`);
// A block left empty would publish a page without its figures: refuse, after writing the others.
if (empty.length) {
  console.error(`docs-figures: ${empty.length} figures block${empty.length === 1 ? ' is' : 's are'} empty (no JSON for them here):\n  ${empty.join('\n  ')}`);
  process.exit(1);
}
if (check && changed) process.exit(1);
