/**
 * The arrangement of a Three-Thirteen hand with the least deadwood, found exactly.
 * Deterministic: the same cards and rules always give the same arrangement.
 */
import type { Card } from "../cards";
import type { Arrangement, MeldRules } from "./melds";
import { buildArrangement } from "./solver-build";
import { indexHand } from "./solver-hand";
import { searchBest } from "./solver-search";

export function bestArrangement(hand: readonly Card[], rules: MeldRules): Arrangement {
  const indexed = indexHand(hand, rules);
  return buildArrangement(indexed, searchBest(indexed).moves);
}
