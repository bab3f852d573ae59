/**
 * The random-game driver for Thirteen's property tests and benchmark: the shared contract
 * driver, with a chooser that now and then extends a one-card play into a run through the
 * view's run hints (as a page would) and says "last card" only some of the time.
 */
import type { Card } from "../../../src/games/cards";
import type { Seat } from "../../../src/games/contract";
import { randomInt, type RngState } from "../../../src/games/rng";
import { thirteen, type ThirteenMove, type ThirteenOptions, type ThirteenState, type ThirteenView } from "../../../src/games/thirteen";
import { playRandomGame, type RandomPlayResult, type Step } from "../support/random-play";

export function chooseWithRuns(state: ThirteenState, seat: Seat, legal: ThirteenMove[], rng: RngState): ThirteenMove {
  let move = legal[randomInt(rng, legal.length)]!;
  // With drawing always allowed, a uniform choice draws so often that hands only grow and games
  // run for tens of thousands of moves; a player who could play picks up one time in four.
  if (move.type === "draw" && randomInt(rng, 4) !== 0) {
    const plays = legal.filter((m) => m.type === "play");
    if (plays.length > 0) move = plays[randomInt(rng, plays.length)]!;
  }
  if (move.type !== "play" || randomInt(rng, 2) === 0) return move;
  const view = thirteen.view(state, seat) as ThirteenView;
  const run: Card[] = [...move.cards];
  while (randomInt(rng, 10) < 7) {
    const next = view.follows![run[run.length - 1]!]!.filter((c) => !run.includes(c));
    if (next.length === 0) break;
    run.push(next[randomInt(rng, next.length)]!);
  }
  const left = view.hand!.length - run.length;
  return left === 1 && randomInt(rng, 2) === 0 ? { type: "play", cards: run, lastCard: true } : { type: "play", cards: run };
}

export interface RandomRun {
  seed: string;
  options?: Partial<ThirteenOptions>;
  maxMoves: number;
  onStep?: (step: Step<ThirteenState, ThirteenMove>) => void;
}

export function playThirteen(r: RandomRun): RandomPlayResult<ThirteenState> {
  return playRandomGame(thirteen, {
    seats: 2,
    seed: r.seed,
    options: r.options,
    maxMoves: r.maxMoves,
    outOfTurn: 0.1,
    choose: chooseWithRuns,
    onStep: r.onStep,
  });
}

export interface Tally {
  games: number;
  finished: number;
  cut: string[];
  moves: number[];
}

export function newTally(): Tally {
  return { games: 0, finished: 0, cut: [], moves: [] };
}

export function record(t: Tally, seed: string, res: RandomPlayResult<ThirteenState>): void {
  t.games++;
  t.moves.push(res.moves);
  if (res.cut) t.cut.push(seed);
  else t.finished++;
}

export function describeTally(label: string, t: Tally, maxMoves: number): string {
  const m = [...t.moves].sort((a, b) => a - b);
  const q = (p: number) => m[Math.min(m.length - 1, Math.floor(p * m.length))];
  const mean = Math.round(m.reduce((a, b) => a + b, 0) / m.length);
  return `${label}: ${t.games} games, ${t.finished} finished, ${t.cut.length} cut at ${maxMoves} moves${t.cut.length ? ` (${t.cut.slice(0, 5).join(", ")})` : ""}; moves mean ${mean}, median ${q(0.5)}, p99 ${q(0.99)}, max ${m[m.length - 1]}`;
}
