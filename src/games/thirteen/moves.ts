/** The four moves of Thirteen and their schema (the room rejects any other shape). */
import * as v from "valibot";
import { isCard, type Card } from "../cards";

const card = v.pipe(v.string(), v.check(isCard, "not a card"));

export const thirteenMoveSchema = v.variant("type", [
  v.strictObject({
    type: v.literal("play"),
    /** One card, or a run in the order played. */
    cards: v.pipe(v.array(card), v.minLength(1), v.maxLength(54)),
    /** Says "last card" with a play that leaves exactly one card in hand. */
    lastCard: v.optional(v.boolean()),
  }),
  v.strictObject({ type: v.literal("draw") }),
  v.strictObject({ type: v.literal("lastCard") }),
  v.strictObject({ type: v.literal("callThirteen") }),
]);

export type ThirteenMove =
  | { type: "play"; cards: Card[]; lastCard?: boolean }
  | { type: "draw" }
  | { type: "lastCard" }
  | { type: "callThirteen" };
