/**
 * Service throughput: starts `npm start`'s server (wrangler dev, local Durable Objects) on a
 * loopback port with a fresh state folder, plays many games at once over HTTP by the `legal`
 * lists, and reports moves per second, p50/p99 move latency and storage rows written per move.
 * Bounded in time and count; talks only to 127.0.0.1.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PORT = Number(process.env.BENCH_PORT ?? 8799);
const BASE = `http://127.0.0.1:${PORT}`;
const GAMES = Number(process.env.BENCH_GAMES ?? 40);
const SEATS = Number(process.env.BENCH_SEATS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const MAX_MOVES = Number(process.env.BENCH_MAX_MOVES ?? 20_000);

async function api(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as any, rows: Number(res.headers.get("x-rows-written") ?? NaN) };
}

async function waitForServer(deadline: number) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${BASE}/api/catalog`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error("server did not start");
}

async function setUpGame(i: number) {
  const created = await api("POST", "/api/games", { game: "three-thirteen", seats: SEATS, name: "Bench", seed: `bench-${i}` });
  const invite = new URL(created.json.inviteUrl).hash.replace("#invite=", "");
  const tokens = [created.json.token as string];
  for (let s = 1; s < SEATS; s++) tokens.push((await api("POST", `/api/games/${created.json.gameId}/join`, { invite, name: `B${s}` })).json.token);
  return { id: created.json.gameId as string, tokens };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "thirteens-bench-"));
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(PORT), PERSIST_DIR: dir },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // gone already
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForServer(Date.now() + 60_000);
    const games = await Promise.all(Array.from({ length: GAMES }, (_, i) => setUpGame(i)));
    const latencies: number[] = [];
    const rows: number[] = [];
    let errors = 0;
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      games.map(async (game) => {
        let step = 0;
        while (performance.now() < deadline && latencies.length < MAX_MOVES) {
          const table = await api("GET", `/api/games/${game.id}`);
          if (table.json.status !== "playing") return;
          const seat = table.json.toAct[0];
          const view = await api("GET", `/api/games/${game.id}`, undefined, game.tokens[seat]);
          const legal = view.json.legal as any[];
          step++;
          const move = legal.find((m) => m.goOut) ?? legal[(step * 7919) % legal.length];
          const t0 = performance.now();
          const res = await api("POST", `/api/games/${game.id}/moves`, { move, version: view.json.version, key: `m${step}` }, game.tokens[seat]);
          latencies.push(performance.now() - t0);
          if (res.status === 200) rows.push(res.rows);
          else errors++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      JSON.stringify(
        {
          bench: "service (wrangler dev, local Durable Objects, loopback)",
          games: GAMES,
          seatsPerGame: SEATS,
          moves: latencies.length,
          errors,
          seconds: +seconds.toFixed(1),
          movesPerSecond: +(latencies.length / seconds).toFixed(0),
          note: "each move is preceded by two GETs per game loop, so requests/s is about 3x moves/s",
          moveLatencyMs: { p50: +percentile(latencies, 50).toFixed(2), p99: +percentile(latencies, 99).toFixed(2), max: +latencies.at(-1)!.toFixed(2) },
          rowsWrittenPerMove: { mean: +(rows.reduce((a, b) => a + b, 0) / rows.length).toFixed(2), max: Math.max(...rows) },
        },
        null,
        2,
      ),
    );
  } finally {
    stop();
  }
}

await main();
