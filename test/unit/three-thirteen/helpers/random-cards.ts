/** Random rules and cards for the meld and lay-off cross-checks. */
import { cardOf, SUITS, type Card } from "../../../../src/games/cards";
import { randomInt, type RngState } from "../../../../src/games/rng";
import type { MeldRules } from "../../../../src/games/three-thirteen/melds";

const coin = (rng: RngState) => randomInt(rng, 2) === 0;

export function randomRules(rng: RngState): MeldRules {
  return {
    wildRank: 1 + randomInt(rng, 13),
    acesHighOrLow: coin(rng),
    naturalRequired: randomInt(rng, 4) === 0,
    maxOneWild: randomInt(rng, 3) === 0,
    allWildMelds: randomInt(rng, 4) !== 0,
    courtCardsByRank: coin(rng),
    unusedWildCost: coin(rng) ? "face" : "15",
  };
}

/** A card near the given ranks and suits now and then, so that melds actually happen. */
export function randomCard(rng: RngState, ranks: readonly number[] = [], suits: readonly string[] = []): Card {
  const roll = randomInt(rng, 20);
  if (roll === 0) return randomInt(rng, 2) === 0 ? "RJ" : "BJ";
  const rank = ranks.length > 0 && roll < 12 ? Math.min(13, Math.max(1, ranks[randomInt(rng, ranks.length)]! + randomInt(rng, 5) - 2)) : 1 + randomInt(rng, 13);
  const suit = suits.length > 0 && roll < 15 ? suits[randomInt(rng, suits.length)]! : SUITS[randomInt(rng, 4)]!;
  return cardOf(rank, suit as (typeof SUITS)[number]);
}

export function randomCards(rng: RngState, count: number, ranks: readonly number[] = [], suits: readonly string[] = []): Card[] {
  return Array.from({ length: count }, () => randomCard(rng, ranks, suits));
}
