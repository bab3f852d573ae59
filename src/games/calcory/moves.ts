/** The shape of a Calcory move. Cells are 0 to 59, row by row (row * 10 + column). */
import * as v from "valibot";
import { CELLS } from "./state";

const cell = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(CELLS - 1));

export const calcoryMoveSchema = v.variant("type", [
  /** Turn one face-down card. */
  v.strictObject({ type: v.literal("flip"), cell }),
  /** End the turn on the cards turned so far, marking them if they beat the standing mark. */
  v.strictObject({ type: v.literal("stop") }),
  /** After a 13 or when collecting a mark: which of the cards taken goes back (`cell`), face down, where (`to`). */
  v.strictObject({ type: v.literal("return"), cell, to: cell }),
]);

export type CalcoryMove = v.InferOutput<typeof calcoryMoveSchema>;
