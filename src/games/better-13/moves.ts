/** The shape of a Better 13 move; the game itself judges whether it is allowed now. */
import * as v from "valibot";
import { ACTIONS, CARDS } from "./cards";

const card = v.picklist(CARDS);
const seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3));

export const better13MoveSchema = v.variant("type", [
  v.variant("card", [
    v.strictObject({ type: v.literal("action"), card: v.literal("yoink"), target: seat }),
    v.strictObject({ type: v.literal("action"), card: v.picklist(ACTIONS.filter((a) => a !== "yoink") as Exclude<(typeof ACTIONS)[number], "yoink">[]) }),
  ]),
  v.strictObject({ type: v.literal("share"), card }),
  v.strictObject({ type: v.literal("play"), cards: v.pipe(v.array(card), v.minLength(1), v.maxLength(3)) }),
  v.strictObject({ type: v.literal("pass") }),
]);

export type Better13Move = v.InferOutput<typeof better13MoveSchema>;
