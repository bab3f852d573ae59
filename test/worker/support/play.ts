/**
 * Plays a game over HTTP the way a bot would: it keeps its own copy of the game (replayed from
 * the seed with the pure rules) to know whose turn it is, sends each actor's fallback move, and
 * checks every answer against the view the pure rules give for that seat.
 */
import { expect } from "vitest";
import * as v from "valibot";
import type { GameDefinition } from "../../../src/games/contract";
import { move } from "./api";

export async function playOut(game: GameDefinition, input: { gameId: string; tokens: string[]; seed: string; options?: unknown; firstVersion: number }, maxMoves = 3000) {
  const options = v.parse(game.optionsSchema, input.options ?? {});
  let state = game.setup({ options, seats: input.tokens.length, seed: input.seed });
  let version = input.firstVersion;
  let moves = 0;
  let last: any = null;
  while (game.result(state) === null) {
    if (moves >= maxMoves) throw new Error(`game ${input.gameId} not over after ${maxMoves} moves`);
    const seat = game.toAct(state)[0]!;
    const mv = game.fallbackMove(state, seat);
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
