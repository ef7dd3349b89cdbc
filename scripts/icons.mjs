// Draws the app icons (PNG, no dependencies): a blue rounded square with three letter tiles
// spelling nothing in particular, at the sizes browsers ask for. Usage: node scripts/icons.mjs OUTDIR
import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel((x + 0.5) / size, (y + 0.5) / size);
      raw.set([r, g, b, a], y * (size * 4 + 1) + 1 + x * 4);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

// Distance from p to segment ab.
const seg = (px, py, ax, ay, bx, by) => {
  const dx = bx - ax; const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
};
const roundedBox = (x, y, x0, y0, x1, y1, r) => {
  const cx = Math.max(x0 + r, Math.min(x1 - r, x)); const cy = Math.max(y0 + r, Math.min(y1 - r, y));
  return Math.hypot(x - cx, y - cy) <= r;
};
// A "W" drawn with four strokes inside the unit square.
const W = [[0.22, 0.3, 0.36, 0.72], [0.36, 0.72, 0.5, 0.42], [0.5, 0.42, 0.64, 0.72], [0.64, 0.72, 0.78, 0.3]];

function icon(maskable) {
  return (x, y) => {
    const inset = maskable ? 0 : 0.04;
    if (!maskable && !roundedBox(x, y, inset, inset, 1 - inset, 1 - inset, 0.18)) return [0, 0, 0, 0];
    // Scale the glyph into the safe zone for maskable icons.
    const s = maskable ? 0.8 : 1; const gx = (x - 0.5) / s + 0.5; const gy = (y - 0.5) / s + 0.5;
    const onTile = roundedBox(gx, gy, 0.14, 0.18, 0.86, 0.84, 0.08);
    const d = Math.min(...W.map(([ax, ay, bx, by]) => seg(gx, gy, ax, ay, bx, by)));
    if (d < 0.055) return [31, 95, 191, 255];
    if (onTile) return [251, 250, 247, 255];
    return [31, 95, 191, 255];
  };
}

const out = process.argv[2] || 'dist/icons';
mkdirSync(out, { recursive: true });
for (const size of [48, 96, 192, 512]) writeFileSync(`${out}/icon-${size}.png`, png(size, icon(false)));
writeFileSync(`${out}/maskable-512.png`, png(512, icon(true)));
writeFileSync(`${out}/apple-touch-icon.png`, png(180, icon(true)));
