/**
 * Calcory: 2 to 4 players turn cards of a 6 × 10 grid one at a time, trying to make exactly 13
 * (RULINGS.md, Calcory table; docs/rules/calcory.md). Most cards collected wins.
 */
import type { GameDefinition, GameResult } from "../contract";
import { applyCalcoryMove } from "./apply";
import { calcoryFallback, calcoryLegalMoves } from "./legal";
import { calcoryMoveSchema, type CalcoryMove } from "./moves";
import { calcoryOptions, calcoryPresets, describeCalcoryOptions, type CalcoryOptions } from "./options";
import { newGame, type CalcoryState } from "./state";
import { calcoryView } from "./view";

export type { CalcoryMove } from "./moves";
export type { CalcoryOptions } from "./options";
export type { CalcoryState } from "./state";
export type { CalcoryView, CellView } from "./view";

function plural(n: number): string {
  return `${n} card${n === 1 ? "" : "s"}`;
}

function result(s: CalcoryState): GameResult | null {
  if (s.ended === null) return null;
  const scores = s.piles.map((p) => p.length);
  const best = Math.max(...scores);
  const winners = scores.flatMap((n, seat) => (n === best ? [seat] : []));
  const why = s.ended === "single_mark" ? "a single-card mark was collected" : "no face-down card was left";
  const summary =
    winners.length === 1
      ? `Seat ${winners[0]} wins with ${plural(best)} (${why}).`
      : `Seats ${winners.slice(0, -1).join(", ")} and ${winners.at(-1)} share the win with ${plural(best)} each (${why}).`;
  return { winners, scores, summary };
}

export const calcory: GameDefinition<CalcoryState, CalcoryMove, CalcoryOptions> = {
  id: "calcory",
  name: "Calcory",
  seats: { min: 2, max: 4 },
  optionsSchema: calcoryOptions,
  presets: calcoryPresets,
  describeOptions: describeCalcoryOptions,
  moveSchema: calcoryMoveSchema,
  setup: ({ options, seats, seed }) => newGame(options, seats, seed),
  toAct: (s) => (s.ended === null ? [s.turn] : []),
  legalMoves: calcoryLegalMoves,
  applyMove: applyCalcoryMove,
  view: calcoryView,
  fallbackMove: calcoryFallback,
  result,
};
