/**
 * Map tiles for the examples, so `examples/map.html` shows a real, pannable map with no internet: `GET
 * /examples/tiles/{z}/{x}/{y}.png` (standard web-mercator tile numbers, 256 px, zoom 0–19). They are drawn, not
 * downloaded: an imaginary town laid over the world — land, a winding river, parks and a street grid with avenues —
 * computed from each tile's position so neighbouring tiles join up, rendered from SVG to PNG with sharp and kept in
 * memory (the most recently used `MAX_TILES`). They show how the map block looks and behaves; they are no geography. For real maps, point `tile-url` at a
 * tile service (README, "<sqs-map>").
 */
import sharp from 'sharp';
import { API_HEADERS, requestUrl } from './router.mjs';

const NOSNIFF = { 'x-content-type-options': API_HEADERS['x-content-type-options'] };

const PREFIX = '/examples/tiles/';
const SIZE = 256;
const MAX_ZOOM = 19;
/** Tiles kept in memory: past it, the least recently used is dropped (a client walking the world stays bounded). */
export const MAX_TILES = 512;
/** Tiles being drawn at once at most: past it a tile not in memory is answered 503 with `Retry-After`. */
export const MAX_RENDERING = 64;
const cache = new Map();
let rendering = 0;

// The town's features in normalised web-mercator units (0–1 across the world), around the examples' default centre.
const lngToU = (lng) => (lng + 180) / 360;
const latToV = (lat) => {
  const s = Math.sin((lat * Math.PI) / 180);
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
};
const CENTER = { u: lngToU(-74.0007613), v: latToV(40.7207559) };
const STREET = 2 ** -17; // street spacing (≈ 200 m at this latitude)
const RIVER = { u: CENTER.u - 14 * STREET, width: 3 * STREET, amplitude: 4 * STREET, wavelength: 60 * STREET };
const PARKS = [
  [-6, -9, 3, 5],
  [4, 2, 2, 2],
  [-2, 7, 5, 2],
  [9, -5, 2, 3],
].map(([x, y, w, h]) => ({ u: CENTER.u + x * STREET, v: CENTER.v + y * STREET, w: w * STREET, h: h * STREET }));

/** Answers `GET /examples/tiles/{z}/{x}/{y}.png`; returns false for any other path. */
export async function handleTile(req, res) {
  const url = requestUrl(req);
  if (!url?.pathname.startsWith(PREFIX)) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { 'content-type': 'text/plain', allow: 'GET, HEAD', ...NOSNIFF });
    res.end('Method not allowed');
    return true;
  }
  const match = /^(\d+)\/(\d+)\/(\d+)\.png$/.exec(url.pathname.slice(PREFIX.length));
  const [z, x, y] = match ? match.slice(1).map(Number) : [];
  if (!match || z > MAX_ZOOM || x >= 2 ** z || y >= 2 ** z) {
    res.writeHead(404, { 'content-type': 'text/plain', ...NOSNIFF });
    res.end('No such tile');
    return true;
  }
  if (!cache.has(`${z}/${x}/${y}`) && rendering >= MAX_RENDERING) {
    res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '1', ...NOSNIFF });
    res.end('Busy drawing tiles');
    return true;
  }
  const png = await cachedTile(z, x, y);
  res.writeHead(200, {
    ...NOSNIFF,
    'content-type': 'image/png',
    'content-length': String(png.length),
    'cache-control': 'public, max-age=86400',
  });
  res.end(req.method === 'HEAD' ? undefined : png);
  return true;
}

/** Resolves with the PNG of tile x, y at zoom z, from the cache (moved to most recent) or rendered into it. */
export function cachedTile(z, x, y) {
  const key = `${z}/${x}/${y}`;
  let png = cache.get(key);
  if (png) cache.delete(key);
  else {
    rendering++;
    png = sharp(Buffer.from(tileSvg(z, x, y)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    png.then(
      () => rendering--,
      // A failed render is not kept.
      () => {
        rendering--;
        if (cache.get(key) === png) cache.delete(key);
      },
    );
  }
  cache.set(key, png);
  if (cache.size > MAX_TILES) cache.delete(cache.keys().next().value);
  return png;
}

/** Returns how many tiles are held in memory. */
export function cachedTileCount() {
  return cache.size;
}

/** The SVG of tile x, y at zoom z. */
export function tileSvg(z, x, y) {
  const world = SIZE * 2 ** z;
  const px = (u) => u * world - x * SIZE;
  const py = (v) => v * world - y * SIZE;
  const shapes = [];
  // Parks.
  for (const p of PARKS)
    shapes.push(`<rect x="${px(p.u)}" y="${py(p.v)}" width="${p.w * world}" height="${p.h * world}" fill="#c8e6c0"/>`);
  // Streets: a grid, every fourth line an avenue; minor streets only once they are at least 6 px apart.
  const spacing = STREET * world;
  const lines = [];
  for (const [step, stroke, width] of [
    [1, '#ffffff', Math.max(1, spacing / 14)],
    [4, '#fbe3a6', Math.max(1.5, spacing / 7)],
  ]) {
    const gap = spacing * step;
    if (gap < 6) continue;
    for (const [origin, vertical] of [
      [x * SIZE, true],
      [y * SIZE, false],
    ]) {
      for (let i = Math.floor(origin / gap); i * gap <= origin + SIZE + width; i++) {
        const at = (i * gap - origin).toFixed(1);
        lines.push(
          vertical
            ? `<line x1="${at}" y1="0" x2="${at}" y2="${SIZE}" stroke="${stroke}" stroke-width="${width}"/>`
            : `<line x1="0" y1="${at}" x2="${SIZE}" y2="${at}" stroke="${stroke}" stroke-width="${width}"/>`,
        );
      }
    }
  }
  // Streets only where the town is (a block of 60 × 60 streets around the centre), so the rest of the world is land.
  const town = { u: CENTER.u - 30 * STREET, v: CENTER.v - 30 * STREET, size: 60 * STREET };
  shapes.push(
    `<clipPath id="t"><rect x="${px(town.u)}" y="${py(town.v)}" width="${town.size * world}" height="${town.size * world}"/></clipPath>`,
    `<g clip-path="url(#t)">${lines.join('')}</g>`,
  );
  // The river: a band winding north–south, sampled down the tile.
  const left = [];
  const right = [];
  for (let row = -8; row <= SIZE + 8; row += 8) {
    const v = (y * SIZE + row) / world;
    const u = RIVER.u + RIVER.amplitude * Math.sin((2 * Math.PI * v) / RIVER.wavelength);
    left.push(`${px(u - RIVER.width / 2).toFixed(1)},${row}`);
    right.unshift(`${px(u + RIVER.width / 2).toFixed(1)},${row}`);
  }
  shapes.push(`<polygon points="${[...left, ...right].join(' ')}" fill="#a9cde3"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#f1eee8"/>${shapes.join('')}</svg>`;
}
