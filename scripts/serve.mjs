// A small static server for dist/, used by `./build.sh serve` and the end-to-end tests.
// It sends the Content-Security-Policy header the README recommends (a meta tag does not govern
// workers) and, like a host with precompressed assets, answers a request for `X.gz` with the
// brotli file `X.br` and `Content-Encoding: br` when the browser accepts br and `brotli` is on, and
// a request for a text file or the wasm with its precompressed `X.br` beside it when there is one
// (build.sh writes them); anything else that compresses is gzipped on the fly.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "connect-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors *",
].join('; ');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.gz': 'application/octet-stream',
  '.br': 'application/octet-stream',
};

/** Whether the precompressed `copy` of `path` exists and is not older than it (a file changed
 * after the build, as the tests' "new deploy" does, is served itself, compressed on the fly). */
async function fresh(copy, path) {
  const [c, p] = await Promise.all([stat(copy).catch(() => null), stat(path)]);
  return c !== null && c.mtimeMs >= p.mtimeMs;
}

/** Serves `root` on host:port (port 0 = any free port). Resolves to { url, close }. `onSent(path,
 * bytes)` is told each response's path and body size as sent (the benchmarks' bytes on the wire). */
export function serve({ root, port = 0, host = '127.0.0.1', brotli = true, log = false, csp = CSP, onSent = null }) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://x');
      let path = normalize(join(base, decodeURIComponent(url.pathname)));
      if (path !== base && !path.startsWith(base + sep)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      if ((await stat(path).catch(() => null))?.isDirectory()) path = join(path, 'index.html');
      const headers = {
        'Content-Type': TYPES[extname(path)] || 'application/octet-stream',
        'Content-Security-Policy': csp,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      };
      // The embed script is loaded as a module by pages on other origins: it needs CORS.
      if (path.endsWith(`${sep}embed.js`)) headers['Access-Control-Allow-Origin'] = '*';
      let body;
      const brPath = path.replace(/\.gz$/, '.br');
      if (brotli && path.endsWith('.gz') && /\bbr\b/.test(req.headers['accept-encoding'] || '') &&
          (await stat(brPath).catch(() => null))) {
        body = await readFile(brPath);
        headers['Content-Encoding'] = 'br';
      } else if (brotli && /\.(html|js|mjs|css|json|wasm|txt|svg|webmanifest)$/.test(path) &&
          /\bbr\b/.test(req.headers['accept-encoding'] || '') && await fresh(`${path}.br`, path)) {
        // Precompressed by build.sh (scripts/compress.mjs --brotli-only), as a static host serves it.
        body = await readFile(`${path}.br`);
        headers['Content-Encoding'] = 'br';
        headers.Vary = 'Accept-Encoding';
      } else {
        body = await readFile(path);
        // Compress text and wasm on the fly, as any real host does.
        if (/\.(html|js|mjs|css|json|wasm|txt|svg|webmanifest)$/.test(path) && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
          body = gzipSync(body, { level: 6 });
          headers['Content-Encoding'] = 'gzip';
          headers.Vary = 'Accept-Encoding';
        }
      }
      if (log) console.log(req.method, url.pathname, body.length);
      onSent?.(url.pathname, body.length);
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((ok) => {
    server.listen(port, host, () => {
      const { port: p } = server.address();
      ok({
        url: `http://${host}:${p}/`,
        close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [root = 'dist', port = '8080'] = process.argv.slice(2);
  const { url } = await serve({ root, port: Number(port), log: true });
  console.log(`Wordwright is served at ${url}`);
}
