#!/usr/bin/env node
// `npm run bench [name…]`: runs bench/<name>.bench.ts (all of them by default), one after another.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const wanted = process.argv.slice(2);
const all = readdirSync("bench").filter((f) => f.endsWith(".bench.ts")).sort();
const chosen = wanted.length ? all.filter((f) => wanted.some((w) => f.startsWith(w))) : all;
if (chosen.length === 0) {
  console.error(`no bench matches ${wanted.join(" ")}; have: ${all.join(", ")}`);
  process.exit(2);
}
let failed = 0;
for (const file of chosen) {
  console.log(`\n=== ${file}`);
  const run = spawnSync(process.execPath, ["scripts/run-ts.mjs", `bench/${file}`], { stdio: "inherit" });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
