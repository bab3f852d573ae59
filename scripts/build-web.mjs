#!/usr/bin/env node
// Builds the web page: web/src (TypeScript, hono/jsx/dom) into web/public/build/ with esbuild,
// the service worker, and the PNG icons of the web app manifest. `npm start` and the browser
// tests run it; `npm run build:web` runs it alone. Prints the gzipped size of the page's JS+CSS.
import { build } from "esbuild";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { deflateSync, gzipSync } from "node:zlib";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "web/public/build");

/** The limit the issue sets for all JS and CSS of the play page, gzipped. */
export const SIZE_LIMIT = 60 * 1024;

export async function buildWeb({ quiet = false } = {}) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const common = {
    bundle: true,
    minify: true,
    format: "esm",
    target: ["chrome100", "firefox100", "safari15"],
    legalComments: "none",
    logLevel: "warning",
    absWorkingDir: root,
  };
  await build({
    ...common,
    entryPoints: { app: "web/src/main.tsx" },
    outdir: out,
    jsx: "automatic",
    jsxImportSource: "hono/jsx/dom",
    tsconfig: "web/tsconfig.json",
  });
  await build({ ...common, entryPoints: { sw: "web/src/sw/sw.ts" }, outdir: out, format: "iife", tsconfig: "web/src/sw/tsconfig.json" });
  for (const size of [180, 192, 512]) writeFileSync(join(out, `icon-${size}.png`), iconPng(size, false));
  writeFileSync(join(out, "icon-maskable-512.png"), iconPng(512, true));
  const sizes = pageSizes();
  writeFileSync(join(out, "sizes.json"), JSON.stringify(sizes, null, 2) + "\n");
  if (!quiet) {
    const files = sizes.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(", ");
    console.log(`web: built web/public/build (${files}; page JS+CSS ${kb(sizes.gzip)} gzipped of ${kb(SIZE_LIMIT)} allowed)`);
  }
  if (sizes.gzip > SIZE_LIMIT) throw new Error(`web: the page's JS+CSS is ${kb(sizes.gzip)} gzipped, over ${kb(SIZE_LIMIT)}`);
  return sizes;
}

/** Gzipped size of every JS and CSS file the page loads (the service worker is not the page's). */
export function pageSizes() {
  const files = readdirSync(out)
    .filter((f) => /\.(js|css)$/.test(f) && f !== "sw.js")
    .sort()
    .map((file) => {
      const bytes = readFileSync(join(out, file));
      return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
  return { files, bytes: files.reduce((a, f) => a + f.bytes, 0), gzip: files.reduce((a, f) => a + f.gzip, 0), limit: SIZE_LIMIT };
}

function kb(n) {
  return `${(n / 1024).toFixed(1)} KB`;
}

// --- icons: a white card with "13" on green, drawn pixel by pixel into a PNG -----------------

const DIGITS = {
  1: ["00100", "01100", "10100", "00100", "00100", "00100", "00100", "00100", "11111"],
  3: ["01110", "10001", "00001", "00001", "00110", "00001", "00001", "10001", "01110"],
};

function iconPng(size, maskable) {
  const px = Buffer.alloc(size * size * 4);
  const green = [21, 101, 52];
  const white = [250, 250, 247];
  const red = [190, 30, 45];
  const s = size / 512;
  // Card: centred, smaller on the maskable icon so the safe zone holds it.
  const cw = (maskable ? 250 : 300) * s;
  const ch = cw * 1.4;
  const cx0 = (size - cw) / 2;
  const cy0 = (size - ch) / 2;
  const r = 28 * s;
  const cell = cw / 16;
  const textW = 11 * cell;
  const tx0 = cx0 + (cw - textW) / 2;
  const ty0 = cy0 + (ch - 9 * cell) / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let c = green;
      if (!maskable && outsideRounded(x, y, 0, 0, size, size, 96 * s)) c = null;
      else if (!outsideRounded(x, y, cx0, cy0, cw, ch, r)) {
        c = white;
        const gx = Math.floor((x - tx0) / cell);
        const gy = Math.floor((y - ty0) / cell);
        if (gy >= 0 && gy < 9 && gx >= 0 && gx < 11 && gx !== 5) {
          const digit = gx < 5 ? DIGITS[1] : DIGITS[3];
          if (digit[gy][gx < 5 ? gx : gx - 6] === "1") c = red;
        }
      }
      const i = (y * size + x) * 4;
      if (c) {
        px[i] = c[0];
        px[i + 1] = c[1];
        px[i + 2] = c[2];
        px[i + 3] = 255;
      }
    }
  }
  return encodePng(size, size, px);
}

function outsideRounded(x, y, x0, y0, w, h, r) {
  if (x < x0 || y < y0 || x >= x0 + w || y >= y0 + h) return true;
  const dx = Math.max(x0 + r - x, 0, x - (x0 + w - r));
  const dy = Math.max(y0 + r - y, 0, y - (y0 + h - r));
  return dx * dx + dy * dy > r * r;
}

function encodePng(w, h, rgba) {
  const raw = Buffer.alloc((w * 4 + 1) * h);
  for (let y = 0; y < h; y++) rgba.copy(raw, y * (w * 4 + 1) + 1, y * w * 4, (y + 1) * w * 4);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    await buildWeb();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
