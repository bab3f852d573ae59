/**
 * The redemption lay-off problem by brute force, for small hands: every card goes to the
 * deadwood, onto one of the table melds, or into one of a few own groups; every group and every
 * extended table meld must be a valid meld. Shares only the meld check with the real search.
 */
import type { Card } from "../../../../src/games/cards";
import { isValidMeld } from "../../../../src/games/three-thirteen/meld-check";
import { deadwoodCost, type MeldRules } from "../../../../src/games/three-thirteen/melds";
import type { TableMeld } from "../../../../src/games/three-thirteen/state";

export function bruteForceLayoffPoints(hand: readonly Card[], table: readonly TableMeld[], rules: MeldRules): number {
  const groups = Math.floor(hand.length / 3);
  const places = 1 + table.length + groups;
  const valid = new Map<string, boolean>();
  const ok = (key: string, test: () => boolean) => {
    let known = valid.get(key);
    if (known === undefined) valid.set(key, (known = test()));
    return known;
  };
  let best = Infinity;
  const choice = new Array<number>(hand.length).fill(0);
  const visit = (i: number) => {
    if (i === hand.length) {
      let points = 0;
      const onto: Card[][] = Array.from({ length: places }, () => []);
      hand.forEach((c, j) => onto[choice[j]!]!.push(c));
      for (const c of onto[0]!) points += deadwoodCost(c, rules);
      if (points >= best) return;
      for (let t = 0; t < table.length; t++) {
        const added = onto[1 + t]!;
        if (added.length === 0) continue;
        const cards = [...table[t]!.cards, ...added];
        if (!ok(`t${t}|${[...added].sort()}`, () => isValidMeld(cards, table[t]!.kind, rules))) return;
      }
      for (let g = 0; g < groups; g++) {
        const group = onto[1 + table.length + g]!;
        if (group.length === 0) continue;
        if (!ok(`g|${[...group].sort()}`, () => isValidMeld(group, "set", rules) || isValidMeld(group, "run", rules))) return;
      }
      best = points;
      return;
    }
    for (let place = 0; place < places; place++) {
      choice[i] = place;
      visit(i + 1);
    }
  };
  visit(0);
  return best;
}
