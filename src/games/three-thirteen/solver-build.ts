/**
 * Turns the search's moves into cards: which wild card fills which place, where spare wilds go,
 * and the order of each run from low to high.
 */
import { rankOf, type Card } from "../cards";
import { deadwoodCost, type Arrangement, type Meld } from "./melds";
import { LEAVE, meldRoom, RUN, type Move } from "./solver-search";
import type { SolverHand } from "./solver-hand";

interface PlannedMeld {
  move: Move;
  wilds: Card[];
  room: number;
}

export function buildArrangement(hand: SolverHand, moves: Move[]): Arrangement {
  const deadwood: Card[] = [];
  const skippedRankWilds: Card[] = [];
  const planned: PlannedMeld[] = [];
  for (const move of moves) {
    if (move.kind !== LEAVE) {
      planned.push({ move, wilds: [], room: meldRoom(hand.oneWild, move.kind, move.low, move.high, move.wilds) });
    } else if (move.cards & hand.rankWildMask) {
      skippedRankWilds.push(naturalCards(hand, move.cards)[0]!);
    } else {
      deadwood.push(...naturalCards(hand, move.cards));
    }
  }

  // Jokers first: they are the costliest wild cards to be left with.
  const pool = [...hand.jokers, ...hand.pooledRankWilds, ...skippedRankWilds];
  for (const meld of planned) meld.wilds.push(...pool.splice(0, meld.move.wilds));

  const totalRoom = planned.reduce((sum, meld) => sum + meld.room, 0);
  const allWildMeld = pool.length > totalRoom && pool.length >= 3 && hand.allWildMeldPossible;
  if (!allWildMeld) {
    for (const meld of planned) meld.wilds.push(...pool.splice(0, meld.room));
    deadwood.push(...pool);
  }

  const melds: Meld[] = planned.map((meld) => toMeld(hand, meld));
  // The pool ends with wild-rank cards when it has any: with naturalRequired one is the natural.
  if (allWildMeld) melds.push({ kind: "set", cards: pool });
  return { melds, deadwood, points: deadwood.reduce((sum, card) => sum + deadwoodCost(card, hand.rules), 0) };
}

function toMeld(hand: SolverHand, meld: PlannedMeld): Meld {
  const naturals = naturalCards(hand, meld.move.cards);
  if (meld.move.kind !== RUN) return { kind: "set", cards: [...naturals, ...meld.wilds] };
  return { kind: "run", cards: runInOrder(naturals, meld.wilds, meld.move.low, meld.move.high) };
}

/** Naturals are sorted by rank, so an ace sits at position 1, or 14 in a run up to 14. */
function runInOrder(naturals: Card[], wilds: Card[], low: number, high: number): Card[] {
  const byPosition = new Map<number, Card>();
  naturals.forEach((card, i) => byPosition.set(i === 0 && high === 14 ? 14 : rankOf(card), card));
  let start = low;
  let end = high;
  const gaps = end - start + 1 - naturals.length;
  for (let extra = wilds.length - gaps; extra > 0; extra--) {
    if (end < 13) end++;
    else start--;
  }
  const cards: Card[] = [];
  let nextWild = 0;
  for (let position = start; position <= end; position++) cards.push(byPosition.get(position) ?? wilds[nextWild++]!);
  return cards;
}

function naturalCards(hand: SolverHand, mask: number): Card[] {
  const cards: Card[] = [];
  for (let rest = mask; rest !== 0; rest &= rest - 1) cards.push(hand.naturals[31 - Math.clz32(rest & -rest)]!);
  return cards;
}
