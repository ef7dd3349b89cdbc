// Writes a generated table into a doc between its markers `<!-- NAME:start -->` and
// `<!-- NAME:end -->`, for the scripts whose figures are not in scripts/docs-figures.mjs's JSON
// (scripts/ranking-sweep.sh, scripts/ranking-ceiling.sh):
//
//   node scripts/docs-table.mjs DOC NAME < TABLE
import { readFileSync, writeFileSync } from 'node:fs';

const [doc, name] = process.argv.slice(2);
if (!doc || !name) throw new Error('usage: node scripts/docs-table.mjs DOC NAME < TABLE');
const table = readFileSync(0, 'utf8').trimEnd();
const text = readFileSync(doc, 'utf8');
const re = new RegExp(`(<!-- ${name}:start -->\\n)[\\s\\S]*?(<!-- ${name}:end -->)`);
if (!re.test(text)) throw new Error(`${doc} has no ${name} markers`);
writeFileSync(doc, text.replace(re, (_, start, end) => `${start}${table}\n${end}`));
console.log(`wrote the table into ${doc}`);
