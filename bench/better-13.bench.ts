/**
 * Better 13: random complete games per second, for 2, 3 and 4 players. Each move is a uniform
 * pick among legalMoves from a seeded generator, played through the contract like the room does.
 * Usage: node scripts/run-ts.mjs bench/better-13.bench.ts [seconds per seat count, default 3]
 */
import { better13 } from "../src/games/better-13";
import { createRng, randomInt } from "../src/games/rng";

const seconds = Number(process.argv[2] ?? 3);
const options = { matchTarget: null, matchScoring: "win" as const };

function playOne(seats: number, seed: string, rng: ReturnType<typeof createRng>): number {
  let state = better13.setup({ seats, seed, options });
  let moves = 0;
  while (better13.result(state) === null) {
    const toAct = better13.toAct(state);
    const seat = toAct[randomInt(rng, toAct.length)]!;
    const legal = better13.legalMoves(state, seat);
    const out = better13.applyMove(state, seat, legal[randomInt(rng, legal.length)]!);
    if (!out.ok) throw new Error(`refused listed move: ${out.reason}`);
    state = out.state;
    if (++moves > 100_000) throw new Error(`game ${seed} did not end`);
  }
  return moves;
}

console.log(`Better 13 bench: random complete games (${seconds} s per seat count, node ${process.version})`);
for (const seats of [2, 3, 4]) {
  const rng = createRng(`bench-driver-${seats}`);
  for (let i = 0; i < 200; i++) playOne(seats, `warm-${i}`, rng); // warm up the JIT
  let games = 0;
  let moves = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) moves += playOne(seats, `bench-${seats}-${games++}`, rng);
  const elapsed = (performance.now() - start) / 1000;
  console.log(
    `${seats} players: ${(games / elapsed).toFixed(0)} games/s, ${(moves / elapsed).toFixed(0)} moves/s, ${(moves / games).toFixed(1)} moves per game (${games} games in ${elapsed.toFixed(1)} s)`,
  );
}
