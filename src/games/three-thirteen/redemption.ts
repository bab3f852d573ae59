/**
 * The redemption variant: whoever goes out lays their melds on the table; each other player,
 * at the end of their last turn, lays down their own melds and lays cards off onto the melds
 * already on the table. The server picks the lay-offs that leave the least deadwood.
 */
import type { GameEvent, Seat } from "../contract";
import { bestLayoffPlan } from "./layoffs";
import { roundRules } from "./scoring";
import { bestArrangement } from "./solver";
import type { ThreeThirteenState } from "./state";

/** The player who went out: every card left is melded; the melds go on the table. */
export function layDownGoer(s: ThreeThirteenState, seat: Seat): GameEvent[] {
  const { melds } = bestArrangement(s.hands[seat]!, roundRules(s));
  for (const m of melds) s.table.push({ owner: seat, kind: m.kind, cards: [...m.cards] });
  s.laidDown[seat] = { melds, layoffs: [] };
  s.hands[seat] = [];
  return [{ type: "laid_down", seat, melds, layoffs: [], cardsLeft: 0 }];
}

/** A player at the end of their last turn lays down and lays off what helps them most. */
export function redeem(s: ThreeThirteenState, seat: Seat): GameEvent[] {
  const plan = bestLayoffPlan(s.hands[seat]!, s.table, roundRules(s));
  if (plan.melds.length === 0 && plan.layoffs.length === 0) return [];
  s.table = plan.table;
  for (const m of plan.melds) s.table.push({ owner: seat, kind: m.kind, cards: [...m.cards] });
  s.laidDown[seat] = { melds: plan.melds, layoffs: plan.layoffs };
  s.hands[seat] = plan.deadwood;
  return [{ type: "laid_down", seat, melds: plan.melds, layoffs: plan.layoffs, cardsLeft: plan.deadwood.length }];
}
