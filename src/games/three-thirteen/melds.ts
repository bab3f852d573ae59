/**
 * What a meld is and what a card left in hand costs, under a round's rules. The solver
 * (solver.ts) finds the cheapest arrangement; this file is the vocabulary both share.
 */
import { isJoker, rankOf, type Card } from "../cards";
import type { ThreeThirteenOptions } from "./options";

export interface MeldRules {
  /** The round's wild rank, 1 (ace) to 13 (king). */
  wildRank: number;
  /** Aces may also rank above kings in runs (no wrap K-A-2). */
  acesHighOrLow: boolean;
  naturalRequired: boolean;
  maxOneWild: boolean;
  allWildMelds: boolean;
  /** J/Q/K cost 11/12/13 instead of 10. */
  courtCardsByRank: boolean;
  /** An unused wild card costs its face value, or 15. */
  unusedWildCost: "face" | "15";
}

export interface Meld {
  kind: "set" | "run";
  /** The cards as held. For a run, in run order from low to high. */
  cards: Card[];
}

export interface Arrangement {
  melds: Meld[];
  deadwood: Card[];
  /** Sum of the deadwood costs (before any doubling of the round). */
  points: number;
}

export function meldRulesFor(options: ThreeThirteenOptions, wildRank: number): MeldRules {
  return {
    wildRank,
    acesHighOrLow: options.acesHighOrLow,
    naturalRequired: options.naturalRequired,
    maxOneWild: options.maxOneWild,
    allWildMelds: options.allWildMelds,
    courtCardsByRank: options.courtCardsByRank,
    unusedWildCost: options.unusedWildCost,
  };
}

/** Jokers, and every card of the round's wild rank. */
export function isWildCard(card: Card, rules: MeldRules): boolean {
  return isJoker(card) || rankOf(card) === rules.wildRank;
}

/** What a card of this rank costs left in hand, as a natural card. */
export function rankCost(rank: number, rules: MeldRules): number {
  if (rank === 1) return rules.acesHighOrLow ? 15 : 1;
  if (rank > 10) return rules.courtCardsByRank ? rank : 10;
  return rank;
}

/** What a card left unmelded (deadwood) costs. */
export function deadwoodCost(card: Card, rules: MeldRules): number {
  if (isJoker(card)) return 20;
  const rank = rankOf(card);
  if (rank === rules.wildRank && rules.unusedWildCost === "15") return 15;
  return rankCost(rank, rules);
}
