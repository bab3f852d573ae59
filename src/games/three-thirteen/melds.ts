/**
 * What a meld is and what a card left in hand costs, under a round's rules. The solver
 * (solver.ts) finds the cheapest arrangement; this file is the vocabulary both share.
 */
import type { Card } from "../cards";
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
