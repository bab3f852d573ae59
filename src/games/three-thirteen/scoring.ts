/** What a hand costs at the end of a round. The solver arranges every hand; nobody arranges their own. */
import type { Card } from "../cards";
import type { Seat } from "../contract";
import { meldRulesFor, type MeldRules } from "./melds";
import type { ThreeThirteenOptions } from "./options";
import { bestArrangement } from "./solver";
import type { SeatRoundResult, ThreeThirteenState } from "./state";

export const FALSE_GO_OUT_PENALTY = 20;

/** The J, Q and K rounds (11, 12 and 13 cards) count double with the doubleCourtRounds option. */
export function isDoubledRound(wildRank: number, options: Pick<ThreeThirteenOptions, "doubleCourtRounds">): boolean {
  return options.doubleCourtRounds && wildRank >= 11 && wildRank <= 13;
}

export function roundRules(s: Pick<ThreeThirteenState, "options" | "wildRank">): MeldRules {
  return meldRulesFor(s.options, s.wildRank);
}

/**
 * A seat's result: the cards it laid down this round (redemption) count as melded, and
 * whatever is still in its hand is arranged by the solver.
 */
export function scoreSeat(s: ThreeThirteenState, seat: Seat): SeatRoundResult {
  const held = s.hands[seat]!;
  const arrangement = bestArrangement(held, roundRules(s));
  const laid = s.laidDown[seat];
  const laidCards: Card[] = laid ? [...laid.melds.flatMap((m) => m.cards), ...laid.layoffs.map((l) => l.card)] : [];
  const factor = isDoubledRound(s.wildRank, s.options) ? 2 : 1;
  const falseGoOuts = s.falseGoOuts[seat]!;
  return {
    seat,
    hand: [...laidCards, ...held],
    melds: [...(laid?.melds ?? []), ...arrangement.melds],
    layoffs: laid ? [...laid.layoffs] : [],
    deadwood: arrangement.deadwood,
    deadwoodPoints: arrangement.points,
    falseGoOuts,
    points: arrangement.points * factor + falseGoOuts * FALSE_GO_OUT_PENALTY,
  };
}
