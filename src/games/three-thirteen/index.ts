/** Three-Thirteen (and its Swedish preset Tretton) on the game contract. */
import type { GameDefinition } from "../contract";
import { applyMove } from "./apply-move";
import { checkSeats, describeOptions, MAX_SEATS, MIN_SEATS } from "./describe";
import { fallbackMove } from "./fallback";
import { legalMoves, toAct } from "./legal-moves";
import { threeThirteenMove, type ThreeThirteenMove } from "./moves";
import { threeThirteenOptions, threeThirteenPresets, type ThreeThirteenOptions } from "./options";
import { setup } from "./setup";
import type { ThreeThirteenState } from "./state";
import { view } from "./view";

export type { ThreeThirteenMove } from "./moves";
export type { ThreeThirteenOptions } from "./options";
export type { ThreeThirteenState } from "./state";
export type { ThreeThirteenView } from "./view";

export const threeThirteen: GameDefinition<ThreeThirteenState, ThreeThirteenMove, ThreeThirteenOptions> = {
  id: "three-thirteen",
  name: "Three-Thirteen",
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  optionsSchema: threeThirteenOptions,
  presets: threeThirteenPresets,
  describeOptions,
  checkSeats,
  moveSchema: threeThirteenMove,
  setup,
  toAct,
  legalMoves,
  applyMove,
  view,
  fallbackMove,
  result: (s) => s.result,
};
