/**
 * Plays a game by the contract alone: every step picks, with a seeded generator of the test's
 * own, one seat from `toAct` (or an out-of-turn seat with legal moves, now and then) and one
 * of its legal moves. Games and tests use it the same way, so every game is driven alike.
 */
import type { GameDefinition, GameEvent, Seat } from "../../../src/games/contract";
import { createRng, randomInt, type RngState } from "../../../src/games/rng";
import * as v from "valibot";

export interface Step<S, M> {
  before: S;
  seat: Seat;
  move: M;
  after: S;
  events: GameEvent[];
}

export interface RandomPlayOptions<S, M, O> {
  seats: number;
  options?: Partial<O>;
  seed: string;
  /** Stop after this many moves even when the game is not over (reported as `cut`). */
  maxMoves?: number;
  /** Chance (0..1) of letting a seat outside `toAct` make one of its legal moves, if it has any. */
  outOfTurn?: number;
  /** Picks the move; defaults to a uniform choice among `legalMoves`. */
  choose?: (state: S, seat: Seat, legal: M[], rng: RngState) => M;
  onStep?: (step: Step<S, M>) => void;
}

export interface RandomPlayResult<S> {
  state: S;
  moves: number;
  cut: boolean;
}

export function playRandomGame<S, M, O>(game: GameDefinition<S, M, O>, opts: RandomPlayOptions<S, M, O>): RandomPlayResult<S> {
  const rng = createRng(`driver:${opts.seed}`);
  const options = parseOptions(game, opts.options ?? {});
  let state = game.setup({ options, seats: opts.seats, seed: opts.seed });
  const maxMoves = opts.maxMoves ?? 100_000;
  let moves = 0;
  while (game.result(state) === null) {
    if (moves >= maxMoves) return { state, moves, cut: true };
    const toAct = game.toAct(state);
    if (toAct.length === 0) throw new Error(`${game.id}: nobody to act but no result (seed ${opts.seed}, move ${moves})`);
    let seat = toAct[randomInt(rng, toAct.length)]!;
    if (opts.outOfTurn && randomInt(rng, 1000) < opts.outOfTurn * 1000) {
      const others = [...Array(opts.seats).keys()].filter((s) => !toAct.includes(s) && game.legalMoves(state, s).length > 0);
      if (others.length > 0) seat = others[randomInt(rng, others.length)]!;
    }
    const legal = game.legalMoves(state, seat);
    if (legal.length === 0) throw new Error(`${game.id}: seat ${seat} must act but has no legal move (seed ${opts.seed}, move ${moves})`);
    const move = opts.choose ? opts.choose(state, seat, legal, rng) : legal[randomInt(rng, legal.length)]!;
    const outcome = game.applyMove(state, seat, move);
    if (!outcome.ok) {
      throw new Error(`${game.id}: listed move refused: ${JSON.stringify(move)}: ${outcome.reason} (seed ${opts.seed}, move ${moves})`);
    }
    opts.onStep?.({ before: state, seat, move, after: outcome.state, events: outcome.events });
    state = outcome.state;
    moves++;
  }
  return { state, moves, cut: false };
}

export function parseOptions<O>(game: GameDefinition<unknown, unknown, O>, options: Partial<O>): O {
  return v.parse(game.optionsSchema, options);
}
