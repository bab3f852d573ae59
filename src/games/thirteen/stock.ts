/**
 * Taking cards from the stock. Whenever the stock's last card is taken (also in the middle
 * of a pick-up of 13) the play pile but its top card is shuffled into a new stock. If even
 * then there is nothing left to take, the pick-up takes what there was.
 */
import type { Card } from "../cards";
import type { GameEvent, Seat } from "../contract";
import { shuffle } from "../rng";
import { sortHand, type ThirteenState } from "./state";

/** Public: "draw" (drawing always allowed) never says whether the seat could have played. */
export type PickUpReason = "cannot_play" | "draw" | "joker" | "thirteen";

function rebuild(s: ThirteenState, events: GameEvent[]): void {
  if (s.pile.length <= 1) return;
  const up = s.pile.pop()!;
  s.stock = shuffle(s.rng, s.pile);
  s.pile = [up];
  events.push({ type: "stockRebuilt", size: s.stock.length });
}

/** `seat` picks up `count` cards (in place on `s`); pushes the events. */
export function pickUp(s: ThirteenState, seat: Seat, count: number, reason: PickUpReason, events: GameEvent[]): Card[] {
  const taken: Card[] = [];
  for (let i = 0; i < count; i++) {
    if (s.stock.length === 0) rebuild(s, events);
    if (s.stock.length === 0) break;
    taken.push(s.stock.pop()!);
    if (s.stock.length === 0) rebuild(s, events);
  }
  s.hands[seat]!.push(...taken);
  sortHand(s.hands[seat]!);
  events.push({ type: "pickUp", seat, count: taken.length, asked: count, reason });
  events.push({ type: "pickedUp", to: [seat], seat, cards: taken });
  return taken;
}
