/**
 * Plays a game over HTTP the way a bot would: it keeps its own copy of the game (replayed from
 * the seed with the pure rules) to know whose turn it is, sends each actor's fallback move, and
 * checks every answer against the view the pure rules give for that seat.
 */
import { expect } from "vitest";
import * as v from "valibot";
import type { GameDefinition, Seat } from "../../../src/games/contract";
import { createRng, randomInt, type RngState } from "../../../src/games/rng";
import { move } from "./api";

export type Chooser = (game: GameDefinition, state: unknown, seat: Seat, rng: RngState) => unknown;

/** The game's own timeout move: sensible play for games whose fallback moves the game on. */
export const fallbackBot: Chooser = (game, state, seat) => game.fallbackMove(state, seat);
/** Any listed move, uniformly. */
export const randomBot: Chooser = (game, state, seat, rng) => {
  const legal = game.legalMoves(state, seat);
  return legal[randomInt(rng, legal.length)];
};

export async function playOut(
  game: GameDefinition,
  input: { gameId: string; tokens: string[]; seed: string; options?: unknown; firstVersion: number },
  choose: Chooser = fallbackBot,
  maxMoves = 3000,
) {
  const rng = createRng(`bot:${input.seed}`);
  const options = v.parse(game.optionsSchema, input.options ?? {});
  let state = game.setup({ options, seats: input.tokens.length, seed: input.seed });
  let version = input.firstVersion;
  let moves = 0;
  let last: any = null;
  while (game.result(state) === null) {
    if (moves >= maxMoves) throw new Error(`game ${input.gameId} not over after ${maxMoves} moves`);
    const seat = game.toAct(state)[0]!;
    const mv = choose(game, state, seat, rng);
    const res = await move(input.gameId, input.tokens[seat]!, mv, version);
    if (res.status !== 200) throw new Error(`move refused: ${res.status} ${JSON.stringify(res.body)}`);
    const outcome = game.applyMove(state, seat, mv);
    if (!outcome.ok) throw new Error(outcome.reason);
    state = outcome.state;
    version++;
    moves++;
    const over = game.result(state) !== null;
    expect(res.body.version).toBe(version);
    expect(res.body.state).toEqual(JSON.parse(JSON.stringify(game.view(state, over ? "all" : seat))));
    last = res.body;
  }
  return { moves, final: last, state };
}
