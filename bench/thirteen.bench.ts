/**
 * Thirteen: random complete games per second, through the contract alone (setup, toAct,
 * legalMoves, applyMove, result), with the test suite's drivers.
 * Usage: node scripts/run-ts.mjs bench/thirteen.bench.ts [seconds per case, default 5]
 */
import { thirteen, type ThirteenOptions } from "../src/games/thirteen";
import { playRandomGame } from "../test/unit/support/random-play";
import { chooseWithRuns } from "../test/unit/thirteen/random-support";

const seconds = Number(process.argv[2] ?? 5);
const MAX_MOVES = 50_000;

interface Case {
  label: string;
  options?: Partial<ThirteenOptions>;
  runs: boolean;
}

const cases: Case[] = [
  { label: "uniform one-card moves, default options", runs: false },
  { label: "runs via view hints + out-of-turn calls, default options", runs: true },
  { label: "runs via view hints, drawing always allowed", options: { mustPlay: false }, runs: true },
  { label: "runs via view hints, match to 50", options: { matchTarget: 50 }, runs: true },
];

console.log(`thirteen bench: ${seconds}s per case, Node ${process.version}`);
for (const c of cases) {
  let games = 0;
  let moves = 0;
  let cut = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    const res = playRandomGame(thirteen, {
      seats: 2,
      seed: `bench-${games}`,
      options: c.options,
      maxMoves: MAX_MOVES,
      ...(c.runs ? { choose: chooseWithRuns, outOfTurn: 0.1 } : {}),
    });
    games++;
    moves += res.moves;
    if (res.cut) cut++;
  }
  const secs = (performance.now() - start) / 1000;
  console.log(
    `  ${c.label}: ${(games / secs).toFixed(0)} games/s, ${(moves / secs / 1000).toFixed(0)}k moves/s, ` +
      `${Math.round(moves / games)} moves/game, ${games} games${cut ? `, ${cut} cut at ${MAX_MOVES}` : ""}`,
  );
}
