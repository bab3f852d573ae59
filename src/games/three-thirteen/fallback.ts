/** The move made for a seat that ran out of time: a plain, sensible turn. */
import { removeCards, type Card } from "../cards";
import type { Seat } from "../contract";
import { goOutDiscards } from "./go-out";
import { discardableCards } from "./legal-moves";
import { deadwoodCost, type MeldRules } from "./melds";
import type { ThreeThirteenMove } from "./moves";
import { roundRules } from "./scoring";
import { bestArrangement } from "./solver";
import type { ThreeThirteenState } from "./state";

/**
 * Draw: the discard pile's top card if taking it (and then discarding well) leaves less
 * deadwood than the hand has now, else the stock. Discard: go out if possible, else the card
 * whose discard leaves the least deadwood. Never a false go-out declaration.
 */
export function fallbackMove(s: ThreeThirteenState, seat: Seat): ThreeThirteenMove {
  const hand = s.hands[seat]!;
  const rules = roundRules(s);
  if (s.phase === "draw") {
    const top = s.discardPile.at(-1);
    if (top === undefined) return { type: "draw", from: "stock" };
    if (s.stock.length === 0) return { type: "draw", from: "discard" };
    const allowed = s.options.noDiscardOfTakenCard ? hand.filter((c) => c !== top) : [...hand, top];
    const withTop = leastDeadwoodDiscard([...hand, top], allowed.length > 0 ? allowed : [top], rules);
    return withTop.points < bestArrangement(hand, rules).points ? { type: "draw", from: "discard" } : { type: "draw", from: "stock" };
  }
  const allowed = discardableCards(s, seat);
  const goOut = goOutDiscards(hand, allowed, rules);
  if (goOut.length > 0) return { type: "discard", card: goOut[0]!, goOut: true };
  return { type: "discard", card: leastDeadwoodDiscard(hand, allowed, rules).card };
}

/** Among the allowed discards, the one leaving the least deadwood (on a tie, the costlier card goes). */
export function leastDeadwoodDiscard(hand: readonly Card[], allowed: readonly Card[], rules: MeldRules): { card: Card; points: number } {
  let best: { card: Card; points: number; cost: number } | null = null;
  for (const card of new Set(allowed)) {
    const points = bestArrangement(removeCards(hand, [card])!, rules).points;
    const cost = deadwoodCost(card, rules);
    if (best === null || points < best.points || (points === best.points && cost > best.cost)) best = { card, points, cost };
  }
  return best!;
}
