/** The moves of Three-Thirteen: draw a card, then discard one (possibly going out with it). */
import * as v from "valibot";
import { isCard } from "../cards";

const cardSchema = v.pipe(v.string(), v.check(isCard, "card must be written like \"10H\", \"QS\" or \"RJ\"."));

export const threeThirteenMove = v.variant("type", [
  v.strictObject({ type: v.literal("draw"), from: v.picklist(["stock", "discard"]) }),
  v.strictObject({ type: v.literal("discard"), card: cardSchema, goOut: v.optional(v.literal(true)) }),
]);

export type ThreeThirteenMove = v.InferOutput<typeof threeThirteenMove>;
export type DrawMove = Extract<ThreeThirteenMove, { type: "draw" }>;
export type DiscardMove = Extract<ThreeThirteenMove, { type: "discard" }>;
