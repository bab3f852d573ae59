/** Questions about a state that the move check, the legal list, the view and the fallback share. */
import type { Card } from "../cards";
import type { Seat } from "../contract";
import { longestRun, mayStart } from "./runs";
import { other, top, type ThirteenState } from "./state";

export function isOver(s: ThirteenState): boolean {
  return s.winner !== null;
}

/** Cards of the seat's hand that may begin a play now (empty when it is not the seat's turn). */
export function playableCards(s: ThirteenState, seat: Seat): Card[] {
  if (isOver(s) || seat !== s.turn) return [];
  const up = top(s);
  return s.hands[seat]!.filter((c) => mayStart(c, up, s.forced));
}

export function mayDraw(s: ThirteenState, seat: Seat): boolean {
  if (isOver(s) || seat !== s.turn) return false;
  return !s.options.mustPlay || playableCards(s, seat).length === 0;
}

export function maySayLastCard(s: ThirteenState, seat: Seat): boolean {
  return !isOver(s) && s.lastCard[seat] === "open" && s.hands[seat]!.length === 1;
}

export function mayCallThirteen(s: ThirteenState, seat: Seat): boolean {
  return maySayLastCard(s, other(seat));
}

/** The longest legal run of the seat to play, or null when it cannot play. */
export function bestRun(s: ThirteenState, seat: Seat): Card[] | null {
  if (isOver(s) || seat !== s.turn) return null;
  return longestRun(s.hands[seat]!, top(s), s.forced);
}
