#!/usr/bin/env node
// Runs a TypeScript file under plain Node 20: bundles it with esbuild into .cache/ and imports it.
// Usage: node scripts/run-ts.mjs path/to/file.ts [args...]
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node scripts/run-ts.mjs FILE.ts [args...]");
  process.exit(2);
}
const outdir = resolve(".cache/run-ts");
mkdirSync(outdir, { recursive: true });
const outfile = resolve(outdir, basename(entry).replace(/\.ts$/, ".mjs"));
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "inline",
  logLevel: "warning",
});
process.argv = [process.argv[0], outfile, ...rest];
await import(pathToFileURL(outfile).href);
