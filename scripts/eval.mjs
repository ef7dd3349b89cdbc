// The ranking evaluation (`./build.sh eval`): runs the release CLI on every case of the development
// set and finds where the published answer (a Jumble's final answer, a cryptogram's plaintext)
// ranks among the answers listed. Writes target/eval/eval.json (every case) and target/eval/eval.md
// (summary tables and the misses), and prints the markdown.
//
//   node scripts/eval.mjs [--set dev|held-out|checks] [--bin PATH] [--limit N] [--only SUBSTRING] [--level N] [--out DIR]
//
// --out DIR: where the results go (target/eval by default).
// --set: the development set (the default; target/eval/eval.json and eval.md) or the held-out set
// (tests/data/eval/held-out/: target/eval/held-out.json and held-out.md), drawn by the same rule
// from the same sources, never tuned on: its figures say whether the development set's carry over;
// or the rule checks (tests/data/eval/checks/: target/eval/checks.json and checks.md), groups of
// cryptograms drawn by fixed rules after the held-out set's items, summed up by group.
// --limit: answers listed per case (default 100); --only: the cases whose id contains it;
// --level: the level of cases that name none (default 70; for experiments, the figures are at 70).
//
// Cases (each file's header says where its items come from):
//   tests/data/jumble-published.txt        published Jumbles with circles       kind jumble-published
//   tests/data/eval/jumble-answers.txt     published answers, pooled letters    kind jumble-answer
//   tests/data/eval/idioms.txt             set phrases, pooled letters          kind idiom
//   tests/data/eval/cryptograms.txt        seeded substitutions                 kind cryptogram
// and, with --set held-out, only tests/data/eval/held-out/idioms.txt and cryptograms.txt; with
// --set checks, only tests/data/eval/checks/cryptograms.txt.
// Pooled letters are given as clues of at most 15 letters, every square circled and the clue pinned
// to its own letters (--clue LETTERS:OOO.. --pin N=LETTERS).
//
// Every search gets the default step budget; `complete` records whether it finished. `rank` is the
// 1-based position of the expected answer in the list (null: not in the first --limit answers).
// `reachable` says whether the expected answer can be found at all at that level: for a
// cryptogram, the solver run again with the whole key given (--known) has a solution; for a
// Jumble, every answer word is in the dictionary at that level (`lookup`; a word with an
// apostrophe counts when its letters joined or its stem before 's 'd 'm 're 've 'll n't are).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';

const ROOT = join(new URL('../', import.meta.url).pathname);
function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}
const OUT = option('out', join(ROOT, 'target/eval'));
const BIN = option('bin', join(ROOT, 'target/release/wordwright'));
const LIMIT = Number(option('limit', '100'));
const ONLY = option('only', '');
const DEFAULT_LEVEL = Number(option('level', '70'));
const SET = option('set', 'dev');
const SETS = {
  dev: { dir: 'tests/data/eval', name: 'eval' },
  'held-out': { dir: 'tests/data/eval/held-out', name: 'held-out' },
  // The rule checks: cryptograms only, in groups named by the first part of their ids.
  checks: { dir: 'tests/data/eval/checks', name: 'checks' },
};
if (!SETS[SET]) throw new Error(`--set takes ${Object.keys(SETS).join(', ')}, not ${SET}`);
const SET_DIR = SETS[SET].dir;
const NAME = SETS[SET].name;

// ---- Reading the case files ----------------------------------------------------------------------
/** Blocks of `key: value` lines separated by blank lines; # lines are comments; keys may repeat. */
function blocks(path) {
  const out = [];
  let cur = null;
  for (const raw of readFileSync(join(ROOT, path), 'utf8').split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#')) continue;
    if (!line) {
      cur = null;
      continue;
    }
    const m = /^([a-z]+):\s?(.*)$/.exec(line);
    if (!m) throw new Error(`${path}: cannot read the line "${line}"`);
    if (!cur) out.push((cur = {}));
    (cur[m[1]] ??= []).push(m[2]);
  }
  return out;
}
const one = (b, k) => (b[k] ? b[k][0] : undefined);
const levelOf = (b) => (one(b, 'level') ? Number(one(b, 'level')) : DEFAULT_LEVEL);

/** The pooled letters as clues of at most 15 letters each, as even as possible, each pinned. */
function pooledArgs(letters) {
  const k = Math.ceil(letters.length / 15);
  const args = [];
  let at = 0;
  for (let i = 0; i < k; i++) {
    const len = Math.floor(letters.length / k) + (i < letters.length % k ? 1 : 0);
    const chunk = letters.slice(at, at + len);
    at += len;
    args.push('--clue', `${chunk}:${'O'.repeat(chunk.length)}`, '--pin', `${i + 1}=${chunk}`);
  }
  return args;
}

function loadCases() {
  const cases = [];
  if (SET === 'dev') blocks('tests/data/jumble-published.txt').forEach((b, i) => {
    cases.push({
      id: `published-${i + 1}`,
      kind: 'jumble-published',
      source: one(b, 'source'),
      expected: one(b, 'published'),
      level: levelOf(b),
      args: [...b.clue.flatMap((c) => ['--clue', c]), '--answer', one(b, 'answer')],
    });
  });
  for (const [file, kind] of [
    ...(SET === 'dev' ? [['tests/data/eval/jumble-answers.txt', 'jumble-answer']] : []),
    ...(SET === 'checks' ? [] : [[`${SET_DIR}/idioms.txt`, 'idiom']]),
  ]) {
    for (const b of blocks(file)) {
      cases.push({
        id: one(b, 'id'),
        kind,
        source: one(b, 'source'),
        expected: one(b, 'published'),
        level: levelOf(b),
        args: [...pooledArgs(one(b, 'letters')), '--answer', one(b, 'answer')],
      });
    }
  }
  for (const b of blocks(`${SET_DIR}/cryptograms.txt`)) {
    cases.push({
      id: `crypto-${one(b, 'id')}`,
      kind: 'cryptogram',
      source: one(b, 'source'),
      expected: one(b, 'plain'),
      level: levelOf(b),
      crypto: one(b, 'crypto'),
      key: one(b, 'key'),
    });
  }
  return cases.filter((c) => c.id.includes(ONLY));
}

// ---- Running the CLI -----------------------------------------------------------------------------
function run(args) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(BIN, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.error) throw r.error;
  let json = null;
  try {
    json = JSON.parse(r.stdout);
  } catch {
    json = null;
  }
  return { status: r.status, json, ms, stderr: r.stderr };
}

/** Lower case, apostrophes dropped, any other run of non-letters one space. */
const norm = (s) => s.toLowerCase().replace(/'/g, '').replace(/[^a-z]+/g, ' ').trim();
const wordsOf = (s) => norm(s).split(' ').length;

const lookups = new Map();
function inDictionary(word, level) {
  const key = `${level}:${word}`;
  if (!lookups.has(key)) {
    const r = run(['--json', '--level', String(level), 'lookup', word]);
    lookups.set(key, Boolean(r.json && r.json.found && r.json.level <= level));
  }
  return lookups.get(key);
}
function jumbleReachable(expected, level) {
  return expected
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter((w) => /[a-z]/.test(w))
    .every((w) => {
      if (!w.includes("'")) return inDictionary(w, level);
      const joined = w.replace(/'/g, '');
      const m = /^([a-z]+)(?:'(?:s|d|m|re|ve|ll)|n't)$/.exec(w);
      return inDictionary(joined, level) || (m !== null && inDictionary(m[1], level));
    });
}

function solveJumble(c) {
  const r = run(['--json', '--level', String(c.level), 'jumble', ...c.args, '--limit', String(LIMIT)]);
  if (r.status !== 0 || !r.json || r.json.error) {
    return { error: (r.json && r.json.error && r.json.error.message) || r.stderr.trim(), time_ms: r.ms };
  }
  const a = r.json;
  const want = norm(c.expected);
  const i = a.answers.findIndex((x) => norm(x.phrase) === want);
  const found = i >= 0 ? a.answers[i] : null;
  return {
    rank: i >= 0 ? i + 1 : null,
    // With ties: 1 + the answers scored strictly better, and how many share the expected's cost.
    rank_by_score: found ? 1 + a.answers.filter((x) => x.cost < found.cost).length : null,
    tied: found ? a.answers.filter((x) => x.cost === found.cost).length : null,
    count: a.count,
    listed: a.answers.length,
    complete: a.complete,
    first: a.answers[0] ? a.answers[0].phrase : null,
    reason: a.reason,
    time_ms: r.ms,
  };
}

function solveCrypto(c) {
  const r = run(['--json', '--level', String(c.level), 'assign', '--crypto', c.crypto, '--limit', String(LIMIT)]);
  if (r.status !== 0 || !r.json || r.json.error) {
    return { error: (r.json && r.json.error && r.json.error.message) || r.stderr.trim(), time_ms: r.ms };
  }
  const a = r.json;
  const want = norm(c.expected);
  const i = a.solutions.findIndex((s) => norm(s.plaintext || '') === want);
  return {
    rank: i >= 0 ? i + 1 : null,
    count: a.count,
    listed: a.solutions.length,
    complete: a.complete,
    first: a.solutions[0] ? a.solutions[0].plaintext : null,
    reason: a.reason,
    time_ms: r.ms,
  };
}

/** The plaintext is a solution at all: the solver with every cipher letter given. */
function cryptoReachable(c) {
  const known = new Set();
  for (const ch of c.crypto.match(/[A-Z]/g)) known.add(ch);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const args = [];
  for (const ch of known) args.push('--known', `${ch}=${letters[c.key.indexOf(ch.toLowerCase())]}`);
  const r = run(['--json', '--level', String(c.level), 'assign', '--crypto', c.crypto, ...args, '--limit', '1']);
  return Boolean(r.json && r.json.count > 0);
}

/** A cryptogram's source and (in the rule checks) its check, from its id: `crypto-kjv-03`,
 * `crypto-further-kjv-03`. */
const sourceOf = (id) => id.split('-').at(-2);
const checkOf = (id) => id.split('-')[1];

// ---- Summaries -------------------------------------------------------------------------------------
const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(0)}%` : '-');
function summarise(rows) {
  const n = rows.length;
  const first = rows.filter((r) => r.rank === 1).length;
  const top10 = rows.filter((r) => r.rank !== null && r.rank <= 10).length;
  const listed = rows.filter((r) => r.rank !== null).length;
  const reach = rows.filter((r) => r.reachable);
  const times = rows.map((r) => r.time_ms).sort((a, b) => a - b);
  return {
    cases: n,
    first,
    first_pct: n ? (100 * first) / n : null,
    top10,
    top10_pct: n ? (100 * top10) / n : null,
    in_list: listed,
    not_in_list: n - listed,
    reachable: reach.length,
    first_of_reachable: reach.filter((r) => r.rank === 1).length,
    top10_of_reachable: reach.filter((r) => r.rank !== null && r.rank <= 10).length,
    incomplete: rows.filter((r) => r.complete === false).length,
    errors: rows.filter((r) => r.error).length,
    median_ms: n ? times[Math.floor((n - 1) / 2)] : null,
    max_ms: n ? times[n - 1] : null,
  };
}
function row(label, s) {
  if (!s.cases) return `| ${label} | 0 | - | - | - | - | - | - | - | - |`;
  return `| ${label} | ${s.cases} | ${s.first} (${pct(s.first, s.cases)}) | ${s.top10} (${pct(s.top10, s.cases)}) | ${s.not_in_list} | ${s.reachable} | ${pct(s.first_of_reachable, s.reachable)} | ${pct(s.top10_of_reachable, s.reachable)} | ${s.incomplete} | ${s.median_ms.toFixed(0)} / ${s.max_ms.toFixed(0)} |`;
}
const HEAD = [
  '| cases | n | first | top 10 | not in list | reachable | first of reachable | top 10 of reachable | budget ran out | ms median / max |',
  '|---|---|---|---|---|---|---|---|---|---|',
];

function main() {
  const cases = loadCases();
  const t0 = Date.now();
  const load0 = loadavg()[0];
  const results = [];
  for (const c of cases) {
    const res = c.kind === 'cryptogram' ? solveCrypto(c) : solveJumble(c);
    const reachable = c.kind === 'cryptogram' ? cryptoReachable(c) : jumbleReachable(c.expected, c.level);
    const r = {
      id: c.id,
      kind: c.kind,
      source: c.source,
      expected: c.expected,
      words: wordsOf(c.expected),
      level: c.level,
      ...res,
      reachable,
    };
    results.push(r);
    const shown = r.error ? `error: ${r.error}` : `rank ${r.rank ?? '-'} of ${r.count}${r.complete ? '' : ' (budget ran out)'}`;
    process.stderr.write(`${r.id.padEnd(28)} ${shown}  ${r.time_ms.toFixed(0)} ms\n`);
  }
  const seconds = (Date.now() - t0) / 1000;

  const jumbleKinds = ['jumble-published', 'jumble-answer', 'idiom'];
  const jumble = results.filter((r) => jumbleKinds.includes(r.kind));
  const crypto = results.filter((r) => r.kind === 'cryptogram');
  const summary = {
    jumble: summarise(jumble),
    ...Object.fromEntries(jumbleKinds.map((k) => [k, summarise(results.filter((r) => r.kind === k))])),
    jumble_by_words: Object.fromEntries(
      [...new Set(jumble.map((r) => r.words))].sort((a, b) => a - b).map((w) => [w, summarise(jumble.filter((r) => r.words === w))]),
    ),
    cryptogram: summarise(crypto),
    cryptogram_by_words: Object.fromEntries(
      [
        ['8-10', 8, 10],
        ['11-13', 11, 13],
        ['14-16', 14, 16],
      ].map(([k, lo, hi]) => [k, summarise(crypto.filter((r) => r.words >= lo && r.words <= hi))]),
    ),
    cryptogram_by_source: Object.fromEntries(
      ['kjv', 'shakespeare', 'founding', 'quotes'].map((s) => [s, summarise(crypto.filter((r) => sourceOf(r.id) === s))]),
    ),
    ...(SET === 'checks' ? {
      cryptogram_by_check: Object.fromEntries(
        [...new Set(crypto.map((r) => checkOf(r.id)))].map((k) => [k, summarise(crypto.filter((r) => checkOf(r.id) === k))]),
      ),
    } : {}),
  };

  mkdirSync(OUT, { recursive: true });
  const meta = {
    set: SET,
    date: new Date().toISOString(),
    bin: BIN,
    default_level: DEFAULT_LEVEL,
    limit: LIMIT,
    budget: 'default',
    seconds,
    load_average_start: load0,
    load_average_end: loadavg()[0],
  };
  writeFileSync(join(OUT, `${NAME}.json`), `${JSON.stringify({ ...meta, summary, cases: results }, null, 2)}\n`);

  const md = [
    `# Ranking evaluation${{ dev: '', 'held-out': ', held-out set', checks: ', rule checks' }[SET]} (${meta.date.slice(0, 10)})`,
    '',
    `${results.length} cases, level ${DEFAULT_LEVEL} unless a case says otherwise, the default step budget, the first ${LIMIT} answers listed;`,
    `${seconds.toFixed(1)} s in all (load average ${load0.toFixed(1)} at the start). "reachable": the expected answer can be found`,
    'at all at that level (a cryptogram\'s plaintext is a solution when the whole key is given; a Jumble\'s answer words are all',
    'in the dictionary).',
    '',
    '## Jumble',
    '',
    ...HEAD,
    row('all Jumble cases', summary.jumble),
    ...jumbleKinds.map((k) => row(k, summary[k])),
    '',
    '### Jumble by number of answer words',
    '',
    ...HEAD,
    ...Object.entries(summary.jumble_by_words).map(([w, s]) => row(`${w} word${w === '1' ? '' : 's'}`, s)),
    '',
    '## Cryptograms (8 to 16 words)',
    '',
    ...HEAD,
    row('all cryptograms', summary.cryptogram),
    ...Object.entries(summary.cryptogram_by_words).map(([w, s]) => row(`${w} words`, s)),
    ...Object.entries(summary.cryptogram_by_source).map(([k, s]) => row(`source: ${k}`, s)),
    ...Object.entries(summary.cryptogram_by_check ?? {}).map(([k, s]) => row(`check: ${k}`, s)),
    '',
    '## Misses (not ranked first)',
    '',
    '| case | expected | rank | answers | complete | reachable | ranked first |',
    '|---|---|---|---|---|---|---|',
    ...results
      .filter((r) => r.rank !== 1)
      .map((r) => {
        const rank = r.error ? `error: ${r.error}` : r.rank === null ? 'not in list' : r.tied > 1 ? `${r.rank} (${r.tied - 1} other${r.tied > 2 ? 's' : ''} at its cost)` : String(r.rank);
        const first = r.first ?? (r.reason ? `none: ${r.reason}` : '-');
        return `| ${r.id} | ${r.expected} | ${rank} | ${r.count ?? '-'} | ${r.complete ?? '-'} | ${r.reachable ? 'yes' : 'no'} | ${first.replace(/\|/g, '\\|')} |`;
      }),
    '',
  ].join('\n');
  writeFileSync(join(OUT, `${NAME}.md`), md);
  process.stdout.write(`${md}\nwrote ${join(OUT, `${NAME}.json`)} and ${NAME}.md\n`);
}

main();
