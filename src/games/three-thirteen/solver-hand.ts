/**
 * A hand indexed for the solver: the natural cards sorted by rank then suit, each one a bit
 * of a mask, so a set of remaining cards is one integer.
 */
import { cardOf, isJoker, SUITS, type Card } from "../cards";
import { deadwoodCost, type MeldRules } from "./melds";

/** Masks stay within 31 bits and counts within 6; no round deals anywhere near this many cards. */
export const MAX_NATURALS = 30;
export const MAX_CARDS = 60;

export interface SolverHand {
  rules: MeldRules;
  /**
   * maxOneWild: a wild-rank card may be worth more as a natural (it then does not count as the
   * meld's one wild), so wild-rank cards are naturals too and join the wild pool when skipped.
   * Otherwise a wild-rank card is never worse as a wild and is always in the pool.
   */
  oneWild: boolean;
  /**
   * Spare wilds (3+) may form a meld of their own: allowed outright, or with a wild-rank card
   * as its natural (as a set of that rank). Never under maxOneWild.
   */
  allWildMeldPossible: boolean;
  naturals: Card[];
  rank: number[];
  /** Suit index (0..3, as in SUITS) of each natural. */
  suit: number[];
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
}

export function indexHand(hand: readonly Card[], rules: MeldRules): SolverHand {
  if (hand.length > MAX_CARDS) throw new RangeError(`bestArrangement: hand too large (${hand.length} cards)`);
  const oneWild = rules.maxOneWild;
  const jokers: Card[] = [];
  const rankWilds: number[] = [];
  const naturalKeys: number[] = [];
  for (const card of hand) {
    if (isJoker(card)) jokers.push(card);
    else {
      const key = keyOf(card);
      const isRankWild = key >> 2 === rules.wildRank;
      if (isRankWild) rankWilds.push(key);
      if (oneWild || !isRankWild) naturalKeys.push(key);
    }
  }
  if (naturalKeys.length > MAX_NATURALS) throw new RangeError(`bestArrangement: hand too large (${hand.length} cards)`);
  // By rank, then suit: identical cards end up side by side.
  naturalKeys.sort((a, b) => a - b);
  rankWilds.sort((a, b) => a - b);
  jokers.sort();

  const copies = new Array<number>(14 * 4).fill(0);
  let rankWildMask = 0;
  naturalKeys.forEach((key, i) => {
    copies[key]! |= 1 << i;
    if (key >> 2 === rules.wildRank) rankWildMask |= 1 << i;
  });
  const naturals = naturalKeys.map((key) => CARD_OF_KEY[key]!);
  return {
    rules,
    oneWild,
    allWildMeldPossible: !oneWild && ((rules.allWildMelds && !rules.naturalRequired) || rankWilds.length > 0),
    naturals,
    rank: naturalKeys.map((key) => key >> 2),
    suit: naturalKeys.map((key) => key & 3),
    cost: naturals.map((card) => deadwoodCost(card, rules)),
    copies,
    rankWildMask,
    jokers,
    pooledRankWilds: oneWild ? [] : rankWilds.map((key) => CARD_OF_KEY[key]!),
    rankWildCost: deadwoodCost(cardOf(rules.wildRank, "C"), rules),
  };
}

/** rank * 4 + suit index, for every card but the jokers. */
const KEY_OF_CARD = new Map<Card, number>();
const CARD_OF_KEY: Card[] = [];
for (let rank = 1; rank <= 13; rank++) {
  SUITS.forEach((suit, s) => {
    KEY_OF_CARD.set(cardOf(rank, suit), rank * 4 + s);
    CARD_OF_KEY[rank * 4 + s] = cardOf(rank, suit);
  });
}

function keyOf(card: Card): number {
  const key = KEY_OF_CARD.get(card);
  if (key === undefined) throw new RangeError(`bestArrangement: not a card: ${card}`);
  return key;
}
