/**
 * Calcory: random complete games per second (uniform legal moves, the same driver as the
 * tests), by player count, plus games played by the fallback alone.
 * Run: node scripts/run-ts.mjs bench/calcory.bench.ts [milliseconds per row, default 2000]
 */
import { calcory, type CalcoryMove, type CalcoryOptions, type CalcoryState } from "../src/games/calcory";
import { playRandomGame } from "../test/unit/support/random-play";

const budget = Number(process.argv[2] ?? 2000);

function row(label: string, seats: number, options: Partial<CalcoryOptions>, fallbackOnly: boolean): void {
  let games = 0;
  let moves = 0;
  let cut = 0;
  const choose = fallbackOnly ? (s: CalcoryState, seat: number) => calcory.fallbackMove(s, seat) : undefined;
  // Warm up, then time.
  for (let i = 0; i < 20; i++) playRandomGame<CalcoryState, CalcoryMove, CalcoryOptions>(calcory, { seats, options, seed: `warm:${i}`, choose });
  const start = performance.now();
  while (performance.now() - start < budget) {
    const r = playRandomGame<CalcoryState, CalcoryMove, CalcoryOptions>(calcory, { seats, options, seed: `bench:${label}:${games}`, maxMoves: 20_000, choose });
    games++;
    moves += r.moves;
    if (r.cut) cut++;
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `${label.padEnd(28)} ${(games / seconds).toFixed(0).padStart(7)} games/s  ${(moves / seconds).toFixed(0).padStart(8)} moves/s  ` +
      `${(moves / games).toFixed(1).padStart(6)} moves/game  ${games} games${cut ? `  ${cut} CUT` : ""}`,
  );
}

console.log(`Calcory, random complete games (${budget} ms per row, Node ${process.version})`);
for (const seats of [2, 3, 4]) row(`random, ${seats} players`, seats, {}, false);
row("random, 3 players, memory", 3, { memory: true }, false);
for (const seats of [2, 4]) row(`fallback only, ${seats} players`, seats, {}, true);
