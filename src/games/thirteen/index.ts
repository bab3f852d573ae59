/**
 * Thirteen: two players, 52 cards and two jokers, runs up and down the wrapping ladder
 * A-2-…-K-A, jokers on kings, "last card" and "thirteen" calls (RULINGS.md, Thirteen table;
 * docs/rules/thirteen.md).
 */
import type { GameDefinition, GameResult } from "../contract";
import { createRng } from "../rng";
import { applyThirteenMove } from "./apply";
import { thirteenFallback, thirteenLegalMoves } from "./legal";
import { thirteenMoveSchema, type ThirteenMove } from "./moves";
import { describeThirteenOptions, thirteenOptions, thirteenPresets, type ThirteenOptions } from "./options";
import { isOver } from "./rules";
import { newGame, other, type ThirteenState } from "./state";
import { thirteenView } from "./view";

export type { ThirteenMove } from "./moves";
export type { ThirteenOptions } from "./options";
export type { ThirteenState } from "./state";
export type { ThirteenView } from "./view";

function result(s: ThirteenState): GameResult | null {
  if (s.winner === null) return null;
  const w = s.winner;
  if (s.options.matchTarget === null) {
    const left = s.hands[other(w)]!.length;
    return { winners: [w], summary: `Seat ${w} wins: seat ${other(w)} is left with ${left} card${left === 1 ? "" : "s"}.` };
  }
  return {
    winners: [w],
    scores: [...s.scores],
    summary: `Seat ${w} wins the match ${s.scores[w]} to ${s.scores[other(w)]}.`,
  };
}

export const thirteen: GameDefinition<ThirteenState, ThirteenMove, ThirteenOptions> = {
  id: "thirteen",
  name: "Thirteen",
  seats: { min: 2, max: 2 },
  optionsSchema: thirteenOptions,
  presets: thirteenPresets,
  describeOptions: describeThirteenOptions,
  moveSchema: thirteenMoveSchema,
  setup({ options, seats, seed }) {
    if (seats !== 2) throw new RangeError(`Thirteen is for 2 players, not ${seats}`);
    return newGame(options, createRng(seed)).state;
  },
  toAct: (s) => (isOver(s) ? [] : [s.turn]),
  legalMoves: thirteenLegalMoves,
  applyMove: applyThirteenMove,
  view: thirteenView,
  fallbackMove: thirteenFallback,
  result,
};
