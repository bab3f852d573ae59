/**
 * Whether a given group of cards is one valid meld, with the same meaning the solver gives it
 * (solver-hand.ts): jokers are always wild; a card of the wild rank may be wild or stand for
 * itself (then it is a natural card, not one of the meld's wilds); every other card is natural.
 * A meld with several ways to read its wilds is valid when any reading is.
 *
 * The solver finds arrangements; this checks one group, for lay-offs onto melds on the table.
 */
import { isJoker, rankOf, suitOf, type Card } from "../cards";
import type { Meld, MeldRules } from "./melds";

const MAX_RUN_LENGTH = 13;

/** The cards in meld order (a run from low to high, wilds in the gaps), or null if no meld. */
export function arrangeMeld(cards: readonly Card[], kind: Meld["kind"], rules: MeldRules): Card[] | null {
  if (cards.length < 3) return null;
  const fixed = cards.filter((c) => !isJoker(c) && rankOf(c) !== rules.wildRank);
  const rankWilds = cards.filter((c) => !isJoker(c) && rankOf(c) === rules.wildRank);
  const jokers = cards.filter(isJoker);
  const needNatural = rules.naturalRequired || !rules.allWildMelds;
  // Choose which wild-rank cards stand for themselves: every subset (there are few).
  for (let chosen = 0; chosen < 1 << rankWilds.length; chosen++) {
    const naturals = [...fixed, ...rankWilds.filter((_, i) => chosen & (1 << i))];
    const wilds = [...jokers, ...rankWilds.filter((_, i) => !(chosen & (1 << i)))];
    if (rules.maxOneWild && wilds.length > 1) continue;
    if (needNatural && naturals.length === 0) continue;
    const ordered = kind === "set" ? arrangeSet(naturals, wilds) : arrangeRun(naturals, wilds, rules);
    if (ordered) return ordered;
  }
  return null;
}

export function isValidMeld(cards: readonly Card[], kind: Meld["kind"], rules: MeldRules): boolean {
  return arrangeMeld(cards, kind, rules) !== null;
}

function arrangeSet(naturals: Card[], wilds: Card[]): Card[] | null {
  const rank = naturals.length > 0 ? rankOf(naturals[0]!) : 0;
  return naturals.every((c) => rankOf(c) === rank) ? [...naturals, ...wilds] : null;
}

function arrangeRun(naturals: Card[], wilds: Card[], rules: MeldRules): Card[] | null {
  const length = naturals.length + wilds.length;
  if (length > MAX_RUN_LENGTH) return null;
  if (naturals.some((c) => suitOf(c) !== suitOf(naturals[0]!))) return null;
  const hasAce = naturals.some((c) => rankOf(c) === 1);
  const aceHigh = rules.acesHighOrLow && hasAce ? [false, true] : [false];
  for (const high of aceHigh) {
    const position = (c: Card) => (high && rankOf(c) === 1 ? 14 : rankOf(c));
    const positions = naturals.map(position);
    if (new Set(positions).size !== positions.length) continue;
    const [lowest, highest] = [Math.min(...positions, Infinity), Math.max(...positions, -Infinity)];
    const [floor, ceiling] = high ? [2, 14] : [1, 13];
    // The run's first position: as low as the naturals and the ends of the ranks allow.
    const first = naturals.length === 0 ? floor : Math.max(floor, highest - length + 1);
    if (naturals.length > 0 && first > lowest) continue;
    if (first + length - 1 > ceiling) continue;
    const slots: (Card | null)[] = Array.from({ length }, () => null);
    naturals.forEach((c, i) => (slots[positions[i]! - first] = c));
    const spare = [...wilds];
    return slots.map((c) => c ?? spare.shift()!);
  }
  return null;
}
