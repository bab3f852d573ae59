/**
 * A hand indexed for the solver: the natural cards sorted by rank then suit, each one a bit
 * of a mask, so a set of remaining cards is one integer.
 */
import { cardOf, isJoker, rankOf, SUITS, suitOf, type Card, type Suit } from "../cards";
import { deadwoodCost, type MeldRules } from "./melds";

/** Bit masks stay within 31 bits; no round deals anywhere near this many cards. */
export const MAX_NATURALS = 30;

export interface SolverHand {
  rules: MeldRules;
  /**
   * maxOneWild: a wild-rank card may be worth more as a natural (it then does not count as the
   * meld's one wild), so wild-rank cards are naturals too and join the wild pool when skipped.
   * Otherwise a wild-rank card is never worse as a wild and is always in the pool.
   */
  oneWild: boolean;
  /** Every meld needs a natural card (naturalRequired, or all-wild melds forbidden). */
  needNatural: boolean;
  naturals: Card[];
  rank: number[];
  cost: number[];
  /** copies[rank * 4 + suit]: mask of the naturals that are that card. */
  copies: number[];
  /** Naturals that are wild-rank cards (only in oneWild mode). */
  rankWildMask: number;
  jokers: Card[];
  /** Wild-rank cards that start in the wild pool (all of them unless oneWild). */
  pooledRankWilds: Card[];
  /** Deadwood cost of a wild-rank card. */
  rankWildCost: number;
  /** Most wild cards the pool can ever hold. */
  poolMax: number;
}

export function indexHand(hand: readonly Card[], rules: MeldRules): SolverHand {
  const oneWild = rules.maxOneWild;
  const jokers = hand.filter(isJoker).sort();
  const rankWilds = sortCards(hand.filter((c) => !isJoker(c) && rankOf(c) === rules.wildRank));
  const naturals = sortCards(hand.filter((c) => !isJoker(c) && (oneWild || rankOf(c) !== rules.wildRank)));
  if (naturals.length > MAX_NATURALS) throw new RangeError(`bestArrangement: more than ${MAX_NATURALS} natural cards`);

  const copies = new Array<number>(14 * 4).fill(0);
  let rankWildMask = 0;
  naturals.forEach((card, i) => {
    copies[rankOf(card) * 4 + suitIndex(card)]! |= 1 << i;
    if (rankOf(card) === rules.wildRank) rankWildMask |= 1 << i;
  });
  return {
    rules,
    oneWild,
    needNatural: rules.naturalRequired || !rules.allWildMelds,
    naturals,
    rank: naturals.map(rankOf),
    cost: naturals.map((c) => deadwoodCost(c, rules)),
    copies,
    rankWildMask,
    jokers,
    pooledRankWilds: oneWild ? [] : rankWilds,
    rankWildCost: deadwoodCost(cardOf(rules.wildRank, "C"), rules),
    poolMax: jokers.length + rankWilds.length,
  };
}

export function suitIndex(card: Card): number {
  return SUITS.indexOf(suitOf(card) as Suit);
}

/** By rank, then suit; identical cards end up side by side. */
function sortCards(cards: Card[]): Card[] {
  return cards.sort((a, b) => rankOf(a) - rankOf(b) || suitIndex(a) - suitIndex(b));
}
