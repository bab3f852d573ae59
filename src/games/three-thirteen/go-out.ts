/** Which discards let a player go out: every card left in hand must be melded. */
import { removeCards, type Card } from "../cards";
import { deadwoodCost, type MeldRules } from "./melds";
import { bestArrangement } from "./solver";

export function meldsCompletely(hand: readonly Card[], rules: MeldRules): boolean {
  return bestArrangement(hand, rules).points === 0;
}

/**
 * The cards among `candidates` (distinct) whose discard leaves `hand` fully melded.
 * One solver call on the whole hand rules most of them out: if the hand without c melds
 * completely, the whole hand has an arrangement costing no more than c itself.
 */
export function goOutDiscards(hand: readonly Card[], candidates: readonly Card[], rules: MeldRules): Card[] {
  const whole = bestArrangement(hand, rules).points;
  return candidates.filter(
    (card) => deadwoodCost(card, rules) >= whole && meldsCompletely(removeCards(hand, [card])!, rules),
  );
}
