/**
 * A plain exhaustive lay-off search for mid-sized cases: every group of held cards that extends
 * each table meld in turn (or none), the solver on whatever is left. No shortcuts beyond
 * remembering states, so it checks the fast search's reasoning about free cards.
 */
import { removeCards, type Card } from "../../../../src/games/cards";
import { arrangeMeld } from "../../../../src/games/three-thirteen/meld-check";
import type { MeldRules } from "../../../../src/games/three-thirteen/melds";
import { bestArrangement } from "../../../../src/games/three-thirteen/solver";
import type { TableMeld } from "../../../../src/games/three-thirteen/state";

export function referenceLayoffPoints(hand: readonly Card[], table: readonly TableMeld[], rules: MeldRules): number {
  const memo = new Map<string, number>();
  const from = (index: number, held: Card[]): number => {
    if (index === table.length) return bestArrangement(held, rules).points;
    const key = `${index}|${held.join(",")}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const meld = table[index]!;
    let best = from(index + 1, held);
    for (const group of subMultisets(held)) {
      if (best === 0) break;
      if (group.length === 0 || !arrangeMeld([...meld.cards, ...group], meld.kind, rules)) continue;
      best = Math.min(best, from(index + 1, removeCards(held, group)!));
    }
    memo.set(key, best);
    return best;
  };
  return from(0, [...hand].sort());
}

function subMultisets(cards: readonly Card[]): Card[][] {
  const distinct = [...new Set(cards)];
  const counts = distinct.map((c) => cards.filter((x) => x === c).length);
  const out: Card[][] = [];
  const pick = (i: number, chosen: Card[]) => {
    if (i === distinct.length) return void out.push(chosen);
    for (let n = 0; n <= counts[i]!; n++) pick(i + 1, [...chosen, ...Array<Card>(n).fill(distinct[i]!)]);
  };
  pick(0, []);
  return out;
}
