/**
 * Small, fast facts about groups of cards, for the lay-off search (which asks them very often):
 * ranks looked up rather than parsed, quick necessary conditions for a meld, sub-multisets.
 */
import { isJoker, rankOf as parseRank, standardDeck, suitOf, type Card } from "../cards";
import type { Meld, MeldRules } from "./melds";

const RANKS = new Map(standardDeck(1, 2).map((c) => [c, parseRank(c)]));

export function rankOf(card: Card): number {
  return RANKS.get(card) ?? parseRank(card);
}

export function isWild(card: Card, rules: MeldRules): boolean {
  return isJoker(card) || rankOf(card) === rules.wildRank;
}

/**
 * A quick necessary condition for `cards` to be one meld of `kind` ("either" for a set or a
 * run): the cards that can only be natural share a rank, or a suit, distinct ranks and a span
 * the meld can cover.
 */
export function mayBeMeld(cards: readonly Card[], kind: Meld["kind"] | "either", rules: MeldRules): boolean {
  const naturals = cards.filter((c) => !isWild(c, rules));
  if (naturals.length <= 1) return true;
  const ranks = naturals.map(rankOf);
  if (ranks.every((r) => r === ranks[0])) return kind !== "run";
  if (kind === "set" || cards.length > 13 || new Set(ranks).size !== ranks.length) return false;
  if (!naturals.every((c) => suitOf(c) === suitOf(naturals[0]!))) return false;
  const reach = (rs: number[]) => Math.max(...rs) - Math.min(...rs) < cards.length;
  return reach(ranks) || (rules.acesHighOrLow && reach(ranks.map((r) => (r === 1 ? 14 : r))));
}

/** Every sub-multiset of `cards` (identical cards give one subset per count), largest first. */
export function subMultisets(cards: readonly Card[]): Card[][] {
  const distinct = [...new Set(cards)];
  const counts = distinct.map((c) => cards.filter((x) => x === c).length);
  const out: Card[][] = [];
  const pick = (i: number, chosen: Card[]) => {
    if (i === distinct.length) return void out.push(chosen);
    for (let n = counts[i]!; n >= 0; n--) pick(i + 1, n === 0 ? chosen : [...chosen, ...Array<Card>(n).fill(distinct[i]!)]);
  };
  pick(0, []);
  return out.sort((a, b) => b.length - a.length);
}

export function sortedCards(cards: readonly Card[]): Card[] {
  return [...cards].sort();
}
