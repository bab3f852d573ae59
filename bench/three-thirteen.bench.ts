/**
 * Three-Thirteen: random complete games per second and moves per second, through the contract
 * alone (setup, toAct, legalMoves, applyMove, result), with the test suite's cheap policy (go out
 * when possible, else mostly throw a deadwood card), for 2, 4 and 8 players.
 * Usage: node scripts/run-ts.mjs bench/three-thirteen.bench.ts [seconds per case, default 5]
 */
import type { GameDefinition } from "../src/games/contract";
import { threeThirteen, type ThreeThirteenMove, type ThreeThirteenOptions, type ThreeThirteenState } from "../src/games/three-thirteen";
import { playRandomGame } from "../test/unit/support/random-play";
import { cheapPolicy } from "../test/unit/three-thirteen/helpers/policy";

const seconds = Number(process.argv[2] ?? 5);

interface Case {
  label: string;
  seats: number;
  options?: Partial<ThreeThirteenOptions>;
}

const cases: Case[] = [
  { label: "2 players, default options", seats: 2 },
  { label: "4 players, default options", seats: 4 },
  { label: "8 players, default options", seats: 8 },
  { label: "8 players, extended rounds + jokers", seats: 8, options: { rounds: "extended", jokers: true } },
  { label: "8 players, redemption + jokers", seats: 8, options: { afterGoingOut: "redemption", jokers: true } },
  { label: "4 players, Tretton preset", seats: 4, options: threeThirteen.presets!.tretton!.options },
];

// Warm the JIT first so the first case is not penalised.
for (let i = 0; i < 5; i++) playRandomGame(threeThirteen, { seats: 4, seed: `warm-${i}`, choose: cheapPolicy });

/** The game with its applyMove timed, to report the slowest single move. */
let slowestMove = 0;
const timed: GameDefinition<ThreeThirteenState, ThreeThirteenMove, ThreeThirteenOptions> = {
  ...threeThirteen,
  applyMove(state, seat, move) {
    const start = performance.now();
    const outcome = threeThirteen.applyMove(state, seat, move);
    slowestMove = Math.max(slowestMove, performance.now() - start);
    return outcome;
  },
};

console.log(`three-thirteen bench: ${seconds}s per case, Node ${process.version}`);
for (const c of cases) {
  let games = 0;
  let moves = 0;
  let slowestGame = 0;
  slowestMove = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    const gameStart = performance.now();
    const res = playRandomGame(timed, { seats: c.seats, seed: `bench-${c.seats}-${games}`, options: c.options, choose: cheapPolicy });
    slowestGame = Math.max(slowestGame, performance.now() - gameStart);
    games++;
    moves += res.moves;
  }
  const secs = (performance.now() - start) / 1000;
  console.log(
    `  ${c.label}: ${(games / secs).toFixed(1)} games/s, ${(moves / secs / 1000).toFixed(1)}k moves/s, ` +
      `${Math.round(moves / games)} moves/game, slowest game ${slowestGame.toFixed(0)} ms, slowest move ${slowestMove.toFixed(1)} ms, ${games} games`,
  );
}
