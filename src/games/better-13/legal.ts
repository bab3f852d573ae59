/** Who must act now and every move a seat may make. */
import type { Seat } from "../contract";
import { ACTIONS, isNumberCard } from "./cards";
import { ALL_COMBOS, beats, classify } from "./ladder";
import type { Better13Move } from "./moves";
import type { Better13State } from "./state";

/** During a Share every seat still to choose acts at once; otherwise the seat whose turn it is. */
export function toAct(state: Better13State): Seat[] {
  if (state.over) return [];
  if (state.share) return [...state.share.awaiting];
  return [state.turn];
}

export function legalMoves(state: Better13State, seat: Seat): Better13Move[] {
  if (state.over) return [];
  const hand = state.hands[seat];
  if (!hand) return [];
  if (state.share) {
    if (!state.share.awaiting.includes(seat)) return [];
    return [...new Set(hand)].map((card) => ({ type: "share", card }));
  }
  if (seat !== state.turn) return [];
  const moves: Better13Move[] = [];
  if (hand.length >= 2) {
    for (const card of ACTIONS) {
      if (!hand.includes(card)) continue;
      if (card === "yoink") {
        for (let t = 0; t < state.seats; t++) if (t !== seat && state.hands[t]!.length > 0) moves.push({ type: "action", card, target: t });
      } else {
        moves.push({ type: "action", card });
      }
    }
  }
  const have = [0, 0, 0, 0, 0, 0, 0];
  for (const c of hand) if (isNumberCard(c)) have[Number(c)]!++;
  for (const combo of ALL_COMBOS) {
    const need = [0, 0, 0, 0, 0, 0, 0];
    for (const c of combo) need[Number(c)]!++;
    if (need.some((n, i) => n > have[i]!)) continue;
    if (state.count && !beats(classify(combo)!, state.count, state.flipped)) continue;
    moves.push({ type: "play", cards: [...combo] });
  }
  moves.push({ type: "pass" });
  return moves;
}
