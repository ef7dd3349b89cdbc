// Writes dist/sw.js from www/sw.js: the cache is named after a hash of every file the site serves,
// and the precache list holds the app shell, the wasm, the default dictionary, the ranking data
// (the worker fetches that in idle time; precached, it is there offline) and the names (fetched
// before the first cryptogram). The extended tier and the second module (makers and word lists,
// pkg/wordwright_make*) are cached when first used.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const dist = process.argv[2] || 'dist';
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else files.push(relative(dist, p));
  }
};
rmSync(join(dist, 'www', 'sw.js'), { force: true });
walk(dist);
const hash = createHash('sha256');
for (const f of files) hash.update(f).update(readFileSync(join(dist, f)));
const build = hash.digest('hex').slice(0, 16);
const skip = (f) => f.endsWith('.br') || f.startsWith('dict/extended') || f.startsWith('pkg/wordwright_make') || f === 'sw.js' || f === 'embed.html' || f.startsWith('www/embed-demo');
const precache = ['./', ...files.filter((f) => !skip(f) && f !== 'index.html')];
const source = readFileSync('www/sw.js', 'utf8')
  .replace('__BUILD__', build)
  .replace('__PRECACHE__', JSON.stringify(precache, null, 2));
writeFileSync(join(dist, 'sw.js'), source);
console.log(`sw.js: build ${build}, ${precache.length} files precached`);
