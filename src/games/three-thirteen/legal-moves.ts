/** Who acts and what they may do: a turn is a draw, then a discard (which may go out). */
import type { Card } from "../cards";
import type { Seat } from "../contract";
import { goOutDiscards } from "./go-out";
import type { ThreeThirteenMove } from "./moves";
import { roundRules } from "./scoring";
import type { ThreeThirteenState } from "./state";

export function toAct(s: ThreeThirteenState): Seat[] {
  return s.phase === "game_over" ? [] : [s.turn];
}

/**
 * The distinct cards the seat may discard now. With noDiscardOfTakenCard the card just taken
 * from the discard pile may not go back, and neither may an identical copy of it (the table
 * would look exactly as if the taken card went back); only a hand of nothing but copies of it
 * is freed from the rule, since it must discard something.
 */
export function discardableCards(s: ThreeThirteenState, seat: Seat): Card[] {
  const distinct = [...new Set(s.hands[seat]!)];
  const taken = s.takenFromDiscard;
  if (!s.options.noDiscardOfTakenCard || taken === null) return distinct;
  const others = distinct.filter((c) => c !== taken);
  return others.length > 0 ? others : distinct;
}

export function legalMoves(s: ThreeThirteenState, seat: Seat): ThreeThirteenMove[] {
  if (s.phase === "game_over" || seat !== s.turn) return [];
  if (s.phase === "draw") {
    const moves: ThreeThirteenMove[] = [];
    if (s.stock.length > 0) moves.push({ type: "draw", from: "stock" });
    if (s.discardPile.length > 0) moves.push({ type: "draw", from: "discard" });
    return moves;
  }
  const cards = discardableCards(s, seat);
  const goOutCards = s.options.falseGoOut ? cards : goOutDiscards(s.hands[seat]!, cards, roundRules(s));
  return [
    ...cards.map((card): ThreeThirteenMove => ({ type: "discard", card })),
    ...goOutCards.map((card): ThreeThirteenMove => ({ type: "discard", card, goOut: true })),
  ];
}
